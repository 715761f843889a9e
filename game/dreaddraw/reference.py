"""The rules reference in our own words, for the rules screen: (heading, paragraph) pairs.

It includes our rulings where the rulebook is silent; each one is tested in tests/dreaddraw.
"""
from __future__ import annotations

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
    ("Picked opponents", "The Puppet's pick takes the very next turn, then the lowest total plays as usual. "
     "Death can only pick an opponent whose total is lower than yours."),
)
