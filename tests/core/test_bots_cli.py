"""Bots finish games reading only their seat's window; the CLI simulates, lists options and checks saves."""
import json
import random

import pytest

from game.core import Action, SeatInfo, SeatWindow, Table, get, make_bot
from game.core.bots import RandomBot, SearchBot
from game.core.cli import main
from game.core.simulate import simulate


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_bot_level_finishes_games(level):
    summary = simulate(get("pebbles"), 3, 1 if level == "hard" else 4, 1, [level])
    assert summary["errors"] == [] and summary["completed"] == summary["games"]
    assert sum(summary["wins"]) == pytest.approx(summary["games"])


def test_bot_decision_depends_only_on_its_view():
    """Two states the seat cannot tell apart give the same decision."""
    m = get("pebbles").create(3, {"pile": 20}, 11, 0)
    for seat in m.to_move():
        m.apply(seat, Action.make("pledge", n=0))
    twin = m.clone()
    twin.hands[1], twin.hands[2] = twin.hands[2], twin.hands[1]
    twin.deck.reverse()
    a = SearchBot(get("pebbles").heuristics, iterations=60, seed=3).decide(SeatWindow(m, 0))
    b = SearchBot(get("pebbles").heuristics, iterations=60, seed=3).decide(SeatWindow(twin, 0))
    assert a == b


def test_search_bot_beats_random():
    spec, wins = get("pebbles"), [0, 0]
    for seed in range(30):
        m = spec.create(2, {"pile": 12}, seed, seed % 2)
        bots = [SearchBot(spec.heuristics, iterations=60, seed=seed), RandomBot(seed)]
        while not m.over:
            seat = m.to_move()[0]
            m.apply(seat, bots[seat].decide(SeatWindow(m, seat)))
        wins[m.winners()[0]] += 1
    assert wins[0] > wins[1]


def test_unknown_bot_level_is_refused():
    with pytest.raises(ValueError, match="no bot level"):
        make_bot(get("pebbles"), "godlike")


def test_cli_simulate_json(capsys):
    assert main(["simulate", "pebbles", "--players", "2", "--games", "3", "--seed", "1",
                 "--bots", "random,easy", "--option", "pile=8", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 3 and out["errors"] == [] and out["options"] == {"pile": 8}
    assert len(out["wins"]) == 2 and out["mean_length"] > 0


def test_cli_simulate_text(capsys):
    assert main(["simulate", "pebbles", "--players", "3", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "seat 3:" in out and "errors: 0" in out


@pytest.mark.parametrize("args, message", [
    (["simulate", "pebbles", "--players", "9", "--games", "1"], "takes 2 to 6 players"),
    (["simulate", "pebbles", "--option", "pile=5"], "cannot be 5"),
    (["simulate", "pebbles", "--option", "nope=1"], "no option"),
])
def test_cli_bad_arguments_get_a_message(capsys, args, message):
    assert main(args) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("args", [["simulate", "chess"], ["simulate", "pebbles", "--bots", "god"],
                                  ["simulate", "pebbles", "--option", "x"], ["frobnicate"]])
def test_cli_argument_errors_exit_2(args):
    with pytest.raises(SystemExit) as exc:
        main(args)
    assert exc.value.code == 2


def test_cli_options(capsys):
    assert main(["options", "pebbles"]) == 0
    assert json.loads(capsys.readouterr().out) == {"pile": {"label": "Pebbles in the pile",
                                                            "values": [8, 12, 20], "default": 12}}


def test_cli_replay(tmp_path, capsys):
    path = tmp_path / "g.json"
    t = Table.new("pebbles", [SeatInfo("A"), SeatInfo("B")], seed=2, autosave=path)
    rng = random.Random(1)
    while not t.match.over:
        seat = t.match.to_move()[0]
        t.act(seat, rng.choice(t.match.legal_actions(seat)))
    t.flush()
    assert main(["replay", str(path)]) == 0
    assert "game finished" in capsys.readouterr().out
    path.write_text("{")
    assert main(["replay", str(path)]) == 1
    assert "error:" in capsys.readouterr().err


def test_game_package_never_imports_pygame():
    import pathlib
    import re
    root = pathlib.Path(__file__).resolve().parents[2] / "game"
    offenders = [str(p) for p in root.rglob("*.py")
                 if re.search(r"^\s*(import|from)\s+pygame", p.read_text(), re.M)]
    assert offenders == []
