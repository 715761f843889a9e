"""Helpers for Dread Draw tests: build exact positions without playing up to them."""
from __future__ import annotations

from game.core import Action, get
from game.dreaddraw.data import CARDS
from game.dreaddraw.rules import DreadDraw

SPEC = get("dreaddraw")
BY_NAME = {c.name: c.id for c in CARDS}


def cid(name: str) -> int:
    return BY_NAME[name]


def plain(strength: int, dots: int | None = None, skip: tuple[int, ...] = ()) -> int:
    """A card with no ability of this strength (and dot count), other than those in skip."""
    for c in CARDS:
        if c.ability is None and c.strength == strength and (dots is None or c.dots == dots) and c.id not in skip:
            return c.id
    raise LookupError(f"no plain card of strength {strength} dots {dots}")


def plains(*strengths: int) -> list[int]:
    got: list[int] = []
    for s in strengths:
        got.append(plain(s, skip=tuple(got)))
    return got


def edit(m: DreadDraw, **state) -> DreadDraw:
    """The match `m` with these values of its position's state changed (a new match, read back and checked)."""
    doc = m.to_position()
    doc["state"].update(state)
    return DreadDraw.from_position(doc)


def build(players: int = 2, *, top: list[int] = (), rows=None, reserves=None, life=None, discard=(),
          active: int = 0, in_round=None, in_game=None, seed: int = 0) -> DreadDraw:
    """A match whose named zones hold exactly these cards; every other card goes under `top` in the Draw Deck.

    top lists the Draw Deck's top cards, the very top first. Life Decks list their top card last.
    The match is a fresh one's position with its zones rewritten: `active` summons next.
    """
    rows = [list(r) for r in (rows or [[] for _ in range(players)])]
    reserves = [list(r) for r in (reserves or [[] for _ in range(players)])]
    placed = set(top) | set(discard) | {c for z in rows + reserves for c in z}
    if life is None:
        # plain cards first, so that damage in a test asks nothing unexpected
        spare = sorted((c.id for c in CARDS if c.id not in placed), key=lambda i: (CARDS[i].ability is not None, i))
        life = [spare[i * 10:(i + 1) * 10] for i in range(players)]
    life = [list(x) for x in life]
    rest = [c.id for c in CARDS if c.id not in placed | {c for z in life for c in z}]
    in_game = list(in_game) if in_game is not None else [True] * players
    return edit(SPEC.create(players, {}, seed, first=0), draw_pile=rest + list(reversed(list(top))),
                discard_pile=list(discard), rows=rows, reserves=reserves, life_decks=life, in_game=in_game,
                in_round=list(in_round) if in_round is not None else list(in_game),
                active=active, phase="summon", decision={"seat": active})


def everywhere(m: DreadDraw) -> list[int]:
    """Every card in every zone (100 when nothing is lost or doubled)."""
    cards = list(m.draw_pile) + list(m.discard_pile) + list(m.drawn)
    for zones in (m.life, m.reserves, m.rows):
        for z in zones:
            cards.extend(z)
    return cards


def act(m: DreadDraw, kind: str, **params):
    seat = m.to_move()[0]
    return m.apply(seat, Action.make(kind, **params))


def deck(m: DreadDraw):
    return act(m, "summon", source="deck")


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def weak(dots: int, skip: tuple[int, ...] = ()) -> int:
    """The weakest plain card with this many red dots (strength stays low so it opens a row)."""
    found = [c for c in CARDS if c.ability is None and c.dots == dots and c.id not in skip]
    return min(found, key=lambda c: (c.strength, c.id)).id
