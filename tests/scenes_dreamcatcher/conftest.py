"""Fixtures for the Dream Catcher screen tests: a headless app at a chosen size, no fsync."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest


sys.path.insert(0, str(Path(__file__).parent))
from dcs_helpers import make_app  # noqa: E402


@pytest.fixture
def app():
    application = make_app()
    yield application
    application.stack.clear()


@pytest.fixture
def fast_app():
    application = make_app(speed=4.0)
    yield application
    application.stack.clear()
