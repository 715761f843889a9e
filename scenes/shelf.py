"""Which screens each game has: its board, its box's lid art, its rules text and its lesson (scenes/<game id>/).

A game without a package of its own plays on the generic board with rules made from its blurb.
"""
from __future__ import annotations

import importlib
import importlib.util

from . import covers


def _screens_of(game_id: str):
    """The package scenes/<game_id>/, or None while the game has no screens of its own."""
    name = f"scenes.{game_id}"
    return importlib.import_module(name) if importlib.util.find_spec(name) is not None else None


def load_board(game_id: str):
    """The BOARD class of scenes/<game_id>/, or GenericBoard when the game has no screen yet."""
    from .generic_board import GenericBoard       # with the first game, not before the title's first frame
    return getattr(_screens_of(game_id), "BOARD", GenericBoard)


def load_cover(game_id: str):
    """COVER(surface, rect), painting the game box's lid art, or None for a game without one: the picture made
    ahead (scenes/covers.py) when a file fits the rect, else scenes/<game_id>/cover.py draws it."""
    if game_id not in covers.made():
        return getattr(_screens_of(game_id), "COVER", None)

    def paint(lid, rect) -> None:
        pic = covers.picture(game_id, rect.size)
        if pic is None:
            _screens_of(game_id).COVER(lid, rect)
        else:
            lid.blit(pic, rect)
    return paint


def has_tutorial(game_id: str) -> bool:
    """Whether scenes/<game_id>/tutorial.py holds a lesson (scenes/tutorial.py runs it)."""
    try:
        return importlib.util.find_spec(f"scenes.{game_id}.tutorial") is not None
    except ImportError:         # a game with no screens of its own (the test games)
        return False


def load_rules(spec) -> str:
    """RULES text of scenes/<game id>/, or a short description from the game's blurb."""
    rules = getattr(_screens_of(spec.id), "RULES", "")
    if rules:
        return rules
    low, high = spec.min_players, spec.max_players
    parts = [f"# {spec.title}", "", spec.blurb or f"{spec.title} is a game on the Game Shelf.", "",
             "## At the table", f"- {low} to {high} players; any seat can be a bot.",
             "- On your turn, choose one of the actions the board offers."]
    if spec.options:
        parts += ["", "## Variants"] + [f"- {o.label}: " + ", ".join(o.name(v) for v in o.values) for o in spec.options]
    return "\n".join(parts)
