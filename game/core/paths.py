"""Where Game Shelf keeps saves and settings: platformdirs folders, or GAMESHELF_HOME for tests."""
from __future__ import annotations

import os
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


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
