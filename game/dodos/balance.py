"""Balance figures from seeded bot games: `python -m game.dodos.balance --games 200 --players 4`.

Seats are given levels in rotation so that no level always sits in the same chair. Reports win
rates by level, rounds per game, wins by Dodino and by starting seat, and how each colour fares.
"""
from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import Counter
from multiprocessing import Pool

from game.core import SeatWindow, get

from .data import CARDS, DODINOS


def play(args: tuple) -> dict:
    seed, players, levels, options = args
    spec = get("dodos")
    match = spec.create(players, options, seed)
    seat_levels = [levels[(s + seed) % len(levels)] for s in range(players)]
    bots = [spec.bot_factory(seat_levels[s], s, seed * 101 + s) for s in range(players)]
    played: Counter = Counter()
    by_seat = [Counter() for _ in range(players)]
    worst = 0.0
    throws = hits = 0
    while not match.over:
        seat = match.to_move()[0]
        t = time.perf_counter()
        action = bots[seat].decide(SeatWindow(match, seat))
        worst = max(worst, time.perf_counter() - t)
        if action.kind in ("play", "green"):
            played[CARDS[action["card"]].colour] += 1
            by_seat[seat][CARDS[action["card"]].colour] += 1
        if action.kind == "throw":
            throws += 1
            hits += bool(action["hits"])
        match.apply(seat, action)
    start = (match.first - match.round) % players      # the Dodo token passed once at the end of every round
    start_order = [(start + k) % players for k in range(players)]
    return {"winners": [seat_levels[w] for w in match.winners()], "rounds": match.round,
            "dodinos": [DODINOS[match.dodino[w]].name for w in match.winners()],
            "start_seat": [start_order.index(w) for w in match.winners()], "share": len(match.winners()),
            "played": dict(played), "winner_played": dict(sum((by_seat[w] for w in match.winners()), Counter())),
            "worst": worst, "throws": throws, "hits": hits}


def run(games: int, players: int, levels: list[str], options: dict, seed: int = 1, procs: int = 2) -> dict:
    jobs = [(seed + i, players, levels, options) for i in range(games)]
    t = time.perf_counter()
    if procs <= 1:  # --jobs 1: no worker processes (a shared machine)
        results = [play(job) for job in jobs]
    else:
        with Pool(procs) as pool:
            results = pool.map(play, jobs, chunksize=4)
    wins: Counter = Counter()
    dodino: Counter = Counter()
    start: Counter = Counter()
    played: Counter = Counter()
    winner_played: Counter = Counter()
    for r in results:
        winner_played.update(r["winner_played"])
        for w in r["winners"]:
            wins[w] += 1 / r["share"]
        for d in r["dodinos"]:
            dodino[d] += 1 / r["share"]
        for s in r["start_seat"]:
            start[s] += 1 / r["share"]
        played.update(r["played"])
    seats_per_level = Counter(levels[(s + i) % len(levels)] for i in range(games) for s in range(players))
    return {
        "games": games, "players": players, "levels": levels, "options": options,
        "seconds": round(time.perf_counter() - t, 1),
        # wins per seat-game of each level: 1/players means no better than an average seat
        "win_rate_per_seat": {k: round(wins[k] / seats_per_level[k], 3) for k in sorted(set(levels))},
        "wins": {k: round(v, 1) for k, v in wins.items()},
        "mean_rounds": round(sum(r["rounds"] for r in results) / games, 2),
        # spread of race lengths and the throw count, for margins of error on the means and rates
        "rounds_sd": round(statistics.pstdev(r["rounds"] for r in results), 2),
        "throws": sum(r["throws"] for r in results),
        "rounds_range": [min(r["rounds"] for r in results), max(r["rounds"] for r in results)],
        "wins_by_dodino": {k: round(v, 1) for k, v in sorted(dodino.items())},
        "wins_by_start_seat": {k: round(v, 1) for k, v in sorted(start.items())},
        "cards_played": dict(played),
        # a colour that wins races shows up more in the winners' plays than in everyone's
        "colour_share_all": {k: round(v / sum(played.values()), 3) for k, v in sorted(played.items())},
        "colour_share_winners": {k: round(v / sum(winner_played.values()), 3)
                                 for k, v in sorted(winner_played.items())},
        "throw_hit_rate": round(sum(r["hits"] for r in results) / max(1, sum(r["throws"] for r in results)), 3),
        "worst_decision_ms": round(1000 * max(r["worst"] for r in results), 1),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--levels", default="normal")
    ap.add_argument("--track", default="jungle")
    ap.add_argument("--abilities", default="off")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (1: play in this process)")
    a = ap.parse_args()
    print(json.dumps(run(a.games, a.players, a.levels.split(","), {"track": a.track, "abilities": a.abilities},
                         a.seed, a.jobs), indent=1))


if __name__ == "__main__":
    main()
