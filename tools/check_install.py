"""Install Game Shelf the way a user or packager does, into a fresh venv, and run `gameshelf --smoke` from `/`.

    python tools/check_install.py          # build the wheel, install it with --no-deps into a fresh venv that
                                           # borrows this environment's dependencies (no network for them)
    python tools/check_install.py --full   # `pip install <copy of the source>` with its dependencies from PyPI
                                           # (what .ci/run does on a clean machine)

Either way the source is copied first (so no build/ or egg-info is left in the checkout, and nothing stale from
it gets into the wheel) and the app runs from `/`, so only what the install put in site-packages can be found.
Exit code 0 when the installed app's smoke test passed. tests/test_install.py runs the first form.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKIP = shutil.ignore_patterns(".venv", ".git", "build", "dist", "__pycache__", "*.egg-info", ".pytest_cache",
                              ".hypothesis", "*.png")


def run(cmd: list, **kw) -> subprocess.CompletedProcess:
    result = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    if result.returncode != 0:
        raise SystemExit(f"failed: {' '.join(map(str, cmd))}\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}")
    return result


def copy_source(work: Path) -> Path:
    src = work / "src"
    shutil.copytree(ROOT, src, ignore=SKIP)
    shutil.copytree(ROOT / "assets", src / "assets", dirs_exist_ok=True)     # icon.png and covers/ too
    return src


def build_wheel(src: Path, out: Path) -> Path:
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", out, src])
    [wheel] = out.glob("gameshelf-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for needed in ("assets/fonts/Lato-Regular.ttf", "assets/fonts/Lato-LICENSE.txt", "assets/sounds/click.wav",
                   "assets/icon.png", "assets/window-icon.png", "game/dodos/cards.json"):
        if needed not in names:
            raise SystemExit(f"the wheel lacks {needed}")
    for folder in ("covers", "boxes"):
        if not any(n.startswith(f"assets/{folder}/") and n.endswith(".png") for n in names):
            raise SystemExit(f"the wheel lacks the title's made-ahead pictures (assets/{folder}/*.png)")
    return wheel


def fresh_venv(path: Path, with_pip: bool) -> Path:
    run([sys.executable, "-m", "venv", *([] if with_pip else ["--without-pip"]), path])
    return path / ("Scripts" if os.name == "nt" else "bin")


def site_packages(python: Path) -> Path:
    out = run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).stdout
    return Path(out.strip())


def smoke(bindir: Path, work: Path) -> str:
    """The installed console script, run from / with a private home; returns its output."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", GAMESHELF_HOME=str(work / "home"))
    exe = bindir / ("gameshelf.exe" if os.name == "nt" else "gameshelf")
    where = run([bindir / "python", "-c", "import scenes, game; print(scenes.__file__); print(game.__file__)"],
                cwd="/", env=env).stdout
    if str(ROOT) in where:
        raise SystemExit(f"the installed app imported the source checkout:\n{where}")
    return run([exe, "--smoke"], cwd="/", env=env, timeout=300).stdout


def check(full: bool = False) -> str:
    with tempfile.TemporaryDirectory(prefix="gameshelf-install-") as tmp:
        work = Path(tmp)
        src = copy_source(work)
        bindir = fresh_venv(work / "venv", with_pip=full)
        if full:
            run([bindir / "python", "-m", "pip", "install", "--quiet", src])
        else:
            wheel = build_wheel(src, work / "wheel")
            run([sys.executable, "-m", "pip", "--python", bindir / "python", "install", "--quiet", "--no-deps",
                 wheel])
            # the dependencies (pygame-ce, pymunk, shapely, platformdirs) come from this environment: a .pth adds
            # its site-packages after the fresh one; .pth files there (our editable install) are not read
            deps = Path(sysconfig.get_paths()["purelib"])
            (site_packages(bindir / "python") / "zz-borrowed-deps.pth").write_text(f"{deps}\n")
        return smoke(bindir, work)


if __name__ == "__main__":
    output = check(full="--full" in sys.argv[1:])
    print(output.strip().splitlines()[-1] if output.strip() else "(no output)")
