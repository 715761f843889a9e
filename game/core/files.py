"""The one reader and the one writer for every file Game Shelf keeps (saves, settings, lesson progress...).

Whatever sits where a file belongs, reading never blocks, never runs long and never crashes: only regular files
are opened (a FIFO, a device or a socket is refused without waiting on it), a link may point only inside its own
folder (never out of it, never round in a loop), at most `limit` bytes are read, and the text is decoded with or
without a byte-order mark. Writing goes to a temp file in the same folder, then replaces the target, and removes
the temp file whatever happens. Every failure is a FileProblem whose message a player can read.
"""
from __future__ import annotations

import errno
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Callable, TypeVar

from .schema import parse

T = TypeVar("T")

TEMP_PREFIX = ".save-"        # paths.clean_leftovers removes such files left by a killed write
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
_said: set[str] = set()      # notices already given (each is said once a run)
_pending: list[str] = []


class FileProblem(Exception):
    """A file that cannot be read or written; str() says why in a player's words."""


def reason(exc: OSError) -> str:
    """An OS error in words."""
    if exc.errno == errno.ENOSPC:
        return "the disk is full"
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return "the folder may not be written to" if exc.errno == errno.EROFS else "permission denied"
    if exc.errno == errno.ELOOP:
        return "it is a link that leads round in a loop"
    return exc.strerror or str(exc) or type(exc).__name__


# ---- reading -------------------------------------------------------------------------------------------------
def read_bytes(path: Path | str, limit: int, what: str = "file") -> bytes:
    """At most `limit` bytes of a regular file (a larger one is refused, not cut)."""
    path = Path(path)
    try:
        _check_link(path, what)
        fd = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        raise FileProblem(f"There is no {what} at {path}.") from None
    except OSError as exc:
        raise FileProblem(f"The {what} at {path} cannot be read ({reason(exc)}).") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem(f"The {what} at {path} is not a plain file (a folder, device or pipe), so it "
                              f"was not read.")
        if info.st_size > limit:
            raise _too_large(path, what, limit)
        data = _read_at_most(fd, limit + 1)
    except OSError as exc:
        raise FileProblem(f"The {what} at {path} cannot be read ({reason(exc)}).") from None
    finally:
        os.close(fd)
    if len(data) > limit:            # it grew while we read
        raise _too_large(path, what, limit)
    return data


def read_text(path: Path | str, limit: int, what: str = "file") -> str:
    """A regular file's text: UTF-8, with or without the byte-order mark some editors write."""
    try:
        return read_bytes(path, limit, what).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileProblem(f"The {what} at {path} is damaged (it is not text).") from None


def read_json(path: Path | str, what: str, limit: int = 64_000, depth: int = 4):
    """A small JSON file (settings, lesson progress) through the reader, parsed with the saves' limits; a
    FileProblem or a ValueError (SaveError) says what is wrong."""
    return parse(read_text(path, limit, what), depth, what)


def _check_link(path: Path, what: str) -> None:
    """A link may lead only to a file in its own folder; os.stat raises ELOOP for a loop."""
    if not path.is_symlink():
        return
    os.stat(path)
    if Path(os.path.realpath(path)).parent != Path(os.path.realpath(path.parent)):
        raise FileProblem(f"The {what} at {path} is a link to a file outside its folder, so it was not read.")


def _read_at_most(fd: int, count: int) -> bytes:
    chunks, left = [], count
    while left > 0:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _too_large(path: Path, what: str, limit: int) -> FileProblem:
    return FileProblem(f"The {what} at {path} is too large (over {_size(limit)}), so it was not read.")


def _size(count: int) -> str:
    return f"{count // 1_000_000} MB" if count >= 1_000_000 else f"{count // 1000} KB"


def regular_files(folder: Path, pattern: str = "*.json") -> list[Path]:
    """The regular files (or links to them inside the folder) matching pattern, sorted; anything odd skipped."""
    try:
        found = sorted(folder.glob(pattern))
    except OSError:
        return []
    return [p for p in found if _is_regular(p)]


def _is_regular(path: Path) -> bool:
    try:
        _check_link(path, "file")
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, FileProblem):
        return False


# ---- reading with defaults -----------------------------------------------------------------------------------
def read_or_default(path: Path | str, read: Callable[[Path], T], default: Callable[[], T], what: str) -> T:
    """read(path), or default() when the file is missing; a file that cannot be used is set aside (kept for a
    look, never read again) and the player is told once (notices())."""
    path = Path(path)
    if not os.path.lexists(path):
        return default()
    try:
        return read(path)
    except (FileProblem, ValueError) as exc:
        moved = set_aside(path)
        where = f" It was moved aside to {moved.name}." if moved else ""
        notice(f"Your {what} could not be used, so Game Shelf started with the defaults ({exc}).{where}")
        return default()


def set_aside(path: Path | str) -> Path | None:
    """Move an unusable file out of the way under a name never used before; the new path, or None."""
    path = Path(path)
    target = unique(path.parent, f"{path.stem}-damaged-{time.strftime('%Y%m%d-%H%M%S')}", path.suffix or ".json")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def unique(folder: Path, stem: str, suffix: str = ".json") -> Path:
    """A name not yet taken in folder: stem.json, stem-2.json, ... (two copies in one second both kept)."""
    path, n = folder / f"{stem}{suffix}", 2
    while os.path.lexists(path):
        path, n = folder / f"{stem}-{n}{suffix}", n + 1
    return path


def notice(text: str) -> None:
    """Something to tell the player once (the title screen shows what is pending)."""
    if text not in _said:
        _said.add(text)
        _pending.append(text)


def notices() -> list[str]:
    """The notices not shown yet; each is returned once."""
    out = list(_pending)
    _pending.clear()
    return out


# ---- writing -------------------------------------------------------------------------------------------------
def write_text(path: Path | str, text: str, what: str = "file", durable: bool = True) -> None:
    """Write atomically (a temp file in the same folder, then os.replace): a crash never leaves half a file, and
    the temp file never outlives the call. An OS error becomes a FileProblem saying why."""
    path = Path(path)
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            if durable:
                os.fsync(f.fileno())
        os.replace(tmp, path)
        tmp = None
    except OSError as exc:
        raise FileProblem(f"The {what} could not be written to {path.parent} ({reason(exc)}).") from None
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def copy(source: Path, target: Path, limit: int, what: str = "file") -> None:
    """Copy through the reader and the writer: never a device's endless bytes, never half a copy."""
    write_text(target, read_text(source, limit, what), what)


def remove(path: Path | str, what: str = "file") -> None:
    """Remove a file, or a link itself (never what it points to); an OS error becomes a FileProblem."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise FileProblem(f"The {what} at {path} could not be removed ({reason(exc)}).") from None
