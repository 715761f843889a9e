"""The pieces, drawn with code and cached: Dodino standees (a dodo riding a dinosaur, in the player's
colour, on a round base), the Dodo token, the nests.

Sprites are painted at three times their size on a 100 x 100 design grid and smoothed down once per
(dinosaur, colour, size); the board only blits them.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from .. import theme

DODO = (132, 138, 160)
DODO_DARK = (84, 86, 108)
BEAK = (236, 196, 110)
OUTLINE = (40, 30, 30)
GOLD = (236, 188, 74)


def _grid(k: float):
    """Design units (0..100) -> supersampled pixels."""
    return lambda *v: [x * k for x in v]


def _poly(surf, colour, pts, k, width=0):
    pygame.draw.polygon(surf, colour, [(x * k, y * k) for x, y in pts], width)


def _ell(surf, colour, x, y, w, h, k, width=0):
    pygame.draw.ellipse(surf, colour, pygame.Rect(x * k, y * k, w * k, h * k), width)


def _dino(surf, kind: str, body, k: float) -> None:
    dark = theme.darken(body, 0.3)
    light = theme.lighten(body, 0.25)
    line = max(1, int(k * 1.6))
    # far legs, tail, body, near legs
    legs = [(28, 70), (58, 70)] if kind != "pteranodon" else []
    for x, y in legs:
        pygame.draw.rect(surf, dark, pygame.Rect((x + 5) * k, y * k, 8 * k, 26 * k), border_radius=int(3 * k))
    if kind == "pteranodon":
        _poly(surf, dark, [(40, 56), (2, 30), (18, 62)], k)
        _poly(surf, body, [(50, 56), (96, 24), (82, 60)], k)
        _poly(surf, OUTLINE, [(50, 56), (96, 24), (82, 60)], k, line)
        _ell(surf, body, 30, 48, 42, 22, k)
        _ell(surf, OUTLINE, 30, 48, 42, 22, k, line)
        pygame.draw.rect(surf, dark, pygame.Rect(42 * k, 66 * k, 6 * k, 30 * k))
        pygame.draw.rect(surf, dark, pygame.Rect(56 * k, 66 * k, 6 * k, 30 * k))
        _poly(surf, body, [(66, 50), (80, 36), (98, 44), (82, 48), (72, 58)], k)
        _poly(surf, dark, [(80, 36), (70, 26), (84, 38)], k)
        pygame.draw.circle(surf, OUTLINE, (84 * k, 41 * k), 1.6 * k)
        return
    if kind == "ankylosaurus":
        _poly(surf, body, [(22, 62), (2, 70), (22, 72)], k)
        _ell(surf, dark, -1, 64, 10, 10, k)
    else:
        _poly(surf, body, [(24, 56), (0, 74 if kind != "velociraptor" else 58), (26, 72)], k)
    by, bh = (50, 28) if kind != "ankylosaurus" else (54, 24)
    bw = 58 if kind in ("brontosaurus", "ankylosaurus") else 52
    _ell(surf, body, 18, by, bw, bh, k)
    _ell(surf, light, 26, by + 4, bw - 20, bh * 0.45, k)
    _ell(surf, OUTLINE, 18, by, bw, bh, k, line)
    for x, y in [(22, 72), (54, 72)]:
        pygame.draw.rect(surf, body, pygame.Rect(x * k, y * k, 9 * k, 24 * k), border_radius=int(3 * k))
        pygame.draw.rect(surf, OUTLINE, pygame.Rect(x * k, y * k, 9 * k, 24 * k), line, border_radius=int(3 * k))
    if kind == "ankylosaurus":
        for i in range(5):
            x = 24 + i * 10
            _poly(surf, theme.lighten(body, 0.5), [(x, 56), (x + 4, 46), (x + 8, 56)], k)
        _ell(surf, body, 68, 58, 22, 16, k)
        _ell(surf, OUTLINE, 68, 58, 22, 16, k, line)
        pygame.draw.circle(surf, OUTLINE, (82 * k, 63 * k), 1.6 * k)
    elif kind == "triceratops":
        _ell(surf, dark, 62, 40, 22, 30, k)                        # the frill
        _ell(surf, body, 68, 54, 26, 18, k)
        _ell(surf, OUTLINE, 68, 54, 26, 18, k, line)
        _poly(surf, (250, 240, 220), [(78, 52), (98, 40), (84, 56)], k)
        _poly(surf, (250, 240, 220), [(88, 60), (99, 56), (92, 64)], k)
        pygame.draw.circle(surf, OUTLINE, (80 * k, 59 * k), 1.6 * k)
    elif kind == "brontosaurus":
        _poly(surf, body, [(60, 58), (78, 14), (88, 16), (72, 62)], k)
        _ell(surf, body, 76, 8, 20, 12, k)
        _ell(surf, OUTLINE, 76, 8, 20, 12, k, line)
        pygame.draw.circle(surf, OUTLINE, (89 * k, 12 * k), 1.5 * k)
    else:                     # tyrannosaur, velociraptor: an upright neck, a head with teeth
        big = kind == "tyrannosaur"
        _poly(surf, body, [(58, 56), (70, 34), (80, 36), (74, 62)], k)
        hw, hh = (30, 20) if big else (24, 14)
        _ell(surf, body, 66, 24, hw, hh, k)
        _ell(surf, OUTLINE, 66, 24, hw, hh, k, line)
        pygame.draw.line(surf, OUTLINE, (72 * k, (24 + hh * 0.65) * k), ((66 + hw) * k, (24 + hh * 0.6) * k), line)
        pygame.draw.circle(surf, OUTLINE, (80 * k, 30 * k), 1.8 * k)
        if big:
            pygame.draw.line(surf, dark, (72 * k, 56 * k), (80 * k, 62 * k), int(3 * k))
        else:
            _poly(surf, dark, [(30, 52), (36, 42), (42, 52)], k)


def _dodo(surf, k: float) -> None:
    line = max(1, int(k * 1.4))
    _ell(surf, DODO, 30, 26, 28, 26, k)                           # body on the dino's back
    _ell(surf, OUTLINE, 30, 26, 28, 26, k, line)
    _poly(surf, (240, 236, 226), [(30, 38), (22, 30), (26, 42)], k)   # tail tuft
    _ell(surf, DODO_DARK, 36, 34, 14, 10, k)                      # wing
    _poly(surf, DODO, [(48, 30), (50, 14), (58, 14), (56, 32)], k)    # neck
    pygame.draw.circle(surf, DODO, (54 * k, 12 * k), 8 * k)
    pygame.draw.circle(surf, OUTLINE, (54 * k, 12 * k), 8 * k, line)
    _poly(surf, BEAK, [(59, 8), (72, 12), (70, 18), (60, 17)], k)     # the hooked beak
    _poly(surf, OUTLINE, [(59, 8), (72, 12), (70, 18), (60, 17)], k, line)
    pygame.draw.circle(surf, (255, 255, 255), (55 * k, 10 * k), 2.6 * k)
    pygame.draw.circle(surf, OUTLINE, (56 * k, 10 * k), 1.3 * k)


@lru_cache(maxsize=64)
def dodino_sprite(dino: str, colour: tuple, height: int) -> pygame.Surface:
    """A dodo riding a dinosaur, facing right, feet at the bottom centre; height pixels tall."""
    height = max(8, int(height))
    k = height * 3 / 100.0
    big = pygame.Surface((int(100 * k), int(100 * k)), pygame.SRCALPHA)
    _dino(big, dino, tuple(colour), k)
    _dodo(big, k)
    out = pygame.transform.smoothscale(big, (height, height))
    return out.convert_alpha() if pygame.display.get_surface() else out


@lru_cache(maxsize=16)
def dodo_token(size: int) -> pygame.Surface:
    """The Dodo token (who starts the round): a gold coin with a dodo's head."""
    size = max(8, int(size))
    k = size * 3 / 100.0
    big = pygame.Surface((int(100 * k), int(100 * k)), pygame.SRCALPHA)
    pygame.draw.circle(big, theme.darken(GOLD, 0.35), (50 * k, 52 * k), 47 * k)
    pygame.draw.circle(big, GOLD, (50 * k, 49 * k), 46 * k)
    pygame.draw.circle(big, theme.lighten(GOLD, 0.35), (50 * k, 49 * k), 38 * k, int(3 * k))
    _poly(big, DODO, [(30, 80), (36, 50), (46, 32), (62, 28), (72, 36), (70, 50), (58, 56), (56, 80)], k)
    _poly(big, BEAK, [(68, 34), (88, 40), (86, 52), (70, 48)], k)
    _poly(big, OUTLINE, [(68, 34), (88, 40), (86, 52), (70, 48)], k, int(2 * k))
    pygame.draw.circle(big, (255, 255, 255), (60 * k, 38 * k), 5 * k)
    pygame.draw.circle(big, OUTLINE, (61 * k, 38 * k), 2.6 * k)
    out = pygame.transform.smoothscale(big, (size, size))
    return out.convert_alpha() if pygame.display.get_surface() else out


def nest(surface: pygame.Surface, centre, r: float, lit: bool = False) -> None:
    """A twig nest seen from above (the Egg starts in one of the four)."""
    cx, cy = centre
    if lit:
        pygame.draw.circle(surface, theme.lighten(theme.ACCENT, 0.2), (cx, cy), r * 1.25, max(2, int(r * 0.12)))
    pygame.draw.circle(surface, (96, 66, 40), (cx, cy), r)
    pygame.draw.circle(surface, (70, 46, 28), (cx, cy), r * 0.62)
    import math
    for i in range(14):
        a = i * 2.4
        p0 = (cx + math.cos(a) * r * 0.55, cy + math.sin(a) * r * 0.55)
        p1 = (cx + math.cos(a + 0.9) * r * 0.98, cy + math.sin(a + 0.9) * r * 0.98)
        pygame.draw.line(surface, (150, 110, 70) if i % 2 else (120, 84, 52), p0, p1, max(1, int(r * 0.1)))
