"""Shared helpers for the Dream Catcher tests: new matches, and scenarios set up through positions."""
from __future__ import annotations

from game.core import Action
from game.dreamcatcher import SPEC
from game.dreamcatcher.data import NIGHTMARE_BY_ID, cards_of_level

FAR = 3.5     # a spot on the table well away from any Nightmare


def new(players: int = 2, seed: int = 1, first: int | None = 0, top: str | None = None,
        tokens: dict[int, int] | None = None, **options):
    """A new match; `top` puts that Nightmare on top of the deck, `tokens` moves {seat: n} tokens from the
    bag to the boards (tokens stay conserved)."""
    match = SPEC.create(players, options, seed, first)
    if top is not None:
        match = edit(match, lambda state: on_top(state, top))
    if tokens:
        match = edit(match, lambda state: _fill(state, tokens))
    return match


def edit(match, change):
    """The match rebuilt from its position after change(state) edits the state part: how a scenario is set
    up (through the position API, so an impossible one is refused), never by setting a match's attributes."""
    doc = match.to_position()
    change(doc["state"])
    return type(match).from_position(doc)


def on_top(state: dict, card: str) -> None:
    """Put this card on top of a position's deck (next to be flipped)."""
    state["draw_pile"].remove(card)
    state["draw_pile"].append(card)


def _fill(state: dict, tokens: dict[int, int]) -> None:
    for seat, n in tokens.items():
        for _ in range(n):
            state["boards"][seat].append(state["bag"].pop())


def easy_card() -> str:
    return cards_of_level(1)[0]


def flip(match):
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


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def random_action(m, seat, rng):
    """A legal action, sometimes a placement off the representative set."""
    legal = m.legal_actions(seat)
    a = rng.choice(legal)
    if legal[0].kind == "agree" and rng.random() < 0.8:     # a table mostly agrees (each seat must)
        a = legal[0]
    if a.kind == "place" and rng.random() < 0.5:
        a = Action.make("place", toy=a["toy"], x=round(a["x"] + rng.gauss(0, 0.05), 5),
                        y=round(a["y"] + rng.gauss(0, 0.05), 5))
    return a
