"""Dream Catcher positions: round trips over random nights of every variant, and bad documents refused."""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from positions import refused, round_trip, variants

from dc_helpers import choose, easy_card, edit, flip, new, place_best, place_miss, random_action
from game.core import Action, position
from game.dreamcatcher import SPEC
from game.dreamcatcher.data import TOKENS

VARIANTS = variants("dreamcatcher")          # mode x level x gentle: 24
STATES = 200                                 # per variant: every state of random nights until this many


def _name(options: dict) -> str:
    return "-".join(str(v) for v in options.values())


def play(match, rng: random.Random, moves: int):
    """Random legal play, placements often off the representative spots (any x, y near the card is legal)."""
    for _ in range(moves):
        if match.over:
            break
        seat = rng.choice(match.to_move())
        match.apply(seat, random_action(match, seat, rng))
    return match


@pytest.mark.parametrize("options", VARIANTS, ids=_name)
def test_every_state_of_random_nights_round_trips(options):
    """Every state along a few random nights is rebuilt the same (position, views, legal actions); at three
    random moments of each night, both copies also play on together."""
    low, high = SPEC.players_for(options)
    states, game = 0, 0
    while states < STATES:
        game += 1
        rng = random.Random(f"{_name(options)}/{game}")
        match = SPEC.create(rng.randint(low, high), options, rng.randrange(10 ** 6))
        stops = set(rng.sample(range(60), 3))
        for step in range(400):
            round_trip(match, play_on=25 if step in stops else 0, seed=step)
            states += 1
            if match.over:
                break
            play(match, rng, 1)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(VARIANTS), st.integers(0, 10 ** 6), st.integers(0, 120), st.data())
def test_any_reached_state_round_trips(options, seed, moves, data):
    low, high = SPEC.players_for(options)
    match = SPEC.create(data.draw(st.integers(low, high)), options, seed)
    play(match, random.Random(seed), moves)
    round_trip(match, play_on=40, seed=seed)


def test_a_position_is_json_with_the_shared_names():
    match = play(new(3, seed=5, first=None), random.Random(5), 9)
    doc = json.loads(position.dumps(match.to_position()))
    assert doc["game"] == "dreamcatcher" and doc["kind"] == "position" and doc["players"] == 3
    for key in ("phase", "round", "first", "active", "draw_pile", "discard_pile"):
        assert key in doc["state"]
    assert SPEC.match_class.from_position(doc).to_position() == doc


def test_a_scenario_through_a_position_plays_like_the_rules():
    """A position edited by hand (the deck's top, tokens on boards) is what the tests and lessons start from."""
    match = new(2, top=easy_card(), tokens={0: 11})
    flip(match)
    choose(match, 0, "bear1")
    choose(match, 1, "bear2")
    place_best(match, 0)
    place_miss(match, 1)
    assert match.over and match.winners() == (0,) and match.end_reason == "board_full"


# ---- refused, with a message, whatever is wrong -----------------------------------------------------------
def _basic():
    """A basic night in its place phase, and a together one waiting for the table's agreement."""
    match = new(3, seed=4, top=easy_card(), tokens={1: 2})
    flip(match)
    for seat, toy in ((0, "bear1"), (1, "panda1"), (2, "unicorn")):
        choose(match, seat, toy)
    return match.to_position()


def _coop():
    match = new(3, seed=4, mode="coop", level=4)
    flip(match)
    match.apply(0, Action.make("propose", toy="bear1"))
    match.apply(1, Action.make("agree"))
    return match.to_position()


def _state(change):
    return lambda doc: change(doc["state"])


BAD_BASIC = [
    (_state(lambda s: s["discard_pile"].append(s["draw_pile"][0])), "Nightmare .* in two places"),
    (_state(lambda s: s["draw_pile"].pop(0)), "Nightmare .* is nowhere"),
    (_state(lambda s: s["draw_pile"].__setitem__(0, "nm99")), "'nm99', not a Nightmare of this game"),
    (_state(lambda s: s["bag"].pop()), "Dream token .* is nowhere"),
    (_state(lambda s: s["boards"][0].append(s["boards"][1][0])), "Dream token .* in two places"),
    (_state(lambda s: s["holding"].__setitem__(2, "bear1")), "toy \"bear1\" is in two places"),
    (_state(lambda s: s["holding"].__setitem__(2, "dragon")), "'dragon', not a Cuddly Toy"),
    (_state(lambda s: s.update(first=3)), "the first player must be a seat from 0 to 2"),
    (_state(lambda s: s["boards"].append([])), "the cloud boards must list 3 entries"),
    (_state(lambda s: s.update(phase="grab")), "the phase is 'grab', not one of"),
    (_state(lambda s: s.update(round=4)), "the round is 4, but 0 Nightmares are done"),
    (_state(lambda s: s.update(active=2)), "the seat in charge in the place phase must be seat 0"),
    (_state(lambda s: s.update(deck=[])), "unknown deck"),
    (_state(lambda s: s.update(winners=[1])), "a night still being played has no winner"),
    (_state(lambda s: s.update(proposal="rabbit")), "only together do players point at a toy"),
    (_state(lambda s: s["placements"].append({"seat": 0, "toy": "bear1", "card": s["card"], "dropped": [9.0, 0]})),
     "drop point item 1 must be a number from -4.0 to 4.0"),
    (_state(lambda s: s["placements"].append({"seat": 1, "toy": "panda1", "card": s["card"], "dropped": [0, 0]})),
     "toys are placed in round order"),
    (lambda doc: doc.update(players=5), "the number of players for Dream Catcher must be a whole number from 2 to 4"),
]


@pytest.mark.parametrize("change,words", BAD_BASIC, ids=[w[:24] for _, w in BAD_BASIC])
def test_a_bad_basic_position_is_refused_with_a_message(change, words):
    refused(_basic(), change, words)


BAD_COOP = [
    (_state(lambda s: s["bag"].append(TOKENS[0])), "together there are no Dream tokens"),
    (_state(lambda s: s.update(borrowed=None)), "moon level 4 borrows one Nightmare of level 3"),
    (_state(lambda s: s["discard_pile"].append(s["draw_pile"].pop())), "set aside, not discarded"),
    (_state(lambda s: s["agreed"].append(0)), "the player whose turn it is proposes; the others answer"),
    (_state(lambda s: s["agreed"].append(2)), "everyone has answered: the player whose turn it is chooses"),
    (_state(lambda s: s.update(phase="place", active=0)), "places only once everyone has agreed or suggested"),
    (_state(lambda s: s.update(phase="choose", active=0, agreed=[1, 2])), "chooses only after a suggestion"),
    (_state(lambda s: s["suggestions"].append({"seat": 1, "toy": "unicorn", "why": None})),
     "a seat answered the proposal twice"),
    (_state(lambda s: s["suggestions"].append({"seat": 2, "toy": "unicorn", "why": "fun"})),
     "reason is 'fun'"),
    (_state(lambda s: s["agreed"].append(1)), "a seat agreed twice"),
    (_state(lambda s: s.update(phase="over", active=None, end_reason="all_overcome", winners=[0, 1, 2],
                              agreed=[1, 2])),
     "did not end with all_overcome"),
]


@pytest.mark.parametrize("change,words", BAD_COOP, ids=[w[:24] for _, w in BAD_COOP])
def test_a_bad_together_position_is_refused_with_a_message(change, words):
    refused(_coop(), change, words)


def test_a_flip_after_a_full_board_is_refused():
    """Between rounds a full board means the night is over: a position cannot go on flipping."""
    def full(state):
        for _ in range(12):
            state["boards"][0].append(state["bag"].pop())
    with pytest.raises(position.PositionError, match="the last round ended the night"):
        edit(new(2), full)


def test_a_refused_document_is_left_as_it_was():
    doc = _basic()
    doc["state"]["round"] = 9
    before = json.dumps(doc)
    with pytest.raises(position.PositionError):
        SPEC.match_class.from_position(doc)
    assert json.dumps(doc) == before
