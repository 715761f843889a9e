"""The seats' symbols: simple shapes of our own, the second sign beside a seat's colour (issue 23, "never colour
alone"). Each is filled with the seat's colour inside a dark outline, so it reads on paper, felt and its own colour,
and differs by shape alone at 16 px for a player who cannot tell the colours apart.

    icon(name, size, fill)             the symbol as a cached surface, size x size px
    draw(surface, name, centre, size, fill)

Every shape is a polygon in a box from -1 to 1 (y down). The outline is the polygon grown by the outline's width (the
polygon, a band along each edge and a disc at each corner: its exact Minkowski sum with a disc), drawn at four
times the size and smoothed down, so corners stay crisp and the outline is even all round.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.core.seats import SYMBOLS

from .prepare import picture_cache

OUTLINE = (24, 18, 20)      # darker than any seat colour and any text ink
NAMES = {s: s.capitalize() for s in SYMBOLS}      # the setup screen's words for them
_SUPER = 4                  # drawn this many times larger, then smoothed down


def _ring(n: int, radius: float, start: float = -90, dy: float = 0.0, inner: float | None = None):
    """n points round a circle (every other one at `inner` for a star), starting at `start` degrees."""
    out = []
    for i in range(n):
        r = inner if inner is not None and i % 2 else radius
        a = math.radians(start + 360 * i / n)
        out.append((r * math.cos(a), r * math.sin(a) + dy))
    return out


def _heart():
    pts = []
    for i in range(48):
        t = 2 * math.pi * i / 48
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x / 16.5, (y - 2.5) / 16.5))
    return pts


def _cross(half: float = 0.31, reach: float = 0.92):
    h, r = half, reach
    return [(-h, -r), (h, -r), (h, -h), (r, -h), (r, h), (h, h), (h, r), (-h, r), (-h, h), (-r, h), (-r, -h), (-h, -h)]


SHAPES = {
    "circle": _ring(48, 0.9),
    "square": [(-0.78, -0.78), (0.78, -0.78), (0.78, 0.78), (-0.78, 0.78)],
    "triangle": [(0, -0.9), (0.98, 0.8), (-0.98, 0.8)],
    "diamond": [(0, -1.0), (0.76, 0), (0, 1.0), (-0.76, 0)],
    "star": _ring(10, 1.02, dy=0.09, inner=0.44),
    "cross": _cross(),
    "heart": _heart(),
    "hexagon": _ring(6, 0.95, start=0),
}


@lru_cache(maxsize=64)
def _layers(name: str, size: int) -> tuple[pygame.Surface, pygame.Surface]:
    """White outline and fill layers of a symbol, size x size px, with their alpha (coloured by icon())."""
    big = size * _SUPER
    width = max(1.0, size / 11) * _SUPER                 # the outline: 1.5 px at 16 px
    half = big / 2
    scale = half - width - _SUPER / 2
    points = [(half + x * scale, half + y * scale) for x, y in SHAPES[name]]
    outline = pygame.Surface((big, big), pygame.SRCALPHA)
    fill = pygame.Surface((big, big), pygame.SRCALPHA)
    white = (255, 255, 255)
    pygame.draw.polygon(outline, white, points)
    for a, b in zip(points, points[1:] + points[:1]):
        length = math.dist(a, b) or 1.0
        nx, ny = (b[1] - a[1]) / length * width, (a[0] - b[0]) / length * width
        pygame.draw.polygon(outline, white, [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny),
                                             (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)])
        pygame.draw.circle(outline, white, a, width)
    pygame.draw.polygon(fill, white, points)
    return (pygame.transform.smoothscale(outline, (size, size)), pygame.transform.smoothscale(fill, (size, size)))


@picture_cache(maxsize=1024)
def _icon(name: str, size: int, fill: tuple, outline: tuple) -> pygame.Surface:
    ring, inside = _layers(name, size)
    out = ring.copy()
    out.fill((*outline, 255), special_flags=pygame.BLEND_RGBA_MULT)
    inside = inside.copy()
    inside.fill((*fill, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(inside, (0, 0))
    if pygame.display.get_surface() is not None:
        out = out.convert_alpha()
    return out


def icon(name: str, size: float, fill, outline=OUTLINE) -> pygame.Surface:
    """Symbol `name` (one of SYMBOLS; an unknown name draws a circle) filled with `fill`, size x size px."""
    return _icon(name if name in SHAPES else "circle", max(6, int(size)), tuple(fill[:3]), tuple(outline[:3]))


def draw(surface: pygame.Surface, name: str, centre, size: float, fill, outline=OUTLINE) -> pygame.Rect:
    """Draw the symbol centred at `centre`; returns where it went."""
    surf = icon(name, size, fill, outline)
    rect = surf.get_rect(center=(int(centre[0]), int(centre[1])))
    surface.blit(surf, rect)
    return rect
