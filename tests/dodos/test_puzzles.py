"""Dodos puzzles (tests/dodos/puzzles/*.json, written by build.py): positions where one move is plainly right
(crossing the finish now) or plainly wasteful (a gamble that throws the lead away). Hard solves every one;
Normal solves those it is listed for. Each bot sees only its seat's window."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import Action, SeatWindow, registry
from game.core.bots import make_bot
from game.dodos.rules import DodosMatch

PUZZLES = sorted((Path(__file__).parent / "puzzles").glob("*.json"))
CASES = [(p, level) for p in PUZZLES for level in json.loads(p.read_text())["puzzle"]["levels"]]


def test_at_least_ten_puzzles():
    assert len(PUZZLES) >= 10


@pytest.mark.parametrize("path,level", CASES, ids=[f"{p.stem}-{lv}" for p, lv in CASES])
def test_bot_solves(path, level):
    doc = json.loads(path.read_text())
    want = doc["puzzle"]
    match = DodosMatch.from_position(doc["position"])
    seat = want["seat"]
    spec = registry.get("dodos")
    for seed in range(3):                   # not one lucky sample
        action = make_bot(spec, level, seat, seed).decide(SeatWindow(match, seat))
        if want["best"]:
            assert action in [Action.from_json(a) for a in want["best"]], (path.stem, seed, action)
        if want["not"]:
            assert action not in [Action.from_json(a) for a in want["not"]], (path.stem, seed, action)
