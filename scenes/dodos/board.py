"""DodosBoard: the Dodos Riding Dinos table. Reads the engine's view, turns engine events into
animation steps (a Dodino hopping space by space, cards flipping, the die, a throw flying in
pymunk), and keeps a small "shown" model (positions, cards in front of each player, the Dodo
token) that catches up with the view as the steps play. When nothing animates, the shown model is
synced from the view (after an undo too), so the screen never decides a rule.

Input lives in controls.py, drawing in paint.py and paint_throw.py, the gestures in throwing.py.
"""
from __future__ import annotations

import math

import pygame

from game.core import Event
from game.dodos.board import space_centre, token_spots
from game.dodos.data import CARDS

from .. import theme
from ..board import AnimatedBoard
from ..widgets.die import Die
from ..widgets.tween import Tween, out_back
from ..widgets.timeline import Step
from .anim import Flight, hop_path
from .coach import HintLights
from .controls import Controls
from .layout import Layout
from .paint import Painter
from .throwing import ThrowShow

STEP_HOP = 0.16          # seconds per space walked


class DodosBoard(HintLights, Controls, Painter, AnimatedBoard):
    def __init__(self, host) -> None:
        super().__init__(host)
        self.players = len(self.view["positions"])
        self.track = self.view["track"]
        self.die = Die(6, 1, theme.PAPER, seed=3)
        self.die_shown = False
        # the shown model
        self.pos: list[int] = list(self.view["positions"])
        self.points: list[tuple[float, float]] = token_spots(self.track, self.pos)
        self.walks: dict[int, tuple[list, float]] = {}          # seat -> (space points, k)
        self.front: list[list[int | None]] = []
        self.flip: Tween | None = None
        self.first = self.view["first"]
        self.first_move: tuple[int, int, Tween] | None = None
        self.active: int | None = self.view["active"]
        self.pulses: dict[str, Tween] = {}                       # "space:12", "row:3", "deck" ...
        self.banner: tuple[str, Tween] | None = None
        self.show: ThrowShow | None = None                        # a throw playing
        self.own_throw = False
        self.init_controls()
        self.sync()

    # ---- small helpers ------------------------------------------------------------------------------
    def colour(self, seat: int):
        return self.host.colour(seat)

    # ---- the host's interface -----------------------------------------------------------------------
    def prepare(self):
        """The table art at this layout's size, a stage per job (warm.py)."""
        from .warm import jobs
        return jobs(self)

    def idle_jobs(self):
        """The board's clear stretches for every stamp it may show, made with spare time (warm.py)."""
        from .warm import idle
        return idle(self)

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        if rect.w <= 0 or rect.h <= 0:
            return
        self.u = theme.unit(self.host.app.size)
        people = any(s not in self.host.bots for s in range(self.players))
        self.lay = Layout(self.rect, self.u, self.players, hand=people)
        self.die.rect = self.lay.die.copy()
        self.layout_controls()

    def drop_animations(self) -> None:
        self.queue.clear()
        self.flights.clear()
        self.show = None
        self.walks.clear()

    def sync(self) -> None:
        """Make the shown model equal to the view (only when nothing is animating)."""
        v = self.view
        self.dirty = False
        self.pos = list(v["positions"])
        self.walks.clear()
        if v["phase"] == "choose":
            self.front = [[None] if chosen else [] for chosen in v["has_chosen"]]
            me = self.host.seat
            if me is not None and v["my_card"] is not None:
                self.front[me] = [v["my_card"]]
        else:
            self.front = [list(f) for f in v["front"]]
        self.flip = None
        self.first = v["first"]
        self.first_move = None
        self.active = v["active"]

    def moment(self) -> str:
        p = self.view.get("prompt")
        return {"window": "green window", "play": "choose"}.get(p["kind"], p["kind"]) if p else "play"

    def busy(self) -> bool:
        return bool(self.queue) or bool(self.flights) or self.show is not None or self.gesture_busy()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.queue.update(dt)
        for f in self.flights:
            f.update(dt)
        self.flights = [f for f in self.flights if not f.landed]
        self.die.update(dt)
        for tw in list(self.pulses.values()):
            tw.update(dt)
        self.pulses = {k: tw for k, tw in self.pulses.items() if not tw.done}
        for tw in (self.flip, self.banner[1] if self.banner else None,
                   self.first_move[2] if self.first_move else None):
            if tw is not None:
                tw.update(dt)
        if self.banner is not None and self.banner[1].elapsed > self.banner[1].duration + self.d(1.2):
            self.banner = None
        if self.show is not None:
            self.show.update(dt * max(0.25, self.host.speed))
            if self.show.done and self.pending is None and not self.queue:
                self.show = None
        self._ease_tokens(dt)
        if self.dirty and not self.queue and not self.flights and self.show is None:
            self.sync()
        self.update_controls(dt)

    def _ease_tokens(self, dt: float) -> None:
        targets = token_spots(self.track, self.pos)
        aim = self.aiming()
        if aim is not None:
            targets = aim.tokens()
        if self.show is not None:
            targets = self.show.tokens()
        rate = min(1.0, dt * 10)
        for s in range(self.players):
            if s in self.walks:
                path, k = self.walks[s]
                x, y, _h = hop_path(path, k)
                self.points[s] = (x, y)
            elif self.show is not None or (aim is not None and s in aim.placed):
                self.points[s] = targets[s]
            else:
                px, py = self.points[s]
                tx, ty = targets[s]
                self.points[s] = (px + (tx - px) * rate, py + (ty - py) * rate)

    def hop(self, seat: int) -> float:
        if seat in self.walks:
            path, k = self.walks[seat]
            return hop_path(path, k)[2]
        return 0.0

    # ---- events -> steps ----------------------------------------------------------------------------
    def on_event(self, event: Event, caption: str, seat: int) -> None:
        handler = getattr(self, "_ev_" + event.kind, None)
        if handler is not None:
            handler(event.data, caption)
        elif caption:
            self.queue.add(Step(self.d(0.5), caption))

    def _say(self, words: str) -> None:
        self.banner = (words, Tween(0.0, 1.0, self.d(0.35), out_back))

    def _ev_pick(self, data: dict, caption: str) -> None:
        self.queue.add(Step(self.d(0.45), caption, lambda: self.host.sound("card")))

    def _ev_round(self, data: dict, caption: str) -> None:
        def start() -> None:
            self._say(f"Round {data['round']}")
            self.front = [[] for _ in range(self.players)]
            self.active = None
            self.host.sound("chime")
        self.queue.add(Step(self.d(0.9), caption, start))

    def _ev_chosen(self, data: dict, caption: str) -> None:
        s = data["seat"]
        def start() -> None:
            mine = self.view.get("my_card") if s == self.host.seat else None
            self.front[s] = [mine]
            self.pulses[f"row:{s}"] = Tween(0.0, 1.0, self.d(0.35))
        self.queue.add(Step(self.d(0.3), caption, start))

    def _ev_reveal(self, data: dict, caption: str) -> None:
        cards = data["cards"]
        def start() -> None:
            for s, c in enumerate(cards):
                self.front[s] = [c]
            self.flip = Tween(0.0, 1.0, self.d(0.7))
            self.host.sound("whoosh")
        self.queue.add(Step(self.d(1.1), caption, start))

    def _ev_turn(self, data: dict, caption: str) -> None:
        def start() -> None:
            self.active = data["seat"]
            self.pulses[f"row:{data['seat']}"] = Tween(0.0, 1.0, self.d(0.5))
        self.queue.add(Step(self.d(0.45), caption, start))

    def _ev_move(self, data: dict, caption: str) -> None:
        s, a, b = data["seat"], data["from"], data["to"]
        n = abs(b - a)
        if n == 0:
            self.queue.add(Step(self.d(0.35), caption))
            return
        step = 1 if b > a else -1
        path_progress = list(range(a, b + step, step))

        def start() -> None:
            pts = [space_centre(self.track, p) for p in path_progress]
            pts[0] = self.points[s]
            self.walks[s] = (pts, 0.0)

        def tick(k: float) -> None:
            if s in self.walks:
                old = int(self.walks[s][1] * n)
                self.walks[s] = (self.walks[s][0], k)
                if int(k * n) != old and k < 1:
                    self.host.sound("click")

        def end() -> None:
            self.walks.pop(s, None)
            self.pos[s] = b
            self.points[s] = space_centre(self.track, b)
            self.points[s] = token_spots(self.track, self.pos)[s]
        self.queue.add(Step(self.d(min(2.4, 0.12 + STEP_HOP * n)), caption, start, tick, end))

    def _ev_swap(self, data: dict, caption: str) -> None:
        a, b = data["seat"], data["other"]
        pa, pb = data["positions"]
        def start() -> None:
            self.walks[a] = ([self.points[a], space_centre(self.track, pa)], 0.0)
            self.walks[b] = ([self.points[b], space_centre(self.track, pb)], 0.0)
            self.host.sound("whoosh")
        def tick(k: float) -> None:
            for s in (a, b):
                if s in self.walks:
                    self.walks[s] = (self.walks[s][0], k)
        def end() -> None:
            self.walks.pop(a, None)
            self.walks.pop(b, None)
            self.pos[a], self.pos[b] = pa, pb
        self.queue.add(Step(self.d(0.8), caption, start, tick, end))

    def _ev_roll(self, data: dict, caption: str) -> None:
        def start() -> None:
            self.die_shown = True
            self.die.colour = theme.lighten(self.colour(data["seat"]), 0.55)
            self.die.roll(data["value"], self.d(0.75))
            self.host.sound("dice")
        self.queue.add(Step(self.d(0.85), caption, start))

    def _fly(self, a, b, cards: list, seconds: float, on_land=None, via=None) -> None:
        for i, c in enumerate(cards):
            last = i == len(cards) - 1
            self.flights.append(Flight(a, b, c, self.d(seconds), self.d(0.08 * i),
                                       on_land=on_land if last else None, via=via))

    def _along_column(self, seat: int, head):
        """The corner of a flight between the header (deck, discard) and a player's row: up or down the
        column of played cards, then across the header, so the card passes over no row's words (a card
        half over a name would hide half of it). The player at the screen's cards fly straight."""
        if seat == self.host.seat:
            return None
        return lambda: (self.seat_point(seat)[0], head()[1])

    def _ev_draw(self, data: dict, caption: str) -> None:
        s, n = data["seat"], data["count"]
        def start() -> None:
            self._fly(self.deck_point, lambda: self.seat_point(s), [None] * min(n, 6), 0.45,
                      via=self._along_column(s, self.deck_point))
            self.host.sound("card")
        self.queue.add(Step(self.d(0.25 + 0.05 * min(n, 6)), caption, start))

    def _ev_discard(self, data: dict, caption: str) -> None:
        s, cards = data["seat"], data["cards"]
        def start() -> None:
            self._fly(lambda: self.seat_point(s), self.discard_point, list(cards)[:6], 0.45,
                      via=self._along_column(s, self.discard_point))
            self.host.sound("card")
        self.queue.add(Step(self.d(0.3 + 0.05 * min(len(cards), 6)), caption, start))

    def _ev_steal(self, data: dict, caption: str) -> None:
        thief, victim, n = data["seat"], data["victim"], data["count"]
        def start() -> None:
            self._fly(lambda: self.seat_point(victim), lambda: self.seat_point(thief), [None] * min(n, 4), 0.5)
            self.host.sound("whoosh")
        self.queue.add(Step(self.d(0.75), caption, start))

    def _ev_green(self, data: dict, caption: str) -> None:
        s, card = data["seat"], data["card"]
        def land() -> None:
            self.front[s] = self.front[s] + [card]
            self.pulses[f"row:{s}"] = Tween(0.0, 1.0, self.d(0.4))
        def start() -> None:
            self._fly(lambda: self.seat_point(s), lambda: self.front_point(s), [card], 0.45, land)
            self._say("Wait!")
            self.host.sound("chime")
        self.queue.add(Step(self.d(0.8), caption, start))

    def _ev_window(self, data: dict, caption: str) -> None:
        self.queue.add(Step(self.d(0.25), caption))

    def _ev_sphere(self, data: dict, caption: str) -> None:
        def start() -> None:
            self.pulses[f"space:{data['space']}"] = Tween(0.0, 1.0, self.d(0.9))
            self.host.sound("chime")
        self.queue.add(Step(self.d(0.8), caption, start))

    def _ev_throw_ready(self, data: dict, caption: str) -> None:
        self.queue.add(Step(self.d(0.5), caption))

    def _ev_throw(self, data: dict, caption: str) -> None:
        if self.own_throw:
            self.own_throw = False
            self.queue.add(Step(self.d(0.3), caption))
            return
        def start() -> None:
            placed = [tuple(p) for p in data.get("placed", [])]
            from game.dodos.throwing import table_tokens
            tokens = table_tokens(self.track, self.pos, [(int(s), x, y) for s, x, y in placed])
            self.show = ThrowShow(data["projectile"], tuple(data["aim"]), tokens, tuple(data["hits"]))
            self.host.sound("whoosh")
        def end() -> None:
            self.show = None
            self.host.sound("dice" if data["hits"] else "lose")
        self.queue.add(Step(0.05, caption, start, end=end,
                            hold=lambda: self.show is not None and not self.show.done))

    def _ev_cancelled(self, data: dict, caption: str) -> None:
        self.queue.add(Step(self.d(0.9), caption, lambda: self._say("Cancelled!")))

    def _ev_black_box(self, data: dict, caption: str) -> None:
        self.queue.add(Step(self.d(0.9), caption, lambda: self._say("Missed!")))

    def _ev_recover(self, data: dict, caption: str) -> None:
        self.queue.add(Step(self.d(0.8), caption, lambda: self._say("Recover!")))

    def _ev_ability(self, data: dict, caption: str) -> None:
        def start() -> None:
            self.pulses[f"row:{data['seat']}"] = Tween(0.0, 1.0, self.d(0.6))
            self.host.sound("chime")
        self.queue.add(Step(self.d(1.0), caption, start))

    def _ev_dodo(self, data: dict, caption: str) -> None:
        new = data["seat"]
        def start() -> None:
            for s in range(self.players):
                if self.front[s]:
                    self._fly(lambda s=s: self.front_point(s), self.discard_point, list(self.front[s])[:2], 0.4,
                              via=lambda s=s: (self.front_point(s)[0], self.discard_point()[1]))
            self.front = [[] for _ in range(self.players)]
            self.active = None
            self.first_move = (self.first, new, Tween(0.0, 1.0, self.d(0.6)))
        def end() -> None:
            self.first = new
            self.first_move = None
        self.queue.add(Step(self.d(0.75), caption, start, end=end))

    def _ev_game_over(self, data: dict, caption: str) -> None:
        def start() -> None:
            self._say("Finish!")
            humans = [s for s in range(self.players) if s not in self.host.bots]
            won = set(data["winners"]) & set(humans) or not humans
            self.host.sound("win" if won else "lose")
        self.queue.add(Step(self.d(1.2), caption, start))

    # ---- where things are in pixels (flights, paint) -----------------------------------------------
    def deck_point(self) -> tuple[float, float]:
        return self.lay.deck.center if self.lay else (0, 0)

    def discard_point(self) -> tuple[float, float]:
        return self.lay.discard.center if self.lay else (0, 0)

    def seat_point(self, seat: int) -> tuple[float, float]:
        if self.lay is None:
            return (0, 0)
        if seat == self.host.seat:
            return self.lay.hand.center
        return self.front_point(seat)           # where the row shows its cards, clear of its words

    def front_point(self, seat: int) -> tuple[float, float]:
        return self.lay.row_card(self.lay.rows[seat]).center if self.lay else (0, 0)

    def token_px(self, seat: int) -> tuple[int, int]:
        return self.lay.px(*self.points[seat])

    def rank(self) -> list[int]:
        """1-based place of each seat in the race (ties share a place)."""
        pos = self.pos
        return [1 + sum(1 for q in pos if q > p) for p in pos]

    @staticmethod
    def card_name(card: int) -> str:
        return CARDS[card].name

    @staticmethod
    def dist(a, b) -> float:
        return math.dist(a, b)
