"""The fortune reading: our own lines, varied, never the same line twice in one reading, the same
reading for the same game, and a fitting word for an empty Life Deck."""
from __future__ import annotations

import random
import re

from game.dreaddraw.data import CARDS
from game.dreaddraw.fortune import ARCANA, FAR, NEAR, PRESENT, UNWRITTEN, omen, reading, unwritten

from dreaddraw.dd_helpers import build, deck, plain, plains, weak


def _sentences(line: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.;:!?])\s+", line) if s]


def test_every_card_reads_something():
    for c in CARDS:
        assert ARCANA[c.name] if c.arcana else omen(c.id)


def test_no_line_or_sentence_repeats_within_a_reading():
    rng = random.Random(7)
    for seed in range(300):
        cards = rng.sample(range(100), rng.randint(1, 14))
        lines = reading(seed, cards)
        assert len(lines) == len(cards)
        sentences = [s for line in lines for s in _sentences(line)]
        assert len(sentences) == len(set(sentences)), lines


def test_a_reading_is_the_same_for_the_same_game_and_differs_between_games():
    cards = [3, 41, 17, 60, 88, 12, 5, 99]
    assert reading(11, cards) == reading(11, cards)
    assert len({tuple(reading(seed, cards)) for seed in range(20)}) == 20


def test_pools_are_large_and_far_lines_fit_one_line():
    assert len(PRESENT) >= 30 and len(NEAR) >= 30 and len(FAR) >= 40 and len(UNWRITTEN) >= 5
    assert not set(PRESENT) & set(NEAR) and not set(FAR) & (set(PRESENT) | set(NEAR))
    assert max(len(line) for line in FAR) <= 40


def test_the_view_reads_the_winners_cards_and_an_empty_deck_gets_its_own_words():
    life1 = plains(10, 11, 12, 13)
    m = build(top=[plain(2)], rows=[[plain(9)], [weak(1)]], life=[[], life1], active=0)
    deck(m)
    view = m.view(None)
    assert [x["text"] for x in view["fortune"]] == reading(m.seed, m.fortune)
    assert view["unwritten"] is None
    m = build(top=[plain(2)], rows=[[plain(9)], [weak(1)]], life=[[], []], active=0)
    deck(m)
    assert m.over and m.winners() == (1,)
    assert m.view(None)["fortune"] == [] and m.view(None)["unwritten"] == unwritten(m.seed)
