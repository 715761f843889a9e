"""The pass-and-play curtain: a full-screen cover between two human players of a hidden-information game.

It draws opaque over everything (board, log, tooltips) and goes away on a click or a key.
"""
from __future__ import annotations

from typing import Callable

import pygame

from .. import theme
from ..scene import Scene


class Curtain(Scene):
    overlay = False     # opaque: nothing below is drawn, so nothing leaks

    def __init__(self, app, name: str, colour, on_ready: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.colour = colour
        self.on_ready = on_ready
        self.age = 0.0
        self.armed = False
        self.backdrop = theme.Backdrop()
        self.card = pygame.Rect(0, 0, 0, 0)      # ignore the click that was already under way when the curtain fell

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.armed = True
        elif self.age > 0.25 and (
                (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.armed)
                or (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN))):
            self.ready()
        return True

    def ready(self) -> None:
        self.app.sound.play("whoosh")
        self.close()
        if self.on_ready is not None:
            self.on_ready()

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop.get(surface.get_size(), self.name, self._paint), (0, 0))
        u = theme.unit(surface)
        pulse = 0.5 + 0.5 * abs(((self.age * 0.8) % 2) - 1)
        colour = theme.darken(theme.ACCENT_DARK, 0.3 * (1 - pulse))
        theme.blit_text(surface, f"{self.name}: click when ready", u * 3, colour,
                        (self.card.centerx, self.card.y + u * 34), "bold", "center")

    def _paint(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        w, h = surface.get_size()
        u = theme.unit(surface)
        card = pygame.Rect(0, 0, min(w * 0.7, u * 110), u * 42)
        card.center = (w // 2, h // 2)
        theme.panel(surface, card, theme.PAPER, radius=int(u * 2.5))
        band = pygame.Rect(card.x, card.y, card.w, int(u * 2.2))
        pygame.draw.rect(surface, self.colour, band, border_top_left_radius=int(u * 2.5),
                         border_top_right_radius=int(u * 2.5))
        theme.blit_text(surface, "Pass the screen to", u * 3.2, theme.INK_SOFT, (card.centerx, card.y + u * 8),
                        "serif_italic", "center")
        theme.blit_text(surface, self.name, u * 9, theme.darken(self.colour, 0.2), (card.centerx, card.y + u * 17),
                        "serif_bold", "center")
        theme.blit_text(surface, "Everyone else, look away.", u * 2.6, theme.INK_SOFT,
                        (card.centerx, card.y + u * 26), "italic", "center")
        self.card = card
