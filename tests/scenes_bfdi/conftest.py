"""Fixtures for the BFDI screen tests: a headless app."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from bfs_helpers import make_app  # noqa: E402


@pytest.fixture
def app():
    application = make_app(speed=6.0)
    yield application
    application.stack.clear()
