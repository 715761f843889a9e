"""Engine events -> animation steps. Each _ev_<kind> queues one or more Steps that move the shown
model (shown.py) toward the view: cards fly, rows crumble, dots fly, the damage fan opens and burns.
"""
from __future__ import annotations

import random

import pygame

from game.core.words import plural
from game.dreaddraw.data import CARDS

from ..widgets.timeline import Step
from ..widgets.tween import Tween, out_back
from .anim import DotFlight, Flight

def damage_summary(data: dict, names) -> str:
    """The round's damage in one line: what the winner deals everyone, then each hit seat's amount with
    its shields ("3 red dots + 1 for Victory · from their left: Ben 4, Cleo 3 (- 1 for The Tower)")."""
    shields = data.get("shields", {})
    hits = ", ".join(f"{names[s]} {data['damage'][s]}" + (f" ({shields[s]})" if shields.get(s) else "")
                     for s in data["order"])
    return f"{data.get('base') or plural(data['dots'], 'red dot')} · damage from their left: {hits}"


EFFECT_WORDS = {"topple": "topples", "puppet": "pulls the strings of", "death": "sends Death to", "mill": "mills"}


class Story:
    # ---- small helpers -------------------------------------------------------------------------
    def card_rect(self, kind: str, seat: int | None, index: int = 0, count: int = 1) -> pygame.Rect:
        lay = self.lay
        if kind == "fan":
            return lay.fan_rects(count)[index]
        if kind == "row":
            return lay.bands[seat].row_rects(count)[index]
        if kind == "reserves":
            return lay.bands[seat].reserve_rects(count)[index]
        if kind == "discard":
            return lay.discard
        return lay.deck

    def where(self, card: int) -> pygame.Rect:
        return self.card_rect(*self.shown.locate(card))

    def next_row(self, seat: int) -> pygame.Rect:
        n = len(self.shown.rows[seat]) + 1
        return self.lay.bands[seat].row_rects(n)[-1]

    def next_reserve(self, seat: int) -> pygame.Rect:
        n = len(self.shown.reserves[seat]) + 1
        return self.lay.bands[seat].reserve_rects(n)[-1]

    def fly(self, *args, **kw) -> Flight:
        f = Flight(*args, **kw)
        self.flights.append(f)
        return f

    def flash(self, seat: int, words: str, colour, seconds: float = 1.4) -> None:
        self.fx["flash"][seat] = (words, colour, Tween(0.0, 1.0, self.d(0.35), out_back), self.d(seconds))

    def headline(self, words: str, sub: str = "", seconds: float = 1.6) -> None:
        self.fx["headline"] = (words, sub, Tween(0.0, 1.0, self.d(0.4), out_back), self.d(seconds))

    def flights_busy(self) -> bool:
        return any(not f.landed for f in self.flights)

    def crumble(self, cards: list[int], src_rects: list[pygame.Rect], stagger: float = 0.08) -> None:
        """Cards tilt, fall and fade into the discard pile, one after another."""
        rng = random.Random(sum(cards) + len(cards))
        for i, (card, rect) in enumerate(zip(cards, src_rects)):
            self.fly(card, rect, self.lay.discard, self.d(0.55), delay=self.d(stagger * i),
                     spin=rng.choice((-1, 1)) * rng.uniform(25, 70), fade=True,
                     on_land=lambda c=card: self.shown.discard_pile.append(c))

    # ---- summoning -----------------------------------------------------------------------------
    def _ev_summon(self, data: dict, caption: str) -> None:
        seat, card = data["seat"], data["card"]
        def start() -> None:
            sh = self.shown
            if data["source"] == "deck":
                src, flip = self.lay.deck, True
                sh.draw_pile = max(0, sh.draw_pile - 1)
            else:
                src, flip = self.where(card), False
                sh.take(card)
            self.fly(card, src, self.next_row(seat), self.d(0.5), flip=flip, lift=self.u * 3,
                     on_land=lambda: sh.rows[seat].append(card))
            self.host.sound("card")
        self.queue.add(Step(self.d(0.55), caption, start, hold=self.flights_busy))

    def _ev_summon_failed(self, data: dict, caption: str) -> None:
        seat, card, last = data["seat"], data["card"], data["last"]
        slot = {}
        def start() -> None:
            sh = self.shown
            if data["source"] == "deck":
                sh.draw_pile = max(0, sh.draw_pile - 1)
                src = self.lay.deck
            else:
                src = self.where(card)
                sh.take(card)
            slot["rect"] = self.next_row(seat)
            def landed() -> None:
                self.fx["clash"] = {"seat": seat, "card": card, "last": last, "rect": slot["rect"],
                                    "pop": Tween(0.0, 1.0, self.d(0.35), out_back)}
                self.host.sound("lose")
            self.fly(card, src, slot["rect"], self.d(0.5), flip=data["source"] == "deck", lift=self.u * 3,
                     on_land=landed)
        def end() -> None:
            self.fx["clash"] = None
            self.fly(card, slot["rect"], self.lay.discard, self.d(0.45), spin=-20,
                     on_land=lambda: self.shown.discard_pile.append(card))
        self.queue.add(Step(self.d(0.5 + 1.5), caption, start, end=end))

    def _ev_cannot_summon(self, data: dict, caption: str) -> None:
        self.queue.add(Step(self.d(0.9), caption, lambda: self.flash(data["seat"], "Nothing to summon", (220, 120, 120))))

    def _ev_eliminated(self, data: dict, caption: str) -> None:
        seat = data["seat"]
        def start() -> None:
            self.shown.in_round[seat] = False
            cause = data["cause"]
            self.flash(seat, "Eliminated" + ("" if cause == "failed summon" else f" by {cause}"), (230, 90, 90))
        self.queue.add(Step(self.d(0.6), caption, start, hold=self.flights_busy))

    def _ev_row_discarded(self, data: dict, caption: str) -> None:
        seat = data["seat"]
        def start() -> None:
            row = list(self.shown.rows[seat])
            rects = self.lay.bands[seat].row_rects(len(row))
            self.shown.rows[seat] = []
            self.crumble(list(reversed(row)), list(reversed(rects)))
            self.host.sound("whoosh")
        n = len(data["cards"])
        self.queue.add(Step(self.d(0.55 + 0.08 * n), caption, start, hold=self.flights_busy))

    def _ev_reshuffle(self, data: dict, caption: str) -> None:
        def start() -> None:
            sh = self.shown
            sh.discard_pile = []
            for i in range(5):
                self.fly(None, self.lay.discard, self.lay.deck, self.d(0.45), delay=self.d(0.06 * i), lift=self.u * 4)
            self.host.sound("whoosh")
        def end() -> None:
            self.shown.draw_pile = data["count"]
        self.queue.add(Step(self.d(0.8), caption, start, end=end, hold=self.flights_busy))

    def _ev_turn(self, data: dict, caption: str) -> None:
        def start() -> None:
            self.shown.active = data["seat"]
            self.shown.turn_reason = data["reason"]
            self.fx["pointer"] = Tween(0.0, 1.0, self.d(0.4), out_back)
        self.queue.add(Step(self.d(0.3), caption, start))

    # ---- abilities -----------------------------------------------------------------------------
    def _ev_ability(self, data: dict, caption: str) -> None:
        seat, card, effect, target = data["seat"], data["card"], data["effect"], data.get("target")
        def start() -> None:
            sh = self.shown
            self.fx["glow"] = (card, Tween(0.0, 1.0, self.d(1.1)))
            self.flash(seat, CARDS[card].name, (240, 214, 150), 1.2)
            if effect == "topple" and "removed" in data:
                gone = data["removed"]
                rect = self.where(gone)
                sh.take(gone)
                self.crumble([gone], [rect], 0)
            elif effect == "mill" and "removed" in data:
                gone = data["removed"]
                sh.life[target] = max(0, sh.life[target] - 1)
                self.fly(gone, self.lay.bands[target].life, self.lay.discard, self.d(0.8), flip=True, lift=self.u * 5,
                         on_land=lambda: sh.discard_pile.append(gone))
            elif effect == "puppet":
                self.fx["link"] = (seat, target, Tween(0.0, 1.0, self.d(1.2)))
            elif effect == "death":
                self.fx["link"] = (seat, target, Tween(0.0, 1.0, self.d(1.2)))
            if target is not None and effect in EFFECT_WORDS:
                self.flash(target, {"topple": "Toppled", "puppet": "Must play next", "death": "Death comes",
                                    "mill": "Loses a Life card"}[effect], (230, 120, 120), 1.3)
            self.host.sound("chime")
        self.queue.add(Step(self.d(1.2), caption, start, hold=self.flights_busy))
        # the ability's own line tells what follows: no step of these has a caption of its own
        if effect == "heal" and data.get("gained"):
            self._life_step(seat, data["gained"])
        elif effect == "keep":
            self._reserve_step(seat, card)
        elif effect == "recall" and "taken" in data:
            self._reserve_step(seat, data["taken"])

    def _ev_ability_skipped(self, data: dict, caption: str) -> None:
        self.queue.add(Step(self.d(0.35), caption))

    def _life_step(self, seat: int, n: int) -> None:
        """n cards fly from the Draw Deck onto the seat's Life Deck."""
        def start() -> None:
            sh = self.shown
            sh.draw_pile = max(0, sh.draw_pile - n)
            for i in range(n):
                def land() -> None:
                    sh.life[seat] += 1
                self.fly(None, self.lay.deck, self.lay.bands[seat].life, self.d(0.55), delay=self.d(0.12 * i),
                         lift=self.u * 3, on_land=land)
            if n:
                self.flash(seat, f"+{n} life", (150, 220, 160), 1.2)
        self.queue.add(Step(self.d(0.6 + 0.12 * n), "", start, hold=self.flights_busy))

    def _ev_peek_placed(self, data: dict, caption: str) -> None:
        def start() -> None:
            if data["where"] == "bottom":
                self.fx["deck_slide"] = Tween(0.0, 1.0, self.d(0.5))
        self.queue.add(Step(self.d(0.5), caption, start))

    def _reserve_step(self, seat: int, card: int) -> None:
        """The card flies from wherever it is shown (row, fan, discard pile) into the seat's reserves."""
        def start() -> None:
            sh = self.shown
            src = self.where(card)
            flip = sh.locate(card)[0] == "deck"
            sh.take(card)
            self.fly(card, src, self.next_reserve(seat), self.d(0.5), flip=flip, lift=self.u * 2,
                     on_land=lambda: sh.reserves[seat].append(card))
            self.host.sound("card")
        self.queue.add(Step(self.d(0.55), "", start, hold=self.flights_busy))

    # ---- the end of a round: damage --------------------------------------------------------------
    def _ev_round_won(self, data: dict, caption: str) -> None:
        seat = data["seat"]
        names = self.host.names
        def start() -> None:
            self.fx["damage"] = dict(data["damage"])
            self.fx["winner"] = seat
            self.headline(f"{names[seat]} wins round {data['round']}", damage_summary(data, names), 2.0)
            self.flash(seat, "Wins the round", (240, 214, 150), 2.0)
            self.host.sound("chime")
        self.queue.add(Step(self.d(1.7), caption, start))

    def _dots_from(self, winner: int) -> tuple[int, int]:
        row = self.shown.rows[winner]
        if row:
            rects = self.lay.bands[winner].row_rects(len(row))
            return rects[-1].centerx, rects[-1].centery
        return self.lay.bands[winner].plate.center

    def _fly_dots(self, seat: int, amount: int, winner: int) -> None:
        src = self._dots_from(winner)
        dst = self.lay.bands[seat].life.center
        self.fx["hits"][seat] = 0
        for i in range(min(amount, 10)):
            def land(s=seat) -> None:
                self.fx["hits"][s] = self.fx["hits"].get(s, 0) + 1
                self.host.sound("click")
            self.flights.append(DotFlight(src, dst, self.d(0.6), self.d(0.13 * i), max(3, int(self.u * 0.9)), land))

    def _ev_damage(self, data: dict, caption: str) -> None:
        seat, amount, drawn, winner = data["seat"], data["amount"], list(data["drawn"]), data["from"]
        def hit() -> None:
            why = data.get("why", "")
            if amount <= 0:
                self.flash(seat, "No damage" + (f": {why}" if why else ""), (200, 190, 200), 1.4)
                return
            self.flash(seat, f"{plural(amount, 'damage')}" + (f": {why}" if why else ""), (240, 150, 150), 1.6)
            self._fly_dots(seat, amount, winner)
            self.host.sound("whoosh")
        self.queue.add(Step(self.d(0.35 + 0.13 * min(amount, 10) + 0.5) if amount else self.d(0.6), caption, hit,
                            hold=self.flights_busy))
        if not drawn:
            return
        def draw_cards() -> None:
            sh = self.shown
            sh.life[seat] = max(0, sh.life[seat] - len(drawn))
            sh.fan = {"seat": seat, "cards": list(drawn), "landed": set(), "chosen": None}
            rects = self.lay.fan_rects(len(drawn))
            for i, (card, rect) in enumerate(zip(drawn, rects)):
                self.fly(card, self.lay.bands[seat].life, rect, self.d(0.55), delay=self.d(0.12 * i), flip=True,
                         lift=self.u * 4, on_land=lambda c=card: sh.fan and sh.fan["landed"].add(c))
            self.host.sound("card")
        self.queue.add(Step(self.d(0.6 + 0.12 * len(drawn)), "", draw_cards, hold=self.flights_busy))

    def _ev_keep(self, data: dict, caption: str) -> None:
        card, rest = data["card"], list(data["discarded"])
        def choose() -> None:
            sh = self.shown
            if sh.fan is None or card not in sh.fan["cards"]:     # after an undo or a reload
                sh.fan = {"seat": data["seat"], "cards": [card] + rest, "landed": {card, *rest}, "chosen": None}
            sh.fan["chosen"] = card
        def burn() -> None:
            sh = self.shown
            if sh.fan is None:
                return
            cards = list(sh.fan["cards"])
            rects = self.lay.fan_rects(len(cards))
            for c, rect in zip(cards, rects):
                if c in rest:
                    sh.fan["cards"].remove(c)
                    self.fly(c, rect, self.lay.discard, self.d(0.7), burn=True, lift=-self.u * 2,
                             on_land=lambda c=c: sh.discard_pile.append(c))
            if rest:
                self.host.sound("whoosh")
        self.queue.add(Step(self.d(0.55), caption, choose, end=burn))
        if rest:
            self.queue.add(Step(self.d(0.25), ""))
        self._reserve_step(data["seat"], card)

    def _ev_defeated(self, data: dict, caption: str) -> None:
        seat = data["seat"]
        winner = self.fx.get("winner")
        amount = (self.fx.get("damage") or {}).get(seat, 0)
        if winner is not None and amount:
            self.queue.add(Step(self.d(0.35 + 0.13 * min(amount, 10) + 0.4), "",
                                lambda: self._fly_dots(seat, amount, winner), hold=self.flights_busy))
        def start() -> None:
            sh = self.shown
            cards = list(sh.reserves[seat]) + list(sh.rows[seat])
            rects = (self.lay.bands[seat].reserve_rects(len(sh.reserves[seat]))
                     + self.lay.bands[seat].row_rects(len(sh.rows[seat])))
            sh.reserves[seat], sh.rows[seat] = [], []
            sh.in_game[seat] = sh.in_round[seat] = False
            self.crumble(cards, rects, 0.06)
            self.flash(seat, "Out of the game", (230, 90, 90), 2.0)
            self.host.sound("lose")
        self.queue.add(Step(self.d(1.2), caption, start, hold=self.flights_busy))

    def _ev_round_start(self, data: dict, caption: str) -> None:
        def start() -> None:
            sh = self.shown
            sh.round = data["round"]
            sh.in_round = list(sh.in_game)
            sh.active = data["seat"]
            sh.turn_reason = data["reason"]
            self.fx["damage"], self.fx["winner"], self.fx["hits"] = None, None, {}
            self.headline(f"Round {data['round']}", f"{self.host.names[data['seat']]} starts: {data['reason']}", 1.3)
        self.queue.add(Step(self.d(1.1), caption, start))

    def _ev_game_over(self, data: dict, caption: str) -> None:
        def start() -> None:
            self.shown.winner = data["seat"]
            self.headline(f"{self.host.names[data['seat']]} is the last one standing",
                          "The cards will tell their fortune", 2.4)
            self.host.sound("win")
        def end() -> None:
            self.fortune_due = True
        self.queue.add(Step(self.d(2.0), caption, start, end=end))
