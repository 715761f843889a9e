"""Where things are on the board, in table units: progress number -> point, token spots, nests.

The board is BOARD_W x BOARD_H with (0, 0) at the top-left; the table reaches MARGIN beyond it on
every side. Screens scale these coordinates; the physics uses them as they are, so a throw on
screen and a throw simulated by a bot see the same table.
"""
from __future__ import annotations

import math
from functools import lru_cache

from .data import TRACKS, Track

BOARD_W, BOARD_H = 1600.0, 1000.0
MARGIN = 260.0                 # table beyond the board edge (elbows and palms rest here)
SPACE_R = 36.0                 # radius of a space
TOKEN_R = 11.0                 # radius of a Dodino token
FIGURE_H = 1.6 * SPACE_R       # how tall the screen draws a Dodino figure standing on its token


def figure_box(x: float, y: float) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) of the Dodino figure drawn on the token at (x, y): the dodo-on-a-dino
    stands up from the token's base, so what a player sees is what a projectile hits."""
    w = 0.8 * FIGURE_H
    bottom = y + 0.3 * TOKEN_R
    return x - w / 2, bottom - 0.92 * FIGURE_H, x + w / 2, bottom
NESTS = ((80.0, 80.0), (BOARD_W - 80.0, 80.0), (BOARD_W - 80.0, BOARD_H - 80.0), (80.0, BOARD_H - 80.0))
_RING = {1: 0.0, 2: 12.0, 3: 13.0, 4: 16.0, 5: 20.0, 6: 23.0}


def _sample(path: list[tuple[float, float]], count: int) -> list[tuple[float, float]]:
    """count points equally spaced along a polyline."""
    seg = [math.dist(a, b) for a, b in zip(path, path[1:])]
    total = sum(seg)
    out, i, acc = [], 0, 0.0
    for k in range(count):
        d = total * k / (count - 1) if count > 1 else 0.0
        while i < len(seg) - 1 and acc + seg[i] < d:
            acc += seg[i]
            i += 1
        t = (d - acc) / seg[i] if seg[i] else 0.0
        (ax, ay), (bx, by) = path[i], path[i + 1]
        out.append((ax + (bx - ax) * t, ay + (by - ay) * t))
    return out


def _arc(cx: float, cy: float, r: float, a0: float, a1: float, n: int = 24) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(a0 + (a1 - a0) * k / n), cy + r * math.sin(a0 + (a1 - a0) * k / n))
            for k in range(n + 1)]


def _jungle_path() -> list[tuple[float, float]]:
    """A winding serpentine: four rows joined by half-circle bends."""
    rows, x0, x1, r = (170.0, 390.0, 610.0, 830.0), 180.0, 1420.0, 110.0
    path: list[tuple[float, float]] = []
    for k, y in enumerate(rows):
        a, b = (x0, x1) if k % 2 == 0 else (x1, x0)
        path += [(a, y), (b, y)]
        if k + 1 < len(rows):
            cy = y + r
            path += (_arc(b, cy, r, -math.pi / 2, math.pi / 2) if k % 2 == 0
                     else _arc(b, cy, r, -math.pi / 2, -3 * math.pi / 2))[1:-1]
    return path


def _loop(n: int) -> list[tuple[float, float]]:
    """The Space loop: a rounded rectangle near the board's edge, space 1 at the bottom left, going right."""
    x0, y0, x1, y1, r = 110.0, 95.0, BOARD_W - 110.0, BOARD_H - 95.0, 170.0
    path = [(x0 + r, y1), (x1 - r, y1)]
    path += _arc(x1 - r, y1 - r, r, math.pi / 2, 0)[1:]
    path += [(x1, y0 + r)]
    path += _arc(x1 - r, y0 + r, r, 0, -math.pi / 2)[1:]
    path += [(x0 + r, y0)]
    path += _arc(x0 + r, y0 + r, r, -math.pi / 2, -math.pi)[1:]
    path += [(x0, y1 - r)]
    path += _arc(x0 + r, y1 - r, r, math.pi, math.pi / 2)[1:]
    pts = _sample(path, n + 1)
    return pts[:-1]      # the last sample is space 1 again


@lru_cache(maxsize=None)
def spots(track_id: str) -> dict[int, tuple[float, float]]:
    """Centre of every space by its board number; starting spaces as 0, -1, ... (0 = starting space 1)."""
    t: Track = TRACKS[track_id]
    out: dict[int, tuple[float, float]] = {}
    if t.loop:
        for i, p in enumerate(_loop(t.finish)):
            out[i + 1] = p
        x1, y1 = out[1]
        for k in range(t.starting):      # a row inside the loop, starting space 1 nearest space 1
            out[-k] = (x1 + 40.0 + 95.0 * k, y1 - 130.0)
    else:
        pts = _sample(_jungle_path(), t.starting + t.spaces)
        for i, p in enumerate(pts):
            out[i - t.starting + 1] = p
    return out


def space_centre(track_id: str, progress: int) -> tuple[float, float]:
    """Where a Dodino with this progress stands (loops wrap; a capped Jungle run-out stays on its last space)."""
    t = TRACKS[track_id]
    return spots(track_id)[t.space_of(max(progress, 1 - t.starting))]


def token_spots(track_id: str, positions: list[int]) -> list[tuple[float, float]]:
    """Each seat's token point: Dodinos sharing a space stand on a small ring, in seat order."""
    t = TRACKS[track_id]
    groups: dict[int, list[int]] = {}
    for seat, p in enumerate(positions):
        groups.setdefault(t.space_of(p), []).append(seat)
    out: list[tuple[float, float]] = [(0.0, 0.0)] * len(positions)
    for space, seats in groups.items():
        cx, cy = spots(track_id)[space]
        r = _RING[len(seats)]
        for k, seat in enumerate(seats):
            a = -math.pi / 2 + 2 * math.pi * k / len(seats)
            out[seat] = (cx + r * math.cos(a), cy + r * math.sin(a))
    return out


def inside_space(track_id: str, progress: int, point: tuple[float, float]) -> bool:
    """Whether a token dragged to point still stands inside its own space (DRD-J1)."""
    return math.dist(space_centre(track_id, progress), point) <= SPACE_R - TOKEN_R + 1e-6


def edge_point(t: float, out: float = 90.0) -> tuple[float, float]:
    """A point off the board: t in [0, 4) walks the edge (top, right, bottom, left), `out` units outside."""
    t = t % 4.0
    side, f = int(t), t - int(t)
    if side == 0:
        return (f * BOARD_W, -out)
    if side == 1:
        return (BOARD_W + out, f * BOARD_H)
    if side == 2:
        return ((1 - f) * BOARD_W, BOARD_H + out)
    return (-out, (1 - f) * BOARD_H)


def edge_param(point: tuple[float, float]) -> float:
    """The edge parameter whose edge point lies nearest to this point (bots aim with it)."""
    x, y = point
    cands = [(y, x / BOARD_W), (BOARD_W - x, 1 + y / BOARD_H), (BOARD_H - y, 2 + 1 - x / BOARD_W),
             (x, 3 + 1 - y / BOARD_H)]
    return min(cands)[1] % 4.0
