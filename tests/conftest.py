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
