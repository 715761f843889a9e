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
    """

    kind: str
    text: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    reveal: bool = False

    def render(self, names: Sequence[str]) -> str:
        def name(m: re.Match) -> str:
            i = int(m.group(1))
            return names[i] if i < len(names) else f"Seat {i + 1}"

        return _SEAT.sub(name, self.text)
