"""The lid of the Dodos Riding Dinos box on the title screen: a jungle, a trail and two Dodinos racing."""
from __future__ import annotations

import pygame

from game.dodos.data import DODINOS

from .art_pieces import dodino_sprite, dodo_token

JUNGLE, DEEP, TRAIL = (62, 128, 74), (34, 84, 50), (214, 178, 120)


def COVER(lid: pygame.Surface, rect: pygame.Rect) -> None:
    lid.fill(DEEP, rect)
    for i in range(7):        # leafy hills, back to front
        pygame.draw.ellipse(lid, JUNGLE if i % 2 else DEEP,
                            (rect.x + (i - 1) * rect.w // 5, rect.y + rect.h * 0.1, rect.w // 2, rect.h * 0.6))
    trail = [(rect.x, rect.bottom - rect.h * 0.18), (rect.centerx, rect.bottom - rect.h * 0.34),
             (rect.right, rect.bottom - rect.h * 0.22)]
    pygame.draw.lines(lid, TRAIL, False, trail, max(6, rect.h // 7))
    for i, (x, colour) in enumerate(((0.3, (214, 84, 66)), (0.66, (70, 130, 210)))):
        sprite = dodino_sprite(DODINOS[i].dino, colour, int(rect.h * 0.62))
        lid.blit(sprite, sprite.get_rect(midbottom=(rect.x + rect.w * x, rect.bottom - rect.h * 0.2)))
    token = dodo_token(int(rect.h * 0.22))
    lid.blit(token, token.get_rect(topright=(rect.right - rect.h * 0.06, rect.y + rect.h * 0.06)))
