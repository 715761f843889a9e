"""The coach: a human seat asks for a hint and the board lights the move Hard would make from that seat's own
window (never more than the seat may see), with one sentence saying why (issue 24).

The game gives `spec.coach(window, seed) -> (action, why)`; the board may light the action (`show_hint`). A hint
may name players as {p0}, {p1}... (the log's placeholders). It is thought out like a bot's move, on the bot thread and its counted budget, so no frame waits for it. It is shown
only to the seat that asked, at the screen and still to move; a seat change or a move clears it.
"""
from __future__ import annotations

from game.core.events import with_names

from .botrunner import BotRunner


class _Hinter:
    """A bot-shaped wrapper: decide() returns the game's (action, sentence)."""

    def __init__(self, coach, seed: int) -> None:
        self.coach, self.seed = coach, seed

    def decide(self, window):
        return self.coach(window, self.seed)


class Coach:
    def __init__(self, host) -> None:
        self.host = host
        self.runner = BotRunner(sync=host.app.sync_bots)
        self.asked: tuple[int, int] | None = None       # (seat, actions so far) of the hint in flight
        self.shown: tuple[int, int] | None = None       # (seat, actions so far) of the hint on the board
        self.sentence = ""

    def offered(self) -> bool:
        """Whether the Hint button is there at all: a person plays, the game has a coach, Settings allow hints."""
        host = self.host
        return host.coaching and bool(host.humans) and host.spec.coach is not None and host.app.settings.hints

    def can_ask(self) -> bool:
        """The seat at the screen is a human who may act now, and no hint is in flight or shown for it."""
        host = self.host
        return (self.offered() and bool(host.actions()) and not self.runner.busy
                and self.shown != self._moment())

    def ask(self) -> None:
        if not self.can_ask():
            return
        host = self.host
        self.asked = self._moment()
        seed = host.table.record.seed * 7919 + host.seat + 104_729
        self.runner.ask(_Hinter(host.spec.coach, seed), host.table.match, host.seat,
                        turn=len(host.table.record.actions))
        self.update()

    def update(self) -> None:
        """Take a finished hint and show it, if the moment it was asked for is still the moment now."""
        result = self.runner.take()
        if result is None:
            return
        seat, outcome = result
        if self.asked != self._moment() or isinstance(outcome, Exception):
            return
        action, sentence = outcome
        self.sentence = with_names(sentence, self.host.names)     # {p1} in a game's words: the player's name
        self.shown, self.asked = self.asked, None
        self.host.table.hints[seat] += 1
        show = getattr(self.host.board, "show_hint", None)
        if show is not None:
            show(action)
        self.host.app.toast(f"Hint for {self.host.names[seat]}: {self.sentence}", "info", 8.0)

    def clear(self) -> None:
        """A move was made, undone, or another seat is at the screen: the hint belonged to that moment."""
        self.runner.cancel()
        self.asked = None
        if self.shown is not None and self.shown != self._moment():
            self.shown = None
            show = getattr(self.host.board, "show_hint", None)
            if show is not None:
                show(None)

    def _moment(self) -> tuple[int | None, int]:
        return self.host.seat, len(self.host.table.record.actions)
