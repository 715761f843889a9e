"""Issue 10 item 8: a long load shows progress and can be cancelled; a save that fails half-way through
its replay is explained and moved aside."""

import pygame
import pytest

from game.core import Action, SeatInfo, Table, paths
from scenes.host import HostScene
from scenes.screens import loading
from scenes.screens.loading import Loading
from scenes.screens.title import Title
from scenes.widgets.dialog import Dialog


@pytest.fixture
def slow_loads(monkeypatch):
    """Two moves a frame, whatever the clock says: the progress screen is deterministic."""
    monkeypatch.setattr(loading, "FRAME_BUDGET", 0.0)
    monkeypatch.setattr(loading, "SLICE", 2)


def saved_game(moves=12, broken=False):
    table = Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Ben", "human", 1)], {"pile": 20}, 3, first=0,
                      autosave=paths.autosave_path())
    for _ in range(moves):     # the smallest move each time: the game is still in progress, so Continue offers it
        seat = table.match.to_move()[0]
        table.act(seat, table.match.legal_actions(seat)[0])
    if broken:
        table.record.actions.append((0, Action.make("play", value=99)))
        table.save()
    table.flush()
    return paths.autosave_path().read_text()


def test_a_long_load_shows_progress_and_cancel_leaves_the_save(app, driver, slow_loads):
    text = saved_game()
    title = app.push(Title(app))
    driver.click(title.continue_button.rect.center)
    screen = app.top
    assert isinstance(screen, Loading)
    seen = []
    for _ in range(3):
        driver.frames(1)
        seen.append(screen.loader.progress)
    assert 0 < seen[0] < seen[1] < seen[2] < 1
    driver.key(pygame.K_ESCAPE)                      # Cancel
    assert app.top is title and paths.autosave_path().read_text() == text
    driver.click(title.continue_button.rect.center)
    driver.frames(8)
    host = next(s for s in app.stack if isinstance(s, HostScene))      # a hot-seat curtain may be over it
    assert len(host.table.record.actions) == 12


def test_a_save_failing_half_way_is_explained_and_moved_aside(app, driver, slow_loads):
    text = saved_game(broken=True)
    title = app.push(Title(app))
    driver.click(title.continue_button.rect.center)
    driver.frames(10)
    assert isinstance(app.top, Dialog) and "move 13" in app.top.message and "kept as" in app.top.message
    kept = list(paths.data_dir().glob("autosave-damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == text and not paths.autosave_path().exists()
    kept[0].unlink()


@pytest.mark.parametrize("name", ["huge-int-seed", "deep-nesting", "infinity-seed", "float-card", "long-name",
                                  "replay-fails", "binary"])
def test_corpus_saves_are_refused_in_the_app_too(app, driver, name):
    from pathlib import Path
    corpus = Path(__file__).parents[1] / "badsaves"
    paths.autosave_path().write_bytes((corpus / f"{name}.json").read_bytes())
    title = app.push(Title(app))
    driver.click(title.continue_button.rect.center)
    driver.frames(3)
    assert isinstance(app.top, Dialog) and len(app.top.message) > 20
    for path in paths.data_dir().glob("autosave-damaged-*.json"):
        path.unlink()


@pytest.mark.parametrize("name", ["huge-int-seed", "deep-nesting", "nan-colour", "replay-fails"])
def test_new_game_moves_a_damaged_autosave_aside_and_starts(app, driver, name):
    """Item 1: these used to raise out of New Game (or, parsing fine, be overwritten by it). Since issue 13 a
    new game has its own autosave file, so the damaged one is simply left where it is, byte for byte."""
    from pathlib import Path

    from game.core import registry
    from scenes.screens.setup import Setup
    corpus = Path(__file__).parents[1] / "badsaves"
    data = (corpus / f"{name}.json").read_bytes()
    paths.autosave_path().write_bytes(data)
    setup = app.push(Setup(app, registry.get("pebbles")))
    setup.start()
    assert isinstance(app.top, HostScene) and app.top.table.autosave != paths.autosave_path()
    assert paths.autosave_path().read_bytes() == data
