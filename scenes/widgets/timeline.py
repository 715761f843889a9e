"""A timeline of animation steps: boards turn engine events into timed steps played one after another.

A Step has a duration (already scaled by the host's speed), an optional caption for the prompt
strip, and hooks: start() once, tick(k) every frame with k in 0..1, end() once. `hold` keeps a step
running past its duration until it returns False (a panel still open, a hand still dragging).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass
class Step:
    duration: float
    caption: str = ""
    start: Callable[[], None] | None = None
    tick: Callable[[float], None] | None = None
    end: Callable[[], None] | None = None
    hold: Callable[[], bool] | None = None
    tells: int = 0            # log lines (events) this step shows: the log waits until it starts
    t: float = 0.0
    started: bool = False
    ended: bool = False

    @property
    def k(self) -> float:
        return max(0.0, min(1.0, self.t / max(1e-6, self.duration)))

    def _begin(self) -> None:
        if not self.started:
            self.started = True
            if self.start:
                self.start()

    def update(self, dt: float) -> bool:
        """Advance; True when finished."""
        self._begin()
        self.t += dt
        if self.tick:
            self.tick(self.k)
        if self.t >= self.duration and not (self.hold and self.hold()):
            self.finish()
            return True
        return False

    def finish(self) -> None:
        """Jump to the end (an undo, a reset)."""
        self._begin()
        if not self.ended:
            self.ended = True
            if self.tick:
                self.tick(1.0)
            if self.end:
                self.end()


class Queue:
    """Steps in order; a finished step hands the rest of the frame to the next (no idle frame between)."""

    def __init__(self) -> None:
        self.steps: list[Step] = []
        self.last_caption = ""      # the latest captioned step to start; kept after it ends (a caption strip)

    def add(self, step: Step) -> Step:
        self.steps.append(step)
        return step

    def update(self, dt: float) -> None:
        for _ in range(16):
            if not self.steps:
                return
            step = self.steps[0]
            if not step.started and step.caption:
                self.last_caption = step.caption
            if not step.update(dt):
                return
            self.steps.pop(0)
            dt = 0.0

    def flush(self) -> None:
        """Play every step to its end at once."""
        while self.steps:
            self.steps.pop(0).finish()

    def clear(self) -> None:
        self.steps.clear()

    @property
    def current(self) -> Step | None:
        return self.steps[0] if self.steps else None

    @property
    def caption(self) -> str:
        return next((s.caption for s in self.steps if s.started and s.caption), "")

    def __bool__(self) -> bool:
        return bool(self.steps)


class Landing:
    """Timing for a piece in flight: it waits `delay`, travels for `duration`, then lands once, calling
    on_land. Mixed into flight classes that hold delay, duration, age, landed and on_land."""

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

    def finish(self) -> None:
        """Land at once (an undo, a skipped animation)."""
        self.age = max(self.age, self.delay + self.duration)
        self.update(0.0)

