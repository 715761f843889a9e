"""The coach of every game (issue 24): at seeded moments of every game, the hint is one of the seat's legal
moves, read from the seat's own window, and its sentence reads well with the players' names in it."""
from __future__ import annotations

import random

import pytest

from game.core import SeatWindow, get
from game.core.events import with_names
from wording import NAMES, problems


@pytest.mark.parametrize("game_id", ["bfdi", "dreamcatcher", "dodos", "dreaddraw"])
def test_every_hint_is_a_legal_move_with_a_sentence_that_reads_well(game_id):
    spec = get(game_id)
    assert spec.coach is not None
    told = 0
    for seed in range(3):
        match, rng = spec.create(3, {}, seed), random.Random(seed)
        for turn in range(60):
            if match.over:
                break
            seat = rng.choice(match.to_move())
            legal = match.legal_actions(seat)
            if turn % 6 == 0 and len(legal) > 1 and legal[0].kind != "throw":
                action, why = spec.coach(SeatWindow(match, seat, turn), seed)
                sentence = with_names(why, NAMES[:3])
                assert match.check(seat, action) is None, (action, why)
                assert sentence.strip().endswith(".") and "{" not in sentence and not problems(sentence), sentence
                told += 1
            match.apply(seat, rng.choice(legal))
    assert told >= 3
