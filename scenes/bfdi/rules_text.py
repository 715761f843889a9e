"""The rules reference in our own words, built from game/bfdi/reference.json plus how to play on screen."""
from __future__ import annotations

from game.bfdi.data import characters, reference

ON_SCREEN = [
    "Drag a Scene from your hand onto a character that lights up, or click the Scene and then the character.",
    "A Swap takes two characters on the same level: drop it on one, then click the other. Right-click cancels.",
    "Pass and Trade 3 Stars for a Scene are the buttons beside your hand.",
    "When someone Boosts, a strip asks each other player with Stars and a character on that level, one at a "
    "time: Make an offer (then click your character and choose the Stars), No offer, or None this Challenge.",
    "Hover over a character to see its attributes, Developments and (in the Advanced game) its ability.",
    "The Helpful Reminder panel shows the step the Challenge is in. During Cake at Stake the spaces 1 to 3 are "
    "counted from the bottom of level 3.",
]


def build() -> str:
    ref = reference()
    parts = [f"# {ref['title']}", ""]
    for section in ref["sections"]:
        parts += [f"## {section['heading']}", "", section["text"], ""]
    parts += ["## Playing on the screen", ""] + [f"- {line}" for line in ON_SCREEN] + [""]
    parts += ["## The Advanced abilities", ""]
    parts += [f"- {c['name']}: {c['ability']['text']}" for c in characters()]
    return "\n".join(parts).strip() + "\n"


RULES = build()
