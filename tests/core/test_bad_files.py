"""Issue 22: nothing on the disk can hang, crash or freeze the app. Odd files where a save, a folder or the settings
belong go through the one reader (game/core/files.py): refused with words, set aside, and play goes on."""
from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from game.core import SaveError, SeatInfo, Table, files, library, paths, saves, schema

CORPUS = Path(__file__).parent.parent / "badsaves"
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


def a_save(folder: Path, name: str = "pebbles-1.json") -> Path:
    table = Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Ben", "human", 1)], seed=1, autosave=folder / name)
    table.flush()
    return folder / name


# ---- hangs: a FIFO is never opened for reading (that would wait for a writer forever) ---------------------------
@needs_fifo
def test_a_fifo_as_a_save_is_refused_at_once():
    path = paths.autosaves_dir() / "pebbles-fifo.json"
    os.mkfifo(path)
    with pytest.raises(SaveError, match="not a plain file"):
        saves.read(path)


@needs_fifo
def test_a_fifo_among_the_saves_and_autosaves_is_skipped_by_the_listing_continue_and_the_cli(capsys):
    good = a_save(paths.autosaves_dir())
    os.mkfifo(paths.autosaves_dir() / "dodos-fifo.json")
    os.mkfifo(paths.saves_dir() / "copy-fifo.json")
    assert [e.path for e in library.list_saves()] == [good]
    assert library.latest_in_progress().path == good
    from game.core.cli import main
    assert main(["saves"]) == 0 and "pebbles-1.json" in capsys.readouterr().out


@needs_fifo
def test_settings_as_a_fifo_gives_the_defaults_and_says_so_once():
    from scenes.settings import Settings
    os.mkfifo(Settings.path())
    files.notices()
    assert Settings.load() == Settings()
    said = files.notices()
    assert len(said) == 1 and "settings" in said[0] and "not a plain file" in said[0]
    assert not Settings.path().exists()          # set aside: the next start is quiet
    Settings.load()
    assert files.notices() == []


# ---- freezes: parsing is linear in the size -------------------------------------------------------------------
def test_an_unterminated_string_of_escaped_quotes_is_refused_in_one_pass():
    text = '{"game": "' + '\\"' * 500_000          # a megabyte: the old pre-check needed hours for this
    assert schema.nesting(text) == -1
    with pytest.raises(SaveError, match="never ends"):
        saves.loads(text)


def test_the_corpus_file_of_escaped_quotes_is_refused():
    with pytest.raises(SaveError, match="never ends"):
        saves.read(CORPUS / "unterminated-quotes.json")


# ---- crashes: deep, endless and odd files --------------------------------------------------------------------
@pytest.mark.parametrize("content", ["[" * 100_000 + "]" * 100_000, "\x00\xff" * 10, "[1, 2]", '{"volume": 1e999}'])
def test_odd_settings_files_give_the_defaults(content):
    from scenes.settings import Settings
    Settings.path().write_bytes(content.encode("utf-8", "surrogateescape"))
    assert Settings.load() == Settings()
    assert files.notices()


def test_settings_linked_to_an_endless_device_are_not_read():
    from scenes.settings import Settings
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero")
    os.symlink("/dev/zero", Settings.path())
    assert Settings.load() == Settings()


def test_a_symlink_loop_among_the_saves_is_skipped():
    good = a_save(paths.saves_dir(), "kept.json")
    loop = paths.saves_dir() / "loop.json"
    os.symlink(loop, loop)
    assert [e.path for e in library.list_saves()] == [good]
    with pytest.raises(SaveError, match="loop"):
        saves.read(loop)


def test_a_link_to_a_file_outside_the_folder_is_not_read(tmp_path):
    outside = a_save(tmp_path)
    link = paths.saves_dir() / "link.json"
    os.symlink(outside, link)
    with pytest.raises(SaveError, match="outside its folder"):
        saves.read(link)
    assert library.list_saves() == []


def test_a_link_inside_the_folder_is_read():
    target = a_save(paths.saves_dir(), "real.json")
    os.symlink(target.name, paths.saves_dir() / "alias.json")
    assert saves.read(paths.saves_dir() / "alias.json").game_id == "pebbles"


@pytest.mark.parametrize("name,words", [("name-nul", "printable"), ("name-lone-surrogate", "printable"),
                                        ("name-blank", "printable"), ("duplicate-seats", "two seats")])
def test_names_are_plain_printable_text_and_seats_have_their_own(name, words):
    with pytest.raises(SaveError, match=words):
        saves.read(CORPUS / f"{name}.json")


def test_a_save_with_a_byte_order_mark_loads():
    record = saves.read(CORPUS / "good-dodos-bom.json")
    assert saves.replay(record).over is False


# ---- the Load screen's buttons -------------------------------------------------------------------------------
def test_copying_a_save_linked_to_a_device_is_refused():
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero")
    link = paths.saves_dir() / "zero.json"
    os.symlink("/dev/zero", link)
    with pytest.raises(SaveError):
        library.copy_save(link)
    assert sorted(p.name for p in paths.saves_dir().iterdir()) == ["zero.json"]


def test_copy_on_a_full_disk_is_a_message_and_leaves_nothing(monkeypatch):
    good = a_save(paths.saves_dir(), "game.json")
    real = os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space")))
    with pytest.raises(SaveError, match="disk is full"):
        library.copy_save(good)
    monkeypatch.setattr(os, "replace", real)
    assert sorted(p.name for p in paths.saves_dir().iterdir()) == ["game.json"]


def test_copy_delete_and_lessons_in_a_read_only_folder_are_messages(monkeypatch):
    good = a_save(paths.saves_dir(), "game.json")
    read_only = OSError(errno.EROFS, "Read-only file system")
    monkeypatch.setattr("tempfile.mkstemp", lambda **kw: (_ for _ in ()).throw(read_only))
    monkeypatch.setattr(os, "unlink", lambda path: (_ for _ in ()).throw(read_only))
    with pytest.raises(SaveError, match="may not be written"):
        library.copy_save(good)
    with pytest.raises(SaveError, match="may not be written"):
        library.delete_save(good)


def test_deleting_a_link_removes_the_link_never_its_target(tmp_path):
    outside = a_save(tmp_path)
    link = paths.saves_dir() / "link.json"
    os.symlink(outside, link)
    library.delete_save(link)
    assert not os.path.lexists(link) and outside.exists()


def test_a_settings_file_that_cannot_be_written_leaves_no_temp_file(monkeypatch):
    from scenes.settings import Settings
    monkeypatch.setattr(os, "replace", lambda a, b: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space")))
    Settings().save()
    assert not list(paths.config_dir().glob("*.tmp")) and not list(paths.config_dir().glob(".save-*"))
    assert any("disk is full" in n for n in files.notices())
