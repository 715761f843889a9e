"""Dream Catcher's screens: a night-sky table, the Nightmare card, cuddly toys you drag, cloud boards."""
from .board import DreamBoard
from .cover import COVER
from .rules_text import RULES

BOARD = DreamBoard

__all__ = ["BOARD", "COVER", "RULES", "DreamBoard"]
