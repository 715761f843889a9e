"""A die that tumbles through random faces and settles on the value it was given.

Its face never changes more often than twice MAX_FLASH_HZ a second (a flash is two changes), and with
Reduce motion it does not hop or tumble: the value fades in where the die lies."""
from __future__ import annotations

import math
import random

import pygame

from .. import theme
from ..assets import text
from .fade import draw_faded
from .tween import FADE, MAX_FLASH_HZ, calm

FACE_MIN = 1 / (2 * MAX_FLASH_HZ)    # seconds a tumbling face shows at least

PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


class Die:
    def __init__(self, faces: int = 6, value: int = 1, colour=theme.PAPER, seed: int = 0) -> None:
        self.faces = faces
        self.value = value
        self.shown = value
        self.colour = colour
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rolling = 0.0       # seconds of tumbling left
        self.duration = 0.0
        self.tick = 0.0
        self.rng = random.Random(seed)   # cosmetic only: which faces flash by

    def roll(self, value: int, seconds: float = 0.9) -> None:
        """Tumble for `seconds`, then show `value` (the engine already decided it)."""
        self.value = value
        self.rolling = self.duration = max(0.05, seconds)
        self.tick = 0.0
        if calm():
            self.shown = value

    @property
    def busy(self) -> bool:
        return self.rolling > 0

    def update(self, dt: float) -> None:
        if self.rolling <= 0:
            return
        self.rolling -= dt
        self.tick -= dt
        if self.rolling <= 0:
            self.shown = self.value
        elif self.tick <= 0 and not calm():
            self.shown = self.rng.randint(1, self.faces)
            self.tick = FACE_MIN + 0.1 * (1 - self.rolling / self.duration)   # slows as it settles

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.w <= 0:
            return
        if self.rolling > 0 and calm():
            alpha = min(1.0, (self.duration - self.rolling) / FADE)
            draw_faded(surface, self.rect, self._draw_at, alpha, pad=self.rect.w // 4)
            return
        self._draw_at(surface, self.rect)

    def _draw_at(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        if self.rolling > 0 and not calm():
            t = self.rolling / self.duration
            hops = max(1, int(self.duration * MAX_FLASH_HZ))      # never more than 3 hops a second
            lift = int(abs(math.sin(t * math.pi * hops)) * r.h * 0.25 * t)
            r = r.move(0, -lift)
        theme.panel(surface, r, self.colour, radius=r.w // 5, lift=3 if self.rolling > 0 and not calm() else 0)
        ink = theme.readable_on(self.colour)
        if self.faces == 6 and self.shown in PIPS:
            step = r.w * 0.26
            for dx, dy in PIPS[self.shown]:
                pygame.draw.circle(surface, ink, (r.centerx + dx * step, r.centery + dy * step), max(2, r.w // 11))
        else:
            surf = text(str(self.shown), int(r.h * 0.55), ink, "black")
            surface.blit(surf, surf.get_rect(center=r.center))
