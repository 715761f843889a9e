"""Ask bots for decisions off the UI thread (or in-line when headless), through a SeatWindow.

The window is built here, on the UI thread, and holds its own determinized copy, so the UI can keep
drawing the real match while the bot thinks. A result that arrives after an undo or a quit is dropped
(each request has a generation number).

Bots think on fixed budgets (the same choice on any machine). The one wall-clock rule lives here: in
the app, a decision that runs past SAFETY_SECONDS (four times what Hard needs) is cut short through the
window's stop hook, and that is logged, so a starved machine stays playable. Headless runs (sync: tests,
smoke, demos) have no such valve, so they stay deterministic.

A bot thread holds the interpreter lock while the main thread draws: every time a frame let go of it (a blit,
the flip) the bot took it, and the frame waited up to a switch interval (5 ms) to get it back, several times a
frame (a play frame of 9 ms of its own took 36 ms). So the bot steps aside while a frame is made: FRAMES is
closed during App.step, and the bot waits at its checkpoints (before deciding, and at every
window.out_of_time() between its counted iterations) until the frame is done; while a bot thinks, the switch
interval is 0.5 ms, so a frame that begins in the middle of a bot's iteration waits at most that long each time
it lets go of the lock until the bot reaches its checkpoint. Waiting never changes a decision: the bots count
their work, not time.
"""
from __future__ import annotations

import logging
import sys
import threading
import time
from contextlib import contextmanager

from game.core import Match, SeatWindow

SAFETY_SECONDS = 1.0
THINKING_SWITCH = 0.0005       # seconds: the interpreter's switch interval while a bot thread thinks
log = logging.getLogger("gameshelf.bots")


class FrameGate:
    """Open between frames, closed while the main thread makes one (see the module's doc)."""

    def __init__(self) -> None:
        self._open = threading.Event()
        self._open.set()

    @contextmanager
    def frame(self):
        self._open.clear()
        try:
            yield
        finally:
            self._open.set()

    def wait(self) -> None:
        """A bot thread's checkpoint: until the frame being made (if any) is done."""
        self._open.wait()

    @property
    def open(self) -> bool:
        return self._open.is_set()


FRAMES = FrameGate()


class _Thinking:
    """The switch interval made short while any bot thread thinks, and given back when the last one ends."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._count = 0
        self._before = sys.getswitchinterval()

    @contextmanager
    def thread(self):
        with self._lock:
            if self._count == 0:
                self._before = sys.getswitchinterval()
                sys.setswitchinterval(THINKING_SWITCH)
            self._count += 1
        try:
            yield
        finally:
            with self._lock:
                self._count -= 1
                if self._count == 0:
                    sys.setswitchinterval(self._before)


THINKING = _Thinking()


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

        def thinking() -> None:
            with THINKING.thread():
                FRAMES.wait()           # asked inside a frame (the host's update): think once it is made
                run()

        if self.sync:
            run()
        else:
            self.thread = threading.Thread(target=thinking, name=f"bot-seat-{seat}", daemon=True)
            self.thread.start()

    def wait(self) -> None:
        """Until the decision in flight is made (tests await the bot thread instead of polling a clock)."""
        if self.thread is not None:
            self.thread.join()

    def _stop_hook(self, started: float):
        """The window's checkpoint in a bot thread: step aside while a frame is made, then whether the
        safety valve cuts the decision short (never, headless: no hook at all)."""
        if self.sync:
            return None
        deadline = None if self.cap is None else started + self.cap

        def checkpoint() -> bool:
            FRAMES.wait()
            return deadline is not None and time.perf_counter() > deadline
        return checkpoint

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
