"""What the table shows right now: a copy of the view that catches up with it as animations play.

The engine's view is the truth; while events animate, cards leave their old place when a step starts
and arrive when their flight lands. When nothing animates the board reloads this from the view, so
the screen never keeps its own idea of a rule. Totals add the always-on strength bonuses read from
the card data, exactly as the view reports them once synced.
"""
from __future__ import annotations

from typing import Any

from game.dreaddraw.data import DOTS, EMPOWER, STRENGTH


class Shown:
    def __init__(self, view: dict[str, Any]) -> None:
        self.load(view)

    def load(self, v: dict[str, Any]) -> None:
        seats = v["seats"]
        self.players = v["players"]
        self.life = [s["life"] for s in seats]
        self.reserves = [list(s["reserves"]) for s in seats]
        self.rows = [list(s["row"]) for s in seats]
        self.in_round = [s["in_round"] for s in seats]
        self.in_game = [s["in_game"] for s in seats]
        self.rounds_won = [s["rounds_won"] for s in seats]
        self.draw_pile = v["draw_pile"]
        self.discard_pile = list(v["discard_pile"])
        self.active = v["active"]
        self.turn_reason = v["turn_reason"]
        self.round = v["round"]
        self.winner = v["winner"]
        prompt = v.get("prompt") or {}
        self.fan: dict[str, Any] | None = None
        if prompt.get("kind") == "keep" and v["drawn"]:
            self.fan = {"seat": prompt["seat"], "cards": list(v["drawn"]), "landed": set(v["drawn"]), "chosen": None}

    def total(self, seat: int) -> int:
        return (sum(STRENGTH[c] for c in self.rows[seat]) + sum(EMPOWER[c] for c in self.rows[seat])
                + sum(EMPOWER[c] for c in self.reserves[seat]))

    def dots(self, seat: int) -> int:
        return sum(DOTS[c] for c in self.rows[seat])

    def bonus(self, seat: int) -> int:
        return self.total(seat) - sum(STRENGTH[c] for c in self.rows[seat])

    def lowest(self) -> list[int]:
        alive = [s for s in range(self.players) if self.in_round[s]]
        if not alive or self.winner is not None:
            return []
        low = min(self.total(s) for s in alive)
        return [s for s in alive if self.total(s) == low]

    def locate(self, card: int) -> tuple[str, int | None, int, int]:
        """Where a card shows: ("fan" | "row" | "reserves" | "discard" | "deck", seat, index, count)."""
        fan = self.fan
        if fan is not None and card in fan["cards"]:
            return "fan", fan["seat"], fan["cards"].index(card), len(fan["cards"])
        for kind, where in (("row", self.rows), ("reserves", self.reserves)):
            for s in range(self.players):
                if card in where[s]:
                    return kind, s, where[s].index(card), len(where[s])
        if card in self.discard_pile:
            return "discard", None, 0, 1
        return "deck", None, 0, 1

    def take(self, card: int) -> None:
        """Remove a card from wherever it shows."""
        kind, seat, _, _ = self.locate(card)
        if kind == "fan":
            self.fan["cards"].remove(card)
            if not self.fan["cards"]:
                self.fan = None
        elif kind == "row":
            self.rows[seat].remove(card)
        elif kind == "reserves":
            self.reserves[seat].remove(card)
        elif kind == "discard":
            self.discard_pile.remove(card)
