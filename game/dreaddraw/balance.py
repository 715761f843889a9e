"""Balance figures from seeded bot games: `python -m game.dreaddraw.balance --players 3 --games 200 --bots normal`.

The games are `python -m game simulate`'s own (game/core/simulate.py's play_game: game i plays seed + i, seat s
the level levels[s % len(levels)]); this module keeps each finished match and reads what the log would show:
wins by seat, by level and by place after the seat that started, rounds and summons per game, abilities used.
"""
from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from dataclasses import replace
from multiprocessing import get_context

from game.core.registry import get
from game.core.simulate import play_game


def play(job: tuple) -> dict:
    """One game of simulate's, its finished match read for the figures."""
    players, levels, seed = job
    spec = get("dreaddraw")
    made = []

    def keep(*args):
        made.append(spec.new_match(*args))
        return made[-1]

    result = play_game(replace(spec, new_match=keep), players, {}, seed, levels)
    if result.error:
        raise RuntimeError(result.error)
    m = made[0]
    first = spec.create(players, {}, seed).active       # the seat the deal chose to start round 1
    return {"winner": m.winner, "after_first": (m.winner - first) % players, "length": result.length,
            "rounds": m.round, "summons": m.turns, "abilities": dict(m.fired)}


def run(players: int, games: int, seed: int, levels: list[str], jobs: int = 1) -> dict:
    start = time.perf_counter()
    work = [(players, levels, seed + i) for i in range(games)]
    if jobs > 1:
        with get_context("spawn").Pool(jobs) as pool:       # spawn, as simulate does
            results = pool.map(play, work)
    else:
        results = [play(w) for w in work]
    wins, by_level, after_first, abilities = Counter(), Counter(), Counter(), Counter()
    for r in results:
        wins[r["winner"]] += 1
        by_level[levels[r["winner"] % len(levels)]] += 1
        after_first[r["after_first"]] += 1
        abilities.update(r["abilities"])
    seats_of = Counter(levels[s % len(levels)] for s in range(players))
    mean = lambda key: round(sum(r[key] for r in results) / games, 2)      # noqa: E731
    return {
        "players": players, "bots": levels, "games": games, "seed": seed,
        "wins": [wins[s] for s in range(players)],
        # wins per seat of each level: 1/players means no better than an average seat
        "win_rate_per_seat": {k: round(by_level[k] / (games * n), 3) for k, n in sorted(seats_of.items())},
        # 0 is the seat that started round 1, 1 the next to its left, ...
        "wins_by_place_after_first": [after_first[k] for k in range(players)],
        "mean_rounds": mean("rounds"), "mean_summons": mean("summons"), "mean_length": mean("length"),
        "abilities_per_game": {k: round(v / games, 3) for k, v in sorted(abilities.items())},
        "seconds": round(time.perf_counter() - start, 1),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="normal", help="levels in seat rotation, e.g. easy,hard")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    a = ap.parse_args()
    print(json.dumps(run(a.players, a.games, a.seed, a.bots.split(","), a.jobs), indent=1))


if __name__ == "__main__":
    main()
