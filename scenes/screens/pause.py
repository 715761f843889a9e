"""The pause menu over the game: resume, undo, save, rules, settings, quit to title."""
from __future__ import annotations

import pygame

from .. import theme
from ..scene import Scene
from ..assets import font
from ..widgets.button import Button, handle_all, height_for
from ..widgets.focus import FocusRing
from .common import card_title_bottom, overlay_card, stack_buttons


class PauseMenu(Scene):
    overlay = True

    def __init__(self, app, host) -> None:
        super().__init__(app)
        self.host = host
        self.buttons = [
            Button("Resume", self.close, "primary"),
            Button("Undo", self.undo, enabled=host.can_undo),
            Button("Save a copy", host.save_copy),
            Button("Rules", self.rules),
            Button("Settings", self.settings),
            Button("Quit to title", self.quit_to_title, "quiet"),
        ]
        for b in self.buttons:
            b.app = app
        self.focus = FocusRing(lambda: self.buttons)
        self.card = pygame.Rect(0, 0, 0, 0)

    def undo(self) -> None:
        self.close()
        self.host.undo()

    def rules(self) -> None:
        self.app.go.rules(self.host.spec)

    def settings(self) -> None:
        self.app.go.settings()

    def quit_to_title(self) -> None:
        self.host.runner.cancel()     # the autosave already holds every action
        self.app.go.title()

    def layout(self, rect: pygame.Rect) -> None:
        u = theme.unit(rect.size)
        bh, gap = height_for(u * 2.52), int(u * 1.6)
        bw = int(max(u * 32, max(font("bold", u * 2.52).size(b.label)[0] for b in self.buttons) + bh))
        head = card_title_bottom(pygame.Rect(0, 0, 0, 0), u)
        # one column while it fits the window, else two (Text size 200% in a small window)
        columns = 1 if head + len(self.buttons) * (bh + gap) + u * 3 <= rect.h - u * 2 else 2
        rows = -(-len(self.buttons) // columns)
        self.card = pygame.Rect(0, 0, int(max(u * 44, columns * bw + (columns - 1) * u * 2 + u * 12)),
                                int(max(u * 62 if columns == 1 else 0, head + rows * (bh + gap) + u * 3)))
        self.card.center = rect.center
        top = card_title_bottom(self.card, u)
        for c in range(columns):
            x = self.card.centerx + (c - (columns - 1) / 2) * (bw + u * 2)
            stack_buttons(self.buttons[c * rows:(c + 1) * rows], int(x), top, bw, bh, gap)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.focus.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        handle_all(self.buttons, event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        overlay_card(surface, self.card, "Paused")
        for b in self.buttons:
            b.draw(surface)
        self.focus.draw(surface)
