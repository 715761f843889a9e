"""Issue 23, "No holding": with Click to move on, every drag can be made as click to pick up, click to
put down (cards in every game, Dream Catcher's toy, the Dodos throw by two-click aim and power), a
right-click or Esc puts a picked-up thing back, and no action needs a button held. Driven through the
real input path (scenes.driver), frames not clocks."""
from __future__ import annotations

import math
import sys
from pathlib import Path

import pygame
import pytest

from game.dodos.board import NESTS, SPACE_R, TOKEN_R, space_centre, token_spots
from game.dodos.throwing import simulate_throw
from scenes.driver import down, human_ready, key, motion, step, until, up

sys.path.insert(0, str(Path(__file__).parent.parent / "scenes_dodos"))


def make_app(size=(1280, 720), speed: float = 4.0, click: bool = True, calm: bool = False):
    from scenes.app import App
    from scenes.settings import Settings
    settings = Settings()
    settings.anim_speed = speed
    settings.click_to_move, settings.reduce_motion = click, calm
    return App(size, settings=settings, sync_bots=True)


def click(app, pos, button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    step(app, [motion(pos), down(pos, button), up(pos, button)])


def glide(app, pos) -> None:
    """The pointer moves with no button held (a carried thing follows it)."""
    step(app, [motion((int(pos[0]), int(pos[1])))], n=2)


def last_action(host):
    return host.table.record.actions[-1][1]


# ---- Dodos: the throw by clicks -------------------------------------------------------------------
def dodos_throwing(projectile: str, players: int = 2):
    from scenes.dodos import drive as D
    app = make_app()
    host = D.start(app, ("human",) + ("normal",) * (players - 1), seed=D.throwing_seed(projectile, players))
    assert D.to_throw(app, host, projectile)
    return app, host, host.board


def thrown(app, host):
    assert until(app, lambda: last_action(host).kind == "throw", 2000)
    return last_action(host)


def check_hits(action, host, positions):
    from game.dodos.throwing import table_tokens
    placed = [tuple(p) for p in action.get("placed", ())]
    tokens = table_tokens(host.table.match.track.id, positions, placed)
    assert simulate_throw(action["gesture"], action["aim"], tokens).hits == tuple(action["hits"])


def test_the_egg_is_thrown_by_clicks_nest_direction_power():
    """Click a nest, click to fix the direction (pulled back), click to set the power: it lands, hits
    what pymunk says; no button was held at any time."""
    app, host, board = dodos_throwing("egg")
    lay, positions = board.lay, list(board.view["positions"])
    tx, ty = token_spots(board.view["track"], positions)[1]
    nest = min(range(4), key=lambda k: math.dist(NESTS[k], (tx, ty)))
    nx, ny = NESTS[nest]
    angle = math.atan2(ty - ny, tx - nx)
    click(app, lay.px(nx, ny))
    assert board.aim.stage == "direction"
    click(app, lay.px(nx - math.cos(angle) * 60, ny - math.sin(angle) * 60))     # pull back: the direction
    assert board.aim.stage == "power" and board.aim.angle == pytest.approx(angle, abs=0.03)
    power_at = lay.px(nx - math.cos(angle) * 140 + 25, ny - math.sin(angle) * 140)   # off the line: the power only
    glide(app, power_at)
    assert board.aim.current()[1] == pytest.approx(board.aim.angle)
    click(app, power_at)
    action = thrown(app, host)
    assert action["gesture"] == "egg" and action["aim"][1] == pytest.approx(angle, abs=0.03)
    assert 0.6 < action["aim"][2] < 0.85
    check_hits(action, host, positions)
    app.stack.clear()


def test_the_meteorite_spot_then_height_by_clicks():
    """Click the spot, move away to lift it (no hold), click to drop it there."""
    app, host, board = dodos_throwing("meteorite")
    lay, positions = board.lay, list(board.view["positions"])
    click(app, lay.px(800, 500))
    assert board.aim.stage == "power" and board.aim.spot == pytest.approx((800, 500), abs=3)
    glide(app, lay.px(800, 380))
    step(app, n=90)                                     # time passing lifts nothing: no hold
    assert board.aim.lift() == pytest.approx(120 / 240, abs=0.05)
    click(app, lay.px(800, 380))
    action = thrown(app, host)
    x, y, height, _seed = action["aim"]
    assert math.dist((x, y), (800, 500)) < 3 and height == pytest.approx(0.5, abs=0.05)
    check_hits(action, host, positions)
    app.stack.clear()


@pytest.mark.parametrize("projectile", ["banana", "star"])
def test_the_banana_and_star_by_clicks_edge_direction_power(projectile):
    app, host, board = dodos_throwing(projectile)
    lay, positions = board.lay, list(board.view["positions"])
    click(app, lay.px(800, -80))                        # the tabletop above the board: elbow or palm there
    aim = board.aim
    assert aim.edge is not None and aim.stage == "direction"
    sx, sy = aim.start
    click(app, lay.px(sx, sy + 60))                     # straight down into the board
    assert aim.stage == "power" and aim.angle == pytest.approx(math.pi / 2, abs=0.05)
    click(app, lay.px(sx + 20, sy + 100))
    action = thrown(app, host)
    assert action["gesture"] == projectile and action["aim"][1] == pytest.approx(math.pi / 2, abs=0.05)
    if projectile == "banana":
        assert action["aim"][3] != 0                    # beside the line: it spins
    check_hits(action, host, positions)
    app.stack.clear()


def test_a_dodino_is_picked_up_and_put_down_by_clicks_and_esc_steps_back():
    app, host, board = dodos_throwing("egg")
    lay, positions = board.lay, list(board.view["positions"])
    x, y = board.aim.tokens()[1]
    click(app, lay.px(x, y))
    assert board.aim.state == "token"
    glide(app, lay.px(x + 200, y + 200))                # far out: it stays in its space
    click(app, lay.px(x + 200, y + 200))
    assert board.aim.state == "idle"
    px, py = board.aim.placed[1]
    assert math.dist((px, py), space_centre(board.track, positions[1])) <= SPACE_R - TOKEN_R + 1e-6
    nx, ny = NESTS[0]
    click(app, lay.px(nx, ny))
    assert board.aim.stage == "direction"
    step(app, [key(pygame.K_ESCAPE)])                   # Esc steps back; the pause menu stays shut
    assert board.aim.stage is None and app.top is host
    click(app, lay.px(nx, ny))
    click(app, lay.px(nx - 50, ny - 50), button=3)      # so does a right-click
    assert board.aim.stage is None
    app.stack.clear()


# ---- cards: click to pick up, click to put down ------------------------------------------------
def bfdi_turn(players: int = 3):
    """A BFDI table past the draft (picked by clicks), the human's turn, the board still."""
    from scenes.driver import start_host
    app = make_app(speed=4.0)
    host = start_host(app, "bfdi", ("human",) + ("normal",) * (players - 1), {}, 5, 0)
    board, match = host.board, host.table.match
    while match.phase == "draft":
        movers = match.to_move()
        if movers and movers[0] == 0:
            assert human_ready(app, host)
            if match.phase != "draft":
                break
            cid = next(c for c in board.pool if c is not None and c in board.picks)
            click(app, board.fig_px(cid)[:2])
        else:
            step(app)
    assert human_ready(app, host)
    return app, host, board


def test_bfdi_a_scene_is_picked_up_by_a_click_and_put_down_on_a_character():
    """The BFDI game start by clicks only: draft picks, then a Scene carried to a lit character."""
    from game.bfdi.data import scene_type
    app, host, board = bfdi_turn()
    words = board.prompt()[0]
    assert "drag" not in words.lower() and "click a Scene, then a lit character" in words   # no hold asked for
    sid = next(s for s in board.plays if scene_type(s) != "swap")
    target = next(iter(board.plays[sid]))
    card = next(c for c in board.hand_table.cards if c.payload == sid)
    n = len(host.table.record.actions)
    click(app, card.rect.center)
    assert card.carried and board.lit() == set(board.plays[sid])
    step(app, n=60)                                     # time passing drops nothing: no hold needed
    assert card.carried and len(host.table.record.actions) == n
    x, y, _ = board.fig_px(target)
    glide(app, (x, y))
    assert card.rect.collidepoint((int(x), int(y)))     # it rides the pointer
    click(app, (x, y))
    act = last_action(host)
    assert act.kind == "play" and act["card"] == sid and act["target"] == target
    app.stack.clear()


def test_bfdi_a_carried_scene_goes_back_on_esc_right_click_and_a_lost_focus():
    app, host, board = bfdi_turn()
    sid = next(iter(board.plays))
    card = next(c for c in board.hand_table.cards if c.payload == sid)
    home = card.home.copy()
    n = len(host.table.record.actions)
    for let_go in ([key(pygame.K_ESCAPE)], [down((5, 5), 3), up((5, 5), 3)],
                   [pygame.event.Event(pygame.WINDOWFOCUSLOST)]):
        click(app, card.rect.center)
        assert card.carried
        glide(app, board.lay.chamber.center)
        step(app, let_go)
        assert not card.dragging and app.top is host     # Esc put it back and opened no menu
        until(app, lambda: not card.busy, 120)
        assert card.rect == home and len(host.table.record.actions) == n
    app.stack.clear()


def test_dodos_a_card_is_picked_up_and_put_down_in_the_slot():
    from dds_helpers import to_choose
    from scenes.dodos import drive as D
    app = make_app()
    host = D.start(app, ("human", "normal"), seed=3)
    board = to_choose(app, host)
    card = next(c for c in board.hand.cards if c.draggable)
    n = len(host.table.record.actions)
    click(app, card.rect.center)
    assert card.carried
    click(app, card.rect.center)                        # put down where it was: back in the hand, nothing played
    assert not card.dragging and len(host.table.record.actions) == n
    until(app, lambda: not card.busy, 120)
    click(app, card.rect.center)
    glide(app, board.slot.rect.center)
    click(app, board.slot.rect.center)
    act = last_action(host)
    assert act.kind == "play" and act["card"] == card.payload
    app.stack.clear()


def test_dreaddraw_a_reserve_card_is_picked_up_and_put_down_on_the_row():
    from game.dreaddraw.data import CARDS
    from scenes.driver import start_host
    app = make_app(speed=1.0)
    host = start_host(app, "dreaddraw", ("human", "normal"), {}, 3, 0)
    board = host.board
    card = next(c for c in reversed(host.table.match.draw_pile) if CARDS[c].strength >= 5)
    doc = host.table.match.to_position()
    state = doc["state"]
    for zone in [state["draw_pile"], state["discard_pile"], state["drawn"]] + \
            state["life_decks"] + state["rows"] + state["reserves"]:
        if card in zone:
            zone.remove(card)
            break
    state["reserves"][0].append(card)
    host.table.match = type(host.table.match).from_position(doc)
    host.changed()
    assert until(app, lambda: bool(board.sprites.cards))
    sprite = board.sprites.cards[0]
    click(app, sprite.rect.center)
    assert sprite.carried and len(host.table.record.actions) == 0
    row = board.lay.bands[0].row.center
    glide(app, row)
    click(app, row)
    act = last_action(host)
    assert act.kind == "summon" and act["source"] == "reserve" and act["card"] == card
    app.stack.clear()


# ---- Dream Catcher: the toy ---------------------------------------------------------------------
def test_dreamcatcher_the_toy_is_placed_by_clicks_and_esc_puts_it_back():
    from scenes.dreamcatcher import drive as DC
    app = make_app(speed=2.0)
    host = DC.start(app, controllers=("human", "human"))
    board = host.board
    toy = DC.to_placing(app, host)
    words = board.prompt_text()[0]
    assert "drag" not in words.lower() and words.endswith("on the Nightmare to put it down")
    home = board.table.position(toy)
    click(app, DC.toy_px(board, toy))
    assert board.dragging == toy and board.carried
    glide(app, board.lay.px(0.3, 0.2))
    step(app, n=30)
    assert board.dragging == toy                        # no button held, still carried
    step(app, [key(pygame.K_ESCAPE)])
    assert board.dragging is None and app.top is host
    until(app, lambda: not board.table.busy(), 200)
    assert math.dist(board.table.position(toy), home) < 0.05
    click(app, DC.toy_px(board, toy))
    target = board.lay.px(0.0, 0.0)
    for i in range(1, 11):                              # the pointer wanders over the card, no button held
        glide(app, (DC.toy_px(board, toy)[0] + (target[0] - DC.toy_px(board, toy)[0]) * i // 10,
                    DC.toy_px(board, toy)[1] + (target[1] - DC.toy_px(board, toy)[1]) * i // 10))
    glide(app, target)
    step(app, n=20)
    click(app, target)
    assert board.dragging is None and board.dropped == toy
    assert math.dist(board.table.position(toy), (0.0, 0.0)) < 0.1
    click(app, board.big.rect.center)                   # Done
    act = last_action(host)
    assert act.kind == "place" and act["toy"] == toy
    app.stack.clear()


def test_dreamcatcher_a_carried_toy_is_put_down_where_the_click_lands_even_after_a_jump():
    """Issue 23, No holding (seen in a real window): the pointer jumps and clicks in the same frame; the toy,
    pulled along by the physics, used to be let go short of the click. It now reaches the pointer first."""
    from scenes.dreamcatcher import drive as DC
    app = make_app(speed=2.0)
    host = DC.start(app, controllers=("human", "human"))
    board = host.board
    toy = DC.to_placing(app, host)
    click(app, DC.toy_px(board, toy))
    assert board.carried
    target = board.lay.px(0.0, 0.0)
    click(app, target)                                   # motion, press and release in one frame
    assert board.dragging is None and board.dropped == toy
    assert math.dist(board.table.position(toy), (0.0, 0.0)) < 0.1
    app.stack.clear()
