"""Strip the symbol tables off a PyInstaller build's shared libraries (Linux): used by build.spec and
barewindow.spec, so the app and its yardstick are packaged the same way.

Python's own libraries carry them (libpython alone: 23 MB of symbols in 29), and so do some of the wheels'
(GEOS 1 MB, numpy's core 0.5 MB). A library that auditwheel bundled was rewritten by patchelf, and binutils'
strip can misplace its segments (numpy's OpenBLAS then fails to load: "ELF load command address/offset not
page-aligned"), so every stripped copy is checked the way the loader will read it, and one that changed is
dropped for the original.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

_LOAD = re.compile(r"^\s*LOAD off\s+(0x[0-9a-f]+) vaddr (0x[0-9a-f]+) paddr 0x[0-9a-f]+ align 2\*\*(\d+)\s*\n"
                   r"\s*filesz 0x[0-9a-f]+ memsz 0x[0-9a-f]+ flags (\S+)", re.M)


def stripped(binaries: list, into: Path) -> list:
    """The TOC with each library (BINARY, EXTENSION) replaced by a stripped copy made under into, where
    stripping keeps it loadable."""
    if not sys.platform.startswith("linux"):
        return binaries      # Windows has no strip; macOS re-signs what it changes (its Python is stripped)
    out = []
    for dest, src, kind in binaries:
        if kind in ("BINARY", "EXTENSION"):
            src = _stripped_copy(Path(src), into / dest) or src
        out.append((dest, src, kind))
    return out


def _stripped_copy(src: Path, copy: Path) -> str | None:
    """A stripped copy of src at copy, or None when it is no smaller (nothing to strip: strip may pad it) or
    stripping changed how the library loads."""
    copy.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src, copy)
    subprocess.run(["strip", str(copy)], check=True)
    before, after = _segments(src), _segments(copy)
    same = [(vaddr, flags) for _, vaddr, _, flags in after] == [(vaddr, flags) for _, vaddr, _, flags in before]
    smaller = copy.stat().st_size < src.stat().st_size
    if smaller and same and all((vaddr - offset) % align == 0 for offset, vaddr, align, _ in after):
        return str(copy)
    copy.unlink()
    return None


def _segments(path: Path) -> list[tuple[int, int, int, str]]:
    """The loadable segments as (file offset, address, alignment, flags). Strip moves them in the file (and
    trims padding); the loader needs each offset congruent to its address modulo the alignment."""
    headers = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True, check=True).stdout
    return [(int(off, 16), int(vaddr, 16), 2 ** int(align), flags) for off, vaddr, align, flags in _LOAD.findall(headers)]
