"""Fixtures for the scenes tests: a headless app, a clean save folder, quick bots."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.core.bots import RandomBot

sys.path.insert(0, str(Path(__file__).parent))
import snapgame  # noqa: E402,F401  (registers the reaction test game)


@pytest.fixture
def quick_bots(monkeypatch):
    """Bots that answer at once (the search bots think for a tenth of a second each)."""
    monkeypatch.setattr("scenes.host.make_bot", lambda spec, level, seat, seed: RandomBot(seed))


@pytest.fixture
def app():
    from scenes.app import App
    from scenes.settings import Settings
    application = App((1280, 720), settings=Settings(), sync_bots=True)
    yield application
    application.stack.clear()


@pytest.fixture
def driver(app):
    from scenes.driver import Driver
    return Driver(app)
