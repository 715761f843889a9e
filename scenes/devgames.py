"""The test game (Pebbles, tests/nimdice.py) for headless runs from a source checkout.

It joins the shelf only when asked for by name (`--demo pebbles`) or when the shelf is empty, so it is never
listed among the playable games. An installed or packaged build has no tests/ folder and never finds it.
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from game.core import registry

TEST_GAME = "pebbles"
SOURCE_ROOT = Path(__file__).resolve().parent.parent


def load_test_game() -> bool:
    """Register Pebbles if the source tree has it; True when it is (or already was) on the shelf."""
    if "nimdice" in sys.modules:
        return True
    path = SOURCE_ROOT / "tests" / "nimdice.py"
    if not path.exists():
        return False
    spec = importlib.util.spec_from_file_location("nimdice", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["nimdice"] = module
    spec.loader.exec_module(module)
    return True


def ensure_games(wanted: str | None = None) -> None:
    """Bring in the test game when the shelf is empty or it is the game asked for by name."""
    if wanted == TEST_GAME or not registry.games():
        load_test_game()
