"""How bots throw: simulate candidate gestures headless in the same physics, keep the best, then throw
it with a shaky hand (noise by level) and report what that real throw hit.

Everything here reads a seat's view only (positions, track, the throw prompt).
"""
from __future__ import annotations

import math
import random
from typing import Callable

from game.core import Action
from .board import NESTS, edge_param, edge_point, token_spots
from .gestures import GESTURES
from .throwing import PROJECTILES, simulate_throw

# Execution noise by level: angle (radians), power (0..1), meteorite aim (table units).
# Simulated throws per decision (a meteorite candidate costs one per scatter seed), best targets first:
# a fixed count, so the same throw comes out on any machine (sized so a decision stays < 0.25 s).
SIMS = 40
NOISE = {"random": None, "easy": (0.10, 0.10, 55.0), "normal": (0.045, 0.05, 28.0), "hard": (0.018, 0.02, 12.0)}


def _clamp(aim: tuple, gesture: str) -> tuple:
    out = []
    for v, (_, lo, hi, _d) in zip(aim, GESTURES[gesture]):
        out.append(min(hi, max(lo, v)))
    if gesture == "egg":
        out[0] = int(round(out[0]))
    return tuple(out)


def random_aim(gesture: str, rng: random.Random) -> tuple:
    """Any throw at all: what a Random bot does."""
    aim = [rng.uniform(lo, hi) for _, lo, hi, _d in GESTURES[gesture]]
    if gesture == "egg":
        aim[0] = rng.randrange(4)
    if gesture == "meteorite":
        aim[0], aim[1] = rng.uniform(0, 1600), rng.uniform(0, 1000)
        aim[3] = rng.randrange(1_000_000)
    return tuple(aim)


def _power_for(distance: float, base: float, gain: float, brake: float) -> float:
    """The power whose launch speed slides about `distance` (v^2 = 2 a d) before stopping."""
    v = math.sqrt(max(0.0, 2.0 * brake * distance))
    return (v - base) / gain


def _reach(gesture: str, power: float) -> tuple[float, float]:
    """How far from the elbow or palm a throw first lands and where its slide ends (a model for aiming)."""
    if gesture == "banana":
        air = 60.0 + 140.0 + 260.0 * power
        speed = 220.0 + 560.0 * power
    else:
        air = 200.0 + 300.0 * power
        speed = 260.0 + 720.0 * power
    return air, air + speed * speed / (2.0 * PROJECTILES[gesture].brake)


def candidates(gesture: str, target: tuple[float, float], rng: random.Random, wide: bool) -> list[tuple]:
    """Aims that a careful thrower would try at this point."""
    tx, ty = target
    out: list[tuple] = []
    if gesture == "egg":
        nests = sorted(range(4), key=lambda k: math.dist(NESTS[k], target))[:2]
        for k in nests:
            nx, ny = NESTS[k]
            d = math.dist(NESTS[k], target)
            ang = math.atan2(ty - ny, tx - nx)
            for extra in ((1.15, 1.5) if not wide else (1.1, 1.3, 1.7)):
                out.append((k, ang, _power_for(d * extra, 250.0, 1250.0, PROJECTILES["egg"].brake)))
    elif gesture == "meteorite":
        for h in ((0.0, 0.2) if not wide else (0.0, 0.1, 0.3)):
            out.append((tx, ty, h, 0))
    else:
        e0 = edge_param(target)
        away = 90.0 if gesture == "banana" else 110.0
        shifts = (0.0, -0.15, 0.15, 0.35) if not wide else (0.0, -0.12, 0.12, -0.3, 0.3, 0.5)
        for de in shifts:
            e = (e0 + de) % 4.0
            ex, ey = edge_point(e, away)
            d = math.dist((ex, ey), target)
            ang = math.atan2(ty - ey, tx - ex)
            # powers whose landing falls short of the target and whose slide carries past it
            fits = [p / 10 for p in range(11) if _reach(gesture, p / 10)[0] <= d <= _reach(gesture, p / 10)[1] - 20]
            fits.sort(key=lambda p: abs(_reach(gesture, p)[0] - (d - 60.0)))
            for power in fits[: 3 if wide else 2]:
                out.append((e, ang, power, 0.0) if gesture == "banana" else (e, ang, power))
    return [_clamp(a, gesture) for a in out]


def shake(gesture: str, aim: tuple, level: str, rng: random.Random) -> tuple:
    """The throw as the hand actually makes it."""
    sa, sp, sxy = NOISE[level]
    a = list(aim)
    if gesture == "meteorite":
        a[0] += rng.gauss(0, sxy)
        a[1] += rng.gauss(0, sxy)
        a[2] += abs(rng.gauss(0, sp))
        a[3] = rng.randrange(1_000_000)       # the scatter is the table's, not the thrower's choice
    else:
        a[1] += rng.gauss(0, sa)
        a[2] += rng.gauss(0, sp)
        if gesture == "banana":
            a[3] += rng.gauss(0, sp * 2)
    return _clamp(tuple(a), gesture)


def _expected(gesture: str, aim: tuple, tokens, score: Callable[[tuple], float], samples: list[int]) -> float:
    if gesture != "meteorite":
        return score(simulate_throw(gesture, aim, tokens).hits)
    vals = [score(simulate_throw(gesture, aim[:3] + (s,), tokens).hits) for s in samples]
    return sum(vals) / len(vals)


def _steadiest(gesture: str, scored: list, level: str, rng: random.Random, tokens,
               score: Callable[[tuple], float], stop: Callable[[], bool]) -> list:
    """Hard: the three best throws again, by how they survive a shaky hand; as they were if the valve cuts
    it short. A checkpoint before each throw: in the app a frame never waits for nine throws at once."""
    best = []
    for value, i, a in scored[:3]:
        shaken = []
        for _ in range(3):
            if stop():
                return scored
            shaken.append(score(simulate_throw(gesture, shake(gesture, a, level, rng), tokens).hits))
        best.append((0.4 * value + 0.6 * sum(shaken) / 3, i, a))
    return sorted(best, reverse=True)


def plan_throw(view: dict, seat: int, level: str, rng: random.Random,
               score: Callable[[tuple], float], targets: list[int],
               stop: Callable[[], bool] = lambda: False) -> Action:
    """Pick the best of the simulated candidates, throw it with the level's noise, report the real hits.
    `stop` is the app's safety valve (the window's out_of_time): never true in simulate or tests."""
    p = view["prompt"]
    gesture = p["projectile"]
    tokens = token_spots(view["track"], view["positions"])
    if NOISE.get(level) is None:
        aim = random_aim(gesture, rng)
    else:
        wide = level == "hard"
        seeds = [rng.randrange(1_000_000) for _ in range(3 if wide else 2)]
        pool = [a for t in targets for a in candidates(gesture, tokens[t], rng, wide)]
        per = len(seeds) if gesture == "meteorite" else 1
        scored = []
        for i, a in enumerate(pool[:max(1, SIMS // per)]):     # best targets first: the cut costs little
            if stop():
                break
            scored.append((_expected(gesture, a, tokens, score, seeds), i, a))
        scored.sort(reverse=True)
        if wide and len(scored) > 1:
            scored = _steadiest(gesture, scored, level, rng, tokens, score, stop)
        aim = scored[0][2] if scored else random_aim(gesture, rng)
        aim = shake(gesture, aim, level, rng)
    hits = simulate_throw(gesture, aim, tokens).hits
    return Action.make("throw", gesture=gesture, aim=aim, hits=hits)
