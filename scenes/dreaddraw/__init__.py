"""Dread Draw's screens: a dark tarot table, cards drawn by code, animated summons and damage, and a
fortune-telling finale."""
from .board import DreadBoard
from .cover import COVER
from .rules_text import RULES

BOARD = DreadBoard

__all__ = ["BOARD", "COVER", "RULES", "DreadBoard"]
