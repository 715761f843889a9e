"""Every ability in the deck fires, and each effect does what its text says."""
from __future__ import annotations

import random

import pytest

from game.core import Action
from game.dreaddraw.data import CARDS, STRENGTH

from dreaddraw.dd_helpers import act, build, cid, deck, edit, everywhere, kinds, plain, plains, weak

ABILITY_CARDS = [c for c in CARDS if c.ability is not None]


def _triggered(card: int):
    """A match where `card`'s ability is up for seat 0 to use (or, for always-on ones, in force)."""
    c = CARDS[card]
    timing = c.ability.timing
    low = min(CARDS, key=lambda x: (x.ability is not None, x.strength)).id      # a plain strength-1 card
    if timing == "summon":
        return build(3, top=[card], rows=[[], [low], [plain(2)]], discard=[plain(5)])
    if timing == "reserve":
        return build(top=[plain(2)], rows=[[plain(15)], [weak(1)]], life=[plains(4, 6) + [card], plains(10, 11)])
    if timing == "aftermath":
        return build(top=[low], rows=[[card], [plain(15)]])
    return build(rows=[[plain(3)], [weak(2)]], reserves=[[card], []])


@pytest.mark.parametrize("card", [c.id for c in ABILITY_CARDS], ids=[c.name for c in ABILITY_CARDS])
def test_every_ability_fires(card):
    m = _triggered(card)
    ab = CARDS[card].ability
    if ab.timing == "always":
        assert m.view(0)["prompt"]["kind"] == "summon", "always-on abilities ask nothing"
        return
    deck(m)
    p = m.view(0)["prompt"]
    assert p["kind"] == "ability" and p["card"] == card and p["timing"] == ab.timing
    use = next(a for a in m.legal_actions(0) if a.kind == "use")
    m.apply(0, use)
    assert m.fired[CARDS[card].name] == 1
    assert sorted(everywhere(m)) == list(range(100))


def test_heal_gains_up_to_what_the_draw_deck_holds():
    mother = cid("The Mother")
    m = build(top=[mother])
    m = edit(m, discard_pile=m.draw_pile[:-2], draw_pile=m.draw_pile[-2:])     # mother + one more card left
    deck(m)
    n = len(m.life[0])
    ev = act(m, "use", card=mother)
    assert len(m.life[0]) == n + 2 and "reshuffle" in kinds(ev)


def test_peek_shows_the_top_card_only_to_the_peeker():
    oracle = cid("The Oracle")
    nxt = plain(9)
    m = build(top=[oracle, nxt])
    deck(m)
    act(m, "use", card=oracle)
    assert m.view(0)["prompt"]["kind"] == "peek" and m.view(0)["prompt"]["card"] == nxt
    assert m.view(1)["prompt"]["card"] is None and m.view(None)["prompt"]["card"] is None
    assert m.view(1)["known_top"] is None
    act(m, "peek", where="top")
    assert m.draw_pile[-1] == nxt and m.view(0)["known_top"] == nxt
    # a determinization for the peeker keeps that card on top; for others it does not have to
    assert all(m.determinize(0, random.Random(s)).draw_pile[-1] == nxt for s in range(10))
    assert any(m.determinize(1, random.Random(s)).draw_pile[-1] != nxt for s in range(10))
    deck(m)   # seat 1 draws it: the knowledge is gone
    assert m.known_top == [None, None]


def test_peek_may_slide_the_card_to_the_bottom():
    oracle = cid("The Oracle")
    nxt = plain(9)
    m = build(top=[oracle, nxt])
    deck(m)
    act(m, "use", card=oracle)
    act(m, "peek", where="bottom")
    assert m.draw_pile[0] == nxt and m.draw_pile[-1] != nxt and m.known_top[0] is None


def test_topple_discards_opponents_last_summoned_card():
    justice = cid("Justice")
    a, b = plains(2, 6)
    m = build(top=[justice], rows=[[], [a, b]])
    deck(m)
    assert m.view(0)["prompt"]["targets"] == [1]
    act(m, "use", card=justice, target=1)
    assert m.rows[1] == [a] and b in m.discard_pile


def test_puppet_makes_the_target_take_the_next_turn():
    puppet = cid("The Puppet")
    m = build(3, top=[puppet], rows=[[], [plain(10)], [plain(1)]])
    deck(m)
    ev = act(m, "use", card=puppet, target=1)
    assert m.to_move() == (1,) and m.turn_reason == "picked by a rival's card to play next"
    assert next(e for e in ev if e.kind == "turn").data["seat"] == 1
    deck(m)   # afterwards the lowest total plays again
    if m.in_round[1]:
        assert m.active == m.next_lowest(1)[0] or m.view(None)["phase"] != "summon"


def test_death_eliminates_an_opponent_with_a_lower_total():
    death = cid("Death")
    m = build(3, top=[death], rows=[[], [plain(3)], [plain(15)]])
    deck(m)
    assert m.view(0)["prompt"]["targets"] == [1], "only totals below Death's 14"
    ev = act(m, "use", card=death, target=1)
    assert not m.in_round[1] and "eliminated" in kinds(ev)


def test_death_can_end_the_round():
    death = cid("Death")
    m = build(top=[death], rows=[[], [plain(3)]])
    deck(m)
    ev = act(m, "use", card=death, target=1)
    assert "round_won" in kinds(ev) and m.rounds_won[0] == 1


def test_mill_discards_the_top_of_an_opponents_life_deck():
    revenge = cid("Revenge")
    m = build(top=[plain(1)], rows=[[revenge], [plain(15)]])
    deck(m)
    top = m.life[1][-1]
    n = len(m.life[1])
    ev = act(m, "use", card=revenge, target=1)
    assert len(m.life[1]) == n - 1 and top in m.discard_pile
    assert any(e.reveal for e in ev)


def test_keep_moves_the_card_to_reserves():
    hermit = cid("The Hermit")
    m = build(top=[plain(1)], rows=[[hermit], [plain(15)]])
    deck(m)
    act(m, "use", card=hermit)
    assert hermit in m.reserves[0] and hermit not in m.discard_pile


def test_recall_takes_the_discard_top_into_reserves_and_fires_its_reserve_ability():
    moon, star = cid("The Moon"), cid("The Star")
    m = build(top=[moon], discard=[plain(4), star])
    deck(m)
    act(m, "use", card=moon)
    assert m.reserves[0] == [star]
    p = m.view(0)["prompt"]
    assert p["kind"] == "ability" and p["card"] == star and p["timing"] == "reserve"


def test_empower_counts_in_row_and_reserves():
    dom = cid("Domination")
    m = build(rows=[[dom], []])
    assert m.total(0) == STRENGTH[dom] + 2
    m = build(rows=[[], []], reserves=[[dom], []])
    assert m.total(0) == 2


def test_victory_adds_damage_to_each_opponent():
    vic = cid("Victory")
    m = build(3, rows=[[weak(1)], [], []], reserves=[[vic], [], []])
    assert m.damage_to(0, 1) == 2 and m.damage_to(0, 2) == 2


def test_shields_stack_and_never_go_below_zero():
    tower, other = cid("The Tower"), next(c.id for c in CARDS if c.has("always", "shield") and c.name != "The Tower")
    m = build(rows=[[weak(3)], []], reserves=[[], [tower, other]])
    assert m.damage_to(0, 1) == 1
    m = build(rows=[[weak(1)], []], reserves=[[], [tower, other]])
    assert m.damage_to(0, 1) == 0


def test_no_damage_means_nothing_happens_even_with_an_empty_life_deck():
    m = build(top=[plain(2)], rows=[[plain(9)], [weak(0)]], life=[[], plains(10)])
    ev = deck(m)
    assert m.in_game[0] and not m.over
    assert next(e for e in ev if e.kind == "damage").data["amount"] == 0


def test_unusable_abilities_are_not_offered():
    justice = cid("Justice")
    m = build(top=[justice], rows=[[], []])      # nobody else has a summoned card
    deck(m)
    assert m.view(0)["prompt"]["kind"] == "summon"


def test_nothing_to_summon_eliminates():
    # No Draw Deck, no discard pile: seat 1 summons its reserve 15 and seat 0 (3, with a reserve 2) is lowest
    three, two, fifteen = plains(3, 2, 15)
    rest = [c.id for c in CARDS if c.id not in (three, two, fifteen, plain(2, skip=(two,)))]
    m = build(rows=[[three], [plain(2, skip=(two,))]], reserves=[[two], [fifteen]], life=[rest[:48], rest[48:]],
              active=1)
    assert m.draw_pile == [] and m.discard_pile == []
    events = act(m, "summon", source="reserve", card=fifteen)
    assert "cannot_summon" in kinds(events)
    out = next(e for e in events if e.kind == "eliminated")
    assert out.data["seat"] == 0 and out.data["cause"] == "nothing to summon"
