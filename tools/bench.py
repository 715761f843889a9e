"""`make bench`: performance figures, printed (never pass/fail). Copy the output into docs/PERFORMANCE.md.

Sections: headless games per second and bot decision times per game; save loading at 100, 1,000 and
10,000 actions (should grow linearly); frame times per screen at 1920x1080 with the dummy driver;
per-game extras (physics, geometry); cold start of the packaged app beside a bare pygame window.
Run a subset: `python tools/bench.py games saves frames extras start`.
"""
from __future__ import annotations

import os
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core import games  # noqa: E402
from game.core.simulate import play_game  # noqa: E402


def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))] if values else 0.0


def bench_games() -> None:
    print("\n## Headless games and bot decisions")
    print(f"{'game':<14}{'players':>8}{'games/s (random)':>18}{'actions/game':>14}"
          f"{'normal p50 ms':>15}{'hard p50 ms':>13}{'hard max ms':>13}")
    for spec in games():
        players = max(spec.min_players, 3 if spec.max_players >= 3 else spec.min_players)
        t = time.perf_counter()
        results = [play_game(spec, players, spec.resolve_options({}), s, ["random"]) for s in range(20)]
        rate = len(results) / (time.perf_counter() - t)
        length = statistics.mean(r.length for r in results)
        normal = play_game(spec, players, spec.resolve_options({}), 1, ["normal"]).decide_times
        hard = play_game(spec, players, spec.resolve_options({}), 2, ["hard"]).decide_times
        print(f"{spec.id:<14}{players:>8}{rate:>18.1f}{length:>14.0f}"
              f"{1000 * pct(normal, 50):>15.1f}{1000 * pct(hard, 50):>13.1f}{1000 * max(hard, default=0):>13.1f}")


def bench_saves() -> None:
    """Loading replays every action: time per size shows whether it grows linearly."""
    from game.core import Action, Event, GameSpec, Match, SeatInfo, register, saves
    from game.core.saves import Record

    class Endless(Match):
        """A game that never ends: each action rolls a die and moves a counter."""
        def __init__(self, players, options, seed, first):
            super().__init__(players, options, seed)
            self.total, self.turn = 0, 0
        def to_move(self): return (self.turn,)
        def legal_actions(self, seat): return [Action.make("roll"), Action.make("step", n=1)]
        def _apply(self, seat, action):
            self.total += self.rng.randint(1, 6) if action.kind == "roll" else 1
            self.turn = 1 - self.turn
            return [Event("moved", "{p%d} moves" % seat)]
        def view(self, seat): return {"total": self.total}
        over = False
        def winners(self): return ()

    register(GameSpec("bench-endless", "Endless (benchmark)", 2, 2, Endless))
    print("\n## Loading saves (parse + replay)")
    print(f"{'actions':>8}{'ms':>10}{'us/action':>12}")
    for n in (100, 1_000, 10_000):
        actions = [(i % 2, Action.make("roll") if i % 3 else Action.make("step", n=1)) for i in range(n)]
        text = saves.dumps(Record("bench-endless", 1, {}, [SeatInfo("A"), SeatInfo("B")], 1, None, actions))
        best = min(_timed(lambda: saves.replay(saves.loads(text))) for _ in range(3))
        print(f"{n:>8}{1000 * best:>10.1f}{1e6 * best / n:>12.1f}")
    print("Full bot games of each game, loaded from their save:")
    for spec in games():
        if spec.id == "bench-endless":
            continue
        players = max(spec.min_players, 3 if spec.max_players >= 3 else spec.min_players)
        record = _bot_game_record(spec, players)
        text = saves.dumps(record)
        best = min(_timed(lambda: saves.replay(saves.loads(text))) for _ in range(3))
        print(f"  {spec.id:<14}{len(record.actions):>7} actions {1000 * best:>8.1f} ms"
              f" ({1e6 * best / max(1, len(record.actions)):.0f} us/action)")


def _timed(fn) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def _bot_game_record(spec, players):
    from game.core import SeatInfo, SeatWindow, Table, make_bot
    table = Table.new(spec.id, [SeatInfo(f"P{i}", "random") for i in range(players)], seed=5)
    bots = [make_bot(spec, "random", s, s) for s in range(players)]
    while not table.match.over and len(table.record.actions) < 20_000:
        seat = table.match.to_move()[0]
        table.act(seat, bots[seat].decide(SeatWindow(table.match, seat)))
    return table.record


if __name__ == "__main__":
    wanted = set(sys.argv[1:]) or {"games", "saves", "frames", "extras", "start"}
    print(f"# Game Shelf benchmark\nmachine: {platform.platform()}, Python {platform.python_version()}, "
          f"{os.cpu_count()} cores")
    if "games" in wanted:
        bench_games()
    if "saves" in wanted:
        bench_saves()
