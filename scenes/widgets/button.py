"""Buttons: rounded, with hover and press states, disabled look, and an optional shortcut key."""
from __future__ import annotations

from typing import Callable

import pygame

from .. import access, textreport, theme
from ..assets import fit, shrink_to, text

STYLES = {   # fill, text
    "primary": (theme.ACCENT, theme.INK),
    "secondary": ((240, 224, 196), theme.INK),
    "danger": (theme.CORAL, theme.INK),          # ink: cream on coral or teal reads at under 3:1
    "quiet": ((86, 62, 66), theme.CREAM),
    "teal": (theme.TEAL, theme.INK),
}


class Button:
    def __init__(self, label: str, on_click: Callable[[], None] | None = None, style: str = "secondary",
                 enabled: bool | Callable[[], bool] = True, key: int | None = None, sound: str = "click",
                 short: str | None = None) -> None:
        self.label = label
        self.short = short        # a shorter label for when the whole one cannot fit (a large text size)
        self.on_click = on_click
        self.style = style
        self._enabled = enabled
        self.key = key
        self.sound = sound
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.pressed = False
        self.app = None   # set by the scene to play the click sound

    @property
    def enabled(self) -> bool:
        return self._enabled() if callable(self._enabled) else bool(self._enabled)

    @enabled.setter
    def enabled(self, value) -> None:
        self._enabled = value

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was about this button (a click on it, its key)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self.pressed = self.pressed, False
            if was and self.rect.collidepoint(event.pos) and self.enabled:
                self.fire()
                return True
            return False
        if event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key and self.enabled:
            self.fire()
            return True
        if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWLEAVE):
            self.hover = self.pressed = False
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        """A key while the focus ring is on it (scenes/widgets/focus.py): Enter or Space clicks it."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.enabled:
                self.fire()
            return True
        return False

    def fire(self) -> None:
        if self.app is not None and self.sound:
            self.app.sound.play(self.sound)
        if self.on_click is not None:
            self.on_click()

    def look(self) -> tuple:
        """Everything draw() reads, as a key: a kept picture holding the button is painted again when it changes."""
        return tuple(self.rect), self.style, self.enabled, self.pressed, self.hover, shown_label(self)

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.w <= 0:
            return
        fill, ink = STYLES.get(self.style, STYLES["secondary"])
        enabled = self.enabled
        rect = self.rect.copy()
        if not enabled:
            fill, ink = theme.darken(fill, 0.45), theme.DISABLED
        elif self.pressed:
            fill = theme.darken(fill, 0.12)
            rect.y += max(1, rect.h // 24)
        elif self.hover:
            fill = theme.lighten(fill, 0.15)
        radius = rect.h // 4
        depth = max(2, self.rect.h // 12)
        if not self.pressed:      # a darker base under the face: crisp on paper and on dark alike
            pygame.draw.rect(surface, theme.darken(fill, 0.35), rect.move(0, depth), border_radius=radius)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        words = shown_label(self)
        size = shrink_to(words, label_size(rect.h), rect.w - rect.h // 2, "bold")
        label = fit(words, size, rect.w - rect.h // 2, "bold")
        surf = text(label, size, ink, "bold")
        with textreport.disabled(not enabled):      # a disabled label is exempt from the contrast check
            surface.blit(surf, surf.get_rect(center=rect.center))


def label_size(height: float) -> float:
    """The size a button's label asks for: 42% of its height, as laid out at the table's text size (a layout
    makes a button taller at a larger text size; the label grows with it, not twice)."""
    return access.unscaled(height * 0.42)


def shown_label(button: Button) -> str:
    """The label, or its short form when only that fits the button at the floor."""
    from ..assets import fits, least
    r = button.rect
    if button.short and not fits(button.label, least(), r.w - r.h // 2, "bold"):
        return button.short
    return button.label


def label_fits(button: Button) -> bool:
    """Whether the label is drawn whole inside the button (not cut, not taller than it): tests and reports."""
    from ..assets import fits, line_height
    r = button.rect
    words = shown_label(button)
    size = shrink_to(words, label_size(r.h), r.w - r.h // 2, "bold")
    return fits(words, size, r.w - r.h // 2, "bold") and line_height(size, "bold") <= r.h * 1.05


def height_for(size: float) -> int:
    """A button's height for a label of this size at the table's text size (the inverse of label_size)."""
    return int(access.scaled(size) / 0.42)


def handle_all(buttons, event) -> bool:
    """Offer an event to each button; True once one consumed it (motion goes to all)."""
    used = False
    for b in buttons:
        if b.handle(event):
            used = True
            if event.type != pygame.MOUSEMOTION:
                break
    return used
