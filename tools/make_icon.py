"""Draw Game Shelf's app icon by code: a wooden shelf holding four game boxes on the app's dark plum tile.

    python tools/make_icon.py            # assets/icon.png (512 px, the launcher's) and window-icon.png (256 px)
    python tools/make_icon.py --native   # also build/icon/gameshelf.ico (Windows) and gameshelf.icns (macOS)

The .ico and .icns hold PNG images (Windows Vista+ and macOS 10.7+ read those), written with the standard
library from PNGs pygame draws, so the packaging step needs no image library. build.spec runs native() itself.
"""
from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PNG = ROOT / "assets" / "icon.png"
WINDOW_PNG = ROOT / "assets" / "window-icon.png"    # what the app gives its window: a quarter of the pixels to
WINDOW_SIZE = 256                                    # decode before the first frame (0.7 ms instead of 2.8)
NATIVE = ROOT / "build" / "icon"
SIZE = 512
SUPERSAMPLE = 4          # drawn 4x larger, then smooth-scaled: pygame's shapes have no anti-aliasing

TILE = (58, 38, 44)      # theme.BG_TOP
TILE_EDGE = (236, 168, 64)   # theme.ACCENT
WOOD, WOOD_DARK = (176, 116, 62), (118, 74, 40)
PAPER = (248, 238, 219)
BOXES = [(196, 84, 72), (70, 118, 178), (92, 152, 92), (204, 140, 52)]   # theme.BOX_COLOURS, as on the title


def draw(size: int = SIZE):
    """The icon as a pygame Surface with alpha, size x size."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    big = size * SUPERSAMPLE
    u = big / 100                                        # drawn on a 100-unit grid
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    tile = pygame.Rect(int(u * 4), int(u * 4), int(u * 92), int(u * 92))
    pygame.draw.rect(surf, TILE, tile, border_radius=int(u * 20))
    pygame.draw.rect(surf, TILE_EDGE, tile, width=int(u * 2.2), border_radius=int(u * 20))
    # four boxes standing on the shelf, of different heights, the third leaning like a well-used one
    floor = u * 68
    specs = [(17, 16, 40), (35, 15, 46), (52, 16, 36), (71, 13, 42)]
    for (x, w, h), colour in zip(specs, BOXES):
        box = pygame.Surface((int(u * w), int(u * h)), pygame.SRCALPHA)
        pygame.draw.rect(box, colour, box.get_rect(), border_radius=int(u * 2))
        # a pale label band with two ink lines: the box's title
        band = pygame.Rect(int(u * 2), int(u * h * 0.22), int(u * (w - 4)), int(u * 9))
        pygame.draw.rect(box, PAPER, band, border_radius=int(u * 1.2))
        for i, frac in enumerate((0.75, 0.5)):
            line = pygame.Rect(band.x + int(u * 1.5), band.y + int(u * (2 + i * 3.4)), int(band.w * frac - u * 2),
                               int(u * 1.6))
            pygame.draw.rect(box, colour, line, border_radius=int(u * 0.8))
        pygame.draw.rect(box, tuple(int(c * 0.7) for c in colour), box.get_rect(), width=int(u * 1.2),
                         border_radius=int(u * 2))
        if x == 52:
            box = pygame.transform.rotate(box, -12)
            surf.blit(box, box.get_rect(midbottom=(int(u * (x + w / 2 + 2)), int(floor + u * 0.6))))
        else:
            surf.blit(box, (int(u * x), int(floor - u * h)))
    # the shelf board with its front edge and two brackets
    pygame.draw.rect(surf, WOOD, (int(u * 12), int(floor), int(u * 76), int(u * 7)), border_radius=int(u * 1.5))
    pygame.draw.rect(surf, WOOD_DARK, (int(u * 12), int(floor + u * 5), int(u * 76), int(u * 2.5)),
                     border_radius=int(u * 1.2))
    for bx in (20, 74):
        pygame.draw.polygon(surf, WOOD_DARK, [(u * bx, floor + u * 7), (u * (bx + 6), floor + u * 7),
                                              (u * bx, floor + u * 15)])
    # a die in the corner: the shelf is for games
    die = pygame.Rect(int(u * 66), int(u * 76), int(u * 16), int(u * 16))
    pygame.draw.rect(surf, PAPER, die, border_radius=int(u * 3.5))
    for px, py in ((0.28, 0.28), (0.5, 0.5), (0.72, 0.72)):
        pygame.draw.circle(surf, TILE, (die.x + die.w * px, die.y + die.h * py), u * 1.7)
    return pygame.transform.smoothscale(surf, (size, size))


def png_bytes(size: int) -> bytes:
    import pygame
    buf = io.BytesIO()
    pygame.image.save(draw(size), buf, "icon.png")
    return buf.getvalue()


def ico(sizes=(16, 24, 32, 48, 64, 128, 256)) -> bytes:
    """A Windows .ico whose images are PNGs: ICONDIR, one ICONDIRENTRY per size, then the images."""
    images = [png_bytes(s) for s in sizes]
    head = struct.pack("<HHH", 0, 1, len(images))
    offset = len(head) + 16 * len(images)
    entries = b""
    for s, data in zip(sizes, images):
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return head + entries + b"".join(images)


def icns() -> bytes:
    """A macOS .icns of PNG elements (ic07 128 px to ic10 1024 px, ic11-ic14 the Retina halves)."""
    kinds = [(b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024),
             (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512)]
    cache: dict[int, bytes] = {}
    body = b""
    for kind, s in kinds:
        data = cache.setdefault(s, png_bytes(s))
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_png(path: Path = PNG, size: int = SIZE) -> Path:
    path.write_bytes(png_bytes(size))
    return path


def native(folder: Path = NATIVE) -> tuple[Path, Path]:
    """Write gameshelf.ico and gameshelf.icns into folder (the packaging step); returns their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    ico_path, icns_path = folder / "gameshelf.ico", folder / "gameshelf.icns"
    ico_path.write_bytes(ico())
    icns_path.write_bytes(icns())
    return ico_path, icns_path


if __name__ == "__main__":
    print("wrote", write_png(), write_png(WINDOW_PNG, WINDOW_SIZE))
    if "--native" in sys.argv[1:]:
        print("wrote", *native())
