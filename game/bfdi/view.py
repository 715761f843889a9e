"""What a seat (or the table) sees: the board, the Challenge, the step, Stars, hands, offers, the die.

Rows count from the top of a level (row 0 is the highest space). Only the seat's own hand is shown;
other hands, the Scene deck and the Challenge deck appear as sizes.
"""
from __future__ import annotations

from typing import Any

from game.core import Match     # m is the BfdiMatch (rules.py, which imports this module)
from game.core.words import join

from .data import WIN_TOKENS

STEPS = ("A", "B", "C", "D", "E")
STEP_NAMES = {"A": "New Challenge Card", "B": "Take Turns", "C": "Challenge Results", "D": "Cake at Stake!",
              "E": "Return to Start"}


def _prompt(m: Match, seat: int | None) -> str:
    if m.over:
        return "The game is over"
    if seat is None or seat not in m.to_move():
        return "Waiting for " + join("{p%d}" % s for s in m.to_move())
    if m.phase == "draft":
        return "Pick a character"
    if m.phase == "turns":
        return "Play a Scene or pass"
    if m.phase == "offers":
        return "Offer Stars to join the Boost with one of your characters, or make no offer"
    if m.phase == "accept":
        return "Accept at most one offer from each player, then close the offers"
    return "Roll the Cake at Stake die"


def build_view(m: Match, seat: int | None) -> dict[str, Any]:
    chars = []
    for cid in m.board.standing():
        level, row = m.board.where[cid]
        chars.append({"char": cid, "level": level, "row": row, "owner": m.owner[cid], "win_token": cid in m.tokens,
                      "developments": list(m.devs[cid]), "attributes": m.attributes(cid),
                      "space": m.space_of(cid) if m.cake is not None and level == 3 else None})
    grid = [list(col) for col in m.board.grid]
    boost = None
    if m.boost is not None:
        b = m.boost
        boost = {"seat": b["seat"], "card": b["card"], "target": b["target"], "eligible": list(b["eligible"]),
                 "decided": list(b["decided"]),
                 "offers": [{"seat": s, "char": c, "stars": k} for s, (c, k) in sorted(b["offers"].items())],
                 "accepted": [{"seat": s, "char": c} for s, c in sorted(b["accepted"].items())]}
    cake = None
    if m.cake is not None:
        cake = {"roller": m.cake["roller"], "final": m.cake["final"], "base_row": m.cake["base"],
                "spaces": {str(s): m.char_on_space(s) for s in (1, 2, 3)}}
    return {
        "mode": "advanced" if m.advanced else "basic",
        "board_side": m.options.get("board", "grass"),
        "players": m.players,
        "phase": m.phase,
        "step": m.step,
        "steps": [{"id": s, "name": STEP_NAMES[s], "current": s == m.step} for s in STEPS],
        "to_move": list(m.to_move()),
        "active": m.active if m.phase in ("turns", "draft") else None,
        "round": m.round,
        "passes_in_a_row": m.passes,
        "prompt": _prompt(m, seat),
        "seat": seat,
        "challenge": ({"card": m.chal_used[-1], "attributes": list(m.challenge_attrs()), "number": m.round}
                      if m.chal_used else None),
        "challenge_deck": len(m.chal_deck),
        "challenges_done": list(m.chal_used[:-1]),
        "characters": chars,
        "grid": grid,
        "owners": {str(c): s for c, s in sorted(m.owner.items())},
        "draft_pool": list(m.pool),
        "first": m.first,
        "chamber": list(m.chamber),
        "win_tokens_supply": WIN_TOKENS - len(m.tokens),
        "stars": list(m.stars),
        "hand_sizes": [len(h) for h in m.hands],
        "hand": sorted(m.hands[seat]) if seat is not None else None,
        "draw_pile": len(m.draw_pile),
        "discard_pile": list(m.discard_pile),
        "out": list(m.out),
        "boost": boost,
        "cake": cake,
        "last_roll": dict(m.last_roll) if m.last_roll else None,
        "winner": m.winner,
        "winning_char": m.winning_char,
    }
