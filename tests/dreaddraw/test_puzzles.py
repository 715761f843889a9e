"""Puzzles: positions with one right idea (tests/dreaddraw/puzzles/*.json, made by make_puzzles.py).

Hard solves every one; Normal solves the one-move wins. `solved` lists the acceptable actions (`any_of`) or the
wasteful ones (`not`).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import Action, SeatWindow, make_bot
from game.core.events import with_names
from game.dreaddraw.rules import DreadDraw

from dreaddraw.dd_helpers import SPEC

PUZZLES = sorted(Path(__file__).with_name("puzzles").glob("*.json"))
CASES = [(p, level) for p in PUZZLES for level in ("hard", "normal")
         if level == "hard" or json.loads(p.read_text())["normal"]]


def test_there_are_ten_puzzles_or_more():
    assert len(PUZZLES) >= 10


def solves(doc: dict, action: Action) -> bool:
    solved = {k: [Action.from_json(a) for a in v] for k, v in doc["solved"].items()}
    return action in solved.get("any_of", [action]) and action not in solved.get("not", [])


@pytest.mark.parametrize("path,level", CASES, ids=[f"{p.stem}-{lv}" for p, lv in CASES])
@pytest.mark.parametrize("seed", [0, 1])
def test_bot_solves_the_puzzle(path: Path, level: str, seed: int):
    doc = json.loads(path.read_text())
    m = DreadDraw.from_position(doc["position"])
    seat = doc["seat"]
    assert m.to_move() == (seat,)
    action = make_bot(SPEC, level, seat, seed).decide(SeatWindow(m, seat))
    assert action in m.legal_actions(seat)
    assert solves(doc, action), f"{level} plays {action} ({doc['teaches']})"


@pytest.mark.parametrize("path", PUZZLES, ids=[p.stem for p in PUZZLES])
def test_the_coach_gives_hards_move_and_one_sentence(path: Path):
    doc = json.loads(path.read_text())
    m = DreadDraw.from_position(doc["position"])
    seat = doc["seat"]
    action, why = SPEC.coach(SeatWindow(m, seat), 3)
    assert action == make_bot(SPEC, "hard", seat, 3).decide(SeatWindow(m, seat))
    assert solves(doc, action)
    assert why.endswith(".") and why.count(". ") == 0 and 20 < len(why) < 140, why
    assert "{" not in with_names(why, ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay"])   # players named as in the log


def test_the_coach_says_why_death_wins_now():
    doc = json.loads(Path(__file__).with_name("puzzles").joinpath("death_in_reserves_wins_the_game.json").read_text())
    _, why = SPEC.coach(SeatWindow(DreadDraw.from_position(doc["position"]), 0), 0)
    assert why == "Summon Death from your reserves: its ability wins the round now."
