"""Throws on screen: the person's gesture for each projectile (ThrowAim) and the playback of a throw
simulated in pymunk (ThrowShow). Everything here is in table units (game/dodos/board.py).

Gestures, as RULINGS.md describes them:
- Egg: press on a corner nest, pull back, let go: the pull sets direction and power (a slingshot).
- Meteorite: hold the button over the board: the longer you hold, the higher the rock goes (more
  scatter, a bigger bounce); the pointer aims; let go to drop it.
- Banana: click the tabletop off the board's edge to rest your elbow there; then grab the banana in
  your hand and flick it with a short wrist motion (the flick's length is the power; a curved flick
  spins it).
- Star: click the tabletop off the board's edge to hold your palm there; then swipe from the star
  towards the board (direction and length).
Before the gesture starts the thrower may drag any Dodino around inside its own space (DRD-J1).

Click to move (scenes/access.click_to_move): the same throws by clicks, no button held (ThrowAim.click).
A click chooses where from (a nest; the table's edge for the elbow or palm), the next sets the direction,
the last the power (the Banana's curve: how far beside the line that click is); the Meteorite's first
click sets the spot and the second its height (the pointer's distance from the spot). The aim line and
the gesture preview follow the pointer all along. A click on a Dodino picks it up and the next puts it
down (Meteorite: while "Move Dodinos" is on, as its clicks on the board aim). cancel() undoes a stage.
"""
from __future__ import annotations

import math
from typing import Callable

from game.dodos.board import (BOARD_H, BOARD_W, NESTS, SPACE_R, TOKEN_R, edge_param, edge_point,
                              space_centre)
from game.dodos.gestures import GESTURES
from game.dodos.throwing import launch, simulate_throw, table_tokens, throw_run
from game.physics.throws import MAX_STEPS, ThrowResult

PULL_MAX = 190.0         # egg: a pull this long is full power (a corner nest leaves little room)
WRIST = 150.0            # banana: the wrist flick's reach
SWIPE_MAX = 380.0        # star: a swipe this long is full power
LIFT_SECONDS = 2.4       # meteorite: holding this long lifts it to full height
LIFT_REACH = 240.0       # meteorite, click to move: the pointer this far from the spot lifts it to full height
ELBOW_OUT, PALM_OUT = 90.0, 110.0
MAYBE_SLOP = 14.0        # meteorite: table units a press on a Dodino may wander and still lift the rock
STEPS_PER_S = 120.0
ODDS_DROPS = 16          # meteorite: drops simulated for the hint's hit chance (2 a frame)
CENTRE = (BOARD_W / 2, BOARD_H / 2)


def _clamp(aim: tuple, gesture: str) -> tuple:
    out = [min(hi, max(lo, v)) for v, (_, lo, hi, _d) in zip(aim, GESTURES[gesture])]
    if gesture == "egg":
        out[0] = int(out[0])
    if gesture == "meteorite":
        out[3] = int(out[3])
    return tuple(out)


class ThrowAim:
    """A person's gesture for one projectile. press/move/release take table units; release may
    return a finished aim (a tuple of the gesture's parameters) to throw."""

    def __init__(self, gesture: str, track: str, positions: list[int],
                 token_at: Callable[[tuple[float, float], list], int | None], seed: int) -> None:
        self.gesture = gesture
        self.track = track
        self.positions = list(positions)
        self.token_at = token_at
        self.seed = seed
        self.placed: dict[int, tuple[float, float]] = {}
        self.state = "idle"          # idle | pull | hold | flick | swipe | token
        self.edge: float | None = None
        self.pointer: tuple[float, float] | None = None
        self.start: tuple[float, float] | None = None
        self.nest: int | None = None
        self.samples: list[tuple[float, float]] = []
        self.hold = 0.0
        self.drag_seat: int | None = None
        self.stage: str | None = None            # click to move: "direction", then "power"
        self.angle: float | None = None          # click to move: the direction the direction click set
        self.spot: tuple[float, float] | None = None   # click to move: where the Meteorite drops
        self.moving = False                      # click to move, Meteorite: clicks pick Dodinos up
        self.carried_from: tuple[float, float] | None = None   # a Dodino picked up by a click: where it stood
        self._predicted: tuple[tuple, ThrowResult] | None = None
        self._odds: tuple[tuple, int, int] | None = None      # (aim key, drops tried, drops that hit)
        self._shown_odds: float | None = None

    # ---- what is where ----------------------------------------------------------------------------
    def tokens(self) -> list[tuple[float, float]]:
        placed = [(s, x, y) for s, (x, y) in sorted(self.placed.items())]
        return table_tokens(self.track, self.positions, placed)

    def placed_action(self) -> tuple:
        return tuple((s, round(x, 3), round(y, 3)) for s, (x, y) in sorted(self.placed.items()))

    def rest_point(self) -> tuple[float, float] | None:
        """Where the projectile lies before it is thrown (nest, hand, palm), or None."""
        if self.gesture == "egg":
            if self.nest is not None:
                return NESTS[self.nest]
            return None
        if self.edge is None:
            return None
        if self.gesture == "banana":
            ex, ey = edge_point(self.edge, ELBOW_OUT)
            a = math.atan2(CENTRE[1] - ey, CENTRE[0] - ex)
            return ex + math.cos(a) * 60, ey + math.sin(a) * 60
        return edge_point(self.edge, PALM_OUT)

    def anchor(self) -> tuple[float, float] | None:
        """The elbow (banana) or palm (star) point."""
        if self.edge is None:
            return None
        return edge_point(self.edge, ELBOW_OUT if self.gesture == "banana" else PALM_OUT)

    def near_nest(self, p) -> int | None:
        k = min(range(4), key=lambda i: math.dist(NESTS[i], p))
        return k if math.dist(NESTS[k], p) <= 75 else None

    @staticmethod
    def off_board(p) -> bool:
        return not (0 <= p[0] <= BOARD_W and 0 <= p[1] <= BOARD_H)

    # ---- the gesture ------------------------------------------------------------------------------
    def press(self, p: tuple[float, float]) -> bool:
        self.pointer = p
        g = self.gesture
        if g == "egg":
            nest = self.near_nest(p)
            if nest is not None:
                self.nest, self.state, self.start = nest, "pull", NESTS[nest]
                return True
        elif g in ("banana", "star"):
            rest = self.rest_point()
            if rest is not None and math.dist(rest, p) <= (120 if g == "banana" else 110):
                self.state, self.start, self.samples = ("flick" if g == "banana" else "swipe"), p, [p]
                return True
        seat = self.token_at(p, self.tokens())
        if seat is not None and g == "meteorite":
            # over a Dodino: holding still lifts the rock right above it, moving drags the Dodino
            self.state, self.drag_seat, self.hold, self.start = "maybe", seat, 0.0, p
            return True
        if seat is not None:
            self.state, self.drag_seat = "token", seat
            self._drag(p)
            return True
        if g == "meteorite" and -60 <= p[0] <= BOARD_W + 60 and -60 <= p[1] <= BOARD_H + 60:
            self.state, self.hold = "hold", 0.0
            return True
        if g in ("banana", "star") and self.off_board(p):
            self.edge = edge_param(p)
            return True
        return False

    def move(self, p: tuple[float, float]) -> None:
        self.pointer = p
        if self.state == "maybe" and math.dist(p, self.start) > MAYBE_SLOP:
            self.state = "token"
        if self.state == "token":
            self._drag(p)
        elif self.state in ("flick", "swipe") and self.stage is None:
            self.samples.append(p)
            if len(self.samples) > 120:
                self.samples = self.samples[::2]

    def update(self, dt: float) -> None:
        if self.state in ("hold", "maybe"):
            self.hold += dt

    def release(self, p: tuple[float, float]) -> tuple | None:
        self.pointer = p
        state, self.state = self.state, "idle"
        if state == "maybe":
            state, self.drag_seat = "hold", None
        if state == "token":
            self._drag(p)
            self.drag_seat = None
            return None
        aim = self._aim(state, p)
        if aim is None:
            return None
        return aim

    def cancel(self) -> bool:
        """Esc or a right-click: a carried Dodino goes back where it stood, a click-aim steps back to the
        start; whether there was anything to cancel."""
        busy = self.state != "idle"
        if self.state == "token" and self.carried_from is not None:
            self.placed[self.drag_seat] = self.carried_from
        self.state, self.stage, self.angle, self.spot = "idle", None, None, None
        self.drag_seat = self.carried_from = None
        return busy

    # ---- click to move: the throw by clicks -------------------------------------------------------
    def click(self, p: tuple[float, float]) -> tuple | None:
        """One click of the click-made throw (see the module's words); the finished aim on the last one."""
        self.pointer = p
        if self.state == "token":                   # a carried Dodino: put it down here
            self._drag(p)
            self.state, self.drag_seat, self.carried_from = "idle", None, None
            return None
        if self.stage == "direction":
            if self.gesture in ("banana", "star") and self.off_board(p) and \
                    math.dist(self.rest_point(), p) > (120 if self.gesture == "banana" else 110):
                self._from_edge(p)                  # another place on the edge for the elbow or palm
                return None
            cur = self.current()
            if cur is not None:
                self.angle, self.stage = cur[1], "power"
            return None
        if self.stage == "power":
            aim = self.current()
            if aim is not None:
                self.state, self.stage, self.angle, self.spot = "idle", None, None, None
            return aim
        return self._click_start(p)

    def _click_start(self, p) -> None:
        g = self.gesture
        seat = self.token_at(p, self.tokens())
        if seat is not None and (g != "meteorite" or self.moving):
            self.state, self.drag_seat = "token", seat
            self.carried_from = self.placed.get(seat, space_centre(self.track, self.positions[seat]))
            self._drag(p)
        elif g == "meteorite" and not self.moving and -60 <= p[0] <= BOARD_W + 60 and -60 <= p[1] <= BOARD_H + 60:
            self.state, self.stage, self.spot = "hold", "power", p
        elif g == "egg" and self.near_nest(p) is not None:
            self.nest = self.near_nest(p)
            self.state, self.start, self.stage = "pull", NESTS[self.nest], "direction"
        elif g in ("banana", "star") and self.off_board(p):
            self._from_edge(p)
        return None

    def _from_edge(self, p) -> None:
        self.edge = edge_param(p)
        self.start = self.rest_point()
        self.state, self.stage, self.samples = ("flick" if self.gesture == "banana" else "swipe"), "direction", [self.start]

    def shown_pointer(self) -> tuple[float, float] | None:
        """Where the gesture's hand is drawn: the pointer, or in the power stage its spot on the chosen line."""
        if self.stage != "power" or self.angle is None or self.pointer is None:
            return self.pointer
        ux, uy = math.cos(self.angle), math.sin(self.angle)
        along = self._along()
        if self.gesture == "egg":
            return self.start[0] - ux * along, self.start[1] - uy * along
        return self.start[0] + ux * along, self.start[1] + uy * along

    def _along(self) -> float:
        """Power stage: how far the pointer lies along the chosen direction (egg: pulled back against it)."""
        ux, uy = math.cos(self.angle), math.sin(self.angle)
        vx, vy = self.pointer[0] - self.start[0], self.pointer[1] - self.start[1]
        return -(vx * ux + vy * uy) if self.gesture == "egg" else vx * ux + vy * uy

    def _locked_aim(self) -> tuple | None:
        g = self.gesture
        if g == "meteorite":
            height = min(1.0, math.dist(self.pointer, self.spot) / LIFT_REACH)
            return _clamp((self.spot[0], self.spot[1], height, self.seed), g)
        along = self._along()
        if g == "egg":
            power = min(1.0, along / PULL_MAX)
            return None if power < 0.04 else _clamp((self.nest, self.angle, power), g)
        if g == "banana":
            ux, uy = math.cos(self.angle), math.sin(self.angle)
            across = ux * (self.pointer[1] - self.start[1]) - uy * (self.pointer[0] - self.start[0])
            spin = max(-1.0, min(1.0, across / WRIST * 3.0))
            return None if along < 10 else _clamp((self.edge, self.angle, min(1.0, along / WRIST), spin), g)
        return None if along < 15 else _clamp((self.edge, self.angle, min(1.0, along / SWIPE_MAX)), g)

    def current(self) -> tuple | None:
        """The aim the gesture would throw if let go now (for the aim line and the hints)."""
        if self.pointer is None or self.state not in ("pull", "hold", "maybe", "flick", "swipe"):
            return None
        if self.stage == "power" and (self.angle is not None or self.spot is not None):
            return self._locked_aim()
        return self._aim("hold" if self.state == "maybe" else self.state, self.pointer)

    def predict(self) -> ThrowResult | None:
        """What letting go now would do: the very throw the release simulates (same aim, same Dodinos),
        so the aim line's mark is where it really meets a Dodino. Cached by aim and Dodino points, so a
        still pointer costs nothing. None for the Meteorite: its landing scatter is the table's, not the
        thrower's (scatter_radius says how wide it is)."""
        cur = self.current()
        if cur is None or self.gesture == "meteorite":
            return None
        tokens = self.tokens()
        key = (cur, tuple(tokens))
        if self._predicted is None or self._predicted[0] != key:
            self._predicted = (key, simulate_throw(self.gesture, cur, tokens, record=True, record_every=3))
        return self._predicted[1]

    def sample_odds(self, budget: int = 2) -> None:
        """The Meteorite's chance to hit any Dodino from here at this height, estimated by dropping it
        in the same physics with ODDS_DROPS scatter seeds of our own (never the throw's real seed), a
        few drops a frame; a new aim (moved, or lifted 10% higher) starts the count again."""
        cur = self.current()
        if cur is None or self.gesture != "meteorite":
            self._odds = self._shown_odds = None
            return
        x, y, h, _seed = cur
        key = (round(x / 6), round(y / 6), round(h * 10), tuple(self.tokens()))
        if self._odds is None or self._odds[0] != key:
            self._odds = (key, 0, 0)
        _key, tried, hit = self._odds
        tokens = self.tokens()
        while budget > 0 and tried < ODDS_DROPS:
            hit += bool(simulate_throw("meteorite", (x, y, h, 7919 * tried + 1), tokens).hits)
            tried += 1
            budget -= 1
        self._odds = (key, tried, hit)
        if tried == ODDS_DROPS:
            self._shown_odds = hit / tried

    def odds(self) -> float | None:
        """The last finished estimate (0..1; kept while the next one is counted, so the hint holds still)."""
        return self._shown_odds

    def _aim(self, state: str, p) -> tuple | None:
        g = self.gesture
        if state == "pull":
            nx, ny = NESTS[self.nest]
            dx, dy = nx - p[0], ny - p[1]
            power = min(1.0, math.hypot(dx, dy) / PULL_MAX)
            if power < 0.04:
                return None
            return _clamp((self.nest, math.atan2(dy, dx), power), g)
        if state == "hold":
            height = min(1.0, self.hold / LIFT_SECONDS)
            return _clamp((p[0], p[1], height, self.seed), g)
        if state == "flick":
            dx, dy = p[0] - self.start[0], p[1] - self.start[1]
            length = math.hypot(dx, dy)
            if length < 10:
                return None
            power = min(1.0, length / WRIST)
            return _clamp((self.edge, math.atan2(dy, dx), power, self._spin(p)), g)
        if state == "swipe":
            dx, dy = p[0] - self.start[0], p[1] - self.start[1]
            length = math.hypot(dx, dy)
            if length < 15:
                return None
            return _clamp((self.edge, math.atan2(dy, dx), min(1.0, length / SWIPE_MAX)), g)
        return None

    def _spin(self, end) -> float:
        """How much the flick curved: the furthest sample from the straight line, over its length."""
        sx, sy = self.start
        cx, cy = end[0] - sx, end[1] - sy
        chord = math.hypot(cx, cy)
        if chord < 1:
            return 0.0
        dev = 0.0
        for x, y in self.samples:
            d = (cx * (y - sy) - cy * (x - sx)) / chord
            if abs(d) > abs(dev):
                dev = d
        return max(-1.0, min(1.0, dev / chord * 3.0))

    def _drag(self, p) -> None:
        seat = self.drag_seat
        cx, cy = space_centre(self.track, self.positions[seat])
        dx, dy = p[0] - cx, p[1] - cy
        d = math.hypot(dx, dy)
        reach = SPACE_R - TOKEN_R - 0.05
        if d > reach:
            dx, dy = dx * reach / d, dy * reach / d
        self.placed[seat] = (cx + dx, cy + dy)

    def lift(self) -> float:
        if self.spot is not None and self.pointer is not None:
            return min(1.0, math.dist(self.pointer, self.spot) / LIFT_REACH)
        return min(1.0, self.hold / LIFT_SECONDS) if self.state in ("hold", "maybe") else 0.0


class ThrowShow:
    """A throw played back: through the air, then the recorded pymunk steps, then a moment on the hits.

    The throw is simulated a slice a frame (SIM_SLICE steps, a few ms) while it is shown, far ahead of the
    playback (120 steps a second) and done while the projectile is still in the air: simulated whole, a
    long throw took 15-20 ms inside one frame."""

    SIM_SLICE = 120

    def __init__(self, gesture: str, aim: tuple, tokens: list, hits: tuple | None = None) -> None:
        self.gesture = gesture
        self.aim = tuple(aim)
        self.go = launch(gesture, aim)
        self.tokens0 = list(tokens)
        self.run = throw_run(gesture, aim, tokens, record=True, record_every=1)
        self.given_hits = tuple(hits) if hits is not None else None
        self.frames = self.run.frames       # grows as the run goes on
        if gesture == "egg":
            self.air = 0.12
        elif gesture == "meteorite":
            self.air = 0.35 + 0.45 * aim[2]
        else:
            self.air = max(0.2, math.dist(self.go.start, self.go.land) / 900.0)
        self.after = 0.7
        self.t = 0.0
        self.first_hit: dict[int, float] = {}
        self._result: ThrowResult | None = None

    @property
    def result(self) -> ThrowResult:
        """The whole throw (simulated to its end now if the frames have not got there yet)."""
        return self.complete()

    def complete(self) -> ThrowResult:
        if self._result is None:
            self.run.advance(MAX_STEPS)
            self._result = self.run.result()
            self._find_hits()
        return self._result

    @property
    def hits(self) -> tuple:
        return self.given_hits if self.given_hits is not None else self.result.hits

    @property
    def simulated(self) -> bool:
        return self._result is not None

    def _find_hits(self) -> None:
        for seat in self.hits:
            if seat >= len(self.tokens0):
                continue
            x0, y0 = self.tokens0[seat]
            when = self.slide
            for i, (_p, toks) in enumerate(self.frames):
                x, y = toks[seat]
                if math.hypot(x - x0, y - y0) > 0.4:
                    when = i / STEPS_PER_S
                    break
            self.first_hit[seat] = self.air + when

    @property
    def slide(self) -> float:
        return len(self.frames) / STEPS_PER_S

    @property
    def length(self) -> float:
        return self.air + self.slide + self.after if self.simulated else math.inf

    @property
    def done(self) -> bool:
        return self.t >= self.length

    def update(self, dt: float) -> None:
        if not self.simulated and self.run.advance(self.SIM_SLICE):
            self.complete()
        self.t = min(self.length, self.t + dt)

    def finish(self) -> None:
        self.complete()
        self.t = self.length

    def projectile(self) -> tuple[float, float, float, float]:
        """x, y, angle, height (0 on the table) now."""
        t = self.t
        ang0 = math.atan2(self.go.velocity[1], self.go.velocity[0])
        if t < self.air:
            k = t / self.air
            if self.gesture == "egg":
                return self.go.start[0], self.go.start[1], ang0, 0.0
            if self.gesture == "meteorite":
                h = (1 - k) ** 2 * (0.4 + 1.2 * self.aim[2])
                x = self.aim[0] + (self.go.land[0] - self.aim[0]) * k
                y = self.aim[1] + (self.go.land[1] - self.aim[1]) * k
                return x, y, k * 2.0, h
            (sx, sy), (lx, ly) = self.go.start, self.go.land
            spin = (14.0 if self.gesture == "banana" else 9.0) * t
            return sx + (lx - sx) * k, sy + (ly - sy) * k, ang0 + spin, 0.55 * math.sin(math.pi * k)
        if not self.frames:
            x, y = self.go.land
            return x, y, ang0, 0.0
        i = min(len(self.frames) - 1, int((t - self.air) * STEPS_PER_S))
        (x, y, a), _ = self.frames[i]
        return x, y, a, 0.0

    def tokens(self) -> list[tuple[float, float]]:
        if self.t < self.air or not self.frames:
            return self.tokens0
        i = min(len(self.frames) - 1, int((self.t - self.air) * STEPS_PER_S))
        return self.frames[i][1]

    def shown_hits(self) -> list[int]:
        return [s for s, when in self.first_hit.items() if self.t >= when]
