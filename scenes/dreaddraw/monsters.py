"""One drawn emblem per monster family (the last word of a plain card's name): a bold silhouette
with a few cut-outs, so that a Hound, a Widow and a Wisp are told apart even on a 40 px card.

Each drawing works in a square of radius 1 around the centre (y grows downwards), on a supersampled
transparent surface; sigil() in art.py scales it down smoothly and caches it.
"""
from __future__ import annotations

import math

import pygame

CLEAR = (0, 0, 0, 0)


class Pen:
    """Drawing in the unit square: P maps (x, y) in [-1, 1] to pixels; ink draws, clear cuts."""

    def __init__(self, surface: pygame.Surface, c: float, r: float, colour, lw: int) -> None:
        self.s, self.c, self.r, self.col, self.lw = surface, c, r, colour, lw

    def P(self, x: float, y: float) -> tuple[float, float]:
        return self.c + x * self.r, self.c + y * self.r

    def poly(self, pts, w: int = 0, cut: bool = False) -> None:
        pygame.draw.polygon(self.s, CLEAR if cut else self.col, [self.P(*p) for p in pts], w)

    def circ(self, x: float, y: float, rad: float, w: int = 0, cut: bool = False) -> None:
        pygame.draw.circle(self.s, CLEAR if cut else self.col, self.P(x, y), rad * self.r, w)

    def oval(self, x: float, y: float, rx: float, ry: float, w: int = 0, cut: bool = False) -> None:
        rect = pygame.Rect(0, 0, 2 * rx * self.r, 2 * ry * self.r)
        rect.center = self.P(x, y)
        pygame.draw.ellipse(self.s, CLEAR if cut else self.col, rect, w)

    def line(self, a, b, w: float = 1.0, cut: bool = False) -> None:
        pygame.draw.line(self.s, CLEAR if cut else self.col, self.P(*a), self.P(*b), max(1, int(self.lw * w)))

    def lines(self, pts, w: float = 1.0) -> None:
        pygame.draw.lines(self.s, self.col, False, [self.P(*p) for p in pts], max(1, int(self.lw * w)))

    def eyes(self, y: float, dx: float, rad: float, x: float = 0.0) -> None:
        self.circ(x - dx, y, rad, cut=True)
        self.circ(x + dx, y, rad, cut=True)


def _curve(fn, a: float, b: float, n: int = 24) -> list[tuple[float, float]]:
    return [fn(a + (b - a) * k / n) for k in range(n + 1)]


# ---- the families, A to Z ---------------------------------------------------------------------
def banshee(p: Pen) -> None:      # a wailing ghost, hair streaming, mouth wide open
    p.poly([(-0.45, -0.35), (-0.55, 0.6), (-0.3, 0.4), (-0.1, 0.85), (0.1, 0.45), (0.35, 0.8), (0.55, 0.3),
            (0.45, -0.35)])
    p.circ(0, -0.45, 0.45)
    p.eyes(-0.55, 0.17, 0.09)
    p.oval(0, -0.2, 0.1, 0.17, cut=True)
    for k in (-1, 1):
        p.lines([(0.35 * k, -0.8), (0.8 * k, -0.6), (0.95 * k, -0.2)], 0.8)


def barghest(p: Pen) -> None:     # a great black dog's head with a chain collar
    p.poly([(-0.7, -0.9), (-0.35, -0.45), (0.35, -0.45), (0.7, -0.9), (0.75, -0.1), (0.35, 0.55), (0, 0.7),
            (-0.35, 0.55), (-0.75, -0.1)])
    p.eyes(-0.15, 0.3, 0.1)
    p.poly([(-0.14, 0.25), (0.14, 0.25), (0, 0.4)], cut=True)
    for k in range(5):
        p.oval(-0.6 + k * 0.3, 0.88, 0.14, 0.09, max(1, p.lw // 2 + 1))


def bogle(p: Pen) -> None:        # a small sheet ghost with round startled eyes
    pts = [(-0.6, 0.85)] + _curve(lambda t: (math.cos(t) * 0.6, -0.1 - math.sin(t) * 0.8), math.pi, 0) + \
        [(0.6, 0.85), (0.3, 0.65), (0, 0.85), (-0.3, 0.65)]
    p.poly(pts)
    p.eyes(-0.35, 0.22, 0.14)
    p.oval(0, 0.12, 0.12, 0.08, cut=True)


def boggart(p: Pen) -> None:      # a squat goblin with ears out sideways and a tuft
    p.oval(0, 0.05, 0.55, 0.5)
    p.poly([(-0.45, -0.15), (-1.0, -0.45), (-0.5, 0.15)])
    p.poly([(0.45, -0.15), (1.0, -0.45), (0.5, 0.15)])
    p.poly([(-0.15, -0.4), (0, -0.85), (0.1, -0.4)])
    p.eyes(-0.05, 0.22, 0.11)
    p.poly([(-0.3, 0.28), (0.3, 0.28), (0.15, 0.4), (-0.15, 0.4)], cut=True)
    p.poly([(-0.3, 0.55), (0.3, 0.55), (0.25, 0.95), (-0.25, 0.95)])


def changeling(p: Pen) -> None:   # one face, two halves: a child's round eye and a slit one
    p.circ(0, 0, 0.75)
    p.line((0, -0.75), (0, 0.75), 0.9, cut=True)
    p.circ(-0.32, -0.15, 0.14, cut=True)
    p.poly([(0.15, -0.15), (0.5, -0.28), (0.48, -0.05)], cut=True)
    p.poly([(-0.4, 0.32), (-0.05, 0.4), (-0.05, 0.48), (-0.35, 0.42)], cut=True)
    p.poly([(0.05, 0.4), (0.45, 0.25), (0.45, 0.35), (0.05, 0.5)], cut=True)


def crone(p: Pen) -> None:        # a witch's tall crooked hat over a hooked-nose profile
    p.poly([(-0.95, -0.15), (0.85, -0.15), (0.55, -0.3), (0.25, -0.4), (0.1, -0.95), (-0.2, -0.7),
            (-0.35, -0.4), (-0.65, -0.3)])
    p.poly([(-0.45, -0.15), (0.35, -0.15), (0.45, 0.1), (0.8, 0.3), (0.45, 0.4), (0.4, 0.6), (0.2, 0.7),
            (0.1, 0.95), (-0.55, 0.95), (-0.5, 0.3)])
    p.circ(0.18, 0.1, 0.08, cut=True)


def fetch(p: Pen) -> None:        # your double: one figure solid, its twin an outline behind
    def figure(dx: float, w: int) -> None:
        p.circ(dx, -0.5, 0.26, w)
        p.poly([(dx - 0.4, 0.9), (dx - 0.3, -0.15), (dx + 0.3, -0.15), (dx + 0.4, 0.9)], w)
    figure(0.3, max(1, p.lw))
    figure(-0.25, 0)
    p.eyes(-0.52, 0.1, 0.06, -0.25)


def gargoyle(p: Pen) -> None:     # a crouching stone beast with bat wings and horns
    for k in (-1, 1):
        p.poly([(0.3 * k, -0.1), (0.95 * k, -0.75), (0.85 * k, -0.2), (1.0 * k, 0.0), (0.75 * k, 0.15),
                (0.8 * k, 0.4), (0.35 * k, 0.3)])
        p.poly([(0.15 * k, -0.5), (0.3 * k, -0.95), (0.32 * k, -0.45)])
    p.circ(0, -0.35, 0.3)
    p.poly([(-0.35, -0.1), (0.35, -0.1), (0.45, 0.9), (-0.45, 0.9)])
    p.eyes(-0.38, 0.12, 0.07)
    p.line((-0.12, -0.2), (0.12, -0.2), 0.7, cut=True)


def ghoul(p: Pen) -> None:        # a clawed hand clawing up out of the earth
    p.poly([(-1.0, 0.95), (-0.6, 0.65), (0.6, 0.65), (1.0, 0.95)])
    p.poly([(-0.35, 0.7), (-0.3, -0.05), (0.3, -0.05), (0.35, 0.7)])
    for k, (x, top) in enumerate(((-0.3, -0.55), (-0.1, -0.8), (0.1, -0.85), (0.3, -0.6))):
        p.poly([(x - 0.08, 0.0), (x, top), (x + 0.08, 0.0)])
        p.poly([(x, top), (x + 0.12, top - 0.12), (x + 0.04, top + 0.05)])
    p.poly([(0.3, 0.2), (0.7, -0.05), (0.65, 0.1), (0.35, 0.4)])


def grue(p: Pen) -> None:         # a shapeless dark with many eyes
    p.oval(0, 0.1, 0.85, 0.7)
    p.poly([(-0.6, 0.5), (-0.7, 0.95), (-0.35, 0.7), (0, 0.95), (0.3, 0.7), (0.7, 0.95), (0.6, 0.5)])
    for x, y, rad in ((-0.35, -0.1, 0.12), (0.3, -0.2, 0.14), (0.0, 0.25, 0.1), (-0.5, 0.35, 0.07),
                      (0.5, 0.3, 0.08), (0.05, -0.4, 0.07)):
        p.circ(x, y, rad, cut=True)


def harpy(p: Pen) -> None:        # a bird with spread wings and a woman's head, talons out
    for k in (-1, 1):
        p.poly([(0.15 * k, -0.2), (0.6 * k, -0.6), (1.0 * k, -0.55), (0.8 * k, -0.35), (0.95 * k, -0.2),
                (0.7 * k, -0.05), (0.8 * k, 0.1), (0.25 * k, 0.2)])
        p.line((0.12 * k, 0.55), (0.25 * k, 0.9), 0.8)
        p.line((0.25 * k, 0.9), (0.4 * k, 0.85), 0.8)
    p.oval(0, 0.15, 0.25, 0.45)
    p.circ(0, -0.45, 0.22)
    p.eyes(-0.47, 0.08, 0.05)
    p.poly([(-0.22, -0.55), (-0.45, 0.0), (-0.2, -0.3)])
    p.poly([(0.22, -0.55), (0.45, 0.0), (0.2, -0.3)])


def hound(p: Pen) -> None:        # a long-snouted hound's head in profile
    p.poly([(-0.7, 0.85), (-0.7, -0.2), (-0.35, -0.6), (0.05, -0.55), (0.85, -0.2), (0.9, 0.05), (0.2, 0.15),
            (-0.05, 0.4), (-0.15, 0.85)])
    p.poly([(-0.45, -0.45), (-0.6, 0.35), (-0.3, 0.15), (-0.15, -0.5)], cut=True)
    p.poly([(-0.45, -0.45), (-0.55, 0.25), (-0.33, 0.1), (-0.2, -0.45)])
    p.circ(0.05, -0.3, 0.08, cut=True)
    p.circ(0.82, -0.12, 0.08, cut=True)
    p.line((0.35, 0.02), (0.75, 0.0), 0.7, cut=True)


def husk(p: Pen) -> None:         # an empty cocoon, split open down the side
    p.oval(0, 0, 0.42, 0.9)
    p.oval(0.08, 0.05, 0.2, 0.65, cut=True)
    for k in range(4):
        y = -0.55 + k * 0.35
        p.line((-0.4, y), (-0.12, y + 0.1), 0.6, cut=True)
    p.line((0, -0.9), (0.3, -1.0), 0.8)


def imp(p: Pen) -> None:          # a small devil: big pointed ears, a grin, an arrow-tipped tail
    p.circ(-0.1, -0.15, 0.45)
    p.poly([(-0.45, -0.3), (-0.95, -0.75), (-0.4, -0.05)])
    p.poly([(0.25, -0.3), (0.75, -0.75), (0.2, -0.05)])
    p.eyes(-0.22, 0.18, 0.08, -0.1)
    p.poly([(-0.35, 0.05), (0.15, 0.05), (-0.1, 0.18)], cut=True)
    p.oval(-0.1, 0.55, 0.28, 0.3)
    p.lines([(0.15, 0.6), (0.55, 0.75), (0.75, 0.45), (0.7, 0.2)], 0.9)
    p.poly([(0.7, 0.05), (0.85, 0.28), (0.58, 0.25)])


def jackal(p: Pen) -> None:       # a jackal's head face on: tall ears, narrow muzzle
    p.poly([(-0.55, -0.95), (-0.2, -0.35), (0.2, -0.35), (0.55, -0.95), (0.55, -0.1), (0.15, 0.85),
            (-0.15, 0.85), (-0.55, -0.1)])
    p.poly([(-0.42, -0.7), (-0.25, -0.4), (-0.4, -0.35)], cut=True)
    p.poly([(0.42, -0.7), (0.25, -0.4), (0.4, -0.35)], cut=True)
    p.poly([(-0.38, -0.12), (-0.12, -0.05), (-0.32, 0.02)], cut=True)
    p.poly([(0.38, -0.12), (0.12, -0.05), (0.32, 0.02)], cut=True)
    p.circ(0, 0.72, 0.09, cut=True)


def kelpie(p: Pen) -> None:       # a water-horse's head rising out of the waves
    p.poly([(-0.35, 0.45), (-0.4, -0.3), (-0.15, -0.75), (-0.05, -0.95), (0.1, -0.7), (0.55, -0.45),
            (0.75, -0.1), (0.6, 0.05), (0.2, -0.05), (0.15, 0.45)])
    for k in range(4):
        p.poly([(-0.45 + k * 0.05, -0.55 + k * 0.22), (-0.75, -0.35 + k * 0.25), (-0.42, -0.45 + k * 0.25)])
    p.circ(0.12, -0.48, 0.07, cut=True)
    for y in (0.62, 0.85):
        p.lines(_curve(lambda t, y=y: (t, y + 0.07 * math.sin(t * 7)), -0.9, 0.9), 0.9)


def leech(p: Pen) -> None:        # a fat curled leech with a round toothed mouth
    p.lines(_curve(lambda t: (math.cos(t) * (0.25 + t * 0.09), math.sin(t) * (0.25 + t * 0.09) + 0.1), 0.5,
                   6.0, 40), 4.0)
    p.circ(0.6, -0.25, 0.3)
    p.circ(0.6, -0.25, 0.17, cut=True)
    for k in range(6):
        a = k * math.pi / 3
        p.circ(0.6 + math.cos(a) * 0.12, -0.25 + math.sin(a) * 0.12, 0.04)


def lurker(p: Pen) -> None:       # half a face and long fingers peeking round a door's edge
    p.poly([(-0.95, -0.95), (0.0, -0.95), (0.0, 0.95), (-0.95, 0.95)], max(2, p.lw * 2))
    p.oval(0.2, -0.15, 0.4, 0.5)
    p.poly([(-0.02, -0.7), (0.1, -0.7), (0.1, 0.4), (-0.02, 0.4)])
    p.poly([(0.08, -0.25), (0.4, -0.35), (0.45, -0.15), (0.12, -0.1)], cut=True)
    p.circ(0.3, -0.23, 0.06)
    for k in range(4):
        y = 0.25 + k * 0.17
        p.line((0.35, y), (-0.35, y + 0.03), 0.9)
        p.circ(-0.35, y + 0.03, 0.05)


def maw(p: Pen) -> None:          # nothing but an open mouth ringed with teeth
    p.circ(0, 0, 0.9)
    p.circ(0, 0, 0.6, cut=True)
    for k in range(12):
        a = k * math.pi / 6
        p.poly([(math.cos(a - 0.2) * 0.62, math.sin(a - 0.2) * 0.62), (math.cos(a) * 0.32, math.sin(a) * 0.32),
                (math.cos(a + 0.2) * 0.62, math.sin(a + 0.2) * 0.62)])


def mummer(p: Pen) -> None:       # a players' mask on a stick, half smiling, half not
    p.poly([(-0.75, -0.65), (0.75, -0.65), (0.65, 0.05), (0.3, 0.45), (-0.3, 0.45), (-0.65, 0.05)])
    p.poly([(-0.5, -0.3), (-0.15, -0.4), (-0.2, -0.15), (-0.45, -0.12)], cut=True)
    p.poly([(0.5, -0.3), (0.15, -0.4), (0.2, -0.15), (0.45, -0.12)], cut=True)
    p.lines(_curve(lambda t: (t, 0.2 + 0.12 * math.sin(t * 3)), -0.35, 0.35), 0.8)
    p.line((0.1, 0.45), (0.45, 0.95), 1.3)


def ogre(p: Pen) -> None:         # a great square head, small eyes, tusks up from the jaw
    p.poly([(-0.6, -0.75), (0.6, -0.75), (0.8, 0.2), (0.55, 0.85), (-0.55, 0.85), (-0.8, 0.2)])
    p.line((-0.45, -0.35), (-0.1, -0.25), 1.0, cut=True)
    p.line((0.45, -0.35), (0.1, -0.25), 1.0, cut=True)
    p.eyes(-0.12, 0.25, 0.07)
    p.poly([(-0.45, 0.4), (0.45, 0.4), (0.4, 0.62), (-0.4, 0.62)], cut=True)
    p.poly([(-0.35, 0.62), (-0.25, 0.2), (-0.18, 0.62)])
    p.poly([(0.35, 0.62), (0.25, 0.2), (0.18, 0.62)])


def revenant(p: Pen) -> None:     # a headstone, cracked, with a hand at its foot
    p.poly([(-0.5, 0.75)] + _curve(lambda t: (math.cos(t) * 0.5, -0.35 - math.sin(t) * 0.5), math.pi, 0) +
           [(0.5, 0.75)])
    p.line((0, -0.55), (0, 0.1), 1.2, cut=True)
    p.line((-0.22, -0.35), (0.22, -0.35), 1.2, cut=True)
    p.lines([(0.2, 0.1), (0.35, 0.3), (0.25, 0.5)], 0.7)
    p.poly([(-1.0, 0.95), (-0.8, 0.72), (0.8, 0.72), (1.0, 0.95)])
    for x in (0.62, 0.72, 0.82):
        p.line((x, 0.72), (x + 0.04, 0.45), 0.9)


def scarecrow(p: Pen) -> None:    # a sack head under a wide hat on a crossed pole
    p.line((0, -0.2), (0, 0.95), 1.4)
    p.line((-0.9, 0.15), (0.9, 0.15), 1.4)
    for k in (-1, 1):
        for d in (-0.1, 0.05):
            p.line((0.9 * k, 0.15), (1.0 * k, 0.3 + d), 0.6)
    p.circ(0, -0.35, 0.3)
    p.poly([(-0.6, -0.55), (0.6, -0.55), (0.25, -0.65), (0.15, -0.98), (-0.15, -0.98), (-0.25, -0.65)])
    p.line((-0.15, -0.35), (-0.05, -0.25), 0.8, cut=True)
    p.line((-0.05, -0.35), (-0.15, -0.25), 0.8, cut=True)
    p.line((0.05, -0.35), (0.15, -0.25), 0.8, cut=True)
    p.line((0.15, -0.35), (0.05, -0.25), 0.8, cut=True)
    p.poly([(-0.3, 0.15), (0.3, 0.15), (0.35, 0.55), (-0.35, 0.55)])


def shade(p: Pen) -> None:        # a featureless figure of shadow with two pale points of eye
    p.circ(0, -0.5, 0.3)
    p.poly([(-0.2, -0.25), (0.2, -0.25), (0.65, 0.1), (0.55, 0.95), (-0.55, 0.95), (-0.65, 0.1)])
    p.eyes(-0.52, 0.11, 0.05)
    for k in range(3):
        p.line((-0.55 + k * 0.5, 0.95), (-0.45 + k * 0.5, 0.75), 0.8, cut=True)


def tallowman(p: Pen) -> None:    # a melting candle with a face, its flame for hair
    p.poly([(-0.35, -0.35), (0.35, -0.35), (0.38, 0.85), (-0.38, 0.85)])
    for x, d in ((-0.35, 0.45), (0.1, 0.25), (0.36, 0.6)):
        p.oval(x, -0.35 + d / 2, 0.08, d / 2)
    p.poly([(0, -0.95), (0.16, -0.62), (0, -0.45), (-0.16, -0.62)])
    p.eyes(0.0, 0.14, 0.07)
    p.oval(0, 0.3, 0.09, 0.14, cut=True)


def vulture(p: Pen) -> None:      # a hunched vulture on a branch, bald head bowed
    p.poly([(-0.55, -0.35), (0.45, -0.4), (0.6, 0.5), (0.1, 0.55), (-0.5, 0.55), (-0.7, 0.1)])
    p.poly([(0.45, -0.4), (0.6, -0.65), (0.85, -0.6), (0.95, -0.4), (0.8, -0.45), (0.65, -0.25)])
    p.circ(0.72, -0.55, 0.05, cut=True)
    p.oval(0.25, -0.4, 0.35, 0.12)
    p.line((-0.95, 0.75), (0.95, 0.7), 1.2)
    for x in (-0.2, 0.2):
        p.line((x, 0.55), (x, 0.72), 0.8)
    p.line((-0.3, 0.0), (0.3, 0.3), 0.6, cut=True)


def widow(p: Pen) -> None:        # a spider: round body, eight bent legs
    for k in (-1, 1):
        for i, (ky, fy) in enumerate(((-0.25, -0.8), (-0.05, -0.35), (0.1, 0.3), (0.25, 0.85))):
            knee = (0.55 * k, ky - 0.25 + i * 0.05)
            p.lines([(0.15 * k, ky), knee, (0.9 * k, fy)], 0.9)
    p.circ(0, -0.3, 0.22)
    p.oval(0, 0.25, 0.33, 0.42)
    p.poly([(0, 0.05), (0.12, 0.25), (0, 0.45), (-0.12, 0.25)], cut=True)
    p.eyes(-0.33, 0.08, 0.05)


def wisp(p: Pen) -> None:         # a will-o'-the-wisp: a three-tongued flame with a sly face, sparks about
    p.poly([(-0.5, 0.4), (-0.55, -0.1), (-0.35, -0.55), (-0.25, -0.15), (-0.05, -0.95), (0.15, -0.3),
            (0.35, -0.65), (0.55, -0.05), (0.5, 0.4), (0.25, 0.65), (-0.25, 0.65)])
    p.eyes(0.12, 0.18, 0.08)
    p.poly([(-0.2, 0.38), (0.2, 0.38), (0, 0.48)], cut=True)
    for x, y, rad in ((-0.85, -0.5, 0.1), (0.8, -0.2, 0.12), (-0.75, 0.65, 0.09), (0.7, 0.75, 0.07)):
        p.circ(x, y, rad)


def wretch(p: Pen) -> None:       # a starved, hunched thing on all fours, ribs showing
    p.circ(0.45, -0.3, 0.27)
    p.poly([(-0.7, -0.05), (0.25, -0.25), (0.3, 0.05), (-0.6, 0.25)])
    for x0, x1 in ((-0.6, -0.75), (-0.35, -0.3), (0.15, 0.05), (0.3, 0.45)):
        p.line((x0, 0.1), (x1, 0.85), 1.2)
    for k in range(3):
        p.line((-0.3 + k * 0.18, -0.12), (-0.35 + k * 0.18, 0.12), 0.6, cut=True)
    p.eyes(-0.33, 0.1, 0.06, 0.48)
    p.line((0.35, -0.15), (0.6, -0.15), 0.6, cut=True)


def wyrm(p: Pen) -> None:         # a coiling serpent, head raised, tongue out
    body = _curve(lambda t: (0.7 * math.sin(t * 1.6) * (1 - t / 5), 0.9 - t * 0.32), 0.0, 4.4, 40)
    p.lines(body, 3.2)
    hx, hy = body[-1]
    p.poly([(hx - 0.25, hy + 0.05), (hx + 0.05, hy - 0.3), (hx + 0.4, hy - 0.15), (hx + 0.2, hy + 0.12)])
    p.circ(hx + 0.1, hy - 0.12, 0.05, cut=True)
    p.lines([(hx + 0.4, hy - 0.15), (hx + 0.6, hy - 0.2), (hx + 0.7, hy - 0.3)], 0.6)
    p.line((hx + 0.6, hy - 0.2), (hx + 0.68, hy - 0.08), 0.6)


FAMILIES = {f.__name__.capitalize(): f for f in (
    banshee, barghest, bogle, boggart, changeling, crone, fetch, gargoyle, ghoul, grue, harpy, hound, husk, imp,
    jackal, kelpie, leech, lurker, maw, mummer, ogre, revenant, scarecrow, shade, tallowman, vulture, widow, wisp,
    wretch, wyrm)}


def family(name: str) -> str:
    """A plain card's family: the last word of its name ("Gutter Hound" -> "Hound")."""
    return name.split()[-1]


def draw(surface: pygame.Surface, kind: str, c: float, r: float, colour, lw: int) -> bool:
    """Draw the family's emblem; False if the family has no drawing (the caller draws its default)."""
    fn = FAMILIES.get(kind)
    if fn is None:
        return False
    fn(Pen(surface, c, r, colour, lw))
    return True
