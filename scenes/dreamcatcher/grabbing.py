"""Restless Night: when a bot's hand reaches for a toy.

A bot grabs only once the flipped Nightmare has landed on the table (the flip animation is over),
and after a reaction time that depends on its level, as a player's would: Easy is slower than a
child, Normal like a grown-up at the table, Hard quick but human. The time is drawn from the match
seed, the round and the seat, and counted in frames (dt), so a test replays it exactly.
"""
from __future__ import annotations

import random

REACTION = {"easy": (2.5, 3.5), "normal": (1.5, 2.2), "hard": (0.9, 1.4)}   # seconds after landing


def reaction_time(level: str, seed: int, round_no: int, seat: int) -> float:
    low, high = REACTION.get(level, REACTION["normal"])
    return random.Random(seed * 1_000_003 + round_no * 101 + seat).uniform(low, high)


class GrabClock:
    """Seconds since this round's Nightmare landed (None before it has)."""

    def __init__(self) -> None:
        self.round: int | None = None
        self.since: float | None = None

    def landed(self, round_no: int) -> None:
        if self.round != round_no:
            self.round, self.since = round_no, 0.0

    def update(self, dt: float, round_no: int, phase: str) -> None:
        if phase != "grab" or self.round != round_no:
            return
        self.since += dt

    def ready(self, round_no: int, level: str, seed: int, seat: int) -> bool:
        if self.round != round_no or self.since is None:
            return False
        return self.since >= reaction_time(level, seed, round_no, seat)
