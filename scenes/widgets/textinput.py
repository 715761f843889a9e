"""A one-line text field: click to focus (or Tab to it), type, backspace, Enter or a click elsewhere to finish."""
from __future__ import annotations

import pygame

from .. import access, theme
from ..assets import font, text


class TextInput:
    def __init__(self, value: str = "", max_length: int = 16, placeholder: str = "") -> None:
        self.value = value
        self.max_length = max_length
        self.placeholder = placeholder
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False
        self.blink = 0.0

    @property
    def typing(self) -> bool:
        """Taking the keys typed (a caret shows): a focus ring leaves it every key but Tab, Up and Down."""
        return self.focused

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focused
            self.focused = self.rect.collidepoint(event.pos)
            if self.focused != was:
                self._ime(self.focused)
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            self.on_key(event)
            return True   # keys belong to the field while it has focus
        if event.type == pygame.WINDOWFOCUSLOST:
            self.focused = False
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        """A key while typing in it, or while a focus ring is on it (scenes/widgets/focus.py): Enter or Space
        there starts typing; Enter, Tab or Esc ends it. Tab, Up and Down go back to the ring to move on."""
        if not self.focused:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.focus()
                return True
            return False
        if event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
            self.blur()
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            return False
        self.blink = 0.0
        return event.key != pygame.K_TAB

    def focus(self) -> None:
        """Start typing (the focus ring came to it)."""
        if not self.focused:
            self.focused = True
            self._ime(True)
        self.blink = 0.0

    def blur(self) -> None:
        """Stop typing (Enter, Esc, or the focus ring went on)."""
        if self.focused:
            self.focused = False
            self._ime(False)

    def insert(self, chars: str) -> None:
        chars = "".join(c for c in chars if c.isprintable())
        self.value = (self.value + chars)[: self.max_length]
        self.blink = 0.0

    @staticmethod
    def _ime(on: bool) -> None:
        try:
            pygame.key.start_text_input() if on else pygame.key.stop_text_input()
        except pygame.error:
            pass

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        if r.w <= 0:
            return
        pygame.draw.rect(surface, theme.PAPER if self.focused else theme.PAPER_DIM, r, border_radius=r.h // 5)
        border = theme.ACCENT if self.focused else theme.darken(theme.PAPER_DIM, 0.25)
        pygame.draw.rect(surface, border, r, width=max(2, r.h // 16), border_radius=r.h // 5)
        size = int(access.unscaled(r.h * 0.46))      # laid out at the text size: grows with its height
        pad = r.h // 3
        shown = self.value or ("" if self.focused else self.placeholder)
        colour = theme.INK if self.value else theme.INK_SOFT
        f = font("ui", size)
        while shown and f.size(shown)[0] > r.w - 2 * pad:
            shown = shown[1:]
        surf = text(shown, size, colour)
        pos = surf.get_rect(midleft=(r.x + pad, r.centery))
        surface.blit(surf, pos)
        if self.focused and self.blink < 0.55:
            x = pos.right + 2 if self.value else r.x + pad
            half = r.h * 0.46 * 0.55
            pygame.draw.line(surface, theme.INK, (x, r.centery - half), (x, r.centery + half), 2)
