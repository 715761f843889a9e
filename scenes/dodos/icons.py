"""Effect icons, drawn with code: the pictures on cards and sphere spaces, and their short words.

draw_icon(surface, icon, rect) paints one icon dict of the data files (draw, advance, roll_advance,
discard, back, roll_back, steal, swap, pay, throw, hit_active) in a square; icon_words(icon) is the
short text printed under it. Projectiles have their own small pictures (projectile()).
"""
from __future__ import annotations

import math

import pygame

from .. import theme
from game.core.words import plural

from ..assets import text

GO = (70, 170, 92)          # advance, good things
BACK = (210, 82, 64)        # move back, losses
GO_INK, BACK_INK = (42, 102, 55), (157, 61, 48)     # their numbers: 4.5:1 on the card and on a dim one
INK = theme.INK
PAPERC = (252, 246, 232)
EGG = (246, 238, 214)
ROCK = (112, 96, 96)
BANANA = (246, 206, 64)
STAR = (255, 214, 84)


HALO = [(dx, dy) for dx in range(-2, 3) for dy in range(-2, 3) if 0 < dx * dx + dy * dy <= 5]


def _num(surface, value: str, centre, size, colour=INK, shrink: float = 1) -> None:
    """An icon's number, ringed with paper: it sits on the icon's lines (a card's edge, a cross), and the
    ring keeps it at 4.5:1 whatever it crosses (WCAG 2, issue 23). Icons are painted once into cached faces.
    On an icon too small for a number at the text size (a played card at 200%) the picture alone shows,
    as the card's name does: the hover and the detail pane have the words. shrink: the picture is drawn that
    many times larger and shrunk (the board's supersampled spheres): the number must be legible once shrunk."""
    if text(value, max(8, int(size / shrink)), colour, "black").get_bounding_rect().h > size / shrink * 1.6:
        return
    surf = text(value, max(8, int(size)), colour, "black")
    rect = surf.get_rect(center=(int(centre[0]), int(centre[1])))
    ring = text(value, max(8, int(size)), PAPERC, "black")
    for dx, dy in HALO:
        surface.blit(ring, rect.move(dx, dy))
    surface.blit(surf, rect)


def arrow(surface, rect: pygame.Rect, colour, forward: bool = True) -> None:
    r = pygame.Rect(rect)
    cy = r.centery
    shaft = max(2, r.h // 4)
    head = r.w * 0.42
    if forward:
        body = pygame.Rect(r.x, cy - shaft // 2, int(r.w - head) + 1, shaft)
        tip = [(r.right, cy), (r.right - head, r.y + r.h * 0.12), (r.right - head, r.bottom - r.h * 0.12)]
    else:
        body = pygame.Rect(int(r.x + head) - 1, cy - shaft // 2, int(r.w - head) + 1, shaft)
        tip = [(r.x, cy), (r.x + head, r.y + r.h * 0.12), (r.x + head, r.bottom - r.h * 0.12)]
    pygame.draw.rect(surface, colour, body)
    pygame.draw.polygon(surface, colour, tip)


def card_shape(surface, rect: pygame.Rect, fill=PAPERC, edge=INK) -> None:
    rad = max(2, rect.w // 6)
    pygame.draw.rect(surface, fill, rect, border_radius=rad)
    pygame.draw.rect(surface, edge, rect, width=max(1, rect.w // 10), border_radius=rad)


def die_face(surface, rect: pygame.Rect, pips: int = 5) -> None:
    pygame.draw.rect(surface, PAPERC, rect, border_radius=max(2, rect.w // 5))
    pygame.draw.rect(surface, INK, rect, width=max(1, rect.w // 12), border_radius=max(2, rect.w // 5))
    step = rect.w * 0.26
    spots = {5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)]}[pips]
    for dx, dy in spots:
        pygame.draw.circle(surface, INK, (rect.centerx + dx * step, rect.centery + dy * step), max(1, rect.w // 10))


def projectile(surface, kind: str, centre, r: float, angle: float = 0.0) -> None:
    """A projectile seen from above, radius r pixels, turned by angle (radians)."""
    cx, cy = centre
    ca, sa = math.cos(angle), math.sin(angle)

    def rot(pts):
        return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]
    if kind == "egg":
        pts = [(r * math.cos(t) * (1.0 + 0.12 * math.cos(t)), r * 0.74 * math.sin(t))
               for t in (2 * math.pi * k / 24 for k in range(24))]
        pygame.draw.polygon(surface, EGG, rot(pts))
        pygame.draw.polygon(surface, theme.darken(EGG, 0.35), rot(pts), max(1, int(r / 7)))
        hx, hy = rot([(r * 0.25, -r * 0.28)])[0]
        pygame.draw.circle(surface, (255, 255, 250), (hx, hy), max(1, r * 0.2))
    elif kind == "meteorite":
        lumps = (1.0, 0.82, 0.95, 0.78, 1.0, 0.86, 0.93, 0.8, 0.97)
        pts = [(r * q * math.cos(2 * math.pi * k / 9), r * q * math.sin(2 * math.pi * k / 9))
               for k, q in enumerate(lumps)]
        pygame.draw.polygon(surface, ROCK, rot(pts))
        pygame.draw.polygon(surface, theme.darken(ROCK, 0.45), rot(pts), max(1, int(r / 7)))
        for dx, dy, q in ((-0.3, -0.2, 0.22), (0.35, 0.25, 0.16), (0.05, 0.4, 0.12)):
            px, py = rot([(r * dx, r * dy)])[0]
            pygame.draw.circle(surface, theme.darken(ROCK, 0.3), (px, py), max(1, r * q))
        px, py = rot([(r * 0.2, -r * 0.35)])[0]
        pygame.draw.circle(surface, (236, 120, 60), (px, py), max(1, r * 0.12))
    elif kind == "banana":
        outer = [(r * 1.1 * math.cos(t), r * 1.1 * math.sin(t)) for t in
                 (math.radians(-62 + 124 * k / 12) for k in range(13))]
        inner = [(r * 0.62 * math.cos(t) + r * 0.22, r * 0.62 * math.sin(t)) for t in
                 (math.radians(62 - 124 * k / 12) for k in range(13))]
        shift = [(x - r * 0.55, y) for x, y in outer + inner]
        pygame.draw.polygon(surface, BANANA, rot(shift))
        pygame.draw.polygon(surface, theme.darken(BANANA, 0.4), rot(shift), max(1, int(r / 8)))
        for end in (shift[0], shift[12]):
            pygame.draw.circle(surface, (96, 70, 40), rot([end])[0], max(1, r * 0.12))
    elif kind == "star":
        pts = []
        for k in range(10):
            q = r if k % 2 == 0 else r * 0.45
            t = -math.pi / 2 + math.pi * k / 5
            pts.append((q * math.cos(t), q * math.sin(t)))
        pygame.draw.polygon(surface, STAR, rot(pts))
        pygame.draw.polygon(surface, theme.darken(STAR, 0.4), rot(pts), max(1, int(r / 8)))
        pygame.draw.circle(surface, (255, 246, 190), (cx, cy), max(1, r * 0.22))


def draw_icon(surface, icon: dict, rect: pygame.Rect, shrink: float = 1) -> None:
    """One effect icon in a square rect (shrink: see _num)."""
    r = pygame.Rect(rect)
    k = icon["icon"]
    s = r.w
    n = icon.get("n")
    if k == "draw":
        for i in range(2, -1, -1):
            card_shape(surface, pygame.Rect(r.x + s * (0.16 + 0.09 * i), r.y + s * (0.1 + 0.05 * i),
                                            s * 0.42, s * 0.58))
        _num(surface, f"+{n}", (r.x + s * 0.72, r.y + s * 0.76), s * 0.38, GO_INK, shrink=shrink)
    elif k in ("advance", "back"):
        arrow(surface, pygame.Rect(r.x + s * 0.05, r.y + s * 0.2, s * 0.9, s * 0.42), GO if k == "advance" else BACK,
              k == "advance")
        _num(surface, str(n), (r.centerx, r.y + s * 0.8), s * 0.38, GO_INK if k == "advance" else BACK_INK,
             shrink=shrink)
    elif k in ("roll_advance", "roll_back"):
        die_face(surface, pygame.Rect(r.x + s * 0.06, r.y + s * 0.08, s * 0.46, s * 0.46))
        arrow(surface, pygame.Rect(r.x + s * 0.3, r.y + s * 0.6, s * 0.64, s * 0.32),
              GO if k == "roll_advance" else BACK, k == "roll_advance")
    elif k == "discard":
        card_shape(surface, pygame.Rect(r.x + s * 0.22, r.y + s * 0.08, s * 0.42, s * 0.58))
        a, b = (r.x + s * 0.26, r.y + s * 0.14), (r.x + s * 0.6, r.y + s * 0.6)
        pygame.draw.line(surface, BACK, a, b, max(2, s // 10))
        pygame.draw.line(surface, BACK, (a[0], b[1]), (b[0], a[1]), max(2, s // 10))
        _num(surface, f"-{n}", (r.x + s * 0.74, r.y + s * 0.78), s * 0.38, BACK_INK, shrink=shrink)
    elif k == "steal":
        card_shape(surface, pygame.Rect(r.x + s * 0.42, r.y + s * 0.06, s * 0.36, s * 0.5))
        hand = pygame.Rect(r.x + s * 0.1, r.y + s * 0.4, s * 0.5, s * 0.34)
        pygame.draw.ellipse(surface, (236, 190, 150), hand)
        pygame.draw.ellipse(surface, INK, hand, max(1, s // 14))
        for i in range(3):
            pygame.draw.line(surface, INK, (hand.x + s * (0.15 + 0.1 * i), hand.y + s * 0.04),
                             (hand.x + s * (0.22 + 0.12 * i), hand.y - s * 0.14), max(2, s // 12))
        _num(surface, f"{icon['each']}×{icon['players']}", (r.centerx, r.y + s * 0.88), s * 0.26, shrink=shrink)
    elif k == "swap":
        arrow(surface, pygame.Rect(r.x + s * 0.08, r.y + s * 0.16, s * 0.84, s * 0.28), GO, True)
        arrow(surface, pygame.Rect(r.x + s * 0.08, r.y + s * 0.56, s * 0.84, s * 0.28), BACK, False)
    elif k == "pay":
        white = icon.get("white", [])
        for i, w in enumerate(white[:2]):
            box = pygame.Rect(r.x + s * (0.42 + 0.06 * i), r.y + s * (0.42 + 0.06 * i), s * 0.54, s * 0.54)
            pygame.draw.rect(surface, (255, 255, 255), box, border_radius=max(2, s // 12))
            pygame.draw.rect(surface, INK, box, max(1, s // 24), border_radius=max(2, s // 12))
            draw_icon(surface, w, box.inflate(-s * 0.08, -s * 0.08), shrink)
        draw_icon(surface, {"icon": "discard", "n": n}, pygame.Rect(r.x, r.y, s * 0.5, s * 0.5), shrink)  # number on top
    elif k in ("throw", "hit_active"):
        projectile(surface, icon["projectile"], (r.x + s * 0.42, r.y + s * 0.44), s * 0.3, -0.5)
        if k == "hit_active":
            c = (r.x + s * 0.74, r.y + s * 0.72)
            for q, col in ((0.2, BACK), (0.13, PAPERC), (0.07, BACK)):
                pygame.draw.circle(surface, col, c, s * q)
        else:
            for i in range(3):
                a = -2.4 + i * 0.35
                p0 = (r.x + s * 0.42 + math.cos(a) * s * 0.36, r.y + s * 0.44 + math.sin(a) * s * 0.36)
                p1 = (r.x + s * 0.42 + math.cos(a) * s * 0.5, r.y + s * 0.44 + math.sin(a) * s * 0.5)
                pygame.draw.line(surface, theme.INK_SOFT, p0, p1, max(1, s // 16))


def icon_words(icon: dict) -> str:
    """The short text printed beside an icon."""
    k = icon["icon"]
    n = icon.get("n", 0)
    if k == "draw":
        return f"draw {n}"
    if k == "advance":
        return f"advance {n}"
    if k == "back":
        return f"back {n}"
    if k == "roll_advance":
        return "roll, advance"
    if k == "roll_back":
        return "roll, go back"
    if k == "discard":
        return f"discard {n}"
    if k == "steal":
        return f"steal {icon['each']} from {icon['players']}"
    if k == "swap":
        return "swap places"
    if k == "pay":
        return f"pay {n}: " + ", ".join(icon_words(w) for w in icon["white"])
    if k == "throw":
        red = ", ".join(icon_words(w) for w in icon["red"])
        white = ", ".join(icon_words(w) for w in icon["white"])
        return f"hit: {red} · you: {white} · miss: discard 4"
    if k == "hit_active":
        return f"{icon['projectile'].title()} at the active Dodino: a hit cancels its effect"
    return k


# ---- a throw's boxes (rulebook: red box on a hit, white box if you hit, black box if you miss) ------------
BOXES = {"hit": ((186, 60, 48), PAPERC), "you": (PAPERC, INK), "miss": ((40, 36, 36), PAPERC)}


LONG = {"draw": lambda n: f"draw {plural(n, 'card')}", "advance": lambda n: f"advance {plural(n, 'space')}",
        "back": lambda n: f"move back {plural(n, 'space')}", "discard": lambda n: f"discard {plural(n, 'card')}",
        "roll_advance": lambda n: "roll the die and advance that many spaces",
        "roll_back": lambda n: "roll the die and move back that many spaces"}


SHORT = {"draw": "draw {n}", "advance": "ahead {n}", "back": "back {n}", "roll_advance": "roll ahead",
         "roll_back": "roll back", "discard": "-{n} card"}      # the card face's few words (12 px in 74)


def _phrase(icons, long: bool) -> str:
    if not long:
        words = [SHORT[w["icon"]].format(n=w.get("n", 0)) for w in icons]
        return ", ".join(w.replace(" card", "") if len(words) > 1 else w for w in words)
    return ", then ".join(LONG[w["icon"]](w.get("n", 0)) for w in icons)


def throw_boxes(icon: dict, long: bool = False) -> list[tuple[str, str]]:
    """The boxes of a throw as (box, words): "hit" (each Dodino hit), "you" (if you hit), "miss" (if you miss).
    Short words for the card face, sentences (long) for the detail and the hover."""
    if icon["icon"] == "hit_active":
        return [("hit", "the active player's card effect is cancelled" if long else "hit: cancel"),
                ("miss", "nothing happens" if long else "miss: nothing")]
    rows = [("hit", _phrase(icon["red"], long)), ("you", _phrase(icon["white"], long))]
    if icon.get("black"):
        rows.append(("miss", "discard 4 cards (fewer: all, then Recover)" if long else "-4 cards"))
    if long:
        return rows
    return [(box, f"{box}: {words}") for box, words in rows]


BOX_TITLES = {"hit": "Each Dodino hit", "you": "If you hit", "miss": "If you miss"}


def card_words(card) -> str:
    """A card's hover text: its own words, and for a throw the rulebook's boxes one a line (hit, if you hit,
    if you miss), so a miss's cost is never a surprise."""
    if card.throw is None:
        return card.text
    rows = throw_boxes(card.throw, long=True)
    hit = f"Each Dodino the {card.projectile.title()} hits: {rows[0][1]}."
    if card.hits_active:
        hit = f"{card.projectile.title()} hits the active Dodino: its card's effect is cancelled."
    return "\n".join([hit] + [f"{BOX_TITLES[box]}: {words}." for box, words in rows[1:]])
