"""Dream Catcher's screens: a night-sky table, the Nightmare card, cuddly toys you drag, cloud boards."""


def __getattr__(name: str):
    """Each part loads on first use: BOARD with the first game, COVER when a box's picture is drawn by code
    (scenes/covers.py), RULES with the rules page; the title's first frame needs none (see game/core/lazy.py)."""
    if name == "COVER":
        from .cover import COVER
        return COVER
    if name == "RULES":
        from .rules_text import RULES
        return RULES
    if name in ("BOARD", "DreamBoard"):
        from .board import DreamBoard
        return DreamBoard
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BOARD", "COVER", "RULES", "DreamBoard"]
