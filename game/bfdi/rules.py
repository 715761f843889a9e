"""BFDI rules: setup and draft, then Challenges in steps A to E until one character remains.

Phases (who decides): "draft" (the picker), "turns" (Step B, one player), "offers" (Alliance
reaction window: every eligible player at once), "accept" (the Boost player takes offers),
"cake" (Step D, the roller), "over". Steps A, C and E happen at once between them.
"""
from __future__ import annotations

import random
from typing import Any

from game.core import Action, Event, Match, params
from game.core.words import join, plural

from . import abilities, position
from .board import Board
from .data import (DIE_FACES, IN_PLAY, TOP_LEVEL, TRADE_COST, WIN_TOKENS, challenge, character, characters,
                   challenges, ability_key, scene, scene_attribute, scene_type, scenes)
from .refusals import play_refusal, trade_refusal
from .view import build_view


class BfdiMatch(Match):
    def __init__(self, players: int, options: dict[str, Any], seed: int, first: int | None = None) -> None:
        super().__init__(players, options, seed)
        self.advanced = options.get("mode", "basic") == "advanced"
        self.board = Board()
        self.owner: dict[int, int] = {}
        self.devs: dict[int, list[int]] = {}
        self.tokens: set[int] = set()
        self.chamber: list[int] = []
        self.out = [False] * players
        self.stars = [1] * players
        self.draw_pile = list(range(len(scenes())))
        self.rng.shuffle(self.draw_pile)
        self.discard_pile: list[int] = []
        self.chal_deck = list(range(len(challenges())))
        self.rng.shuffle(self.chal_deck)
        self.chal_used: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(players)]
        for s in range(players):
            self.draw(s, 2)
        pool = list(range(len(characters())))
        self.rng.shuffle(pool)
        self.pool = sorted(pool[:IN_PLAY])
        self.chamber = sorted(pool[IN_PLAY:])
        self.first = self.rng.randrange(players) if first is None else first
        self.stars[self.first] -= 1
        self.stars[(self.first - 1) % players] += 1
        self.picks_left = players * (IN_PLAY // players)
        self.phase = "draft"
        self.step = "setup"
        self.active = self.first
        self.passes = 0
        self.round = 0
        self.boost: dict[str, Any] | None = None
        self.cake: dict[str, Any] | None = None
        self.last_roll: dict[str, Any] | None = None
        self.winner: int | None = None
        self.winning_char: int | None = None

    # ---- helpers used by abilities and views --------------------------------------------
    @staticmethod
    def ability(cid: int) -> str:
        return ability_key(cid)

    @staticmethod
    def name(cid: int) -> str:
        return character(cid)["name"]

    def active_seats(self) -> list[int]:
        return [s for s in range(self.players) if not self.out[s]]

    def next_seat(self, seat: int) -> int:
        for k in range(1, self.players + 1):
            s = (seat + k) % self.players
            if not self.out[s]:
                return s
        return seat

    def chars_of(self, seat: int) -> list[int]:
        return [c for c in self.board.standing() if self.owner.get(c) == seat]

    def attributes(self, cid: int) -> list[str]:
        return list(character(cid)["attributes"]) + [scene_attribute(d) for d in self.devs.get(cid, ())]

    def challenge_attrs(self) -> tuple[str, ...]:
        return tuple(challenge(self.chal_used[-1])["attributes"]) if self.chal_used else ()

    def space_of(self, cid: int) -> int:
        """Cake at Stake numbering: space 1 is the lowest occupied space when Step D began."""
        return self.cake["base"] - self.board.where[cid][1] + 1

    def char_on_space(self, space: int) -> int | None:
        row = self.cake["base"] - space + 1
        return self.board.grid[TOP_LEVEL][row] if 0 <= row < len(self.board.grid[TOP_LEVEL]) else None

    def draw(self, seat: int, n: int) -> list[Event]:
        """Draw Scenes; an empty deck is refilled by shuffling the discard pile (nothing if both are empty)."""
        events = []
        for _ in range(n):
            if not self.draw_pile and self.discard_pile:
                self.draw_pile, self.discard_pile = self.discard_pile, []
                self.rng.shuffle(self.draw_pile)
                events.append(Event("reshuffle", "The discard pile is shuffled into a new Scene deck",
                                    {"deck": len(self.draw_pile)}))
            if not self.draw_pile:
                break
            self.hands[seat].append(self.draw_pile.pop())
            events.append(Event("draw", "{p%d} draws a Scene" % seat, {"seat": seat}, reveal=True,
                                seats=(seat,), private="You draw %s" % scene(self.hands[seat][-1])["name"]))
        return events

    def roll_die(self, seat: int, purpose: str) -> tuple[int, Event]:
        value = DIE_FACES[self.rng.randrange(len(DIE_FACES))]
        return value, self._rolled(seat, value, purpose)

    def _rolled(self, seat: int, value: int, purpose: str) -> Event:
        self.last_roll = {"seat": seat, "value": value, "purpose": purpose}
        return Event("roll", "{p%d} rolls %d" % (seat, value), dict(self.last_roll))

    # ---- contract -------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase == "over"

    def winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    def scores(self) -> list[float]:
        return [float(len(self.chars_of(s))) for s in range(self.players)]

    def to_move(self) -> tuple[int, ...]:
        if self.phase == "draft" or self.phase == "turns":
            return (self.active,)
        if self.phase == "offers":
            return tuple(s for s in self.boost["eligible"] if s not in self.boost["decided"])
        if self.phase == "accept":
            return (self.boost["seat"],)
        if self.phase == "cake":
            return (self.cake["roller"],)
        return ()

    def can_trade(self, seat: int) -> bool:
        return trade_refusal(self, seat) is None

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat not in self.to_move():
            return []
        acts = self._phase_actions(seat)
        if self.can_trade(seat):
            acts.append(Action.make("trade"))
        return acts

    def _phase_actions(self, seat: int) -> list[Action]:
        if self.phase == "draft":
            return [Action.make("pick", char=c) for c in self.pool]
        if self.phase == "turns":
            return self.scene_plays(seat) + [Action.make("pass")]
        if self.phase == "offers":
            acts = [Action.make("offer", char=c, stars=k) for c in self.offer_chars(seat)
                    for k in range(1, self.stars[seat] + 1)]
            return acts + [Action.make("decline")]
        if self.phase == "accept":
            acts = [Action.make("accept", seat=s) for s in sorted(self.boost["offers"])]
            return acts + [Action.make("done")]
        return [Action.make("roll")]

    def scene_plays(self, seat: int, own_only: bool = False) -> list[Action]:
        """Every legal Scene play; own_only keeps those touching one of the seat's characters (bots)."""
        plays = []
        chars = self.board.standing()
        mine = {c for c in chars if self.owner[c] == seat} if own_only else None
        attrs = self.challenge_attrs()
        tokens_free = WIN_TOKENS - len(self.tokens)
        for card in sorted(self.hands[seat]):
            kind = scene_type(card)
            if kind == "special_boost" and scene_attribute(card) not in attrs:
                continue
            if kind == "win_token":
                targets = [c for c in chars if c not in self.tokens] if tokens_free > 0 else []
                if mine is not None:
                    targets = [c for c in targets if c in mine]
                plays += [Action.make("play", card=card, target=c) for c in targets]
            elif kind == "swap":
                ok = [c for c in chars if abilities.swappable(self, c)]
                plays += [Action.make("play", card=card, target=a, target2=b) for a in ok for b in ok
                          if a < b and self.board.level_of(a) == self.board.level_of(b)
                          and (mine is None or a in mine or b in mine)]
            else:
                plays += [Action.make("play", card=card, target=c) for c in chars if mine is None or c in mine]
        return plays

    def offer_chars(self, seat: int) -> list[int]:
        """Characters this seat may ally with the pending Boost: theirs, on the target's level, not the target."""
        b = self.boost
        level = self.board.level_of(b["target"])
        return [c for c in self.chars_of(seat) if c != b["target"] and self.board.level_of(c) == level]

    def check(self, seat: int, action: Action) -> str | None:
        if self.over:
            return "the game is over"
        if seat not in self.to_move():
            return f"it is not seat {seat + 1}'s turn to decide"
        if action.kind == "trade" and not self.can_trade(seat):
            return trade_refusal(self, seat)
        if not params.listed(action, self.legal_actions(seat)):
            t2 = action.get("target2")
            if action.kind == "play" and params.is_int(action.get("card")) and params.is_int(action.get("target")) \
                    and (t2 is None or params.is_int(t2)):
                return play_refusal(      # the rule's own words for a refused Scene
                    self, seat, action["card"], action["target"], action.get("target2"))
            return f"'{action}' is not one of the legal actions now"
        return None

    def _apply(self, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        if kind == "trade":
            self.stars[seat] -= TRADE_COST
            return [Event("trade", "{p%d} trades 3 Stars for a Scene" % seat, {"seat": seat, "stars": -3})] \
                + self.draw(seat, 1)
        if kind == "pick":
            return self._pick(seat, action["char"])
        if kind == "pass":
            return self._pass(seat)
        if kind == "play":
            return self._play(seat, action["card"], action["target"], action.get("target2"))
        if kind in ("offer", "decline"):
            return self._offer(seat, action)
        if kind in ("accept", "done"):
            return self._accept(seat, action)
        return self._cake_roll(seat)

    # ---- setup: the draft ------------------------------------------------------------------
    def _pick(self, seat: int, cid: int) -> list[Event]:
        self.pool.remove(cid)
        self.owner[cid] = seat
        self.devs[cid] = []
        to = self.board.place(cid, 0)
        events = [Event("pick", "{p%d} picks %s" % (seat, self.name(cid)),
                        {"seat": seat, "char": cid, "to": list(to)})]
        events += abilities.on_pick(self, seat, cid)
        self.picks_left -= 1
        if self.picks_left > 0:
            self.active = self.next_seat(self.active)
            return events
        for c in self.pool:
            self.chamber.append(c)
            events.append(Event("chamber", "%s goes to the Tiny Loser Chamber" % self.name(c), {"char": c}))
        self.pool = []
        return events + self._start_challenge()

    # ---- Step A and B ------------------------------------------------------------------------
    def _start_challenge(self) -> list[Event]:
        if not self.chal_deck:      # never in a normal game (27 cards), but keep going if it happens
            self.chal_deck, self.chal_used = self.chal_used[:-1], self.chal_used[-1:]
            self.rng.shuffle(self.chal_deck)
        card = self.chal_deck.pop()
        self.chal_used.append(card)
        self.round += 1
        self.step = "A"
        attrs = self.challenge_attrs()
        events = [Event("step", "Step A: New Challenge", {"step": "A"}),
                  Event("challenge", "Challenge %d: %s (%s)" % (self.round, challenge(card)["name"],
                                                               ", ".join(attrs)),
                        {"card": card, "attributes": list(attrs), "number": self.round}, reveal=True)]
        moves, bonus = {}, []
        for c in self.board.on_board():
            extra = abilities.step_a_bonus(self, c, attrs)
            n = sum(1 for a in self.attributes(c) if a in attrs) + extra
            if extra:
                bonus.append(Event("ability", "%s plans ahead: one extra level" % self.name(c),
                                   {"char": c, "seat": self.owner[c], "levels": extra}))
            if n:
                moves[c] = n
        done = self.board.move_many(moves)
        if done:
            events.append(Event("move", "Characters with matching attributes move right", {"moves": done}))
        events += bonus
        lead = self.board.winning()
        self.active = self.owner[lead]
        self.passes = 0
        self.phase, self.step = "turns", "B"
        events.append(Event("step", "Step B: {p%d} starts, owning %s, who is winning" % (self.active, self.name(lead)),
                            {"step": "B", "seat": self.active, "leader": lead}))
        return events

    def _end_turn(self) -> list[Event]:
        if self.passes >= len(self.active_seats()):
            return self._results()
        self.active = self.next_seat(self.active)
        return []

    def _pass(self, seat: int) -> list[Event]:
        self.passes += 1
        return [Event("pass", "{p%d} passes" % seat, {"seat": seat})] + self._end_turn()

    def _play(self, seat: int, card: int, target: int, target2: int | None) -> list[Event]:
        self.hands[seat].remove(card)
        kind = scene_type(card)
        self.passes = 0
        ev = Event("play", "{p%d} plays %s on %s" % (seat, scenes()[card]["name"], self.name(target))
                   + (" and %s" % self.name(target2) if target2 is not None else ""),
                   {"seat": seat, "card": card, "type": kind, "target": target, "target2": target2}, reveal=True)
        events = [ev]
        if kind == "development":
            self.devs[target].append(card)
            if scene_attribute(card) in self.challenge_attrs():
                step = self.board.move_right(target, 1)
                if step:
                    events.append(Event("move", "%s moves right" % self.name(target),
                                        {"moves": [{"char": target, "from": list(step[0]), "to": list(step[1])}]}))
            events += abilities.after_development(self, target)
        elif kind in ("boost", "special_boost"):
            self.discard_pile.append(card)
            return events + self._start_boost(seat, card, target)
        elif kind == "win_token":
            self.discard_pile.append(card)
            self.tokens.add(target)
            events.append(Event("token", "%s gets a Win Token" % self.name(target), {"char": target}))
        else:
            self.discard_pile.append(card)
            before = (list(self.board.where[target]), list(self.board.where[target2]))
            self.board.swap(target, target2)
            events.append(Event("swap", "%s and %s switch spaces" % (self.name(target), self.name(target2)),
                                {"moves": [{"char": target, "from": before[0], "to": before[1]},
                                           {"char": target2, "from": before[1], "to": before[0]}]}))
            events += abilities.after_swap(self, (target, target2))
        return events + self._end_turn()

    # ---- Boosts and Alliances ------------------------------------------------------------------
    def _start_boost(self, seat: int, card: int, target: int) -> list[Event]:
        self.boost = {"seat": seat, "card": card, "target": target, "offers": {}, "accepted": {},
                      "decided": [], "eligible": []}
        level = self.board.level_of(target)
        # Who may offer rests on public facts (Stars, levels), asked clockwise from the Boost's player.
        clockwise = sorted(self.active_seats(), key=lambda s: (s - seat) % self.players)
        self.boost["eligible"] = [s for s in clockwise if s != seat and self.stars[s] > 0
                                  and any(c != target and self.board.level_of(c) == level for c in self.chars_of(s))]
        if not self.boost["eligible"]:
            return self._resolve_boost()
        self.phase = "offers"
        return [Event("alliance_window", "Alliance offers are open for %s's Boost" % self.name(target),
                      {"seat": seat, "target": target, "eligible": list(self.boost["eligible"])})]

    def _offer(self, seat: int, action: Action) -> list[Event]:
        b = self.boost
        b["decided"].append(seat)
        if action.kind == "offer":
            b["offers"][seat] = (action["char"], action["stars"])
            ev = Event("offer", "{p%d} offers %s to ally %s" % (seat, plural(action["stars"], "Star"), self.name(action["char"])),
                       {"seat": seat, "char": action["char"], "stars": action["stars"]})
        else:
            ev = Event("decline", "{p%d} makes no offer" % seat, {"seat": seat})
        if self.to_move():
            return [ev]
        if not b["offers"]:
            return [ev] + self._resolve_boost()
        self.phase = "accept"
        return [ev]

    def _accept(self, seat: int, action: Action) -> list[Event]:
        b = self.boost
        if action.kind == "done":
            return [Event("offers_closed", "{p%d} closes the Alliance offers" % seat, {"seat": seat})] \
                + self._resolve_boost()
        who = action["seat"]
        char, stars = b["offers"].pop(who)
        self.stars[who] -= stars
        self.stars[seat] += stars
        b["accepted"][who] = char
        ev = Event("alliance", "{p%d} accepts {p%d}'s offer: %s joins the Boost for %s"
                   % (seat, who, self.name(char), plural(stars, "Star")), {"seat": seat, "from": who, "char": char, "stars": stars})
        if b["offers"]:
            return [ev]
        return [ev] + self._resolve_boost()

    def _resolve_boost(self) -> list[Event]:
        b, self.boost = self.boost, None
        seat, target = b["seat"], b["target"]
        events = []
        roll = None
        if scene_type(b["card"]) == "boost":
            roll, ev = self.roll_die(seat, "boost")
            events.append(ev)
            distance = roll
        else:
            distance = 3
        group = [target] + sorted(b["accepted"].values())
        moves = {c: abilities.boost_distance(self, c, roll, distance) for c in group}
        for c in group:
            if moves[c] != distance:
                events.append(Event("ability", "%s bounces back: the 1 counts as %d" % (self.name(c), moves[c]),
                                    {"char": c, "seat": self.owner[c], "distance": moves[c]}))
        done = self.board.move_many(moves)
        events.append(Event("move", "The Boost moves %s" % join(self.name(c) for c in group),
                            {"moves": done, "distance": distance, "boost": True}))
        events += abilities.after_boost(self, group)
        self.phase = "turns"
        return events + self._end_turn()

    # ---- Step C and D ------------------------------------------------------------------------
    def _results(self) -> list[Event]:
        self.step = "C"
        moves = self.board.regroup(TOP_LEVEL)
        events = [Event("step", "Step C: Challenge Results", {"step": "C"}),
                  Event("move", "Everyone lines up on level 3", {"moves": moves, "results": True})]
        lowest = max(r for _, r in self.board.where.values())
        highest = self.board.winning()
        self.cake = {"base": lowest, "final": len(self.board.where) <= 3, "spongy_used": False,
                     "roller": self.owner[highest]}
        self.phase, self.step = "cake", "D"
        events.append(Event("step", "Step D: Cake at Stake! {p%d} rolls" % self.cake["roller"]
                            + (" (the Final Challenge)" if self.cake["final"] else ""),
                            {"step": "D", "roller": self.cake["roller"], "final": self.cake["final"],
                             "at_risk": [self.char_on_space(s) for s in (1, 2, 3)]}))
        return events + abilities.before_roll(self)

    def _cake_roll(self, seat: int, face: int | None = None) -> list[Event]:
        """Roll at Cake at Stake; bots weighing every outcome pass the face instead of rolling."""
        value, ev = self.roll_die(seat, "cake") if face is None else (face, self._rolled(seat, face, "cake"))
        events = [ev]
        cid = self.char_on_space(value)
        if cid is None:
            events.append(Event("reroll", "Space %d is empty: roll again" % value, {"space": value}))
            return events
        if cid in self.tokens:
            self.tokens.discard(cid)
            owner = self.owner[cid]
            self.stars[owner] += 2
            events.append(Event("token_saves", "%s's Win Token pays {p%d} 2 Stars: roll again"
                                % (self.name(cid), owner), {"char": cid, "seat": owner, "stars": 2}))
            return events
        outcome, victim, more = abilities.on_rolled(self, cid)
        events += more
        if outcome == "reroll":
            return events
        events += self._eliminate(victim)
        if self.over:
            return events
        if self.cake["final"] and len(self.board.where) > 1:
            self.cake["roller"] = self.owner[self.board.winning()]
            return events
        return events + self._finish_cake()

    def _eliminate(self, cid: int) -> list[Event]:
        neighbours = self.board.neighbours(cid)
        frm = self.board.remove(cid)
        self.tokens.discard(cid)
        self.chamber.append(cid)
        seat = self.owner[cid]
        events = [Event("eliminate", "%s is eliminated and goes to the Tiny Loser Chamber" % self.name(cid),
                        {"char": cid, "seat": seat, "from": list(frm), "developments": list(self.devs[cid])})]
        events += abilities.on_eliminated(self, cid, neighbours)
        if not self.chars_of(seat):
            self.out[seat] = True
            self.discard_pile.extend(self.hands[seat])
            dropped, self.hands[seat] = self.hands[seat], []
            events.append(Event("leave", "{p%d} has no characters left and leaves the game" % seat,
                                {"seat": seat, "discarded": dropped}, reveal=True))
            s = seat
            for _ in range(self.players - 1):
                s = (s + 1) % self.players
                if not self.out[s]:
                    events += self.draw(s, 1)
        owners = {self.owner[c] for c in self.board.where}
        if len(owners) == 1:
            self.winner = owners.pop()
            self.winning_char = self.board.winning() if len(self.board.where) == 1 else None
            self.phase, self.step = "over", "over"
            self.boost = None
            events.append(Event("game_over", "{p%d} wins Battle for Dream Island!" % self.winner,
                                {"seat": self.winner, "chars": self.board.standing()}))
        return events

    def _finish_cake(self) -> list[Event]:
        events = []
        if self.tokens:
            events.append(Event("tokens_return", "Win Tokens go back to the supply", {"chars": sorted(self.tokens)}))
            self.tokens.clear()
        self.cake = None
        self.step = "E"
        events.append(Event("step", "Step E: Return to Start", {"step": "E"}))
        for s in self.active_seats():
            self.stars[s] += 1
        events.append(Event("stars", "Everyone still playing gains 1 Star",
                            {"seats": self.active_seats(), "stars": 1}))
        moves = self.board.regroup(0)
        events.append(Event("move", "Everyone returns to Start", {"moves": moves, "return": True}))
        order = self.board.standing()
        for place, (cid, gain) in enumerate(zip(order, (2, 1, 1))):
            s = self.owner[cid]
            self.stars[s] += gain
            events.append(Event("stars", "%s returns %s: {p%d} gains %s"
                                % (self.name(cid), ("first", "second", "third")[place], s, plural(gain, "Star")),
                                {"seat": s, "char": cid, "stars": gain}))
        events += abilities.return_bonus(self, order[0])
        return events + self._start_challenge()

    # ---- copies ------------------------------------------------------------------------------
    def clone(self) -> "BfdiMatch":
        m = BfdiMatch.__new__(BfdiMatch)
        d = dict(self.__dict__)
        d["options"] = dict(self.options)
        d["rng"] = self.rng.copy()
        d["board"] = self.board.copy()
        d["owner"] = dict(self.owner)
        d["devs"] = {c: list(v) for c, v in self.devs.items()}
        d["tokens"] = set(self.tokens)
        for k in ("chamber", "out", "stars", "draw_pile", "discard_pile", "chal_deck", "chal_used", "pool"):
            d[k] = list(d[k])
        d["hands"] = [list(h) for h in self.hands]
        if self.boost is not None:
            b = dict(self.boost)
            b["offers"], b["accepted"] = dict(b["offers"]), dict(b["accepted"])
            b["decided"], b["eligible"] = list(b["decided"]), list(b["eligible"])
            d["boost"] = b
        if self.cake is not None:
            d["cake"] = dict(self.cake)
        if self.last_roll is not None:
            d["last_roll"] = dict(self.last_roll)
        m.__dict__.update(d)
        return m

    def determinize(self, seat: int, rng: random.Random) -> "BfdiMatch":
        """Resample what `seat` cannot see: other hands, the Scene deck order, the Challenge deck order."""
        m = self.clone()
        others = [s for s in range(self.players) if s != seat]
        unknown = sorted(self.draw_pile + [c for s in others for c in self.hands[s]])
        rng.shuffle(unknown)
        for s in others:
            n = len(m.hands[s])
            m.hands[s], unknown = unknown[:n], unknown[n:]
        m.draw_pile = unknown
        m.chal_deck = sorted(self.chal_deck)
        rng.shuffle(m.chal_deck)
        return m

    def view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    # ---- positions (game/bfdi/position.py) ---------------------------------------------------
    def to_position(self) -> dict[str, Any]:
        return position.write(self)

    @classmethod
    def from_position(cls, doc: Any) -> "BfdiMatch":
        return position.read(cls, doc)
