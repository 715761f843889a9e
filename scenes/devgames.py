"""The test game (Pebbles, tests/nimdice.py) for headless runs from a source checkout.

The shelf is empty until the four games land; --smoke, --screenshot and --demo then fall back to
Pebbles so every screen, the host included, still gets exercised. A packaged build has no tests/.
"""
from __future__ import annotations

import importlib.util
import sys

from game.core import registry

from .assets import resource_path


def load_test_game() -> bool:
    """Register Pebbles if the source tree has it; True when it is (or already was) on the shelf."""
    if "nimdice" in sys.modules:
        return True
    path = resource_path("tests", "nimdice.py")
    if not path.exists():
        return False
    spec = importlib.util.spec_from_file_location("nimdice", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["nimdice"] = module
    spec.loader.exec_module(module)
    return True


def ensure_games(wanted: str | None = None) -> None:
    """Bring in the test game when the shelf is empty or the wanted game is not on it."""
    ids = {g.id for g in registry.games()}
    if not ids or (wanted is not None and wanted not in ids):
        load_test_game()
