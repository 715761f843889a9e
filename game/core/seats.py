"""Who sits at the table: a seat's name, who plays it (a person or a bot level), its colour and its symbol.

The symbol is the seat's second sign beside its colour (issue 23, "never colour alone"): a shape the screens
draw wherever the colour says whose something is. Saves made before symbols existed carry none; such seats
get one by settled(), the same default the setup screen offers.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Sequence

# The shapes a seat can take, in the order the setup screen offers them (seat i's default is the i-th).
SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross", "heart", "hexagon")


@dataclass
class SeatInfo:
    name: str
    controller: str = "human"   # human, or a bot level
    colour: int = 0             # index into the palette
    symbol: str = ""            # one of SYMBOLS; "" until settled() gives it the default

    @property
    def is_bot(self) -> bool:
        return self.controller != "human"

    def to_json(self) -> dict[str, Any]:
        """The seat as saves and positions write it."""
        return {"name": self.name, "controller": self.controller, "colour": self.colour, "symbol": self.symbol}


def default_symbol(index: int, taken: Sequence[str] = ()) -> str:
    """Seat `index`'s default symbol: its own in SYMBOLS order, or the next one no other seat has taken."""
    for step in range(len(SYMBOLS)):
        symbol = SYMBOLS[(index + step) % len(SYMBOLS)]
        if symbol not in taken:
            return symbol
    return SYMBOLS[index % len(SYMBOLS)]


def settled(seats: Sequence[SeatInfo]) -> list[SeatInfo]:
    """The seats with every symbol filled in: a seat without one (an old save, a test's SeatInfo), or with one
    an earlier seat has, gets its default among those the others leave free, so no two seats share a symbol."""
    keep = [s.symbol in SYMBOLS and s.symbol not in [t.symbol for t in seats[:i]] for i, s in enumerate(seats)]
    taken = [s.symbol for s, k in zip(seats, keep) if k]
    out = []
    for i, (seat, kept) in enumerate(zip(seats, keep)):
        if not kept:
            seat = replace(seat, symbol=default_symbol(i, taken))
            taken.append(seat.symbol)
        out.append(seat)
    return out
