"""Bot knowledge for Dread Draw: a quick policy (Easy, and rollouts) and an evaluation for the search bots.

The policy reads only what a seat may know: public zones plus the make-up of the unseen pool
(Draw Deck and Life Decks together), which is the same in every determinization.
"""
from __future__ import annotations

import random
from typing import Any

from game.core import Action, Heuristics, Match
from game.core.bots import SeatWindow, decision_rng

from .data import CARDS, STRENGTH

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
    pool = list(m.draw_pile)
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
    pool = unseen(m, seat) if m.draw_pile else list(m.discard_pile)
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
        top = m.draw_pile[-1]
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

        def left(a: Action) -> int:
            """Ties go to the nearest seat on the left, so no seat index is picked on more than others."""
            return -((a["target"] - seat) % m.players)

        if effect == "death":
            return max(uses, key=lambda a: (m.total(a["target"]), left(a)))
        if effect == "mill":
            return max(uses, key=lambda a: (-len(m.life[a["target"]]), left(a)))
        if effect == "puppet":
            best = max(uses, key=lambda a: (m.last_strength(a["target"]), left(a)))
            return best if deck_success(m, best["target"]) < deck_success(m, seat) else skip
        if effect == "topple":
            best = max(uses, key=lambda a: (CARDS[m.rows[a["target"]][-1]].dots, left(a)))
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


# A sure win is one this seat makes by its own next few decisions, the same on every sample of the hidden cards.
SURE_SAMPLES = 4
SURE_DEPTH = 3       # e.g. summon Death from the reserves, then use it


def _won(m: Match, seat: int, before: int) -> int:
    """2 when the seat has won the game, 1 the round, 0 neither."""
    return 2 if m.winner == seat else int(m.rounds_won[seat] > before)


def _line(m: Match, seat: int, action: Action, depth: int) -> tuple[int, int]:
    """How much this action wins (see _won) when the seat then plays its best own decisions, and how soon
    (the depth left: a win in fewer moves spends fewer cards)."""
    m = m.clone()
    before = m.rounds_won[seat]
    m._apply(seat, action)
    won = _won(m, seat, before)
    if won or depth <= 1 or m.over or m.to_move() != (seat,):
        return won, depth if won else 0
    return max(_line(m, seat, a, depth - 1) for a in m.legal_actions(seat))


def sure_win(window: SeatWindow, rng: random.Random) -> Action | None:
    """The legal action that wins most (the game over the round) soonest on every sample of what this seat
    cannot see, or None. A checkpoint (window.out_of_time) before each line played out: in the app a frame
    never waits for the whole search (10 ms at a wide hand), and the safety valve may cut it short."""
    samples = [window.sample(rng) for _ in range(SURE_SAMPLES)]
    best, best_line = None, (0, 0)
    for a in window.legal_actions:
        lines = []
        for m in samples:
            if window.out_of_time():
                return best
            lines.append(_line(m, window.seat, a, SURE_DEPTH))
        line = min(lines)
        if line > best_line:
            best, best_line = a, line
    return best


class PolicyBot:
    """Plays the heuristic policy, with a chance of a random legal move (Easy); Normal never misses a sure win."""

    def __init__(self, heuristics: DreadHeuristics, noise: float = 0.0, seed: int = 0) -> None:
        self.h, self.noise, self.seed = heuristics, noise, seed

    def decide(self, window: SeatWindow) -> Action:
        legal = window.legal_actions
        if len(legal) == 1:
            return legal[0]
        rng = decision_rng(self.seed, window)
        if rng.random() < self.noise:
            return rng.choice(legal)
        if self.noise == 0.0:
            win = sure_win(window, rng)
            if win is not None:
                return win
        return self.h.policy(window.sample(rng), window.seat, legal, rng)


# Hard's budget: at most ITERATIONS paired samples, and a sample only starts while fewer than STEPS
# actions have been simulated (sized so a decision stays under 0.25 s; see `make bench`).
ITERATIONS = 80
STEPS = 3500
# A win sooner is worth more than the same win later (and a sure one now most of all).
DISCOUNT = 0.998
# Rollouts stop once this many round ends have been played out, and the evaluation judges the table: the
# damage dealt and the cards kept decide far more of one decision's worth than the luck of the rounds after.
HORIZON = 1


class RolloutBot:
    """Flat Monte Carlo over the legal actions with common random numbers.

    Each iteration draws one determinization and plays every candidate from it with the policy
    for every seat to the end of the round (HORIZON), where the evaluation judges the table, so
    candidates are compared on the same hidden cards; the best mean wins, and the policy's own
    choice wins ties. A sure win (sure_win) is taken before any search. Dread Draw is short-horizon and luck-heavy, so this
    paired comparison beats a tree search of the same budget.
    """

    def __init__(self, heuristics: DreadHeuristics, iterations: int = ITERATIONS, steps: int = STEPS,
                 depth: int = 400, seed: int = 0, horizon: int = HORIZON) -> None:
        self.h, self.iterations, self.steps, self.depth = heuristics, iterations, steps, depth
        self.seed, self.horizon = seed, horizon

    def decide(self, window: SeatWindow) -> Action:
        legal = window.legal_actions
        if len(legal) == 1:
            return legal[0]
        seat, rng = window.seat, decision_rng(self.seed, window)
        win = sure_win(window, rng)
        if win is not None:
            return win       # a win now is worth more than a likely win later: no search needed
        base = legal.index(self.h.policy(window.sample(rng), seat, legal, rng))
        results: list[list[float]] = []       # one row per completed iteration, a value per action
        spent = 0
        while len(results) < self.iterations and spent < self.steps and not window.out_of_time():
            det = window.sample(rng)
            chance = rng.getrandbits(64)
            row = []
            for a in legal:
                value, steps = self._rollout(det.clone(), seat, a, chance)
                row.append(value)
                spent += steps
            results.append(row)
            if len(results) == 12 and all(max(r) == min(r) for r in results):
                break       # the choice has not mattered on any sample: trust the policy
        return legal[self._pick(results, base)]

    @staticmethod
    def _pick(results: list[list[float]], base: int) -> int:
        """The policy's choice unless another action beats it clearly (paired mean over 2 standard errors)."""
        n = len(results)
        if n < 8:
            return base
        best, best_gain = base, 0.0
        for i in range(len(results[0])):
            if i == base:
                continue
            diffs = [r[i] - r[base] for r in results]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            if mean > 2.0 * (var / n) ** 0.5 and mean > best_gain:
                best, best_gain = i, mean
        return best

    def _rollout(self, m: Match, seat: int, action: Action, chance: int) -> tuple[float, int]:
        """This seat's result of playing `action` then the policy for everyone, and the actions it took."""
        m.rng.seed(chance)
        last_round = m.round + self.horizon - 1
        m._apply(seat, action)        # legal by construction: skip the checks for speed
        h = self.h
        steps = 0
        while not m.over and steps < self.depth and m.round <= last_round:
            s = m.decision["seat"]
            acts = m.legal_actions(s)
            m._apply(s, acts[0] if len(acts) == 1 else h.policy(m, s, acts, None))
            steps += 1
        value = (DISCOUNT ** steps if m.winner == seat else 0.0) if m.over else h.evaluate(m)[seat]
        return value, steps + 1


def make_dread_bot(level: str, seat: int, seed: int, budget: int = 1) -> Any:
    """Easy: the policy with slips; Normal: the policy; Hard: Monte Carlo rollouts of the policy (< 0.25 s)."""
    h = DreadHeuristics()
    if level == "easy":
        return PolicyBot(h, noise=0.3, seed=seed)
    if level == "normal":
        return PolicyBot(h, seed=seed)
    if level == "hard":
        return RolloutBot(h, ITERATIONS * budget, STEPS * budget, seed=seed)
    return None      # random: the contract's own bot


# ---- the coach ---------------------------------------------------------------------------------------
def hint(window: SeatWindow, seed: int) -> tuple[Action, str]:
    """The move Hard would make from this seat's own window, and one sentence why, in the game's words."""
    action = make_dread_bot("hard", window.seat, seed).decide(window)
    m = window.sample(decision_rng(seed, window))
    return action, _why(m, window.seat, action, sure_win(window, decision_rng(seed, window)) == action)


def _odds(m: Match, seat: int) -> str:
    """How many Draw Deck cards escalate this seat's row, in words: "about 7 in 10 cards"."""
    tenths = round(10 * deck_success(m, seat))
    return "hardly any cards" if tenths == 0 else "nearly all cards" if tenths == 10 else f"about {tenths} in 10 cards"


def _why(m: Match, seat: int, a: Action, wins: bool) -> str:
    card = CARDS[a["card"]] if a.get("card") is not None else None
    if a.kind == "summon":
        if a["source"] == "reserve":
            if wins:
                return f"Summon {card.name} from your reserves: its ability wins the round now."
            if not m.rows[seat]:
                return f"Summon {card.name} from your reserves: it opens your row with {card.strength}."
            return (f"Summon {card.name} ({card.strength}) from your reserves: {_odds(m, seat)} of the Draw Deck "
                    f"beat your {m.last_strength(seat)}.")
        if not m.rows[seat]:
            return "Reveal the top card: the first summon of a round always succeeds, so keep your reserves."
        if m.known_top[seat] is not None:
            return "Reveal the top card: you peeked at it and it beats your row."
        return f"Reveal the top card: {_odds(m, seat)} of the Draw Deck beat your {m.last_strength(seat)}."
    if a.kind == "use":
        target = a.get("target")
        if wins:
            return f"Use {card.name} on {{p{target}}}: it wins you the round."
        if target is not None:
            return f"Use {card.name} on {{p{target}}}: it hurts them most."
        return f"Use {card.name}: it costs you nothing."
    if a.kind == "skip":
        return f"Let {card.name}'s ability pass: using it would help a rival more than you."
    if a.kind == "peek":
        nxt = m.forced if m.forced is not None else m.next_lowest(seat)[0]
        good = m.escalates(nxt, m.draw_pile[-1])
        who = "you summon next and it beats your row" if nxt == seat else f"{{p{nxt}}} summons next and it " \
            + ("would beat their row" if good else "cannot beat their row")
        return f"{'Leave it on top' if a['where'] == 'top' else 'Slide it to the bottom'}: {who}."
    if a.kind == "keep":
        return f"Keep {card.name}: of the drawn cards it is worth most in your reserves."
    return "This is the move Hard would make."
