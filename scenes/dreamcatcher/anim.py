"""Dream Catcher's moving pieces: tokens flying from the bag, pops and fades (steps live in widgets/timeline)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ..widgets.timeline import Landing
from ..widgets.tween import Tween, out_back, out_cubic


@dataclass
class Flight(Landing):
    """A Dream token flying from the Pillow-Bag to a space on a cloud board (pixels, recomputed on resize)."""
    picture: str
    seat: int
    space: int                  # index on the board; 12 and more go to the "extra" pile
    delay: float
    duration: float
    age: float = 0.0
    landed: bool = False
    on_land: Callable[[], None] | None = None



@dataclass
class Pop:
    """A short scale-in for a mark, a banner or a pulse."""
    tween: Tween = field(default_factory=lambda: Tween(0.0, 1.0, 0.35, out_back))

    @staticmethod
    def make(seconds: float, ease=out_back) -> "Pop":
        return Pop(Tween(0.0, 1.0, seconds, ease))


def fade(seconds: float) -> Tween:
    return Tween(1.0, 0.0, seconds, out_cubic)
