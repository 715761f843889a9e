"""BFDI positions: a match written down as one JSON document and read back, every value checked.

The state part (docs/positions/bfdi.md explains each key, with an example):
- phase, step, first, active, round, passes: where the game stands and whose turn it is;
- board (4 levels, Start to 3, of 12 spaces, row 0 the top: a character id or null), pool, chamber, owners, devs,
  tokens: the 21 characters and what they carry;
- stars, out, hands, draw_pile, discard_pile (a pile's top is its last card): the seats and the 45 Scenes;
- challenge_deck, challenges_used (the Challenge now is the last used): the 27 Challenge cards;
- boost, cake, last_roll: the open Alliance window, the Cake at Stake roll, the die's last roll;
- winner, winning_char: once over.
The match class is handed in (rules.py imports this module, not the other way round).
"""
from __future__ import annotations

from typing import Any

from game.core import position as core

from . import SPEC
from .board import Board
from .data import (DIE_FACES, IN_PLAY, LEVELS, SPACES, TOP_LEVEL, WIN_TOKENS, challenges, character, characters,
                   scene_type, scenes)

# The step a match rests in, by phase: Steps A, C and E pass at once between two decisions.
STEP_OF = {"draft": "setup", "turns": "B", "offers": "B", "accept": "B", "cake": "D", "over": "over"}
KEYS = ("phase", "step", "first", "active", "round", "passes", "board", "pool", "chamber", "owners", "devs",
        "tokens", "stars", "out", "hands", "draw_pile", "discard_pile", "challenge_deck", "challenges_used",
        "boost", "cake", "last_roll", "winner", "winning_char")
BOOST_KEYS = ("seat", "card", "target", "offers", "accepted", "decided", "eligible")
CAKE_KEYS = ("base", "final", "spongy_used", "roller")
MANY = 10_000            # a generous bound for Stars, offers and the Challenge count


# ---- writing ---------------------------------------------------------------------------------------------
def write(m) -> dict[str, Any]:
    return core.write(m, SPEC, {
        "phase": m.phase, "step": m.step, "first": m.first, "active": m.active, "round": m.round,
        "passes": m.passes, "board": [list(level) for level in m.board.grid],
        "pool": list(m.pool), "chamber": list(m.chamber),
        "owners": {str(c): s for c, s in sorted(m.owner.items())},
        "devs": {str(c): list(d) for c, d in sorted(m.devs.items())},
        "tokens": sorted(m.tokens), "stars": list(m.stars), "out": list(m.out),
        "hands": [list(h) for h in m.hands], "draw_pile": list(m.draw_pile), "discard_pile": list(m.discard_pile),
        "challenge_deck": list(m.chal_deck), "challenges_used": list(m.chal_used),
        "boost": _boost_doc(m.boost), "cake": dict(m.cake) if m.cake else None,
        "last_roll": dict(m.last_roll) if m.last_roll else None,
        "winner": m.winner, "winning_char": m.winning_char})


def _boost_doc(b: dict | None) -> dict | None:
    if b is None:
        return None
    return {"seat": b["seat"], "card": b["card"], "target": b["target"],
            "offers": [{"seat": s, "char": c, "stars": k} for s, (c, k) in sorted(b["offers"].items())],
            "accepted": [{"seat": s, "char": c} for s, c in sorted(b["accepted"].items())],
            "decided": list(b["decided"]), "eligible": list(b["eligible"])}


# ---- reading ---------------------------------------------------------------------------------------------
def char(value: Any, what: str) -> int:
    return core.integer(value, 0, len(characters()) - 1, f"{what} (a character id)")


def scene_card(value: Any, what: str) -> int:
    return core.integer(value, 0, len(scenes()) - 1, f"{what} (a Scene card id)")


def challenge_card(value: Any, what: str) -> int:
    return core.integer(value, 0, len(challenges()) - 1, f"{what} (a Challenge card id)")


def read(cls, doc: Any):
    """The match `doc` describes (a `cls`), or a PositionError saying what is wrong."""
    _, doc = core.open_doc(doc, SPEC)
    m = core.start(cls, doc)
    n = m.players
    s = core.keys(doc["state"], KEYS)
    seat = lambda v, w: core.seat(v, n, w)      # noqa: E731
    m.advanced = m.options["mode"] == "advanced"
    m.phase = core.text(s["phase"], "the phase", STEP_OF)
    m.step = core.text(s["step"], f"the step in phase '{m.phase}'", (STEP_OF[m.phase],))
    m.first = seat(s["first"], "the first picker")
    m.active = seat(s["active"], "the seat in charge")
    m.round = core.integer(s["round"], 0, MANY, "the Challenge number")
    m.passes = core.integer(s["passes"], 0, n, "the passes in a row")
    m.board = _board(s["board"])
    m.pool = core.listing(s["pool"], "the draft pool", char)
    m.chamber = core.listing(s["chamber"], "the Tiny Loser Chamber", char)
    m.owner = _by_char(s["owners"], "the owners", seat)
    m.devs = _by_char(s["devs"], "the developments", lambda v, w: core.listing(v, w, scene_card))
    m.tokens = set(core.listing(s["tokens"], "the Win Tokens", char, most=WIN_TOKENS))
    m.stars = core.listing(s["stars"], "the Stars", lambda v, w: core.integer(v, 0, MANY, w), length=n)
    m.out = core.listing(s["out"], "the seats out of the game", core.flag, length=n)
    m.hands = core.listing(s["hands"], "the hands", lambda v, w: core.listing(v, w, scene_card), length=n)
    m.draw_pile = core.listing(s["draw_pile"], "the draw pile", scene_card)
    m.discard_pile = core.listing(s["discard_pile"], "the discard pile", scene_card)
    m.chal_deck = core.listing(s["challenge_deck"], "the Challenge deck", challenge_card)
    m.chal_used = core.listing(s["challenges_used"], "the Challenges used", challenge_card)
    m.boost = _boost(s["boost"], seat)
    m.cake = _cake(s["cake"], seat)
    m.last_roll = _roll(s["last_roll"], seat)
    m.winner = core.seat(s["winner"], n, "the winner", allow_none=True)
    m.winning_char = None if s["winning_char"] is None else char(s["winning_char"], "the winning character")
    m.picks_left = n * (IN_PLAY // n) - len(m.owner)       # derived: the draft's picks not made yet
    _check_cards(m)
    _check_characters(m)
    _check_seats(m)
    _check_pending(m)
    return core.finish(m, doc)


def _board(value: Any) -> Board:
    space = lambda v, w: None if v is None else char(v, w)      # noqa: E731
    levels = core.listing(value, "the board's levels", lambda v, w: core.listing(v, w, space, length=SPACES),
                          length=LEVELS)
    board = Board()
    for level, column in enumerate(levels):
        for row, cid in enumerate(column):
            if cid is not None:
                core.need(cid not in board.where, f"{character(cid)['name']} stands on two spaces of the board")
                board.place(cid, level, row)
    return board


def _by_char(value: Any, what: str, item) -> dict[int, Any]:
    """A table keyed by character id (written as text: JSON keys are text), each value checked by item."""
    core.need(isinstance(value, dict), f"{what} are not a table by character")
    table = {}
    for key, v in value.items():
        core.need(type(key) is str and key.isdigit() and str(int(key)) == key and int(key) < len(characters()),
                  f"{what} name '{key}', not a character id")
        table[int(key)] = item(v, f"{what} of character {key}")
    return table


def _boost(value: Any, seat) -> dict | None:
    if value is None:
        return None
    b = core.keys(value, BOOST_KEYS, "the Boost")
    offers, accepted = {}, {}
    for o in core.listing(b["offers"], "the Alliance offers", most=SPEC.max_players):
        core.keys(o, ("seat", "char", "stars"), "an Alliance offer")
        who = seat(o["seat"], "an offer's seat")
        core.need(who not in offers, f"seat {who + 1} makes two Alliance offers")
        offers[who] = (char(o["char"], "an offer's character"), core.integer(o["stars"], 1, MANY, "an offer's Stars"))
    for a in core.listing(b["accepted"], "the accepted offers", most=SPEC.max_players):
        core.keys(a, ("seat", "char"), "an accepted offer")
        who = seat(a["seat"], "an accepted offer's seat")
        core.need(who not in accepted and who not in offers, f"seat {who + 1}'s offer is both open and accepted")
        accepted[who] = char(a["char"], "an accepted offer's character")
    return {"seat": seat(b["seat"], "the Boost's player"), "card": scene_card(b["card"], "the Boost's card"),
            "target": char(b["target"], "the Boost's character"), "offers": offers, "accepted": accepted,
            "decided": _seats(b["decided"], "the seats that answered the Boost", seat),
            "eligible": _seats(b["eligible"], "the seats asked for Alliance offers", seat)}


def _seats(value: Any, what: str, seat) -> list[int]:
    seats = core.listing(value, what, seat, most=SPEC.max_players)
    core.need(len(set(seats)) == len(seats), f"{what} name a seat twice")
    return seats


def _cake(value: Any, seat) -> dict | None:
    if value is None:
        return None
    c = core.keys(value, CAKE_KEYS, "Cake at Stake")
    return {"base": core.integer(c["base"], 0, SPACES - 1, "Cake at Stake's lowest row"),
            "final": core.flag(c["final"], "the Final Challenge mark"),
            "spongy_used": core.flag(c["spongy_used"], "Spongy's reroll mark"),
            "roller": seat(c["roller"], "the Cake at Stake roller")}


def _roll(value: Any, seat) -> dict | None:
    if value is None:
        return None
    r = core.keys(value, ("seat", "value", "purpose"), "the last roll")
    return {"seat": seat(r["seat"], "the last roll's seat"),
            "value": core.integer(r["value"], min(DIE_FACES), max(DIE_FACES), "the last roll"),
            "purpose": core.text(r["purpose"], "the last roll's purpose", ("boost", "cake"))}



# ---- consistency -----------------------------------------------------------------------------------------
def _check_cards(m) -> None:
    """Every Scene, character and Challenge card is in exactly one place."""
    core.each_once({"the draw pile": m.draw_pile, "the discard pile": m.discard_pile,
                    **{f"seat {s + 1}'s hand": h for s, h in enumerate(m.hands)},
                    **{f"the developments of {character(c)['name']}": d for c, d in m.devs.items()}},
                   range(len(scenes())), "Scene card")
    for c, cards in m.devs.items():
        core.need(all(scene_type(d) == "development" for d in cards),
                  f"a Scene on {character(c)['name']} is not a Development")
    core.each_once({"the board": m.board.on_board(), "the draft pool": m.pool, "the Tiny Loser Chamber": m.chamber},
                   range(len(characters())), "character")
    core.each_once({"the Challenge deck": m.chal_deck, "the Challenges used": m.chal_used},
                   range(len(challenges())), "Challenge card")
    core.need((m.round == 0) == (not m.chal_used) and len(m.chal_used) <= m.round,
              f"Challenge {m.round} does not match the {len(m.chal_used)} Challenge cards turned over")


def _check_characters(m) -> None:
    drafting = m.phase == "draft"
    core.need(drafting == (m.round == 0), "the draft comes before the first Challenge, and only then")
    core.need(drafting == (m.picks_left > 0) and m.picks_left >= 0,
              f"{len(m.owner)} characters are owned: the draft picks {m.players * (IN_PLAY // m.players)}")
    core.need(drafting == bool(m.pool) and m.pool == sorted(m.pool) and len(m.pool) >= m.picks_left,
              "the draft pool must hold the characters still to pick, in id order, during the draft only")
    core.need(all(c in m.owner for c in m.board.where), "a character on the board has no owner")
    core.need(not any(c in m.owner for c in m.pool), "a character in the draft pool has an owner")
    core.need(set(m.devs) == set(m.owner), "the developments must list every owned character, and only those")
    core.need(m.tokens <= set(m.board.where), "a Win Token is on a character not on the board")
    core.need(not drafting or all(level == 0 for level, _ in m.board.where.values()),
              "during the draft every character stands on Start")


def _check_seats(m) -> None:
    owners = {m.owner[c] for c in m.board.where}
    for s in range(m.players):
        core.need(not m.out[s] or not m.hands[s], f"seat {s + 1} is out of the game but holds Scenes")
        core.need(m.out[s] == (m.phase != "draft" and s not in owners),
                  f"seat {s + 1} is {'out of' if m.out[s] else 'in'} the game with "
                  f"{'some' if s in owners else 'no'} characters on the board in phase '{m.phase}'")
    core.need(m.phase in ("cake", "over") or not m.out[m.active], f"seat {m.active + 1} is in charge but out")
    over = m.phase == "over"
    core.need(over == (m.winner is not None), "a game has a winner once over, and only then")
    core.need(not over or owners == {m.winner}, "the winner must own every character left on the board")
    alone = m.board.winning() if over and len(m.board.where) == 1 else None
    core.need(m.winning_char == alone, "the winning character is the one left alone on the board at the end")


def _check_pending(m) -> None:
    """The Boost belongs to the Alliance phases, Cake at Stake to its roll."""
    core.need((m.boost is not None) == (m.phase in ("offers", "accept")),
              "an open Boost goes with the phases 'offers' and 'accept', and only those")
    core.need((m.cake is not None) == (m.phase in ("cake", "over")),      # the game ends at Cake at Stake
              "Cake at Stake goes with the phases 'cake' and 'over', and only those")
    if m.boost is not None:
        _check_boost(m, m.boost)
    if m.cake is not None:
        core.need(all(level == TOP_LEVEL and row <= m.cake["base"] for level, row in m.board.where.values()),
                  "at Cake at Stake everyone stands on level 3, above its lowest row")


def _check_boost(m, b: dict) -> None:
    core.need(b["seat"] == m.active, "the Boost's player must be the seat in charge")
    # (the card went to the discard pile, but a Scene bought during the window may reshuffle it into the draw
    # pile, or even draw it: only its kind is certain)
    core.need(scene_type(b["card"]) in ("boost", "special_boost"), "the Boost's card must be a Boost")
    core.need(b["target"] in m.board.where, "the Boost's character is not on the board")
    core.need(set(b["decided"]) <= set(b["eligible"]) and set(b["offers"]) | set(b["accepted"]) <= set(b["decided"]),
              "only seats asked for Alliance offers may answer, and offers come from seats that answered")
    for who, ally in [(s, c) for s, (c, _) in b["offers"].items()] + list(b["accepted"].items()):
        core.need(m.owner.get(ally) == who and ally in m.board.where and ally != b["target"],
                  f"seat {who + 1} offers a character it has not got on the board")
    core.need(m.phase == "offers" or set(b["decided"]) == set(b["eligible"]),
              "the Boost's player takes offers only once every asked seat has answered")
