"""Who sits at the table: a seat's name, who plays it (a person or a bot level) and its colour."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class SeatInfo:
    name: str
    controller: str = "human"   # human, or a bot level
    colour: int = 0             # index into the palette

    @property
    def is_bot(self) -> bool:
        return self.controller != "human"
