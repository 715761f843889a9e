"""Movement cards drawn with code: a coloured frame (blue, red, green), the name, the footprint number,
the effect icon and a few words; and the card back. Faces are cached per card and size.
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

import pygame

from game.dodos.data import CARDS, DODINOS

from .. import access, theme
from ..assets import fits, least, legible, line_height, shrink_to, text, wrap
from .art_pieces import dodino_sprite, dodo_token
from .icons import BOXES, draw_icon, icon_words, throw_boxes

# the frames' colours: deep enough for the cream name on the band at 4.5:1 (WCAG 2, issue 23)
COLOURS = {"blue": (52, 106, 176), "red": (183, 64, 54), "green": (52, 120, 67)}
INNER = (252, 247, 236)
BACK = (52, 82, 60)


def footprint(surface, centre, size: float, colour) -> None:
    """A three-toed dinosaur footprint."""
    cx, cy = centre
    pygame.draw.ellipse(surface, colour, pygame.Rect(cx - size * 0.32, cy - size * 0.05, size * 0.64, size * 0.5))
    for dx, dy in ((-0.34, -0.28), (0.0, -0.42), (0.34, -0.28)):
        pygame.draw.ellipse(surface, colour, pygame.Rect(cx + dx * size - size * 0.12, cy + dy * size - size * 0.18,
                                                         size * 0.24, size * 0.36))


# Never colour alone (issue 23): under protanopia and deuteranopia the red and green frames are one olive, so
# each colour's frame carries a pattern too, drawn darker than the frame (the cream name keeps its contrast).
PATTERNS = {"blue": "plain", "red": "dots", "green": "stripes"}


def frame_pattern(surf: pygame.Surface, colour: str, rad: int) -> None:
    """The frame's second sign: green's diagonal stripes, red's dots, blue plain (the inner panel covers the
    middle; the rounded corners are left alone)."""
    kind = PATTERNS[colour]
    if kind == "plain":
        return
    w, h = surf.get_size()
    ink = theme.darken(COLOURS[colour], 0.3)
    gap = max(5, w // 9)
    for clip in (pygame.Rect(rad, 0, w - 2 * rad, h), pygame.Rect(0, rad, w, h - 2 * rad)):
        surf.set_clip(clip)
        if kind == "stripes":
            for x in range(-h, w, gap):
                pygame.draw.line(surf, ink, (x, h), (x + h, 0), max(2, gap // 3))
        else:
            for y in range(gap // 2, h, gap):
                for x in range(gap // 2 + (y // gap % 2) * gap // 2, w, gap):
                    pygame.draw.circle(surf, ink, (x, y), max(1, gap // 4))
    surf.set_clip(None)


def short_text(card_id: int) -> str:
    return " · ".join(icon_words(i) for i in CARDS[card_id].effect)


def card_face(card_id: int, w: int, h: int) -> pygame.Surface:
    """A movement card's face at this size and the table's text size (a face painted at 100% keeps 100%'s
    words: the text size keys the cache, as it does the table's picture)."""
    return _card_face(card_id, w, h, access.text_scale)


@lru_cache(maxsize=320)
def _card_face(card_id: int, w: int, h: int, text_scale: float) -> pygame.Surface:
    c = CARDS[card_id]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    col = COLOURS[c.colour]
    rad = max(4, w // 10)
    pygame.draw.rect(surf, col, (0, 0, w, h), border_radius=rad)
    pad = max(3, w // 18)
    # the name on the colour band (two lines on a narrow card; the band grows for them at a large text size,
    # up to a third of the card), the footprint number in the top corner of the panel
    size = max(8, int(h * 0.082))
    step_h = line_height(size, "bold")
    names = ()                 # a card too small for its name (a played card): colour and icons, hover reads it
    if all(fits(word, size, w - pad * 2, "bold") for word in c.name.split()):
        names = wrap(c.name, size, w - pad * 2, "bold")
        names = names if len(names) <= 2 and len(names) * step_h * 0.86 <= h * 0.32 else ()
    band = max(int(h * 0.2), int(len(names) * step_h * 0.86) + 2)
    frame_pattern(surf, c.colour, rad)
    inner = pygame.Rect(pad, band, w - 2 * pad, h - band - pad)
    pygame.draw.rect(surf, INNER, inner, border_radius=max(3, rad - pad // 2))
    for j, line in enumerate(names):
        ts = text(line, size, theme.CREAM, "bold")
        surf.blit(ts, ts.get_rect(center=(w // 2, band // 2 + 1 + (j - (len(names) - 1) / 2) * step_h * 0.86)))
    num = text(str(c.steps), max(8, int(h * 0.093)), theme.darken(col, 0.6), "black")    # 4.5:1 on the print
    ink = num.get_bounding_rect()
    side = max(int(h * 0.15), ink.h + 8, ink.w + 8)      # a small card: the badge holds the floor's digit
    badge = pygame.Rect(inner.x + pad // 2, inner.y + pad // 2, side, side)
    # the effect icons
    icons = list(c.effect)
    box = int(min(inner.w * 0.62, inner.h * 0.5))
    rows = throw_rows(c, inner, pad, h)
    if rows:                                    # a throw: a smaller projectile, then the rulebook's boxes
        box = int(min(inner.w * 0.5, inner.h - pad * 2 - sum(r[2] for r in rows)))
    left = badge.right + max(1, pad // 3)          # the icons keep clear of the badge (it is drawn over them)
    if left + (box + pad) * len(icons) - pad > inner.right - pad // 2:       # a small card: smaller icons
        box = max(8, min(box, (inner.right - pad // 2 - left - pad * (len(icons) - 1)) // len(icons)))
    step = box + pad
    x0 = max(left, inner.centerx - (step * len(icons) - pad) // 2 + badge.w // 4)
    for i, icon in enumerate(icons):
        draw_icon(surf, icon, pygame.Rect(x0 + i * step, inner.y + pad, box, box))
    pygame.draw.ellipse(surf, theme.lighten(col, 0.75), badge)      # over the icons: on a small card they meet
    footprint(surf, (badge.centerx, badge.centery + badge.h * 0.14), badge.w * 0.7, theme.lighten(col, 0.45))
    surf.blit(num, (badge.centerx - ink.centerx, badge.centery - ink.centery))      # the digit's ink centred
    if rows:
        _draw_rows(surf, rows, inner, inner.y + pad + box + max(1, pad // 3))
        return surf.convert_alpha() if pygame.display.get_surface() else surf
    # a few words
    tsize = max(8, int(h * 0.064))
    words = short_text(card_id)
    lines = wrap(words, tsize, inner.w - pad * 2, "bold") if legible(tsize) else ()
    top = inner.y + pad + box + max(2, pad // 2)
    tag_size = max(7, int(h * 0.05))
    bottom = inner.bottom - (line_height(tag_size, "black") if c.colour == "green" else 0)
    lh = line_height(tsize, "bold")
    if legible(tsize) and top + lh * len(lines) <= bottom:     # else the icons say it; the zoom has the words
        for j, line in enumerate(lines):
            ls = text(line, tsize, theme.INK if c.colour != "red" else theme.darken(col, 0.45), "bold")
            surf.blit(ls, ls.get_rect(midtop=(inner.centerx, top + j * lh)))
    if c.colour == "green" and legible(tag_size):
        tag = text("GREEN", tag_size, theme.darken(col, 0.2), "black")
        surf.blit(tag, tag.get_rect(midbottom=(inner.centerx, inner.bottom - 1)))
    return surf.convert_alpha() if pygame.display.get_surface() else surf


def throw_rows(c, inner: pygame.Rect, pad: int, h: int) -> list[tuple[str, str, int, int]]:
    """A throw card's boxes as (box, words, row height, text size): hit, if you hit, if you miss; none when the
    card is too small for legible words (a played card: the zoom and the detail panel have them)."""
    if c.throw is None:
        return []
    size = max(8, int(h * 0.096))
    if not legible(size):
        return []
    width = inner.w - 4
    rows = []
    for box, words in throw_boxes(c.throw):
        s = shrink_to(words, size, width, "ui")
        if not fits(words, s, width, "ui"):     # a large text size: the small face keeps its icons, the zoom
            return []                           # and the detail panel have the words whole
        rows.append((box, words, line_height(s, "ui") + 2, s))
    return rows


def _draw_rows(surf, rows, inner: pygame.Rect, top: int) -> None:
    for box, words, rh, size in rows:
        fill, ink = BOXES[box]
        rect = pygame.Rect(inner.x + 1, top, inner.w - 2, rh - 1)
        pygame.draw.rect(surf, fill, rect, border_radius=3)
        pygame.draw.rect(surf, theme.darken(fill, 0.35) if box != "you" else theme.INK_SOFT, rect, 1,
                         border_radius=3)
        ts = text(words, size, ink, "ui")
        surf.blit(ts, ts.get_rect(center=rect.center))
        top += rh


@lru_cache(maxsize=16)
def card_back(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(4, w // 10)
    pygame.draw.rect(surf, BACK, (0, 0, w, h), border_radius=rad)
    pad = max(3, w // 14)
    inner = pygame.Rect(pad, pad, w - 2 * pad, h - 2 * pad)
    pygame.draw.rect(surf, theme.lighten(BACK, 0.12), inner, border_radius=max(3, rad - 2))
    step = max(6, w // 5)
    for y in range(inner.y + step // 2, inner.bottom, step):
        for x in range(inner.x + step // 2 + (y // step % 2) * step // 2, inner.right, step):
            footprint(surf, (x, y), step * 0.42, theme.lighten(BACK, 0.22))
    pygame.draw.rect(surf, theme.ACCENT_DARK, inner, max(1, w // 40), border_radius=max(3, rad - 2))
    coin = dodo_token(int(w * 0.5))
    surf.blit(coin, coin.get_rect(center=(w // 2, h // 2)))
    return surf.convert_alpha() if pygame.display.get_surface() else surf


def dodino_names_fit(w: int, h: int) -> bool:
    """Whether every Dodino's name wraps on a card this size without a word broken (as dodino_card wraps it)."""
    size = max(8, int(h * 0.075))
    return all(fits(word, size, w - 8, "serif_bold") for d in DODINOS for word in d.name.split())


def dodino_words_fit(w: int, h: int) -> bool:
    """Whether every Dodino card this size shows its name whole and its ability in words (the pick looks for
    a card this roomy before it settles for one that leaves the ability to the hover)."""
    return dodino_names_fit(w, h) and all(dodino_face(d, w, h, True, False).lines for d in DODINOS)


class Face(NamedTuple):
    """Where the words and the picture of a Dodino card go: the name's lines (serif, name_size), the picture
    (art, None when the words need its room), the species under it (species_h 0: left to the hover), the
    ability's lines (size tsize, from words_top; () when they cannot fit: the hover reads them)."""
    names: tuple
    name_size: int
    art: pygame.Rect | None
    species_h: int
    lines: tuple
    tsize: int
    words_top: int
    tag_size: int


def dodino_face(d, w: int, h: int, ability: bool, flipped: bool) -> Face:
    """A Dodino card's layout: the picture gives way to the words, first down to its least size, then the
    species' name, then the picture itself; a card too small for the words even so keeps the picture."""
    foot = _frame(w, h) + 2          # the words keep clear of the frame (its colour is no background for ink)
    tsize = max(least(), int(h * 0.06))
    lines = wrap(d.ability_text, tsize, int(w * 0.88)) if ability else ()
    words_h = len(lines) * line_height(tsize)
    dsize = max(7, int(h * 0.05))
    species = d.dino.capitalize()
    dn_h = line_height(dsize, "italic") if fits(species, dsize, w - 2 * foot, "italic") else 0
    size = max(8, int(h * 0.075))
    names = wrap(d.name, size, w - 8, "serif_bold")          # two lines at a large text size, never cut
    names_bottom = int(h * 0.035) + len(names) * line_height(size, "serif_bold")
    art_y = max(h * 0.17, names_bottom + h * 0.01)
    tag_size = max(7, int(h * 0.05))
    bottom = h - foot - (line_height(tag_size, "bold") if flipped else 0)
    gap = int(h * 0.015)
    if words_h > bottom - (art_y + h * 0.2 + gap + dn_h):
        dn_h = 0                                         # the species' name gives way first
    if words_h > bottom - (art_y + h * 0.2 + gap):
        top = names_bottom + gap
        if words_h <= bottom - top:                      # then the picture: the name, then the words
            return Face(names, size, None, 0, lines, tsize, top, tag_size)
        lines, words_h = (), 0                           # a tiny reminder card: the picture; the hover reads it
    art_h = max(h * 0.2, min(h * 0.46, bottom - art_y - words_h - gap - dn_h - int(h * 0.025)))
    art = pygame.Rect(w * 0.08, art_y, w * 0.84, art_h)
    if art.bottom + gap + dn_h > bottom:
        dn_h = 0
    return Face(names, size, art, dn_h, lines, tsize, art.bottom + gap + dn_h, tag_size)


def _side(w: int, h: int) -> int:
    """A Dodino card's width as a portrait card (a wide one in the pick keeps a portrait card's frame)."""
    return min(w, int(h * 0.7))


def _frame(w: int, h: int) -> int:
    return max(2, _side(w, h) // 28)


def dodino_card(dodino_id: int, w: int, h: int, colour: tuple, flipped: bool = False,
                ability: bool = True) -> pygame.Surface:
    """A Dodino card (the pick at the start, the abilities variant's reminder); ability=False (the
    variant is off) leaves the ability text out. Cached per size and text size."""
    return _dodino_card(dodino_id, w, h, colour, flipped, ability, access.text_scale)


@lru_cache(maxsize=24)
def _dodino_card(dodino_id: int, w: int, h: int, colour: tuple, flipped: bool, ability: bool,
                 text_scale: float) -> pygame.Surface:
    d = DODINOS[dodino_id]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(4, _side(w, h) // 10)
    fill = theme.PAPER if not flipped else theme.PAPER_DIM
    pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=rad)
    pygame.draw.rect(surf, colour, (0, 0, w, h), _frame(w, h), border_radius=rad)
    face = dodino_face(d, w, h, ability, flipped)
    art = face.art
    if art is not None:
        pygame.draw.rect(surf, (196, 226, 176), art, border_radius=max(3, w // 16))
        pygame.draw.ellipse(surf, (140, 186, 110), (art.x, art.bottom - art.h * 0.28, art.w, art.h * 0.3))
        sprite = dodino_sprite(d.dino, tuple(colour), int(art.h * 0.95))
        surf.blit(sprite, sprite.get_rect(midbottom=(art.centerx, art.bottom - art.h * 0.05)))
    step = line_height(face.name_size, "serif_bold")
    for i, name in enumerate(face.names):
        ts = text(name, face.name_size, theme.INK, "serif_bold")
        surf.blit(ts, ts.get_rect(midtop=(w // 2, int(h * 0.035) + i * step)))
    if face.species_h:
        dn = text(d.dino.capitalize(), max(7, int(h * 0.05)), theme.INK_SOFT, "italic")
        surf.blit(dn, dn.get_rect(midtop=(w // 2, art.bottom + int(h * 0.015))))
    for j, line in enumerate(face.lines):
        ls = text(line, face.tsize, theme.INK, "ui")
        surf.blit(ls, ls.get_rect(midtop=(w // 2, face.words_top + j * line_height(face.tsize))))
    if flipped:
        tag = text("ability used", face.tag_size, theme.darken(theme.CORAL_DEEP, 0.2), "bold")    # 5:1 on the dim card
        surf.blit(tag, tag.get_rect(midbottom=(w // 2, h - _frame(w, h) - 2)))
    return surf.convert_alpha() if pygame.display.get_surface() else surf
