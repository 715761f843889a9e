"""Pebbles: a tiny Nim-like game with hidden hands, dice and one simultaneous choice.

It exists only to prove the engine contract, saves, undo, bots and the app shell without
leaning on any of the four real games. A pile of pebbles; at the start everyone secretly
pledges 0 or 1 pebble (all at once, then revealed and taken); then in turn each player plays
a hidden card (take 1-3) or rolls the die (take 1-3). Whoever takes the last pebble wins.
"""
from __future__ import annotations

import random
from typing import Any

from game.core import Action, Event, GameSpec, Heuristics, Match, Option, register
from game.core import position as core

CARD_VALUES = (1, 2, 3)
COPIES = 4


class Pebbles(Match):
    def __init__(self, players: int, options: dict[str, Any], seed: int, first: int | None) -> None:
        super().__init__(players, options, seed)
        self.pile = options["pile"] + players
        self.deck = [v for v in CARD_VALUES for _ in range(COPIES)]
        self.rng.shuffle(self.deck)
        self.hands = [[self.deck.pop() for _ in range(2)] for _ in range(players)]
        self.discard: list[int] = []
        self.pledges: list[int | None] = [None] * players
        self.turn = self.rng.randrange(players) if first is None else first
        self.winner: int | None = None

    # -- contract --
    def to_move(self) -> tuple[int, ...]:
        if self.winner is not None:
            return ()
        if None in self.pledges:
            return tuple(s for s, p in enumerate(self.pledges) if p is None)
        return (self.turn,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        if None in self.pledges:
            return [Action.make("pledge", n=n) for n in (0, 1)]
        plays = sorted({v for v in self.hands[seat] if v <= self.pile})
        return [Action.make("play", value=v) for v in plays] + [Action.make("roll")]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if action.kind == "pledge":
            self.pledges[seat] = action["n"]
            events = [Event("pledged", "{p%d} pledges in secret" % seat, {"seat": seat})]
            if None not in self.pledges:
                total = min(sum(self.pledges), self.pile - 1)
                self.pile -= total
                events.append(Event("pledges_revealed", f"Pledges revealed: {total} pebbles go",
                                    {"pledges": list(self.pledges)}, reveal=True))
            return events
        if action.kind == "play":
            value = action["value"]
            self.hands[seat].remove(value)
            self.discard.append(value)
            if self.deck:
                self.hands[seat].append(self.deck.pop())
            return self._take(seat, value, Event("played", "{p%d} plays a %d" % (seat, value),
                                                 {"seat": seat, "value": value}, reveal=True))
        roll = self.rng.randint(1, 3)
        return self._take(seat, min(roll, self.pile),
                          Event("rolled", "{p%d} rolls %d" % (seat, roll), {"seat": seat, "roll": roll}))

    def _take(self, seat: int, n: int, first: Event) -> list[Event]:
        self.pile -= n
        events = [first]
        if self.pile == 0:
            self.winner = seat
            events.append(Event("won", "{p%d} takes the last pebble and wins" % seat, {"seat": seat}))
        else:
            self.turn = (self.turn + 1) % self.players
        return events

    def view(self, seat: int | None) -> dict[str, Any]:
        revealed = None not in self.pledges
        return {
            "pile": self.pile,
            "active": self.turn,
            "deck": len(self.deck),
            "discard": list(self.discard),
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "pledges": list(self.pledges) if revealed else [p is not None for p in self.pledges],
            "my_pledge": self.pledges[seat] if seat is not None else None,
            "winner": self.winner,
        }

    @property
    def over(self) -> bool:
        return self.winner is not None

    def winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    # -- positions: the worked example of game/core/position.py --
    def to_position(self) -> dict[str, Any]:
        return core.write(self, SPEC, {"pile": self.pile, "draw_pile": list(self.deck),
                                       "hands": [list(h) for h in self.hands], "discard_pile": list(self.discard),
                                       "pledges": list(self.pledges), "active": self.turn, "winner": self.winner})

    @classmethod
    def from_position(cls, doc: Any) -> "Pebbles":
        _, doc = core.open_doc(doc, SPEC)
        match = core.start(cls, doc)
        n = match.players
        state = core.keys(doc["state"], ("pile", "draw_pile", "hands", "discard_pile", "pledges", "active", "winner"))
        value = lambda v, what: core.integer(v, 1, 3, what)      # noqa: E731
        match.pile = core.integer(state["pile"], 0, 20 + 6, "the pile")
        match.deck = core.listing(state["draw_pile"], "the draw pile", value)
        match.hands = core.listing(state["hands"], "the hands", lambda h, w: core.listing(h, w, value), length=n)
        match.discard = core.listing(state["discard_pile"], "the discard pile", value)
        match.pledges = core.listing(state["pledges"], "the pledges",
                                     lambda v, w: None if v is None else core.integer(v, 0, 1, w), length=n)
        match.turn = core.seat(state["active"], n, "the seat in charge")
        match.winner = core.seat(state["winner"], n, "the winner", allow_none=True)
        core.counts_match({"draw pile": match.deck, "discard pile": match.discard,
                           **{f"hand {s + 1}": h for s, h in enumerate(match.hands)}},
                          [v for v in CARD_VALUES for _ in range(COPIES)])
        core.need((match.winner is None) == (match.pile > 0), "the pile and the winner disagree")
        return core.finish(match, doc)

    def determinize(self, seat: int, rng: random.Random) -> "Pebbles":
        copy = self.clone()
        others = [s for s in range(self.players) if s != seat]
        unknown = sorted(self.deck + [c for s in others for c in self.hands[s]])
        rng.shuffle(unknown)
        for s in others:
            n = len(copy.hands[s])
            copy.hands[s], unknown = unknown[:n], unknown[n:]
        copy.deck = unknown
        if None in self.pledges:     # others' secret pledges are unknown too
            for s in others:
                if copy.pledges[s] is not None:
                    copy.pledges[s] = rng.choice((0, 1))
        return copy


class PebblesHeuristics(Heuristics):
    def policy(self, match: Match, seat: int, actions: list[Action], rng: random.Random) -> Action:
        for a in actions:     # take the last pebbles when a card can
            if a.kind == "play" and a["value"] == match.pile:
                return a
        return rng.choice(actions)


SPEC = register(GameSpec(
    id="pebbles", title="Pebbles (test game)", min_players=2, max_players=6,
    new_match=Pebbles, options=(Option("pile", "Pebbles in the pile", (8, 12, 20), 12),),
    blurb="Take the last pebble.", heuristics=PebblesHeuristics(),
))
