"""The throw physics: hits, misses, determinism, every gesture, and speed."""
from __future__ import annotations

import math
import random

from game.dodos.board import NESTS, edge_param, edge_point, token_spots
from game.dodos.throwing import launch, simulate_throw

TOKENS = token_spots("jungle", [5, 14, 14, 30])


def _flick_at(point, power=0.8, nest=0):
    nx, ny = NESTS[nest]
    return (nest, math.atan2(point[1] - ny, point[0] - nx), power)


def test_a_straight_flick_at_a_token_hits_it():
    target = TOKENS[0]
    r = simulate_throw("egg", _flick_at(target), TOKENS)
    assert 0 in r.hits


def test_a_throw_away_from_all_tokens_hits_none():
    # from the nest in the top-left corner, straight up and off the board
    r = simulate_throw("egg", (0, -math.pi / 2, 0.9), TOKENS)
    assert r.hits == ()
    r = simulate_throw("meteorite", (800.0, -200.0, 0.0, 3), TOKENS)
    assert r.hits == ()


def test_the_same_throw_gives_the_same_hits():
    rng = random.Random(4)
    for gesture, aim in [("egg", (1, 2.5, 0.7)), ("meteorite", (700.0, 380.0, 0.6, 77)),
                         ("banana", (0.3, 1.2, 0.7, 0.4)), ("star", (3.4, 0.3, 0.9))]:
        first = simulate_throw(gesture, aim, TOKENS)
        again = simulate_throw(gesture, aim, TOKENS)
        assert first.hits == again.hits and first.rest == again.rest and first.steps == again.steps
    del rng


def test_every_gesture_can_hit_a_token():
    target = TOKENS[3]
    assert 3 in simulate_throw("meteorite", (target[0], target[1], 0.0, 1), TOKENS).hits
    # a close token: a banana from the elbow nearby flies over it at any but the softest flick
    e = edge_param(target)
    ex, ey = edge_point(e, 90)
    ang = math.atan2(target[1] - ey, target[0] - ex)
    assert 3 in simulate_throw("banana", (e, ang, 0.05, 0.0), TOKENS).hits
    assert 3 not in simulate_throw("banana", (e, ang, 0.9, 0.0), TOKENS).hits
    # the star from the bottom edge below the target, swiped straight up
    sx, sy = edge_point(2.0 + 1 - target[0] / 1600, 110)
    ang = math.atan2(target[1] - sy, target[0] - sx)
    assert any(3 in simulate_throw("star", (2.0 + 1 - target[0] / 1600, ang, p / 10), TOKENS).hits
               for p in range(11))


def test_bots_find_throws_that_hit_with_every_projectile():
    from game.dodos.aim import candidates
    rng = random.Random(1)
    for gesture in ("egg", "meteorite", "banana", "star"):
        for seat in (0, 3):
            aims = candidates(gesture, TOKENS[seat], rng, wide=False)
            assert any(seat in simulate_throw(gesture, a, TOKENS).hits for a in aims), (gesture, seat)


def test_meteorite_scatter_grows_with_height():
    def spread(h):
        return sum(math.dist((800, 500), launch("meteorite", (800, 500, h, s)).land) for s in range(60)) / 60
    assert spread(1.0) > 3 * spread(0.0)


def test_banana_spin_curls_its_path():
    straight = simulate_throw("banana", (2.5, -math.pi / 2, 0.6, 0.0), [])
    curled = simulate_throw("banana", (2.5, -math.pi / 2, 0.6, 0.9), [])
    assert abs(curled.rest[0] - straight.rest[0]) > 40


def test_star_lands_away_from_the_palm_and_slides():
    r = simulate_throw("star", (2.5, -math.pi / 2, 0.5), [])
    assert math.dist(r.launch, r.landing) >= 200 and math.dist(r.landing, r.rest) > 100


def test_a_throw_comes_to_rest_and_records_frames_for_replays():
    for k in range(20):
        assert simulate_throw("star", (0.3 + k * 0.1, 1.3, 0.9), TOKENS).steps > 0    # time: make bench
    r = simulate_throw("egg", _flick_at(TOKENS[1]), TOKENS, record=True)
    assert r.frames and len(r.frames[0][1]) == len(TOKENS)


def test_dragging_a_dodino_inside_its_space_changes_what_a_throw_meets():
    from game.dodos.throwing import table_tokens
    positions = [5, 14, 14, 30]
    base = table_tokens("jungle", positions)
    assert base == TOKENS
    from game.dodos.board import figure_box
    x, y = base[0]
    top = figure_box(x, y)[1]
    aim = _flick_at((x, top + 3), power=0.8)         # grazes the top of seat 0's figure
    moved = table_tokens("jungle", positions, [(0, x, y + 20)])
    assert 0 in simulate_throw("egg", aim, base).hits
    assert 0 not in simulate_throw("egg", aim, moved).hits


def test_physics_and_rules_import_in_either_order():
    import subprocess
    import sys
    for first in ("game.physics.throws", "game.dodos"):
        done = subprocess.run([sys.executable, "-c", f"import {first}; import game.dodos.aim, game.physics.throws"],
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stderr


def test_what_you_see_is_what_hits_a_drop_on_the_drawn_figure_hits_it():
    """A Meteorite dropped low onto the figure standing above the token (not on the token's base) is a hit,
    and one dropped well clear of the figure is not."""
    from game.dodos.board import figure_box
    from game.dodos.throwing import simulate_throw
    tx, ty = 400.0, 300.0
    left, top, right, bottom = figure_box(tx, ty)
    on_figure = (tx, (top + bottom) / 2 - 8)
    assert abs(on_figure[1] - ty) > 20              # clear of the base circle: only the figure is there
    for seed in range(5):
        assert simulate_throw("meteorite", (*on_figure, 0.0, seed), [(tx, ty)]).hits == (0,)
        assert simulate_throw("meteorite", (tx + 200, ty + 200, 0.0, seed), [(tx, ty)]).hits == ()
