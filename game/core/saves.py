"""Saves and replays: JSON records of the setup and every applied action; loading replays them.

Nothing read from a file is ever unpickled or evaluated: it is parsed as JSON and checked.
"""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .actions import Action, IllegalAction
from .registry import get

FORMAT_VERSION = 1
CONTROLLERS = ("human", "random", "easy", "normal", "hard")


class SaveError(ValueError):
    """A save that cannot be used; the message says why in words a player understands."""


@dataclass
class SeatInfo:
    name: str
    controller: str = "human"   # human, or a bot level
    colour: int = 0             # index into the palette

    @property
    def is_bot(self) -> bool:
        return self.controller != "human"


@dataclass
class Record:
    game_id: str
    rules_version: int
    options: dict[str, Any]
    seats: list[SeatInfo]
    seed: int
    first: int | None = None
    actions: list[tuple[int, Action]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT_VERSION,
            "game": self.game_id,
            "rules_version": self.rules_version,
            "options": self.options,
            "seats": [{"name": s.name, "controller": s.controller, "colour": s.colour} for s in self.seats],
            "seed": self.seed,
            "first": self.first,
            "actions": [[seat, a.to_json()] for seat, a in self.actions],
        }

    @classmethod
    def from_json(cls, data: Any, expect_game: str | None = None) -> "Record":
        if not isinstance(data, dict):
            raise SaveError("This file is not a Game Shelf save (it holds no save record).")
        fmt = data.get("format")
        if not isinstance(fmt, int):
            raise SaveError("This file is not a Game Shelf save (it has no format version).")
        if fmt > FORMAT_VERSION:
            raise SaveError(f"This save was made by a newer Game Shelf (save format {fmt}; "
                            f"this version reads up to {FORMAT_VERSION}). Update Game Shelf to open it.")
        game_id = data.get("game")
        try:
            spec = get(game_id) if isinstance(game_id, str) else None
        except KeyError:
            spec = None
        if spec is None:
            raise SaveError(f"This save is for a game this Game Shelf does not have ({game_id!r}).")
        if expect_game is not None and game_id != expect_game:
            raise SaveError(f"This is a save of {spec.title}, not of the game being loaded ({expect_game}).")
        rules = data.get("rules_version")
        if not isinstance(rules, int) or rules > spec.rules_version:
            raise SaveError(f"This {spec.title} save uses newer rules (version {rules}) than this "
                            f"Game Shelf knows (version {spec.rules_version}).")
        try:
            seats = [SeatInfo(str(s["name"]), str(s["controller"]), int(s["colour"])) for s in data["seats"]]
            if any(s.controller not in CONTROLLERS for s in seats):
                raise ValueError("unknown controller")
            seed = data["seed"]
            first = data.get("first")
            if not isinstance(seed, int) or not (first is None or isinstance(first, int)):
                raise ValueError("bad seed")
            options = spec.resolve_options(data["options"])
            actions = []
            for item in data["actions"]:
                seat, action = item
                if not isinstance(seat, int):
                    raise ValueError("bad seat")
                actions.append((seat, Action.from_json(action)))
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"This {spec.title} save is damaged and cannot be read ({exc}).") from None
        return cls(game_id, rules, options, seats, seed, first, actions)


def dumps(record: Record) -> str:
    return json.dumps(record.to_json(), separators=(",", ":"))


def write(record: Record, path: Path | str) -> None:
    """Write atomically: a temp file in the same folder, then os.replace, so a crash never leaves half a save."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".save-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(dumps(record))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def loads(text: str, expect_game: str | None = None) -> Record:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        if not text.strip():
            raise SaveError("This save file is empty.") from None
        stripped = text.strip()
        if stripped.startswith("{") and not stripped.endswith("}"):
            raise SaveError("This save file is cut short (truncated); it cannot be resumed.") from None
        raise SaveError(f"This save file is damaged (not valid JSON at line {exc.lineno}).") from None
    return Record.from_json(data, expect_game)


def read(path: Path | str, expect_game: str | None = None) -> Record:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"There is no save at {path}.") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"The save at {path} cannot be read ({exc}).") from None
    return loads(text, expect_game)


def replay(record: Record, observe=None):
    """Rebuild the match by applying every recorded action; a refused one means a damaged save.

    observe(seat, action, events, match), if given, sees each step (the table rebuilds its log and undo marks).
    """
    spec = get(record.game_id)
    try:
        match = spec.create(len(record.seats), record.options, record.seed, record.first)
    except ValueError as exc:
        raise SaveError(f"This {spec.title} save has an impossible setup ({exc}).") from None
    for i, (seat, action) in enumerate(record.actions):
        try:
            events = match.apply(seat, action)
        except IllegalAction as exc:
            raise SaveError(f"This {spec.title} save is damaged: move {i + 1} ({action}) "
                            f"cannot be replayed ({exc}).") from None
        if observe is not None:
            observe(seat, action, events, match)
    return match
