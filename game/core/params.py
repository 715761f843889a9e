"""Type-and-range checks for action parameters, shared by every game's check().

Python says 3.0 == 3 == True, so `action in legal_actions` lets a float or a bool pass for an id and
then fail half-way through _apply. These helpers compare and test with exact types, and never
convert a huge int to float (math.isfinite(10**400) raises OverflowError).
"""
from __future__ import annotations

import math
from typing import Any, Iterable

from .actions import Action


def is_int(value: Any) -> bool:
    """A true int: not a bool, not a float with an integral value."""
    return type(value) is int


def int_in(value: Any, low: int, high: int) -> bool:
    return is_int(value) and low <= value <= high


def is_number(value: Any) -> bool:
    """A finite real number (int or float, never bool); huge ints are fine, they compare exactly."""
    if type(value) is int:
        return True
    return type(value) is float and math.isfinite(value)


def number_in(value: Any, low: float, high: float) -> bool:
    return is_number(value) and low <= value <= high


def typed(value: Any) -> Any:
    """A comparison key that tells 1, 1.0 and True apart (tuples compared element by element)."""
    if isinstance(value, tuple):
        return ("tuple", tuple(typed(v) for v in value))
    return (type(value).__name__, value)


def same_values(a: Any, b: Any) -> bool:
    return a == b and typed(a) == typed(b)


def listed(action: Any, legal: Iterable[Action]) -> bool:
    """Whether this exact action (types included) is one of the legal ones."""
    if not isinstance(action, Action):
        return False
    for candidate in legal:
        if candidate == action:      # the cheap test first; types are compared only on a match
            return typed(candidate.params) == typed(action.params)
    return False


def keys_problem(action: Action, required: Iterable[str], optional: Iterable[str] = ()) -> str | None:
    """Missing or unexpected parameter names, in words, or None."""
    have = {k for k, _ in action.params}
    need = set(required)
    missing = need - have
    if missing:
        return f"'{action.kind}' needs {', '.join(sorted(missing))}"
    extra = have - need - set(optional)
    if extra:
        return f"'{action.kind}' takes no {', '.join(sorted(extra))}"
    return None


def seat_problem(seat: Any, players: int) -> str | None:
    """Why `seat` is not a seat of this table, or None (a seat is an int index 0..players-1)."""
    if not is_int(seat):
        return f"a seat is a whole number, not {seat!r}"
    if not 0 <= seat < players:
        return f"there is no seat {seat} at a table of {players}"
    return None
