"""Where Game Shelf keeps saves and settings: platformdirs folders, or GAMESHELF_HOME for tests.

A folder that cannot be created (a read-only home, a file in the way) never crashes the app: the
folder falls back to one under the system temp folder and `warning` says so, for the title screen.
"""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import platformdirs

from .files import TEMP_PREFIX, unique  # noqa: F401  (paths.unique is the name the rest uses)

APP = "gameshelf"
TEMP_AGE = 60.0          # seconds: an older .save-*.tmp was left by a killed save, not one being written

_warnings: dict[str, str] = {}     # per kind, while a fallback folder is in use


def warning() -> str | None:
    """What to tell the player about a fallback folder, or None when all is well."""
    return next(iter(_warnings.values()), None)


def _root(kind: str) -> Path:
    home = os.environ.get("GAMESHELF_HOME")
    if home:
        return Path(home) / kind
    if kind == "data":
        return Path(platformdirs.user_data_dir(APP, appauthor=False))
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def _usable(path: Path) -> Path | None:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return path if path.is_dir() else None


def _folder(kind: str) -> Path:
    wanted = _root(kind)
    if _usable(wanted):
        _warnings.pop(kind, None)
        return wanted
    fallback = Path(tempfile.gettempdir()) / f"{APP}-{kind}"
    if _usable(fallback) is None:
        fallback = wanted        # nothing works: saving fails with a message, and play goes on
    _warnings[kind] = (f"Game Shelf cannot use its {kind} folder ({wanted}); it keeps its files in "
                       f"{fallback} for now.")
    return fallback


def data_dir() -> Path:
    return _folder("data")


def config_dir() -> Path:
    return _folder("config")


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def autosaves_dir() -> Path:
    return _usable(data_dir() / "autosaves") or data_dir()


def new_autosave_path(game_id: str) -> Path:
    """A new game's own autosave, autosaves/<game>-<date-time>.json: starting a game never replaces another."""
    return unique(autosaves_dir(), f"{game_id}-{time.strftime('%Y%m%d-%H%M%S')}")


def saves_dir() -> Path:
    path = data_dir() / "saves"
    return _usable(path) or data_dir()


def clean_leftovers(now: float | None = None) -> int:
    """Delete the temp files of saves killed half-way (.save-*.tmp older than a minute); how many."""
    now = time.time() if now is None else now
    removed = 0
    for folder in {data_dir(), saves_dir(), autosaves_dir(), config_dir(), data_dir() / "tutorials"}:
        try:
            leftovers = list(folder.glob(f"{TEMP_PREFIX}*.tmp"))
        except OSError:
            continue
        for tmp in leftovers:
            try:
                if now - tmp.stat().st_mtime > TEMP_AGE:
                    tmp.unlink()
                    removed += 1
            except OSError:
                pass
    return removed
