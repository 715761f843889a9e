"""Dread Draw rules: rounds of escalating summons, damage from the Life Deck, abilities, the fortune.

The state is plain lists of card ids (top of a pile = end of its list). Work that follows an action
runs through a small task queue (eliminations, Aftermath abilities, damage, passing the turn) until
a seat must decide something: summon, use an ability, place a peeked card, or keep a damage card.
"""
from __future__ import annotations

import random
from typing import Any

from game.core import Action, Event, Match
from game.core.words import join, plural

from . import position
from .data import CARDS, EMPOWER, SHIELD, STRENGTH, TARGETED, VICTORY
from .view import build_view

LIFE_CARDS = 10
# Actions are immutable: build each one once (legal_actions runs in every bot rollout step).
DECK = Action.make("summon", source="deck")
FROM_RESERVE = tuple(Action.make("summon", source="reserve", card=c) for c in range(len(CARDS)))
KEEP = tuple(Action.make("keep", card=c) for c in range(len(CARDS)))
PEEK = (Action.make("peek", where="top"), Action.make("peek", where="bottom"))


class DreadDraw(Match):
    def __init__(self, players: int, options: dict[str, Any], seed: int, first: int | None) -> None:
        super().__init__(players, options, seed)
        self.draw_pile: list[int] = list(range(len(CARDS)))
        self.rng.shuffle(self.draw_pile)
        self.discard_pile: list[int] = []
        self.life = [[self.draw_pile.pop() for _ in range(LIFE_CARDS)] for _ in range(players)]
        self.reserves: list[list[int]] = [[] for _ in range(players)]
        self.rows: list[list[int]] = [[] for _ in range(players)]
        self.in_game = [True] * players
        self.in_round = [True] * players
        self.active = self.rng.randrange(players) if first is None else first
        self.turn_reason = "opening round: " + ("chosen at random" if first is None else "chosen at setup")
        self.round = 1
        self.turns = 0                       # summon attempts this game
        self.rounds_won = [0] * players
        self.forced: int | None = None       # The Puppet's pick takes the next turn
        self.known_top: list[int | None] = [None] * players   # a peeker knows the Draw Deck's top card
        self.drawn: list[int] = []           # cards drawn as damage, waiting for the keep choice
        self.decision: dict[str, Any] | None = None
        self.tasks: list[tuple] = []
        self.fortune: list[int] = []
        self.winner: int | None = None
        self.fired: dict[str, int] = {}      # ability uses, for the balance figures
        self._set_summon_decision([])

    # ---- small helpers -----------------------------------------------------------------------
    def last_strength(self, seat: int) -> int:
        row = self.rows[seat]
        return STRENGTH[row[-1]] if row else 0

    def escalates(self, seat: int, card: int) -> bool:
        """The first summon of a round always succeeds; after that it must be strictly stronger."""
        return not self.rows[seat] or STRENGTH[card] > self.last_strength(seat)

    def owned(self, seat: int) -> list[int]:
        """Cards whose always-on abilities count for this seat: its row and its reserves."""
        return self.rows[seat] + self.reserves[seat]

    def _always(self, seat: int, table: tuple[int, ...]) -> int:
        return sum(table[c] for c in self.rows[seat]) + sum(table[c] for c in self.reserves[seat])

    def total(self, seat: int) -> int:
        return sum(STRENGTH[c] for c in self.rows[seat]) + self._always(seat, EMPOWER)

    def row_dots(self, seat: int) -> int:
        return sum(CARDS[c].dots for c in self.rows[seat])

    def damage_to(self, winner: int, seat: int) -> int:
        return max(0, self.row_dots(winner) + self._always(winner, VICTORY) - self._always(seat, SHIELD))

    def damage_base(self, winner: int) -> str:
        """What the round's winner deals everyone, in words: "3 red dots + 1 for Victory"."""
        parts = [plural(self.row_dots(winner), "red dot")]
        parts += [f"+ {VICTORY[c]} for {CARDS[c].name}" for c in self.owned(winner) if VICTORY[c]]
        return " ".join(parts)

    def damage_shields(self, seat: int) -> str:
        """What a hit seat's shields take off, in words: "- 1 for The Tower" ("" without shields)."""
        return " ".join(f"- {SHIELD[c]} for {CARDS[c].name}" for c in self.owned(seat) if SHIELD[c])

    def damage_why(self, winner: int, seat: int) -> str:
        """Where a seat's damage comes from: "3 red dots + 1 for Victory - 1 for The Tower"."""
        return " ".join(filter(None, (self.damage_base(winner), self.damage_shields(seat))))

    def left_of(self, seat: int) -> list[int]:
        """Seats in order starting at the one to this seat's left (the next index), this seat last."""
        return [(seat + k) % self.players for k in range(1, self.players + 1)]

    def alive_in_round(self) -> list[int]:
        return [s for s in range(self.players) if self.in_round[s]]

    def _forget_top(self) -> None:
        self.known_top = [None] * self.players

    def _refill(self, events: list[Event]) -> None:
        """An empty Draw Deck is remade by shuffling the discard pile."""
        if not self.draw_pile and self.discard_pile:
            self.draw_pile, self.discard_pile = self.discard_pile, []
            self.rng.shuffle(self.draw_pile)
            self._forget_top()
            events.append(Event("reshuffle", "The discard pile is shuffled into a new Draw Deck (%s)"
                                % plural(len(self.draw_pile), "card"),
                                {"count": len(self.draw_pile)}))

    def _draw_top(self, events: list[Event]) -> int | None:
        self._refill(events)
        if not self.draw_pile:
            return None
        self._forget_top()
        return self.draw_pile.pop()

    def can_summon_from_deck(self) -> bool:
        return bool(self.draw_pile or self.discard_pile)

    # ---- the decision in progress ------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        if self.winner is not None or self.decision is None:
            return ()
        return (self.decision["seat"],)

    def legal_actions(self, seat: int) -> list[Action]:
        d = self.decision
        if d is None or self.winner is not None or d["seat"] != seat:
            return []
        kind = d["kind"]
        if kind == "summon":
            acts = [DECK] if (self.draw_pile or self.discard_pile) else []
            row = self.rows[seat]
            last = STRENGTH[row[-1]] if row else 0
            return acts + [FROM_RESERVE[c] for c in sorted(self.reserves[seat]) if STRENGTH[c] > last]
        if kind == "ability":
            targets = d["targets"]
            uses = ([Action.make("use", card=d["card"], target=t) for t in targets] if targets is not None
                    else [Action.make("use", card=d["card"])])
            return uses + [Action.make("skip", card=d["card"])]
        if kind == "peek":
            return list(PEEK)
        if kind == "keep":
            return [KEEP[c] for c in sorted(self.drawn)]
        return []

    def _set_summon_decision(self, events: list[Event]) -> None:
        seat = self.active
        self.decision = {"kind": "summon", "seat": seat}
        if not self.legal_actions(seat):
            # Ruling: with no Draw Deck, no discard pile and no reserve card that escalates, you cannot summon.
            self.decision = None
            events.append(Event("cannot_summon", "{p%d} has nothing to summon" % seat, {"seat": seat}))
            self.tasks = [("eliminate", seat, "nothing to summon"), ("pass", seat)]

    # ---- applying an action ------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        d, self.decision = self.decision, None
        if action.kind == "summon":
            self._summon(seat, action, events)
        elif action.kind == "use":
            self._use(seat, d, action.get("target"), events)
        elif action.kind == "skip":
            events.append(Event("ability_skipped", "{p%d} lets %s's ability pass" % (seat, CARDS[d["card"]].name),
                                {"seat": seat, "card": d["card"], "timing": d["timing"]}))
        elif action.kind == "peek":
            self._place_peeked(seat, action["where"], events)
        elif action.kind == "keep":
            self._keep(seat, action["card"], events)
        self._run(events)
        return events

    def _summon(self, seat: int, action: Action, events: list[Event]) -> None:
        self.turns += 1
        if action["source"] == "deck":
            card = self._draw_top(events)
            source = "deck"
        else:
            card = action["card"]
            self.reserves[seat].remove(card)
            source = "reserve"
        c = CARDS[card]
        last = self.rows[seat][-1] if self.rows[seat] else None
        reveal = source == "deck"
        if self.escalates(seat, card):
            self.rows[seat].append(card)
            events.append(Event("summon", "{p%d} summons %s (%d) from the %s" % (
                seat, c.name, c.strength, "Draw Deck" if reveal else "reserves"),
                {"seat": seat, "card": card, "source": source, "success": True, "last": last,
                 "position": len(self.rows[seat]) - 1, "total": self.total(seat)}, reveal=reveal))
            if c.has("summon"):
                self.tasks.append(("ability", seat, card, "summon"))
        else:
            self.discard_pile.append(card)
            events.append(Event("summon_failed", "{p%d} reveals %s (%d), not stronger than %d: the summon fails" % (
                seat, c.name, c.strength, STRENGTH[last]),
                {"seat": seat, "card": card, "source": source, "success": False, "last": last}, reveal=reveal))
            self.tasks.append(("eliminate", seat, "failed summon"))
        self.tasks.append(("pass", seat))

    # ---- abilities -----------------------------------------------------------------------------
    def ability_targets(self, seat: int, card: int) -> list[int] | None:
        """Who an optional ability may pick (None: it needs no pick); an empty list means it can't be used."""
        ab = CARDS[card].ability
        others = [s for s in range(self.players) if s != seat]
        if ab.effect == "topple":
            return [s for s in others if self.in_round[s] and self.rows[s]]
        if ab.effect == "puppet":
            return [s for s in others if self.in_round[s]]
        if ab.effect == "death":
            mine = self.total(seat)
            return [s for s in others if self.in_round[s] and self.total(s) < mine]
        if ab.effect == "mill":
            return [s for s in others if self.in_game[s] and self.life[s]]
        return None

    def ability_usable(self, seat: int, card: int, timing: str) -> bool:
        ab = CARDS[card].ability
        if timing == "summon" and (not self.in_round[seat] or card not in self.rows[seat]):
            return False     # e.g. toppled or eliminated before its ability came up
        if ab.effect in TARGETED:
            return bool(self.ability_targets(seat, card))
        if ab.effect == "recall":
            return bool(self.discard_pile)
        if ab.effect == "peek":
            return bool(self.draw_pile or self.discard_pile)
        if ab.effect == "heal":
            return bool(self.draw_pile or self.discard_pile)
        if ab.effect == "keep":
            return card in self.rows[seat]
        return True

    def _use(self, seat: int, d: dict, target: int | None, events: list[Event]) -> None:
        card = d["card"]
        ab = CARDS[card].ability
        self.fired[CARDS[card].name] = self.fired.get(CARDS[card].name, 0) + 1
        base = {"seat": seat, "card": card, "timing": d["timing"], "effect": ab.effect, "target": target}
        name = CARDS[card].name
        if ab.effect == "heal":     # one line says it all: the drawing of Life cards has no line of its own
            got = self._gain_life(seat, ab.amount, events)
            events.append(Event("ability", "{p%d} uses %s and gains %s" % (seat, name, plural(got, "life")),
                                {**base, "gained": got}))
        elif ab.effect == "peek":
            self._refill(events)
            self.known_top[seat] = self.draw_pile[-1]
            top = CARDS[self.draw_pile[-1]]
            events.append(Event("ability", "{p%d} uses %s and looks at the top of the Draw Deck" % (seat, name), base,
                                seats=(seat,), private="You use %s and see %s (%d) on top of the Draw Deck"
                                % (name, top.name, top.strength)))
            self.decision = {"kind": "peek", "seat": seat, "card": card}
        elif ab.effect == "topple":
            gone = self.rows[target].pop()
            self.discard_pile.append(gone)
            events.append(Event("ability", "{p%d} uses %s: {p%d} loses %s" % (seat, name, target, CARDS[gone].name),
                                {**base, "removed": gone}))
        elif ab.effect == "puppet":
            self.forced = target
            events.append(Event("ability", "{p%d} uses %s: {p%d} must take the next turn" % (seat, name, target), base))
        elif ab.effect == "death":
            events.append(Event("ability", "{p%d} uses %s on {p%d}" % (seat, name, target), base))
            self.tasks.insert(0, ("eliminate", target, name))
        elif ab.effect == "mill":
            gone = self.life[target].pop()
            self.discard_pile.append(gone)
            events.append(Event("ability", "{p%d} uses %s: {p%d}'s top Life Deck card %s is discarded" % (
                seat, name, target, CARDS[gone].name), {**base, "removed": gone}, reveal=True))
        elif ab.effect == "keep":
            self.rows[seat].remove(card)
            events.append(Event("ability", "{p%d} uses %s and puts it in their reserves" % (seat, name), base))
            self._to_reserves(seat, card, events, front=True)
        elif ab.effect == "recall" and self.discard_pile:
            got = self.discard_pile.pop()
            events.append(Event("ability", "{p%d} uses %s and takes %s from the discard pile into their reserves" % (
                seat, name, CARDS[got].name), {**base, "taken": got}))
            self._to_reserves(seat, got, events, front=True)

    def _gain_life(self, seat: int, n: int, events: list[Event]) -> int:
        """Draw Deck cards go on top of the Life Deck, unseen (the caller's event tells it)."""
        got = 0
        for _ in range(n):
            card = self._draw_top(events)
            if card is None:
                break
            self.life[seat].append(card)
            got += 1
        return got

    def _place_peeked(self, seat: int, where: str, events: list[Event]) -> None:
        if where == "bottom":
            self.draw_pile.insert(0, self.draw_pile.pop())
            self.known_top[seat] = None
        events.append(Event("peek_placed", "{p%d} leaves the card %s" % (seat, "on top" if where == "top" else "at the bottom"),
                            {"seat": seat, "where": where}))

    def _to_reserves(self, seat: int, card: int, events: list[Event], front: bool = False) -> None:
        """The caller's own event says the card goes to the reserves (and the screen moves it from that
        event): a line of its own here would repeat it in the log."""
        self.reserves[seat].append(card)
        if CARDS[card].has("reserve"):
            task = ("ability", seat, card, "reserve")
            if front:
                self.tasks.insert(0, task)
            else:
                self.tasks.append(task)

    # ---- damage --------------------------------------------------------------------------------
    def _keep(self, seat: int, card: int, events: list[Event]) -> None:
        rest = list(self.drawn)
        rest.remove(card)
        self.drawn = []
        self.discard_pile.extend(rest)
        # two discarded cards are named; more are counted (the damage fan showed them all)
        burnt = ("" if not rest else " and discards " + join(CARDS[c].name for c in rest) if len(rest) <= 2
                 else f" and discards the other {len(rest)}")
        events.append(Event("keep", "{p%d} keeps %s in their reserves%s" % (seat, CARDS[card].name, burnt),
                            {"seat": seat, "card": card, "discarded": rest}))
        self._to_reserves(seat, card, events, front=True)

    def _damage(self, seat: int, amount: int, winner: int, events: list[Event]) -> None:
        why = self.damage_why(winner, seat)
        if amount <= 0:
            events.append(Event("damage", "{p%d} takes no damage (%s)" % (seat, why),
                                {"seat": seat, "amount": 0, "drawn": [], "from": winner, "why": why}))
            return
        if not self.life[seat]:
            self._defeat(seat, events, amount, why)
            return
        k = min(amount, len(self.life[seat]))
        self.drawn = [self.life[seat].pop() for _ in range(k)]
        events.append(Event("damage", "{p%d} takes %d damage (%s) and draws %s from the Life Deck" % (
            seat, amount, why, plural(k, "card")),
            {"seat": seat, "amount": amount, "drawn": list(self.drawn), "from": winner, "why": why}, reveal=True))
        if k == 1:
            self._keep(seat, self.drawn[0], events)     # nothing to choose
        else:
            self.decision = {"kind": "keep", "seat": seat}

    def _defeat(self, seat: int, events: list[Event], amount: int = 0, why: str = "") -> None:
        self.in_game[seat] = False
        self.in_round[seat] = False
        gone = self.reserves[seat] + self.rows[seat]
        self.discard_pile.extend(gone)
        self.reserves[seat], self.rows[seat] = [], []
        events.append(Event("defeated", "{p%d} takes %d damage (%s) with an empty Life Deck and is out of the game"
                            % (seat, amount, why), {"seat": seat, "discarded": gone, "amount": amount, "why": why}))

    # ---- the task queue --------------------------------------------------------------------------
    def _run(self, events: list[Event]) -> None:
        while self.decision is None and self.winner is None:
            self._refill(events)     # before any check of what can be drawn or taken
            if not self.tasks:
                self._set_summon_decision(events)
                continue
            task = self.tasks.pop(0)
            getattr(self, "_task_" + task[0])(*task[1:], events)
        self._refill(events)

    def _task_ability(self, seat: int, card: int, timing: str, events: list[Event]) -> None:
        if self.in_game[seat] and self.ability_usable(seat, card, timing):
            self.decision = {"kind": "ability", "seat": seat, "card": card, "timing": timing,
                             "targets": self.ability_targets(seat, card)}

    def _task_eliminate(self, seat: int, cause: str, events: list[Event]) -> None:
        self.in_round[seat] = False
        if self.forced == seat:
            self.forced = None
        events.append(Event("eliminated", "{p%d} is eliminated from the round (%s)" % (seat, cause),
                            {"seat": seat, "cause": cause, "row": list(self.rows[seat])}))
        after = [("ability", seat, c, "aftermath") for c in self.rows[seat] if CARDS[c].has("aftermath")]
        self.tasks[0:0] = after + [("discard_row", seat)]

    def _task_discard_row(self, seat: int, events: list[Event]) -> None:
        gone, self.rows[seat] = self.rows[seat], []
        self.discard_pile.extend(gone)
        if gone:
            events.append(Event("row_discarded", "{p%d} discards their summoned cards" % seat,
                                {"seat": seat, "cards": gone}))

    def _task_pass(self, seat: int, events: list[Event]) -> None:
        alive = self.alive_in_round()
        if len(alive) <= 1:
            self.tasks.insert(0, ("round_end", alive[0]))
            return
        if self.forced is not None and self.in_round[self.forced]:
            nxt, why = self.forced, "picked by a rival's card to play next"
        else:
            nxt, why = self.next_lowest(seat)
        self.forced = None
        self.active, self.turn_reason = nxt, why
        events.append(Event("turn", "{p%d} summons next (%s)" % (nxt, why),
                            {"seat": nxt, "reason": why, "totals": {s: self.total(s) for s in alive}}))

    def next_lowest(self, seat: int) -> tuple[int, str]:
        """Lowest total among players in the round; the current player keeps a tie, else the next tied to the left."""
        alive = self.alive_in_round()
        low = min(self.total(s) for s in alive)
        tied = [s for s in alive if self.total(s) == low]
        if len(tied) == 1:
            return tied[0], "lowest total"
        if seat in tied:
            return seat, "tied for lowest total and already playing"
        for s in self.left_of(seat):
            if s in tied:
                return s, "tied for lowest total, next to the left"
        raise AssertionError("no tied seat")

    def _task_round_end(self, winner: int, events: list[Event]) -> None:
        self.rounds_won[winner] += 1
        order = [s for s in self.left_of(winner)[:-1] if self.in_game[s]]
        hits = {s: self.damage_to(winner, s) for s in order}
        events.append(Event("round_won", "{p%d} wins round %d with %s" % (
            winner, self.round, plural(self.row_dots(winner), "red dot")),
            {"seat": winner, "round": self.round, "dots": self.row_dots(winner),
             "row": list(self.rows[winner]), "order": order, "damage": hits, "base": self.damage_base(winner),
             "shields": {s: self.damage_shields(s) for s in order}}))
        after = [("ability", winner, c, "aftermath") for c in self.rows[winner] if CARDS[c].has("aftermath")]
        self.tasks[0:0] = ([("damage", s, hits[s], winner) for s in order] + after
                           + [("discard_row", winner), ("next_round", winner)])

    def _task_damage(self, seat: int, amount: int, winner: int, events: list[Event]) -> None:
        self._damage(seat, amount, winner, events)

    def _task_next_round(self, winner: int, events: list[Event]) -> None:
        left = [s for s in range(self.players) if self.in_game[s]]
        if len(left) == 1:
            self._end_game(left[0], events)
            return
        self.round += 1
        self.in_round = list(self.in_game)
        self.forced = None
        self.active, self.turn_reason = winner, "won the last round"
        events.append(Event("round_start", "Round %d begins; {p%d} starts" % (self.round, winner),
                            {"round": self.round, "seat": winner, "reason": self.turn_reason}))

    def _end_game(self, seat: int, events: list[Event]) -> None:
        self.winner = seat
        self.decision = None
        self.tasks = []
        self.fortune = list(self.life[seat])
        self.rng.shuffle(self.fortune)
        events.append(Event("game_over", "{p%d} is the last one standing and wins" % seat,
                            {"seat": seat, "fortune": list(self.fortune)}, reveal=True))

    # ---- results ---------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.winner is not None

    def winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    def scores(self) -> list[float]:
        return [float(n) for n in self.rounds_won]

    @property
    def phase(self) -> str:
        """What the match waits for: summon, ability, peek or keep (the decision's kind), or over."""
        return "over" if self.winner is not None else (self.decision or {}).get("kind", "resolving")

    def view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    # ---- positions (see position.py) ---------------------------------------------------------------
    def to_position(self) -> dict[str, Any]:
        return position.write(self)

    @classmethod
    def from_position(cls, doc: Any) -> "DreadDraw":
        return position.read(cls, doc)

    # ---- copies for bots ---------------------------------------------------------------------------
    def clone(self) -> "DreadDraw":
        new = object.__new__(DreadDraw)
        d = self.__dict__
        new.__dict__.update(d)
        for key in ("draw_pile", "discard_pile", "in_game", "in_round", "rounds_won", "known_top", "drawn", "tasks", "fortune"):
            setattr(new, key, list(d[key]))
        for key in ("life", "reserves", "rows"):
            setattr(new, key, [list(x) for x in d[key]])
        new.decision = dict(self.decision) if self.decision else None
        new.fired = dict(self.fired)
        new.options = dict(self.options)
        new.rng = self.rng.copy()
        return new

    def determinize(self, seat: int, rng: random.Random) -> "DreadDraw":
        """Every Life Deck and the Draw Deck are hidden from everyone: deal them again from one pool.

        The only private knowledge is a peeked top card, which stays where the peeker saw it.
        """
        copy = self.clone()
        known = self.known_top[seat] if seat is not None else None
        pool = [c for c in self.draw_pile if c != known]
        for life in self.life:
            pool.extend(life)
        pool.sort()
        rng.shuffle(pool)
        for s in range(self.players):
            n = len(self.life[s])
            copy.life[s], pool = pool[:n], pool[n:]
        copy.draw_pile = pool + ([known] if known is not None else [])
        copy.known_top = [known if s == seat else None for s in range(self.players)]
        return copy
