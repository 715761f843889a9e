"""The Dodino Abilities variant (DRD-V1, V2): each Dodino card flips once per game.

An ability may be used whenever its owner is deciding anything (it is offered beside that
decision's actions); the shield ("ignore the red box") is offered only when its Dodino is hit.
Abilities that need a choice carry it in the action (steal4: target; discard2_roll2: cards).
"""
from __future__ import annotations

from itertools import combinations

from game.core import Action, Event, params

from .data import DODINOS
from .effects import _p


def _lower_first(words: str) -> str:
    """An ability's sentence told inside a log line: "... card: choose 1 player and steal 4 cards"."""
    return words[:1].lower() + words[1:].rstrip(".")


class AbilitiesMixin:
    def _ability_of(self, seat: int) -> str | None:
        d = self.dodino[seat]
        return DODINOS[d].ability if d is not None else None

    def _ability_ready(self, seat: int) -> bool:
        return self.abilities and self.dodino[seat] is not None and not self.ability_used[seat]

    def _can_shield(self, seat: int) -> bool:
        return self._ability_ready(seat) and self._ability_of(seat) == "shield"

    def _ability_actions(self, seat: int) -> list[Action]:
        if not self._ability_ready(seat) or self.phase not in ("choose", "resolve"):
            return []
        kind = self._ability_of(seat)
        if kind == "shield":
            return []
        if kind == "steal4":
            return [Action.make("ability", target=s) for s in range(self.players) if s != seat]
        if kind == "discard2_roll2":      # unable to discard 2: the ability cannot be used
            return [Action.make("ability", cards=pair) for pair in combinations(sorted(self.hands[seat]), 2)]
        return [Action.make("ability")]

    def _ability_problem(self, seat: int, action: Action) -> str | None:
        if not self.abilities:
            return "Dodino abilities are not in play in this game"
        if self.ability_used[seat]:
            return "your Dodino card has already been flipped this game"
        if self._ability_of(seat) == "shield":
            return "this ability is used only when your Dodino is hit"
        if not params.listed(action, self._ability_actions(seat)):
            return f"'{action}' is not a way to use your Dodino's ability now"
        return None

    def _use_ability(self, seat: int, action: Action, ev: list[Event]) -> None:
        kind = self._ability_of(seat)
        self.ability_used[seat] = True
        said = _lower_first(DODINOS[self.dodino[seat]].ability_text)
        ev.append(Event("ability", f"{_p(seat)} flips their Dodino card: {said}",
                        {"seat": seat, "ability": kind}))
        if kind == "draw5":
            self._draw(seat, 5, ev)
        elif kind == "draw2_roll":
            self._draw(seat, 2, ev)
            self._move(seat, self._roll(seat, ev), ev, "ability")
        elif kind == "advance5":
            self._move(seat, 5, ev, "ability")
        elif kind == "steal4":
            self._steal(seat, action["target"], 4, ev)
        elif kind == "discard2_roll2":
            self._discard_cards(seat, list(action["cards"]), ev, "ability")
            self._move(seat, self._roll(seat, ev) + self._roll(seat, ev), ev, "ability")
        if self.phase == "choose":      # a hand emptied before choosing still needs a card to play
            for s in range(self.players):
                if self.chosen[s] is None:
                    self._ensure_playable(s, ev)
        # A claimed green card discarded to the ability: the claim lapses, as when it was stolen (DRD-P6:
        # a player "may" play a green card, so a claim with no green card left simply ends).
        p = self.prompt
        if p is not None and p["kind"] == "green" and not self._usable_greens(p["seat"], p["stage"]):
            self.prompt = None
            ev.append(Event("claim_lapsed", f"{_p(p['seat'])} has no green card to play any more",
                            {"seat": p["seat"]}))
        # A discard prompt may now ask for more cards than are left: settle it as the rules say.
        p = self.prompt
        if p is not None and p["kind"] == "discard" and len(self.hands[p["seat"]]) <= p["left"]:
            self.prompt = None
            self._discard_cards(p["seat"], list(self.hands[p["seat"]]), ev, p["box"] or "")
