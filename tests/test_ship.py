"""Shipping: the app's own icon and window class, the packaging recipes, clean errors, and a real install."""
import configparser
import os
import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_the_window_gets_our_icon_and_name(monkeypatch):
    from scenes import app as app_module
    from scenes.assets import app_icon, asset_path
    from scenes.settings import Settings
    given = []
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: given.append(surface))
    app = app_module.App((800, 450), settings=Settings())
    assert given and given[0] is app_icon()
    ours = pygame.image.load(str(asset_path("window-icon.png")))
    assert given[0].get_size() == ours.get_size() == (256, 256)
    corner, middle = (given[0].get_at((128, 30)), ours.get_at((128, 30)))
    assert corner == middle and corner.a == 255
    assert pygame.display.get_caption()[0] == "Game Shelf"
    app.stack.clear()


def test_the_window_class_is_set_before_pygame_names_it_after_the_script():
    code = "import scenes.app, os; print(os.environ['SDL_VIDEO_X11_WMCLASS'])"
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_VIDEO_")}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert out.stdout.strip() == "Game Shelf"


def test_the_icon_file_is_what_the_drawing_code_draws():
    sys.path.insert(0, str(ROOT / "tools"))
    import make_icon
    for path, size in ((make_icon.PNG, 512), (make_icon.WINDOW_PNG, 256)):
        drawn = make_icon.draw(size)
        committed = pygame.image.load(str(path))
        assert committed.get_size() == (size, size)
        assert all(drawn.get_at((x, y)) == committed.get_at((x, y)) for x in range(0, size, 8) for y in range(0, size, 8))


def test_native_icons_are_valid_ico_and_icns(tmp_path):
    sys.path.insert(0, str(ROOT / "tools"))
    import make_icon
    ico, icns = make_icon.native(tmp_path)
    data = ico.read_bytes()
    assert data[:4] == b"\0\0\1\0" and int.from_bytes(data[4:6], "little") == 7
    mac = icns.read_bytes()
    assert mac[:4] == b"icns" and int.from_bytes(mac[4:8], "big") == len(mac) and b"ic10" in mac


def test_build_spec_sets_icons_and_a_macos_bundle():
    spec = (ROOT / "build.spec").read_text()
    assert re.search(r"EXE\([^)]*icon=ICON", spec) and '"win32": str(ICO)' in spec
    assert "BUNDLE(" in spec and "bundle_identifier=BUNDLE_ID" in spec and "icon=str(ICNS)" in spec
    assert 'collect_data_files("scenes")' in spec and 'collect_data_files("assets")' in spec


def test_linux_desktop_entry_matches_the_window_class():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(ROOT / "packaging" / "linux" / "gameshelf.desktop")
    desk = entry["Desktop Entry"]
    assert desk["Name"] == "Game Shelf" and desk["Exec"] == "gameshelf" and desk["Type"] == "Application"
    assert desk["StartupWMClass"] == "Game Shelf" and desk["Icon"] == "gameshelf"


def test_ci_workflow_builds_on_all_three_systems():
    flow = (ROOT / ".github" / "workflows" / "build.yml").read_text()
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert runner in flow
    assert "build.spec" in flow


def _scenes(*argv):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "scenes", *argv], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=900)     # a hang guard only: never a speed check


def test_a_screenshot_into_a_missing_folder_is_one_clear_line():
    result = _scenes("--screenshot", "/nonexistent/dir/x.png", "--frames", "2")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.strip().splitlines()[-1] == \
        "gameshelf: error: cannot save the screenshot: the folder /nonexistent/dir does not exist"


def test_the_test_game_is_never_listed_as_playable():
    result = _scenes("--demo", "nosuchgame")
    assert result.returncode == 2 and "bfdi" in result.stderr and "pebbles" not in result.stderr
    game = subprocess.run([sys.executable, "-m", "game", "options", "nosuchgame"], cwd=ROOT, capture_output=True,
                          text=True)
    assert "pebbles" not in game.stderr


@pytest.mark.slow
def test_the_wheel_installs_into_a_fresh_venv_and_runs_from_another_folder():
    sys.path.insert(0, str(ROOT / "tools"))
    import check_install
    output = check_install.check()
    assert "smoke ok" in output


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="build.spec strips libraries on Linux only")
def test_the_build_strips_a_library_only_where_it_still_loads(tmp_path, monkeypatch):
    """Issue 20 (a lighter executable): a stripped copy replaces a library when it is smaller and its loadable
    segments keep their addresses at page-congruent offsets; otherwise (numpy's OpenBLAS, rewritten by
    patchelf) the original ships. Python modules pass through untouched."""
    import shutil
    import struct as struct_module
    sys.path.insert(0, str(ROOT / "tools"))
    import strip_libs
    if shutil.which("strip") is None or shutil.which("objdump") is None:
        pytest.skip("binutils missing")
    lib = Path(pygame.base.__file__)              # a compiled module of pygame's: it has a symbol table
    toc = [("pygame/base.so", str(lib), "EXTENSION"), ("struct", struct_module.__file__, "PYMODULE")]
    out = strip_libs.stripped(toc, tmp_path)
    copy = Path(out[0][1])
    assert copy.parent == tmp_path / "pygame" and copy.stat().st_size < lib.stat().st_size
    assert [s[1:] for s in strip_libs._segments(copy)] == [s[1:] for s in strip_libs._segments(lib)]
    assert out[1] == toc[1]
    real = strip_libs._segments
    monkeypatch.setattr(strip_libs, "_segments",         # as strip leaves OpenBLAS: an offset off its page
                        lambda p: real(p) if p == lib else [(o + 1, v, a, f) for o, v, a, f in real(p)])
    assert strip_libs.stripped(toc, tmp_path / "again")[0][1] == str(lib)
