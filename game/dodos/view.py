"""What each seat sees of a Dodos match, and view-consistent samples of the hidden cards for bots."""
from __future__ import annotations

import random
from typing import Any

from .data import CARDS, DODINOS

_PROMPTS = {
    "discard": "choose a card to discard",
    "green": "choose the green card to play",
    "steal": "choose a player to steal from",
    "swap": "choose a Dodino to swap places with",
    "shield": "flip your Dodino card to ignore the red box?",
    "throw": "throw the projectile",
}


def _prompt(m) -> dict[str, Any] | None:
    if m.phase == "pick":
        return {"kind": "pick", "seat": m._picker(), "text": "choose a Dodino"}
    if m.phase == "choose":
        return {"kind": "play", "seats": list(m.to_move()), "text": "choose a blue or red card to play face down"}
    if m.window is not None:
        return {"kind": "window", "seats": list(m.to_move()), "stage": m.window["stage"],
                "text": "green card opportunity: Wait! or pass"}
    p = m.prompt
    if p is None:
        return None
    out = {k: (list(v) if isinstance(v, tuple) else v) for k, v in p.items()}
    out["text"] = _PROMPTS[p["kind"]]
    return out


def view(m, seat: int | None) -> dict[str, Any]:
    revealed = m.phase != "choose"
    t = m.track
    return {
        "game": "dodos",
        "track": t.id, "loop": t.loop, "finish": t.finish, "last": t.last,
        "abilities": m.abilities,
        "round": m.round, "phase": m.phase, "first": m.first,
        "active": m.active, "order": list(m.order), "cancelled": m.cancelled,
        "to_move": list(m.to_move()),
        "prompt": _prompt(m),
        "window": None if m.window is None else {
            "stage": m.window["stage"], "eligible": list(m.window["eligible"]),
            "answers": {str(s): a for s, a in m.window["answers"].items()}},
        "positions": list(m.pos),
        "spaces": [t.space_of(p) for p in m.pos],
        "reached_finish": [p >= t.finish for p in m.pos],
        "dodinos": list(m.dodino),
        "ability_used": list(m.ability_used),
        "abilities_of": [DODINOS[d].ability if d is not None else None for d in m.dodino],
        "hand": sorted(m.hands[seat]) if seat is not None else None,
        "hand_sizes": [len(h) for h in m.hands],
        "has_chosen": [c is not None for c in m.chosen],
        "my_card": m.chosen[seat] if seat is not None else None,
        "front": [list(f) for f in m.front] if revealed else [[] for _ in m.front],
        "green_used": list(m.green_used),
        "draw_pile": len(m.draw_pile),
        "discard_pile": list(m.discard_pile),
        "last_throw": m.last_throw,
        "winners": list(m._winners),
    }


def determinize(m, seat: int, rng: random.Random):
    """Deal the cards `seat` cannot see (others' hands, their face-down cards, the deck) at random again."""
    copy = m.clone()
    others = [s for s in range(m.players) if s != seat]
    hidden_choice = [s for s in others if m.phase == "choose" and m.chosen[s] is not None]
    pool = list(m.draw_pile) + [c for s in others for c in m.hands[s]] + [m.chosen[s] for s in hidden_choice]
    pool.sort()
    rng.shuffle(pool)
    for s in hidden_choice:      # a face-down card is a blue or red one
        k = next((i for i, c in enumerate(pool) if CARDS[c].colour != "green"), 0)
        copy.chosen[s] = pool.pop(k)
    for s in others:
        n = len(m.hands[s])
        copy.hands[s], pool = pool[:n], pool[n:]
    copy.draw_pile = pool
    return copy
