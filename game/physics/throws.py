"""Dodos projectile throws on a headless top-down pymunk table.

The table is seen from above, so there is no gravity: friction against the table is a pivot joint
and a gear joint to the static body with no bias and a capped force (pymunk's tank example), which
brakes a sliding body at a steady rate until it stops. Dodino tokens stand at their board points;
a `space.on_collision` begin callback records every token the projectile touches. Each gesture
launches its own body shape:

- Egg: an oval, flicked along the table from a corner nest; it slides from the first instant.
- Meteorite: a lumpy rock, dropped from a height over an aim point; it lands with scatter that grows
  with the height (seeded), then bounces off in a seeded direction and rolls.
- Banana: a curved crescent thrown by the wrist from an elbow point off the board: it flies a short
  way (no contact in the air), lands, and slides curving with its spin.
- Star: a five-pointed star swiped off a palm beside the board: a long low flight, then a long slide.

A throw steps at a fixed rate until every body rests; the same inputs give the same hits.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Sequence

import pymunk

from game.dodos.board import NESTS, TOKEN_R, edge_point, figure_box, token_spots
from game.dodos.gestures import GESTURES

DT = 1.0 / 120.0
MAX_STEPS = 1200                # 10 s of table time at most
REST_SPEED = 3.0                # units per second below which a body counts as resting
TOKEN, PROJECTILE, FIGURE = 1, 2, 3
TOKEN_MASS, TOKEN_BRAKE = 3.0, 900.0      # tokens are heavy and stop quickly when knocked


@dataclass(frozen=True)
class Feel:
    mass: float
    brake: float          # deceleration from table friction, units/s^2
    spin_brake: float     # angular deceleration, rad/s^2
    elasticity: float


FEELS = {
    "egg": Feel(1.0, 600.0, 20.0, 0.5),
    "meteorite": Feel(2.0, 700.0, 12.0, 0.3),
    "banana": Feel(1.0, 800.0, 6.0, 0.4),
    "star": Feel(0.8, 380.0, 4.0, 0.6),
}


@dataclass
class ThrowResult:
    hits: tuple[int, ...]
    steps: int
    landing: tuple[float, float]              # where the projectile first touched the table
    launch: tuple[float, float]               # where it left the hand (or nest)
    rest: tuple[float, float]                 # where it came to rest
    frames: list = field(default_factory=list)   # [(projectile x, y, angle), [(token x, y)...]] when recorded
    first_touch: tuple[float, float] | None = None   # where the projectile first met a Dodino (the aim line's mark)
    first_step: int = 0                              # the step it happened on (frames up to it are the path)


def table_tokens(track_id: str, positions: Sequence[int],
                 placed: Sequence[tuple[int, float, float]] = ()) -> list[tuple[float, float]]:
    """Token points for a throw: the board layout, with any Dodinos the thrower dragged (DRD-J1)."""
    points = token_spots(track_id, list(positions))
    for seat, x, y in placed:
        points[seat] = (x, y)
    return points


# ---- body shapes ----------------------------------------------------------------------------
def _egg_shapes(body: pymunk.Body) -> list[pymunk.Shape]:
    pts = [(16 * math.cos(2 * math.pi * k / 14), 12 * math.sin(2 * math.pi * k / 14)) for k in range(14)]
    return [pymunk.Poly(body, pts)]


_ROCK = (1.0, 0.82, 0.95, 0.78, 1.0, 0.86, 0.93, 0.8, 0.97)


def _meteorite_shapes(body: pymunk.Body) -> list[pymunk.Shape]:
    pts = [(18 * r * math.cos(2 * math.pi * k / len(_ROCK)), 18 * r * math.sin(2 * math.pi * k / len(_ROCK)))
           for k, r in enumerate(_ROCK)]
    return [pymunk.Poly(body, pts)]


def _banana_shapes(body: pymunk.Body) -> list[pymunk.Shape]:
    # A crescent: three thick segments along an arc, centred near the body's centre of mass.
    r, span = 30.0, math.radians(110)
    arc = [(r * math.cos(-span / 2 + span * k / 3), r * math.sin(-span / 2 + span * k / 3)) for k in range(4)]
    cx = sum(p[0] for p in arc) / 4
    arc = [(x - cx, y) for x, y in arc]
    return [pymunk.Segment(body, a, b, 5.0) for a, b in zip(arc, arc[1:])]


def _star_shapes(body: pymunk.Body) -> list[pymunk.Shape]:
    outer, inner = 18.0, 8.0
    ins = [(inner * math.cos(math.pi / 2 + 2 * math.pi * (k + 0.5) / 5),
            inner * math.sin(math.pi / 2 + 2 * math.pi * (k + 0.5) / 5)) for k in range(5)]
    tips = [(outer * math.cos(math.pi / 2 + 2 * math.pi * k / 5),
             outer * math.sin(math.pi / 2 + 2 * math.pi * k / 5)) for k in range(5)]
    shapes = [pymunk.Poly(body, ins)]
    for k in range(5):
        shapes.append(pymunk.Poly(body, [tips[k], ins[k - 1], ins[k]]))
    return shapes


SHAPES = {"egg": _egg_shapes, "meteorite": _meteorite_shapes, "banana": _banana_shapes, "star": _star_shapes}


def outline(projectile: str) -> list[list[tuple[float, float]]]:
    """The projectile's body shape as polygons/polylines in its own frame (screens draw it)."""
    body = pymunk.Body(1, 1)
    out = []
    for s in SHAPES[projectile](body):
        if isinstance(s, pymunk.Segment):
            out.append([tuple(s.a), tuple(s.b)])
        else:
            out.append([tuple(v) for v in s.get_vertices()])
    return out


# ---- launches: gesture parameters -> (launch point, landing point, landing velocity, spin) ----
@dataclass(frozen=True)
class Launch:
    start: tuple[float, float]
    land: tuple[float, float]
    velocity: tuple[float, float]
    spin: float
    curve: float = 0.0        # sideways push while sliding (banana spin), per unit speed


def _unit(angle: float) -> tuple[float, float]:
    return math.cos(angle), math.sin(angle)


def meteorite_scatter(height: float) -> tuple[float, float]:
    """The Meteorite dropped from `height` (0..1): the landing's spread (one standard deviation of a
    round Gaussian around the aim, table units) and its bounce speed. Higher drops scatter wider."""
    return 10.0 + 110.0 * height, 120.0 + 520.0 * height


def scatter_radius(height: float, share: float = 0.95) -> float:
    """The radius around the aim holding `share` of the Meteorite's landings (a round Gaussian:
    P(r < R) = 1 - exp(-R^2 / 2 sigma^2)); the screen draws it as the scatter ring."""
    return meteorite_scatter(height)[0] * math.sqrt(-2.0 * math.log(1.0 - share))


def launch(gesture: str, aim: Sequence[float]) -> Launch:
    if gesture == "egg":
        nest, angle, power = int(aim[0]), aim[1], aim[2]
        start = NESTS[nest]
        speed = 250.0 + 1250.0 * power
        ux, uy = _unit(angle)
        return Launch(start, start, (ux * speed, uy * speed), 0.0)
    if gesture == "meteorite":
        x, y, height, seed = aim
        rng = random.Random(int(seed))
        spread, bounce = meteorite_scatter(height)
        land = (x + rng.gauss(0.0, spread), y + rng.gauss(0.0, spread))
        ux, uy = _unit(rng.uniform(-math.pi, math.pi))
        return Launch((x, y), land, (ux * bounce, uy * bounce), rng.uniform(-8.0, 8.0))
    if gesture == "banana":
        edge, angle, power, spin = aim
        ex, ey = edge_point(edge, 90.0)
        ux, uy = _unit(angle)
        start = (ex + ux * 60.0, ey + uy * 60.0)          # the hand, a forearm from the elbow
        air = 140.0 + 260.0 * power
        side = spin * 0.25 * air                           # spin curls the flight sideways
        land = (start[0] + ux * air - uy * side, start[1] + uy * air + ux * side)
        turn = angle + spin * 0.35
        speed = 220.0 + 560.0 * power
        return Launch(start, land, (math.cos(turn) * speed, math.sin(turn) * speed), spin * 14.0, spin * 0.9)
    if gesture == "star":
        edge, angle, power = aim
        start = edge_point(edge, 110.0)
        ux, uy = _unit(angle)
        air = 200.0 + 300.0 * power
        land = (start[0] + ux * air, start[1] + uy * air)
        speed = 260.0 + 720.0 * power
        return Launch(start, land, (ux * speed, uy * speed), 9.0)
    raise ValueError(f"no gesture {gesture!r}")


# ---- the world --------------------------------------------------------------------------------
def _braked(space: pymunk.Space, body: pymunk.Body, brake: float, spin_brake: float) -> None:
    """Table friction for a top-down body: joints to the static body that only resist motion."""
    pivot = pymunk.PivotJoint(space.static_body, body, (0, 0), (0, 0))
    pivot.max_bias = 0
    pivot.max_force = body.mass * brake
    gear = pymunk.GearJoint(space.static_body, body, 0.0, 1.0)
    gear.max_bias = 0
    gear.max_force = body.moment * spin_brake
    space.add(pivot, gear)


def simulate_throw(gesture: str, aim: Sequence[float], tokens: Sequence[tuple[float, float]],
                   record: bool = False, record_every: int = 2) -> ThrowResult:
    """Throw once. tokens[i] is seat i's Dodino point; returns which seats were touched."""
    run = ThrowRun(gesture, aim, tokens, record, record_every)
    run.advance(MAX_STEPS)
    return run.result()


class ThrowRun:
    """One throw stepped a slice at a time (a show on screen simulates it over frames); advance() to the end
    gives exactly simulate_throw's result."""

    def __init__(self, gesture: str, aim: Sequence[float], tokens: Sequence[tuple[float, float]],
                 record: bool = False, record_every: int = 2) -> None:
        if gesture not in GESTURES:
            raise ValueError(f"no gesture {gesture!r}")
        self.feel = feel = FEELS[gesture]
        self.go = go = launch(gesture, aim)
        self.record, self.record_every = record, record_every
        self.space = space = pymunk.Space()
        space.iterations = 12
        seat_of: dict[pymunk.Shape, int] = {}
        self.bodies = bodies = []
        for seat, (x, y) in enumerate(tokens):
            body = pymunk.Body(TOKEN_MASS, pymunk.moment_for_circle(TOKEN_MASS, 0, TOKEN_R))
            body.position = (x, y)
            shape = pymunk.Circle(body, TOKEN_R)
            shape.collision_type, shape.elasticity, shape.friction = TOKEN, 0.5, 0.4
            left, top, right, bottom = figure_box(x, y)
            figure = pymunk.Poly(body, [(left - x, top - y), (right - x, top - y), (right - x, bottom - y),
                                        (left - x, bottom - y)])
            figure.sensor, figure.collision_type = True, FIGURE      # touching the drawn figure is a hit
            space.add(body, shape, figure)
            _braked(space, body, TOKEN_BRAKE, 30.0)
            seat_of[shape] = seat_of[figure] = seat
            bodies.append(body)

        self.proj = proj = pymunk.Body()
        shapes = SHAPES[gesture](proj)
        for s in shapes:
            s.mass = feel.mass / len(shapes)
            s.collision_type, s.elasticity, s.friction = PROJECTILE, feel.elasticity, 0.3
        proj.position = go.land
        proj.angle = math.atan2(go.velocity[1], go.velocity[0])
        space.add(proj, *shapes)
        proj.velocity = go.velocity
        proj.angular_velocity = go.spin
        _braked(space, proj, feel.brake, feel.spin_brake)

        self.hits: set[int] = set()
        self.first: list = []          # [(x, y), step] of the first touch: recorded only, it changes nothing

        def touched(arbiter: pymunk.Arbiter, _space: pymunk.Space, _data) -> None:
            if not self.first:
                points = arbiter.contact_point_set.points
                at = points[0].point_a if points else proj.position
                self.first.extend([(float(at[0]), float(at[1])), self.steps + 1])
            for shape in arbiter.shapes:
                if shape in seat_of:
                    self.hits.add(seat_of[shape])

        space.on_collision(PROJECTILE, TOKEN, begin=touched)
        space.on_collision(PROJECTILE, FIGURE, begin=touched)
        self.everything = bodies + [proj]
        self.frames: list = []
        self.steps = 0
        self.finished = False

    def advance(self, count: int) -> bool:
        """Up to count more steps; True once everything rests (or MAX_STEPS ran)."""
        go, feel, proj, bodies = self.go, self.feel, self.proj, self.bodies
        rest2 = REST_SPEED * REST_SPEED
        stop = min(MAX_STEPS, self.steps + count)
        while not self.finished and self.steps < stop:
            if go.curve:
                vx, vy = proj.velocity
                proj.force = (-vy * go.curve * feel.mass, vx * go.curve * feel.mass)
            self.space.step(DT)
            self.steps += 1
            if self.record and self.steps % self.record_every == 0:
                self.frames.append(((proj.position.x, proj.position.y, proj.angle),
                                    [(b.position.x, b.position.y) for b in bodies]))
            if self.steps % 4 == 0 and all(b.velocity.length_squared < rest2 and abs(b.angular_velocity) < 0.2
                                           for b in self.everything):
                self.finished = True
        self.finished = self.finished or self.steps >= MAX_STEPS
        return self.finished

    def result(self) -> ThrowResult:
        first, proj = self.first, self.proj
        return ThrowResult(tuple(sorted(self.hits)), self.steps, self.go.land, self.go.start,
                           (proj.position.x, proj.position.y), self.frames,
                           first[0] if first else None, first[1] if first else 0)
