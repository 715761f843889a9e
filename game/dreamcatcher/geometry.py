"""Cover geometry: does a round tile left at (x, y) hide a Nightmare silhouette?

A disc is convex, so a polygon lies inside it exactly when every vertex of the polygon's
convex hull does: the check reads a few precomputed hull vertices and is exact (no sampling).
The best placement is the centre of the silhouette's minimum enclosing circle (Welzl's
algorithm on the hull), which no other position beats. The hull is plain Python (so loading the
cards needs no shapely); Shapely (2.x) checks the outline and cuts the uncovered bits drawn in red,
imported on first use so the title screen starts without shapely and numpy.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Iterable, Sequence

# A tile covers when every silhouette point is within radius * (1 + COVER_TOLERANCE) of its
# centre: the rulings allow at most 1% of the radius, to absorb pixels.
COVER_TOLERANCE = 0.01
# Circle drawn for the red bits: enough segments that the outline reads as round.
_QUAD_SEGS = 48

Pt = tuple[float, float]


@dataclass(frozen=True)
class Circle:
    x: float
    y: float
    r: float

    def contains(self, p: Pt, eps: float = 1e-12) -> bool:
        return (p[0] - self.x) ** 2 + (p[1] - self.y) ** 2 <= (self.r + eps) ** 2


def _circle2(a: Pt, b: Pt) -> Circle:
    x, y = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    return Circle(x, y, math.hypot(a[0] - x, a[1] - y))


def _circle3(a: Pt, b: Pt, c: Pt) -> Circle | None:
    d = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1]))
    if abs(d) < 1e-15:
        return None
    sa, sb, sc = a[0] ** 2 + a[1] ** 2, b[0] ** 2 + b[1] ** 2, c[0] ** 2 + c[1] ** 2
    x = (sa * (b[1] - c[1]) + sb * (c[1] - a[1]) + sc * (a[1] - b[1])) / d
    y = (sa * (c[0] - b[0]) + sb * (a[0] - c[0]) + sc * (b[0] - a[0])) / d
    return Circle(x, y, math.hypot(a[0] - x, a[1] - y))


def min_enclosing_circle(points: Iterable[Pt]) -> Circle:
    """Smallest circle holding every point (Welzl, iterative form; expected linear time)."""
    pts = [(float(x), float(y)) for x, y in points]
    random.Random(0).shuffle(pts)     # fixed order: the result is deterministic
    c: Circle | None = None
    for i, p in enumerate(pts):
        if c is not None and c.contains(p):
            continue
        c = Circle(p[0], p[1], 0.0)
        for j in range(i):
            q = pts[j]
            if c.contains(q):
                continue
            c = _circle2(p, q)
            for k in range(j):
                s = pts[k]
                if not c.contains(s):
                    c = _circle3(p, q, s) or c
    if c is None:
        raise ValueError("no points")
    return c


def _cross(o: Pt, a: Pt, b: Pt) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def convex_hull(points: Iterable[Sequence[float]]) -> tuple[Pt, ...]:
    """Hull vertices (Andrew's monotone chain, collinear points dropped) in the order GEOS gives them:
    clockwise from the lowest point (leftmost among equals), so the enclosing circle is computed from the
    same sequence, bit for bit, as when shapely built the hull (tests/dreamcatcher/test_dc_geometry.py)."""
    pts = sorted({(float(x), float(y)) for x, y in points})
    if len(pts) < 3:
        raise ValueError("a silhouette needs at least three distinct points")
    lower: list[Pt] = []
    upper: list[Pt] = []
    for chain, seq in ((lower, pts), (upper, pts[::-1])):
        for p in seq:
            while len(chain) >= 2 and _cross(chain[-2], chain[-1], p) <= 0:
                chain.pop()
            chain.append(p)
    ring = (lower[:-1] + upper[:-1])[::-1]           # counter-clockwise -> clockwise
    start = min(range(len(ring)), key=lambda i: (ring[i][1], ring[i][0]))
    return tuple(ring[start:] + ring[:start])


class Silhouette:
    """A Nightmare's outline with what the cover check needs, computed once, on first use: the title's box
    art loads every card and checks none (30 hulls and circles were a tenth of the app's start-up work)."""

    __slots__ = ("outline", "_polygon", "_hull", "_hx", "_hy", "_mec")

    def __init__(self, outline: Sequence[Sequence[float]]) -> None:
        self.outline: tuple[Pt, ...] = tuple((float(x), float(y)) for x, y in outline)
        self._polygon = None
        self._hull: tuple[Pt, ...] | None = None

    def _measure(self) -> None:
        hull = convex_hull(self.outline)
        self._hx = tuple(p[0] for p in hull)
        self._hy = tuple(p[1] for p in hull)
        self._mec = min_enclosing_circle(hull)
        self._hull = hull         # last: a bot's thread that finds the hull finds the rest too

    @property
    def hull(self) -> tuple[Pt, ...]:
        if self._hull is None:
            self._measure()
        return self._hull

    @property
    def mec(self) -> Circle:
        if self._hull is None:
            self._measure()
        return self._mec

    @property
    def polygon(self):
        """The outline as a shapely Polygon, built (and checked to be simple) on first use."""
        if self._polygon is None:
            from shapely.geometry import Polygon
            polygon = Polygon(self.outline)
            if not polygon.is_valid or polygon.is_empty:
                raise ValueError("a silhouette must be a simple polygon")
            self._polygon = polygon
        return self._polygon

    # -- the check ---------------------------------------------------------------------
    def covered_by(self, x: float, y: float, radius: float,
                   tolerance: float = COVER_TOLERANCE) -> bool:
        """True when a disc of this radius centred at (x, y) hides every silhouette point."""
        limit = (radius * (1.0 + tolerance)) ** 2
        if self._hull is None:
            self._measure()
        for hx, hy in zip(self._hx, self._hy):
            dx, dy = hx - x, hy - y
            if dx * dx + dy * dy > limit:
                return False
        return True

    def reach(self, x: float, y: float) -> float:
        """Distance from (x, y) to the farthest silhouette point: the radius needed there."""
        return math.sqrt(max((hx - x) ** 2 + (hy - y) ** 2 for hx, hy in self.hull))

    # -- for screens and bots ------------------------------------------------------------
    @property
    def best(self) -> Pt:
        """Where any tile covers best: the centre of the minimum enclosing circle."""
        return (self.mec.x, self.mec.y)

    @property
    def needed_radius(self) -> float:
        return self.mec.r

    def can_cover(self, radius: float, tolerance: float = 0.0) -> bool:
        return self.mec.r <= radius * (1.0 + tolerance) + 1e-12

    def uncovered(self, x: float, y: float, radius: float,
                  tolerance: float = COVER_TOLERANCE) -> list[dict[str, list[list[float]]]]:
        """The bits that peek out, as polygons {exterior, holes} in card units ([] when covered).

        The disc is drawn as a polygon circumscribing the true circle, so nothing the tile truly
        hides is ever shown red.
        """
        if self.covered_by(x, y, radius, tolerance):
            return []
        from shapely.geometry import Point
        r = radius * (1.0 + tolerance) / math.cos(math.pi / (4 * _QUAD_SEGS))
        rest = self.polygon.difference(Point(x, y).buffer(r, quad_segs=_QUAD_SEGS))
        parts = []
        for poly in getattr(rest, "geoms", [rest]):
            if poly.is_empty or poly.geom_type != "Polygon" or poly.area < 1e-7:
                continue
            parts.append({
                "exterior": [[round(a, 5), round(b, 5)] for a, b in poly.exterior.coords[:-1]],
                "holes": [[[round(a, 5), round(b, 5)] for a, b in ring.coords[:-1]]
                          for ring in poly.interiors],
            })
        return parts

    def uncovered_area(self, x: float, y: float, radius: float) -> float:
        from shapely.geometry import Polygon
        return sum(Polygon(p["exterior"], p["holes"]).area for p in self.uncovered(x, y, radius))

    def triangles(self) -> list[list[list[float]]]:
        """The silhouette cut into triangles (constrained Delaunay), handy for filling on screen."""
        import shapely
        tris = shapely.constrained_delaunay_triangles(self.polygon)
        return [[[float(a), float(b)] for a, b in t.exterior.coords[:-1]] for t in tris.geoms]


def smallest_cover(silhouette: Silhouette, radii: Iterable[float]) -> float | None:
    """The smallest of these radii that can cover the silhouette at its best placement."""
    fits = [r for r in radii if silhouette.can_cover(r)]
    return min(fits) if fits else None


def slack(silhouette: Silhouette, radius: float) -> float:
    """How much room a tile of this radius leaves at the best placement, as a share of the radius."""
    return (radius - silhouette.mec.r) / radius
