"""Dream Catcher's rules: the basic game, "Sleep Tight Kiddos!" (coop) and "Restless Night".

A round: the first player flips a Nightmare; toys are chosen (in turn, or grabbed all at once
in Restless Night); then in round order each player places their toy with continuous (x, y)
in card units, and the exact cover check decides. Placements are actions, so replays never
re-run physics. Coop: propose a toy, agree, place; one failure loses at once.
"""
from __future__ import annotations

import random
from typing import Any

from game.core import Action, Event, Match, params
from game.core.words import join, plural, verb

from . import dream, position
from .cover import TABLE_HALF, placed
from .data import (BOARD_SPACES, COOP_ROUNDS, NIGHTMARE_BY_ID, NIGHTMARES, TOKEN_PICTURE, TOKENS, TOY_BY_ID, TOYS,
                   WHY, cards_of_level)
from .view import determinize as _determinize, view as _view

_PROBE = 0.04             # offsets of the representative placements around the best one


def finish_text(winners: tuple[int, ...] | list[int], reason: str, filled: tuple[int, ...] | list[int] = ()) -> str:
    """Who won and why: "{p0} fills a board and wins!", "{p0} and {p2} fill their boards: they win together!",
    "{p0} and {p2} fill their boards; {p2} has the most tokens and wins!" (the tie-break option),
    "{p0} and {p2} have the most tokens (the bag is empty)!" (verbs agree)."""
    why = {"bag_empty": "(the bag is empty)", "deck_empty": "(no Nightmares left)"}
    if not winners:
        return ("Nobody caught a Dream " + why.get(reason, "")).strip()
    names = ["{p%d}" % s for s in winners]
    if reason == "board_full":
        full = ["{p%d}" % s for s in (filled or winners)]
        if len(full) == 1:
            return "%s fills a board and wins!" % full[0]
        did = "%s fill their boards" % join(full)
        if names == full:
            return did + ": they win together!"
        return "%s; %s the most tokens and %s!" % (did, join(names) + " " + verb(names, "has", "have"),
                                                 verb(names, "wins", "win"))
    return "%s %s the most tokens %s!" % (join(names), verb(names, "has", "have"), why[reason])


class DreamCatcherMatch(Match):
    def __init__(self, players: int, options: dict[str, Any], seed: int, first: int | None) -> None:
        super().__init__(players, options, seed)
        self.mode: str = self.options.get("mode", "basic")
        self.level: int = int(self.options.get("level", 1))
        self.gentle: bool = bool(self.options.get("gentle", False))
        self.tiebreak: bool = bool(self.options.get("tiebreak", False))   # several full boards: most tokens wins
        self.borrowed: str | None = None         # coop: the card taken from the level below
        if self.mode == "coop":
            deck = cards_of_level(self.level)
            if len(deck) < COOP_ROUNDS:
                self.borrowed = self.rng.choice(sorted(cards_of_level(self.level - 1)))
                deck.append(self.borrowed)
            self.bag: list[str] = []
        else:
            deck = [n.id for n in NIGHTMARES]
            self.bag = list(TOKENS)
            self.rng.shuffle(self.bag)
        self.rng.shuffle(deck)
        self.draw_pile: list[str] = deck         # the Nightmare deck, face down: the last is flipped next
        self.first: int = self.rng.randrange(players) if first is None else first
        self.active: int | None = self.first     # the seat in charge; None while several decide at once
        self.boards: list[list[str]] = [[] for _ in range(players)]
        self.phase = "flip"
        self.card: str | None = None
        self.round = 1                           # a round: one Nightmare flipped, covered (or not), done
        self.discard_pile: list[str] = []        # Nightmares whose round is over (not in coop)
        self.aside_cards: list[str] = []         # coop: the Nightmares overcome
        self.aside_toys: list[str] = []
        self.holding: list[str | None] = [None] * players
        self.proposal: str | None = None
        self.agreed: list[int] = []              # coop: who agreed with the proposal (each other player answers once)
        self.suggestions: list[dict[str, Any]] = []   # coop: {"seat", "toy", "why"}: who suggested another toy
        self.placements: list[dict[str, Any]] = []
        self.winner_seats: tuple[int, ...] = ()
        self.end_reason: str | None = None

    # ---- helpers ---------------------------------------------------------------------------
    def order(self) -> list[int]:
        """This round's order, clockwise from the first player."""
        return [(self.first + i) % self.players for i in range(self.players)]

    def free_toys(self) -> list[str]:
        taken = set(self.holding) | set(self.aside_toys)
        return [t.id for t in TOYS if t.id not in taken]

    def next_chooser(self) -> int:
        """Basic game: the next seat in round order still without a toy."""
        return next(s for s in self.order() if self.holding[s] is None)

    def toy_of(self, seat: int) -> str | None:
        return self.proposal if self.mode == "coop" else self.holding[seat]

    # ---- contract --------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase == "over"

    def winners(self) -> tuple[int, ...]:
        return self.winner_seats

    def answered(self) -> set[int]:
        """Coop: the seats that have answered the proposal (agreed or suggested another toy)."""
        return set(self.agreed) | {s["seat"] for s in self.suggestions}

    def to_move(self) -> tuple[int, ...]:
        if self.phase == "agree":        # DC-C2: each other player answers the proposal once, for themselves
            return tuple(s for s in self.order() if s != self.first and s not in self.answered())
        if self.phase == "grab":
            return tuple(s for s in self.order() if self.holding[s] is None)
        return () if self.active is None else (self.active,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        if self.phase == "flip":
            return [Action.make("flip")]
        if self.phase in ("choose", "grab"):
            return [Action.make("choose", toy=t) for t in self.free_toys()]
        if self.phase == "propose":
            return [Action.make("propose", toy=t) for t in self.free_toys()]
        if self.phase == "agree":        # agree, or suggest another toy (a "propose" answered once)
            return [Action.make("agree")] + [Action.make("propose", toy=t) for t in self.free_toys()
                                             if t != self.proposal]
        return self.representative_placements(seat)

    def representative_placements(self, seat: int) -> list[Action]:
        """The best placement, four close ones and a sloppy one (any x, y is legal: see check)."""
        toy = self.toy_of(seat)
        bx, by = NIGHTMARE_BY_ID[self.card].silhouette.best
        spots = [(0, 0), (_PROBE, 0), (-_PROBE, 0), (0, _PROBE), (0, -_PROBE), (0.25, 0.15)]
        return [Action.make("place", toy=toy, x=round(bx + dx, 4), y=round(by + dy, 4)) for dx, dy in spots]

    def check(self, seat: int, action: Action) -> str | None:
        if action.kind == "propose" and "why" in dict(action.params):
            if self.phase != "agree" or action["why"] not in WHY:     # a suggestion may give a bot's reason
                return "a reason goes with a suggestion: %s" % join(sorted(WHY), "or")
            return self.check(seat, Action.make("propose", toy=action.get("toy")))
        if action.kind != "place":
            if self.phase == "grab" and action.kind == "choose" and seat in self.to_move():
                holder = next((s for s, t in enumerate(self.holding) if t == action.get("toy")), None)
                if holder is not None:
                    return "{p%d} grabbed that toy first" % holder
            return super().check(seat, action)
        if self.over:
            return "the game is over"
        if seat not in self.to_move():
            return f"it is not seat {seat + 1}'s turn to decide"
        if self.phase != "place":
            return "it is not time to place a toy"
        if set(k for k, _ in action.params) != {"toy", "x", "y"}:
            return "a placement has only toy, x and y"
        toy = self.toy_of(seat)
        if not params.same_values(action["toy"], toy):
            return f"seat {seat + 1} places the {toy}, not {action['toy']!r}"
        for key in ("x", "y"):
            v = action[key]
            if not params.is_number(v):
                return f"the placement needs a number for {key}"
            if abs(v) > TABLE_HALF:
                return "put the toy down near the Nightmare"
        return None

    def _apply(self, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        if kind == "flip":
            return self._flip(seat)
        if kind == "choose" and self.mode == "coop":
            return self._decide(seat, action["toy"])
        if kind == "choose":
            return self._choose(seat, action["toy"])
        if kind == "propose" and self.phase == "agree":
            return self._suggest(seat, action["toy"], action.get("why"))
        if kind == "propose":
            return self._propose(seat, action["toy"])
        if kind == "agree":
            return self._agree(seat)
        return self._place(seat, action["toy"], float(action["x"]), float(action["y"]))

    # ---- steps -----------------------------------------------------------------------------
    def _propose(self, seat: int, toy: str) -> list[Event]:
        """The player whose turn it is points at a toy; each other player then answers once."""
        self.proposal = toy
        self.agreed, self.suggestions = [], []
        self.phase, self.active = "agree", None
        events = [Event("proposed", "{p%d} points at the %s" % (seat, TOY_BY_ID[toy].name), {"seat": seat, "toy": toy})]
        return events + self._talk_over()

    def _agree(self, seat: int) -> list[Event]:
        self.agreed.append(seat)
        name = TOY_BY_ID[self.proposal].name
        events = [Event("agrees", "{p%d} agrees on the %s" % (seat, name), {"seat": seat, "toy": self.proposal})]
        return events + self._talk_over()

    def _suggest(self, seat: int, toy: str, why: str | None) -> list[Event]:
        self.suggestions.append({"seat": seat, "toy": toy, "why": why})
        text = "{p%d} suggests the %s" % (seat, TOY_BY_ID[toy].name)
        if why:
            text += ": " + WHY[why] % {"toy": TOY_BY_ID[self.proposal].name, "other": TOY_BY_ID[toy].name}
        return [Event("suggests", text, {"seat": seat, "toy": toy, "why": why, "instead_of": self.proposal})] \
            + self._talk_over()

    def _talk_over(self) -> list[Event]:
        """Once every other player has answered: all agreed, the toy is placed; else the first player chooses."""
        if self.to_move():
            return []
        self.active = self.first
        if self.suggestions:
            self.phase = "choose"
            return []
        self.phase = "place"
        if self.players == 1:
            return []
        return [Event("agreed", "Everyone agrees on the %s" % TOY_BY_ID[self.proposal].name,
                      {"seat": self.first, "toy": self.proposal})]

    def _decide(self, seat: int, toy: str) -> list[Event]:
        """Coop: after the talk, the player whose turn it is chooses the toy (the proposal or another)."""
        self.proposal = toy
        self.phase = "place"
        return [Event("decided", "{p%d} chooses the %s" % (seat, TOY_BY_ID[toy].name), {"seat": seat, "toy": toy})]

    def _flip(self, seat: int) -> list[Event]:
        self.card = self.draw_pile.pop()
        self.placements = []
        self.agreed, self.suggestions = [], []
        self.proposal = None
        self.phase = {"basic": "choose", "restless": "grab", "coop": "propose"}[self.mode]
        self.active = None if self.phase == "grab" else self.first
        nm = NIGHTMARE_BY_ID[self.card]
        return [Event("flipped", "{p%d} flips a Nightmare: %s!" % (seat, nm.name),
                      {"seat": seat, "card": self.card, "level": nm.level, "deck_left": len(self.draw_pile),
                       "round": self.round}, reveal=True)]

    def _choose(self, seat: int, toy: str) -> list[Event]:
        self.holding[seat] = toy
        verb = "grabs" if self.phase == "grab" else "takes"
        # a Restless Night grab is a race of hands: its result is a skill result, never taken back
        events = [Event("chosen", "{p%d} %s the %s" % (seat, verb, TOY_BY_ID[toy].name),
                        {"seat": seat, "toy": toy, "to": "board", "grab": self.phase == "grab"},
                        skill=self.phase == "grab")]
        if all(t is not None for t in self.holding):
            self.phase, self.active = "place", self.first
        elif self.phase == "choose":
            self.active = self.next_chooser()
        return events

    def _place(self, seat: int, toy: str, x0: float, y0: float) -> list[Event]:
        result = placed(seat, toy, self.card, x0, y0, self.gentle)
        covered = result["covered"]
        self.placements.append(result)
        word = "covers it: sweet dreams!" if covered else "does not quite cover it"
        events = [Event("placed", "{p%d}'s %s %s" % (seat, TOY_BY_ID[toy].name, word), dict(result), skill=True)]
        if self.mode == "coop":
            return events + self._coop_result(seat, toy, covered)
        if covered:
            events.append(self._draw_dreams(seat, TOY_BY_ID[toy].stars))
        self.active = (seat + 1) % self.players
        if self.active == self.first:
            events += self._end_round()
        return events

    def _draw_dreams(self, seat: int, stars: int) -> Event:
        board = self.boards[seat]
        drawn = [self.bag.pop() for _ in range(min(stars, len(self.bag)))]
        spaces = list(range(len(board), len(board) + len(drawn)))
        board.extend(drawn)
        if drawn:
            text = "{p%d} draws %s" % (seat, plural(len(drawn), "Dream token"))
        else:
            text = "{p%d} finds the Pillow-Bag empty" % seat
        return Event("dreams_drawn", text, {
            "seat": seat, "from": "bag", "to": "board",
            "tokens": [{"id": t, "picture": TOKEN_PICTURE[t]} for t in drawn],
            "spaces": [s for s in spaces if s < BOARD_SPACES], "extra": sum(1 for s in spaces if s >= BOARD_SPACES),
            "bag_left": len(self.bag), "story": dream.tell(seat, board)}, reveal=True)

    def _end_round(self) -> list[Event]:
        self.discard_pile.append(self.card)
        toys = [t for t in self.holding if t is not None]
        events = [Event("round_over", "The Nightmare goes away and the toys go back to the circle",
                        {"card": self.card, "toys": toys, "round": self.round})]
        self.card = None
        self.holding = [None] * self.players
        end = self.ending()
        if end is not None:
            return events + self._finish(*end)
        self._next_round()
        return events + [Event("new_first", "{p%d} takes the Pillow-Bag and flips next" % self.first,
                               {"seat": self.first})]

    def ending(self) -> tuple[list[int], str] | None:
        """At the end of a round: (the seats that may win, why the night ends), or None to play on."""
        if self.mode == "coop":
            done = len(self.aside_cards) == COOP_ROUNDS or not self.draw_pile
            return (list(range(self.players)), "all_overcome") if done else None
        full = [s for s in range(self.players) if len(self.boards[s]) >= BOARD_SPACES]
        if full:
            return full, "board_full"
        if not self.bag or not self.draw_pile:
            return list(range(self.players)), "bag_empty" if not self.bag else "deck_empty"
        return None

    def winners_among(self, candidates: list[int], reason: str | None = None) -> tuple[int, ...]:
        """Everyone who filled a board (the fullest of them with the tie-break option); else the fullest boards
        among the candidates (nobody, if theirs are all empty)."""
        if self.mode == "coop" or (reason == "board_full" and not self.tiebreak):
            return tuple(candidates)          # together, or everyone who filled a board, wins
        best = max(len(self.boards[s]) for s in candidates)
        return tuple(s for s in candidates if len(self.boards[s]) == best) if best else ()

    def _finish(self, candidates: list[int], reason: str) -> list[Event]:
        self.winner_seats = self.winners_among(candidates, reason)
        self.phase, self.active = "over", None
        self.end_reason = reason
        filled = candidates if reason == "board_full" else []
        return [Event("game_over", finish_text(self.winner_seats, reason, filled),
                      {"winners": list(self.winner_seats), "reason": reason, "filled": filled,
                       "tiebreak": self.tiebreak, "tokens": [len(b) for b in self.boards]})]

    def _coop_result(self, seat: int, toy: str, covered: bool) -> list[Event]:
        if not covered:
            self.phase, self.active = "over", None
            self.end_reason = "nightmare_won"
            self.winner_seats = ()
            return [Event("game_over", "Oh no, the Nightmare peeks out: the game is lost",
                          {"winners": [], "reason": "nightmare_won"})]
        self.aside_cards.append(self.card)
        self.aside_toys.append(toy)
        events = [Event("set_aside", "The Nightmare and the %s are set aside" % TOY_BY_ID[toy].name,
                        {"card": self.card, "toy": toy, "overcome": len(self.aside_cards)})]
        self.card = None
        self.proposal = None
        if self.ending() is not None:
            self.phase, self.active = "over", None
            self.end_reason = "all_overcome"
            self.winner_seats = tuple(range(self.players))
            return events + [Event("game_over", "Every Nightmare is overcome: sleep tight, everyone wins!",
                                   {"winners": list(self.winner_seats), "reason": "all_overcome"})]
        self._next_round()
        return events

    def _next_round(self) -> None:
        """The seat on the left takes the Pillow-Bag (or, together, the turn) and flips next."""
        self.first = (self.first + 1) % self.players
        self.active = self.first
        self.round += 1
        self.phase = "flip"

    # ---- reading (view.py), positions (position.py) --------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        return _view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> "DreamCatcherMatch":
        return _determinize(self, seat, rng)

    def to_position(self) -> dict[str, Any]:
        return position.write(self)

    @classmethod
    def from_position(cls, doc: Any) -> "DreamCatcherMatch":
        return position.read(cls, doc)

    def scores(self) -> list[float]:
        if self.mode == "coop":
            return [float(len(self.aside_cards))] * self.players
        return [float(len(b)) for b in self.boards]

    def clone(self) -> "DreamCatcherMatch":
        """A copy for bots and simulate, by hand (copy.deepcopy was most of a bot decision's time): lists
        are copied, placements shallowly (their contents are never changed once made)."""
        new = object.__new__(DreamCatcherMatch)
        d = self.__dict__
        new.__dict__.update(d)
        for key in ("bag", "draw_pile", "discard_pile", "aside_cards", "aside_toys", "holding", "agreed",
                    "suggestions"):
            setattr(new, key, list(d[key]))
        new.boards = [list(b) for b in self.boards]
        new.placements = [dict(p) for p in self.placements]
        new.options = dict(self.options)
        new.rng = self.rng.copy()
        return new
