"""One test per Dread Draw rule line of RULES.md (DRW-*), on positions built for the purpose."""
from __future__ import annotations

import json

from game.core import Action
from game.dreaddraw.data import CARDS, STRENGTH
from game.dreaddraw.rules import DreadDraw

from dreaddraw.dd_helpers import SPEC, act, build, cid, deck, edit, everywhere, kinds, plain, plains, weak


def test_DRW_S1_each_player_dealt_ten_card_life_deck():
    for n in range(2, 7):
        m = SPEC.create(n, {}, seed=n)
        assert [len(x) for x in m.life] == [10] * n
        assert len(m.draw_pile) == 100 - 10 * n
        assert sorted(everywhere(m)) == list(range(100))


def test_DRW_S2_nobody_sees_a_life_deck():
    m = SPEC.create(3, {}, seed=4)
    life_cards = {c for z in m.life for c in z}
    for seat in (0, 1, 2, None):
        v = m.view(seat)
        assert [s["life"] for s in v["seats"]] == [10, 10, 10]
        assert not life_cards & set(_ids_in(v))
    # swapping a Life Deck with Draw Deck cards changes no view, the owner's included
    other = edit(m, life_decks=[m.draw_pile[:10]] + m.life[1:], draw_pile=m.life[0] + m.draw_pile[10:])
    for seat in (0, 1, 2, None):
        assert m.view(seat) == other.view(seat)


def _ids_in(view) -> list[int]:
    """Card ids that a view names in its zones."""
    ids = list(view["discard_pile"]) + list(view["drawn"])
    for s in view["seats"]:
        ids += s["row"] + s["reserves"]
    return ids


def test_DRW_S3_random_player_takes_first_turn():
    firsts = {SPEC.create(4, {}, seed=s).active for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    m = SPEC.create(4, {}, seed=1)
    assert "random" in m.view(None)["turn_reason"]
    assert SPEC.create(4, {}, seed=1, first=2).to_move() == (2,)


def test_DRW_T1_must_try_to_summon():
    m = SPEC.create(2, {}, seed=3)
    seat = m.to_move()[0]
    acts = m.legal_actions(seat)
    assert acts and all(a.kind == "summon" for a in acts)
    assert m.view(seat)["prompt"]["kind"] == "summon"


def test_DRW_T2_deck_summon_reveals_and_escalates_to_the_right():
    five, eight = plains(5, 8)
    m = build(top=[eight], rows=[[five], []])
    ev = deck(m)
    assert m.rows[0] == [five, eight]
    e = ev[0]
    assert e.kind == "summon" and e.reveal and e.data["success"] and e.data["card"] == eight
    assert e.data["position"] == 1 and e.data["source"] == "deck"


def test_DRW_T2_first_summon_of_a_round_always_succeeds():
    one = plain(1)
    m = build(top=[one])
    deck(m)
    assert m.rows[0] == [one]


def test_DRW_T3_summon_ability_is_optional():
    mother = cid("The Mother")
    m = build(top=[mother])
    deck(m)
    assert m.view(0)["prompt"]["kind"] == "ability"
    assert set(a.kind for a in m.legal_actions(0)) == {"use", "skip"}
    before = len(m.life[0])
    act(m, "skip", card=mother)
    assert len(m.life[0]) == before
    m2 = build(top=[mother])
    deck(m2)
    act(m2, "use", card=mother)
    assert len(m2.life[0]) == before + 2


def test_DRW_T4_weaker_or_equal_card_eliminates():
    three, five, five2, six = plain(3), plain(5), plain(5, skip=(plain(5),)), plain(6)
    m = build(3, top=[three], rows=[[five], [six], []])
    ev = deck(m)
    assert kinds(ev)[:2] == ["summon_failed", "eliminated"]
    assert not m.in_round[0] and m.rows[0] == []
    assert three in m.discard_pile and five in m.discard_pile
    m = build(3, top=[five2], rows=[[five], [six], []])
    deck(m)
    assert not m.in_round[0], "equal strength is not greater"


def test_DRW_T5_play_passes_to_lowest_total():
    a, b, c, top = plains(2, 4, 9, 12)
    m = build(3, top=[top], rows=[[c], [b], [a]], active=0)
    ev = deck(m)
    assert m.to_move() == (2,)
    turn = next(e for e in ev if e.kind == "turn")
    assert turn.data["reason"] == "lowest total"
    assert m.view(None)["turn_reason"] == "lowest total"


def test_DRW_T6_tie_for_lowest_keeps_current_player():
    # seat 0 summons a 3 while seats 1 and 2 hold a 3 as well: all tied, seat 0 keeps the turn
    t1, t2, t0 = plains(3, 3, 3)
    m = build(3, top=[t0], rows=[[], [t1], [t2]], active=0)
    deck(m)
    assert m.to_move() == (0,)
    assert "tied" in m.turn_reason and "already" in m.turn_reason


def test_DRW_T6_tie_passes_to_next_tied_player_to_the_left():
    x, y, top = plains(2, 2, 9)
    m = build(4, top=[top], rows=[[x], [plain(7)], [plain(8)], [y]], active=1)
    deck(m)
    assert m.to_move() == (3,), "seats 3 and 0 tie at 2: seat 3 is next to the left of seat 1"
    assert m.turn_reason == "tied for lowest total, next to the left"


def test_DRW_T7_empty_draw_deck_is_reshuffled_from_discard():
    m = build(top=[plain(5)])
    m = edit(m, discard_pile=m.draw_pile[:-1], draw_pile=m.draw_pile[-1:])
    n = len(m.discard_pile)
    ev = deck(m)
    assert "reshuffle" in kinds(ev)
    assert len(m.draw_pile) == n and m.discard_pile == []
    assert sorted(everywhere(m)) == list(range(100))


def test_DRW_R1_round_ends_when_one_player_remains():
    m = build(top=[plain(2)], rows=[[plain(9)], [plain(5)]], active=0)
    ev = deck(m)
    won = next(e for e in ev if e.kind == "round_won")
    assert won.data["seat"] == 1 and m.rounds_won[1] == 1


def test_DRW_R2_winner_adds_up_red_dots():
    row = [weak(2), weak(1), weak(2, skip=(weak(2),))]
    m = build(top=[plain(2)], rows=[[plain(9)], row], active=0)
    ev = deck(m)
    won = next(e for e in ev if e.kind == "round_won")
    assert won.data["dots"] == 5 == sum(CARDS[c].dots for c in row)
    assert won.data["damage"] == {0: 5}


def test_DRW_R3_damage_from_winners_left_around_the_table():
    row = [weak(2)]
    m = build(4, top=[plain(2)], rows=[[plain(9)], [], row, []], active=0, in_round=[True, False, True, False])
    ev = deck(m)
    won = next(e for e in ev if e.kind == "round_won")
    assert won.data["order"] == [3, 0, 1]
    seats = [e.data["seat"] for e in ev if e.kind == "damage"]
    assert seats[0] == 3   # the first damaged seat chooses before the rest
    while m.view(None)["phase"] == "keep":
        seats_now = m.to_move()[0]
        act(m, "keep", card=m.drawn[0])
        assert seats_now in (3, 0, 1)
    got = [s for s in (3, 0, 1) if m.reserves[s]]
    assert got == [3, 0, 1]


def test_DRW_R4_winner_discards_row_and_starts_next_round():
    row = [weak(0)]
    m = build(top=[plain(2)], rows=[[plain(9)], row], active=0)
    deck(m)
    assert m.round == 2 and m.rows[1] == [] and row[0] in m.discard_pile
    assert m.to_move() == (1,) and m.turn_reason == "won the last round"
    assert m.in_round == [True, True]


def test_DRW_L1_damage_draws_keeps_one_discards_rest():
    row = [weak(3)]
    life0 = plains(4, 5, 6, 7)
    m = build(top=[plain(2)], rows=[[plain(9)], row], life=[life0, plains(10, 11)], active=0)
    ev = deck(m)
    dmg = next(e for e in ev if e.kind == "damage")
    assert dmg.data["amount"] == 3 and sorted(dmg.data["drawn"]) == sorted(life0[1:])
    assert m.view(None)["prompt"]["kind"] == "keep" and m.to_move() == (0,)
    keep = life0[2]
    act(m, "keep", card=keep)
    assert m.reserves[0] == [keep] and m.life[0] == life0[:1]
    assert set(life0[1:]) - {keep} <= set(m.discard_pile)


def test_DRW_L2_running_out_while_drawing_does_not_defeat():
    row = [weak(3)]
    life0 = plains(4)
    m = build(top=[plain(2)], rows=[[plain(9)], row], life=[life0, plains(10, 11)], active=0)
    deck(m)
    assert m.life[0] == [] and m.in_game[0] and m.reserves[0] == life0
    assert not m.over


def test_DRW_L3_damage_with_empty_life_deck_defeats():
    row = [weak(1)]
    res = plains(12)
    m = build(3, top=[plain(2)], rows=[[plain(9)], row, []], life=[[], plains(10), plains(11)],
              reserves=[res, [], []], active=0, in_round=[True, True, False])
    ev = deck(m)
    assert "defeated" in kinds(ev)
    assert not m.in_game[0] and m.reserves[0] == [] and res[0] in m.discard_pile
    assert m.to_move() == (1,)   # the game goes on with two players


def test_DRW_L4_gain_life_puts_draw_deck_cards_on_life_deck_unseen():
    mother = cid("The Mother")
    a, b = plains(7, 8)
    m = build(top=[mother, a, b])
    deck(m)
    ev = act(m, "use", card=mother)
    assert m.life[0][-2:] == [a, b]
    assert not any(e.reveal for e in ev)
    for seat in (0, 1, None):
        assert a not in _ids_in(m.view(seat)) and b not in _ids_in(m.view(seat))


def test_DRW_V1_card_placed_in_reserves_may_use_reserve_ability():
    star = cid("The Star")
    row = [weak(1)]
    m = build(top=[plain(2)], rows=[[plain(9)], row], life=[plains(4) + [star], plains(10)], active=0)
    deck(m)
    assert m.reserves[0] == [star]
    p = m.view(0)["prompt"]
    assert p["kind"] == "ability" and p["timing"] == "reserve" and p["seat"] == 0
    before = len(m.life[0])
    act(m, "use", card=star)
    assert len(m.life[0]) == before + 2


def test_DRW_V2_summon_any_stronger_reserve_card():
    five, three, eight, twelve = plains(5, 3, 8, 12)
    m = build(top=[plain(1)], rows=[[five], [plain(14)]], reserves=[[three, eight, twelve], []])
    legal = m.legal_actions(0)
    assert Action.make("summon", source="reserve", card=eight) in legal
    assert Action.make("summon", source="reserve", card=twelve) in legal
    assert Action.make("summon", source="reserve", card=three) not in legal
    ev = act(m, "summon", source="reserve", card=twelve)
    assert m.rows[0] == [five, twelve] and m.reserves[0] == [three, eight]
    assert ev[0].data["source"] == "reserve" and not ev[0].reveal
    assert m.to_move() == (1,) or m.to_move() == (0,)   # passes as usual: lowest total
    assert m.active == m.next_lowest(0)[0]


def test_DRW_V2_reserve_summon_may_use_summon_ability():
    mother = cid("The Mother")
    m = build(rows=[[plain(2)], [plain(14)]], reserves=[[mother], []])
    act(m, "summon", source="reserve", card=mother)
    assert m.view(0)["prompt"]["kind"] == "ability"


def test_DRW_A1_summon_reserve_aftermath_abilities_are_optional():
    # Summon: covered by T3; Reserve: The Star may be skipped
    star = cid("The Star")
    m = build(top=[plain(2)], rows=[[plain(9)], [weak(1)]], life=[plains(4) + [star], plains(10)])
    deck(m)
    before = len(m.life[0])
    act(m, "skip", card=star)
    assert len(m.life[0]) == before
    # Aftermath: The Hermit may stay behind
    hermit = cid("The Hermit")
    m = build(top=[plain(2)], rows=[[hermit], [plain(9)]], active=0)
    deck(m)
    assert m.view(0)["prompt"]["timing"] == "aftermath"
    act(m, "skip", card=hermit)
    assert hermit in m.discard_pile and hermit not in m.reserves[0]


def test_DRW_A2_aftermath_fires_on_elimination_and_after_winning():
    hermit = cid("The Hermit")
    m = build(top=[plain(2)], rows=[[hermit], [plain(9)]], active=0)
    deck(m)
    act(m, "use", card=hermit)
    assert m.reserves[0][0] == hermit and hermit not in m.discard_pile
    # the winner's Aftermath fires at the end of the round, after the damage
    m = build(top=[plain(2)], rows=[[plain(9)], [hermit]], active=0)
    ev = deck(m)
    assert kinds(ev).index("damage") < len(ev)
    assert m.view(1)["prompt"]["kind"] == "ability" and m.to_move() == (1,)
    act(m, "use", card=hermit)
    assert m.reserves[1] == [hermit] and m.round == 2


def test_DRW_A3_always_on_abilities_hold_and_are_not_optional():
    tower, dom = cid("The Tower"), cid("Domination")
    # The Tower in reserves cuts damage by 1 without asking
    m = build(top=[plain(2)], rows=[[plain(9)], [weak(2)]], reserves=[[tower], []], active=0)
    ev = deck(m)
    assert next(e for e in ev if e.kind == "damage").data["amount"] == 1
    assert not any(e.kind == "ability" for e in ev)
    # Domination in reserves raises the total by 2
    m = build(rows=[[plain(3)], []], reserves=[[dom], []])
    assert m.total(0) == 5 and m.view(None)["seats"][0]["bonus"] == 2


def test_DRW_W1_last_player_remaining_wins():
    m = build(top=[plain(2)], rows=[[plain(9)], [weak(1)]], life=[[], plains(10, 11, 12)], active=0)
    ev = deck(m)
    assert m.over and m.winners() == (1,) and m.to_move() == ()
    assert ev[-1].kind == "game_over" and m.view(None)["winner"] == 1
    assert m.legal_actions(0) == [] and m.legal_actions(1) == []


def test_DRW_W2_winners_life_deck_is_the_fortune():
    life1 = plains(10, 11, 12, 13)
    m = build(top=[plain(2)], rows=[[plain(9)], [weak(1)]], life=[[], life1], active=0)
    deck(m)
    f = m.view(0)["fortune"]
    assert sorted(x["card"] for x in f) == sorted(life1)
    assert [x["position"] for x in f] == ["present", "immediate future", "far future", "far future"]
    assert all(x["text"] for x in f) and len({x["text"] for x in f}) == len(f)
    # shuffled: over many seeds the order differs
    orders = set()
    for seed in range(8):
        m = build(top=[plain(2)], rows=[[plain(9)], [weak(1)]], life=[[], life1], active=0, seed=seed)
        m.rng.seed(seed)
        deck(m)
        orders.add(tuple(m.fortune))
    assert len(orders) > 1
    json.dumps(m.view(None))
