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
    ("dreamcatcher", "tiebreak", False): "Everyone who fills their cloud wins together",
    ("dreamcatcher", "tiebreak", True): "If several fill their cloud, the most tokens wins",
}

ONLY_WHEN = {       # a choice shown only when another choice has one of these values
    ("dreamcatcher", "level"): ("mode", ("coop",)),
    ("dreamcatcher", "tiebreak"): ("mode", ("basic", "restless")),
}

# A way to play that changes the table size, named briefly for the title's box ("2–4 players, 1–4 together").
RANGE_NOTES = {("dreamcatcher", "mode", "coop"): "together"}


def explain(game: str, key: str, value) -> str:
    return EXPLAIN.get((game, key, value), "")


def relevant(game: str, key: str, options: dict) -> bool:
    need = ONLY_WHEN.get((game, key))
    return need is None or options.get(need[0]) in need[1]


def players_text(spec) -> str:
    """The table sizes for the title's box: the usual range, then any way to play that changes it."""
    def span(low: int, high: int) -> str:
        return f"{low}–{high}" if high > low else f"{low}"
    low, high = spec.players_for({})
    parts = [f"{span(low, high)} players"]
    for (game, key, value), note in RANGE_NOTES.items():
        if game == spec.id:
            parts.append(f"{span(*spec.players_for({key: value}))} {note}")
    return ", ".join(parts)
