"""The Dodino Abilities variant (DRD-V1, DRD-V2): each ability, once per game."""
from __future__ import annotations

import pytest

from dodos.helpers import ALL, count, kinds, new, play, throw
from game.core import Action, IllegalAction
from game.dodos.data import DODINOS

BY_ABILITY = {d.ability: d.id for d in DODINOS}


def _with(ability: str, players: int = 2, **kw):
    """Seat 0 rides the Dodino with this ability; the others take the next free ones."""
    others = [d.id for d in DODINOS if d.ability != ability][: players - 1]
    return new(players, abilities="on", first=0, picks=[BY_ABILITY[ability]] + others, **kw)


def test_DRD_V1_an_ability_flips_once_per_game_and_only_in_the_variant():
    off = new(2, abilities="off", first=0)
    assert not [a for a in off.legal_actions(0) if a.kind == "ability"]
    assert "not in play" in off.check(0, Action.make("ability"))
    m = _with("advance5", positions=[10, 10])
    assert Action.make("ability") in m.legal_actions(0)         # offered beside the card choice
    m.apply(0, Action.make("ability"))
    assert m.pos[0] == 15 and m.ability_used[0]
    assert not [a for a in m.legal_actions(0) if a.kind == "ability"]
    with pytest.raises(IllegalAction):
        m.apply(0, Action.make("ability"))
    assert 0 in m.to_move()                   # still deciding the card to play


def test_DRD_V1_an_ability_is_offered_only_to_a_seat_that_is_deciding():
    m = _with("advance5")
    m.apply(0, m.legal_actions(0)[0])         # seat 0 has chosen its card: not deciding now
    assert m.legal_actions(0) == []
    assert m.check(0, Action.make("ability")) is not None


def test_DRD_V2_draw_five():
    m = _with("draw5")
    n = len(m.hands[0])
    m.apply(0, Action.make("ability"))
    assert len(m.hands[0]) == n + 5 and count(m) == ALL


def test_DRD_V2_draw_two_then_roll_and_advance():
    m = _with("draw2_roll", positions=[10, 10])
    n = len(m.hands[0])
    events = m.apply(0, Action.make("ability"))
    roll = next(e for e in events if e.kind == "roll").data["value"]
    assert len(m.hands[0]) == n + 2 and m.pos[0] == 10 + roll
    assert kinds(events).index("draw") < kinds(events).index("roll")


def test_DRD_V2_advance_five():
    m = _with("advance5", positions=[3, 10])
    m.apply(0, Action.make("ability"))
    assert m.pos[0] == 8


def test_DRD_V2_steal_four_from_one_player_a_short_hand_recovers():
    m = _with("steal4", players=3, positions=[10, 10, 10], hands={1: ["*"] * 6, 2: ["*", "*"]})
    n0 = len(m.hands[0])
    m.apply(0, Action.make("ability", target=1))
    assert len(m.hands[1]) == 2 and len(m.hands[0]) == n0 + 4
    m2 = _with("steal4", players=3, positions=[10, 10, 10], hands={2: ["*", "*"]})
    events = m2.apply(0, Action.make("ability", target=2))
    assert "recover" in kinds(events) and len(m2.hands[2]) == 6 and m2.pos[2] == 7
    assert count(m2) == ALL


def test_DRD_V2_ignore_the_red_box_when_hit():
    m = _with("shield", positions=[10, 20], hands={0: ["Steady Trot", "*", "*"], 1: ["Egg Volley", "*", "*"]})
    assert not [x for x in m.legal_actions(0) if x.kind == "ability"]    # only when hit
    play(m, {0: m.hands[0][0], 1: m.hands[1][0]})
    throw(m, (0,))
    assert m.prompt["kind"] == "shield" and m.to_move() == (0,)
    before = m.pos[0]
    events = m.apply(0, Action.make("shield", use=True))
    assert m.ability_used[0] and not [e for e in events if e.kind == "move" and e.data["seat"] == 0
                                      and e.data["to"] < e.data["from"]]
    assert m.pos[0] >= before
    # declining keeps the card for later: the red box resolves
    m = _with("shield", positions=[10, 20], hands={0: ["Steady Trot", "*", "*"], 1: ["Egg Volley", "*", "*"]})
    play(m, {0: m.hands[0][0], 1: m.hands[1][0]})
    throw(m, (0,))
    events = m.apply(0, Action.make("shield", use=False))
    assert not m.ability_used[0]
    assert any(e.kind == "move" and e.data["seat"] == 0 and e.data["from"] - e.data["to"] == 2 for e in events)


def test_DRD_V2_discard_two_to_roll_twice_and_advance():
    m = _with("discard2_roll2", positions=[10, 10])
    pair = tuple(sorted(m.hands[0][:2]))
    events = m.apply(0, Action.make("ability", cards=pair))
    rolls = [e.data["value"] for e in events if e.kind == "roll"]
    assert len(rolls) == 2 and m.pos[0] == 10 + sum(rolls)
    assert all(c in m.discard_pile for c in pair)
    short = _with("discard2_roll2", hands={0: ["Steady Trot"]})
    assert not [x for x in short.legal_actions(0) if x.kind == "ability"]     # cannot pay: cannot flip
    assert short.check(0, Action.make("ability", cards=(0, 1))) is not None


def test_DRD_V2_six_dodinos_six_abilities():
    assert sorted(d.ability for d in DODINOS) == sorted(BY_ABILITY)
    assert len(BY_ABILITY) == 6


def test_a_claim_lapses_when_its_green_card_went_to_the_discard_ability():
    """Issue 10 item 2, the soft-lock. The rulebook: "At any time, but only once per game, you may flip your
    card to activate your Dodino's ability. [...] Discard 2 cards to roll the die twice and advance that many
    spaces." and "On steps 2 and 4 of a player's turn, each player may, in turn order, play and resolve 1 green
    card." A claimed green card discarded to the ability leaves nothing to play: the claim lapses (as when
    the card was stolen) and the turn goes on, instead of a prompt nobody can answer.
    Repro: simulate dodos --players 6 --seed 100032 --bots random --option track=space --option abilities=on.
    """
    from game.core import get
    from game.core.simulate import simulate
    summary = simulate(get("dodos"), 6, 1, 100032, ["random"], {"track": "space", "abilities": "on"})
    assert summary["errors"] == []


def test_discarding_the_claimed_green_card_ends_the_claim_cleanly():
    import random
    from game.core import Action, get
    rng = random.Random(5)
    for seed in range(400):
        m = get("dodos").create(4, {"abilities": "on"}, seed)
        while not m.over:
            p = m.prompt
            seat = m.to_move()[0]
            legal = m.legal_actions(seat)
            if p is not None and p["kind"] == "green" and m.window is None:
                greens = {a["card"] for a in legal if a.kind == "green"}
                drop = [a for a in legal if a.kind == "ability" and "cards" in dict(a.params)
                        and greens >= set(a["cards"]) & greens and set(a["cards"]) >= greens]
                if drop:
                    events = m.apply(seat, drop[0])
                    assert any(e.kind == "claim_lapsed" for e in events)
                    assert m.over or any(m.legal_actions(s) for s in m.to_move())
                    return
            m.apply(seat, rng.choice(legal))
    pytest.skip("no position found where a claimed seat could discard all its green cards")
