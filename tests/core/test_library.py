"""The saves library: every game keeps its own autosave, the listing describes each save, the CLI prints it."""
import json
import os

from game.core import SeatInfo, Table, library, paths
from game.core.cli import main

SEATS = [SeatInfo("Ana"), SeatInfo("Bo", "easy", 1)]


def _play(table, moves):
    for _ in range(moves):
        seat = table.match.to_move()[0]
        table.act(seat, table.match.legal_actions(seat)[0])


def test_starting_a_new_game_never_removes_another():
    first = Table.new("pebbles", SEATS, {"pile": 20}, seed=1, autosave=paths.new_autosave_path("pebbles"))
    _play(first, 3)
    second = Table.new("pebbles", SEATS, {"pile": 20}, seed=2, autosave=paths.new_autosave_path("pebbles"))
    assert first.autosave != second.autosave and first.autosave.exists() and second.autosave.exists()
    listed = {e.path: e for e in library.list_saves()}
    assert listed[first.autosave].actions == 3 and listed[second.autosave].actions == 0


def test_continue_picks_the_game_played_last_and_names_it():
    older = Table.new("pebbles", SEATS, {"pile": 20}, seed=1, autosave=paths.new_autosave_path("pebbles"))
    newer = Table.new("pebbles", SEATS + [SeatInfo("Cy")], {"pile": 20}, seed=2,
                      autosave=paths.new_autosave_path("pebbles"))
    _play(newer, 2)
    os.utime(older.autosave, (1_000_000, 1_000_000))
    entry = library.latest_in_progress()
    assert entry.path == newer.autosave
    assert entry.summary == "Pebbles (test game), 3 players"      # Pebbles has no rounds to count


def test_finished_games_are_listed_but_not_continued():
    table = Table.new("pebbles", SEATS, {"pile": 8}, seed=1, autosave=paths.new_autosave_path("pebbles"))
    while not table.match.over:
        _play(table, 1)
    [entry] = library.list_saves()
    assert entry.finished and entry.progress.startswith("won by")
    assert library.latest_in_progress() is None


def test_damaged_saves_are_listed_with_their_reason_and_copy_and_delete_work():
    bad = paths.autosaves_dir() / "pebbles-20260101-000000.json"
    bad.write_text('{"format": 1, "game": "pebbles", "act')
    good = Table.new("pebbles", SEATS, seed=1, autosave=paths.new_autosave_path("pebbles"))
    entries = {e.path: e for e in library.list_saves()}
    assert "cut short" in entries[bad].error and entries[bad].game_id == "pebbles"
    copy = library.copy_save(good.autosave)
    assert copy.parent == paths.saves_dir() and copy.read_bytes() == good.autosave.read_bytes()
    assert {e.kind for e in library.list_saves() if e.path == copy} == {"copy"}
    library.delete_save(bad)
    assert not bad.exists() and good.autosave.exists()


def test_cli_lists_the_saves_as_json(capsys):
    table = Table.new("pebbles", SEATS, {"pile": 20}, seed=1, autosave=paths.new_autosave_path("pebbles"))
    _play(table, 2)
    table.save(paths.saves_dir() / "pebbles-copy.json")
    assert main(["saves", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert {d["kind"] for d in listed} == {"autosave", "copy"}
    for d in listed:
        assert d["game"] == "pebbles" and d["actions"] == 2 and d["finished"] is False
        assert [s["name"] for s in d["seats"]] == ["Ana", "Bo"] and d["updated"] and d["path"].endswith(".json")
    assert main(["saves"]) == 0
    assert "Pebbles (test game): Ana, Bo; 2 actions; in progress" in capsys.readouterr().out
