"""Pieces shared by the menu screens: the page header and a dimmed card for overlays.

At a larger text size (Settings: Text size) the header's lines grow and stand further apart; a screen lays
out its content under header_bottom(). Big headings grow until they are drawn 9.5% of the window high
(access.capped): they are large already, and the room is better spent on the text that needs it.
"""
from __future__ import annotations

import pygame

from .. import theme
from ..access import capped
from ..assets import font, line_height, shrink_to


def text_width(value: str, size: float, kind: str = "bold") -> int:
    """How wide a text is drawn at this size (at the text size): controls are sized from it."""
    return font(kind, size).size(value)[0]


def _rows(size) -> tuple[float, float, float, float, float]:
    """The title's size and centre, the subtitle's size and centre, and the rule's y, for a window this size."""
    u = theme.unit(size)
    title = capped(u * 7, u * 9.5)
    sub = u * 2.4
    th, sh = line_height(title, "serif_bold"), line_height(sub, "italic")
    title_y = max(u * 9, u * 1.2 + th * 0.5)
    sub_y = max(u * 14.2, title_y + th * 0.5 + u * 0.4 + sh * 0.5)     # under the title's descenders (Riding)
    return title, title_y, sub, sub_y, max(u * 16.6, sub_y + sh * 0.5 + u * 0.8)


def header_bottom(size) -> int:
    """Where a screen's content may start under the header (u * 20 at 100%)."""
    return int(_rows(size)[4] + theme.unit(size) * 3.4)


def header(surface: pygame.Surface, title: str, subtitle: str = "") -> None:
    u = theme.unit(surface)
    w = surface.get_width()
    size, title_y, sub, sub_y, rule = _rows(surface.get_size())
    size = shrink_to(title, size, w - u * 6, "serif_bold")        # a long game title steps down to fit
    theme.blit_text(surface, title, size, theme.CREAM, (w // 2, title_y), "serif_bold", "center")
    if subtitle:
        theme.blit_box(surface, subtitle, sub, theme.CREAM_SOFT,
                       pygame.Rect(u * 3, sub_y - line_height(sub, "italic") // 2, w - u * 6,
                                   line_height(sub, "italic")), "italic", "center")
    pygame.draw.line(surface, theme.ACCENT_DARK, (w // 2 - u * 8, rule), (w // 2 + u * 8, rule),
                     max(1, int(u * 0.3)))


def card_title_bottom(card: pygame.Rect, u: float) -> int:
    """Where an overlay card's content may start under its title and rule (card.y + u * 13 at 100%)."""
    return int(_card_rule(u) + card.y + u * 3.8)


def _card_rule(u: float) -> float:
    return max(u * 9.2, u * 1.6 + line_height(capped(u * 4.4, u * 8), "serif_bold") + u * 0.6)


def overlay_card(surface: pygame.Surface, card: pygame.Rect, title: str) -> None:
    """A paper card with a title, over the dimmed scene below (the app dims it for overlays)."""
    u = theme.unit(surface)
    theme.panel(surface, card, theme.PAPER, radius=int(u * 2))
    size = capped(u * 4.4, u * 8)
    rule = card.y + _card_rule(u)
    middle = rule - max(u * 3.7, line_height(size, "serif_bold") * 0.5 + u * 0.3)
    theme.blit_text(surface, title, size, theme.INK, (card.centerx, middle), "serif_bold", "center")
    pygame.draw.line(surface, theme.ACCENT, (card.centerx - u * 5, rule), (card.centerx + u * 5, rule),
                     max(1, int(u * 0.3)))


def stack_buttons(buttons, centre_x: int, top: int, width: int, height: int, gap: int) -> int:
    """Place buttons in a column; returns the bottom."""
    y = top
    for b in buttons:
        b.rect = pygame.Rect(centre_x - width // 2, y, width, height)
        y += height + gap
    return y
