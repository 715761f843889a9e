"""The engine contract every game implements: who decides, what is legal, apply, views, winners.

Modelled on OpenSpiel's State and python-chess's Board. A game subclasses Match and fills in
the abstract methods; everything above (scenes, bots, saves, CLI, tests) uses only this surface.
"""
from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from typing import Any, Mapping

from . import params
from .actions import Action, IllegalAction
from .events import Event
from .rng import CountingRandom


class Match(ABC):
    """One game in progress. All randomness comes from self.rng, seeded once."""

    def __init__(self, players: int, options: Mapping[str, Any], seed: int) -> None:
        self.players = players
        self.options = dict(options)
        self.seed = seed
        self.rng = CountingRandom(seed)
        # True when the last applied action used chance, revealed hidden information (to everyone or,
        # through a private event, to some seats) or had a result decided by hand skill.
        self.last_was_barrier = False

    # ---- what a game must define -------------------------------------------------------
    @abstractmethod
    def to_move(self) -> tuple[int, ...]:
        """Seats that must decide now: one, several at once (simultaneous), or none when over."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """The actions this seat may take now (a finite, representative set for continuous choices)."""

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Change the state for a legal action and say what happened. Called only after check()."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """Exactly what this seat (or the table, for None) may see, as JSON-able data."""

    @property
    @abstractmethod
    def over(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def winners(self) -> tuple[int, ...]:
        """The winning seats once over (several for a shared win, none for a cooperative loss)."""

    # ---- optional hooks ------------------------------------------------------------------
    def check(self, seat: int, action: Action) -> str | None:
        """Why this action is illegal now, or None. Games with continuous parameters override."""
        if self.over:
            return "the game is over"
        if seat not in self.to_move():
            return f"it is not seat {seat + 1}'s turn to decide"
        if not params.listed(action, self.legal_actions(seat)):
            return f"'{action}' is not one of the legal actions now"
        return None

    def determinize(self, seat: int, rng: random.Random) -> "Match":
        """A copy whose hidden information, as far as `seat` can tell, is resampled with rng.

        The result must depend only on what `seat` sees (sort unknown pools before shuffling),
        so that bots reading it read nothing more than their view. Games with hidden
        information override this; the default suits perfect-information games.
        """
        return self.clone()

    def scores(self) -> list[float] | None:
        """Per-seat figures for the results screen (tokens, stars, distance), if the game has any."""
        return None

    def to_position(self) -> dict[str, Any]:
        """Where the match stands as one JSON document: the whole truth (see game/core/position.py)."""
        raise NotImplementedError(f"{type(self).__name__} cannot write its position")

    @classmethod
    def from_position(cls, doc: Any) -> "Match":
        """The match a position document describes; a damaged or inconsistent one raises PositionError."""
        raise NotImplementedError(f"{cls.__name__} cannot read a position")

    def clone(self) -> "Match":
        return copy.deepcopy(self)

    # ---- provided ------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply a legal action; an illegal one raises IllegalAction and changes nothing."""
        reason = params.seat_problem(seat, self.players)
        if reason is None and not (isinstance(action, Action) and isinstance(action.kind, str)):
            reason = f"{action!r} is not an action"
        reason = reason or self.check(seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        draws = self.rng.draws
        events = self._apply(seat, action)
        self.last_was_barrier = self.rng.draws != draws or any(e.barrier for e in events)
        return events

    def current_seat(self) -> int | None:
        """The first seat to decide, or None when over: handy for sequential games."""
        seats = self.to_move()
        return seats[0] if seats else None
