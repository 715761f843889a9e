"""The lid of the BFDI box on the title screen: a grassy hill under a blue sky, contestants and the cake."""
from __future__ import annotations

import pygame

from .art_chars import figure

SKY_TOP, SKY_BOTTOM = (110, 180, 236), (190, 226, 248)
GRASS, GRASS_DARK = (96, 176, 80), (70, 140, 60)
LINEUP = ((9, -0.34, 0.30), (5, -0.17, 0.36), (1, 0.17, 0.36), (13, 0.34, 0.30))   # Leafy, Firey, Bubble, Pencil


def COVER(lid: pygame.Surface, rect: pygame.Rect) -> None:
    for y in range(rect.h):
        t = y / max(1, rect.h - 1)
        colour = [int(a + (b - a) * t) for a, b in zip(SKY_TOP, SKY_BOTTOM)]
        pygame.draw.line(lid, colour, (rect.x, rect.y + y), (rect.right, rect.y + y))
    hill = pygame.Rect(rect.x - rect.w * 0.2, rect.y + rect.h * 0.62, rect.w * 1.4, rect.h * 0.9)
    pygame.draw.ellipse(lid, GRASS_DARK, hill.move(0, -rect.h * 0.03))
    pygame.draw.ellipse(lid, GRASS, hill)
    cx = rect.centerx
    # the cake
    cake = pygame.Rect(0, 0, int(rect.h * 0.26), int(rect.h * 0.16))
    cake.midbottom = (cx, int(rect.y + rect.h * 0.7))
    pygame.draw.rect(lid, (150, 90, 60), cake, border_radius=cake.h // 5)
    pygame.draw.rect(lid, (250, 236, 240), (cake.x, cake.y, cake.w, cake.h * 0.38), border_radius=cake.h // 5)
    for k in range(3):
        x = cake.x + cake.w * (0.25 + 0.25 * k)
        pygame.draw.line(lid, (240, 200, 80), (x, cake.y), (x, cake.y - cake.h * 0.35), max(2, cake.w // 30))
        pygame.draw.circle(lid, (250, 140, 40), (int(x), int(cake.y - cake.h * 0.42)), max(2, cake.w // 22))
    for cid, dx, size in LINEUP:
        fig = figure(cid, int(rect.h * size))
        lid.blit(fig, fig.get_rect(midbottom=(int(cx + dx * rect.w), int(rect.y + rect.h * 0.86))))
