"""DreadBoard: the Dread Draw table. It reads the engine's view, turns events into animation steps
(story.py) that move a shown model (shown.py) toward the view, and when nothing animates it syncs
that model from the view again, so the screen never decides a rule. Input lives in controls.py,
drawing in paint.py, the fortune-telling finale in fortune.py.

Hidden information: Life Decks are hidden from everyone, so there is no curtain. The one private
thing, a card peeked at with a Summon ability, is only drawn while the human who peeked is the one
acting at the screen (the peek choice itself, and a hint on the Draw Deck during their own choices).
"""
from __future__ import annotations


import pygame

from game.core import Action

from .. import theme
from ..board import AnimatedBoard
from .controls import Controls
from .fortune import FortuneScene
from .layout import Layout
from .paint import Painter
from .shown import Shown
from .story import Story
from .tips import Tips


class DreadBoard(Controls, Painter, Story, Tips, AnimatedBoard):
    def __init__(self, host) -> None:
        super().__init__(host)
        self.shown = Shown(self.view)
        self.fortune_due = self.view["winner"] is not None
        self.fortune_open = False
        self.fx: dict = {"flash": {}, "headline": None, "clash": None, "glow": None, "link": None, "pointer": None,
                         "damage": None, "winner": None, "hits": {}, "deck_slide": None}
        self.caption_age = 99.0
        self.init_controls()

    # ---- helpers ---------------------------------------------------------------------------------
    def acting(self) -> list[Action]:
        """The human at the screen's legal actions, once the table has caught up with the view."""
        if self.queue or self.flights or self.dirty or self.fortune_due or self.fortune_open:
            return []
        return self.host.actions()

    # ---- the host's interface --------------------------------------------------------------------
    def prepare(self):
        """The art the first frames draw at this layout's size, a few pictures a job (warm.py)."""
        from .warm import jobs
        return jobs(self)

    def idle_jobs(self):
        """Every card's face at the rows', the discard pile's and the fan's sizes, made with spare time (warm.py)."""
        from .warm import idle
        return idle(self)

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        if rect.w <= 0 or rect.h <= 0:
            return
        self.u = theme.unit(self.host.app.size)
        self.lay = Layout(self.rect, self.u, self.view["players"])
        for f in self.flights:          # cards in the air land at once rather than fly from old places
            f.finish()
        self.flights = []
        self.layout_controls()

    def drop_animations(self) -> None:
        self.queue.clear()
        self.flights = []
        self.fx["clash"] = None

    def sync(self) -> None:
        """The shown model becomes the view (only when nothing animates)."""
        self.dirty = False
        self.shown.load(self.view)
        if self.view["winner"] is not None and not self.fortune_open and not getattr(self, "fortune_seen", False):
            self.fortune_due = True
        self.refresh_controls()

    def moment(self) -> str:
        phase = self.view.get("phase", "")
        return {"summon": "play", "keep": "damage", "ability": "aftermath", "resolving": "play"}.get(phase, phase)

    def busy(self) -> bool:
        return bool(self.queue) or bool(self.flights) or self.fortune_due or self.fortune_open or self.sprites.busy

    def update(self, dt: float) -> None:
        self.clock += dt
        self.caption_age += dt
        before = self.queue.last_caption
        self.queue.update(dt)
        if self.queue.last_caption != before:
            self.caption_age = 0.0
        for f in self.flights:
            f.update(dt)
        self.flights = [f for f in self.flights if not f.landed]
        fx = self.fx
        for seat, (words, colour, tw, life) in list(fx["flash"].items()):
            tw.update(dt)
            if tw.elapsed > tw.duration + life:
                del fx["flash"][seat]
        for key in ("headline",):
            if fx[key] is not None:
                fx[key][2].update(dt)
                if fx[key][2].elapsed > fx[key][2].duration + fx[key][3]:
                    fx[key] = None
        for key in ("glow", "link"):
            if fx[key] is not None:
                fx[key][-1].update(dt)
                if fx[key][-1].done:
                    fx[key] = None
        for key in ("pointer", "deck_slide"):
            if fx[key] is not None:
                fx[key].update(dt)
                if fx[key].done:
                    fx[key] = None
        if fx["clash"] is not None:
            fx["clash"]["pop"].update(dt)
        if self.dirty and not self.queue and not self.flights:
            self.sync()
        self.update_controls(dt)
        if self.fortune_due and not self.queue and not self.flights and self.host.app.top is self.host:
            self.open_fortune()

    def open_fortune(self) -> None:
        self.fortune_due = False
        self.fortune_open = True
        self.host.app.push(FortuneScene(self.host.app, self))

    def fortune_closed(self) -> None:
        self.fortune_open = False
        self.fortune_seen = True

