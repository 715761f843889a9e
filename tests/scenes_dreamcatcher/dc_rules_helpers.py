"""A placement played through a real match, for comparing the screen's cue with the rules' verdict."""
from __future__ import annotations

from game.core import Action
from game.dreamcatcher import SPEC


def placed_covered(card: str, toy: str, x: float, y: float, gentle: bool) -> bool:
    doc = SPEC.create(2, {"mode": "basic", "gentle": gentle}, 1, 0).to_position()
    doc["state"]["draw_pile"].remove(card)           # this Nightmare on top of the deck
    doc["state"]["draw_pile"].append(card)
    match = SPEC.match_class.from_position(doc)
    match.apply(0, Action.make("flip"))
    other = next(t for t in ("bear2", "bear3", "panda2") if t != toy)
    match.apply(0, Action.make("choose", toy=toy))
    match.apply(1, Action.make("choose", toy=other))
    return match.apply(0, Action.make("place", toy=toy, x=x, y=y))[0].data["covered"]
