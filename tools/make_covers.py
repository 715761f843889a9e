"""Save the game boxes' lid pictures, drawn by each game's own code, as PNGs the title loads (scenes/covers.py),
and the title's whole boxes at its usual window sizes and the default text size.

    python tools/make_covers.py          # assets/covers/<game id>-<w>x<h>.png and assets/boxes/<game id>-c<colour>-
                                         # <w>x<h>.png (committed), old sizes removed
    python tools/make_covers.py --check  # exit 1 when the files differ from what the code draws (the test)

Run it when a game's lid art (scenes/<game id>/cover.py and the art it uses), the title's box layout, or a game's
title, blurb or player counts change;
tests/scenes/test_covers.py fails until the files match the code again. The sizes are the pictures the title's
boxes ask for at 1280x720 and 1920x1080, at every text size: other windows cut theirs from the
nearest larger file of the same shape, or draw it by code.
"""
from __future__ import annotations

import importlib
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
OUT = ROOT / "assets"
FOLDERS = ("covers", "boxes")
WINDOWS = ((1280, 720), (1600, 900), (1920, 1080))
TEXT_SCALES = (1.0, 1.25, 1.5, 2.0)


def draw(game_id: str, size: tuple[int, int]):
    """The lid picture as the game's code draws it (scenes/<game id>/cover.py), opaque, at this size."""
    import pygame
    w, h = size
    # drawn below a margin, as on the lid under its title's band: art reaching above the picture (Dread Draw's
    # rays) has positive coordinates there too, rounded the same way
    lid = pygame.Surface((w, 2 * h), pygame.SRCALPHA)
    importlib.import_module(f"scenes.{game_id}.cover").COVER(lid, pygame.Rect(0, h, w, h))
    flat = pygame.Surface(size)              # the art covers its whole rect: the file needs no alpha
    flat.blit(lid, (0, -h))
    return flat


def pictures() -> dict[str, object]:
    """Every file's picture by its path under assets/, each drawn as the title would draw it: in its window, at
    its text size (Dread Draw's card names follow both). Whole boxes at the default text size only."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("GAMESHELF_HOME", tempfile.mkdtemp(prefix="gameshelf-covers-"))
    from scenes import theme
    from scenes.app import App
    from scenes.covers import box_name, file_name
    from scenes.screens.title import Title, box_plan, draw_box
    from scenes.settings import Settings
    from scenes.shelf import load_cover
    app = App(WINDOWS[0], settings=Settings())
    title = app.reset(Title(app))
    out = {}
    try:
        for window in WINDOWS:
            for text_scale in TEXT_SCALES:
                app.resize(window)
                app.settings.text_scale = text_scale
                app.apply_settings()
                for i, (spec, box) in enumerate(zip(title.games, title.boxes)):
                    picture = box_plan(spec, box.size).picture
                    name = picture and "covers/" + file_name(spec.id, picture.size)
                    if picture is not None and name not in out and load_cover(spec.id) is not None:
                        out[name] = draw(spec.id, picture.size)
                    colour = i % len(theme.BOX_COLOURS)
                    if text_scale == 1.0:
                        out["boxes/" + file_name(box_name(spec.id, colour), box.size)] = \
                            draw_box(spec, box.size, theme.BOX_COLOURS[colour])
    finally:
        app.settings.text_scale = 1.0
        app.apply_settings()
        app.stack.clear()
    return out


def differences(files: dict) -> list[str]:
    """What differs between the drawings and the committed files: a file missing or left over, or more than
    0.5% of a picture's pixels off by more than 24 levels in a channel (room for another pygame's rounding)."""
    import pygame
    problems = [f"{name} is no longer drawn" for name in _committed() if name not in files]
    for name, picture in files.items():
        if not (OUT / name).exists():
            problems.append(f"{name} is missing")
            continue
        saved = _pixels(pygame.image.load(str(OUT / name)))
        off = (abs(saved - _pixels(picture)).max(axis=2) > 24).mean()
        if off > 0.005:
            problems.append(f"{name}: {100 * off:.1f}% of its pixels differ")
    return problems


def _committed() -> list[str]:
    return sorted(f"{folder}/{p.name}" for folder in FOLDERS for p in (OUT / folder).glob("*.png"))


def _pixels(picture):
    """RGBA levels (a box's round corners are transparent: colour alone would compare what no one sees)."""
    import numpy
    import pygame
    rgb = pygame.surfarray.array3d(picture).astype(int)
    alpha = pygame.surfarray.array_alpha(picture).astype(int)[..., None] if picture.get_flags() & pygame.SRCALPHA \
        else numpy.full(rgb.shape[:2] + (1,), 255)
    return numpy.concatenate([rgb * alpha // 255, alpha], axis=2)


def main() -> None:
    import pygame
    files = pictures()
    if "--check" in sys.argv:
        problems = differences(files)
        for problem in problems:
            print(problem)
        if problems:
            raise SystemExit("the box covers differ from the code that draws them: run tools/make_covers.py")
        print(f"{len(files)} covers match the code")
        return
    for folder in FOLDERS:
        (OUT / folder).mkdir(exist_ok=True)
    for old in _committed():
        if old not in files:
            (OUT / old).unlink()
    for name, picture in files.items():
        pygame.image.save(picture, str(OUT / name))
    total = sum((OUT / name).stat().st_size for name in files)
    print(f"{len(files)} covers in {OUT.relative_to(ROOT)}, {total / 1e3:.0f} kB")


if __name__ == "__main__":
    main()
