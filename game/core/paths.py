"""Where Game Shelf keeps saves and settings: platformdirs folders, or GAMESHELF_HOME for tests."""
from __future__ import annotations

import os
import time
from pathlib import Path

import platformdirs

APP = "gameshelf"


def _root(kind: str) -> Path:
    home = os.environ.get("GAMESHELF_HOME")
    if home:
        return Path(home) / kind
    if kind == "data":
        return Path(platformdirs.user_data_dir(APP, appauthor=False))
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    path = _root("data")
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    path = _root("config")
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def autosaves_dir() -> Path:
    path = data_dir() / "autosaves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def new_autosave_path(game_id: str) -> Path:
    """A new game's own autosave, autosaves/<game>-<date-time>.json: starting a game never replaces another."""
    stem = f"{game_id}-{time.strftime('%Y%m%d-%H%M%S')}"
    path, n = autosaves_dir() / f"{stem}.json", 2
    while path.exists():
        path, n = autosaves_dir() / f"{stem}-{n}.json", n + 1
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
