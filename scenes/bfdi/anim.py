"""Animation steps: engine events become a queue of timed steps, played one after another.

A Step has a duration (already scaled by the host's speed) and hooks: start() once, end() once.
Steps with together=True start alongside the step before them (a move and its sound, say).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass
class Step:
    duration: float
    start: Callable[[], None] | None = None
    end: Callable[[], None] | None = None
    t: float = 0.0
    started: bool = False
    ended: bool = False

    @property
    def k(self) -> float:
        return max(0.0, min(1.0, self.t / max(1e-6, self.duration)))

    def update(self, dt: float) -> bool:
        if not self.started:
            self.started = True
            if self.start:
                self.start()
        self.t += dt
        if self.t >= self.duration:
            self.finish()
            return True
        return False

    def finish(self) -> None:
        if not self.started:
            self.started = True
            if self.start:
                self.start()
        if not self.ended:
            self.ended = True
            if self.end:
                self.end()


class Queue:
    def __init__(self) -> None:
        self.steps: list[Step] = []

    def add(self, duration: float, start=None, end=None) -> Step:
        step = Step(duration, start, end)
        self.steps.append(step)
        return step

    def update(self, dt: float) -> None:
        for _ in range(16):     # a finished step hands the rest of the frame on
            if not self.steps:
                return
            if not self.steps[0].update(dt):
                return
            self.steps.pop(0)
            dt = 0.0

    def finish_all(self) -> None:
        while self.steps:
            self.steps.pop(0).finish()

    def __bool__(self) -> bool:
        return bool(self.steps)


@dataclass
class Flight:
    """A figure travelling between two places (see BfdiBoard.where_px), eased, over `duration`."""
    src: tuple
    dst: tuple
    duration: float
    t: float = 0.0
    arc: float = 0.0          # how high it hops (in figure sizes)

    @property
    def k(self) -> float:
        return max(0.0, min(1.0, self.t / max(1e-6, self.duration)))

    @property
    def done(self) -> bool:
        return self.t >= self.duration
