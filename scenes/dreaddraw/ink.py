"""The Dread Draw table's inks and the small pictures its painters share: the band's colour and its labels,
the plates' words on it, veils and glows."""
from __future__ import annotations

from functools import lru_cache

import pygame

from .. import theme
from . import art

blit = theme.blit_text
BAND = (28, 18, 40)             # a seat's band, behind its labels
LABEL = (176, 160, 190)         # the empty zones' words and the small labels: 4.5:1 or more on the band (WCAG AA)
HINT = (110, 230, 255)          # the coach's ring: cyan, apart from gold glows and the seats' colours
LABEL_SIZE = 1.9                # in units: 13.7 px at 1280x720
COUNT = "bold"                  # the piles' counts: a thin italic at the floor size has hardly a solid pixel


def on_band(words: str, size: float, colour, kind: str = "ui") -> pygame.Surface:
    """A plate's words on the band's own colour (art.plated): cards in the air pass under them."""
    return art.plated(words, size, colour, kind, BAND)


def veil(w: int, h: int, colour, alpha: int, radius: int = 0) -> pygame.Surface:
    return _veil(w, h, colour, min(255, (alpha + 15) // 32 * 32), radius)


@lru_cache(maxsize=64)
def _veil(w: int, h: int, colour, alpha: int, radius: int = 0) -> pygame.Surface:
    s = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    pygame.draw.rect(s, (*colour, alpha), (0, 0, w, h), border_radius=radius)
    return s.convert_alpha() if pygame.display.get_surface() is not None else s



@lru_cache(maxsize=32)
def glow(w: int, h: int, colour, spread: int) -> pygame.Surface:
    return theme.soft_rect((w, h), max(3, w // 10), max(1, spread // 2), (*colour, 200), spread)


@lru_cache(maxsize=64)
def breathing(w: int, h: int, colour, spread: int, level: int) -> pygame.Surface:
    """The glow at one of four strengths (0..3), made once: cheaper each frame than a surface alpha."""
    g = glow(w, h, colour, spread).copy()
    g.fill((255, 255, 255, 190 + 65 * level // 3), special_flags=pygame.BLEND_RGBA_MULT)
    return g


def fading(tw, life: float) -> float:
    """How much of a shown message is left: whole after its entrance (tw) for `life` seconds less its last
    0.3, which fade it out."""
    age = tw.elapsed - tw.duration
    return 1.0 if age < life - 0.3 else max(0.0, (life - age) / 0.3)
