"""The 100 Dread Draw cards, loaded from cards.json, and the words of their abilities.

Screens and bots look cards up by id here: CARDS[id].name, .strength, .dots, .text, .sigil
(the fortune a card reads at the end of the game is in fortune.py).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

TIMINGS = ("summon", "reserve", "aftermath", "always")
EFFECTS = ("heal", "peek", "topple", "empower", "puppet", "death", "mill", "victory", "keep", "shield", "recall")
# Effects that need an opponent picked when used.
TARGETED = ("topple", "puppet", "death", "mill")

_TEXTS = {
    "heal": "you may gain {n} life.",
    "peek": "you may look at the top card of the Draw Deck, then leave it there or slide it to the bottom.",
    "topple": "you may pick an opponent still in the round: their last summoned card is discarded.",
    "empower": "your total strength counts {n} higher while this card is in your row or reserves.",
    "puppet": "you may pick an opponent still in the round: they take the next turn, whatever the totals.",
    "death": "you may pick an opponent still in the round whose total is lower than yours: they are eliminated.",
    "mill": "you may pick an opponent: the top card of their Life Deck goes to the discard pile.",
    "victory": "when you win a round, each opponent takes {n} more damage.",
    "keep": "you may put this card in your reserves instead of discarding it.",
    "shield": "whenever you take damage, take {n} less.",
    "recall": "you may take the top card of the discard pile into your reserves.",
}


# The same abilities in a few words, for a card face too small for the whole text.
_SHORT = {
    "heal": "gain {n} life", "peek": "peek at the Draw Deck", "topple": "discard a rival's last card",
    "empower": "total counts {n} higher", "puppet": "a rival takes the next turn",
    "death": "eliminate a lower total", "mill": "discard a rival's Life card", "victory": "{n} more damage",
    "keep": "keep this card", "shield": "take {n} less damage", "recall": "take back the top discard",
}


@dataclass(frozen=True)
class Ability:
    timing: str
    effect: str
    amount: int = 0

    @property
    def text(self) -> str:
        return f"{self.timing.capitalize()}: " + _TEXTS[self.effect].format(n=self.amount)

    @property
    def short(self) -> str:
        """The ability in a few words, after its timing: "gain 2 life"."""
        return _SHORT[self.effect].format(n=self.amount)

    @property
    def optional(self) -> bool:
        return self.timing != "always"


@dataclass(frozen=True)
class Card:
    id: int
    name: str
    strength: int
    dots: int
    arcana: bool
    sigil: str | None
    ability: Ability | None

    @property
    def text(self) -> str:
        return self.ability.text if self.ability else ""

    def has(self, timing: str, effect: str | None = None) -> bool:
        a = self.ability
        return a is not None and a.timing == timing and (effect is None or a.effect == effect)

    def to_json(self) -> dict:
        return {"id": self.id, "name": self.name, "strength": self.strength, "dots": self.dots,
                "arcana": self.arcana, "sigil": self.sigil, "text": self.text,
                "timing": self.ability.timing if self.ability else None,
                "effect": self.ability.effect if self.ability else None}


DATA_FILE = Path(__file__).with_name("cards.json")


def load(path: Path = DATA_FILE) -> tuple[Card, ...]:
    raw = json.loads(path.read_text(encoding="utf-8"))["cards"]
    cards = []
    for i, c in enumerate(raw):
        if c["id"] != i:
            raise ValueError(f"card ids must run 0..99 in order (card {i} says {c['id']})")
        ab = c.get("ability")
        ability = None
        if ab is not None:
            if ab["timing"] not in TIMINGS or ab["effect"] not in EFFECTS:
                raise ValueError(f"card {i} has an unknown ability {ab}")
            ability = Ability(ab["timing"], ab["effect"], int(ab.get("amount", 0)))
        cards.append(Card(i, c["name"], int(c["strength"]), int(c["dots"]), bool(c["arcana"]),
                          c.get("sigil"), ability))
    return tuple(cards)


CARDS: tuple[Card, ...] = load()
STRENGTH: tuple[int, ...] = tuple(c.strength for c in CARDS)
DOTS: tuple[int, ...] = tuple(c.dots for c in CARDS)


def _always_amounts(effect: str) -> tuple[int, ...]:
    return tuple(c.ability.amount if c.has("always", effect) else 0 for c in CARDS)


# Always-on amounts by card id, looked up in the hot paths of rules and bots.
EMPOWER = _always_amounts("empower")
VICTORY = _always_amounts("victory")
SHIELD = _always_amounts("shield")
