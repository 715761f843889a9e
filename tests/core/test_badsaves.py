"""Issue 10 item 1, 8 and 9: the bad-saves corpus (tests/badsaves, made by make_corpus.py) is refused with a
message by the parser, the replay and the CLI; the good save beside it loads."""
import json
import sys
from pathlib import Path

import pytest

from game.core import SaveError, saves, schema
from game.core.cli import main

CORPUS = Path(__file__).parent.parent / "badsaves"
BAD = sorted(p for p in CORPUS.glob("*.json") if not p.name.startswith("good-"))


def big_files(tmp_path):
    """The ones too big to commit: a million moves, a file over the size limit, 20,001 moves."""
    good = json.loads((CORPUS / "good-dodos.json").read_text())
    head = json.dumps({k: v for k, v in good.items() if k != "actions"})[:-1]
    out = {}
    for name, count in (("million", 1_000_000), ("too-many-moves", schema.MAX_ACTIONS + 1)):
        path = tmp_path / f"{name}.json"
        path.write_text(head + ',"actions":[' + ",".join(['[0,{"kind":"wait"}]'] * count) + "]}")
        out[name] = path
    path = tmp_path / "padded.json"
    path.write_text(json.dumps({**good, "pad": "x" * schema.MAX_FILE_BYTES}))
    out["padded"] = path
    return out


def test_the_corpus_covers_each_kind_in_the_issue():
    names = {p.stem for p in BAD}
    assert {"huge-int-seed", "infinity-seed", "deep-nesting", "replay-fails", "float-card", "bool-card",
            "huge-placement", "long-name", "level-true", "first-true", "colour-minus-one", "colour-1e308",
            "seat-minus-one", "truncated", "empty", "binary"} <= names


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.stem)
def test_every_bad_save_is_refused_with_a_message(path):
    with pytest.raises(SaveError) as info:
        saves.replay(saves.read(path))
    message = str(info.value)
    assert 20 < len(message) < 400 and "Traceback" not in message


def test_big_bad_saves_are_refused_before_replay(tmp_path):
    files = big_files(tmp_path)
    with pytest.raises(SaveError, match="too large"):
        saves.read(files["million"])
    with pytest.raises(SaveError, match="too large"):
        saves.read(files["padded"])
    with pytest.raises(SaveError, match="20,001 moves"):
        saves.read(files["too-many-moves"])


def test_seat_minus_one_is_reported_as_seat_minus_one():
    with pytest.raises(SaveError, match="seat -1,"):
        saves.read(CORPUS / "seat-minus-one.json")


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.stem)
def test_the_cli_refuses_every_bad_save_with_a_message(path, capsys):
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "Traceback" not in err


def test_the_good_save_beside_them_loads(capsys):
    assert main(["replay", str(CORPUS / "good-dodos.json")]) == 0
    assert "ok:" in capsys.readouterr().out


def test_nesting_is_measured_without_recursion():
    assert schema.nesting('{"a": "[[[[", "b": [[1]]}') == 3
    assert schema.nesting("[" * 1_000_000) == 1_000_000
    assert sys.getrecursionlimit() < 1_000_000


def test_a_save_from_older_rules_that_no_longer_replays_says_so():
    """Not 'damaged': the rules moved on (Dodos rules version 2 asks every seat in the green card window)."""
    data = json.loads((CORPUS / "good-dodos.json").read_text())
    data["rules_version"] = 1
    data["actions"].append([0, {"kind": "play", "card": 999}])
    record = saves.loads(json.dumps(data))
    with pytest.raises(SaveError, match="older version of the rules"):
        saves.replay(record)
