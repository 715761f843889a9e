"""A Dodos match written down as one JSON document and read back, every value checked (docs/positions/dodos.md).

The state holds the race (positions on the track, the Dodinos and their flipped cards), the cards (draw and
discard piles, hands, the cards face down or face up in front of each seat), the round (its number, the Dodo
token's seat `first`, the turn order, whose turn), and what is pending: the effects still to resolve (a stack of
tasks, the last one next), the decision asked for (a prompt), the green card window and the last throw. The
variant (track, abilities) is in the envelope's options; the dice leave no state (a roll is spent at once).
"""
from __future__ import annotations

import json
from typing import Any

from game.core import position as core

from . import SPEC
from .data import CARDS, DODINOS, PROJECTILES, TRACKS

PHASES = ("pick", "choose", "resolve", "over")
KEYS = ("phase", "round", "first", "active", "order", "turn_index", "positions", "dodinos", "ability_used",
        "draw_pile", "discard_pile", "hands", "chosen", "front", "green_used", "cancelled", "tasks", "prompt",
        "window", "last_throw", "winners")
MOST_ROUNDS = 1000
BOXES = ("red", "white", "black", "sphere", "pay")      # why an icon runs (effects.BOX_WHY), or None: the card


# ---- writing ----------------------------------------------------------------------------------------------
def write(m) -> dict[str, Any]:
    state = {
        "phase": m.phase, "round": m.round, "first": m.first, "active": m.active, "order": list(m.order),
        "turn_index": m.turn_index, "positions": list(m.pos), "dodinos": list(m.dodino),
        "ability_used": list(m.ability_used), "draw_pile": list(m.draw_pile), "discard_pile": list(m.discard_pile),
        "hands": [list(h) for h in m.hands], "chosen": list(m.chosen), "front": [list(f) for f in m.front],
        "green_used": list(m.green_used), "cancelled": m.cancelled, "tasks": [list(t) for t in m.tasks],
        "prompt": None if m.prompt is None else {k: list(v) if isinstance(v, tuple) else v
                                                 for k, v in m.prompt.items()},
        "window": None if m.window is None else {
            "stage": m.window["stage"], "eligible": list(m.window["eligible"]),
            "answers": {str(s): a for s, a in m.window["answers"].items()}},
        "last_throw": m.last_throw, "winners": list(m._winners),
    }
    return core.write(m, SPEC, state)


# ---- reading ----------------------------------------------------------------------------------------------
def read(cls, doc: Any):
    _, doc = core.open_doc(doc, SPEC)
    m = core.start(cls, doc)
    n = m.players
    s = core.keys(doc["state"], KEYS)
    track = m.track
    seat = lambda v, what: core.seat(v, n, what)                                   # noqa: E731
    card = lambda v, what: core.integer(v, 0, len(CARDS) - 1, what)               # noqa: E731
    maybe = lambda item: lambda v, what: None if v is None else item(v, what)      # noqa: E731
    per_seat = lambda key, item, what: core.listing(s[key], what, item, length=n)  # noqa: E731
    cards = lambda v, what: core.listing(v, what, card)                            # noqa: E731

    m.phase = core.text(s["phase"], "the phase", PHASES)
    m.round = core.integer(s["round"], 1, MOST_ROUNDS, "the round")
    m.first = seat(s["first"], "the seat holding the Dodo token")
    m.active = core.seat(s["active"], n, "the active player", allow_none=True)
    m.order = core.listing(s["order"], "the turn order", seat)
    m.turn_index = core.integer(s["turn_index"], -1, n, "the turn of the round")
    low, high = 1 - track.starting, track.last if track.last is not None else 3 * track.finish
    m.pos = per_seat("positions", lambda v, w: core.integer(v, low, high, f"{w} (a space of the {track.name} track)"),
                     "the positions on the track")
    m.dodino = per_seat("dodinos", maybe(lambda v, w: core.integer(v, 0, len(DODINOS) - 1, w)), "the Dodinos")
    m.ability_used = per_seat("ability_used", core.flag, "the flipped Dodino cards")
    m.draw_pile = cards(s["draw_pile"], "the draw pile")
    m.discard_pile = cards(s["discard_pile"], "the discard pile")
    m.hands = per_seat("hands", cards, "the hands")
    m.chosen = per_seat("chosen", maybe(card), "the cards chosen this round")
    m.front = per_seat("front", lambda v, w: core.listing(v, w, card, most=2), "the cards in front of the seats")
    m.green_used = per_seat("green_used", core.flag, "the green cards played this round")
    m.cancelled = core.flag(s["cancelled"], "the cancelled mark")
    m.tasks = core.listing(s["tasks"], "the effects to resolve", lambda v, w: _task(v, w, n), most=200)
    m.prompt = _prompt(s["prompt"], n)
    m.window = _window(s["window"], n)
    m.last_throw = _last_throw(s["last_throw"], n)
    m._winners = tuple(core.listing(s["winners"], "the winners", seat, most=n))
    _check(m)
    return core.finish(m, doc)


def _task(value: Any, what: str, n: int) -> tuple:
    """One effect still to resolve: [kind, its values...] (see the rules' _t_<kind> methods)."""
    core.need(isinstance(value, list) and value and type(value[0]) is str, f"{what} is not [kind, values...]")
    kind, args = value[0], value[1:]
    shapes = {"end_turn": ("seat",), "window": ("stage",), "effect": ("seat", "card"), "advance": ("seat", "steps"),
              "green_turn": ("seat", "stage"), "icon": ("seat", "icon", "box", "card?"), "red_box": ("seat", "card")}
    core.text(kind, f"{what}'s kind", shapes)
    core.need(len(args) == len(shapes[kind]), f"{what} ({kind}) takes {len(shapes[kind])} values, not {len(args)}")
    readers = {"seat": lambda v, w: core.seat(v, n, w), "stage": lambda v, w: core.integer(v, 1, 2, w),
               "card": lambda v, w: core.integer(v, 0, len(CARDS) - 1, w),
               "card?": lambda v, w: None if v is None else core.integer(v, 0, len(CARDS) - 1, w),
               "steps": lambda v, w: core.integer(v, 0, 20, w), "icon": _icon,
               "box": lambda v, w: core.text(v, w, BOXES, allow_none=True)}
    return (kind,) + tuple(readers[r](v, f"{what}'s {r.rstrip('?')}") for r, v in zip(shapes[kind], args))


def _known_icons() -> dict[str, dict]:
    """Every effect icon a task may hold: the cards' and the sphere spaces' (boxes included), and the discards
    that paying for an effect or a missed throw ask for."""
    found: dict[str, dict] = {}

    def walk(icons) -> None:
        for icon in icons:
            found[json.dumps(icon, sort_keys=True)] = icon
            walk(icon.get("white", ()))
            walk(icon.get("red", ()))
            if icon["icon"] == "pay":
                walk([{"icon": "discard", "n": icon["n"]}])
    for c in CARDS:
        walk(c.effect)
    for t in TRACKS.values():
        for icons in t.spheres.values():
            walk(icons)
    walk([{"icon": "discard", "n": 4}])                    # the black box of a missed throw
    return found


_ICONS = _known_icons()


def _icon(value: Any, what: str) -> dict:
    try:
        key = json.dumps(value, sort_keys=True)
    except (TypeError, ValueError):
        key = None
    core.need(key in _ICONS, f"{what} is not an icon of any card or space")
    return _ICONS[key]


PROMPTS = {     # kind -> its keys, in the order the rules make them
    "discard": ("kind", "seat", "left", "box"), "green": ("kind", "seat", "stage"),
    "steal": ("kind", "seat", "left", "each", "done"), "swap": ("kind", "seat"), "shield": ("kind", "seat", "card"),
    "throw": ("kind", "seat", "card", "projectile", "target"),
}


def _prompt(value: Any, n: int) -> dict | None:
    if value is None:
        return None
    what = "the decision asked for"
    kind = core.text(core.field(value, "kind", what), f"{what}'s kind", PROMPTS)
    core.keys(value, PROMPTS[kind], f"{what} ({kind})")
    out: dict[str, Any] = {"kind": kind, "seat": core.seat(value["seat"], n, f"{what}'s seat")}
    if kind == "discard":
        out["left"] = core.integer(value["left"], 1, 10, "the cards left to discard")
        out["box"] = core.text(value["box"], "why the cards are discarded", BOXES, allow_none=True)
    elif kind == "green":
        out["stage"] = core.integer(value["stage"], 1, 2, "the green card window's stage")
    elif kind == "steal":
        out["left"] = core.integer(value["left"], 1, n - 1, "the players left to steal from")
        out["each"] = core.integer(value["each"], 1, 10, "the cards stolen from each")
        out["done"] = tuple(core.listing(value["done"], "the players stolen from",
                                         lambda v, w: core.seat(v, n, w), most=n))
        core.need(len(set(out["done"])) == len(out["done"]) and out["seat"] not in out["done"],
                  "the players stolen from must be others, each once")
    elif kind == "shield":
        out["card"] = core.integer(value["card"], 0, len(CARDS) - 1, "the card whose red box hits")
        core.need(CARDS[out["card"]].throw is not None, "the shield is asked against a card that throws nothing")
    elif kind == "throw":
        out["card"] = core.integer(value["card"], 0, len(CARDS) - 1, "the card that throws")
        out["projectile"] = core.text(value["projectile"], "the projectile", PROJECTILES)
        out["target"] = core.seat(value["target"], n, "the throw's target", allow_none=True)
        core.need(CARDS[out["card"]].projectile == out["projectile"],
                  f"{CARDS[out['card']].name} does not throw the {out['projectile'].title()}")
    return out


def _window(value: Any, n: int) -> dict | None:
    if value is None:
        return None
    what = "the green card window"
    core.keys(value, ("stage", "eligible", "answers"), what)
    eligible = core.listing(value["eligible"], "the seats asked in the window", lambda v, w: core.seat(v, n, w),
                            most=n)
    core.need(eligible and len(set(eligible)) == len(eligible), "the seats asked in the window must differ")
    answers = value["answers"]
    core.need(isinstance(answers, dict), "the window's answers are not a table of seats")
    core.need(all(k in {str(s) for s in eligible} for k in answers), "a seat answered the window without being asked")
    return {"stage": core.integer(value["stage"], 1, 2, "the window's stage"), "eligible": eligible,
            "answers": {int(k): core.flag(a, f"seat {k}'s answer") for k, a in answers.items()}}


def _last_throw(value: Any, n: int) -> dict | None:
    if value is None:
        return None
    what = "the last throw"
    core.keys(value, ("seat", "projectile", "card", "aim", "hits", "placed"), what)
    coordinate = lambda v, w: core.number(v, -1e6, 1e6, w)                         # noqa: E731
    return {"seat": core.seat(value["seat"], n, f"{what}'s thrower"),
            "projectile": core.text(value["projectile"], f"{what}'s projectile", PROJECTILES),
            "card": core.integer(value["card"], 0, len(CARDS) - 1, f"{what}'s card"),
            "aim": core.listing(value["aim"], f"{what}'s aim", coordinate, most=4),
            "hits": core.listing(value["hits"], f"{what}'s hits", lambda v, w: core.seat(v, n, w), most=n),
            "placed": core.listing(value["placed"], f"{what}'s moved Dodinos", lambda v, w: core.listing(
                v, w, lambda x, ww: coordinate(x, ww), length=3), most=n)}


# ---- consistency ------------------------------------------------------------------------------------------
def _check(m) -> None:
    n, phase = m.players, m.phase
    need = core.need
    resolving = phase == "resolve"
    places = {"the draw pile": m.draw_pile, "the discard pile": m.discard_pile,
              **{f"hand {s + 1}": h for s, h in enumerate(m.hands)},
              **{f"the cards in front of seat {s + 1}": f for s, f in enumerate(m.front)}}
    if phase == "choose":
        places["the cards chosen face down"] = [c for c in m.chosen if c is not None]
    core.each_once(places, range(len(CARDS)))
    picked = [d for d in m.dodino if d is not None]
    need(len(set(picked)) == len(picked), "two seats ride the same Dodino")
    need(picked or not any(m.ability_used), "a Dodino card is flipped before anyone rides")
    need(m.abilities or not any(m.ability_used), "a Dodino card is flipped with abilities off")
    need(phase == "pick" or None not in m.dodino, f"a seat rides no Dodino in the {phase} phase")
    if phase == "pick":
        order = [(m.first + k) % n for k in range(n)]
        need(m.round == 1 and [s for s in order if m.dodino[s] is not None] == order[:len(picked)],
             "the Dodinos are picked from the Dodo token's seat on, before round 1")
    need(not m.order or m.order == [(m.order[0] + k) % n for k in range(n)],
         "the turn order must list every seat once, clockwise")
    need((m.round == 1 and phase in ("pick", "choose")) == (m.order == []),
         "the turn order is set when round 1's cards are revealed")
    if resolving:
        need(m.order[0] == m.first, "the turn order starts at the Dodo token's seat")
        need(0 <= m.turn_index < n and m.active == m.order[m.turn_index], "the active player is not the seat whose "
                                                                          "turn it is")
        need(None not in m.chosen and all(f and f[0] == c for f, c in zip(m.front, m.chosen)),
             "every seat's chosen card lies in front of it while the round resolves")
        need(all(u == (len(f) == 2) for u, f in zip(m.green_used, m.front)),
             "a green card played this round lies beside its seat's chosen card")
        need(m.prompt is None or m.window is None, "a decision and a green card window are both open")
    else:
        need(m.active is None and not m.tasks and m.prompt is None and m.window is None,
             f"nothing is resolving in the {phase} phase (no active player, effects, decision or window)")
        need(not any(m.front) and not any(m.green_used), f"no card lies face up in the {phase} phase")
        need(phase == "choose" or m.chosen == [None] * n, f"no card is chosen in the {phase} phase")
    need(list(m._winners) == sorted(set(m._winners)), "the winners must be listed once each, in seat order")
    need((phase == "over") == bool(m._winners), "the winners are named once the race is over, and only then")
    if phase == "over":
        best = max(m.pos)
        need(best >= m.track.finish and all(m.pos[w] == best for w in m._winners),
             "the winners must be the Dodinos furthest ahead past the finish")
    if m.prompt is not None and m.prompt["kind"] == "throw":
        need(m.prompt["target"] is None or m.prompt["target"] == m.active, "a green throw hits the active player")
