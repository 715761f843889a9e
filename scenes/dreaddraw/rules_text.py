"""The rules reference for Dread Draw, in our own words (see scenes/screens/rules.py for the markup).

The body is built from game/dreaddraw/reference.py (the engine's own rules text and rulings), with a
short introduction and a guide to the screen in front of it.
"""
from game.dreaddraw.reference import REFERENCE

INTRO = """# Dread Draw

A dark tarot deck of 100 monsters and named arcana. Summon ever stronger creatures, one after another; the first one that is not stronger than the last ruins your whole row. The last player standing has their fortune told from the cards they have left.

## On the screen
- Each player has a band: their name and Life Deck on the left (face down: only the number of cards shows), the gold total of their summoning row, the row itself from left to right, and their reserves (face up, for everyone to see) on the right.
- On the left: the round, the Draw Deck and the discard pile. The top line says whose turn it is and why (the lowest total plays).
- Your turn: click the Draw Deck (or press Space) to reveal its top card, or drag a glowing reserve card onto your row. Only reserve cards strong enough to be summoned glow: they rise to the right of your reserves, the others are dimmed.
- Abilities are always your choice: buttons appear at the top right. When an ability picks an opponent, their band glows red: click it, or use the buttons.
- Damage: the cards you draw are laid out in the middle. Click the one to keep; the others burn away to the discard pile.
- Hover over any card to see it large, with its ability in full. Red dots on a card are its damage. Rest the pointer on anything (a total, the red dots, a Life Deck, the piles) and a line says what it is.
- When an ability is offered, its card is framed in gold in its row, with the moment it fires (Summon, Reserve, Aftermath).
- A card seen with a peek ability is shown only to the player who peeked, while they decide where it goes.
"""


def _body() -> str:
    parts = ["## The rules"]
    for heading, paragraph in REFERENCE:
        parts.append(f"- {heading}: {paragraph}")
    return "\n".join(parts)


def _cards() -> str:
    return """## The cards
- Every card has a strength (the gold number; on a plain monster also counted in gold pips), 0 to 3 red damage dots, and maybe an ability (a gold diamond when the card is too small to print it).
- The named arcana each carry their own sigil: the rope of The Hanged One, the star of The Star, the lantern of The Hermit, the chalice of The Mother, the eye of The Oracle, the strings of The Puppet, the dagger of Revenge, the scales of Justice, the laurel of Victory, the crown of Domination, the struck tower of The Tower, the moon of The Moon and the skull of Death. Plain monsters show their family: thirty of them, from the Wretch, the Hound and the Widow to the Kelpie, the Wisp and the Wyrm.

## The fortune
- When only one player is left, the cards still in their Life Deck are shuffled and laid out: the first is their present, the second their immediate future, and the rest their far future. Each monster brings its family's omen, each arcana its own words; no line is read twice in one reading."""


RULES = INTRO + "\n" + _body() + "\n\n" + _cards() + "\n"
