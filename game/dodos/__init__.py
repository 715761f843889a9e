"""Dodos Riding Dinos: a race of Dodos on dinosaurs, with cards, dice and flicked projectiles."""
from game.core import GameSpec, Option, register

from game.core.lazy import lazy, lazy_instance   # rules, bots and pymunk load with the first match

SPEC = register(GameSpec(
    id="dodos", title="Dodos Riding Dinos", min_players=2, max_players=6,
    rules_version=2,     # 2: the green card window asks every seat by public facts, one at a time
    new_match=lazy("game.dodos.rules:DodosMatch"),
    options=(
        Option("track", "Track", ("jungle", "space"), "jungle", {"jungle": "Jungle", "space": "Space"}),
        Option("abilities", "Dodino abilities", ("off", "on"), "off", {"off": "Off", "on": "On"}),
    ),
    hidden_info=True, heuristics=lazy_instance("game.dodos.bots:DodosHeuristics"),
    bot_factory=lazy("game.dodos.bots:bot_factory"), coach=lazy("game.dodos.bots:hint"),
    blurb="Race your Dodo on a dinosaur: play cards, throw eggs and bananas, reach the finish first.",
))
