"""What a seat (or the table) sees of a Dread Draw match: everything public, no Life Deck contents.

Life Decks and the Draw Deck are hidden from everyone, their owners included (only sizes show);
rows, reserves, the discard pile and cards drawn as damage are public. The one private thing is
the card a seat peeked at with a Summon ability, shown only to that seat while it is still on top.
"""
from __future__ import annotations

from typing import Any

from .data import CARDS, STRENGTH
from .fortune import reading, unwritten

FORTUNE_POSITIONS = ("present", "immediate future")


def fortune_position(i: int) -> str:
    return FORTUNE_POSITIONS[i] if i < len(FORTUNE_POSITIONS) else "far future"


def _prompt(m, seat: int | None) -> dict[str, Any] | None:
    d = m.decision
    if d is None or m.winner is not None:
        return None
    who = d["seat"]
    kind = d["kind"]
    p: dict[str, Any] = {"kind": kind, "seat": who}
    if kind == "summon":
        last = m.last_strength(who)
        p["text"] = ("Summon a card: reveal the top of the Draw Deck" +
                     (f", or play a reserve card stronger than {last}" if m.rows[who] else ", or play any reserve card"))
        p["last_strength"] = last if m.rows[who] else None
        p["playable_reserves"] = [c for c in m.reserves[who] if m.escalates(who, c)]
        p["deck"] = m.can_summon_from_deck()
    elif kind == "ability":
        card = CARDS[d["card"]]
        p.update(card=d["card"], timing=d["timing"], effect=card.ability.effect, targets=d["targets"],
                 text=f"Use {card.name}? {card.text}")
    elif kind == "peek":
        p["text"] = "Leave the top card of the Draw Deck where it is, or slide it to the bottom"
        p["card"] = d_card = m.known_top[who] if seat == who else None
        if d_card is not None:
            p["text"] = f"You see {CARDS[d_card].name} ({STRENGTH[d_card]}): leave it on top or slide it to the bottom"
    elif kind == "keep":
        p["cards"] = list(m.drawn)
        p["text"] = "Choose one drawn card to keep in your reserves; the others are discarded"
    return p


def build_view(m, seat: int | None) -> dict[str, Any]:
    """The view of the DreadDraw match `m` for `seat` (None: the table). The rules call this module, never
    the other way round, so `m` is not annotated with its class."""
    alive = m.alive_in_round()
    low = min((m.total(s) for s in alive), default=0)
    seats = []
    for s in range(m.players):
        seats.append({
            "seat": s,
            "life": len(m.life[s]),
            "reserves": list(m.reserves[s]),
            "row": list(m.rows[s]),
            "strengths": [STRENGTH[c] for c in m.rows[s]],
            "total": m.total(s),
            "bonus": m.total(s) - sum(STRENGTH[c] for c in m.rows[s]),
            "dots": m.row_dots(s),
            "last_strength": m.last_strength(s),
            "in_round": m.in_round[s],
            "in_game": m.in_game[s],
            "rounds_won": m.rounds_won[s],
        })
    view: dict[str, Any] = {
        "game": "dreaddraw",
        "seat": seat,
        "players": m.players,
        "round": m.round,
        "turns": m.turns,
        "phase": m.phase,
        "to_move": list(m.to_move()),
        "active": m.active,
        "turn_reason": m.turn_reason,
        "lowest": [s for s in alive if m.total(s) == low] if m.winner is None else [],
        "forced": m.forced,
        "prompt": _prompt(m, seat),
        "draw_pile": len(m.draw_pile),
        "discard_pile": list(m.discard_pile),
        "drawn": list(m.drawn),
        "seats": seats,
        "known_top": m.known_top[seat] if seat is not None else None,
        "winner": m.winner,
        "fortune": None,
    }
    if m.winner is not None:
        lines = reading(m.seed, m.fortune)
        view["fortune"] = [{"card": c, "position": fortune_position(i), "name": CARDS[c].name,
                            "text": line} for i, (c, line) in enumerate(zip(m.fortune, lines))]
        view["unwritten"] = unwritten(m.seed) if not m.fortune else None
    return view
