"""Battle for Dream Island: the Card Game screens: four level columns, the contestants drawn by code,
Scenes dragged onto characters, Alliance offers, a dramatic Cake at Stake."""
from .board import BfdiBoard
from .cover import COVER
from .rules_text import RULES

BOARD = BfdiBoard

__all__ = ["BOARD", "COVER", "RULES", "BfdiBoard"]
