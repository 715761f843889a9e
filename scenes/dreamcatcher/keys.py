"""Restless Night's grab keys on screen: a small block of key caps by each toy (one cap per person still
grabbing, in their colour) and, under each of those people's names, a legend row of their eight keys with
the toy each one grabs. Rectangles come from pure functions, so a test can check that no two caps overlap
and that every cap's letter is drawn at a legible size.
"""
from __future__ import annotations

import math

import pygame

from game.dreamcatcher.data import BOARDS, TOY_BY_ID

from ..assets import px

GLYPH = 0.62          # a cap's letter is this share of the cap's size (art_table.key_cap)


def cap_size(lay) -> int:
    """Big enough for its letter to be drawn at the legibility floor or above, bigger on big tables."""
    floor = math.ceil(px(0) / GLYPH) + 1
    return max(floor, int(lay.scale * 0.36))


def _block(n: int, size: int, gap: int) -> list[tuple[int, int]]:
    """Offsets of n caps from the block's centre: one row for 1-2 people, two rows for 3-4."""
    cols = 1 if n == 1 else 2
    rows = math.ceil(n / cols)
    step = size + gap
    return [((i % cols - (cols - 1) / 2) * step, (i // cols - (rows - 1) / 2) * step) for i in range(n)]


def ring_caps(board, seats: list[int]) -> list[tuple[str, int, str, pygame.Rect]]:
    """(tile, seat, key, rect) for every toy still in the circle: a block of caps on the toy's inner rim,
    moved out along the toy's ray until it is clear of the card."""
    lay = board.lay
    if not seats or lay is None:
        return []
    size = cap_size(lay)
    gap = max(2, size // 7)
    offsets = _block(len(seats), size, gap)
    half = (max(abs(dx) for dx, _ in offsets) + size / 2, max(abs(dy) for _, dy in offsets) + size / 2)
    card = lay.card.inflate(size // 3, size // 3)
    out = []
    for i, toy in enumerate(board.view["toys"]):
        if toy["where"] != "circle" or toy["id"] in board.table.removed:
            continue
        hx, hy = board.table.home[toy["id"]]
        d = math.hypot(hx, hy) or 1.0
        ux, uy = hx / d, hy / d
        dist = d - TOY_BY_ID[toy["id"]].radius
        while True:
            cx, cy = lay.px(ux * dist, uy * dist)
            block = pygame.Rect(0, 0, int(2 * half[0]), int(2 * half[1]))
            block.center = (cx, cy)
            if not block.colliderect(card) or dist >= d:
                break
            dist += 0.05
        for seat, (dx, dy) in zip(seats, offsets):
            r = pygame.Rect(0, 0, size, size)
            r.center = (int(cx + dx), int(cy + dy))
            out.append((toy["id"], seat, BOARDS[seat].grab_keys[i], r))
    return out


def legend_rows(board, seats: list[int]) -> list[tuple[int, pygame.Rect, list[tuple[str, str, pygame.Rect, pygame.Rect]]]]:
    """(seat, panel, [(tile, key, icon rect, cap rect)]) under each grabbing person's name on their cloud."""
    lay = board.lay
    if not seats or lay is None or not lay.boards:
        return []
    size = cap_size(lay)
    gap = max(2, size // 7)
    rows = []
    toys = board.view["toys"]
    for seat in seats:
        if seat >= len(lay.boards):
            continue
        label, _ = lay.boards[seat]
        step = min(size + gap * 2, (label.w - gap * 2) // max(1, len(toys)))
        cell = min(size, step - gap)
        panel = pygame.Rect(label.x, label.bottom + gap, label.w, cell * 2 + gap * 3)
        x0 = panel.centerx - step * len(toys) / 2 + (step - cell) / 2
        cells = []
        for i, toy in enumerate(toys):
            icon = pygame.Rect(int(x0 + i * step), panel.y + gap, cell, cell)
            cap = icon.move(0, cell + gap)
            cells.append((toy["id"], BOARDS[seat].grab_keys[i], icon, cap))
        rows.append((seat, panel, cells))
    return rows
