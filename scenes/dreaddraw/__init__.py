"""Dread Draw's screens: a dark tarot table, cards drawn by code, animated summons and damage, and a
fortune-telling finale."""


def __getattr__(name: str):
    """Each part loads on first use: BOARD with the first game, COVER when a box's picture is drawn by code
    (scenes/covers.py), RULES with the rules page; the title's first frame needs none (see game/core/lazy.py)."""
    if name == "COVER":
        from .cover import COVER
        return COVER
    if name == "RULES":
        from .rules_text import RULES
        return RULES
    if name in ("BOARD", "DreadBoard"):
        from .board import DreadBoard
        return DreadBoard
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BOARD", "COVER", "RULES", "DreadBoard"]
