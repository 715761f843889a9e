"""Driving the Dream Catcher board headless, as a person would: for tests and for `make bench`.

    from scenes.dreamcatcher.drive import drag_frame_times
    drag_frame_times((1920, 1080), frames=300)   # {"p50": ms, "p99": ms, "mean": ms, "frames": n}

drag_frame_times opens the app with the dummy SDL drivers (set them before pygame starts), sits two
humans at a basic game, flips, picks two toys by clicking, then drags the placer's toy around the
Nightmare with mouse events, timing every whole frame (events, physics, drawing) while dragging.
"""
from __future__ import annotations

import math
import os
import time
from typing import Any

import pygame


from ..driver import DT, down, motion, settle, start_host, step, until, up


def start(app, mode: str = "basic", controllers=("human", "normal"), seed: int = 1, over: bool = False,
          **options: Any):
    """A HostScene for Dream Catcher on the app's stack (no autosave); over=True keeps the scenes below."""
    return start_host(app, "dreamcatcher", controllers, {"mode": mode, **options}, seed, 0, over)


def toy_px(board, toy: str) -> tuple[int, int]:
    return board.lay.px(*board.table.position(toy))


def click(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    step(app, [motion(pos), down(pos), up(pos)])


def drag(app, board, toy: str, target_units, frames: int = 30, hold: int = 12, release: bool = True) -> list[float]:
    """Press on the toy, move the pointer to target (card units) over frames, hold, let go; frame times (s)."""
    start = toy_px(board, toy)
    end = board.lay.px(*target_units)
    times = []
    step(app, [motion(start), down(start)])
    for i in range(1, frames + hold + 1):
        k = min(1.0, i / frames)
        p = (int(start[0] + (end[0] - start[0]) * k), int(start[1] + (end[1] - start[1]) * k))
        t0 = time.perf_counter()
        app.step([motion(p, buttons=(1, 0, 0))], DT)
        times.append(time.perf_counter() - t0)
    if release:
        step(app, [up(end)])
    return times


def to_placing(app, host) -> str:
    """From a fresh two-human basic game: flip, both pick a toy by clicking; returns the placer's toy."""
    board = host.board
    until(app, lambda: bool(host.actions()) and not board.busy())
    click(app, board.lay.deck.center)
    settle(app, board)
    for toy in ("bear1", "panda1"):
        until(app, lambda: bool(host.actions()) and not board.busy())
        click(app, toy_px(board, toy))
        settle(app, board)
    until(app, lambda: board.my_toy() is not None and not board.busy())
    return board.my_toy()


def drag_frame_times(size=(1920, 1080), frames: int = 300, seed: int = 1) -> dict[str, float]:
    """Frame time while dragging a toy round and round over the Nightmare (milliseconds)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ..app import App
    from ..settings import Settings
    app = App(size, settings=Settings(), sync_bots=True)
    host = start(app, controllers=("human", "human"), seed=seed)
    board = host.board
    toy = to_placing(app, host)
    first = toy_px(board, toy)
    step(app, [motion(first), down(first)])
    times = []
    for i in range(frames):
        a = i / 40 * math.tau
        p = board.lay.px(0.6 * math.cos(a), 0.6 * math.sin(a))
        t0 = time.perf_counter()
        app.step([motion(p, buttons=(1, 0, 0))], DT)
        times.append((time.perf_counter() - t0) * 1000)
    step(app, [up(p)])
    times.sort()
    result = {"p50": times[len(times) // 2], "p99": times[min(len(times) - 1, int(len(times) * 0.99))],
              "mean": sum(times) / len(times), "frames": float(len(times)),
              "held": float(board.dropped == toy)}
    app.stack.clear()
    pygame.display.quit()
    return result


if __name__ == "__main__":
    import json
    import sys
    w, h = (int(v) for v in (sys.argv[1] if len(sys.argv) > 1 else "1920x1080").split("x"))
    print(json.dumps(drag_frame_times((w, h)), indent=1))
