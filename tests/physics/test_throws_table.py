"""The physics layer's throws know no game: any table of targets and one thrown body, as plain data."""
from __future__ import annotations

import subprocess
import sys

from game.physics.throws import Launch, Poly, Projectile, Segment, Target, Throw, ThrowRun, outline, simulate

PUCK = Projectile((Poly(((-10.0, -10.0), (10.0, -10.0), (10.0, 10.0), (-10.0, 10.0))),), 1.0, 500.0, 10.0, 0.5)


def _can(x: float, y: float, sensor=()) -> Target:
    return Target((x, y), 12.0, 2.0, 800.0, 30.0, 0.5, 0.4, sensor)


def _slide(velocity, targets) -> Throw:
    return Throw(PUCK, Launch((0.0, 0.0), (0.0, 0.0), velocity, 0.0), tuple(targets))


def test_a_slide_touches_the_targets_in_its_path_and_reports_them_by_index():
    targets = [_can(200.0, 300.0), _can(200.0, 0.0), _can(-300.0, 0.0)]
    r = simulate(_slide((500.0, 0.0), targets))
    assert r.hits == (1,) and r.first_touch is not None and r.steps > r.first_step > 0
    assert simulate(_slide((0.0, -500.0), targets)).hits == ()


def test_a_sensor_outline_counts_as_a_touch_without_a_base_in_the_path():
    tall = ((-15.0, -120.0), (15.0, -120.0), (15.0, 0.0), (-15.0, 0.0))      # standing up from the base
    path = Throw(PUCK, Launch((-200.0, -80.0), (-200.0, -80.0), (500.0, 0.0), 0.0), (_can(0.0, 0.0, tall),))
    plain = Throw(PUCK, path.launch, (_can(0.0, 0.0),))
    assert simulate(path).hits == (0,) and simulate(plain).hits == ()


def test_a_run_in_slices_ends_as_the_whole_throw_and_the_same_inputs_give_the_same_result():
    throw = _slide((420.0, 35.0), [_can(150.0, 20.0), _can(260.0, -10.0)])
    whole = simulate(throw, record=True, record_every=1)
    run = ThrowRun(throw, record=True, record_every=1)
    while not run.advance(7):
        pass
    sliced = run.result()
    assert (sliced.hits, sliced.steps, sliced.rest, sliced.frames) == (whole.hits, whole.steps, whole.rest, whole.frames)
    assert simulate(throw).rest == whole.rest


def test_outlines_are_what_pymunk_keeps():
    shapes = (Segment((0.0, 0.0), (10.0, 0.0), 2.0), Poly(((0.0, 0.0), (4.0, 0.0), (0.0, 4.0))))
    lines = outline(shapes)
    assert lines[0] == [(0.0, 0.0), (10.0, 0.0)] and sorted(lines[1]) == [(0.0, 0.0), (0.0, 4.0), (4.0, 0.0)]


def test_the_physics_layer_imports_no_game():
    code = "import sys, game.physics.throws, game.physics.drag; print(sorted(m for m in sys.modules if m.startswith('game.') and not m.startswith(('game.physics', 'game.core'))))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
