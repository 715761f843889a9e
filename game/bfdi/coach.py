"""The coach's words: one sentence, addressed to the player, saying why Hard's move is good.

It reads only the seat's view (what the seat's window shows) and the action, and speaks the game's words:
Scenes, Stars, the three lowest characters at Cake at Stake.
"""
from __future__ import annotations

from typing import Any

from game.core import Action
from game.core.words import plural

from .data import TOP_LEVEL, character, scene, scene_attribute, scene_type


def name(cid: int) -> str:
    return character(cid)["name"]


def at_risk(view: dict[str, Any]) -> list[int]:
    """The three lowest characters (the view lists them best placed first): Cake at Stake's spaces."""
    order = [ch["char"] for ch in view["characters"]]
    return order if len(order) <= 3 else order[-3:]


def mine_at_risk(view: dict[str, Any]) -> list[int]:
    owners = view["owners"]
    return [c for c in at_risk(view) if owners[str(c)] == view["seat"]]


def reason(view: dict[str, Any], action: Action) -> str:
    """One sentence: the move, a colon, why."""
    kind = action.kind
    if kind == "play":
        return _play(view, action)
    risky = mine_at_risk(view)
    if kind == "trade":
        if risky:
            return f"Buy a Scene for 3 Stars: {name(risky[-1])} is among the three lowest, and a new Scene may save it."
        return "Buy a Scene for 3 Stars: more Scenes give you more ways to climb."
    if kind == "pass":
        if not view["hand"]:
            return "Pass: you hold no Scenes, and none is worth 3 Stars to you now."
        if risky:
            return f"Pass: none of your Scenes can lift {name(risky[-1])} out of the three lowest now."
        return "Pass: your characters are out of danger, so keep your Scenes for a later Challenge."
    if kind == "pick":
        ability = character(action["char"])["ability"]["text"].split(":")[0]
        if view["mode"] == "advanced":
            return f"Pick {name(action['char'])}: {ability} is the most useful ability left."
        return f"Pick {name(action['char'])}: any character is as good as another in the Basic game."
    if kind == "offer":
        return (f"Offer {plural(action['stars'], 'Star')} so {name(action['char'])} joins the Boost: "
                "it climbs with the boosted character.")
    if kind == "decline":
        return "Make no offer: your Stars are worth more than this Boost to you."
    if kind == "accept":
        return "Accept the offer: the Stars are yours, and your character still climbs."
    if kind == "done":
        return "Close the offers: the Boost goes ahead now."
    return "Roll the die: Cake at Stake decides who leaves."


def _play(view: dict[str, Any], a: Action) -> str:
    card, target = a["card"], a["target"]
    kind, title = scene_type(card), scene(card)["name"]
    risky = mine_at_risk(view)
    if kind == "swap":
        mine, theirs = (target, a["target2"]) if view["owners"][str(target)] == view["seat"] else (a["target2"], target)
        why = "leaves the three lowest" if mine in risky else "moves up"
        return f"Swap {name(mine)} with {name(theirs)}: {name(mine)} takes the higher space and {why}."
    if kind == "win_token":
        return (f"Give {name(target)} the Win Token: if the die picks {name(target)} at Cake at Stake, "
                "the token saves it and pays you 2 Stars.")
    where = {ch["char"]: ch["level"] for ch in view["characters"]}
    low = "it is among the three lowest, and " if target in risky else ""
    if kind == "special_boost":
        return f"Play {title} on {name(target)}: {low}the Challenge shows {scene_attribute(card)}, so it climbs three levels."
    if kind == "boost":
        if low:
            return f"Boost {name(target)}: {low}a climb of one to three levels may save it."
        return f"Boost {name(target)}: it climbs one to three levels, ahead of the others."
    attr = scene_attribute(card)
    challenge = (view.get("challenge") or {}).get("attributes", [])
    if attr in challenge and where.get(target, TOP_LEVEL) < TOP_LEVEL:
        return f"Play {title} on {name(target)}: it gains {attr}, which the Challenge shows, so it moves right now."
    return f"Play {title} on {name(target)}: it gains {attr} for the Challenges to come."
