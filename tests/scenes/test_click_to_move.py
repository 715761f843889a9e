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
from scenes import access
from scenes.driver import down, key, motion, step, until, up

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
