"""Assets loaded once and cached: fonts from assets/fonts, sounds from assets/sounds, the icon.

The files are the data of the top-level `assets` package, found through importlib.resources, so the same
lookup works in a source checkout, an installed wheel and a PyInstaller build (which keeps package data
beside the package). Never a system font.
"""
from __future__ import annotations

from functools import lru_cache
from importlib import resources
from itertools import accumulate, islice
from pathlib import Path

import pygame

from . import access, textreport
from .prepare import filled

FONT_FILES = {
    "ui": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
    "black": "Lato-Black.ttf",
    "italic": "Lato-Italic.ttf",
    "serif": "EBGaramond12-Regular.ttf",
    "serif_bold": "EBGaramond12-Bold.ttf",
    "serif_italic": "EBGaramond12-Italic.ttf",
}


def asset_path(*parts: str) -> Path:
    """A file shipped with the app under assets/ (fonts/..., sounds/..., icon.png)."""
    return _assets_folder().joinpath(*parts)


@lru_cache(maxsize=1)
def _assets_folder() -> Path:
    """The assets package's folder, looked up once (each lookup through importlib.resources costs 0.1-0.3 ms).
    The package is always unpacked on disk (wheel, checkout, PyInstaller), so the Traversable is a real path."""
    return Path(str(resources.files("assets")))


def px(size: float) -> int:
    """The pixel size text is really drawn at: at the table's text size (Settings), and never under the
    legibility floor.

    The floor is 12 px at a 720-pixel-high window and grows with the window (1.67 units), so a layout
    that holds its text at 1280x720 holds it at every size; small windows keep 12 px. Text size scales
    both the text and the floor.
    """
    return int(max(int(size), least()) * access.text_scale)


def least() -> int:
    """The smallest size a layout may ask for (before the text size): the floor at this window's height.
    A smaller size is raised to it; shrinking a text to fit stops here, so at every text size nothing is
    drawn under the floor times the text size."""
    surf = pygame.display.get_surface() if pygame.display.get_init() else None
    h = surf.get_height() if surf is not None else 720
    return textreport.base_floor(h)


def font(kind: str, size: int) -> pygame.font.Font:
    """A font of this kind ("ui", "bold", "serif_bold", ...) at this size (floored by px()), loaded once."""
    return _font(kind, px(size))


@lru_cache(maxsize=256)
def _font(kind: str, size: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    path = asset_path("fonts", FONT_FILES[kind])
    return pygame.font.Font(str(path), size)


_TEXT_CACHE: dict[tuple, pygame.Surface] = {}
_TEXT_CACHE_MAX = 4000
_TEXT_CACHE_DROP = 400     # when full, the least recently used go (clearing it all made every text on screen anew)


def text(value: str, size: int, colour, kind: str = "ui") -> pygame.Surface:
    """Rendered text, cached by (text, size, colour, kind): never re-rendered every frame."""
    size = px(size)
    textreport.note(value, size)
    key = (value, size, tuple(colour), kind)
    surf = _TEXT_CACHE.pop(key, None)
    if surf is not None:
        _TEXT_CACHE[key] = surf        # the newest used last: the least recently used go first when full
    else:
        if len(_TEXT_CACHE) >= _TEXT_CACHE_MAX:
            for old in list(islice(_TEXT_CACHE, _TEXT_CACHE_DROP)):
                del _TEXT_CACHE[old]
        surf = _font(kind, size).render(value, True, colour)      # size is px() already: not scaled twice
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        _TEXT_CACHE[key] = surf
        textreport.rendered(surf, value, size, colour, kind)     # a measured report finds it on the frame
        filled()              # a sliced drawing (scenes/prepare.py) may stop here: the text is kept
    return surf


def wrap(value: str, size: int, width: int, kind: str = "ui", limit: int | None = None) -> tuple[str, ...]:
    """Split text into lines that fit width pixels (explicit newlines kept).

    With limit, at most that many lines: a text that needs more ends its last line with an ellipsis
    (and the text report calls it clipped). A word wider than width is reported clipped too.
    """
    return _wrap(value, px(size), int(width), kind, limit)


@lru_cache(maxsize=2048)
def _wrap(value: str, size: int, width: int, kind: str, limit: int | None) -> tuple[str, ...]:
    f = _font(kind, size)
    lines: list[str] = []
    for para in value.split("\n"):
        for line, fits_width in _wrap_paragraph(f, para, width):
            lines.append(line)
            if not fits_width:
                textreport.mark_cut(line, size)
    if limit is not None and len(lines) > limit:
        lines = lines[:max(1, limit)]
        lines[-1] = _ellipsis(lines[-1], size, width, kind)
    return tuple(lines)


def _wrap_paragraph(f: pygame.font.Font, para: str, width: int) -> list[tuple[str, bool]]:
    """Greedy lines (each word added while the line still fits; a word wider than the box broken), with
    whether each fits: the same lines as measuring the line word by word, in about two measurements a line
    (a line only grows with each word, so the most words that fit are found from an estimate, the glyphs'
    advances read once for the paragraph, and checked on either side)."""
    words = para.split(" ")
    ends = list(accumulate((m[4] if m else 0) for m in f.metrics(para))) if para else []
    space = (f.metrics(" ")[0] or (0, 0, 0, 0, 0))[4]       # a font without a space glyph: estimated as 0
    estimates, at = [], 0
    for word in words:                                  # each word's advances: a difference of running sums
        estimates.append((ends[at + len(word) - 1] if word else 0) - (ends[at - 1] if at else 0))
        at += len(word) + 1
    out: list[tuple[str, bool]] = []
    line, i, line_est = "", 0, 0
    while True:
        k = _most_words(f, line, line_est, words, i, width, estimates, space)
        line = _joined(line, words[i:k])
        if k == len(words):
            return out + [(line, True)]
        if line:
            out.append((line, True))
        pieces = _break_word(f, words[k], width)
        # a piece is the most that fits, or one character when none does
        out.extend((piece, len(piece) > 1 or f.size(piece)[0] <= width) for piece in pieces[:-1])
        line, i = pieces[-1], k + 1
        line_est = estimates[k] if len(pieces) == 1 else f.size(line)[0]


def _joined(line: str, words) -> str:
    """words added to line one by one, a space between (none after an empty line: the word starts it)."""
    for word in words:
        line = f"{line} {word}" if line else word
    return line


def _most_words(f: pygame.font.Font, line: str, est: int, words: list[str], i: int, width: int,
                estimates: list[int], space: int) -> int:
    """The largest k (i to len(words)) such that line (about est wide) with words[i:k] added fits width (line
    itself fits). Starts from the estimate (the words' advances, no kerning) and measures on either side."""
    guess, started = i, bool(line)
    for word, advance in zip(words[i:], estimates[i:]):
        est += (space if started else 0) + advance
        started = started or bool(word)
        if est > width:
            break
        guess += 1

    def fits(k: int) -> bool:
        return k == i or f.size(_joined(line, words[i:k]))[0] <= width
    k = guess
    if fits(k):
        while k < len(words) and fits(k + 1):
            k += 1
        return k
    while not fits(k - 1):
        k -= 1
    return k - 1


textreport.resets.append(_wrap.cache_clear)     # a cached wrap would not mark its cut again
textreport.resets.append(_TEXT_CACHE.clear)     # a measured report knows the texts it sees rendered


def _break_word(f: pygame.font.Font, word: str, width: int) -> list[str]:
    """A word too wide for width, in pieces that fit: after a '/' or '\\' where one is near, else anywhere.
    Binary search on each cut, so a long word costs O(log n) measurements a piece."""
    pieces = []
    while word and f.size(word)[0] > width:
        low, high = 1, len(word)
        while low < high:
            mid = (low + high + 1) // 2
            if f.size(word[:mid])[0] <= width:
                low = mid
            else:
                high = mid - 1
        slash = max(word.rfind("/", 0, low), word.rfind("\\", 0, low))
        cut = slash + 1 if slash >= low // 2 else low
        pieces.append(word[:cut])
        word = word[cut:]
    pieces.append(word)
    return pieces


@lru_cache(maxsize=None)
def has_glyph(kind: str, char: str) -> bool:
    """Whether this font draws char itself rather than its missing-glyph box (EB Garamond Bold lacks '…')."""
    f = _font(kind, 40)
    return f.metrics(char) != f.metrics("\uffff")


def fit(value: str, size: int, width: int, kind: str = "ui") -> str:
    """The text, cut with an ellipsis if it is wider than width."""
    f = font(kind, size)
    if f.size(value)[0] <= width:
        return value
    return _ellipsis(value, px(size), width, kind)


def _ellipsis(value: str, size: int, width: int, kind: str) -> str:
    """value cut until it fits width with an ellipsis after it; noted as clipped for the text report."""
    f = _font(kind, size)
    dots = "…" if has_glyph(kind, "…") else "..."
    # Binary search on the cut: O(log n) measurements, so a 10,000-character name costs a few, not 10,000.
    # A visible glyph is at least a pixel wide, so nothing past `width` characters can fit anyway.
    low, high = 0, min(len(value), max(0, width))
    while low < high:
        mid = (low + high + 1) // 2
        if f.size(value[:mid] + dots)[0] <= width:
            low = mid
        else:
            high = mid - 1
    cut = value[:low].rstrip() + dots
    textreport.mark_cut(cut, size)
    return cut


def legible(size: float) -> bool:
    """Whether text at this size is drawn at its own size (not raised to the floor): a face that
    only has room for floor-sized text leaves it out and shows it on hover zoom instead."""
    return int(size) >= least()


def line_height(size: float, kind: str = "ui") -> int:
    """The distance between two lines of text at this size (after the floor)."""
    return font(kind, size).get_linesize()


def fits(value: str, size: float, width: float, kind: str = "ui") -> bool:
    return font(kind, size).size(value)[0] <= width


def shrink_to(value: str, size: float, width: float, kind: str = "ui") -> int:
    """The largest size (not above size, not under the floor) at which value fits width."""
    size = int(size)
    while size > least() and not fits(value, size, width, kind):
        size -= 1
    return size


def first_fitting(options, size: float, width: float, kind: str = "ui") -> str | None:
    """The first of options (longest first, say "Development", "Develop") that fits width, or None."""
    return next((o for o in options if fits(o, size, width, kind)), None)


@lru_cache(maxsize=1)
def app_icon() -> pygame.Surface:
    """Game Shelf's own icon (drawn by tools/make_icon.py) for the window and the task bar, at 256 px (the
    512 px icon.png is the launcher's)."""
    return pygame.image.load(str(asset_path("window-icon.png")))


def sound_path(name: str) -> Path:
    return asset_path("sounds", f"{name}.wav")
