"""Setup, the three phases of a round and the end of the game (DRD-S*, DRD-P*, DRD-E*)."""
from __future__ import annotations

import pytest

from dodos.helpers import ALL, Deal, count, kinds, new, pass_window, pass_windows, play, throw
from game.core import Action, IllegalAction, get
from game.dodos.data import CARDS, DODINOS
from game.dodos.rules import DodosMatch


# ---- setup ---------------------------------------------------------------------------------------
def test_DRD_S1_either_track_can_be_played():
    spec = get("dodos")
    assert spec.create(3, {"track": "jungle"}, 1).track.loop is False
    assert spec.create(3, {"track": "space"}, 1).track.loop is True
    with pytest.raises(ValueError):
        spec.create(3, {"track": "moon"}, 1)


def test_DRD_S2_deck_shuffled_and_six_cards_dealt():
    a = DodosMatch(4, {}, 1, 0)
    b = DodosMatch(4, {}, 2, 0)
    assert all(len(h) == 6 for h in a.hands)
    assert len(a.draw_pile) == ALL - 24
    assert a.draw_pile != b.draw_pile
    assert count(a) == ALL


def test_DRD_S3_starting_player_takes_the_dodo_token():
    m = DodosMatch(5, {}, 3, first=2)
    assert m.first == 2 and m.view(None)["first"] == 2
    r = DodosMatch(5, {}, 3, first=None)
    assert 0 <= r.first < 5


def test_DRD_S4_each_player_chooses_a_dodino_from_the_starting_player_clockwise():
    m = DodosMatch(3, {}, 0, first=1)
    assert m.phase == "pick" and m.to_move() == (1,)
    m.apply(1, Action.make("pick", dodino=4))
    assert m.to_move() == (2,)
    with pytest.raises(IllegalAction):
        m.apply(2, Action.make("pick", dodino=4))        # taken
    m.apply(2, Action.make("pick", dodino=0))
    m.apply(0, Action.make("pick", dodino=5))
    assert m.dodino == [5, 4, 0] and m.phase == "choose"
    assert len(DODINOS) == 6


def test_DRD_S5_starting_spaces_in_order_from_the_starting_player():
    m = DodosMatch(4, {}, 0, first=2)
    # starting space 1 is progress 0, starting space 2 is -1, ...
    assert m.pos[2] == 0 and m.pos[3] == -1 and m.pos[0] == -2 and m.pos[1] == -3


# ---- phase 1 -------------------------------------------------------------------------------------
def test_DRD_P1_everyone_chooses_a_blue_or_red_card_at_once():
    m = new(3, hands={0: ["Tailwind", "Wait For Me!", "Pickpocket"]})
    assert set(m.to_move()) == {0, 1, 2}
    legal = {a["card"] for a in m.legal_actions(0)}
    assert all(CARDS[c].colour in ("blue", "red") for c in legal) and len(legal) == 2
    green = next(c for c in m.hands[0] if CARDS[c].colour == "green")
    with pytest.raises(IllegalAction):
        m.apply(0, Action.make("play", card=green))
    m.apply(1, m.legal_actions(1)[0])
    assert set(m.to_move()) == {0, 2}      # the others still choose, in any order


def test_DRD_P2_chosen_cards_are_hidden_until_all_are_revealed_together():
    m = new(2)
    c0 = m.legal_actions(0)[0]["card"]
    m.apply(0, Action.make("play", card=c0))
    seen = m.view(1)
    assert seen["my_card"] is None and seen["front"] == [[], []] and seen["has_chosen"] == [True, False]
    events = m.apply(1, m.legal_actions(1)[0])
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.reveal and reveal.data["cards"][0] == c0


def test_DRD_P3_no_blue_or_red_card_reveals_the_hand_and_draws_until_one():
    # seat 0's Long Stride draws the first of the draw pile; seat 1 draws the second at the end of the round
    m = new(2, first=0, greens=True, hands={0: ["Long Stride", "Long Stride"],
                                            1: ["Steady Trot", "Second Wind", "Lucky Hop"]},
            deck=["Long Stride", "Wait For Me!", "Sneaky Step", "Snack Break"])
    events = play(m, {0: m.hands[0][0], 1: m.hands[1][0]})
    while m.phase == "resolve":
        events += pass_windows(m)
    reveal = [e for e in events if e.kind == "reveal_hand"]
    assert reveal and reveal[0].data["seat"] == 1 and reveal[0].reveal
    assert all(CARDS[c].colour == "green" for c in reveal[0].data["hand"])
    assert [CARDS[c].name for c in m.hands[1]][-2:] == ["Sneaky Step", "Snack Break"]
    assert {a["card"] for a in m.legal_actions(1)} == {m.hands[1][-1]}


# ---- phase 2 -------------------------------------------------------------------------------------
def _simple_round(names: list[str], **setup):
    """A match where each seat plays the named card (two blue ones beside it in hand): (match, events)."""
    m = new(len(names), hands={s: [name, "*", "*"] for s, name in enumerate(names)}, **setup)
    return m, play(m, {s: m.hands[s][0] for s in range(len(names))})


def test_DRD_P4_turns_go_clockwise_from_the_dodo_token_holder():
    m, events = _simple_round(["Steady Trot"] * 4, first=2)
    turns = [e.data["seat"] for e in events if e.kind == "turn"]
    assert turns == [2, 3, 0, 1]


def test_DRD_P5_active_player_advances_by_the_footprint_and_may_share_a_space():
    m, events = _simple_round(["Steady Trot", "Steady Trot"], positions=[5, 5])     # 3 steps and advance 1
    moves = [e.data for e in events if e.kind == "move" and e.data["why"] == "footprint"]
    assert moves[0] == {"seat": 0, "from": 5, "to": 8, "space": 8, "why": "footprint"}
    assert m.pos == [10, 10]           # both on one space, both leaders


def test_DRD_P6_green_opportunities_before_and_after_the_effect_claims_in_turn_order():
    m = new(3, first=0, greens=True, hands={0: ["Steady Trot", "*"], 1: ["Steady Trot", "Wait For Me!"],
                                            2: ["Steady Trot", "Second Wind"]}, deck=["*"] * 4)
    play(m, {0: m.hands[0][0], 1: m.hands[1][0], 2: m.hands[2][0]})
    assert m.window is not None and m.window["stage"] == 1
    assert m.to_move() == (0, 1, 2)                   # everyone may hold a green card, by what is public
    assert m.legal_actions(0) == [Action.make("pass")]       # seat 0 has none: it can only let it pass
    m.apply(0, Action.make("pass"))
    # seat 2 answers first, but seat 1 is first in turn order from the active player
    m.apply(2, Action.make("wait"))
    m.apply(1, Action.make("wait"))
    assert m.prompt["kind"] == "green" and m.prompt["seat"] == 1
    ev = m.apply(1, m.legal_actions(1)[0])
    assert m.prompt["seat"] == 2
    ev += m.apply(2, m.legal_actions(2)[0])
    greens = [e.data["seat"] for e in ev if e.kind == "green"]
    assert greens == [1, 2]


def test_DRD_P7_at_most_one_green_card_per_round():
    m = new(2, first=0, greens=True, hands={0: ["Steady Trot", "*"], 1: ["Steady Trot", "Wait For Me!", "Sneaky Step"]},
            deck=["*"] * 6)
    play(m, {0: m.hands[0][0], 1: m.hands[1][0]})
    m.apply(0, Action.make("pass"))
    m.apply(1, Action.make("wait"))
    events = m.apply(1, Action.make("green", card=m.legal_actions(1)[0]["card"]))
    assert "green" in kinds(events)
    while m.window is not None:                       # later windows ask only seat 0
        assert m.to_move() == (0,)                    # seat 1 had another green: not asked again
        events += m.apply(0, Action.make("pass"))
    assert "round" in kinds(events)
    assert m.round == 2 and m.green_used == [False, False]        # a new round, a new green card
    assert m.hands[1] and any(CARDS[c].name == "Sneaky Step" for c in m.hands[1])


def test_DRD_P8_the_bottom_effect_resolves_between_the_two_opportunities():
    m = new(2, first=0, greens=True, hands={0: ["Tailwind", "*"], 1: ["Steady Trot", "Wait For Me!"]}, deck=["*"] * 6)
    events = play(m, {0: m.hands[0][0], 1: m.hands[1][0]})
    assert m.window["stage"] == 1
    events += pass_window(m)
    assert m.window["stage"] == 2
    order = [e.kind for e in events if e.kind in ("window", "move")]
    assert order == ["move", "window", "move", "window"]     # footprint, window, Tailwind's advance 2, window


def test_DRD_P9_an_empty_hand_recovers_back_three_and_draws_six():
    m = new(2, first=0, positions=[10, 10], hands={0: ["Steady Trot"], 1: ["Steady Trot", "*"]})
    events = play(m, {0: m.hands[0][0], 1: m.hands[1][0]})
    assert "recover" in kinds(events)
    rec = next(i for i, e in enumerate(events) if e.kind == "recover")
    assert events[rec + 1].data["from"] - events[rec + 1].data["to"] == 3
    assert events[rec + 2].kind == "draw" and events[rec + 2].data["count"] == 6


def test_DRD_P10_furthest_ahead_advance_one_all_tied_leaders_do():
    m, _ = _simple_round(["Steady Trot"] * 3, positions=[20, 20, 12])      # everyone 3 steps and advance 1
    assert m.pos == [25, 25, 16]


def test_DRD_P11_every_other_player_draws_one():
    m, _ = _simple_round(["Steady Trot"] * 3, positions=[20, 10, 12])      # each hand: 3 - 1 played
    assert [len(h) for h in m.hands] == [2, 3, 3]


def test_DRD_P12_played_cards_are_discarded_at_the_end_of_the_round():
    m, events = _simple_round(["Steady Trot", "Tailwind"])
    played = next(e for e in events if e.kind == "reveal").data["cards"]
    assert all(c in m.discard_pile for c in played) and m.front == [[], []]


def test_DRD_P13_the_dodo_token_passes_left():
    m, _ = _simple_round(["Steady Trot"] * 3, first=2)
    assert m.first == 0 and m.round == 2


def test_DRD_P14_no_hand_limit_and_an_empty_deck_is_refilled_from_the_discards():
    deal = Deal(new(2, first=0, hands={0: ["Snack Break"] + ["*"] * 4, 1: ["Long Stride"]}))
    # an empty deck: all of it goes to the discard pile
    deal.state["discard_pile"] += deal.state["draw_pile"]
    deal.state["draw_pile"] = []
    m = deal.match()
    events = play(m, {0: m.hands[0][0], 1: m.hands[1][0]})
    while m.phase == "resolve":          # the reshuffled greens may open windows
        events += pass_windows(m)
    assert "reshuffle" in kinds(events)
    assert len(m.hands[0]) >= 7          # 4 + 3 drawn (+1 at the end of the round): no limit
    assert count(m) == ALL


# ---- the end -------------------------------------------------------------------------------------
def test_DRD_E1_game_ends_after_phase_three_when_someone_reached_the_finish():
    m, _ = _simple_round(["Long Stride", "Long Stride"], positions=[49, 30])
    assert m.over and m.winners() == (0,)
    assert m.to_move() == () and m.legal_actions(0) == []


def test_DRD_E2_tie_goes_to_most_cards_then_shared():
    m = new(2, first=0, positions=[49, 49], hands={0: ["Long Stride", "*", "*"], 1: ["Long Stride", "*"]})
    play(m, {0: m.hands[0][0], 1: m.hands[1][0]})
    assert m.over and m.pos[0] == m.pos[1] and m.winners() == (0,)
    m = new(2, first=0, positions=[49, 49], hands={0: ["Long Stride", "*"], 1: ["Long Stride", "*"]})
    play(m, {0: m.hands[0][0], 1: m.hands[1][0]})
    assert m.over and m.winners() == (0, 1)


def test_DRD_E3_reached_in_phase_two_but_moved_back_behind_the_finish_the_game_goes_on():
    m = new(2, first=0, positions=[48, 30], hands={0: ["Long Stride", "*", "*"], 1: ["Egg Volley", "*", "*"]})
    play(m, {0: m.hands[0][0], 1: m.hands[1][0]})
    assert m.pos[0] == 52 == m.track.finish           # reached the finish in phase 2
    throw(m, (0,))                                      # seat 1's Egg hits it: back 2
    assert m.pos[0] == 51 and m.round == 2 and not m.over     # +1 as the leader: 51, still short
