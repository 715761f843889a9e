"""Dream Catcher's components, read from the JSON files beside this module.

Screens and bots look up toys, Nightmares, token pictures and boards here by id. Every
Nightmare's Silhouette (hull, minimum enclosing circle) is computed once at import.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from game.core.data import load_json

from .geometry import Silhouette

BOARD_SPACES = 12
TOKEN_COUNT = 54
COOP_ROUNDS = 8          # together: the Nightmares to overcome (the coop deck's size)


def _load(name: str) -> Any:
    return load_json(__package__, name)


@dataclass(frozen=True)
class Toy:
    id: str
    kind: str
    name: str
    stars: int
    radius: float
    colour: str


@dataclass(frozen=True)
class Nightmare:
    id: str
    name: str
    creature: str
    level: int
    outline: tuple[tuple[float, float], ...]
    eyes: tuple[tuple[float, float, float], ...]
    silhouette: Silhouette

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "creature": self.creature, "level": self.level,
                "outline": [list(p) for p in self.outline], "eyes": [list(e) for e in self.eyes]}


@dataclass(frozen=True)
class Level:
    level: int
    name: str
    moons: int
    cards: int
    smallest: tuple[str, ...]
    slack: tuple[float, float]
    meaning: str


@dataclass(frozen=True)
class Picture:
    id: str
    thing: str     # "a smiling moon"
    deed: str      # "waved at a smiling moon"


@dataclass(frozen=True)
class Board:
    id: str
    name: str
    colour: str
    spaces: tuple[tuple[float, float], ...]
    grab_keys: tuple[str, ...]


def _toys() -> tuple[Toy, ...]:
    return tuple(Toy(**t) for t in _load("toys.json")["toys"])


_cards = _load("nightmares.json")      # read once: 107 kB, the largest file the title's box art needs


def _nightmares() -> tuple[Nightmare, ...]:
    out = []
    for c in _cards["cards"]:
        outline = tuple((float(x), float(y)) for x, y in c["outline"])
        out.append(Nightmare(c["id"], c["name"], c["creature"], int(c["level"]), outline,
                             tuple(tuple(e) for e in c["eyes"]), Silhouette(outline)))
    return tuple(out)


def _levels() -> tuple[Level, ...]:
    return tuple(Level(lv["level"], lv["name"], lv["moons"], lv["cards"], tuple(lv["smallest"]),
                       tuple(lv["slack"]), lv["meaning"]) for lv in _load("levels.json")["levels"])


TOYS: tuple[Toy, ...] = _toys()
TOY_BY_ID: dict[str, Toy] = {t.id: t for t in TOYS}
TOY_KINDS: tuple[str, ...] = tuple(dict.fromkeys(t.kind for t in TOYS))
NIGHTMARES: tuple[Nightmare, ...] = _nightmares()
NIGHTMARE_BY_ID: dict[str, Nightmare] = {n.id: n for n in NIGHTMARES}
LEVELS: tuple[Level, ...] = _levels()
LEVEL_BY_NUMBER: dict[int, Level] = {lv.level: lv for lv in LEVELS}
CARD_HALF: float = float(_cards["card_half"])

_tokens = _load("tokens.json")
PICTURES: tuple[Picture, ...] = tuple(Picture(**p) for p in _tokens["pictures"])
PICTURE_BY_ID: dict[str, Picture] = {p.id: p for p in PICTURES}
TOKEN_PICTURE: dict[str, str] = {t["id"]: t["picture"] for t in _tokens["tokens"]}
TOKENS: tuple[str, ...] = tuple(TOKEN_PICTURE)

_boards = _load("boards.json")
BOARDS: tuple[Board, ...] = tuple(
    Board(b["id"], b["name"], b["colour"], tuple(tuple(s) for s in b["spaces"]), tuple(b["grab_keys"]))
    for b in _boards["boards"])


def cards_of_level(level: int) -> list[str]:
    return [n.id for n in NIGHTMARES if n.level == level]


@cache
def smallest_toy_kind(card_id: str) -> str | None:
    """The kind of the smallest toy that can cover this card at its best placement (no tolerance)."""
    sil = NIGHTMARE_BY_ID[card_id].silhouette
    fits = [t for t in TOYS if sil.can_cover(t.radius)]
    return min(fits, key=lambda t: t.radius).kind if fits else None

# coop: the reasons a suggestion may give (a bot's, in its words); %(toy)s is the proposal, %(other)s the suggestion
WHY = {"small": "the %(toy)s may not cover this one, the %(other)s will",
       "later": "a Nightmare still to come needs the %(toy)s, the %(other)s covers this one"}
