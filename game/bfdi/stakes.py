"""What is at stake if Step B ended now: each character's chance of elimination at Cake at Stake, and a seat's
outlook after it (characters kept, Stars earned). Normal weighs every Scene by how it changes this outlook.

It reads only public facts (the board, Win Tokens, Stars, abilities), so any seat may ask it on its own window.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from .abilities import active
from .board import Board
from .data import TOP_LEVEL, scene_attribute, scene_type

POWER = 1.5          # a seat's share of the wins grows faster than its count of characters (it can protect more)
STAR = 0.004         # one Star, in shares of a win (a Scene costs 3; see CARD in bots.py)
PLACE = 0.006        # standing high for the next Challenge (the order returns to Start), per character, top to bottom


@lru_cache(maxsize=None)
def _odds(shields: tuple[bool, bool, bool]) -> tuple[float, float, float]:
    """Elimination chances of spaces 1, 2 and 3 when a shield (a Win Token, Spongy) means 'roll again'."""
    out = [0.0, 0.0, 0.0]
    for face in range(3):
        if shields[face]:
            left = list(shields)
            left[face] = False
            for i, p in enumerate(_odds(tuple(left))):
                out[i] += p / 3
        else:
            out[face] += 1 / 3
    return tuple(out)


@lru_cache(maxsize=None)
def _survivor(alive: tuple[int, ...], shields: frozenset) -> tuple[tuple[int, float], ...]:
    """The Final Challenge: each of the (at most three) characters' chance to be the last one standing."""
    if len(alive) == 1:
        return ((alive[0], 1.0),)
    total: dict[int, float] = {c: 0.0 for c in alive}
    for c in alive:                                   # an empty space is rolled again: uniform over the living
        if c in shields:
            rest = _survivor(alive, shields - {c})
        else:
            rest = _survivor(tuple(x for x in alive if x != c), shields)
        for who, p in rest:
            total[who] += p / len(alive)
    return tuple(total.items())


def shields(m: Any, tokens: set[int]) -> set[int]:
    """Characters a roll on them sends back to the die: Win Tokens, Spongy once, Firey while his owner can pay."""
    out = set(tokens)
    spongy, firey = active(m, "too_big"), active(m, "hot_streak")
    if spongy is not None:
        out.add(spongy)
    if firey is not None and m.stars[m.owner[firey]] >= 3:
        out.add(firey)
    return out


def share(counts: list[int]) -> list[float]:
    power = [n ** POWER for n in counts]
    total = sum(power) or 1.0
    return [p / total for p in power]


def outlook(m: Any, order: list[int], tokens: set[int]) -> list[float]:
    """Every seat's expected share of the wins if the Challenge ended with this standing (best first):
    averaged over who Cake at Stake eliminates, with the Stars of Return to Start and the next start order."""
    counts = [0] * m.players
    for c in order:
        counts[m.owner[c]] += 1
    guard = shields(m, tokens)
    if len(order) <= 3:
        value = [0.0] * m.players
        for c, p in _survivor(tuple(order), frozenset(guard & set(order))):
            value[m.owner[c]] += p
        return value
    low = order[-3:][::-1]                             # spaces 1, 2, 3
    odds = _odds(tuple(c in guard for c in low))
    value = [0.0] * m.players
    for c, p in zip(low, odds):
        seat = m.owner[c]
        counts[seat] -= 1
        after = share(counts)
        counts[seat] += 1
        kept = [x for x in order if x != c]
        for s in range(m.players):
            value[s] += p * after[s]
        for place, x in enumerate(kept[:3]):           # Return to Start: 2, 1 and 1 Stars
            value[m.owner[x]] += p * STAR * (2 if place == 0 else 1)
        for place, x in enumerate(kept):
            value[m.owner[x]] += p * PLACE * (1 - place / len(kept))
    for c in tokens & set(low):                        # a Win Token rolled pays 2 Stars
        value[m.owner[c]] += STAR * 2 * (1 - odds[low.index(c)]) / 3
    return value


def after_play(m: Any, a: Any) -> list[tuple[float, Board, set[int]]]:
    """The board (and Win Tokens) a Scene play leaves, with the chance of each: a Boost's die gives three.
    Alliances are left out (they are offered after)."""
    card, target, kind = a["card"], a["target"], scene_type(a["card"])
    tokens = set(m.tokens)
    if kind == "win_token":
        return [(1.0, m.board, tokens | {target})]
    if kind == "swap":
        board = m.board.copy()
        board.swap(target, a["target2"])
        return [(1.0, board, tokens)]
    if kind == "development":
        steps = 1 if scene_attribute(card) in m.challenge_attrs() else 0
        return [(1.0, _moved(m.board, target, steps), tokens)]
    if kind == "special_boost":
        return [(1.0, _moved(m.board, target, 3), tokens)]
    bounce = active(m, "bounce") == target
    return [(1 / 3, _moved(m.board, target, 2 if bounce and d == 1 else d), tokens) for d in (1, 2, 3)]


def _moved(board: Board, cid: int, steps: int) -> Board:
    if steps <= 0 or board.level_of(cid) >= TOP_LEVEL:
        return board
    out = board.copy()
    out.move_right(cid, steps)
    return out


def expected(m: Any, outcomes: list[tuple[float, Board, set[int]]]) -> list[float]:
    total = [0.0] * m.players
    for p, board, tokens in outcomes:
        for s, v in enumerate(outlook(m, board.standing(), tokens)):
            total[s] += p * v
    return total


def now(m: Any) -> list[float]:
    """The outlook if everyone passed now."""
    return outlook(m, m.board.standing(), set(m.tokens))
