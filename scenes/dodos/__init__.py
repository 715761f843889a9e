"""Dodos Riding Dinos' screens: a winding jungle trail or a starry loop, Dodinos hopping space by space,
cards flipping together, the green card window and throws flying in pymunk."""
from .board import DodosBoard
from .cover import COVER
from .rules_text import RULES

BOARD = DodosBoard

__all__ = ["BOARD", "COVER", "RULES", "DodosBoard"]
