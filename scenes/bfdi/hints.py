"""Names for what the pointer is over (a mixin of the BFDI board): every icon that is not a
character (Stars, Scenes in hand, the Challenge's attributes, Cake at Stake spaces, the Chamber's
cells, the Boost die) is registered with its words while the frame is drawn, and the one under the
pointer now is shown. Registered afresh every frame, so a hint never outlives what it names."""
from __future__ import annotations

import pygame

from .. import theme
from ..assets import line_height, wrap


class Hints:
    def reset_hints(self) -> None:
        self.hints: list[tuple[pygame.Rect, str]] = []

    def hint(self, rect, words: str) -> None:
        self.__dict__.setdefault("hints", []).append((pygame.Rect(rect), words))

    def hint_at(self, pos) -> str | None:
        """The words for the topmost registered area under pos (the last registered wins)."""
        for rect, words in reversed(self.__dict__.get("hints", [])):
            if rect.collidepoint(pos):
                return words
        return None

    def draw_hint(self, surface: pygame.Surface) -> None:
        words = self.hint_at(self.mouse) if self.rect.collidepoint(self.mouse) else None
        if not words:
            return
        u = self.u
        size = u * 1.8
        lines = wrap(words, int(size), int(u * 30))
        from ..assets import text
        w = max(text(line, int(size), theme.INK).get_width() for line in lines) + int(u * 2)
        h = len(lines) * line_height(size) + int(u * 1.2)
        r = pygame.Rect(self.mouse[0] + int(u * 1.6), self.mouse[1] + int(u * 1.6), w, h)
        r.clamp_ip(self.rect)
        if r.collidepoint(self.mouse):
            r.bottom = self.mouse[1] - int(u)
            r.clamp_ip(self.rect)
        theme.panel(surface, r, theme.PAPER, radius=int(u * 0.8), lift=2, border=theme.ACCENT)
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, size, theme.INK, (r.x + u, r.y + u * 0.6 + i * line_height(size)))
