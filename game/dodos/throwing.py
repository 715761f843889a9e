"""Dodos' throws as the physics layer's plain data: the four projectiles' bodies, where each gesture launches
them from (corner nests, elbows and palms off the board's edge), and the Dodinos standing on the board as
targets (a heavy token with the drawn figure above it as a sensor: what a player sees is what a throw hits).

- Egg: an oval, flicked along the table from a corner nest; it slides from the first instant.
- Meteorite: a lumpy rock, dropped from a height over an aim point; it lands with scatter that grows
  with the height (seeded), then bounces off in a seeded direction and rolls.
- Banana: a curved crescent thrown by the wrist from an elbow point off the board: it flies a short
  way (no contact in the air), lands, and slides curving with its spin.
- Star: a five-pointed star swiped off a palm beside the board: a long low flight, then a long slide.
"""
from __future__ import annotations

import math
import random
from typing import Sequence

from game.physics import throws as physics
from game.physics.throws import Launch, Poly, Projectile, Segment, Target, ThrowResult, ThrowRun

from .board import NESTS, TOKEN_R, edge_point, figure_box, token_spots
from .gestures import GESTURES

TOKEN_MASS, TOKEN_BRAKE = 3.0, 900.0      # tokens are heavy and stop quickly when knocked


# ---- the projectiles' bodies ----------------------------------------------------------------------
def _egg() -> tuple:
    return (Poly(tuple((16 * math.cos(2 * math.pi * k / 14), 12 * math.sin(2 * math.pi * k / 14))
                       for k in range(14))),)


_ROCK = (1.0, 0.82, 0.95, 0.78, 1.0, 0.86, 0.93, 0.8, 0.97)


def _meteorite() -> tuple:
    return (Poly(tuple((18 * r * math.cos(2 * math.pi * k / len(_ROCK)), 18 * r * math.sin(2 * math.pi * k / len(_ROCK)))
                       for k, r in enumerate(_ROCK))),)


def _banana() -> tuple:
    # A crescent: three thick segments along an arc, centred near the body's centre of mass.
    r, span = 30.0, math.radians(110)
    arc = [(r * math.cos(-span / 2 + span * k / 3), r * math.sin(-span / 2 + span * k / 3)) for k in range(4)]
    cx = sum(p[0] for p in arc) / 4
    arc = [(x - cx, y) for x, y in arc]
    return tuple(Segment(a, b, 5.0) for a, b in zip(arc, arc[1:]))


def _star() -> tuple:
    outer, inner = 18.0, 8.0
    ins = tuple((inner * math.cos(math.pi / 2 + 2 * math.pi * (k + 0.5) / 5),
                 inner * math.sin(math.pi / 2 + 2 * math.pi * (k + 0.5) / 5)) for k in range(5))
    tips = [(outer * math.cos(math.pi / 2 + 2 * math.pi * k / 5),
             outer * math.sin(math.pi / 2 + 2 * math.pi * k / 5)) for k in range(5)]
    return (Poly(ins),) + tuple(Poly((tips[k], ins[k - 1], ins[k])) for k in range(5))


# shapes, mass, brake (units/s^2), spin brake (rad/s^2), elasticity
PROJECTILES: dict[str, Projectile] = {
    "egg": Projectile(_egg(), 1.0, 600.0, 20.0, 0.5),
    "meteorite": Projectile(_meteorite(), 2.0, 700.0, 12.0, 0.3),
    "banana": Projectile(_banana(), 1.0, 800.0, 6.0, 0.4),
    "star": Projectile(_star(), 0.8, 380.0, 4.0, 0.6),
}


def outline(projectile: str) -> list[list[tuple[float, float]]]:
    """The projectile's body shape as polygons/polylines in its own frame (screens draw it)."""
    return physics.outline(PROJECTILES[projectile].shapes)


# ---- launches: gesture parameters -> (launch point, landing point, landing velocity, spin) ----------
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


# ---- the Dodinos on the table -------------------------------------------------------------------------
def table_tokens(track_id: str, positions: Sequence[int],
                 placed: Sequence[tuple[int, float, float]] = ()) -> list[tuple[float, float]]:
    """Token points for a throw: the board layout, with any Dodinos the thrower dragged (DRD-J1)."""
    points = token_spots(track_id, list(positions))
    for seat, x, y in placed:
        points[seat] = (x, y)
    return points


def dodino(x: float, y: float) -> Target:
    """A Dodino standing on its token at (x, y): the token is pushed about, touching the figure is a hit."""
    left, top, right, bottom = figure_box(x, y)
    figure = ((left - x, top - y), (right - x, top - y), (right - x, bottom - y), (left - x, bottom - y))
    return Target((x, y), TOKEN_R, TOKEN_MASS, TOKEN_BRAKE, 30.0, 0.5, 0.4, figure)


def table(gesture: str, aim: Sequence[float], tokens: Sequence[tuple[float, float]]) -> physics.Throw:
    """One throw as the physics layer takes it; tokens[i] is seat i's Dodino point."""
    if gesture not in GESTURES:
        raise ValueError(f"no gesture {gesture!r}")
    return physics.Throw(PROJECTILES[gesture], launch(gesture, aim), tuple(dodino(x, y) for x, y in tokens))


def throw_run(gesture: str, aim: Sequence[float], tokens: Sequence[tuple[float, float]],
              record: bool = False, record_every: int = 2) -> ThrowRun:
    """The throw stepped a slice at a time (a show on screen)."""
    return ThrowRun(table(gesture, aim, tokens), record, record_every)


def simulate_throw(gesture: str, aim: Sequence[float], tokens: Sequence[tuple[float, float]],
                   record: bool = False, record_every: int = 2) -> ThrowResult:
    """Throw once; the result's hits are the seats whose Dodinos were touched."""
    return physics.simulate(table(gesture, aim, tokens), record, record_every)


__all__ = ["PROJECTILES", "ThrowResult", "ThrowRun", "launch", "meteorite_scatter", "outline", "scatter_radius",
           "simulate_throw", "table", "table_tokens", "throw_run"]
