"""The text report of `--smoke --text-report PATH`: one row for every text drawn, per screen.

assets.text() notes each text it hands out (every frame, cached or not), with the font's pixel size;
assets.fit() and assets.wrap() mark what they had to cut, so a cut text is reported as clipped. The app
names the screen around each scene's draw (scene.report_name(), else the class name), so game screens
read "bfdi draft", "dodos throw"... Recording costs nothing when no report is open.

A measured report (scenes/textframe.py, the smoke's) also finds each text on the finished frame: its ink
box on screen, its colour, the WCAG 2 contrast ratio against what is really behind it (the worst of every
frame it was seen on), whether it was a disabled control's (exempt from contrast, and saying so), and
another text it overlapped on the same frame. problems() checks every row (issue 23, Contrast).
"""
from __future__ import annotations

import json
import re
import weakref
from contextlib import contextmanager

_rows: dict[tuple[str, str, int], dict] | None = None
_screen = "app"
_cut: set[tuple[str, int]] = set()   # (text, px) that fit()/wrap() produced by cutting (or could not fit)
resets: list = []      # caches of cut texts (assets' wrap) that must forget what they cut before a report
handed: weakref.WeakKeyDictionary | None = None   # text surface -> (text, px, colour, kind), while measuring
disabled_depth = 0     # > 0 while a disabled control draws its label

MIN_PX = 12                     # the smallest text anyone has to read (at a 1280x720 window and up)
NORMAL, LARGE = 4.5, 3.0        # WCAG 2 contrast minimums (1.4.3): normal text, large text
BOLD_KINDS = ("bold", "black", "serif_bold")

# Texts that really overlap another on some frame of the smoke (1280x720, 100%) and are layout work for the
# boards' and the shell's owners (issue 23, Text size), not colour: (screen, text) -> why; a text ending in "*"
# is a prefix. Listed here, in the open, so the overlap check stays strict for everything else.
SIDE = ("BFDI: the hover hint's panel laid over the Helpful Reminder, Challenge card or a panel heading: the "
        "hint is read on top by design; what it covers is layered under it")
TOAST = "a toast over the board's title bar (toasts' place: the shell)"
KNOWN_OVERLAPS: dict[tuple[str, str], str] = {
    ('bfdi draft', 'Battle for Dream Island: the Card Game'): TOAST,
    ('bfdi draft', 'Saved *'): TOAST,
    ('bfdi play', 'Dodgeball Dash'): SIDE,
    ('bfdi play', 'Helpful Reminder: the five steps of every'): SIDE,
    ('bfdi play', 'Nice'): SIDE,
    ('bfdi play', 'Start: Stars: everyone 1, first three 2-1-1.'): SIDE,
    ('bfdi play', 'Stars and Scenes'): SIDE,
    ('bfdi play', 'Challenge: Flip it; match*'): SIDE,
    ('bfdi play', 'Tiny Loser Chamber'): SIDE,
    ('bfdi play', 'from the bottom is out. E. Return to'): SIDE,
    ('bfdi play', 'move right one level for each of their'): SIDE,
    ('bfdi play', 'now. A. New Challenge: Flip it; matching'): SIDE,
}


def start(measure: bool = False) -> None:
    """A new report: cuts remembered from before it (another screen, another test) no longer count.
    measure: texts handed out are remembered by surface, for scenes/textframe.py to find on the frame."""
    global _rows, handed
    _rows = {}
    _cut.clear()
    handed = weakref.WeakKeyDictionary() if measure else None
    for reset in resets:
        reset()


def stop() -> list[dict]:
    global _rows, handed
    rows, _rows, handed = _rows or {}, None, None
    return [{"screen": s, "text": t, "px": px, **row} for (s, t, px), row in rows.items()]


def recording() -> bool:
    return _rows is not None


def measuring() -> bool:
    return handed is not None


def _row(screen: str, value: str, px: int) -> dict:
    key = (screen, value, int(px))
    row = _rows.get(key)
    if row is None:
        row = _rows[key] = {"clipped": False}
    return row


def note(value: str, px: int, clipped: bool = False) -> None:
    """A text was drawn (called by assets.text)."""
    if _rows is None or not value.strip():
        return
    row = _row(_screen, value, px)
    row["clipped"] = row["clipped"] or clipped or (value, int(px)) in _cut


def rendered(surface, value: str, px: int, colour, kind: str) -> None:
    """assets.text made this surface: while measuring, remember what it shows (found again when blitted)."""
    if handed is not None and value.strip():
        handed[surface] = (value, int(px), tuple(colour[:3]), kind)


def need(px: int, kind: str) -> float:
    """The contrast a text needs: large text (24 px and up, or 19 px bold, as drawn) 3:1, else 4.5:1."""
    return LARGE if px >= 24 or (px >= 19 and kind in BOLD_KINDS) else NORMAL


def measured(screen: str, value: str, px: int, kind: str, box, colour, ratio: float, disabled: bool) -> None:
    """A text seen on a finished frame: the row keeps its worst contrast (a disabled control's only when it
    was never seen enabled)."""
    if _rows is None:
        return
    row = _row(screen, value, px)
    old = row.get("contrast")
    worse = old is None or (row["disabled"] and not disabled) or (disabled == row["disabled"] and ratio < old)
    if worse:
        row.update(box=list(box), colour=list(colour), contrast=round(ratio, 2), need=need(px, kind),
                   disabled=disabled)


def placed(screen: str, value: str, px: int) -> None:
    """A text was blitted onto a surface (a frame, a card face, a panel): a row never placed was only made to
    be measured; one placed but never on a frame went through a scale, a rotation or a cache made before."""
    if _rows is not None:
        _row(screen, value, px)["placed"] = True


def unseen(screen: str, value: str, px: int, why: str) -> None:
    """A text on a finished frame that was not measured there, and why (textframe.look): counted per row, so
    a row never found on screen (no box) says what hid it."""
    if _rows is not None:
        whys = _row(screen, value, px).setdefault("unseen", {})
        whys[why] = whys.get(why, 0) + 1


def overlapped(screen: str, value: str, px: int, other: str) -> None:
    if _rows is not None:
        _row(screen, value, px).setdefault("overlaps", other)


@contextmanager
def disabled(on: bool = True):
    """Texts blitted inside this block are a disabled control's (exempt from the contrast check)."""
    global disabled_depth
    disabled_depth += bool(on)
    try:
        yield
    finally:
        disabled_depth -= bool(on)


def mark_cut(value: str, px: int) -> None:
    """fit()/wrap() cut this text at this size (or a word in it could not fit its width)."""
    _cut.add((value, int(px)))


def name_of(scene) -> str:
    named = getattr(scene, "report_name", None)
    if callable(named):
        return named()
    return re.sub(r"(?<!^)(?=[A-Z])", " ", type(scene).__name__).lower()


def screen_name() -> str:
    return _screen


@contextmanager
def screen(name: str):
    """Texts drawn inside this block belong to the screen called name."""
    global _screen
    before, _screen = _screen, name
    try:
        yield
    finally:
        _screen = before


@contextmanager
def paused():
    """Nothing drawn inside this block is reported (the smoke's detour through a smaller window)."""
    global _rows
    rows, _rows = _rows, None
    try:
        yield
    finally:
        _rows = rows


def write(path: str, rows: list[dict]) -> None:
    with open(path, "w", encoding="utf-8") as f:
        json.dump(rows, f, ensure_ascii=False, indent=0)


def base_floor(height: int) -> int:
    """The smallest text at 100% in a window this high: 12 px at 720 high, growing with the window."""
    return max(MIN_PX, int(MIN_PX * height / 720))


def floor(height: int | None = None) -> int:
    """The smallest text allowed now: the floor at this window height (default: the window's) times the
    table's text size, as assets.px() draws it."""
    from . import access
    if height is None:
        import pygame
        surf = pygame.display.get_surface() if pygame.display.get_init() else None
        height = surf.get_height() if surf is not None else 720
    return int(base_floor(height) * access.text_scale)


def failures(row: dict, least: int) -> list[str]:
    """What is wrong with a row: "floor", "clipped", "contrast", "overlap" (none for a good one)."""
    out = []
    if row["px"] < least:
        out.append("floor")
    if row["clipped"]:
        out.append("clipped")
    if row.get("contrast") is not None and not row["disabled"] and row["contrast"] < row["need"]:
        out.append("contrast")
    if row.get("overlaps") is not None and not known_overlap(row["screen"], row["text"]):
        out.append("overlap")
    return out


def known_overlap(screen: str, value: str) -> bool:
    return (screen, value) in KNOWN_OVERLAPS or any(
        s == screen and t.endswith("*") and value.startswith(t[:-1]) for s, t in KNOWN_OVERLAPS)


def problems(rows: list[dict], height: int | None = None) -> list[dict]:
    """Rows a reader would struggle with: under the floor (at the window's height and text size), clipped,
    under their contrast ratio, or overlapping another text."""
    least = floor(height)
    return [r for r in rows if failures(r, least)]
