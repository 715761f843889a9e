"""Shared checks for every game's positions: random play, then a rebuilt match must be the same match.

Each game's tests/<game>/test_position.py calls these (`from positions import round_trip, refused, ...`: conftest.py
puts tests/ on sys.path) for every variant and many seeds (see round_trip()).
"""
from __future__ import annotations

import copy
import itertools
import json
import random

import pytest

from game.core import get, position
from game.core.position import PositionError


def variants(game_id: str) -> list[dict]:
    """Every combination of the game's options (the setup screen's choices)."""
    spec = get(game_id)
    keys = [o.key for o in spec.options]
    return [dict(zip(keys, values)) for values in itertools.product(*(o.values for o in spec.options))]


def random_state(game_id: str, seed: int, options: dict, players: int | None = None, moves: int | None = None):
    """A match reached by seeded random legal play (a random number of moves, maybe to the end)."""
    spec = get(game_id)
    rng = random.Random(seed)
    low, high = spec.players_for(spec.resolve_options(options))
    players = players or rng.randint(low, high)
    match = spec.create(players, options, seed)
    moves = rng.randint(0, 400) if moves is None else moves
    for _ in range(moves):
        if match.over:
            break
        seat = rng.choice(match.to_move())
        actions = match.legal_actions(seat)
        match.apply(seat, rng.choice(actions))
    return match


def round_trip(match, play_on: int = 60, seed: int = 0) -> None:
    """Rebuilt from its position (through JSON text), the match has the same position, legal actions and views,
    and plays on exactly as the original with the same actions (the generator came along)."""
    doc = match.to_position()
    text = position.dumps(doc)
    again = type(match).from_position(json.loads(text))
    assert again.to_position() == doc
    assert position.load(text).to_position() == doc
    _same_now(match, again)
    rng = random.Random(seed)
    for _ in range(play_on):
        if match.over:
            break
        seat = rng.choice(match.to_move())
        action = rng.choice(match.legal_actions(seat))
        first = [(e.kind, e.data) for e in match.apply(seat, action)]
        second = [(e.kind, e.data) for e in again.apply(seat, action)]
        assert first == second
    assert again.to_position() == match.to_position()
    _same_now(match, again)


def _same_now(match, again) -> None:
    assert again.over == match.over and again.to_move() == match.to_move()
    if match.over:
        assert again.winners() == match.winners()
    for seat in list(range(match.players)) + [None]:
        assert again.view(seat) == match.view(seat)
        if seat is not None:
            assert again.legal_actions(seat) == match.legal_actions(seat)


def refused(doc: dict, change, words: str) -> None:
    """A copy of `doc` changed by change(doc) is refused with a PositionError whose message matches `words`."""
    broken = copy.deepcopy(doc)
    change(broken)
    with pytest.raises(PositionError, match=words):
        position.load(broken)
