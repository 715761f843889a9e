"""Dread Draw positions: any reachable state written down and read back is the same match; bad ones are refused."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from game.core import position
from game.dreaddraw.rules import DreadDraw
from positions import random_state, refused, round_trip

from dreaddraw.dd_helpers import SPEC, build, cid, edit, plain


def _random_play(seed: int, players: int):
    """A seeded random game, yielding a copy of the match after every action (and before the first)."""
    rng = random.Random(seed)
    m = SPEC.create(players, {}, seed)
    yield m.clone()
    while not m.over:
        seat = m.to_move()[0]
        m.apply(seat, rng.choice(m.legal_actions(seat)))
        yield m.clone()


def _rare(m) -> bool:
    """A moment worth a round trip whenever it comes: a choice other than a summon, a peek known, a Puppet's pick."""
    return m.phase not in ("summon", "over") or m.forced is not None or any(k is not None for k in m.known_top)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_states_round_trip(players):
    """Whole random games, every 'rare' moment and a few others in each, rebuilt and played on alike."""
    phases = set()
    for seed in range(6):
        pick = random.Random(seed * 7 + players)
        for m in _random_play(seed, players):
            if _rare(m) or m.over or pick.random() < 0.06:
                phases.add(m.phase)
                round_trip(m, play_on=20, seed=seed)
    assert phases >= {"summon", "ability", "keep", "over"}


@pytest.mark.parametrize("seed", range(60))
def test_states_after_a_random_number_of_moves_round_trip(seed):
    rng = random.Random(seed)
    round_trip(random_state("dreaddraw", seed, {}, players=rng.randint(2, 6), moves=rng.randint(0, 150)), seed=seed)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2 ** 31), players=st.integers(2, 6), moves=st.integers(0, 400))
def test_any_state_round_trips(seed, players, moves):
    round_trip(random_state("dreaddraw", seed, {}, players=players, moves=moves), play_on=30, seed=seed)


def test_a_peeked_card_is_part_of_the_position():
    m = _peeking(top=[cid("The Oracle"), plain(9)])
    state = m.to_position()["state"]
    assert state["phase"] == "peek" and state["known_top"] == [plain(9), None]
    assert state["decision"] == {"seat": 0, "card": cid("The Oracle")}
    round_trip(m.clone())                   # (a round trip plays on: a copy goes)
    m.apply(0, next(a for a in m.legal_actions(0) if a["where"] == "top"))
    assert m.to_position()["state"]["known_top"] == [plain(9), None]       # still known once left on top
    round_trip(m)


def test_the_state_uses_the_shared_names():
    state = SPEC.create(3, {}, 5).to_position()["state"]
    for key in ("active", "phase", "round", "draw_pile", "discard_pile", "winner"):
        assert key in state
    assert state["round"] == 1 and state["phase"] == "summon" and len(state["draw_pile"]) == 70


def test_a_position_names_its_game_and_versions():
    doc = SPEC.create(2, {}, 1).to_position()
    assert (doc["game"], doc["rules_version"], doc["format"]) == ("dreaddraw", SPEC.rules_version, 1)
    assert isinstance(position.load(position.dumps(doc)), DreadDraw)


# ---- refused ------------------------------------------------------------------------------------------
def _reached(phase: str, players: int = 3):
    """A match from random play resting in this phase."""
    for seed in range(200):
        for m in _random_play(seed, players):
            if m.phase == phase:
                return m
    raise LookupError(phase)


@pytest.fixture(scope="module")
def docs():
    return {p: _reached(p).to_position() for p in ("summon", "ability", "keep", "over")} | {
        "peek": _peeking().to_position()}


def _peeking(top=None):
    """Seat 0 has summoned The Oracle and used it: it decides where the top card goes."""
    m = build(top=top or [cid("The Oracle")])
    m.apply(0, m.legal_actions(0)[0])
    m.apply(0, next(a for a in m.legal_actions(0) if a.kind == "use"))
    return m


def _set(**values):
    return lambda doc: doc["state"].update(values)


BAD = [
    ("summon", lambda d: d["state"]["discard_pile"].append(d["state"]["draw_pile"][0]), "in two places"),
    ("summon", lambda d: d["state"]["draw_pile"].pop(), "is nowhere"),
    ("summon", lambda d: d["state"]["draw_pile"].append(100), "from 0 to 99"),
    ("summon", lambda d: d["state"]["life_decks"][0].append("The Star"), "from 0 to 99"),
    ("summon", lambda d: d.update(players=7), "number of players"),
    ("summon", lambda d: d["state"]["rows"].pop(), "must list 3 entries"),
    ("summon", lambda d: d["state"].update(active=3), "seat from 0 to 2"),
    ("summon", _set(phase="bidding"), "not one of"),
    ("summon", _set(winner=0), "the winner is not the last seat in the game"),
    ("summon", lambda d: d["state"]["in_game"].__setitem__(1, False), "in the round but out of the game"),
    ("summon", lambda d: d["state"].update(in_game=[True, False, True], in_round=[True, False, True]),
     "out of the game but still holds cards"),
    ("summon", _set(rounds_won=[2, 0, 0]), "2 rounds won do not fit round 1"),
    ("summon", lambda d: d["state"].update(known_top=[d["state"]["life_decks"][0][0], None, None]),
     "knows a card in the Draw Deck that is not there"),
    ("summon", _set(tasks=[{"task": "dance", "seat": 0}]), "not one of"),
    ("summon", _set(tasks=[{"task": "pass"}]), "has no seat"),
    ("summon", _set(abilities_used={"Pale Ghoul": 1}), "not a card with an ability"),
    ("summon", _set(forced=0, in_round=[False, True, True]), "The Puppet picked a seat that is out of the round"),
    ("summon", lambda d: d["state"].update(extra=1), "has unknown extra"),
    ("summon", lambda d: d["state"].pop("turns"), "has no turns"),
    ("keep", lambda d: d["state"]["discard_pile"].extend(d["state"]["drawn"][1:]) or
     d["state"]["drawn"].__delitem__(slice(1, None)), "cards drawn as damage wait only in the keep phase"),
    ("ability", lambda d: d["state"]["decision"].update(timing="always"), "not one of"),
    ("ability", lambda d: d["state"]["decision"].update(card=plain(3)), "has no"),
    ("peek", _set(known_top=[None, None]), "does not know the top card"),
    ("over", lambda d: d["state"]["fortune"].append((d["state"]["draw_pile"] + d["state"]["discard_pile"])[0]),
     "the fortune is not the winner's Life Deck"),
    ("over", _set(tasks=[{"task": "pass", "seat": 0}]), "work still queued"),
    ("over", _set(phase="summon"), "the phase is summon but the winner"),
]


@pytest.mark.parametrize("phase, change, words", BAD, ids=[f"{i}-{b[0]}" for i, b in enumerate(BAD)])
def test_bad_positions_are_refused_with_a_message(docs, phase, change, words):
    refused(docs[phase], change, words)


def test_a_summon_nobody_can_make_is_refused():
    m = build(rows=[[plain(15)], [plain(3)]], reserves=[[plain(2)], []])
    rest = m.draw_pile
    with pytest.raises(position.PositionError, match="no seat has a move"):
        edit(m, draw_pile=[], life_decks=[m.life[0], m.life[1] + rest])


def test_a_refused_position_changes_nothing():
    m = SPEC.create(3, {}, 9)
    doc = m.to_position()
    before = position.dumps(doc)
    refused(doc, lambda d: d["state"]["draw_pile"].pop(), "is nowhere")
    assert position.dumps(doc) == before and m.to_position() == doc


def test_the_documented_example_is_a_real_position():
    text = (Path(__file__).parents[2] / "docs" / "positions" / "dreaddraw.md").read_text(encoding="utf-8")
    shown = json.loads(text.split("```json")[1].split("```")[0])
    real = random_state("dreaddraw", 15, {}, players=3, moves=33).to_position()
    assert shown["state"] == real["state"] and shown["rng"]["draws"] == real["rng"]["draws"]
    assert {k: v for k, v in shown.items() if k not in ("state", "rng")} == \
        {k: v for k, v in real.items() if k not in ("state", "rng")}
