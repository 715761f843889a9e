"""BFDI bots. Easy: rules of thumb with slips. Normal: weighs every Scene, offer and trade by how it changes
the seat's outlook at Cake at Stake (stakes.py: the die's exact odds on the standing, characters kept, Stars).
Hard: Normal's rules plus keeping its Win Tokens for the Final Challenge, where one is worth most (`keep_tokens`);
where Normal would pass with one of Hard's characters at risk, Normal's best few moves are tried in rollouts to
Cake at Stake on determinized states (its own view only), every seat playing Normal (`must_search`).
No level but Random spends a card or Stars on a move that changes nothing (`worthwhile`).
"""
from __future__ import annotations

import random
from typing import Any

from game.core import Action, Heuristics, Match, SeatWindow
from game.core.bots import RandomBot, decision_rng

from . import abilities, stakes
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


def rule_policy(m: Any, seat: int, actions: list[Action], rng: random.Random, noise: float = 0.0) -> Action:
    """Easy's rules of thumb: protect the characters among the three lowest, play Developments, buy a Scene
    whenever 3 Stars allow; `noise` adds slips."""
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


CARD = 0.005         # a Scene kept in hand, in shares of a win: a play must gain more than this
DEV = 0.02           # a Development's attribute kept for the Challenges to come
RICH = 4             # Stars beyond need: buy a Scene at this many even when nothing is at risk


def normal_policy(m: Any, seat: int, actions: list[Action], rng: random.Random) -> Action:
    """Normal: weigh every Scene by how it changes the seat's outlook if the Challenge ended after it
    (who Cake at Stake may eliminate, the Stars of Return to Start), play the best one worth a card, else
    buy a Scene while a character is at risk (or Stars pile up), else pass."""
    if m.phase == "turns":
        return _turn(m, seat, actions)
    if m.phase == "offers":
        return _offer(m, seat, actions)
    if m.phase == "accept":
        return _accept(m, seat, actions)
    return rule_policy(m, seat, actions, rng)


def weigh(m: Any, seat: int, a: Action, base: float) -> float:
    """What a Scene play gains the seat over `base` (its outlook if all passed now), the card not counted."""
    gain = stakes.expected(m, stakes.after_play(m, a))[seat] - base
    return gain + (DEV if scene_type(a["card"]) == "development" else 0.0)


def _turn(m: Any, seat: int, actions: list[Action]) -> Action:
    base = stakes.now(m)[seat]
    best, gain = Action.make("pass"), 0.0
    for a in actions:
        if a.kind != "play":
            continue
        value = weigh(m, seat, a, base) - CARD
        if value > gain:
            best, gain = a, value
    trade = Action.make("trade")
    reserve = 3 if _owns_ability(m, seat, "hot_streak") else 0     # Firey's Hot Streak needs 3 Stars
    if best.kind == "pass" and trade in actions and m.stars[seat] - reserve >= 3:
        if m.stars[seat] >= RICH + reserve or any(m.owner[c] == seat for c in at_risk(m)):
            return trade
    return best


def _boost_outcomes(m: Any, group: list[int]) -> list:
    """The pending Boost moving this group: its die's three faces (a Special Boost: 3)."""
    b = m.boost
    if scene_type(b["card"]) == "special_boost":
        faces = [(1.0, 3)]
    else:
        faces = [(1 / 3, d) for d in (1, 2, 3)]
    out = []
    for p, d in faces:
        board = m.board.copy()
        board.move_many({c: abilities.boost_distance(m, c, d if len(faces) > 1 else None, d) for c in group})
        out.append((p, board, set(m.tokens)))
    return out


def _offer(m: Any, seat: int, actions: list[Action]) -> Action:
    """Offer a Star for the character that gains most by riding along, if it gains more than the Star."""
    target = m.boost["target"]
    alone = stakes.expected(m, _boost_outcomes(m, [target]))[seat]
    best, gain = Action.make("decline"), stakes.STAR
    for a in actions:
        if a.kind == "offer" and a["stars"] == 1:
            value = stakes.expected(m, _boost_outcomes(m, [target, a["char"]]))[seat] - alone
            if value > gain:
                best, gain = a, value
    return best


def _accept(m: Any, seat: int, actions: list[Action]) -> Action:
    """Take an offer when its Stars are worth more than what the ally's climb costs this seat."""
    target, offers = m.boost["target"], m.boost["offers"]
    alone = stakes.expected(m, _boost_outcomes(m, [target]))[seat]
    for a in actions:
        if a.kind == "accept":
            char, stars = offers[a["seat"]]
            if stakes.expected(m, _boost_outcomes(m, [target, char]))[seat] + stars * stakes.STAR >= alone:
                return a
    return Action.make("done")


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
        if self.noise:
            return rule_policy(state, window.seat, acts, rng, self.noise)
        return normal_policy(state, window.seat, acts, rng)


# Hard's budget: at most this many rounds of rollouts, and a round only starts while fewer than
# STEPS actions have been simulated (sized so a decision stays under 0.25 s; see `make bench`).
ROLLOUTS = 16
STEPS = 2600
WIDTH = 4            # the Scene plays Hard searches: Normal's best few by its own weighing
MARGIN = 0.05        # how much better (a share of a win, on average) a move must look to beat Normal's pass
SAVES = 0.02         # a play's gain (Normal's weighing) that takes a character out of danger
DEPTH = 1            # rollouts stop at the Cake at Stake of this many Challenges from now (1: this one)
HAND = 0.01          # a Scene still in hand when the Challenge ends, in shares of a win
ENDGAME = 3          # Hard keeps its Win Tokens for the Final Challenge (this few characters left)
FEW = 1              # or for its last character
KEPT = 0.05          # a Win Token in hand before the Final Challenge, in shares of a win (a Scene: HAND)


def settle(m: Any, seat: int) -> float:
    """The seat's outlook where a rollout stops (Cake at Stake about to roll, or the game over): the odds
    of the die on this standing, plus what it still holds against what the others hold (a Win Token kept
    for the Final Challenge more than any other Scene)."""
    if m.over:
        return 1.0 if m.winner == seat else 0.0
    value = stakes.outlook(m, m.board.standing(), set(m.tokens))[seat]
    held = [HAND * len(m.hands[s]) + (KEPT - HAND if keeps(m, s) else 0.0) * tokens_held(m, s)
            + stakes.STAR * m.stars[s] + DEV * sum(len(m.devs[c]) for c in m.chars_of(s))
            for s in range(m.players)]
    rivals = [held[s] for s in m.active_seats() if s != seat]
    return value + held[seat] - (sum(rivals) / len(rivals) if rivals else 0.0)


def keeps(m: Any, seat: int) -> bool:
    """Whether Hard still keeps its Win Tokens: the Final Challenge is yet to come and it has more than FEW."""
    return len(m.board.where) > ENDGAME and len(m.chars_of(seat)) > FEW


def tokens_held(m: Any, seat: int) -> int:
    return sum(1 for c in m.hands[seat] if scene_type(c) == "win_token")


def keep_tokens(m: Any, seat: int, acts: list[Action]) -> list[Action]:
    """Hard holds its Win Tokens for the end: in the Final Challenge a token on a lone character lifts its
    chance to be the last one standing from 1/3 to 0.61, while early on it shields one of twelve for one roll.
    It plays one sooner only on its last character."""
    if not keeps(m, seat):
        return acts
    kept = [a for a in acts if a.kind != "play" or scene_type(a["card"]) != "win_token"]
    return kept or acts


def shortlist(m: Any, seat: int, acts: list[Action]) -> list[Action]:
    """The moves worth rollouts: Normal's WIDTH best Scene plays, trade, and pass, except while one of the
    seat's characters is at risk and a play would save it (or, with nothing to play, a Scene bought might):
    a good player takes it rather than hope the others keep playing (when they all pass, Cake at Stake comes)."""
    plays = [a for a in acts if a.kind == "play"]
    if m.phase != "turns":
        return acts
    risk = any(m.owner[c] == seat for c in at_risk(m))
    if not plays:                 # nothing to play and one at risk: buy a Scene that may save it, if Stars allow
        buy = risk and any(a.kind == "trade" for a in acts)
        return [a for a in acts if not (buy and a.kind == "pass")]
    base = stakes.now(m)[seat]
    gain = {a: weigh(m, seat, a, base) for a in plays}
    keep = sorted(plays, key=gain.get, reverse=True)[:WIDTH]
    saving = risk and gain[keep[0]] >= SAVES
    return [a for a in acts if a in keep or a.kind == "trade" or (a.kind == "pass" and not saving)]


def must_search(m: Any, seat: int, plain: Action) -> bool:
    """Where Hard's search may leave Normal's move: Normal would pass on its turn while one of the seat's own
    characters is at risk. Elsewhere the rules (Normal's weighing, the Win Tokens kept) play better than rollouts
    that stop at this Cake at Stake and cannot see the Final Challenge (docs/balance/bfdi-ladder.md)."""
    return m.phase == "turns" and plain.kind == "pass" and any(m.owner[c] == seat for c in at_risk(m))


class MonteCarloBot:
    """Hard: Normal's move with the Win Tokens kept; where Normal would pass with a character of its own at
    risk, try Normal's best few moves on sampled states (its own view only), play on with the Normal policy for
    every seat to the end of Step B, and take the move with the best outlook there if it is clearly better."""

    def __init__(self, seed: int, rollouts: int = ROLLOUTS, steps: int = STEPS, horizon: int = 300) -> None:
        self.seed = seed
        self.rollouts = rollouts
        self.steps = steps
        self.horizon = horizon

    def decide(self, window: SeatWindow) -> Action:
        seat, rng = window.seat, decision_rng(self.seed, window)
        state = window.sample(rng)
        acts = keep_tokens(state, seat, worthwhile(state, seat, candidates(state, seat) or window.legal_actions))
        plain = normal_policy(state, seat, acts, random.Random(0))
        if len(acts) == 1 or not must_search(state, seat, plain):
            return plain
        acts = shortlist(state, seat, acts)
        if plain not in acts:         # Normal would pass with a character to save: its best play instead
            plain = normal_policy(state, seat, acts, random.Random(0))
            plain = plain if plain in acts else acts[0]
        totals = {a: 0.0 for a in acts}
        done = spent = 0
        while done < self.rollouts and spent < self.steps and not window.out_of_time():
            # Common random numbers: every candidate meets the same hidden cards and the same dice.
            sample, chance = window.sample(rng), rng.getrandbits(64)
            for a in acts:
                value, steps = self._rollout(sample.clone(), seat, a, chance, window)
                totals[a] += value
                spent += steps
            done += 1
        if not done:
            return plain
        best = max(acts, key=lambda a: totals[a])
        # The rollouts are noisy: leave Normal's move only for one they clearly find better.
        return best if totals[best] - totals[plain] > MARGIN * done else plain

    def _rollout(self, m: Any, seat: int, first: Action, chance: int, window: SeatWindow) -> tuple[float, int]:
        """The seat's settled outlook at this Challenge's Cake at Stake, and the actions it took. Every step is
        a checkpoint (in the app, the bot's thread steps aside there while a frame is made: a rollout runs
        tens of ms); the safety valve's answer is read between rollouts."""
        m.rng.seed(chance)
        rng = random.Random(chance)
        last = m.round + DEPTH - 1
        m._apply(seat, first)         # a private copy: the actions come from legal lists, skip re-checking
        steps = 0
        while not m.over and not (m.phase == "cake" and m.round >= last) and steps < self.horizon:
            window.out_of_time()
            s = m.to_move()[0]
            acts = candidates(m, s)
            m._apply(s, normal_policy(m, s, keep_tokens(m, s, acts) if s == seat else acts, rng))
            steps += 1
        return settle(m, seat), steps + 1


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
