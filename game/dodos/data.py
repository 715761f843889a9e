"""Dodos Riding Dinos components, loaded from the package's JSON files: cards, Dodinos, tracks.

Screens and tests read these by id (CARDS[7], DODINOS[2], TRACKS["jungle"]). The JSON files are the
designer's knobs; nothing here changes them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.data import load_json


PROJECTILES = ("egg", "meteorite", "banana", "star")
COLOURS = ("blue", "red", "green")
# Every effect icon of the rulebook (DRD-F5), as the data files spell them.
ICONS = ("draw", "advance", "roll_advance", "discard", "back", "roll_back", "steal", "swap", "pay", "hit_active")
ABILITIES = ("draw5", "draw2_roll", "advance5", "steal4", "shield", "discard2_roll2")


def _load(name: str) -> Any:
    return load_json(__package__, name)


@dataclass(frozen=True)
class Card:
    id: int
    name: str
    colour: str
    steps: int                  # the footprint number
    effect: tuple               # icon dicts, resolved in order
    text: str

    @property
    def throw(self) -> dict | None:
        """The projectile icon of this card (a red-card throw or a green 'hit the active player')."""
        for icon in self.effect:
            if icon["icon"] in ("throw", "hit_active"):
                return icon
        return None

    @property
    def projectile(self) -> str | None:
        t = self.throw
        return t["projectile"] if t else None

    @property
    def hits_active(self) -> bool:
        return any(i["icon"] == "hit_active" for i in self.effect)


@dataclass(frozen=True)
class Dodino:
    id: int
    name: str
    dino: str
    colour: str
    ability: str
    ability_text: str


@dataclass(frozen=True)
class Track:
    id: str
    name: str
    loop: bool           # Space: past the finish the spaces are the first ones again
    finish: int          # progress of the finish space
    runout: int          # Jungle spaces past the finish
    starting: int        # starting spaces behind space 1 (progress 0, -1, ...)
    spheres: dict        # board space number -> icon list

    @property
    def last(self) -> int | None:
        """Furthest progress a Dodino can reach (None on the loop, which never ends)."""
        return None if self.loop else self.finish + self.runout

    @property
    def spaces(self) -> int:
        """Numbered spaces drawn on the board."""
        return self.finish if self.loop else self.finish + self.runout

    def space_of(self, progress: int) -> int:
        """The board space a progress number stands on (0 or less: a starting space, as -index)."""
        if progress <= 0:
            return progress
        if self.loop:
            return (progress - 1) % self.finish + 1
        return progress

    def sphere_at(self, progress: int) -> tuple | None:
        if progress <= 0:
            return None
        return self.spheres.get(self.space_of(progress))


def _card(d: dict) -> Card:
    return Card(d["id"], d["name"], d["colour"], d["steps"], tuple(d["effect"]), d["text"])


CARDS: tuple[Card, ...] = tuple(_card(d) for d in _load("cards.json")["cards"])
DODINOS: tuple[Dodino, ...] = tuple(
    Dodino(d["id"], d["name"], d["dino"], d["colour"], d["ability"]["kind"], d["ability"]["text"])
    for d in _load("dodinos.json")["dodinos"])
TRACKS: dict[str, Track] = {
    k: Track(k, t["name"], t["loop"], t["finish"], t["runout"], t["starting"],
             {int(s): tuple(v) for s, v in t["spheres"].items()})
    for k, t in _load("tracks.json")["tracks"].items()}


def card(card_id: int) -> Card:
    return CARDS[card_id]


def card_json(card_id: int) -> dict:
    """A card as plain data, for views and screens."""
    c = CARDS[card_id]
    return {"id": c.id, "name": c.name, "colour": c.colour, "steps": c.steps,
            "effect": list(c.effect), "text": c.text, "projectile": c.projectile}
