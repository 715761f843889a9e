"""Battle for Dream Island: the Card Game. Basic and Advanced, 2 to 6 players."""
from game.core import GameSpec, Option, register

from game.core.lazy import lazy, lazy_instance   # the rules and bots load with the first match, not the title

SPEC = register(GameSpec(
    id="bfdi",
    title="Battle for Dream Island: the Card Game",
    min_players=2,
    max_players=6,
    new_match=lazy("game.bfdi.rules:BfdiMatch"),
    options=(
        Option("mode", "Game", ("basic", "advanced"), "basic", {"basic": "Basic", "advanced": "Advanced"}),
        Option("board", "Board side", ("grass", "space"), "grass", {"grass": "Grass", "space": "Space"}),
    ),
    hidden_info=True,
    blurb="Draft contestants, play Scenes to climb the Challenge, and survive Cake at Stake.",
    heuristics=lazy_instance("game.bfdi.bots:BfdiHeuristics"),
    bot_factory=lazy("game.bfdi.bots:bot_factory"),
    coach=lazy("game.bfdi.bots:hint"),
    round_word="Challenge",
))
