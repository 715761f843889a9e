"""The log reads like a person wrote it: one line per happening, damage says where it comes from,
counts agree with their nouns."""
from __future__ import annotations

import random
import re

import pytest

from game.dreaddraw.data import CARDS
from game.dreaddraw.rules import DreadDraw

from dreaddraw.dd_helpers import act, build, cid, deck, plain, weak

NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay"]


def _lines(events) -> list[str]:
    return [e.render(NAMES) for e in events if e.text]


def _games(players: int, seeds: range):
    """Every action's events of seeded random games."""
    for seed in seeds:
        m = DreadDraw(players, {}, seed, None)
        rng = random.Random(seed)
        while not m.over:
            seat = m.to_move()[0]
            yield m.apply(seat, rng.choice(m.legal_actions(seat)))


def _said_twice(lines: list[str]) -> list[tuple[str, str]]:
    """Pairs of lines where one repeats what the other says ("Ana gains 2 life" in "Ana uses X: gains 2 life")."""
    pairs = []
    for a in lines:
        who, _, rest = a.partition(" ")
        pairs += [(a, b) for b in lines if b is not a and b.startswith(who + " ") and rest in b]
    return pairs


def test_the_repeat_finder_sees_the_old_double_heal_line():
    assert _said_twice(["Ana gains 2 life", "Ana uses The Star: gains 2 life"])


@pytest.mark.parametrize("players", [2, 3, 5])
def test_no_line_repeats_and_no_bad_plural_in_random_games(players):
    bad = re.compile(r"\b1 (cards|red dots|lives)\b|\b([02-9]|\d\d+) (card|red dot)\b|\ba [AEIOaeio]")
    for events in _games(players, range(12)):
        lines = _lines(events)
        assert len(lines) == len(set(lines)) and not _said_twice(lines), lines
        for line in lines:
            assert not bad.search(line), line


def test_heal_is_one_line():
    star = cid("The Mother")
    m = build(top=[star])
    deck(m)
    lines = _lines(act(m, "use", card=star))
    assert [ln for ln in lines if "life" in ln] == ["Ana uses The Mother and gains 2 life"]


def test_keeping_a_damage_card_is_one_line():
    m = build(top=[plain(1)], rows=[[plain(3)], [weak(2)]])
    deck(m)         # Ana's 1 fails against her 3: Ben wins with 2 dots, Ana draws 2 and keeps one
    assert m.decision["kind"] == "keep"
    kept, other = m.drawn
    lines = _lines(act(m, "keep", card=kept))
    assert sum("reserves" in ln for ln in lines) == 1, lines
    assert lines[0].endswith("in their reserves and discards " + CARDS[other].name)


def test_damage_says_victory_and_shields():
    vic, tower = cid("Victory"), cid("The Tower")
    m = build(3, top=[plain(1)], rows=[[plain(2)], [weak(3)], []], reserves=[[], [vic], [tower]],
              in_round=[True, True, False])
    lines = _lines(deck(m))    # Ana fails: Ben wins with 3 dots + Victory; damage goes from his left, Cleo first
    assert "Ben wins round 1 with 3 red dots" in lines
    assert lines[-1] == "Cleo takes 3 damage (3 red dots + 1 for Victory - 1 for The Tower) and draws 3 cards from the Life Deck"
    lines = _lines(act(m, "keep", card=m.drawn[0]))
    assert "Ana takes 4 damage (3 red dots + 1 for Victory) and draws 4 cards from the Life Deck" in lines


def test_one_dot_is_singular():
    m = build(top=[plain(1)], rows=[[plain(2)], [weak(1, skip=(plain(1),))]])
    lines = _lines(deck(m))
    assert "Ben wins round 1 with 1 red dot" in lines
    assert any(ln.startswith("Ana takes 1 damage (1 red dot) and draws 1 card") for ln in lines), lines
