"""Issue 22 at the app: whatever sits in the folders, the app reaches its title, lessons open, a Dodos game
starts, and the Load screen's buttons answer with messages. Every odd file is set aside and told once."""
from __future__ import annotations

import json
import os
import shutil

import pygame
import pytest

from game.core import SeatInfo, Table, files, paths

DT = 1 / 60


@pytest.fixture(autouse=True)
def no_lessons_folder():
    """Each test starts without data/tutorials, and leaves none behind (file or folder, as it made it)."""
    def clear():
        folder = paths.data_dir() / "tutorials"
        if folder.is_dir() and not folder.is_symlink():
            shutil.rmtree(folder)
        elif os.path.lexists(folder):
            folder.unlink()
    clear()
    yield
    clear()


def start_app():
    """A new session, settings read from the folder as a player's app reads them."""
    from scenes.app import App
    from scenes.screens.title import Title
    app = App((1280, 720), sync_bots=True)
    app.push(Title(app))
    return app


def frames(app, n: int = 3) -> None:
    for _ in range(n):
        app.step(pygame.event.get(), DT)


def toasts(app) -> list[str]:
    return [t.message for t in app.toasts.items]


def test_the_app_reaches_its_title_whatever_is_in_its_folders():
    from scenes.screens.title import Title
    data, config = paths.data_dir(), paths.config_dir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(paths.autosaves_dir() / "dodos-20260101-000000.json")    # an autosave that is a pipe
        os.mkfifo(paths.saves_dir() / "pipe.json")
    (config / "settings.json").write_text("[" * 100_000 + "]" * 100_000)
    os.symlink(paths.saves_dir() / "loop.json", paths.saves_dir() / "loop.json")
    (paths.autosaves_dir() / "pebbles-quotes.json").write_text('{"game": "' + '\\"' * 32_000)
    (data / "tutorials").write_text("a file where a folder belongs")
    app = start_app()
    frames(app)
    assert isinstance(app.top, Title)
    said = " ".join(toasts(app))
    assert "settings" in said and "defaults" in said                       # told, once
    frames(app, 30)
    assert app.top.learn_buttons and isinstance(app.top, Title)


@pytest.mark.parametrize("content", ['{"step": 1, "bots": [1]}', "[" * 50_000, '{"step": 1.5}', "\x00"])
def test_learn_to_play_opens_whatever_the_progress_file_holds(content):
    from scenes import tutorial as tut
    folder = paths.data_dir() / "tutorials"
    folder.mkdir(parents=True)
    (folder / "dreaddraw.json").write_text(content)
    app = start_app()
    host = app.go.lesson("dreaddraw")
    frames(app)
    assert isinstance(host, tut.TutorialHost) and host.index == 0
    assert [p.name for p in folder.glob("dreaddraw-damaged-*")]              # set aside, kept for a look
    assert tut.progress("dreaddraw") in (None, {"step": 0, "bots": 0})      # what the lesson keeps now is sound


def test_a_lesson_with_a_file_for_its_folder_is_played_and_the_file_set_aside():
    from scenes import tutorial as tut
    folder = paths.data_dir() / "tutorials"
    folder.write_text("in the way")
    app = start_app()
    host = app.go.lesson("bfdi")
    frames(app)
    assert isinstance(host, tut.TutorialHost) and folder.is_dir()


def test_a_nested_dodos_settings_file_does_not_stop_a_dodos_game():
    from scenes.host import HostScene
    (paths.config_dir() / "dodos.json").write_text("{" * 100_000)
    app = start_app()
    table = Table.new("dodos", [SeatInfo("Ana"), SeatInfo("Ben", "human", 1)], seed=2)
    app.go.game(table)
    frames(app, 5)
    assert isinstance(app.top, HostScene) or any(isinstance(s, HostScene) for s in app.stack)
    assert not (paths.config_dir() / "dodos.json").exists()                # set aside


def test_the_load_screens_copy_on_a_full_disk_is_a_message(monkeypatch):
    import errno
    from scenes.screens.load import LoadScreen
    table = Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Ben", "human", 1)], seed=1,
                      autosave=paths.new_autosave_path("pebbles"))
    table.flush()
    app = start_app()
    screen = LoadScreen(app)
    app.push(screen)
    frames(app)
    monkeypatch.setattr(os, "replace", lambda a, b: (_ for _ in ()).throw(OSError(errno.ENOSPC, "full")))
    screen.copy()
    assert any("disk is full" in m for m in toasts(app))
    monkeypatch.undo()
    assert [p.name for p in paths.saves_dir().iterdir() if p.suffix == ".json"] == []
    assert json.loads(table.autosave.read_text())["game"] == "pebbles"


def test_learn_to_play_in_a_read_only_folder_plays_the_lesson_and_says_so(monkeypatch):
    import errno
    from scenes import tutorial as tut
    read_only = OSError(errno.EROFS, "Read-only file system")
    monkeypatch.setattr("tempfile.mkstemp", lambda **kw: (_ for _ in ()).throw(read_only))
    files.notices()
    app = start_app()
    host = app.go.lesson("bfdi")
    frames(app, 3)
    host.save_progress()
    assert isinstance(host, tut.TutorialHost)
    assert any("could not be kept" in n and "may not be written" in n for n in files.notices())
    assert not list((paths.data_dir() / "tutorials").glob("*.tmp"))


def test_a_big_save_padded_with_an_unknown_key_is_listed():
    """Issue 22: a valid 7 MB save padded with an unknown key stalled the Load screen (the nesting pre-check)."""
    from game.core import library
    table = Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Ben", "human", 1)], seed=1,
                      autosave=paths.saves_dir() / "padded.json")
    table.flush()
    data = json.loads(table.autosave.read_text())
    data["pad"] = "x" * 7_000_000
    table.autosave.write_text(json.dumps(data))
    [entry] = library.list_saves()
    assert entry.error is None and entry.path.name == "padded.json"
