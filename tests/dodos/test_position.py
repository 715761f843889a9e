"""Dodos positions: every reachable state written down and read back is the same match; bad documents refused."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import get
from game.dodos.data import CARDS
from game.dodos.rules import DodosMatch
from positions import random_state, refused, round_trip, variants

VARIANTS = variants("dodos")
STATES = 200          # random states per variant (with a random number of moves, to the end now and then)


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: f"{o['track']}-{o['abilities']}")
def test_random_states_round_trip(options):
    phases = set()
    for seed in range(STATES):
        match = random_state("dodos", seed, options)
        phases.add(match.phase if match.prompt is None else match.prompt["kind"])
        phases.add("window" if match.window is not None else "")
        round_trip(match, play_on=30, seed=seed)
    assert {"pick", "choose", "over", "window", "discard", "throw"} <= phases


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10 ** 6), moves=st.integers(0, 600), players=st.integers(2, 6),
       options=st.sampled_from(VARIANTS))
def test_any_state_round_trips(seed, moves, players, options):
    round_trip(random_state("dodos", seed, options, players=players, moves=moves), play_on=40, seed=seed)


def test_a_position_names_its_game_and_versions_and_a_thrown_match_keeps_its_last_throw():
    match = random_state("dodos", 3, {"track": "space", "abilities": "on"}, players=3, moves=5000)
    doc = match.to_position()
    assert (doc["game"], doc["rules_version"], doc["kind"]) == ("dodos", get("dodos").rules_version, "position")
    assert match.over and doc["state"]["winners"] and doc["state"]["phase"] == "over"
    assert DodosMatch.from_position(doc).view(None) == match.view(None)


# ---- refused ------------------------------------------------------------------------------------------------
def _resolving(window: bool | None = None, prompt: str | None = None, seed: int = 0):
    """A state of a 3-seat random game in phase 2 (with a green card window open, or a prompt of this kind)."""
    for s in range(seed, seed + 500):
        rng = random.Random(s)
        match = get("dodos").create(3, {"track": "jungle", "abilities": "on"}, s)
        for _ in range(rng.randint(10, 200)):
            if match.over:
                break
            seat = rng.choice(match.to_move())
            match.apply(seat, rng.choice(match.legal_actions(seat)))
            if match.phase == "resolve" and (window is None or (match.window is not None) == window) and \
                    (prompt is None or (match.prompt or {}).get("kind") == prompt):
                return match.to_position()
    raise AssertionError("no such state")


def _set(path: str, value):
    def change(doc):
        *keys, last = path.split(".")
        here = doc
        for k in keys:
            here = here[int(k)] if k.isdigit() else here[k]
        here[int(last) if last.isdigit() else last] = value
    return change


def test_a_card_in_two_places_or_none_or_unknown_is_refused():
    doc = _resolving()
    held = doc["state"]["hands"][0][0]
    refused(doc, lambda d: d["state"]["draw_pile"].append(held), "in two places")
    refused(doc, lambda d: d["state"]["draw_pile"].pop(), "is nowhere")
    refused(doc, lambda d: d["state"]["discard_pile"].append(len(CARDS)), "from 0 to 77")


def test_seats_out_of_range_are_refused():
    doc = _resolving()
    refused(doc, _set("players", 7), "number of players")
    refused(doc, _set("state.first", 3), "the seat holding the Dodo token must be a seat from 0 to 2")
    refused(doc, lambda d: d["state"]["positions"].append(4), "must list 3 entries")


def test_a_piece_on_a_space_that_does_not_exist_is_refused():
    doc = _resolving()
    refused(doc, _set("state.positions.1", 63), "a space of the Jungle track")
    refused(doc, _set("state.positions.1", -6), "a space of the Jungle track")


def test_unknown_ids_and_words_are_refused():
    doc = _resolving()
    refused(doc, _set("state.dodinos.0", 6), "the Dodinos item 1 must be a whole number from 0 to 5")
    refused(doc, _set("state.dodinos.0", doc["state"]["dodinos"][1]), "the same Dodino")
    refused(doc, _set("state.phase", "dance"), "not one of pick")
    refused(doc, lambda d: d["state"].update(turn=1), "unknown turn")
    refused(doc, lambda d: d["state"]["tasks"].append(["fly", 0]), "kind is 'fly'")
    refused(doc, lambda d: d["state"]["tasks"].append(["icon", 0, {"icon": "draw", "n": 9}, None, 1]),
            "not an icon of any card")


def test_a_phase_needing_a_decision_nobody_can_make_is_refused():
    doc = _resolving(window=True)
    refused(doc, _set("state.window", None), "no seat has a move")
    eligible = doc["state"]["window"]["eligible"]
    refused(doc, _set("state.window.answers", {str(s): False for s in eligible}), "no seat has a move")
    refused(doc, _set("state.prompt", {"kind": "swap", "seat": 0}), "both open")
    stranger = next(s for s in range(3) if s not in eligible) if len(eligible) < 3 else None
    if stranger is not None:
        refused(doc, _set("state.window.answers", {str(stranger): True}), "without being asked")


def test_an_inconsistent_round_is_refused():
    doc = _resolving(window=False)
    refused(doc, _set("state.active", (doc["state"]["active"] + 1) % 3), "whose turn it is")
    refused(doc, _set("state.winners", [0]), "once the race is over")
    refused(doc, _set("state.green_used", [True, True, True]), "beside its seat's chosen card")
    refused(doc, _set("state.phase", "choose"), "two places")          # the chosen cards also lie face up
    refused(doc, lambda d: (d["state"].update(phase="choose", chosen=[None] * 3, round=2)), "nothing is resolving")
    refused(doc, lambda d: (d["options"].update(abilities="off"), d["state"].update(ability_used=[True, False, False])),
            "flipped with abilities off")


def test_a_throw_prompt_must_match_its_card():
    doc = _resolving(prompt="throw")
    card = doc["state"]["prompt"]["card"]
    other = next(p for p in ("egg", "banana", "star", "meteorite") if p != CARDS[card].projectile)
    refused(doc, _set("state.prompt.projectile", other), f"does not throw the {other.title()}")
    refused(doc, _set("state.prompt.kind", "juggle"), "not one of")
