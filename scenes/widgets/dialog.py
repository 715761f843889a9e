"""A modal dialog: a title, a message and a row of buttons, over a dimmed scene."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from .. import access, theme
from ..assets import font, line_height, shrink_to, wrap
from ..scene import Scene
from .button import Button, handle_all, height_for
from .focus import FocusRing


class Dialog(Scene):
    overlay = True

    def __init__(self, app, title: str, message: str,
                 buttons: Sequence[tuple[str, Callable[[], None] | None]] = (("OK", None),)) -> None:
        super().__init__(app)
        self.title = title
        self.message = message
        self.buttons = []
        for i, (label, action) in enumerate(buttons):
            b = Button(label, self._closer(action), "primary" if i == 0 else "secondary")
            b.app = app
            self.buttons.append(b)
        self.focus = FocusRing(lambda: self.buttons)
        self.card = pygame.Rect(0, 0, 0, 0)

    def _closer(self, action):
        def run() -> None:
            self.close()
            if action is not None:
                action()
        return run

    def layout(self, rect: pygame.Rect) -> None:
        u = theme.unit(rect.size)
        self.u = u
        width = int(min(rect.w * (0.8 if access.text_scale == 1 else 0.9), u * 90 * access.text_scale))
        self.title_size = shrink_to(self.title, access.capped(u * 4, u * 7), width - u * 6, "serif_bold")
        self.top = u * 2.5 + line_height(self.title_size, "serif_bold") + u * 1.5    # the message starts here
        self.lines = wrap(self.message, int(u * 2.5), width - int(u * 8))
        self.step = line_height(u * 2.5)
        bh = height_for(u * 2.5)
        height = int(self.top + len(self.lines) * self.step + u * 3 + bh + u * 3)    # the box grows with its text
        self.card = pygame.Rect(0, 0, width, min(height, rect.h - int(u * 2)))
        self.card.center = rect.center
        bw = int(max(u * 22, max(font("bold", u * 2.5).size(b.label)[0] for b in self.buttons) + bh))
        total = len(self.buttons) * bw + (len(self.buttons) - 1) * u * 2
        x = self.card.centerx - total / 2
        for b in self.buttons:
            b.rect = pygame.Rect(int(x), self.card.bottom - bh - int(u * 3), bw, bh)
            x += bw + u * 2

    def handle(self, event: pygame.event.Event) -> bool:
        if self.focus.handle(event):      # Enter on a focused button is that button, not the first one
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.buttons[0 if event.key == pygame.K_RETURN else -1].fire()
            return True
        handle_all(self.buttons, event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        u = self.u
        theme.panel(surface, self.card, theme.PAPER, radius=int(u * 2))
        theme.blit_text(surface, self.title, self.title_size, theme.INK, (self.card.centerx, self.card.y + u * 2.5),
                        "serif_bold", "midtop")
        for i, line in enumerate(self.lines):
            theme.blit_text(surface, line, u * 2.5, theme.INK_SOFT,
                            (self.card.centerx, self.card.y + self.top + (i + 0.5) * self.step), "ui", "center")
        for b in self.buttons:
            b.draw(surface)
        self.focus.draw(surface)
