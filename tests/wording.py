"""English checks shared by the log test and the on-screen text test: plurals, articles, verb
agreement after a single name, placeholders that leaked."""
import re

NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay"]
_NAME = "|".join(NAMES) + r"|P\d"  # P1..P6: the smoke run's seats
# Nouns the games count, singular forms; "1 <plural>" and "N <singular>" are both wrong.
NOUNS = ("Star", "card", "Scene", "token", "space", "dot", "Challenge", "character", "point", "step",
         "round", "toy", "Dodino", "Egg", "Banana", "Meteorite", "monster", "player", "seat", "night",
         "move", "throw", "time", "turn", "spot")
# Verbs a lone player does; after a single name they take an s.
VERBS = ("win", "play", "draw", "take", "lose", "pass", "gain", "move", "throw", "catch", "discard",
         "reveal", "summon", "keep", "get", "pick", "place", "offer", "accept", "decline", "trade", "leave",
         "choose", "roll", "peek", "miss", "hit", "agree", "grab", "fail", "cover", "go", "have", "is not")


def problems(line: str, screen: bool = False) -> list[str]:
    """What reads wrong in one log line (empty when it reads right). On screen, a double space is a
    deliberate gap and "None" may be a button's word."""
    found = []
    nouns = "|".join(NOUNS)
    for m in re.finditer(rf"(?<![\d.,])\b1 ({nouns})s\b", line):
        found.append(f"'1 {m.group(1)}s'")
    for m in re.finditer(rf"(?<![\d.,])\b(0|[2-9]|\d\d+) ({nouns})\b(?!s)", line):
        found.append(f"'{m.group(1)} {m.group(2)}'")
    for m in re.finditer(r"\b[Aa] ([AEIOaeio]\w*)", line):
        found.append(f"'a {m.group(1)}'")
    for m in re.finditer(r"\b[Aa]n ([B-DF-HJ-NP-TV-Zb-df-hj-np-tv-z]\w*)", line):
        if not m.group(1).lower().startswith(("hour", "honest")):
            found.append(f"'an {m.group(1)}'")
    for m in re.finditer(rf"(?<!and )(?<!, )(?<!& )\b({_NAME}) ({'|'.join(VERBS)})\b(?! too)", line):
        found.append(f"'{m.group(1)} {m.group(2)}'")
    for bad in ("{p", "[]", "  ", " .", " ,", "..."):
        if bad in line and not (screen and bad == "  "):
            found.append(repr(bad))
    if not screen and re.search(r"(?<!Than )\bNone\b", line):  # a Python None leaked (not the Scene "Better Than None")
        found.append("None")
    return found
