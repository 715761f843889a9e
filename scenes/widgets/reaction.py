"""The reaction window: a short timed strip where any human may claim the moment ("Wait!").

If nobody claims before the timer runs out, on_pass() is called and the moment passes.
Bots answer through their own decisions; this widget is only for the humans at the table.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from .. import theme
from .button import Button, handle_all


class ReactionWindow:
    def __init__(self, prompt: str, seats: Sequence[int], names: Sequence[str], colour_of: Callable[[int], tuple],
                 on_claim: Callable[[int], None], on_pass: Callable[[], None], seconds: float = 4.0) -> None:
        self.prompt = prompt
        self.seats = list(seats)
        self.seconds = self.left = seconds
        self.on_claim, self.on_pass = on_claim, on_pass
        self.colour_of = colour_of
        self.finished = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        label = (lambda s: "Wait!") if len(self.seats) == 1 else (lambda s: f"Wait! ({names[s]})")
        self.buttons = [Button(label(s), self._claimer(s), "danger", sound="chime") for s in self.seats]
        self.let_pass = Button("Let it pass", self._expire, "quiet")

    def _claimer(self, seat: int):
        def claim() -> None:
            if not self.finished:
                self.finished = True
                self.on_claim(seat)
        return claim

    def _expire(self) -> None:
        if not self.finished:
            self.finished = True
            self.on_pass()

    def layout(self, rect: pygame.Rect) -> None:
        """rect: the strip's place (full width of the board, a band near the bottom)."""
        self.rect = pygame.Rect(rect)
        h = int(rect.h * 0.55)
        x = rect.right - int(rect.h * 0.3)
        for b in [self.let_pass] + self.buttons[::-1]:
            w = int(h * (3.2 if b is self.let_pass else 2.2 + 0.22 * len(b.label)))
            x -= w
            b.rect = pygame.Rect(x, rect.centery - h // 2, w, h)
            x -= int(rect.h * 0.2)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.finished:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_w and self.buttons:
            self.buttons[0].fire()
            return True
        return handle_all(self.buttons + [self.let_pass], event)

    def update(self, dt: float) -> None:
        if self.finished:
            return
        self.left -= dt
        if self.left <= 0:
            self._expire()

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        if r.w <= 0:
            return
        theme.panel(surface, r, theme.PAPER, radius=r.h // 4, border=theme.CORAL)
        share = max(0.0, self.left / self.seconds)
        bar = pygame.Rect(r.x + r.h // 4, r.bottom - r.h // 7, int((r.w - r.h // 2) * share), max(3, r.h // 14))
        pygame.draw.rect(surface, theme.CORAL, bar, border_radius=bar.h // 2)
        theme.blit_text(surface, self.prompt, r.h * 0.28, theme.INK, (r.x + r.h * 0.4, r.centery - r.h * 0.02),
                        "bold", "midleft")
        for b in self.buttons + [self.let_pass]:
            b.draw(surface)
