"""Where everything sits, from the board's rectangle: the four level columns, the side panel
(Challenge card, Helpful Reminder, players, Tiny Loser Chamber), the hand tray and its buttons.
All sizes come from u (a hundredth of the window height), so 1920x1080 and 1280x720 look alike.
"""
from __future__ import annotations

import pygame

from game.bfdi.data import LEVELS, SPACES

from .. import access

COLUMN_NAMES = ("Start", "Level 1", "Level 2", "Level 3")
SHORT = 0.3          # an empty row below the ones in use, relative to a row in use
MIN_DEPTH = 5        # never fewer tall rows than this (figures stay a sane size)


class Layout:
    def __init__(self, rect: pygame.Rect, u: float, players: int) -> None:
        self.rect = pygame.Rect(rect)
        self.u = u
        pad = int(u * 1.4)
        self.pad = pad
        r = self.rect
        ts = access.text_scale      # what holds words grows with the text size; the figures and cards need not
        self.ts = ts
        # the tray with the hand and the buttons, along the bottom: its prompt line grows, the cards keep their size
        tray_h = int(u * (19.4 + 3.6 * ts))
        self.tray = pygame.Rect(r.x, r.bottom - tray_h, r.w, tray_h)
        main = pygame.Rect(r.x, r.y, r.w, self.tray.y - r.y - pad)
        side_w = int(min(max(u * 44, main.w * 0.34), main.w * 0.42))
        self.side = pygame.Rect(main.right - side_w, main.y, side_w, main.h)
        self.board = pygame.Rect(main.x, main.y, self.side.x - main.x - pad, main.h)
        # four columns of twelve spaces; a strip under them for the event banner (headers stay clear)
        head = int(u * max(3.6, 2.9 * ts))      # its words (u * 2.1 at the text size) inside it
        inner = self.board.inflate(-pad, -pad)
        banner_h = int(u * (4.6 if ts == 1 else 1.2 + 5.7 * ts))     # two lines at a larger text size
        self.banner = pygame.Rect(inner.x, inner.bottom - banner_h, inner.w, banner_h)
        inner.h -= self.banner.h + int(u * 0.4)
        gap = int(u * 0.8)
        col_w = (inner.w - gap * (LEVELS - 1)) / LEVELS
        self.col_w = col_w
        self.columns = [pygame.Rect(int(inner.x + i * (col_w + gap)), inner.y, int(col_w), inner.h)
                        for i in range(LEVELS)]
        self.heads = [pygame.Rect(c.x, c.y, c.w, head) for c in self.columns]
        self.top = inner.y + head
        self.avail = inner.bottom - self.top - u * 0.4
        self.set_rows(SPACES, SPACES)
        # areas over the empty columns: the draft pool (levels 1-3) and Cake at Stake (Start-2)
        self.draft = pygame.Rect(self.columns[1].x, self.top, self.columns[3].right - self.columns[1].x,
                                 inner.bottom - self.top)
        self.stage = pygame.Rect(self.columns[0].x, self.top, self.columns[2].right - self.columns[0].x,
                                 inner.bottom - self.top)
        # the side: Challenge card and Helpful Reminder side by side, then players, then the Chamber
        s = self.side
        card_w = int(min(s.w * 0.44, u * 22))
        card_h = int(u * 19)
        self.challenge = pygame.Rect(s.x, s.y, card_w, card_h)
        self.reminder = pygame.Rect(self.challenge.right + pad, s.y, s.right - self.challenge.right - pad, card_h)
        # the players' rows as tall as the text size asks, but the Chamber keeps room for its title and a row
        # of cells (six seats at 200%: the rows close up instead of pushing the Chamber off the window)
        room = s.bottom - self.challenge.bottom - 2 * pad - u * 5 * ts
        row = max(u * 2.2, min(u * 3.3 * ts, (room - u * 3.6 * ts) / max(1, players)))
        self.player_row = row
        self.players = pygame.Rect(s.x, self.challenge.bottom + pad, s.w, int(u * 3.6 * ts + players * row))
        self.chamber = pygame.Rect(s.x, self.players.bottom + pad, s.w, max(1, s.bottom - self.players.bottom - pad))
        # the tray: hand on the left, buttons / offers on the right
        t = self.tray
        ctl_w = int(min(max(u * 30 * ts, t.w * 0.27 * ts), t.w * 0.5))
        self.controls = pygame.Rect(t.right - ctl_w, t.y, ctl_w, t.h)
        self.hand = pygame.Rect(t.x, t.y, t.w - ctl_w - pad, t.h)
        self.card_h = int(t.h - u * (1.2 + 3.6 * ts))
        self.card_w = int(self.card_h * 0.72)
        bw, bh = ctl_w - 2 * pad, int(u * 4.8 * ts)
        self.button_w, self.button_h = bw, bh

    # ---- spaces ------------------------------------------------------------------------------
    def set_rows(self, depth: float, target: int) -> None:
        """Size the twelve rows to the board: the rows in use (down to `depth`, eased) are tall, the
        empty ones below are short strips. Figures are sized for the `target` depth (a whole number,
        so the cached figure art changes once, not every frame)."""
        depth = max(MIN_DEPTH, min(SPACES, depth))
        target = max(MIN_DEPTH, min(SPACES, target))
        weights = [SHORT + (1 - SHORT) * max(0.0, min(1.0, depth - r)) for r in range(SPACES)]
        unit = self.avail / sum(weights)
        self.offsets = [0.0]
        for w in weights:
            self.offsets.append(self.offsets[-1] + w * unit)
        self.depth = depth
        if getattr(self, "_target", None) != target:
            self._target = target
            tall = self.avail / (target + SHORT * (SPACES - target))
            self.row_h = tall
            # at a larger text size the names beside the figures take the room the figures give up
            self.fig = int(min(tall * 1.1, self.col_w * 0.36 / self.ts, self.u * 11))
            # a figure with its ring is ~1.1 of its size tall: in rows shorter than that (a crowded column)
            # neighbours zigzag left and right so no head sits on the ring above it
            self.stagger = int(self.fig * 0.2) if tall < self.fig * 1.12 else 0

    def row_y(self, row: float) -> float:
        row = max(0.0, min(float(SPACES), row))
        lo = min(SPACES - 1, int(row))
        return self.top + self.offsets[lo] + (self.offsets[lo + 1] - self.offsets[lo]) * (row - lo)

    def label_width(self, level: int) -> int:
        """Room for a figure's name beside it, inside its column."""
        c = self.columns[max(0, min(LEVELS - 1, level))]
        return int(c.right - self.label_left(level) - self.u * 0.6)

    def label_left(self, level: int) -> int:
        """Where the names start in a column: one line for every row, clear of the zigzag."""
        c = self.columns[max(0, min(LEVELS - 1, level))]
        return int(c.x + self.fig * 0.75 + self.stagger + self.fig * 0.6)

    def space(self, level: float, row: float) -> tuple[float, float]:
        """The centre of a figure standing on (level, row); fractions interpolate."""
        lo = int(max(0, min(LEVELS - 1, level)))
        hi = min(LEVELS - 1, lo + 1)
        k = level - lo
        zig = self.stagger * (1 if int(row) % 2 else -1)
        x0 = self.columns[lo].x + self.fig * 0.75 + zig
        x1 = self.columns[hi].x + self.fig * 0.75 + zig
        x = x0 + (x1 - x0) * k
        y = self.row_y(row + 0.5)
        return x, y

    def space_rect(self, level: int, row: int) -> pygame.Rect:
        c = self.columns[level]
        y0, y1 = self.row_y(row), self.row_y(row + 1)
        return pygame.Rect(c.x, int(y0), c.w, max(2, int(y1) - int(y0)))

    def chamber_cells(self, out: int, undrafted: int) -> tuple[str, list[pygame.Rect], list[pygame.Rect]]:
        """The Tiny Loser Chamber: one cell per eliminated character in a grid (reading order is the
        elimination order) in the largest style that holds them all ("full": figure, name and owner;
        "line": figure and name; "icon": figure only), and a strip of small cells along the bottom for
        the characters nobody drafted. Returns (style, cells, undrafted cells)."""
        c, u, pad, ts = self.chamber, self.u, self.pad, self.ts
        head = self.chamber_head()
        inner = pygame.Rect(c.x + pad, c.y + head, c.w - 2 * pad, c.h - head - pad)
        strip = []
        if undrafted and inner.h >= u * (3.4 + 0.6 + 2.4):     # else no room (a large text size): the title's hint names them
            words = int(u * 10.5 * ts)           # the "Not drafted" words
            side = int(min(u * 3.4, (inner.w - words) / undrafted))
            y = inner.bottom - side
            x0 = inner.x + words
            strip = [pygame.Rect(x0 + i * side, y, side, side) for i in range(undrafted)]
            inner.h -= side + int(u * 0.6)
        icon = min(u * 4.2, max(u * 2.4, inner.h))         # a short Chamber: smaller icons, never past its foot
        for style, min_w, h in (("full", u * 21 * ts, u * 5.6 * ts), ("line", u * 15 * ts, u * 3.6 * ts),
                                ("icon", icon, icon)):
            if h > inner.h and style != "icon":
                continue            # its cells would hang over the undrafted strip (issue 23, overlaps at 200%)
            cols = max(1, int(inner.w // min_w))
            rows = max(1, int(inner.h // h))
            if cols * rows >= out or style == "icon":
                if style == "icon" and cols * rows < out:           # shrink until they all fit
                    side = h
                    while cols * rows < out and side > u * 2.4:
                        side *= 0.88
                        cols, rows = max(1, int(inner.w // side)), max(1, int(inner.h // side))
                    min_w = h = side
                w = inner.w / cols
                cells = [pygame.Rect(int(inner.x + (i % cols) * w), int(inner.y + (i // cols) * h), int(w) - 2, int(h) - 2)
                         for i in range(out)]
                return style, cells, strip
        return "icon", [], strip

    def chamber_head(self) -> int:
        """The Chamber's title band: as tall as its title at the text size (SidePainter.paint_side_backdrop)."""
        if self.ts == 1:
            return int(self.u * 3.8)
        from ..assets import line_height
        return int(self.u * 1.0 + line_height(self.u * 2.0, "serif_bold"))

    def draft_slot(self, i: int, count: int) -> pygame.Rect:
        d = self.draft.inflate(-self.pad * 2, -self.pad * 2)
        top = d.y + int(self.u * 6)
        if access.text_scale != 1:          # under the heading's two rows (Painter._draw_draft), as tall as drawn
            from ..assets import line_height
            u = self.u
            top = int(self.draft.y + u * 1.6 + line_height(u * 3.2, "serif_bold") + line_height(u * 2.0, "bold"))
        cols = 4 if count > 8 else max(1, min(4, count))
        rows = max(1, -(-count // cols))
        w = (d.w - (cols - 1) * self.pad) / cols
        h = min((d.bottom - top - (rows - 1) * self.pad) / rows, w * 0.9)
        col, row = i % cols, i // cols
        return pygame.Rect(int(d.x + col * (w + self.pad)), int(top + row * (h + self.pad)), int(w), int(h))

    def hand_slots(self, n: int, right: int | None = None) -> list[pygame.Rect]:
        """n cards fanned along the hand area; `right` keeps them left of buttons that spread into it."""
        if n <= 0:
            return []
        h, w = self.card_h, self.card_w
        area = self.hand.inflate(-self.pad * 2, 0)
        if right is not None and right < area.right:
            area.w = max(w, right - area.x)
        step = min(w + self.pad, (area.w - w) / max(1, n - 1)) if n > 1 else 0
        y = self.tray.y + int(self.u * 3.6 * self.ts)
        return [pygame.Rect(int(area.x + i * step), y, w, h) for i in range(n)]

    def buttons(self, n: int) -> list[pygame.Rect]:
        """n buttons in the controls area, from its top, never overlapping and never past the tray: a
        stack of full-size buttons when they fit, else shorter ones (still holding a legible label),
        else a second column to the left of the first (taking room from the hand)."""
        if n <= 0:
            return []
        c, u = self.controls, self.u
        top = c.y + int(u * 3.6 * self.ts)
        avail = self.tray.bottom - int(u * 1.0) - top
        gap = int(u * 1.2)
        h = self.button_h
        rows = n
        if rows * h + (rows - 1) * gap > avail:
            gap = int(u * 0.7)
            h = int(max(u * 3.8 * self.ts, (avail - (rows - 1) * gap) / rows))
            rows = max(1, min(n, int((avail + gap) // (h + gap))))
            h = int(min(self.button_h, (avail - (rows - 1) * gap) / rows))
        out = []
        for i in range(n):
            col, row = i // rows, i % rows
            x = c.x + self.pad - col * (self.button_w + self.pad)
            out.append(pygame.Rect(x, top + row * (h + gap), self.button_w, h))
        return out
