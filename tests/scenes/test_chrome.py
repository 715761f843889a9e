"""The table's surroundings (backdrop, bar, players, log) kept as one picture (HostScene.draw): every frame shows
what drawing them all again would show, and the picture is painted again whenever any part of it changes."""
from __future__ import annotations

import pygame
import pytest

from game.core import SeatInfo, Table
from scenes.host import HostScene

GAMES = ["bfdi", "dreamcatcher", "dodos", "dreaddraw"]


def drawn_whole(host, size) -> bytes:
    """The frame as it was drawn before the picture was kept: every part again, the board before the panels."""
    surface = pygame.Surface(size).convert()
    surface.blit(host.backdrop.get(size, host.spec.id, host._paint_backdrop), (0, 0))
    host._draw_bar(surface)
    host.board.draw(surface)
    host._draw_players(surface)
    host.log.draw(surface)
    if host.reaction is not None and not host.reaction.finished:
        host.reaction.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def shown(app) -> bytes:
    app.draw(app.screen)
    return pygame.image.tobytes(app.screen, "RGB")


def moved(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def table(game: str, seed: int = 4) -> Table:
    return Table.new(game, [SeatInfo("Ana", "human", 0), SeatInfo("Bot 1", "easy", 1), SeatInfo("Bot 2", "easy", 2)],
                     {}, seed)


@pytest.mark.parametrize("game", GAMES)
def test_the_kept_surroundings_show_what_drawing_everything_again_shows(app, driver, quick_bots, game):
    host = app.reset(HostScene(app, Table.new(game, [SeatInfo(f"Bot {i}", "easy", i) for i in range(3)], {}, 7)))
    compared = 0
    for frame in range(400):
        driver.frames(1)
        if app.top is not host:          # the results
            break
        if frame % 7 == 0:
            assert shown(app) == drawn_whole(host, app.size), f"frame {frame}"
            compared += 1
    assert compared > 20


def test_the_picture_is_painted_again_when_a_part_of_it_changes(app, driver, quick_bots):
    host = app.reset(HostScene(app, table("dreaddraw")))
    driver.frames(5)
    before = shown(app)
    assert shown(app) == before                       # nothing changed: the same picture, not painted again
    kept = host._chrome.surface

    undo = host.undo_button.rect.center               # a button under the pointer lights up
    driver.frames(1, [moved(undo)])
    lit = shown(app)
    assert lit != before and lit == drawn_whole(host, app.size)
    assert host._chrome.surface is not kept

    driver.frames(1, [moved((5, app.size[1] - 5))])
    host.clock += 0.4                                 # a thinking seat's dots move on
    host.runner.seat = 1
    assert shown(app) == drawn_whole(host, app.size)
    host.runner.seat = None

    host.log.set_lines(host.log.lines + ["Ana waves"])   # a new line in the log
    assert shown(app) == drawn_whole(host, app.size)

    app.settings.colour_blind = not app.settings.colour_blind   # the palette: names and marks change colour
    app.apply_settings()
    assert shown(app) == drawn_whole(host, app.size)


def test_the_replay_draws_its_own_bar_each_frame(app, driver, quick_bots):
    from scenes.replay import ReplayScene
    host = app.reset(HostScene(app, table("bfdi")))
    driver.frames(3)
    replay = app.reset(ReplayScene(app, host.table.record))
    assert replay.bar_look() is None
    driver.frames(3)
    assert shown(app) == drawn_whole(replay, app.size)


@pytest.mark.parametrize("game", GAMES)
def test_what_the_pointer_opens_on_the_board_shows_the_same(app, driver, quick_bots, game):
    """Zooms, readers and tips near the board's edges: drawn over the surroundings as before, or not at all."""
    host = app.reset(HostScene(app, table(game)))
    driver.frames(30)
    r = host.board.rect
    for fx in (0.03, 0.25, 0.5, 0.75, 0.97):
        for fy in (0.03, 0.3, 0.6, 0.97):
            driver.frames(30, [moved((int(r.x + r.w * fx), int(r.y + r.h * fy)))])
            assert shown(app) == drawn_whole(host, app.size), (fx, fy)
