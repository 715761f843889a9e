"""The cover check on hand-made shapes, and against shapely on every Nightmare."""
from __future__ import annotations

import math
import random

import pytest
import shapely
from shapely.geometry import Point, Polygon

from game.dreamcatcher.data import NIGHTMARES, TOYS, smallest_toy_kind
from game.dreamcatcher.geometry import COVER_TOLERANCE, Silhouette, min_enclosing_circle

SQUARE = [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)]
HALF_DIAGONAL = math.sqrt(0.5)


def star(spikes=5, inner=0.3, outer=0.6, long_spike=None):
    pts = []
    for i in range(2 * spikes):
        a = math.pi / 2 + i * math.pi / spikes
        r = outer if i % 2 == 0 else inner
        if long_spike is not None and i == 0:
            r = long_spike
        pts.append((r * math.cos(a), r * math.sin(a)))
    return pts


def test_square_just_inside_the_disc_is_covered():
    sq = Silhouette(SQUARE)
    r = HALF_DIAGONAL / (1 + COVER_TOLERANCE)      # corners exactly on the tolerant edge
    assert sq.covered_by(0, 0, r * (1 + 1e-9))
    assert sq.covered_by(0, 0, HALF_DIAGONAL)
    assert sq.uncovered(0, 0, HALF_DIAGONAL) == []


def test_square_just_outside_the_disc_is_not_covered():
    sq = Silhouette(SQUARE)
    r = HALF_DIAGONAL / (1 + COVER_TOLERANCE)
    assert not sq.covered_by(0, 0, r * (1 - 1e-6))
    assert not sq.covered_by(0.001, 0, HALF_DIAGONAL / (1 + COVER_TOLERANCE))
    parts = sq.uncovered(0, 0, 0.6)                 # four corners peek out
    assert len(parts) == 4 and all(p["holes"] == [] for p in parts)


def test_tolerance_is_at_most_one_percent_of_the_radius():
    assert 0 < COVER_TOLERANCE <= 0.01
    sq = Silhouette(SQUARE)
    assert not sq.covered_by(0, 0, HALF_DIAGONAL / 1.0101)


def test_a_star_whose_spike_pokes_out():
    s = Silhouette(star(long_spike=0.9))
    assert s.covered_by(0, 0, 0.9) and not s.covered_by(0, 0, 0.7)
    parts = s.uncovered(0, 0, 0.7)
    assert len(parts) == 1                          # only the long spike shows
    tip = Polygon(parts[0]["exterior"])
    assert tip.contains(Point(0, 0.85)) and tip.area < 0.02
    assert all(math.hypot(x, y) >= 0.7 * 1.01 - 1e-9 for x, y in parts[0]["exterior"])


def test_disc_inside_the_silhouette_leaves_a_ring_with_a_hole():
    big = Silhouette([(-2, -2), (2, -2), (2, 2), (-2, 2)])
    parts = big.uncovered(0, 0, 0.5)
    assert len(parts) == 1 and len(parts[0]["holes"]) == 1


def test_uncovered_bits_never_show_what_the_disc_hides():
    rng = random.Random(3)
    for n in NIGHTMARES[::3]:
        s = n.silhouette
        for _ in range(5):
            x, y, r = rng.uniform(-0.3, 0.3), rng.uniform(-0.3, 0.3), rng.choice(TOYS).radius
            for part in s.uncovered(x, y, r):
                p = Polygon(part["exterior"], part["holes"]).representative_point()
                assert math.hypot(p.x - x, p.y - y) > r


def test_hull_check_equals_every_vertex_check():
    """Exact: the hull holds the farthest points, so checking it equals checking every vertex."""
    rng = random.Random(5)
    for n in NIGHTMARES:
        s = n.silhouette
        for _ in range(20):
            x, y = s.best[0] + rng.gauss(0, 0.05), s.best[1] + rng.gauss(0, 0.05)
            r = s.needed_radius * rng.uniform(0.95, 1.05)
            every = all(math.hypot(px - x, py - y) <= r * (1 + COVER_TOLERANCE) for px, py in n.outline)
            assert s.covered_by(x, y, r) == every
            disc = Point(x, y).buffer(r * 1.0101, quad_segs=256)
            if s.covered_by(x, y, r * 0.999):       # shapely agrees, away from the edge
                assert disc.contains(s.polygon)


def test_best_placement_is_the_minimum_enclosing_circle():
    rng = random.Random(7)
    for n in NIGHTMARES:
        s = n.silhouette
        assert s.needed_radius == pytest.approx(shapely.minimum_bounding_radius(s.polygon), abs=1e-9)
        assert s.reach(*s.best) == pytest.approx(s.needed_radius, abs=1e-9)
        for _ in range(10):            # nowhere else needs a smaller tile
            x, y = s.best[0] + rng.uniform(-0.1, 0.1), s.best[1] + rng.uniform(-0.1, 0.1)
            assert s.reach(x, y) >= s.needed_radius - 1e-12


def test_min_enclosing_circle_small_cases():
    c = min_enclosing_circle([(0, 0), (2, 0)])
    assert (c.x, c.y, c.r) == (1, 0, 1)
    c = min_enclosing_circle([(0, 0), (2, 0), (1, 0.1)])
    assert c.r == pytest.approx(1.0)
    c = min_enclosing_circle([(0, 0), (1, 0), (0, 1)])
    assert (c.x, c.y) == pytest.approx((0.5, 0.5))


def test_smallest_toy_for_each_card():
    radii = {t.kind: t.radius for t in TOYS}
    for n in NIGHTMARES:
        kind = smallest_toy_kind(n.id)
        assert kind is not None and n.silhouette.can_cover(radii[kind])
        assert all(not n.silhouette.can_cover(r) for r in radii.values() if r < radii[kind])


def test_triangles_fill_the_silhouette():
    s = NIGHTMARES[0].silhouette
    area = sum(Polygon(t).area for t in s.triangles())
    assert area == pytest.approx(s.polygon.area, rel=1e-6)


@pytest.mark.parametrize("outline", [SQUARE, star(), star(long_spike=0.9), star(7, 0.2, 0.8)]
                         + [n.outline for n in NIGHTMARES])
def test_the_plain_python_hull_is_shapelys_hull_vertex_for_vertex(outline):
    """The hull is computed without shapely (the title screen loads the cards without it) in GEOS's order,
    so the minimum enclosing circle, and every bot decision built on it, is unchanged to the last bit."""
    geos = tuple((float(x), float(y)) for x, y in Polygon(outline).convex_hull.exterior.coords[:-1])
    assert Silhouette(outline).hull == geos


def test_loading_the_cards_needs_no_shapely():
    import subprocess
    import sys
    code = ("import sys; import game.dreamcatcher.data as d; d.NIGHTMARES[0].silhouette.mec; "
            "print('shapely' in sys.modules, 'numpy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]
