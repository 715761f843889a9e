"""Driving the Dodos board headless, as a person would: for tests and for `make bench`.

    from scenes.dodos.drive import throw_frame_times
    throw_frame_times((1920, 1080), frames=300)   # {"p50": ms, "p99": ms, "mean": ms, "frames": n, ...}

throw_frame_times opens the app with the dummy SDL drivers (set before pygame starts), seats one
human against Normal bots, plays the human's moves until they must throw the Egg, then flicks it
from a nest with mouse events (press, pull back, let go) and times every whole frame (events,
the pymunk simulation at the release, the playback, drawing) while the throw flies and slides.
When the throw comes to rest before `frames` frames, the same throw prompt is aimed again
(practice throws that are not sent) until enough frames are timed.
"""
from __future__ import annotations

import math
import os
import time
from typing import Any

import pygame

from game.core import SeatInfo, Table
from game.dodos.board import NESTS, token_spots
from game.dodos.data import CARDS

from ..driver import DT, down, motion, settle, start_host, step, until, up  # noqa: F401  (tests use drive.settle)
from .throwing import PULL_MAX


def start(app, controllers=("human", "normal"), seed: int = 1, over: bool = False, first: int | None = 0,
          **options: Any):
    """A HostScene for Dodos on the app's stack (no autosave)."""
    return start_host(app, "dodos", controllers, options, seed, first, over)


def click(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    step(app, [motion(pos), down(pos), up(pos)])


def drag(app, a, b, frames: int = 12, hold: int = 1) -> list[float]:
    """Press at a, move to b over frames, let go; returns the frame times (s)."""
    a = (int(a[0]), int(a[1]))
    times = []
    step(app, [motion(a), down(a)])
    p = a
    for i in range(1, frames + 1):
        k = i / frames
        p = (int(a[0] + (b[0] - a[0]) * k), int(a[1] + (b[1] - a[1]) * k))
        t0 = time.perf_counter()
        app.step([motion(p, buttons=(1, 0, 0))], DT)
        times.append(time.perf_counter() - t0)
    for _ in range(hold - 1):
        app.step([], DT)
    step(app, [up(p)])
    return times


def ready(host) -> bool:
    """The seat at the screen may act and the board is still."""
    return bool(host.board.acts()) and host.board.can_act()


def play_until(app, host, stop, choose=None, limit: int = 20000) -> bool:
    """Play the human seats straight through the host (first legal choice, passes in windows) until stop()."""
    board = host.board
    match = host.table.match
    for _ in range(limit):
        if stop():
            return True
        if match.over:
            return stop()
        seat = host.seat
        r = host.reaction
        if r is not None and not r.finished:     # the host's strip asks a seat: let it pass
            r.let_pass.fire()
        elif seat is not None and ready(host):
            acts = board.acts()
            pick = choose(acts) if choose else None
            if pick is None:
                kinds = {a.kind for a in acts}
                if "throw" in kinds:             # another projectile than the one wanted: a quick miss
                    pick = next(a for a in acts if a.kind == "throw" and not a["hits"])
                elif "pass" in kinds:
                    pick = next(a for a in acts if a.kind == "pass")
                elif "shield" in kinds:
                    pick = next(a for a in acts if a.kind == "shield" and not a["use"])
                else:
                    pick = next((a for a in acts if a.kind != "ability"), acts[0])
            if pick is not None:
                host.submit(seat, pick)
        app.step([], DT)
    return stop()


def throwing_seed(projectile: str = "egg", players: int = 2, tries: int = 200) -> int:
    """A seed whose first deal gives seat 0 a red card throwing this projectile."""
    for seed in range(1, tries):
        table = Table.new("dodos", [SeatInfo(f"P{i}", "human", i) for i in range(players)], {}, seed, 0)
        hand = table.match.hands[0]
        if any(CARDS[c].colour == "red" and CARDS[c].projectile == projectile for c in hand):
            return seed
    raise RuntimeError("no seed found")


def to_throw(app, host, projectile: str = "egg") -> bool:
    """Play seat 0 until it must throw (it plays its card throwing this projectile)."""
    board = host.board

    def choose(acts):
        for a in acts:
            if a.kind == "play" and CARDS[a["card"]].colour == "red" and CARDS[a["card"]].projectile == projectile:
                return a
        return None

    def stop():
        p = board.view.get("prompt")
        return bool(p and p["kind"] == "throw" and p["seat"] == host.seat and p["projectile"] == projectile
                    and ready(host) and board.aim is not None)
    return play_until(app, host, stop, choose)


def egg_flick(board, target_seat: int | None = None, power: float = 0.55) -> tuple[tuple, tuple]:
    """Pixel points for an Egg flick: the nearest nest to a Dodino (or nest 0), and where to pull to."""
    lay = board.lay
    v = board.view
    if target_seat is None:
        nest, angle = 0, 0.6
    else:
        tx, ty = token_spots(v["track"], v["positions"])[target_seat]
        nest = min(range(4), key=lambda k: math.dist(NESTS[k], (tx, ty)))
        angle = math.atan2(ty - NESTS[nest][1], tx - NESTS[nest][0])
    nx, ny = NESTS[nest]
    pull = PULL_MAX * power
    back = (nx - math.cos(angle) * pull, ny - math.sin(angle) * pull)
    return lay.px(nx, ny), lay.px(*back)


def throw_frame_times(size=(1920, 1080), frames: int = 300, seed: int | None = None) -> dict[str, float]:
    """Frame times (ms) while Egg throws fly and slide on the board, whole frames (events to drawing)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ..app import App
    from ..settings import Settings
    app = App(size, settings=Settings(), sync_bots=True)
    seed = throwing_seed("egg", 4) if seed is None else seed
    host = start(app, ("human", "normal", "normal", "normal"), seed=seed)
    board = host.board
    if not to_throw(app, host, "egg"):
        raise RuntimeError("the human never got to throw")
    times: list[float] = []
    throws = 0
    while len(times) < frames:
        until(app, lambda: board.aim is not None and board.can_act(), 600)
        a, b = egg_flick(board, 1, 0.6)
        step(app, [motion(a), down(a)])
        for i in range(1, 9):
            p = (int(a[0] + (b[0] - a[0]) * i / 8), int(a[1] + (b[1] - a[1]) * i / 8))
            step(app, [motion(p, buttons=(1, 0, 0))])
        t0 = time.perf_counter()
        app.step([up(b)], DT)            # the release: pymunk simulates the whole throw here
        times.append((time.perf_counter() - t0) * 1000)
        throws += 1
        while board.show is not None and not board.show.done and len(times) < frames:
            t0 = time.perf_counter()
            app.step([], DT)
            times.append((time.perf_counter() - t0) * 1000)
        board.pending = None             # a practice throw: not sent, aim again
        board.show = None
        board.aim = None
    times.sort()
    result = {"p50": times[len(times) // 2], "p99": times[min(len(times) - 1, int(len(times) * 0.99))],
              "mean": sum(times) / len(times), "max": times[-1], "frames": float(len(times)),
              "throws": float(throws)}
    app.stack.clear()
    pygame.display.quit()
    return result


if __name__ == "__main__":
    import json
    import sys
    w, h = (int(v) for v in (sys.argv[1] if len(sys.argv) > 1 else "1920x1080").split("x"))
    print(json.dumps(throw_frame_times((w, h)), indent=1))
