"""`make bench`: performance figures, printed (never pass/fail). Copy the output into docs/PERFORMANCE.md.

Sections: headless games per second and bot decision times per game; save loading at 100, 1,000 and
10,000 actions (should grow linearly); frame times per screen at 1920x1080 with the dummy driver;
per-game extras (physics, geometry); cold start of the packaged app beside a bare pygame window;
hitches: every frame of play, screen changes, resizes, curtains and human input (tools/hitch.py).
Run a subset: `python tools/bench.py games saves frames extras start hitches`.
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
        if spec.id.startswith("bench-"):
            continue
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


def bench_frames() -> None:
    """Draw time per screen at 1920x1080 with the dummy driver (update excluded: bots think there)."""
    from game.core import SeatInfo, Table
    from scenes.app import App
    from scenes.driver import Driver
    from scenes.host import HostScene
    from scenes.screens.pause import PauseMenu
    from scenes.screens.rules import RulesScreen
    from scenes.screens.settings_screen import SettingsScreen
    from scenes.screens.setup import Setup
    from scenes.screens.title import Title
    from scenes.settings import Settings

    app = App((1920, 1080), settings=Settings(), sync_bots=True)
    drive = Driver(app)
    print("\n## Frame draw time at 1920x1080 (dummy video driver)")
    print(f"{'screen':<28}{'p50 ms':>8}{'p99 ms':>8}")

    def measure(name, frames=240, between=None):
        times = []
        drive.frames(10)          # warm the caches: steady state is what a player sees
        for i in range(frames):
            drive.frames(1)
            if between:
                between(i)
            t = time.perf_counter()
            app.draw(app.screen)
            times.append(time.perf_counter() - t)
        print(f"{name:<28}{1000 * pct(times, 50):>8.2f}{1000 * pct(times, 99):>8.2f}")

    specs = [spec for spec in games() if not spec.id.startswith("bench-")]
    app.reset(Title(app))
    measure("title")
    app.push(SettingsScreen(app))
    measure("settings")
    app.pop()
    if specs:
        app.push(Setup(app, specs[0]))
        measure("setup")
        app.push(RulesScreen(app, specs[0]))
        measure("rules")
    for spec in specs:
        players = max(spec.players_for({})[0], min(3, spec.max_players))
        seats = [SeatInfo(f"Bot {i + 1}", "normal", i) for i in range(players)]
        host = app.reset(HostScene(app, Table.new(spec.id, seats, {}, 3)))
        drive.frames(120)
        measure(f"{spec.id} (bots playing)", 360)
        app.push(PauseMenu(app, host))
        measure(f"{spec.id} pause menu", 60)


def bench_start() -> None:
    """Cold start to the first drawn frame: the packaged app beside a bare pygame window packaged the same way."""
    import subprocess
    dist = ROOT / "dist"
    app = dist / "gameshelf" / "gameshelf"
    bare = dist / "barewindow" / "barewindow"
    print("\n## Cold start of the packaged app (to first frame, then exit)")
    if not bare.exists():
        subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                        str(ROOT / "tools" / "barewindow.spec")], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    if not app.exists():
        print("  (build the app first: make exe)")
        return
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")

    def start(cmd):
        runs = []
        for _ in range(5):
            t = time.perf_counter()
            subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            runs.append(time.perf_counter() - t)
        return statistics.median(runs)

    ours = start([str(app), "--screenshot", "/tmp/gameshelf-start.png", "--frames", "1"])
    base = start([str(bare)])
    print(f"  gameshelf {1000 * ours:.0f} ms, bare pygame window {1000 * base:.0f} ms, ratio {ours / base:.2f}")


def bench_dreamcatcher() -> None:
    from game.dreamcatcher.data import NIGHTMARES, TOYS, smallest_toy_kind
    from game.dreamcatcher.geometry import slack
    from scenes.dreamcatcher.drive import drag_frame_times
    print("\n## Dream Catcher")
    sil = NIGHTMARES[0].silhouette
    x, y = sil.best
    n = 20_000
    t = _timed(lambda: [sil.covered_by(x + 0.01 * (i % 7), y, 1.0) for i in range(n)])
    print(f"  cover check: {1e6 * t / n:.1f} us per call (budget: well under 100 us a frame)")
    smallest_toy_kind.cache_clear()
    t = _timed(lambda: ([slack(c.silhouette, toy.radius) for c in NIGHTMARES for toy in TOYS],
                        [smallest_toy_kind(c.id) for c in NIGHTMARES]))
    print(f"  validation of 30 cards x 8 toys: {1000 * t:.1f} ms")
    figures = drag_frame_times((1920, 1080), 300)
    print(f"  frame while dragging at 1920x1080: p50 {figures['p50']:.2f} ms, p99 {figures['p99']:.2f} ms")


def bench_dodos() -> None:
    import math
    from game.dodos.board import NESTS, token_spots
    from game.physics.throws import simulate_throw
    print("\n## Dodos Riding Dinos")
    tokens = token_spots("jungle", [5, 14, 14, 30])
    throws = []
    for i, (x, y) in enumerate(tokens * 5):
        nx, ny = NESTS[i % len(NESTS)]
        throws.append(("egg", (i % len(NESTS), math.atan2(y - ny, x - nx), 0.5 + 0.1 * (i % 5))))
        throws.append(("meteorite", (x, y, 0.0, 1 + i % 3)))
    results, t = [], time.perf_counter()
    for gesture, aim in throws:
        results.append(simulate_throw(gesture, aim, tokens))
    t = time.perf_counter() - t
    steps = sum(r.steps for r in results)
    print(f"  whole throw: {1000 * t / len(throws):.2f} ms mean over {len(throws)} throws; "
          f"physics step {1e6 * t / steps:.1f} us")
    from scenes.dodos.drive import throw_frame_times
    figures = throw_frame_times((1920, 1080), 300)
    print(f"  frame during throws at 1920x1080: p50 {figures['p50']:.2f} ms, p99 {figures['p99']:.2f} ms")


EXTRAS = {"dreamcatcher": bench_dreamcatcher, "dodos": bench_dodos}


def bench_extras() -> None:
    ids = {spec.id for spec in games()}
    for game_id, fn in EXTRAS.items():
        if game_id in ids:
            fn()


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
    wanted = set(sys.argv[1:]) or {"games", "saves", "frames", "extras", "start", "hitches"}
    print(f"# Game Shelf benchmark\nmachine: {platform.platform()}, Python {platform.python_version()}, "
          f"{os.cpu_count()} cores")
    if "games" in wanted:
        bench_games()
    if "saves" in wanted:
        bench_saves()
    if "frames" in wanted:
        bench_frames()
    if "extras" in wanted:
        bench_extras()
    if "start" in wanted:
        bench_start()
    if "hitches" in wanted:
        from hitch import bench_hitches    # tools/ is on sys.path when run as a script
        bench_hitches()
