"""The game boxes' lid pictures, made ahead: assets/covers/<game id>-<w>x<h>.png; and the whole boxes of the title
at its usual window sizes and the default text size: assets/boxes/<game id>-c<colour>-<w>x<h>.png.

Each game draws its lid by code (COVER in scenes/<game id>/cover.py); tools/make_covers.py saves that drawing at
the sizes the title asks for most (its boxes at 1280x720 and 1920x1080, at the usual text sizes), and a test
checks the files still match the code. The title then loads four small PNGs before its first frame instead of
importing the games' art and drawing it (issue 20: ~80 ms of CPU). A size no file fits is drawn by the code.
A whole box (lid, title, blurb, player count) is used only at its exact size: its words must stay sharp.
"""
from __future__ import annotations

import os
from functools import lru_cache

import pygame

from .assets import asset_path

FOLDER = "covers"
BOXES = "boxes"
SHAPE = 0.03        # a picture may be cut from a file this much wider or taller than its own shape (3%)


@lru_cache(maxsize=None)
def made(kind: str = FOLDER) -> dict[str, tuple[tuple[int, int], ...]]:
    """The sizes made ahead for each game id (boxes: "<game id>-c<colour>"), from the files' names."""
    folder = asset_path(kind)
    names = sorted(n for n in os.listdir(folder) if n.endswith(".png")) if folder.is_dir() else []
    sizes: dict[str, list[tuple[int, int]]] = {}
    for name in names:                    # names, not Paths: sorting 48 Paths cost a millisecond
        game_id, _, size = name[:-4].rpartition("-")
        w, h = size.split("x")
        sizes.setdefault(game_id, []).append((int(w), int(h)))
    return {game_id: tuple(found) for game_id, found in sizes.items()}


def file_name(game_id: str, size: tuple[int, int]) -> str:
    return f"{game_id}-{size[0]}x{size[1]}.png"


@lru_cache(maxsize=16)
def _load(game_id: str, size: tuple[int, int], kind: str = FOLDER) -> pygame.Surface:
    pic = pygame.image.load(str(asset_path(kind, file_name(game_id, size))))
    if pygame.display.get_surface() is None:
        return pic
    return pic.convert() if kind == FOLDER else pic.convert_alpha()      # a box has round corners


def box_name(game_id: str, colour: int) -> str:
    return f"{game_id}-c{colour}"


def box(game_id: str, colour: int, size: tuple[int, int]) -> pygame.Surface | None:
    """The title's whole box for this game in this box colour (an index), made ahead at exactly this size;
    None when none was (the title draws it)."""
    name = box_name(game_id, colour)
    return _load(name, size, BOXES) if size in made(BOXES).get(name, ()) else None


def picture(game_id: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The game's lid picture at this size from the nearest file: as it is when the size matches, else
    smooth-scaled down from the smallest larger file of about the same shape and cut at the centre. None when
    no file fits (never scaled up: a big window's lid is drawn by the code, sharp)."""
    w, h = size
    fits = [(max(w / fw, h / fh), (fw, fh)) for fw, fh in made().get(game_id, ())
            if abs(w * fh / (h * fw) - 1) <= SHAPE and w <= fw and h <= fh]
    if not fits or w < 1 or h < 1:
        return None
    scale, found = max(fits)
    pic = _load(game_id, found)
    if found == (w, h):
        return pic
    big = pygame.transform.smoothscale(pic, (max(w, round(found[0] * scale)), max(h, round(found[1] * scale))))
    return big.subsurface(((big.get_width() - w) // 2, (big.get_height() - h) // 2, w, h)).copy()
