"""Balance figures from bot games: `python -m game.bfdi.balance --players 3 --games 500 --bots normal`.

Counts what the log shows (seat wins, Challenges per game, abilities used, Scenes played by type,
Alliance offers, Star trades) over seeded games, in parallel processes when asked. `--head-start K` deals
one seat (each in turn) K more Scenes at setup and reports its share of the wins: how much a resource edge
is worth between equal bots, a yardstick for how much any bot's skill can win (issue 24). `--rotate` seats the
levels in each order on the same seeds; `--finals` reports, by level, how many of the last three characters a seat
held when the Final Challenge began and how many Win Tokens it had in hand, with its share of the wins from there:
where a level's edge comes from (docs/balance/bfdi-ladder.md).
"""
from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from multiprocessing import Pool

from game.core.bots import SeatWindow, make_bot
from game.core.registry import get

from .bots import tokens_held
from .data import character, scene_type

FINAL = 3            # characters left when the Final Challenge begins


def at_final(m, seat: int) -> tuple[int, int]:
    """A seat's characters and Win Tokens in hand (Scenes) at the Final Challenge."""
    return len(m.chars_of(seat)), tokens_held(m, seat)


def play_one(args: tuple) -> dict:
    players, mode, levels, seed, head_start, favoured = args
    spec = get("bfdi")
    m = spec.create(players, {"mode": mode}, seed)
    m.draw(favoured, head_start)
    bots = [make_bot(spec, levels[s % len(levels)], s, seed * 101 + s) for s in range(players)]
    counts: Counter = Counter()
    slowest = 0.0
    final = None
    while not m.over:
        if final is None and m.phase == "turns" and len(m.board.where) <= FINAL:
            final = [at_final(m, s) for s in range(players)]
        seat = m.to_move()[0]
        t = time.perf_counter()
        action = bots[seat].decide(SeatWindow(m, seat))
        slowest = max(slowest, time.perf_counter() - t)
        for e in m.apply(seat, action):
            if e.kind == "ability":
                counts["ability:" + character(e.data["char"])["name"]] += 1
            elif e.kind == "play":
                counts["scene:" + scene_type(e.data["card"])] += 1
            elif e.kind in ("offer", "alliance", "trade", "token_saves", "reroll"):
                counts[e.kind] += 1
    return {"winner": m.winner, "challenges": m.round, "counts": counts, "slowest": slowest,
            "first": m.first, "favoured": favoured, "final": final, "levels": levels}


def finals(results: list[dict], players: int) -> dict:
    """By level: 'characters of 3, Win Tokens in hand' at the Final -> [seats, wins]; 'none' where the game ended
    before it."""
    out: dict = {}
    for r in results:
        for s in range(players):
            level = r["levels"][s % len(r["levels"])]
            key = "none" if r["final"] is None else "%d chars, %d tokens" % tuple(r["final"][s])
            row = out.setdefault(level, {}).setdefault(key, [0, 0])
            row[0] += 1
            row[1] += r["winner"] == s
    return {lv: dict(sorted(rows.items())) for lv, rows in out.items()}


def rotated(levels: list[str], players: int, k: int) -> list[str]:
    """The levels (cycled over the seats) moved k seats on: over k = 0..players-1 each level takes each seat."""
    full = [levels[s % len(levels)] for s in range(players)]
    return full[-k:] + full[:-k] if k else full


def run(players: int, games: int, seed: int, levels: list[str], mode: str, procs: int = 1,
        head_start: int = 0, rotate: bool = False) -> dict:
    mirror = players if head_start or rotate else 1     # each seed once with each seat favoured, or each seating
    jobs = [(players, mode, rotated(levels, players, i % players) if rotate else levels, seed + i // mirror,
             head_start, i % players) for i in range(games)]
    start = time.perf_counter()
    if procs > 1:
        with Pool(procs) as pool:
            results = pool.map(play_one, jobs, chunksize=4)
    else:
        results = [play_one(j) for j in jobs]
    wins = [0] * players
    total: Counter = Counter()
    for r in results:
        wins[r["winner"]] += 1
        total.update(r["counts"])
    by_level: Counter = Counter()
    for r in results:
        by_level[r["levels"][r["winner"] % len(r["levels"])]] += 1
    favoured = sum(r["winner"] == r["favoured"] for r in results) / games
    return {"players": players, "mode": mode, "bots": levels, "games": games, "seed": seed, "wins": wins,
            "head_start": head_start, "head_start_share": favoured if head_start else None,
            "win_rate_by_level": {k: v / games for k, v in by_level.items()},
            "challenges_per_game": sum(r["challenges"] for r in results) / games,
            "per_game": {k: round(v / games, 3) for k, v in sorted(total.items())},
            "slowest_decision_ms": round(1000 * max(r["slowest"] for r in results), 1),
            "finals": finals(results, players),
            "seconds": round(time.perf_counter() - start, 1)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bots", default="normal")
    p.add_argument("--mode", default="basic")
    p.add_argument("--procs", type=int, default=1)
    p.add_argument("--head-start", type=int, default=0, help="Scenes more for one seat (each in turn)")
    p.add_argument("--rotate", action="store_true", help="each level in each seat in turn, on the same seeds")
    p.add_argument("--finals", action="store_true", help="only the Final Challenge report (see the docstring)")
    a = p.parse_args()
    result = run(a.players, a.games, a.seed, a.bots.split(","), a.mode, a.procs, a.head_start, a.rotate)
    if a.finals:
        result = {k: result[k] for k in ("players", "bots", "games", "seed", "win_rate_by_level", "finals")
                  if k in result}
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
