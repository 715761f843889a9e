"""The pause menu over the game: resume, undo, save, rules, settings, quit to title."""
from __future__ import annotations

import pygame

from .. import theme
from ..scene import Scene
from ..widgets.button import Button, handle_all
from ..widgets.focus import FocusRing
from .common import overlay_card, stack_buttons


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
        self.card = pygame.Rect(0, 0, int(u * 44), int(u * 62))
        self.card.center = rect.center
        stack_buttons(self.buttons, self.card.centerx, self.card.y + int(u * 13), int(u * 32), int(u * 6), int(u * 1.6))

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
