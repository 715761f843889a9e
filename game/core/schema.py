"""The save schema: a strict parser and checker, so an odd file is refused with words, never a crash.

Checked before any replay: size limits (file, nesting, action count), exact types (an int is an int,
never a float or a bool), ranges (seats, colours, symbols, seed, name length). Every failure is a SaveError.
"""
from __future__ import annotations

import json
import math
import re
from typing import Any

from . import params
from .actions import Action
from .registry import find
from .seats import SYMBOLS, SeatInfo, settled

FORMAT_VERSION = 1
FORMAT_WITH_START = 2           # a save that starts from a position ("start"); version 1 saves start from the deal
CONTROLLERS = ("human", "random", "easy", "normal", "hard")

MAX_FILE_BYTES = 8_000_000      # a long real game is well under 1 MB
MAX_DEPTH = 12                  # a save nests 6 deep at most: record, actions, item, action, placed, spot
MAX_ACTIONS = 20_000            # simulate calls a game this long a loop in the rules
MAX_NUMBER_DIGITS = 30          # far beyond any seed or coordinate; stops 10,000-digit integers
MAX_NAME = 40                   # characters in a seat name (the setup screen allows 14 when typing)
MAX_SEED = 2 ** 63
MAX_TEXT = 64                   # any other string in a save: kinds, controllers, option values
COLOURS = 6                     # the player palette's size


class SaveError(ValueError):
    """A save that cannot be used; the message says why in words a player understands."""


# One left-to-right pass: a whole string (skipped), a bracket, or a quote that opens a string never closed. The
# possessive groups never backtrack, so the pass is linear in the text whatever it holds.
_TOKENS = re.compile(r'"(?:[^"\\]++|\\.)*+"|[\[\]{}]|"', re.S)


def nesting(text: str, stop: int = 1 << 30) -> int:
    """How deep the brackets go, outside strings, without recursing (json.loads would, and overflow); -1 when a
    string is never closed (the text is not JSON). Linear in the text's length; it stops once deeper than stop."""
    depth = deepest = 0
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token == '"':
            return -1
        if token in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if deepest > stop:
                break
        elif token in "]}":
            depth -= 1
    return deepest


def _number(text: str) -> Any:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise SaveError(f"it holds a number {len(text)} digits long")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value) or len(text) > MAX_NUMBER_DIGITS * 2:
        raise SaveError(f"it holds the number {text[:40]}")
    return value


def _constant(name: str) -> Any:
    raise SaveError(f"it holds {name}, which is not a number a file of ours can hold")


def parse(text: str, max_depth: int = MAX_DEPTH, what: str = "save file") -> Any:
    """JSON, with limits checked before parsing so nothing in the text can exhaust the parser; linear in the
    text's length. `what` names the file in the messages ("This settings file is damaged (...)")."""
    if len(text) > MAX_FILE_BYTES:
        raise SaveError(f"This {what} is too large to be one of ours (over {MAX_FILE_BYTES // 1_000_000} MB).")
    if not text.strip():
        raise SaveError(f"This {what} is empty.")
    depth = nesting(text, max_depth)
    if depth > max_depth:
        raise SaveError(f"This {what} is damaged (its data is nested far deeper than it should be).")
    if depth < 0:
        raise SaveError(f"This {what} is damaged (a text in it never ends: it is cut short or not JSON).")
    try:
        return json.loads(text, parse_int=_number, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        stripped = text.strip()
        if stripped.startswith("{") and not stripped.endswith("}"):
            raise SaveError(f"This {what} is cut short (truncated); it cannot be used.") from None
        raise SaveError(f"This {what} is damaged (not valid JSON at line {exc.lineno}).") from None
    except SaveError as exc:
        raise SaveError(f"This {what} is damaged ({exc}).") from None
    except (ValueError, RecursionError, MemoryError) as exc:
        raise SaveError(f"This {what} is damaged ({type(exc).__name__}).") from None


class Damaged(Exception):
    """Internal: what is wrong, turned into a SaveError naming the game by record_from_json."""


def _need(ok: bool, what: str) -> None:
    if not ok:
        raise Damaged(what)


def _text(value: Any, what: str, limit: int = MAX_TEXT) -> str:
    _need(type(value) is str, f"{what} is not text")
    _need(len(value) <= limit, f"{what} is longer than {limit} characters")
    return value


def _header(data: Any, expect_game: str | None):
    if not isinstance(data, dict):
        raise SaveError("This file is not a Game Shelf save (it holds no save record).")
    fmt = data.get("format")
    if not params.is_int(fmt) or fmt < 1:
        raise SaveError("This file is not a Game Shelf save (it has no format version).")
    if fmt > FORMAT_WITH_START:
        raise SaveError(f"This save was made by a newer Game Shelf (save format {fmt}; "
                        f"this version reads up to {FORMAT_WITH_START}). Update Game Shelf to open it.")
    game_id = data.get("game")
    spec = find(game_id)
    if spec is None:
        shown = game_id if type(game_id) is str and len(game_id) <= MAX_TEXT else "?"
        raise SaveError(f"This save is for a game this Game Shelf does not have ({shown!r}).")
    if expect_game is not None and game_id != expect_game:
        raise SaveError(f"This is a save of {spec.title}, not of the game being loaded ({expect_game}).")
    rules = data.get("rules_version")
    if not params.is_int(rules) or rules > spec.rules_version or rules < 0:
        shown = rules if params.int_in(rules, -MAX_SEED, MAX_SEED) else "?"
        raise SaveError(f"This {spec.title} save uses rules version {shown}; this Game Shelf knows "
                        f"version {spec.rules_version}" + (" (newer rules)." if params.is_int(rules) and rules > 0
                                                           else "."))
    return spec, rules


def seats_from_json(raw: Any, low: int, high: int, seat_info) -> list:
    _need(isinstance(raw, list), "the seats are not a list")
    _need(low <= len(raw) <= high, f"it has {len(raw)} seats; this game takes {low} to {high}")
    seats = []
    for i, s in enumerate(raw):
        _need(isinstance(s, dict), f"seat {i + 1} is not a seat record")
        name = _text(s.get("name"), f"seat {i + 1}'s name", MAX_NAME)
        _need(name.strip() and name.isprintable(), f"seat {i + 1}'s name is not plain printable text")
        _need(name.casefold() not in [seat.name.casefold() for seat in seats],
              f"two seats are called {name}")
        controller = s.get("controller")
        _need(type(controller) is str and controller in CONTROLLERS, f"seat {i + 1} has no known controller")
        colour = s.get("colour")
        _need(params.int_in(colour, 0, COLOURS - 1), f"seat {i + 1}'s colour is not one of the {COLOURS}")
        symbol = s.get("symbol", "")            # optional: saves made before symbols have none (settled below)
        _need(symbol == "" or (type(symbol) is str and symbol in SYMBOLS), f"seat {i + 1} has no known symbol")
        _need(not symbol or symbol not in [seat.symbol for seat in seats], f"two seats use the {symbol}")
        seats.append(seat_info(name, controller, colour, symbol))
    return settled(seats)


def _actions(raw: Any, players: int) -> list:
    _need(isinstance(raw, list), "the moves are not a list")
    if len(raw) > MAX_ACTIONS:
        raise Damaged(f"it lists {len(raw):,} moves, far more than any game (at most {MAX_ACTIONS:,})")
    out = []
    for i, item in enumerate(raw):
        _need(isinstance(item, list) and len(item) == 2, f"move {i + 1} is not a (seat, action) pair")
        seat, data = item
        _need(params.is_int(seat), f"move {i + 1} names a seat that is not a whole number")
        _need(0 <= seat < players, f"move {i + 1} is by seat {seat}, but the seats are numbered 0 to {players - 1}")
        _need(isinstance(data, dict), f"move {i + 1} is not an action")
        _text(data.get("kind"), f"move {i + 1}'s kind")
        for key in data:
            _text(key, f"a parameter name of move {i + 1}")
        try:
            action = Action.from_json(data)
        except (TypeError, ValueError):
            raise Damaged(f"move {i + 1} has a parameter no action can hold") from None
        out.append((seat, action))
    return out


def record_from_json(record_cls, data: Any, expect_game: str | None = None):
    """A Record from parsed JSON, every field checked; SaveError says what is wrong."""
    spec, rules = _header(data, expect_game)
    try:
        options = data.get("options")
        _need(isinstance(options, dict), "its options are not a table of choices")
        try:
            options = spec.resolve_options(options)
        except ValueError as exc:
            raise Damaged(str(exc)) from None
        low, high = spec.players_for(options)
        seats = seats_from_json(data.get("seats"), low, high, SeatInfo)
        seed = data.get("seed")
        _need(params.int_in(seed, -MAX_SEED, MAX_SEED), "its seed is not a whole number of a sane size")
        first = data.get("first")
        _need(first is None or params.int_in(first, 0, len(seats) - 1),
              f"its first player is not one of the {len(seats)} seats")
        actions = _actions(data.get("actions"), len(seats))
        start = data.get("start")
        _need(start is None or (data["format"] >= FORMAT_WITH_START and isinstance(start, dict)),
              "its starting position is not a position")
    except Damaged as exc:
        raise SaveError(f"This {spec.title} save is damaged and cannot be read ({exc}).") from None
    return record_cls(data["game"], rules, options, seats, seed, first, actions, start)
