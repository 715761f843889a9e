"""DreamBoard: the Dream Catcher table. Reads the engine's view, turns engine events into animation
steps (anim.py), and keeps a small "shown" model (the card on the table, tokens already landed,
who holds which toy) that catches up with the view as the steps play. When nothing animates, the
shown model is synced from the view (after an undo too), so the screen never decides a rule.

Input lives in controls.py, drawing in paint.py; the toys' physics in table.py.
"""
from __future__ import annotations

import itertools

import pygame

from game.core import Action
from game.core.lazy import load_behind
from game.dreamcatcher.data import NIGHTMARE_BY_ID, TOY_BY_ID

from .. import theme
from ..board import AnimatedBoard
from ..prepare import awaited
from ..widgets.button import Button
from ..widgets.tween import Tween, out_back
from ..widgets.timeline import Step
from .anim import Flight
from .controls import Controls
from .grabbing import GrabClock
from .layout import Layout
from .paint import Painter
from .table import ToyTable

FINALE_AUTO = 6.0        # seconds the dreams panel stays when only bots play
# How long a placement's result stays on the card (seconds at animation speed 1, counted in frame steps):
# a bot's long enough to follow its hand and read whose toy it was and what peeks out; a miss as long, whoever
# made it (issue 21: the bits that peek out are shown so a child can see them).
REVEAL_HUMAN = 1.8
REVEAL_BOT = 3.2
BOT_HAND = 1.3           # seconds a bot's hand takes to carry its toy to the card


class DreamBoard(Controls, Painter, AnimatedBoard):
    def __init__(self, host) -> None:
        super().__init__(host)
        self.loading = load_behind("shapely.geometry")     # the first toy that peeks out cuts its bits with it
        self.table = ToyTable()
        self._acts = None
        # the shown model
        self.card: str | None = None
        self.card_move: tuple[str, Tween] | None = None     # ("in" from the deck | "out" away, tween)
        self.tokens_shown: list[int] = []
        self.owner: dict[str, int] = {}
        self.proposal: str | None = None
        self.holder: int | None = None
        self.aside_cards: list[str] = []
        self.aside_toys: list[str] = []
        self.results: dict[str, bool] = {}
        self.showing: dict | None = None           # the placement being checked: the bits that peek out, the mark
        self._peek: tuple = (None, [])             # (where your dragged toy is, the bits it leaves out there)
        self.hint: Action | None = None            # the coach's move, lit until the next refresh
        self.banner: tuple[str, bool, Tween] | None = None
        self.banner_hold = 0.0
        self.pulse: dict[str, Tween] = {}
        self.finale: dict | None = None
        self.finale_button = Button("On to the results", self._close_finale, "primary")
        self.finale_button.app = host.app
        # a person's drag
        self.dragging: str | None = None
        self.carried = False                        # click to move: the dragged toy was picked up by a click
        self.picked: tuple = ((0, 0), (0.0, 0.0), None)   # the press, where the toy lay, what was dropped then
        self.dropped: str | None = None            # toy let go on the table, waiting for "Done"
        self.hover: str | None = None
        self.mouse = (0, 0)
        self.tip_rest = 0.0                        # seconds the pointer has rested (-inf after a click)
        self.big = Button("", self._big_pressed, "teal")
        self.big.app = host.app
        self.grab_clock = GrabClock()
        self.corners: tuple = (None, [])            # the corners' labels and the state they were laid out for
        self.words_drawn: list[pygame.Rect] = []    # this frame's words over the table (tags, suggestions)
        self.sync()

    # ---- names and text ----------------------------------------------------------------------
    def humans(self) -> list[int]:
        return [s for s in range(self.view["players"]) if s not in self.host.bots]

    # ---- the host's interface ----------------------------------------------------------------
    def prepare(self):
        """The art the first frames draw at this layout's size, a few pictures a job (warm.py); then shapely
        loaded: its import on another thread would take the GIL from the first frames of play."""
        from .warm import jobs
        return itertools.chain(jobs(self), awaited(self.loading))

    def idle_jobs(self):
        """Dream tokens and toy tiles a player may take, made with spare time (warm.py)."""
        from .warm import idle
        return idle(self)

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        if rect.w <= 0 or rect.h <= 0:
            return
        self.u = theme.unit(self.host.app.size)
        self.lay = Layout(self.rect, self.u, self.view["players"], self.view["mode"] == "coop")
        self.big.rect = self.lay.button
        panel = self.finale_rect()
        bw, bh = int(self.u * 30), int(self.u * 6)
        self.finale_button.rect = pygame.Rect(panel.centerx - bw // 2, panel.bottom - bh - int(self.u * 2), bw, bh)

    def refresh(self) -> None:
        self._acts = None               # the cached legal actions are stale
        self.hint = None                # a hint lasts until the next refresh
        super().refresh()

    def show_hint(self, action: Action | None) -> None:
        """The coach's move lit on the table (the toy, the card, where the toy goes, the deck); None clears it."""
        self.hint = action

    def drop_animations(self) -> None:
        self.queue.clear()
        self.flights.clear()
        self.finale = None
        self.dragging = self.dropped = None
        self.table.snap_home()

    def sync(self) -> None:
        """Make the shown model equal to the view (only when nothing is animating)."""
        v = self.view
        self.dirty = False
        self.card = v["card"]
        self.card_move = None
        self.tokens_shown = [b["count"] for b in v["boards"]]
        self.owner = {t["id"]: t["seat"] for t in v["toys"] if t["where"] == "board"}
        self.proposal = v["proposal"] if v["phase"] in ("agree", "choose", "place") and v["mode"] == "coop" else None
        self.holder = None if v["mode"] == "coop" else v["first"]     # the first player holds the Pillow-Bag
        self.aside_cards = list(v["aside_cards"])
        self.aside_toys = list(v["aside_toys"])
        self.table.set_removed(set(self.aside_toys))
        self.results = {p["toy"]: p["covered"] for p in v["placements"] if v["card"] and p["card"] == v["card"]}
        if v["phase"] == "grab":
            self.grab_clock.landed(v["round"])      # shown as it is (after an undo): the card lies there
        if v["phase"] != "place":
            self.dragging = self.dropped = None
        keep = self.dragging or self.dropped
        if v["over"] and self.showing is not None:
            keep = self.showing["toy"]          # the last toy stays where it was left, by its peeking bits
        self.table.send_home(self.d(0.35), keep=keep)
        if v["over"] and self.finale is None and not self.queue:
            self.finale = self._finale_data()

    def moment(self) -> str:
        return f"{self.view.get('mode', '')} {self.view.get('phase', '')}".strip()

    def busy(self) -> bool:
        return bool(self.queue) or bool(self.flights) or self.table.busy() or self.finale is not None

    def update(self, dt: float) -> None:
        self.clock += dt
        self._acts = None
        self.queue.update(dt)
        for f in self.flights:
            f.update(dt)
        self.flights = [f for f in self.flights if not f.landed]
        self.table.update(dt)
        for tw in list(self.pulse.values()):
            tw.update(dt)
        self.pulse = {k: tw for k, tw in self.pulse.items() if not tw.done}
        if self.card_move is not None:
            self.card_move[1].update(dt)
        if self.showing is not None:
            self.showing["pop"].update(dt)
        if self.banner is not None:
            self.banner[2].update(dt)
            if self.banner[2].elapsed > self.banner[2].duration + self.banner_hold:
                self.banner = None
        if self.finale is not None:
            self.finale["age"] += dt
            if not self.humans() and self.finale["age"] > self.d(FINALE_AUTO):
                self.finale = None
        self.grab_clock.update(dt, self.view["round"], self.view["phase"])
        self.tip_rest += dt
        # what the pointer rests on, read again every frame: a toy that slides away loses its lift and tip
        self.hover = self.toy_at(self.mouse) if self.rect.collidepoint(self.mouse) and not self.dragging else None
        if self.dirty and not self.queue and not self.flights:
            self.sync()

    def bot_ready(self, seat: int) -> bool:
        """Restless Night: a bot grabs after the Nightmare has landed, at its level's reaction time."""
        v = self.view
        if v["phase"] != "grab":
            return True
        level = self.host.table.record.seats[seat].controller
        return self.grab_clock.ready(v["round"], level, self.host.table.record.seed, seat)

    # ---- events -> steps ---------------------------------------------------------------------
    def _ev_flipped(self, data: dict, caption: str) -> None:
        def start() -> None:
            self.card = data["card"]
            self.results = {}
            self.showing = None
            self.card_move = ("in", Tween(0.0, 1.0, self.d(0.75), out_back))
            self.host.sound("card")
        def end() -> None:
            self.card_move = None
            self.grab_clock.landed(data["round"])           # bots may reach for a toy from now on
            if self.view["mode"] == "restless":
                self.say("Grab a toy, quick!", True)
                self.host.sound("chime")
        self.queue.add(Step(self.d(0.8), caption, start, end=end))

    def _ev_chosen(self, data: dict, caption: str) -> None:
        def start() -> None:
            self.owner[data["toy"]] = data["seat"]
            self.pulse[data["toy"]] = Tween(0.0, 1.0, self.d(0.45))
            self.host.sound("whoosh" if data.get("grab") else "click")
        self.queue.add(Step(self.d(0.3 if data.get("grab") else 0.45), caption, start))

    def _ev_proposed(self, data: dict, caption: str) -> None:
        def start() -> None:
            self.proposal = data["toy"]
            self.pulse[data["toy"]] = Tween(0.0, 1.0, self.d(0.45))
        self.queue.add(Step(self.d(0.45), caption, start))

    def _ev_agrees(self, data: dict, caption: str) -> None:
        self.queue.add(Step(self.d(0.35), caption))

    def _ev_suggests(self, data: dict, caption: str) -> None:
        def start() -> None:
            self.pulse[data["toy"]] = Tween(0.0, 1.0, self.d(0.45))
        self.queue.add(Step(self.d(1.2), caption, start))      # long enough to read the reason

    def _ev_decided(self, data: dict, caption: str) -> None:
        def start() -> None:
            self.proposal = data["toy"]
            self.pulse[data["toy"]] = Tween(0.0, 1.0, self.d(0.45))
        self.queue.add(Step(self.d(0.6), caption, start))

    def _ev_agreed(self, data: dict, caption: str) -> None:
        self.queue.add(Step(self.d(0.6), caption, lambda: self.say("Everyone agrees!", True)))

    def _ev_placed(self, data: dict, caption: str) -> None:
        toy = data["toy"]
        dropped = tuple(data["dropped"])
        human_drop = self.dropped == toy
        by_bot = data["seat"] in self.host.bots
        shown = REVEAL_BOT if by_bot or not data["covered"] else REVEAL_HUMAN
        def go() -> None:
            self.dragging = self.dropped = None
            if toy in self.table.removed:
                return
            if not human_drop:
                self.table.scripted_drag(toy, dropped, self.d(BOT_HAND if by_bot else 0.9))
        # the result is told only once the toy has landed (the reveal's caption): until then, who puts what down
        putting = "%s puts the %s down" % (self.host.names[data["seat"]], TOY_BY_ID[toy].name)
        self.queue.add(Step(self.d(0.2), putting, go, hold=lambda: self.table.hand is not None))
        if data["snapped"]:
            self.queue.add(Step(self.d(0.4), "Gently, the toy slides into place",
                                lambda: self.table.glide(toy, (data["x"], data["y"]), self.d(0.35))))
        def reveal() -> None:
            self.showing = {"toy": toy, "covered": data["covered"], "parts": data["uncovered"],
                            "card": data["card"], "seat": data["seat"], "pop": Tween(0.0, 1.0, self.d(0.4), out_back)}
            self.results[toy] = data["covered"]
            hold = shown - 0.5      # as long as the result shows
            if data["covered"]:
                self.say("Sweet dreams!", True, hold)
                self.host.sound("chime")
            else:
                self.say("Oops, a bit peeks out!", False, hold)
                self.host.sound("lose")
        def after() -> None:
            if self.view["mode"] != "coop":
                self.showing = None
                self.table.glide(toy, self.table.home[toy], self.d(0.45))
        self.queue.add(Step(self.d(shown), caption, reveal, end=after))

    def _ev_dreams_drawn(self, data: dict, caption: str) -> None:
        seat = data["seat"]
        def start() -> None:
            base = self.tokens_shown[seat] if seat < len(self.tokens_shown) else 0
            for i, tok in enumerate(data["tokens"]):
                def land(s=seat) -> None:
                    self.tokens_shown[s] += 1
                    self.host.sound("click")
                self.flights.append(Flight(tok["picture"], seat, base + i, self.d(0.22 * i), self.d(0.6), on_land=land))
            self.host.sound("whoosh")
        n = len(data["tokens"])
        self.queue.add(Step(self.d(0.22 * n + 0.65), caption, start, hold=lambda: bool(self.flights)))

    def _ev_round_over(self, data: dict, caption: str) -> None:
        def start() -> None:
            self.showing = None
            if self.card is not None:
                self.card_move = ("out", Tween(0.0, 1.0, self.d(0.6)))
            self.table.send_home(self.d(0.5))
        def end() -> None:
            self.card = None
            self.card_move = None
            self.owner = {}
            self.results = {}
        self.queue.add(Step(self.d(0.65), caption, start, end=end))

    def _ev_new_first(self, data: dict, caption: str) -> None:
        def start() -> None:
            self.holder = data["seat"]
            self.pulse["bag"] = Tween(0.0, 1.0, self.d(0.5))
        self.queue.add(Step(self.d(0.5), caption, start))

    def _ev_set_aside(self, data: dict, caption: str) -> None:
        def start() -> None:
            self.card_move = ("aside", Tween(0.0, 1.0, self.d(0.7)))
            self.table.glide(data["toy"], self.table.home[data["toy"]], self.d(0.6))
        def end() -> None:
            self.aside_cards.append(data["card"])
            self.aside_toys.append(data["toy"])
            self.table.set_removed(set(self.aside_toys))
            self.card = None
            self.card_move = None
            self.showing = None
            self.proposal = None
            self.host.sound("chime")
        self.queue.add(Step(self.d(0.75), caption, start, end=end))

    def _ev_game_over(self, data: dict, caption: str) -> None:
        def start() -> None:
            self.finale = self._finale_data()
            self.host.sound("win" if data.get("winners") else "lose")
        self.queue.add(Step(self.d(0.6), caption, start))

    # ---- feedback ----------------------------------------------------------------------------
    def say(self, words: str, happy: bool, hold: float = 1.0) -> None:
        """A banner in the message strip, held this long (seconds at speed 1) after it pops up."""
        self.banner = (words, happy, Tween(0.0, 1.0, self.d(0.4), out_back))
        self.banner_hold = self.d(hold)

    def _finale_data(self) -> dict:
        v = self.view
        return {"age": 0.0, "winners": list(v["winners"]), "reason": v["end_reason"],
                "dreams": [self.names_in(d) for d in v["dreams"]],
                "pictures": [list(b["pictures"]) for b in v["boards"]]}

    def _close_finale(self) -> None:
        self.finale = None

    def card_name(self) -> str:
        return NIGHTMARE_BY_ID[self.card].name if self.card else ""

    @staticmethod
    def toy_name(toy: str) -> str:
        return TOY_BY_ID[toy].name
