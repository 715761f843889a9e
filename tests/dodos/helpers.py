"""Builders for Dodos test states: positions edited as documents (hands, draw pile, spaces), cards conserved."""
from __future__ import annotations

import dataclasses

from game.core import Action
from game.dodos.data import CARDS, TRACKS
from game.dodos.gestures import default_aim
from game.dodos.rules import DodosMatch

ALL = len(CARDS)
FLAT = {k: dataclasses.replace(t, spheres={}) for k, t in TRACKS.items()}


class Flat(DodosMatch):
    """The race on a board whose sphere spaces are painted over, so that a test's moves are only its own."""

    @property
    def track(self):
        return FLAT[self.options["track"]]


def new(players: int = 2, track: str = "jungle", abilities: str = "off", seed: int = 0, first: int = 0,
        picks: list[int] | None = None, greens: bool = False, spheres: bool = False,
        hands: dict[int, list[str]] | None = None, deck: list[str] | None = None,
        positions: list[int] | None = None) -> DodosMatch:
    """A match past the Dodino picks (seat order from `first` picks `picks` or the first free one), its
    position edited as asked (see Deal) and read back: green cards out of play unless asked for, these
    hands, these cards on top of the draw pile, the Dodinos on these spaces.

    Sphere spaces are taken off this match's track unless asked for, so that moves in a test are only
    the ones the test makes.
    """
    m = (DodosMatch if spheres else Flat)(players, {"track": track, "abilities": abilities}, seed, first)
    for k in range(players):
        seat = m.to_move()[0]
        action = Action.make("pick", dodino=picks[k]) if picks else m.legal_actions(seat)[0]
        m.apply(seat, action)
    deal = Deal(m)
    if not greens:
        deal.strip_greens()
    for seat, names in (hands or {}).items():
        deal.hand(seat, names)
    if deck is not None:
        deal.deck(deck)
    if positions is not None:
        deal.state["positions"] = list(positions)
    return deal.match()


def ids(name: str) -> list[int]:
    return [c.id for c in CARDS if c.name == name]


def cards(*names: str, avoid: set[int] | None = None) -> list[int]:
    """Fresh copies of the named cards (different ids for repeated names); "*" is any blue card."""
    used = set(avoid or ())
    out = []
    for name in names:
        pool = sorted((c.id for c in CARDS if c.colour == "blue"),
                      key=lambda i: (CARDS[i].effect[0]["icon"] != "draw", i)) if name == "*" else ids(name)
        cid = next(c for c in pool if c not in used)
        used.add(cid)
        out.append(cid)
    return out


class Deal:
    """A test's scenario as a position: a match's to_position() document, edited, then built again with
    from_position (so every scenario passes the same checks as any position). Cards are conserved: a card
    put somewhere is taken from wherever it was."""

    def __init__(self, m: DodosMatch) -> None:
        self.cls = type(m)
        self.doc = m.to_position()
        self.state = self.doc["state"]

    def match(self) -> DodosMatch:
        return self.cls.from_position(self.doc)

    def _zones(self) -> list[list[int]]:
        s = self.state
        return [s["draw_pile"], s["discard_pile"], *s["hands"], *s["front"]]

    def _take(self, cid: int) -> None:
        for zone in self._zones():
            if cid in zone:
                zone.remove(cid)
                return
        chosen = self.state["chosen"]
        if cid in chosen:
            chosen[chosen.index(cid)] = None
            return
        raise AssertionError(f"card {cid} is nowhere")

    def hand(self, seat: int, names: list[str]) -> list[int]:
        """Seat's hand becomes exactly these cards; its old cards go to the bottom of the draw pile."""
        hands = self.state["hands"]
        self.state["draw_pile"][:0] = hands[seat]
        hands[seat] = []
        chosen = cards(*names, avoid={c for h in hands for c in h})
        for cid in chosen:
            self._take(cid)
        hands[seat] = list(chosen)
        return chosen

    def deck(self, names: list[str]) -> list[int]:
        """Put these cards on top of the draw pile, the first name drawn first."""
        chosen = cards(*names, avoid={c for h in self.state["hands"] for c in h})
        for cid in chosen:
            self._take(cid)
        self.state["draw_pile"].extend(reversed(chosen))
        return chosen

    def strip_greens(self) -> None:
        """Green cards leave the draw pile and hands (to the discard pile), so no green window opens by chance."""
        s = self.state
        for zone in [s["draw_pile"], *s["hands"]]:
            for cid in [c for c in zone if CARDS[c].colour == "green"]:
                zone.remove(cid)
                s["discard_pile"].append(cid)
        if s["phase"] != "choose":
            return
        for hand in s["hands"]:
            if not any(CARDS[c].colour != "green" for c in hand):
                hand.append(next(c for c in s["draw_pile"] if CARDS[c].colour != "green"))
                s["draw_pile"].remove(hand[-1])


def count(m: DodosMatch) -> int:
    n = len(m.draw_pile) + len(m.discard_pile) + sum(map(len, m.hands)) + sum(map(len, m.front))
    if m.phase == "choose":
        n += sum(c is not None for c in m.chosen)
    return n


def play(m: DodosMatch, choices: dict[int, int]) -> list:
    """Phase 1: each seat plays the given card id."""
    events = []
    for seat in list(m.to_move()):
        events += m.apply(seat, Action.make("play", card=choices[seat]))
    return events


def pass_windows(m: DodosMatch) -> list:
    events = []
    while m.window is not None:
        seat = m.to_move()[0]
        events += m.apply(seat, Action.make("pass"))
    return events


def pass_window(m: DodosMatch) -> list:
    """Every seat asked lets this one window pass (the next may open at once)."""
    events = []
    for seat in list(m.to_move()):
        events += m.apply(seat, Action.make("pass"))
    return events


def throw(m: DodosMatch, hits: tuple[int, ...]) -> list:
    seat = m.to_move()[0]
    g = m.prompt["projectile"]
    return m.apply(seat, Action.make("throw", gesture=g, aim=default_aim(g), hits=hits))


def kinds(events) -> list[str]:
    return [e.kind for e in events]
