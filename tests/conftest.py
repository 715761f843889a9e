"""Test setup: headless SDL, a private home for saves and settings, and the Pebbles test game."""
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["GAMESHELF_HOME"] = tempfile.mkdtemp(prefix="gameshelf-test-")
sys.path.insert(0, str(Path(__file__).parent))

import nimdice  # noqa: E402,F401  (registers the test game)
import pytest  # noqa: E402

from game.core import paths, writer  # noqa: E402


@pytest.fixture(autouse=True)
def no_fsync(monkeypatch):
    """Autosaves fsync after every action; durability is not under test here, speed is."""
    monkeypatch.setattr("os.fsync", lambda fd: None)


@pytest.fixture(autouse=True)
def clean_saves():
    """Each test starts with no autosave and default settings (and no autosave still being written)."""
    writer.flush_all()
    for path in (paths.autosave_path(), paths.config_dir() / "settings.json"):
        if path.exists():
            path.unlink()
    yield
