"""Issue 23, "Text size", on the four game boards: at 125% in a 1280x720 window and at 150% and 200% in
1920x1080, a game of each (the smoke's tables, scenes/smoke.py play_table: a seeded game to its results with
the pointer wandering over the board) draws no text clipped and none under the floor times the text size,
on every moment of its board ("bfdi play", "dodos throw", "dreamcatcher coop agree"...). The results screen
is the shell's (tests of the screens check it)."""
from __future__ import annotations

import pytest

from scenes import smoke, textreport

SCALES = (((1280, 720), 1.25), ((1920, 1080), 1.5), ((1920, 1080), 2.0))


def board_problems(game: str, options: dict, players: int, size, scale: float) -> list[dict]:
    """Rows of the text report a reader would struggle with, on this game's board screens."""
    return textreport.problems(smoke.board_rows((game, options, players), size, scale))


def _cases():
    for game, options, players in smoke.TABLES:
        for size, scale in SCALES:
            yield pytest.param(game, options, players, size, scale, marks=[pytest.mark.slow],
                               id=f"{game}-{options.get('mode', '')}-{size[0]}x{size[1]}-{int(scale * 100)}")


@pytest.mark.parametrize("game, options, players, size, scale", list(_cases()))
def test_a_board_holds_its_text_at_every_text_size(game, options, players, size, scale):
    bad = board_problems(game, options, players, size, scale)
    assert not bad, sorted({(r["screen"], r["px"], r["text"][:60]) for r in bad})[:20]


def test_a_figure_name_breaks_between_words_never_inside_one():
    """Issue 23, Text size: a BFDI name too wide for its room takes two lines at a space ("Golf / Ball");
    a single word that cannot be whole is left to the tooltip rather than cut ("Spong / y")."""
    from scenes.assets import text
    from scenes.bfdi.labels import name_lines
    wide = text("Golf Ball", 20, (0, 0, 0), "bold").get_width()
    assert name_lines("Golf Ball", 20, wide + 4) == ["Golf Ball"]
    assert name_lines("Golf Ball", 20, int(wide * 0.7)) == ["Golf", "Ball"]
    assert name_lines("Snowball", 20, int(text("Snowball", 20, (0, 0, 0), "bold").get_width() * 0.7)) == [" "]


def test_dread_draw_prompt_has_shorter_forms_of_its_why():
    """Issue 23, Text size: the prompt's why drops "Click a glowing seat." and then an ability's timing
    before it would be cut at a large text size."""
    from scenes.dreaddraw.paint import shorter
    assert shorter("Click a glowing seat. Summon: you may pick an opponent.") == [
        "Click a glowing seat. Summon: you may pick an opponent.", "Summon: you may pick an opponent.",
        "You may pick an opponent."]
    assert shorter("Why Ana? Lowest total") == ["Why Ana? Lowest total"]
