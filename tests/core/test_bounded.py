"""Every game of every mode ends in a bounded number of moves, whatever the players do (issue 22, DESIGN.md).

Random players are the ones who do "whatever": they never aim at the end. Each game's bound comes from its rules
(rounds times the decisions a round can hold); random play over every variant and table size must stay under it.
"""
from __future__ import annotations

import random

import pytest

from game.core import get
from positions import variants

# The most decisions a game can hold, from its rules: BFDI's Challenges (27 cards) of passes, offers and Cake at
# Stake; Dodos' rounds (a finish is reached or the deck refills; a round is at most a card and reactions a seat);
# Dread Draw's 100 cards, each summoned or discarded once a round; Dream Catcher's deck of Nightmares, each with
# a proposal, one answer from every other player, a choice and a placement (co-op), or grabs (Restless Night).
BOUNDS = {"bfdi": 3_000, "dodos": 6_000, "dreaddraw": 3_000, "dreamcatcher": 1_500}
GAMES_PER_VARIANT = 6


def play_randomly(game_id: str, players: int, options: dict, seed: int, bound: int) -> int:
    match = get(game_id).create(players, options, seed)
    rng = random.Random(seed)
    moves = 0
    while not match.over:
        assert moves < bound, f"{game_id} {options} with {players} players, seed {seed}: no end after {moves} moves"
        seat = rng.choice(match.to_move())
        match.apply(seat, rng.choice(match.legal_actions(seat)))
        moves += 1
    return moves


@pytest.mark.parametrize("game_id", sorted(BOUNDS))
def test_random_play_ends_within_the_bound_in_every_variant_and_table_size(game_id):
    spec = get(game_id)
    for options in variants(game_id):
        low, high = spec.players_for(spec.resolve_options(options))
        for n in range(GAMES_PER_VARIANT):
            players = low + n % (high - low + 1)
            play_randomly(game_id, players, options, 1000 + n, BOUNDS[game_id])


def test_the_endless_co_op_discussion_of_the_issue_ends():
    """Dream Catcher co-op, 4 players, level 1, gentle, random players, seed 100019: 20,000 moves and no end."""
    options = {"mode": "coop", "level": 1, "gentle": True}
    from game.core.simulate import play_game
    result = play_game(get("dreamcatcher"), 4, get("dreamcatcher").resolve_options(options), 100019, ["random"])
    assert result.error is None and result.length < BOUNDS["dreamcatcher"]
