"""The balance figures: with --rotate each level sits in each seat on the same seeds, and the Final Challenge
report accounts for every seat of every game (issue 24: where a level's edge comes from)."""
from __future__ import annotations

from game.bfdi.balance import rotated, run


def test_rotate_seats_each_level_in_each_seat():
    assert rotated(["easy", "normal"], 2, 0) == ["easy", "normal"]
    assert rotated(["easy", "normal"], 2, 1) == ["normal", "easy"]
    assert rotated(["hard", "normal", "normal"], 3, 1) == ["normal", "hard", "normal"]


def test_finals_count_every_seat_and_every_win():
    figures = run(players=2, games=4, seed=3, levels=["easy", "normal"], mode="basic", rotate=True)
    assert set(figures["finals"]) == {"easy", "normal"}
    for rows in figures["finals"].values():
        assert sum(seats for seats, _ in rows.values()) == 4          # one seat a game for each level
    assert sum(wins for rows in figures["finals"].values() for _, wins in rows.values()) == 4
    assert sum(figures["win_rate_by_level"].values()) == 1.0
    for rows in figures["finals"].values():
        for key in rows:
            assert key == "none" or key.endswith("tokens") and int(key[0]) <= 3
