"""Positions (game/core/position.py): the envelope every game shares, shown on Pebbles, the test game."""
from __future__ import annotations

import copy
import json

import pytest

from game.core import position
from game.core.position import PositionError
from nimdice import Pebbles      # registers Pebbles (tests/ is on sys.path, as conftest.py sets)


def played(seed: int, moves: int) -> Pebbles:
    match = Pebbles(3, {"pile": 12}, seed, None)
    for _ in range(moves):
        if match.over:
            break
        seat = match.to_move()[0]
        match.apply(seat, match.legal_actions(seat)[0])
    return match


@pytest.mark.parametrize("seed,moves", [(1, 0), (2, 3), (3, 6), (4, 40)])
def test_round_trip_same_position_views_and_future(seed, moves):
    match = played(seed, moves)
    doc = match.to_position()
    again = Pebbles.from_position(json.loads(json.dumps(doc)))
    assert again.to_position() == doc
    for seat in range(3):
        assert again.view(seat) == match.view(seat)
        assert again.legal_actions(seat) == match.legal_actions(seat)
    while not match.over:      # the generator came along: the same actions give the same game
        seat = match.to_move()[0]
        action = match.legal_actions(seat)[-1]
        assert [e.kind for e in match.apply(seat, action)] == [e.kind for e in again.apply(seat, action)]
    assert again.to_position() == match.to_position()


def test_load_finds_the_game_from_text():
    doc = played(5, 2).to_position()
    rebuilt = position.load(position.dumps(doc))
    assert isinstance(rebuilt, Pebbles) and rebuilt.to_position() == doc


def _broken(change):
    doc = copy.deepcopy(played(6, 2).to_position())
    change(doc)
    return doc


@pytest.mark.parametrize("change,words", [
    (lambda d: d.__setitem__("kind", "save"), "not a position"),
    (lambda d: d.__setitem__("game", "chess"), "does not have"),
    (lambda d: d.__setitem__("format", 99), "newer Game Shelf"),
    (lambda d: d.__setitem__("players", 9), "number of players"),
    (lambda d: d["state"]["hands"][0].append(1), "on the table"),          # a card too many
    (lambda d: d["state"].__setitem__("active", 7), "seat in charge"),
    (lambda d: d["state"].__setitem__("colour", 1), "unknown colour"),
    (lambda d: d["rng"].__setitem__("state", "00"), "generator"),
    (lambda d: d.__setitem__("seats", [{"name": "A", "controller": "human", "colour": 0}]), "seats"),
])
def test_inconsistent_positions_are_refused_with_words(change, words):
    with pytest.raises(PositionError, match=words):
        Pebbles.from_position(_broken(change))


def test_deep_or_huge_text_is_refused_before_parsing():
    with pytest.raises(PositionError, match="nested"):
        position.load("[" * 5000 + "]" * 5000)


# ---- a table and its saves can start from a position ---------------------------------------------------------
def test_a_table_starts_from_a_position_and_its_save_replays_from_it(tmp_path):
    from game.core import Table
    doc = played(7, 3).to_position()
    path = tmp_path / "from-position.json"
    table = Table.from_position(doc, autosave=path)
    assert table.names == ["Ana", "Ben", "Cleo"]
    assert table.match.to_position() == doc
    seat = table.match.to_move()[0]
    table.act(seat, table.match.legal_actions(seat)[0])
    table.flush()
    saved = json.loads(path.read_text())
    assert saved["format"] == 2 and saved["start"]["state"] == doc["state"]
    again = Table.load(path)
    assert again.match.to_position() == table.match.to_position()
    assert again.can_undo(seat) == table.can_undo(seat)


def test_a_position_names_its_seats_and_a_bad_one_is_refused_before_a_table_is_made(tmp_path):
    from game.core import Table
    doc = played(8, 1).to_position()
    doc["seats"] = [{"name": n, "controller": c, "colour": i}
                    for i, (n, c) in enumerate([("Zoe", "human"), ("Bot", "hard"), ("Yan", "human")])]
    table = Table.from_position(doc)
    assert table.names == ["Zoe", "Bot", "Yan"] and table.seat_is_bot(1)
    doc["state"]["pile"] = -4
    with pytest.raises(PositionError, match="pile"):
        Table.from_position(doc, autosave=tmp_path / "never.json")
    assert not (tmp_path / "never.json").exists()


def test_a_save_whose_starting_position_is_damaged_is_refused_with_words(tmp_path):
    from game.core import saves
    doc = played(9, 2).to_position()
    record = saves.Record("pebbles", 1, {"pile": 12}, [saves.SeatInfo(n) for n in "ABC"], 9, start=doc)
    text = saves.dumps(record)
    assert saves.replay(saves.loads(text)).to_position() == doc
    doc["state"]["active"] = 5
    with pytest.raises(saves.SaveError, match="starts from a position that cannot be used.*seat in charge"):
        saves.replay(saves.loads(saves.dumps(record)))


def test_the_cli_prints_a_position_that_loads(capsys):
    from game.core.cli import main
    assert main(["position", "pebbles", "--players", "3", "--seed", "4", "--moves", "2", "--bots", "random"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["kind"] == "position" and doc["players"] == 3
    assert position.load(doc).to_position() == doc
    assert main(["position", "pebbles", "--moves", "-1"]) == 2


def test_a_hand_made_position_may_leave_the_generator_to_its_seed():
    doc = played(10, 2).to_position()
    doc["rng"] = None
    a, b = Pebbles.from_position(doc), Pebbles.from_position(doc)
    assert a.to_position()["state"] == doc["state"]
    assert a.rng.getstate() == b.rng.getstate()          # the same seed, the same future


def test_an_undo_refusal_says_the_real_reason():
    """Issue 21: not one generic sentence; "Ben has played since" when Ben has."""
    from game.core import Action, SeatInfo, Table
    table = Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Ben", "human", 1)], {"pile": 20}, seed=3, first=0)
    assert table.undo_refusal(0) == "There is no move to take back yet."
    table.act(0, Action.make("pledge", n=1))
    assert table.undo_refusal(0) is None and table.undo_refusal(1) == "You have no move to take back yet."
    table.act(1, Action.make("pledge", n=0))               # the pledges are revealed: a barrier
    assert "cannot be taken back" in table.undo_refusal(1)
    assert table.undo_refusal(0) == "Ben has played since your last move."
    assert table.undo_refusal(None).startswith("Nobody")
