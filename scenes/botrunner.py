"""Ask bots for decisions off the UI thread (or in-line when headless), through a SeatWindow.

The window is built here, on the UI thread, and holds its own determinized copy, so the UI can keep
drawing the real match while the bot thinks. A result that arrives after an undo or a quit is dropped
(each request has a generation number).

Bots think on fixed budgets (the same choice on any machine). The one wall-clock rule lives here: in
the app, a decision that runs past SAFETY_SECONDS (four times what Hard needs) is cut short through the
window's stop hook, and that is logged, so a starved machine stays playable. Headless runs (sync: tests,
smoke, demos) have no such valve, so they stay deterministic.
"""
from __future__ import annotations

import logging
import threading
import time

from game.core import Match, SeatWindow

SAFETY_SECONDS = 1.0
log = logging.getLogger("gameshelf.bots")


class BotRunner:
    def __init__(self, sync: bool = False, cap: float | None = SAFETY_SECONDS) -> None:
        self.sync = sync
        self.cap = None if sync else cap
        self.seat: int | None = None        # the seat being decided for
        self.started = 0.0
        self.cut = 0                        # decisions the safety valve cut short
        self.thread: threading.Thread | None = None
        self._gen = 0
        self._result = None
        self._lock = threading.Lock()

    @property
    def busy(self) -> bool:
        return self.seat is not None

    def ask(self, bot, match: Match, seat: int, turn: int | None = None) -> None:
        """Start a decision for seat at this position (actions so far); take() returns (seat, action or
        exception) once done."""
        self._gen += 1
        self.seat, self.started = seat, time.perf_counter()
        gen, window = self._gen, SeatWindow(match, seat, turn, self._stop_hook(self.started))

        def run() -> None:
            try:
                outcome = bot.decide(window)
            except Exception as exc:    # a bot bug must not take the app down; the host reports it
                outcome = exc
            if window.cut_short:
                self.cut += 1
                log.warning("bot for seat %d cut short after %.2f s (safety valve; the machine is busy)",
                            seat + 1, time.perf_counter() - self.started)
            with self._lock:
                if gen == self._gen:
                    self._result = (seat, outcome)

        if self.sync:
            run()
        else:
            self.thread = threading.Thread(target=run, name=f"bot-seat-{seat}", daemon=True)
            self.thread.start()

    def wait(self) -> None:
        """Until the decision in flight is made (tests await the bot thread instead of polling a clock)."""
        if self.thread is not None:
            self.thread.join()

    def _stop_hook(self, started: float):
        if self.cap is None:
            return None
        deadline = started + self.cap
        return lambda: time.perf_counter() > deadline

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
