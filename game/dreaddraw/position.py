"""A Dread Draw match written down as one document and read back (see game/core/position.py and
docs/positions/dreaddraw.md for the format).

Piles list their bottom card first and their top card last, as the match keeps them. The work still queued
after the last action (eliminations, Aftermath abilities, damage, passing the turn) is part of the position.
This module does not import the rules: read() receives the Match class.
"""
from __future__ import annotations

from typing import Any

from game.core import position as core
from game.core.registry import get

from .data import CARDS, TIMINGS

PHASES = ("summon", "ability", "peek", "keep", "over")
# What a decision names besides its seat, by phase (an ability's possible targets are worked out again).
DECISION = {"summon": (), "ability": ("card", "timing"), "peek": ("card",), "keep": ()}
# The queued work: each task's fields in the order the match keeps them in its tuples.
TASKS = {"ability": ("seat", "card", "timing"), "eliminate": ("seat", "cause"), "pass": ("seat",),
         "discard_row": ("seat",), "round_end": ("seat",), "damage": ("seat", "amount", "from"),
         "next_round": ("seat",)}
STATE = ("phase", "decision", "active", "turn_reason", "round", "turns", "draw_pile", "discard_pile",
         "life_decks", "rows", "reserves", "drawn", "in_game", "in_round", "rounds_won", "forced", "known_top",
         "tasks", "fortune", "winner", "abilities_used")
ABILITY_NAMES = {c.name for c in CARDS if c.ability is not None}
MANY = 10 ** 6        # a sane bound for counters (rounds, summons, ability uses)


def write(match) -> dict[str, Any]:
    d = match.decision
    decision = None if d is None else {"seat": d["seat"], **{k: d[k] for k in DECISION[d["kind"]]}}
    state = {
        "phase": match.phase, "decision": decision, "active": match.active, "turn_reason": match.turn_reason,
        "round": match.round, "turns": match.turns,
        "draw_pile": list(match.draw_pile), "discard_pile": list(match.discard_pile),
        "life_decks": [list(x) for x in match.life], "rows": [list(x) for x in match.rows],
        "reserves": [list(x) for x in match.reserves], "drawn": list(match.drawn),
        "in_game": list(match.in_game), "in_round": list(match.in_round), "rounds_won": list(match.rounds_won),
        "forced": match.forced, "known_top": list(match.known_top),
        "tasks": [{"task": t[0], **dict(zip(TASKS[t[0]], t[1:]))} for t in match.tasks],
        "fortune": list(match.fortune), "winner": match.winner, "abilities_used": dict(match.fired),
    }
    return core.write(match, get("dreaddraw"), state)


def read(cls, doc: Any):
    """The match `doc` describes, every value checked, or a PositionError saying what is wrong."""
    _, doc = core.open_doc(doc, get("dreaddraw"))
    m = core.start(cls, doc)
    n = m.players
    s = core.keys(doc["state"], STATE)
    seat = lambda v, what: core.seat(v, n, what)      # noqa: E731
    cards = lambda v, what: core.listing(v, what, _card, most=len(CARDS))      # noqa: E731
    per_seat = lambda key, what, item: core.listing(s[key], what, item, length=n)      # noqa: E731
    m.active = seat(s["active"], "the seat in charge")
    m.turn_reason = core.text(s["turn_reason"], "the reason for the turn")
    m.round = core.integer(s["round"], 1, MANY, "the round")
    m.turns = core.integer(s["turns"], 0, MANY, "the count of summons")
    m.draw_pile = cards(s["draw_pile"], "the Draw Deck")
    m.discard_pile = cards(s["discard_pile"], "the discard pile")
    m.life = per_seat("life_decks", "the Life Decks", cards)
    m.rows = per_seat("rows", "the rows", cards)
    m.reserves = per_seat("reserves", "the reserves", cards)
    m.drawn = cards(s["drawn"], "the cards drawn as damage")
    m.in_game = per_seat("in_game", "who is in the game", core.flag)
    m.in_round = per_seat("in_round", "who is in the round", core.flag)
    m.rounds_won = per_seat("rounds_won", "the rounds won", lambda v, w: core.integer(v, 0, MANY, w))
    m.forced = core.seat(s["forced"], n, "the seat The Puppet picked", allow_none=True)
    m.known_top = per_seat("known_top", "the peeked cards", lambda v, w: None if v is None else _card(v, w))
    m.tasks = core.listing(s["tasks"], "the queued work", lambda v, w: _task(v, w, n), most=4 * len(CARDS))
    m.fortune = cards(s["fortune"], "the fortune")
    m.winner = core.seat(s["winner"], n, "the winner", allow_none=True)
    m.fired = _uses(s["abilities_used"])
    core.each_once({"the Draw Deck": m.draw_pile, "the discard pile": m.discard_pile,
                    "the cards drawn as damage": m.drawn,
                    **{f"seat {i + 1}'s {zone}": cs for zone, per in
                       (("Life Deck", m.life), ("row", m.rows), ("reserves", m.reserves))
                       for i, cs in enumerate(per)}}, range(len(CARDS)))
    _check_seats(m)
    m.decision = _decision(m, core.text(s["phase"], "the phase", PHASES), s["decision"])
    return core.finish(m, doc)


def _card(value: Any, what: str) -> int:
    return core.integer(value, 0, len(CARDS) - 1, what)


def _task(value: Any, what: str, players: int) -> tuple:
    kind = core.text(core.field(value, "task", what), f"{what}'s kind", TASKS)
    fields = TASKS[kind]
    core.keys(value, ("task",) + fields, what)
    read = {"seat": lambda v, w: core.seat(v, players, w), "from": lambda v, w: core.seat(v, players, w),
            "card": _card, "amount": lambda v, w: core.integer(v, 0, MANY, w),
            "cause": lambda v, w: core.text(v, w), "timing": lambda v, w: core.text(v, w, TIMINGS[:3])}
    task = (kind,) + tuple(read[f](value[f], f"{what}'s {f}") for f in fields)
    if kind == "ability":
        core.need(CARDS[task[2]].has(task[3]), f"{what} is a {task[3]} ability {CARDS[task[2]].name} does not have")
    return task


def _uses(value: Any) -> dict[str, int]:
    core.need(isinstance(value, dict), "the abilities used are not a table of counts")
    for name, count in value.items():
        core.need(name in ABILITY_NAMES, f"the abilities used name {name!r}, not a card with an ability")
        core.integer(count, 1, MANY, f"the uses of {name}")
    return dict(value)


def _check_seats(m) -> None:
    """Who is still playing, and what the over game and the round counter say, agree with each other."""
    for s in range(m.players):
        core.need(m.in_game[s] or not m.in_round[s], f"seat {s + 1} is in the round but out of the game")
        core.need(m.in_game[s] or not (m.life[s] or m.rows[s] or m.reserves[s]),
                  f"seat {s + 1} is out of the game but still holds cards")
    core.need(all(c in m.draw_pile for c in m.known_top if c is not None),
              "a seat knows a card in the Draw Deck that is not there")
    core.need(m.forced is None or m.in_round[m.forced], "The Puppet picked a seat that is out of the round")
    won = sum(m.rounds_won)
    core.need(won in (m.round - 1, m.round), f"{won} rounds won do not fit round {m.round}")
    if m.winner is None:
        core.need(not m.fortune, "there is a fortune but no winner")
        return
    core.need(m.in_game == [s == m.winner for s in range(m.players)], "the winner is not the last seat in the game")
    core.need(sorted(m.fortune) == sorted(m.life[m.winner]), "the fortune is not the winner's Life Deck")
    core.need(not m.tasks, "the game is over with work still queued")


def _decision(m, phase: str, value: Any) -> dict[str, Any] | None:
    """The decision the match waits for, checked against the phase and the table."""
    core.need((phase == "over") == (m.winner is not None), f"the phase is {phase} but the winner is {m.winner}")
    core.need((phase == "keep") == (len(m.drawn) > 1), "cards drawn as damage wait only in the keep phase, "
                                                         "two or more of them")
    if phase == "over":
        core.need(value is None, "the game is over but a decision waits")
        return None
    core.keys(value, ("seat",) + DECISION[phase], "the decision")
    who = core.seat(value["seat"], m.players, "the seat deciding")
    core.need(m.in_game[who], f"seat {who + 1} decides but is out of the game")
    d = {"kind": phase, "seat": who}
    if phase == "summon":
        core.need(who == m.active and m.in_round[who], "the seat summoning is not the seat in charge in the round")
    if phase in ("ability", "peek"):
        d["card"] = card = _card(value["card"], "the decision's card")
    if phase == "peek":
        core.need(CARDS[card].ability is not None and CARDS[card].ability.effect == "peek",
                  f"{CARDS[card].name} cannot peek")
        core.need(m.draw_pile and m.known_top[who] == m.draw_pile[-1],
                  "the seat peeking does not know the top card of the Draw Deck")
    if phase == "ability":
        d["timing"] = timing = core.text(value["timing"], "the decision's timing", TIMINGS[:3])
        core.need(CARDS[card].has(timing), f"{CARDS[card].name} has no {timing} ability")
        core.need(m.ability_usable(who, card, timing), f"{CARDS[card].name}'s ability cannot be used now")
        d["targets"] = m.ability_targets(who, card)
    return d
