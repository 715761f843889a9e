"""The puzzles (tests/bfdi/puzzles/*.json, written by build.py there): positions where a good player sees the
move. Hard solves every one from its own seat's window; Normal solves the plain ones (`normal_too`). BFDI has no
move that wins the game at once (only Cake at Stake's die eliminates), so its plain puzzles are the moves that
save a character for sure."""
import json
from pathlib import Path

import pytest

from game.core import Action
from game.core.bots import SeatWindow, make_bot
from bfdi_helpers import SPEC
from game.bfdi.rules import BfdiMatch

PUZZLES = sorted((Path(__file__).parent / "puzzles").glob("*.json"))


def solves(level: str, puzzle: dict, seed: int) -> tuple[bool, Action]:
    m = BfdiMatch.from_position(puzzle["position"])
    seat = puzzle["seat"]
    action = make_bot(SPEC, level, seat, seed).decide(SeatWindow(m, seat))
    assert action in m.legal_actions(seat)
    if "solved_by" in puzzle:
        return action in [Action.from_json(a) for a in puzzle["solved_by"]], action
    return action not in [Action.from_json(a) for a in puzzle["not"]], action


def test_there_are_at_least_ten():
    assert len(PUZZLES) >= 10


@pytest.mark.parametrize("path", PUZZLES, ids=lambda p: p.stem)
def test_hard_solves(path):
    puzzle = json.loads(path.read_text())
    for seed in (1, 2):
        ok, action = solves("hard", puzzle, seed)
        assert ok, f"{path.stem} (seed {seed}): Hard chose {action}; {puzzle['teaches']}"


@pytest.mark.parametrize("path", [p for p in PUZZLES if json.loads(p.read_text())["normal_too"]], ids=lambda p: p.stem)
def test_normal_solves_the_plain_ones(path):
    puzzle = json.loads(path.read_text())
    ok, action = solves("normal", puzzle, 1)
    assert ok, f"{path.stem}: Normal chose {action}; {puzzle['teaches']}"
