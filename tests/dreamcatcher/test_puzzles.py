"""Dream Catcher puzzles (issue 24): positions where one choice is right; Hard solves every one, Normal the ones
marked for it. The puzzles are written by puzzles/build.py; each names what it teaches."""
from __future__ import annotations

import json
import pathlib

import pytest

from game.core import Action, SeatWindow, make_bot
from game.dreamcatcher import SPEC
from game.dreamcatcher.bots import hint
from game.dreamcatcher.rules import DreamCatcherMatch

PUZZLES = sorted((pathlib.Path(__file__).parent / "puzzles").glob("*.json"))
SEEDS = range(8)           # a bot's eye and hand differ by seed: every seed must solve it


def load(path: pathlib.Path):
    doc = json.loads(path.read_text())
    return doc, DreamCatcherMatch.from_position(doc["position"])


def solves(match, seat: int, action: Action, solved: dict) -> bool:
    if "covers" in solved:
        after = match.clone()
        after.apply(seat, action)
        return after.placements[-1]["covered"]
    def matches(want: dict) -> bool:
        return action.kind == want["kind"] and all(action.get(k) == v for k, v in want.items() if k != "kind")
    if "none_of" in solved:
        return not any(matches(w) for w in solved["none_of"])
    return any(matches(w) for w in solved["any_of"])


def test_there_are_at_least_ten_puzzles():
    assert len(PUZZLES) >= 10


@pytest.mark.parametrize("path", PUZZLES, ids=[p.stem for p in PUZZLES])
def test_hard_solves_every_puzzle_and_normal_the_one_move_ones(path):
    doc, match = load(path)
    seat = doc["seat"]
    assert seat in match.to_move()
    for level in ("hard", "normal") if doc["normal"] else ("hard",):
        for seed in SEEDS:
            action = make_bot(SPEC, level, seat, seed).decide(SeatWindow(match, seat))
            assert match.check(seat, action) is None
            assert solves(match, seat, action, doc["solved"]), (level, seed, action)


@pytest.mark.parametrize("path", PUZZLES, ids=[p.stem for p in PUZZLES])
def test_the_coach_gives_the_answer_and_says_why(path):
    doc, match = load(path)
    action, why = hint(SeatWindow(match, doc["seat"]), 3)
    assert match.check(doc["seat"], action) is None and solves(match, doc["seat"], action, doc["solved"])
    assert why.endswith(".") and "{" not in why and len(why) < 160
