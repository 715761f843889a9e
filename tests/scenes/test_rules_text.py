"""Issue 23, Text size, on the rules reference (scenes/screens/rules.py): a bullet hangs in the margin clear of
its words at every text size (the smoke's report at 200%: 48 px bullets over the words of BFDI's character rules)."""
from __future__ import annotations

import pygame
import pytest

from scenes import access, theme
from scenes.assets import text
from scenes.screens.rules import layout_rows

SIZES = [((1280, 720), 1.0), ((1280, 720), 1.25), ((1920, 1080), 1.5), ((1920, 1080), 2.0)]


@pytest.mark.parametrize("size, scale", SIZES, ids=[f"{w}x{h}-{int(s * 100)}" for (w, h), s in SIZES])
def test_a_bullet_hangs_clear_of_its_words(size, scale):
    pygame.display.set_mode(size)
    access.text_scale = scale
    u = theme.unit(size)
    rows, _height = layout_rows("## Characters\n- Snowball: Show-off: a long rule that wraps " + "word " * 40, 900, u)
    at = [(line, size_, kind, y, indent) for line, size_, kind, y, indent in rows]
    bullet = next(r for r in at if r[0] == "•")
    words = next(r for r in at if r[3] == bullet[3] and r[0] != "•")
    ink = text(bullet[0], bullet[1], theme.INK, bullet[2]).get_bounding_rect().move(bullet[4], 0)
    first = text(words[0], words[1], theme.INK, words[2]).get_bounding_rect().move(words[4], 0)
    assert ink.left >= 0 and ink.right + text("n", words[1], theme.INK, words[2]).get_width() // 2 <= first.left, \
        (ink, first)
