"""Dread Draw's screens: a dark tarot table, cards drawn by code, animated summons and damage, and a
fortune-telling finale."""
from .cover import COVER
from .rules_text import RULES


def __getattr__(name: str):
    """BOARD loads with the first game, not with the title screen's box art (see game/core/lazy.py)."""
    if name in ("BOARD", "DreadBoard"):
        from .board import DreadBoard
        return DreadBoard
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BOARD", "COVER", "RULES", "DreadBoard"]
