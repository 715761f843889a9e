"""Battle for Dream Island: the Card Game screens: four level columns, the contestants drawn by code,
Scenes dragged onto characters, Alliance offers, a dramatic Cake at Stake."""
from .cover import COVER
from .rules_text import RULES


def __getattr__(name: str):
    """BOARD loads with the first game, not with the title screen's box art (see game/core/lazy.py)."""
    if name in ("BOARD", "BfdiBoard"):
        from .board import BfdiBoard
        return BfdiBoard
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BOARD", "COVER", "RULES", "BfdiBoard"]
