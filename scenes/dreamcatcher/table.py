"""The toys on the table: the pymunk DragWorld (game/physics/drag.py) plus what the screen adds:
walls at the sky's edge, glides (a tile sliding home or to its snapped spot), and a scripted hand
that drags a bot's toy with the same mouse body and pivot joint a person uses.
"""
from __future__ import annotations

import math

import pymunk

from game.dreamcatcher.data import TOY_BY_ID, TOYS
from game.dreamcatcher.cover import TABLE_HALF
from game.physics.drag import SCALE, DragWorld

from ..widgets.tween import Tween, in_out_cubic, out_cubic, travel
from .layout import RING, WALL

REACH = TABLE_HALF - 0.05      # the pointer is kept this close to the card: every drop is a legal place


class Hand:
    """A bot's (or a test's) hand: grabs a tile's centre, glides the pointer to a target, holds, lets go."""

    def __init__(self, table: "ToyTable", tile: str, target: tuple[float, float], seconds: float) -> None:
        self.table, self.tile, self.target = table, tile, target
        self.start = table.world.position(tile)
        self.path = Tween(0.0, 1.0, seconds, in_out_cubic)
        self.hold = 0.2
        table.grab(tile, self.start)

    def update(self, dt: float) -> bool:
        """Advance; True once the tile is let go (exactly on the target)."""
        self.path.update(dt)
        k = travel(self.path.value)        # Reduce motion: the hand puts the toy on its spot, then holds
        self.table.move((self.start[0] + (self.target[0] - self.start[0]) * k,
                               self.start[1] + (self.target[1] - self.start[1]) * k))
        if self.path.done:
            self.hold -= dt
            if self.hold <= 0:
                self.table.release()
                self.table.world.put(self.tile, self.target)
                return True
        return False


class ToyTable:
    def __init__(self) -> None:
        self.world = DragWorld([(t.id, t.radius) for t in TOYS], ring=RING)
        self.home = dict(self.world.home)
        self.glides: dict[str, tuple[Tween, tuple[float, float], tuple[float, float]]] = {}
        self.hand: Hand | None = None
        self.removed: set[str] = set()
        self.pointer: tuple[float, float] | None = None
        space = self.world.space
        w = WALL * SCALE
        corners = [(-w, -w), (w, -w), (w, w), (-w, w)]
        for a, b in zip(corners, corners[1:] + corners[:1]):
            seg = pymunk.Segment(space.static_body, a, b, 2.0)
            seg.elasticity, seg.friction = 0.2, 0.5
            space.add(seg)

    # ---- which tiles are on the table --------------------------------------------------------
    def tiles(self) -> list[str]:
        return [t.id for t in TOYS if t.id not in self.removed]

    def set_removed(self, gone: set[str]) -> None:
        """Tiles set aside (cooperative) leave the world; after an undo they come back home."""
        for tile in sorted(gone - self.removed):
            self.glides.pop(tile, None)
            if self.hand is not None and self.hand.tile == tile:
                self.hand = None
            self.world.remove_tile(tile)
        for tile in sorted(self.removed - gone):
            self.world.add_tile(tile, TOY_BY_ID[tile].radius, self.home[tile])
        self.removed = set(gone)

    def position(self, tile: str) -> tuple[float, float]:
        return self.world.position(tile)

    def at_home(self, tile: str, tol: float = 0.02) -> bool:
        return math.dist(self.position(tile), self.home[tile]) <= tol

    # ---- motion ------------------------------------------------------------------------------
    def glide(self, tile: str, target: tuple[float, float], seconds: float) -> None:
        if tile in self.removed:
            return
        self.glides[tile] = (Tween(0.0, 1.0, seconds, out_cubic), self.position(tile), target)

    def send_home(self, seconds: float, keep: str | None = None) -> None:
        for tile in self.tiles():
            if tile != keep and tile != self.world.held and not self.at_home(tile):
                self.glide(tile, self.home[tile], seconds)

    def snap_home(self) -> None:
        self.glides.clear()
        self.hand = None
        if self.world.held is not None:
            self.world.release()
        for tile in self.tiles():
            self.world.put(tile, self.home[tile])

    def scripted_drag(self, tile: str, target: tuple[float, float], seconds: float) -> None:
        self.glides.pop(tile, None)
        self.hand = Hand(self, tile, target, seconds)

    def update(self, dt: float) -> None:
        if self.hand is not None and self.hand.update(dt):
            self.hand = None
        for tile, (tw, a, b) in list(self.glides.items()):
            tw.update(dt)
            k = travel(tw.value)           # Reduce motion: a toy going home is home at once
            self.world.put(tile, (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k))
            if tw.done:
                del self.glides[tile]
        mouse = self.world.mouse
        if self.world.held is not None and self.pointer is not None and dt > 0:
            # As in pymunk's constraints example: the mouse body gets the velocity that brings it to the
            # pointer over this frame, so the pivot joint drags the tile along without lagging behind.
            tx, ty = self.pointer[0] * SCALE, self.pointer[1] * SCALE
            mouse.velocity = ((tx - mouse.position.x) / dt, (ty - mouse.position.y) / dt)
        else:
            mouse.velocity = (0.0, 0.0)
        self.world.step(dt)
        if self.world.held is not None and self.pointer is not None:
            self.world.move(self.pointer)

    def busy(self) -> bool:
        return bool(self.glides) or self.hand is not None

    # ---- a person's pointer (card units) ------------------------------------------------------
    @staticmethod
    def clamp(point: tuple[float, float]) -> tuple[float, float]:
        return max(-REACH, min(REACH, point[0])), max(-REACH, min(REACH, point[1]))

    def grab(self, tile: str, point: tuple[float, float]) -> bool:
        if tile in self.removed:
            return False
        self.glides.pop(tile, None)
        self.pointer = self.clamp(point)
        return self.world.grab(self.pointer, tile) is not None

    def move(self, point: tuple[float, float]) -> None:
        """Where the pointer is now; the mouse body glides there over the next frame."""
        self.pointer = self.clamp(point)

    def catch_up(self, frames: int = 60) -> None:
        """A put-down click: the held tile reaches the pointer before it is let go, as it would a moment later
        (the pointer may have jumped there in the same frame as the click; the walls and toys still push)."""
        for _ in range(frames):
            tile = self.world.held
            if tile is None or self.pointer is None:
                return
            was = self.position(tile)
            self.update(1 / 60)
            if math.dist(was, self.position(tile)) < 1e-4:     # at rest: there, or held back by a wall or a toy
                return

    def release(self):
        self.world.mouse.velocity = (0.0, 0.0)
        self.pointer = None
        return self.world.release()

    @property
    def held(self) -> str | None:
        return self.world.held
