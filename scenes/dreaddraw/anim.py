"""Animation pieces for Dread Draw: cards in flight (flipping, spinning, burning) and red damage dots
flying in an arc. The timed steps themselves live in widgets/timeline.py.
"""
from __future__ import annotations

import math
from typing import Callable

import pygame

from ..widgets.timeline import Landing
from ..widgets.tween import arrival, calm, in_out_cubic, out_cubic, travel
from . import art


class Flight(Landing):
    """A card moving between two rects; may flip from its back, spin and fade (crumble), or burn."""

    def __init__(self, card: int | None, src: pygame.Rect, dst: pygame.Rect, duration: float, delay: float = 0.0,
                 flip: bool = False, spin: float = 0.0, fade: bool = False, burn: bool = False, lift: float = 0.0,
                 on_land: Callable[[], None] | None = None) -> None:
        self.card = card
        self.src, self.dst = pygame.Rect(src), pygame.Rect(dst)
        self.duration = max(1e-3, duration)
        self.delay, self.age = delay, 0.0
        self.flip, self.spin, self.fade, self.burn, self.lift = flip, spin, fade, burn, lift
        self.on_land = on_land
        self.landed = False

    @property
    def t(self) -> float:
        return self.k

    def draw(self, surface: pygame.Surface) -> None:
        if not self.flying:
            return
        t = in_out_cubic(travel(self.t))       # Reduce motion: at its place, face as it lands, fading in
        x = self.src.x + (self.dst.x - self.src.x) * t
        y = self.src.y + (self.dst.y - self.src.y) * t - math.sin(math.pi * t) * self.lift
        w = self.src.w + (self.dst.w - self.src.w) * t
        h = self.src.h + (self.dst.h - self.src.h) * t
        face_up = self.card is not None and (not self.flip or t >= 0.5)
        sx = abs(math.cos(math.pi * t)) if self.flip else 1.0
        size = (max(4, int(self.dst.w)), max(6, int(self.dst.h)))
        first = pic = art.in_flight(self.card if face_up else None, size, (max(2, int(w * sx)), max(2, int(h))))
        if self.spin and not calm():
            pic = pygame.transform.rotate(pic, self.spin * t)
        alpha = None
        if self.fade or self.burn:
            alpha = int(255 * (1 - out_cubic(max(0.0, (self.t - 0.45) / 0.55))))
        elif calm():
            alpha = int(255 * arrival(self.t * self.duration))
        if (self.burn or alpha is not None) and pic is first:
            pic = pic.copy()          # in_flight's picture may be the cached one: tint and fade a copy
        if self.burn:
            heat = int(min(255, 420 * t))
            pic.fill((255, max(0, 255 - heat), max(0, 255 - heat * 2)), special_flags=pygame.BLEND_RGB_MULT)
        if alpha is not None:
            pic.set_alpha(alpha)
        surface.blit(pic, pic.get_rect(center=(int(x + w / 2), int(y + h / 2))))


class DotFlight(Landing):
    """One red damage dot flying in an arc from the winner's row to a seat's Life Deck."""

    def __init__(self, src, dst, duration: float, delay: float, r: int,
                 on_land: Callable[[], None] | None = None) -> None:
        self.src, self.dst = src, dst
        self.duration = max(1e-3, duration)
        self.delay, self.age = delay, 0.0
        self.r = r
        self.on_land = on_land
        self.landed = False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.flying:
            return
        t = in_out_cubic(travel(self.k))      # Reduce motion: on the Life Deck at once, no trail
        x = self.src[0] + (self.dst[0] - self.src[0]) * t
        arc = abs(self.dst[0] - self.src[0]) * 0.15 + self.r * 8
        y = self.src[1] + (self.dst[1] - self.src[1]) * t - math.sin(math.pi * t) * arc
        r = int(self.r * (1 + 0.4 * math.sin(math.pi * t)))
        for k in range(1, 1 if calm() else 4):     # a short trail
            tt = max(0.0, t - k * 0.04)
            tx = self.src[0] + (self.dst[0] - self.src[0]) * tt
            ty = self.src[1] + (self.dst[1] - self.src[1]) * tt - math.sin(math.pi * tt) * arc
            pygame.draw.circle(surface, art.BLOOD_DARK, (int(tx), int(ty)), max(1, r - k * r // 4))
        art.draw_dot(surface, (int(x), int(y)), r)
