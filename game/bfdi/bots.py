"""BFDI bots. Easy: the Normal rules with mistakes. Normal: a rule-based policy that protects its
characters at risk. Hard: flat Monte Carlo over the Normal policy's candidates, rolled out to Cake at
Stake on determinized states (its own view only) and scored over every face of the die there.
No level but Random spends a card or Stars on a move that changes nothing (`worthwhile`).
"""
from __future__ import annotations

import random
from typing import Any

from game.core import Action, Heuristics, Match, SeatWindow
from game.core.bots import RandomBot, decision_rng

from .coach import reason
from .data import TOP_LEVEL, ability_key, scene_attribute, scene_type

# Advanced draft preferences: abilities that protect or pay most come first.
ABILITY_RANK = {"rub_out": 9, "too_big": 8, "hot_streak": 7, "shove": 7, "planner": 6, "bounce": 5,
                "coins": 5, "alliance_dues": 5, "notes": 5, "tremble": 4, "kindness": 4, "cheer": 4,
                "sharp": 4, "totally": 4, "barf": 3, "show_off": 3, "jealous": 3, "frozen": 3,
                "quiet_lead": 2, "prank": 2, "seriously": 1}


def _owns_ability(m: Any, seat: int, key: str) -> bool:
    return m.advanced and any(ability_key(c) == key for c in m.chars_of(seat))


def at_risk(m: Any) -> list[int]:
    """The characters that Cake at Stake would threaten if Step B ended now (the bottom three)."""
    order = m.board.standing()
    return order if len(order) <= 3 else order[-3:]


def _play_score(m: Any, seat: int, a: Action, risk: list[int]) -> float:
    card, target = a["card"], a["target"]
    kind = scene_type(card)
    mine = m.owner[target] == seat
    level = m.board.level_of(target)
    if kind == "swap":
        other = a["target2"]
        pair = {m.owner[target] == seat, m.owner[other] == seat}
        if pair != {True, False}:
            return -1.0
        me, them = (target, other) if m.owner[target] == seat else (other, target)
        lower = m.board.where[me][1] > m.board.where[them][1]
        return 4.5 if lower and me in risk and them not in risk else -1.0
    if not mine:
        return -1.0
    if kind == "win_token":
        return 3.5 if target in risk else -1.0
    if kind in ("boost", "special_boost"):
        if level >= TOP_LEVEL:
            return -1.0
        if target in risk:
            return (5.0 if kind == "special_boost" else 4.0) - 0.1 * level
        return 0.2 if target == m.board.standing()[0] else -1.0
    # development
    gain = 2.5 if scene_attribute(card) in m.challenge_attrs() and level < TOP_LEVEL else 0.6
    return gain + (1.0 if target in risk else 0.0)


def normal_policy(m: Any, seat: int, actions: list[Action], rng: random.Random, noise: float = 0.0) -> Action:
    kinds = {a.kind for a in actions}
    trade = Action.make("trade")
    if trade in actions:
        keep = 4 if m.phase == "offers" else 3
        if _owns_ability(m, seat, "hot_streak"):
            keep += 3          # Firey's Hot Streak needs 3 Stars in hand at Cake at Stake
        if m.stars[seat] >= keep and m.phase != "draft":
            return trade
    if "pick" in kinds:
        def pick_value(a: Action) -> float:
            base = ABILITY_RANK.get(ability_key(a["char"]), 0) if m.advanced else 0
            return base + rng.random() * (2 + 10 * noise)
        return max((a for a in actions if a.kind == "pick"), key=pick_value)
    if "roll" in kinds:
        return Action.make("roll")
    if m.phase == "turns":
        risk = at_risk(m)
        best, best_score = Action.make("pass"), 0.0
        for a in actions:
            if a.kind != "play":
                continue
            s = _play_score(m, seat, a, risk) + rng.random() * (0.01 + 3 * noise)
            if s > best_score:
                best, best_score = a, s
        return best
    if m.phase == "offers":
        risk = at_risk(m)
        offers = [a for a in actions if a.kind == "offer" and a["char"] in risk]
        if offers and rng.random() >= noise:
            want = 2 if len(m.board.where) <= 4 else 1
            return min(offers, key=lambda a: (abs(a["stars"] - want), -m.board.where[a["char"]][1]))
        return Action.make("decline")
    if m.phase == "accept":
        accepts = [a for a in actions if a.kind == "accept"]
        return accepts[0] if accepts else Action.make("done")
    return rng.choice(actions)


def candidates(m: Any, seat: int) -> list[Action]:
    """Legal actions with duplicates folded (same card type on the same targets) and helpful targets first."""
    if m.phase != "turns":
        acts = m.legal_actions(seat)
        if m.phase == "offers":
            return [a for a in acts if a.kind != "offer" or a["stars"] <= 2]
        return acts
    acts = m.scene_plays(seat, own_only=True) + [Action.make("pass")]
    if m.can_trade(seat):
        acts.append(Action.make("trade"))
    seen, out = set(), []
    for a in acts:
        if a.kind == "play":
            key = (scene_type(a["card"]), scene_attribute(a["card"]), a["target"], a.get("target2"))
            involved = [a["target"]] + ([a["target2"]] if a.get("target2") is not None else [])
            if key in seen or all(m.owner[c] != seat for c in involved):
                continue
            seen.add(key)
        out.append(a)
    return out


def evaluate(m: Any) -> list[float]:
    """Rough win chances: characters kept, with Stars and Scenes as a little extra, minus risk."""
    if m.over:
        return [1.0 if s == m.winner else 0.0 for s in range(m.players)]
    risk = set(at_risk(m)) if m.phase in ("turns", "offers", "accept", "cake") else set()
    strength = [0.0] * m.players
    for c, (level, row) in m.board.where.items():
        s = m.owner[c]
        strength[s] += 1.0 - (0.3 if c in risk else 0.0) + (0.25 if c in m.tokens else 0.0)
    for s in range(m.players):
        if m.out[s]:
            strength[s] = 0.0
        else:
            strength[s] += 0.04 * m.stars[s] + 0.12 * len(m.hands[s])
    power = [x ** 2 for x in strength]
    total = sum(power) or 1.0
    return [p / total for p in power]


def cake_value(m: Any, depth: int = 3) -> list[float]:
    """The evaluation averaged over the Cake at Stake die (faces 1, 2 and 3 equally likely, rerolls
    followed `depth` deep), so whether a character was at risk counts, not how one roll fell."""
    if m.phase != "cake" or depth == 0:
        return evaluate(m)
    total = [0.0] * m.players
    for face in (1, 2, 3):
        after = m.clone()
        after._cake_roll(after.cake["roller"], face)
        for s, v in enumerate(cake_value(after, depth - 1)):
            total[s] += v / 3
    return total


def _holdings(m: Any) -> tuple:
    """What each seat holds that a Scene can change: the spaces its characters stand on (not which
    character stands where), its Win Tokens, Developments, Stars and cards in hand."""
    return tuple((tuple(sorted(m.board.where[c] for c in m.chars_of(s))),
                  sum(1 for c in m.tokens if m.owner[c] == s),
                  sum(len(m.devs[c]) for c in m.chars_of(s)), m.stars[s], len(m.hands[s]))
                 for s in range(m.players))


def wasted(m: Any, seat: int, a: Action) -> bool:
    """A Scene that costs its card and changes nothing anyone holds: a Swap of two of one's own
    characters, a Boost on level 3 that nobody can join (a Boost with Alliances open is never wasted)."""
    if a.kind != "play":
        return False
    after = m.clone()
    after._apply(seat, a)
    if after.phase not in ("turns", "cake"):
        return False
    before = list(_holdings(m))
    me = before[seat]
    before[seat] = me[:4] + (me[4] - 1,)        # the card played is the cost, not a change
    return _holdings(after) == tuple(before)


def worthwhile(m: Any, seat: int, acts: list[Action]) -> list[Action]:
    """The actions minus those that cost something and change nothing (never all of them)."""
    kept = [a for a in acts if not wasted(m, seat, a)]
    return kept or acts


PROTECTS = 3.5       # the least `_play_score` of a play that lifts an at-risk character out of danger


def urgent(m: Any, seat: int, acts: list[Action]) -> list[Action]:
    """While one of the seat's characters is among the three lowest, a good player protects it rather than
    hope the others keep playing (when they all pass, Cake at Stake comes): the plays that protect it,
    else buying a Scene (that does not end the turn), else whatever is left."""
    risk = at_risk(m)
    if m.phase != "turns" or len(m.board.where) <= 3 or not any(m.owner[c] == seat for c in risk):
        return acts
    saving = [a for a in acts if a.kind == "play" and _play_score(m, seat, a, risk) >= PROTECTS]
    if saving:
        return saving
    trade = Action.make("trade")
    return [trade] if trade in acts else acts


class BfdiHeuristics(Heuristics):
    rollout_depth = 60

    def candidates(self, match: Match, seat: int) -> list[Action]:
        return candidates(match, seat)

    def policy(self, match: Match, seat: int, actions: list[Action], rng: random.Random) -> Action:
        return normal_policy(match, seat, actions, rng)

    def evaluate(self, match: Match) -> list[float]:
        return evaluate(match)


class PolicyBot:
    """Easy (noise) and Normal (no noise): the rule-based policy on one sample of the hidden state."""

    def __init__(self, noise: float, seed: int) -> None:
        self.noise = noise
        self.seed = seed

    def decide(self, window: SeatWindow) -> Action:
        rng = decision_rng(self.seed, window)
        state = window.sample(rng)
        acts = worthwhile(state, window.seat, candidates(state, window.seat) or window.legal_actions)
        return normal_policy(state, window.seat, acts, rng, self.noise)


# Hard's budget: at most this many rounds of rollouts, and a round only starts while fewer than
# STEPS actions have been simulated (sized so a decision stays under 0.25 s; see `make bench`).
ROLLOUTS = 16
STEPS = 2600
MARGIN = 0.01        # how much better (a share of a win, on average) a move must look to beat the plain one


class MonteCarloBot:
    """Hard: try each candidate on sampled states, play on with the Normal policy to the end of the
    Challenge (Cake at Stake and Return to Start done), and keep the best average evaluation."""

    def __init__(self, seed: int, rollouts: int = ROLLOUTS, steps: int = STEPS, horizon: int = 300) -> None:
        self.seed = seed
        self.rollouts = rollouts
        self.steps = steps
        self.horizon = horizon

    def decide(self, window: SeatWindow) -> Action:
        seat, rng = window.seat, decision_rng(self.seed, window)
        state = window.sample(rng)
        acts = urgent(state, seat, worthwhile(state, seat, candidates(state, seat) or window.legal_actions))
        if len(acts) == 1 or state.phase in ("draft", "cake"):
            return normal_policy(state, seat, acts, rng)
        totals = {a: 0.0 for a in acts}
        done = spent = 0
        while done < self.rollouts and spent < self.steps and not window.out_of_time():
            # Common random numbers: every candidate meets the same hidden cards and the same dice.
            sample, chance = window.sample(rng), rng.getrandbits(64)
            for a in acts:
                value, steps = self._rollout(sample.clone(), seat, a, chance)
                totals[a] += value
                spent += steps
            done += 1
        plain = normal_policy(state, seat, acts, random.Random(0))
        if not done:
            return plain
        best = max(acts, key=lambda a: totals[a])
        # The rollouts are noisy: leave the plain policy's move only for one they clearly find better.
        if plain not in totals or totals[best] - totals[plain] > MARGIN * done:
            return best
        return plain

    def _rollout(self, m: Any, seat: int, first: Action, chance: int) -> tuple[float, int]:
        """The seat's evaluation over the die at this Challenge's Cake at Stake, and the actions it took."""
        m.rng.seed(chance)
        rng = random.Random(chance)
        start = m.round
        m._apply(seat, first)         # a private copy: the actions come from legal lists, skip re-checking
        steps = 0
        while m.phase != "cake" and not m.over and m.round == start and steps < self.horizon:
            s = m.to_move()[0]
            m._apply(s, normal_policy(m, s, candidates(m, s), rng))
            steps += 1
        return cake_value(m)[seat], steps + 1


def bot_factory(level: str, seat: int, seed: int, budget: int = 1):
    """Random, Easy (the policy with slips), Normal (the policy), Hard (rollouts; budget multiplies them)."""
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return PolicyBot(0.35, seed)
    if level == "normal":
        return PolicyBot(0.0, seed)
    return MonteCarloBot(seed, ROLLOUTS * budget, STEPS * budget)


def hint(window: SeatWindow, seed: int) -> tuple[Action, str]:
    """The coach: the move Hard would make from this seat's own window, and one sentence why."""
    action = MonteCarloBot(seed).decide(window)
    return action, reason(window.view, action)
