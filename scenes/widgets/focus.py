"""Keyboard focus for the menus (issue 23, "Menus by keyboard"): one ring a screen gives its controls to.

A screen makes `FocusRing(lambda: [its controls in reading order])`, offers it each event first in handle()
and draws it last in draw(). Tab / Shift+Tab go round the controls (wrapping), the arrow keys go to the
nearest control that way (a list or a chooser keeps the arrows it uses: a chooser's Left/Right change its
value), Enter or Space does what a click would. Esc stays the screen's own (back / close).

The ring shows once a key moves it and hides on a mouse press, which also puts the focus where it pressed,
so Tab goes on from there. Moving the mouse alone keeps the ring: a nudged mouse does not lose the place.
Enter and Space act only while the ring shows: a stray key on a screen nobody has tabbed through (a curtain
that just fell) does nothing.

A control is anything with a `rect` and `on_key(event) -> bool` (Button, Chooser, TextInput, or a Spot for an
area that is not a widget: a game box, the list of saves); `enabled` and `focus()` / `blur()` when it has them.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from .. import theme

ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


def activates(event: pygame.event.Event) -> bool:
    """Enter or Space: what a click on the focused control would do."""
    return event.type == pygame.KEYDOWN and event.key in ACTIVATE


class Spot:
    """A focusable area that is not a widget (a game box on the title, the list of saves): where it is now,
    what Enter or Space does on it, and the keys it keeps for itself (a list's Up and Down)."""

    def __init__(self, rect: Callable[[], pygame.Rect], activate: Callable[[], None] | None = None,
                 keys: Callable[[pygame.event.Event], bool] | None = None,
                 enabled: Callable[[], bool] = lambda: True) -> None:
        self._rect, self.activate, self.keys, self._enabled = rect, activate, keys, enabled

    @property
    def rect(self) -> pygame.Rect:
        return self._rect()

    @property
    def enabled(self) -> bool:
        return self._enabled()

    def on_key(self, event: pygame.event.Event) -> bool:
        if self.keys is not None and self.keys(event):
            return True
        if activates(event) and self.activate is not None:
            self.activate()
            return True
        return False


class FocusRing:
    def __init__(self, controls: Callable[[], Sequence], arrows: bool = True) -> None:
        """controls: the screen's focusable controls in reading order, asked anew each time (rows come and go);
        arrows: an arrow key also brings the ring up (False where the screen's arrows mean something of their
        own before anyone tabs: the list of saves, the rules' scrolling)."""
        self.controls = controls
        self.arrows = arrows
        self.current = None
        self.visible = False
        self._index = -1          # where the current control was: the focus stays there when it goes away

    # ---- which control ---------------------------------------------------------------------------------
    def usable(self) -> list:
        return [c for c in self.controls() if c is not None and c.rect.w > 0 and getattr(c, "enabled", True)]

    def focused(self):
        """The control with the ring, or None (no key used yet, or the ring hidden by the mouse)."""
        return self._now(self.usable()) if self.visible else None

    def _now(self, items: list):
        """The current control, or when it went (a row removed, a button turned off) the one now in its place."""
        if self.current in items:
            return self.current
        return items[min(self._index, len(items) - 1)] if items and self._index >= 0 else None

    def focus(self, control, visible: bool = True) -> None:
        if control is not self.current:
            if hasattr(self.current, "blur"):
                self.current.blur()
            self.current = control
            if visible and hasattr(control, "focus"):
                control.focus()
        self.visible = visible
        items = self.usable()
        self._index = items.index(control) if control in items else self._index

    def step(self, delta: int) -> bool:
        """Round the controls by delta (Tab, Shift+Tab) from the current one, or from the start; False if none."""
        items = self.usable()
        now = self._now(items)
        if now is None:
            target = 0 if delta > 0 else -1
        else:
            target = (items.index(now) + delta) % len(items)
        if items:
            self.focus(items[target])
        return bool(items)

    def toward(self, dx: int, dy: int) -> bool:
        """To the nearest control in that direction: along it first, then how far off to the side (a control
        overlapping the current one across the way counts as straight ahead). False when there is none."""
        here = self.current.rect
        best, score = None, None
        for c in self.usable():
            r = c.rect
            if c is self.current:
                continue
            ahead = (r.centerx - here.centerx) * dx + (r.centery - here.centery) * dy
            if ahead <= 0:
                continue
            if dx:
                side = 0 if r.top < here.bottom and here.top < r.bottom else abs(r.centery - here.centery)
            else:
                side = 0 if r.left < here.right and here.left < r.right else abs(r.centerx - here.centerx)
            value = ahead + side * 3
            if score is None or value < score:
                best, score = c, value
        if best is not None:
            self.focus(best)
        return best is not None

    # ---- events ----------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """True when the ring used the event (the screen then stops)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            hit = next((c for c in self.usable() if c.rect.collidepoint(event.pos)), None)
            if hit is not None:
                self.focus(hit, visible=False)      # the control itself takes the click as ever
            self.visible = False
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return self.step(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        current = self.current = self._now(self.usable())
        # a text field being typed in keeps its keys even with the ring hidden (it was clicked)
        if current is not None and (self.visible or getattr(current, "typing", False)) and current.on_key(event):
            return True
        if event.key not in ARROWS or not (self.visible or self.arrows):
            return False
        if current is None:
            return self.step(1)            # the first arrow brings the ring up where it starts...
        if not self.visible:
            self.focus(current)            # ...or where it was before the mouse hid it
            return True
        return self.toward(*ARROWS[event.key])     # nowhere to go: the screen's own arrows (scrolling)

    # ---- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        control = self.focused()
        if control is not None:
            draw_ring(surface, control.rect)


def ring_sizes(u: float) -> tuple[int, int, int]:
    """The ring's gap from the control, its dark edges and its amber band, in pixels (5 px of amber, 2 px
    edges, 4 px off the control at 1920x1080)."""
    return max(2, round(u * 0.35)), max(2, round(u * 0.2)), max(3, round(u * 0.46))


def draw_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An amber band between two dark edges around rect: the amber reads on the dark table (6.9:1 and more),
    the dark edges on paper (13:1) and around an amber button; amber to its edges is 7.6:1."""
    u = theme.unit(surface)
    gap, edge, band = ring_sizes(u)
    radius = max(4, min(rect.h // 4, rect.w // 4, int(u * 2)))      # as round as the controls' own corners
    outer = rect.inflate(2 * (gap + band + 2 * edge), 2 * (gap + band + 2 * edge))
    pygame.draw.rect(surface, theme.INK, outer, width=band + 2 * edge, border_radius=radius + gap + band + 2 * edge)
    amber = rect.inflate(2 * (gap + band + edge), 2 * (gap + band + edge))
    pygame.draw.rect(surface, theme.ACCENT, amber, width=band, border_radius=radius + gap + band + edge)
