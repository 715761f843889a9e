"""Events: what happened when an action was applied, for animation and the log."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Sequence

_SEAT = re.compile(r"\{p(\d)\}")


@dataclass(frozen=True)
class Event:
    """kind names what happened; data carries details for animation; text reads in the log.

    text may name seats as {p0}..{p5}; render() puts the players' names in.
    reveal marks hidden information made public, which undo may not cross.
    skill marks a result decided by hand skill (a cover check, a throw, a grab): undo may not cross
    it either, or a failure would be a free retry.
    seats/private make a private event: the seats in `seats` read `private` (e.g. "You draw Swap"),
    everyone else reads the public `text` ("Ana draws a card"). A private event tells its seats
    something the others do not know, so it is a barrier to undo like a reveal. Keep hidden details
    for the seats out of `data` unless the board shows them only to those seats.
    """

    kind: str
    text: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    reveal: bool = False
    skill: bool = False
    seats: tuple[int, ...] | None = None
    private: str = ""

    @property
    def barrier(self) -> bool:
        return self.reveal or self.skill or self.seats is not None

    def told(self, seat: int | None) -> bool:
        """Whether `seat` (None: the table, nobody in particular) reads the private text."""
        return self.seats is not None and seat is not None and seat in self.seats

    def render(self, names: Sequence[str], seat: int | None = None) -> str:
        """The line `seat` reads (the public text for seat None or a seat it is not addressed to)."""
        return with_names(self.private if self.told(seat) else self.text, names)


def with_names(text: str, names: Sequence[str]) -> str:
    """A text with its {p0}, {p1}... placeholders (seats) replaced by the players' names."""
    def name(m: re.Match) -> str:
        i = int(m.group(1))
        return names[i] if i < len(names) else f"Seat {i + 1}"
    return _SEAT.sub(name, text)
