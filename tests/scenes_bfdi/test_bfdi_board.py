"""The BFDI board: it draws, clicks pick, drags play Scenes on lit characters only, Swaps take two,
Alliance offers go through the reaction window, the Cake at Stake roll is a button, animations end."""
from __future__ import annotations

import pygame
import pytest

from game.bfdi.data import scene_type
from scenes.bfdi import BOARD, COVER, RULES
from scenes.widgets.curtain import Curtain
from bfs_helpers import (card_px, char_px, click, drag, human_ready, make_app, settle, start, start_at, step,
                         until)


def last(host):
    return host.table.record.actions[-1][1]


def draft_through(app, host, humans=(0,)):
    """Every human picks by clicking the first character they may pick."""
    board = host.board
    match = host.table.match
    for _ in range(40):
        if match.phase != "draft":
            break
        movers = match.to_move()
        if movers and movers[0] in humans:
            assert human_ready(app, host, movers[0])
            if match.phase != "draft":
                break
            cid = next(c for c in board.pool if c is not None and c in board.picks)
            click(app, char_px(board, cid))
            assert last(host).kind == "pick" and last(host)["char"] == cid
        else:
            step(app)
            until(app, lambda: match.phase != "draft" or match.to_move()[0] in humans, 2000)
    assert match.phase != "draft"


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("mode", ["basic", "advanced"])
def test_the_board_draws_at_both_sizes(size, mode):
    app = make_app(size, speed=3.0)
    host = start(app, ("normal", "normal", "normal", "easy"), seed=4, mode=mode, board="space")
    assert isinstance(host.board, BOARD)
    step(app, n=400)
    colours = {app.screen.get_at((x, y))[:3] for x in range(0, size[0], 37) for y in range(0, size[1], 29)}
    assert len(colours) > 60
    lay = host.board.lay
    assert lay.board.right < lay.side.x and lay.tray.y > lay.board.bottom
    assert lay.columns[3].right <= lay.board.right
    app.stack.clear()


def test_rules_and_cover():
    assert RULES.startswith("# Battle for Dream Island")
    assert "## D. Cake at Stake!" in RULES and "## Playing on the screen" in RULES and "Spongy" in RULES
    lid = pygame.Surface((300, 200), pygame.SRCALPHA)
    COVER(lid, pygame.Rect(0, 40, 300, 160))
    assert len({lid.get_at((x, y))[:3] for x in range(0, 300, 7) for y in range(40, 200, 7)}) > 20


def test_the_draft_is_picked_by_clicking(app):
    host = start(app, ("human", "normal"), seed=2)
    draft_through(app, host)
    assert sum(1 for s in host.table.match.owner.values() if s == 0) == 6


def test_a_scene_dragged_onto_a_lit_character_is_played(app):
    host = start(app, ("human", "normal", "normal"), seed=5)
    board = host.board
    draft_through(app, host)
    assert human_ready(app, host)
    sid = next(s for s in board.plays if scene_type(s) != "swap")
    target = next(iter(board.plays[sid]))
    n = len(host.table.record.actions)
    drag(app, card_px(board, sid), char_px(board, target))
    assert len(host.table.record.actions) == n + 1
    act = last(host)
    assert act.kind == "play" and act["card"] == sid and act["target"] == target
    assert settle(app, board)


def test_a_drop_off_target_flies_back_and_plays_nothing(app):
    host = start(app, ("human", "normal"), seed=5)
    board = host.board
    draft_through(app, host)
    assert human_ready(app, host)
    sid = board.hand_ids[0]
    home = next(c for c in board.hand_table.cards if c.payload == sid).home.copy()
    n = len(host.table.record.actions)
    drag(app, card_px(board, sid), board.lay.chamber.center)
    assert len(host.table.record.actions) == n
    assert settle(app, board)
    assert next(c for c in board.hand_table.cards if c.payload == sid).rect == home


def test_only_legal_targets_light_up_and_a_click_then_click_plays(app):
    host = start(app, ("human", "normal", "normal"), seed=9)
    board = host.board
    draft_through(app, host)
    assert human_ready(app, host)
    sid = next(iter(board.plays))
    click(app, card_px(board, sid))
    assert board.selected == sid
    legal = {a["target"] for a in host.actions() if a.kind == "play" and a["card"] == sid} | \
        {a.get("target2") for a in host.actions() if a.kind == "play" and a["card"] == sid} - {None}
    assert board.lit() == legal
    click(app, (board.lay.hand.right - 4, board.lay.tray.bottom - 4))     # an empty spot: deselects
    assert board.selected is None and len(board.lit()) == 0
    if scene_type(sid) != "swap":
        click(app, card_px(board, sid))
        target = next(iter(legal))
        click(app, char_px(board, target))
        assert last(host).kind == "play" and last(host)["target"] == target


def test_a_swap_takes_two_characters(app):
    for seed in range(1, 40):
        host = start(app, ("human", "normal"), seed=seed)
        board = host.board
        draft_through(app, host)
        assert human_ready(app, host)
        swaps = [s for s in board.plays if scene_type(s) == "swap"]
        if swaps:
            break
    else:
        pytest.skip("no Swap in hand")
    sid = swaps[0]
    first = next(iter(board.plays[sid]))
    drag(app, card_px(board, sid), char_px(board, first))
    assert board.swap_first == (sid, first)
    partners = board.lit()
    assert partners and first not in partners
    other = next(iter(partners))
    click(app, char_px(board, other))
    act = last(host)
    assert act.kind == "play" and {act["target"], act["target2"]} == {first, other}


def test_pass_and_trade_buttons(app):
    app.settings.reaction_seconds = 10      # the Alliance strips time out as with the opt-in timer
    host = start(app, ("human", "normal"), seed=3)
    board = host.board
    draft_through(app, host)
    assert human_ready(app, host)
    click(app, board.pass_btn.rect.center)
    assert last(host).kind == "pass"
    assert human_ready(app, host)
    doc = host.table.match.to_position()
    doc["state"]["stars"][0] = 5            # a rich player: the trade button appears when it is legal
    host = start_at(app, doc, ("human", "normal"))
    board = host.board
    assert human_ready(app, host)
    assert board.trade_btn in board.active_btns
    click(app, board.trade_btn.rect.center)
    assert last(host).kind == "trade"


def _to_offers(app, host, board):
    """A human Boosts a character at a level where both other humans also stand (with Stars)."""
    from scenes.widgets.curtain import Curtain
    match = host.table.match
    for _ in range(30):
        def ready():
            if isinstance(app.top, Curtain):
                app.top.ready()
            return match.phase != "turns" or (host.seat is not None and bool(host.actions()) and not board.busy())
        if not until(app, ready, 3000) or match.phase != "turns":
            return False
        seat = host.seat
        others = {0, 1, 2} - {seat}
        for sid, targets in board.plays.items():
            if scene_type(sid) not in ("boost", "special_boost"):
                continue
            for t in targets:
                level = match.board.level_of(t)
                near = {match.owner[c] for c in match.board.on_board() if c != t and match.board.level_of(c) == level}
                if others <= near and all(match.stars[o] > 0 for o in others):
                    drag(app, card_px(board, sid), char_px(board, t))
                    return match.phase == "offers"
        host.submit(seat, next(a for a in match.legal_actions(seat) if a.kind == "pass"))
    return False


def test_alliance_offers_open_a_reaction_window_and_wait_lets_you_offer():
    app = make_app((1280, 720), speed=6.0)
    for seed in range(1, 60):
        host = start(app, ("human", "human", "human"), seed=seed)
        board = host.board
        draft_through(app, host, humans=(0, 1, 2))
        if _to_offers(app, host, board):
            break
    else:
        pytest.skip("no Boost with two eligible allies found")
    ally = host.table.match.to_move()[0]
    assert board.pass_action(ally, host.table.match.legal_actions(ally)).kind == "decline"
    assert until(app, lambda: host.reaction is not None, 600)
    assert host.reaction.seats == [ally] and "offer an Alliance?" in host.reaction.prompt
    assert not board.offers and board.offer_btn not in board.active_btns    # one control: the strip
    click(app, host.reaction.buttons[0].rect.center)        # "Make an offer"
    assert human_ready(app, host, ally)
    assert board.offers and board.lit() == set(board.offers)
    cid = next(iter(board.offers))
    click(app, char_px(board, cid))
    assert board.offer_char == cid
    click(app, board.offer_btn.rect.center)
    act = last(host)
    assert act.kind == "offer" and act["char"] == cid and act["stars"] == 1
    app.stack.clear()


def test_letting_the_alliance_window_pass_declines():
    app = make_app((1280, 720), speed=6.0)
    for seed in range(1, 60):
        host = start(app, ("human", "human", "human"), seed=seed)
        board = host.board
        draft_through(app, host, humans=(0, 1, 2))
        if _to_offers(app, host, board):
            break
    else:
        pytest.skip("no Boost with two eligible allies found")
    assert until(app, lambda: host.reaction is not None, 600)
    first = host.reaction.seats[0]
    click(app, host.reaction.let_pass.rect.center)
    declines = [s for s, a in host.table.record.actions if a.kind == "decline"]
    assert declines == [first]                              # only the seat asked, not every human
    match = host.table.match
    if match.phase == "offers":                             # the next ally is asked in turn
        assert until(app, lambda: host.reaction is not None and not host.reaction.finished
                     and host.reaction.seats == [match.to_move()[0]], 600)
    app.stack.clear()


def test_cake_at_stake_roll_button_and_the_stage(app):
    host = start(app, ("human", "normal"), seed=7)
    board = host.board
    match = host.table.match
    draft_through(app, host)
    for _ in range(400):
        if match.phase == "cake" and 0 in match.to_move():
            break
        if 0 in match.to_move() and not board.busy() and host.seat == 0:
            host.submit(0, next(a for a in match.legal_actions(0) if a.kind in ("pass", "decline", "done", "roll")))
        step(app)
    else:
        pytest.skip("seat 0 never rolled")
    assert human_ready(app, host)
    assert board.cake is not None and set(board.cake["rows"]) == {1, 2, 3}
    assert board.roll_btn in board.active_btns
    click(app, board.roll_btn.rect.center)
    assert last(host).kind == "roll"
    assert board.busy() and board.die_mode == "cake"
    assert settle(app, board)


def test_undo_puts_the_screen_back_on_the_view(app):
    host = start(app, ("human", "human"), seed=2)
    board = host.board
    assert human_ready(app, host)
    cid = next(c for c in board.pool if c in board.picks)
    click(app, char_px(board, cid))
    host.undo()
    step(app, n=2)
    if isinstance(app.top, Curtain):
        app.top.ready()
    step(app, n=2)
    assert cid in board.pool and board.loc[cid][0] == "pool"


def test_hands_hide_behind_the_curtain_between_two_people(app):
    host = start(app, ("human", "human"), seed=2)
    board = host.board
    assert human_ready(app, host, 0)
    assert len(board.hand_table.cards) == 2
    cid = next(c for c in board.pool if c in board.picks)
    click(app, char_px(board, cid))
    assert until(app, lambda: isinstance(app.top, Curtain), 2000)
    assert host.seat is None and board.view["hand"] is None and board.hand_table.cards == []
    app.top.ready()
    step(app, n=2)
    assert host.seat == 1 and [c.payload for c in board.hand_table.cards] == sorted(host.table.match.hands[1])


def test_a_refused_drop_says_why_in_the_rules_words(app):
    """A Special Boost dropped on a character when the Challenge lacks its attribute: the toast names
    the attribute the card needs; nothing is played."""
    from game.bfdi.data import scene_attribute, scenes
    from game.core.words import article
    for seed in range(1, 60):
        host = start(app, ("human", "normal"), seed=seed)
        board = host.board
        draft_through(app, host)
        assert human_ready(app, host)
        attrs = host.table.match.challenge_attrs()
        stuck = [s for s in board.hand_ids if scene_type(s) == "special_boost" and scene_attribute(s) not in attrs]
        if stuck:
            break
    else:
        pytest.skip("no unplayable Special Boost in any hand")
    sid = stuck[0]
    cid = next(c for c, where in board.loc.items() if where[0] == "grid")
    n = len(host.table.record.actions)
    app.toasts.items.clear()
    drag(app, card_px(board, sid), char_px(board, cid))
    assert len(host.table.record.actions) == n
    said = [t.message for t in app.toasts.items]
    want = f"{scenes()[sid]['name']} needs {article(scene_attribute(sid))} Challenge"
    assert want in said, said


def test_a_swap_aimed_at_another_level_is_refused_with_the_reason(app):
    from game.bfdi.refusals import play_refusal
    match = None
    for seed in range(1, 60):
        host = start(app, ("human", "normal"), seed=seed)
        board = host.board
        draft_through(app, host)
        assert human_ready(app, host)
        match = host.table.match
        swaps = [s for s in board.plays if scene_type(s) == "swap"]
        levels = {match.board.level_of(c) for c in match.board.standing()}
        if swaps and len(levels) > 1:
            break
    else:
        pytest.skip("no Swap with characters on two levels")
    a = next(c for c in match.board.standing())
    b = next(c for c in match.board.standing() if match.board.level_of(c) != match.board.level_of(a))
    reason = play_refusal(match, host.seat, swaps[0], min(a, b), max(a, b))
    assert "same level" in reason


def test_floats_stay_inside_their_seats_row_and_stagger_when_they_land_together(app):
    """'+2 Stars' and 'offers 1 Star' never rise into the row above, and two at once never overlap."""
    from scenes.widgets.tween import Tween
    host = start(app, ("human", "normal", "normal"), seed=3)
    board = host.board
    step(app, n=2)
    board.float_text(1, "+2 Stars")
    board.float_text(1, "-3 Stars")
    board.float_text(2, "passes")
    for k in (0.0, 0.5, 1.0):
        for f in board.floats:
            f[3].elapsed = f[3].duration * k
        spots = board.float_spots()
        for seat, value, col, tw, x, y in spots:
            row = board.player_row(seat)
            assert row.top <= y <= row.bottom, (value, y, row)
        xs = [x for seat, *_rest, x, y in spots if seat == 1]
        assert len(set(xs)) == 2
    assert isinstance(board.floats[0][3], Tween)


def test_the_advanced_draft_grid_shows_each_characters_ability_on_hover(app):
    from game.bfdi.data import character
    from scenes import textreport
    from scenes.driver import motion
    host = start(app, ("human", "normal"), seed=2, mode="advanced")
    board = host.board
    assert human_ready(app, host)
    cid = next(c for c in board.pool if c is not None and c in board.picks)
    textreport.start()
    try:
        step(app, [motion(char_px(board, cid))], n=2)
    finally:
        rows = textreport.stop()
    drawn = " ".join(r["text"] for r in rows)
    first_words = " ".join(character(cid)["ability"]["text"].split()[:2])
    assert first_words in drawn
    assert all(a in drawn for a in character(cid)["attributes"])      # the icons are named
