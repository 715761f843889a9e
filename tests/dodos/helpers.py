"""Builders for Dodos test states: hands, decks and positions set directly, cards conserved."""
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
        picks: list[int] | None = None, greens: bool = False, spheres: bool = False) -> DodosMatch:
    """A match past the Dodino picks (seat order from `first` picks `picks` or the first free one).

    Sphere spaces are taken off this match's track unless asked for, so that moves in a test are only
    the ones the test makes.
    """
    m = (DodosMatch if spheres else Flat)(players, {"track": track, "abilities": abilities}, seed, first)
    for k in range(players):
        seat = m.to_move()[0]
        action = Action.make("pick", dodino=picks[k]) if picks else m.legal_actions(seat)[0]
        m.apply(seat, action)
    if not greens:
        strip_greens(m)
    return m


def ids(name: str) -> list[int]:
    return [c.id for c in CARDS if c.name == name]


def _take(m: DodosMatch, cid: int) -> None:
    for zone in [m.draw_pile, m.discard_pile, *m.hands, *m.front]:
        if cid in zone:
            zone.remove(cid)
            return
    for s, c in enumerate(m.chosen):
        if c == cid:
            m.chosen[s] = None
            return
    raise AssertionError(f"card {cid} is nowhere")


def cards(m: DodosMatch, *names: str, avoid: set[int] | None = None) -> list[int]:
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


def set_hand(m: DodosMatch, seat: int, names: list[str]) -> list[int]:
    """Seat's hand becomes exactly these cards; its old cards go to the bottom of the deck."""
    old = list(m.hands[seat])
    m.hands[seat] = []
    m.draw_pile[:0] = old
    chosen = cards(m, *names, avoid={c for h in m.hands for c in h})
    for cid in chosen:
        _take(m, cid)
    m.hands[seat] = list(chosen)
    return chosen


def stack_deck(m: DodosMatch, names: list[str]) -> list[int]:
    """Put these cards on top of the deck, the first name drawn first."""
    held = {c for h in m.hands for c in h}
    chosen = cards(m, *names, avoid=held)
    for cid in chosen:
        _take(m, cid)
    m.draw_pile.extend(reversed(chosen))
    return chosen


def strip_greens(m: DodosMatch) -> None:
    """Green cards leave the deck and hands (to the discard pile), so no green window opens by chance."""
    for zone in [m.draw_pile, *m.hands]:
        for cid in [c for c in zone if CARDS[c].colour == "green"]:
            zone.remove(cid)
            m.discard_pile.append(cid)
    for s in range(m.players):
        if m.phase == "choose" and not m._playable(s):
            m.hands[s].append(next(c for c in m.draw_pile if CARDS[c].colour != "green"))
            m.draw_pile.remove(m.hands[s][-1])


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
