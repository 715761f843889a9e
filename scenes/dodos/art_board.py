"""The race board drawn with code: a winding jungle trail or a starry loop in space, numbered spaces,
sphere spaces with their effect, starting spaces, the finish, and a nest in each corner, all on a
strip of wooden tabletop. Painted once per size (shapes at twice the size, smoothed down; the
numbers written at full size so they stay crisp).
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.dodos.board import BOARD_H, BOARD_W, NESTS, SPACE_R, spots
from game.dodos.data import TRACKS

from .. import theme
from ..assets import text
from .art_pieces import nest
from .icons import arrow, die_face, draw_icon
from .layout import MARGIN

WOOD = (112, 74, 48)
JUNGLE = ((64, 122, 66), (38, 88, 52))
SPACE = ((22, 26, 64), (12, 12, 34))
SPHERE = {"advance": (90, 196, 120), "roll_advance": (90, 196, 120), "draw": (96, 156, 236),
          "back": (226, 96, 80), "roll_back": (226, 96, 80), "discard": (196, 110, 210)}


def sphere_sign(surface, icon: dict, centre, r: float, shrink: float = 1) -> None:
    """A sphere's effect drawn on it (a sphere of radius r), above its number. Advance (green) and move back (red)
    are told by a white arrow with a dark edge pointing forward or back, big enough to read: the colour is never
    the only difference (the effect icon's own arrow, green or red, vanished on a sphere of its colour)."""
    x, y = centre
    kind = icon["icon"]
    if kind not in ("advance", "back", "roll_advance", "roll_back"):
        box = pygame.Rect(0, 0, r * 1.05, r * 1.05)
        box.center = (x, y - r * 0.12)
        draw_icon(surface, icon, box, shrink)       # on the supersampled table: its numbers legible once shrunk
        return
    roll = kind.startswith("roll")
    if roll:
        die_face(surface, pygame.Rect(x - r * 0.22, y - r * 0.8, r * 0.44, r * 0.44))
    shaft = pygame.Rect(0, 0, r * 1.2, r * (0.42 if roll else 0.6))
    shaft.center = (x, y - r * (0.1 if roll else 0.28))
    forward = kind.endswith("advance")
    arrow(surface, shaft.inflate(r * 0.2, r * 0.22), theme.INK, forward)
    arrow(surface, shaft, (255, 255, 255), forward)


def _gradient(size, top, bottom) -> pygame.Surface:
    small = pygame.Surface((1, 32))
    for y in range(32):
        t = y / 31
        small.set_at((0, y), [int(a + (b - a) * t) for a, b in zip(top, bottom)])
    return pygame.transform.smoothscale(small, size)


def _rounded_gradient(big: pygame.Surface, board: pygame.Rect, colours, radius: int, rows: int = 160):
    """The board's gradient inside its rounded rect, painted onto big in bands of rows (a stage each): the
    same pixels as one board-sized gradient, mask and layer (every row of the gradient is one colour, so a
    band is its column stretched; the mask's rect drawn shifted is the same rect), without three surfaces
    of tens of megabytes at 2560x1440."""
    column = _gradient((1, board.h), *colours)
    for y in range(0, board.h, rows):
        h = min(rows, board.h - y)
        layer = pygame.Surface((board.w, h), pygame.SRCALPHA)
        layer.blit(pygame.transform.scale(column.subsurface((0, y, 1, h)), (board.w, h)), (0, 0))
        mask = pygame.Surface((board.w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), (0, -y, board.w, board.h), border_radius=radius)
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(layer, (board.x, board.y + y))
        yield


def paint_table(track_id: str, scale: float) -> pygame.Surface:
    """The whole table (board + tabletop strip) at this scale, pixels = table units * scale."""
    stages = paint_table_stages(track_id, scale)
    while True:
        try:
            next(stages)
        except StopIteration as done:
            return done.value


SUPERSAMPLE = 2.0      # the table is painted this many times larger, then shrunk (smooth edges)


def paint_table_stages(track_id: str, scale: float):
    """paint_table as a generator that yields between stages of a few milliseconds each (so the table can be
    prepared over frames, see scenes/prepare.py) and returns the picture."""
    t = TRACKS[track_id]
    k = scale * SUPERSAMPLE
    tw, th = BOARD_W + 2 * MARGIN, BOARD_H + 2 * MARGIN
    big = pygame.Surface((int(tw * k), int(th * k)))

    def P(x, y):
        return (x + MARGIN) * k, (y + MARGIN) * k
    rng = random.Random(7)
    # wooden tabletop
    big.fill(WOOD)
    yield                                             # (at 2560x1440 each big step is 10-30 ms: one a job)
    for i in range(60):
        y = rng.uniform(0, th * k)
        c = theme.darken(WOOD, rng.uniform(0.05, 0.2)) if i % 2 else theme.lighten(WOOD, rng.uniform(0.03, 0.08))
        pygame.draw.line(big, c, (0, y), (tw * k, y + rng.uniform(-8, 8) * k), max(1, int(k * rng.uniform(1, 4))))
    yield
    board = pygame.Rect(*P(0, 0), BOARD_W * k, BOARD_H * k)
    shade = board.move(0, 10 * k)
    pygame.draw.rect(big, theme.darken(WOOD, 0.45), shade, border_radius=int(40 * k))
    colours = JUNGLE if not t.loop else SPACE
    yield from _rounded_gradient(big, board, colours, int(40 * k))
    if t.loop:
        yield from _space_decor(big, board, k, rng)
    else:
        yield from _jungle_decor(big, board, k, rng)
    pygame.draw.rect(big, theme.darken(colours[1], 0.4), board, max(2, int(6 * k)), border_radius=int(40 * k))
    yield
    _track(big, track_id, P, k)
    yield
    for i, (x, y) in enumerate(NESTS):
        nest(big, P(x, y), 46 * k)
        yield
    out = pygame.Surface((int(tw * scale), int(th * scale)))
    out = out.convert() if pygame.display.get_surface() is not None else out
    yield
    yield from _shrink_into(big, out)
    _numbers(out, track_id, scale)
    return out


def _shrink_into(big: pygame.Surface, out: pygame.Surface, rows: int = 96):
    """Smooth-scale big down onto out in bands of rows (a stage each): the same picture as one smoothscale."""
    fy = big.get_height() / out.get_height()
    for y in range(0, out.get_height(), rows):
        h = min(rows, out.get_height() - y)
        y0, y1 = int(round(y * fy)), min(big.get_height(), int(round((y + h) * fy)))
        band = pygame.transform.smoothscale(big.subsurface((0, y0, big.get_width(), y1 - y0)), (out.get_width(), h))
        out.blit(band, (0, y))
        yield


def _jungle_decor(big, board, k, rng):
    for i in range(150):
        if i % 40 == 39:
            yield
        x, y = rng.uniform(board.x, board.right), rng.uniform(board.y, board.bottom)
        r = rng.uniform(14, 40) * k
        c = theme.darken(JUNGLE[0], rng.uniform(0.1, 0.35)) if rng.random() < 0.7 else theme.lighten(JUNGLE[0], 0.15)
        a = rng.uniform(0, math.pi)
        pts = [(x + math.cos(a) * r * 1.6 * math.cos(q) - math.sin(a) * r * 0.55 * math.sin(q),
                y + math.sin(a) * r * 1.6 * math.cos(q) + math.cos(a) * r * 0.55 * math.sin(q))
               for q in (2 * math.pi * j / 12 for j in range(12))]
        pygame.draw.polygon(big, c, pts)
        pygame.draw.line(big, theme.darken(c, 0.25), pts[0], pts[6], max(1, int(k * 2)))
    for _ in range(26):                        # little flowers
        x, y = rng.uniform(board.x + 30 * k, board.right - 30 * k), rng.uniform(board.y + 30 * k, board.bottom - 30 * k)
        c = rng.choice([(244, 140, 160), (250, 214, 96), (250, 250, 240)])
        for j in range(5):
            a = j * 2 * math.pi / 5
            pygame.draw.circle(big, c, (x + math.cos(a) * 6 * k, y + math.sin(a) * 6 * k), 4.5 * k)
        pygame.draw.circle(big, (240, 180, 60), (x, y), 3.5 * k)


def _space_decor(big, board, k, rng):
    neb = pygame.Surface((64, 40), pygame.SRCALPHA)
    for _ in range(9):
        c = rng.choice([(120, 60, 160), (40, 100, 170), (170, 60, 120)])
        pygame.draw.ellipse(neb, (*c, 36), (rng.uniform(0, 48), rng.uniform(0, 28), rng.uniform(12, 30),
                                            rng.uniform(8, 18)))
    neb = pygame.transform.smoothscale(pygame.transform.gaussian_blur(neb, 3), board.size)
    big.blit(neb, board)
    yield
    for _ in range(420):
        x, y = rng.uniform(board.x, board.right), rng.uniform(board.y, board.bottom)
        v = rng.randint(150, 255)
        pygame.draw.circle(big, (v, v, min(255, v + 20)), (x, y), rng.choice([1.0, 1.0, 1.5, 2.2]) * k)
    for cx, cy, r, c in ((0.5, 0.5, 120, (214, 120, 80)), (0.78, 0.42, 50, (110, 170, 210)),
                         (0.27, 0.44, 34, (190, 190, 120))):
        centre = (board.x + board.w * cx, board.y + board.h * cy)
        pygame.draw.circle(big, theme.darken(c, 0.3), centre, r * k)
        pygame.draw.circle(big, c, (centre[0] - r * k * 0.12, centre[1] - r * k * 0.12), r * k * 0.88)
        if r > 100:
            ring = pygame.Rect(0, 0, r * 3.2 * k, r * 0.9 * k)
            ring.center = centre
            pygame.draw.ellipse(big, (236, 206, 150), ring, max(2, int(8 * k)))
            pygame.draw.circle(big, c, (centre[0] - r * k * 0.12, centre[1] - r * k * 0.3), r * k * 0.7)


def space_fill(track_id: str, n: int) -> tuple:
    """A space's face colour: a start square, a sphere's glow, a plain space (darker past the finish)."""
    t = TRACKS[track_id]
    if n <= 0:
        return (236, 224, 196) if not t.loop else (48, 54, 110)
    if t.spheres.get(n):
        return SPHERE.get(t.spheres[n][0]["icon"], (200, 200, 200))
    fill = (238, 220, 172) if not t.loop else (34, 40, 92)
    return theme.darken(fill, 0.18) if not t.loop and n > t.finish else fill


@lru_cache(maxsize=4)
def number_boxes(track_id: str) -> dict[int, tuple[float, float, float, float]]:
    """Where each space's number (and a sphere's sign) is, in table units: (left, top, right, bottom)."""
    t = TRACKS[track_id]
    r = SPACE_R
    return {n: (x - 0.5 * r, y - 0.45 * r, x + 0.5 * r, y + (0.95 if n >= 1 and t.spheres.get(n) else 0.45) * r)
            for n, (x, y) in spots(track_id).items()}


def blank_space(surface, track_id: str, n: int, centre, r: float) -> None:
    """A space's face without its number or sign, under a figure standing on it: a number the figure half
    hides reads as nothing, and its remains would sit on the figure's colours (issue 23, Contrast)."""
    if n <= 0:
        rect = pygame.Rect(0, 0, r * 1.5, r * 1.5)
        rect.center = (int(centre[0]), int(centre[1]))
        pygame.draw.rect(surface, space_fill(track_id, n), rect, border_radius=int(r * 0.3))
    elif n >= 1 and TRACKS[track_id].spheres.get(n):      # its number hangs below: the whole sphere, glow and all
        pygame.draw.circle(surface, theme.lighten(space_fill(track_id, n), 0.45), centre, r * 1.12)
        pygame.draw.circle(surface, space_fill(track_id, n), centre, r)
    else:
        pygame.draw.circle(surface, space_fill(track_id, n), centre, r * 0.8)


def _track(big, track_id: str, P, k) -> None:
    t = TRACKS[track_id]
    sp = spots(track_id)
    order = sorted(sp)
    loop = t.loop
    band = SPACE_R * 2.3 * k
    path_col = (176, 136, 86) if not loop else (58, 66, 138)
    edge_col = theme.darken(path_col, 0.35) if not loop else (120, 190, 240)
    main = [P(*sp[n]) for n in order if n >= 1]
    start = [P(*sp[n]) for n in order if n <= 0]
    if loop:
        main.append(main[0])
        start.append(P(*sp[1]))
    else:
        main = start + main
        start = []
    for pts in (main, start):
        if len(pts) < 2:
            continue
        for width, col in ((band + 8 * k, edge_col), (band, path_col)):
            pygame.draw.lines(big, col, False, pts, int(width))
            for p in pts:
                pygame.draw.circle(big, col, p, width / 2)
    finish = t.finish
    for n in order:
        x, y = P(*sp[n])
        r = SPACE_R * k
        sphere = t.spheres.get(n) if n >= 1 else None
        if n <= 0:
            rect = pygame.Rect(0, 0, r * 1.8, r * 1.8)
            rect.center = (x, y)
            pygame.draw.rect(big, space_fill(track_id, n), rect, border_radius=int(r * 0.4))
            pygame.draw.rect(big, edge_col, rect, max(2, int(4 * k)), border_radius=int(r * 0.4))
            continue
        fill = space_fill(track_id, n)
        rim = theme.darken(path_col, 0.5) if not loop else (140, 210, 250)
        if sphere:
            glow = fill
            pygame.draw.circle(big, theme.lighten(glow, 0.45), (x, y), r * 1.12)
            pygame.draw.circle(big, glow, (x, y), r)
            pygame.draw.circle(big, theme.lighten(glow, 0.55), (x - r * 0.3, y - r * 0.3), r * 0.28)
            sphere_sign(big, sphere[0], (x, y), r, SUPERSAMPLE)
        else:
            pygame.draw.circle(big, fill, (x, y), r)
        pygame.draw.circle(big, rim, (x, y), r, max(2, int(3 * k)))
        if n == finish:
            for j in range(16):
                a0 = j * math.pi / 8
                pts = [(x, y)] + [(x + math.cos(a) * r * 1.28, y + math.sin(a) * r * 1.28)
                                  for a in (a0, a0 + math.pi / 16, a0 + math.pi / 8)]
                pygame.draw.polygon(big, (20, 20, 20) if j % 2 else (250, 250, 250), pts)
            pygame.draw.circle(big, fill, (x, y), r * 0.86)
            pygame.draw.circle(big, rim, (x, y), r * 0.86, max(2, int(3 * k)))


def inside(label: pygame.Surface, radius: float) -> bool:
    """Whether a label's ink, centred, lies inside a circle of this radius (clear of a space's rim)."""
    ink = label.get_bounding_rect()
    return math.hypot(ink.w / 2, ink.h / 2) <= radius


def _numbers(out, track_id: str, scale: float) -> None:
    t = TRACKS[track_id]
    sp = spots(track_id)
    size = max(9, int(SPACE_R * scale * 0.78))
    dark = theme.INK if not t.loop else theme.CREAM

    def at(x, y):
        return (x + MARGIN) * scale, (y + MARGIN) * scale
    # at a large text size two-digit numbers outgrow their spaces: then every fifth plain space is numbered,
    # like a ruler, each on a tag of its space's colour (it reads on the grass it spills over); start squares
    # and spheres keep their faces (the hover and the standings name every space)
    face = SPACE_R * scale - max(1.0, 1.5 * scale) - 2           # inside the rim, with a little air
    ruler = not inside(text("88", max(8, size), dark, "bold"), face)
    rim = theme.darken((176, 136, 86), 0.5) if not t.loop else (140, 210, 250)
    square = text("S6", max(8, int(size * 0.8)), dark, "bold").get_bounding_rect().w + 4 <= SPACE_R * scale * 1.6
    for n, (x, y) in sp.items():
        cx, cy = at(x, y)
        if ruler and (n <= 0 or t.spheres.get(n) or (n > 1 and n % 5 and n != t.finish)) or (n <= 0 and not square):
            continue
        if n <= 0:
            label, colour, kind = f"S{1 - n}", theme.INK_SOFT if not t.loop else theme.CREAM_SOFT, "bold"
            s = int(size * 0.8)
        elif t.spheres.get(n):
            label, colour, kind, s = str(n), theme.CREAM, "black", int(size * 0.62)
            cy += SPACE_R * scale * 0.62
        else:
            label, colour, kind, s = str(n), dark, "bold", size
        surf = text(label, max(8, s), colour, kind)
        ink = surf.get_bounding_rect()
        rect = surf.get_rect(topleft=(int(cx) - ink.centerx, int(cy) - ink.centery))      # its ink centred
        if t.spheres.get(n):
            pill = ink.move(rect.topleft).inflate(8, 6)      # room round the cream digits: 4.5:1 on the dark pill
            pygame.draw.rect(out, (30, 30, 40), pill, border_radius=pill.h // 2)
        elif ruler or (n == t.finish and not inside(surf, face * 0.86)):     # the finish: inside its flags
            tag = ink.move(rect.topleft).inflate(ink.h * 0.7, ink.h * 0.5)
            pygame.draw.rect(out, space_fill(track_id, n), tag, border_radius=tag.h // 3)
            pygame.draw.rect(out, rim, tag, max(1, ink.h // 12), border_radius=tag.h // 3)
        out.blit(surf, rect)
    fx, fy = at(*sp[t.finish])
    flag = text("FINISH", max(9, int(size * 0.9)), theme.CREAM, "black")
    box = flag.get_rect(midtop=(int(fx), int(fy + SPACE_R * scale * 1.4)))
    pygame.draw.rect(out, (30, 24, 24), box.inflate(10, 4), border_radius=6)
    out.blit(flag, box)
