"""The pass-and-play curtain: a full-screen cover between two human players of a hidden-information game,
and the hand-off before a private moment ("Ana only: others look away", e.g. a peek).

It draws opaque over everything (board, log, tooltips). It opens only on a deliberate press of the
button named for the seat ("I'm Ana: show me"): a press that starts on that button and ends on it,
after the curtain has been up for ARM_FRAMES frames. A stray click elsewhere, the second click of a
double-click that fell on the previous screen, or a press already under way when it fell do nothing.
Counting frames (not the wall clock) keeps tests and slow machines alike.

The seat that just moved can still take its move back from the curtain (an "Undo my move" button
for that seat, when the host's undo policy allows it); the screen then stays covered for whoever decides next.
Menu opens the pause menu over the curtain (save a copy, rules, settings, quit), showing nothing private.

By keyboard (scenes/widgets/focus.py): Tab goes round Menu, the seat's button and its undo, Enter presses the
one with the ring; nothing has the ring until a key moves it there, so a stray Enter or Space does nothing.
Esc opens the menu.
"""
from __future__ import annotations

from typing import Callable

import pygame

from .. import access, symbols, theme
from ..access import scaled
from ..assets import fit, font, line_height, shrink_to
from ..scene import Scene
from .button import Button, height_for
from .focus import FocusRing

ARM_FRAMES = 24     # about 0.4 s at 60 fps: longer than a double-click's second press


class Curtain(Scene):
    overlay = False     # opaque: nothing below is drawn, so nothing leaks
    backdrop = theme.Backdrop()    # shared: a curtain's picture is painted on the one before last (no new surface)

    def __init__(self, app, name: str, colour, on_ready: Callable[[], None] | None = None,
                 private: bool = False, undo: tuple[str, Callable[[], None]] | None = None,
                 menu: Callable[[], None] | None = None, symbol: str = "") -> None:
        super().__init__(app)
        self.name = name
        self.colour = colour
        self.symbol = symbol            # the seat's symbol beside its name: colour is never the only sign
        self.on_ready = on_ready
        self.private = private          # a hand-off for a private moment rather than a turn change
        self.frames = 0
        self.age = 0.0
        self.card = pygame.Rect(0, 0, 0, 0)
        self.button = Button(f"I'm {name}: show me", self.ready, "primary", enabled=self.armed, sound="")
        self.undo_button = None
        if undo is not None:
            who, take_back = undo
            self.undo_button = Button(f"{who}: undo my move", lambda: self._undo(take_back), "quiet",
                                      enabled=self.armed)
        # the menu (save a copy, rules, settings, quit) without lifting the curtain: it opens over it
        self.menu_button = Button("Menu", menu, "quiet") if menu is not None else None
        for b in self.buttons:
            b.app = app
        # reading order: Menu at the top right, the seat's button, then the undo under the card
        self.focus = FocusRing(lambda: [self.menu_button, self.button, self.undo_button])

    @property
    def buttons(self) -> list[Button]:
        return [b for b in (self.button, self.undo_button, self.menu_button) if b is not None]

    def armed(self) -> bool:
        return self.frames >= ARM_FRAMES

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.menu_button is not None:
            self.menu_button.on_click()
            return True
        if self.focus.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.armed():
            return True          # a press under way when the curtain fell, or too soon: not deliberate
        for b in self.buttons:
            if b.handle(event) and event.type != pygame.MOUSEMOTION:
                break
        return True

    def ready(self) -> None:
        self.app.sound.play("whoosh")
        self.close()
        if self.on_ready is not None:
            self.on_ready()

    def _undo(self, take_back: Callable[[], None]) -> None:
        self.close()
        take_back()

    def update(self, dt: float) -> None:
        self.frames += 1
        self.age += dt

    def layout(self, rect: pygame.Rect) -> None:
        self._place(rect.size)

    def _place(self, size) -> None:
        w, h = size
        u = theme.unit(size)
        self.lines = self._lines(u)
        bh = height_for(u * 2.73)
        small = height_for(u * 1.93)
        words = sum(step for _t, _s, _k, step in self.lines)
        card = pygame.Rect(0, 0, min(w * (0.7 if access.text_scale == 1 else 0.9), u * 110 * access.text_scale),
                           max(u * 42, u * 5 + words + u * 3 + bh + u * 4.5))
        card.center = (w // 2, h // 2 - (small + u * 3) // 2 if self.undo_button is not None else h // 2)
        self.card = card
        bw = min(card.w - u * 8, max(u * 52, font("bold", u * 2.73).size(self.button.label)[0] + bh))
        self.button.rect = pygame.Rect(0, 0, bw, bh)
        self.button.rect.midbottom = (card.centerx, card.bottom - int(u * 4.5))
        if self.undo_button is not None:
            self.undo_button.rect = pygame.Rect(0, 0, int(max(u * 34, font("bold", u * 1.93).size(
                self.undo_button.label)[0] + small)), small)
            self.undo_button.rect.midtop = (card.centerx, card.bottom + int(u * 3))
        if self.menu_button is not None:                    # where the table's Menu button is
            self.menu_button.rect = pygame.Rect(0, 0, int(max(u * 14, font("bold", u * 1.93).size("Menu")[0] + small)),
                                                small)
            self.menu_button.rect.topright = (w - int(u * 1.6), int(u * 1.45))

    def _lines(self, u: float) -> list[tuple[str, float, str, float]]:
        """The card's three lines (text, size, font, height taken), top to bottom."""
        top, bottom = (("Only for", "Others, look away now.") if self.private
                       else ("Pass the screen to", "Everyone else, look away."))
        name = access.capped(u * 9, u * 13)
        return [(top, u * 3.2, "serif_italic", max(u * 6, line_height(u * 3.2, "serif_italic"))),
                (self.name, name, "serif_bold", max(u * 9, line_height(name, "serif_bold"))),
                (bottom, u * 2.6, "italic", max(u * 7, line_height(u * 2.6, "italic") + u * 2))]

    def draw(self, surface: pygame.Surface) -> None:
        if self.card.w == 0:
            self._place(surface.get_size())
        surface.blit(self.backdrop.get(surface.get_size(), (self.name, self.symbol, self.private), self._paint), (0, 0))
        for b in self.buttons:
            b.draw(surface)
        self.focus.draw(surface)

    def _paint(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        self._place(surface.get_size())
        u = theme.unit(surface)
        card = self.card
        theme.panel(surface, card, theme.PAPER, radius=int(u * 2.5))
        band = pygame.Rect(card.x, card.y, card.w, int(u * 2.2))
        pygame.draw.rect(surface, self.colour, band, border_top_left_radius=int(u * 2.5),
                         border_top_right_radius=int(u * 2.5))
        y = card.y + u * 5
        for i, (words, size, kind, step) in enumerate(self.lines):
            colour = theme.on_paper(self.colour) if i == 1 else theme.INK_SOFT
            if i != 1:
                theme.blit_text(surface, words, size, colour, (card.centerx, y + step / 2), kind, "center")
            else:          # the name (a long one steps down to the card's width) and the seat's symbol before it
                mark = u * 9 if self.symbol else 0
                size = shrink_to(words, size, card.w - u * 6 - mark, kind)
                words = fit(words, size, int(card.w - u * 6 - mark), kind)
                name = theme.blit_text(surface, words, size, colour, (card.centerx + mark / 2, y + step / 2), kind,
                                       "center")
                if self.symbol:
                    symbols.draw(surface, self.symbol, (name.x - u * 4.5, name.centery),
                                 min(u * 6.5, scaled(size) * 0.72), self.colour)
            y += step
