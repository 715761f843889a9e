"""Issue 23, "Never colour alone": each seat has a symbol as well as a colour. Saves and positions carry it as an
optional seat field: a save or position made before symbols loads with each seat's default, and no two seats ever
share one."""
from __future__ import annotations

import json

import pytest

from game.core import SaveError, SeatInfo, Table, saves
from game.core.seats import SYMBOLS, default_symbol, settled
from nimdice import Pebbles      # registers Pebbles (tests/ is on sys.path, as conftest.py sets)


def old_save_text(tmp_path) -> dict:
    """A save as Game Shelf wrote it before symbols: seats of name, controller and colour only."""
    table = Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Ben", "easy", 1), SeatInfo("Cy", "human", 2)],
                      seed=3, autosave=tmp_path / "old.json")
    table.flush()
    data = json.loads((tmp_path / "old.json").read_text())
    for seat in data["seats"]:
        del seat["symbol"]
    return data


def test_every_seat_of_a_new_table_has_its_own_symbol():
    seats = [SeatInfo(n, "human", i) for i, n in enumerate("ABCDEF")]
    table = Table.new("pebbles", seats[:3], seed=1)
    assert [s.symbol for s in table.record.seats] == list(SYMBOLS[:3])
    chosen = [SeatInfo("A", symbol="star"), SeatInfo("B"), SeatInfo("C", symbol="circle")]
    assert [s.symbol for s in settled(chosen)] == ["star", "square", "circle"]
    twice = [SeatInfo("A", symbol="heart"), SeatInfo("B", symbol="heart"), SeatInfo("C")]
    assert len({s.symbol for s in settled(twice)}) == 3


def test_default_symbols_differ_per_seat_and_skip_taken_ones():
    assert len({default_symbol(i) for i in range(len(SYMBOLS))}) == len(SYMBOLS)
    assert default_symbol(0, taken=["circle", "square"]) == "triangle"


def test_symbols_are_saved_and_read_back(tmp_path):
    seats = [SeatInfo("Ana", symbol="heart"), SeatInfo("Ben", "easy", 1, "star")]
    table = Table.new("pebbles", seats, seed=4, autosave=tmp_path / "s.json")
    table.flush()
    assert json.loads((tmp_path / "s.json").read_text())["seats"][0]["symbol"] == "heart"
    assert [s.symbol for s in Table.load(tmp_path / "s.json").record.seats] == ["heart", "star"]


def test_an_old_save_without_symbols_loads_with_the_defaults(tmp_path):
    data = old_save_text(tmp_path)
    path = tmp_path / "before-symbols.json"
    path.write_text(json.dumps(data))
    table = Table.load(path)
    assert [s.symbol for s in table.record.seats] == ["circle", "square", "triangle"]
    assert [s.colour for s in table.record.seats] == [0, 1, 2]


def test_an_old_position_without_symbols_opens_with_the_defaults():
    doc = Pebbles(2, {"pile": 12}, 5, None).to_position()
    doc["seats"] = [{"name": "Zoe", "controller": "human", "colour": 3}, {"name": "Yan", "controller": "hard", "colour": 1}]
    table = Table.from_position(doc)
    assert [s.symbol for s in table.record.seats] == ["circle", "square"]
    doc["seats"][1]["symbol"] = "circle"
    assert [s.symbol for s in Table.from_position(doc).record.seats] == ["square", "circle"]


@pytest.mark.parametrize("symbol,words", [("blob", "no known symbol"), (3, "no known symbol"),
                                          ("circle*2", "two seats use the circle")])
def test_a_bad_symbol_is_refused_with_words(tmp_path, symbol, words):
    data = old_save_text(tmp_path)
    if symbol == "circle*2":
        data["seats"][0]["symbol"] = data["seats"][1]["symbol"] = "circle"
    else:
        data["seats"][0]["symbol"] = symbol
    with pytest.raises(SaveError, match=words):
        saves.loads(json.dumps(data))
