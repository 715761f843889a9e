"""Dodos Riding Dinos' screens: a winding jungle trail or a starry loop, Dodinos hopping space by space,
cards flipping together, the green card window and throws flying in pymunk."""


def __getattr__(name: str):
    """Each part loads on first use: BOARD with the first game, COVER when a box's picture is drawn by code
    (scenes/covers.py), RULES with the rules page; the title's first frame needs none (see game/core/lazy.py)."""
    if name == "COVER":
        from .cover import COVER
        return COVER
    if name == "RULES":
        from .rules_text import RULES
        return RULES
    if name in ("BOARD", "DodosBoard"):
        from .board import DodosBoard
        return DodosBoard
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BOARD", "COVER", "RULES", "DodosBoard"]
