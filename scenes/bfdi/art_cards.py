"""Cards and marks drawn by code: attribute icons, Scene cards, the Challenge card, Win Tokens, Stars.

Everything is cached by its content and pixel size.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.bfdi.data import challenge, scene
from game.core.words import article, plural

from .. import access, textreport, theme
from ..assets import first_fitting, fit, fits, font, least, legible, line_height, text, wrap

ATTR_COLOURS = {"Smart": (66, 120, 214), "Angry": (214, 62, 52), "Selfish": (146, 84, 186),
                "Active": (238, 140, 34), "Nice": (226, 96, 150)}
TYPE_COLOURS = {"development": None, "boost": (236, 132, 44), "special_boost": None,
                "win_token": (214, 170, 40), "swap": (52, 150, 140)}
TYPE_NAMES = {"development": "Development", "boost": "Boost", "special_boost": "Special Boost",
              "win_token": "Win Token", "swap": "Swap"}
TYPE_LABELS = {"development": ("Development", "Develop"), "boost": ("Boost",),
               "special_boost": ("Special Boost", "Special", "Sp. Boost"), "win_token": ("Win Token", "Token"),
               "swap": ("Swap",)}
SHORT_TEXT = {"development": "Attach for good: gains {a}. Moves right now if the Challenge shows {a}.",
              "boost": "Roll the die: move a character right that far. Others may ally.",
              "special_boost": "Only in {an_a} Challenge: move a character right 3. Others may ally.",
              "win_token": "Put a Win Token under a character. If the die picks it: 2 Stars, roll again.",
              "swap": "Two characters on the same level switch spaces."}
GOLD = (246, 196, 54)


def stars(n: int) -> str:
    """"1 Star", "3 Stars" (our fonts have no star glyph; the icon is drawn where there is room)."""
    return plural(n, "Star")


def fit_cached(value: str, size: int, width: int, kind: str = "ui") -> str:
    return _fit(value, int(size), int(width), kind, access.text_scale, least())


@lru_cache(maxsize=1024)
def _fit(value: str, size: int, width: int, kind: str, _scale: float, _floor: int) -> str:
    """fit(), remembered per text size and floor too: the same size cuts differently at 100% and 200%."""
    return fit(value, size, width, kind)
WHITE = (255, 255, 255)


def _fast(surf: pygame.Surface) -> pygame.Surface:
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


# ---- marks ---------------------------------------------------------------------------------------
def _glyph(surf: pygame.Surface, attr: str, c: tuple[int, int], r: float, ink=WHITE) -> None:
    x, y = c
    w = max(1, int(r * 0.16))
    if attr == "Smart":          # a light bulb
        pygame.draw.circle(surf, ink, (x, int(y - r * 0.15)), int(r * 0.42))
        pygame.draw.rect(surf, ink, (int(x - r * 0.2), int(y + r * 0.2), int(r * 0.4), int(r * 0.32)),
                         border_radius=max(1, int(r * 0.08)))
    elif attr == "Angry":        # a cross-popping vein
        for a in range(4):
            ang = math.pi / 4 + a * math.pi / 2
            cx, cy = x + math.cos(ang) * r * 0.32, y + math.sin(ang) * r * 0.32
            rect = pygame.Rect(0, 0, int(r * 0.5), int(r * 0.5))
            rect.center = (int(cx + math.cos(ang) * r * 0.12), int(cy + math.sin(ang) * r * 0.12))
            pygame.draw.arc(surf, ink, rect, ang + math.pi * 0.5, ang + math.pi * 1.5, w)
    elif attr == "Selfish":      # a crown
        pts = [(-0.5, 0.35), (-0.5, -0.3), (-0.25, 0.05), (0, -0.45), (0.25, 0.05), (0.5, -0.3), (0.5, 0.35)]
        pygame.draw.polygon(surf, ink, [(x + px * r, y + py * r) for px, py in pts])
    elif attr == "Active":       # a lightning bolt
        pts = [(0.1, -0.6), (-0.35, 0.08), (-0.02, 0.08), (-0.15, 0.6), (0.35, -0.12), (0.02, -0.12)]
        pygame.draw.polygon(surf, ink, [(x + px * r, y + py * r) for px, py in pts])
    else:                        # Nice: a heart
        rr = r * 0.26
        pygame.draw.circle(surf, ink, (int(x - rr * 0.95), int(y - rr * 0.4)), int(rr))
        pygame.draw.circle(surf, ink, (int(x + rr * 0.95), int(y - rr * 0.4)), int(rr))
        pygame.draw.polygon(surf, ink, [(x - rr * 1.9, y - rr * 0.2), (x + rr * 1.9, y - rr * 0.2), (x, y + r * 0.55)])


@lru_cache(maxsize=128)
def attr_icon(attr: str, size: int) -> pygame.Surface:
    """A round badge in the attribute's colour with its glyph."""
    size = max(8, int(size))
    big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    c = (size, size)
    pygame.draw.circle(big, theme.darken(ATTR_COLOURS[attr], 0.35), c, size)
    pygame.draw.circle(big, ATTR_COLOURS[attr], c, int(size * 0.88))
    _glyph(big, attr, c, size * 0.8)
    return _fast(pygame.transform.smoothscale(big, (size, size)))


def star_points(cx: float, cy: float, r: float, inner: float = 0.45) -> list[tuple[float, float]]:
    return [(cx + math.cos(-math.pi / 2 + k * math.pi / 5) * (r if k % 2 == 0 else r * inner),
             cy + math.sin(-math.pi / 2 + k * math.pi / 5) * (r if k % 2 == 0 else r * inner)) for k in range(10)]


@lru_cache(maxsize=32)
def star_icon(size: int) -> pygame.Surface:
    size = max(6, int(size))
    big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    pygame.draw.polygon(big, theme.darken(GOLD, 0.3), star_points(size, size * 1.04, size * 0.98))
    pygame.draw.polygon(big, GOLD, star_points(size, size, size * 0.86))
    return _fast(pygame.transform.smoothscale(big, (size, size)))


@lru_cache(maxsize=32)
def token_icon(size: int) -> pygame.Surface:
    """A Win Token: a gold medal with a W."""
    size = max(8, int(size))
    big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    pygame.draw.polygon(big, (200, 50, 60), [(size * 0.55, 0), (size * 0.95, 0), (size * 1.1, size * 0.9),
                                             (size * 0.7, size * 0.9)])
    pygame.draw.polygon(big, (60, 100, 200), [(size * 1.45, 0), (size * 1.05, 0), (size * 0.9, size * 0.9),
                                              (size * 1.3, size * 0.9)])
    pygame.draw.circle(big, (150, 110, 20), (size, int(size * 1.25)), int(size * 0.74))
    pygame.draw.circle(big, GOLD, (size, int(size * 1.25)), int(size * 0.64))
    w = text("W", int(size * 0.9), (120, 80, 10), "black")
    big.blit(w, w.get_rect(center=(size, int(size * 1.27))))
    return _fast(pygame.transform.smoothscale(big, (size, size)))


@lru_cache(maxsize=16)
def card_back(w: int, h: int) -> pygame.Surface:
    """A Scene card's back; the BFDI mark only where it fits (a tiny back is plain, never a cut "FD")."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(3, w // 10)
    pygame.draw.rect(surf, (58, 84, 160), (0, 0, w, h), border_radius=r)
    pygame.draw.rect(surf, (250, 210, 70), (0, 0, w, h), max(2, w // 22), border_radius=r)
    size = max(8, w // 4)
    if legible(size) and fits("BFDI", size, w * 0.86, "black"):
        t = text("BFDI", size, (250, 210, 70), "black")
        surf.blit(t, t.get_rect(center=(w // 2, h // 2)))
    return _fast(surf)


@lru_cache(maxsize=16)
def hand_icon(h: int) -> pygame.Surface:
    """Scenes in hand, as a small icon: two fanned plain card backs (no lettering to garble when small)."""
    h = max(8, int(h))
    k = 4                                        # drawn 4x, then smoothed down
    ch, cw = int(h * 0.9 * k), int(h * 0.62 * k)
    big = pygame.Surface((int(h * 0.95 * k), h * k), pygame.SRCALPHA)
    for centre, ang in ((0.36, 14), (0.62, -6)):
        card = pygame.Surface((cw, ch), pygame.SRCALPHA)
        edge = max(2, cw // 8)
        pygame.draw.rect(card, (250, 210, 70), (0, 0, cw, ch), border_radius=cw // 5)
        pygame.draw.rect(card, (58, 84, 160), (edge, edge, cw - 2 * edge, ch - 2 * edge), border_radius=cw // 6)
        rot = pygame.transform.rotate(card, ang)
        big.blit(rot, rot.get_rect(center=(int(big.get_width() * centre), big.get_height() // 2)))
    return _fast(pygame.transform.smoothscale(big, (int(h * 0.95), h)))


# ---- Scene cards ---------------------------------------------------------------------------------
def scene_colour(sid: int) -> tuple[int, int, int]:
    s = scene(sid)
    return TYPE_COLOURS[s["type"]] or ATTR_COLOURS[s["attribute"]]


def _type_mark(surf: pygame.Surface, sid: int, c: tuple[int, int], r: int, words: bool = True) -> None:
    s = scene(sid)
    kind = s["type"]
    x, y = c
    if kind == "development":
        surf.blit(attr_icon(s["attribute"], r * 2), (x - r, y - r))
    elif kind == "special_boost":
        surf.blit(attr_icon(s["attribute"], int(r * 1.5)), (x - r * 1.5, y - r * 0.9))
        pygame.draw.polygon(surf, theme.INK, [(x + r * 0.1, y - r * 0.5), (x + r * 0.9, y), (x + r * 0.1, y + r * 0.5)])
        if words:
            t = text("+3", int(r * 0.9), theme.INK, "black")
            surf.blit(t, t.get_rect(midtop=(x + r * 0.3, y + r * 0.55)))
    elif kind == "boost":
        die = pygame.Rect(0, 0, int(r * 1.5), int(r * 1.5))
        die.center = (x - r * 0.25, y)
        pygame.draw.rect(surf, WHITE, die, border_radius=r // 3)
        pygame.draw.rect(surf, theme.INK, die, max(1, r // 10), border_radius=r // 3)
        for dx, dy in ((-1, -1), (0, 0), (1, 1)):
            pygame.draw.circle(surf, theme.INK, (die.centerx + dx * r * 0.4, die.centery + dy * r * 0.4), max(1, r // 8))
        pygame.draw.polygon(surf, theme.INK, [(x + r * 0.65, y - r * 0.45), (x + r * 1.2, y), (x + r * 0.65, y + r * 0.45)])
    elif kind == "win_token":
        surf.blit(token_icon(r * 2), (x - r, y - r))
    else:
        for sign in (-1, 1):
            yy = y + sign * r * 0.35
            pts = [(x - r * 0.8, yy), (x + r * 0.8, yy)]
            pygame.draw.line(surf, theme.INK, *pts, max(2, r // 6))
            tip = x + sign * r * 0.9
            pygame.draw.polygon(surf, theme.INK, [(tip, yy), (tip - sign * r * 0.4, yy - r * 0.3),
                                                  (tip - sign * r * 0.4, yy + r * 0.3)])


def title_lines(name: str, w: int) -> tuple[list[str], int]:
    """A Scene's title on a card w wide: two lines at most, set smaller as long as it stays legible, so a
    long title ("Half a Loaf Is Better Than None") is never left out; three lines only if it must."""
    return _title_lines(name, w, access.text_scale, least())


@lru_cache(maxsize=160)
def _title_lines(name: str, w: int, _scale: float, _floor: int) -> tuple[list[str], int]:
    """title_lines, remembered per text size and floor (the window's height): lines wrapped at 200% or in a
    tall window are not the lines at 100% in 1280x720."""
    size = max(9, int(w * 0.115))
    for k in range(size, max(9, int(size * 0.7)) - 1, -1):
        lines = wrap(name, k, int(w * 0.92), "serif_bold")
        if len(lines) <= 2 and whole_words(lines, name):
            return lines, k
    return (lines[:3] if whole_words(lines, name) else []), k      # never "Cryba / by!": the zoom has it


def whole_words(lines, name: str) -> bool:
    return " ".join(lines).split() == name.split()


def ink_height(value: str, size: int, kind: str) -> int:
    """How tall value's letters are at this size (cap or ascender top to the lowest descender)."""
    glyphs = [g for g in font(kind, size).metrics(value) if g]
    return max(g[3] for g in glyphs) - min(g[2] for g in glyphs) if glyphs else 0


def band_inks(colour: tuple) -> tuple[tuple, tuple]:
    """(ink, band colour) of a Scene card's band: ink where it reads on the colour, else cream on the colour
    darkened a fifth (4.5:1 or more for every band: tests/scenes/test_bfdi_contrast.py)."""
    ink = theme.readable_on(colour)
    return ink, (colour if ink == theme.INK else theme.darken(colour, 0.2))


def scene_face(sid: int, w: int, h: int, dim: bool = False, words: bool = True) -> pygame.Surface:
    """A Scene card face: a coloured band with its type, the name, a big mark, the short text. Without words:
    its colour and mark only (a card in flight, which passes under the board's names)."""
    s = scene(sid)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(4, w // 10)
    colour = scene_colour(sid)
    pygame.draw.rect(surf, theme.PAPER, (0, 0, w, h), border_radius=r)
    band = int(h * 0.17)
    ink, fill = band_inks(colour)
    pygame.draw.rect(surf, fill, (0, 0, w, band), border_top_left_radius=r, border_top_right_radius=r)
    # the band names the type (shorter when narrow; the mark below shows the attribute), its letters clear
    # of the card's edge; a tiny card in flight or a large text size may leave it to the colour and the zoom
    edge = max(2, w // 40)
    for size in range(int(w * 0.1), least() - 1, -1) if words else ():
        label = first_fitting(TYPE_LABELS[s["type"]], size, w - 8, "bold")
        if label and ink_height(label, size, "bold") + 2 * edge + 4 <= band:
            lab = text(label, size, ink, "bold")
            letters = lab.get_bounding_rect(min_alpha=1)          # the letters centred, not the line
            surf.blit(lab, (w // 2 - letters.centerx, band // 2 - letters.centery))
            break
    y = band + int(h * 0.025)
    if words and w >= 70:          # a small card's colour and mark say enough
        names, name_size = title_lines(s["name"], w)
        for line in names:
            t = text(line, name_size, theme.INK, "serif_bold")
            surf.blit(t, t.get_rect(midtop=(w // 2, y)))
            y += line_height(name_size, "serif_bold")         # closer, a descender would touch the next line
    mark_y = max(int(h * 0.52), int(y + w * 0.19))
    _type_mark(surf, sid, (w // 2, mark_y), int(w * 0.17), words)
    small = max(7, int(w * 0.078))
    if words and legible(small):      # small faces leave the rule text to the hover zoom
        attr = s["attribute"] or ""
        y0 = mark_y + int(w * 0.2)
        step = line_height(small)
        body = wrap(SHORT_TEXT[s["type"]].format(a=attr, an_a=article(attr)), small, int(w * 0.88))
        if len(body) * step > h - y0 - 4:       # whole or not at all (a large text size): the zoom has it
            body = []
        for i, line in enumerate(body):
            t = text(line, small, theme.INK_SOFT)
            surf.blit(t, t.get_rect(midtop=(w // 2, y0 + i * step)))
    pygame.draw.rect(surf, theme.darken(colour, 0.2), (0, 0, w, h), max(2, w // 40), border_radius=r)
    if dim:
        surf.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return _fast(surf)


# ---- the Challenge card --------------------------------------------------------------------------
def challenge_title(name: str, w: int, h: int) -> tuple[int, tuple[str, ...], int]:
    """The Challenge card's title in w x h: its size, its lines (three at most, whole words) and the row its
    last line ends on. At a large text size it shrinks (never under the floor) until a row of icons ICON_LEAST
    of the card tall still fits under it (at 200% "Bridge / Crossing" ran into its icons)."""
    band, edge = int(h * 0.22), max(2, w // 60)
    top = band + int(h * 0.03)
    size = max(9, int(h * 0.12))
    while True:
        lines = wrap(name, size, int(w * 0.9), "serif_bold", limit=3)
        bottom = top + len(lines) * line_height(size, "serif_bold")
        whole = " ".join(lines).split() == name.split()         # not "Balance Beam" for "... Blunder"
        if (whole and bottom + ICON_GAP + h * ICON_LEAST <= h - edge - 2) or size <= least():
            return size, lines, bottom
        size -= 1


ICON_GAP = 3        # px between the Challenge's title and its icons
ICON_LEAST = 0.18   # of the card's height: its icons' least size under a long title


def challenge_icons(card: int, w: int, h: int) -> list[pygame.Rect]:
    """Where a Challenge face of w x h draws its attribute icons (the board names them on hover): under its
    title, where they were at 100%, smaller where the title takes more room."""
    return _challenge_icons(len(challenge(card)["attributes"]), w, h, challenge_title(challenge(card)["name"], w, h)[2])


@lru_cache(maxsize=16)
def _challenge_icons(n: int, w: int, h: int, title_bottom: int) -> list[pygame.Rect]:
    y = max(int(h * 0.56), title_bottom + ICON_GAP)
    icon = max(8, int(min(h * 0.28, w * 0.8 / max(1, n) - 4, h - max(2, w // 60) - 2 - y)))
    gap = (w - n * icon) / (n + 1)
    return [pygame.Rect(int(gap + i * (icon + gap)), y, icon, icon) for i in range(n)]


def challenge_face(card: int, number: int, w: int, h: int) -> pygame.Surface:
    """The Challenge card's face, made once per card, size, text size and floor (the window's height): the board
    draws it every frame."""
    return _challenge_face(card, number, w, h, access.text_scale, least())


def face_parts(card: int, number: int, w: int, h: int) -> None:
    """Make what a Challenge card's face is made of (its texts, title, icons: cached) without keeping the face:
    idle warm-up for the card flipped next, whichever it is (the face itself is then a few blits)."""
    _challenge_face.__wrapped__(card, number, w, h, access.text_scale, least())


@lru_cache(maxsize=16)
def _challenge_face(card: int, number: int, w: int, h: int, _scale: float, _floor: int) -> pygame.Surface:
    c = challenge(card)
    attrs = c["attributes"]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(4, w // 14)
    pygame.draw.rect(surf, (252, 244, 222), (0, 0, w, h), border_radius=r)
    band = int(h * 0.22)
    pygame.draw.rect(surf, (40, 60, 110), (0, 0, w, band), border_top_left_radius=r, border_top_right_radius=r)
    t = text(f"Challenge {number}", max(8, int(band * 0.36)), GOLD, "black")
    surf.blit(t, t.get_rect(midleft=(int(w * 0.06), band // 2)))
    size, lines, _ = challenge_title(c["name"], w, h)
    for i, line in enumerate(lines):
        t = text(line, size, theme.INK, "serif_bold")
        surf.blit(t, t.get_rect(midtop=(w // 2, band + int(h * 0.03) + i * line_height(size, "serif_bold"))))
    icon_slots = challenge_icons(card, w, h)
    label = max(7, int(icon_slots[0].w * (0.3 if len(attrs) <= 3 else 0.34))) if icon_slots else 7
    slot_w = (w / max(1, len(attrs))) - 2
    # the attribute names under the icons only when every name fits its own slot (else the hover names them)
    named = all(fits(a, label, slot_w, "bold") for a in attrs)
    edge = max(2, w // 60)
    for a, slot in zip(attrs, icon_slots):
        surf.blit(attr_icon(a, slot.w), slot.topleft)
        t = text(a, label, theme.darken(ATTR_COLOURS[a], 0.4), "bold")     # 5:1 or more on the card
        # on the card's paper: a few pixels clear of its icon above and its edge below
        if named and slot.bottom + 2 + t.get_height() <= h - edge - 2:
            surf.blit(t, t.get_rect(midtop=(slot.centerx, slot.bottom + 2)))
    pygame.draw.rect(surf, (40, 60, 110), (0, 0, w, h), edge, border_radius=r)
    return _fast(surf)


textreport.resets.append(_challenge_face.cache_clear)    # a measured report finds the texts it sees made
