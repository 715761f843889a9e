"""The match's own seeded random generator, which counts its draws so undo knows chance happened."""
from __future__ import annotations

import random


class CountingRandom(random.Random):
    """random.Random that counts every draw (shuffle, choice, randint all pass through random/getrandbits)."""

    def __init__(self, seed: int | None = None) -> None:
        self.draws = 0
        super().__init__(seed)

    def random(self) -> float:
        self.draws += 1
        return super().random()

    def getrandbits(self, k: int) -> int:
        self.draws += 1
        return super().getrandbits(k)

    def copy(self) -> "CountingRandom":
        """The same generator, state and count, for a match's clone (cheaper than deepcopy)."""
        new = CountingRandom.__new__(type(self))
        new.setstate(self.getstate())
        new.draws = self.draws
        return new
