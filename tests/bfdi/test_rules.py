"""One test per BFDI rule of RULES.md (Basic game), named after its ID."""
import pytest

from game.core import Action, IllegalAction
from game.bfdi import data
from game.bfdi.board import Board
from bfdi_helpers import (new, draft, started, arrange, line_up, set_challenge, give, dice, play, to_cake, roll,
                          scenes_total, cid, with_pool, edit, attach, challenge_on_top, to_chamber, keep_only)

PASS = Action.make("pass")
ROLL = Action.make("roll")
TRADE = Action.make("trade")


# ---- Setup -----------------------------------------------------------------------------------
def test_BFDI_S1_board_side_changes_only_the_look():
    a = new(3, seed=4)
    b = a.__class__(3, {"mode": "basic", "board": "space"}, 4, 0)
    va, vb = a.view(0), b.view(0)
    assert va.pop("board_side") == "grass" and vb.pop("board_side") == "space"
    assert va == vb
    draft(a), draft(b)
    assert a.view(None)["characters"] == b.view(None)["characters"]


def test_BFDI_S2_challenge_and_scene_decks_are_shuffled():
    a, b = new(3, seed=1), new(3, seed=2)
    assert sorted(a.draw_pile + [c for h in a.hands for c in h]) == list(range(45))
    assert sorted(a.chal_deck) == list(range(27))
    assert a.draw_pile != b.draw_pile and a.chal_deck != b.chal_deck
    assert a.chal_deck != sorted(a.chal_deck)


def test_BFDI_S3_supply_has_three_win_tokens_and_endless_stars():
    m = started(3)
    assert m.view(0)["win_tokens_supply"] == 3
    m = line_up(edit(m, stars=[40, 40, 40]), [])
    to_cake(m)
    dice(m, [1])
    roll(m)
    assert all(s > 40 for s in m.stars)     # no cap: 24 Star pieces in the box do not limit anyone


def test_BFDI_S4_each_player_draws_2_scenes_and_takes_1_star():
    m = new(4, first=None, seed=9)
    assert [len(h) for h in m.hands] == [2, 2, 2, 2]
    assert sum(m.stars) == 4                # one each, one of them passed on by the first picker


def test_BFDI_S5_basic_or_advanced_only_advanced_uses_abilities():
    coiny = cid("coiny")
    for mode, gain in (("basic", 0), ("advanced", 2)):
        m = with_pool(new(3, mode), [coiny])
        before = m.stars[0]
        m.apply(0, Action.make("pick", char=coiny))
        assert m.stars[0] - before == gain
    assert new(3, "advanced").view(0)["mode"] == "advanced"


def test_BFDI_S6_twelve_characters_face_up_nine_in_the_chamber():
    m = new(3)
    assert len(m.pool) == 12 and len(m.chamber) == 9
    assert set(m.pool) | set(m.chamber) == set(range(21))


def test_BFDI_S7_first_picker_gives_their_star_to_the_right():
    m = new(3, first=1)
    assert m.stars == [2, 0, 1]            # seat 1's right is seat 0
    m = new(4, first=0)
    assert m.stars == [0, 1, 1, 2]         # seat 0's right is seat 3
    assert m.active == 0


def test_BFDI_S8_picked_figure_takes_the_highest_empty_start_space():
    m = new(3)
    a, b = m.pool[0], m.pool[1]
    ev = m.apply(0, Action.make("pick", char=a))
    m.apply(1, Action.make("pick", char=b))
    assert m.board.where[a] == (0, 0) and m.board.where[b] == (0, 1)
    assert ev[0].data["to"] == [0, 0]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_BFDI_S9_picks_go_clockwise_and_leftovers_go_to_the_chamber(players):
    first = players - 1
    m = new(players, first=first)
    pickers = []
    while m.phase == "draft":
        pickers.append(m.active)
        m.apply(m.active, Action.make("pick", char=m.pool[0]))
    per = 12 // players
    assert pickers == [(first + i) % players for i in range(players * per)]
    assert all(len(m.chars_of(s)) == per for s in range(players))
    assert len(m.chamber) == 21 - players * per and not m.pool
    assert len(m.board.where) == players * per


# ---- Step A ------------------------------------------------------------------------------------
def next_challenge(m, attrs):
    """Put the Challenge with these attributes on top of the deck and run Step A: (the match, its events)."""
    m = challenge_on_top(m, attrs)
    return m, m._start_challenge()


def test_BFDI_A1_each_challenge_turns_the_top_card_over_the_old_one():
    m = started(3)
    old = m.chal_used[-1]
    top = m.chal_deck[-1]
    m = line_up(m, [], 3)
    to_cake(m)
    dice(m, [1])
    roll(m)
    assert m.chal_used[-2:] == [old, top] and m.view(0)["challenge"]["card"] == top
    assert m.view(0)["challenges_done"][-1] == old
    assert len(m.chal_deck) + len(m.chal_used) == 27


def test_BFDI_A2_characters_move_right_one_level_per_matching_attribute():
    m = line_up(started(3), [], 0)
    both = next(c for c in m.board.where if set(data.character(c)["attributes"]) == {"Smart", "Nice"})
    one = next(c for c in m.board.where if set(data.character(c)["attributes"]) & {"Smart", "Nice"} == {"Smart"})
    none = next(c for c in m.board.where if not set(data.character(c)["attributes"]) & {"Smart", "Nice", "Angry"})
    m, dev = attach(m, none, "Angry")
    m, ev = next_challenge(m, ["Smart", "Nice", "Angry"])
    assert m.board.level_of(both) == 2 and m.board.level_of(one) == 1 and m.board.level_of(none) == 1
    moves = [e for e in ev if e.kind == "move"][0].data["moves"]
    assert all({"char", "from", "to"} <= set(mv) for mv in moves)


def test_BFDI_A3_winning_character_is_highest_in_furthest_right_level():
    m = started(3)
    a, b, c = list(m.board.where)[:3]
    m = arrange(line_up(m, [], 0), {a: (2, 5), b: (2, 1), c: (1, 0)})
    assert m.board.winning() == b


# ---- Step B ------------------------------------------------------------------------------------
def test_BFDI_B1_turns_start_with_the_owner_of_the_winning_character():
    m = line_up(started(3), [], 0)
    target = m.chars_of(2)[0]
    m, _ = attach(m, target, "Smart")
    m, _ = attach(m, target, "Smart")      # two extra Smart attributes: it leads
    m, ev = next_challenge(m, ["Smart"])
    assert m.board.winning() == target and m.active == 2 and m.to_move() == (2,)
    assert ev[-1].data == {"step": "B", "seat": 2, "leader": target}


def test_BFDI_B2_on_a_turn_a_player_plays_one_scene_or_passes():
    m = started(3)
    seat = m.active
    kinds = {a.kind for a in m.legal_actions(seat)}
    assert kinds <= {"play", "pass", "trade"} and "pass" in kinds
    m, card = give(m, seat, "win_token")
    play(m, seat, card, m.chars_of(seat)[0])
    assert m.active == m.next_seat(seat)     # one Scene, then the next player


def test_BFDI_B3_played_scenes_go_to_discard_except_developments():
    m = started(3)
    seat = m.active
    target = m.chars_of(seat)[0]
    m, tok = give(m, seat, "win_token")
    play(m, seat, tok, target)
    assert m.discard_pile[-1] == tok
    seat = m.active
    m, dev = give(m, seat, "development", "Nice")
    play(m, seat, dev, target)
    assert dev not in m.discard_pile and m.devs[target] == [dev]


def test_BFDI_B4_turns_continue_until_everyone_passes_in_a_row():
    m = started(3)
    first = m.active
    m.apply(first, PASS)
    second = m.active
    m, card = give(m, second, "win_token")
    play(m, second, card, m.chars_of(second)[0])
    m.apply(m.active, PASS)
    assert m.active == first and m.phase == "turns"
    m, card = give(m, first, "swap")
    assert any(a.kind == "play" for a in m.legal_actions(first))    # passing earlier does not stop you
    m.apply(first, PASS)
    assert m.phase == "turns"              # two passes in a row since the last Scene
    m.apply(m.active, PASS)
    assert m.phase == "cake"


# ---- Step C ------------------------------------------------------------------------------------
def test_BFDI_C1_results_fill_level_3_from_the_top_keeping_order():
    m = started(3)
    cs = list(m.board.where)
    layout = {cs[0]: (3, 4), cs[1]: (3, 7), cs[2]: (2, 0), cs[3]: (2, 3), cs[4]: (1, 2), cs[5]: (0, 11)}
    m = arrange(line_up(m, [], 0), layout)
    expected = [cs[0], cs[1], cs[2], cs[3], cs[4]] + [c for c in m.board.in_level(0)]
    ev = to_cake(m)
    assert m.board.in_level(3) == expected
    assert [m.board.where[c][1] for c in expected] == list(range(12))
    assert any(e.kind == "step" and e.data["step"] == "C" for e in ev)


# ---- Step D ------------------------------------------------------------------------------------
def test_BFDI_D1_owner_of_the_highest_character_rolls():
    m = started(3)
    top = m.chars_of(1)[0]
    m = line_up(m, [top])
    to_cake(m)
    assert m.to_move() == (1,) and m.legal_actions(1)[0] == ROLL


def test_BFDI_D2_the_roll_eliminates_that_space_counting_from_the_lowest():
    m = started(3)
    order = m.board.standing()
    m = line_up(m, order)
    to_cake(m)
    assert m.view(0)["cake"]["spaces"] == {"1": order[-1], "2": order[-2], "3": order[-3]}
    dice(m, [2])
    ev = roll(m)
    assert order[-2] in m.chamber and order[-2] not in m.board.where
    elim = next(e for e in ev if e.kind == "eliminate")
    assert elim.data["char"] == order[-2] and elim.data["from"] == [3, 10]


def test_BFDI_D3_eliminated_character_takes_its_developments_and_leaves_a_gap():
    m = started(3)
    order = m.board.standing()
    m = line_up(m, order)
    victim = order[-2]
    m, dev = attach(m, victim, "Active")
    to_cake(m)
    before = scenes_total(m)
    dice(m, [2])
    m._finish_cake = lambda: []        # stop right after the elimination, before Step E closes the gap
    events = roll(m)
    assert m.board.grid[3][10] is None and m.board.grid[3][11] == order[-1]    # the gap stays for now
    assert next(e for e in events if e.kind == "eliminate").data["developments"] == [dev]
    assert victim in m.chamber and dev in m.devs[victim] and scenes_total(m) == before


def test_BFDI_D4_losing_the_last_character_ends_that_players_game():
    m = started(3)
    m = to_chamber(m, m.chars_of(2)[1:])
    last = m.chars_of(2)[0]
    m = line_up(m, [c for c in m.board.standing() if c != last] + [last])
    dropped = list(m.hands[2])
    sizes = [len(h) for h in m.hands]
    to_cake(m)
    dice(m, [1])
    ev = roll(m)
    assert m.out[2] and m.hands[2] == [] and all(c in m.discard_pile for c in dropped)
    leave = next(e for e in ev if e.kind == "leave")
    assert leave.data["seat"] == 2
    assert len(m.hands[0]) >= sizes[0] + 1 and len(m.hands[1]) >= sizes[1] + 1
    assert 2 not in m.active_seats() and 2 not in m.to_move()
    while m.phase == "turns":
        assert m.active != 2
        m.apply(m.active, PASS)


def final_three(m, keep):
    return line_up(keep_only(m, keep), keep)


def test_BFDI_D5_final_challenge_rolls_until_one_remains_rerolling_empty_spaces():
    m = started(3)
    keep = [m.chars_of(0)[0], m.chars_of(1)[0], m.chars_of(2)[0]]
    m = final_three(m, keep)
    to_cake(m)
    assert m.cake["final"]
    dice(m, [1, 1, 3])
    ev = roll(m)
    assert keep[2] in m.chamber and not m.over and m.phase == "cake"
    ev = roll(m)                       # space 1 is empty now
    assert any(e.kind == "reroll" for e in ev) and len(m.board.where) == 2
    ev = roll(m)
    assert m.over and m.winners() == (1,) and m.winning_char == keep[1]


def test_BFDI_D7_win_token_pays_two_stars_and_rerolls():
    m = started(3)
    order = m.board.standing()
    low = order[-1]
    m = line_up(edit(m, tokens=[low]), order)
    owner = m.owner[low]
    to_cake(m)
    stars = m.stars[owner]
    dice(m, [1])
    ev = roll(m)
    assert m.stars[owner] == stars + 2 and low not in m.tokens and low in m.board.where
    assert m.phase == "cake" and any(e.kind == "token_saves" for e in ev)


def test_BFDI_D8_win_tokens_return_to_the_supply_after_cake_at_stake():
    m = started(3)
    order = m.board.standing()
    m = line_up(edit(m, tokens=sorted(order[:2])), order)
    to_cake(m)
    assert m.view(0)["win_tokens_supply"] == 1
    dice(m, [1])
    roll(m)
    assert not m.tokens and m.view(0)["win_tokens_supply"] == 3


# ---- Step E ------------------------------------------------------------------------------------
def test_BFDI_E1_E3_everyone_gains_a_star_and_the_top_three_earn_more():
    m = started(3)
    order = m.board.standing()
    m = line_up(m, order)
    to_cake(m)
    before = list(m.stars)
    dice(m, [1])
    roll(m)
    gain = [1, 1, 1]
    for c, g in zip(order[:3], (2, 1, 1)):
        gain[m.owner[c]] += g
    assert [a - b for a, b in zip(m.stars, before)] == gain


def test_BFDI_E2_everyone_returns_to_start_keeping_their_order():
    m = started(3)
    order = m.board.standing()
    m = line_up(m, order)
    to_cake(m)
    dice(m, [3])
    ev = roll(m)
    survivors = [c for c in order if c != order[-3]]
    back = next(e for e in ev if e.kind == "move" and e.data.get("return"))
    assert [mv["char"] for mv in back.data["moves"]] == survivors
    assert [mv["to"] for mv in back.data["moves"]] == [[0, r] for r in range(len(survivors))]


def test_BFDI_E3_first_returning_character_gives_two_stars_second_third_one():
    test_BFDI_E1_E3_everyone_gains_a_star_and_the_top_three_earn_more()


def test_BFDI_E1_each_player_gains_one_star():
    m = started(3)
    order = m.board.standing()
    m = line_up(m, order)
    to_cake(m)
    dice(m, [1])
    ev = roll(m)
    free = next(e for e in ev if e.kind == "stars" and "seats" in e.data)
    assert free.data == {"seats": [0, 1, 2], "stars": 1}


# ---- General -----------------------------------------------------------------------------------
def test_BFDI_G1_trade_three_stars_for_a_scene_whenever_deciding():
    m = new(3)
    m = edit(m, stars=[3, 3, 3])
    assert TRADE in m.legal_actions(0) and TRADE not in m.legal_actions(1)      # draft: the picker only
    with pytest.raises(IllegalAction):
        m.apply(1, TRADE)
    draft(m)
    seat = m.active
    m = edit(m, lambda state: state["stars"].__setitem__(seat, 7))
    hand = len(m.hands[seat])
    m.apply(seat, TRADE)
    m.apply(seat, TRADE)
    assert m.stars[seat] == 1 and len(m.hands[seat]) == hand + 2 and m.active == seat
    assert TRADE not in m.legal_actions(seat)
    with pytest.raises(IllegalAction, match="3 Stars"):
        m.apply(seat, TRADE)
    m = line_up(m, [])
    to_cake(m)
    roller = m.to_move()[0]
    m = edit(m, lambda state: state["stars"].__setitem__(roller, 3))
    assert TRADE in m.legal_actions(roller)           # also while rolling Cake at Stake


def test_BFDI_G2_movement_past_level_3_is_lost_nothing_moves_left_of_start():
    b = Board()
    b.place(1, 2)
    assert b.move_right(1, 3) == ((2, 0), (3, 0))
    assert b.move_right(1, 2) is None and b.where[1] == (3, 0)
    b.place(2, 0)
    assert b.move_right(2, -1) is None and b.where[2] == (0, 0)


def test_BFDI_G3_scenes_may_be_played_on_other_players_characters():
    m = started(3)
    seat = m.active
    theirs = m.chars_of((seat + 1) % 3)[0]
    m, card = give(m, seat, "win_token")
    assert Action.make("play", card=card, target=theirs) in m.legal_actions(seat)
    play(m, seat, card, theirs)
    assert theirs in m.tokens


def test_BFDI_G4_neighbours_touch_directly_above_or_below_with_no_gap():
    b = Board()
    for c, row in ((1, 0), (2, 1), (3, 3)):
        b.place(c, 3, row)
    b.place(4, 2, 2)
    assert b.neighbours(2) == [1] and b.neighbours(1) == [2] and b.neighbours(3) == []


def test_BFDI_G6_last_character_remaining_wins_for_its_owner():
    m = started(3)
    keep = [m.chars_of(0)[0], m.chars_of(1)[0], m.chars_of(2)[0]]
    m = final_three(m, keep)
    to_cake(m)
    dice(m, [1, 2])
    roll(m)
    roll(m)
    assert m.over and m.winners() == (0,) and m.view(None)["winner"] == 0
    assert m.to_move() == () and m.legal_actions(0) == []


def test_BFDI_G6_game_ends_when_one_player_owns_every_remaining_character():
    m = started(2)
    mine = m.chars_of(0)
    last = m.chars_of(1)[0]
    m = line_up(to_chamber(m, m.chars_of(1)[1:]), mine + [last])
    to_cake(m)
    dice(m, [1])
    ev = roll(m)
    assert m.over and m.winners() == (0,) and ev[-1].kind == "game_over"


def test_BFDI_G7_empty_scene_deck_is_refilled_from_the_discard_pile():
    m = started(3)
    seat = m.active
    m = edit(m, lambda state: state["stars"].__setitem__(seat, 3),
             draw_pile=[], discard_pile=m.discard_pile + m.draw_pile)
    n = len(m.discard_pile)
    ev = m.apply(seat, TRADE)
    assert any(e.kind == "reshuffle" for e in ev) and len(m.draw_pile) == n - 1 and not m.discard_pile
    def empty_piles(state):                 # every Scene left goes to another hand: both piles empty
        state["hands"][(seat + 1) % 3] += state["draw_pile"] + state["discard_pile"]
        state["draw_pile"], state["discard_pile"] = [], []
    m = edit(m, empty_piles)
    assert TRADE not in m.legal_actions(seat) and m.draw(seat, 1) == []    # both empty: nothing drawn


# ---- Scenes ------------------------------------------------------------------------------------
def test_BFDI_SC1_development_attaches_and_moves_at_once_if_it_matches():
    m = set_challenge(started(3), ["Angry"])
    seat = m.active
    target = next(c for c in m.chars_of(seat) if "Angry" not in data.character(c)["attributes"]
                  and m.board.level_of(c) < 3)
    level = m.board.level_of(target)
    m, dev = give(m, seat, "development", "Angry")
    play(m, seat, dev, target)
    assert "Angry" in m.attributes(target) and m.board.level_of(target) == level + 1
    seat = m.active
    other = next(c for c in m.board.where if m.board.level_of(c) < 3 and c != target)
    level = m.board.level_of(other)
    m, dev = give(m, seat, "development", "Nice" if "Nice" not in m.challenge_attrs() else "Smart")
    play(m, seat, dev, other)
    assert m.board.level_of(other) == level                # no match: it stays


def test_BFDI_SC2_boost_rolls_and_moves_the_character_that_far():
    m = started(3)
    seat = m.active
    m = line_up(m, [], 0)
    target = m.chars_of(seat)[0]
    m = edit(m, stars=[0, 0, 0])           # nobody can offer: no Alliance window
    m, card = give(m, seat, "boost")
    dice(m, [2])
    ev = play(m, seat, card, target)
    assert m.board.level_of(target) == 2
    assert any(e.kind == "roll" and e.data["value"] == 2 for e in ev)
    assert m.view(0)["last_roll"] == {"seat": seat, "value": 2, "purpose": "boost"}


def test_BFDI_SC3_alliances_offers_at_once_one_accept_per_player_same_distance_never_own():
    m = started(3)
    seat = m.active
    m = edit(line_up(m, [], 0), stars=[2, 2, 2])
    target = m.chars_of(seat)[0]
    m, card = give(m, seat, "boost")
    play(m, seat, card, target)
    others = [s for s in range(3) if s != seat]
    assert m.phase == "offers" and set(m.to_move()) == set(others)      # several seats decide at once
    offered = {a["char"] for s in others for a in m.legal_actions(s) if a.kind == "offer"}
    assert not offered & set(m.chars_of(seat))                             # never your own characters
    a, b = others
    ally_a, ally_b = m.chars_of(a)[0], m.chars_of(b)[0]
    m.apply(b, Action.make("offer", char=ally_b, stars=1))
    assert m.to_move() == (a,)
    with pytest.raises(IllegalAction):
        m.apply(b, Action.make("offer", char=ally_b, stars=2))            # one offer per player
    m.apply(a, Action.make("offer", char=ally_a, stars=2))
    assert m.phase == "accept" and m.to_move() == (seat,)
    assert {o["seat"] for o in m.view(seat)["boost"]["offers"]} == {a, b}
    m.apply(seat, Action.make("accept", seat=a))
    assert Action.make("accept", seat=a) not in m.legal_actions(seat)
    assert m.stars[seat] == 4 and m.stars[a] == 0
    dice(m, [3])
    m.apply(seat, Action.make("done"))                                   # b's offer rejected
    assert m.board.level_of(target) == 3 and m.board.level_of(ally_a) == 3
    assert m.board.level_of(ally_b) == 0 and m.stars[b] == 2
    assert m.phase == "turns"


def test_BFDI_SC3_booster_cannot_ally_their_own_characters():
    m = started(3)
    seat = m.active
    m = edit(line_up(m, [], 0), stars=[0 if s != seat else 5 for s in range(3)])
    m, card = give(m, seat, "boost")
    play(m, seat, card, m.chars_of(seat)[0])
    assert m.phase == "turns"             # only the booster has Stars: nobody may offer


def test_BFDI_SC4_special_boost_moves_three_only_in_its_attribute_on_any_character():
    m = line_up(set_challenge(started(3), ["Nice"]), [], 0)
    seat = m.active
    m, nice = give(m, seat, "special_boost", "Nice")
    m, angry = give(m, seat, "special_boost", "Angry")
    legal = m.legal_actions(seat)
    assert not any(a.kind == "play" and a["card"] == angry for a in legal)
    theirs = m.chars_of((seat + 1) % 3)[0]
    assert Action.make("play", card=nice, target=theirs) in legal
    m = edit(m, stars=[1, 1, 1])
    ev = play(m, seat, nice, theirs)
    assert m.phase == "offers"                                      # Alliance rules apply
    while m.phase == "offers":
        m.apply(m.to_move()[0], Action.make("decline"))
    assert m.board.level_of(theirs) == 3 and m.last_roll is None   # no roll


def test_BFDI_SC5_win_token_at_most_one_per_character_and_needs_supply():
    m = started(3)
    seat = m.active
    c0, c1 = m.chars_of(seat)[:2]
    m = edit(m, tokens=[c0])
    m, card = give(m, seat, "win_token")
    legal = m.legal_actions(seat)
    assert Action.make("play", card=card, target=c0) not in legal
    assert Action.make("play", card=card, target=c1) in legal
    m = edit(m, tokens=sorted({c0} | set(m.board.standing()[-2:])))
    if len(m.tokens) >= 3:
        assert not any(a.kind == "play" and a["card"] == card for a in m.legal_actions(seat))


def test_BFDI_SC6_swap_two_characters_on_the_same_level():
    m = started(3)
    seat = m.active
    a, b, c = list(m.board.where)[:3]
    m = arrange(line_up(m, [], 0), {a: (2, 0), b: (2, 1), c: (1, 0)})
    m, card = give(m, seat, "swap")
    legal = m.legal_actions(seat)
    assert Action.make("play", card=card, target=min(a, c), target2=max(a, c)) not in legal
    ev = play(m, seat, card, min(a, b), max(a, b))
    assert m.board.where[a] == (2, 1) and m.board.where[b] == (2, 0)
    assert next(e for e in ev if e.kind == "swap").data["moves"][0]["from"] in ([2, 0], [2, 1])
