"""Positions (game/core/position.py): the envelope every game shares, shown on Pebbles, the test game."""
from __future__ import annotations

import copy
import json

import pytest

from game.core import position
from game.core.position import PositionError
from nimdice import Pebbles      # registers Pebbles (tests/ is on sys.path, as conftest.py sets)


def played(seed: int, moves: int) -> Pebbles:
    match = Pebbles(3, {"pile": 12}, seed, None)
    for _ in range(moves):
        if match.over:
            break
        seat = match.to_move()[0]
        match.apply(seat, match.legal_actions(seat)[0])
    return match


@pytest.mark.parametrize("seed,moves", [(1, 0), (2, 3), (3, 6), (4, 40)])
def test_round_trip_same_position_views_and_future(seed, moves):
    match = played(seed, moves)
    doc = match.to_position()
    again = Pebbles.from_position(json.loads(json.dumps(doc)))
    assert again.to_position() == doc
    for seat in range(3):
        assert again.view(seat) == match.view(seat)
        assert again.legal_actions(seat) == match.legal_actions(seat)
    while not match.over:      # the generator came along: the same actions give the same game
        seat = match.to_move()[0]
        action = match.legal_actions(seat)[-1]
        assert [e.kind for e in match.apply(seat, action)] == [e.kind for e in again.apply(seat, action)]
    assert again.to_position() == match.to_position()


def test_load_finds_the_game_from_text():
    doc = played(5, 2).to_position()
    rebuilt = position.load(position.dumps(doc))
    assert isinstance(rebuilt, Pebbles) and rebuilt.to_position() == doc


def _broken(change):
    doc = copy.deepcopy(played(6, 2).to_position())
    change(doc)
    return doc


@pytest.mark.parametrize("change,words", [
    (lambda d: d.__setitem__("kind", "save"), "not a position"),
    (lambda d: d.__setitem__("game", "chess"), "does not have"),
    (lambda d: d.__setitem__("format", 99), "newer Game Shelf"),
    (lambda d: d.__setitem__("players", 9), "number of players"),
    (lambda d: d["state"]["hands"][0].append(1), "on the table"),          # a card too many
    (lambda d: d["state"].__setitem__("active", 7), "seat in charge"),
    (lambda d: d["state"].__setitem__("colour", 1), "unknown colour"),
    (lambda d: d["rng"].__setitem__("state", "00"), "generator"),
    (lambda d: d.__setitem__("seats", [{"name": "A", "controller": "human", "colour": 0}]), "seats"),
])
def test_inconsistent_positions_are_refused_with_words(change, words):
    with pytest.raises(PositionError, match=words):
        Pebbles.from_position(_broken(change))


def test_deep_or_huge_text_is_refused_before_parsing():
    with pytest.raises(PositionError, match="nested"):
        position.load("[" * 5000 + "]" * 5000)
