"""Battle for Dream Island: the Card Game. Basic and Advanced, 2 to 6 players."""
from game.core import GameSpec, Option, register

from .bots import BfdiHeuristics, bot_factory
from .match import BfdiMatch

SPEC = register(GameSpec(
    id="bfdi",
    title="Battle for Dream Island: the Card Game",
    min_players=2,
    max_players=6,
    new_match=BfdiMatch,
    options=(
        Option("mode", "Game", ("basic", "advanced"), "basic", {"basic": "Basic", "advanced": "Advanced"}),
        Option("board", "Board side", ("grass", "space"), "grass", {"grass": "Grass", "space": "Space"}),
    ),
    hidden_info=True,
    blurb="Draft contestants, play Scenes to climb the Challenge, and survive Cake at Stake.",
    heuristics=BfdiHeuristics(),
    bot_factory=bot_factory,
))
