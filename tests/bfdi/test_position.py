"""BFDI positions: every variant round-trips from random play, and inconsistent documents are refused."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from game.bfdi.rules import BfdiMatch
from positions import random_state, refused, round_trip, variants
from bfdi_helpers import edit, started

VARIANTS = variants("bfdi")
SEEDS = 100                   # per variant: 400 random states in all, most of them before the end (200 moves)


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "-".join(o.values()))
@pytest.mark.parametrize("block", range(4))
def test_random_states_round_trip(options, block):
    for seed in range(block, SEEDS, 4):
        moves = random.Random(seed).randint(0, 200)
        round_trip(random_state("bfdi", seed, options, moves=moves), play_on=40, seed=seed)


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "-".join(o.values()))
def test_every_resting_phase_round_trips(options):
    """Whole random games, each phase's first state met and the end: the short-lived phases are not missed."""
    seen = set()
    for seed in range(6):
        match, rng = random_state("bfdi", seed, options, moves=0), random.Random(seed)
        while not match.over:
            if match.phase not in seen:
                seen.add(match.phase)
                round_trip(match.clone(), play_on=20, seed=seed)
            seat = rng.choice(match.to_move())
            match.apply(seat, rng.choice(match.legal_actions(seat)))
        round_trip(match)
    assert seen == {"draft", "turns", "offers", "accept", "cake"}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(VARIANTS), st.integers(2, 6), st.integers(0, 10 ** 6), st.integers(0, 500))
def test_hypothesis_states_round_trip(options, players, seed, moves):
    round_trip(random_state("bfdi", seed, options, players, moves), play_on=30, seed=seed)


def test_a_position_rebuilds_the_same_match_and_refuses_another_games_document():
    m = started(3)
    doc = m.to_position()
    assert doc["game"] == "bfdi" and doc["state"]["round"] == 1 and doc["state"]["phase"] == "turns"
    assert BfdiMatch.from_position(doc).view(0) == m.view(0)
    refused(doc, lambda d: d.update(game="dodos"), "Dodos")


# ---- hand-made bad positions ----------------------------------------------------------------------------
def _turns_doc():
    return started(3, seed=4).to_position()


def _offers_doc():
    """A Boost whose Alliance window is open (seat in charge boosts, every other seat may offer)."""
    from bfdi_helpers import give, line_up, play
    m = line_up(started(3, seed=2), [], 0)
    m = edit(m, lambda s: s.update(stars=[2, 2, 2]))
    m, card = give(m, m.active, "boost")
    play(m, m.active, card, m.chars_of(m.active)[0])
    assert m.phase == "offers"
    return m.to_position()


def _first_on_board(state) -> int:
    return next(c for level in state["board"] for c in level if c is not None)


BAD = [
    ("a Scene in two places", lambda d: d["state"]["hands"][0].append(d["state"]["draw_pile"][0]),
     "Scene card .* is in two places"),
    ("a Scene nowhere", lambda d: d["state"]["draw_pile"].pop(), "Scene card .* is nowhere"),
    ("a character twice", lambda d: d["state"]["chamber"].append(_first_on_board(d["state"])),
     "character .* in two places"),
    ("a Challenge card lost", lambda d: d["state"]["challenge_deck"].pop(), "Challenge card .* is nowhere"),
    ("too many players", lambda d: d.update(players=7), "number of players"),
    ("a seat out of range", lambda d: d["state"].update(active=3), "seat in charge must be a seat from 0 to 2"),
    ("a space that does not exist", lambda d: d["state"]["board"][0].append(None), "must list 12 entries"),
    ("a fifth level", lambda d: d["state"]["board"].append([None] * 12), "must list 4 entries"),
    ("an unknown character", lambda d: d["state"]["chamber"].append(21), "a character id"),
    ("an unknown phase", lambda d: d["state"].update(phase="lunch"), "phase is 'lunch'"),
    ("a step that does not go with the phase", lambda d: d["state"].update(step="D"), "step in phase 'turns'"),
    ("a Development that is not one", lambda d: _misattach(d["state"]), "is not a Development"),
    ("a Win Token on nobody", lambda d: d["state"]["tokens"].append(d["state"]["chamber"][0]),
     "Win Token is on a character not on the board"),
    ("a winner while playing", lambda d: d["state"].update(winner=0), "winner once over"),
    ("Cake at Stake in Step B", lambda d: d["state"].update(cake={"base": 5, "final": False, "spongy_used": False,
                                                                  "roller": 0}), "Cake at Stake goes with"),
    ("an unknown key", lambda d: d["state"].update(dice=[1]), "unknown dice"),
    ("negative Stars", lambda d: d["state"]["stars"].__setitem__(0, -1), "Stars item 1"),
    ("a seat out with characters", lambda d: d["state"]["out"].__setitem__(1, True), "seat 2 is out of the game"),
]


def _misattach(state) -> None:
    """A Boost card put on a character as if it were a Development."""
    from game.bfdi.data import scene_type
    card = next(c for c in state["draw_pile"] if scene_type(c) == "boost")
    state["draw_pile"].remove(card)
    state["devs"][str(_first_on_board(state))].append(card)


@pytest.mark.parametrize("what, change, words", BAD, ids=[b[0] for b in BAD])
def test_bad_positions_are_refused_with_a_message(what, change, words):
    refused(_turns_doc(), change, words)


def test_a_bad_alliance_window_is_refused():
    doc = _offers_doc()
    BfdiMatch.from_position(doc)                      # the unchanged document is fine
    refused(doc, lambda d: d["state"].update(boost=None), "open Boost goes with the phases")
    refused(doc, lambda d: d["state"]["boost"].update(seat=(d["state"]["active"] + 1) % 3), "Boost's player")
    refused(doc, lambda d: d["state"]["boost"]["offers"].append(
        {"seat": d["state"]["active"], "char": 0, "stars": 1}), "only seats asked")


def test_a_refused_document_changes_nothing():
    doc = _turns_doc()
    before = repr(doc)
    refused(doc, lambda d: d["state"]["draw_pile"].pop(), "nowhere")
    assert repr(doc) == before
