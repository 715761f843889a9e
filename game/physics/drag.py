"""A top-down table of round tiles you drag with the mouse (pymunk 7, headless, deterministic).

As in pymunk's examples/constraints.py, a kinematic mouse body follows the pointer and a
PivotJoint ties it to the grabbed tile at the point where it was grabbed, so the tile follows
smoothly and pushes the tiles it meets. Strong space damping stands in for the table's friction,
so nudged tiles come to rest. Positions are in card units (the Nightmare card's centre is the
origin); pymunk works in world units (SCALE per card unit) where its default slop suits.
A tile let go stops where the hand left it, and that spot is the placement the engine checks.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable

import pymunk

SCALE = 100.0              # pymunk world units per card unit
STEP = 1.0 / 120.0         # fixed physics step (seconds)
DAMPING = 0.02             # velocity kept after one second of sliding: a felt table
REST_SPEED = 0.5           # world units per second under which a tile is at rest
TILE_TYPE = 1              # collision type of the tiles


@dataclass(frozen=True)
class Placement:
    """Where a released tile came to rest, in card units."""

    tile: str
    x: float
    y: float


def ring_positions(radii: Iterable[float], ring: float) -> list[tuple[float, float]]:
    """Tile centres evenly spread on a circle of this radius around the card, starting at the top."""
    radii = list(radii)
    n = len(radii)
    return [(ring * math.cos(math.pi / 2 - 2 * math.pi * i / n), ring * math.sin(math.pi / 2 - 2 * math.pi * i / n))
            for i in range(n)]


class DragWorld:
    """The toy tiles around a Nightmare card, one of which the pointer may hold."""

    def __init__(self, tiles: Iterable[tuple[str, float]], ring: float = 3.0) -> None:
        self.space = pymunk.Space()
        self.space.gravity = (0.0, 0.0)
        self.space.damping = DAMPING
        self.mouse = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self.space.add(self.mouse)
        self.bodies: dict[str, pymunk.Body] = {}
        self.radii: dict[str, float] = {}
        self.home: dict[str, tuple[float, float]] = {}
        self.joint: pymunk.PivotJoint | None = None
        self.held: str | None = None
        self.touches = 0                      # tile-on-tile contacts begun (nudges), for sounds
        self.time = 0.0
        tiles = list(tiles)
        for (tid, radius), pos in zip(tiles, ring_positions([r for _, r in tiles], ring)):
            self.add_tile(tid, radius, pos)
        self.space.on_collision(TILE_TYPE, TILE_TYPE, begin=self._touch)

    def _touch(self, arbiter, space, data) -> None:
        self.touches += 1

    # ---- tiles ------------------------------------------------------------------------------
    def add_tile(self, tile: str, radius: float, pos: tuple[float, float]) -> None:
        # Infinite moment: tiles slide but never spin, so the toy pictures stay upright.
        body = pymunk.Body(1.0, float("inf"))
        body.position = (pos[0] * SCALE, pos[1] * SCALE)
        shape = pymunk.Circle(body, radius * SCALE)
        shape.friction = 0.4
        shape.elasticity = 0.1
        shape.collision_type = TILE_TYPE
        self.space.add(body, shape)
        self.bodies[tile] = body
        self.radii[tile] = radius
        self.home[tile] = pos

    def remove_tile(self, tile: str) -> None:
        if self.held == tile:
            self.release()
        body = self.bodies.pop(tile)
        self.space.remove(body, *body.shapes)
        del self.radii[tile]
        del self.home[tile]

    def position(self, tile: str) -> tuple[float, float]:
        p = self.bodies[tile].position
        return (p.x / SCALE, p.y / SCALE)

    def positions(self) -> dict[str, tuple[float, float]]:
        return {t: self.position(t) for t in self.bodies}

    def put(self, tile: str, pos: tuple[float, float]) -> None:
        """Set a tile down somewhere at once (back home after a round, or a scripted start)."""
        body = self.bodies[tile]
        body.position = (pos[0] * SCALE, pos[1] * SCALE)
        body.velocity = (0.0, 0.0)
        self.space.reindex_shapes_for_body(body)

    def send_home(self, tile: str) -> None:
        self.put(tile, self.home[tile])

    # ---- the pointer ------------------------------------------------------------------------
    def tile_at(self, point: tuple[float, float]) -> str | None:
        hit = self.space.point_query_nearest((point[0] * SCALE, point[1] * SCALE), 0.0, pymunk.ShapeFilter())
        if hit is None or hit.shape is None or hit.shape.body.body_type != pymunk.Body.DYNAMIC:
            return None
        return next(t for t, b in self.bodies.items() if b is hit.shape.body)

    def grab(self, point: tuple[float, float], tile: str | None = None) -> str | None:
        """Take hold of the tile under the point (or the named tile at that point); None if nothing."""
        if self.joint is not None:
            self.release()
        tile = tile or self.tile_at(point)
        if tile is None:
            return None
        body = self.bodies[tile]
        world = (point[0] * SCALE, point[1] * SCALE)
        self.mouse.position = world
        self.joint = pymunk.PivotJoint(self.mouse, body, (0, 0), body.world_to_local(world))
        self.joint.max_force = 50000.0
        self.joint.error_bias = (1 - 0.15) ** 60
        self.space.add(self.joint)
        self.held = tile
        return tile

    def move(self, point: tuple[float, float]) -> None:
        """Move the pointer (the tile follows over the next steps)."""
        self.mouse.position = (point[0] * SCALE, point[1] * SCALE)

    def release(self) -> Placement | None:
        """Let go: the tile stays where the hand left it and that spot is the placement."""
        if self.joint is None or self.held is None:
            return None
        self.space.remove(self.joint)
        body = self.bodies[self.held]
        body.velocity = (0.0, 0.0)
        tile, self.joint, self.held = self.held, None, None
        x, y = self.position(tile)
        return Placement(tile, x, y)

    # ---- time -------------------------------------------------------------------------------
    def step(self, dt: float = 1.0 / 60.0) -> None:
        """Advance by dt in fixed steps (a frame of 1/60 s is two physics steps)."""
        for _ in range(max(1, round(dt / STEP))):
            self.space.step(STEP)
            self.time += STEP

    def resting(self) -> bool:
        return all(b.velocity.length < REST_SPEED for t, b in self.bodies.items() if t != self.held)

    def settle(self, max_seconds: float = 5.0) -> bool:
        """Step until every free tile rests; True if they did within the time."""
        for _ in range(int(max_seconds / STEP)):
            if self.resting():
                return True
            self.space.step(STEP)
            self.time += STEP
        return self.resting()

    def drag(self, tile: str, target: tuple[float, float], seconds: float = 1.0) -> Placement:
        """A scripted drag: grab the tile's centre, glide the pointer to target, hold, let go."""
        start = self.position(tile)
        self.grab(start, tile)
        frames = max(1, int(seconds * 60))
        for i in range(1, frames + 1):
            k = i / frames
            k = k * k * (3 - 2 * k)            # ease in and out, like a hand
            self.move((start[0] + (target[0] - start[0]) * k, start[1] + (target[1] - start[1]) * k))
            self.step()
        for _ in range(30):                     # hold still a moment so the tile catches up
            self.step()
        placement = self.release()
        self.settle()
        assert placement is not None
        return placement
