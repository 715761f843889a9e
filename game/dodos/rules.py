"""Dodos Riding Dinos: the race, round by round (rulebook phases 1 to 3 and the end of the game).

Phases: "pick" (each player chooses a Dodino, from the starting player clockwise), "choose" (phase 1:
everyone picks a blue or red card at once, hidden until all have), "resolve" (phase 2: turns in
order from the Dodo token; effects run as tasks on a stack and stop at prompts; green card
opportunities are reaction windows), then the end of the round runs by itself (phase 3).
"""
from __future__ import annotations

import random
from typing import Any

from game.core import Action, Event, Match, params

from . import position as _position
from . import view as _view
from .abilities import AbilitiesMixin
from .data import CARDS, DODINOS, TRACKS, Track
from .effects import EffectsMixin, _p, hit_words
from .gestures import aim_problem, default_aim
from .board import inside_space

HAND = 6
PLACE_LIMIT = 1e6     # board units; any real spot is far inside, so this only stops absurd numbers


class DodosMatch(AbilitiesMixin, EffectsMixin, Match):
    def __init__(self, players: int, options: dict[str, Any], seed: int, first: int | None = None) -> None:
        super().__init__(players, {"track": options.get("track", "jungle"),
                                   "abilities": options.get("abilities", "off")}, seed)
        self.draw_pile = [c.id for c in CARDS]
        self.rng.shuffle(self.draw_pile)                                   # DRD-S2
        self.discard_pile: list[int] = []
        self.hands = [[self.draw_pile.pop() for _ in range(HAND)] for _ in range(players)]
        self.first = self.rng.randrange(players) if first is None else first      # the Dodo token (DRD-S3)
        # DRD-S5: the starting player on starting space 1 (progress 0), the next clockwise on 2 ...
        self.pos = [0] * players
        for k in range(players):
            self.pos[(self.first + k) % players] = -k
        self.dodino: list[int | None] = [None] * players
        self.ability_used = [False] * players
        self.round = 1
        self.phase = "pick"
        self.chosen: list[int | None] = [None] * players
        self.front: list[list[int]] = [[] for _ in range(players)]   # cards played this round
        self.green_used = [False] * players
        self.order: list[int] = []
        self.turn_index = 0      # which turn of the round's order is being played
        self.active: int | None = None
        self.cancelled = False
        self.tasks: list[tuple] = []
        self.prompt: dict[str, Any] | None = None
        self.window: dict[str, Any] | None = None
        self.last_throw: dict[str, Any] | None = None
        self._winners: tuple[int, ...] = ()

    # ---- the variant -------------------------------------------------------------------------
    @property
    def track(self) -> Track:
        return TRACKS[self.options["track"]]

    @property
    def abilities(self) -> bool:
        return self.options["abilities"] == "on"

    # ---- helpers ------------------------------------------------------------------------------
    def _turn_order(self, first: int) -> list[int]:
        return [(first + k) % self.players for k in range(self.players)]

    def _playable(self, seat: int) -> list[int]:
        return [c for c in self.hands[seat] if CARDS[c].colour != "green"]

    def _usable_greens(self, seat: int, stage: int) -> list[int]:
        """Green cards this seat could play now: 'hit the active player' only before the effect, not on oneself."""
        return [c for c in self.hands[seat]
                if CARDS[c].colour == "green" and self._green_allowed(CARDS[c], seat, stage)]

    # ---- contract -----------------------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        if self.phase == "over":
            return ()
        if self.phase == "pick":
            return (self._picker(),)
        if self.phase == "choose":
            return tuple(s for s in self._turn_order(self.first) if self.chosen[s] is None)
        if self.window is not None:
            return tuple(s for s in self.window["eligible"] if s not in self.window["answers"])
        if self.prompt is not None:
            return (self.prompt["seat"],)
        return ()

    def _picker(self) -> int:
        k = sum(d is not None for d in self.dodino)
        return (self.first + k) % self.players     # the token has not moved yet

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        acts = self._decision_actions(seat)
        return acts + self._ability_actions(seat)

    def _decision_actions(self, seat: int) -> list[Action]:
        if self.phase == "pick":
            taken = set(self.dodino)
            return [Action.make("pick", dodino=d.id) for d in DODINOS if d.id not in taken]
        if self.phase == "choose":
            cards = self._playable(seat) or list(self.hands[seat])
            return [Action.make("play", card=c) for c in sorted(set(cards))]
        if self.window is not None:      # Wait! only with a green card to play; anyone may pass
            wait = [Action.make("wait")] if self._usable_greens(seat, self.window["stage"]) else []
            return wait + [Action.make("pass")]
        p = self.prompt
        kind = p["kind"]
        if kind == "discard":
            return [Action.make("discard", card=c) for c in sorted(set(self.hands[seat]))]
        if kind == "green":
            return [Action.make("green", card=c) for c in sorted(set(self._usable_greens(seat, p["stage"])))]
        if kind == "steal":
            return [Action.make("steal", target=s) for s in range(self.players)
                    if s != seat and s not in p["done"]]
        if kind == "swap":
            return [Action.make("swap", target=s) for s in range(self.players) if s != seat]
        if kind == "shield":
            return [Action.make("shield", use=True), Action.make("shield", use=False)]
        if kind == "throw":     # a representative set: a miss, or each Dodino alone
            aim = default_aim(p["projectile"])
            return [Action.make("throw", gesture=p["projectile"], aim=aim, hits=h)
                    for h in [()] + [(s,) for s in range(self.players)]]
        raise AssertionError(kind)

    def check(self, seat: int, action: Action) -> str | None:
        if self.over:
            return "the game is over"
        if seat not in self.to_move():
            return f"it is not seat {seat + 1}'s turn to decide"
        if action.kind == "throw" and self.prompt is not None and self.prompt["kind"] == "throw" \
                and self.window is None:
            return self._throw_problem(action)
        if action.kind == "ability":
            return self._ability_problem(seat, action)
        if not params.listed(action, self._decision_actions(seat)):
            return f"'{action}' is not one of the legal actions now"
        return None

    def _throw_problem(self, action: Action) -> str | None:
        p = self.prompt
        problem = params.keys_problem(action, ("gesture", "aim", "hits"), ("placed",))
        if problem:
            return problem
        if not params.same_values(action["gesture"], p["projectile"]):
            return f"this card throws the {p['projectile'].title()}"
        problem = aim_problem(p["projectile"], action["aim"])
        if problem:
            return problem
        hits = action["hits"]
        if not isinstance(hits, tuple) or not all(params.int_in(h, 0, self.players - 1) for h in hits):
            return "hits must list the seats whose Dodinos were hit"
        if len(set(hits)) != len(hits):
            return "hits must name each Dodino on the board at most once"
        placed = action.get("placed", ())
        if placed is not None and not isinstance(placed, tuple):
            return "placed holds (seat, x, y) for rearranged Dodinos"
        for item in placed or ():
            if not (isinstance(item, tuple) and len(item) == 3 and params.int_in(item[0], 0, self.players - 1)
                    and all(params.number_in(v, -PLACE_LIMIT, PLACE_LIMIT) for v in item[1:])):
                return "placed holds (seat, x, y) for rearranged Dodinos"
            if not inside_space(self.track.id, self.pos[item[0]], (item[1], item[2])):
                return "a Dodino may only be moved around inside its own space"
        return None

    def _apply(self, seat: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        if action.kind == "ability":
            self._use_ability(seat, action, ev)
        elif self.phase == "pick":
            self._pick(seat, action["dodino"], ev)
        elif self.phase == "choose":
            self._choose(seat, action["card"], ev)
        elif self.window is not None:
            self._answer_window(seat, action.kind == "wait", ev)
        else:
            self._answer_prompt(seat, action, ev)
        self._run(ev)
        return ev

    # ---- setup and phase 1 ---------------------------------------------------------------------
    def _pick(self, seat: int, dodino: int, ev: list[Event]) -> None:
        self.dodino[seat] = dodino
        ev.append(Event("pick", f"{_p(seat)} rides {DODINOS[dodino].name}", {"seat": seat, "dodino": dodino}))
        if None not in self.dodino:
            self._start_round(ev)

    def _start_round(self, ev: list[Event]) -> None:
        self.phase = "choose"
        self.chosen = [None] * self.players
        ev.append(Event("round", f"Round {self.round} begins; {_p(self.first)} holds the Dodo token",
                        {"round": self.round, "dodo": self.first}))
        for s in self._turn_order(self.first):
            self._ensure_playable(s, ev)

    def _ensure_playable(self, seat: int, ev: list[Event]) -> None:
        """DRD-P3: no blue or red card: reveal the hand and draw until one comes."""
        if self._playable(seat):
            return
        ev.append(Event("reveal_hand", f"{_p(seat)} has no blue or red card and shows their hand",
                        {"seat": seat, "hand": list(self.hands[seat])}, reveal=True))
        while not self._playable(seat):
            if not self._draw(seat, 1, ev):
                break

    def _choose(self, seat: int, card: int, ev: list[Event]) -> None:
        self.hands[seat].remove(card)
        self.chosen[seat] = card
        ev.append(Event("chosen", f"{_p(seat)} plays a card face down", {"seat": seat}))
        if None in self.chosen:
            return
        ev.append(Event("reveal", "All cards are revealed: " + ", ".join(
            f"{_p(s)} {CARDS[c].name}" for s, c in enumerate(self.chosen)),
            {"cards": list(self.chosen)}, reveal=True))
        self.phase = "resolve"
        self.front = [[c] for c in self.chosen]
        self.green_used = [False] * self.players
        self.order = self._turn_order(self.first)
        self.turn_index = -1
        self._recover_empty(ev)          # whoever played their last card Recovers as phase 2 opens
        self._next_turn(ev)

    # ---- phase 2 ------------------------------------------------------------------------------
    def _next_turn(self, ev: list[Event]) -> None:
        self.turn_index += 1
        if self.turn_index >= self.players:
            self._end_round(ev)
            return
        a = self.active = self.order[self.turn_index]
        self.cancelled = False
        card = self.chosen[a]
        ev.append(Event("turn", f"{_p(a)} is the active player", {"seat": a, "card": card}))
        self.tasks = [("end_turn", a), ("window", 2), ("effect", a, card), ("window", 1),
                      ("advance", a, CARDS[card].steps)]

    def _run(self, ev: list[Event]) -> None:
        """Resolve tasks until a decision is needed, the round ends or the game is over."""
        while self.phase == "resolve":
            self._recover_empty(ev)
            if self.prompt is not None or self.window is not None:
                return
            if not self.tasks:
                self._next_turn(ev)
                continue
            task = self.tasks.pop()
            getattr(self, "_t_" + task[0])(ev, *task[1:])

    def _recover_empty(self, ev: list[Event]) -> None:
        """DRD-P9: at any point of phase 2, an empty hand Recovers (in turn order)."""
        for s in self.order:
            if not self.hands[s]:
                self._recover(s, ev)

    def _t_advance(self, ev: list[Event], seat: int, steps: int) -> None:
        self._move(seat, steps, ev, "footprint")

    def _t_effect(self, ev: list[Event], seat: int, card: int) -> None:
        if self.cancelled:
            ev.append(Event("no_effect", f"{_p(seat)}'s effect was cancelled", {"seat": seat}))
            return
        self._push_icons(seat, CARDS[card].effect, None, card)

    def _t_window(self, ev: list[Event], stage: int) -> None:
        """A green card opportunity (DRD-P6, P7). Who is asked rests on public facts only, so that the
        window, to_move and every view look the same whatever the hands hold: a seat that has not
        played its green card this round, holds cards, while a green card it could play now is unseen
        (in some hand or the deck, not on the table). A seat without one simply lets it pass."""
        eligible = [s for s in self._turn_order(self.active) if self._may_react(s, stage)]
        if eligible:
            self.window = {"stage": stage, "eligible": eligible, "answers": {}}
            ev.append(Event("window", "Green card opportunity", {"stage": stage, "eligible": eligible}))

    def _may_react(self, seat: int, stage: int) -> bool:
        """Whether this seat could hold a green card it may play now, judged from public zones only."""
        if self.green_used[seat] or not self.hands[seat]:
            return False
        seen = set(self.discard_pile).union(*self.front)
        return any(c.colour == "green" and c.id not in seen and self._green_allowed(c, seat, stage) for c in CARDS)

    def _green_allowed(self, card, seat: int, stage: int) -> bool:
        """'Hit the active player' only before the effect (stage 1), and never on oneself."""
        return not card.hits_active or (stage == 1 and seat != self.active)

    def _answer_window(self, seat: int, wait: bool, ev: list[Event]) -> None:
        w = self.window
        w["answers"][seat] = wait
        ev.append(Event("wait" if wait else "pass", f"{_p(seat)} {'calls Wait!' if wait else 'lets it pass'}",
                        {"seat": seat}))
        if len(w["answers"]) < len(w["eligible"]):
            return
        self.window = None
        for s in reversed([s for s in w["eligible"] if w["answers"][s]]):   # claims in turn order
            self.tasks.append(("green_turn", s, w["stage"]))

    def _t_green_turn(self, ev: list[Event], seat: int, stage: int) -> None:
        if self.green_used[seat] or not self._usable_greens(seat, stage):
            ev.append(Event("claim_lapsed", f"{_p(seat)} has no green card to play any more", {"seat": seat}))
            return
        self.prompt = {"kind": "green", "seat": seat, "stage": stage}

    def _play_green(self, seat: int, card: int, ev: list[Event]) -> None:
        self.hands[seat].remove(card)
        self.front[seat].append(card)
        self.green_used[seat] = True
        ev.append(Event("green", f"{_p(seat)} plays {CARDS[card].name}", {"seat": seat, "card": card},
                        reveal=True))
        self._push_icons(seat, CARDS[card].effect, None, card)
        self.tasks.append(("advance", seat, CARDS[card].steps))

    def _t_end_turn(self, ev: list[Event], seat: int) -> None:
        """DRD-B3: the active Dodino standing on a sphere space resolves it."""
        sphere = self.track.sphere_at(self.pos[seat])
        if sphere:
            ev.append(Event("sphere", f"{_p(seat)} ends the turn on a sphere space",
                            {"seat": seat, "space": self.track.space_of(self.pos[seat]), "effect": list(sphere)}))
            self._push_icons(seat, sphere, "sphere", None)

    def _answer_prompt(self, seat: int, action: Action, ev: list[Event]) -> None:
        p = self.prompt
        kind = action.kind
        if kind == "discard":
            self._discard_cards(seat, [action["card"]], ev, p["box"] or "", more=p["left"] - 1)
            p["left"] -= 1
            if p["left"] == 0 or not self.hands[seat]:
                self.prompt = None
            elif len(self.hands[seat]) <= p["left"]:
                self.prompt = None
                self._discard_cards(seat, list(self.hands[seat]), ev, p["box"] or "")
        elif kind == "green":
            self.prompt = None
            self._play_green(seat, action["card"], ev)
        elif kind == "steal":
            self._steal(seat, action["target"], p["each"], ev)
            p["done"] = p["done"] + (action["target"],)
            p["left"] -= 1
            if p["left"] == 0:
                self.prompt = None
        elif kind == "swap":
            self.prompt = None
            self._swap(seat, action["target"], ev)
        elif kind == "shield":
            self.prompt = None
            card = p["card"]
            if action["use"]:
                self.ability_used[seat] = True
                ev.append(Event("ability", f"{_p(seat)} flips their Dodino card and shrugs off the hit",
                                {"seat": seat, "ability": "shield"}))
            else:
                self._push_icons(seat, CARDS[card].throw["red"], "red", card)
        elif kind == "throw":
            hits = tuple(sorted(action["hits"]))
            self.last_throw = {"seat": seat, "projectile": p["projectile"], "card": p["card"],
                               "aim": list(action["aim"]), "hits": list(hits),
                               "placed": [list(x) for x in action.get("placed", ()) or ()]}
            ev.append(Event("throw", f"{_p(seat)} throws the {p['projectile'].title()} and {hit_words(seat, hits)}",
                            dict(self.last_throw), skill=True))
            self._resolve_throw(seat, hits, ev)

    # ---- phase 3 and the end ------------------------------------------------------------------
    def _end_round(self, ev: list[Event]) -> None:
        self.active = None
        best = max(self.pos)
        for s in self._turn_order(self.first):
            if self.pos[s] == best:
                self._move(s, 1, ev, "furthest ahead")           # DRD-P10
            else:
                self._draw(s, 1, ev)                               # DRD-P11
        for s in range(self.players):                              # DRD-P12
            self.discard_pile += self.front[s]
            self.front[s] = []
        self.chosen = [None] * self.players
        self.green_used = [False] * self.players                   # the green reminders go too
        self.first = (self.first + 1) % self.players                 # DRD-P13
        ev.append(Event("dodo", f"The Dodo token passes to {_p(self.first)}", {"seat": self.first}))
        if max(self.pos) >= self.track.finish:                    # DRD-E1, E3
            self._finish(ev)
            return
        self.round += 1
        self._start_round(ev)

    def _finish(self, ev: list[Event]) -> None:
        self.phase = "over"
        best = max(self.pos)
        ahead = [s for s in range(self.players) if self.pos[s] == best]
        most = max(len(self.hands[s]) for s in ahead)               # DRD-E2
        self._winners = tuple(s for s in ahead if len(self.hands[s]) == most)
        verb = " wins the race" if len(self._winners) == 1 else " win the race"
        ev.append(Event("game_over", " and ".join(_p(s) for s in self._winners) + verb,
                        {"winners": list(self._winners), "positions": list(self.pos)}, reveal=True))

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def winners(self) -> tuple[int, ...]:
        return self._winners

    def scores(self) -> list[float]:
        return [float(p) for p in self.pos]

    # ---- positions, views, samples, copies -----------------------------------------------------
    def to_position(self) -> dict[str, Any]:
        return _position.write(self)

    @classmethod
    def from_position(cls, doc: Any) -> "DodosMatch":
        return _position.read(cls, doc)

    def view(self, seat: int | None) -> dict[str, Any]:
        return _view.view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> "DodosMatch":
        return _view.determinize(self, seat, rng)

    def clone(self) -> "DodosMatch":
        new = object.__new__(type(self))
        d = dict(self.__dict__)
        for key in ("draw_pile", "discard_pile", "pos", "dodino", "ability_used", "chosen", "green_used", "order", "tasks"):
            d[key] = list(d[key])
        d["hands"] = [list(h) for h in self.hands]
        d["front"] = [list(f) for f in self.front]
        if self.prompt is not None:
            d["prompt"] = dict(self.prompt)
        if self.window is not None:
            d["window"] = {**self.window, "answers": dict(self.window["answers"])}
        d["rng"] = self.rng.copy()
        new.__dict__.update(d)
        return new
