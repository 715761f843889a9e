"""The balance figures are read from simulate's own games: the same seeds give the same wins and lengths."""
from __future__ import annotations

from game.core import get
from game.core.simulate import simulate
from game.dreaddraw.balance import run


def test_balance_reads_the_games_simulate_plays():
    figures = run(players=3, games=4, seed=7, levels=["easy", "normal"])
    same = simulate(get("dreaddraw"), 3, 4, 7, ["easy", "normal"])
    assert figures["wins"] == same["wins"] and figures["mean_length"] == round(same["mean_length"], 2)
    assert sum(figures["wins_by_place_after_first"]) == 4 and figures["mean_rounds"] >= 1
    assert figures["abilities_per_game"] and set(figures["win_rate_per_seat"]) == {"easy", "normal"}
