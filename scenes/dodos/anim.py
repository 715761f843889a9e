"""Animation steps and flights for the Dodos board.

The board turns engine events into a queue of timed steps played one after another (a Dodino walking
space by space, the die tumbling, all chosen cards flipping together). A Step has a duration
(already scaled by the host's speed), an optional caption for the prompt strip and hooks: start()
once, tick(k) every frame with k in 0..1, end() once; `hold` keeps it running until it says False.
Flights are cards gliding between two places of the layout, computed every frame so a resize
mid-flight lands them in the right place.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from ..widgets.tween import in_out_cubic


@dataclass
class Step:
    duration: float
    caption: str = ""
    start: Callable[[], None] | None = None
    tick: Callable[[float], None] | None = None
    end: Callable[[], None] | None = None
    hold: Callable[[], bool] | None = None
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
        if self.tick:
            self.tick(self.k)
        if self.t >= self.duration and not (self.hold and self.hold()):
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
            if self.tick:
                self.tick(1.0)
            if self.end:
                self.end()


class Queue:
    def __init__(self) -> None:
        self.steps: list[Step] = []

    def add(self, step: Step) -> None:
        self.steps.append(step)

    def update(self, dt: float) -> None:
        for _ in range(12):            # a finished step hands the rest of the frame on
            if not self.steps:
                return
            if not self.steps[0].update(dt):
                return
            self.steps.pop(0)
            dt = 0.0

    def flush(self) -> None:
        """Play every step to its end at once (an undo, a lost patience)."""
        while self.steps:
            self.steps.pop(0).finish()

    def clear(self) -> None:
        self.steps.clear()

    @property
    def caption(self) -> str:
        for s in self.steps:
            if s.started and s.caption:
                return s.caption
        return ""

    def __bool__(self) -> bool:
        return bool(self.steps)


@dataclass
class Flight:
    """A card gliding from one place to another; a and b are functions giving pixel centres now."""
    a: Callable[[], tuple[float, float]]
    b: Callable[[], tuple[float, float]]
    card: int | None            # None: face down
    duration: float
    delay: float = 0.0
    age: float = 0.0
    on_land: Callable[[], None] | None = None
    landed: bool = False

    @property
    def k(self) -> float:
        return max(0.0, min(1.0, (self.age - self.delay) / max(1e-6, self.duration)))

    @property
    def flying(self) -> bool:
        return self.age >= self.delay and not self.landed

    def update(self, dt: float) -> None:
        self.age += dt
        if not self.landed and self.age >= self.delay + self.duration:
            self.landed = True
            if self.on_land:
                self.on_land()

    def where(self) -> tuple[float, float, float]:
        """Centre x, y and a lift (0..1, for the arc's scale) now."""
        k = in_out_cubic(self.k)
        (ax, ay), (bx, by) = self.a(), self.b()
        lift = math.sin(math.pi * k)
        return ax + (bx - ax) * k, ay + (by - ay) * k - lift * 30, lift


def hop_path(points: list[tuple[float, float]], k: float) -> tuple[float, float, float]:
    """Along a list of space centres (table units) at k in 0..1: x, y and the hop height (0..1)."""
    if len(points) < 2:
        x, y = points[0]
        return x, y, 0.0
    legs = len(points) - 1
    f = min(legs - 1e-9, max(0.0, k * legs))
    i = int(f)
    t = f - i
    (ax, ay), (bx, by) = points[i], points[i + 1]
    e = t * t * (3 - 2 * t)
    return ax + (bx - ax) * e, ay + (by - ay) * e, math.sin(math.pi * t)
