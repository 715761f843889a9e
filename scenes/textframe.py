"""Where each text of a measured text report is on the finished frame, and how well it reads there
(issue 23, Contrast). Only imported while the smoke's report runs: normal play never pays for it.

While measuring, every pygame.Surface the app makes is a Recording: its blits note which texts handed out by
assets.text (textreport.handed) landed where, and a Recording blitted onto another carries its texts along at
their offset (a Backdrop picture, a card face, a Kept panel, the dimmed snapshot under an overlay). The app
draws each frame onto a Recording (App.draw) and hands it to finish(), which finds every text on it:

- shown: a text counts on a frame only where its own colour is still on screen (its solid pixels, at least
  SHOWN of them) and its shape too (the gaps between its strokes are not all its colour). Texts covered by
  a later panel or fading in are layered, not shown: neither measured nor overlapping on that frame.
- covered in part: where a picture blitted later (a card flying over a label, the next card of a fanned hand)
  lies over part of a text, what shows there is the picture, neither the text nor its background: the text
  is measured on the rest (its box too), and is layered when less than SHOWN of its ink is left.
- dimmed: texts under a blend fill (theme.dim under a modal, a reserve card in shadow) are measured in their
  dimmed colour but exempt, as a disabled control's label is (the row says disabled), and overlap nothing.
- contrast: WCAG 2 (coloraide) between the text's colour and the pixels around its glyphs inside its ink
  box; on a picture or a gradient, the worst plausible background: the WORST share of those pixels
  (pixels near the text's own colour, a neighbour's glyphs or what lies over part of it, are left out).
- overlap: two shown texts whose ink boxes cross by more than SLACK pixels each way (a text's own shadow,
  the same words under it, is not an overlap).
"""
from __future__ import annotations

import weakref
import zlib
from functools import lru_cache

import numpy
import pygame

from . import textreport

SHOWN = 0.6        # share of a text's solid pixels still in its colour on the frame for it to count
TOLERANCE = 16     # how far (per channel) a solid pixel may be from the text's colour and still be its ink
NEAR = 24          # background pixels this close to the text's colour are a neighbour's glyphs
WORST = 0.10       # the background is the pixel at this share, worst contrast first
SLACK = 2          # ink boxes may touch by this many pixels before they overlap
DISABLED, VEILED = "disabled", "veiled"     # a text's state: a disabled control's, or dimmed under a veil

_Surface = pygame.Surface


class Recording(_Surface):
    """A surface that remembers the texts blitted onto it: [(meta, text surface, x, y, clip, screen, state,
    covers)], meta (text, px, colour, kind), x, y where the text surface's top left landed, clip the part of
    this surface it may show in, state None, DISABLED or VEILED, covers [(x, y, mask)] where pictures blitted
    later hide it (a boolean mask with its top left at x, y)."""

    def texts(self) -> list:
        return self.__dict__.setdefault("_texts", [])

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        drawn = super().blit(source, dest, area, special_flags)
        if drawn.w and drawn.h:
            carry(self, source, dest, area, drawn, special_flags)
        return drawn

    def blits(self, blit_sequence, doreturn=True):
        drawn = [self.blit(*item) for item in blit_sequence]
        return drawn if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)

    def fill(self, color, rect=None, special_flags=0):
        if special_flags:
            drawn = super().fill(color, rect, special_flags)
            veil(self, drawn, color, special_flags)
            return drawn
        under = beneath(self, pygame.Rect(rect) if rect is not None else self.get_rect())
        drawn = super().fill(color, rect, special_flags)
        forget(self, drawn)
        shaded(under)
        return drawn

    def copy(self):
        return _with_texts(super().copy(), self)

    def convert(self, *args):
        return _with_texts(super().convert(*args), self)

    def convert_alpha(self, *args):
        return _with_texts(super().convert_alpha(*args), self)


def _with_texts(out, source):
    out.__dict__["_texts"] = list(source.texts())
    return out


def _owner(surface):
    """The surface a blit really lands on (a subsurface draws into its parent) and the offset there."""
    if surface.get_parent() is None:
        return surface, (0, 0)
    return surface.get_abs_parent(), surface.get_abs_offset()


def carry(target, source, dest, area, drawn: pygame.Rect, special_flags: int) -> None:
    """Note the texts a blit put on target: source itself if assets.text made it, else the texts on it."""
    owner, (ox, oy) = _owner(target)
    if not isinstance(owner, Recording):
        return
    ax, ay = (int(area[0]), int(area[1])) if area is not None else (0, 0)
    shift_x, shift_y = int(dest[0]) - ax + ox, int(dest[1]) - ay + oy
    clip = drawn.move(ox, oy)
    if not special_flags and _opaque(source):
        forget(owner, clip)
    meta = textreport.handed.get(source) if textreport.handed is not None else None
    texts = owner.texts()
    if meta is not None:
        textreport.placed(textreport.screen_name(), meta[0], meta[1])
        texts.append((meta, source, shift_x, shift_y, clip, textreport.screen_name(),
                      DISABLED if textreport.disabled_depth > 0 else None, []))
        return
    if not special_flags:
        cover(texts, source, shift_x, shift_y, clip)
    screen = textreport.screen_name()        # a picture's texts belong to the screen it is put on
    for meta, surf, x, y, was, _made_for, off, covers in getattr(source, "__dict__", {}).get("_texts", ()):
        inside = was.move(shift_x, shift_y).clip(clip)
        if inside.w and inside.h:
            texts.append((meta, surf, x + shift_x, y + shift_y, inside, screen, off,
                          [(cx + shift_x, cy + shift_y, mask) for cx, cy, mask in covers]))


SEE_THROUGH = 128   # a picture blitted at a surface alpha under this (fading in) hides nothing under it


def cover(texts: list, source, shift_x: int, shift_y: int, clip: pygame.Rect) -> None:
    """A picture blitted over part of texts already on the surface: note where it hides each, around the
    text's ink (every pixel of it not transparent: its soft shadow belongs to it, not to the text's ground)."""
    g = source.get_alpha()
    if g is not None and g < SEE_THROUGH:
        return
    for t in texts:
        over = clip.clip(t[4]).clip(ink_of(t[1]).box.move(t[2], t[3]).inflate(2 * MARGIN, 2 * MARGIN))
        part = over.move(-shift_x, -shift_y).clip(source.get_rect())
        if not part.w or not part.h:
            continue
        piece = source.subsurface(part)
        keyed = source.get_colorkey() is not None
        mask = (pygame.surfarray.array_colorkey(piece) if keyed else pygame.surfarray.array_alpha(piece)) > 0
        if mask.any():
            t[7].append((part.x + shift_x, part.y + shift_y, mask))


def hidden_on(covers: list, area: pygame.Rect):
    """Where on a frame area the pictures over a text hide it."""
    out = numpy.zeros((area.w, area.h), dtype=bool)
    for x, y, mask in covers:
        part = area.clip(pygame.Rect(x, y, *mask.shape))
        if part.w and part.h:
            src, dst = part.move(-x, -y), part.move(-area.left, -area.top)
            out[dst.left:dst.right, dst.top:dst.bottom] |= mask[src.left:src.right, src.top:src.bottom]
    return out


# ---- shapes drawn over texts (pygame.draw, fill): they hide the texts' pixels they change -------------------
def beneath(surface, reach: pygame.Rect) -> list:
    """Before a shape is drawn within reach (on surface): the texts it may fall on, with the pixels there now."""
    owner, (ox, oy) = _owner(surface)
    texts = owner.__dict__.get("_texts") if isinstance(owner, Recording) else None
    if not texts:
        return []
    reach = reach.move(ox, oy).clip(owner.get_rect())
    out = []
    for i in reach.collidelistall([t[4] for t in texts]):
        t = texts[i]
        part = reach.clip(t[4]).clip(ink_of(t[1]).box.move(t[2], t[3]).inflate(2 * MARGIN, 2 * MARGIN))
        if part.w and part.h:
            out.append((t, owner, part, pygame.surfarray.array2d(owner.subsurface(part))))
    return out


def shaded(under: list) -> None:
    """After the shape is drawn: where it changed the pixels over each text, it hides the text (a cover)."""
    for t, owner, part, before in under:
        mask = pygame.surfarray.array2d(owner.subsurface(part)) != before
        if mask.any():
            t[7].append((part.x, part.y, mask))


def _reach(kind: str, args: tuple, kw: dict) -> pygame.Rect:
    """The rect a pygame.draw call (its arguments after surface and colour) may paint: its shape's box grown
    by its line's width."""
    geometry, width_at = _DRAWS[kind]
    width = kw.get("width", args[width_at] if width_at is not None and len(args) > width_at else 1)
    if geometry == "rect":
        box = pygame.Rect(kw.get("rect", args[0] if args else None))
    elif geometry == "circle":
        (cx, cy), r = kw.get("center", args[0]), kw.get("radius", args[1] if len(args) > 1 else 0)
        box, width = pygame.Rect(cx - r, cy - r, 2 * r + 1, 2 * r + 1), 1      # its width lies inside
    else:
        points = {"ends": lambda: [kw.get("start_pos", args[0]), kw.get("end_pos", args[1])],
                  "points": lambda: kw.get("points", args[0]),
                  "closed points": lambda: kw.get("points", args[1])}[geometry]()
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    grow = 2 * (int(width) if isinstance(width, (int, float)) else 1) + 4
    return box.inflate(grow, grow)


# pygame.draw's functions: (their shape's arguments, where their width is)
_DRAWS = {"rect": ("rect", 1), "ellipse": ("rect", 1), "arc": ("rect", 3), "circle": ("circle", None),
          "aacircle": ("circle", None), "line": ("ends", 2), "aaline": ("ends", 2), "lines": ("closed points", 2),
          "aalines": ("closed points", 2), "polygon": ("points", 1)}
_drawn_by: dict = {}        # pygame.draw's own functions while the report measures (put back by stop())


def _covering(name: str):
    """pygame.draw.name, noting where it paints over texts on a Recording."""
    draw = getattr(pygame.draw, name)

    def drawn(surface, color, *args, **kw):
        under = beneath(surface, _reach(name, args, kw)) if isinstance(_owner(surface)[0], Recording) else []
        out = draw(surface, color, *args, **kw)
        shaded(under)
        return out
    return draw, drawn


def _opaque(source) -> bool:
    return not source.get_flags() & pygame.SRCALPHA and source.get_colorkey() is None and source.get_alpha() in (None, 255)


def forget(surface, covered: pygame.Rect) -> None:
    """Texts wholly painted over no longer need checking."""
    owner, (ox, oy) = _owner(surface)
    texts = owner.__dict__.get("_texts")
    if texts:
        covered = covered.move(ox, oy)
        texts[:] = [t for t in texts if not covered.contains(t[4])]


def veil(surface, covered: pygame.Rect, color, special_flags: int) -> None:
    """A blend fill over texts (theme.dim under a modal, a reserve card in shadow, a band out of the round):
    they are dimmed, exempt like a disabled control's, and layered (no overlap); a multiply changes their
    colour by as much."""
    owner, (ox, oy) = _owner(surface)
    texts = owner.__dict__.get("_texts")
    if not texts:
        return
    covered = covered.move(ox, oy)
    times = special_flags in (pygame.BLEND_RGB_MULT, pygame.BLEND_RGBA_MULT)
    c = pygame.Color(color)
    for i, (meta, surf, x, y, clip, screen, _off, covers) in enumerate(texts):
        if covered.contains(clip):
            if times:
                meta = (*meta[:2], tuple(v * k // 255 for v, k in zip(meta[2], (c.r, c.g, c.b))), meta[3])
            texts[i] = (meta, surf, x, y, clip, screen, VEILED, covers)


# ---- a measured report ----------------------------------------------------------------------------------
def start() -> None:
    """A measured report: from now on every new surface is a Recording."""
    import coloraide  # noqa: F401  (the test extras': missing, the report stops here rather than mid-smoke)
    textreport.start(measure=True)
    pygame.Surface = Recording
    for name in _DRAWS:
        if hasattr(pygame.draw, name) and name not in _drawn_by:
            _drawn_by[name], wrapped = _covering(name)
            setattr(pygame.draw, name, wrapped)


def stop() -> list[dict]:
    pygame.Surface = _Surface
    for name, draw in _drawn_by.items():
        setattr(pygame.draw, name, draw)
    _drawn_by.clear()
    _frames.clear()
    _looks.clear()
    return textreport.stop()


def frame_for(display: pygame.Surface, kept: list) -> Recording:
    """The Recording the app draws this frame onto (one kept per window size), showing what the display
    shows, with no texts noted yet."""
    frame = kept[0] if kept and kept[0].get_size() == display.get_size() else None
    if frame is None:
        frame = Recording(display.get_size(), 0, display)
        kept[:] = [frame]
    _Surface.blit(frame, display, (0, 0))
    frame.texts().clear()
    return frame


_frames: set = set()         # frames measured already (the same picture with the same texts on it)
_looks: dict = {}            # a text at a place on the same pixels: what look() found there


def finish(frame: Recording) -> None:
    """Measure every text noted on the finished frame into the report. A frame seen before (most are: a
    board waits for a move) is skipped, and so is each text on pixels seen before."""
    texts = frame.texts()
    if not texts:
        return
    key = (zlib.crc32(frame.get_buffer()), tuple((id(t[1]), t[2], t[3], tuple(t[4]), t[5], t[6]) for t in texts))
    if key in _frames:
        return
    _frames.add(key)
    pixels = pygame.surfarray.pixels3d(frame)
    try:
        shown = []
        bounds = frame.get_rect()
        for text in without_shadows(texts):
            meta, surf, x, y, clip, screen, off, covers = text
            seen = cached_look(pixels, bounds, surf, meta, x, y, clip, covers)
            value, px, colour, kind = meta
            if isinstance(seen, str):
                textreport.unseen(screen, value, px, seen)
                continue
            textreport.measured(screen, value, px, kind, seen[0], colour, seen[1], off is not None)
            if off != VEILED:
                shown.append((seen[0], text))
        for a, b in overlaps([s[0] for s in shown], [s[1][0][0] for s in shown]):
            (box_a, ta), (box_b, tb) = shown[a], shown[b]
            if crossed(pixels, ta, tb, box_a, box_b):
                textreport.overlapped(ta[5], ta[0][0], ta[0][1], tb[0][0])
                textreport.overlapped(tb[5], tb[0][0], tb[0][1], ta[0][0])
    finally:
        del pixels


def without_shadows(texts: list) -> list:
    """The texts but a shadow (or outline): the same words drawn again a few pixels away, in another
    colour, over it. The copy on top is the one read; its background takes in the shadow."""
    last: dict = {}
    for i, t in enumerate(texts):
        last.setdefault((t[0][0], t[0][1]), []).append(i)
    gone = set()
    for group in last.values():
        for n, i in enumerate(group):
            near = 2 + texts[i][0][1] // 6
            if any(abs(texts[i][2] - texts[j][2]) <= near and abs(texts[i][3] - texts[j][3]) <= near
                   and texts[i][0][2] != texts[j][0][2] for j in group[n + 1:]):
                gone.add(i)
    return [t for i, t in enumerate(texts) if i not in gone]


def crossed(pixels, under, over, box_under, box_over) -> bool:
    """Whether the text drawn first still shows where the later one crosses it (glyphs over glyphs),
    rather than lying under the later one's card or panel: its strokes there keep their colour and their
    edges stand out (a panel of nearly its colour over it keeps the one, not the other)."""
    both = pygame.Rect(box_under).clip(pygame.Rect(box_over))
    a, b = ink_of(under[1]), ink_of(over[1])
    la, lb = both.move(-under[2], -under[3]), both.move(-over[2], -over[3])
    clear = ~(b.alpha[lb.left:lb.right, lb.top:lb.bottom] > 0)
    solid = a.solid[la.left:la.right, la.top:la.bottom]
    if solid.sum() < 3:
        return False        # a sliver where the first has no ink (a hover panel's edge over a heading)
    free = solid & clear
    if free.sum() < 3:      # its strokes there all lie under the later one's glyphs: crossed if they show
        return showing_beside(pixels, under, both)      # beside them, not if a panel covers them too
    region = pixels[both.left:both.right, both.top:both.bottom]
    far = numpy.abs(region.astype(numpy.int16) - numpy.array(under[0][2], dtype=numpy.int16)).max(axis=2)
    alpha = a.alpha[la.left:la.right, la.top:la.bottom]
    edges = edges_of(alpha, solid) & clear
    shape = edges.sum() < 3 or (far[edges] > NEAR).mean() >= SHOWN
    return shape and in_colour(region, under[0][2], alpha, free, (alpha == 0) & clear)[free].mean() >= 0.5


def showing_beside(pixels, text, region: pygame.Rect) -> bool:
    """Whether a text's strokes a few pixels around region still show in its colour (a later text's
    glyphs over it there, or a later card or panel over both: then they are covered too)."""
    near = region.inflate(2 * MARGIN, 2 * MARGIN).clip(pygame.Rect(text[2], text[3], *text[1].get_size()))
    near = near.clip(pygame.Rect(0, 0, pixels.shape[0], pixels.shape[1]))
    ink, part = ink_of(text[1]), (slice(near.left - text[2], near.right - text[2]),
                                  slice(near.top - text[3], near.bottom - text[3]))
    solid, alpha = ink.solid[part], ink.alpha[part]
    if solid.sum() < 3:
        return True
    region = pixels[near.left:near.right, near.top:near.bottom]
    return in_colour(region, text[0][2], alpha, solid, alpha == 0)[solid].mean() >= 0.5


# ---- the measurements (pure: tests feed them synthetic frames) -------------------------------------------
class Ink:
    """A text surface's alpha, its solid pixels and its ink box (made once per text surface). A thin text
    (12 px, antialiased) has few fully opaque pixels: its solid pixels are then those of most coverage,
    matched on the frame against its colour blended as their alpha blends it (in_colour)."""

    def __init__(self, surf: pygame.Surface) -> None:
        self.alpha = pygame.surfarray.array_alpha(surf)
        self.box = surf.get_bounding_rect(min_alpha=1)
        solid, most = self.alpha >= 250, self.alpha >= SOFT
        self.solid = solid if solid.sum() >= max(4, most.sum() // 4) else most


SOFT = 160      # the least alpha of a thin text's solid pixels


def in_colour(frame, colour, alpha, solid, ground):
    """Which of a text's solid pixels on frame (an area's pixels, the text's alpha laid on it) show its
    colour: within TOLERANCE of it, or where a soft pixel's alpha blends it with the ground (the median of
    the ground pixels, alpha 0 around it), within TOLERANCE of that blend."""
    c = numpy.array(colour[:3], dtype=numpy.int16)
    ok = solid & (numpy.abs(frame.astype(numpy.int16) - c).max(axis=2) <= TOLERANCE)
    soft = solid & (alpha < 250) & ~ok
    if soft.any() and ground.any():
        k = alpha[soft][:, None] / 255.0
        blend = k * c + (1 - k) * numpy.median(frame[ground], axis=0)
        ok[soft] = numpy.abs(frame[soft] - blend).max(axis=1) <= TOLERANCE
    return ok


_inks: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def ink_of(surf: pygame.Surface) -> Ink:
    ink = _inks.get(surf)
    if ink is None:
        ink = _inks[surf] = Ink(surf)
    return ink


def cached_look(pixels, bounds: pygame.Rect, surf, meta, x: int, y: int, clip: pygame.Rect, covers=()):
    area = ink_of(surf).box.move(x, y).inflate(2 * MARGIN, 2 * MARGIN).clip(clip).clip(bounds)
    key = (id(surf), meta, x, y, tuple(clip), tuple((cx, cy, m.shape, m.sum()) for cx, cy, m in covers),
           zlib.crc32(pixels[area.left:area.right, area.top:area.bottom].tobytes()))
    if key not in _looks:
        _looks[key] = look(pixels, bounds, surf, meta, x, y, clip, covers)
    return _looks[key]


# why a text on a frame was not measured there (look's answer then; the report counts them per row)
OUTSIDE = "outside"        # no ink inside its clip and the frame (scrolled or clipped away)
COVERED = "covered"        # pictures or shapes drawn after it hide most of its ink
UNLIKE = "unlike"          # its ink is not in its colour there (under a panel, fading, tinted)
SHAPELESS = "shapeless"    # its colour is there but not its shape (painted over in its own colour)


def look(pixels, bounds: pygame.Rect, surf, meta, x: int, y: int, clip: pygame.Rect, covers=()):
    """(ink box on the frame, contrast ratio) of a text whose surface's top left is at x, y on the frame, or
    why it is not shown in its colour there (a str: OUTSIDE, COVERED, UNLIKE, SHAPELESS). Where pictures or
    shapes drawn after it hide part of it (covers), it is looked at on the rest."""
    ink = ink_of(surf)
    box = ink.box.move(x, y).clip(clip).clip(bounds)
    if not box.w or not box.h:
        return OUTSIDE
    area = box.inflate(2 * MARGIN, 2 * MARGIN).clip(clip).clip(bounds)
    alpha, solid = on_area(ink.alpha, area, x, y), on_area(ink.solid, area, x, y)
    hidden = hidden_on(covers, area)
    if not solid.any():
        return OUTSIDE
    if (solid & hidden).sum() > (1 - SHOWN) * solid.sum():
        return COVERED
    solid &= ~hidden
    frame = pixels[area.left:area.right, area.top:area.bottom]
    far = numpy.abs(frame.astype(numpy.int16) - numpy.array(meta[2], dtype=numpy.int16)).max(axis=2)
    seen = in_colour(frame, meta[2], alpha, solid, (alpha == 0) & ~hidden)
    if seen[solid].mean() < SHOWN:
        return UNLIKE
    edges = edges_of(alpha, solid) & ~hidden
    if edges.sum() >= 4 and (far[edges] > NEAR).mean() < SHOWN:
        return SHAPELESS     # its strokes' edges are gone: painted over by something of its own colour
    if hidden.any():         # its box: the part that shows
        shows = (alpha > 0) & ~hidden
        cols, rows = numpy.flatnonzero(shows.any(axis=1)), numpy.flatnonzero(shows.any(axis=0))
        box = pygame.Rect(area.x + cols[0], area.y + rows[0], cols[-1] - cols[0] + 1, rows[-1] - rows[0] + 1).clip(box)
    inside = numpy.zeros(alpha.shape, dtype=bool)
    near = box.inflate(2, 2).move(-area.left, -area.top)
    inside[max(0, near.left):near.right, max(0, near.top):near.bottom] = True
    clear = (alpha == 0) & inside & ~hidden
    return (box.x, box.y, box.w, box.h), contrast(meta[2], behind(frame, clear, seen))


MARGIN = 3        # pixels around a text's ink box looked at (its strokes' edges, its background)


def on_area(values, area: pygame.Rect, x: int, y: int):
    """A text surface's array (alpha, solid) laid on a frame area, zero where the surface is not."""
    out = numpy.zeros((area.w, area.h), dtype=values.dtype)
    part = area.clip(pygame.Rect(x, y, *values.shape))
    if part.w and part.h:
        src, dst = part.move(-x, -y), part.move(-area.left, -area.top)
        out[dst.left:dst.right, dst.top:dst.bottom] = values[src.left:src.right, src.top:src.bottom]
    return out


def spread(mask, by: int):
    """mask grown by `by` pixels each way (4-neighbours, repeated)."""
    out = mask.copy()
    for step in range(1, by + 1):
        out[step:] |= mask[:-step]
        out[:-step] |= mask[step:]
        out[:, step:] |= mask[:, :-step]
        out[:, :-step] |= mask[:, step:]
    return out


def edges_of(alpha, solid):
    """The pixels just outside a text's strokes (past their soft edge): where its shape shows."""
    return (alpha < 40) & spread(solid, 2)


def behind(frame, clear, seen):
    """The pixels behind a text: clear ones (not under its glyphs, at most a pixel out of its ink box) within
    two pixels of its strokes that show (what covers part of it, a card or a panel's edge, is not its
    background)."""
    pick = clear & spread(seen, 2)
    return frame[pick] if pick.sum() >= 8 else frame[clear]


def contrast(colour, behind) -> float:
    """WCAG 2 contrast of colour against the worst plausible background among the pixels behind (N, 3)."""
    if len(behind) == 0:
        return 21.0
    packed = (behind[:, 0].astype(numpy.int64) << 16) | (behind[:, 1].astype(numpy.int64) << 8) | behind[:, 2]
    colours, counts = numpy.unique(packed, return_counts=True)
    rgb = numpy.stack([(colours >> 16) & 255, (colours >> 8) & 255, colours & 255], axis=1)
    far = numpy.abs(rgb - numpy.array(colour[:3])).max(axis=1) > NEAR
    if far.any():         # look() saw the strokes' edges stand out: pixels of the text's own colour beside them
        rgb, counts = rgb[far], counts[far]      # are a neighbour's glyphs or what lies over part of it
    ratios = numpy.array([ratio(tuple(colour[:3]), tuple(int(v) for v in c)) for c in rgb])
    order = numpy.argsort(ratios, kind="stable")
    reach = numpy.cumsum(counts[order])
    return float(ratios[order][numpy.searchsorted(reach, WORST * reach[-1])])


@lru_cache(maxsize=65536)
def ratio(a: tuple, b: tuple) -> float:
    """WCAG 2.1 contrast ratio of two sRGB colours (0-255), by coloraide."""
    from coloraide import Color
    return Color("srgb", [v / 255 for v in a]).contrast(Color("srgb", [v / 255 for v in b]), method="wcag21")


def overlaps(boxes: list, values: list) -> list[tuple[int, int]]:
    """Pairs (i, j) of ink boxes (x, y, w, h) crossing by more than SLACK pixels both ways, their texts
    different (a text's own shadow is not an overlap). A sweep along x: cheap for a frame's hundred texts."""
    order = sorted(range(len(boxes)), key=lambda i: boxes[i][0])
    out = []
    for n, i in enumerate(order):
        xi, yi, wi, hi = boxes[i]
        for j in order[n + 1:]:
            xj, yj, wj, hj = boxes[j]
            if xj >= xi + wi - SLACK:
                break
            deep = min(yi + hi, yj + hj) - max(yi, yj)
            wide = min(xi + wi, xj + wj) - xj
            if deep > SLACK and wide > SLACK and values[i] != values[j]:
                out.append((min(i, j), max(i, j)))
    return out
