"""The short dream each player's tokens tell, in words made from the token pictures."""
from __future__ import annotations

from collections import Counter
from typing import Sequence

from game.core.words import join

from .data import PICTURE_BY_ID, TOKEN_PICTURE

_TIMES = {2: "twice", 3: "three times"}


def tell(seat: int, tokens: Sequence[str]) -> str:
    """'{p0} dreamed they waved at a smiling moon twice and slid down a rainbow.' ({pN} = name)."""
    if not tokens:
        return "{p%d} slept soundly, with no dream to tell yet." % seat
    counts = Counter(TOKEN_PICTURE[t] for t in tokens)
    order = list(dict.fromkeys(TOKEN_PICTURE[t] for t in tokens))   # first drawn comes first
    deeds = []
    for pic in order:
        n = counts[pic]
        extra = "" if n == 1 else " " + _TIMES.get(n, f"{n} times")
        deeds.append(PICTURE_BY_ID[pic].deed + extra)
    return "{p%d} dreamed they %s." % (seat, join(deeds))
