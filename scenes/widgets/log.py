"""The game log: lines of text, newest at the bottom, player names in their colours; wheel scrolls."""
from __future__ import annotations

import re
from typing import Callable, Sequence

import pygame

from .. import theme
from ..assets import text, wrap


class LogPanel:
    def __init__(self, names: Callable[[], Sequence[str]], colour_of: Callable[[int], tuple]) -> None:
        self.names = names
        self.colour_of = colour_of
        self.lines: list[str] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scroll = 0   # lines scrolled up from the bottom

    def set_lines(self, lines: list[str]) -> None:
        if len(lines) != len(self.lines) and self.scroll:
            self.scroll += len(lines) - len(self.lines)
        self.lines = list(lines)
        self.scroll = max(0, self.scroll)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, min(len(self.lines) - 1, self.scroll + event.y)) if self.lines else 0
            return True
        return False

    def _segments(self, line: str) -> list[tuple[str, tuple]]:
        names = [n for n in self.names() if n]
        if not names:
            return [(line, theme.INK)]
        pattern = "(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + ")"
        parts = re.split(pattern, line)
        index = {n: i for i, n in enumerate(self.names())}
        return [(p, theme.darken(self.colour_of(index[p]), 0.25) if p in index else theme.INK) for p in parts if p]

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        if r.w <= 0 or r.h <= 0:
            return
        u = theme.unit(surface)
        size = max(12, int(u * 2.1))
        pad = int(u * 1.2)
        rows: list[str] = []
        visible = self.lines[: len(self.lines) - self.scroll] if self.scroll else self.lines
        budget = (r.h - 2 * pad) // int(size * 1.35)
        for line in reversed(visible[-budget - 1:]):
            entry = wrap(line, size, r.w - 2 * pad)
            if len(rows) + len(entry) > budget:      # whole entries only: never an entry cut mid-sentence
                break
            rows[:0] = entry
        y = r.bottom - pad - len(rows) * int(size * 1.35)
        for row in rows:
            x = r.x + pad
            kind = "ui"
            for part, colour in self._segments(row):
                surf = text(part, size, colour, "bold" if colour != theme.INK else kind)
                surface.blit(surf, (x, y))
                x += surf.get_width()
            y += int(size * 1.35)
        if self.scroll:
            hint = text(f"↓ {self.scroll} newer", int(size * 0.85), theme.INK_SOFT, "italic")
            surface.blit(hint, hint.get_rect(bottomright=(r.right - pad, r.bottom - pad // 3)))
