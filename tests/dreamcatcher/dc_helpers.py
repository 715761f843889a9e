"""Shared helpers for the Dream Catcher tests: build matches and states directly."""
from __future__ import annotations

from game.core import Action
from game.dreamcatcher import SPEC
from game.dreamcatcher.data import NIGHTMARE_BY_ID, cards_of_level

FAR = 3.5     # a spot on the table well away from any Nightmare


def new(players: int = 2, seed: int = 1, first: int | None = 0, **options):
    return SPEC.create(players, options, seed, first)


def top(match, card: str) -> None:
    """Put this card on top of the deck (next to be flipped)."""
    match.deck.remove(card)
    match.deck.append(card)


def easy_card() -> str:
    return cards_of_level(1)[0]


def flip(match, card: str | None = None):
    if card is not None:
        top(match, card)
    return match.apply(match.first, Action.make("flip"))


def choose(match, seat: int, toy: str):
    return match.apply(seat, Action.make("choose", toy=toy))


def place_at(match, seat: int, x: float, y: float):
    return match.apply(seat, Action.make("place", toy=match.toy_of(seat), x=x, y=y))


def place_best(match, seat: int):
    x, y = NIGHTMARE_BY_ID[match.card].silhouette.best
    return place_at(match, seat, x, y)


def place_miss(match, seat: int):
    return place_at(match, seat, FAR, FAR)


def fill(match, seat: int, n: int) -> None:
    """Move n tokens from the bag to a board (tokens stay conserved)."""
    for _ in range(n):
        match.boards[seat].append(match.bag.pop())


def kinds(events) -> list[str]:
    return [e.kind for e in events]
