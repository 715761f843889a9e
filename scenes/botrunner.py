"""Ask bots for decisions off the UI thread (or in-line when headless), on a copy of the match.

The bot reads a SeatWindow over a clone, so the UI can keep drawing the real match. A result that
arrives after an undo or a quit is dropped (each request has a generation number).
"""
from __future__ import annotations

import threading
import time

from game.core import Match, SeatWindow


class BotRunner:
    def __init__(self, sync: bool = False) -> None:
        self.sync = sync
        self.seat: int | None = None        # the seat being decided for
        self.started = 0.0
        self._gen = 0
        self._result = None
        self._lock = threading.Lock()

    @property
    def busy(self) -> bool:
        return self.seat is not None

    def ask(self, bot, match: Match, seat: int) -> None:
        """Start a decision for seat; take() returns (seat, action or exception) once done."""
        self._gen += 1
        gen, window = self._gen, SeatWindow(match.clone(), seat)
        self.seat, self.started = seat, time.perf_counter()

        def run() -> None:
            try:
                outcome = bot.decide(window)
            except Exception as exc:    # a bot bug must not take the app down; the host reports it
                outcome = exc
            with self._lock:
                if gen == self._gen:
                    self._result = (seat, outcome)

        if self.sync:
            run()
        else:
            threading.Thread(target=run, name=f"bot-seat-{seat}", daemon=True).start()

    def take(self):
        with self._lock:
            result, self._result = self._result, None
        if result is not None:
            self.seat = None
        return result

    def cancel(self) -> None:
        with self._lock:
            self._gen += 1
            self._result = None
        self.seat = None
