"""BFDI components, loaded from the JSON data files: characters, Challenges and Scenes by id.

Screens and bots read names, attributes and texts from here; the rules read the same tables.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.core.data import load_json

ATTRIBUTES = ("Smart", "Angry", "Selfish", "Active", "Nice")
LEVELS = 4                      # Start, 1, 2, 3 (left to right)
SPACES = 12                     # per level; row 0 is the top (highest) space
TOP_LEVEL = LEVELS - 1
IN_PLAY = 12                    # characters face up at setup
DIE_FACES = (1, 1, 2, 2, 3, 3)  # the Cake at Stake die, also used for Boosts
WIN_TOKENS = 3
TRADE_COST = 3                  # Stars for one Scene from the deck
SCENE_TYPES = ("development", "boost", "special_boost", "win_token", "swap")


def _load(name: str) -> Any:
    return load_json(__package__, name)


@lru_cache(maxsize=None)
def characters() -> tuple[dict[str, Any], ...]:
    return tuple(_load("characters.json"))


@lru_cache(maxsize=None)
def challenges() -> tuple[dict[str, Any], ...]:
    return tuple(_load("challenges.json"))


@lru_cache(maxsize=None)
def scenes() -> tuple[dict[str, Any], ...]:
    return tuple(_load("scenes.json"))


def character(cid: int) -> dict[str, Any]:
    return characters()[cid]


def challenge(cid: int) -> dict[str, Any]:
    return challenges()[cid]


def scene(sid: int) -> dict[str, Any]:
    return scenes()[sid]


@lru_cache(maxsize=None)
def ability_key(cid: int) -> str:
    return characters()[cid]["ability"]["key"]


@lru_cache(maxsize=None)
def char_id(key: str) -> int:
    """A character's id from its key ("spongy"), for rules that name a character."""
    for c in characters():
        if c["key"] == key:
            return c["id"]
    raise KeyError(key)


@lru_cache(maxsize=None)
def scene_type(sid: int) -> str:
    return scenes()[sid]["type"]


@lru_cache(maxsize=None)
def scene_attribute(sid: int) -> str | None:
    return scenes()[sid]["attribute"]


@lru_cache(maxsize=None)
def char_with_ability(key: str) -> int:
    """The id of the character whose Advanced ability has this key ("too_big" is Spongy)."""
    for c in characters():
        if c["ability"]["key"] == key:
            return c["id"]
    raise KeyError(key)


@lru_cache(maxsize=None)
def reference() -> dict[str, Any]:
    """The rules reference in our own words (headings and paragraphs), for the rules screen."""
    return _load("reference.json")
