"""Dodos Riding Dinos' screens: a winding jungle trail or a starry loop, Dodinos hopping space by space,
cards flipping together, the green card window and throws flying in pymunk."""
from .cover import COVER
from .rules_text import RULES


def __getattr__(name: str):
    """BOARD loads with the first game, not with the title screen's box art (see game/core/lazy.py)."""
    if name in ("BOARD", "DodosBoard"):
        from .board import DodosBoard
        return DodosBoard
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BOARD", "COVER", "RULES", "DodosBoard"]
