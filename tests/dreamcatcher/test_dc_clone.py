"""The hand-written clone (bots and simulate copy the match every decision) is a true, independent copy."""
from __future__ import annotations

import copy
import random

import pytest

from dc_helpers import new


def _state(m) -> dict:
    d = dict(m.__dict__)
    d["rng"] = m.rng.getstate()        # (a deep copy restarts the draw counter; the clone keeps it)
    return d


@pytest.mark.parametrize("mode", ["basic", "restless", "coop"])
def test_clone_equals_a_deep_copy_and_shares_nothing_that_changes(mode):
    rng = random.Random(4)
    match = new(3, seed=9, first=None, mode=mode, level=3)
    while not match.over:
        twin, deep = match.clone(), copy.deepcopy(match)
        assert _state(twin) == _state(deep) and twin.rng.draws == match.rng.draws
        seat = rng.choice(match.to_move())
        action = rng.choice(match.legal_actions(seat))
        before = _state(copy.deepcopy(match))
        events = twin.apply(seat, action)                  # play on the copy: the original is untouched
        assert _state(match) == before
        assert [e.text for e in match.apply(seat, action)] == [e.text for e in events]
        assert _state(match) == _state(twin)               # and both went the same way (same chance)
