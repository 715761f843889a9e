"""The ladder: every bot level against every other, both seat orders, with win shares, 95% intervals and ratings.

`python -m game ladder GAME [--players 2] [--games N] [--jobs J] [--seed S]`. At two seats a pairing is level A in
seat 1 then in seat 2 for half the games each (the same seeds both ways, so the deal favours nobody); at more seats
A sits in each seat in turn against copies of B. A share of the wins is A's; a shared win is split. Ratings are
Elo-style (400 points: ten to one odds), fitted to every pairing at once (Bradley-Terry), Random anchored at 0.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

from .bots import LEVELS, STRONGER
from .registry import GameSpec
from .simulate import play_games

LADDER = LEVELS + (STRONGER,)
Z95 = 1.96


@dataclass
class Pairing:
    a: str
    b: str
    games: int
    share: float            # A's share of the wins (shared wins split), over games finished
    low: float
    high: float
    errors: int

    def odds(self, players: int) -> float:
        """A's odds against one B: its share against the share of one of the P-1 seats of B."""
        share = min(max(self.share, 0.5 / self.games), 1 - 0.5 / self.games)
        return share * (players - 1) / (1 - share)


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The 95% Wilson interval of a share (sound near 0 and 1, unlike share +- 2 standard errors)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + Z95 ** 2 / (2 * n)) / (1 + Z95 ** 2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / (1 + Z95 ** 2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def seatings(a: str, b: str, players: int) -> list[list[str]]:
    """A in each seat in turn, B in the others."""
    return [[a if s == seat else b for s in range(players)] for seat in range(players)]


def pair(spec: GameSpec, a: str, b: str, players: int, games: int, seed: int, options: dict[str, Any],
         jobs: int = 1) -> Pairing:
    """A against B over `games` games spread evenly over A's seats, the same seeds in every seating."""
    arrangements = seatings(a, b, players)
    per = max(1, games // len(arrangements))
    seeds = [seed + i for i in range(per)]
    wins = finished = errors = 0
    for seat, levels in enumerate(arrangements):
        for result in play_games(spec, players, options, seeds, levels, jobs):
            if result.error:
                errors += 1
                continue
            finished += 1
            if seat in result.winners:
                wins += 1 / len(result.winners)
    low, high = wilson(wins, finished)
    return Pairing(a, b, finished, wins / finished if finished else 0.0, low, high, errors)


def ratings(pairings: Sequence[Pairing], players: int, levels: Sequence[str]) -> dict[str, float]:
    """Bradley-Terry strengths by the minorise-maximise iteration, as Elo points with levels[0] at 0."""
    strength = {lv: 1.0 for lv in levels}
    wins = {lv: 0.0 for lv in levels}
    for p in pairings:
        odds = p.odds(players)
        wins[p.a] += p.games * odds / (1 + odds)
        wins[p.b] += p.games / (1 + odds)
    for _ in range(500):
        new = {}
        for lv in levels:
            denominator = sum(p.games / (strength[p.a] + strength[p.b]) for p in pairings if lv in (p.a, p.b))
            new[lv] = wins[lv] / denominator if denominator else strength[lv]
        anchor = new[levels[0]] or 1.0
        strength = {lv: max(v / anchor, 1e-9) for lv, v in new.items()}
    return {lv: 400 * math.log10(strength[lv]) for lv in levels}


def ladder(spec: GameSpec, players: int = 2, games: int = 400, seed: int = 1, options: dict[str, Any] | None = None,
           jobs: int = 1, levels: Sequence[str] = LADDER) -> dict[str, Any]:
    """Every pairing of the levels (the stronger-named one as A), and the ratings they give."""
    options = spec.resolve_options(options)
    low, high = spec.players_for(options)
    if not low <= players <= high:
        raise ValueError(f"{spec.title} takes {low} to {high} players, not {players}")
    pairings = [pair(spec, levels[j], levels[i], players, games, seed, options, jobs)
                for i in range(len(levels)) for j in range(i + 1, len(levels))]
    return {"game": spec.id, "players": players, "options": options, "games_per_pairing": games, "seed": seed,
            "pairings": [p.__dict__ for p in pairings], "ratings": ratings(pairings, players, levels)}


def table(result: dict[str, Any]) -> str:
    """The ladder as text: one row a pairing, then the ratings."""
    fair = 1 / result["players"]
    lines = [f"{result['game']}: {result['players']} players, {result['games_per_pairing']} games a pairing, "
             f"seed {result['seed']} (a fair share is {fair:.0%})", "",
             f"{'A':<8}{'vs B':<9}{'games':>6}{'A wins':>9}   95% interval   errors"]
    for p in result["pairings"]:
        lines.append(f"{p['a']:<8}{p['b']:<9}{p['games']:>6}{p['share']:>9.1%}   {p['low']:.1%} - {p['high']:.1%}"
                     f"{p['errors']:>9}")
    lines += ["", "rating (Elo-style, random = 0):"]
    lines += [f"  {lv:<8}{r:>7.0f}" for lv, r in result["ratings"].items()]
    return "\n".join(lines)
