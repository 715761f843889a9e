"""Bots: Random, a heuristic policy (Easy) and a determinized information-set MCTS (Normal, Hard).

A bot sees the table through a SeatWindow: its seat's view, its legal actions, and samples of
the full state drawn only from what that seat can see (Match.determinize). Games tune bots with
a Heuristics object (rollout policy, evaluation, candidate actions for continuous choices).

Bots think on fixed budgets (iterations, samples, simulated actions), never against a clock, and
draw their randomness from decision_rng(): a function of the bot's seed, its seat and the match's
position only. So a seeded game is the same game on any machine, however busy, and an undone or
reloaded decision comes out the same again. Only the app may cut a decision short (the `stop`
hook of the window, a logged safety valve for a starved machine); simulate and tests never do.
"""
from __future__ import annotations

import math
import random
import zlib
from typing import Any, Callable, Protocol

from .actions import Action
from .match import Match

LEVELS = ("random", "easy", "normal", "hard")
STRONGER = "hard10"        # Hard with ten times its budget: measured by the ladder, not offered at the table
_SAMPLE_BASE_SEED = 0x5EA7     # any fixed number: the window's base sample hides the real deal


class Heuristics:
    """Per-game knowledge for bots. The defaults know nothing and play uniformly at random."""

    rollout_depth = 400          # stop a rollout here and evaluate instead

    def candidates(self, match: Match, seat: int) -> list[Action]:
        """Actions worth searching (games with continuous choices return a good finite set)."""
        return match.legal_actions(seat)

    def policy(self, match: Match, seat: int, actions: list[Action], rng: random.Random) -> Action:
        """A quick choice: used in rollouts and by the Easy bot."""
        return rng.choice(actions)

    def evaluate(self, match: Match) -> list[float]:
        """Each seat's chance of winning from here, for rollouts cut short."""
        return [1.0 / match.players] * match.players


class SeatWindow:
    """What a bot may read: its seat's view, its legal actions, view-consistent samples, the position.

    The window keeps no reference to the match. At construction it draws one determinization (a
    fixed generator, a fresh random state) and serves everything from that copy: the view and
    legal actions equal the match's (determinize keeps what the seat sees), and sample() resamples
    from it, which gives the same samples as from the match because determinize depends only on
    the seat's view. So neither the other seats' hidden cards nor the match's next die roll can be
    read through a window, and every sample gets its own generator seeded from the bot's stream.

    `turn` is the decision's position (actions applied so far); without it, a checksum of the view
    stands in. `stop` is the app's safety valve: True once the decision has run too long.
    """

    __slots__ = ("seat", "_base", "_view", "_legal", "_turn", "_stop", "cut_short")

    def __init__(self, match: Match, seat: int, turn: int | None = None,
                 stop: Callable[[], bool] | None = None) -> None:
        self.seat = seat
        base = match.determinize(seat, random.Random(_SAMPLE_BASE_SEED))
        base.rng.seed(_SAMPLE_BASE_SEED)
        self._base = base
        self._view: dict[str, Any] | None = None
        self._legal: list[Action] | None = None
        self._turn = turn
        self._stop = stop
        self.cut_short = False

    @property
    def view(self) -> dict[str, Any]:
        if self._view is None:
            self._view = self._base.view(self.seat)
        return self._view

    @property
    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._base.legal_actions(self.seat)
        return list(self._legal)

    @property
    def turn(self) -> int:
        if self._turn is None:
            self._turn = zlib.crc32(repr(self.view).encode())
        return self._turn

    def sample(self, rng: random.Random) -> Match:
        """A full state consistent with this seat's view, with its own chance (seeded from rng)."""
        state = self._base.determinize(self.seat, rng)
        state.rng.seed(rng.getrandbits(64))
        return state

    def out_of_time(self) -> bool:
        """The app's safety valve; always False in simulate and tests (no stop hook there)."""
        if self._stop is not None and not self.cut_short and self._stop():
            self.cut_short = True
        return self.cut_short


def decision_rng(seed: int, window: SeatWindow) -> random.Random:
    """The generator for one decision: the bot's seed, its seat and the match's position, nothing else
    (string seeds hash with SHA-512, the same in every process and on every machine)."""
    return random.Random(f"{seed}/{window.seat}/{window.turn}")


class Bot(Protocol):
    def decide(self, window: SeatWindow) -> Action: ...


class RandomBot:
    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, window: SeatWindow) -> Action:
        return decision_rng(self.seed, window).choice(window.legal_actions)


class HeuristicBot:
    """Plays the game's quick policy on one sample of the hidden information."""

    def __init__(self, heuristics: Heuristics, seed: int = 0) -> None:
        self.heuristics = heuristics
        self.seed = seed

    def decide(self, window: SeatWindow) -> Action:
        rng = decision_rng(self.seed, window)
        state = window.sample(rng)
        actions = self.heuristics.candidates(state, window.seat) or window.legal_actions
        return self.heuristics.policy(state, window.seat, actions, rng)


class _Node:
    __slots__ = ("seat", "children", "visits", "avail", "total")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0

    def ucb(self, c: float) -> float:
        return self.total / self.visits + c * math.sqrt(math.log(self.avail) / self.visits)


def outcome(match: Match) -> list[float]:
    """1 shared among the winners, 0 for the rest (all 0 for a cooperative loss)."""
    winners = match.winners()
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(match.players)]


class SearchBot:
    """Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012) over the contract.

    Each iteration draws a determinization of the hidden state, walks one shared tree with UCB
    (counting how often each child was available), rolls out with the game's policy and backs up
    each seat's reward to the nodes where that seat chose. A fixed number of iterations per decision.
    """

    def __init__(self, heuristics: Heuristics | None = None, iterations: int = 200,
                 exploration: float = 0.7, seed: int = 0) -> None:
        self.heuristics = heuristics or Heuristics()
        self.iterations = iterations
        self.c = exploration
        self.seed = seed

    def decide(self, window: SeatWindow) -> Action:
        rng = decision_rng(self.seed, window)
        legal = window.legal_actions
        root_actions = self.heuristics.candidates(window.sample(rng), window.seat) or legal
        if len(root_actions) == 1:
            return root_actions[0]
        root = _Node(window.seat)
        for _ in range(self.iterations):
            if window.out_of_time():
                break
            self._iterate(window, root, rng)
        if not root.children:
            return self.heuristics.policy(window.sample(rng), window.seat, root_actions, rng)
        return max(root.children.items(), key=lambda kv: kv[1].visits)[0]

    def _iterate(self, window: SeatWindow, root: _Node, rng: random.Random) -> None:
        h = self.heuristics
        state = window.sample(rng)        # with its own chance, different each iteration
        node, path = root, []
        while not state.over:
            # the root is this bot's decision; deeper, any of several simultaneous seats may go first
            seat = window.seat if node is root else rng.choice(state.to_move())
            actions = h.candidates(state, seat)
            if not actions:
                break
            for a in actions:
                child = node.children.get(a)
                if child is not None:
                    child.avail += 1
            untried = [a for a in actions if a not in node.children]
            if untried:
                action = rng.choice(untried)
                node.children[action] = child = _Node(seat)
                state.apply(seat, action)
                path.append(child)
                break
            action = max(actions, key=lambda a: node.children[a].ucb(self.c))
            node = node.children[action]
            state.apply(seat, action)
            path.append(node)
        depth = 0
        while not state.over and depth < h.rollout_depth:
            seat = rng.choice(state.to_move())
            actions = h.candidates(state, seat)
            if not actions:
                break
            state.apply(seat, h.policy(state, seat, actions, rng))
            depth += 1
        reward = outcome(state) if state.over else h.evaluate(state)
        for n in path:
            n.visits += 1
            n.total += reward[n.seat]


def make_bot(spec: Any, level: str, seat: int = 0, seed: int = 0) -> Bot:
    """A bot of this level for this game: the game's own factory first, then the generic ones. "hard10" is
    Hard with ten times its budget (the ladder's yardstick of how much strength more search could buy)."""
    if level not in LEVELS + (STRONGER,):
        raise ValueError(f"no bot level '{level}' (levels: {', '.join(LEVELS + (STRONGER,))})")
    budget = 10 if level == STRONGER else 1
    level = "hard" if level == STRONGER else level
    if spec.bot_factory is not None:
        bot = spec.bot_factory(level, seat, seed, budget) if budget != 1 else spec.bot_factory(level, seat, seed)
        if bot is not None:
            return bot
    heuristics = spec.heuristics or Heuristics()
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return HeuristicBot(heuristics, seed)
    if level == "normal":
        return SearchBot(heuristics, iterations=150, seed=seed)
    return SearchBot(heuristics, iterations=600 * budget, seed=seed)
