"""One test per rule of Dream Catcher (RULES.md DC-*), on states set up through positions (dc_helpers.new)."""
from __future__ import annotations

import pytest

from dc_helpers import choose, easy_card, edit, flip, kinds, new, place_at, place_best, place_miss
from game.core import Action, IllegalAction
from game.dreamcatcher import SPEC
from game.dreamcatcher.data import (BOARD_SPACES, NIGHTMARE_BY_ID, NIGHTMARES, TOKENS, TOY_BY_ID, TOYS,
                                    cards_of_level)


# ---- setup -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_DC_S1_boards_bag_and_toy_circle(players):
    m = new(players)
    v = m.view(None)
    assert len(v["boards"]) == players and all(b["count"] == 0 for b in v["boards"])
    assert v["board_spaces"] == BOARD_SPACES == 12
    assert v["bag_size"] == 54 and sorted(m.bag) == sorted(TOKENS)
    assert [t["where"] for t in v["toys"]] == ["circle"] * 8


def test_DC_S1_player_counts_per_mode():
    assert SPEC.players_for({"mode": "basic"}) == (2, 4)
    assert SPEC.players_for({"mode": "coop"}) == (1, 4)
    assert SPEC.players_for({"mode": "restless"}) == (2, 4)
    with pytest.raises(ValueError):
        new(1)
    with pytest.raises(ValueError):
        new(5)
    assert new(1, mode="coop").players == 1


def test_DC_S2_deck_shuffled_face_down_and_top_card_flipped():
    orders = {tuple(new(2, seed=s).draw_pile) for s in range(5)}
    assert len(orders) == 5
    m = new(2)
    assert sorted(m.draw_pile) == sorted(n.id for n in NIGHTMARES)
    assert m.view(0)["card"] is None and m.view(0)["draw_pile"] == 30   # a count: the order is never shown
    top_card = m.draw_pile[-1]
    events = flip(m)
    assert m.card == top_card and m.view(1)["card"] == top_card
    assert events[0].kind == "flipped" and events[0].reveal and len(m.draw_pile) == 29


def test_DC_S3_first_player_holds_the_bag_and_flips():
    m = new(3, first=2)
    assert m.view(None)["first"] == 2 and m.view(None)["active"] == 2 and m.to_move() == (2,)
    assert m.legal_actions(2) == [Action.make("flip")] and m.legal_actions(0) == []
    seats = {new(4, seed=s, first=None).first for s in range(20)}
    assert seats == {0, 1, 2, 3}


# ---- a round ---------------------------------------------------------------------------------
def test_DC_R1_choose_in_turn_clockwise_onto_own_board():
    m = new(3, first=2)
    flip(m)
    assert m.phase == "choose"
    for seat, toy in ((2, "bear1"), (0, "panda1"), (1, "rabbit")):
        assert m.to_move() == (seat,)
        with pytest.raises(IllegalAction):          # nobody places before every toy is chosen
            place_at(m, seat, 0.0, 0.0)
        choose(m, seat, toy)
        where = {t["id"]: t for t in m.view(None)["toys"]}[toy]
        assert where["where"] == "board" and where["seat"] == seat    # on the board, not the card
    assert m.phase == "place" and m.placements == []


def test_DC_R2_a_chosen_toy_is_not_available_to_others():
    m = new(2)
    flip(m)
    choose(m, 0, "unicorn")
    assert Action.make("choose", toy="unicorn") not in m.legal_actions(1)
    before = m.view(None)
    with pytest.raises(IllegalAction, match="not one of the legal"):
        choose(m, 1, "unicorn")
    assert m.view(None) == before
    choose(m, 1, "bear2")       # an identical-looking bear is a different tile: fine


def test_DC_R3_place_in_round_order_anywhere_and_it_stays_where_left():
    m = new(3, first=1, top=easy_card())
    flip(m)
    for s, t in ((1, "bear1"), (2, "bear2"), (0, "bear3")):
        choose(m, s, t)
    assert m.to_move() == (1,)
    with pytest.raises(IllegalAction):
        place_best(m, 2)
    bx, by = NIGHTMARE_BY_ID[m.card].silhouette.best
    place_at(m, 1, bx + 0.0123, by - 0.0077)                 # not a representative spot: still legal
    assert m.placements[-1]["x"] == bx + 0.0123 and not m.placements[-1]["snapped"]
    assert m.to_move() == (2,)
    place_best(m, 2)
    assert m.to_move() == (0,)


def test_DC_R4_not_fully_covered_gives_nothing():
    m = new(2, top=cards_of_level(4)[-1])          # a bear-sized Nightmare
    flip(m)
    choose(m, 0, "unicorn")
    choose(m, 1, "bear1")
    bag = len(m.bag)
    events = place_best(m, 0)               # the unicorn is far too small even at its best
    assert not m.placements[-1]["covered"] and m.placements[-1]["uncovered"]
    assert m.boards[0] == [] and len(m.bag) == bag and "dreams_drawn" not in kinds(events)


@pytest.mark.parametrize("toy", ["bear1", "panda2", "rabbit", "unicorn"])
def test_DC_R5_covered_draws_one_token_per_star(toy):
    m = new(2, top=easy_card())
    flip(m)
    choose(m, 0, toy)
    choose(m, 1, "bear4" if toy != "bear4" else "bear3")
    events = place_best(m, 0)
    stars = TOY_BY_ID[toy].stars
    assert len(m.boards[0]) == stars and len(m.bag) == 54 - stars
    drawn = next(e for e in events if e.kind == "dreams_drawn")
    assert drawn.reveal and drawn.data["from"] == "bag" and drawn.data["spaces"] == list(range(stars))
    assert [t["id"] for t in drawn.data["tokens"]] == m.boards[0]


def test_DC_R6_after_phase_two_the_card_is_discarded_and_toys_return():
    card = easy_card()
    m = new(2, top=card)
    flip(m)
    choose(m, 0, "rabbit")
    choose(m, 1, "unicorn")
    place_best(m, 0)
    events = place_miss(m, 1)
    assert "round_over" in kinds(events)
    v = m.view(None)
    assert v["card"] is None and v["discard_pile"] == [card]
    assert all(t["where"] == "circle" for t in v["toys"]) and v["holding"] == [None, None]


def test_DC_R7_left_of_first_player_flips_next_and_takes_the_bag():
    m = new(3, first=2)
    flip(m)
    for s in (2, 0, 1):
        choose(m, s, ("bear1", "bear2", "bear3")[s])
    for s in (2, 0, 1):
        place_miss(m, s)
    assert m.first == 0 and m.to_move() == (0,) and m.phase == "flip"
    assert m.view(None)["first"] == 0 and m.view(None)["round"] == 2
    flip(m)
    assert m.order() == [0, 1, 2]


# ---- the end ---------------------------------------------------------------------------------
def test_DC_E1_every_full_board_wins_at_the_end_of_phase_two():
    m = new(3, top=easy_card(), tokens={0: 11, 1: 11})
    flip(m)
    for s, t in ((0, "bear1"), (1, "bear2"), (2, "bear3")):
        choose(m, s, t)
    place_best(m, 0)
    assert len(m.boards[0]) == 12 and not m.over       # full, but phase 2 goes on
    place_best(m, 1)
    place_miss(m, 2)
    assert m.over and set(m.winners()) == {0, 1} and m.end_reason == "board_full"


def two_full_boards(**options):
    m = new(2, top=easy_card(), tokens={0: 11, 1: 11}, **options)
    flip(m)
    choose(m, 0, "unicorn")
    choose(m, 1, "bear1")
    place_best(m, 0)
    events = place_best(m, 1)
    assert len(m.boards[0]) == 15 and len(m.boards[1]) == 12     # tokens past 12 are kept
    return m, events[-1]


def test_DC_E2_everyone_who_fills_a_board_wins_by_default():
    # rules 3 (issue 21): the rulebook's tie-break is optional ("if you wish"); it used to be compulsory
    m, end = two_full_boards()
    assert m.winners() == (0, 1) and m.scores() == [15.0, 12.0]
    assert end.data["filled"] == [0, 1] and end.text == "{p0} and {p1} fill their boards: they win together!"


def test_DC_E2_the_tie_break_option_gives_it_to_the_most_tokens():
    m, end = two_full_boards(tiebreak=True)
    assert m.winners() == (0,) and end.data["filled"] == [0, 1]
    assert end.text == "{p0} and {p1} fill their boards; {p0} has the most tokens and wins!"
    assert type(m).from_position(m.to_position()).winners() == (0,)


def test_DC_E3_bag_running_out_ends_after_the_round_most_tokens_wins():
    m = new(2, top=easy_card(), tokens={0: 5, 1: 6})
    # No night reaches this (54 tokens do not fit on four boards of at most 11 without filling one), so no
    # position can say it: tokens lost from the box are the one way, and the rule is tested on that.
    del m.bag[2:]
    flip(m)
    choose(m, 0, "unicorn")
    choose(m, 1, "bear1")
    place_best(m, 0)
    assert len(m.boards[0]) == 7 and m.bag == [] and not m.over    # draws only what is left
    place_best(m, 1)
    assert len(m.boards[1]) == 6
    assert m.over and m.end_reason == "bag_empty" and m.winners() == (0,)


def test_DC_E3_deck_running_out_ends_the_game():
    def last_card_left(state):
        state["discard_pile"], state["draw_pile"] = state["draw_pile"][:-1], state["draw_pile"][-1:]
        state["round"] = 30
    m = edit(new(2, tokens={0: 3}), last_card_left)
    flip(m)
    choose(m, 0, "bear1")
    choose(m, 1, "bear2")
    place_miss(m, 0)
    place_miss(m, 1)
    assert m.over and m.end_reason == "deck_empty" and m.winners() == (0,)


# ---- cooperative -----------------------------------------------------------------------------
@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_DC_C1_coop_uses_only_that_level_and_no_tokens(level):
    m = new(2, seed=level, mode="coop", level=level)
    own = set(cards_of_level(level))
    assert len(m.draw_pile) == 8 and len(set(m.draw_pile)) == 8
    extra = [c for c in m.draw_pile if c not in own]
    if len(own) == 7:
        assert len(extra) == 1 and extra[0] in cards_of_level(level - 1) and extra[0] == m.borrowed
    else:
        assert extra == []
    assert m.view(None)["bag_size"] == 0 and m.bag == []


def agree_all(m):
    """Everyone at the table agrees on the proposal, in round order."""
    events = []
    while m.phase == "agree":
        events += m.apply(m.to_move()[0], Action.make("agree"))
    return events


def test_DC_C2_flip_propose_agree_then_place():
    # rules 3 (issue 22): the proposer does not answer their own proposal; a suggestion no longer asks again
    m = new(2, mode="coop", level=1)
    flip(m)
    assert m.phase == "propose" and m.to_move() == (0,)
    m.apply(0, Action.make("propose", toy="panda1"))
    assert m.phase == "agree" and m.view(None)["proposal"] == "panda1" and m.to_move() == (1,)
    m.apply(1, Action.make("propose", toy="unicorn"))          # Ben suggests another toy, once
    assert m.phase == "choose" and m.to_move() == (0,) and m.proposal == "panda1"
    assert m.legal_actions(1) == []
    m.apply(0, Action.make("choose", toy="unicorn"))           # Ana, whose turn it is, chooses
    assert m.phase == "place" and m.to_move() == (0,)
    with pytest.raises(IllegalAction):
        m.apply(0, Action.make("place", toy="panda1", x=0.0, y=0.0))
    place_best(m, 0)
    assert m.aside_toys == ["unicorn"]


def test_DC_C3_covered_sets_card_and_toy_aside_next_player_flips():
    m = new(3, mode="coop", level=1)
    card = m.draw_pile[-1]
    flip(m)
    m.apply(0, Action.make("propose", toy="rabbit"))
    agree_all(m)
    events = place_best(m, 0)
    assert "set_aside" in kinds(events)
    assert m.aside_cards == [card] and m.aside_toys == ["rabbit"]
    assert m.to_move() == (1,) and m.phase == "flip"
    flip(m)
    assert Action.make("propose", toy="rabbit") not in m.legal_actions(1)


def test_DC_C4_not_covered_loses_at_once():
    m = new(2, mode="coop", level=1)
    flip(m)
    m.apply(0, Action.make("propose", toy="bear1"))
    agree_all(m)
    events = place_miss(m, 0)
    assert m.over and m.winners() == () and m.end_reason == "nightmare_won"
    assert events[-1].kind == "game_over" and m.to_move() == ()


def test_DC_C5_all_eight_overcome_wins_for_everyone():
    m = new(2, mode="coop", level=1)
    toys = [t.id for t in TOYS]
    for r in range(8):
        seat = m.first
        assert seat == r % 2
        flip(m)
        m.apply(seat, Action.make("propose", toy=toys[r]))
        agree_all(m)
        place_best(m, seat)
    assert m.over and m.winners() == (0, 1) and m.scores() == [8.0, 8.0]


def test_DC_C2_each_other_player_answers_once_then_the_first_chooses():
    m = new(3, mode="coop", level=1)
    flip(m)
    m.apply(0, Action.make("propose", toy="panda1"))
    assert m.to_move() == (1, 2)                               # every other player, each for themselves
    events = m.apply(1, Action.make("agree"))
    assert [e.kind for e in events] == ["agrees"] and m.view(None)["agreed"] == [1]
    events = m.apply(2, Action.make("propose", toy="bear1", why="small"))   # Cleo suggests, with a reason
    assert events[0].kind == "suggests" and "may not cover" in events[0].text
    assert m.view(None)["suggestions"] == [{"seat": 2, "toy": "bear1", "why": "small"}]
    assert m.phase == "choose" and m.to_move() == (0,)        # answered once: nobody is asked again
    m.apply(0, Action.make("choose", toy="panda1"))            # Ana keeps her own idea: her turn, her choice
    assert m.phase == "place" and m.proposal == "panda1"
    again = type(m).from_position(m.to_position())
    assert again.to_position() == m.to_position()


def test_DC_C2_when_everyone_agrees_the_toy_is_placed_and_one_player_needs_nobody():
    m = new(3, mode="coop", level=1)
    flip(m)
    m.apply(0, Action.make("propose", toy="panda1"))
    assert [e.kind for e in agree_all(m)] == ["agrees", "agrees", "agreed"] and m.phase == "place"
    solo = new(1, mode="coop", level=1)
    flip(solo)
    solo.apply(0, Action.make("propose", toy="rabbit"))
    assert solo.phase == "place" and solo.to_move() == (0,)


def test_DC_C2_a_reason_goes_only_with_a_suggestion():
    m = new(2, mode="coop", level=1)
    flip(m)
    with pytest.raises(IllegalAction):
        m.apply(0, Action.make("propose", toy="panda1", why="small"))
    m.apply(0, Action.make("propose", toy="panda1"))
    with pytest.raises(IllegalAction):
        m.apply(1, Action.make("propose", toy="bear1", why="because"))


# ---- Restless Night --------------------------------------------------------------------------
def test_DC_N1_everyone_grabs_at_once_first_grab_wins():
    m = new(3, first=1, mode="restless")
    assert m.to_move() == (1,)
    flip(m)
    assert m.phase == "grab" and m.to_move() == (1, 2, 0)
    choose(m, 0, "unicorn")                    # seat 0 is quickest, though last in round order
    assert m.to_move() == (1, 2)
    with pytest.raises(IllegalAction, match="grabbed that toy first"):
        choose(m, 2, "unicorn")
    with pytest.raises(IllegalAction):
        choose(m, 0, "rabbit")                 # one toy each
    choose(m, 2, "rabbit")


def test_DC_N2_once_everyone_has_a_toy_phase_two_as_basic():
    m = new(3, first=1, mode="restless", top=easy_card())
    flip(m)
    for s, t in ((2, "bear1"), (0, "panda1"), (1, "unicorn")):
        choose(m, s, t)
    assert m.phase == "place" and m.to_move() == (1,)
    place_best(m, 1)
    assert len(m.boards[1]) == 4 and m.to_move() == (2,)
    place_best(m, 2)
    place_best(m, 0)
    assert m.phase == "flip" and m.first == 2


# ---- the cover rule --------------------------------------------------------------------------
def test_DC_G1_covered_means_every_point_inside_where_left():
    card = cards_of_level(3)[0]
    sil = NIGHTMARE_BY_ID[card].silhouette
    m = new(2, top=card)
    flip(m)
    choose(m, 0, "bear1")
    choose(m, 1, "bear2")
    bx, by = sil.best
    # Slide the bear until the farthest point is just past the 1% tolerance: not covered.
    shift = 1.0 * 1.01 - sil.needed_radius + 0.002
    place_at(m, 0, bx + shift, by)
    place_at(m, 1, bx + shift - 0.004, by)
    first, second = m.placements
    assert not first["covered"] and first["uncovered"]
    assert sil.reach(bx + shift, by) > 1.01
    assert second["covered"] == (sil.reach(bx + shift - 0.004, by) <= 1.01)


def test_DC_G1_gentle_setting_snaps_to_the_best_position():
    card = easy_card()
    m = new(2, gentle=True, top=card)
    flip(m)
    choose(m, 0, "unicorn")
    choose(m, 1, "bear1")
    bx, by = NIGHTMARE_BY_ID[card].silhouette.best
    place_at(m, 0, bx + 0.3, by - 0.2)       # dropped roughly over it: slides home
    place_miss(m, 1)                         # dropped far away: stays there
    a, b = m.placements
    assert a["snapped"] and (a["x"], a["y"]) == (bx, by) and a["covered"] and a["dropped"] == [bx + 0.3, by - 0.2]
    assert not b["snapped"] and not b["covered"]
