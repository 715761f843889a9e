"""Fixtures for the Dodos screen tests: a headless app at a chosen size, no fsync, clean settings."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.core import paths

sys.path.insert(0, str(Path(__file__).parent))
from dds_helpers import make_app  # noqa: E402


@pytest.fixture(autouse=True)
def no_fsync(monkeypatch):
    monkeypatch.setattr("os.fsync", lambda fd: None)


@pytest.fixture(autouse=True)
def clean_saves():
    for path in (paths.autosave_path(), paths.config_dir() / "settings.json", paths.config_dir() / "dodos.json"):
        if path.exists():
            path.unlink()
    yield


@pytest.fixture
def app():
    application = make_app()
    yield application
    application.stack.clear()
