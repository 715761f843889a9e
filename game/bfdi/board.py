"""The board: four levels (Start, 1, 2, 3) of 12 spaces each; row 0 is a level's top space.

Standing order is furthest-right level first, then higher space. A character entering a level
takes its highest empty space. Movement past level 3 is lost; nothing moves left of Start.
"""
from __future__ import annotations

from .data import LEVELS, SPACES, TOP_LEVEL


class Board:
    __slots__ = ("grid", "where", "_order")

    def __init__(self) -> None:
        self.grid: list[list[int | None]] = [[None] * SPACES for _ in range(LEVELS)]
        self.where: dict[int, tuple[int, int]] = {}
        self._order: list[int] | None = None     # standing order, cached until something moves

    def copy(self) -> "Board":
        b = Board.__new__(Board)
        b.grid = [col[:] for col in self.grid]
        b.where = dict(self.where)
        b._order = self._order
        return b

    # ---- reading -------------------------------------------------------------------------
    def on_board(self) -> list[int]:
        return list(self.where)

    def standing(self) -> list[int]:
        """Characters best placed first: furthest-right level, then higher space."""
        if self._order is None:
            self._order = [c for level in range(LEVELS - 1, -1, -1) for c in self.grid[level] if c is not None]
        return list(self._order)

    def winning(self) -> int | None:
        order = self.standing()
        return order[0] if order else None

    def level_of(self, cid: int) -> int:
        return self.where[cid][0]

    def in_level(self, level: int) -> list[int]:
        """Characters in a level, top to bottom."""
        return [c for c in self.grid[level] if c is not None]

    def neighbours(self, cid: int) -> list[int]:
        """Characters directly above or below, with no gap between."""
        level, row = self.where[cid]
        col = self.grid[level]
        return [col[r] for r in (row - 1, row + 1) if 0 <= r < SPACES and col[r] is not None]

    def highest_empty(self, level: int) -> int:
        return self.grid[level].index(None)

    # ---- changing ------------------------------------------------------------------------
    def place(self, cid: int, level: int, row: int | None = None) -> tuple[int, int]:
        """Put a character on a level (its highest empty space unless a row is given)."""
        if row is None:
            row = self.highest_empty(level)
        self.grid[level][row] = cid
        self.where[cid] = (level, row)
        self._order = None
        return level, row

    def remove(self, cid: int) -> tuple[int, int]:
        level, row = self.where.pop(cid)
        self.grid[level][row] = None
        self._order = None
        return level, row

    def move_right(self, cid: int, steps: int) -> tuple[tuple[int, int], tuple[int, int]] | None:
        """Move right by steps levels (extra past level 3 is lost); returns (from, to) or None if it stayed."""
        level = self.where[cid][0]
        target = min(TOP_LEVEL, level + max(0, steps))
        if target == level:
            return None
        old = self.remove(cid)
        return old, self.place(cid, target)

    def move_many(self, moves: dict[int, int]) -> list[dict]:
        """Several characters move at once, best placed first, so their order is kept."""
        done = []
        for cid in self.standing():
            if cid in moves:
                step = self.move_right(cid, moves[cid])
                if step is not None:
                    done.append({"char": cid, "from": list(step[0]), "to": list(step[1])})
        return done

    def swap(self, a: int, b: int) -> None:
        (la, ra), (lb, rb) = self.where[a], self.where[b]
        self.grid[la][ra], self.grid[lb][rb] = b, a
        self.where[a], self.where[b] = (lb, rb), (la, ra)
        self._order = None

    def regroup(self, level: int) -> list[dict]:
        """Everyone onto one level from its top, in standing order (Challenge Results, Return to Start)."""
        order = self.standing()
        old = {c: self.where[c] for c in order}
        for c in order:
            self.remove(c)
        moves = []
        for row, c in enumerate(order):
            self.place(c, level, row)
            moves.append({"char": c, "from": list(old[c]), "to": [level, row]})
        return moves
