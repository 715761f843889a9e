"""Each game's setup choices explained in one line, and which choices matter for which others.

explain(game, key, value) -> a sentence (or ""): "Advanced: characters use their abilities".
relevant(game, key, options) -> whether the choice applies with these other choices (Dream Catcher's
Moon level only in the game played together), so setup hides what would not change anything.
"""
from __future__ import annotations

EXPLAIN = {
    ("bfdi", "mode", "basic"): "Basic: characters have no abilities; learn the flow first",
    ("bfdi", "mode", "advanced"): "Advanced: characters use their abilities",
    ("bfdi", "board", "grass"): "Grass: the board in daylight",
    ("bfdi", "board", "space"): "Space: the same board among the stars",
    ("dodos", "track", "jungle"): "Jungle: a trail with a finish line to cross",
    ("dodos", "track", "space"): "Space: a loop; lap the others to get ahead",
    ("dodos", "abilities", "off"): "Off: every Dodino races the same",
    ("dodos", "abilities", "on"): "On: each Dodino may flip its card once for its ability",
    ("dreamcatcher", "mode", "basic"): "Each player takes turns covering Nightmares to fill their cloud",
    ("dreamcatcher", "mode", "coop"): "Together: catch 8 Nightmares as a team",
    ("dreamcatcher", "mode", "restless"): "Everyone grabs a toy at once with their own keys",
    ("dreamcatcher", "level", 1): "Toys have lots of room to spare",
    ("dreamcatcher", "level", 2): "A little less room",
    ("dreamcatcher", "level", 3): "Snug fits: place carefully",
    ("dreamcatcher", "level", 4): "Tight fits: the smallest toy that can cover it",
    ("dreamcatcher", "gentle", False): "Toys stay exactly where you let go",
    ("dreamcatcher", "gentle", True): "A toy let go near a good spot slides into it",
}

ONLY_WHEN = {
    ("dreamcatcher", "level"): ("mode", "coop"),
}


def explain(game: str, key: str, value) -> str:
    return EXPLAIN.get((game, key, value), "")


def relevant(game: str, key: str, options: dict) -> bool:
    need = ONLY_WHEN.get((game, key))
    return need is None or options.get(need[0]) == need[1]
