"""Effects of Dodos Riding Dinos: moving, drawing, discarding, stealing, swapping, throws, Recover.

A mixin for DodosMatch. Card effects are lists of icons (see cards.json) run as tasks on a stack,
so that an icon needing a decision (which card to discard, whom to rob, where to throw) stops the
stack with a prompt and the decision's action carries on from there.
"""
from __future__ import annotations

from typing import Any

from game.core import Event
from game.core.words import join, plural

from .data import CARDS

Task = tuple


def _p(seat: int) -> str:
    return "{p%d}" % seat


# why a discard (or a move) happens, by the card box or cause that asked for it, in words for the log and the prompt
BOX_WHY = {"red": "hit by the throw", "black": "the throw missed", "white": "the card's white box",
           "sphere": "sphere space", "ability": "Dodino ability", "pay": "paying for the card's effect"}


def box_why(box: str | None) -> str:
    return BOX_WHY.get(box or "", box or "")


def _again(ev: list[Event], text: str) -> str:
    """The same happening twice in one move (two rolls of 3, two advances of 3) is told as such, so the log
    never reads like a line printed twice."""
    return text + " again" if any(e.text == text for e in ev) else text


def hit_words(thrower: int, hits) -> str:
    """"hits Ana's Dodino", "hits Ana's and their own Dodinos", "hits nothing"."""
    if not hits:
        return "hits nothing"
    owners = [f"{_p(h)}'s" for h in hits if h != thrower] + (["their own"] if thrower in hits else [])
    return f"hits {join(owners)} {'Dodino' if len(owners) == 1 else 'Dodinos'}"


class EffectsMixin:
    # ---- state the mixin relies on (set by DodosMatch) -----------------------------------
    players: int
    hands: list[list[int]]
    pos: list[int]
    draw_pile: list[int]
    discard_pile: list[int]
    tasks: list[Task]
    prompt: dict[str, Any] | None

    # ---- primitive changes ------------------------------------------------------------------
    def _draw(self, seat: int, n: int, ev: list[Event]) -> int:
        """Draw n cards (reshuffling the discard pile when the deck runs out); returns how many came."""
        got = 0
        for _ in range(n):
            if not self.draw_pile:
                if not self.discard_pile:
                    break
                self.draw_pile, self.discard_pile = self.discard_pile, []
                self.rng.shuffle(self.draw_pile)
                ev.append(Event("reshuffle", "The discard pile is shuffled into a new deck",
                                {"deck": len(self.draw_pile)}))
            self.hands[seat].append(self.draw_pile.pop())
            got += 1
        if got:
            names = ", ".join(CARDS[c].name for c in self.hands[seat][-got:])
            mine = f"You draw {names}"          # two draws of two copies in one move: not a line printed twice
            mine += " again" if any(e.private == mine for e in ev) else ""
            ev.append(Event("draw", _again(ev, f"{_p(seat)} draws {plural(got, 'card')}"),
                            {"seat": seat, "count": got}, seats=(seat,), private=mine))
        return got

    def _move(self, seat: int, n: int, ev: list[Event], why: str = "") -> None:
        """Advance (n > 0) or move back (n < 0) with the track's limits (DRD-B1, DRD-B2)."""
        t, old = self.track, self.pos[seat]
        if n >= 0:
            new = old + n if t.last is None else min(old + n, t.last)
        elif old <= 0:
            new = old            # a Dodino on a starting space that must move back stays there
        else:
            new = max(1, old + n)
        self.pos[seat] = new
        verb = "advances" if n >= 0 else "moves back"
        ev.append(Event("move", _again(ev, f"{_p(seat)} {verb} {abs(n)}{' (' + why + ')' if why else ''}"),
                        {"seat": seat, "from": old, "to": new, "space": t.space_of(new), "why": why}))

    def _roll(self, seat: int, ev: list[Event]) -> int:
        value = self.rng.randint(1, 6)
        ev.append(Event("roll", _again(ev, f"{_p(seat)} rolls a {value}"),
                        {"seat": seat, "value": value}))
        return value

    def _discard_cards(self, seat: int, cards: list[int], ev: list[Event], why: str = "", more: int = 0) -> None:
        """more: cards still to discard after these (one at a time, so each line says how many are left)."""
        for c in cards:
            self.hands[seat].remove(c)
            self.discard_pile.append(c)
        if cards:
            said = ", ".join(w for w in (box_why(why), f"{more} more to go" if more > 0 else "") if w)
            ev.append(Event("discard", _again(ev, f"{_p(seat)} discards {plural(len(cards), 'card')}"
                                                  f"{' (' + said + ')' if said else ''}"),
                            {"seat": seat, "cards": list(cards), "why": why}, reveal=True))

    def _recover(self, seat: int, ev: list[Event]) -> None:
        """Recover (DRD-P9): move back 3 and draw a new hand of 6."""
        ev.append(Event("recover", f"{_p(seat)} has no cards and Recovers", {"seat": seat}))
        self._move(seat, -3, ev, "Recover")
        self._draw(seat, 6, ev)

    def _steal(self, thief: int, victim: int, n: int, ev: list[Event]) -> None:
        """Steal n cards at random; a victim left with none Recovers (DRD-F4)."""
        hand = self.hands[victim]
        took = []
        for _ in range(min(n, len(hand))):
            took.append(hand.pop(self.rng.randrange(len(hand))))
        self.hands[thief] += took
        ev.append(Event("steal", _again(ev, f"{_p(thief)} steals {plural(len(took), 'card')} from {_p(victim)}"),
                        {"seat": thief, "victim": victim, "count": len(took)}))
        if not hand:
            self._recover(victim, ev)

    # ---- icons --------------------------------------------------------------------------------
    def _push_icons(self, seat: int, icons, box: str | None, card: int | None) -> None:
        """Queue icons to resolve in order (the stack pops the last pushed first)."""
        for icon in reversed(icons):
            self.tasks.append(("icon", seat, icon, box, card))

    def _t_icon(self, ev: list[Event], seat: int, icon: dict, box: str | None, card: int | None) -> None:
        kind = icon["icon"]
        if kind == "draw":
            self._draw(seat, icon["n"], ev)
        elif kind == "advance":
            self._move(seat, icon["n"], ev)
        elif kind == "back":
            self._move(seat, -icon["n"], ev)
        elif kind == "roll_advance":
            self._move(seat, self._roll(seat, ev), ev)
        elif kind == "roll_back":
            self._move(seat, -self._roll(seat, ev), ev)
        elif kind == "discard":
            self._start_discard(seat, icon["n"], box, ev)
        elif kind == "pay":
            self._pay(seat, icon, card, ev)
        elif kind == "steal":
            self._start_steal(seat, icon["players"], icon["each"], ev)
        elif kind == "swap":
            self._start_swap(seat, ev)
        elif kind in ("throw", "hit_active"):
            self._start_throw(seat, card, icon, ev)
        else:  # pragma: no cover - the data test rejects unknown icons
            raise ValueError(f"unknown icon {kind}")

    def _start_discard(self, seat: int, n: int, box: str | None, ev: list[Event]) -> None:
        """Choose-and-discard; with too few cards the whole hand goes and Recover follows (DRD-F3)."""
        hand = self.hands[seat]
        if len(hand) <= n:
            why = "not enough cards: the whole hand" if len(hand) < n else box or ""
            self._discard_cards(seat, list(hand), ev, why)
            return
        self.prompt = {"kind": "discard", "seat": seat, "left": n, "box": box}

    def _pay(self, seat: int, icon: dict, card: int | None, ev: list[Event]) -> None:
        """Discard n to activate the white box; unable to pay means no discard and no effect (DRD-F2)."""
        if len(self.hands[seat]) < icon["n"]:
            ev.append(Event("cannot_pay", f"{_p(seat)} cannot discard {plural(icon['n'], 'card')}: no effect",
                            {"seat": seat, "n": icon["n"]}))
            return
        self._push_icons(seat, icon["white"], "white", card)
        self.tasks.append(("icon", seat, {"icon": "discard", "n": icon["n"]}, "pay", card))

    def _start_steal(self, seat: int, players: int, each: int, ev: list[Event]) -> None:
        others = [s for s in self._turn_order(seat) if s != seat]
        if len(others) <= players:          # no choice to make: rob everyone else
            for victim in others:
                self._steal(seat, victim, each, ev)
            return
        self.prompt = {"kind": "steal", "seat": seat, "left": players, "each": each, "done": ()}

    def _start_swap(self, seat: int, ev: list[Event]) -> None:
        others = [s for s in range(self.players) if s != seat]
        if len(others) == 1:
            self._swap(seat, others[0], ev)
            return
        self.prompt = {"kind": "swap", "seat": seat}

    def _swap(self, seat: int, other: int, ev: list[Event]) -> None:
        self.pos[seat], self.pos[other] = self.pos[other], self.pos[seat]
        ev.append(Event("swap", f"{_p(seat)} swaps places with {_p(other)}",
                        {"seat": seat, "other": other, "positions": [self.pos[seat], self.pos[other]]}))

    def _start_throw(self, seat: int, card: int | None, icon: dict, ev: list[Event]) -> None:
        target = self.active if icon["icon"] == "hit_active" else None
        self.prompt = {"kind": "throw", "seat": seat, "card": card, "projectile": icon["projectile"],
                       "target": target}
        ev.append(Event("throw_ready", f"{_p(seat)} takes the {icon['projectile'].title()}",
                        {"seat": seat, "projectile": icon["projectile"], "card": card, "target": target}))

    def _resolve_throw(self, seat: int, hits: tuple[int, ...], ev: list[Event]) -> None:
        """Red box for each hit owner from the thrower on, white box once, black box on a miss (DRD-J2..J4)."""
        prompt = self.prompt
        card = CARDS[prompt["card"]]
        icon = card.throw
        self.prompt = None
        if icon["icon"] == "hit_active":
            if prompt["target"] in hits:
                self.cancelled = True
                ev.append(Event("cancelled", f"{_p(prompt['target'])}'s card is cancelled",
                                {"seat": prompt["target"]}))
            return
        if not hits:
            if card.colour == "red" and icon.get("black"):
                ev.append(Event("black_box", f"{_p(seat)}'s throw hits nothing: {_p(seat)} must discard 4 cards",
                                {"seat": seat}))
                self.tasks.append(("icon", seat, {"icon": "discard", "n": 4}, "black", card.id))
            return
        self._push_icons(seat, icon["white"], "white", card.id)
        for owner in reversed([s for s in self._turn_order(seat) if s in hits]):
            self.tasks.append(("red_box", owner, card.id))

    def _t_red_box(self, ev: list[Event], owner: int, card: int) -> None:
        if self._can_shield(owner):
            self.prompt = {"kind": "shield", "seat": owner, "card": card}
            return
        self._push_icons(owner, CARDS[card].throw["red"], "red", card)
