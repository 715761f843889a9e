"""What a player sees of a placement: the peeking bits, banners clear of the table, bots' placements held
long enough, the cover cue while dragging, key caps that never overlap, names on hover."""
from __future__ import annotations

import pygame
import shapely
from shapely.geometry import Polygon

from game.dreamcatcher.data import CARD_HALF, NIGHTMARE_BY_ID
from scenes.dreamcatcher import art_table as A


def test_the_peeking_bits_are_a_red_wash_clipped_to_the_bits_with_a_thin_outline():
    """No halo, no ring: every pixel the overlay touches lies in an uncovered bit or within its outline."""
    sil = NIGHTMARE_BY_ID["nm05"].silhouette
    bx, by = sil.best
    parts = sil.uncovered(bx + 0.3, by - 0.2, sil.needed_radius)
    assert parts
    size = 240
    overlay = A.uncovered_overlay(parts, size)
    k = size / 2 / CARD_HALF
    to_px = lambda x, y: (size / 2 + x * k, size / 2 - y * k)   # noqa: E731
    bits = shapely.union_all([Polygon([to_px(*p) for p in part["exterior"]],
                                      [[to_px(*p) for p in h] for h in part["holes"]]) for part in parts])
    near = bits.buffer(A.peek_outline_px(size) + 1.5)
    xs, ys, inside, red = [], [], 0, 0
    for x in range(size):
        for y in range(size):
            c = overlay.get_at((x, y))
            if c.a > 8:
                xs.append(x + 0.5)
                ys.append(y + 0.5)
                red += c.r > c.g + 60
    assert xs and red > 0.8 * len(xs)
    assert shapely.contains_xy(near, xs, ys).all()
    # and the wash fills the bits (not just an outline)
    assert len(xs) >= 0.8 * bits.area
