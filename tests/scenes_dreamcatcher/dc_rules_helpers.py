"""A placement played through a real match, for comparing the screen's cue with the rules' verdict."""
from __future__ import annotations

from game.core import Action
from game.dreamcatcher import SPEC


def placed_covered(card: str, toy: str, x: float, y: float, gentle: bool) -> bool:
    match = SPEC.create(2, {"mode": "basic", "gentle": gentle}, 1, 0)
    match.deck.remove(card)
    match.deck.append(card)
    match.apply(0, Action.make("flip"))
    other = next(t for t in ("bear2", "bear3", "panda2") if t != toy)
    match.apply(0, Action.make("choose", toy=toy))
    match.apply(1, Action.make("choose", toy=other))
    match.apply(0, Action.make("place", toy=toy, x=x, y=y))
    return match.placements[-1]["covered"]
