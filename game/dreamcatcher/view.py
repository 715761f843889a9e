"""What a seat (or the table) sees of a Dream Catcher match, and bots' samples of what nobody sees.

Nothing is secret from one seat and shown to another: the deck's order and the bag's stay hidden from
everyone alike, only their sizes show. The match is handed in (this module does not import the rules).
"""
from __future__ import annotations

import random
from typing import Any

from . import dream
from .data import BOARD_SPACES, COOP_ROUNDS, TOKEN_PICTURE, TOY_BY_ID, TOYS, cards_of_level


def view(match, seat: int | None) -> dict[str, Any]:
    m = match
    return {
        "game": "dreamcatcher", "mode": m.mode, "level": m.level, "gentle": m.gentle,
        "players": m.players, "seat": seat, "round": m.round, "phase": m.phase,
        "first": m.first, "active": m.active, "to_move": list(m.to_move()), "prompt": prompt(m),
        "card": m.card, "draw_pile": len(m.draw_pile), "discard_pile": list(m.discard_pile),
        "aside_cards": list(m.aside_cards), "aside_toys": list(m.aside_toys),
        "toys": toy_places(m), "holding": list(m.holding), "proposal": m.proposal,
        "agreed": list(m.agreed), "suggestions": [dict(x) for x in m.suggestions], "tiebreak": m.tiebreak,
        "placements": [dict(p) for p in m.placements],
        "boards": [{"tokens": list(b), "pictures": [TOKEN_PICTURE[t] for t in b], "count": len(b),
                    "full": len(b) >= BOARD_SPACES} for b in m.boards],
        "bag_size": len(m.bag), "board_spaces": BOARD_SPACES,
        "coop_goal": COOP_ROUNDS if m.mode == "coop" else None,
        "dreams": [dream.tell(s, b) for s, b in enumerate(m.boards)],
        "over": m.over, "winners": list(m.winner_seats), "end_reason": m.end_reason,
    }


def prompt(m) -> str:
    if m.phase == "over":
        return "The night is over"
    seat = m.to_move()[0]
    toy = m.toy_of(seat)
    return {
        "flip": "{p%d}, flip the next Nightmare!" % seat,
        "choose": ("{p%d}, the table has spoken: choose the toy to place" if m.mode == "coop"
                   else "{p%d}, pick a toy that can cover the Nightmare") % seat,
        "grab": "Grab a toy, quick!",
        "propose": "{p%d}, point at the toy that will cover it" % seat,
        "agree": "{p%d}, do you agree on the %s?" % (seat, TOY_BY_ID[toy].name if toy else "toy"),
        "place": "{p%d}, put your %s on the Nightmare" % (seat, TOY_BY_ID[toy].name if toy else "toy"),
    }[m.phase]


def toy_places(m) -> list[dict[str, Any]]:
    """Where each toy is: in the circle, on a seat's board, pointed at (together) or set aside."""
    out = []
    for t in TOYS:
        where, seat = "circle", None
        if t.id in m.aside_toys:
            where = "aside"
        elif t.id in m.holding:
            where, seat = "board", m.holding.index(t.id)
        elif m.mode == "coop" and t.id == m.proposal and m.phase != "flip":
            where, seat = "proposed", m.first
        out.append({"id": t.id, "kind": t.kind, "stars": t.stars, "radius": t.radius,
                    "where": where, "seat": seat})
    return out


def determinize(match, seat: int, rng: random.Random):
    """A copy with the deck order, the bag order and (coop) the borrowed card resampled: unknown to every
    seat alike, so the sample depends only on what the view shows."""
    copy = match.clone()
    deck = list(copy.draw_pile)
    if copy.borrowed is not None and copy.borrowed in deck:
        deck.remove(copy.borrowed)
        copy.borrowed = rng.choice(sorted(cards_of_level(copy.level - 1)))
        deck.append(copy.borrowed)
    copy.draw_pile = sorted(deck)
    rng.shuffle(copy.draw_pile)
    copy.bag = sorted(copy.bag)
    rng.shuffle(copy.bag)
    copy.rng.seed(rng.getrandbits(64))
    return copy
