"""A die that tumbles through random faces and settles on the value it was given."""
from __future__ import annotations

import math
import random

import pygame

from .. import theme
from ..assets import text

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
        elif self.tick <= 0:
            self.shown = self.rng.randint(1, self.faces)
            self.tick = 0.05 + 0.12 * (1 - self.rolling / self.duration)   # slows as it settles

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        if r.w <= 0:
            return
        if self.rolling > 0:
            t = self.rolling / self.duration
            lift = int(abs(math.sin(t * math.pi * 3)) * r.h * 0.25 * t)
            r = r.move(0, -lift)
        theme.panel(surface, r, self.colour, radius=r.w // 5, lift=3 if self.rolling > 0 else 0)
        ink = theme.readable_on(self.colour)
        if self.faces == 6 and self.shown in PIPS:
            step = r.w * 0.26
            for dx, dy in PIPS[self.shown]:
                pygame.draw.circle(surface, ink, (r.centerx + dx * step, r.centery + dy * step), max(2, r.w // 11))
        else:
            surf = text(str(self.shown), int(r.h * 0.55), ink, "black")
            surface.blit(surf, surf.get_rect(center=r.center))
