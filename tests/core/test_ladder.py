"""`python -m game ladder`: every level against every other in both seat orders, shares with 95% intervals,
ratings with Random at 0 (issue 24)."""
from __future__ import annotations

import json

import pytest

from game.core import get, make_bot
from game.core.cli import main
from game.core.ladder import Pairing, ratings, seatings, wilson


def test_wilson_interval_is_the_textbook_one():
    low, high = wilson(60, 100)
    assert round(low, 3) == 0.502 and round(high, 3) == 0.691
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_a_level_sits_in_every_seat_in_turn():
    assert seatings("hard", "normal", 2) == [["hard", "normal"], ["normal", "hard"]]
    assert seatings("a", "b", 3) == [["a", "b", "b"], ["b", "a", "b"], ["b", "b", "a"]]


def test_ratings_anchor_the_first_level_and_follow_the_shares():
    pairs = [Pairing("easy", "random", 100, 0.76, 0, 1, 0), Pairing("normal", "random", 100, 0.91, 0, 1, 0),
             Pairing("normal", "easy", 100, 0.76, 0, 1, 0)]
    r = ratings(pairs, 2, ["random", "easy", "normal"])
    assert r["random"] == 0 and 150 < r["easy"] < 250 and r["normal"] > r["easy"] + 150


def test_a_fair_share_at_three_seats_is_even_odds():
    assert Pairing("a", "b", 90, 1 / 3, 0, 1, 0).odds(3) == pytest.approx(1.0)


def test_hard10_is_hard_with_ten_times_the_budget():
    bot = make_bot(get("pebbles"), "hard10")
    assert bot.iterations == 10 * make_bot(get("pebbles"), "hard").iterations


def test_the_command_prints_every_pairing_and_a_rating_per_level(capsys):
    assert main(["ladder", "pebbles", "--games", "6", "--levels", "random,easy,normal", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert [(p["a"], p["b"]) for p in result["pairings"]] == [("easy", "random"), ("normal", "random"),
                                                              ("normal", "easy")]
    assert all(p["games"] == 6 for p in result["pairings"])
    assert list(result["ratings"]) == ["random", "easy", "normal"] and result["ratings"]["random"] == 0
    assert main(["ladder", "pebbles", "--games", "2", "--levels", "random,easy"]) == 0
    assert "rating (Elo-style, random = 0)" in capsys.readouterr().out
    assert main(["ladder", "pebbles", "--games", "0"]) == 2
