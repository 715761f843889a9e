"""Bots: Random, a heuristic policy (Easy) and a determinized information-set MCTS (Normal, Hard).

A bot sees the table through a SeatWindow: its seat's view, its legal actions, and samples of
the full state drawn only from what that seat can see (Match.determinize). Games tune bots with
a Heuristics object (rollout policy, evaluation, candidate actions for continuous choices).
"""
from __future__ import annotations

import math
import random
import time
from typing import Any, Protocol

from .actions import Action
from .match import Match

LEVELS = ("random", "easy", "normal", "hard")


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
    """What a bot may read: its seat's view, its legal actions, and view-consistent samples."""

    def __init__(self, match: Match, seat: int) -> None:
        self._match = match
        self.seat = seat

    @property
    def view(self) -> dict[str, Any]:
        return self._match.view(self.seat)

    @property
    def legal_actions(self) -> list[Action]:
        return self._match.legal_actions(self.seat)

    def sample(self, rng: random.Random) -> Match:
        return self._match.determinize(self.seat, rng)


class Bot(Protocol):
    def decide(self, window: SeatWindow) -> Action: ...


class RandomBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, window: SeatWindow) -> Action:
        return self.rng.choice(window.legal_actions)


class HeuristicBot:
    """Plays the game's quick policy on one sample of the hidden information."""

    def __init__(self, heuristics: Heuristics, seed: int = 0) -> None:
        self.heuristics = heuristics
        self.rng = random.Random(seed)

    def decide(self, window: SeatWindow) -> Action:
        state = window.sample(self.rng)
        actions = self.heuristics.candidates(state, window.seat) or window.legal_actions
        return self.heuristics.policy(state, window.seat, actions, self.rng)


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
    each seat's reward to the nodes where that seat chose.
    """

    def __init__(self, heuristics: Heuristics | None = None, iterations: int = 200,
                 time_limit: float = 0.2, exploration: float = 0.7, seed: int = 0) -> None:
        self.heuristics = heuristics or Heuristics()
        self.iterations = iterations
        self.time_limit = time_limit
        self.c = exploration
        self.rng = random.Random(seed)

    def decide(self, window: SeatWindow) -> Action:
        legal = window.legal_actions
        root_actions = self.heuristics.candidates(window.sample(self.rng), window.seat) or legal
        if len(root_actions) == 1:
            return root_actions[0]
        root = _Node(window.seat)
        deadline = time.perf_counter() + self.time_limit
        for _ in range(self.iterations):
            if time.perf_counter() > deadline:
                break
            self._iterate(window, root)
        if not root.children:
            return self.heuristics.policy(window.sample(self.rng), window.seat, root_actions, self.rng)
        return max(root.children.items(), key=lambda kv: kv[1].visits)[0]

    def _iterate(self, window: SeatWindow, root: _Node) -> None:
        h, rng = self.heuristics, self.rng
        state = window.sample(rng)
        state.rng.seed(rng.getrandbits(64))     # chance differs each iteration
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
    """A bot of this level for this game: the game's own factory first, then the generic ones."""
    if level not in LEVELS:
        raise ValueError(f"no bot level '{level}' (levels: {', '.join(LEVELS)})")
    if spec.bot_factory is not None:
        bot = spec.bot_factory(level, seat, seed)
        if bot is not None:
            return bot
    heuristics = spec.heuristics or Heuristics()
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return HeuristicBot(heuristics, seed)
    if level == "normal":
        return SearchBot(heuristics, iterations=150, time_limit=0.12, seed=seed)
    return SearchBot(heuristics, iterations=600, time_limit=0.22, seed=seed)
