"""Every log line Dream Catcher writes reads as English: counts agree with their nouns, verbs with their
subjects, articles with their words (game/core/words.py), in seeded random games of every mode."""
from __future__ import annotations

import random
import re

import pytest

from game.dreamcatcher.rules import finish_text
from dc_helpers import new

NAMES = ["Ana", "Ben", "Cleo", "Dev"]
BAD = [re.compile(p) for p in (r"\b1 \w+s\b", r"\b(?:0|[2-9]|\d\d+) (?:token|Nightmare|toy|star)\b",
                               r"\ba [AEIOaeio]\w", r"\ban [^AEIOUaeiou\W]\w", r"\band \w+ (?:fills|has)\b",
                               r"  ", r"\s[!.,:]")]


def said(text: str) -> str:
    return re.sub(r"\{p(\d)\}", lambda m: NAMES[int(m.group(1))], text)


def bad(text: str) -> list[str]:
    return [p.pattern for p in BAD if p.search(text)]


def test_the_end_of_a_game_agrees_with_one_winner_or_several():
    # issue 21: say who filled and who won why (everyone who fills wins; the tie-break is an option)
    assert said(finish_text((0,), "board_full")) == "Ana fills a board and wins!"
    assert said(finish_text((0, 2), "board_full")) == "Ana and Cleo fill their boards: they win together!"
    assert said(finish_text((2,), "board_full", (0, 2))) == "Ana and Cleo fill their boards; Cleo has the most " \
                                                           "tokens and wins!"
    assert said(finish_text((0, 2), "board_full", (0, 1, 2))) == "Ana, Ben and Cleo fill their boards; Ana and " \
                                                                "Cleo have the most tokens and win!"
    assert said(finish_text((0, 1, 2), "bag_empty")) == "Ana, Ben and Cleo have the most tokens (the bag is empty)!"
    assert said(finish_text((1,), "deck_empty")) == "Ben has the most tokens (no Nightmares left)!"
    assert said(finish_text((), "deck_empty")) == "Nobody caught a Dream (no Nightmares left)"


@pytest.mark.parametrize("mode,players", [("basic", 2), ("basic", 4), ("restless", 3), ("coop", 2)])
def test_every_log_line_of_seeded_random_games_reads_well(mode, players):
    for seed in range(6):
        rng = random.Random(seed)
        options = {"mode": mode, "level": 1 + seed % 4} if mode == "coop" else {"mode": mode}
        match = new(players, seed=seed, first=None, **options)
        texts = []
        while not match.over:
            seat = rng.choice(match.to_move())
            action = rng.choice(match.legal_actions(seat))
            texts += [said(e.text) for e in match.apply(seat, action) if e.text]
        texts += [said(d) for d in match.view(None)["dreams"]]
        for text in texts:
            assert not bad(text), (text, bad(text))
