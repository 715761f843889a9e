"""The rules reference for Dread Draw, in our own words (see scenes/screens/rules.py for the markup).

A short introduction and a guide to the screen, then the rules as (heading, paragraph) pairs in REFERENCE,
with our rulings where the rulebook is silent (each one is tested in tests/dreaddraw), then the cards.
"""

INTRO = """# Dread Draw

A dark tarot deck of 100 monsters and named arcana. Summon ever stronger creatures, one after another; the first one that is not stronger than the last ruins your whole row. The last player standing has their fortune told from the cards they have left.

## On the screen
- Each player has a band: their name and Life Deck on the left (face down: only the number of cards shows), the gold total of their summoning row, the row itself from left to right, and their reserves (face up, for everyone to see) on the right.
- On the left: the round, the Draw Deck and the discard pile. The top line says whose turn it is and why (the lowest total plays).
- Your turn: click the Draw Deck (or press Space, or drag its top card onto your row) to reveal its top card, or drag a glowing reserve card onto your row (or click it, then your row). Only reserve cards strong enough to be summoned glow: they rise to the right of your reserves, the others are dimmed.
- Abilities are always your choice: buttons appear at the top right. When an ability picks an opponent, their band glows red: click it, or use the buttons.
- Damage: the cards you draw are laid out in the middle. Click the one to keep; the others burn away to the discard pile.
- Hover over any card to see it large, with its ability in full. Red dots on a card are its damage. Rest the pointer on anything (a total, the red dots, a Life Deck, the piles) and a line says what it is.
- When an ability is offered, its card is framed in gold in its row, with the moment it fires (Summon, Reserve, Aftermath).
- A card seen with a peek ability is shown only to the player who peeked, while they decide where it goes.
"""


# The rules in our own words, with our rulings: (heading, paragraph) pairs.
REFERENCE: tuple[tuple[str, str], ...] = (
    ("The aim", "Be the last player still in the game. When only one is left, the cards remaining in their "
     "Life Deck are shuffled and read as their fortune: the present, the immediate future, then the far future."),
    ("Setting up", "Everyone gets a Life Deck of 10 face-down cards. Nobody may look at a Life Deck, not even "
     "its owner; only its size shows. The other cards form the Draw Deck. A random player starts the first round."),
    ("Your turn", "You must summon. Either reveal the top card of the Draw Deck, or play a card from your "
     "reserves. A summon succeeds if the card is stronger than the last card in your row this round (the "
     "first summon of a round always succeeds); the card goes to the right of your row. A revealed card that "
     "is not stronger is discarded, and you are out of the round: your row is discarded too. A reserve card "
     "can only be played if it is stronger."),
    ("Who goes next", "After every summon, success or not, the player with the lowest total strength in their "
     "row (among those still in the round) takes the next turn. If the player who just played is tied for "
     "lowest, they go again; otherwise the next tied player to their left goes."),
    ("End of a round", "When one player is left in the round, they win it. They add up the red dots in their "
     "row, and every other player still in the game takes that much damage, starting at the winner's left. "
     "Then the winner discards their row and starts the next round."),
    ("Damage", "Draw that many cards from your Life Deck (as many as it has), keep one in your reserves and "
     "discard the rest. If you take damage when your Life Deck is already empty, you are out of the game and "
     "your reserves are discarded. No damage (0) does nothing, even with an empty Life Deck. Cards drawn as "
     "damage are shown to everyone; with only one card there is nothing to choose."),
    ("Gaining life", "Put that many cards from the Draw Deck on top of your Life Deck without looking at them."),
    ("Reserves", "Reserve cards lie face up beside your Life Deck. When a card goes there, its Reserve "
     "ability may be used at once."),
    ("Abilities", "Summon: may be used when the card is summoned. Reserve: when it goes to your reserves. "
     "Aftermath: when you are eliminated from a round (before your row is discarded), or at the end of a round "
     "you won (after the damage, before your row is discarded). These are always your choice. Always: holds "
     "while the card is in your row or your reserves, and is never optional."),
    ("Empty decks", "When the Draw Deck runs out, the discard pile is shuffled into a new one at once. If you "
     "must summon and there is no Draw Deck, no discard pile and no reserve card that escalates, you are out "
     "of the round."),
    ("Picked opponents", "An opponent picked by The Puppet or Carrion Widow takes the very next turn, then the "
     "lowest total plays as usual. "
     "Death can only pick an opponent whose total is lower than yours."),
)


def _body() -> str:
    parts = ["## The rules"]
    for heading, paragraph in REFERENCE:
        parts.append(f"- {heading}: {paragraph}")
    return "\n".join(parts)


def _cards() -> str:
    return """## The cards
- Every card has a strength (the gold number; on a plain monster also counted in gold pips), 0 to 3 red damage dots, and maybe an ability, written under its name (in a few words when the card is small; point at a card to read it large).
- The named arcana each carry their own sigil: the rope of The Hanged One, the star of The Star, the lantern of The Hermit, the chalice of The Mother, the eye of The Oracle, the strings of The Puppet, the dagger of Revenge, the scales of Justice, the laurel of Victory, the crown of Domination, the struck tower of The Tower, the moon of The Moon and the skull of Death. Plain monsters show their family: thirty of them, from the Wretch, the Hound and the Widow to the Kelpie, the Wisp and the Wyrm.

## The fortune
- When only one player is left, the cards still in their Life Deck are shuffled and laid out: the first is their present, the second their immediate future, and the rest their far future. Each monster brings its family's omen, each arcana its own words; no line is read twice in one reading."""


RULES = INTRO + "\n" + _body() + "\n\n" + _cards() + "\n"
