"""A chooser: a label with ‹ value › arrows that cycles through a list of values."""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from .. import access, textreport, theme
from ..assets import fit, shrink_to, text


class Chooser:
    def __init__(self, values: Sequence[Any], value: Any = None, names: Callable[[Any], str] = str,
                 on_change: Callable[[Any], None] | None = None, colour_of: Callable[[Any], Any] | None = None) -> None:
        self.values = list(values)
        self.index = self.values.index(value) if value in self.values else 0
        self.names = names
        self.on_change = on_change
        self.colour_of = colour_of     # optional swatch colour for the value
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = 0                 # -1 left arrow, 1 right arrow, 0 none
        self.app = None

    @property
    def value(self) -> Any:
        return self.values[self.index]

    def set_values(self, values: Sequence[Any], keep: Any = None) -> None:
        self.values = list(values)
        self.index = self.values.index(keep) if keep in self.values else min(self.index, len(self.values) - 1)

    def step(self, delta: int) -> None:
        if len(self.values) < 2:
            return
        self.index = (self.index + delta) % len(self.values)
        if self.app is not None:
            self.app.sound.play("click")
        if self.on_change is not None:
            self.on_change(self.value)

    def _side(self, pos) -> int:
        if not self.rect.collidepoint(pos):
            return 0
        return -1 if pos[0] < self.rect.centerx else 1

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._side(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.step(self._side(event.pos))
            return True
        elif event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.step(-1 if event.y > 0 else 1)
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        """A key while the focus ring is on it (scenes/widgets/focus.py): Left and Right change the value,
        Enter and Space go to the next one; Up and Down are left to move the focus."""
        delta = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_RETURN: 1, pygame.K_KP_ENTER: 1,
                 pygame.K_SPACE: 1}.get(event.key)
        if delta is None:
            return False
        self.step(delta)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        if r.w <= 0:
            return
        pygame.draw.rect(surface, theme.PAPER_DIM, r, border_radius=r.h // 5)
        size = int(access.unscaled(r.h * 0.44))      # laid out at the text size: grows with its height
        arrow_w = r.h
        for side, glyph in ((-1, "‹"), (1, "›")):
            box = pygame.Rect(r.x if side < 0 else r.right - arrow_w, r.y, arrow_w, r.h)
            active = len(self.values) > 1
            colour = theme.ACCENT_INK if self.hover == side and active else theme.INK_SOFT
            if not active:
                colour = theme.DISABLED
            surf = text(glyph, int(access.unscaled(r.h * 0.7)), colour, "bold")
            with textreport.disabled(not active):     # an arrow with nothing to step to
                surface.blit(surf, surf.get_rect(center=(box.centerx, box.centery - r.h * 0.05)))
        room = r.w - 2 * arrow_w - 8
        size = shrink_to(self.names(self.value), size, room, "bold")     # a long value steps down, then cuts
        label = fit(self.names(self.value), size, room, "bold")
        surf = text(label, size, theme.INK, "bold")
        rect = surf.get_rect(center=r.center)
        if self.colour_of is not None:
            dot = int(size * 0.42)
            rect.x += dot
            pygame.draw.circle(surface, self.colour_of(self.value), (rect.x - dot * 2, r.centery), dot)
        surface.blit(surf, rect)
