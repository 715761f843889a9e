"""Where everything sits on the Dodos board, from the board's rectangle.

The table (the board plus a strip of tabletop around it, where elbows and palms rest) keeps the
engine's proportions: table units (game/dodos/board.py) map to pixels by one scale and offset, so
a throw drawn on screen and the one simulated in pymunk see the same table. To its right a column
holds the round, the deck, the die and the race standings; the hand of the player at the screen
runs along the bottom and may overlap the tabletop strip (it slides away during a throw).
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.dodos.board import BOARD_H, BOARD_W, SPACE_R, figure_box, spots
from game.dodos.data import TRACKS

from .. import access

MARGIN = 132.0          # table units of tabletop drawn around the board (palms rest 110 out)


class Layout:
    def __init__(self, rect: pygame.Rect, u: float, players: int, hand: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.u = u
        gap = int(u * 1.2)
        self.gap = gap
        self.ts = ts = access.text_scale     # what holds words grows with the text size; the board need not
        # one line of prompt at 100%; room for two at a larger text size (it wraps rather than cuts)
        self.prompt = pygame.Rect(rect.x, rect.y, rect.w, int(u * (5.6 if ts == 1 else 1.4 + 5.4 * ts)))
        top = self.prompt.bottom + gap
        # the hand needs about u*17 below the board proper; the tabletop strip below may be covered
        card_h = int(max(u * 15, min(u * 21, (rect.bottom - top) * 0.22)))
        room = card_h if hand else 0         # a table of bots only never shows a hand: the board takes it
        tw, th = BOARD_W + 2 * MARGIN, BOARD_H + 2 * MARGIN
        # the table as tall as the height allows (the hand overlapping 0.8 of the strip below the board),
        # and the column gives up width for it down to what the standings need (u * 32)
        tall = (rect.bottom - top - room) / (th - MARGIN * 0.8 * bool(room))
        least = min(u * 32 * ts, rect.w * 0.45)      # what the standings' words need
        col_w = int(min(max(least, rect.w * 0.25), max(least, rect.w - gap - tw * tall)))
        self.column = pygame.Rect(rect.right - col_w, top, col_w, rect.bottom - top)
        area = pygame.Rect(rect.x, top, self.column.x - gap - rect.x, rect.bottom - top)
        avail_h = area.h - room + MARGIN * 0.8 * (area.w / tw) * bool(room)
        self.scale = s = max(0.05, min(area.w / tw, avail_h / th))
        w, h = int(tw * s), int(th * s)
        lower = 0 if hand else max(0, (area.h - h) // 2)       # without a hand the board sits mid-table
        self.art = pygame.Rect(area.x + (area.w - w) // 2, top + lower, w, h)       # the table's picture
        # the tabletop runs on to the bottom under the hand, so no empty band shows when the hand is away
        self.table = pygame.Rect(self.art.x, top, w, max(h, area.bottom - top))
        self.ox = self.art.x + MARGIN * s
        self.oy = self.art.y + MARGIN * s
        self.board = pygame.Rect(int(self.ox), int(self.oy), int(BOARD_W * s), int(BOARD_H * s))
        # the hand: along the bottom, under the table and the column's foot
        self.card = (int(card_h * 0.7), card_h)
        self.hand = pygame.Rect(rect.x, rect.bottom - card_h - int(u * 0.6), self.column.x - gap - rect.x,
                                card_h)
        self._column(players)

    def _column(self, players: int) -> None:
        u, col = self.u, self.column
        pad = int(u * 1.2)
        self.header = pygame.Rect(col.x, col.y, col.w, int(u * (10.1 + 3.4 * self.ts)))     # the round's words grow
        inner = self.header.inflate(-2 * pad, -2 * pad)
        dsize = int(u * 7.5)
        self.die = pygame.Rect(inner.right - dsize, inner.bottom - dsize, dsize, dsize)
        ch = int(u * 8.6)
        cw = int(ch * 0.7)
        self.deck = pygame.Rect(inner.x, inner.bottom - ch, cw, ch)
        self.discard = pygame.Rect(self.deck.right + int(u * 1.6), self.deck.y, cw, ch)
        slot_h = int(min(u * 15, col.h * 0.2))
        self.slot = pygame.Rect(col.x, col.bottom - slot_h, col.w, slot_h)
        top = self.header.bottom + self.gap
        self.standings = pygame.Rect(col.x, top, col.w, self.slot.y - self.gap - top)
        head = u * 3.8 * self.ts          # under "Race standings"
        row_h = int(min(u * 12 * self.ts, (self.standings.h - head - u * 0.4) / max(1, players)))
        self.rows = [pygame.Rect(col.x + pad, self.standings.y + int(head) + i * row_h, col.w - 2 * pad,
                                 row_h - int(u * 0.5)) for i in range(players)]

    # ---- table units <-> pixels ------------------------------------------------------------------
    def px(self, x: float, y: float) -> tuple[int, int]:
        return int(self.ox + x * self.scale), int(self.oy + y * self.scale)

    def pxf(self, x: float, y: float) -> tuple[float, float]:
        return self.ox + x * self.scale, self.oy + y * self.scale

    def units(self, pos) -> tuple[float, float]:
        return (pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale

    def on_table(self, pos) -> bool:
        return self.table.collidepoint(pos)

    def on_board(self, pos) -> bool:
        x, y = self.units(pos)
        return 0 <= x <= BOARD_W and 0 <= y <= BOARD_H

    def row_card(self, seat_row: pygame.Rect) -> pygame.Rect:
        """Where a player's played card sits in their standings row."""
        h = int(min(seat_row.h * 0.8, self.u * 8.5))
        w = int(h * 0.7)
        return pygame.Rect(seat_row.right - w - int(self.u * 0.6), seat_row.centery - h // 2, w, h)


def clear_spot(track_id: str, tokens, size: tuple[float, float], pad: float = 8.0) -> tuple[float, float] | None:
    """The centre (table units) of a size-w-by-h box on the board that covers no space and no Dodino
    figure, nearest the board's middle; None when the board has no such room. Stamps ("Round 3",
    "Finish!") go there so they never hide a space or a figure."""
    return _clear_spot(track_id, tuple((round(x), round(y)) for x, y in tokens), _stamp_box(size), pad)


def warm_clear_spots(track_id: str, size: tuple[float, float], pad: float = 8.0) -> None:
    """Make clear_spot's search of a stamp size ahead (its first search costs up to 9 ms)."""
    _free_centres(track_id, _stamp_box(size), pad)


def _stamp_box(size: tuple[float, float]) -> tuple[int, int]:
    """Widths to the grid's step, so "Round 1".."Round 9" share one search."""
    return 20 * math.ceil(size[0] / 20), round(size[1])


@lru_cache(maxsize=64)
def _clear_spot(track_id: str, tokens: tuple, size: tuple[int, int], pad: float) -> tuple[float, float] | None:
    w, h = size
    figures = [figure_box(x, y) for x, y in tokens]
    for gx, gy in _free_centres(track_id, size, pad):     # nearest the middle first: the first clear one wins
        left, top, right, bottom = gx - w / 2 - pad, gy - h / 2 - pad, gx + w / 2 + pad, gy + h / 2 + pad
        if not any(left < b[2] and b[0] < right and top < b[3] and b[1] < bottom for b in figures):
            return float(gx), float(gy)
    return None


@lru_cache(maxsize=16)
def _free_centres(track_id: str, size: tuple[int, int], pad: float) -> tuple[tuple[int, int], ...]:
    """Every grid centre whose box covers no space and not the FINISH label, nearest the middle first.
    Each fixed box strikes out the centres it would overlap (a run of columns in each row it spans, one
    slice assignment a row), so this costs the boxes' rows, not grid x boxes: the figures, which move
    every frame, are checked after."""
    w, h = size
    xs = list(range(int(w / 2 + pad), int(BOARD_W - w / 2 - pad) + 1, 20))
    ys = list(range(int(h / 2 + pad), int(BOARD_H - h / 2 - pad) + 1, 10))
    boxes = [(x - SPACE_R, y - SPACE_R, x + SPACE_R, y + SPACE_R) for x, y in spots(track_id).values()]
    finish = spots(track_id)[TRACKS[track_id].finish]
    boxes.append((finish[0] - 60, finish[1], finish[0] + 60, finish[1] + SPACE_R + 40))     # the FINISH label
    blocked = [bytearray(len(xs)) for _ in ys]
    for b0, b1, b2, b3 in boxes:      # a centre g is blocked when g - w/2 - pad < b2 and b0 < g + w/2 + pad
        cols = [i for i, gx in enumerate(xs) if b0 - w / 2 - pad < gx < b2 + w / 2 + pad]
        if not cols:
            continue
        run = bytes([1]) * len(cols)           # the columns struck out are consecutive
        for j, gy in enumerate(ys):
            if b1 - h / 2 - pad < gy < b3 + h / 2 + pad:
                blocked[j][cols[0]:cols[-1] + 1] = run
    cx, cy = BOARD_W / 2, BOARD_H / 2
    free = [(xs[i], gy) for j, gy in enumerate(ys) for i in range(len(xs)) if not blocked[j][i]]
    return tuple(sorted(free, key=lambda g: ((g[0] - cx) ** 2 + 4 * (g[1] - cy) ** 2, g[1], g[0])))
