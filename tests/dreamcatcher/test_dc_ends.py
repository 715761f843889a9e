"""Every night ends (issue 22): the co-op talk is bounded (RULINGS.md: the player whose turn it is proposes, each
other player answers once, then that player chooses and places), so no game of any mode can go on forever."""
from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from game.core.simulate import play_game
from game.dreamcatcher import SPEC
from game.dreamcatcher.data import COOP_ROUNDS, NIGHTMARES

from dc_helpers import new


def move_bound(mode: str, players: int) -> int:
    """The most moves a night can take, from the rules: a round is a flip, then (co-op) one proposal, one answer
    from each other player, one choice and one placement, or (else) a toy for each player and each placement;
    co-op plays at most 8 rounds, the others at most one round per Nightmare in the box."""
    if mode == "coop":
        return COOP_ROUNDS * (1 + 1 + (players - 1) + 1 + 1)
    return len(NIGHTMARES) * (1 + 2 * players)


def play_randomly(match, rng: random.Random, limit: int) -> int:
    moves = 0
    while not match.over and moves <= limit:
        seat = rng.choice(match.to_move())
        match.apply(seat, rng.choice(match.legal_actions(seat)))
        moves += 1
    return moves


def test_the_endless_coop_night_of_issue_22_ends():
    # `python -m game simulate dreamcatcher --players 4 --games 1 --seed 100019 --bots random
    #  --option mode=coop --option gentle=true` ran 20,000 moves (17,386 proposals) without an end
    options = SPEC.resolve_options({"mode": "coop", "gentle": True})
    result = play_game(SPEC, 4, options, 100019, ["random"])
    assert result.error is None and 0 < result.length <= move_bound("coop", 4)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(mode=st.sampled_from(["basic", "restless", "coop"]), players=st.integers(1, 4),
       level=st.integers(1, 4), gentle=st.booleans(), seed=st.integers(0, 10**6))
def test_random_play_ends_within_the_bound_the_rules_give(mode, players, level, gentle, seed):
    if mode != "coop":
        players = max(2, players)
    options = {"mode": mode, "gentle": gentle} | ({"level": level} if mode == "coop" else {})
    match = new(players, seed=seed, first=None, **options)
    moves = play_randomly(match, random.Random(seed), move_bound(mode, players))
    assert match.over and moves <= move_bound(mode, players)
