"""Tweens and easing: a value that moves from a to b over a duration, eased."""
from __future__ import annotations

import math
from typing import Callable


def linear(t: float) -> float:
    return t


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def out_back(t: float) -> float:
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


def lerp(a, b, t: float):
    """Interpolate numbers or tuples of numbers."""
    if isinstance(a, (tuple, list)):
        return tuple(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t


class Tween:
    """tween.update(dt) then read tween.value; tween.done once finished."""

    def __init__(self, start, end, duration: float, ease: Callable[[float], float] = out_cubic,
                 delay: float = 0.0) -> None:
        self.start, self.end = start, end
        self.duration = max(1e-6, duration)
        self.ease = ease
        self.elapsed = -delay

    @property
    def progress(self) -> float:
        return max(0.0, min(1.0, self.elapsed / self.duration))

    @property
    def value(self):
        return lerp(self.start, self.end, self.ease(self.progress))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def finish(self) -> None:
        self.elapsed = self.duration
