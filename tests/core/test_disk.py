"""Issue 10 items 6 and 7: disk trouble is a message, never a crash, and nothing is overwritten."""
import errno
import os
import time

import pytest

from game.core import Action, SeatInfo, Table, files, paths, saves

SEATS = [SeatInfo("Ana"), SeatInfo("Ben", "human", 1)]


def failing_replace(exc):
    real = os.replace

    def replace(src, dst):
        if str(src).endswith(".tmp"):
            raise exc
        return real(src, dst)
    return replace


@pytest.mark.parametrize("exc", [PermissionError(errno.EACCES, "Permission denied"),
                                 OSError(errno.EFBIG, "File too large"),
                                 OSError(errno.EROFS, "Read-only file system")])
def test_a_failed_autosave_is_reported_play_goes_on_and_the_next_move_retries(tmp_path, monkeypatch, exc):
    path = tmp_path / "autosave.json"
    monkeypatch.setattr(os, "replace", failing_replace(exc))
    table = Table.new("pebbles", SEATS, {"pile": 20}, seed=3, first=0, autosave=path)   # no exception
    assert isinstance(table.save_error, saves.SaveError) and not path.exists()
    assert files.reason(exc) in str(table.save_error)                       # in words, with the folder
    table.act(0, Action.make("pledge", n=1))           # the move is played in memory
    table.flush()
    assert isinstance(table.save_error, saves.SaveError) and len(table.record.actions) == 1
    monkeypatch.undo()                                  # the disk is back: the next move saves everything
    table.act(1, Action.make("pledge", n=0))
    assert table.flush() is None and table.save_error is None
    assert len(saves.read(path).actions) == 2
    assert not list(tmp_path.glob(".save-*.tmp"))


def test_a_save_a_copy_that_fails_raises_a_save_error_in_words_and_leaves_no_temp_file(tmp_path, monkeypatch):
    table = Table.new("pebbles", SEATS, seed=3)
    monkeypatch.setattr(os, "replace", failing_replace(OSError(errno.ENOSPC, "No space left on device")))
    with pytest.raises(saves.SaveError, match="the disk is full"):
        table.save(tmp_path / "copy.json")
    assert not list(tmp_path.iterdir())


def test_a_data_folder_that_cannot_be_made_falls_back_with_a_warning(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("in the way")
    monkeypatch.setenv("GAMESHELF_HOME", str(blocker / "home"))
    monkeypatch.setattr("tempfile.gettempdir", lambda: str(tmp_path / "tmp"))
    folder = paths.data_dir()
    assert folder == tmp_path / "tmp" / "gameshelf-data" and folder.is_dir()
    assert paths.warning() and "cannot use its data folder" in paths.warning()
    assert paths.saves_dir().is_dir() and paths.autosave_path().parent == folder
    monkeypatch.undo()
    paths.data_dir()
    assert paths.warning() is None


def test_leftover_temp_files_are_cleaned_but_not_one_being_written():
    folder = paths.data_dir()
    old, fresh = folder / ".save-old.tmp", folder / ".save-new.tmp"
    old.write_text("{")
    fresh.write_text("{")
    os.utime(old, (1_000_000, 1_000_000))
    now = fresh.stat().st_mtime + 1
    assert paths.clean_leftovers(now) == 1
    assert not old.exists() and fresh.exists()
    fresh.unlink()


def test_unique_names_never_overwrite(tmp_path, monkeypatch):
    monkeypatch.setattr(time, "strftime", lambda fmt: "20260101-000000")
    damaged = []
    for _ in range(3):
        path = tmp_path / "autosave.json"
        path.write_text("{")
        damaged.append(saves.set_aside(path))
    assert len({p.name for p in damaged}) == 3 and all(p.read_text() == "{" for p in damaged)
    assert paths.unique(tmp_path, "autosave-damaged-20260101-000000").name == "autosave-damaged-20260101-000000-4.json"
