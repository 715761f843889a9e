"""Animation steps: the board turns engine events into a queue of timed steps, run one after another.

A Step has a duration (already scaled by the host's speed), an optional caption for the prompt
strip, and hooks: start() once, tick(k) every frame with k in 0..1, end() once. `hold` keeps a step
running past its duration until it returns False (a bot's hand still dragging, a panel still open).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ..widgets.tween import Tween, out_back, out_cubic


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
        """Advance; True when finished."""
        if not self.started:
            self.started = True
            if self.start:
                self.start()
        self.t += dt
        if self.tick:
            self.tick(self.k)
        if self.t >= self.duration and not (self.hold and self.hold()):
            if not self.ended:
                self.ended = True
                if self.end:
                    self.end()
            return True
        return False

    def finish(self) -> None:
        """Jump to the end (an undo, a reset)."""
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

    def add(self, step: Step) -> None:
        self.steps.append(step)

    def update(self, dt: float) -> None:
        # a finished step hands the rest of the frame to the next one (no idle frame between)
        for _ in range(8):
            if not self.steps:
                return
            if not self.steps[0].update(dt):
                return
            self.steps.pop(0)
            dt = 0.0

    def clear(self) -> None:
        self.steps.clear()

    @property
    def current(self) -> Step | None:
        return self.steps[0] if self.steps else None

    def __bool__(self) -> bool:
        return bool(self.steps)


@dataclass
class Flight:
    """A Dream token flying from the Pillow-Bag to a space on a cloud board (pixels, recomputed on resize)."""
    picture: str
    seat: int
    space: int                  # index on the board; 12 and more go to the "extra" pile
    delay: float
    duration: float
    age: float = 0.0
    landed: bool = False
    on_land: Callable[[], None] | None = None

    @property
    def k(self) -> float:
        return max(0.0, min(1.0, (self.age - self.delay) / self.duration))

    @property
    def flying(self) -> bool:
        return self.age >= self.delay and not self.landed

    def update(self, dt: float) -> None:
        self.age += dt
        if not self.landed and self.age >= self.delay + self.duration:
            self.landed = True
            if self.on_land:
                self.on_land()


@dataclass
class Pop:
    """A short scale-in for a mark, a banner or a pulse."""
    tween: Tween = field(default_factory=lambda: Tween(0.0, 1.0, 0.35, out_back))

    @staticmethod
    def make(seconds: float, ease=out_back) -> "Pop":
        return Pop(Tween(0.0, 1.0, seconds, ease))


def fade(seconds: float) -> Tween:
    return Tween(1.0, 0.0, seconds, out_cubic)
