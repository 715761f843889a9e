"""Where screens lead (scenes/routes.py) and `--position FILE`.

One place knows every screen and how one leads to the next: a screen asks the app it holds (app.go), so no
screen module imports another screen or the host, and nothing but the app imports the routes."""
import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.core import SeatInfo, Table, position
from scenes.__main__ import main, position_table
from scenes.host import HostScene

ROOT = Path(__file__).resolve().parents[2]
SCREENS = ROOT / "scenes" / "screens"
LEADING = {"scenes.host", "scenes.replay", "scenes.tutorial", "scenes.routes", "scenes.app"}


def _imports(path: Path) -> set[str]:
    """Every module a file imports, at its top or inside a function, as absolute names."""
    package = "scenes.screens"
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([node.module] if node.module else []))
            out.add(base)
            out |= {f"{base}.{a.name}" for a in node.names}
    return out


def _is_screen(path: Path) -> bool:
    """A module of scenes/screens/ that defines a Scene (common, variants and story only help them)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(isinstance(n, ast.ClassDef) and any(getattr(b, "id", "") == "Scene" for b in n.bases)
               for n in tree.body)


def test_no_screen_imports_another_screen_or_the_host():
    screens = {f"scenes.screens.{p.stem}" for p in SCREENS.glob("*.py") if _is_screen(p)}
    assert {"scenes.screens.title", "scenes.screens.setup", "scenes.screens.pause"} <= screens
    found = {}
    for path in SCREENS.glob("*.py"):
        me = f"scenes.screens.{path.stem}"
        wrong = sorted(m for m in _imports(path) if m != me and (m in screens or m in LEADING))
        if wrong:
            found[me] = wrong
    assert not found, f"screens reaching other screens or the host (use app.go instead): {found}"


def test_only_the_app_imports_the_routes():
    importers = [p.relative_to(ROOT).as_posix() for p in (ROOT / "scenes").rglob("*.py")
                 if p.name != "routes.py" and any(m.endswith("routes") for m in _imports(p))]
    assert importers == ["scenes/app.py"]


def test_title_setup_game_pause_and_back_to_title(app, driver, quick_bots):
    from scenes.screens.pause import PauseMenu
    from scenes.screens.setup import Setup
    from scenes.screens.title import Title
    app.go.title()
    assert isinstance(app.top, Title)
    app.top.choose(0)
    assert isinstance(app.top, Setup)
    app.top.start()
    assert [type(s) for s in app.stack][:1] == [Title] and isinstance(app.stack[1], HostScene)
    host = app.stack[1]
    app.go.pause(host)
    assert isinstance(app.top, PauseMenu)
    app.top.quit_to_title()
    assert [type(s) for s in app.stack] == [Title]


# ---- --position FILE ------------------------------------------------------------------------------
def _pebbles_doc(moves: int = 3, seats=None) -> dict:
    table = Table.new("pebbles", [SeatInfo("P1", "human", 0), SeatInfo("P2", "human", 1)], {}, 5)
    for _ in range(moves):
        seat = table.match.to_move()[0]
        table.act(seat, table.match.legal_actions(seat)[0])
    doc = table.match.to_position()
    if seats:
        doc["seats"] = seats
    return doc


def test_a_position_opens_on_its_board_with_default_people(app, tmp_path):
    doc = _pebbles_doc()
    path = tmp_path / "pebbles.json"
    path.write_text(position.dumps(doc), encoding="utf-8")
    table = position_table(str(path), autosave=False)
    app.go.title()
    host = app.go.game(table)
    assert host in app.stack and host.board is not None      # a curtain may cover it until Ana sits down
    assert host.table.match.to_position()["state"] == doc["state"]
    assert host.table.record.start is not None and host.table.record.actions == []
    assert host.table.names == ["Ana", "Ben"]
    assert not any(s.is_bot for s in host.table.record.seats)


def test_a_position_keeps_the_seats_it_names(tmp_path):
    seats = [{"name": "Zoe", "controller": "human", "colour": 2}, {"name": "Yan", "controller": "easy", "colour": 4}]
    path = tmp_path / "named.json"
    path.write_text(json.dumps(_pebbles_doc(seats=seats)), encoding="utf-8")
    table = position_table(str(path), autosave=False)
    assert table.names == ["Zoe", "Yan"] and table.seat_is_bot(1) and not table.seat_is_bot(0)


def _bad_files(tmp_path):
    doc = _pebbles_doc()
    files = {"missing": tmp_path / "nothing-here.json", "folder": tmp_path}
    for name, text in {"not json": "{pile: 3", "not a position": json.dumps({"format": 1}),
                       "a newer format": json.dumps({**doc, "format": 99}),
                       "an unknown game": json.dumps({**doc, "game": "chess"}),
                       "a bad state": json.dumps({**doc, "state": {**doc["state"], "pile": -4}}),
                       "binary": "\x00\xff"}.items():
        files[name] = tmp_path / f"{name.replace(' ', '-')}.json"
        files[name].write_text(text, encoding="utf-8", errors="surrogateescape")
    return files


def test_a_bad_position_file_exits_2_with_a_message(tmp_path, capsys):
    for name, path in _bad_files(tmp_path).items():
        with pytest.raises(SystemExit) as info:
            main(["--position", str(path)])
        assert info.value.code == 2, name
        err = capsys.readouterr().err
        assert "error:" in err and "position" in err.lower() and "Traceback" not in err, (name, err)


def test_position_flag_end_to_end(tmp_path):
    """The command itself: a good file opens (a screenshot of it), a bad one says why on stderr and exits 2."""
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(position.dumps(_pebbles_doc()), encoding="utf-8")
    bad.write_text("[1, 2", encoding="utf-8")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    shot = tmp_path / "shot.png"
    run = [sys.executable, "-m", "scenes", "--size", "1280x720", "--position"]
    ok = subprocess.run(run + [str(good), "--screenshot", str(shot), "--frames", "3"], cwd=ROOT, env=env,
                        capture_output=True, text=True, timeout=600)     # a hang guard only
    assert ok.returncode == 0, ok.stderr
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)
    no = subprocess.run(run + [str(bad)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert no.returncode == 2 and "position" in no.stderr and "Traceback" not in no.stderr, no.stderr
