"""Saves: JSON records replayed on load, written atomically; bad saves refused with a clear message."""
import json
import os
import random

import pytest
from hypothesis import given, settings, strategies as st

from game.core import Action, SaveError, SeatInfo, Table, saves
from game.core.paths import autosave_path

SEATS = [SeatInfo("Ana"), SeatInfo("Ben", "easy", 1), SeatInfo("Cy", "human", 2)]


def play_some(table, steps, seed=0):
    rng = random.Random(seed)
    for _ in range(steps):
        m = table.match
        if m.over:
            break
        seat = m.to_move()[0]
        table.act(seat, rng.choice(m.legal_actions(seat)))


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 30))
def test_save_round_trips_at_every_step(tmp_path_factory, seed, steps):
    path = tmp_path_factory.mktemp("s") / "game.json"
    table = Table.new("pebbles", SEATS, {"pile": 20}, seed=seed, autosave=path)
    rng = random.Random(seed)
    for _ in range(steps):
        m = table.match
        if m.over:
            break
        seat = m.to_move()[0]
        table.act(seat, rng.choice(m.legal_actions(seat)))
        table.flush()
        loaded = Table.load(path)
        assert loaded.record.to_json() == table.record.to_json()
        assert all(loaded.match.view(s) == table.match.view(s) for s in (None, 0, 1, 2))
        assert loaded.log == table.log


def test_autosave_goes_to_the_user_data_folder_atomically(tmp_path):
    table = Table.new("pebbles", SEATS, seed=3, autosave=autosave_path())
    play_some(table, 5)
    table.flush()
    assert autosave_path().exists()
    assert not [p for p in autosave_path().parent.iterdir() if p.name.endswith(".tmp")]
    assert Table.load(autosave_path()).record.actions == table.record.actions


def test_a_failed_write_leaves_the_old_save_whole(tmp_path, monkeypatch):
    path = tmp_path / "s.json"
    table = Table.new("pebbles", SEATS, seed=3, autosave=path)
    table.flush()
    before = path.read_text()

    def boom(*a):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(saves.SaveError, match="disk full"):
        saves.write(table.record, path)
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]


def good_json(tmp_path):
    table = Table.new("pebbles", SEATS, seed=3, autosave=tmp_path / "good.json")
    play_some(table, 6)
    table.flush()
    return json.loads((tmp_path / "good.json").read_text())


@pytest.mark.parametrize("mutate, message", [
    (lambda t: "", "empty"),
    (lambda t: t[: len(t) // 2], "cut short"),
    (lambda t: "{" + t[5:], "damaged"),
    (lambda t: "[1, 2, 3]", "not a Game Shelf save"),
    (lambda t: json.dumps({"hello": 1}), "no format version"),
])
def test_bad_save_text_is_refused_with_a_message(tmp_path, mutate, message):
    text = json.dumps(good_json(tmp_path))
    with pytest.raises(SaveError, match=message):
        saves.loads(mutate(text))


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(format=99), "newer Game Shelf"),
    (lambda d: d.update(game="chess"), "does not have"),
    (lambda d: d.update(rules_version=99), "newer rules"),
    (lambda d: d.update(seats="Ana"), "damaged"),
    (lambda d: d.update(seed="x"), "damaged"),
    (lambda d: d.update(options={"pile": 5}), "damaged"),
    (lambda d: d["actions"].append([0, {"kind": "play", "value": 9}]), "move 7"),
    (lambda d: d["actions"].append(["x", {"kind": "roll"}]), "damaged"),
    (lambda d: d.update(seats=[{"name": "A", "controller": "god", "colour": 0}] * 2), "damaged"),
    (lambda d: d.update(seats=[{"name": "A", "controller": "human", "colour": 0}] * 9), "9 seats; this game takes 2 to 6"),
])
def test_bad_save_content_is_refused_with_a_message(tmp_path, change, message):
    data = good_json(tmp_path)
    change(data)
    with pytest.raises(SaveError, match=message):
        saves.replay(saves.loads(json.dumps(data)))


def test_save_for_another_game_is_refused(tmp_path):
    text = json.dumps(good_json(tmp_path))
    with pytest.raises(SaveError, match="not of the game being loaded"):
        saves.loads(text, expect_game="bfdi")


def test_refused_load_overwrites_nothing(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"format": 1, "game": "pebbles", "sea')
    with pytest.raises(SaveError):
        Table.load(path, autosave=path)
    assert path.read_text() == '{"format": 1, "game": "pebbles", "sea'


def test_missing_save_has_a_message(tmp_path):
    with pytest.raises(SaveError, match="no save"):
        saves.read(tmp_path / "nope.json")
