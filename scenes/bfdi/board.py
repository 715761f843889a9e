"""BfdiBoard: the BFDI table. It reads the engine's view, turns events into animation steps
(events.py), and keeps a small "shown" model (where each figure stands, tokens, Developments, the
Challenge, the step, the Cake at Stake stage) that catches up with the view as the steps play.
When nothing animates the shown model is synced from the view, so the screen never decides a rule.

Input lives in controls.py, drawing in paint.py (board, figures, stages) and paint_side.py.
"""
from __future__ import annotations

from typing import Sequence

import pygame

from game.core import Action, Event

from .. import theme
from ..board import AnimatedBoard
from ..widgets.die import Die
from game.bfdi.data import DIE_FACES, SPACES
from ..widgets.tween import Tween, in_out_cubic, travel
from .anim import Flight
from .coach import Coach
from .controls import Controls
from .events import EventSteps
from .layout import MIN_DEPTH, Layout
from .paint import Painter


class BfdiDie(Die):
    """The BFDI die has faces 1, 1, 2, 2, 3, 3: it only ever tumbles through those."""

    def update(self, dt: float) -> None:
        before = self.shown
        super().update(dt)
        if self.rolling > 0 and self.shown != before:
            self.shown = DIE_FACES[self.rng.randrange(len(DIE_FACES))]


class BfdiBoard(EventSteps, Coach, Controls, Painter, AnimatedBoard):
    def __init__(self, host) -> None:
        super().__init__(host)
        self.depth = float(SPACES)
        # the shown model
        self.loc: dict[int, tuple] = {}           # cid -> ("grid", level, row) | ("chamber", i) | ("pool", i)
        self.flights: dict[int, Flight] = {}
        self.pool: list[int | None] = []
        self.chamber: list[int] = []
        self.tokens: set[int] = set()
        self.devs: dict[int, list[int]] = {}
        self.owner: dict[int, int] = {}
        self.challenge: tuple[int, int] | None = None
        self.challenge_in = Tween(1.0, 1.0, 0.01)
        self.step = "setup"
        self.cake: dict | None = None             # {"rows": {space: row}, "roller", "final", "rolled", "doomed"}
        self.die = BfdiDie(6, 1, theme.PAPER, seed=7)
        self.die_mode: str | None = None          # "cake" | "boost" | None
        self.boost_target: int | None = None
        self.die_fade: Tween | None = None        # the Boost die fading once its number has shown
        self.banner: tuple[str, tuple, Tween] | None = None
        self.last_caption: str | None = None
        self.floats: list[tuple[int, str, tuple, Tween]] = []    # seat, text, colour, rise
        self.taken: list[pygame.Rect] = []      # name labels on the board this frame (paint.py)
        self.pulse: dict[int, Tween] = {}
        self.card_flight: tuple[int, tuple, int, Tween] | None = None   # scene, from px, target char, tween
        self.shake: int | None = None
        self.init_controls()
        self.sync()

    # ---- helpers -----------------------------------------------------------------------------
    # ---- the host's interface ----------------------------------------------------------------
    def prepare(self):
        """The art the first frames draw at this layout's size, a few pictures a job (warm.py)."""
        from .warm import jobs
        return jobs(self)

    def idle_jobs(self):
        """Labels and figures at every column and the next figure size, made with spare time (warm.py)."""
        from .warm import idle
        return idle(self)

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        if rect.w <= 0 or rect.h <= 0:
            return
        self.u = theme.unit(self.host.app.size)
        self.lay = Layout(self.rect, self.u, self.view["players"])
        self.depth = float(self.rows_in_use())
        self.lay.set_rows(self.depth, self.rows_in_use())
        self.layout_controls()

    def drop_animations(self) -> None:
        self.queue.flush()
        self.flights.clear()
        self.card_flight = None
        self.banner = None
        self.last_caption = None          # an undo took the move back: the banner must not still tell it
        self.floats.clear()

    def sync(self) -> None:
        """Make the shown model equal to the view (only when nothing is animating)."""
        v = self.view
        self.dirty = False
        self.owner = {int(c): s for c, s in v["owners"].items()}
        self.loc = {}
        for ch in v["characters"]:
            self.loc[ch["char"]] = ("grid", ch["level"], ch["row"])
            self.devs[ch["char"]] = list(ch["developments"])
        self.tokens = {ch["char"] for ch in v["characters"] if ch["win_token"]}
        self.chamber = list(v["chamber"])
        for i, c in enumerate(self.chamber):
            self.loc[c] = ("chamber", i)
        pool = list(v["draft_pool"])
        if [c for c in self.pool if c is not None] != pool:
            self.pool = pool
        for i, c in enumerate(self.pool):
            if c is not None:
                self.loc[c] = ("pool", i)
        self.challenge = (v["challenge"]["card"], v["challenge"]["number"]) if v["challenge"] else None
        self.step = v["step"]
        if v["cake"] is not None:
            base = v["cake"]["base_row"]
            keep = self.cake or {}
            self.cake = {"rows": {s: base - s + 1 for s in (1, 2, 3)}, "roller": v["cake"]["roller"],
                         "final": v["cake"]["final"], "rolled": keep.get("rolled"), "doomed": None}
        else:
            self.cake = None
            if self.die_mode == "cake":
                self.die_mode = None
        self.flights.clear()
        self.shake = None
        self.layout_controls()

    def moment(self) -> str:
        phase = self.view.get("phase", "")
        return {"turns": "play", "offers": "alliance", "accept": "alliance", "cake": "cake at stake"}.get(phase, phase)

    def busy(self) -> bool:
        return self.moves_busy() or self.hand_busy()

    def moves_busy(self) -> bool:
        """The board's own animations (event steps, figures in flight, the die). The prompt waits for
        these; a hand card sliding back into the tray after a drop off target does not count."""
        return bool(self.queue) or bool(self.flights) or self.die.busy

    def update(self, dt: float) -> None:
        self.clock += dt
        self.queue.update(dt)
        self.die.update(dt)
        if self.die_fade is not None:
            self.die_fade.update(dt)
            if self.die_fade.done:
                self.die_fade = None
                if self.die_mode == "boost":
                    self.die_mode = None
        for f in self.flights.values():
            f.t += dt
        for cid in [c for c, f in self.flights.items() if f.done]:
            self.loc[cid] = self.flights.pop(cid).dst
        self.challenge_in.update(dt)
        for tw in self.pulse.values():
            tw.update(dt)
        self.pulse = {k: tw for k, tw in self.pulse.items() if not tw.done}
        shown = {id(f[3]) for f in self.float_spots()} if self.lay is not None else {id(f[3]) for f in self.floats}
        for f in self.floats:
            if id(f[3]) in shown:       # one waiting for room in its row starts when shown
                f[3].update(dt)
        self.floats = [f for f in self.floats if not f[3].done]
        if self.card_flight is not None:
            self.card_flight[3].update(dt)
        if self.banner is not None:
            self.banner[2].update(dt)
            if self.banner[2].elapsed > self.banner[2].duration + self.d(1.6):
                self.banner = None
        self.update_controls(dt)
        self.ease_rows(dt)
        if self.dirty and not self.queue and not self.flights:
            self.sync()

    def on_event(self, event: Event, caption: str, seat: int) -> None:
        handler = getattr(self, "_ev_" + event.kind, None)
        if handler is not None:
            handler(event.data, caption, seat)

    def pass_action(self, seat: int, actions: Sequence[Action]) -> Action | None:
        """Alliance offers: the engine's way to let a Boost pass is "decline" (make no offer)."""
        return next((a for a in actions if a.kind == "decline"), None)

    def is_reaction(self, movers: Sequence[int], humans: Sequence[int]) -> bool:
        """Alliance offers are a reaction window even when only one player could join."""
        return self.host.table.match.view(None).get("phase") == "offers"

    def reaction_prompt(self, seats: Sequence[int]) -> str:
        """What the Alliance window reacts to: "Ben boosts Firey: offer an Alliance?" (public facts)."""
        b = self.host.table.match.view(None).get("boost")
        if not b:
            return "Alliance offers: offer an Alliance?"
        from game.bfdi.data import character
        return f"{self.host.names[b['seat']]} boosts {character(b['target'])['name']}: offer an Alliance?"

    def reaction_labels(self) -> tuple[str, str, str]:
        return ("Make an offer", "No offer", "None this Challenge")

    def reaction_rect(self, default: pygame.Rect) -> pygame.Rect:
        """Over the tray (its prompt line and the hand, hidden while another seat is asked), so the
        characters on the board stay in sight while people decide."""
        if self.lay is None:
            return default
        t = self.lay.tray
        return pygame.Rect(t.x + int(self.u), t.y + int(self.u), t.w - int(self.u * 2), default.h)

    def reaction_scope(self):
        v = self.host.table.match.view(None)
        return ("challenge", (v.get("challenge") or {}).get("number"))

    def can_claim(self, seat: int, actions: Sequence[Action]) -> bool:
        return any(a.kind == "offer" for a in actions)

    # ---- rows sized to the board ---------------------------------------------------------------
    def rows_in_use(self) -> int:
        """How deep the deepest figure stands (or is flying to), in rows."""
        deepest = 0
        for where in self.loc.values():
            if where[0] == "grid":
                deepest = max(deepest, int(where[2]) + 1)
        for f in self.flights.values():
            if f.src[0] == "grid":
                deepest = max(deepest, int(f.src[2]) + 1)
        return deepest

    def ease_rows(self, dt: float) -> None:
        if self.lay is None:
            return
        target = self.rows_in_use()
        if self.depth == target and self.lay.depth == max(MIN_DEPTH, min(SPACES, target)):
            return
        self.depth += (target - self.depth) * min(1.0, dt * 6 * max(0.1, self.host.speed))
        if abs(self.depth - target) < 0.02:
            self.depth = float(target)
        self.lay.set_rows(self.depth, target)

    # ---- placing figures ---------------------------------------------------------------------
    def where_px(self, where: tuple) -> tuple[float, float, float]:
        """Pixel centre and figure size of a place."""
        lay = self.lay
        if where[0] == "grid":
            x, y = lay.space(where[1], where[2])
            return x, y, lay.fig
        if where[0] == "chamber":
            return self.chamber_place(where[1])
        r = lay.draft_slot(where[1], len(self.pool))
        size = min(r.h * 0.7, r.w * 0.6)
        return r.centerx, r.y + r.h * 0.42, size

    def fig_px(self, cid: int) -> tuple[float, float, float] | None:
        if self.lay is None:
            return None
        f = self.flights.get(cid)
        if f is not None:
            a, b = self.where_px(f.src), self.where_px(f.dst)
            k = in_out_cubic(travel(f.k)) if not f.into_chamber else float(f.k > 0)  # Reduce motion: already there, fading in
            hop = f.arc * 4 * k * (1 - k) * max(a[2], b[2])
            return a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k - hop, a[2] + (b[2] - a[2]) * k
        where = self.loc.get(cid)
        return self.where_px(where) if where is not None else None

    def fly(self, cid: int, dst: tuple, seconds: float, arc: float = 0.0) -> None:
        src = self.loc.get(cid, dst)
        if cid in self.flights:
            src = self.flights[cid].dst
        self.flights[cid] = Flight(src, dst, self.d(seconds), arc=arc)
        self.loc[cid] = dst

    def say(self, caption: str, colour=None, seconds: float = 0.45) -> None:
        self.banner = (caption, colour or theme.CREAM, Tween(0.0, 1.0, self.d(seconds)))
        self.last_caption = caption

    def float_text(self, seat: int, value: str, colour=None) -> None:
        self.floats.append((seat, value, colour or theme.ACCENT, Tween(0.0, 1.0, self.d(1.4))))
