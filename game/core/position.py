"""Positions: where a match stands, as one JSON document, and the match rebuilt from one (a FEN line for our games).

A position is the whole truth (hidden cards and the generator's state included), so a rebuilt match plays on
exactly as the original; views stay what hides it. The document is an envelope shared by every game:

    {"format": 1, "kind": "position", "game": "dodos", "rules_version": 2, "players": 3,
     "options": {...}, "seed": 7, "barrier": false,
     "seats": [{"name": "Ana", "controller": "human", "colour": 0, "symbol": "circle"}, ...],
                                                                          (optional; so is a seat's symbol)
     "state": {...},                                                          (the game's own part)
     "rng": {"state": "<625 words in hex>", "gauss": null, "draws": 12}}      (null: seeded from "seed")

Each game's `position.py` writes and reads its "state" (`write(match) -> dict`, `read(match, state)`), checking
every value with the helpers here. A document that is damaged or inconsistent raises PositionError (a SaveError:
the same strict machinery and words as saves) and nothing is changed.
"""
from __future__ import annotations

import json
from collections import Counter
from typing import Any, Callable, Iterable, Mapping

from . import params, schema
from .registry import GameSpec, find
from .rng import CountingRandom
from .schema import SaveError
from .seats import SeatInfo

FORMAT_VERSION = 1
KIND = "position"
MAX_DEPTH = 16            # envelope, state, a list of seats, a seat's record, a hand, a card's record, ...
MT_WORDS = 624            # the Mersenne Twister's state words, plus one index


class PositionError(SaveError):
    """A position that cannot be used; the message says why in words."""


def need(ok: Any, what: str) -> None:
    """Refuse the position unless `ok`, saying `what` is wrong."""
    if not ok:
        raise PositionError(f"This position cannot be used: {what}.")


# ---- checked readers for a game's state --------------------------------------------------------------------
def field(data: Mapping[str, Any], key: str, what: str = "the state") -> Any:
    need(isinstance(data, dict), f"{what} is not a table of values")
    need(key in data, f"{what} has no '{key}'")
    return data[key]


def integer(value: Any, low: int, high: int, what: str) -> int:
    need(params.int_in(value, low, high), f"{what} must be a whole number from {low} to {high}, not {_shown(value)}")
    return value


def seat(value: Any, players: int, what: str, allow_none: bool = False) -> int | None:
    if value is None and allow_none:
        return None
    need(params.int_in(value, 0, players - 1), f"{what} must be a seat from 0 to {players - 1}, not {_shown(value)}")
    return value


def number(value: Any, low: float, high: float, what: str) -> float:
    need(params.number_in(value, low, high), f"{what} must be a number from {low} to {high}, not {_shown(value)}")
    return value


def flag(value: Any, what: str) -> bool:
    need(type(value) is bool, f"{what} must be true or false, not {_shown(value)}")
    return value


def text(value: Any, what: str, choices: Iterable[str] | None = None, allow_none: bool = False) -> str | None:
    if value is None and allow_none:
        return None
    need(type(value) is str and len(value) <= schema.MAX_TEXT, f"{what} must be a short text, not {_shown(value)}")
    if choices is not None:
        choices = tuple(choices)
        need(value in choices, f"{what} is '{value}', not one of {', '.join(map(str, choices))}")
    return value


def listing(value: Any, what: str, item: Callable[[Any, str], Any] | None = None,
            length: int | None = None, most: int = 10_000) -> list:
    """A list (of an exact length, if given), each item checked by item(value, "what item N")."""
    need(isinstance(value, list), f"{what} must be a list, not {_shown(value)}")
    need(length is None or len(value) == length, f"{what} must list {length} entries, not {len(value)}")
    need(len(value) <= most, f"{what} lists {len(value)} entries, more than {most}")
    return [item(v, f"{what} item {i + 1}") if item else v for i, v in enumerate(value)]


def keys(data: Any, allowed: Iterable[str], what: str = "the state") -> dict:
    """A table with exactly these keys: a missing or unknown key is refused (a typo must not be ignored)."""
    need(isinstance(data, dict), f"{what} is not a table of values")
    allowed = set(allowed)
    missing = sorted(allowed - set(data))
    extra = sorted(set(data) - allowed)
    need(not missing, f"{what} has no {', '.join(missing)}")
    need(not extra, f"{what} has unknown {', '.join(extra)}")
    return data


def each_once(places: Mapping[str, Iterable[Any]], every: Iterable[Any], what: str = "card") -> None:
    """Conservation: every item of `every` is in exactly one of the named places, and nothing else is."""
    seen: dict[Any, str] = {}
    for place, items in places.items():
        for item in items:
            need(item not in seen, f"{what} {_shown(item)} is in two places ({seen.get(item)} and {place})")
            seen[item] = place
    every = list(every)
    missing = [i for i in every if i not in seen]
    need(not missing, f"{what} {_shown(missing[0]) if missing else ''} is nowhere"
                      f"{f' (and {len(missing) - 1} more)' if len(missing) > 1 else ''}")
    known = set(every)
    unknown = [i for i in seen if i not in known]
    need(not unknown, f"{what} {_shown(unknown[0]) if unknown else ''} does not exist in this game")


def counts_match(places: Mapping[str, Iterable[Any]], every: Iterable[Any], what: str = "card") -> None:
    """Conservation for pieces that repeat (several copies of one card): the multiset of all places is `every`."""
    held = Counter()
    for items in places.values():
        held.update(items)
    want = Counter(every)
    for item in sorted(set(held) | set(want), key=repr):
        need(held[item] == want[item], f"there are {held[item]} of {what} {_shown(item)} on the table, "
                                       f"not {want[item]}")


def _shown(value: Any) -> str:
    try:
        shown = json.dumps(value)
    except (TypeError, ValueError):
        shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."


# ---- the generator -----------------------------------------------------------------------------------------
def rng_to_json(rng: CountingRandom) -> dict[str, Any]:
    """The Mersenne Twister's 625 words as one hex string (8 digits a word), so a position stays readable."""
    version, words, gauss = rng.getstate()
    return {"state": "".join(f"{w:08x}" for w in words), "gauss": gauss, "draws": rng.draws}


def rng_from_json(data: Any, seed: int = 0) -> CountingRandom:
    """The generator a position wrote; null (a hand-made position) means a fresh one seeded with the seed."""
    if data is None:
        return CountingRandom(seed)
    keys(data, ("state", "gauss", "draws"), "the generator")
    hexed = data["state"]
    need(type(hexed) is str and len(hexed) == 8 * (MT_WORDS + 1)
         and all(c in "0123456789abcdef" for c in hexed), "the generator's state is not 625 words in hex")
    words = [int(hexed[i:i + 8], 16) for i in range(0, len(hexed), 8)]
    need(words[-1] <= MT_WORDS and any(words[:-1]), "the generator's state is not one it can have")
    gauss = data["gauss"]
    need(gauss is None or params.is_number(gauss), "the generator's saved gauss is not a number")
    draws = integer(data["draws"], 0, 2 ** 62, "the generator's count of draws")
    rng = CountingRandom(0)
    rng.setstate((3, tuple(words), gauss))
    rng.draws = draws
    return rng


# ---- the envelope ------------------------------------------------------------------------------------------
def write(match, spec: GameSpec, state: dict[str, Any], seats: list | None = None) -> dict[str, Any]:
    """The whole document for `match` with its game's `state` (called by a game's to_position)."""
    doc = {"format": FORMAT_VERSION, "kind": KIND, "game": spec.id, "rules_version": spec.rules_version,
           "players": match.players, "options": dict(match.options), "seed": match.seed,
           "barrier": match.last_was_barrier}
    if seats is not None:
        doc["seats"] = [s.to_json() for s in seats]
    doc["state"] = state
    doc["rng"] = rng_to_json(match.rng)      # last: the one part nobody reads
    return doc


def open_doc(doc: Any, spec: GameSpec | None = None) -> tuple[GameSpec, dict[str, Any]]:
    """Check the envelope (format, game, rules version, players, options, seed, seats); (spec, checked doc).

    `doc` may be JSON text (parsed with the saves' limits) or parsed data. The game's "state" is left to the game.
    """
    if isinstance(doc, (str, bytes)):
        doc = parse(doc)
    need(isinstance(doc, dict), "it is not a position document")
    need(doc.get("kind") == KIND, "it is not a position document (no \"kind\": \"position\")")
    fmt = doc.get("format")
    need(params.int_in(fmt, 1, 10 ** 6), "it has no format version")
    if fmt > FORMAT_VERSION:
        raise PositionError(f"This position was written by a newer Game Shelf (position format {fmt}; this "
                            f"version reads up to {FORMAT_VERSION}). Update Game Shelf to open it.")
    game_id = doc.get("game")
    found = find(game_id)
    need(found is not None, f"it is for a game this Game Shelf does not have ({_shown(game_id)})")
    need(spec is None or found.id == spec.id, f"it is a position of {found.title}, not of {spec and spec.title}")
    spec = found
    rules = doc.get("rules_version")
    need(rules == spec.rules_version and params.is_int(rules),
         f"it uses {spec.title} rules version {_shown(rules)}; this Game Shelf plays version {spec.rules_version}")
    keys(doc, ("format", "kind", "game", "rules_version", "players", "options", "seed", "rng", "barrier", "state")
         + (("seats",) if "seats" in doc else ()), "the position")
    options = doc["options"]
    need(isinstance(options, dict), "its options are not a table of choices")
    try:
        resolved = spec.resolve_options(options)
    except ValueError as exc:
        raise PositionError(f"This position cannot be used: {exc}.") from None
    need(resolved == options, f"its options must name every choice ({', '.join(resolved)})")
    low, high = spec.players_for(resolved)
    integer(doc["players"], low, high, f"the number of players for {spec.title}")
    need(params.int_in(doc["seed"], -schema.MAX_SEED, schema.MAX_SEED), "its seed is not a whole number of a sane size")
    flag(doc["barrier"], "the barrier mark")
    if "seats" in doc:
        try:
            seats = schema.seats_from_json(doc["seats"], doc["players"], doc["players"], SeatInfo)
        except schema.Damaged as exc:
            raise PositionError(f"This position cannot be used: {exc}.") from None
        doc = {**doc, "seats": seats}
    return spec, doc


def parse(text: str | bytes) -> Any:
    """JSON text with the saves' limits (size, nesting, numbers), as a position's words."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise PositionError("This position cannot be used: it is not text.") from None
    try:
        return schema.parse(text, MAX_DEPTH, "position")
    except SaveError as exc:
        raise PositionError(str(exc)) from None


def start(cls, doc: dict[str, Any]):
    """A bare match of class `cls` with the envelope's players, options, seed, generator and barrier mark set;
    the game's reader fills in the rest. (A rebuilt match does not run its constructor: no deal, no draw.)"""
    match = cls.__new__(cls)
    match.players = doc["players"]
    match.options = dict(doc["options"])
    match.seed = doc["seed"]
    match.rng = rng_from_json(doc["rng"], doc["seed"])
    match.last_was_barrier = doc["barrier"]
    return match


def load(doc: Any, spec: GameSpec | None = None):
    """The match a position document describes, of whichever game it names (or refused with a PositionError)."""
    spec, _ = open_doc(doc, spec)
    if isinstance(doc, (str, bytes)):
        doc = parse(doc)
    return spec.match_class.from_position(doc)


def finish(match, doc: dict[str, Any]):
    """Last checks on a rebuilt match: it writes back the same state (nothing ignored, nothing normalised away),
    and unless it is over, some seat has a decision it can make. The match, or a PositionError."""
    need(match.to_position()["state"] == doc["state"],
         "its state holds values the game does not keep as written (out of order, or duplicated)")
    if not match.over:
        need(any(match.legal_actions(s) for s in match.to_move()),
             "the game is not over, yet no seat has a move it can make")
    return match


def seats_of(doc: Any) -> list | None:
    """The seats a checked document names (SeatInfo records), or None."""
    _, checked = open_doc(doc)
    return checked.get("seats")


def dumps(doc: dict[str, Any], width: int = 100) -> str:
    """A position as readable JSON text: one key a line, and a list or table that fits in `width` on one line."""
    return _pretty(doc, 0, width)


def _pretty(value: Any, indent: int, width: int) -> str:
    flat = json.dumps(value)
    if not isinstance(value, (dict, list)) or len(flat) + indent <= width:
        return flat
    pad = " " * (indent + 1)
    if isinstance(value, dict):
        items = [f"{pad}{json.dumps(k)}: {_pretty(v, indent + 1, width)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    return "[\n" + ",\n".join(pad + _pretty(v, indent + 1, width) for v in value) + "\n" + " " * indent + "]"
