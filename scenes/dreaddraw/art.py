"""Dread Draw's art, all drawn by code: the tarot palette, card faces and backs, and one geometric
sigil per arcana. Faces are made once per (card, size) and cached; shapes are drawn at 3x and
smoothed down so the gold lines look clean at any size.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.dreaddraw.data import CARDS

from .. import access, prepare, textreport, theme
from ..assets import fit, fits, legible, line_height, px, text, wrap
from . import monsters

# ---- the palette: a dark tarot table under candlelight --------------------------------------
NIGHT = (14, 9, 22)
CLOTH = (34, 21, 48)
CLOTH_EDGE = (58, 38, 78)
VIOLET = (92, 58, 132)
GOLD = (214, 178, 98)
GOLD_DIM = (146, 114, 62)
GOLD_PALE = (240, 218, 160)
BONE = (236, 226, 204)
BONE_SOFT = (186, 172, 160)
BLOOD = (200, 38, 50)
BLOOD_DARK = (120, 18, 28)
ASH = (110, 100, 112)
FACE_TOP, FACE_BOTTOM = (44, 28, 60), (20, 13, 30)
ARCANA_TOP, ARCANA_BOTTOM = (70, 34, 78), (26, 12, 36)

SIGILS = ("rope", "star", "lantern", "chalice", "eye", "strings", "dagger", "scales", "laurel", "crown",
          "tower", "moon", "skull")
SS = 3          # supersampling for shapes


def clip(value: str, size: int, width: int, kind: str = "ui") -> str:
    """fit(): EB Garamond Bold has no ellipsis glyph, so fit() gives it three dots."""
    return fit(value, size, width, kind)


def ratio() -> float:
    """Card height / width."""
    return 1.5


def _gradient(w: int, h: int, top, bottom) -> pygame.Surface:
    small = pygame.Surface((1, 32))
    for y in range(32):
        t = y / 31
        small.set_at((0, y), [int(a + (b - a) * t) for a, b in zip(top, bottom)])
    return pygame.transform.smoothscale(small, (max(1, w), max(1, h)))


def _rounded(surf: pygame.Surface, radius: int) -> pygame.Surface:
    """Cut the corners of an opaque picture: returns a per-pixel-alpha copy."""
    w, h = surf.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def _fast(surf: pygame.Surface) -> pygame.Surface:
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


# ---- sigils ----------------------------------------------------------------------------------
def _sigil_shapes(s: pygame.Surface, kind: str | None, c: float, r: float, col, lw: int) -> None:
    """Draw one emblem centred at (c, c) with radius r on s (already supersampled)."""
    def P(x: float, y: float) -> tuple[float, float]:
        return c + x * r, c + y * r
    line = lambda a, b, w=lw: pygame.draw.line(s, col, P(*a), P(*b), w)   # noqa: E731
    poly = lambda pts, w=0: pygame.draw.polygon(s, col, [P(*p) for p in pts], w)   # noqa: E731
    circ = lambda x, y, rad, w=0: pygame.draw.circle(s, col, P(x, y), rad * r, w)   # noqa: E731
    clear = (0, 0, 0, 0)
    if kind == "rope":            # a noose hanging from a beam
        line((-0.8, -0.9), (0.8, -0.9))
        line((0, -0.9), (0, -0.15))
        for k in range(3):
            line((-0.18, -0.12 + k * 0.14), (0.18, -0.02 + k * 0.14), max(1, lw * 3 // 4))
        circ(0, 0.5, 0.38, lw)
    elif kind == "star":          # an eight-pointed star
        pts = []
        for k in range(16):
            a = -math.pi / 2 + k * math.pi / 8
            rad = 0.95 if k % 2 == 0 else 0.42
            if k % 4 == 2:
                rad = 0.7
            pts.append((math.cos(a) * rad, math.sin(a) * rad))
        poly(pts, lw)
        circ(0, 0, 0.16)
    elif kind == "lantern":       # a hexagonal lantern with its flame
        line((0, -0.95), (0, -0.72))
        circ(0, -0.95, 0.12, lw)
        hexa = [(-0.42, -0.6), (0.42, -0.6), (0.58, 0.1), (0.42, 0.75), (-0.42, 0.75), (-0.58, 0.1)]
        poly(hexa, lw)
        line((-0.6, -0.6), (0.6, -0.6))
        line((-0.6, 0.75), (0.6, 0.75))
        poly([(0, -0.3), (0.18, 0.15), (0, 0.45), (-0.18, 0.15)])
    elif kind == "chalice":       # a cup on a stem
        pygame.draw.arc(s, col, pygame.Rect(*P(-0.7, -1.05), 1.4 * r, 1.3 * r), math.pi, 2 * math.pi, lw)
        line((-0.7, -0.4), (0.7, -0.4))
        line((0, 0.25), (0, 0.7))
        poly([(-0.45, 0.95), (0.45, 0.95), (0.2, 0.7), (-0.2, 0.7)])
        circ(0, -0.62, 0.1)
    elif kind == "eye":           # an all-seeing eye
        pygame.draw.arc(s, col, pygame.Rect(*P(-1.0, -0.55), 2.0 * r, 1.6 * r), 0.25 * math.pi, 0.75 * math.pi, lw)
        pygame.draw.arc(s, col, pygame.Rect(*P(-1.0, -1.05), 2.0 * r, 1.6 * r), 1.25 * math.pi, 1.75 * math.pi, lw)
        circ(0, 0, 0.34, lw)
        circ(0, 0, 0.14)
        for k in range(5):
            a = -math.pi / 2 + (k - 2) * 0.38
            line((math.cos(a) * 0.62, math.sin(a) * 0.62 - 0.12), (math.cos(a) * 0.92, math.sin(a) * 0.92 - 0.12),
                 max(1, lw * 2 // 3))
    elif kind == "strings":       # a puppeteer's cross with three strings
        line((-0.8, -0.75), (0.8, -0.75))
        line((0, -0.98), (0, -0.4))
        for x, end in ((-0.7, 0.55), (0, 0.85), (0.7, 0.55)):
            line((x, -0.75), (x * 0.75, end), max(1, lw * 2 // 3))
            circ(x * 0.75, end, 0.1)
    elif kind == "dagger":        # a downward blade
        poly([(0, 0.98), (0.17, -0.25), (-0.17, -0.25)], lw)
        line((0, 0.7), (0, -0.2), max(1, lw // 2))
        line((-0.55, -0.32), (0.55, -0.32))
        line((0, -0.32), (0, -0.78))
        circ(0, -0.88, 0.12)
    elif kind == "scales":        # balance scales
        line((0, -0.9), (0, 0.78))
        line((-0.8, -0.55), (0.8, -0.55))
        line((-0.42, 0.92), (0.42, 0.92))
        for x in (-0.65, 0.65):
            line((x, -0.55), (x - 0.25, 0.05), max(1, lw * 2 // 3))
            line((x, -0.55), (x + 0.25, 0.05), max(1, lw * 2 // 3))
            pygame.draw.arc(s, col, pygame.Rect(*P(x - 0.3, -0.2), 0.6 * r, 0.5 * r), math.pi, 2 * math.pi, lw)
        circ(0, -0.9, 0.1)
    elif kind == "laurel":        # a wreath of leaves
        for side in (-1, 1):
            for k in range(6):
                a = math.pi / 2 + side * (0.35 + k * 0.42)
                x, y = math.cos(a) * 0.72, math.sin(a) * 0.72
                leaf = pygame.Rect(0, 0, 0.34 * r, 0.18 * r)
                leaf.center = P(x, y)
                pygame.draw.ellipse(s, col, leaf)
        pygame.draw.arc(s, col, pygame.Rect(*P(-0.72, -0.72), 1.44 * r, 1.44 * r), -1.2 * math.pi / 2 + 2 * math.pi,
                        1.2 * math.pi / 2 + 2 * math.pi, max(1, lw // 2))
    elif kind == "crown":         # a five-point crown
        poly([(-0.8, 0.55), (-0.8, -0.35), (-0.4, 0.05), (0, -0.7), (0.4, 0.05), (0.8, -0.35), (0.8, 0.55)], lw)
        line((-0.8, 0.75), (0.8, 0.75))
        for x, y in ((-0.8, -0.5), (0, -0.86), (0.8, -0.5)):
            circ(x, y, 0.12)
        circ(0, 0.28, 0.12)
    elif kind == "tower":         # a struck tower
        poly([(-0.38, 0.95), (-0.3, -0.45), (0.3, -0.45), (0.38, 0.95)], lw)
        for x in (-0.3, -0.1, 0.1):
            poly([(x, -0.45), (x, -0.68), (x + 0.2, -0.68), (x + 0.2, -0.45)])
        poly([(0.75, -1.0), (0.35, -0.45), (0.58, -0.4), (0.25, 0.05), (0.8, -0.55), (0.55, -0.58)])
        poly([(-0.1, 0.4), (0.1, 0.4), (0.1, 0.95), (-0.1, 0.95)])
    elif kind == "moon":          # a crescent and two stars
        circ(-0.1, 0, 0.78)
        circ(0.2, -0.12, 0.66)
        pygame.draw.circle(s, clear, P(0.2, -0.12), 0.66 * r)
        circ(0.55, 0.45, 0.08)
        circ(0.7, -0.6, 0.06)
    elif kind == "skull":         # a skull
        circ(0, -0.2, 0.62)
        poly([(-0.38, 0.25), (0.38, 0.25), (0.3, 0.78), (-0.3, 0.78)])
        pygame.draw.circle(s, clear, P(-0.25, -0.18), 0.19 * r)
        pygame.draw.circle(s, clear, P(0.25, -0.18), 0.19 * r)
        pygame.draw.polygon(s, clear, [P(0, 0.05), P(0.1, 0.25), P(-0.1, 0.25)])
        for x in (-0.15, 0.0, 0.15):
            pygame.draw.line(s, clear, P(x, 0.5), P(x, 0.78), max(1, lw // 2))
    elif monsters.draw(s, kind, c, r, col, lw):      # a plain monster: its family's own picture
        pass
    else:                         # no family drawing: a horned mask
        poly([(-0.55, -0.2), (-0.85, -0.95), (-0.25, -0.5)])
        poly([(0.55, -0.2), (0.85, -0.95), (0.25, -0.5)])
        pygame.draw.ellipse(s, col, pygame.Rect(*P(-0.6, -0.6), 1.2 * r, 1.45 * r), lw)
        poly([(-0.38, -0.1), (-0.1, 0.02), (-0.36, 0.1)])
        poly([(0.38, -0.1), (0.1, 0.02), (0.36, 0.1)])
        for k in range(4):
            x = -0.3 + k * 0.2
            poly([(x - 0.08, 0.45), (x + 0.08, 0.45), (x, 0.65)])


@lru_cache(maxsize=256)
def sigil(kind: str | None, size: int, colour=GOLD) -> pygame.Surface:
    """The emblem as a transparent square surface, size pixels wide."""
    size = max(4, size)
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    lw = max(2, int(size * SS * 0.055))
    _sigil_shapes(big, kind, size * SS / 2, size * SS * 0.44, colour, lw)
    return _fast(pygame.transform.smoothscale(big, (size, size)))


# ---- faces and backs -------------------------------------------------------------------------
def _dots(surf: pygame.Surface, n: int, right: int, cy: int, r: int) -> None:
    for k in range(n):
        x = right - r - k * int(r * 2.5)
        pygame.draw.circle(surf, BLOOD_DARK, (x, cy + 1), r)
        pygame.draw.circle(surf, BLOOD, (x, cy), r)
        pygame.draw.circle(surf, (255, 140, 130), (x - r // 3, cy - r // 3), max(1, r // 3))


def card_face(cid: int, w: int, h: int, visible: int | None = None) -> pygame.Surface:
    """One card's face at this size: frame, strength, dots, sigil, name and its ability (see ability_lines).

    visible: how much of the card's width shows when the next card lies over its right side; the name and the
    ability are then set in that strip, never cut by the card on top (rounded to 4 px: fewer faces to make)."""
    w, h = max(8, w), max(12, h)
    vis = None if visible is None or visible >= w - 2 else max(4, visible // 4 * 4)
    return _card_face(cid, w, h, vis)


@lru_cache(maxsize=600)
def _card_face(cid: int, w: int, h: int, vis: int | None) -> pygame.Surface:
    """Made once, perhaps ahead of its frame (warm.py) or for a card in the air: its words join the text
    report when the face is found on a frame (scenes/textframe.py), not when it is made."""
    with textreport.paused():
        return _face(cid, w, h, vis)


def _face(cid: int, w: int, h: int, vis: int | None) -> pygame.Surface:
    card = CARDS[cid]
    top, bottom = (ARCANA_TOP, ARCANA_BOTTOM) if card.arcana else (FACE_TOP, FACE_BOTTOM)
    base = _gradient(w, h, top, bottom)
    radius = max(3, w // 12)
    edge = GOLD if card.arcana else GOLD_DIM
    lw = max(1, w // 70)
    pygame.draw.rect(base, edge, (0, 0, w, h), width=max(1, w // 45), border_radius=radius)
    inset = max(3, w // 16)
    pygame.draw.rect(base, edge, (inset, inset, w - 2 * inset, h - 2 * inset), width=lw,
                     border_radius=max(2, radius // 2))
    small = h < 130
    tiny = h < 90
    # the strength in a gold medallion, top left
    sr = max(6, int(w * (0.2 if tiny else 0.15 if small else 0.13)))
    sc = (inset + sr + max(1, w // 40), inset + sr + max(1, w // 40))
    pygame.draw.circle(base, GOLD_DIM, (sc[0], sc[1] + 1), sr)
    pygame.draw.circle(base, GOLD, sc, sr)
    pygame.draw.circle(base, (90, 64, 30), sc, sr, max(1, sr // 7))
    # the number fits its medallion at every text size (unscaled: drawn this many pixels, the floor kept)
    num = text(str(card.strength), int(access.unscaled(sr * (1.2 if card.strength < 10 else 1.0))), NIGHT, "black")
    base.blit(num, num.get_rect(center=(sc[0], sc[1] + sr * 0.05)))
    # red dots in a column under the medallion: still seen when a row overlaps its cards
    dr = max(2, int(w * (0.075 if tiny else 0.06 if small else 0.05)))
    for k in range(card.dots):
        _dots(base, 1, sc[0] + dr, sc[1] + sr + int(dr * 1.6) + k * int(dr * 2.5), dr)
    # the name on a banner (two lines when narrow, just the family on a tiny card, none if even that won't fit),
    # set in the strip that shows (centred there)
    ns, names, band, strip, mid = _name_band(card, w, h, vis)
    step = line_height(ns, "serif_bold")
    # the picture: the arcana's sigil or the monster family's drawing, as big as the room allows
    art_y0 = sc[1] + sr
    room = band.y - art_y0 if names else band.y - max(4, w // 7) - art_y0
    side = max(6, int(min(w * (0.52 if card.ability else 0.64), room * 0.95)))
    emblem = sigil(card.sigil or monsters.family(card.name), side, GOLD if card.arcana else BONE_SOFT)
    base.blit(emblem, emblem.get_rect(center=(w // 2, art_y0 + room // 2)))
    if names:
        pygame.draw.rect(base, (12, 8, 18), band)
        pygame.draw.line(base, edge, band.topleft, band.topright, lw)
        pygame.draw.line(base, edge, band.bottomleft, band.bottomright, lw)
        for i, line in enumerate(names):
            label = text(line, ns, GOLD_PALE if card.arcana else BONE, "serif_bold")
            base.blit(label, label.get_rect(center=(mid, band.y + step * (i + 0.65))))
    if card.ability is not None:
        _ability(base, card, band.bottom, inset, strip, mid)
    elif not small:           # a plain monster: its strength in gold pips under the name
        _pips(base, card.strength, pygame.Rect(inset * 2, band.bottom, w - 4 * inset, h - inset - band.bottom))
    return _fast(_rounded(base, radius))


def _name_band(card, w: int, h: int, vis: int | None) -> tuple[int, tuple[str, ...], pygame.Rect, int, int]:
    """Where a face's name goes: its size, its lines, the banner, the width of the strip that shows, its middle."""
    small = h < 130
    inset, lw = max(3, w // 16), max(1, w // 70)
    strip = (vis if vis is not None else w) - 2 * inset - 4
    ns = max(7, int(h * (0.095 if small else 0.07)))
    names = name_lines(card, ns, strip)
    band_h = int(line_height(ns, "serif_bold") * (len(names) + 0.3)) if names else 0
    name_y = int(h * (0.80 if small else 0.56 if card.ability else 0.70))
    name_y = min(name_y, h - inset - band_h // 2 - max(2, h // 40)) if names else h - inset - max(4, w // 7)
    band = pygame.Rect(inset + lw, 0, w - 2 * (inset + lw), band_h)
    band.centery = name_y
    return ns, names, band, strip, inset + 2 + strip // 2


def ability_shown(cid: int, w: int, h: int, visible: int | None = None) -> tuple[int, str, tuple[str, ...]]:
    """What the face of card cid at this size shows of its ability: (size, timing, lines) as ability_lines says."""
    vis = None if visible is None or visible >= w - 2 else max(4, visible // 4 * 4)
    _, _, band, strip, _ = _name_band(CARDS[cid], w, h, vis)
    return _ability_room(CARDS[cid], h, band.bottom, max(3, w // 16), strip)


def _ability_room(card, h: int, top: int, inset: int, width: int) -> tuple[int, str, tuple[str, ...]]:
    y = top + max(2, h // 60)
    return ability_lines(card, h, h - inset - y - 2, width)


def name_lines(card, size: int, width: int) -> tuple[str, ...]:
    """The name as it fits a face: whole words on up to two lines; else the family alone ("Hound");
    else nothing (a tiny card: the hover zoom names it). Never a word broken in two."""
    words = card.name.split()
    if all(fits(word, size, width, "serif_bold") for word in words):
        lines = wrap(card.name, size, width, "serif_bold")
        if len(lines) <= 2:
            return lines
    last = words[-1]
    return (last,) if not card.arcana and fits(last, size, width, "serif_bold") else ()


ABILITY_FONT, TIMING_FONT = "ui", "bold"     # plain sans: read at small sizes more easily than a serif


def ability_lines(card, height: int, room: int, width: int) -> tuple[int, str, tuple[str, ...]]:
    """What a face shows of its ability in `room` pixels high and `width` wide: (size, timing, lines).

    The whole text at the largest legible size that fits; else its few words ("gain 2 life"); else the
    timing alone ("Summon": hover to read the rest); else nothing, (0, "", ()). Never a stand-in symbol."""
    timing = card.ability.timing.capitalize()
    for words in (card.text.partition(": ")[2], card.ability.short, ""):
        size = max(px(7), int(height * 0.06))      # from the face's own size down to the legibility floor
        while legible(size):
            lines = wrap(words, size, width, ABILITY_FONT) if words else ()
            fits_wide = fits(timing, size, width, TIMING_FONT) and all(fits(x, size, width, ABILITY_FONT) for x in lines)
            if fits_wide and line_height(size, ABILITY_FONT) * (len(lines) + 1) <= room:
                return size, timing, lines
            size -= 1
    return 0, "", ()


def _ability(base: pygame.Surface, card, top: int, inset: int, width: int, mid: int) -> None:
    """The ability under the name (see ability_lines), centred on `mid`."""
    w, h = base.get_size()
    y = top + max(2, h // 60)
    size, timing, lines = _ability_room(card, h, top, inset, width)
    if not size:
        return
    head = text(timing, size, GOLD, TIMING_FONT)
    base.blit(head, head.get_rect(midtop=(mid, y)))
    for line in lines:
        y += line_height(size, ABILITY_FONT)
        surf = text(line, size, BONE, ABILITY_FONT)
        base.blit(surf, surf.get_rect(midtop=(mid, y)))


def _pips(base: pygame.Surface, n: int, area: pygame.Rect) -> None:
    """n small gold diamonds in rows of five, centred in area: the strength, counted at a glance."""
    rows = (n + 4) // 5
    d = int(min(area.w / 13, area.h / (rows * 2.9 + 0.6)))
    if d < 2:
        return
    gap = d * 2.5
    top = area.centery - (rows - 1) * gap * 1.1 / 2
    for r in range(rows):
        k = min(5, n - r * 5)
        for i in range(k):
            cx = area.centerx + (i - (k - 1) / 2) * gap
            cy = top + r * gap * 1.1
            pts = [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]
            pygame.draw.polygon(base, GOLD_DIM if r % 2 else GOLD, pts)


@lru_cache(maxsize=64)
def card_back(w: int, h: int) -> pygame.Surface:
    """The back: violet night, a gold frame, an eye in a triangle among rays."""
    w, h = max(8, w), max(12, h)
    base = _gradient(w, h, (54, 30, 78), (22, 12, 34))
    radius = max(3, w // 12)
    pygame.draw.rect(base, GOLD_DIM, (0, 0, w, h), width=max(1, w // 45), border_radius=radius)
    inset = max(3, w // 14)
    inner = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    pygame.draw.rect(base, GOLD_DIM, inner, width=max(1, w // 80), border_radius=max(2, radius // 2))
    big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
    cx, cy, r = w, h, w * 0.62
    lw = max(1, w // 40)
    for k in range(16):
        a = k * math.pi / 8
        pygame.draw.line(big, (*GOLD_DIM, 150), (cx + math.cos(a) * r * 0.7, cy + math.sin(a) * r * 0.7),
                         (cx + math.cos(a) * r * 1.15, cy + math.sin(a) * r * 1.15), lw)
    pts = [(cx + math.cos(-math.pi / 2 + k * 2 * math.pi / 3) * r * 0.62,
            cy + math.sin(-math.pi / 2 + k * 2 * math.pi / 3) * r * 0.62) for k in range(3)]
    pygame.draw.polygon(big, GOLD, pts, lw * 2)
    pygame.draw.circle(big, GOLD, (cx, cy + r * 0.06), r * 0.17, lw * 2)
    pygame.draw.circle(big, GOLD, (cx, cy + r * 0.06), r * 0.07)
    base.blit(pygame.transform.smoothscale(big, (w, h)), (0, 0))
    return _fast(_rounded(base, radius))


@lru_cache(maxsize=64)
def card_shadow(w: int, h: int, lifted: bool = False) -> pygame.Surface:
    """A card's soft shadow; lifted (a card in the air) casts a wider, darker one: crossing a label, it darkens
    the words it passes over rather than setting a bright card edge beside them."""
    pad = max(6, w // 5) if lifted else max(3, w // 10)   # theme.soft_rect: one shared, size-cheap blur
    return theme.soft_rect((w, h), max(3, w // 12), max(1, pad // 2), (0, 0, 0, 200 if lifted else 150), pad)


def shadowed(cid: int | None, w: int, h: int, visible: int | None = None) -> tuple[pygame.Surface, int]:
    """The card with its soft shadow baked in (one blit per card each frame), and the padding."""
    vis = None if visible is None or visible >= w - 2 else max(4, visible // 4 * 4)
    return _shadowed(cid, w, h, vis)


@lru_cache(maxsize=600)
def _shadowed(cid: int | None, w: int, h: int, vis: int | None) -> tuple[pygame.Surface, int]:
    sh = card_shadow(w, h)
    pad = (sh.get_width() - w) // 2
    out = pygame.Surface(sh.get_size(), pygame.SRCALPHA)
    out.blit(sh, (0, max(1, h // 40)))
    out.blit(card_back(w, h) if cid is None else card_face(cid, w, h, vis), (pad, pad))
    return _fast(out), pad


def in_flight(cid: int | None, size: tuple[int, int], shown: tuple[int, int]) -> pygame.Surface:
    """A card in the air (its face made at size, a back for None) with a lifted card's shadow, stretched to show
    at shown (a flip narrows it). Composed each frame on a canvas kept for the size, from the lifted shadow of
    that size and the face the board keeps warm: a lifted copy of every card would be 40 MB more, and each
    card's first flight a 4 ms frame. The canvas is shared: blit it, or copy it before changing it."""
    w, h = size
    shadow = card_shadow(w, h, lifted=True)
    pad = (shadow.get_width() - w) // 2
    # (a text report's canvas is new each time: the texts it carries are this face's own)
    canvas = _canvas(shadow.get_size()) if not textreport.recording() else prepare.canvas(shadow.get_size())
    canvas.fill((0, 0, 0, 0))
    canvas.blit(shadow, (0, max(1, h // 40)))
    canvas.blit(card_back(w, h) if cid is None else card_face(cid, w, h), (pad, pad))
    if tuple(shown) == tuple(size):
        return canvas
    kx, ky = shown[0] / size[0], shown[1] / size[1]
    return pygame.transform.scale(canvas, (max(2, int(canvas.get_width() * kx)), max(2, int(canvas.get_height() * ky))))


_canvas = lru_cache(maxsize=8)(prepare.canvas)     # one kept a size


@lru_cache(maxsize=64)
def dimmed_face(cid: int, w: int, h: int, visible: int | None = None) -> pygame.Surface:
    """A face in shadow: a reserve card that cannot be played now."""
    out = card_face(cid, w, h, visible).copy()
    out.fill((112, 104, 124), special_flags=pygame.BLEND_RGB_MULT)
    return out


def draw_card(surface: pygame.Surface, cid: int | None, rect: pygame.Rect, shadow: bool = True,
              dim: bool = False, visible: int | None = None) -> None:
    """A card (or a back when cid is None) at rect, with a soft shadow; dim: in shadow (not playable);
    visible: the width that shows under the next card (see card_face)."""
    w, h = rect.size
    if w < 4 or h < 4:
        return
    if dim and cid is not None:
        surface.blit(dimmed_face(cid, w, h, visible), rect)
        return
    if shadow:
        pic, pad = shadowed(cid, w, h, visible)
        surface.blit(pic, (rect.x - pad, rect.y - pad))
        return
    surface.blit(card_back(w, h) if cid is None else card_face(cid, w, h, visible), rect)


def faded(words: str, size: int, colour, kind: str = "bold", alpha: float = 1.0) -> pygame.Surface:
    """A text at an opacity: the cached text itself when opaque (the text report finds it on the frame),
    else a copy with that alpha (the cached one is never changed)."""
    surf = text(words, max(6, int(size)), colour, kind)
    if alpha >= 1.0:
        return surf
    surf = surf.copy()
    surf.set_alpha(int(255 * max(0.0, alpha)))
    return surf


def plated(words: str, size: float, colour, kind: str = "ui", back=NIGHT) -> pygame.Surface:
    """The words on a plate of their background's colour (made once): unseen where they lie on that colour,
    a card passing under them leaves them readable. A margin of plate_margin() pixels round the words'
    own surface. size as for assets.text."""
    return _plated(words, int(size), tuple(colour), kind, tuple(back), px(int(size)))


def plate_margin(size: float) -> int:
    return max(2, round(px(int(size)) / 8))


@lru_cache(maxsize=128)
def _plated(words: str, size: int, colour, kind: str, back, drawn: int) -> pygame.Surface:
    """drawn: the pixel size the words are drawn at now (px: the text size, the window's floor)."""
    face = text(words, size, colour, kind)
    r = plate_margin(size)
    out = pygame.Surface((face.get_width() + 2 * r, face.get_height() + 2 * r), pygame.SRCALPHA)
    box = face.get_bounding_rect(min_alpha=1).move(r, r).inflate(2 * r, 2 * r)   # round the ink only
    pygame.draw.rect(out, back, box, border_radius=r)
    out.blit(face, (r, r))
    return _fast(out)


def blit_plated(surface: pygame.Surface, words: str, size: float, colour, pos, kind: str = "ui",
                anchor: str = "topleft", back=NIGHT) -> pygame.Rect:
    """theme.blit_text on a plate (plated): the words land where blit_text puts them; their rect."""
    pic = plated(words, size, colour, kind, back)
    r = plate_margin(size)
    rect = pic.get_rect().inflate(-2 * r, -2 * r)
    setattr(rect, anchor, (int(pos[0]), int(pos[1])))
    surface.blit(pic, rect.move(-r, -r))
    return rect


def forget_pictures() -> None:
    """Before a measured text report: pictures made earlier hold words the report could not follow."""
    for cache in (_card_face, _shadowed, dimmed_face, _plated):
        cache.cache_clear()


textreport.resets.append(forget_pictures)


def visible_widths(rects: list[pygame.Rect]) -> list[int | None]:
    """For cards laid left to right, each on top of the one before: how much of each shows (None: all of it)."""
    return [None if nxt.x >= r.right or nxt.y >= r.bottom or nxt.bottom <= r.y else nxt.x - r.x
            for r, nxt in zip(rects, rects[1:])] + [None] * bool(rects)


def draw_dot(surface: pygame.Surface, centre, r: int, alpha: int = 255) -> None:
    """One red damage dot (used for the dots flying at the end of a round)."""
    pygame.draw.circle(surface, BLOOD_DARK, (centre[0], centre[1] + 1), r)
    pygame.draw.circle(surface, BLOOD, centre, r)
    pygame.draw.circle(surface, (255, 150, 140), (centre[0] - r // 3, centre[1] - r // 3), max(1, r // 3))
