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
        r = self.hover_place(w, h, u * 1.6)
        self.hover_panel(surface, r, int(u * 0.8))
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, size, theme.INK, (r.x + u, r.y + u * 0.6 + i * line_height(size)))

    def hover_place(self, w: int, h: int, off: float) -> pygame.Rect:
        """Where a hover panel w x h goes: beside the pointer (below right, below left, above right, above
        left, right, left), inside the board, off the pointer, and where it can, off the dark places whose light words a
        paper panel beside them would leave unreadable (the Chamber, the Challenge card, the tray, the
        banner, the Cake at Stake stage), else over the board beside the side panel."""
        mx, my = self.mouse
        off = int(off)
        dark = [self.lay.chamber, self.lay.challenge, self.lay.tray, self.lay.banner] if self.lay else []
        if self.lay is not None and self.cake is not None:
            dark.append(self.stage_area())
        spots = []
        corners = [(mx + off, my + off), (mx - off - w, my + off), (mx + off, my - off - h), (mx - off - w, my - off - h),
                   (mx + off, my - h // 2), (mx - off - w, my - h // 2)]
        for d in dark:              # pointing into a dark place: just above it or below it
            if d.collidepoint(self.mouse):
                corners += [(x, y) for y in (d.top - RING - 1 - h, d.bottom + RING + 1) for x in (mx - w // 2, d.right - w)]
        if self.lay is not None:    # a side panel's: over the board beside it (its names have their halos)
            corners.append((self.lay.side.x - RING - 1 - w, my - h // 2))
        for x, y in corners:
            r = pygame.Rect(x, y, w, h).clamp(self.rect)
            if not r.inflate(2 * RING, 2 * RING).collidepoint(self.mouse):
                spots.append(r)
        spots = spots or [pygame.Rect(mx + off, my + off, w, h).clamp(self.rect)]
        return next((r for r in spots if r.inflate(2 * RING, 2 * RING).collidelist(dark) < 0), spots[0])

    def hover_panel(self, surface: pygame.Surface, r: pygame.Rect, radius: int) -> None:
        """A hover panel: paper in an amber rim, in a ring of paper (no dark shadow), so that words it comes
        to lie beside meet paper, as on their own panels (issue 23, Contrast)."""
        pygame.draw.rect(surface, theme.PAPER, r.inflate(2 * RING, 2 * RING), border_radius=radius + RING)
        pygame.draw.rect(surface, theme.ACCENT_DARK, r, max(2, int(self.u * 0.3)), border_radius=radius)


RING = 3     # px of paper round a hover panel's rim: further than textframe looks beside a text's strokes
