# Every target sets up .venv from pyproject.toml by itself (again when pyproject.toml changes).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test exe bench smoke clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,build]'
	touch $(STAMP)

play: $(STAMP)
	$(PY) -m scenes

# Tests run on every core (pytest-xdist) and list the 15 slowest; TEST_JOBS=0 runs them in one process.
TEST_JOBS ?= auto
test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -n $(TEST_JOBS) --durations=15

smoke: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m scenes --smoke

exe: $(STAMP)
	$(PY) -m PyInstaller --noconfirm --clean build.spec
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy dist/gameshelf/gameshelf --smoke

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/bench.py

clean:
	rm -rf build dist $(VENV)
