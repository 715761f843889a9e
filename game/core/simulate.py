"""Headless bot games: the engine of `python -m game simulate` and of the benchmarks.

Game i of a run plays seed + i, whoever plays it: with --jobs N the games are spread over N processes
and merged back in index order, so the summary equals the one-process run (timings aside).
"""
from __future__ import annotations

import multiprocessing
import random
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Sequence

from .bots import SeatWindow, make_bot
from .match import Match
from .registry import GameSpec, get

MAX_ACTIONS = 20_000   # a game longer than this is reported as an error (a loop in the rules)


@dataclass
class GameResult:
    seed: int
    winners: tuple[int, ...] = ()
    length: int = 0
    error: str | None = None
    seconds: float = 0.0
    decide_times: list[float] = field(default_factory=list)       # wall clock: what a player waits
    decide_cpu: list[float] = field(default_factory=list)         # this thread's CPU: the bot's own work


def play_game(spec: GameSpec, players: int, options: dict[str, Any], seed: int,
              levels: Sequence[str]) -> GameResult:
    result = GameResult(seed)
    start = time.perf_counter()
    try:
        match, bots, order = _seated(spec, players, options, seed, levels)
        while not match.over:
            if result.length >= MAX_ACTIONS:
                raise RuntimeError(f"no end after {MAX_ACTIONS} actions")
            movers = match.to_move()
            if not movers:
                raise RuntimeError(f"stuck after {result.length} actions: not over, but nobody is to move")
            seat = order.choice(movers)
            t, cpu = time.perf_counter(), time.thread_time()
            action = bots[seat].decide(SeatWindow(match, seat, turn=result.length))
            result.decide_times.append(time.perf_counter() - t)
            result.decide_cpu.append(time.thread_time() - cpu)
            match.apply(seat, action)
            result.length += 1
        result.winners = match.winners()
    except Exception as exc:  # reported per game, so one bad game does not hide the rest
        result.error = f"seed {seed}: {type(exc).__name__}: {exc}\n{traceback.format_exc(limit=4)}"
    result.seconds = time.perf_counter() - start
    return result


def _seated(spec: GameSpec, players: int, options: dict[str, Any], seed: int, levels: Sequence[str]):
    """A new match, its bots (levels cycled over the seats) and who answers first when several seats decide."""
    match = spec.create(players, options, seed)
    bots = [make_bot(spec, levels[s % len(levels)], s, seed * 101 + s) for s in range(players)]
    return match, bots, random.Random(seed)


def play_moves(spec: GameSpec, players: int, options: dict[str, Any], seed: int, levels: Sequence[str],
               moves: int) -> Match:
    """The match after the first `moves` actions of the game play_game() plays with the same arguments."""
    match, bots, order = _seated(spec, players, options, seed, levels)
    for turn in range(moves):
        if match.over:
            break
        seat = order.choice(match.to_move())
        match.apply(seat, bots[seat].decide(SeatWindow(match, seat, turn=turn)))
    return match


def _play_by_id(job: tuple) -> GameResult:
    """One game in a worker process (the spec travels by id: specs hold functions)."""
    game_id, players, options, seed, levels = job
    return play_game(get(game_id), players, options, seed, levels)


def _pool_context():
    """spawn everywhere: forking a process that has threads (the autosave writer, a bot thread) can copy a
    held lock into the child and hang it; spawned workers import the games afresh by id."""
    return multiprocessing.get_context("spawn")


def play_games(spec: GameSpec, players: int, options: dict[str, Any], seeds: Sequence[int],
               levels: Sequence[str], jobs: int = 1) -> list[GameResult]:
    """The games of these seeds, in this order, on `jobs` processes."""
    jobs = max(1, min(jobs, len(seeds)))
    if jobs == 1:
        return [play_game(spec, players, options, s, levels) for s in seeds]
    work = [(spec.id, players, options, s, list(levels)) for s in seeds]
    with _pool_context().Pool(jobs) as pool:
        return pool.map(_play_by_id, work, chunksize=max(1, len(work) // (jobs * 8)))


def simulate(spec: GameSpec, players: int, games: int, seed: int, levels: Sequence[str],
             options: dict[str, Any] | None = None, jobs: int = 1) -> dict[str, Any]:
    options = spec.resolve_options(options)
    low, high = spec.players_for(options)
    if not low <= players <= high:
        raise ValueError(f"{spec.title} takes {low} to {high} players, not {players}")
    results = play_games(spec, players, options, [seed + i for i in range(games)], levels, jobs)
    done = [r for r in results if r.error is None]
    wins = [0.0] * players
    for r in done:
        for w in r.winners:
            wins[w] += 1.0 / len(r.winners)
    times = sorted(t for r in results for t in r.decide_times)
    cpu = sorted(t for r in results for t in r.decide_cpu)
    return {
        "game": spec.id,
        "players": players,
        "options": options,
        "bots": list(levels),
        "games": games,
        "completed": len(done),
        "wins": wins,
        "no_winner": sum(1 for r in done if not r.winners),
        "mean_length": sum(r.length for r in done) / len(done) if done else 0.0,
        "seconds": sum(r.seconds for r in results),      # summed over games (CPU-ish), not the wall time
        "decide_p50_ms": 1000 * times[len(times) // 2] if times else 0.0,
        "decide_p99_ms": 1000 * times[int(len(times) * 0.99)] if times else 0.0,
        "decide_max_ms": 1000 * times[-1] if times else 0.0,
        "decide_cpu_max_ms": 1000 * cpu[-1] if cpu else 0.0,
        "errors": [r.error for r in results if r.error],
    }
