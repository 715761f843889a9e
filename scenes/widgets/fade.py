"""Drawing a piece at part opacity (Reduce motion's fades): it is drawn on a clear layer, then blitted."""
from __future__ import annotations

from typing import Callable

import pygame


def draw_faded(surface: pygame.Surface, rect: pygame.Rect, draw: Callable[[pygame.Surface, pygame.Rect], None],
               alpha: float, pad: int = 0) -> None:
    """draw(target, rect) at opacity alpha (0..1); pad: room around rect for shadows and rings."""
    if alpha >= 0.999:
        draw(surface, rect)
        return
    if alpha <= 0.001 or rect.w <= 0 or rect.h <= 0:
        return
    layer = pygame.Surface((rect.w + 2 * pad, rect.h + 2 * pad), pygame.SRCALPHA)
    draw(layer, pygame.Rect(pad, pad, rect.w, rect.h))
    layer.set_alpha(int(255 * alpha))
    surface.blit(layer, (rect.x - pad, rect.y - pad))
