"""The lid of the Dream Catcher box on the title screen: a night sky, a Nightmare, a bear about to cover it."""
from __future__ import annotations

import pygame

from .art_table import card_face, star_glints
from .art_toys import toy_tile

SKY_TOP, SKY_BOTTOM = (28, 30, 74), (70, 52, 120)


def COVER(lid: pygame.Surface, rect: pygame.Rect) -> None:
    for y in range(rect.h):       # a vertical night gradient
        t = y / max(1, rect.h - 1)
        colour = [int(a + (b - a) * t) for a, b in zip(SKY_TOP, SKY_BOTTOM)]
        pygame.draw.line(lid, colour, (rect.x, rect.y + y), (rect.right, rect.y + y))
    for x, y, r, _ in star_glints(40, seed=3):
        pygame.draw.circle(lid, (240, 236, 210), (rect.x + x * rect.w, rect.y + y * rect.h), max(1, r * rect.h / 300))
    card = card_face("nm05", int(rect.h * 0.8))
    lid.blit(card, card.get_rect(center=(rect.x + rect.w * 0.36, rect.centery)))
    bear = toy_tile("bear", 1, int(rect.h * 0.36))
    lid.blit(bear, bear.get_rect(center=(rect.x + rect.w * 0.68, rect.centery + rect.h * 0.06)))
