"""Dodos Riding Dinos: a race of Dodos on dinosaurs, with cards, dice and flicked projectiles."""
from game.core import GameSpec, Option, register

from .bots import DodosHeuristics, bot_factory
from .match import DodosMatch

SPEC = register(GameSpec(
    id="dodos", title="Dodos Riding Dinos", min_players=2, max_players=6,
    new_match=DodosMatch,
    options=(
        Option("track", "Track", ("jungle", "space"), "jungle", {"jungle": "Jungle", "space": "Space"}),
        Option("abilities", "Dodino abilities", ("off", "on"), "off", {"off": "Off", "on": "On"}),
    ),
    hidden_info=True, heuristics=DodosHeuristics(), bot_factory=bot_factory,
    blurb="Race your Dodo on a dinosaur: play cards, throw eggs and bananas, reach the finish first.",
))
