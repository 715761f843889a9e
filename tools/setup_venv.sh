#!/bin/sh
# Make .venv fit for the Makefile's targets, or say in one line why it cannot (run by every make target).
# usage: tools/setup_venv.sh PYTHON VENV CHOSEN TARGET
#   CHOSEN=1 when PYTHON was given (make play PYTHON=python3.12): a .venv of another version is then rebuilt.
# Rebuilds .venv when it is missing, was made by a Python older than 3.11, has no pip, or is of another
# version than the chosen PYTHON; reinstalls when pyproject.toml is newer than the last install.
set -eu
PYTHON=$1 VENV=$2 CHOSEN=$3 TARGET=$4
PY=$VENV/bin/python
STAMP=$VENV/.installed

recent() { "$1" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; }
version() { "$1" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null || echo "none"; }
is() { v=$(version "$1"); [ "$v" = none ] && echo "does not run" || echo "is $v"; }
fail() { echo "make $TARGET: $*" >&2; exit 1; }

why=""
if [ ! -x "$PY" ]; then why="no $VENV yet"
elif ! recent "$PY"; then why="$VENV was made by Python $(version "$PY")"
elif ! "$PY" -m pip --version >/dev/null 2>&1; then why="$VENV has no pip"
elif [ "$CHOSEN" = 1 ] && [ "$(version "$PY")" != "$(version "$PYTHON")" ]; then
  why="$VENV was made by Python $(version "$PY"), PYTHON=$PYTHON is $(version "$PYTHON")"
fi

if [ -n "$why" ]; then
  command -v "$PYTHON" >/dev/null 2>&1 || \
    fail "Game Shelf needs Python 3.11+ and '$PYTHON' was not found; try make $TARGET PYTHON=python3.12"
  recent "$PYTHON" || \
    fail "Game Shelf needs Python 3.11+ ($PYTHON $(is "$PYTHON")); try make $TARGET PYTHON=python3.12"
  "$PYTHON" -c 'import venv, ensurepip' 2>/dev/null || \
    fail "$PYTHON cannot make a venv with pip; on Debian/Ubuntu: sudo apt install python$(version "$PYTHON")-venv"
  echo "Setting up $VENV with $PYTHON ($why)"
  rm -rf "$VENV"
  "$PYTHON" -m venv "$VENV"
fi
if [ -n "$why" ] || [ ! -f "$STAMP" ] || [ pyproject.toml -nt "$STAMP" ]; then
  "$PY" -m pip install --quiet --upgrade pip
  "$PY" -m pip install --quiet -e '.[test,build]'
  touch "$STAMP"
fi
