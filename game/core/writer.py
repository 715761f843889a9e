"""The autosave writer: a background thread that writes the latest record, off the frame.

The promise is the synchronous one's: after act(N) returns, record N-1 is on disk whole, so a kill -9
loses at most the action in flight. submit() therefore waits for the previous record to be written
before it hands over the next (in the app that wait is nil: a write takes a few ms and actions come a
frame or more apart), so a burst of actions is written in order, never skipping one whose act() has
returned. Records are whole snapshots, so the latest always wins: a failed write is kept as `error`
(the app says "could not save") and the next submit retries with the newer record.
"""
from __future__ import annotations

import atexit
import threading
import weakref
from pathlib import Path
from typing import Callable

IDLE_EXIT = 30.0      # seconds without a record before the thread ends (a finished table leaves none behind)
_live: "weakref.WeakSet[Writer]" = weakref.WeakSet()


def flush_all() -> None:
    """Every writer's pending record on disk: at exit (quit), and between tests."""
    for writer in list(_live):
        writer.flush()


atexit.register(flush_all)


class Writer:
    def __init__(self, path: Path, write: Callable[[object, Path], None]) -> None:
        self.path = Path(path)
        self._write = write
        self._cond = threading.Condition()
        self._pending: object | None = None
        self._writing = False
        self._closed = False
        self._thread: threading.Thread | None = None
        self.error: Exception | None = None
        self.written = 0             # records written whole (tests read it)
        _live.add(self)

    def submit(self, record: object) -> None:
        """Hand over a snapshot of the record; returns once the previous one is on disk."""
        with self._cond:
            while self._writing or self._pending is not None:
                self._cond.wait()
            self._pending = record
            if self._thread is None or not self._thread.is_alive():
                self._closed = False
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self) -> Exception | None:
        """Wait until everything handed over is written (or failed); the last error, or None."""
        with self._cond:
            while self._pending is not None or self._writing:
                self._cond.wait()
            return self.error

    def close(self) -> Exception | None:
        """Flush and stop the thread (quit, a finished game, leaving the table)."""
        error = self.flush()
        with self._cond:
            self._closed = True
            self._cond.notify_all()
            thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join()
        return error

    def _run(self) -> None:
        while True:
            with self._cond:
                if self._pending is None and not self._closed:
                    self._cond.wait(IDLE_EXIT)
                if self._pending is None:      # closed, or idle a while: the next submit starts a thread
                    if self._thread is threading.current_thread():
                        self._thread = None
                    return
                record, self._pending = self._pending, None
                self._writing = True
            try:
                self._write(record, self.path)
                error = None
            except Exception as exc:     # a full disk or a bug: reported, and the thread lives on
                error = exc
            with self._cond:
                self.error = error
                self.written += error is None
                self._writing = False
                self._cond.notify_all()
