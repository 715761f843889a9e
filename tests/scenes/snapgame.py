"""Snap: a tiny test game with a reaction. In turn each seat says "go"; then every other seat may
"snap" (claim) or "pass", all at once. A snap scores a point; first to 3 points wins."""
from __future__ import annotations

from game.core import Action, Event, GameSpec, Match, SeatInfo, Table, register


class Snap(Match):
    def __init__(self, players, options, seed, first) -> None:
        super().__init__(players, options, seed)
        self.turn = 0 if first is None else first
        self.waiting: list[int] = []     # seats that may still react
        self.points = [0] * players

    def to_move(self):
        if self.over:
            return ()
        return tuple(self.waiting) if self.waiting else (self.turn,)

    def legal_actions(self, seat):
        if seat not in self.to_move():
            return []
        if self.waiting:
            return [Action.make("snap"), Action.make("pass")]
        return [Action.make("go")]

    def _apply(self, seat, action):
        if action.kind == "go":
            self.waiting = [s for s in range(self.players) if s != seat]
            return [Event("go", "{p%d} says go" % seat)]
        self.waiting.remove(seat)
        if action.kind == "snap":
            self.points[seat] += 1
            self.waiting = []
        if not self.waiting:
            self.turn = (self.turn + 1) % self.players
        return [Event(action.kind, "{p%d} %ss" % (seat, action.kind))]

    def view(self, seat):
        return {"points": list(self.points), "turn": self.turn, "waiting": list(self.waiting)}

    @property
    def over(self):
        return max(self.points) >= 3

    def winners(self):
        return tuple(s for s, p in enumerate(self.points) if p >= 3)

    def scores(self):
        return [float(p) for p in self.points]


SPEC = register(GameSpec(id="snap", title="Snap (test game)", min_players=2, max_players=4,
                         new_match=Snap, hidden_info=False, blurb="Say go; the others may snap."))


def finished_table() -> Table:
    """A game of Snap played to its end (for the results screen)."""
    table = Table.new("snap", [SeatInfo("A", "easy"), SeatInfo("B", "easy", 1)], {}, 1)
    while not table.match.over:
        seat = table.match.to_move()[0]
        table.act(seat, table.match.legal_actions(seat)[-1 if seat else 0])
    return table
