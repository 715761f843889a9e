"""Our own art for the Cuddly Toy tiles: round, opaque tiles with a cute animal face and its stars.

Each picture is drawn once per (kind, radius in pixels, ring colour) at three times the size and
smoothed down, so the edges are soft; the board then only blits cached surfaces.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from .. import symbols

SS = 3                      # supersampling factor
GOLD = (255, 204, 64)
GOLD_DARK = (176, 118, 24)
INK = (52, 36, 40)
BLUSH = (255, 140, 160)
WHITE = (255, 255, 255)

# tile background (the cloth of the tile) and rim, per animal
TILE_BG = {"bear": (255, 238, 212), "panda": (214, 242, 226), "rabbit": (226, 232, 255), "unicorn": (255, 228, 242)}
TILE_RIM = {"bear": (222, 170, 112), "panda": (120, 188, 150), "rabbit": (150, 160, 226), "unicorn": (232, 150, 200)}
FUR = {"bear": (197, 139, 82), "panda": (250, 250, 250), "rabbit": (244, 182, 200), "unicorn": (201, 179, 245)}


class Pen:
    """Draws in the tile's own frame: x right, y up, the tile's radius is 1."""

    def __init__(self, surf: pygame.Surface, radius: float) -> None:
        self.s, self.r = surf, radius
        self.c = surf.get_width() / 2

    def p(self, x: float, y: float) -> tuple[int, int]:
        return int(self.c + x * self.r), int(self.c - y * self.r)

    def circle(self, colour, x, y, r, width: float = 0) -> None:
        pygame.draw.circle(self.s, colour, self.p(x, y), max(1, int(r * self.r)),
                           max(1, int(width * self.r)) if width else 0)

    def ellipse(self, colour, x, y, rx, ry, width: float = 0) -> None:
        rect = pygame.Rect(0, 0, max(2, int(rx * 2 * self.r)), max(2, int(ry * 2 * self.r)))
        rect.center = self.p(x, y)
        pygame.draw.ellipse(self.s, colour, rect, max(1, int(width * self.r)) if width else 0)

    def poly(self, colour, pts, width: float = 0) -> None:
        pygame.draw.polygon(self.s, colour, [self.p(x, y) for x, y in pts], max(1, int(width * self.r)) if width else 0)

    def line(self, colour, a, b, width: float) -> None:
        w = max(1, int(width * self.r))
        pygame.draw.line(self.s, colour, self.p(*a), self.p(*b), w)
        for end in (a, b):
            pygame.draw.circle(self.s, colour, self.p(*end), max(1, w // 2))

    def arc(self, colour, x, y, r, start, stop, width: float) -> None:
        """An arc of a circle, angles in degrees (0 = right, counter-clockwise), round ends."""
        steps = 14
        pts = [(x + r * math.cos(math.radians(start + (stop - start) * i / steps)),
                y + r * math.sin(math.radians(start + (stop - start) * i / steps))) for i in range(steps + 1)]
        for a, b in zip(pts, pts[1:]):
            self.line(colour, a, b, width)


def star_points(x: float, y: float, r: float, inner: float = 0.45, spin: float = 90.0):
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * inner
        a = math.radians(spin + i * 36)
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    return pts


def tilted_ellipse(x: float, y: float, a: float, b: float, angle: float, steps: int = 24):
    t = math.radians(angle)
    return [(x + a * math.cos(f) * math.cos(t) - b * math.sin(f) * math.sin(t),
             y + a * math.cos(f) * math.sin(t) + b * math.sin(f) * math.cos(t))
            for f in (2 * math.pi * i / steps for i in range(steps))]


def _eyes(pen: Pen, x: float, y: float, r: float) -> None:
    for sx in (-1, 1):
        pen.circle(INK, sx * x, y, r)
        pen.circle(WHITE, sx * x + r * 0.35, y + r * 0.4, r * 0.38)


def _smile(pen: Pen, y: float, w: float) -> None:
    pen.arc(INK, -w / 2, y, w / 2, 200, 340, 0.035)
    pen.arc(INK, w / 2, y, w / 2, 200, 340, 0.035)


def _cheeks(pen: Pen, x: float, y: float, r: float) -> None:
    for sx in (-1, 1):
        pen.circle(BLUSH, sx * x, y, r)


def bear(pen: Pen) -> None:
    fur, light = FUR["bear"], (236, 196, 150)
    for sx in (-1, 1):
        pen.circle(fur, sx * 0.42, 0.5, 0.2)
        pen.circle(light, sx * 0.42, 0.5, 0.11)
    pen.circle(fur, 0, 0.08, 0.56)
    pen.ellipse(light, 0, -0.1, 0.25, 0.19)
    pen.ellipse(INK, 0, -0.02, 0.09, 0.065)
    pen.line(INK, (0, -0.06), (0, -0.13), 0.03)
    _smile(pen, -0.13, 0.1)
    _eyes(pen, 0.2, 0.2, 0.065)
    _cheeks(pen, 0.36, -0.04, 0.07)


def panda(pen: Pen) -> None:
    for sx in (-1, 1):
        pen.circle(INK, sx * 0.4, 0.48, 0.18)
    pen.circle((200, 205, 210), 0, 0.06, 0.58)
    pen.circle(FUR["panda"], 0, 0.07, 0.555)
    for sx in (-1, 1):
        pen.poly(INK, tilted_ellipse(sx * 0.2, 0.15, 0.12, 0.17, -sx * 35))
        pen.circle(WHITE, sx * 0.2, 0.17, 0.055)
        pen.circle(INK, sx * 0.2, 0.17, 0.032)
    pen.ellipse(INK, 0, -0.07, 0.08, 0.055)
    _smile(pen, -0.15, 0.1)
    _cheeks(pen, 0.36, -0.1, 0.07)


def rabbit(pen: Pen) -> None:
    fur, inner = FUR["rabbit"], (255, 214, 226)
    for sx in (-1, 1):
        pen.ellipse(fur, sx * 0.2, 0.52, 0.15, 0.36)
        pen.ellipse(inner, sx * 0.2, 0.5, 0.075, 0.27)
    pen.circle(fur, 0, -0.06, 0.52)
    _eyes(pen, 0.19, 0.04, 0.06)
    pen.poly((214, 96, 128), [(-0.06, -0.1), (0.06, -0.1), (0, -0.17)])
    pen.poly(WHITE, [(-0.05, -0.24), (0.05, -0.24), (0.05, -0.31), (-0.05, -0.31)])
    pen.line(INK, (0, -0.24), (0, -0.31), 0.012)
    _smile(pen, -0.2, 0.1)
    for sy in (-0.12, -0.19):
        pen.line((150, 110, 120), (0.14, sy), (0.36, sy + (0.04 if sy > -0.15 else -0.02)), 0.012)
        pen.line((150, 110, 120), (-0.14, sy), (-0.36, sy + (0.04 if sy > -0.15 else -0.02)), 0.012)
    _cheeks(pen, 0.32, -0.1, 0.065)


def unicorn(pen: Pen) -> None:
    fur = FUR["unicorn"]
    for i, (col, x, y, r) in enumerate([((255, 160, 200), -0.38, 0.3, 0.16), ((140, 200, 255), -0.44, 0.08, 0.15),
                                        ((255, 226, 120), -0.42, -0.14, 0.13), ((255, 160, 200), 0.38, 0.3, 0.14),
                                        ((140, 200, 255), -0.2, 0.46, 0.15)]):
        pen.circle(col, x, y, r)
    for sx in (-1, 1):
        pen.poly(fur, [(sx * 0.18, 0.36), (sx * 0.36, 0.36), (sx * 0.32, 0.6)])
    pen.circle(fur, 0, -0.04, 0.48)
    pen.ellipse((235, 214, 255), 0, -0.22, 0.24, 0.16)
    horn = [(-0.09, 0.38), (0.09, 0.38), (0.0, 0.86)]
    pen.poly(GOLD, horn)
    for k in (0.5, 0.62, 0.74):
        w = 0.09 * (0.86 - k) / 0.48
        pen.line(GOLD_DARK, (-w, k - 0.03), (w, k + 0.02), 0.018)
    # sleepy happy eyes
    for sx in (-1, 1):
        pen.arc(INK, sx * 0.18, 0.1, 0.07, 200, 340, 0.035)
        pen.line(INK, (sx * 0.25, 0.08), (sx * 0.3, 0.06), 0.02)
    for sx in (-1, 1):
        pen.circle((160, 120, 190), sx * 0.07, -0.2, 0.025)
    _smile(pen, -0.29, 0.08)
    _cheeks(pen, 0.3, -0.06, 0.065)


FACES = {"bear": bear, "panda": panda, "rabbit": rabbit, "unicorn": unicorn}


def _stars(pen: Pen, n: int) -> None:
    gap, r, y = 0.21, 0.1, -0.76
    x0 = -gap * (n - 1) / 2
    band_w = gap * (n - 1) / 2 + 0.16
    pen.ellipse((70, 60, 120), 0, y, band_w, 0.13)
    for i in range(n):
        pen.poly(GOLD_DARK, star_points(x0 + i * gap, y - 0.01, r * 1.2))
        pen.poly(GOLD, star_points(x0 + i * gap, y, r))


@lru_cache(maxsize=96)
def toy_tile(kind: str, stars: int, radius_px: int, ring: tuple | None = None, symbol: str = "") -> pygame.Surface:
    """An opaque round tile with its animal and its stars (plus a coloured owner ring when given, and the owner's
    symbol on it, lower left: colour is never the only sign of whose toy it is). Nothing is drawn beyond the disc."""
    radius_px = max(6, radius_px)
    big = radius_px * SS
    size = 2 * big + 2 * SS           # the tile fills its radius exactly, like the disc the cover check uses:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)     # nothing (no shadow, no ring) is drawn beyond it
    pen = Pen(surf, big)
    pen.circle(TILE_RIM[kind], 0, 0, 1.0)
    pen.circle(TILE_BG[kind], 0, 0, 0.93)
    pen.circle(WHITE, 0, 0, 0.93, 0.012)
    FACES[kind](pen)
    _stars(pen, stars)
    if ring is not None:              # the owner's colour is the tile's own rim, inside its edge
        pen.circle(ring, 0, 0, 1.0, 0.1)
        pen.circle(WHITE, 0, 0, 0.9, 0.015)
    out = pygame.transform.smoothscale(surf, (size // SS, size // SS))
    if symbol and ring is not None:
        mark = max(10, radius_px * 0.46)         # inside the disc: its corner stays within the radius
        at = radius_px - mark * 0.72
        symbols.draw(out, symbol, (out.get_width() / 2 - at * 0.707, out.get_height() / 2 + at * 0.707), mark, ring)
    return out.convert_alpha() if pygame.display.get_surface() is not None else out


@lru_cache(maxsize=32)
def glow(radius_px: int, colour: tuple) -> pygame.Surface:
    """A soft halo behind a tile (a legal choice, your toy, the card as a drop target); blit normally."""
    radius_px = max(4, radius_px)
    size = radius_px * 4
    blur = max(1, radius_px // 12)
    f = 2 * max(1, blur // 3)       # drawn and blurred small (the blur's cost grows with its radius), scaled up
    half = max(4, size // f)
    small = pygame.Surface((half, half), pygame.SRCALPHA)
    c = half // 2
    for i in range(12, 0, -1):
        r = int(radius_px / f * (0.95 + 0.04 * i))
        pygame.draw.circle(small, (*colour[:3], int(10 + 11 * (12 - i))), (c, c), r)
    small = pygame.transform.gaussian_blur(small, max(1, blur * 2 // f))
    out = pygame.transform.smoothscale(small, (size, size))
    return out.convert_alpha() if pygame.display.get_surface() is not None else out


@lru_cache(maxsize=16)
def mini_star(size_px: int) -> pygame.Surface:
    big = size_px * SS
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    pen = Pen(surf, big / 2)
    pen.poly(GOLD_DARK, star_points(0, 0, 1.0))
    pen.poly(GOLD, star_points(0, 0.03, 0.78))
    out = pygame.transform.smoothscale(surf, (size_px, size_px))
    return out.convert_alpha() if pygame.display.get_surface() is not None else out
