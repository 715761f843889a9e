"""Advanced game: each of the 21 abilities, plus the rules about abilities (S10, D6, G5)."""
from game.core import Action
from bfdi_helpers import (new, draft, with_pool, line_up, give, dice, play, to_cake, roll, cid, edit,
                          challenge_on_top, keep_only)


def adv(chars, players=3, seed=0):
    m = with_pool(new(players, "advanced", seed), chars)
    return draft(m, chars)


def bottom(m, low_to_high):
    """Line everyone up on level 3 so that these characters hold spaces 1, 2, 3... (lowest first)."""
    chosen = list(reversed(low_to_high))
    rest = [c for c in m.board.standing() if c not in chosen]
    return line_up(m, rest + chosen)


def pick(m, key):
    c = cid(key)
    return m.apply(m.active, Action.make("pick", char=c))


# ---- Setup abilities ---------------------------------------------------------------------------
def test_BFDI_S10_setup_ability_is_used_once_when_picked():
    m = with_pool(new(3, "advanced"), [cid("coiny")])
    events = pick(m, "coiny")
    assert m.stars[0] == 2                  # 0 after paying the first pick's Star, +2
    while not m.over:                       # the rest of the game: passes and rolls only
        seat = m.to_move()[0]
        acts = [a for a in m.legal_actions(seat) if a.kind in ("pick", "pass", "roll", "decline", "done")]
        events += m.apply(seat, acts[0])
    coins = [e for e in events if e.kind == "ability" and e.data["char"] == cid("coiny")]
    assert len(coins) == 1


def test_ability_coiny_gains_two_stars():
    m = with_pool(new(3, "advanced", first=1), [cid("coiny")])
    ev = pick(m, "coiny")
    assert m.stars[1] == 2 and ev[-1].kind == "ability" and ev[-1].data["char"] == cid("coiny")


def test_ability_david_gains_one_star():
    m = with_pool(new(3, "advanced", first=1), [cid("david")])
    pick(m, "david")
    assert m.stars[1] == 1


def test_ability_pen_draws_a_scene():
    m = with_pool(new(3, "advanced"), [cid("pen")])
    pick(m, "pen")
    assert len(m.hands[0]) == 3


def test_ability_pencil_collects_a_star_from_each_other_player_who_has_one():
    m = edit(with_pool(new(3, "advanced", first=0), [cid("pencil")]), stars=[0, 2, 0])
    pick(m, "pencil")
    assert m.stars == [1, 1, 0]


def test_ability_blocky_pranks_the_player_on_the_left():
    m = with_pool(new(3, "advanced", first=2), [cid("blocky")])
    pick(m, "blocky")
    assert [len(h) for h in m.hands] == [1, 2, 2] and len(m.discard_pile) == 1


def test_ability_teardrop_takes_the_top_of_start():
    m = with_pool(new(3, "advanced"), [cid("teardrop")])
    a, b = [c for c in m.pool if c != cid("teardrop")][:2]
    m.apply(0, Action.make("pick", char=a))
    m.apply(1, Action.make("pick", char=b))
    pick(m, "teardrop")
    assert m.board.in_level(0) == [cid("teardrop"), a, b]


def test_BFDI_G5_card_text_wins_over_the_rulebook():
    # The rulebook puts a picked figure on the highest empty space; Teardrop's card says the top space.
    test_ability_teardrop_takes_the_top_of_start()
    # The rulebook moves one level per matching attribute; Golf Ball's card adds one more.
    test_ability_golf_ball_moves_one_extra_level_when_smart()


# ---- Anytime abilities -------------------------------------------------------------------------
def test_ability_golf_ball_moves_one_extra_level_when_smart():
    golf = cid("golf_ball")
    for attrs, level in ((["Smart"], 2), (["Angry"], 1), (["Nice"], 0)):
        m = challenge_on_top(line_up(adv([golf]), [], 0), attrs)
        m._start_challenge()
        assert m.board.level_of(golf) == level


def test_ability_ice_cube_can_never_be_swapped():
    ice = cid("ice_cube")
    for mode, allowed in (("basic", True), ("advanced", False)):
        m = line_up(draft(with_pool(new(3, mode), [ice]), [ice]), [], 1)
        seat = m.active
        m, _ = give(m, seat, "swap")
        swaps = [a for a in m.legal_actions(seat) if a.kind == "play" and a.get("target2") is not None]
        assert any(ice in (a["target"], a["target2"]) for a in swaps) == allowed and swaps


def test_ability_tennis_ball_counts_a_boost_roll_of_one_as_two():
    tennis = cid("tennis_ball")
    m = line_up(adv([tennis]), [], 0)
    seat = m.active
    other = (seat + 1) % 3
    m = edit(m, stars=[5 if s == other else 0 for s in range(3)])
    ally = next(c for c in m.chars_of(other) if c != tennis)
    m, card = give(m, seat, "boost")
    play(m, seat, card, tennis)
    m.apply(other, Action.make("offer", char=ally, stars=1))
    dice(m, [1])
    m.apply(seat, Action.make("accept", seat=other))
    assert m.board.level_of(tennis) == 2 and m.board.level_of(ally) == 1


def test_ability_rocky_gains_a_star_when_a_boost_leaves_him_on_level_3():
    rocky = cid("rocky")
    m = edit(line_up(adv([rocky]), [], 1), stars=[0, 0, 0])
    seat = m.active
    m, card = give(m, seat, "boost")
    dice(m, [1])
    play(m, seat, card, rocky)
    assert m.stars[0] == 0 and m.board.level_of(rocky) == 2
    seat = m.active
    m, card = give(m, seat, "boost")
    dice(m, [2])
    play(m, seat, card, rocky)
    assert m.board.level_of(rocky) == 3 and m.stars[0] == 1


def test_ability_pin_draws_when_a_development_is_attached():
    pin = cid("pin")
    m = adv([pin])
    seat = m.active
    m, dev = give(m, seat, "development")
    hand0 = len(m.hands[0])
    play(m, seat, dev, pin)
    assert len(m.hands[0]) == hand0 + 1 - (1 if seat == 0 else 0)


def test_ability_needy_gains_a_star_when_swapped():
    needy = cid("needy")
    m = line_up(adv([needy]), [], 2)
    seat = m.active
    other = next(c for c in m.board.where if c != needy and c != cid("ice_cube"))
    m, card = give(m, seat, "swap")
    stars = m.stars[0]
    play(m, seat, card, min(needy, other), max(needy, other))
    assert m.stars[0] == stars + 1


def test_ability_snowball_earns_an_extra_star_returning_first():
    snow = cid("snowball")
    m = line_up(adv([snow]), [snow])
    to_cake(m)
    dice(m, [1])
    ev = roll(m)
    show = [e for e in ev if e.kind == "ability" and e.data["char"] == snow]
    assert len(show) == 1 and show[0].data["stars"] == 1
    m2 = adv([snow])
    m2 = line_up(m2, [c for c in m2.board.where if c != snow])   # Snowball last: no extra Star
    to_cake(m2)
    dice(m2, [3])
    assert not [e for e in roll(m2) if e.kind == "ability" and e.data["char"] == snow]


# ---- Cake at Stake abilities -------------------------------------------------------------------
def test_BFDI_D6_cake_abilities_act_before_the_roll_or_wait_for_the_die():
    leafy, spongy = cid("leafy"), cid("spongy")
    m = bottom(adv([leafy, spongy]), [spongy, leafy])
    hand = len(m.hands[0])
    ev = to_cake(m)
    assert len(m.hands[0]) == hand + 1 and m.last_roll is None      # Leafy acted before any roll
    assert any(e.kind == "ability" and e.data["char"] == leafy for e in ev)
    dice(m, [1])
    roll(m)
    assert spongy in m.board.where                                 # Spongy waited for the die


def test_ability_leafy_draws_when_at_risk_only():
    leafy = cid("leafy")
    m = line_up(adv([leafy]), [leafy])
    hand = len(m.hands[0])
    to_cake(m)
    assert len(m.hands[0]) == hand


def test_ability_match_gains_a_star_when_safe():
    match = cid("match")
    for safe in (True, False):
        m = adv([match])
        m = line_up(m, [match]) if safe else bottom(m, [match])
        stars = m.stars[0]
        to_cake(m)
        assert m.stars[0] - stars == (1 if safe else 0)


def test_ability_woody_gains_two_stars_on_space_1():
    woody = cid("woody")
    m = bottom(adv([woody]), [woody])
    stars = m.stars[0]
    to_cake(m)
    assert m.stars[0] == stars + 2


def test_ability_flower_shoves_past_space_4():
    flower = cid("flower")
    m = adv([flower])
    order = m.board.standing()
    m = bottom(m, [order[-1], order[-2], flower])
    above = m.board.standing()[-4]
    ev = to_cake(m)
    assert m.space_of(flower) == 4 and m.char_on_space(3) == above
    assert any(e.kind == "ability" and e.data.get("swapped") == above for e in ev)


def test_ability_spongy_is_rerolled_once_per_cake_at_stake():
    spongy = cid("spongy")
    m = bottom(adv([spongy]), [spongy])
    to_cake(m)
    dice(m, [1])
    ev = roll(m)
    assert spongy in m.board.where and m.phase == "cake"
    dice(m, [1])
    roll(m)
    assert spongy in m.chamber


def test_ability_firey_pays_three_stars_to_reroll():
    firey = cid("firey")
    m = bottom(adv([firey]), [firey])
    to_cake(m)
    m = edit(m, lambda state: state["stars"].__setitem__(0, 4))
    dice(m, [1])
    roll(m)
    assert firey in m.board.where and m.stars[0] == 1 and m.phase == "cake"
    dice(m, [1])
    roll(m)
    assert firey in m.chamber


def test_ability_eraser_rubs_out_his_neighbour_above():
    eraser = cid("eraser")
    m = adv([eraser])
    order = [c for c in m.board.standing() if c != eraser]
    m = bottom(m, [order[-1], eraser])
    to_cake(m)
    above = m.char_on_space(3)
    dice(m, [2])
    roll(m)
    assert eraser in m.board.where and above in m.chamber


def test_ability_eraser_with_nobody_above_is_eliminated():
    eraser = cid("eraser")
    m = adv([eraser])
    keep = [eraser, m.chars_of(1)[0], m.chars_of(2)[0]]
    m = line_up(keep_only(m, keep), keep)                    # Eraser on top: space 3, nobody above
    to_cake(m)
    dice(m, [3])
    roll(m)
    assert eraser in m.chamber


def test_ability_bubble_cheers_when_a_neighbour_is_eliminated():
    bubble = cid("bubble")
    m = adv([bubble])
    order = [c for c in m.board.standing() if c != bubble]
    victim = next(c for c in order if m.owner[c] != 0)
    m = bottom(m, [victim, bubble])
    to_cake(m)
    stars = m.stars[0]
    dice(m, [1])
    m._finish_cake = lambda: []
    roll(m)
    assert victim in m.chamber and m.stars[0] == stars + 2
