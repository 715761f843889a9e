"""Issue 21: nothing private through a side door of the curtain. An undo pressed at the next player's curtain
leaves the screen covered for the seat whose decision it is again; the curtain has its own Menu."""
from __future__ import annotations

import pygame
import pytest

import leakcheck as L
from scenes.driver import DT, down, motion, up
from scenes.widgets.curtain import ARM_FRAMES, Curtain


def press(app, button) -> None:
    pos = button.rect.center
    for e in (motion(pos), down(pos), up(pos)):
        pygame.event.post(e)
    app.step(pygame.event.get(), DT)


def arm(app) -> None:
    for _ in range(ARM_FRAMES + 1):
        app.step([], DT)


def to_a_curtain_with_undo(game_id: str, options: dict, app=None, host=None):
    """Play the first action each time until a curtain offers an undo (two humans, unless a host is given)."""
    if host is None:
        app = L.make_app((1280, 720))
        host = L.start(app, game_id, 2, options, seed=5)
    for _ in range(4000):
        top = app.top
        if isinstance(top, Curtain):
            arm(app)
            if top.undo_button is not None:
                return app, host, top
            press(app, top.button)
            continue
        actions = host.actions()
        if actions and not host.board.busy():
            host.submit(host.seat, actions[0])
        app.step([], DT)
    pytest.fail("no curtain offered an undo")


@pytest.mark.parametrize("game_id,options", [("dodos", {}), ("bfdi", {})])
def test_an_undo_at_the_next_players_curtain_keeps_the_screen_covered(game_id, options):
    app, host, curtain = to_a_curtain_with_undo(game_id, options)
    mover = host.table.steps[-1].seat
    before = len(host.table.record.actions)
    press(app, curtain.undo_button)
    assert len(host.table.record.actions) < before                  # the move is taken back
    for _ in range(3):
        app.step([], DT)
    assert isinstance(app.top, Curtain) and app.top.name == host.names[mover]    # covered, for its owner
    assert app.top.undo_button is None and host.seat is None
    arm(app)
    press(app, app.top.button)
    assert host.seat == mover and host.actions()


def test_the_curtain_opens_the_menu_without_showing_anything():
    from scenes.screens.pause import PauseMenu
    app, host, curtain = to_a_curtain_with_undo("dodos", {})
    press(app, curtain.menu_button)
    assert isinstance(app.top, PauseMenu) and isinstance(app.stack[-2], Curtain)
    assert host.seat is None and not app.top.buttons[1].enabled        # no undo for nobody
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], DT)
    assert app.top is curtain
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], DT)
    assert isinstance(app.top, PauseMenu)


def test_an_undo_at_the_curtain_gives_the_screen_to_the_seat_that_took_its_move_back():
    """Issue 21 (replayed in a real window): Dodos, Ana and Ben play face down at once with a bot, Ben holding the
    Dodo token. Ana plays, the curtain asks for Ben, and Ana presses "Ana: undo my move": the next curtain is Ana's,
    since she took her move back to make it again (it was Ben's, so Ana had to wait for him to play first)."""
    from game.core import SeatInfo, Table
    from scenes.host import HostScene
    app = L.make_app((1280, 720))
    seats = [SeatInfo("Ana", "human", 0), SeatInfo("Ben", "human", 1), SeatInfo("Cleo", "normal", 2)]
    host = HostScene(app, Table.new("dodos", seats, {}, 5, 1))
    app.push(host)
    to_a_curtain_with_undo("dodos", {}, app, host)
    mover = host.table.steps[-1].seat
    assert set(host.table.match.to_move()) == {0, 1} - {mover}       # both humans were to play at once
    press(app, app.top.undo_button)
    for _ in range(3):
        app.step([], DT)
    assert set(host.table.match.to_move()) >= {0, 1}
    assert isinstance(app.top, Curtain) and app.top.name == host.names[mover]
