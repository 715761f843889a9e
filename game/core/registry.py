"""The shelf: which games exist, their player ranges and variant options."""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from . import params
from .match import Match

# Game packages on the shelf, in the order the title screen shows them.
GAME_PACKAGES = ("game.bfdi", "game.dreamcatcher", "game.dodos", "game.dreaddraw")


@dataclass(frozen=True)
class Option:
    """A variant choice: key, label, allowed values (with display names) and the default."""

    key: str
    label: str
    values: tuple[Any, ...]
    default: Any
    names: Mapping[Any, str] = field(default_factory=dict)

    def name(self, value: Any) -> str:
        return self.names.get(value, str(value))


@dataclass(frozen=True)
class GameSpec:
    id: str
    title: str
    min_players: int
    max_players: int
    new_match: Callable[[int, dict[str, Any], int, int | None], Match]
    options: tuple[Option, ...] = ()
    rules_version: int = 1
    hidden_info: bool = True       # hot-seat needs the curtain between humans
    blurb: str = ""
    heuristics: Any = None         # a bots.Heuristics for rollouts and the Easy level
    bot_factory: Callable[..., Any] | None = None   # (level, seat, seed) -> Bot, to override the defaults
    player_range: Callable[[Mapping[str, Any]], tuple[int, int]] | None = None
    coach: Callable[..., Any] | None = None   # (SeatWindow, seed) -> (Hard's action, one sentence why): a hint
    round_word: str = "round"      # what players call a round ("Challenge" in BFDI), for "Challenge 5"

    @property
    def match_class(self) -> type[Match]:
        """The game's Match class (imported now if its rules load lazily), for Match.from_position."""
        return getattr(self.new_match, "value", self.new_match)

    def players_for(self, options: Mapping[str, Any]) -> tuple[int, int]:
        """Smallest and largest table for these options (a solo variant may allow 1)."""
        if self.player_range is not None:
            return self.player_range(self.resolve_options(options))
        return self.min_players, self.max_players

    def resolve_options(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Defaults filled in; an unknown key or value raises ValueError saying what is allowed."""
        given = dict(given or {})
        known = {o.key: o for o in self.options}
        for key in given:
            if key not in known:
                allowed = ", ".join(known) or "none"
                raise ValueError(f"{self.title} has no option '{key}' (options: {allowed})")
        resolved = {}
        for key, opt in known.items():
            value = given.get(key, opt.default)
            if not any(params.same_values(value, v) for v in opt.values):   # `level: true` is not level 1
                raise ValueError(f"option '{key}' cannot be {value!r}; choose one of "
                                 + ", ".join(map(str, opt.values)))
            resolved[key] = value
        return resolved

    def create(self, players: int, options: Mapping[str, Any] | None = None, seed: int = 0,
               first: int | None = None) -> Match:
        resolved = self.resolve_options(options)
        low, high = self.players_for(resolved)
        if not low <= players <= high:
            raise ValueError(f"{self.title} takes {low} to {high} players, not {players}")
        if first is not None and not params.int_in(first, 0, players - 1):
            raise ValueError(f"first player must be a seat from 1 to {players}")
        return self.new_match(players, resolved, seed, first)


_registry: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    _registry[spec.id] = spec
    return spec


def _load_shelf() -> None:
    for package in GAME_PACKAGES:
        # A game that has not been written yet is simply not on the shelf.
        if importlib.util.find_spec(package) is not None:
            importlib.import_module(package)


def games() -> list[GameSpec]:
    _load_shelf()
    order = {p.rsplit(".", 1)[1]: i for i, p in enumerate(GAME_PACKAGES)}
    return sorted(_registry.values(), key=lambda s: order.get(s.id, len(order)))


def find(game_id: object) -> GameSpec | None:
    """The game of this id, or None for anything else a file may hold (a number, an unknown name)."""
    _load_shelf()
    return _registry.get(game_id) if type(game_id) is str else None


def get(game_id: str) -> GameSpec:
    _load_shelf()
    try:
        return _registry[game_id]
    except KeyError:
        known = ", ".join(sorted(_registry)) or "none"
        raise KeyError(f"no game called '{game_id}' (games: {known})") from None
