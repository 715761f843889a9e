"""Dread Draw: press-your-luck summoning with a dark tarot deck; the last one standing has their fortune told."""
from game.core import GameSpec, register

from .bots import DreadHeuristics, make_dread_bot
from .rules import DreadDraw

SPEC = register(GameSpec(
    id="dreaddraw", title="Dread Draw", min_players=2, max_players=6,
    new_match=DreadDraw, options=(),
    hidden_info=False,   # Life Decks are hidden from their owners too, so hot-seat needs no curtain
    blurb="Summon ever stronger monsters, or be eliminated; the last one standing has their fortune told.",
    heuristics=DreadHeuristics(), bot_factory=make_dread_bot,
))
