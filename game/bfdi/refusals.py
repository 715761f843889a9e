"""Why a Scene cannot be played on that character, in the rulebook's words (for the screen to say).

The engine's check() only knows "not a legal action"; a person who dropped a card deserves the rule.
"""
from __future__ import annotations

from game.core import Match     # m is the BfdiMatch (rules.py, which imports this module)
from game.core.words import article, plural

from . import abilities
from .data import TRADE_COST, characters, scene_attribute, scene_type, scenes


def play_refusal(m: Match, seat: int, card: int, target: int, target2: int | None = None) -> str:
    """The reason this play is refused; a fallback sentence when nothing more specific applies."""
    if not isinstance(card, int) or not 0 <= card < len(scenes()) or not isinstance(target, int) \
            or not 0 <= target < len(characters()):
        return "that is not a Scene and a character on this board"
    name = scenes()[card]["name"]
    if m.over:
        return "The game is over"
    if seat not in m.to_move() or m.phase != "turns":
        return "Scenes are played in Step B, Take Turns, on your turn"
    if card not in m.hands[seat]:
        return f"{name} is not in your hand"
    if target not in m.board.standing() or (target2 is not None and target2 not in m.board.standing()):
        return "That character is not on the board"
    kind = scene_type(card)
    if kind == "special_boost" and scene_attribute(card) not in m.challenge_attrs():
        return f"{name} needs {article(scene_attribute(card))} Challenge"
    if kind == "win_token":
        if target in m.tokens:
            return f"{m.name(target)} already has a Win Token"
        return "All Win Tokens are already on characters"
    if kind == "swap":
        if not abilities.swappable(m, target):
            return f"{m.name(target)} cannot be swapped"
        if target2 is not None and m.board.level_of(target) != m.board.level_of(target2):
            return f"Swap needs two characters on the same level: {m.name(target)} and {m.name(target2)} are not"
        if target2 is not None and not abilities.swappable(m, target2):
            return f"{m.name(target2)} cannot be swapped"
    return f"{name} cannot be played on {m.name(target)} now"


def trade_refusal(m: Match, seat: int) -> str | None:
    """Why this seat cannot buy a Scene for 3 Stars now, or None if it can."""
    if m.stars[seat] < TRADE_COST:
        return f"a Scene costs {TRADE_COST} Stars and you have {plural(m.stars[seat], 'Star')}"
    if not (m.draw_pile or m.discard_pile):
        return "no Scene is left to buy: the Scene deck and the discard pile are empty"
    return None
