"""Figures in flight on the BFDI board. The timed steps themselves live in widgets/timeline.py."""
from __future__ import annotations

from dataclasses import dataclass


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
    def into_chamber(self) -> bool:
        """A figure eliminated: it fades in in its Chamber cell rather than flying there over the side
        panels' words (issue 23, Contrast: a figure crossing them left them unreadable)."""
        return self.dst[0] == "chamber"

    @property
    def done(self) -> bool:
        return self.t >= self.duration
