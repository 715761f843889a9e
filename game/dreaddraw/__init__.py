"""Dread Draw: press-your-luck summoning with a dark tarot deck; the last one standing has their fortune told."""
from game.core import GameSpec, register

from game.core.lazy import lazy, lazy_instance   # the rules and bots load with the first match, not the title

SPEC = register(GameSpec(
    id="dreaddraw", title="Dread Draw", min_players=2, max_players=6,
    new_match=lazy("game.dreaddraw.rules:DreadDraw"), options=(),
    hidden_info=False,   # Life Decks are hidden from their owners too, so hot-seat needs no curtain
    blurb="Summon ever stronger monsters, or be eliminated; the last one standing has their fortune told.",
    heuristics=lazy_instance("game.dreaddraw.bots:DreadHeuristics"),
    bot_factory=lazy("game.dreaddraw.bots:make_dread_bot"),
    coach=lazy("game.dreaddraw.bots:hint"),
))
