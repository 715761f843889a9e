"""Strip the symbol tables off a PyInstaller build's shared libraries (Linux): used by build.spec and
barewindow.spec, so the app and its yardstick are packaged the same way.

Python's own libraries carry them (libpython alone: 23 MB of symbols in 29). A library that auditwheel patched
(it sits in a wheel's *.libs folder, or has a run path from $ORIGIN into one) is left alone: strip breaks those
(numpy's OpenBLAS then fails to load, "ELF load command address/offset not page-aligned").
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path


def stripped(binaries: list, into: Path) -> list:
    """The TOC of binaries with each strippable one replaced by a stripped copy made under into."""
    if not sys.platform.startswith("linux"):
        return binaries      # Windows has no strip; macOS re-signs what it changes (its Python is stripped)
    out = []
    for dest, src, kind in binaries:
        if _strippable(Path(src)):
            copy = into / dest
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, copy)
            subprocess.run(["strip", str(copy)], check=True)
            src = str(copy)
        out.append((dest, src, kind))
    return out


def _strippable(path: Path) -> bool:
    if path.parent.name.endswith(".libs"):
        return False
    dynamic = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True).stdout
    return "$ORIGIN" not in dynamic          # a run path of the interpreter's own (pyenv's libpython) is fine
