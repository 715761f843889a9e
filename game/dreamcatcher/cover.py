"""Where a toy put down ends and whether it covers the Nightmare: the one cover decision.

The rules apply it to a placement, the screen asks it live while a toy is dragged (so the cue and the
result never disagree), and a position rebuilds the round's placements from where the toys were dropped.
"""
from __future__ import annotations

import math
from typing import Any

from .data import NIGHTMARE_BY_ID, TOY_BY_ID

TABLE_HALF = 4.0          # a toy must be put down within this many card units of the card's centre


def snap(card: str | None, toy: str, x: float, y: float, gentle: bool) -> tuple[float, float, bool]:
    """Gentle setting: a toy let go over the Nightmare's best spot (within its radius) slides there."""
    if gentle and card is not None:
        bx, by = NIGHTMARE_BY_ID[card].silhouette.best
        if math.hypot(x - bx, y - by) <= TOY_BY_ID[toy].radius:
            return bx, by, True
    return x, y, False


def placement(card: str, toy: str, x: float, y: float, gentle: bool) -> tuple[float, float, bool, bool]:
    """(x, y, snapped, covered): where a toy put down at (x, y) ends and whether it covers the Nightmare."""
    x, y, snapped = snap(card, toy, x, y, gentle)
    return x, y, snapped, NIGHTMARE_BY_ID[card].silhouette.covered_by(x, y, TOY_BY_ID[toy].radius)


def placed(seat: int, toy: str, card: str, x0: float, y0: float, gentle: bool) -> dict[str, Any]:
    """The record of a toy dropped at (x0, y0): where it ended, whether it covers, the bits that peek out."""
    x, y, snapped, covered = placement(card, toy, x0, y0, gentle)
    sil = NIGHTMARE_BY_ID[card].silhouette
    return {"seat": seat, "toy": toy, "card": card, "x": x, "y": y, "dropped": [x0, y0],
            "snapped": snapped, "covered": covered, "uncovered": sil.uncovered(x, y, TOY_BY_ID[toy].radius),
            "best": list(sil.best)}
