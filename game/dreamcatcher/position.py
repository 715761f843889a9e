"""Dream Catcher written down as one JSON document and read back (docs/positions/dreamcatcher.md).

The state part holds the whole table: the Nightmare deck in order (its top is the end), the discard pile,
the card on the table, the Pillow-Bag in order, every cloud board, who holds which toy, what is set aside
(together), the proposal and who agreed, the placements of this round (where each toy was dropped: the rest
of a placement's record is worked out again), the round, the first and the active seat, and the end.
This module does not import the rules: read() is handed the match class.
"""
from __future__ import annotations

from typing import Any

from game.core import position as core

from . import SPEC
from .cover import TABLE_HALF, placed
from .data import COOP_ROUNDS, NIGHTMARE_BY_ID, NIGHTMARES, TOKENS, TOY_BY_ID, TOYS, WHY, cards_of_level

STATE = ("phase", "round", "first", "active", "draw_pile", "discard_pile", "card", "borrowed", "bag", "boards",
         "holding", "aside_cards", "aside_toys", "proposal", "agreed", "suggestions", "placements", "winners",
         "end_reason")
PHASES = {"basic": ("flip", "choose", "place", "over"), "restless": ("flip", "grab", "place", "over"),
          "coop": ("flip", "propose", "agree", "choose", "place", "over")}
REASONS = {"basic": ("board_full", "bag_empty", "deck_empty"), "restless": ("board_full", "bag_empty", "deck_empty"),
           "coop": ("all_overcome", "nightmare_won")}
PLACED = ("seat", "toy", "card", "dropped")
SUGGESTED = ("seat", "toy", "why")
MAX_ROUND = len(NIGHTMARES)


def write(match) -> dict[str, Any]:
    m = match
    return core.write(m, SPEC, {
        "phase": m.phase, "round": m.round, "first": m.first, "active": m.active,
        "draw_pile": list(m.draw_pile), "discard_pile": list(m.discard_pile), "card": m.card,
        "borrowed": m.borrowed, "bag": list(m.bag), "boards": [list(b) for b in m.boards],
        "holding": list(m.holding), "aside_cards": list(m.aside_cards), "aside_toys": list(m.aside_toys),
        "proposal": m.proposal, "agreed": list(m.agreed), "suggestions": [dict(s) for s in m.suggestions],
        "placements": [{"seat": p["seat"], "toy": p["toy"], "card": p["card"], "dropped": list(p["dropped"])}
                       for p in m.placements],
        "winners": list(m.winner_seats), "end_reason": m.end_reason})


def read(cls, doc: Any):
    """The match a position describes, every value checked; an inconsistent one raises PositionError."""
    _, doc = core.open_doc(doc, SPEC)
    m = core.start(cls, doc)
    m.mode, m.level, m.gentle = m.options["mode"], int(m.options["level"]), bool(m.options["gentle"])
    m.tiebreak = bool(m.options["tiebreak"])
    state = core.keys(doc["state"], STATE)
    _read_values(m, state)
    _check_cards(m)
    _check_tokens(m)
    _check_toys(m)
    _check_placements(m)
    _check_turn(m)
    _check_end(m)
    return core.finish(m, doc)


# ---- values, each of the right kind ------------------------------------------------------------------------
def _known(value: Any, known, what: str, kind: str) -> str:
    core.text(value, what)
    core.need(value in known, f"{what} is {value!r}, not a {kind} of this game")
    return value


def _card(value: Any, what: str) -> str:
    return _known(value, NIGHTMARE_BY_ID, what, "Nightmare")


def _toy(value: Any, what: str) -> str:
    return _known(value, TOY_BY_ID, what, "Cuddly Toy")


def _token(value: Any, what: str) -> str:
    return _known(value, TOKENS, what, "Dream token")


def _maybe(reader):
    return lambda value, what: None if value is None else reader(value, what)


def _read_values(m, state: dict[str, Any]) -> None:
    n = m.players
    seat = lambda v, what: core.seat(v, n, what)      # noqa: E731
    m.phase = core.text(state["phase"], "the phase", PHASES[m.mode])
    m.round = core.integer(state["round"], 1, MAX_ROUND, "the round")
    m.first = core.seat(state["first"], n, "the first player")
    m.active = core.seat(state["active"], n, "the seat in charge", allow_none=True)
    m.draw_pile = core.listing(state["draw_pile"], "the draw pile", _card)
    m.discard_pile = core.listing(state["discard_pile"], "the discard pile", _card)
    m.card = _maybe(_card)(state["card"], "the Nightmare on the table")
    m.borrowed = _maybe(_card)(state["borrowed"], "the borrowed Nightmare")
    m.bag = core.listing(state["bag"], "the Pillow-Bag", _token)
    m.boards = core.listing(state["boards"], "the cloud boards", lambda b, w: core.listing(b, w, _token), length=n)
    m.holding = core.listing(state["holding"], "the toys held", _maybe(_toy), length=n)
    m.aside_cards = core.listing(state["aside_cards"], "the Nightmares set aside", _card)
    m.aside_toys = core.listing(state["aside_toys"], "the toys set aside", _toy)
    m.proposal = _maybe(_toy)(state["proposal"], "the toy pointed at")
    m.agreed = core.listing(state["agreed"], "the seats that agreed", seat)
    m.suggestions = core.listing(state["suggestions"], "the suggestions", lambda v, w: _suggestion(m, v, w))
    m.placements = core.listing(state["placements"], "the placements", lambda p, w: _placement(m, p, w))
    m.winner_seats = tuple(core.listing(state["winners"], "the winners", seat))
    m.end_reason = core.text(state["end_reason"], "the end reason", REASONS[m.mode], allow_none=True)


def _suggestion(m, data: Any, what: str) -> dict[str, Any]:
    """Coop: a seat's answer that suggested another toy, with the reason it gave (or none)."""
    core.keys(data, SUGGESTED, what)
    why = core.text(data["why"], f"{what}'s reason", tuple(WHY), allow_none=True)
    return {"seat": core.seat(data["seat"], m.players, f"{what}'s seat"), "toy": _toy(data["toy"], f"{what}'s toy"),
            "why": why}


def _placement(m, data: Any, what: str) -> dict[str, Any]:
    """A placement as written (seat, toy, card, where dropped): its record is worked out again by the cover rule."""
    core.keys(data, PLACED, what)
    seat = core.seat(data["seat"], m.players, f"{what}'s seat")
    toy, card = _toy(data["toy"], f"{what}'s toy"), _card(data["card"], f"{what}'s Nightmare")
    x, y = core.listing(data["dropped"], f"{what}'s drop point",
                        lambda v, w: core.number(v, -TABLE_HALF, TABLE_HALF, w), length=2)
    return placed(seat, toy, card, float(x), float(y), m.gentle)


# ---- consistency ---------------------------------------------------------------------------------------------
def _check_cards(m) -> None:
    """Every Nightmare of the game is in exactly one place; together, the deck is the level's (plus one borrowed)."""
    table = [m.card] if m.card is not None else []
    places = {"the draw pile": m.draw_pile, "the discard pile": m.discard_pile, "the table": table,
              "the Nightmares set aside": m.aside_cards}
    if m.mode != "coop":
        core.need(m.borrowed is None and not m.aside_cards, "only together is a Nightmare borrowed or set aside")
        core.each_once(places, [n.id for n in NIGHTMARES], "Nightmare")
        return
    own = cards_of_level(m.level)
    if len(own) < COOP_ROUNDS:
        core.need(m.borrowed in cards_of_level(m.level - 1),
                  f"moon level {m.level} borrows one Nightmare of level {m.level - 1}")
    else:
        core.need(m.borrowed is None, f"moon level {m.level} has enough Nightmares: none is borrowed")
    core.need(not m.discard_pile, "together, an overcome Nightmare is set aside, not discarded")
    core.each_once(places, own + ([m.borrowed] if m.borrowed else []), "Nightmare")


def _check_tokens(m) -> None:
    """Every Dream token is in the bag or on one board (together there are none)."""
    if m.mode == "coop":
        core.need(not m.bag and not any(m.boards), "together there are no Dream tokens")
        return
    places = {"the Pillow-Bag": m.bag, **{f"board {s + 1}": b for s, b in enumerate(m.boards)}}
    core.each_once(places, TOKENS, "Dream token")


def _check_toys(m) -> None:
    """Every toy is in one place: the circle, a board, or set aside (with its Nightmare, together)."""
    held = {f"seat {s + 1}'s board": [t] for s, t in enumerate(m.holding) if t is not None}
    taken = {t for t in m.holding if t is not None} | set(m.aside_toys)
    circle = [t.id for t in TOYS if t.id not in taken]
    core.each_once({**held, "the toys set aside": m.aside_toys, "the circle": circle}, TOY_BY_ID, "toy")
    if m.mode == "coop":
        core.need(not held, "together nobody holds a toy: the table points at one")
        core.need(len(m.aside_toys) == len(m.aside_cards), "each Nightmare overcome is set aside with its toy")
        core.need(m.proposal not in m.aside_toys, "the toy pointed at is set aside")
    else:
        core.need(m.proposal is None and not m.agreed, "only together do players point at a toy and agree")


def _check_turn(m) -> None:
    """The phase, the card, the held toys and the seat in charge fit together; so does the round."""
    n, phase, order = m.players, m.phase, m.order()
    core.need(len(set(m.agreed)) == len(m.agreed), "a seat agreed twice")
    done = m.aside_cards if m.mode == "coop" else m.discard_pile
    rounds = len(done) + (0 if phase == "over" and m.card is None else 1)
    core.need(m.round == rounds, f"the round is {m.round}, but {len(done)} Nightmares are done: it must be {rounds}")
    core.need((m.card is None) == (phase == "flip") or phase == "over",
              "a Nightmare lies on the table exactly while a round is being played")
    held = [s for s in order if m.holding[s] is not None]
    if phase == "choose":
        core.need(held == order[:len(held)] and len(held) < n, "toys are chosen in round order, from the first player")
    elif phase == "grab":
        core.need(len(held) < n, "everyone holds a toy: it is time to place them")
    elif phase == "place" and m.mode != "coop":
        core.need(len(held) == n, "a toy is placed only once everyone holds one")
    elif m.mode != "coop":
        core.need(not held, f"nobody holds a toy in the {phase} phase")
    if phase in ("flip", "propose"):
        core.need(m.proposal is None, f"nobody points at a toy in the {phase} phase")
    if m.mode == "coop":
        _check_talk(m)
    else:
        core.need(not m.suggestions, "only together do players suggest a toy")
    core.need(m.active == _in_charge(m), f"the seat in charge in the {phase} phase must be "
                                         f"{_seat_words(_in_charge(m))}, not {_seat_words(m.active)}")


def _check_talk(m) -> None:
    """Together: each player other than the one whose turn it is answers the proposal once (agrees or suggests
    another toy); then that player chooses (after a suggestion) and places."""
    phase, answers = m.phase, m.agreed + [s["seat"] for s in m.suggestions]
    core.need(len(set(answers)) == len(answers), "a seat answered the proposal twice")
    if phase in ("agree", "choose", "place"):
        core.need(m.first not in answers, "the player whose turn it is proposes; the others answer")
        core.need(m.proposal is not None, f"the {phase} phase needs a toy pointed at")
    others = m.players - 1
    if phase == "propose" or (phase == "flip" and m.round == 1):
        core.need(not answers, f"nobody has answered a proposal in the {phase} phase")
    elif phase == "agree":
        core.need(len(answers) < others, "everyone has answered: the player whose turn it is chooses")
    else:
        core.need(len(answers) == others, "the table places only once everyone has agreed or suggested")
    core.need((phase == "choose") <= bool(m.suggestions), "the first player chooses only after a suggestion")


def _in_charge(m) -> int | None:
    if m.phase in ("flip", "propose") or (m.phase == "place" and m.mode == "coop"):
        return m.first
    if m.phase == "choose":
        return m.next_chooser()
    if m.phase == "place" and len(m.placements) < m.players:
        return m.order()[len(m.placements)]
    return None


def _seat_words(seat: int | None) -> str:
    return "nobody" if seat is None else f"seat {seat}"


def _check_placements(m) -> None:
    """This round's placements (or, between rounds, the last round's): each toy on the Nightmare of its round."""
    recs, phase = m.placements, m.phase
    seats = [p["seat"] for p in recs]
    core.need(len(set(seats)) == len(seats), "a seat placed two toys in one round")
    if phase in ("choose", "grab", "propose", "agree") or (phase == "place" and m.mode == "coop"):
        core.need(not recs, f"no toy is placed yet in the {phase} phase")
    elif phase == "place":
        core.need(seats == m.order()[:len(recs)] and len(recs) < m.players,
                  "toys are placed in round order, from the first player")
        core.need(all(p["toy"] == m.holding[p["seat"]] and p["card"] == m.card for p in recs),
                  "each toy placed is its seat's own, on this Nightmare")
    else:
        done = m.aside_cards if m.mode == "coop" else m.discard_pile
        last = m.card or (done[-1] if done else None)
        core.need(all(p["card"] == last for p in recs), "the placements kept are on the last Nightmare played")
        whole = 1 if m.mode == "coop" else m.players
        core.need(len(recs) in (0, whole if last else 0), "the last round's placements are kept whole (or not at all)")
        if m.mode == "coop" and recs and m.end_reason != "nightmare_won":
            core.need(recs[0]["covered"] and recs[0]["toy"] == m.aside_toys[-1],
                      "the last Nightmare set aside was covered by the toy set aside with it")


def _check_end(m) -> None:
    """Over exactly when the rules end the night, with the winners they name."""
    if m.phase != "over":
        core.need(not m.winner_seats and m.end_reason is None, "a night still being played has no winner yet")
        core.need(m.phase != "flip" or m.ending() is None, "the last round ended the night, yet a Nightmare "
                                                             "is to be flipped")
        return
    if m.end_reason == "nightmare_won":
        core.need(m.placements and not m.placements[-1]["covered"] and not m.winner_seats,
                  "the Nightmare wins only when the toy placed did not cover it, and then nobody wins")
        return
    end = m.ending()
    core.need(end is not None and end[1] == m.end_reason, f"the night did not end with {m.end_reason}")
    winners = m.winners_among(*end)
    core.need(m.winner_seats == winners, f"the winners must be seats {list(winners)}, as the boards say")
