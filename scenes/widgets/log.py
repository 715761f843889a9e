"""The game log: lines of text, newest at the bottom, player names in their colours after their seats' symbols
(colour is never the only sign of whose); wheel scrolls.

The log tells what the table is showing rather than running ahead of it (follow()): a board that knows
which events it has shown (board.untold()) holds back their lines until it shows them, so "covers it"
never comes before the toy lands; for other boards new lines come in one at a time while the board
animates. When the board is still, every line is there."""
from __future__ import annotations

import functools
import re
from typing import Callable, Sequence

import pygame

from .. import access, symbols, theme
from ..assets import font, line_height, px, text, wrap
from ..prepare import Kept


LINE_PACE = 0.45   # seconds between two lines while the board is still animating (normal speed)
MARK = "\u2003\u00a0"   # room for a seat's symbol before its name: an em space and a no-break one, so wrapping
                         # measures the symbol and never parts it from the name (whose spaces become no-break too)


def _joined(name: str) -> str:
    """A name that wrapping never breaks (no-break spaces)."""
    return name.replace(" ", "\u00a0")


@functools.lru_cache(maxsize=8)
def _names_pattern(names: tuple[str, ...], marked: bool) -> str | None:
    """The pattern finding the players' names in a line (marked: with a symbol's room before, kept whole)."""
    names = tuple(n for n in names if n)
    if not names:
        return None
    forms = names + (tuple(_joined(n) for n in names) if marked else ())
    mark = f"(?:{MARK})?" if marked else ""
    return "(" + mark + "(?:" + "|".join(re.escape(n) for n in sorted(set(forms), key=len, reverse=True)) + "))"


class LogPanel:
    def __init__(self, names: Callable[[], Sequence[str]], colour_of: Callable[[int], tuple],
                 symbol_of: Callable[[int], str] | None = None) -> None:
        self.names = names
        self.colour_of = colour_of
        self.symbol_of = symbol_of
        self.lines: list[str] = []
        self.shown = 0    # lines drawn: the newest ones wait while the board animates
        self.wait = 0.0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title_room = 0   # px at the top kept for a title the owner paints
        self.scroll = 0   # lines scrolled up from the bottom
        self._picture = Kept(theme.PAPER)   # the rows, opaque on the panel's paper, painted again when they change
        self._version = 0         # counts set_lines(): the rows fitted are kept until the lines or room change
        self._fitted: tuple = (None, [])
        self._painted: tuple = (None, ())     # (style, rows) of the picture shown: a new entry scrolls it up

    def set_lines(self, lines: list[str]) -> None:
        if len(lines) != len(self.lines) and self.scroll:
            self.scroll += len(lines) - len(self.lines)
        grew = bool(self.lines) and len(lines) > len(self.lines) and lines[:len(self.lines)] == self.lines
        # an undo, another seat's log or a table opened with its story (a loaded save): at once
        self.shown = min(self.shown, len(self.lines)) if grew else len(lines)
        self.lines = list(lines)
        self.scroll = max(0, self.scroll)
        self._version += 1

    def follow(self, dt: float, busy: bool, pace: float = LINE_PACE, untold: int | None = None) -> None:
        """Every line but the `untold` newest ones (the board has not shown them yet); without that count,
        one more waiting line every `pace` seconds while the board animates; all when it is still."""
        if not busy:
            self.shown, self.wait = len(self.lines), 0.0
            return
        if untold is not None:
            self.shown = max(0, len(self.lines) - untold)
            return
        self.wait += dt
        if self.shown < len(self.lines) and self.wait >= pace:
            self.shown, self.wait = self.shown + 1, 0.0

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, min(len(self.lines) - 1, self.scroll + event.y)) if self.lines else 0
            return True
        return False

    def _pattern(self, marked: bool) -> str | None:
        return _names_pattern(tuple(self.names()), marked)

    def _marked(self, line: str) -> str:
        """The line with room for a symbol before every name, the name kept whole (when the log draws symbols)."""
        pattern = self._pattern(False) if self.symbol_of is not None else None
        return re.sub(pattern, lambda m: MARK + _joined(m.group(1)), line) if pattern else line

    def _segments(self, line: str) -> list[tuple[str, tuple, int | None]]:
        """(text, colour, seat) pieces of a row: seat is the seat a name piece names (its text as typed)."""
        pattern = self._pattern(True)
        if pattern is None:
            return [(line, theme.INK, None)]
        index = {form: (n, i) for i, n in enumerate(self.names()) for form in (n, _joined(n))}
        out = []
        for part in re.split(pattern, line):
            found = index.get(part.removeprefix(MARK))
            if found is not None:
                name, seat = found
                out.append((name, theme.on_paper(self.colour_of(seat)), seat))
            elif part:
                out.append((part, theme.INK, None))
        return out

    def draw(self, surface: pygame.Surface) -> bool:
        """Draw the panel's rows; False while a repaint left unfinished (a window frame's fill time ran out)
        still shows the rows before it: the caller keeping the panel in a picture draws it again next frame."""
        shown = self._frame(surface.get_size())
        if shown is None:
            return True
        key, inside, paint = shown
        picture = self._picture.get(key, inside.size, paint)
        if picture is not None:
            surface.blit(picture, inside)
        return self._picture.key == key

    def look(self, size: tuple[int, int]) -> tuple | None:
        """Everything draw() shows on a window of size, as a key (a kept picture holding the panel)."""
        shown = self._frame(size)
        return None if shown is None else (shown[0], tuple(shown[1]))

    def _frame(self, size: tuple[int, int]):
        """(key, inside, paint): the rows' picture's key, where it goes, and what paints it; None: no room."""
        r = self.rect
        if r.w <= 0 or r.h <= 0:
            return None
        u = theme.unit(size)
        size = max(12, int(u * 2.1))
        pad = int(u * 1.2)
        names = tuple(self.names())
        fit = (self._version, self.shown, self.scroll, size, pad, r.size, self.title_room, names, access.text_scale)
        if self._fitted[0] != fit:       # the names' regex and the wrapping, once per change, not each frame
            self._fitted = (fit, self._rows(size, pad))
        rows = self._fitted[1]
        looks = (tuple(self.colour_of(i) for i in range(len(names))),
                 tuple(self.symbol_of(i) for i in range(len(names))) if self.symbol_of is not None else ())
        key = (fit, *looks)
        # the picture is the panel's inside, opaque on its paper (a blended blit of the whole panel: 0.11 ms a
        # frame at 1920x1080, this 0.05), clear of the panel's rounded corners (radius 1.5 units, pad 1.2) and of
        # the title's room
        top = max(self.title_room, pad // 3)
        inside = pygame.Rect(r.x + pad, r.y + top, r.w - 2 * pad, r.h - top - pad // 3)
        if inside.w <= 0 or inside.h <= 0:
            return None
        style = (size, pad, r.size, self.title_room, names, access.text_scale, looks, top, self.scroll)
        return key, inside, lambda picture: self._paint(picture, rows, size, pad, (pad, top), style)

    def _scroll_up(self, picture: pygame.Surface, rows: list[str], style: tuple, top: int, step: int) -> int:
        """How many of the first rows were copied onto picture from the picture shown, where they were its last
        rows (same style, scrolled to the bottom): a new entry costs its own rows, not the panel's."""
        shown, (was, before) = self._picture.surface, self._painted
        if shown is None or was != style or style[-1] or shown.get_size() != picture.get_size():
            return 0
        for common in range(min(len(before), len(rows)), 0, -1):
            if tuple(rows[:common]) == before[len(before) - common:]:
                band = pygame.Rect(0, top + (len(rows) - common) * step, picture.get_width(), common * step)
                picture.blit(shown, (0, top), band)
                return common
        return 0

    def _rows(self, size: int, pad: int) -> list[str]:
        """The wrapped rows that fit the panel: the newest shown entries, whole entries only."""
        r = self.rect
        rows: list[str] = []
        lines = self.lines[:self.shown]
        visible = lines[: len(lines) - self.scroll] if self.scroll else lines
        budget = (r.h - max(pad, self.title_room) - pad) // line_height(size)      # lines at the text size
        for line in reversed(visible[-budget - 1:]):
            entry = wrap(self._marked(line), size, r.w - 2 * pad)
            if len(rows) + len(entry) > budget:      # whole entries only: never an entry cut mid-sentence
                break
            rows[:0] = entry
        return rows

    def _paint(self, picture: pygame.Surface, rows: list[str], size: int, pad: int, at: tuple[int, int],
               style: tuple) -> None:
        """The visible rows: a frame blits one picture instead of a text per name and phrase. at: where the
        picture's corner lies in the panel (the rows are placed in the panel's coordinates). Rows already in
        the picture shown (a new entry pushed them up) are copied from it, not drawn again."""
        w, h = self.rect.size
        ox, oy = at
        step = line_height(size)
        top = h - pad - len(rows) * step - oy
        kept = self._scroll_up(picture, rows, style, top, step)
        y = top + kept * step
        for row in rows[kept:]:
            x = pad - ox
            for part, colour, seat in self._segments(row):
                if seat is not None and self.symbol_of is not None:
                    room, high = font("ui", size).size(MARK)       # font() applies the text size once
                    drawn = px(size)
                    symbols.draw(picture, self.symbol_of(seat), (x + drawn * 0.4, y + high / 2), drawn * 0.8,
                                 self.colour_of(seat))
                    x += room
                surf = text(part, size, colour, "bold" if colour != theme.INK else "ui")
                picture.blit(surf, (x, y))
                x += surf.get_width()
            y += step
        self._painted = (style, tuple(rows))
        if self.scroll:
            hint = text(f"↓ {self.scroll} newer", int(size * 0.85), theme.INK_SOFT, "italic")
            picture.blit(hint, hint.get_rect(bottomright=(w - pad - ox, h - pad // 3 - oy)))
