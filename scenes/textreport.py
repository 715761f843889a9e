"""The text report of `--smoke --text-report PATH`: one row for every text drawn, per screen.

assets.text() notes each text it hands out (every frame, cached or not), with the font's pixel size;
assets.fit() and assets.wrap() mark what they had to cut, so a cut text is reported as clipped. The app
names the screen around each scene's draw (scene.report_name(), else the class name), so game screens
read "bfdi draft", "dodos throw"... Recording costs nothing when no report is open.
"""
from __future__ import annotations

import json
import re
from contextlib import contextmanager

_rows: dict[tuple[str, str, int], bool] | None = None
_screen = "app"
_cut: set[tuple[str, int]] = set()   # (text, px) that fit()/wrap() produced by cutting (or could not fit)
resets: list = []      # caches of cut texts (assets' wrap) that must forget what they cut before a report

MIN_PX = 12                     # the smallest text anyone has to read (at a 1280x720 window and up)


def start() -> None:
    """A new report: cuts remembered from before it (another screen, another test) no longer count."""
    global _rows
    _rows = {}
    _cut.clear()
    for reset in resets:
        reset()


def stop() -> list[dict]:
    global _rows
    rows, _rows = _rows or {}, None
    return [{"screen": s, "text": t, "px": px, "clipped": c} for (s, t, px), c in rows.items()]


def recording() -> bool:
    return _rows is not None


def note(value: str, px: int, clipped: bool = False) -> None:
    """A text was drawn (called by assets.text)."""
    if _rows is None or not value.strip():
        return
    key = (_screen, value, int(px))
    _rows[key] = _rows.get(key, False) or clipped or (value, int(px)) in _cut


def mark_cut(value: str, px: int) -> None:
    """fit()/wrap() cut this text at this size (or a word in it could not fit its width)."""
    _cut.add((value, int(px)))


def name_of(scene) -> str:
    named = getattr(scene, "report_name", None)
    if callable(named):
        return named()
    return re.sub(r"(?<!^)(?=[A-Z])", " ", type(scene).__name__).lower()


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


def floor() -> int:
    """The smallest text allowed now: MIN_PX at the table's text size."""
    from . import access
    return int(MIN_PX * access.text_scale)


def problems(rows: list[dict]) -> list[dict]:
    """Rows a reader would struggle with: under the floor (at the text size) or clipped."""
    least = floor()
    return [r for r in rows if r["px"] < least or r["clipped"]]
