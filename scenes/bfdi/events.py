"""Engine events -> animation steps on the board's queue (a mixin of BfdiBoard).

Each handler is named after an event kind and gets (data, caption, acting seat). Durations go
through self.d() so the host's animation speed scales them.
"""
from __future__ import annotations

from game.bfdi.data import character

from .. import theme
from .art_cards import stars
from ..widgets.timeline import Step
from ..widgets.tween import Tween, out_back


class EventSteps:
    # ---- setup ---------------------------------------------------------------------------------
    def _ev_pick(self, data, caption, seat) -> None:
        cid = data["char"]
        def start() -> None:
            self.owner[cid] = data["seat"]
            self.devs.setdefault(cid, [])
            self.pool = [None if c == cid else c for c in self.pool]
            self.fly(cid, ("grid", *data["to"]), 0.6, arc=0.6)
            self.say(caption, self.host.colour(data["seat"]))
            self.host.sound("whoosh")
        self.queue.add(Step(self.d(0.65), start=start))

    def _ev_chamber(self, data, caption, seat) -> None:
        cid = data["char"]
        def start() -> None:
            self.pool = [None if c == cid else c for c in self.pool]
            self.chamber.append(cid)
            self.fly(cid, ("chamber", len(self.chamber) - 1), 0.5, arc=0.4)
        self.queue.add(Step(self.d(0.18), start=start))

    # ---- steps and the Challenge -----------------------------------------------------------------
    def _ev_step(self, data, caption, seat) -> None:
        step = data["step"]
        def start() -> None:
            self.step = step
            if step == "D":
                rows = self._cake_rows()
                self.cake = {"rows": rows, "roller": data["roller"], "final": data["final"], "rolled": None,
                             "doomed": None}
                self.say("Cake at Stake!" + ("  The Final Challenge" if data["final"] else ""), theme.CORAL, 0.6)
                self.host.sound("chime")
            elif step == "E":
                self.cake = None
                self.die_mode = None
                self.say(caption, theme.CREAM)
            else:
                self.say(caption, theme.CREAM)
        self.queue.add(Step(self.d(1.3 if step == "D" else 0.7), start=start))

    def _cake_rows(self) -> dict[int, int]:
        """Space 1 is the lowest occupied space of level 3 as Step D begins (after Step C's line-up)."""
        rows = [w[2] for c, w in self.loc.items() if w[0] == "grid" and w[1] == 3]
        base = max(rows) if rows else 0
        return {s: base - s + 1 for s in (1, 2, 3)}

    def _ev_challenge(self, data, caption, seat) -> None:
        def start() -> None:
            self.challenge = (data["card"], data["number"])
            self.challenge_in = Tween(0.0, 1.0, self.d(0.6), out_back)
            self.say(caption, theme.lighten(theme.ACCENT, 0.3))
            self.host.sound("card")
        self.queue.add(Step(self.d(0.9), start=start))

    def _ev_move(self, data, caption, seat) -> None:
        moves = data["moves"]
        if not moves:
            return
        long = data.get("results") or data.get("return")
        seconds = 0.9 if long else 0.6
        def start() -> None:
            for i, mv in enumerate(moves):
                self.fly(mv["char"], ("grid", *mv["to"]), seconds + (0.02 * i if long else 0), arc=0.25)
            if data.get("boost") or long:
                self.say(caption)
            self.host.sound("whoosh")
        self.queue.add(Step(self.d(seconds + (0.02 * len(moves) if long else 0) + 0.05), start=start))

    def _ev_swap(self, data, caption, seat) -> None:
        self._ev_move(data, caption, seat)

    # ---- Scenes --------------------------------------------------------------------------------
    def _ev_play(self, data, caption, seat) -> None:
        card, target = data["card"], data["target"]
        def start() -> None:
            self.card_flight = (card, self.card_origin(data["seat"], card), target, Tween(0.0, 1.0, self.d(0.55)))
            self.say(caption, self.host.colour(data["seat"]))
            self.host.sound("card")
            if data["type"] in ("boost", "special_boost"):
                self.boost_target = target
        def end() -> None:
            self.card_flight = None
            if data["type"] == "development":
                self.devs.setdefault(target, []).append(card)
            self.pulse[target] = Tween(0.0, 1.0, self.d(0.5))
            if data.get("target2") is not None:
                self.pulse[data["target2"]] = Tween(0.0, 1.0, self.d(0.5))
        self.queue.add(Step(self.d(0.75), start=start, end=end))

    def _ev_token(self, data, caption, seat) -> None:
        def start() -> None:
            self.tokens.add(data["char"])
            self.pulse[data["char"]] = Tween(0.0, 1.0, self.d(0.6))
            self.host.sound("chime")
        self.queue.add(Step(self.d(0.4), start=start))

    def _ev_alliance_window(self, data, caption, seat) -> None:
        self.queue.add(Step(self.d(0.5),
                            start=lambda: self.say("Alliance offers are open", theme.lighten(theme.TEAL, 0.3))))

    def _ev_offer(self, data, caption, seat) -> None:
        self.queue.add(Step(self.d(0.35),
                            start=lambda: (self.float_text(data["seat"], f"offers {stars(data['stars'])}"),
                                           self.pulse.__setitem__(data["char"], Tween(0.0, 1.0, self.d(0.5))))))

    def _ev_decline(self, data, caption, seat) -> None:
        self.queue.add(Step(self.d(0.05), start=lambda: self.float_text(data["seat"], "no offer", theme.CREAM_SOFT)))

    def _ev_alliance(self, data, caption, seat) -> None:
        def start() -> None:
            self.say(caption, theme.lighten(theme.TEAL, 0.3))
            self.float_text(data["from"], f"−{stars(data['stars'])}", theme.CORAL)
            self.float_text(data["seat"], f"+{stars(data['stars'])}")
            self.pulse[data["char"]] = Tween(0.0, 1.0, self.d(0.6))
        self.queue.add(Step(self.d(0.6), start=start))

    def _ev_offers_closed(self, data, caption, seat) -> None:
        self.queue.add(Step(self.d(0.2), start=lambda: self.say(caption)))

    # ---- dice ----------------------------------------------------------------------------------
    def _ev_roll(self, data, caption, seat) -> None:
        cake = data["purpose"] == "cake"
        def start() -> None:
            self.die_mode = "cake" if cake else "boost"
            self.die_fade = None
            if not cake:
                self.place_boost_die()
            self.die.colour = theme.lighten(self.host.colour(data["seat"]), 0.55)
            self.die.roll(data["value"], self.d(1.3 if cake else 0.8))
            if cake and self.cake is not None:
                self.cake["rolled"] = None
            self.host.sound("dice")
        def end() -> None:
            if cake and self.cake is not None:
                self.cake["rolled"] = data["value"]
            if not cake:      # its number has been read: it fades, and never sits on a name for the step
                self.die_fade = Tween(1.0, 0.0, self.d(0.35), delay=self.d(0.7))
            self.say(caption, theme.lighten(theme.ACCENT, 0.3))
        self.queue.add(Step(self.d(1.35 if cake else 0.85), start=start, end=end))
        self.queue.add(Step(self.d(0.6 if cake else 0.3)))

    def _ev_reroll(self, data, caption, seat) -> None:
        self.queue.add(Step(self.d(0.8), start=lambda: self.say(caption, theme.CREAM)))

    def _ev_token_saves(self, data, caption, seat) -> None:
        def start() -> None:
            self.tokens.discard(data["char"])
            self.pulse[data["char"]] = Tween(0.0, 1.0, self.d(0.8))
            self.float_text(data["seat"], "+2 Stars")
            self.say(caption, theme.lighten(theme.ACCENT, 0.3))
            self.host.sound("chime")
        self.queue.add(Step(self.d(1.1), start=start))

    def _ev_eliminate(self, data, caption, seat) -> None:
        cid = data["char"]
        def doom() -> None:
            self.shake = cid
            if self.cake is not None:
                self.cake["doomed"] = cid
            self.say(f"{character(cid)['name']} is eliminated!", theme.CORAL, 0.5)
            self.host.sound("lose")
        def leave() -> None:
            self.shake = None
            self.tokens.discard(cid)
            self.chamber.append(cid)
            self.fly(cid, ("chamber", len(self.chamber) - 1), 1.0, arc=1.6)
            self.host.sound("whoosh")
        self.queue.add(Step(self.d(1.0), start=doom))
        self.queue.add(Step(self.d(1.1), start=leave))

    def _ev_leave(self, data, caption, seat) -> None:
        self.queue.add(Step(self.d(0.9), start=lambda: self.say(caption, theme.CORAL)))

    # ---- Stars, cards, abilities -----------------------------------------------------------------
    def _ev_stars(self, data, caption, seat) -> None:
        seats = data.get("seats") or [data["seat"]]
        n = data["stars"]
        def start() -> None:
            for s in seats:
                self.float_text(s, f"+{stars(n)}")
            if data.get("char") is not None:
                self.pulse[data["char"]] = Tween(0.0, 1.0, self.d(0.5))
        self.queue.add(Step(self.d(0.3), start=start))

    def _ev_trade(self, data, caption, seat) -> None:
        self.queue.add(Step(self.d(0.3),
                            start=lambda: (self.float_text(data["seat"], "−3 Stars, +1 Scene", theme.CORAL),
                                           self.host.sound("card"))))

    def _ev_draw(self, data, caption, seat) -> None:
        self.float_text(data["seat"], "+1 Scene", theme.lighten(theme.TEAL, 0.3))

    def _ev_tokens_return(self, data, caption, seat) -> None:
        self.queue.add(Step(self.d(0.3), start=lambda: self.tokens.clear()))

    def _ev_pass(self, data, caption, seat) -> None:
        self.queue.add(Step(self.d(0.1), start=lambda: self.float_text(data["seat"], "passes", theme.CREAM_SOFT)))

    def _ev_ability(self, data, caption, seat) -> None:
        cid = data["char"]
        def start() -> None:
            self.pulse[cid] = Tween(0.0, 1.0, self.d(0.9))
            self.say(caption, theme.lighten((156, 98, 190), 0.45))
            self.host.sound("chime")
            if data.get("moves"):
                for mv in data["moves"]:
                    self.fly(mv["char"], ("grid", *mv["to"]), 0.6, arc=0.2)
            if data.get("swapped") is not None:
                other = data["swapped"]
                a, b = self.loc.get(cid), self.loc.get(other)
                if a and b:
                    self.fly(cid, b, 0.6, arc=0.3)
                    self.fly(other, a, 0.6, arc=0.3)
                    if self.cake is not None:
                        self.cake["rows"] = self._cake_rows()
        self.queue.add(Step(self.d(1.2), start=start))

    def _ev_game_over(self, data, caption, seat) -> None:
        def start() -> None:
            self.say(caption, theme.lighten(theme.ACCENT, 0.3), 0.8)
            self.host.sound("win")
        self.queue.add(Step(self.d(1.2), start=start))
