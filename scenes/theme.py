"""The look of Game Shelf: a warm palette, player colours, sizes in proportion to the window,
and cached drawing helpers (backgrounds, soft shadows, rounded panels). Games reuse all of it.
"""
from __future__ import annotations

import itertools
from functools import lru_cache

import pygame

from . import access, prepare
from .prepare import filled, picture_cache, sliced, staged, whole

# ---- palette: a walnut table under lamplight, cream paper, amber brass -----------------------
BG_TOP = (58, 38, 44)
BG_BOTTOM = (28, 19, 26)
FELT = (44, 74, 70)           # the play area
FELT_EDGE = (31, 54, 52)
PAPER = (248, 238, 219)       # panels and cards
PAPER_DIM = (226, 212, 188)
INK = (45, 33, 31)            # text on paper
INK_SOFT = (100, 80, 70)       # 4.5:1 on PAPER_DIM too (WCAG 2, issue 23)
CREAM = (250, 242, 226)       # text on dark
CREAM_SOFT = (205, 186, 170)
ACCENT = (236, 168, 64)       # amber: primary buttons, focus
ACCENT_DARK = (190, 122, 36)
ACCENT_INK = (140, 84, 16)     # amber text on paper: ACCENT_DARK reads at 3:1 only
CORAL = (224, 106, 78)        # danger, "Wait!"
CORAL_DEEP = (176, 70, 50)    # coral behind cream text (5:1) or as text on paper (4.8:1)
TEAL = (63, 160, 146)         # success, legal drop targets
DISABLED = (150, 136, 128)
SHADOW = (10, 6, 8)

# Box colours for the games on the title screen, by position on the shelf.
BOX_COLOURS = [(196, 84, 72), (70, 118, 178), (92, 152, 92), (128, 82, 150), (204, 140, 52), (60, 140, 150)]

# Player colours: a warm default and the Okabe-Ito colour-blind safe set (Okabe & Ito 2008). Every pair stays
# apart under simulated protanopia, deuteranopia and tritanopia too (tests/scenes/test_palette.py): the warm set's
# red is purer, its green a sage and its violet bluer than they were, so red/green and blue/violet no longer merge.
PLAYERS_NORMAL = [(236, 40, 36), (40, 150, 250), (250, 192, 20), (136, 172, 112), (142, 76, 190), (250, 128, 178)]
PLAYERS_SAFE = [(230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (0, 114, 178), (204, 121, 167)]
COLOUR_NAMES_NORMAL = ["Red", "Blue", "Gold", "Green", "Violet", "Pink"]
COLOUR_NAMES_SAFE = ["Orange", "Sky", "Green", "Yellow", "Blue", "Purple"]

colour_blind = False   # set from the settings, live


def player_colour(index: int) -> tuple[int, int, int]:
    palette = PLAYERS_SAFE if colour_blind else PLAYERS_NORMAL
    return palette[index % len(palette)]


def colour_name(index: int) -> str:
    names = COLOUR_NAMES_SAFE if colour_blind else COLOUR_NAMES_NORMAL
    return names[index % len(names)]


def lighten(c, amount: float = 0.2):
    return tuple(min(255, int(v + (255 - v) * amount)) for v in c[:3])


def darken(c, amount: float = 0.2):
    return tuple(max(0, int(v * (1 - amount))) for v in c[:3])


# Each seat colour as text on paper: darkened just enough for 4.5:1 on PAPER and on a seat's pale row
# (tests/scenes/test_text_contrast.py checks them with coloraide).
INKS_NORMAL = [(155, 60, 49), (44, 98, 144), (107, 82, 25), (57, 106, 58), (117, 73, 142), (129, 72, 93)]
INKS_SAFE = [(126, 87, 0), (47, 99, 128), (0, 102, 74), (96, 91, 26), (0, 96, 151), (132, 78, 108)]


def on_paper(c):
    """A seat's colour as text on paper (the log, the curtain, owners' names); another colour darkened by half."""
    c = tuple(c[:3])
    for colours, inks in ((PLAYERS_NORMAL, INKS_NORMAL), (PLAYERS_SAFE, INKS_SAFE)):
        if c in colours:
            return inks[colours.index(c)]
    return darken(c, 0.5)


def on_dark(c):
    """A seat's colour as text on the dark table or a dark panel: lightened, so every seat colour of both
    palettes reads at 4.5:1 or more (WCAG 2; the colour itself gives 2.7:1 for the safe palette's blue)."""
    return lighten(c, 0.3)


def readable_on(c):
    """Ink or cream, whichever reads better on colour c (the WCAG 2 contrasts cross near a luma of 125:
    teal and coral take ink, 4.7:1, where cream gave 2.9:1)."""
    r, g, b = c[:3]
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 125 else CREAM


# ---- sizes: everything in proportion to the window height ------------------------------------
def unit(surface_or_size) -> float:
    """One hundredth of the window height (at least 5 px): the ruler for fonts and spacing."""
    h = surface_or_size.get_height() if hasattr(surface_or_size, "get_height") else surface_or_size[1]
    return max(5.0, h / 100.0)


# ---- cached drawing --------------------------------------------------------------------------
@staged(maxsize=8)
def background(size: tuple[int, int]):
    """A vertical gradient with a soft vignette, made once per window size (staged: a prepare() runs
    background.steps(size) as three small jobs; background(size) makes it at once).

    Both change by one colour level every few dozen pixels, so the picture is made at a quarter of the
    size and scaled up without smoothing (a step of at most one level between 4-pixel blocks cannot be
    seen): a resize to 2560x1440 no longer spends tens of milliseconds smoothing four million pixels. The
    window-sized surface is made in the display's format and filled in place (its page faults alone take
    5-10 ms at 2560x1440: a stage of their own).
    """
    w, h = size
    surf = _background_quarter(size)
    if pygame.display.get_surface() is None:
        return pygame.transform.scale(surf, (w, h))
    yield
    out = window_surface(size)
    yield
    return pygame.transform.scale(surf, (w, h), out)


def paint_background(surface: pygame.Surface) -> None:
    """The background straight onto a window-sized picture (the title's backdrop, its first frame): the same
    pixels as blitting background(size), without making that window-sized surface too."""
    pygame.transform.scale(_background_quarter(surface.get_size()), surface.get_size(), surface)


@lru_cache(maxsize=8)
def _background_quarter(size: tuple[int, int]) -> pygame.Surface:
    """The background at a quarter of the window's size (see background)."""
    w, h = size
    quarter = (max(1, w // 4), max(1, h // 4))
    small = pygame.Surface((2, 64))
    for y in range(64):
        t = y / 63
        small.set_at((0, y), [int(a + (b - a) * t) for a, b in zip(BG_TOP, BG_BOTTOM)])
        small.set_at((1, y), [int(a + (b - a) * t) for a, b in zip(BG_TOP, BG_BOTTOM)])
    surf = pygame.transform.smoothscale(small, quarter)
    surf.blit(_glow(quarter), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return surf.convert() if pygame.display.get_surface() is not None else surf


def window_surface(size: tuple[int, int]) -> pygame.Surface:
    """A new opaque surface in the display's format (no convert() copy later)."""
    screen = pygame.display.get_surface()
    return pygame.Surface(size, 0, screen) if screen is not None else pygame.Surface(size)


def _glow(size):
    w, h = size
    small = pygame.Surface((32, 18))
    small.fill((0, 0, 0))
    for r in range(9, 0, -1):
        v = int(16 * (1 - r / 9))
        pygame.draw.ellipse(small, (v, int(v * 0.7), int(v * 0.4)), (16 - r * 1.8, 7 - r, r * 3.6, r * 2))
    return pygame.transform.smoothscale(small, (w, h))


@picture_cache(maxsize=512)
def shadow(size: tuple[int, int], radius: int, spread: int) -> pygame.Surface:
    """A blurred rounded-rect shadow, bigger than size by spread on each side (made once per size)."""
    return soft_rect(size, radius, max(1, spread // 2), (*SHADOW, 110), spread)


@lru_cache(maxsize=512)
def soft_rect(size: tuple[int, int], radius: int, blur: int, rgba: tuple, pad: int) -> pygame.Surface:
    """A rounded rect of colour rgba, gaussian-blurred by blur px, centred in a margin of pad px on each side.

    Shadows and glows of every size share this. Only a small template (the corners and one row and column
    of the straight edges) is blurred; a big rect is assembled from it (corners copied, edges stretched,
    middle filled), so the cost barely grows with the size: a 2560x1440 panel's shadow no longer stalls
    the frame that first needs it.
    """
    w, h = size
    k = radius + 2 * blur + 1              # from here on inwards the blur no longer sees the corner
    tw, th = min(w, 2 * k), min(h, 2 * k)   # the template: long sides cut short
    template = _blurred_rect((tw, th), radius, blur, rgba, pad)
    if (tw, th) == (w, h):
        return _fast(template)
    out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    copy = pygame.BLEND_RGBA_MAX            # onto the zeroed surface: an exact copy, no alpha blending
    for (sx, sw), (dx, dw) in zip(*_slices(tw + 2 * pad, w + 2 * pad)):
        for (sy, sh), (dy, dh) in zip(*_slices(th + 2 * pad, h + 2 * pad)):
            piece = template.subsurface((sx, sy, sw, sh))
            if (sw, sh) != (dw, dh):
                piece = pygame.transform.scale(piece, (dw, dh))
            out.blit(piece, (dx, dy), special_flags=copy)
    return _fast(out)


def _slices(src: int, dst: int):
    """Source and destination spans along one axis: the two halves kept, the middle pixel stretched."""
    if src == dst:
        return [(0, src)], [(0, dst)]
    c = src // 2
    return [(0, c), (c, 1), (c, src - c)], [(0, c), (c, dst - src + 1), (dst - (src - c), src - c)]


def _blurred_rect(size, radius: int, blur: int, rgba, pad: int) -> pygame.Surface:
    """Blurred at a reduced scale (a blur is smooth, and pygame's blur costs grow with its radius), then
    scaled up smoothly to size + 2 * pad."""
    w, h = size
    full = (w + 2 * pad, h + 2 * pad)
    f = max(1, min(blur // 3, min(full) // 8))
    surf = pygame.Surface((max(1, full[0] // f), max(1, full[1] // f)), pygame.SRCALPHA)
    pygame.draw.rect(surf, rgba, (pad // f, pad // f, max(1, w // f), max(1, h // f)), border_radius=max(1, radius // f))
    surf = pygame.transform.gaussian_blur(surf, max(1, blur // f))
    return pygame.transform.smoothscale(surf, full) if f > 1 else surf


def _fast(surf: pygame.Surface) -> pygame.Surface:
    """In the display's pixel format, so blits are quick (when a display exists). A surface already in that
    format is kept as it is: converting a big one copies every pixel for nothing."""
    if pygame.display.get_surface() is None:
        return surf
    if surf.get_flags() & pygame.SRCALPHA and surf.get_masks() == _display_alpha_masks():
        return surf
    return surf.convert_alpha()


_alpha_masks: list = []


def _display_alpha_masks():
    if not _alpha_masks:
        _alpha_masks.append(pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha().get_masks())
    return _alpha_masks[0]


def panel_shadow(window: tuple[int, int], rect: pygame.Rect, radius: int, lift: int = 0):
    """The shadow panel() puts under rect in a window this size, and its spread (a prepare() can warm it)."""
    spread = max(3, int(min(unit(window) * 1.0, rect.h * 0.15))) + lift
    return shadow((rect.w, rect.h), radius, spread), spread


def panel(surface: pygame.Surface, rect: pygame.Rect, colour=PAPER, radius: int | None = None,
          lift: int = 0, border=None) -> None:
    """A rounded panel with a soft shadow underneath; lift raises the shadow offset."""
    rect = pygame.Rect(rect)
    r = radius if radius is not None else max(4, rect.height // 8)
    shade, spread = panel_shadow(surface.get_size(), rect, r, lift)
    _blit_ring(surface, shade, (rect.x - spread, rect.y - spread + spread // 2 + lift), rect.inflate(-2 * r, -2 * r))
    pygame.draw.rect(surface, colour, rect, border_radius=r)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width=max(1, int(unit(surface) * 0.2)), border_radius=r)


def _blit_ring(surface: pygame.Surface, shade: pygame.Surface, pos, covered: pygame.Rect) -> None:
    """Blit shade except the part the opaque panel will cover anyway: big panels stay cheap."""
    w, h = shade.get_size()
    hole = covered.move(-pos[0], -pos[1]).clip(pygame.Rect(0, 0, w, h))
    if hole.w <= 0 or hole.h <= 0:
        surface.blit(shade, pos)
        return
    x, y = pos
    for area in ((0, 0, w, hole.top), (0, hole.bottom, w, h - hole.bottom),
                 (0, hole.top, hole.left, hole.h), (hole.right, hole.top, w - hole.right, hole.h)):
        if area[2] > 0 and area[3] > 0:
            surface.blit(shade, (x + area[0], y + area[1]), area)


def dim(surface: pygame.Surface) -> None:
    """Darken everything drawn so far (under a menu or dialog): one fast multiply."""
    surface.fill((105, 95, 100), special_flags=pygame.BLEND_RGB_MULT)


def blit_text(surface, value: str, size: float, colour, pos, kind: str = "ui", anchor: str = "topleft"):
    """Draw cached text anchored at pos ("topleft", "center", "midleft", ...); returns its rect."""
    from .assets import text
    surf = text(value, int(size), colour, kind)
    rect = surf.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(surf, rect)
    return rect


def blit_box(surface, value: str, size: float, colour, box, kind: str = "ui", align: str = "midleft", render=None):
    """Text inside box that never gets cut while it can be helped: one line if it fits, else wrapped
    onto as many lines as the box holds, at a smaller (still legible) size if need be; only then cut
    with an ellipsis. align: "midleft" or "center". render: makes each line's surface, as assets.text
    (a board's outlined words). Returns the rect of the lines drawn."""
    from .assets import legible, line_height, text, wrap
    render = render or text
    box = pygame.Rect(box)
    size = int(size)
    while True:
        lines = wrap(value, size, box.w, kind)
        if len(lines) * line_height(size, kind) <= box.h or not legible(size - 1):     # never under the floor
            break
        size -= 1
    step = line_height(size, kind)
    lines = wrap(value, size, box.w, kind, limit=max(1, box.h // step))
    top = box.centery - step * len(lines) / 2
    drawn = pygame.Rect(box.x, int(top), 0, step * len(lines))
    for i, line in enumerate(lines):
        surf = render(line, size, colour, kind)
        where = {"midleft": {"midleft": (box.x, int(top + step * (i + 0.5)))},
                 "center": {"center": (box.centerx, int(top + step * (i + 0.5)))}}[align]
        rect = surf.get_rect(**where)
        surface.blit(surf, rect)
        drawn.w = max(drawn.w, rect.right - box.x)
    return drawn


_pictures = itertools.count(1)      # numbers the backdrops' pictures: a picture kept over one names it


class Backdrop:
    """A static picture (background, empty panels, headings) drawn once per key and then blitted.

    backdrop.get(size, key, paint) returns the cached surface, calling paint(surface) only when the size or
    key changed. Keeps per-frame drawing to one fast opaque blit. paint may be a generator function that
    yields between parts: backdrop.steps(size, key, paint) then makes the picture a part per job (the new
    surface is a job of its own) for a scene's prepare(), and get() finishes a half-made one.
    """

    def __init__(self) -> None:
        self._key = None
        self._surf: pygame.Surface | None = None
        self._making = None          # (key, parts) of a picture half made by steps()
        self._spare: pygame.Surface | None = None    # the picture before this one: the next one's canvas
        self.version = 0             # which picture get() returns: new with each one made, in any Backdrop

    def get(self, size: tuple[int, int], key, paint) -> pygame.Surface:
        for _ in self.steps(size, key, paint):
            pass
        return self._surf

    def steps(self, size: tuple[int, int], key, paint):
        full = (size, key, colour_blind, access.text_scale)
        if self._key == full and self._surf is not None:
            return
        if self._making is None or self._making[0] != full:
            self._making = (full, self._parts(size, paint))
        parts = self._making[1]
        while True:
            with whole():                # a part is never stopped half way by a sliced drawing
                try:
                    surf = next(parts)
                except StopIteration:
                    return
                except BaseException:    # the paint failed: start over next time
                    self._making = None
                    raise
            if surf is not None:
                self._spare = self._surf
                self._key, self._surf, self._making = full, surf, None
                self.version = next(_pictures)
                return
            filled()                     # a sliced drawing may stop here: the next try goes on from here
            yield

    def jobs(self, size: tuple[int, int], key, paint):
        """For a prepare(): the caches paint needs (texts, shadows) filled by a sliced trial paint onto the
        display surface, under the app's cover (scenes/prepare.py), then the picture a part per job. Jobs run
        at once (headless) paint once: the trial would only paint the same picture twice."""
        screen = pygame.display.get_surface()
        if screen is not None and screen.get_size() == size and not prepare.at_once_now():
            yield from sliced(lambda: _finish(paint(screen)))
        yield from self.steps(size, key, paint)

    def _parts(self, size, paint):
        """The new picture is painted on the one before last when it has the size, cleared as a new one
        would be (a new window-sized surface costs 5-25 ms of page faults: a hot-seat curtain's first frame),
        else on a new surface in the display's format (no convert() copy)."""
        spare, self._spare = self._spare, None
        surf = prepare.reused(spare, size, (0, 0, 0)) or window_surface(size)
        yield None
        out = paint(surf)
        if out is not None and hasattr(out, "__next__"):     # a generator: a job a part
            for _ in out:
                yield None
        yield surf


def _finish(out) -> None:
    """Run a paint that may be a generator (parts) to its end."""
    if out is not None and hasattr(out, "__next__"):
        for _ in out:
            pass
