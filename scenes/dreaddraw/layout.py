"""Where everything sits on the Dread Draw table, from the board's rectangle.

    prompt strip (whose turn and why, what to do, the choice buttons)
    altar column (round, Draw Deck, discard pile) | one band per seat:
                                                     plate (name, Life Deck) | total | row ... | reserves
"""
from __future__ import annotations

import pygame

from .. import access
from .art import ratio


def spread(area: pygame.Rect, n: int, w: int, gap: int, open: frozenset[int] = frozenset()) -> list[int]:
    """x positions of n cards of width w in area, left to right, overlapping when they must.

    open: indices of cards that must show whole (playable reserves): when the cards overlap, the
    others squeeze together so that the card after an open one starts past its right edge."""
    if n <= 0:
        return []
    step = w + gap
    if n == 1 or (n - 1) * step + w <= area.w:
        return [int(area.x + i * step) for i in range(n)]
    wide = [i for i in open if i < n - 1]          # the last card is never covered
    rest = n - 1 - len(wide)
    squeezed = (area.w - w - len(wide) * step) / rest if rest else 0
    if not wide or squeezed < 3:
        step = max(3, (area.w - w) / (n - 1))
        return [int(area.x + i * step) for i in range(n)]
    xs, x = [], float(area.x)
    for i in range(n):
        xs.append(int(x))
        x += step if i in open else squeezed
    return xs


class Band:
    """One seat's band: plate, total medallion, summoning row, reserves."""

    def __init__(self, rect: pygame.Rect, u: float, card_h: int) -> None:
        self.rect = rect
        pad = int(u * 0.9)
        gap = int(u * 1.0)
        s = access.text_scale           # the plate holds words: it grows with the text size
        plate_w = int(min(max(u * 16 * s, min(u * 21 * s, rect.w * 0.17 * s)), rect.w * 0.32))
        self.plate = pygame.Rect(rect.x + pad, rect.y + pad, plate_w, rect.h - 2 * pad)
        self.card = (int(card_h / ratio()), card_h)
        cw, ch = self.card
        self.cy = rect.y + (rect.h - ch) // 2 + (int(u * 0.8) if rect.h > ch + u * 4 else 0)
        res_w = int(max(cw * 1.8, rect.w * 0.26))
        self.reserves = pygame.Rect(rect.right - pad - res_w, self.cy, res_w, ch)
        total_w = int(max(u * 7 * s, cw * 0.62))
        self.total = pygame.Rect(self.plate.right + gap, rect.y + pad, total_w, rect.h - 2 * pad)
        self.row = pygame.Rect(self.total.right + gap, self.cy, self.reserves.x - self.total.right - 3 * gap, ch)
        self.gap = max(2, int(u * 0.7))
        # the Life Deck: a small face-down stack inside the plate
        self.roomy = self.plate.h > u * 20 * s
        lh = int(min(self.plate.h * (0.5 if self.roomy else 0.62), u * 12))
        self.life = pygame.Rect(0, 0, int(lh / ratio()), lh)
        if self.roomy:
            self.life.bottomleft = (self.plate.x + int(u * 1.6), self.plate.bottom - int(u * 0.6))
        else:
            self.life.bottomright = (self.plate.right - int(u * 1.2), self.plate.bottom - int(u * 0.6))

    def row_rects(self, n: int) -> list[pygame.Rect]:
        cw, ch = self.card
        return [pygame.Rect(x, self.cy, cw, ch) for x in spread(self.row, n, cw, self.gap)]

    def reserve_rects(self, n: int, open: frozenset[int] = frozenset(), left: int | None = None) -> list[pygame.Rect]:
        """left: the reserves may reach this far left (into the row's unused room) while a choice is made."""
        cw, ch = self.card
        area = self.reserves
        if left is not None and left < area.x:
            left = max(left, area.right - n * (cw + self.gap) + self.gap)    # only as far as the cards need
            area = pygame.Rect(min(left, area.x), area.y, area.right - min(left, area.x), area.h)
        return [pygame.Rect(x, self.cy, cw, ch) for x in spread(area, n, cw, self.gap, open)]


class Layout:
    def __init__(self, rect: pygame.Rect, u: float, players: int) -> None:
        self.rect = pygame.Rect(rect)
        self.u = u
        gap = int(u * 1.2)
        s = access.text_scale           # text boxes grow with the text size; the cards and the cloth need not
        # a heading and one line of why at 100%; larger text gets room for the why on two lines, at 200%
        # three (the longest abilities)
        high = 1.4 + 6 * s if s == 1 else 1.6 + 7.8 * s + (3 if s >= 2 else 0)
        self.prompt = pygame.Rect(rect.x, rect.y, rect.w, int(u * high))
        top = self.prompt.bottom + gap
        height = rect.bottom - top
        col_w = int(max(u * 17, min(u * 24, rect.w * 0.16)) * min(s, 1.4))
        self.altar = pygame.Rect(rect.x, top, col_w, height)
        self.table = pygame.Rect(self.altar.right + gap, top, rect.right - self.altar.right - gap, height)
        # the altar: the round on top, then the Draw Deck and the discard pile
        dw = int(col_w * 0.66)
        dh = int(min(dw * ratio(), (height - u * 19 * s) / 2))
        dw = int(dh / ratio())
        self.deck_card = (dw, dh)
        self.round = pygame.Rect(self.altar.x, self.altar.y + int(u * 0.8), col_w, int(u * 6 * s))
        self.deck = pygame.Rect(0, 0, dw, dh)
        self.deck.midtop = (self.altar.centerx, self.round.bottom + int(u * 2.6 * s))
        self.discard = pygame.Rect(0, 0, dw, dh)
        self.discard.midtop = (self.altar.centerx, self.deck.bottom + int(u * 6.4 * s))
        # one band per seat
        bgap = int(u * (0.9 if players > 3 else 1.4))
        bh = (height - (players - 1) * bgap) // max(1, players)
        card_h = int(min(bh - u * 2.4, u * 27))
        self.bands = [Band(pygame.Rect(self.table.x, top + i * (bh + bgap), self.table.w, bh), u, card_h)
                      for i in range(players)]
        # overlays in the middle of the table: the damage fan, the peeked card, the failed summon
        self.zoom_h = int(min(u * 46, rect.h * 0.62))
        fh = int(min(u * 30, self.table.h * 0.5))
        self.fan_card = (int(fh / ratio()), fh)
        self.fan_area = pygame.Rect(0, 0, int(min(self.table.w * 0.8, u * 120)), int(fh + u * 12))
        self.fan_area.center = self.table.center
        cap_top = self.discard.bottom + int(u * 3.4 * s)
        self.caption = pygame.Rect(self.altar.x + int(u * 1.2), cap_top, self.altar.w - int(u * 2.4),
                                   max(0, self.altar.bottom - cap_top - int(u * 0.8)))

    def fan_rects(self, n: int) -> list[pygame.Rect]:
        cw, ch = self.fan_card
        gap = int(self.u * 2.2)
        width = n * cw + (n - 1) * gap
        area = pygame.Rect(0, 0, min(width, self.fan_area.w - int(self.u * 4)), ch)
        area.center = (self.fan_area.centerx, self.fan_area.centery + int(self.u * 2))
        return [pygame.Rect(x, area.y, cw, ch) for x in spread(area, n, cw, gap)]

    def zoom_rect(self, near: pygame.Rect) -> pygame.Rect:
        """Where the big hover copy of a card goes: beside the card, inside the board."""
        h = self.zoom_h
        w = int(h / ratio())
        r = pygame.Rect(0, 0, w, h)
        gap = int(self.u * 1.5)
        if near.right + gap + w <= self.rect.right:
            r.left = near.right + gap
        else:
            r.right = near.x - gap
        r.centery = near.centery
        below = pygame.Rect(self.rect.x, self.prompt.bottom, self.rect.w, self.rect.bottom - self.prompt.bottom)
        return r.clamp(below)           # never over the prompt strip and its buttons
