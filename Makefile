# Every target sets up .venv from pyproject.toml by itself (again when pyproject.toml changes), after checking
# the Python: 3.11 or newer with venv and pip. PYTHON=python3.12 picks another one (and rebuilds .venv for it).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
CHOSEN := $(if $(filter command line environment,$(origin PYTHON)),1,0)

# $(STAMP) is phony: tools/setup_venv.sh runs every time, cheaply, to catch a .venv from another Python or
# without pip; it reinstalls only when pyproject.toml changed.
.PHONY: play test exe bench smoke clean $(STAMP)

$(STAMP):
	@sh tools/setup_venv.sh "$(PYTHON)" $(VENV) $(CHOSEN) $(firstword $(MAKECMDGOALS) play)

play: $(STAMP)
	$(PY) -m scenes

# Tests run on every core (pytest-xdist) and list the 15 slowest; TEST_JOBS=0 runs them in one process.
TEST_JOBS ?= auto
test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -n $(TEST_JOBS) --durations=15

smoke: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m scenes --smoke

exe: $(STAMP)
	@command -v objdump >/dev/null || [ "$$(uname)" != Linux ] || \
		{ echo "make exe: PyInstaller needs objdump on Linux: sudo apt install binutils" >&2; exit 1; }
	$(PY) -m PyInstaller --noconfirm --clean build.spec
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy dist/gameshelf/gameshelf --smoke

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/bench.py

clean:
	rm -rf build dist $(VENV)
