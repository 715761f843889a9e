"""Every save on this machine, described for a person: the autosave of each game in progress and the saved copies.

The title screen's Continue, the Load screen and `python -m game saves` all read this one listing.
Files are only read here; copy_save and delete_save are the only functions that change the folders.
"""
from __future__ import annotations

import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import paths, saves, writer
from .match import Match
from .registry import GameSpec, get


@dataclass
class SaveEntry:
    path: Path
    kind: str                  # "autosave" (a game's own, resumed in place) or "copy" (a snapshot in saves/)
    game_id: str | None
    title: str
    seats: list[str]
    controllers: list[str]
    actions: int
    finished: bool
    progress: str              # "round 4", "won by Ana", ...
    updated: float             # the file's modification time (seconds since the epoch)
    error: str | None = None   # why the save cannot be used, for a damaged one

    @property
    def summary(self) -> str:
        """What Continue resumes: "Dread Draw, 3 players, round 4"."""
        if self.error:
            return f"{self.title}: damaged"
        players = f"{len(self.seats)} player{'s' if len(self.seats) != 1 else ''}"
        return ", ".join(part for part in (self.title, players, self.progress) if part)

    @property
    def date(self) -> str:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(self.updated))

    def to_json(self) -> dict[str, Any]:
        return {"path": str(self.path), "kind": self.kind, "game": self.game_id, "title": self.title,
                "seats": [{"name": n, "controller": c} for n, c in zip(self.seats, self.controllers)],
                "actions": self.actions, "finished": self.finished, "progress": self.progress,
                "updated": time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(self.updated)), "error": self.error}


def progress(match: Match, names: list[str], spec: GameSpec) -> str:
    """A few words on how far a game went, from its table view (the keys every game's view shares)."""
    if match.over:
        winners = [names[s] for s in match.winners() if 0 <= s < len(names)]
        return "won by " + " & ".join(winners) if winners else "finished"
    value = match.view(None).get("round")
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{spec.round_word} {max(1, value)}"
    return ""


def describe(path: Path, kind: str) -> SaveEntry:
    """Read and replay one save; a damaged one is described with its error instead of raising."""
    updated = path.stat().st_mtime
    try:
        record = saves.read(path)
        match = saves.replay(record)
    except saves.SaveError as exc:
        game_id = _game_hint(path)
        return SaveEntry(path, kind, game_id, _title(game_id), [], [], 0, False, "", updated, str(exc))
    names = [s.name for s in record.seats]
    return SaveEntry(path, kind, record.game_id, get(record.game_id).title, names,
                     [s.controller for s in record.seats], len(record.actions), match.over,
                     progress(match, names, get(record.game_id)), updated)


def _title(game_id: str | None) -> str:
    try:
        return get(game_id).title if game_id else "Unknown game"
    except KeyError:
        return game_id or "Unknown game"


def _game_hint(path: Path) -> str | None:
    """The game a damaged save belonged to, from its file name (<game>-<date>.json)."""
    stem = path.stem.split("-", 1)[0]
    return stem if stem and stem != "autosave" else None


def save_files() -> list[tuple[Path, str]]:
    """(path, kind) of every save: the autosaves (and the older single autosave.json), then the copies.
    Autosaves still being written are finished first, so what is listed is what was played."""
    writer.flush_all()
    found = [(p, "autosave") for p in sorted(paths.autosaves_dir().glob("*.json")) if not damaged_aside(p)]
    legacy = paths.autosave_path()
    if legacy.exists():
        found.append((legacy, "autosave"))
    found += [(p, "copy") for p in sorted(paths.saves_dir().glob("*.json")) if not damaged_aside(p)]
    return found


def damaged_aside(path: Path) -> bool:
    """A damaged save moved out of the way (saves.set_aside): kept on disk, no longer offered."""
    return "-damaged-" in path.stem


def list_saves() -> list[SaveEntry]:
    """Every save, the most recently played first."""
    entries = []
    for path, kind in save_files():
        try:
            entries.append(describe(path, kind))
        except FileNotFoundError:       # removed between the listing and the read
            continue
    return sorted(entries, key=lambda e: e.updated, reverse=True)


def latest_in_progress(entries: list[SaveEntry] | None = None) -> SaveEntry | None:
    """The autosave Continue resumes: the game played last that has not finished (a damaged one too, so the
    title can explain it rather than silently resume an older game). Without a listing, autosaves are read
    newest first until one fits, so the title screen does not replay every save before its first frame."""
    if entries is None:
        autosaves = [p for p, kind in save_files() if kind == "autosave"]
        entries = (describe(p, "autosave") for p in sorted(autosaves, key=_mtime, reverse=True) if p.exists())
    return next((e for e in entries if e.kind == "autosave" and not e.finished and not set_aside(e.path)), None)


def set_aside(path: Path) -> bool:
    """A damaged save already moved aside (saves.set_aside names it <stem>-damaged-<time>): listed on the Load
    screen, to be deleted or kept, but never what Continue opens."""
    return "-damaged-" in path.stem


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except FileNotFoundError:
        return 0.0


def copy_save(path: Path) -> Path:
    """A copy of a save in the saved-copies folder, under a fresh name; returns the new path."""
    stem = path.stem.removesuffix("-copy")
    target, n = paths.saves_dir() / f"{stem}-copy.json", 2
    while target.exists():
        target, n = paths.saves_dir() / f"{stem}-copy{n}.json", n + 1
    shutil.copy2(path, target)
    return target


def delete_save(path: Path) -> None:
    """Remove a save file (the Load screen asks first). Only files inside our save folders."""
    path = Path(path).resolve()
    allowed = {paths.autosaves_dir().resolve(), paths.saves_dir().resolve(), paths.data_dir().resolve()}
    if path.parent not in allowed:
        raise ValueError(f"{path} is not a Game Shelf save")
    path.unlink(missing_ok=True)
