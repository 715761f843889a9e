"""Bot knowledge for Dread Draw: a quick policy (Easy, and rollouts) and an evaluation for the search bots.

The policy reads only what a seat may know: public zones plus the make-up of the unseen pool
(Draw Deck and Life Decks together), which is the same in every determinization.
"""
from __future__ import annotations

import random
from typing import Any

from game.core import Action, Heuristics, Match
from game.core.bots import SearchBot

from .cards import CARDS, STRENGTH

# How much a card is worth kept in reserves, on top of its strength.
_KEEP_BONUS = {"empower": 6.0, "shield": 7.0, "victory": 4.0, "keep": 0.5, "recall": 1.0, "peek": 0.5,
               "puppet": 1.5, "topple": 1.0, "death": 3.0, "mill": 1.0}


def keep_value(card: int) -> float:
    c = CARDS[card]
    value = float(c.strength)
    if c.ability is not None:
        if c.ability.effect == "heal":
            value += 3.0 * c.ability.amount if c.ability.timing == "reserve" else 1.0
        else:
            value += _KEEP_BONUS.get(c.ability.effect, 0.0)
    return value


def unseen(m: Match, seat: int) -> list[int]:
    """Cards this seat cannot see: the Draw Deck and every Life Deck."""
    pool = list(m.draw)
    for life in m.life:
        pool.extend(life)
    return pool


def deck_success(m: Match, seat: int) -> float:
    """Chance that the top of the Draw Deck escalates this seat's row."""
    if not m.rows[seat]:
        return 1.0
    last = m.last_strength(seat)
    known = m.known_top[seat]
    if known is not None:
        return 1.0 if STRENGTH[known] > last else 0.0
    pool = unseen(m, seat) if m.draw else list(m.discard)
    if not pool:
        return 0.0
    return sum(1 for c in pool if STRENGTH[c] > last) / len(pool)


class DreadHeuristics(Heuristics):
    rollout_depth = 120
    risk = 0.6      # below this chance of success from the deck, a reserve card that escalates is played

    def policy(self, match: Match, seat: int, actions: list[Action], rng: random.Random) -> Action:
        if len(actions) == 1:
            return actions[0]
        kind = actions[0].kind
        if kind == "summon":
            return self._summon(match, seat, actions)
        if kind == "keep":
            return max(actions, key=lambda a: (keep_value(a["card"]), a["card"]))
        if kind == "peek":
            return self._peek(match, seat, actions)
        return self._ability(match, seat, actions)

    def _summon(self, m: Match, seat: int, actions: list[Action]) -> Action:
        deck = [a for a in actions if a["source"] == "deck"]
        reserve = sorted((a for a in actions if a["source"] == "reserve"), key=lambda a: STRENGTH[a["card"]])
        if not reserve:
            return deck[0]
        if not deck or deck_success(m, seat) < self.risk:
            return reserve[0]        # the weakest card that still escalates keeps the rest for later
        return deck[0]

    def _peek(self, m: Match, seat: int, actions: list[Action]) -> Action:
        top = m.draw[-1]
        nxt = m.forced if m.forced is not None else m.next_lowest(seat)[0]
        good_for_next = m.escalates(nxt, top)
        leave = good_for_next if nxt == seat else not good_for_next
        return actions[0] if leave else actions[1]

    def _ability(self, m: Match, seat: int, actions: list[Action]) -> Action:
        uses = [a for a in actions if a.kind == "use"]
        skip = next(a for a in actions if a.kind == "skip")
        if not uses:
            return skip
        effect = CARDS[uses[0]["card"]].ability.effect
        if uses[0].get("target") is None:
            return uses[0]
        if effect == "death":
            return max(uses, key=lambda a: (m.total(a["target"]), -a["target"]))
        if effect == "mill":
            return min(uses, key=lambda a: (len(m.life[a["target"]]), a["target"]))
        if effect == "puppet":
            best = max(uses, key=lambda a: (m.last_strength(a["target"]), -a["target"]))
            return best if deck_success(m, best["target"]) < deck_success(m, seat) else skip
        if effect == "topple":
            best = max(uses, key=lambda a: (CARDS[m.rows[a["target"]][-1]].dots, -a["target"]))
            return best if CARDS[m.rows[best["target"]][-1]].dots >= 1 else skip
        return uses[0]

    def evaluate(self, match: Match) -> list[float]:
        m = match
        weights = []
        for s in range(m.players):
            if not m.in_game[s]:
                weights.append(0.0)
                continue
            w = len(m.life[s]) + 0.5 * len(m.reserves[s]) + 1.0
            w += sum(0.5 * keep_value(c) / 10 for c in m.reserves[s])
            weights.append(w * w)
        total = sum(weights) or 1.0
        return [w / total for w in weights]


def make_dread_bot(level: str, seat: int, seed: int) -> Any:
    """Search budgets sized so that Normal answers in about 0.05 s and Hard within 0.22 s."""
    h = DreadHeuristics()
    if level == "normal":
        return SearchBot(h, iterations=120, time_limit=0.06, seed=seed)
    if level == "hard":
        return SearchBot(h, iterations=600, time_limit=0.2, seed=seed)
    return None      # random and easy: the contract's own bots
