"""Fixtures for the Dread Draw screen tests: the helpers on the path (no fsync and clean saves come from tests/conftest.py)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
