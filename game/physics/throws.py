"""Projectile throws on a headless top-down pymunk table: any game's table of targets and one thrown body.

A game hands this module plain data (a `Throw`: the projectile's shapes and feel, where and how it lands, the
targets standing on the table) and gets back which targets it touched. The table is seen from above, so there
is no gravity: friction against the table is a pivot joint and a gear joint to the static body with no bias and
a capped force (pymunk's tank example), which brakes a sliding body at a steady rate until it stops. A target is
a heavy round base with an optional sensor outline (what a screen draws standing on it: touching it is a hit,
it pushes nothing); a `space.on_collision` begin callback records every target the projectile touches.

A throw steps at a fixed rate until every body rests; the same inputs give the same hits.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Sequence, Union

import pymunk

DT = 1.0 / 120.0
MAX_STEPS = 1200                # 10 s of table time at most
REST_SPEED = 3.0                # units per second below which a body counts as resting
TARGET, PROJECTILE, SENSOR = 1, 2, 3

Point = tuple[float, float]


# ---- the table as plain data ------------------------------------------------------------------
@dataclass(frozen=True)
class Poly:
    """A convex polygon in its body's own frame."""
    points: tuple[Point, ...]


@dataclass(frozen=True)
class Segment:
    """A thick line in its body's own frame."""
    a: Point
    b: Point
    radius: float


@dataclass(frozen=True)
class Projectile:
    shapes: tuple[Union[Poly, Segment], ...]
    mass: float
    brake: float          # deceleration from table friction, units/s^2
    spin_brake: float     # angular deceleration, rad/s^2
    elasticity: float
    friction: float = 0.3


@dataclass(frozen=True)
class Target:
    point: Point
    radius: float                       # the round base that is pushed about
    mass: float
    brake: float
    spin_brake: float
    elasticity: float
    friction: float
    sensor: tuple[Point, ...] = ()      # an outline around the point that counts as a touch and pushes nothing


@dataclass(frozen=True)
class Launch:
    start: Point                        # where it left the hand
    land: Point                         # where it first touches the table (the simulation starts there)
    velocity: Point
    spin: float
    curve: float = 0.0                  # sideways push while sliding (a spinning throw), per unit speed


@dataclass(frozen=True)
class Throw:
    projectile: Projectile
    launch: Launch
    targets: tuple[Target, ...]


@dataclass
class ThrowResult:
    hits: tuple[int, ...]                     # indexes of the targets touched
    steps: int
    landing: Point                            # where the projectile first touched the table
    launch: Point                             # where it left the hand
    rest: Point                               # where it came to rest
    frames: list = field(default_factory=list)   # [(projectile x, y, angle), [(target x, y)...]] when recorded
    first_touch: Point | None = None          # where the projectile first met a target (the aim line's mark)
    first_step: int = 0                       # the step it happened on (frames up to it are the path)


# ---- the world --------------------------------------------------------------------------------
def _shape(body: pymunk.Body, spec: Union[Poly, Segment]) -> pymunk.Shape:
    if isinstance(spec, Segment):
        return pymunk.Segment(body, spec.a, spec.b, spec.radius)
    return pymunk.Poly(body, list(spec.points))


def outline(shapes: Sequence[Union[Poly, Segment]]) -> list[list[Point]]:
    """The shapes as pymunk keeps them (a polygon's hull, a segment's ends), for screens to draw."""
    body = pymunk.Body(1, 1)
    out = []
    for s in (_shape(body, spec) for spec in shapes):
        if isinstance(s, pymunk.Segment):
            out.append([tuple(s.a), tuple(s.b)])
        else:
            out.append([tuple(v) for v in s.get_vertices()])
    return out


def _braked(space: pymunk.Space, body: pymunk.Body, brake: float, spin_brake: float) -> None:
    """Table friction for a top-down body: joints to the static body that only resist motion."""
    pivot = pymunk.PivotJoint(space.static_body, body, (0, 0), (0, 0))
    pivot.max_bias = 0
    pivot.max_force = body.mass * brake
    gear = pymunk.GearJoint(space.static_body, body, 0.0, 1.0)
    gear.max_bias = 0
    gear.max_force = body.moment * spin_brake
    space.add(pivot, gear)


def simulate(throw: Throw, record: bool = False, record_every: int = 2) -> ThrowResult:
    """Throw once, to the end."""
    run = ThrowRun(throw, record, record_every)
    run.advance(MAX_STEPS)
    return run.result()


class ThrowRun:
    """One throw stepped a slice at a time (a show on screen simulates it over frames); advance() to the end
    gives exactly simulate's result."""

    def __init__(self, throw: Throw, record: bool = False, record_every: int = 2) -> None:
        self.feel = feel = throw.projectile
        self.go = go = throw.launch
        self.record, self.record_every = record, record_every
        self.space = space = pymunk.Space()
        space.iterations = 12
        index_of: dict[pymunk.Shape, int] = {}
        self.bodies = bodies = []
        for index, t in enumerate(throw.targets):
            x, y = t.point
            body = pymunk.Body(t.mass, pymunk.moment_for_circle(t.mass, 0, t.radius))
            body.position = (x, y)
            shape = pymunk.Circle(body, t.radius)
            shape.collision_type, shape.elasticity, shape.friction = TARGET, t.elasticity, t.friction
            space.add(body, shape)
            index_of[shape] = index
            if t.sensor:
                sensor = pymunk.Poly(body, list(t.sensor))
                sensor.sensor, sensor.collision_type = True, SENSOR
                space.add(sensor)
                index_of[sensor] = index
            _braked(space, body, t.brake, t.spin_brake)
            bodies.append(body)

        self.proj = proj = pymunk.Body()
        shapes = [_shape(proj, spec) for spec in feel.shapes]
        for s in shapes:
            s.mass = feel.mass / len(shapes)
            s.collision_type, s.elasticity, s.friction = PROJECTILE, feel.elasticity, feel.friction
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
                if shape in index_of:
                    self.hits.add(index_of[shape])

        space.on_collision(PROJECTILE, TARGET, begin=touched)
        space.on_collision(PROJECTILE, SENSOR, begin=touched)
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
