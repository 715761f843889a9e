"""Dream Catcher bots: judge by eye which toy can cover, then place it with a steady or shaky hand.

A bot "looks" at the Nightmare: it knows the needed radius only up to a relative error (large at
Easy), and it aims at the best placement with Gaussian noise that shrinks with the level. It
reads only its view and the public component data (the cards in the box).
"""
from __future__ import annotations

import math
import random
from typing import Any

from game.core import Action, Heuristics, Match
from game.core.bots import decision_rng

from .data import NIGHTMARE_BY_ID, TOY_BY_ID, cards_of_level
from .geometry import COVER_TOLERANCE
from .cover import TABLE_HALF

# level: (relative error of the eye's estimate of the needed radius, aim error per axis in card units)
SKILL = {
    "easy": (0.12, 0.05),
    "normal": (0.05, 0.022),
    "hard": (0.015, 0.008),
}
COOP_SAFE = 0.9      # coop: the smallest toy this sure to cover, if it leaves enough toys for the rest


def cover_chance(radius: float, needed: float, aim: float) -> float:
    """Chance of covering when aiming with this noise: the placement error must stay under the room."""
    room = radius * (1 + COVER_TOLERANCE) - needed
    if room <= 0:
        return 0.0
    return 1.0 - math.exp(-room * room / (2 * aim * aim))      # Rayleigh distribution of the miss


def deck_feasible(radii: list[float], needs: list[float]) -> bool:
    """Whether each need gets its own toy at least that big (threshold matching: sort and compare)."""
    if len(needs) > len(radii):
        return False
    r = sorted(radii, reverse=True)
    return all(n <= r[i] + 1e-12 for i, n in enumerate(sorted(needs, reverse=True)))


class Judge:
    """One bot's eye and hand: consistent estimates per card, noisy aim.

    With an `eye` seed, the look at a card is drawn from (eye, card) alone: the same misjudgement
    whenever and however often the bot meets that card (after an undo or a reload too)."""

    def __init__(self, level: str, rng: random.Random, eye: int | None = None) -> None:
        self.est_err, self.aim = SKILL[level]
        self.rng = rng
        self.eye = eye
        self.looks: dict[str, float] = {}

    def needed(self, card: str) -> float:
        if card not in self.looks:
            true = NIGHTMARE_BY_ID[card].silhouette.needed_radius
            eye = self.rng if self.eye is None else random.Random(f"{self.eye}/look/{card}")
            self.looks[card] = true * (1 + eye.gauss(0, self.est_err))
        return self.looks[card]

    def pick_toy(self, view: dict[str, Any], toys: list[str], seat: int) -> str:
        need = self.needed(view["card"])
        by_kind: dict[str, str] = {}
        for t in toys:
            by_kind.setdefault(TOY_BY_ID[t].kind, t)
        options = list(by_kind.values())
        chance = {t: cover_chance(TOY_BY_ID[t].radius, need, self.aim) for t in options}
        if view["mode"] == "coop":
            return self._coop_pick(view, options, chance)
        left = view["board_spaces"] - view["boards"][seat]["count"]
        # Expected tokens, a little extra for filling the board (tokens past 12 only break ties).
        def value(t: str) -> float:
            stars = TOY_BY_ID[t].stars
            return chance[t] * (min(stars, left) + 0.25 * max(0, stars - left))
        return max(options, key=lambda t: (value(t), -TOY_BY_ID[t].radius))

    def _coop_pick(self, view: dict[str, Any], options: list[str], chance: dict[str, float]) -> str:
        seen = set(view["aside_cards"]) | {view["card"]}
        unseen = [c for c in cards_of_level(view["level"]) if c not in seen]
        needs = [NIGHTMARE_BY_ID[c].silhouette.needed_radius for c in unseen]
        free = [t["id"] for t in view["toys"] if t["where"] != "aside"]
        for t in sorted(options, key=lambda t: TOY_BY_ID[t].radius):
            rest = [TOY_BY_ID[u].radius for u in free if u != t]
            if chance[t] >= COOP_SAFE and deck_feasible(rest, needs):
                return t
        return max(options, key=lambda t: (chance[t], -TOY_BY_ID[t].radius))

    def aim_at(self, card: str) -> tuple[float, float]:
        bx, by = NIGHTMARE_BY_ID[card].silhouette.best
        x = bx + self.rng.gauss(0, self.aim)
        y = by + self.rng.gauss(0, self.aim)
        clamp = lambda v: max(-TABLE_HALF, min(TABLE_HALF, v))  # noqa: E731
        return round(clamp(x), 4), round(clamp(y), 4)


def decide(judge: Judge, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
    phase = view["phase"]
    if phase in ("flip", "agree"):
        return legal[0]
    if phase in ("choose", "grab", "propose"):
        toys = [a["toy"] for a in legal if a.kind in ("choose", "propose")]
        return Action.make(legal[0].kind, toy=judge.pick_toy(view, toys, seat))
    toy = legal[0]["toy"]
    x, y = judge.aim_at(view["card"])
    return Action.make("place", toy=toy, x=x, y=y)


class DreamBot:
    """Easy, Normal or Hard: the same reasoning with a sharper eye and a steadier hand."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level
        self.seed = seed
        self.judge = Judge(level, random.Random(seed), eye=seed)

    def decide(self, window) -> Action:
        self.judge.rng = decision_rng(self.seed, window)      # this decision's hand
        return decide(self.judge, window.view, window.legal_actions, window.seat)


class DreamHeuristics(Heuristics):
    """For the generic search bot, should anyone use it: dedupe identical toys, play like Hard."""

    rollout_depth = 200

    def __init__(self) -> None:
        self._judge = Judge("hard", random.Random(0))

    def candidates(self, match: Match, seat: int) -> list[Action]:
        seen, out = set(), []
        for a in match.legal_actions(seat):
            key = (a.kind, TOY_BY_ID[a["toy"]].kind) if a.kind in ("choose", "propose") else a
            if key not in seen:
                seen.add(key)
                out.append(a)
        return out

    def policy(self, match: Match, seat: int, actions: list[Action], rng: random.Random) -> Action:
        self._judge.rng = rng
        self._judge.looks.clear()          # a fresh look each time: no bias frozen across games
        action = decide(self._judge, match.view(seat), actions, seat)
        return action if match.check(seat, action) is None else rng.choice(actions)

    def evaluate(self, match: Match) -> list[float]:
        scores = match.scores() or [0.0] * match.players
        total = sum(scores)
        if getattr(match, "mode", "basic") == "coop" or total == 0:
            return [1.0 / match.players] * match.players
        return [s / total for s in scores]


def bot_factory(level: str, seat: int, seed: int, budget: int = 1):
    """Easy, Normal and Hard judge by eye and place by hand: they search nothing, so a budget changes nothing
    (the ladder's hard10 plays as Hard here)."""
    return DreamBot(level, seed) if level in SKILL else None
