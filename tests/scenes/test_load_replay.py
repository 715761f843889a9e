"""Title Continue and Load, the Load screen's resume/copy/delete/watch, and the replay viewer on all four games."""
import dataclasses
import hashlib

import pygame
import pytest

from game.core import SeatInfo, SeatWindow, Table, library, make_bot, paths, registry, writer
from scenes.driver import inside_right
from scenes.host import HostScene
from scenes.replay import ReplayScene
from scenes.screens.load import LoadScreen
from scenes.screens.results import Results
from scenes.screens.setup import Setup
from scenes.screens.title import Title
from scenes.widgets.dialog import Dialog

SEATS = [SeatInfo("Ana"), SeatInfo("Bo", "easy", 1)]


def _pebbles(moves=2, seed=1, path=None):
    table = Table.new("pebbles", SEATS, {"pile": 20}, seed=seed, first=0,
                      autosave=path or paths.new_autosave_path("pebbles"))
    for _ in range(moves):
        seat = table.match.to_move()[0]
        table.act(seat, table.match.legal_actions(seat)[0])
    table.flush()          # the autosave writer has put it on disk
    return table


def _digest(path):
    writer.flush_all()          # autosaves are written by a background thread
    return hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns


def test_continue_names_the_game_it_resumes(app, driver, quick_bots):
    table = _pebbles(3)
    title = app.push(Title(app))
    driver.frames(2)
    assert title.continue_button.enabled
    assert title.continue_text() == "Continue: Pebbles (test game), 2 players"     # Pebbles counts no rounds
    driver.click(title.continue_button.rect.center)
    assert isinstance(app.top, HostScene) and app.top.table.record.actions == table.record.actions


def test_starting_a_new_game_from_setup_keeps_the_game_in_progress(app, driver, quick_bots):
    old = _pebbles(3)
    before = _digest(old.autosave)
    setup = app.push(Setup(app, registry.get("pebbles")))
    setup.start()
    new = app.top.table
    assert new.autosave != old.autosave and _digest(old.autosave) == before
    assert {e.path for e in library.list_saves()} >= {old.autosave, new.autosave}


def test_load_screen_lists_resumes_copies_and_deletes_with_confirmation(app, driver, quick_bots):
    older = _pebbles(2, seed=1)
    newer = _pebbles(4, seed=2)
    title = app.push(Title(app))
    driver.click(title.load_button.rect.center)
    load = app.top
    assert isinstance(load, LoadScreen) and [e.path for e in load.entries][:2] == [newer.autosave, older.autosave]
    driver.frames(2)
    resume, watch, copy, delete, back = load.buttons
    driver.click(copy.rect.center)                       # a copy of the selected (newest) save
    copies = list(paths.saves_dir().glob("*.json"))
    assert len(copies) == 1 and copies[0].read_bytes() == newer.autosave.read_bytes()
    assert load.current.path == copies[0]
    driver.click(delete.rect.center)                     # asks first; "Keep it" keeps it
    assert isinstance(app.top, Dialog) and "cannot be undone" in app.top.message
    driver.click(app.top.buttons[1].rect.center)
    assert copies[0].exists() and app.top is load
    driver.click(delete.rect.center)
    driver.click(app.top.buttons[0].rect.center)
    assert not copies[0].exists() and len(load.entries) == 2
    row = dict(load.rows)[1]                             # choose the older game and resume it
    driver.click(row.center)
    driver.click(resume.rect.center)
    assert isinstance(app.top, HostScene) and app.top.table.autosave == older.autosave


def test_resuming_a_saved_copy_goes_on_in_a_new_autosave_and_keeps_the_copy(app, driver, quick_bots):
    table = _pebbles(2)
    copy = paths.saves_dir() / "pebbles-copy.json"
    table.save(copy)
    table.autosave.unlink()
    before = _digest(copy)
    load = app.push(LoadScreen(app))
    driver.click(load.buttons[0].rect.center)
    host = app.top
    assert isinstance(host, HostScene) and host.table.autosave.parent == paths.autosaves_dir()
    assert _digest(copy) == before


def test_a_damaged_save_is_listed_and_cannot_be_resumed_or_watched(app, driver):
    bad = paths.autosaves_dir() / "pebbles-20260101-000000.json"
    bad.write_text("{}")
    load = app.push(LoadScreen(app))
    assert load.current.error and not load.buttons[0].enabled and not load.buttons[1].enabled
    driver.frames(2)


def _bot_game(game_id):
    spec = registry.get(game_id)
    n = 3 if spec.max_players >= 3 else spec.min_players
    table = Table.new(game_id, [SeatInfo(f"P{i}", "easy", i) for i in range(n)], seed=5,
                      autosave=paths.new_autosave_path(game_id))
    bots = [make_bot(spec, "easy", s, s) for s in range(n)]
    while not table.match.over:
        seat = table.match.to_move()[0]
        table.act(seat, bots[seat].decide(SeatWindow(table.match, seat)))
    table.flush()
    return table


@pytest.mark.parametrize("game_id", ["bfdi", "dodos", "dreamcatcher", "dreaddraw"])
def test_replay_steps_through_a_saved_game_forward_and_back(app, driver, game_id):
    table = _bot_game(game_id)
    before = _digest(table.autosave)
    total = len(table.record.actions)
    replay = app.push(ReplayScene.from_path(app, table.autosave))
    driver.frames(2)
    assert replay.position == 0 and replay.seat is None and replay.actions() == []
    for i in range(total):                           # forward one move at a time, the board animating
        driver.key(pygame.K_RIGHT)
        driver.frames(1)
        assert replay.position == i + 1
        assert replay.table.record.actions == table.record.actions[:i + 1]
    assert replay.table.match.over and replay.table.log == table.log
    for _ in range(min(total, 25)):                  # back one move at a time
        replay.back()
        driver.frames(1)
    assert replay.position == total - min(total, 25)
    assert replay.table.log == Table(dataclasses.replace(table.record,
                                                         actions=table.record.actions[:replay.position])).log
    replay.to_start()
    driver.frames(2)
    assert replay.position == 0 and replay.table.log == []
    replay.to_end()
    assert replay.position == total and replay.table.match.over
    assert replay.eyes.values == [None, *range(len(replay.names))]      # over: every hand may be face up
    replay.eyes.step(1)
    driver.frames(2)
    assert replay.seat == 0 and replay.view() == replay.table.match.view(0)
    replay.back()                                                      # not over: the table's view again
    assert replay.seat is None and replay.eyes.values == [None]
    assert _digest(table.autosave) == before          # the viewer never writes
    assert replay.submit(0, table.record.actions[0][1]) is False


def test_replay_plays_at_the_chosen_speed_and_stops_at_the_end(app, driver):
    table = _pebbles(6)
    replay = app.push(ReplayScene.from_path(app, table.autosave))
    driver.click(inside_right(replay.speed_chooser.rect))   # 1x -> 2x
    assert replay.play_speed == 2.0
    driver.key(pygame.K_SPACE)
    assert replay.playing
    assert driver.until(lambda: replay.at_end, 2000)
    assert not replay.playing and replay.position == 6
    driver.key(pygame.K_HOME)
    assert replay.position == 0
    driver.key(pygame.K_ESCAPE)
    assert app.top is not replay


def test_load_watch_opens_the_viewer_and_finished_games_resume_to_results(app, driver, quick_bots):
    table = _pebbles(0)
    while not table.match.over:
        seat = table.match.to_move()[0]
        table.act(seat, table.match.legal_actions(seat)[0])
    load = app.push(LoadScreen(app))
    driver.click(load.buttons[1].rect.center)
    assert isinstance(app.top, ReplayScene)
    driver.key(pygame.K_ESCAPE)
    driver.click(load.buttons[0].rect.center)
    assert isinstance(app.top, Results)


@pytest.mark.parametrize("game_id", ["bfdi", "dreaddraw"])
def test_stepping_faster_than_the_animations_jumps_the_board_and_the_log_keeps_up(app, driver, game_id):
    """Issue 21: the header said move 23 while the board spent ten seconds animating round 1."""
    table = _bot_game(game_id)
    replay = app.push(ReplayScene.from_path(app, table.autosave))
    driver.frames(2)
    for _ in range(12):                              # a key a frame: far faster than any animation
        driver.key(pygame.K_RIGHT)
        driver.frames(1)
    assert replay.position == 12 and replay.status().startswith("Move 12 of")
    assert not replay.board.busy()                   # the board shows move 12 now, not move 1 still flying
    assert replay.table.record.actions == table.record.actions[:12]
    driver.frames(600)                               # once still, the log has told every move shown
    assert not replay.board.busy() and replay.log.shown == len(replay.log.lines) == len(replay.table.log_for(None))


@pytest.mark.parametrize("game_id", ["bfdi", "dodos", "dreamcatcher", "dreaddraw"])
def test_replay_of_a_game_begun_from_a_position_starts_there(app, driver, game_id):
    """Issue 21 (found replaying in a real window): a save that began from a position (`--position FILE`) is
    watched from that position; the viewer rebuilt it from the deal, and the first Step crashed the app."""
    spec = registry.get(game_id)
    start = Table.new(game_id, [SeatInfo(f"P{i}", "easy", i) for i in range(2)], seed=5)
    bots = [make_bot(spec, "easy", s, s) for s in range(2)]
    for _ in range(12):
        seat = start.match.to_move()[0]
        start.act(seat, bots[seat].decide(SeatWindow(start.match, seat)))
    doc = start.match.to_position()
    table = Table.from_position(doc, autosave=paths.new_autosave_path(game_id))
    for _ in range(6):
        seat = table.match.to_move()[0]
        table.act(seat, bots[seat].decide(SeatWindow(table.match, seat)))
    table.flush()
    replay = app.push(ReplayScene.from_path(app, table.autosave))
    driver.frames(2)
    assert replay.table.match.to_position() == Table.from_position(doc).match.to_position()
    for i in range(6):
        driver.key(pygame.K_RIGHT)
        driver.frames(1)
    assert replay.position == 6 and replay.table.log == table.log
    replay.back()
    replay.to_end()
    assert replay.table.match.to_position() == table.match.to_position()
