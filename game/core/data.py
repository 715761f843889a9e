"""Component data files (cards, characters, shapes, tracks) shipped as JSON inside each game package."""
from __future__ import annotations

import json
from importlib import resources
from typing import Any


def load_json(package: str, name: str) -> Any:
    """Parse package/name; importlib.resources finds it in a source tree and in a frozen build alike."""
    return json.loads(resources.files(package).joinpath(name).read_text(encoding="utf-8"))
