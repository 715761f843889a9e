"""Fixtures for the Dread Draw screen tests: no fsync, no saves left behind."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.core import paths

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(autouse=True)
def no_fsync(monkeypatch):
    monkeypatch.setattr("os.fsync", lambda fd: None)


@pytest.fixture(autouse=True)
def clean_saves():
    for path in (paths.autosave_path(), paths.config_dir() / "settings.json"):
        if path.exists():
            path.unlink()
    yield
