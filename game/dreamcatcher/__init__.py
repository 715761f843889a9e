"""Dream Catcher: cover the Nightmare with a Cuddly Toy, collect Dream tokens, fill your cloud board."""
from __future__ import annotations

from typing import Any, Mapping

from game.core import GameSpec, Option, register

from game.core.lazy import lazy, lazy_instance   # rules, bots, shapely and numpy load with the first match

MODES = ("basic", "coop", "restless")   # the ways to play (the title reads them without loading the rules)

_RANGES = {"basic": (2, 4), "coop": (1, 4), "restless": (2, 4)}


def player_range(options: Mapping[str, Any]) -> tuple[int, int]:
    return _RANGES[options.get("mode", "basic")]


SPEC = register(GameSpec(
    id="dreamcatcher",
    rules_version=3,     # 2: co-op needs every player's agreement; 3: each answers once, then the first player
                         # chooses (a bounded talk); everyone who fills a board wins (the tie-break is an option)
    title="Dream Catcher",
    min_players=1,
    max_players=4,
    new_match=lazy("game.dreamcatcher.rules:DreamCatcherMatch"),
    options=(
        Option("mode", "Way to play", MODES, "basic",
               {"basic": "Basic game", "coop": "Sleep Tight Kiddos! (together)", "restless": "Restless Night"}),
        Option("level", "Moon level (together)", (1, 2, 3, 4), 1,
               {1: "Super easy!", 2: "Easy-peasy!", 3: "Less easy!", 4: "Not easy!"}),
        Option("gentle", "Gentle: toys slide into place", (False, True), False,
               {False: "Off", True: "On"}),
        Option("tiebreak", "Several full boards: most tokens wins", (False, True), False,
               {False: "Off: all of them win", True: "On"}),
    ),
    hidden_info=False,      # no hand to hide: the deck and the bag are secret from everyone alike
    blurb="Pick a cuddly toy, cover the Nightmare, and fill your cloud with sweet dreams.",
    heuristics=lazy_instance("game.dreamcatcher.bots:DreamHeuristics"),
    bot_factory=lazy("game.dreamcatcher.bots:bot_factory"),
    coach=lazy("game.dreamcatcher.bots:hint"),
    player_range=player_range,
))
