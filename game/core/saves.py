"""Saves and replays: JSON records of the setup and every applied action; loading replays them.

Nothing read from a file is ever unpickled or evaluated: it is parsed as JSON and checked.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import files, position, schema
from .actions import Action, IllegalAction
from .registry import get
from .seats import SeatInfo  # noqa: F401  (saves.SeatInfo is the public name)
from .schema import CONTROLLERS, FORMAT_VERSION, SaveError  # noqa: F401  (saves.SaveError, saves.CONTROLLERS are public names)


@dataclass
class Record:
    game_id: str
    rules_version: int
    options: dict[str, Any]
    seats: list[SeatInfo]
    seed: int
    first: int | None = None
    actions: list[tuple[int, Action]] = field(default_factory=list)
    start: dict[str, Any] | None = None     # a position the game starts from (game/core/position.py), else the deal

    def snapshot(self) -> "Record":
        """A copy the autosave thread can serialise while play goes on (actions are immutable)."""
        return self.upto(len(self.actions))

    def upto(self, count: int) -> "Record":
        """A copy with only the first `count` moves: the same game, from the same deal or position."""
        return Record(self.game_id, self.rules_version, dict(self.options), list(self.seats), self.seed,
                      self.first, list(self.actions[:count]), self.start)

    def to_json(self) -> dict[str, Any]:
        data = {
            "format": FORMAT_VERSION if self.start is None else schema.FORMAT_WITH_START,
            "game": self.game_id,
            "rules_version": self.rules_version,
            "options": self.options,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "first": self.first,
            "actions": [[seat, a.to_json()] for seat, a in self.actions],
        }
        if self.start is not None:
            data["start"] = self.start
        return data

    @classmethod
    def from_json(cls, data: Any, expect_game: str | None = None) -> "Record":
        return schema.record_from_json(cls, data, expect_game)


def dumps(record: Record) -> str:
    return json.dumps(record.to_json(), separators=(",", ":"))


def write(record: Record, path: Path | str) -> None:
    """Write atomically (files.write_text): a crash never leaves half a save; a failure is a SaveError."""
    try:
        files.write_text(path, dumps(record), "save")
    except files.FileProblem as exc:
        raise SaveError(str(exc)) from None


def loads(text: str, expect_game: str | None = None) -> Record:
    """Parse and check a save; every problem, however odd the file, is a SaveError."""
    return Record.from_json(schema.parse(text), expect_game)


def read(path: Path | str, expect_game: str | None = None) -> Record:
    """A save read through the one reader (files.read_text: regular files only, size-limited) and checked."""
    try:
        text = files.read_text(path, schema.MAX_FILE_BYTES, "save")
    except files.FileProblem as exc:
        raise SaveError(str(exc)) from None
    return loads(text, expect_game)


class Replay:
    """Rebuilds a match from a record a slice at a time, so a long load can show progress and be cancelled.

    observe(seat, action, events, match), if given, sees each step (the table rebuilds its log and undo marks).
    A refused or failing action means a damaged save: SaveError, whatever went wrong inside the game.
    """

    def __init__(self, record: Record, observe=None) -> None:
        self.record = record
        self.observe = observe
        self.spec = get(record.game_id)
        self.done = 0
        self.total = len(record.actions)
        try:
            if record.start is not None:
                self.match = position.load(record.start, self.spec)
            else:
                self.match = self.spec.create(len(record.seats), record.options, record.seed, record.first)
        except SaveError as exc:
            raise SaveError(f"This {self.spec.title} save starts from a position that cannot be used "
                            f"({exc}).") from None
        except ValueError as exc:
            raise SaveError(f"This {self.spec.title} save has an impossible setup ({exc}).") from None

    @property
    def finished(self) -> bool:
        return self.done >= self.total

    @property
    def progress(self) -> float:
        return self.done / self.total if self.total else 1.0

    def step(self, count: int) -> bool:
        """Replay up to `count` more actions; True once every action is replayed."""
        stop = min(self.total, self.done + max(0, count))
        while self.done < stop:
            seat, action = self.record.actions[self.done]
            try:
                events = self.match.apply(seat, action)
            except IllegalAction as exc:
                if self.record.rules_version < self.spec.rules_version:     # not damaged: the rules moved on
                    raise SaveError(f"This {self.spec.title} save was made with an older version of the rules "
                                    f"({self.record.rules_version}; this Game Shelf plays version "
                                    f"{self.spec.rules_version}), and move {self.done + 1} no longer replays "
                                    f"({exc}).") from None
                raise SaveError(f"This {self.spec.title} save is damaged: move {self.done + 1} ({action}) "
                                f"cannot be replayed ({exc}).") from None
            except Exception as exc:      # a rule bug must not lock the player out: refuse the save instead
                raise SaveError(f"This {self.spec.title} save could not be replayed: move {self.done + 1} "
                                f"({action}) failed ({type(exc).__name__}: {exc}).") from None
            self.done += 1
            if self.observe is not None:
                self.observe(seat, action, events, self.match)
        return self.finished


def replay(record: Record, observe=None):
    """Rebuild the match by applying every recorded action; a refused one means a damaged save."""
    run = Replay(record, observe)
    run.step(run.total)
    return run.match


set_aside = files.set_aside      # a damaged save moved out of the way under a new name (<stem>-damaged-<time>)


def set_aside_if_damaged(path: Path | str) -> tuple[Path | None, SaveError | None]:
    """Before a new game overwrites the autosave: a damaged one (unreadable, or failing on replay) is moved
    aside, a good one is left to be replaced. (where it went, why) when it was damaged, else (None, None)."""
    path = Path(path)
    if not os.path.lexists(path):
        return None, None
    try:
        replay(read(path))
    except SaveError as exc:
        return set_aside(path), exc
    return None, None
