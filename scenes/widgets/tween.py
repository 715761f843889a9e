"""Tweens and easing: a value that moves from a to b over a duration, eased; and the table's motion rules.

Motion rules (issue 23), in one place so every board and widget follows them:
- nothing flashes more than MAX_FLASH_HZ times a second: every pulse, glow and blink goes through wave();
- with Reduce motion (scenes/access.reduce_motion) a flight is drawn at its destination (travel), fading
  in over FADE (arrival); bounces lose their overshoot (out_back, out_elastic ease like out_cubic); pulses
  hold still. Timings are kept, so the host's pacing (it waits while a board is busy) is the same.
"""
from __future__ import annotations

import math
from typing import Callable

from .. import access

MAX_FLASH_HZ = 3.0      # WCAG 2.3.1: no more than three flashes in any one second
FADE = 0.2              # seconds a thing takes to fade in where it lands, with Reduce motion


def calm() -> bool:
    """Whether the table asked for Reduce motion."""
    return access.reduce_motion


def wave(clock: float, hz: float, phase: float = 0.0) -> float:
    """A pulse in 0..1 at `hz` cycles a second (never faster than MAX_FLASH_HZ); with Reduce motion it
    holds still at 1 (a steady glow), so a lit thing stays lit."""
    if access.reduce_motion:
        return 1.0
    hz = min(hz, MAX_FLASH_HZ)
    return 0.5 + 0.5 * math.sin(2 * math.pi * hz * clock + phase)


def travel(k: float) -> float:
    """How far along its path a moving thing is drawn (0..1): with Reduce motion, at its end once it set off."""
    return 1.0 if access.reduce_motion and k > 0 else k


def arrival(seconds: float) -> float:
    """Opacity (0..1) of a thing `seconds` after it set off: with Reduce motion it fades in over FADE
    where it lands; otherwise it is simply there."""
    if not access.reduce_motion:
        return 1.0
    return max(0.0, min(1.0, seconds / FADE))


def linear(t: float) -> float:
    return t


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def out_back(t: float) -> float:
    if access.reduce_motion:        # no overshoot: a bounce is motion
        return out_cubic(t)
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def out_elastic(t: float) -> float:
    if t in (0.0, 1.0) or access.reduce_motion:
        return out_cubic(t)
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
