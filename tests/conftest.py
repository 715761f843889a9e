"""Test setup: headless SDL, a private home for saves and settings, and the Pebbles test game.

Everything a run writes lands in one private folder that is removed when the run ends: the saves home,
and the temp folder of this process and of the ones it starts (TMPDIR: `--smoke` subprocesses, pytest's
own tmp_path). Each xdist worker has its own.
"""
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
_RUN = Path(tempfile.mkdtemp(prefix="gameshelf-test-"))
(_RUN / "tmp").mkdir()
os.environ["GAMESHELF_HOME"] = str(_RUN / "home")
os.environ["TMPDIR"] = tempfile.tempdir = str(_RUN / "tmp")
sys.path.insert(0, str(Path(__file__).parent))

import nimdice  # noqa: E402,F401  (registers the test game)
import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

# No Hypothesis test may fail for taking long on a busy machine: no deadline, no too-slow health check.
settings.register_profile("shelf", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("shelf")

from game.core import paths, writer  # noqa: E402


def pytest_unconfigure(config):
    shutil.rmtree(_RUN, ignore_errors=True)


@pytest.fixture(autouse=True)
def no_fsync(monkeypatch):
    """Autosaves fsync after every action; durability is not under test here, speed is."""
    monkeypatch.setattr("os.fsync", lambda fd: None)


@pytest.fixture(autouse=True)
def default_access():
    """Each test starts at 100% text, full motion and dragging (scenes/access.py holds the live values)."""
    from scenes import access
    access.text_scale, access.reduce_motion, access.click_to_move = 1.0, False, False
    yield


@pytest.fixture(autouse=True)
def clean_saves():
    """Each test starts with no autosave, no saved copy and default settings (and nothing still being written)."""
    writer.flush_all()
    saved = [p for folder in (paths.autosaves_dir(), paths.saves_dir(), paths.config_dir()) for p in folder.iterdir()
             if p.is_symlink() or p.is_fifo() or p.suffix == ".json"]      # odd files of the bad-files tests too
    for path in (paths.autosave_path(), *saved):
        if os.path.lexists(path) and not path.is_dir():
            path.unlink()
    yield
