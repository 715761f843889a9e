"""A table: one match with its seats, its record, the log, autosave and undo.

This is what the app and the CLI hold. Undo follows Board Game Arena's policy: a seat may take back
only its own last action, a human's, and never across a barrier: chance, a reveal (a private peek
included) or a result decided by hand skill (see Match.last_was_barrier). can_undo(seat) is the one
place that decides; the host asks it for the seat at the screen.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Sequence

from . import position, saves, schema
from .actions import Action
from .events import Event
from .match import Match
from .registry import GameSpec, get
from .saves import Record, SeatInfo
from .seats import settled
from .writer import Writer, flush_all


DEFAULT_NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay")     # the setup screen's first names, too


@dataclass
class Step:
    seat: int
    action: Action
    barrier: bool        # chance, a reveal or a skill result happened: undo stops here
    events: list[Event]  # what happened; the log renders them per seat (private events)


class Table:
    def __init__(self, record: Record, autosave: Path | None = None, replay: bool = True) -> None:
        """replay=False leaves the replay to a Loader (a long load shown with progress)."""
        self.spec: GameSpec = get(record.game_id)
        self.record = record
        self.autosave = autosave
        self.steps: list[Step] = []
        self.hints: Counter[int] = Counter()      # hints each seat asked the coach for (told on the results)
        # Autosaves are written by a background thread, off the frame (see writer.py for the promise).
        self._writer = Writer(Path(autosave), saves.write) if autosave is not None else None
        if replay:
            self.match: Match = self._rebuild()

    @classmethod
    def new(cls, game_id: str, seats: Sequence[SeatInfo], options: dict[str, Any] | None = None,
            seed: int = 0, first: int | None = None, autosave: Path | None = None) -> "Table":
        spec = get(game_id)
        # Names are capped where they enter, so every save this writes is one the schema reads back.
        seats = settled([replace(s, name=s.name[:schema.MAX_NAME]) for s in seats])
        record = Record(game_id, spec.rules_version, spec.resolve_options(options), seats, seed, first)
        return cls._begin(record, autosave)

    @classmethod
    def _begin(cls, record: Record, autosave: Path | None) -> "Table":
        table = cls(record, autosave)
        flush_all()        # a table left a moment ago may still be writing to the same file: it goes first
        table.save()
        table.flush()      # the new game is on disk (Continue works) before its first frame; never raises
        return table

    @classmethod
    def from_position(cls, doc: Any, seats: Sequence[SeatInfo] | None = None,
                      autosave: Path | None = None) -> "Table":
        """A table that starts from a position (game/core/position.py): with the seats given, else the ones the
        position names, else people called Ana, Ben, Cleo... A bad document raises PositionError."""
        spec, checked = position.open_doc(doc)
        if isinstance(doc, (str, bytes)):
            doc = position.parse(doc)
        spec.match_class.from_position(doc)             # refuse an inconsistent state before anything is made
        players = checked["players"]
        seats = list(seats or checked.get("seats") or
                     [SeatInfo(name, "human", i) for i, name in enumerate(DEFAULT_NAMES[:players])])
        if len(seats) != players:
            raise position.PositionError(f"This position is for {players} players, not {len(seats)}.")
        seats = settled([replace(s, name=s.name[:schema.MAX_NAME]) for s in seats])
        record = Record(spec.id, spec.rules_version, dict(checked["options"]), seats, checked["seed"],
                        start={k: v for k, v in doc.items() if k != "seats"})
        return cls._begin(record, autosave)

    @classmethod
    def load(cls, path: Path | str, autosave: Path | None = None) -> "Table":
        return cls(saves.read(path), autosave)

    # ---- reading ---------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [s.name for s in self.record.seats]

    def seat_is_bot(self, seat: int) -> bool:
        return self.record.seats[seat].is_bot

    def render(self, event: Event) -> str:
        return event.render(self.names)

    @property
    def log(self) -> list[str]:
        """The log as the table reads it: public text only."""
        return self.log_for(None)

    def log_for(self, seat: int | None) -> list[str]:
        """The log as `seat` reads it: its own private events in full, the others' public text."""
        return [e.render(self.names, seat) for step in self.steps for e in step.events]

    # ---- acting ----------------------------------------------------------------------------
    def act(self, seat: int, action: Action) -> list[Event]:
        """Apply an action (IllegalAction if not allowed), record it and autosave."""
        events = self.match.apply(seat, action)
        self.record.actions.append((seat, action))
        self.steps.append(Step(seat, action, self.match.last_was_barrier, list(events)))
        self.save()
        return events

    def can_undo(self, seat: int | None) -> bool:
        """Whether `seat` may take back the last action: it made it, it is human, no barrier since.
        seat None (nobody at the screen) may never undo."""
        return self.undo_refusal(seat) is None

    def undo_refusal(self, seat: int | None) -> str | None:
        """Why `seat` may not take back the last action, in words for the screen, or None when it may."""
        if seat is None:
            return "Nobody is at the screen to take a move back."
        if self.match.over:
            return "The game is over."
        if not self.steps:
            return "There is no move to take back yet."
        last = self.steps[-1]
        if self.seat_is_bot(seat):
            return "A bot's moves are not taken back."
        if last.seat != seat:
            if all(step.seat != seat for step in self.steps):
                return "You have no move to take back yet."
            return f"{self.names[last.seat]} has played since your last move."
        if last.barrier:
            return ("Your last move cannot be taken back: it rolled dice, drew or showed a hidden card, "
                    "or its result came from a throw or a cover check.")
        return None

    def undo(self, seat: int | None) -> bool:
        """Take back `seat`'s last action if the policy allows it; replays the rest (cheap: linear)."""
        if not self.can_undo(seat):
            return False
        self.record.actions.pop()
        self.steps.clear()
        self.match = self._rebuild()
        self.save()
        return True

    def save(self, path: Path | str | None = None) -> None:
        """Autosave (path None): handed to the writer thread, never raises; a failure shows in save_error
        and the next action retries. A copy (path given) is written now; OSError tells the caller."""
        if path is not None:
            saves.write(self.record, path)
        elif self._writer is not None:
            self._writer.submit(self.record.snapshot())

    @property
    def save_error(self) -> Exception | None:
        """Why the last autosave failed (the game goes on in memory), or None once a save succeeds."""
        return self._writer.error if self._writer is not None else None

    def flush(self) -> Exception | None:
        """Wait for the autosave to be on disk (tests, quitting, leaving the table)."""
        return self._writer.flush() if self._writer is not None else None

    def close(self) -> Exception | None:
        return self._writer.close() if self._writer is not None else None

    def _observe(self, seat: int, action: Action, events: list[Event], match: Match) -> None:
        self.steps.append(Step(seat, action, match.last_was_barrier, list(events)))

    def _rebuild(self) -> Match:
        self.steps = []
        return saves.replay(self.record, self._observe)


class Loader:
    """Loads a saved table a slice of moves at a time, so the app can show progress and offer Cancel.

    The file is read and checked whole first (the schema refuses absurd sizes before any replay);
    SaveError comes from the constructor or from step().
    """

    def __init__(self, path: Path | str, autosave: Path | None = None) -> None:
        self.table = Table(saves.read(path), autosave, replay=False)
        self._replay = saves.Replay(self.table.record, self.table._observe)

    @property
    def progress(self) -> float:
        return self._replay.progress

    def step(self, count: int = 200) -> Table | None:
        """Replay up to `count` moves; the table once all are replayed, else None."""
        if not self._replay.step(count):
            return None
        self.table.match = self._replay.match
        return self.table
