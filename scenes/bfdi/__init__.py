"""Battle for Dream Island: the Card Game screens: four level columns, the contestants drawn by code,
Scenes dragged onto characters, Alliance offers, a dramatic Cake at Stake."""


def __getattr__(name: str):
    """Each part loads on first use: BOARD with the first game, COVER when a box's picture is drawn by code
    (scenes/covers.py), RULES with the rules page; the title's first frame needs none (see game/core/lazy.py)."""
    if name == "COVER":
        from .cover import COVER
        return COVER
    if name == "RULES":
        from .rules_text import RULES
        return RULES
    if name in ("BOARD", "BfdiBoard"):
        from .board import BfdiBoard
        return BfdiBoard
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BOARD", "COVER", "RULES", "BfdiBoard"]
