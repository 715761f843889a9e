"""The 21 contestants drawn by code: simple shapes and colours from the show, with eyes and a mouth.

figure(cid, size) returns a cached square SRCALPHA surface (drawn at twice the size, then smoothed).
Coordinates inside a drawing are fractions of the square (0..1), so every size looks the same.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.bfdi.data import character

OUTLINE = (30, 24, 26)
SS = 2          # supersampling


class Pen:
    """Drawing in unit coordinates on a square surface of side s."""

    def __init__(self, surf: pygame.Surface) -> None:
        self.surf = surf
        self.s = surf.get_width()

    def p(self, x: float, y: float) -> tuple[int, int]:
        return int(x * self.s), int(y * self.s)

    def w(self, v: float) -> int:
        return max(1, int(v * self.s))

    def poly(self, pts, fill, outline=OUTLINE, width=0.025) -> None:
        pts = [self.p(x, y) for x, y in pts]
        pygame.draw.polygon(self.surf, fill, pts)
        if outline is not None:
            pygame.draw.polygon(self.surf, outline, pts, self.w(width))

    def circle(self, x, y, r, fill, outline=OUTLINE, width=0.025) -> None:
        pygame.draw.circle(self.surf, fill, self.p(x, y), self.w(r))
        if outline is not None:
            pygame.draw.circle(self.surf, outline, self.p(x, y), self.w(r), self.w(width))

    def rect(self, x, y, w, h, fill, outline=OUTLINE, radius=0.0, width=0.025) -> None:
        r = pygame.Rect(self.p(x, y), (self.w(w), self.w(h)))
        pygame.draw.rect(self.surf, fill, r, border_radius=self.w(radius) if radius else 0)
        if outline is not None:
            pygame.draw.rect(self.surf, outline, r, self.w(width), border_radius=self.w(radius) if radius else 0)

    def ellipse(self, x, y, w, h, fill, outline=OUTLINE, width=0.025) -> None:
        r = pygame.Rect(self.p(x, y), (self.w(w), self.w(h)))
        pygame.draw.ellipse(self.surf, fill, r)
        if outline is not None:
            pygame.draw.ellipse(self.surf, outline, r, self.w(width))

    def line(self, a, b, colour=OUTLINE, width=0.025) -> None:
        pygame.draw.line(self.surf, colour, self.p(*a), self.p(*b), self.w(width))

    def lines(self, pts, colour=OUTLINE, width=0.025) -> None:
        pygame.draw.lines(self.surf, colour, False, [self.p(x, y) for x, y in pts], self.w(width))

    def arc(self, x, y, w, h, a0, a1, colour=OUTLINE, width=0.025) -> None:
        pygame.draw.arc(self.surf, colour, pygame.Rect(self.p(x, y), (self.w(w), self.w(h))), a0, a1, self.w(width))

    # ---- the BFDI face: big white eyes with pupils, a simple mouth ------------------------------
    def face(self, cx, cy, scale=1.0, mood="smile", look=0.0) -> None:
        ew, eh = 0.12 * scale, 0.15 * scale
        for dx in (-0.075 * scale, 0.075 * scale):
            self.ellipse(cx + dx - ew / 2, cy - eh / 2, ew, eh, (255, 255, 255), width=0.018)
            self.circle(cx + dx + look * ew * 0.25, cy + eh * 0.08, 0.028 * scale, OUTLINE, None)
        my = cy + 0.13 * scale
        mw = 0.16 * scale
        if mood == "smile":
            self.arc(cx - mw / 2, my - 0.07 * scale, mw, 0.1 * scale, math.pi * 1.1, math.pi * 1.9, width=0.022)
        elif mood == "grin":
            self.poly([(cx - mw / 2, my - 0.02 * scale), (cx + mw / 2, my - 0.02 * scale), (cx, my + 0.06 * scale)],
                      (120, 30, 40), width=0.018)
        elif mood == "frown":
            self.arc(cx - mw / 2, my - 0.01 * scale, mw, 0.08 * scale, math.pi * 0.15, math.pi * 0.85, width=0.022)
        elif mood == "open":
            self.ellipse(cx - 0.045 * scale, my - 0.035 * scale, 0.09 * scale, 0.07 * scale, (120, 30, 40), width=0.018)
        else:       # flat
            self.line((cx - mw / 3, my), (cx + mw / 3, my), width=0.022)
        if mood in ("frown", "grin") and scale > 0:
            pass

    def brows(self, cx, cy, scale=1.0) -> None:
        """Angry brows over the eyes."""
        for side in (-1, 1):
            x0 = cx + side * 0.13 * scale
            x1 = cx + side * 0.02 * scale
            self.line((x0, cy - 0.11 * scale), (x1, cy - 0.06 * scale), width=0.03)

    def limbs(self, top, bottom, left, right) -> None:
        """Thin black arms and legs, as the show draws them."""
        self.lines([(left, top), (left - 0.08, top + 0.1), (left - 0.1, top + 0.2)], width=0.02)
        self.lines([(right, top), (right + 0.08, top + 0.1), (right + 0.1, top + 0.2)], width=0.02)
        mid = (left + right) / 2
        self.lines([(mid - 0.07, bottom), (mid - 0.09, 0.97)], width=0.022)
        self.lines([(mid + 0.07, bottom), (mid + 0.09, 0.97)], width=0.022)


def _blocky(d: Pen) -> None:
    d.limbs(0.55, 0.84, 0.2, 0.76)
    d.poly([(0.2, 0.3), (0.3, 0.2), (0.86, 0.2), (0.76, 0.3)], (238, 80, 70))        # top
    d.poly([(0.76, 0.3), (0.86, 0.2), (0.86, 0.74), (0.76, 0.84)], (160, 30, 30))    # side
    d.rect(0.2, 0.3, 0.56, 0.54, (214, 46, 42))
    d.face(0.48, 0.52, 1.05, "grin")


def _bubble(d: Pen) -> None:
    d.limbs(0.58, 0.86, 0.16, 0.84)
    glass = pygame.Surface(d.surf.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(glass, (170, 200, 255, 120), d.p(0.5, 0.52), d.w(0.36))
    pygame.draw.circle(glass, (230, 180, 255, 70), d.p(0.56, 0.6), d.w(0.24))
    d.surf.blit(glass, (0, 0))
    pygame.draw.circle(d.surf, (120, 150, 220), d.p(0.5, 0.52), d.w(0.36), d.w(0.02))
    d.ellipse(0.27, 0.26, 0.14, 0.09, (255, 255, 255), None)
    d.face(0.5, 0.52, 1.0, "smile")


def _coiny(d: Pen) -> None:
    d.limbs(0.55, 0.85, 0.17, 0.83)
    d.circle(0.5, 0.52, 0.34, (236, 180, 50))
    d.circle(0.5, 0.52, 0.27, (250, 205, 80), (200, 140, 30), 0.018)
    d.brows(0.5, 0.5, 1.0)
    d.face(0.5, 0.5, 1.0, "frown")


def _eraser(d: Pen) -> None:
    d.limbs(0.5, 0.86, 0.2, 0.8)
    d.rect(0.2, 0.22, 0.6, 0.64, (246, 150, 170), radius=0.06)
    d.rect(0.2, 0.66, 0.6, 0.2, (90, 120, 200), radius=0.04)
    d.brows(0.5, 0.42, 1.0)
    d.face(0.5, 0.42, 1.0, "flat")


def _firey(d: Pen) -> None:
    d.limbs(0.6, 0.86, 0.26, 0.74)
    outer = [(0.5, 0.06), (0.62, 0.26), (0.74, 0.2), (0.8, 0.5), (0.76, 0.74), (0.62, 0.86), (0.38, 0.86),
             (0.24, 0.74), (0.2, 0.5), (0.3, 0.28), (0.4, 0.36)]
    d.poly(outer, (246, 110, 30))
    d.poly([(0.5, 0.3), (0.62, 0.5), (0.66, 0.7), (0.56, 0.82), (0.44, 0.82), (0.34, 0.7), (0.38, 0.5)],
           (255, 200, 60), None)
    d.brows(0.5, 0.58, 0.95)
    d.face(0.5, 0.58, 0.95, "grin")


def _flower(d: Pen) -> None:
    d.line((0.5, 0.6), (0.5, 0.96), (60, 150, 60), 0.05)
    d.ellipse(0.5, 0.76, 0.2, 0.09, (80, 170, 70))
    for k in range(8):
        a = k * math.pi / 4
        d.circle(0.5 + math.cos(a) * 0.25, 0.42 + math.sin(a) * 0.25, 0.13, (240, 110, 170))
    d.circle(0.5, 0.42, 0.23, (255, 226, 120))
    d.brows(0.5, 0.4, 0.9)
    d.face(0.5, 0.4, 0.9, "frown")


def _golf_ball(d: Pen) -> None:
    d.limbs(0.56, 0.86, 0.16, 0.84)
    d.circle(0.5, 0.52, 0.35, (248, 248, 244))
    for x, y in ((0.3, 0.32), (0.42, 0.26), (0.62, 0.3), (0.72, 0.42), (0.28, 0.68), (0.5, 0.8), (0.7, 0.7),
                 (0.24, 0.5), (0.78, 0.58)):
        d.circle(x, y, 0.025, (205, 205, 200), None)
    d.face(0.5, 0.52, 1.0, "flat")


def _ice_cube(d: Pen) -> None:
    d.limbs(0.55, 0.82, 0.2, 0.8)
    glass = pygame.Surface(d.surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(glass, (170, 225, 250, 200), pygame.Rect(d.p(0.2, 0.24), (d.w(0.6), d.w(0.58))),
                     border_radius=d.w(0.08))
    d.surf.blit(glass, (0, 0))
    pygame.draw.rect(d.surf, (90, 160, 210), pygame.Rect(d.p(0.2, 0.24), (d.w(0.6), d.w(0.58))), d.w(0.025),
                     border_radius=d.w(0.08))
    d.line((0.27, 0.3), (0.4, 0.3), (255, 255, 255), 0.03)
    d.face(0.5, 0.52, 0.95, "open")


def _leafy(d: Pen) -> None:
    d.limbs(0.6, 0.84, 0.2, 0.8)
    pts = [(0.5 + 0.34 * math.sin(t / 20 * math.pi) * (1 if i < 21 else -1),
            0.1 + 0.75 * (t / 20)) for i, t in enumerate(list(range(21)) + list(range(20, -1, -1)))]
    d.poly(pts, (90, 190, 70))
    d.line((0.5, 0.12), (0.5, 0.85), (50, 130, 40), 0.02)
    d.face(0.5, 0.48, 1.0, "smile")


def _match(d: Pen) -> None:
    d.limbs(0.5, 0.86, 0.38, 0.62)
    d.rect(0.38, 0.3, 0.24, 0.56, (236, 200, 140), radius=0.03)
    d.ellipse(0.33, 0.06, 0.34, 0.3, (170, 60, 60))
    d.face(0.5, 0.55, 0.8, "smile")


def _needy(d: Pen) -> None:
    d.limbs(0.5, 0.86, 0.36, 0.64)
    d.poly([(0.4, 0.1), (0.6, 0.1), (0.62, 0.76), (0.5, 0.97), (0.38, 0.76)], (180, 186, 196))
    d.ellipse(0.45, 0.14, 0.1, 0.16, (250, 250, 250))
    d.face(0.5, 0.5, 0.8, "frown")


def _pen(d: Pen) -> None:
    d.limbs(0.5, 0.86, 0.34, 0.66)
    d.rect(0.34, 0.14, 0.32, 0.72, (60, 100, 200), radius=0.05)
    d.rect(0.34, 0.14, 0.32, 0.18, (30, 60, 150), radius=0.05)
    d.rect(0.64, 0.2, 0.05, 0.26, (200, 200, 210), None)
    d.face(0.5, 0.52, 0.85, "smile")


def _pencil(d: Pen) -> None:
    d.limbs(0.5, 0.86, 0.34, 0.66)
    d.poly([(0.34, 0.28), (0.5, 0.04), (0.66, 0.28)], (240, 210, 160))
    d.poly([(0.45, 0.12), (0.5, 0.04), (0.55, 0.12)], (60, 60, 60), None)
    d.rect(0.34, 0.28, 0.32, 0.5, (250, 200, 40))
    d.rect(0.34, 0.74, 0.32, 0.07, (180, 180, 190))
    d.rect(0.34, 0.8, 0.32, 0.08, (240, 140, 160), radius=0.02)
    d.face(0.5, 0.5, 0.85, "smile")


def _pin(d: Pen) -> None:
    d.line((0.5, 0.7), (0.5, 0.97), (170, 170, 180), 0.035)
    d.limbs(0.48, 0.7, 0.24, 0.76)
    d.rect(0.4, 0.62, 0.2, 0.1, (200, 40, 60), radius=0.02)
    d.poly([(0.26, 0.1), (0.74, 0.1), (0.64, 0.3), (0.68, 0.62), (0.32, 0.62), (0.36, 0.3)], (226, 50, 70))
    d.face(0.5, 0.4, 0.95, "smile")


def _rocky(d: Pen) -> None:
    d.limbs(0.6, 0.84, 0.2, 0.8)
    d.poly([(0.2, 0.5), (0.28, 0.3), (0.46, 0.22), (0.7, 0.26), (0.82, 0.46), (0.8, 0.7), (0.6, 0.84),
            (0.34, 0.82), (0.2, 0.7)], (140, 134, 130))
    d.circle(0.34, 0.7, 0.03, (110, 104, 100), None)
    d.circle(0.7, 0.38, 0.025, (110, 104, 100), None)
    d.face(0.5, 0.52, 0.9, "open")


def _snowball(d: Pen) -> None:
    d.limbs(0.56, 0.86, 0.16, 0.84)
    d.circle(0.5, 0.52, 0.35, (250, 252, 255))
    d.circle(0.6, 0.64, 0.16, (226, 236, 248), None)
    d.brows(0.5, 0.5, 1.0)
    d.face(0.5, 0.5, 1.0, "grin")


def _spongy(d: Pen) -> None:
    d.limbs(0.6, 0.88, 0.1, 0.9)
    d.rect(0.1, 0.16, 0.8, 0.72, (246, 220, 60), radius=0.06)
    for x, y, r in ((0.22, 0.28, 0.04), (0.78, 0.3, 0.05), (0.2, 0.72, 0.05), (0.78, 0.76, 0.035),
                    (0.5, 0.78, 0.03), (0.34, 0.22, 0.025)):
        d.circle(x, y, r, (210, 180, 40), None)
    d.face(0.5, 0.5, 1.1, "open")


def _teardrop(d: Pen) -> None:
    d.limbs(0.64, 0.88, 0.24, 0.76)
    pts = [(0.5, 0.06)] + [(0.5 + 0.28 * math.cos(a), 0.6 + 0.28 * math.sin(a))
                           for a in [math.pi * (-0.2 + 1.4 * k / 20) for k in range(21)]]
    d.poly(pts, (130, 200, 250))
    d.face(0.5, 0.6, 0.9, "flat")


def _tennis_ball(d: Pen) -> None:
    d.limbs(0.56, 0.86, 0.16, 0.84)
    d.circle(0.5, 0.52, 0.35, (210, 230, 60))
    d.arc(0.0, 0.2, 0.36, 0.64, -math.pi / 2.6, math.pi / 2.6, (255, 255, 255), 0.03)
    d.arc(0.64, 0.2, 0.36, 0.64, math.pi - math.pi / 2.6, math.pi + math.pi / 2.6, (255, 255, 255), 0.03)
    d.face(0.5, 0.52, 1.0, "smile")


def _woody(d: Pen) -> None:
    d.limbs(0.55, 0.84, 0.2, 0.8)
    d.rect(0.2, 0.22, 0.6, 0.62, (226, 196, 140), radius=0.03)
    for y in (0.32, 0.5, 0.7):
        d.line((0.24, y), (0.44, y + 0.02), (190, 150, 100), 0.015)
    d.face(0.52, 0.5, 0.95, "open")


def _david(d: Pen) -> None:
    d.circle(0.5, 0.24, 0.15, (255, 255, 255))
    d.line((0.5, 0.39), (0.5, 0.7), width=0.03)
    d.lines([(0.3, 0.58), (0.5, 0.46), (0.7, 0.58)], width=0.03)
    d.lines([(0.34, 0.96), (0.5, 0.7), (0.66, 0.96)], width=0.03)
    d.circle(0.45, 0.22, 0.02, OUTLINE, None)
    d.circle(0.55, 0.22, 0.02, OUTLINE, None)
    d.arc(0.43, 0.24, 0.14, 0.08, math.pi * 1.1, math.pi * 1.9, width=0.018)


PAINTERS = {
    "blocky": _blocky, "bubble": _bubble, "coiny": _coiny, "eraser": _eraser, "firey": _firey, "flower": _flower,
    "golf_ball": _golf_ball, "ice_cube": _ice_cube, "leafy": _leafy, "match": _match, "needy": _needy, "pen": _pen,
    "pencil": _pencil, "pin": _pin, "rocky": _rocky, "snowball": _snowball, "spongy": _spongy,
    "teardrop": _teardrop, "tennis_ball": _tennis_ball, "woody": _woody, "david": _david,
}

# a representative colour per character (for small marks, the chamber, the log)
TINTS = {
    "blocky": (214, 46, 42), "bubble": (170, 200, 255), "coiny": (236, 180, 50), "eraser": (246, 150, 170),
    "firey": (246, 110, 30), "flower": (240, 110, 170), "golf_ball": (240, 240, 236), "ice_cube": (170, 225, 250),
    "leafy": (90, 190, 70), "match": (236, 200, 140), "needy": (180, 186, 196), "pen": (60, 100, 200),
    "pencil": (250, 200, 40), "pin": (226, 50, 70), "rocky": (140, 134, 130), "snowball": (250, 252, 255),
    "spongy": (246, 220, 60), "teardrop": (130, 200, 250), "tennis_ball": (210, 230, 60),
    "woody": (226, 196, 140), "david": (255, 255, 255),
}


def tint(cid: int) -> tuple[int, int, int]:
    return TINTS[character(cid)["key"]]


@lru_cache(maxsize=256)
def figure(cid: int, size: int, grey: bool = False) -> pygame.Surface:
    """The character at size x size pixels (transparent around it); grey for the Tiny Loser Chamber."""
    size = max(8, int(size))
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    PAINTERS[character(cid)["key"]](Pen(big))
    surf = pygame.transform.smoothscale(big, (size, size))
    if grey:
        surf = pygame.transform.grayscale(surf)
        surf.fill((255, 255, 255, 170), special_flags=pygame.BLEND_RGBA_MULT)
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf
