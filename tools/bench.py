"""`make bench`: performance figures, printed (never pass/fail). Copy the output into docs/PERFORMANCE.md.

Sections: headless games per second and bot decision times per game; save loading at 100, 1,000 and
10,000 actions (should grow linearly); frame times per screen at 1920x1080 with the dummy driver;
per-game extras (physics, geometry); cold start of the packaged app beside a bare pygame window;
hitches: every frame of play, screen changes, resizes, curtains and human input (tools/hitch.py).
Bot decision times at Hard (p50/p95/max, wall and CPU; the budgets are counted work, so these figures
say how long the fixed budgets take on this machine) and `simulate --jobs` speed-up.
Bot work between two checkpoints (where in the app a bot steps aside for a frame).
Run a subset: `python tools/bench.py games bots checkpoints jobs saves frames extras start hitches`.
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


def bench_bots() -> None:
    """Hard decisions on their fixed budgets: what a player waits for (wall) and the bot's own work (CPU)."""
    print("\n## Hard bot decisions (3 players, seeds 1-2; target: max under 250 ms)")
    print(f"{'game':<14}{'decisions':>10}{'wall p50':>10}{'p95':>8}{'max':>8}{'cpu p50':>10}{'p95':>8}{'max':>8}  ms")
    for spec in games():
        if spec.id.startswith("bench-") or spec.id not in ("bfdi", "dodos", "dreaddraw", "dreamcatcher"):
            continue
        wall, cpu = [], []
        for seed in (1, 2):
            result = play_game(spec, 3, spec.resolve_options({}), seed, ["hard"])
            wall += result.decide_times
            cpu += result.decide_cpu
        print(f"{spec.id:<14}{len(wall):>10}{1000 * pct(wall, 50):>10.1f}{1000 * pct(wall, 95):>8.1f}"
              f"{1000 * max(wall):>8.1f}{1000 * pct(cpu, 50):>10.1f}{1000 * pct(cpu, 95):>8.1f}{1000 * max(cpu):>8.1f}")


def bench_checkpoints() -> None:
    """How long a bot thinks between two checkpoints (window.out_of_time), where in the app it steps aside for a
    frame being made (scenes/botrunner.py): the longest a frame may find it in the middle of its work."""
    from game.core import SeatWindow, make_bot
    print("\n## Bot work between checkpoints (3 players, seeds 0-2, CPU ms; a frame waits for at most one stretch)")
    print(f"{'game':<14}{'level':>8}{'stretches':>11}{'p99':>8}{'max':>8}")
    for spec in games():
        if spec.id not in ("bfdi", "dodos", "dreaddraw", "dreamcatcher"):
            continue
        for level in ("normal", "hard"):
            stretches = []
            for seed in (99, 0, 1, 2):     # 99 untimed: its first imports (the app loads them with the board)
                if seed == 0:
                    stretches.clear()
                match = spec.create(3, spec.resolve_options({}), seed)
                bots = [make_bot(spec, level, s, s + 7) for s in range(3)]
                for _ in range(400):
                    if match.over:
                        break
                    seat = match.to_move()[0]
                    last = [time.thread_time()]

                    def checkpoint() -> bool:
                        now = time.thread_time()
                        stretches.append(now - last[0])
                        last[0] = now
                        return False
                    action = bots[seat].decide(SeatWindow(match, seat, stop=checkpoint))
                    stretches.append(time.thread_time() - last[0])
                    match.apply(seat, action)
            print(f"{spec.id:<14}{level:>8}{len(stretches):>11}{1000 * pct(stretches, 99):>8.1f}"
                  f"{1000 * max(stretches):>8.1f}")


def bench_jobs() -> None:
    """`simulate --jobs`: the same games on one and on two processes (the results are identical)."""
    from game.core import get
    from game.core.simulate import simulate
    print("\n## simulate --jobs (BFDI, 3 Normal bots, 40 games)")
    spec = get("bfdi")
    for jobs in (1, 2):
        t = _timed(lambda: simulate(spec, 3, 40, 1, ["normal"], jobs=jobs))
        print(f"  --jobs {jobs}: {t:.1f} s ({40 / t:.1f} games/s)")


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


RUNS = 15        # cold starts of each, interleaved


def bench_start() -> None:
    """Cold start to the first drawn frame: the packaged app beside a bare pygame window packaged the same way."""
    import subprocess
    dist = ROOT / "dist"
    app = dist / "gameshelf" / "gameshelf"
    bare = dist / "barewindow" / "barewindow"
    print("\n## Cold start of the packaged app (to first frame, then exit)")
    bench_first_screen()
    if not bare.exists():
        subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                        str(ROOT / "tools" / "barewindow.spec")], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    if not app.exists():
        print("  (build the app first: make exe)")
        return
    import resource
    import tempfile
    # one home for every run (the warm-up writes its settings): each later start is a second start, like a player's
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               GAMESHELF_HOME=tempfile.mkdtemp(prefix="gameshelf-bench-"))

    def once(cmd) -> tuple[float, float]:
        """Wall and CPU seconds (user + system, the child's own accounting: what load does not stretch)."""
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wall = time.perf_counter() - t
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return wall, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime

    # both save their first frame as a PNG (barewindow.py too): ~40 ms of CPU each at 1600x900, flat colour or not
    ours_cmd = [str(app), "--screenshot", "/tmp/gameshelf-start.png", "--frames", "1"]
    once(ours_cmd), once([str(bare)])             # warm the file cache for both, as a second start would
    ours, base = [], []
    for _ in range(RUNS):                         # interleaved, so a burst of load hits both alike
        ours.append(once(ours_cmd))
        base.append(once([str(bare)]))
    load = os.getloadavg()[0]
    for i, what in enumerate(("wall", "CPU")):
        o, b = statistics.median(r[i] for r in ours), statistics.median(r[i] for r in base)
        ratios = statistics.median(a[i] / z[i] for a, z in zip(ours, base))
        print(f"  {what}: gameshelf {1000 * o:.0f} ms, bare pygame window {1000 * b:.0f} ms, ratio {ratios:.2f} "
              f"(aim: 1.3 or less; median of {RUNS} interleaved pairs, load average {load:.1f})")
    bench_dist_size(app.parent)


FIRST_FRAME = """
import sys, time
t = time.perf_counter()
from scenes.app import App
from scenes.screens.title import Title
app = App((1600, 900))
app.push(Title(app))
app.run(frames=1)
heavy = [m for m in ("numpy", "shapely", "pymunk", "game.bfdi.rules", "game.dodos.rules", "game.dreamcatcher.rules",
                     "game.dreaddraw.rules", "scenes.bfdi.board", "scenes.dodos.board", "scenes.bfdi.cover",
                     "scenes.dodos.cover", "scenes.dreamcatcher.cover", "scenes.dreaddraw.cover") if m in sys.modules]
print(round(time.perf_counter() - t, 4), ",".join(heavy) or "none")
"""


def bench_first_screen() -> None:
    """From source: the title screen's first frame, and which heavy modules it needed (none is the aim)."""
    import subprocess
    import tempfile
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               GAMESHELF_HOME=tempfile.mkdtemp(prefix="gameshelf-bench-"), PYTHONPATH=str(ROOT))
    runs = [subprocess.run([sys.executable, "-c", FIRST_FRAME], env=env, capture_output=True, text=True,
                           check=True).stdout.split() for _ in range(5)]
    times = sorted(float(r[0]) for r in runs)
    print(f"  from source: imports + window + title's first frame {1000 * times[2]:.0f} ms (median of 5); "
          f"heavy modules loaded by then: {runs[0][1]}")


def bench_dist_size(folder: Path) -> None:
    """The onedir build's size, and its largest parts (what build.spec's excludes could still trim)."""
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    total = sum(p.stat().st_size for p in files)
    print(f"  dist/{folder.name}: {total / 1e6:.1f} MB in {len(files)} files (aim: 80 MB or less)")
    parts: dict[str, int] = {}
    inner = folder / "_internal"
    for p in files:
        rel = p.relative_to(inner if inner in p.parents else folder).parts
        parts[rel[0]] = parts.get(rel[0], 0) + p.stat().st_size
    top = sorted(parts.items(), key=lambda kv: -kv[1])[:8]
    print("  largest: " + ", ".join(f"{name} {size / 1e6:.1f} MB" for name, size in top))


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
    from game.dodos.throwing import simulate_throw
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
    wanted = set(sys.argv[1:]) or {"games", "bots", "checkpoints", "jobs", "saves", "frames", "extras", "start",
                                   "hitches"}
    print(f"# Game Shelf benchmark\nmachine: {platform.platform()}, Python {platform.python_version()}, "
          f"{os.cpu_count()} cores")
    if "games" in wanted:
        bench_games()
    if "bots" in wanted:
        bench_bots()
    if "checkpoints" in wanted:
        bench_checkpoints()
    if "jobs" in wanted:
        bench_jobs()
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
