"""BFDI-SC3: who is asked for Alliance offers rests on public facts (Stars, levels), asked clockwise
from the Boost's player; the window and every other seat's view do not depend on hidden hands."""
from __future__ import annotations

import random

import pytest

from game.bfdi.data import scene_type
from bfdi_helpers import edit, new


def _to_a_boost(seed: int):
    """Random play until some seat may play a Boost; returns (match, seat, the Boost action)."""
    m = new(4, seed=seed)
    rng = random.Random(seed)
    for _ in range(3000):
        if m.over:
            return None
        seat = m.to_move()[0]
        legal = m.legal_actions(seat)
        boosts = [a for a in legal if a.kind == "play" and scene_type(a["card"]) in ("boost", "special_boost")]
        if boosts and m.phase == "turns":
            return m, seat, boosts[0]
        m.apply(seat, rng.choice([a for a in legal if a.kind != "trade"] or legal))
    return None


def _swap_hidden_hands(m, keep: int):
    """Deal every other seat's hand again from the draw pile: only hidden cards change."""
    def change(state):
        hands, pile = state["hands"], state["draw_pile"]
        for s in range(m.players):
            if s == keep or not hands[s]:
                continue
            n = min(len(hands[s]), len(pile))
            hands[s][:n], pile[-n:] = pile[-n:], hands[s][:n]
    return edit(m, change)


@pytest.mark.parametrize("seed", range(8))
def test_BFDI_SC3_alliance_window_does_not_depend_on_hidden_hands(seed):
    found = _to_a_boost(seed)
    if found is None:
        pytest.skip("no Boost in this game")
    a, seat, boost = found
    b = _swap_hidden_hands(a, seat)
    a.apply(seat, boost)
    b.apply(seat, boost)
    assert a.to_move() == b.to_move()
    assert a.view(seat) == b.view(seat)
    if a.phase == "offers":
        order = a.boost["eligible"]
        assert order == sorted(order, key=lambda s: (s - seat) % a.players)     # clockwise from the booster
