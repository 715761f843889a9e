"""Flights for the Dodos board: cards gliding between two places of the layout, computed every frame
so a resize mid-flight lands them in the right place (the timed steps live in widgets/timeline)."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from ..widgets.timeline import Landing
from ..widgets.tween import in_out_cubic, travel


@dataclass
class Flight(Landing):
    """A card gliding from one place to another; a and b are functions giving pixel centres now."""
    a: Callable[[], tuple[float, float]]
    b: Callable[[], tuple[float, float]]
    card: int | None            # None: face down
    duration: float
    delay: float = 0.0
    age: float = 0.0
    on_land: Callable[[], None] | None = None
    landed: bool = False
    via: Callable[[], tuple[float, float]] | None = None     # a corner on the way (straight lines, no arc)

    def where(self) -> tuple[float, float, float]:
        """Centre x, y and a lift (0..1, for the arc's scale) now."""
        k = in_out_cubic(travel(self.k))        # Reduce motion: at its place (the painter fades it in)
        (ax, ay), (bx, by) = self.a(), self.b()
        lift = math.sin(math.pi * k)
        if self.via is not None:
            (cx, cy) = self.via()
            first, second = math.dist((ax, ay), (cx, cy)), math.dist((cx, cy), (bx, by))
            d = k * (first + second)
            if d <= first:
                t = d / first if first else 1.0
                return ax + (cx - ax) * t, ay + (cy - ay) * t, lift
            t = (d - first) / second if second else 1.0
            return cx + (bx - cx) * t, cy + (by - cy) * t, lift
        return ax + (bx - ax) * k, ay + (by - ay) * k - lift * 30, lift


def hop_path(points: list[tuple[float, float]], k: float) -> tuple[float, float, float]:
    """Along a list of space centres (table units) at k in 0..1: x, y and the hop height (0..1).
    With Reduce motion the Dodino is on its last space at once (no hops)."""
    k = travel(k)
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
