"""GenericBoard: the board for a game without its own screen. It shows the view as labelled tiles
and the legal actions of the seat at the screen as buttons, so every game is playable from day one.
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from game.core import Action, Event

from . import theme
from .assets import fit, text, wrap
from .board import Board
from .widgets.button import Button, handle_all
from .widgets.die import Die
from .widgets.tween import Tween, out_back

DIE_KEYS = ("roll", "die", "dice", "value")


class GenericBoard(Board):
    def __init__(self, host) -> None:
        super().__init__(host)
        self.tiles: list[tuple[str, str]] = []
        self.buttons: list[Button] = []
        self.page = 0
        self.per_page = 1
        self.more = Button("More…", self._next_page, "quiet")
        self.die = Die(6, 1, theme.PAPER)
        self.die_shown = False
        self.banner: list[str] = []
        self.banner_in = Tween(1.0, 1.0, 0.01)
        self._tiles: dict[tuple, pygame.Surface] = {}
        self.u = self.pad = 8
        self.refresh()

    # ---- reading the view ------------------------------------------------------------------
    def refresh(self) -> None:
        view = self.host.view()
        self.tiles = [(_heading(k), self._format(v)) for k, v in view.items()] if isinstance(view, dict) \
            else [("View", self._format(view))]
        actions = self.host.actions()
        old = [b.label for b in self.buttons]
        self.buttons = [self._button(a) for a in actions]
        if [b.label for b in self.buttons] != old:
            self.page = 0
        self.layout(self.rect)

    def _button(self, action: Action) -> Button:
        b = Button(self.action_label(action), lambda a=action: self.host.submit(self.host.seat, a), "primary")
        b.app = self.host.app
        return b

    def _format(self, value: Any) -> str:
        names = self.host.names
        if value is None:
            return "—"
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, dict):
            return "\n".join(f"{_heading(k)}: {self._format(v)}" for k, v in value.items()) or "—"
        if isinstance(value, (list, tuple)):
            if not value:
                return "none"
            if len(value) == len(names) and all(not isinstance(v, (list, dict)) for v in value):
                return "\n".join(f"{n}: {self._format(v)}" for n, v in zip(names, value))
            return ", ".join(self._format(v) for v in value)
        return str(value)

    # ---- animation ---------------------------------------------------------------------------
    def on_events(self, seat: int, action: Action, events: Sequence[Event]) -> None:
        self.banner = [self.host.render(e) for e in events if e.text][-3:]
        self.banner_in = Tween(0.0, 1.0, 0.45 / self.host.speed, out_back)
        for e in events:
            value = next((e.data[k] for k in DIE_KEYS if isinstance(e.data.get(k), int)), None)
            if "roll" in e.kind and value is not None:
                self.die.faces = max(6, value)
                self.die.colour = self.host.colour(seat)
                self.die.roll(value, 0.9 / self.host.speed)
                self.die_shown = True
                self.host.sound("dice")
        self.refresh()

    def busy(self) -> bool:
        return self.die.busy or not self.banner_in.done

    def update(self, dt: float) -> None:
        self.die.update(dt)
        self.banner_in.update(dt)

    # ---- input -------------------------------------------------------------------------------
    def _next_page(self) -> None:
        pages = max(1, -(-len(self.buttons) // self.per_page))
        self.page = (self.page + 1) % pages
        self.layout(self.rect)

    def _visible(self) -> list[Button]:
        start = self.page * self.per_page
        return self.buttons[start:start + self.per_page]

    def handle(self, event: pygame.event.Event) -> bool:
        extra = [self.more] if len(self.buttons) > self.per_page else []
        return handle_all(self._visible() + extra, event)

    # ---- layout and drawing ------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        if rect.w <= 0:
            return
        u = theme.unit(self.host.app.size)
        self.u = u
        self.pad = int(u * 1.4)     # room for a tile's shadow
        pad = int(u * 2.5)
        self.tray = pygame.Rect(rect.x + pad, rect.bottom - int(u * 17), rect.w - 2 * pad, int(u * 15))
        self.die.rect = pygame.Rect(0, 0, int(u * 9), int(u * 9))
        self.die.rect.bottomright = (rect.right - pad, self.tray.y - pad)
        bh, gap = int(u * 5.6), int(u * 1.2)
        bw = int(max(u * 18, min(u * 30, (self.tray.w - 2 * pad) / 4 - gap)))
        cols = max(1, (self.tray.w - 2 * pad + gap) // (bw + gap))
        self.per_page = max(1, cols * 2 - 1)
        if len(self.buttons) <= cols * 2:
            self.per_page = cols * 2
        for b in self.buttons:
            b.rect = pygame.Rect(0, 0, 0, 0)
        x0, y0 = self.tray.x + pad, self.tray.y + int(u * 4.8)
        for i, b in enumerate(self._visible()):
            b.rect = pygame.Rect(x0 + (i % cols) * (bw + gap), y0 + (i // cols) * (bh + gap), bw, bh)
        i = len(self._visible())
        self.more.rect = pygame.Rect(x0 + (i % cols) * (bw + gap), y0 + (i // cols) * (bh + gap), bw, bh)

    def paint_backdrop(self, surface: pygame.Surface) -> None:
        if self.rect.w <= 0:
            return
        u = self.u
        pygame.draw.rect(surface, theme.FELT, self.rect, border_radius=int(u * 2))
        pygame.draw.rect(surface, theme.FELT_EDGE, self.rect, width=max(2, int(u * 0.4)), border_radius=int(u * 2))
        theme.panel(surface, self.tray, theme.darken(theme.FELT_EDGE, 0.2), radius=int(u * 1.5))

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.w <= 0:
            return
        self._draw_tiles(surface)
        if self.die_shown:
            self.die.draw(surface)
        self._draw_banner(surface)
        self._draw_tray(surface)

    def _draw_tiles(self, surface: pygame.Surface) -> None:
        u, pad = self.u, int(self.u * 2.5)
        area = pygame.Rect(self.rect.x + pad, self.rect.y + pad, self.rect.w - 2 * pad - int(u * 12),
                           self.tray.y - self.rect.y - 2 * pad)
        cols = max(1, min(4, area.w // int(u * 26)))
        tw = (area.w - (cols - 1) * pad) // cols
        heights = [0] * cols
        size = int(u * 2.1)
        for i, (head, body) in enumerate(self.tiles):
            col = heights.index(min(heights))
            lines = [ln for part in body.split("\n") for ln in wrap(part, size, tw - int(u * 3))][:8]
            th = int(u * 5.2 + len(lines) * size * 1.3)
            rect = pygame.Rect(area.x + col * (tw + pad), area.y + heights[col], tw, th)
            if rect.bottom > area.bottom:
                continue
            heights[col] += th + int(u * 1.4)
            surface.blit(self._tile(head, tuple(lines), rect.size), rect.move(-self.pad, -self.pad))

    def _tile(self, head: str, lines: tuple[str, ...], size) -> pygame.Surface:
        """One view tile with its shadow, drawn once per content and size."""
        key = (head, lines, size)
        surf = self._tiles.get(key)
        if surf is None:
            u, pad = self.u, self.pad
            surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
            rect = pygame.Rect((pad, pad), size)
            theme.panel(surf, rect, theme.PAPER, radius=int(u * 1.2))
            theme.blit_text(surf, fit(head, int(u * 1.8), size[0]), u * 1.8, theme.INK_SOFT,
                            (rect.x + u * 1.5, rect.y + u * 1.2), "bold")
            text_size = int(u * 2.1)
            for j, line in enumerate(lines):
                theme.blit_text(surf, line, text_size, theme.INK, (rect.x + u * 1.5, rect.y + u * 4 + j * text_size * 1.3))
            if len(self._tiles) > 200:
                self._tiles.clear()
            surf = self._tiles[key] = surf.convert_alpha() if pygame.display.get_surface() else surf
        return surf

    def _draw_banner(self, surface: pygame.Surface) -> None:
        if not self.banner:
            return
        u = self.u
        t = self.banner_in.value
        size = int(u * 2.6)
        width = int(max(text(line, size, theme.CREAM, "bold").get_width() for line in self.banner) + u * 6)
        rect = pygame.Rect(0, 0, width, int(u * 2.5 + len(self.banner) * size * 1.4))
        rect.midbottom = (self.rect.centerx, int(self.tray.y - u * 2 + (1 - t) * u * 4))
        theme.panel(surface, rect, theme.darken(theme.FELT_EDGE, 0.3), radius=int(u * 1.5))
        for i, line in enumerate(self.banner):
            colour = theme.CREAM if i == len(self.banner) - 1 else theme.CREAM_SOFT
            theme.blit_text(surface, line, size, colour, (rect.centerx, rect.y + u * 1.3 + i * size * 1.4),
                            "bold", "midtop")

    def _draw_tray(self, surface: pygame.Surface) -> None:
        u = self.u
        seat = self.host.seat
        if self.buttons and seat is not None:
            title, colour = f"Your move, {self.host.names[seat]}", theme.lighten(self.host.colour(seat), 0.3)
        else:
            title, colour = self.host.status(), theme.CREAM_SOFT
        theme.blit_text(surface, title, u * 2.4, colour, (self.tray.x + u * 2.5, self.tray.y + u * 1.4), "bold")
        for b in self._visible():
            b.draw(surface)
        if len(self.buttons) > self.per_page:
            self.more.draw(surface)


def _heading(key: Any) -> str:
    return str(key).replace("_", " ").capitalize()
