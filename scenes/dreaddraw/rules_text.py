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
- Your turn: click the Draw Deck (or press Space) to reveal its top card, or drag a glowing reserve card onto your row. Only reserve cards strong enough to be summoned glow.
- Abilities are always your choice: buttons appear at the top right. When an ability picks an opponent, their band glows red: click it, or use the buttons.
- Damage: the cards you draw are laid out in the middle. Click the one to keep; the others burn away to the discard pile.
- Hover over any card to see it large, with its ability in full. Red dots on a card are its damage.
- A card seen with a peek ability is shown only to the player who peeked, while they decide where it goes.
"""


def _body() -> str:
    parts = ["## The rules"]
    for heading, paragraph in REFERENCE:
        parts.append(f"- {heading}: {paragraph}")
    return "\n".join(parts)


def _cards() -> str:
    return """## The cards
- Every card has a strength (the gold number), 0 to 3 red damage dots, a fortune, and maybe an ability.
- The named arcana each carry their own sigil: the rope of The Hanged One, the star of The Star, the lantern of The Hermit, the chalice of The Mother, the eye of The Oracle, the strings of The Puppet, the dagger of Revenge, the scales of Justice, the laurel of Victory, the crown of Domination, the struck tower of The Tower, the moon of The Moon and the skull of Death. Plain monsters wear a horned mask.

## The fortune
- When only one player is left, the cards still in their Life Deck are shuffled and laid out: the first is their present, the second their immediate future, and the rest their far future."""


RULES = INTRO + "\n" + _body() + "\n\n" + _cards() + "\n"
