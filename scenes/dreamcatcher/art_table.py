"""Our own art for the table: Nightmare cards (the silhouette from the polygon data), the card back,
Dream tokens with their pictures, the cloud boards, the Pillow-Bag, moons, check and cross, key caps.

Everything is drawn once per size (lru_cache) with supersampling; frames only blit.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.dreamcatcher.data import BOARDS, CARD_HALF, NIGHTMARE_BY_ID

from .. import textreport, theme
from ..assets import text
from ..prepare import picture_cache
from .art_toys import GOLD, GOLD_DARK, INK, SS, WHITE, Pen, star_points

CARD_FACE = (206, 208, 246)
CARD_FACE_DARK = (168, 170, 226)
MONSTER = (44, 24, 66)
MONSTER_EDGE = (92, 58, 130)
BACK = (38, 44, 104)
TOKEN_BG = (46, 54, 118)
RED = (255, 58, 72)
GREEN = (72, 196, 120)


def _fast(surf: pygame.Surface) -> pygame.Surface:
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


def hex_colour(value: str) -> tuple[int, int, int]:
    value = value.lstrip("#")
    return tuple(int(value[i:i + 2], 16) for i in (0, 2, 4))


def moon_shape(pen: Pen, x: float, y: float, r: float, colour, bg) -> None:
    pen.circle(colour, x, y, r)
    pen.circle(bg, x + r * 0.45, y + r * 0.25, r * 0.82)


# ---- Nightmare cards -------------------------------------------------------------------------
@lru_cache(maxsize=48)
def card_face(card_id: str, size_px: int) -> pygame.Surface:
    """The Nightmare card seen from above: dream paper, the monster's silhouette and glowing eyes."""
    nm = NIGHTMARE_BY_ID[card_id]
    big = size_px * SS
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    pen = Pen(surf, big / 2 / CARD_HALF)
    rad = big // 14
    pygame.draw.rect(surf, GOLD_DARK, surf.get_rect(), border_radius=rad)
    inner = surf.get_rect().inflate(-big // 40, -big // 40)
    pygame.draw.rect(surf, CARD_FACE, inner, border_radius=rad)
    for x, y in ((-0.85, -0.8), (0.9, 0.85), (0.75, -0.95), (-0.95, 0.2), (0.95, -0.1), (0.2, 1.0)):
        pen.poly(CARD_FACE_DARK, star_points(x, y, 0.07, 0.35, 45))
    pts = [pen.p(x, y) for x, y in nm.outline]
    pygame.draw.polygon(surf, MONSTER_EDGE, pts, max(2, big // 90))
    pygame.draw.polygon(surf, MONSTER, pts)
    for x, y, r in nm.eyes:
        pen.circle((255, 236, 96), x, y, r)
        pen.circle((255, 120, 60), x, y, r * 0.45)
    for i in range(nm.level):
        moon_shape(pen, -0.98 + i * 0.2, 0.98, 0.08, (255, 226, 120), CARD_FACE)
    out = pygame.transform.smoothscale(surf, (size_px, size_px))
    return _fast(out)


@lru_cache(maxsize=16)
def card_back(size_px: int, moons: int = 0) -> pygame.Surface:
    """The back: night blue with a big crescent, and the moon level when the deck has one."""
    big = size_px * SS
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    pen = Pen(surf, big / 2)
    rad = big // 14
    pygame.draw.rect(surf, GOLD_DARK, surf.get_rect(), border_radius=rad)
    pygame.draw.rect(surf, BACK, surf.get_rect().inflate(-big // 20, -big // 20), border_radius=rad)
    pygame.draw.rect(surf, GOLD, surf.get_rect().inflate(-big // 7, -big // 7), max(1, big // 80), border_radius=rad)
    moon_shape(pen, -0.05, 0.12, 0.42, (255, 226, 120), BACK)
    for x, y, r in ((0.5, 0.5, 0.07), (-0.55, -0.45, 0.06), (0.45, -0.3, 0.05), (-0.5, 0.55, 0.045)):
        pen.poly(GOLD, star_points(x, y, r))
    for i in range(moons):
        moon_shape(pen, -0.22 * (moons - 1) / 2 + i * 0.22, -0.58, 0.09, (255, 226, 120), BACK)
    return _fast(pygame.transform.smoothscale(surf, (size_px, size_px)))


# The wash over a bit that peeks out, and its outline (thin, bright, so a claw tip still shows): magenta, a colour
# no seat uses in either palette (a red player's own glow once hid red bits); a test keeps it far from them all.
PEEK_TINT = (255, 0, 255)
PEEK_EDGE = (255, 0, 200)


def peek_outline_px(size_px: int) -> int:
    """How wide the outline of a peeking bit is on a card this big (pixels)."""
    return max(2, size_px // 80)


@lru_cache(maxsize=8)
def _uncovered_overlay(parts: tuple, size_px: int) -> pygame.Surface:
    ss = 2
    big = size_px * ss
    fill = pygame.Surface((big, big), pygame.SRCALPHA)
    edge = pygame.Surface((big, big), pygame.SRCALPHA)
    pen = Pen(fill, big / 2 / CARD_HALF)
    width = peek_outline_px(size_px) * ss
    for exterior, holes in parts:
        rings = [[pen.p(x, y) for x, y in ring] for ring in (exterior, *holes)]
        if len(rings[0]) < 3:
            continue
        pygame.draw.polygon(fill, (*PEEK_TINT, 175), rings[0])
        for hole in rings[1:]:
            if len(hole) >= 3:
                pygame.draw.polygon(fill, (0, 0, 0, 0), hole)
        for ring in rings:
            if len(ring) < 2:
                continue
            pygame.draw.lines(edge, (*PEEK_EDGE, 255), True, ring, width)
            for p in ring:          # round joins: no notches at sharp corners
                pygame.draw.circle(edge, (*PEEK_EDGE, 255), p, width // 2)
    fill.blit(edge, (0, 0))
    return _fast(pygame.transform.smoothscale(fill, (size_px, size_px)))


def uncovered_overlay(parts: list, size_px: int) -> pygame.Surface:
    """The bits of Nightmare that peek out: a magenta wash clipped to each bit and a clean bright outline,
    on a card-sized transparent surface (nothing drawn outside the bits but the outline's width)."""
    frozen = tuple((tuple(map(tuple, p["exterior"])), tuple(tuple(map(tuple, h)) for h in p.get("holes", [])))
                   for p in parts)
    return _uncovered_overlay(frozen, size_px)


# ---- Dream tokens ----------------------------------------------------------------------------
def _picture(pen: Pen, picture: str) -> None:
    if picture == "moon":
        moon_shape(pen, -0.05, 0.02, 0.55, (255, 226, 120), TOKEN_BG)
        pen.circle(INK, -0.28, 0.12, 0.06)
        pen.arc(INK, -0.3, -0.12, 0.1, 200, 340, 0.05)
    elif picture == "star":
        for i, k in enumerate((0.75, 0.55, 0.35)):
            pen.line((255, 236, 170), (-0.2 - 0.22 * i, -0.1 - 0.2 * i), (-0.7 - 0.1 * i, -0.3 - 0.25 * i), 0.06 * k)
        pen.poly(GOLD_DARK, star_points(0.12, 0.1, 0.58))
        pen.poly(GOLD, star_points(0.12, 0.13, 0.48))
    elif picture == "cloud":
        for x, y, r in ((-0.3, -0.05, 0.28), (0.05, 0.12, 0.36), (0.35, -0.05, 0.26)):
            pen.circle((250, 250, 255), x, y, r)
        pen.ellipse((250, 250, 255), 0.02, -0.18, 0.6, 0.18)
        pen.circle(INK, -0.08, -0.02, 0.045)
        pen.circle(INK, 0.14, -0.02, 0.045)
    elif picture == "rainbow":
        for i, col in enumerate(((240, 80, 80), (250, 160, 60), (250, 230, 90), (110, 210, 120), (90, 160, 240))):
            pen.circle(col, 0, -0.2, 0.64 - i * 0.085)
        pen.circle(TOKEN_BG, 0, -0.2, 0.215)
        lo = math.asin(-0.2 / 0.84)
        pen.poly(TOKEN_BG, [(0.845 * math.cos(a), 0.845 * math.sin(a)) for a in
                            (math.pi - lo + (2 * math.pi + 2 * lo - math.pi) * i / 30 for i in range(31))])
        pen.circle((250, 250, 255), -0.43, -0.24, 0.14)
        pen.circle((250, 250, 255), 0.43, -0.24, 0.14)
    elif picture == "kite":
        pen.poly((255, 120, 150), [(0.1, 0.62), (0.45, 0.2), (0.1, -0.25), (-0.25, 0.2)])
        pen.poly((120, 200, 255), [(0.1, 0.62), (0.45, 0.2), (0.1, 0.2)])
        pen.poly((255, 220, 100), [(0.1, -0.25), (-0.25, 0.2), (0.1, 0.2)])
        pen.arc((250, 250, 255), -0.05, -0.45, 0.22, 80, 200, 0.035)
        pen.arc((250, 250, 255), -0.45, -0.5, 0.2, 0, 110, 0.035)
        for x, y in ((-0.16, -0.42), (-0.4, -0.58)):
            pen.poly((255, 226, 120), [(x - 0.08, y + 0.05), (x + 0.08, y - 0.05), (x + 0.08, y + 0.05),
                                       (x - 0.08, y - 0.05)])
    elif picture == "boat":
        pen.poly((250, 250, 255), [(0.02, 0.6), (0.02, -0.05), (0.4, -0.05)])
        pen.poly((255, 160, 190), [(-0.04, 0.5), (-0.04, -0.05), (-0.36, -0.05)])
        pen.poly((214, 132, 72), [(-0.55, -0.12), (0.55, -0.12), (0.35, -0.38), (-0.35, -0.38)])
        pen.arc((120, 200, 255), -0.3, -0.62, 0.22, 20, 160, 0.05)
        pen.arc((120, 200, 255), 0.15, -0.62, 0.22, 20, 160, 0.05)


@picture_cache(maxsize=64)
def token(picture: str, size_px: int) -> pygame.Surface:
    big = max(8, size_px) * SS
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    pen = Pen(surf, big / 2)
    pen.circle((16, 12, 40, 110), 0.05, -0.07, 0.97)
    pen.circle(GOLD, 0, 0, 0.94)
    pen.circle(TOKEN_BG, 0, 0, 0.84)
    _picture(pen, picture)
    return _fast(pygame.transform.smoothscale(surf, (max(8, size_px), max(8, size_px))))


# ---- cloud boards ----------------------------------------------------------------------------
# (x, y, r) in widths; every bump, with its darker edge (+0.012), stays inside the picture: a bump past the side
# was cut flat there
BUMPS = ((0.22, 0.2, 0.17), (0.42, 0.17, 0.16), (0.62, 0.17, 0.15), (0.8, 0.22, 0.15), (0.14, 0.37, 0.115),
         (0.86, 0.37, 0.115), (0.3, 0.55, 0.13), (0.52, 0.56, 0.13), (0.72, 0.55, 0.13))


def cloud_colour(seat_colour) -> tuple[int, int, int]:
    """A cloud is its player's colour, softened (red Ana has a pink-red cloud): a child finds their own."""
    return theme.lighten(seat_colour, 0.3)


def cloud(surface: pygame.Surface, rect: pygame.Rect, board_index: int, seat_colour=None) -> None:
    """A cloud board in its player's colour with its 12 soft spaces (static: painted into the backdrop)."""
    surface.blit(cloud_picture(rect.size, board_index, None if seat_colour is None else tuple(seat_colour)), rect)


@lru_cache(maxsize=16)
def cloud_picture(size: tuple[int, int], board_index: int, seat_colour=None) -> pygame.Surface:
    """cloud()'s picture, made once per size and colour (a board's prepare() makes it before it is shown)."""
    colour = (cloud_colour(seat_colour) if seat_colour is not None
              else hex_colour(BOARDS[board_index % len(BOARDS)].colour))
    w, h = size[0] * SS, size[1] * SS
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    def blob(col, grow: float, dy: float = 0.0) -> None:
        for x, y, r in BUMPS:
            pygame.draw.circle(surf, col, (int(x * w), int((y + dy) * w)), int((r + grow) * w))
        body = pygame.Rect(int(0.1 * w), int((0.24 + dy) * w), int(0.8 * w), int(0.36 * w))
        pygame.draw.rect(surf, col, body.inflate(int(grow * 2 * w), int(grow * 2 * w)), border_radius=int(0.1 * w))
    blob((10, 8, 30, 90), 0.0, 0.03)
    blob(theme.darken(colour, 0.25), 0.012)
    blob(colour, 0.0)
    blob(theme.lighten(colour, 0.35), -0.035, -0.012)
    space_r = int(0.072 * w)
    for x, y in BOARDS[board_index % len(BOARDS)].spaces:
        c = (int(x * w), int(y / 0.7 * h))
        pygame.draw.circle(surf, theme.darken(colour, 0.12), c, space_r)
        pygame.draw.circle(surf, theme.lighten(colour, 0.55), c, space_r, max(1, SS * 2))
    return pygame.transform.smoothscale(surf, size)


def space_centres(rect: pygame.Rect, board_index: int) -> list[tuple[int, int]]:
    return [(int(rect.x + x * rect.w), int(rect.y + y / 0.7 * rect.h))
            for x, y in BOARDS[board_index % len(BOARDS)].spaces]


def space_radius(rect: pygame.Rect) -> int:
    return max(4, int(0.072 * rect.w))


# ---- the Pillow-Bag, moons, marks, key caps --------------------------------------------------
@lru_cache(maxsize=8)
def pillow_bag(size_px: int) -> pygame.Surface:
    big = size_px * SS
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    pen = Pen(surf, big / 2)
    body, shade = (246, 214, 236), (206, 160, 200)
    pen.ellipse((16, 12, 40, 100), 0.04, -0.78, 0.74, 0.12)
    pen.poly(shade, [(-0.2, 0.2), (0.2, 0.2), (0.42, 0.62), (0.14, 0.5), (0.0, 0.64), (-0.14, 0.5), (-0.42, 0.62)])
    pen.ellipse(shade, 0, -0.3, 0.78, 0.52)
    pen.ellipse(body, 0, -0.26, 0.74, 0.48)
    pen.poly(body, [(-0.6, -0.1), (0.6, -0.1), (0.18, 0.26), (-0.18, 0.26)])
    pen.ellipse((255, 190, 90), 0, 0.24, 0.24, 0.07)
    for sx in (-1, 1):
        pen.poly((255, 190, 90), [(0, 0.24), (sx * 0.3, 0.38), (sx * 0.3, 0.12)])
    pen.circle((230, 150, 60), 0, 0.24, 0.06)
    for x, y, r in ((-0.4, -0.25, 0.1), (0.28, -0.45, 0.12), (0.05, -0.1, 0.08), (0.45, -0.12, 0.07)):
        pen.poly(GOLD, star_points(x, y, r))
    moon_shape(pen, -0.12, -0.52, 0.1, (255, 226, 120), body)
    return _fast(pygame.transform.smoothscale(surf, (size_px, size_px)))


@lru_cache(maxsize=16)
def moon_icon(size_px: int, lit: bool = True) -> pygame.Surface:
    big = max(6, size_px) * SS
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    pen = Pen(surf, big / 2)
    colour = (255, 226, 120) if lit else (96, 100, 150)
    moon_shape(pen, -0.05, 0, 0.9, colour, (0, 0, 0, 0))
    pygame.draw.circle(surf, (0, 0, 0, 0), pen.p(-0.05 + 0.9 * 0.45, 0.9 * 0.25), int(0.9 * 0.82 * pen.r))
    return _fast(pygame.transform.smoothscale(surf, (max(6, size_px), max(6, size_px))))


@lru_cache(maxsize=16)
def mark(ok: bool, size_px: int) -> pygame.Surface:
    """A big friendly check mark (covered) or cross (peeking out)."""
    big = max(8, size_px) * SS
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    pen = Pen(surf, big / 2)
    pen.circle((16, 12, 40, 110), 0.05, -0.08, 0.95)
    pen.circle(WHITE, 0, 0, 0.92)
    pen.circle(GREEN if ok else theme.CORAL, 0, 0, 0.8)
    if ok:
        pen.line(WHITE, (-0.42, 0.02), (-0.12, -0.3), 0.17)
        pen.line(WHITE, (-0.12, -0.3), (0.44, 0.34), 0.17)
    else:
        pen.line(WHITE, (-0.33, 0.33), (0.33, -0.33), 0.17)
        pen.line(WHITE, (-0.33, -0.33), (0.33, 0.33), 0.17)
    return _fast(pygame.transform.smoothscale(surf, (max(8, size_px), max(8, size_px))))


@lru_cache(maxsize=256)
def key_cap(label: str, size_px: int, colour: tuple, alpha: int = 255) -> pygame.Surface:
    """A key to press, in a seat's colour; faded (alpha under 255) it is out of use: a taken toy's, or a
    person who has grabbed (its letter is a disabled control's, exempt from the contrast check)."""
    size_px = max(10, size_px)
    surf = pygame.Surface((size_px, int(size_px * 1.1)), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, size_px, size_px)
    pygame.draw.rect(surf, theme.darken(colour, 0.35), body.move(0, int(size_px * 0.1)), border_radius=size_px // 4)
    pygame.draw.rect(surf, (252, 248, 240), body, border_radius=size_px // 4)
    pygame.draw.rect(surf, colour, body, max(2, size_px // 9), border_radius=size_px // 4)
    glyph = text(label.upper(), int(size_px * 0.62), INK, "black")
    with textreport.disabled(alpha < 255):
        surf.blit(glyph, glyph.get_rect(center=body.center))
    surf = _fast(surf)
    if alpha < 255:
        surf.set_alpha(alpha)
    return surf


def star_glints(count: int, seed: int = 7) -> list[tuple[float, float, float, float]]:
    """Where the sky's twinkling stars sit: (x, y) in 0..1, size, phase."""
    import random
    rng = random.Random(seed)
    return [(rng.random(), rng.random(), rng.uniform(0.6, 1.4), rng.uniform(0, math.tau)) for _ in range(count)]
