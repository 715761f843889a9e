"""The hitch benchmark (`make bench`, section "hitches"; alone: `python tools/hitch.py [screens resize play
same curtain human] [game=ID] [gc-auto] [no-idle] [worst=N]`).

Times every frame (events, update, drawing and the flip) of what a player meets at 1920x1080 with the
dummy video driver: screen changes, window resizes, whole bot games of each game, one play frame of each
drawn again 3000 times (the same work: its spread is the machine's), curtain hand-offs
between two humans, and human throws and placements. Bots think in their own thread, as in the app.
Beside them, the bare-frame floor measured in the same run (fill, 60 texts, flip) makes figures from a
busy or a quiet machine comparable, and a millisecond of pure Python timed 5000 times says how far the
machine alone stretches identical work. Prints p50, p99, worst and frames over 16.7 ms per scenario, and
names the worst frames: the scene on top and the slow named functions that ran inside the frame
(every lru_cache'd art function under scenes/, layouts, backdrop paints, and the garbage collector).

Nothing here is asserted: the figures go in docs/PERFORMANCE.md.
"""
from __future__ import annotations

import functools
import gc
import inspect
import os
import sys
import tempfile
import threading
import time
from array import array
from collections import defaultdict

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("GAMESHELF_HOME", tempfile.mkdtemp(prefix="gameshelf-hitch-"))   # never the player's saves

import pygame  # noqa: E402

SIZE = (1920, 1080)
BUDGET_MS = 1000 / 60
PLAY_LIMIT = 30_000          # frames of one bot game at most (a whole game is far fewer)
PREPARE_BUDGET = 0.006
NAMED_METHODS = {"layout", "resize", "enter", "paint_backdrop", "_paint", "_paint_backdrop", "refresh",
                 "on_events", "prepare", "render_page", "get", "run_idle", "update", "draw", "submit", "tell",
                 "cached"}


# ---- what ran inside a frame ---------------------------------------------------------------------
class Probe:
    """Inclusive time of named functions inside the current frame, and of the garbage collector."""

    def __init__(self) -> None:
        self.costs: dict[str, float] = defaultdict(float)
        self._gc_keys()
        self._gc_start = 0.0
        gc.callbacks.append(self._gc)

    def _gc(self, phase, info) -> None:
        if threading.current_thread() is not threading.main_thread():   # a bot's collection: not the frame's
            return
        if phase == "start":
            self._gc_start = time.perf_counter()
        else:
            self.costs[f"gc gen{info['generation']}"] += time.perf_counter() - self._gc_start

    def wrap(self, name: str, fn):
        costs = self.costs
        main = threading.main_thread()

        @functools.wraps(fn)
        def timed(*args, **kwargs):
            if threading.current_thread() is not main:      # called by a bot's thread: not the frame's
                return fn(*args, **kwargs)
            t = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                costs[name] += time.perf_counter() - t
        for attr in ("cache_clear", "cache_info", "steps", "cached"):
            if hasattr(fn, attr):
                setattr(timed, attr, getattr(fn, attr))
        return timed

    def install(self) -> None:
        """Wrap every lru_cache'd function of the scenes package, and the scene/board build methods."""
        import pkgutil
        import scenes
        for info in pkgutil.walk_packages(scenes.__path__, "scenes."):
            if info.name.endswith(("__main__", ".smoke")):
                continue
            __import__(info.name)
        mods = [m for n, m in list(sys.modules.items()) if n == "scenes" or n.startswith("scenes.")]
        wrapped: dict[int, object] = {}
        for mod in mods:
            for attr, obj in list(vars(mod).items()):
                if hasattr(obj, "cache_info") and callable(obj):
                    if id(obj) not in wrapped:
                        wrapped[id(obj)] = self.wrap(f"{obj.__module__.removeprefix('scenes.')}.{attr}", obj)
                    setattr(mod, attr, wrapped[id(obj)])
                elif inspect.isclass(obj) and obj.__module__ == mod.__name__:
                    for meth in NAMED_METHODS & set(vars(obj)):
                        fn = vars(obj)[meth]
                        if inspect.isfunction(fn):
                            setattr(obj, meth, self.wrap(f"{obj.__name__}.{meth}", fn))

    def _gc_keys(self) -> None:
        """The collector's keys exist ahead: a collection during take() (its own allocations trigger one)
        then changes a value, never the dict's size mid-iteration."""
        for generation in range(3):
            self.costs[f"gc gen{generation}"] = 0.0

    def take(self) -> dict[str, float]:
        costs = {k: v for k, v in self.costs.items() if v >= 0.0005}
        self.costs.clear()
        self._gc_keys()
        return costs


class Track:
    """One scenario's frame times, in arrays the garbage collector never scans (thousands of tuples would
    swell the app's full collections), and the frames worth naming: slow ones, or with a collection."""
    NAMED_FROM_MS = 4.0

    def __init__(self) -> None:
        self.ms, self.cpu, self.others = array("d"), array("d"), array("d")
        self.named: list[tuple[float, float, str, tuple, float]] = []

    def add(self, ms: float, cpu: float, others: float, where, costs: dict[str, float], start: float) -> None:
        """others: the CPU the process's other threads (a bot thinking) spent during the frame; start: its
        time.perf_counter(), CLOCK_MONOTONIC on Linux, so `perf record -k CLOCK_MONOTONIC` samples line up."""
        self.ms.append(ms)
        self.cpu.append(cpu)
        self.others.append(others)
        if cpu >= self.NAMED_FROM_MS or ms >= BUDGET_MS or any(k.startswith("gc") for k in costs):
            self.named.append((ms, cpu, where(), tuple(costs.items()) + (("bot thread", others / 1000),), start))


COVERED = "covered frames (a game's start, its results)"
OWN_COVERS = ("screen changes", "window resize")


class Recorder:
    """Times every app.step (plus the flip) under the current scenario name. A frame that shows the cover
    of a screen being prepared (a bot game's first frames, its results' push) is a screen change's: kept
    apart from the play around it (COVERED), unless the scenario is about screen changes itself."""

    def __init__(self, app, probe: Probe) -> None:
        self.app, self.probe = app, probe
        self.scenario = "?"
        self.note = ""
        self.frames: dict[str, Track] = defaultdict(Track)
        inner = app.step

        def step(events, dt):
            probe.take()
            covered = app.preparing or app._drained
            queued, kernel = run_queue_ms(), thread_usage()
            t, cpu, proc = time.perf_counter(), time.thread_time(), time.process_time()
            inner(events, dt)
            pygame.display.flip()
            ms, cpu_ms = 1000 * (time.perf_counter() - t), 1000 * (time.thread_time() - cpu)
            others = max(0.0, 1000 * (time.process_time() - proc) - cpu_ms)
            costs = probe.take()
            waited = (run_queue_ms() - queued) / 1000
            system, faults = (after - before for after, before in zip(thread_usage(), kernel))
            if system >= 0.0005:
                costs["in the kernel"] = system
            if faults:
                costs[f"page faults: {faults}"] = 0.0         # a count, named with the frame
            if waited >= 0.0005:
                costs["waited to run"] = waited
            app.yield_to_bots()          # as App.run does after each frame (outside the frame's time)
            scenario = COVERED if covered and self.scenario not in OWN_COVERS else self.scenario
            self.frames[scenario].add(ms, cpu_ms, others, self.where, costs, t)
        app.step = step

    def where(self) -> str:
        stack = "/".join(type(s).__name__ for s in self.app.stack[-2:])
        return f"{stack}{' ' + self.note if self.note else ''}"


def run_queue_ms() -> float:
    """How long the calling thread has waited, runnable, for a CPU (Linux schedstat; 0 elsewhere): a frame's
    wall time beyond its CPU is this, or blocked (the GIL held by a bot), or the host not running the VM."""
    try:
        with open("/proc/thread-self/schedstat") as f:
            return int(f.read().split()[1]) / 1e6
    except (OSError, IndexError, ValueError):
        return 0.0


def thread_usage() -> tuple[float, int]:
    """The calling thread's CPU seconds in the kernel (page faults, system calls) and its page faults so far
    (Linux RUSAGE_THREAD; zeros elsewhere)."""
    import resource
    try:
        use = resource.getrusage(resource.RUSAGE_THREAD)
    except (AttributeError, OSError):
        return 0.0, 0
    return use.ru_stime, use.ru_minflt + use.ru_majflt


def steal_ms() -> float:
    """CPU time the host took from this virtual machine's CPUs so far (/proc/stat's steal; 0 elsewhere)."""
    try:
        with open("/proc/stat") as f:
            return int(f.readline().split()[8]) * 1000 / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


# ---- the floor -----------------------------------------------------------------------------------
def bare_floor(screen, frames: int = 600) -> list[tuple[float, float]]:
    """Fill, 60 cached texts, flip: the cheapest frame anything could draw on this machine now."""
    from scenes.assets import text
    labels = [text(f"Label number {i}", 24, (240, 230, 210)) for i in range(60)]
    times = []
    for n in range(frames):
        t, cpu = time.perf_counter(), time.thread_time()
        screen.fill((30, 20, 26))
        for i, label in enumerate(labels):
            screen.blit(label, (40 + (i % 6) * 300 + n % 7, 40 + (i // 6) * 100))
        pygame.display.flip()
        times.append((1000 * (time.perf_counter() - t), 1000 * (time.thread_time() - cpu)))
    return times


def cpu_floor(rounds: int = 2500) -> list[float]:
    """The same small piece of pure Python work (about a millisecond, no drawing, next to no memory) timed
    again and again, main-thread CPU ms: how far this machine alone stretches identical work."""
    times = []
    for _ in range(rounds):
        cpu, x = time.thread_time(), 0
        for i in range(20_000):
            x = (x * 31 + i) & 0xFFFF
        times.append(1000 * (time.thread_time() - cpu))
    return times


# ---- scenarios -----------------------------------------------------------------------------------
ONLY_GAMES: set[str] = set()     # "game=ID" on the command line: only these games


def _specs():
    from game.core import games
    return [s for s in games() if not s.id.startswith("bench-") and (not ONLY_GAMES or s.id in ONLY_GAMES)]


def _bots_table(spec, level="normal", seed=3):
    from game.core import SeatInfo, Table
    players = max(spec.players_for({})[0], min(3, spec.max_players))
    return Table.new(spec.id, [SeatInfo(f"Bot {i + 1}", level, i) for i in range(players)], {}, seed)


def _finished_table(spec):
    from game.core import SeatInfo, SeatWindow, Table, make_bot
    table = Table.new(spec.id, [SeatInfo("You", "human", 0), SeatInfo("Bot", "random", 1)], {}, 5)
    bots = [make_bot(spec, "random", s, s) for s in range(2)]
    while not table.match.over and len(table.record.actions) < 20_000:
        seat = table.match.to_move()[0]
        table.act(seat, bots[seat].decide(SeatWindow(table.match, seat)))
    return table


def screen_changes(app, rec, drive) -> None:
    """Title, a game's setup, its rules and back, the game itself, its results, the title again; the Load
    screen, the replay viewer, the game's lesson."""
    from scenes.host import HostScene
    from scenes.screens.results import Results
    from scenes.screens.rules import RulesScreen
    from scenes.screens.setup import Setup
    from scenes.screens.title import Title
    rec.scenario = "screen changes"
    for spec in _specs():
        steps = [("title", lambda: app.reset(Title(app))),
                 ("setup", lambda: app.push(Setup(app, spec))),
                 ("rules", lambda: app.push(RulesScreen(app, spec))),
                 ("rules back", app.pop),
                 ("game", lambda: app.replace(HostScene(app, _bots_table(spec)))),
                 ("results", lambda: app.replace(Results(app, _finished_table(spec)))),
                 ("title", lambda: app.reset(Title(app)))]
        for name, change in steps + _more_screens(app, spec):
            rec.note = f"{spec.id} {name}"
            change()
            drive.frames(20)
    rec.note = ""


def _more_screens(app, spec) -> list:
    """The Load screen and back, the replay viewer of a finished game, the game's lesson from its start."""
    from scenes.replay import ReplayScene
    from scenes.screens.load import LoadScreen
    from scenes.screens.title import Title
    from scenes.shelf import has_tutorial
    from scenes.tutorial import open_tutorial
    steps = [("load", lambda: app.push(LoadScreen(app))),
             ("load back", app.pop),
             ("replay", lambda: app.replace(ReplayScene(app, _finished_table(spec).record))),
             ("title", lambda: app.reset(Title(app)))]
    if has_tutorial(spec.id):
        steps.append(("tutorial", lambda: open_tutorial(app, spec.id, resume=False, keep=False)))
        steps.append(("title", lambda: app.reset(Title(app))))
    return steps


def resizes(app, rec, drive) -> None:
    """The window resized under the title and under each game while bots play."""
    from scenes.host import HostScene
    from scenes.screens.title import Title
    rec.scenario = "window resize"
    scenes = [("title", lambda: Title(app))] + [(s.id, lambda s=s: HostScene(app, _bots_table(s))) for s in _specs()]
    for name, make in scenes:
        app.reset(make())
        rec.scenario, rec.note = "(warm-up)", ""
        drive.frames(60)
        rec.scenario = "window resize"
        for size in ((1280, 720), (2560, 1440), SIZE):
            rec.note = f"{name} to {size[0]}x{size[1]}"
            drive.resize(*size)
            drive.frames(40)
    rec.note = ""


def bot_game(app, rec, drive, spec) -> None:
    """One whole game of Normal bots, every frame from the first to the results."""
    from scenes.host import HostScene
    from scenes.screens.results import Results
    rec.scenario, rec.note = f"{spec.id} play", ""
    app.reset(HostScene(app, _bots_table(spec, seed=11)))
    for _ in range(PLAY_LIMIT):
        if isinstance(app.top, Results):
            break
        drive.frames(1)


def same_frame(app, rec, drive, spec, frames: int = 3000) -> None:
    """One frame of a bot game drawn again and again, nothing changing between (no update): the same work
    each time, so its spread is the machine's (memory, caches, the hypervisor), not the app's. Beside a
    game's play, it says how much of the play's worst frame any frame of that size meets here."""
    from scenes.host import HostScene
    rec.scenario, rec.note = "(setting up)", ""
    app.reset(HostScene(app, _bots_table(spec, seed=11)))
    drive.frames(600)
    track = rec.frames[f"{spec.id} same frame again"]
    for _ in range(frames):
        t, cpu = time.perf_counter(), time.thread_time()
        app.draw(app.screen)
        pygame.display.flip()
        track.add(1000 * (time.perf_counter() - t), 1000 * (time.thread_time() - cpu), 0.0, rec.where, {}, t)


def curtain_game(app, rec, drive, spec, frames: int = 2500) -> None:
    """Two humans and a bot at a hidden-information game: the humans' moves (the Normal bot's choice,
    sent as the board sends a click) with the curtain between them, cleared by a click."""
    from game.core import SeatInfo, SeatWindow, Table, make_bot
    from scenes.driver import click_events
    from scenes.host import HostScene
    from scenes.widgets.curtain import Curtain
    seats = [SeatInfo("Ann", "human", 0), SeatInfo("Bo", "human", 1), SeatInfo("Bot", "normal", 2)]
    host = app.reset(HostScene(app, Table.new(spec.id, seats, {}, 7)))
    minds = {s: make_bot(spec, "normal", s, 100 + s) for s in (0, 1)}
    rec.scenario = "curtain, 2 humans"
    waited = 0
    for _ in range(frames):
        match = host.table.match
        if match.over or host not in app.stack:
            break
        top = app.top
        rec.note = f"{spec.id}"
        if isinstance(top, Curtain):
            waited += 1
            if waited > 30:
                rec.note = f"{spec.id} curtain click"
                drive.frames(1, click_events((10, 10)))
                waited = 0
                continue
        elif top is host and host.seat in match.to_move() and not host.board.busy() and host.actions():
            rec.note = f"{spec.id} human acts"
            host.submit(host.seat, minds[host.seat].decide(SeatWindow(match, host.seat)))
        drive.frames(1)
    rec.note = ""


def human_inputs(app, rec) -> None:
    """Dodos Egg flicks and Dream Catcher toy drags, driven with mouse events."""
    from scenes.dodos import drive as dodos
    from scenes.dreamcatcher import drive as dream
    from scenes.driver import DT, motion, step, until
    import math
    rec.scenario, rec.note = "(warm-up)", ""
    host = dodos.start(app, ("human", "normal", "normal"), seed=dodos.throwing_seed("egg", 3))
    board = host.board
    if not dodos.to_throw(app, host, "egg"):
        print("  (Dodos: the human never got to throw the Egg; no throw frames)")
    else:
        for _ in range(6):
            rec.scenario = "(warm-up)"
            until(app, lambda: board.aim is not None and board.can_act(), 600)
            rec.scenario, rec.note = "Dodos human throw", "flick"
            a, b = dodos.egg_flick(board, 1, 0.6)
            dodos.drag(app, a, b, frames=8)
            rec.note = "flight"
            until(app, lambda: board.show is None or board.show.done, 600)
            board.pending = board.show = board.aim = None     # a practice throw: not sent, aim again
            step(app, [], 2)
    rec.scenario, rec.note = "(warm-up)", ""
    host = dream.start(app, controllers=("human", "human"), seed=1)
    board = host.board
    toy = dream.to_placing(app, host)
    rec.scenario, rec.note = "Dream Catcher human place", "drag"
    first = dream.toy_px(board, toy)
    step(app, [motion(first), dodos.down(first)])
    p = first
    for i in range(300):
        a = i / 40 * math.tau
        p = board.lay.px(0.6 * math.cos(a), 0.6 * math.sin(a))
        app.step([motion(p, buttons=(1, 0, 0))], DT)
    rec.note = "drop"
    step(app, [dodos.up(p)], 30)
    rec.note = ""


# ---- report --------------------------------------------------------------------------------------
def _pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))] if values else 0.0


def _row(name, times):
    over = sum(1 for t in times if t > BUDGET_MS)
    return (f"| {name} | {len(times):,} | {_pct(times, 50):.1f} | {_pct(times, 99):.1f} | "
            f"{max(times, default=0):.1f} | {over} |")


def _named(costs: tuple[tuple[str, float], ...]) -> str:
    faults = [k for k, _v in costs if k.startswith("page faults")]
    top = sorted((kv for kv in costs if kv[0] not in faults), key=lambda kv: -kv[1])[:5]
    return ", ".join([f"{k} {1000 * v:.0f}" for k, v in top] + faults) or "nothing named"


def report(floor, frames, worst: int = 3, steady=(), stolen=None) -> None:
    """Two tables: wall-clock frame times (what a player sees on this machine as loaded as it is now) and
    the main thread's own CPU time per frame (what the app itself spends: not the time other processes or
    the bot thread held the CPU, so it stays comparable on a shared machine)."""
    walls, cpus = [f[0] for f in floor], [f[1] for f in floor]
    print(f"\nbare frame (fill + 60 texts + flip): wall p50 {_pct(walls, 50):.2f} ms, p99 {_pct(walls, 99):.2f} ms;"
          f" main-thread CPU p50 {_pct(cpus, 50):.2f} ms, p99 {_pct(cpus, 99):.2f} ms")
    if steady:
        print(f"the same CPU-only work, {len(steady):,} times: p50 {_pct(steady, 50):.2f} ms, p99 {_pct(steady, 99):.2f},"
              f" worst {max(steady):.2f} ({max(steady) / _pct(steady, 50):.1f}x p50): what this machine alone does to a"
              f" frame's time")
    shown = {name: track for name, track in frames.items() if not name.startswith("(")}
    for column, title in (("ms", "wall clock"), ("cpu", "main-thread CPU")):
        print(f"\n{title}:\n| scenario | frames | p50 ms | p99 ms | worst ms | frames over 16.7 ms |")
        print("|---|---|---|---|---|---|")
        for name, track in shown.items():
            print(_row(name, list(getattr(track, column))))
    print("\nOther threads' CPU inside frames (a bot thinking: the most the frame can have waited for it):")
    for name, track in shown.items():
        others = list(track.others)
        if any(others):
            print(f"  {name}: p99 {_pct(others, 99):.1f} ms, worst {max(others):.1f} ms, "
                  f"{sum(1 for t in others if t >= 4):,} frames with 4 ms or more")
    print(f"\nFrames over {BUDGET_MS:.1f} ms by the wall clock: the main thread's CPU, its wait for a CPU (runnable), and "
          "the rest of the frame (blocked: the GIL while a bot thinks; or the host not running this VM):")
    for name, track in shown.items():
        over = [f for f in track.named if f[0] > BUDGET_MS]
        if over:
            print(f"  {name}: " + "; ".join(f"{ms:.1f} = CPU {cpu:.1f} + waited {1000 * dict(c).get('waited to run', 0):.1f}"
                                          f" + rest {ms - cpu - 1000 * dict(c).get('waited to run', 0):.1f}"
                                          for ms, cpu, _w, c, _t in sorted(over, reverse=True)[:6]))
    if stolen is not None:
        print(f"  the host took {stolen[0] / 1000:.1f} s of this VM's CPUs over the run's {stolen[1]:.0f} s (steal, /proc/stat)")
    print("\nGarbage collector inside frames (all scenarios; gc-auto on the command line: without settle_memory):")
    for gen in range(3):
        costs = {name: [1000 * dict(f[3])[f"gc gen{gen}"] for f in track.named if f"gc gen{gen}" in dict(f[3])]
                 for name, track in shown.items()}
        every = [c for cs in costs.values() for c in cs]
        where = "; ".join(f"{name} {len(cs)}, worst {max(cs):.1f}" for name, cs in costs.items() if cs)
        print(f"  gen{gen}: {len(every)} frames with a collection of 0.5 ms or more, worst {max(every, default=0):.1f} ms,"
              f" total {sum(every):.0f} ms{' (' + where + ')' if where else ''}")
    for column, title in ((1, "CPU"), (0, "wall clock")):
        print(f"\nWorst frames by {title} (wall ms / CPU ms: scenario, scenes on top, named costs in ms, inclusive;"
              " bot thread: its CPU during the frame):")
        for name, track in shown.items():
            for ms, cpu, where, costs, start in sorted(track.named, key=lambda r: -r[column])[:worst]:
                print(f"  {ms:6.1f} / {cpu:6.1f}  {name}: {where}: {_named(costs)} (at {start:.4f} s)")


def run(only: set[str] | None = None) -> dict:
    """Every scenario in one app; returns {"floor": [...], "frames": {scenario: Track}}."""
    from scenes.app import IDLE_BUDGET, App
    from scenes.driver import Driver
    from scenes.prepare import FILL_TIME
    from scenes.settings import Settings
    probe = Probe()
    probe.install()
    app = App(SIZE, settings=Settings(), sync_bots=False)
    app.prepare_budget = PREPARE_BUDGET      # as in a window (headless apps prepare all at once)
    app.fill_time = FILL_TIME                # as in a window (headless apps repaint kept panels at once)
    if "no-idle" not in (only or ()):         # idle warm-up as in a window ("no-idle": without, to compare)
        app.idle_budget = IDLE_BUDGET
    if "gc-auto" not in (only or ()):
        app.settle_memory()                  # as App.run does after start-up ("gc-auto": Python's own, to compare)
    stolen, began = steal_ms(), time.perf_counter()
    floor, steady = bare_floor(app.screen), cpu_floor()
    rec = Recorder(app, probe)
    drive = Driver(app)
    ONLY_GAMES.update(w[5:] for w in (only or ()) if w.startswith("game="))
    every = {"screens", "resize", "play", "same", "curtain", "human"}
    wanted = {w for w in (only or ()) if w not in ("gc-auto", "no-idle") and not w.startswith("game=")} or every
    if "screens" in wanted:
        screen_changes(app, rec, drive)
    if "resize" in wanted:
        resizes(app, rec, drive)
    if "play" in wanted:
        for spec in _specs():
            bot_game(app, rec, drive, spec)
    if "same" in wanted:
        for spec in _specs():
            same_frame(app, rec, drive, spec)
    if "curtain" in wanted:
        for spec in _specs():
            if spec.hidden_info:
                curtain_game(app, rec, drive, spec)
    if "human" in wanted:
        human_inputs(app, rec)
    floor += bare_floor(app.screen)          # the floor before and after: the machine's load moves
    steady += cpu_floor()
    return {"floor": floor, "steady": steady, "frames": dict(rec.frames),
            "stolen": (steal_ms() - stolen, time.perf_counter() - began)}


def bench_hitches(only: set[str] | None = None) -> None:
    print("\n## Hitches: every frame at 1920x1080 (dummy video driver), bots in their thread")
    worst = [int(w[6:]) for w in (only or ()) if w.startswith("worst=")]      # "worst=N": name N frames each
    only = {w for w in (only or ()) if not w.startswith("worst=")} or None
    result = run(only)
    report(result["floor"], result["frames"], *worst[:1], steady=result["steady"], stolen=result["stolen"])


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    bench_hitches(set(sys.argv[1:]) or None)
