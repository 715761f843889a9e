"""The lid of the Dread Draw box on the title screen: three tarot cards fanned on a violet night."""
from __future__ import annotations

import math

import pygame

from . import art

FAN = (33, 91, 85)     # The Oracle, Death, The Moon


def COVER(lid: pygame.Surface, rect: pygame.Rect) -> None:
    top, bottom = (52, 26, 70), (12, 7, 18)
    for y in range(rect.h):
        t = y / max(1, rect.h - 1)
        pygame.draw.line(lid, [int(a + (b - a) * t) for a, b in zip(top, bottom)],
                         (rect.x, rect.y + y), (rect.right, rect.y + y))
    cx, cy = rect.centerx, rect.y + rect.h * 0.52
    for k in range(24):            # gold rays behind the cards
        a = k * math.pi / 12
        r0, r1 = rect.h * 0.32, rect.h * 0.62
        pygame.draw.line(lid, art.GOLD_DIM, (cx + math.cos(a) * r0, cy + math.sin(a) * r0),
                         (cx + math.cos(a) * r1, cy + math.sin(a) * r1), 1)
    h = int(rect.h * 0.72)
    w = int(h / art.ratio())
    for i, card in enumerate(FAN):
        face = art.card_face(card, w, h)
        angle = (1 - i) * 14
        pic = pygame.transform.rotozoom(face, angle, 1.0)
        x = cx + (i - 1) * w * 0.62
        y = cy + abs(i - 1) * h * 0.06
        lid.blit(pic, pic.get_rect(center=(int(x), int(y))))
