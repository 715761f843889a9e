"""Pieces shared by the menu screens: the page header and a dimmed card for overlays."""
from __future__ import annotations

import pygame

from .. import theme


def header(surface: pygame.Surface, title: str, subtitle: str = "") -> None:
    u = theme.unit(surface)
    w = surface.get_width()
    theme.blit_text(surface, title, u * 7, theme.CREAM, (w // 2, u * 9), "serif_bold", "center")
    if subtitle:
        theme.blit_text(surface, subtitle, u * 2.4, theme.CREAM_SOFT, (w // 2, u * 14.2), "italic", "center")
    pygame.draw.line(surface, theme.ACCENT_DARK, (w // 2 - u * 8, u * 16.6), (w // 2 + u * 8, u * 16.6),
                     max(1, int(u * 0.3)))


def overlay_card(surface: pygame.Surface, card: pygame.Rect, title: str) -> None:
    """A paper card with a title, over the dimmed scene below (the app dims it for overlays)."""
    u = theme.unit(surface)
    theme.panel(surface, card, theme.PAPER, radius=int(u * 2))
    theme.blit_text(surface, title, u * 4.4, theme.INK, (card.centerx, card.y + u * 5.5), "serif_bold", "center")
    pygame.draw.line(surface, theme.ACCENT, (card.centerx - u * 5, card.y + u * 9.2),
                     (card.centerx + u * 5, card.y + u * 9.2), max(1, int(u * 0.3)))


def stack_buttons(buttons, centre_x: int, top: int, width: int, height: int, gap: int) -> int:
    """Place buttons in a column; returns the bottom."""
    y = top
    for b in buttons:
        b.rect = pygame.Rect(centre_x - width // 2, y, width, height)
        y += height + gap
    return y
