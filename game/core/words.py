"""Words for people: counts with the right plural, nouns with the right article, names joined in a list.

Every game's log lines and every screen use these, so "1 Stars", "a Angry" or "Ben win" never appear.
"""
from __future__ import annotations

from typing import Iterable

_IRREGULAR = {"life": "life", "damage": "damage", "die": "dice", "Dodino": "Dodinos", "Star": "Stars"}


def plural_of(noun: str) -> str:
    if noun in _IRREGULAR:
        return _IRREGULAR[noun]
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


def plural(n: int, noun: str, many: str | None = None) -> str:
    """"1 card", "2 cards", "0 cards" (many: the plural when it is irregular)."""
    return f"{n} {noun if n == 1 else (many or plural_of(noun))}"


def article(word: str) -> str:
    """"an Angry", "a Nice", "an Egg", "a Unicorn" (a 'you' sound takes a)."""
    w = word.lower()
    vowel = w[:1] in "aeio" or (w[:1] == "u" and not w.startswith(("uni", "use", "usu", "uti")))
    return f"{'an' if vowel else 'a'} {word}"


def verb(names: list[str] | tuple[str, ...], singular: str, plural_form: str) -> str:
    """The verb agreeing with one name or several: verb(["Ben"], "wins", "win") -> "wins"."""
    return singular if len(names) == 1 else plural_form


def join(items: Iterable[str], last: str = "and") -> str:
    """"Ana", "Ana and Ben", "Ana, Ben and Cleo"."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]
