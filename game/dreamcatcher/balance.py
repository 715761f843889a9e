"""Balance figures from seeded bot games: `python -m game.dreamcatcher.balance --players 3 --games 200`.

Plays the very nights `python -m game simulate` plays (game.core.simulate.play_moves: the same seats, bots
and seeds; levels cycle over the seats) and reads how each one ended: who won and from which chair of the
first round, why the night ended, how many rounds it took, the tokens on the boards (together: the
Nightmares overcome). Add `--option mode=coop --option level=3` for a variant, `--jobs 2` for processes.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import time
from collections import Counter
from typing import Any

from game.core import get
from game.core.cli import option       # KEY=VALUE read as simulate reads it (level=3 is a number)
from game.core.simulate import MAX_ACTIONS, play_moves


def night(job: tuple) -> dict[str, Any]:
    """One whole seeded night, read from where it ended."""
    players, options, levels, seed = job
    match = play_moves(get("dreamcatcher"), players, options, seed, levels, MAX_ACTIONS)
    start = (match.first - (match.round - 1)) % players      # the first player moves on once a round
    return {"winners": list(match.winners()), "chairs": [(w - start) % players for w in match.winners()],
            "rounds": match.round, "reason": match.end_reason, "tokens": [len(b) for b in match.boards],
            "overcome": len(match.aside_cards)}


def run(players: int, games: int, seed: int, levels: list[str], options: dict[str, Any], jobs: int = 1) -> dict:
    options = get("dreamcatcher").resolve_options(options)
    work = [(players, options, levels, seed + i) for i in range(games)]
    t = time.perf_counter()
    if jobs > 1:      # spawned, as simulate's workers are: a forked bot thread could hang a child
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            nights = pool.map(night, work, chunksize=4)
    else:
        nights = [night(job) for job in work]
    return {"players": players, "games": games, "options": options, "bots": levels,
            "seconds": round(time.perf_counter() - t, 1), **figures(nights, players, levels)}


def figures(nights: list[dict], players: int, levels: list[str]) -> dict[str, Any]:
    games = len(nights)
    wins_by_level, wins_by_chair = Counter(), Counter()
    for n in nights:
        for w, chair in zip(n["winners"], n["chairs"]):
            wins_by_level[levels[w % len(levels)]] += 1 / len(n["winners"])
            wins_by_chair[chair + 1] += 1 / len(n["winners"])
    seat_games = Counter(levels[s % len(levels)] for s in range(players))
    rounds = [n["rounds"] for n in nights]
    tokens = [t for n in nights for t in n["tokens"]]
    winning = [n["tokens"][w] for n in nights for w in n["winners"]]
    return {
        # wins per seat-game of each level: 1/players is an average seat (together, everyone wins at once)
        "win_rate_per_seat": {k: round(wins_by_level[k] / (seat_games[k] * games), 3) for k in sorted(seat_games)},
        # chair 1 flips the first Nightmare: a fair game shares wins evenly over the chairs
        "wins_by_chair": {k: round(v, 1) for k, v in sorted(wins_by_chair.items())},
        "no_winner": sum(1 for n in nights if not n["winners"]),
        "shared_wins": sum(1 for n in nights if len(n["winners"]) > 1),
        "end_reasons": dict(sorted(Counter(n["reason"] for n in nights).items())),
        "mean_rounds": round(statistics.fmean(rounds), 2), "rounds_sd": round(statistics.pstdev(rounds), 2),
        "rounds_range": [min(rounds), max(rounds)],
        "mean_tokens": round(statistics.fmean(tokens), 2),
        "mean_winner_tokens": round(statistics.fmean(winning), 2) if winning else 0.0,
        "tokens_per_round": round(sum(tokens) / sum(rounds) / players, 3),
        "mean_overcome": round(statistics.fmean(n["overcome"] for n in nights), 2),
    }


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="normal", help="levels, cycled over the seats: easy,hard")
    ap.add_argument("--option", type=option, action="append", default=[], help="a variant: KEY=VALUE (mode=coop)")
    ap.add_argument("--jobs", type=int, default=1)
    a = ap.parse_args(argv)
    print(json.dumps(run(a.players, a.games, a.seed, a.bots.split(","), dict(a.option), a.jobs), indent=1))


if __name__ == "__main__":
    main()
