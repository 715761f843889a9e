"""Wrapping text: the few-measurement wrap gives the lines (and the cut marks) of the word-by-word one."""
import random

import pygame
from hypothesis import given, strategies as st

from scenes import assets, textreport


def word_by_word(f: pygame.font.Font, value: str, width: int) -> tuple[list[str], set[str]]:
    """The wrap as it was before: each word tried on the line in turn, every line measured at the end."""
    lines: list[str] = []
    for para in value.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            pieces = assets._break_word(f, word, width)
            lines.extend(pieces[:-1])
            line = pieces[-1]
        lines.append(line)
    return lines, {line for line in lines if f.size(line)[0] > width}


def wrapped(value: str, size: int, width: int, kind: str, monkeypatch) -> tuple[list[str], set[str]]:
    cut: set[str] = set()
    monkeypatch.setattr(textreport, "mark_cut", lambda line, px: cut.add(line))
    assets._wrap.cache_clear()
    return list(assets._wrap(value, size, width, kind, None)), cut


WORDS = ["a", "I", "we", "Dream", "Island", "—", "W", "fi", "ffl", "Wolf/Tiger", "AVATAR", "naïve", "",
         "supercalifragilisticexpialidocious", "C:\\Users\\ana\\saves", "…", "11", "Tokens!", "Élan", "ÅÆØ"]


def test_the_same_lines_as_word_by_word_on_the_shelfs_texts(monkeypatch):
    pygame.font.init()
    rng = random.Random(20)
    for n in range(400):
        kind = rng.choice(sorted(assets.FONT_FILES))
        size = rng.choice([12, 15, 19, 21, 27, 40])
        value = "\n".join(" ".join(rng.choice(WORDS) for _ in range(rng.randint(0, 25)))
                          for _ in range(rng.randint(1, 3)))
        width = rng.choice([1, 8, 30, 90, 200, 420, 900])
        f = assets._font(kind, size)
        assert wrapped(value, size, width, kind, monkeypatch) == word_by_word(f, value, width), (value, width)


@given(st.text(alphabet=st.sampled_from("aW i.,/\\-\n  ÉfT"), max_size=80), st.integers(1, 400))
def test_the_same_lines_as_word_by_word_on_any_text(value, width):
    pygame.font.init()
    f = assets._font("ui", 20)
    with __import__("pytest").MonkeyPatch.context() as monkeypatch:
        assert wrapped(value, 20, width, "ui", monkeypatch) == word_by_word(f, value, width)


def test_a_paragraph_takes_few_measurements():
    """A blurb of 40 words on four lines: a measurement or two a line (word by word: one a word, and again)."""
    pygame.font.init()
    f = assets._font("ui", 21)
    calls = []

    class Counting:
        def size(self, s):
            calls.append(s)
            return f.size(s)

        def metrics(self, s):
            return f.metrics(s)
    para = ("Survive eliminations, win challenges and outlast everyone in a battle for Dream Island, "
            "one vote at a time, while the host keeps score and the audience decides who goes home")
    words = para.split(" ")
    lines = assets._wrap_paragraph(Counting(), para, 300)
    assert len(lines) >= 4 and all(ok for _, ok in lines)
    assert len(calls) <= 3 * len(lines) < len(words)
