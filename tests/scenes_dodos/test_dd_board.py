"""The Dodos board: it draws, cards are played by clicks and drags, players are picked by clicks,
the green card window works, animations finish, undo resyncs."""
from __future__ import annotations


import pygame
import pytest

from game.dodos.data import CARDS
from scenes.dodos import BOARD, RULES
from scenes.dodos import drive as D
from scenes.driver import down, motion, up
from dds_helpers import kinds, last, make_app, to_choose


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("track", ["jungle", "space"])
def test_the_board_draws_at_both_sizes_on_both_tracks(size, track):
    app = make_app(size)
    host = D.start(app, ("human", "normal", "normal", "normal"), seed=3, track=track, abilities="on")
    board = to_choose(app, host)
    assert isinstance(board, BOARD)
    lay = board.lay
    assert lay.table.right <= lay.column.x and lay.column.right <= board.rect.right
    assert lay.hand.bottom <= board.rect.bottom and len(board.hand.cards) == 6
    surface = app.screen
    colours = {surface.get_at((x, y))[:3] for x in range(0, size[0], 37) for y in range(0, size[1], 29)}
    assert len(colours) > 60
    board.draw(surface)          # the board's own drawing time is a `make bench` figure
    app.stack.clear()


def test_rules_text_uses_the_markup():
    assert RULES.strip().startswith("# Dodos Riding Dinos")
    for heading in ("## A round", "## Green cards", "## Throwing", "## The finish", "## Dodino abilities (variant)"):
        assert heading in RULES


def test_clicking_a_dodino_card_picks_it(app):
    host = D.start(app, ("human", "normal"), seed=2)
    board = host.board
    D.until(app, lambda: D.ready(host))
    did, rect = board.pick_rects[4]
    D.click(app, rect.center)
    assert last(host)[1].kind == "pick" and last(host)[1]["dodino"] == did


def test_clicking_a_card_twice_plays_it_face_down(app):
    host = D.start(app, ("human", "normal"), seed=2)
    board = to_choose(app, host)
    legal = [c for c in board.hand.cards if board.legal_card(c.payload)]
    card = legal[0]
    D.click(app, card.rect.center)
    assert board.selected == [card.payload] and kinds(host)[-1] == "pick"
    assert any(b.label.startswith("Play ") for b in board.buttons)
    D.click(app, card.rect.center)
    assert last(host)[1].kind == "play" and last(host)[1]["card"] == card.payload


def test_dragging_a_card_to_the_slot_plays_it_and_off_target_it_flies_back(app):
    host = D.start(app, ("human", "normal"), seed=2)
    board = to_choose(app, host)
    card = next(c for c in board.hand.cards if board.legal_card(c.payload))
    n = len(host.table.record.actions)
    D.drag(app, card.rect.center, board.lay.table.center, frames=8)
    assert len(host.table.record.actions) == n and card.fly is not None
    D.step(app, n=40)
    assert card.rect == card.home
    D.drag(app, card.rect.center, board.slot.rect.center, frames=8)
    assert last(host)[1].kind == "play" and last(host)[1]["card"] == card.payload


def test_green_cards_cannot_be_played_in_phase_one(app):
    host = D.start(app, ("human", "normal"), seed=2)
    board = to_choose(app, host)
    for c in board.hand.cards:
        assert board.legal_card(c.payload) == (CARDS[c.payload].colour != "green")


def test_animations_finish_after_every_move(app):
    host = D.start(app, ("normal", "normal", "normal"), seed=8)
    board = host.board
    for _ in range(25):
        n = len(host.table.record.actions)
        assert D.until(app, lambda: len(host.table.record.actions) > n, 2000)
        assert D.settle(app, board, 2000)
    assert board.pos == board.view["positions"] or board.dirty


def _strip_up(host) -> bool:
    r = host.reaction
    return r is not None and not r.finished and not host.board.busy()


def test_the_green_card_window_wait_then_choose_the_green_card(app):
    host = D.start(app, ("human", "normal", "normal"), seed=5)
    board = host.board
    match = host.table.match

    def stop():
        return _strip_up(host) and any(a.kind == "wait" for a in match.legal_actions(0))
    assert D.play_until(app, host, stop, limit=30000)
    assert "play a green card" in host.reaction.prompt and host.reaction.seats == [0]
    D.click(app, host.reaction.buttons[0].rect.center)            # Wait!
    assert D.until(app, lambda: last(host)[1].kind == "wait", 600)
    assert D.until(app, lambda: board.my_kind() == "green" and board.can_act(), 3000)
    greens = [c for c in board.hand.cards if board.legal_card(c.payload)]
    assert greens and all(CARDS[c.payload].colour == "green" for c in greens)
    D.click(app, greens[0].rect.center)
    D.click(app, greens[0].rect.center)
    assert last(host)[1].kind == "green"


def test_letting_the_window_pass_sends_pass_and_it_times_out_by_itself(app):
    app.settings.reaction_seconds = 10      # the timer is opt-in (issue 21)
    host = D.start(app, ("human", "normal", "normal"), seed=5)
    match = host.table.match
    stop = lambda: _strip_up(host) and any(a.kind == "wait" for a in match.legal_actions(0))  # noqa: E731
    assert D.play_until(app, host, stop, limit=30000)
    n = len(host.table.record.actions)
    D.step(app, n=int(60 * (host.reaction.seconds + 1)))
    mine = [a for s, a in host.table.record.actions[n:] if s == 0]
    assert mine and mine[0].kind == "pass"


def test_a_lone_human_without_a_green_to_play_is_not_asked(app):
    """Nobody else watches the screen, so the seat's own hand may decide: no strip, a quiet pass."""
    host = D.start(app, ("human", "normal", "normal"), seed=5)
    match = host.table.match
    for i, c in enumerate(list(match.hands[0])):        # seat 0 holds no green card (nor draws one)
        if CARDS[c].colour == "green":
            match.hands[0][i] = next(d for d in match.draw_pile if CARDS[d].colour != "green")
            match.draw_pile[match.draw_pile.index(match.hands[0][i])] = c
    for c in [c for c in match.draw_pile if CARDS[c].colour == "green"]:
        match.draw_pile.remove(c)
        match.draw_pile.insert(0, c)
    seen = []

    def stop():
        w = match.window
        if w is not None and 0 in match.to_move() and not any(a.kind == "wait" for a in match.legal_actions(0)):
            seen.append(host.reaction is not None and not host.reaction.finished and host.reaction.seats == [0])
        return len(seen) > 200
    D.play_until(app, host, stop, limit=8000)
    assert seen and not any(seen)


def _steal_for_seat_0():
    """A real moment of random play where seat 0 must choose whom to steal from, as a position."""
    import random
    from game.core import get
    match, rng = get("dodos").create(4, {}, 0), random.Random(0)
    while not (match.prompt and match.prompt.get("kind") == "steal" and 0 in match.to_move()):
        seat = rng.choice(match.to_move())
        match.apply(seat, rng.choice(match.legal_actions(seat)))
    return match.to_position()


def test_clicking_a_player_row_steals_from_them(app):
    from game.core import SeatInfo, Table
    from scenes.host import HostScene
    seats = [SeatInfo(n, c, i) for i, (n, c) in enumerate(zip("ABCD", ("human", "normal", "normal", "normal")))]
    host = HostScene(app, Table.from_position(_steal_for_seat_0(), seats))
    app.push(host)
    board = host.board
    D.step(app, n=3)
    D.settle(app, board)
    assert set(board.target_actions()) == {1, 2, 3}
    D.click(app, board.lay.rows[2].center)
    assert last(host)[1].kind == "steal" and last(host)[1]["target"] == 2


def pass_curtain(app) -> bool:
    from scenes.widgets.curtain import Curtain
    if not isinstance(app.top, Curtain):
        return False
    D.step(app, n=30)
    D.click(app, app.top.button.rect.center)
    return True


def test_undo_after_a_move_shows_the_view_again(app):
    host = D.start(app, ("human", "human"), seed=2)
    board = host.board
    D.step(app, n=3)
    assert pass_curtain(app)
    D.until(app, lambda: D.ready(host))
    D.click(app, board.pick_rects[1][1].center)
    assert host.table.can_undo(host.seat)
    host.undo()
    D.step(app, n=5)
    assert board.view["dodinos"] == [None, None] and not board.queue


def test_hot_seat_hands_hide_behind_the_curtain_for_the_simultaneous_choice(app):
    from scenes.widgets.curtain import Curtain
    host = D.start(app, ("human", "human"), seed=2)
    board = host.board
    seen = []
    for _ in range(4000):
        if pass_curtain(app):
            continue
        if D.ready(host):
            if board.my_kind() == "play":
                seen.append((host.seat, tuple(board.view["hand"])))
                card = next(c for c in board.hand.cards if board.legal_card(c.payload))
                D.click(app, card.rect.center)
                D.click(app, card.rect.center)
                if len(seen) == 2:
                    break
            else:
                D.click(app, board.pick_rects[len(seen) + host.seat][1].center)
        D.step(app)
        if isinstance(app.top, Curtain):
            assert host.seat is None and board.hand.cards == []
    assert sorted(s for s, _ in seen) == [0, 1] and seen[0][1] != seen[1][1]


def test_resizing_mid_animation_keeps_everything_inside():
    app = make_app((1280, 720))
    host = D.start(app, ("human", "normal", "normal"), seed=2)
    board = to_choose(app, host)
    D.step(app, [pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=900, size=(1600, 900))], n=3)
    assert board.lay.rect == board.rect and board.lay.table.right <= board.lay.column.x
    for c in board.hand.cards:
        assert board.rect.colliderect(c.home)
    app.stack.clear()


@pytest.mark.parametrize("dodino", [0, 3, 5])
def test_flipping_the_dodino_card_uses_its_ability(app, dodino):
    host = D.start(app, ("human", "normal", "normal"), seed=2, abilities="on")
    board = host.board
    D.until(app, lambda: D.ready(host))
    D.click(app, dict(board.pick_rects)[dodino].center)
    assert D.until(app, lambda: D.ready(host) and board.my_kind() == "play")
    D.step(app, n=30)
    flip = next(b for b in board.buttons if b.label.startswith("Flip "))
    D.click(app, flip.rect.center)
    if dodino == 3:                                   # steal 4: choose the player
        assert board.mode == "ability_target" and set(board.target_actions()) == {1, 2}
        D.click(app, board.lay.rows[2].center)
    elif dodino == 5:                                 # discard 2, roll twice: choose the two cards
        assert board.mode == "ability_cards"
        for c in board.hand.cards[:2]:
            D.click(app, c.rect.center)
        assert len(board.selected) == 2
        D.click(app, board.buttons[0].rect.center)
    act = next(a for s, a in reversed(host.table.record.actions) if s == 0)
    assert act.kind == "ability" and board.view["ability_used"][0]


def test_the_drawn_figure_matches_the_shape_the_physics_hits():
    """At 1280x720 the figure drawn on a token and the figure box the pymunk throw hits are the same size."""
    import pygame
    from game.dodos.board import FIGURE_H, figure_box
    from scenes.dodos.art_pieces import dodino_sprite
    app = make_app((1280, 720))
    host = D.start(app, ("human", "normal"))
    board = host.board
    D.step(app, n=2)
    s = board.lay.scale
    fig = board.figure_px()
    assert abs(fig - FIGURE_H * s) <= 1.5
    drawn = dodino_sprite("triceratops", (200, 60, 60), fig).get_bounding_rect()
    left, top, right, bottom = figure_box(0.0, 0.0)
    box_w, box_h = (right - left) * s, (bottom - top) * s
    assert 0.75 * drawn.w <= box_w <= 1.05 * drawn.w
    assert 0.85 * drawn.h <= box_h <= 1.05 * drawn.h
    app.stack.clear()
    pygame.event.clear()


@pytest.mark.parametrize("track", ["jungle", "space"])
def test_stamps_sit_where_they_cover_no_space_and_no_figure(track):
    """'Round 3' and 'Finish!' land on a clear stretch of the board: their box meets no space, no figure."""
    from game.dodos.board import SPACE_R, figure_box, spots, token_spots
    from scenes.dodos.layout import clear_spot
    for positions in ([0, -1, -2, -3, -4, -5], [10, 20, 30, 40, 50, 52], [3, 5, 8, 13, 16, 25], [27, 28, 29]):
        tokens = token_spots(track, positions)
        for w, h in ((450, 125), (340, 125), (510, 125)):     # "Round 10", "Finish!", "Cancelled!" at 1280x720
            x, y = clear_spot(track, tokens, (w, h))
            box = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
            others = [(a - SPACE_R, b - SPACE_R, a + SPACE_R, b + SPACE_R) for a, b in spots(track).values()]
            others += [figure_box(a, b) for a, b in tokens]
            assert not any(box[0] < o[2] and o[0] < box[2] and box[1] < o[3] and o[1] < box[3] for o in others)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_table_uses_the_board_area_at_every_player_count(size):
    """No empty band under the board: the tabletop reaches the bottom, and the table takes the same large
    share of the board's area at 2..6 players, with or without a hand on screen."""
    from scenes.dodos.layout import Layout
    from dds_helpers import make_app as _make
    from scenes.dodos import drive as D
    app = _make(size)
    host = D.start(app, ("human", "normal"), seed=1)
    rect, u = host.board.rect, host.board.u
    app.stack.clear()
    shares = []
    for players in range(2, 7):
        for hand in (True, False):
            lay = Layout(rect, u, players, hand)
            assert lay.table.bottom == rect.bottom and lay.table.y == lay.prompt.bottom + lay.gap
            assert lay.table.contains(lay.board) and lay.column.x - lay.table.right <= lay.gap + 1
            shares.append(lay.table.w * lay.table.h / (rect.w * rect.h))
            assert lay.board.w * lay.board.h / (rect.w * rect.h) >= 0.385      # 0.381 before (a fixed 25 % column)
            for r in lay.rows:
                assert lay.standings.contains(r)
    assert min(shares) >= 0.69, shares        # 0.56 before: an empty band under the board


def test_every_sphere_space_is_named_on_hover_and_in_the_legend():
    from game.dodos.data import TRACKS
    from scenes.dodos.art_board import SPHERE
    from scenes.dodos.hover import LEGEND, sphere_words
    legend = {SPHERE[key] for key, _ in LEGEND}
    for track in TRACKS.values():
        for icons in track.spheres.values():
            for icon in icons:
                assert SPHERE[icon["icon"]] in legend          # its colour is in the legend
                assert "_" not in sphere_words(icon)          # and it has words, not a key


def test_the_tooltip_names_what_is_under_the_pointer_now():
    """Over a sphere space it names the space; over a Dodino, the Dodino; once that Dodino has moved
    on, the tooltip no longer names it (worked out afresh every frame)."""
    from game.dodos.board import spots
    from scenes.driver import motion
    app = make_app((1280, 720), speed=4.0)
    host = D.start(app, ("human", "normal"), seed=1)
    board = host.board
    D.settle(app, board)
    D.play_until(app, host, lambda: all(d is not None for d in board.view["dodinos"]) and not board.busy())
    lay = board.lay
    D.step(app, [motion(lay.px(*spots("jungle")[9]))])
    assert board.hover_info()[0] == "Sphere space 9" and "advance 2 spaces" in board.hover_info()[1]
    x, y = board.points[1]
    D.step(app, [motion(lay.px(x, y - 20))])
    assert board.hover_info()[0] == "P2's Dodino"
    board.points[1] = spots("jungle")[30]              # it walks away (as a move animation would take it)
    assert board.hover_info() is None or "P2" not in board.hover_info()[0]
    canvas = app.screen.copy()
    board.draw_hover(canvas)                            # and drawing it raises nothing
    app.stack.clear()


def test_a_discard_prompt_says_why_in_words():
    from scenes.dodos.paint import discard_reason
    assert discard_reason({"box": "red"}) == " (hit by the throw)"
    assert discard_reason({"box": "black"}) == " (the throw missed)"
    assert discard_reason({"box": None}) == ""
    from game.dodos.effects import BOX_WHY
    for box in ("red", "black", "white", "sphere", "pay", "ability"):      # every box the engine names
        assert box in BOX_WHY
