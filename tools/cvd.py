"""Colour-blindness copies of a screenshot (issue 23): how a player with protanopia, deuteranopia or tritanopia sees it.

    python tools/cvd.py SHOT.png [--kinds protan,deutan,tritan] [--severity 1] [--sheet]

writes SHOT-protan.png, SHOT-deutan.png, SHOT-tritan.png beside it (with --sheet, also SHOT-cvd.png: the original
and the three copies in one 2x2 picture, each at half size, to look at in one go). The simulation is coloraide's
Machado (2009) filter, the one tests/scenes/test_palette.py measures the seat colours with: it is linear in linear
light, so its 3x3 matrix is read off coloraide once and applied to every pixel with numpy; the sRGB decoding and
encoding are lookup tables filled by coloraide too.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import numpy
from coloraide import Color

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

KINDS = ("protan", "deutan", "tritan")


def matrix(kind: str, severity: float) -> numpy.ndarray:
    """The filter's matrix in linear sRGB: the columns are what it makes of pure linear red, green and blue."""
    columns = []
    for axis in range(3):
        unit = [1.0 if i == axis else 0.0 for i in range(3)]
        columns.append(Color("srgb-linear", unit).filter(kind, severity, method="machado", space="srgb-linear")[:3])
    return numpy.array(columns).T


def _tables() -> tuple[numpy.ndarray, numpy.ndarray]:
    decode = numpy.array([Color("srgb", [v / 255, 0, 0]).convert("srgb-linear")[0] for v in range(256)])
    steps = 4096
    encode = numpy.array([Color("srgb-linear", [i / (steps - 1), 0, 0]).convert("srgb")[0] for i in range(steps)])
    return decode, numpy.clip(numpy.round(encode * 255), 0, 255).astype(numpy.uint8)


def simulate(pixels: numpy.ndarray, kind: str, severity: float = 1.0, tables=None) -> numpy.ndarray:
    """An (w, h, 3) uint8 array as `kind` sees it."""
    decode, encode = tables or _tables()
    linear = decode[pixels]                                   # (w, h, 3) floats in 0..1
    seen = numpy.clip(linear @ matrix(kind, severity).T, 0.0, 1.0)
    return encode[numpy.round(seen * (len(encode) - 1)).astype(numpy.int64)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("image", type=Path)
    parser.add_argument("--kinds", default=",".join(KINDS))
    parser.add_argument("--severity", type=float, default=1.0)
    parser.add_argument("--sheet", action="store_true", help="also one 2x2 picture: original and three copies")
    args = parser.parse_args(argv)
    kinds = [k for k in args.kinds.split(",") if k]
    if any(k not in KINDS for k in kinds):
        parser.error(f"--kinds takes {', '.join(KINDS)}")
    picture = pygame.image.load(str(args.image))
    pixels = pygame.surfarray.array3d(picture)
    tables = _tables()
    copies = []
    for kind in kinds:
        surf = pygame.surfarray.make_surface(simulate(pixels, kind, args.severity, tables))
        out = args.image.with_name(f"{args.image.stem}-{kind}.png")
        pygame.image.save(surf, str(out))
        copies.append(surf)
        print(out)
    if args.sheet:
        w, h = picture.get_size()
        sheet = pygame.Surface((w, h))
        for i, surf in enumerate([picture] + copies[:3]):
            sheet.blit(pygame.transform.smoothscale(surf, (w // 2, h // 2)), ((i % 2) * (w // 2), (i // 2) * (h // 2)))
        out = args.image.with_name(f"{args.image.stem}-cvd.png")
        pygame.image.save(sheet, str(out))
        print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
