"""Effects, projectiles and the board (DRD-F*, DRD-J*, DRD-B*)."""
from __future__ import annotations

import pytest

from dodos.helpers import ALL, count, kinds, new, play, throw
from game.core import Action, IllegalAction
from game.dodos.board import SPACE_R, space_centre
from game.dodos.data import TRACKS
from game.dodos.gestures import default_aim


def _turn(players: int, cards0: list[str], cards1: list[str], pos=(10, 10), cards2: list[str] | None = None):
    """A match where seat 0 (the Dodo holder) plays its first card and the others a plain Steady Trot:
    (match, events)."""
    hands = {0: cards0, 1: cards1, **{seat: cards2 or ["Steady Trot", "*", "*"] for seat in range(2, players)}}
    m = new(players, first=0, hands=hands, positions=list(pos) + [10] * (players - len(pos)))
    return m, play(m, {s: m.hands[s][0] for s in range(players)})


# ---- effects ---------------------------------------------------------------------------------------
def test_DRD_F1_effects_are_mandatory_a_swap_happens_even_when_it_hurts():
    m, events = _turn(2, ["Switcheroo", "*", "*"], ["Steady Trot", "*", "*"], pos=(20, 5))
    swap = next(e for e in events if e.kind == "swap")
    assert swap.data["seat"] == 0 and swap.data["positions"] == [5, 21]
    m3, _ = _turn(3, ["Switcheroo", "*", "*"], ["Steady Trot", "*", "*"])
    assert m3.prompt["kind"] == "swap"
    assert {a.kind for a in m3.legal_actions(0)} == {"swap"}        # no way to decline


def test_DRD_F2_a_discard_cost_you_cannot_pay_means_no_discard_and_no_effect():
    m, events = _turn(2, ["Stampede", "*", "*"], ["Steady Trot", "*", "*"])
    assert "cannot_pay" in kinds(events)
    assert m.pos[0] == 12                  # the footprint only
    assert not [e for e in events if e.kind == "discard" and e.data["seat"] == 0]


def test_DRD_F3_red_or_black_box_discards_you_cannot_pay_take_the_whole_hand_then_recover():
    m, _ = _turn(2, ["Egg Volley", "*", "*"], ["Steady Trot", "*", "*"])
    events = throw(m, ())                 # a miss: black box, discard 4 from a hand of 2
    d = next(e for e in events if e.kind == "discard")
    assert d.data["seat"] == 0 and len(d.data["cards"]) == 2
    assert kinds(events)[kinds(events).index("discard") + 1] == "recover"


def test_DRD_F4_a_steal_from_a_short_hand_takes_all_and_the_victim_recovers():
    m, _ = _turn(4, ["Pickpocket", "*"], ["Steady Trot", "*"], cards2=["Steady Trot", "*", "*"])
    # seat 1 holds 1 card after choosing; with 4 players seat 0 chooses whom to rob
    assert m.prompt["kind"] == "steal"
    events = m.apply(0, Action.make("steal", target=1))
    assert "recover" in kinds(events) and next(e for e in events if e.kind == "recover").data["seat"] == 1
    assert len(m.hands[1]) == 6
    events = m.apply(0, Action.make("steal", target=2))
    assert next(e for e in events if e.kind == "steal").data["count"] == 1
    assert count(m) == ALL


def test_DRD_F4_with_two_or_fewer_other_players_everyone_else_is_robbed_without_a_choice():
    m, events = _turn(3, ["Pickpocket", "*"], ["Steady Trot", "*", "*"])
    assert [e.data["victim"] for e in events if e.kind == "steal"] == [1, 2]


@pytest.mark.parametrize("name,icon", [("Snack Break", "draw"), ("Tailwind", "advance"),
                                       ("Dino Dash", "roll_advance")])
def test_DRD_F5_effect_icons_for_yourself(name, icon):
    m, events = _turn(2, [name, "*", "*"], ["Steady Trot", "*", "*"])
    start = kinds(events).index("turn")
    mine = [e for e in events[start:] if e.data.get("seat") == 0]
    if icon == "draw":
        assert any(e.kind == "draw" and e.data["count"] == 3 for e in mine)
    elif icon == "advance":
        assert [e.data["to"] - e.data["from"] for e in mine if e.kind == "move"][:2] == [2, 2]
    else:
        roll = next(e for e in mine if e.kind == "roll").data["value"]
        assert [e.data["to"] - e.data["from"] for e in mine if e.kind == "move"][1] == roll


def test_DRD_F5_icon_choose_and_discard_one():
    m, _ = _turn(2, ["Yolk Splat", "*", "*"], ["Steady Trot", "*", "*", "*"])
    throw(m, (1,))
    assert m.prompt == {"kind": "discard", "seat": 1, "left": 1, "box": "red"}
    choice = m.hands[1][1]
    events = m.apply(1, Action.make("discard", card=choice))
    assert choice in m.discard_pile and choice not in m.hands[1]
    assert "roll" in kinds(events)        # the white box: the thrower rolls and advances


def test_DRD_F5_icons_move_back_two_and_roll_and_move_back():
    m, _ = _turn(2, ["Egg Volley", "*", "*"], ["Steady Trot", "*", "*"], pos=(10, 20))
    events = throw(m, (1,))
    back = next(e for e in events if e.kind == "move" and e.data["seat"] == 1)
    assert back.data["from"] - back.data["to"] == 2
    m, _ = _turn(2, ["Meteor Strike", "*", "*"], ["Steady Trot", "*", "*"], pos=(10, 20))
    events = throw(m, (1,))
    roll = next(e for e in events if e.kind == "roll").data["value"]
    back = next(e for e in events if e.kind == "move" and e.data["seat"] == 1)
    assert back.data["from"] - back.data["to"] == roll


def test_DRD_F5_icon_steal_one_from_each_of_two_chosen_players():
    m = new(4, first=0, positions=[10] * 4,
            hands={s: ["Pickpocket" if s == 0 else "Steady Trot", "*", "*", "*"] for s in range(4)})
    play(m, {s: m.hands[s][0] for s in range(4)})
    assert m.prompt["kind"] == "steal"
    m.apply(0, Action.make("steal", target=3))
    assert {a["target"] for a in m.legal_actions(0)} == {1, 2}        # a different second player
    m.apply(0, Action.make("steal", target=1))
    assert len(m.hands[3]) == 2 and len(m.hands[1]) == 2 and len(m.hands[0]) >= 4


def test_DRD_F5_icon_swap_with_any_other_dodino():
    m, _ = _turn(3, ["Switcheroo", "*", "*"], ["Steady Trot", "*", "*"], pos=(10, 30, 20))
    events = m.apply(0, Action.make("swap", target=2))
    swap = next(e for e in events if e.kind == "swap")
    assert swap.data == {"seat": 0, "other": 2, "positions": [20, 11]}


def test_DRD_F5_icon_discard_four_for_the_white_box():
    m, _ = _turn(2, ["Stampede", "*", "*", "*", "*", "*"], ["Steady Trot", "*", "*"])
    assert m.prompt["kind"] == "discard" and m.prompt["box"] == "pay"
    for _ in range(4):
        m.apply(0, Action.make("discard", card=m.hands[0][0]))
    assert m.pos[0] >= 10 + 2 + 6 and len(m.hands[0]) in (1, 2)


def test_DRD_F5_icon_hit_the_active_player_cancels_their_effect():
    m = new(2, first=0, greens=True, positions=[10, 10], hands={0: ["Tailwind", "*", "*"],
                                                                 1: ["Steady Trot", "Egg Ambush", "*"]}, deck=["*"] * 6)
    a, b = list(m.hands[0]), list(m.hands[1])
    play(m, {0: a[0], 1: b[0]})
    assert m.window["stage"] == 1
    m.apply(0, Action.make("pass"))
    m.apply(1, Action.make("wait"))
    m.apply(1, Action.make("green", card=b[1]))
    assert m.prompt["kind"] == "throw" and m.prompt["target"] == 0
    events = throw(m, (0,))
    assert "cancelled" in kinds(events) and "no_effect" in kinds(events)
    assert m.pos[0] == 12                  # footprint only: Tailwind's +2 never happened


def test_DRD_F5_hit_the_active_player_is_not_offered_after_the_effect_or_on_yourself():
    m = new(2, first=0, greens=True, positions=[10, 10], hands={0: ["Tailwind", "Star Ambush", "*"],
                                                                 1: ["Steady Trot", "Egg Ambush", "*"]}, deck=["*"] * 6)
    play(m, {0: m.hands[0][0], 1: m.hands[1][0]})
    assert m.window["eligible"] == [0, 1]         # asked on public grounds: both could hold a green
    assert m.legal_actions(0) == [Action.make("pass")]      # seat 0 can't ambush itself
    assert Action.make("wait") in m.legal_actions(1)
    m.apply(0, Action.make("pass"))
    m.apply(1, Action.make("pass"))
    assert m.window["stage"] == 2
    assert m.legal_actions(1) == [Action.make("pass")]      # stage 2: too late to cancel


# ---- projectiles -------------------------------------------------------------------------------------
def test_DRD_J1_the_thrower_may_rearrange_dodinos_within_their_spaces():
    m, _ = _turn(2, ["Egg Volley", "*", "*"], ["Steady Trot", "*", "*"], pos=(10, 20))
    cx, cy = space_centre(m.track.id, m.pos[1])
    ok = Action.make("throw", gesture="egg", aim=default_aim("egg"), hits=(), placed=((1, cx + 10, cy - 5),))
    far = Action.make("throw", gesture="egg", aim=default_aim("egg"), hits=(),
                      placed=((1, cx + SPACE_R * 2, cy),))
    before = m.view(None)
    assert "inside its own space" in m.check(0, far)
    junk = Action.make("throw", gesture="egg", aim=default_aim("egg"), hits=(), placed=((1, "x", cy),))
    assert "placed" in m.check(0, junk)
    with pytest.raises(IllegalAction):
        m.apply(0, far)
    assert m.view(None) == before
    assert m.check(0, ok) is None
    m.apply(0, ok)
    assert m.last_throw["placed"] == [[1, cx + 10, cy - 5]]


def test_DRD_J2_the_red_box_is_resolved_by_every_hit_owner_thrower_included():
    m, _ = _turn(3, ["Egg Volley", "*", "*"], ["Steady Trot", "*", "*"], pos=(10, 20, 30))
    events = throw(m, (0, 2))
    backs = [e.data["seat"] for e in events if e.kind == "move" and e.data["to"] < e.data["from"]]
    assert backs == [0, 2]
    assert m.pos[1] > 20


def test_DRD_J3_the_white_box_is_resolved_once_when_anything_is_hit():
    m, _ = _turn(3, ["Egg Volley", "*", "*"], ["Steady Trot", "*", "*"], pos=(10, 20, 30))
    events = throw(m, (1, 2))
    events = events[:kinds(events).index("turn")]          # seat 0's turn only
    draws = [e for e in events if e.kind == "draw" and e.data["seat"] == 0]
    assert len(draws) == 1 and draws[0].data["count"] == 2


def test_DRD_J4_a_red_card_throw_that_hits_nothing_discards_four():
    m, _ = _turn(2, ["Falling Rock", "*", "*", "*", "*", "*", "*"], ["Steady Trot", "*", "*"])
    events = throw(m, ())
    assert "black_box" in kinds(events)
    assert m.prompt == {"kind": "discard", "seat": 0, "left": 4, "box": "black"}
    for _ in range(4):
        m.apply(0, m.legal_actions(0)[0])
    assert len(m.hands[0]) in (2, 3)


def test_DRD_J5_each_projectile_has_its_own_gesture():
    m, _ = _turn(2, ["Banana Peel", "*", "*"], ["Steady Trot", "*", "*"])
    assert m.prompt["projectile"] == "banana"
    wrong = Action.make("throw", gesture="egg", aim=default_aim("egg"), hits=())
    assert "Banana" in m.check(0, wrong)
    bad_aim = Action.make("throw", gesture="banana", aim=(9.0, 0.0, 0.5, 0.0), hits=())
    assert "edge" in m.check(0, bad_aim)
    bad_hits = Action.make("throw", gesture="banana", aim=default_aim("banana"), hits=(1, 1))
    assert m.check(0, bad_hits)
    assert m.check(0, Action.make("throw", gesture="banana", aim=(3.5, 0.1, 0.9, -0.5), hits=(1,))) is None
    from game.dodos.throwing import PROJECTILES, outline
    assert set(PROJECTILES) == {"egg", "meteorite", "banana", "star"}
    assert len({str(outline(p)) for p in PROJECTILES}) == 4


# ---- the board ---------------------------------------------------------------------------------------
def test_DRD_B1_a_dodino_may_advance_beyond_the_finish():
    m = new(2, first=0, positions=[55, 10])
    ev = []
    m._move(0, 4, ev)
    assert m.pos[0] == 59 > m.track.finish
    m._move(0, 9, ev)
    assert m.pos[0] == m.track.last              # the Jungle's run-out ends
    s = new(2, track="space", first=0, positions=[60, 10])
    s._move(0, 9, ev)
    assert s.pos[0] == 69 and s.track.space_of(69) == 17     # the loop goes on round


def test_DRD_B2_nothing_moves_back_behind_the_first_space_except_lapped_on_space():
    m = new(2, first=0, positions=[2, -1])
    ev = []
    m._move(0, -3, ev)
    m._move(1, -3, ev)
    assert m.pos == [1, -1]                   # the first space; a starting space stays put
    s = new(2, track="space", first=0, positions=[54, 2])     # seat 0 passed the finish (52), stands on space 2
    s._move(0, -4, ev)
    s._move(1, -4, ev)
    assert s.pos == [50, 1] and s.track.space_of(50) == 50


def test_DRD_B3_a_sphere_space_resolves_at_the_end_of_its_dodinos_turn():
    sphere, icons = next((sp, ic) for sp, ic in sorted(TRACKS["jungle"].spheres.items()) if ic[0]["icon"] == "advance")
    n = icons[0]["n"]
    m = new(2, first=0, spheres=True, positions=[sphere - 4, sphere],     # seat 1 already stands on it: nothing now
            hands={0: ["Long Stride", "*", "*"], 1: ["Snack Break", "*", "*"]})
    events = play(m, {0: m.hands[0][0], 1: m.hands[1][0]})
    spheres = [e for e in events if e.kind == "sphere"]
    assert [e.data["seat"] for e in spheres] == [0]
    assert m.pos[0] >= sphere + n
