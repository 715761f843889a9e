"""The engine contract shared by every game: actions, events, matches, the registry, saves, bots."""
from .actions import Action, IllegalAction
from .bots import Heuristics, SeatWindow, make_bot
from .events import Event
from .match import Match
from .registry import GameSpec, Option, games, get, register
from .saves import Record, SaveError, SeatInfo
from .table import Table

__all__ = ["Action", "IllegalAction", "Event", "Match", "GameSpec", "Option", "games", "get", "register",
           "Heuristics", "SeatWindow", "make_bot", "Record", "SaveError", "SeatInfo", "Table"]
