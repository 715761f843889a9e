"""The table's surroundings kept as one picture (HostScene.draw, prepare.Surround): the backdrop with the bar, the
players and the log painted in. Every frame shows what drawing them all again would show, and a part is painted
again when, and only when, what it shows changes."""
from __future__ import annotations

import pygame
import pytest

from game.core import SeatInfo, Table
from scenes.driver import start_host
from scenes.host import HostScene
from scenes.prepare import Surround, clipped

GAMES = ["bfdi", "dreamcatcher", "dodos", "dreaddraw"]


def drawn_whole(host, size) -> bytes:
    """The frame as it was drawn before the picture was kept: every part again, the board before the panels."""
    surface = pygame.Surface(size).convert()
    surface.blit(host.backdrop.get(size, host.spec.id, host._paint_backdrop), (0, 0))
    host._draw_bar(surface)
    for _name, rect, _key, draw in host.board.still_parts():      # the board's parts as they lie, fresh
        clipped(surface, rect, draw)
    host.board.draw(surface)
    host._draw_players(surface)
    host.log.draw(surface)
    if host.reaction is not None and not host.reaction.finished:
        host.reaction.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def still_rects(board) -> list[pygame.Rect]:
    """Where the board's parts as they lie are."""
    return [pygame.Rect(rect) for _name, rect, _key, _draw in board.still_parts()]


def laid_out(app, game: str, players: int):
    """A table of Normal bots after its first frame: its board and where the board's parts as they lie are."""
    host = start_host(app, game, ("normal",) * players, {}, seed=2)
    app.step([], 1 / 60)
    return host.board, still_rects(host.board)


def compare_while_playing(app, host, frames: int, every: int, stop=lambda compared: False, also=lambda: False) -> int:
    """Play on a frame at a time; whenever the board's parts as they lie change (or also(), and every `every`th
    frame), the frame shown must equal drawing it all afresh. Ends at the game's end or when stop(compared) says
    so (it may note what it sees); returns how many frames were compared."""
    before, compared = None, 0
    for frame in range(frames):
        app.step([], 1 / 60)
        if host.table.match.over or app.top is not host or stop(compared):
            break
        looks = [key for _name, _rect, key, _draw in host.board.still_parts()]
        if looks != before or also() or frame % every == 0:
            assert shown(app) == drawn_whole(host, app.size), frame
            compared += 1
            before = looks
    return compared


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


def test_a_part_is_painted_again_when_it_changes_and_only_it(app, driver, quick_bots, monkeypatch):
    host = app.reset(HostScene(app, Table.new("dreaddraw", [SeatInfo("Ana", "human", 0), SeatInfo("Ben", "human", 1)],
                                              {}, 4)))     # nobody moves but the test
    driver.frames(5)
    painted = []
    for name in ("_draw_bar", "_draw_players"):
        real = getattr(host, name)
        monkeypatch.setattr(host, name, lambda surface, real=real, name=name: painted.append(name) or real(surface))
    host._surround.parts.clear()                      # the parts painted again with the counting functions
    before = shown(app)
    assert sorted(painted) == ["_draw_bar", "_draw_players"]
    painted.clear()
    assert shown(app) == before and not painted       # nothing changed: nothing painted

    driver.frames(1, [moved(host.undo_button.rect.center)])    # a button under the pointer lights up
    lit = shown(app)
    assert painted == ["_draw_bar"]                   # the bar alone
    assert lit != before and lit == drawn_whole(host, app.size)

    painted.clear()
    driver.frames(1, [moved((5, app.size[1] - 5))])
    host.clock += 0.4                                 # a thinking seat's dots move on
    host.runner.seat = 1
    frame = shown(app)
    assert "_draw_players" in painted
    assert frame == drawn_whole(host, app.size)
    host.runner.seat = None

    host.log.set_lines(host.log.lines + ["Ana waves"])   # a new line in the log
    assert shown(app) == drawn_whole(host, app.size)

    app.settings.colour_blind = not app.settings.colour_blind   # the palette: names and marks change colour
    app.apply_settings()
    assert shown(app) == drawn_whole(host, app.size)

    driver.resize(1000, 700)                          # a new layout: every part in its new place
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


def test_a_log_repaint_cut_short_by_the_frames_time_is_finished_next_frame(app, driver, quick_bots):
    """In a window, the log's repaint stops at a new text once the frame's fill time is over (prepare.Kept) and
    the rows before it stay up: the kept picture then paints the log part again next frame, until it is done."""
    from scenes import prepare
    host = app.reset(HostScene(app, table("dreaddraw")))
    driver.frames(5)
    shown(app)
    host.log.set_lines(host.log.lines + ["Ana hums a tune nobody has heard before, number 7431"])
    prepare.begin_frame(float("-inf"))                # the fill time already over: the repaint stops early
    try:
        stale = shown(app)
    finally:
        prepare.begin_frame(None)
    assert stale != drawn_whole(host, app.size)          # the rows before it, for now
    assert shown(app) == drawn_whole(host, app.size)     # and the next frame, the new line


def test_the_picture_is_made_behind_the_cover_after_a_resize(app, driver, quick_bots):
    """A window-sized picture and its copy of the backdrop are made by the host's prepare jobs (behind the
    resize cover), not in the first frame shown at the new size (a 2560x1440 one took 24 ms)."""
    host = app.reset(HostScene(app, table("dreaddraw")))
    driver.frames(2)
    driver.resize(1000, 640)
    host._surround = Surround()         # as the resize found it: nothing at this size yet
    app.prepare_budget = 0.006          # as in a window
    try:
        for _ in host.prepare():
            pass
    finally:
        app.prepare_budget = None
    assert host._surround.surface.get_size() == app.size == (1000, 640)
    assert host._surround.base == host.backdrop.version
    assert shown(app) == drawn_whole(host, app.size)


def test_in_a_window_the_surroundings_are_painted_again_one_a_frame(app, driver, quick_bots, monkeypatch):
    """An action changes the bar, the players and the log in the frame that applies it: in a window they are
    painted again one a frame, the one waiting longest first (a frame late is unseen; three repaints in one
    frame are a hitch), and a part changing every frame does not keep the others waiting."""
    import math
    from scenes import prepare
    host = app.reset(HostScene(app, Table.new("dreaddraw", [SeatInfo("Ana", "human", 0), SeatInfo("Ben", "human", 1)],
                                              {}, 4)))     # nobody moves but the test
    driver.frames(5)
    shown(app)
    painted = []
    for name in ("_draw_bar", "_draw_players"):
        real = getattr(host, name)
        monkeypatch.setattr(host, name, lambda surface, real=real, name=name: painted.append(name) or real(surface))
    real_log = host.log.draw
    monkeypatch.setattr(host.log, "draw", lambda surface: painted.append("log") or real_log(surface))
    status = ["Ana thinks"]
    monkeypatch.setattr(host, "status", lambda: status[0])
    prepare.begin_frame(math.inf)                     # a window's frame (its fill time far off)
    try:
        status[0] = "Ben plays"                       # all three at once
        host.runner.seat, host.clock = 1, host.clock + 0.4
        host.log.set_lines(host.log.lines + ["Ben plays a card"])
        frames = []
        for _ in range(3):
            painted.clear()
            frames.append(shown(app))
            assert len(painted) == 1
        assert frames[-1] == drawn_whole(host, app.size)
        assert frames[0] != frames[-1]

        for n in range(3):                            # the bar changes every frame; the log still gets its turn
            status[0] = f"Ben plays {n}"
            if n == 0:
                host.log.set_lines(host.log.lines + ["Ben plays another card"])
            painted.clear()
            shown(app)
            if "log" in painted:
                break
        assert "log" in painted and n <= 1

        status[0] = "Ann's turn"                      # another seat's eyes: nothing of the last seat's stays up
        host.log.set_lines(host.log.lines + ["You draw a secret card"])
        host.seat = 1 if host.seat != 1 else 0
        painted.clear()
        assert shown(app) == drawn_whole(host, app.size) and {"_draw_bar", "log"} <= set(painted)
    finally:
        prepare.begin_frame(None)
        host.runner.seat = None
    painted.clear()
    status[0] = "Ana thinks"
    host.log.set_lines(host.log.lines + ["Ana smiles"])
    frame = shown(app)                                # headless: all at once
    assert {"_draw_bar", "_draw_players", "log"} <= set(painted)
    assert frame == drawn_whole(host, app.size)


def test_a_part_left_out_leaves_the_picture(app):
    """A board part that starts moving is drawn by the board each frame instead: the picture shows the base
    where it lay, never its last still look under the moving one."""
    base = pygame.Surface((60, 40)).convert()
    base.fill((10, 20, 30))
    surround = Surround()
    part = ("row", (10, 10, 20, 10), 1, lambda surface: surface.fill((250, 0, 0), (10, 10, 20, 10)))
    assert surround.get(1, base, [part]).get_at((15, 15))[:3] == (250, 0, 0)
    picture = surround.get(1, base, [])
    assert picture.get_at((15, 15))[:3] == (10, 20, 30) and "row" not in surround.parts
    assert surround.get(1, base, [part]).get_at((15, 15))[:3] == (250, 0, 0)     # still again: painted again
