"""Where everything sits, from the board's rectangle: the prompt strip, the night sky with the card
and the ring of toys (card units <-> pixels), the corners (bag, deck, round, big button) and the
column of cloud boards (or the cooperative panel).
"""
from __future__ import annotations

import pygame

from game.dreamcatcher.data import CARD_HALF

from .. import access
from ..assets import line_height

SKY_HALF = 4.45          # card units from the card's centre to the sky's edge (toys ring at 3.0)
WALL = 4.3               # the physics walls: tiles never leave the sky
RING = 3.0


class Layout:
    def __init__(self, rect: pygame.Rect, u: float, players: int, coop: bool) -> None:
        self.rect = pygame.Rect(rect)
        self.u = u
        gap = int(u * 1.4)
        self.ts = ts = access.text_scale     # what holds words grows with the text size; the night sky need not
        # one line of prompt at 100%, room for two at a larger text size (it wraps rather than cuts)
        self.prompt = pygame.Rect(rect.x, rect.y, rect.w, int(u * (6.2 if ts == 1 else 1.2 + 6.6 * ts)))
        top = self.prompt.bottom + gap
        height = rect.bottom - top
        col_w = int(min(rect.w * 0.3 * min(ts, 1.3), max(u * 30 * ts, rect.w - height * 1.08)))
        self.sky = pygame.Rect(rect.x, top, rect.w - col_w - gap, height)
        self.column = pygame.Rect(self.sky.right + gap, top, col_w, height)
        inset = int(u * 1.2)
        s = min(self.sky.w, self.sky.h) / (2 * SKY_HALF)
        bw, bh = int(max(s * 2.3, u * 21 * ts)), int(max(s * 0.85, u * 6.5 * ts))     # its word grows
        ring = self.sky.copy()         # the toys' part of the sky
        if bw > s * 2.5 or bh > s * 0.95:       # a button that big would lie on the toys: it takes a band below
            ring.h -= bh + inset
        self.scale = min(ring.w, ring.h) / (2 * SKY_HALF)
        self.centre = ring.center
        s = self.scale
        self.card = pygame.Rect(0, 0, int(2 * CARD_HALF * s), int(2 * CARD_HALF * s))
        self.card.center = self.centre
        corner = int(s * 1.25)
        self.bag = pygame.Rect(self.sky.x + inset, self.sky.y + inset, corner, corner)
        self.deck = pygame.Rect(0, 0, int(s * 1.05), int(s * 1.05))
        self.deck.topright = (self.sky.right - inset - int(s * 0.12), self.sky.y + inset + int(s * 0.12))
        self.button = pygame.Rect(0, 0, bw, bh)
        self.button.bottomright = (self.sky.right - inset, self.sky.bottom - inset)
        self.info = pygame.Rect(self.sky.x + inset, self.sky.bottom - inset - int(s * 1.0), int(s * 2.2), int(s * 1.0))
        self.info_rows = self._info_rows(coop)
        self.boards: list[tuple[pygame.Rect, pygame.Rect]] = []
        self.coop_slots: list[pygame.Rect] = []
        if coop:
            self._coop()
        else:
            self._boards(players)

    def _info_rows(self, coop: bool) -> list[int]:
        """The tops of the bottom-left corner's rows (the night, its moons with the level's name, the gentle
        setting; or the round, the gentle setting): each below the one before at any text size, inside the sky."""
        u = self.u
        head = line_height(u * 2.4, "bold")
        if coop:
            tops = [0, max(u * 3.4, head + u * 0.2)]
            tops.append(tops[1] + max(u * 3.2, line_height(u * 1.8, "bold") + u * 0.2))
        else:
            tops = [u * 2, u * 2 + max(u * 4.6, head + u * 0.3)]
        over = max(0, self.info.y + tops[-1] + line_height(u * 1.7, "italic") - (self.sky.bottom - u * 0.8))
        return [int(self.info.y + top - over) for top in tops]

    def _boards(self, players: int) -> None:
        u, col = self.u, self.column
        gap = int(u * 1.2)
        label_h = int(u * 4.2 * self.ts)     # the seat's name and score
        slot_h = (col.h - gap * (players - 1)) // max(1, players)
        cloud_w = int(min(col.w, (slot_h - label_h) / 0.7))
        cloud_h = int(cloud_w * 0.7)
        used = players * (label_h + cloud_h) + gap * (players - 1)
        y = col.y + max(0, (col.h - used) // 2) if players <= 2 else col.y
        if players > 2:
            gap = (col.h - players * (label_h + cloud_h)) // max(1, players - 1)
        for _ in range(players):
            label = pygame.Rect(col.x, y, col.w, label_h)
            cloud = pygame.Rect(0, label.bottom, cloud_w, cloud_h)
            cloud.centerx = col.centerx
            self.boards.append((label, cloud))
            y = cloud.bottom + gap

    def _coop(self) -> None:
        """The heading and its tagline, each below the one before at any text size; the eight slots under them,
        and room below for the count caught."""
        u, col = self.u, self.column
        title, tagline = line_height(u * 3.2, "serif_bold"), line_height(u * 2.0, "italic")
        self.coop_title = col.y + int(max(u * 3.5, u * 1.2 + title / 2))        # the centres of the two lines
        self.coop_tagline = self.coop_title + int(max(u * 3.5, (title + tagline) / 2 + u * 0.2))
        top = max(col.y + int(u * 15), self.coop_tagline + int(tagline / 2 + u * 3))
        below = max(u * 11, u * 4.5 + line_height(u * 2.4, "bold"))
        size = int(min((col.w - u * 6) / 2, (col.bottom - top - below) / 4.6))
        x0 = col.centerx - size - int(u * 1.0)
        for i in range(8):
            r = pygame.Rect(0, 0, size, size)
            r.topleft = (x0 + (i % 2) * (size + int(u * 2)), top + (i // 2) * int(size * 1.12))
            self.coop_slots.append(r)

    # ---- card units <-> pixels ---------------------------------------------------------------
    def px(self, x: float, y: float) -> tuple[int, int]:
        """Card units (y up, the card's centre at 0) to screen pixels."""
        return int(self.centre[0] + x * self.scale), int(self.centre[1] - y * self.scale)

    def units(self, pos) -> tuple[float, float]:
        return (pos[0] - self.centre[0]) / self.scale, (self.centre[1] - pos[1]) / self.scale

    def length(self, units: float) -> int:
        return max(1, int(units * self.scale))
