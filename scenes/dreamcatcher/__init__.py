"""Dream Catcher's screens: a night-sky table, the Nightmare card, cuddly toys you drag, cloud boards."""
from .cover import COVER
from .rules_text import RULES


def __getattr__(name: str):
    """BOARD loads with the first game, not with the title screen's box art (see game/core/lazy.py)."""
    if name in ("BOARD", "DreamBoard"):
        from .board import DreamBoard
        return DreamBoard
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BOARD", "COVER", "RULES", "DreamBoard"]
