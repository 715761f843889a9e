"""Toasts: short messages that slide in at the top, one at a time, stay a few seconds and fade (with
Reduce motion they fade in and out where they stand)."""
from __future__ import annotations

import pygame

from .. import access, theme
from ..assets import line_height, text, wrap
from .fade import draw_faded
from .tween import Tween, arrival, calm, out_back

KINDS = {"info": theme.PAPER, "error": theme.CORAL, "ok": theme.TEAL}


class Toast:
    def __init__(self, message: str, kind: str, seconds: float) -> None:
        self.message, self.kind, self.seconds = message, kind, seconds
        self.age = 0.0
        self.slide = Tween(-1.0, 0.0, 0.35, out_back)


class Toasts:
    def __init__(self) -> None:
        self.items: list[Toast] = []

    def show(self, message: str, kind: str = "info", seconds: float = 3.0) -> None:
        self.items = [t for t in self.items if t.message != message][-3:]
        self.items.append(Toast(message, kind, seconds))

    def update(self, dt: float) -> None:
        """One toast at a time, the others waiting their turn: a stack of them reached down over the boards'
        headings (issue 23: words half under a toast read at 3:1)."""
        if self.items:
            self.items[0].age += dt
            self.items[0].slide.update(dt)
        self.items = [t for t in self.items if t.age < t.seconds]

    def draw(self, surface: pygame.Surface) -> None:
        u = theme.unit(surface)
        y = u * 2
        size = int(u * 2.2)
        width = int(min(surface.get_width() * (0.6 + 0.15 * (access.text_scale > 1)), u * 90 * access.text_scale))
        for t in self.items[:1]:
            lines = wrap(t.message, size, width - int(u * 4))
            step = line_height(size)                 # at the text size
            h = int(len(lines) * step + u * 2.4)
            snug = max(text(line, size, theme.INK).get_width() for line in lines) + int(u * 6)
            rect = pygame.Rect(0, 0, min(width, snug), h)
            slide = 0.0 if calm() else t.slide.value
            rect.midtop = (surface.get_width() // 2, int(y + slide * (h + y)))
            fade = min(1.0, (t.seconds - t.age) / 0.4)
            if fade < 1.0 and not calm():
                rect.y -= int((1 - fade) * u * 2)
            alpha = min(arrival(t.age), max(0.0, fade)) if calm() else 1.0     # Reduce motion: fades in and out
            draw_faded(surface, rect, lambda surf, r: self._panel(surf, r, t, lines, size, u), alpha, pad=int(u * 2))
            y = rect.bottom + u

    @staticmethod
    def _panel(surface, rect, t: Toast, lines, size: int, u: float) -> None:
        colour = KINDS.get(t.kind, theme.PAPER)
        theme.panel(surface, rect, colour, radius=int(u * 1.2))
        ink = theme.readable_on(colour)
        for i, line in enumerate(lines):
            surf = text(line, size, ink)
            surface.blit(surf, surf.get_rect(midtop=(rect.centerx, rect.y + u * 1.2 + i * line_height(size))))
