"""Issue 23, Contrast, on the BFDI board: the inks chosen per painter read at WCAG 2's 4.5:1 on what is behind
them in both seat palettes (coloraide's contrast), and the measured text report (textframe, the smoke's
table played to its results) finds no text under its contrast and none overlapping another on the board's
screens, one table per text size (slow: about three minutes each)."""
from __future__ import annotations

import pytest
from coloraide import Color

from scenes import smoke, textframe, textreport, theme
from scenes.bfdi.art_cards import ATTR_COLOURS, TYPE_COLOURS, band_inks
from scenes.bfdi.paint import HEAD_EDGES, SIDES
from scenes.bfdi.paint_side import CHAMBER, FLOAT_INKS, QUIET_GRASS, QUIET_SPACE, float_ink, on_chamber

SEATS = list(theme.PLAYERS_NORMAL) + list(theme.PLAYERS_SAFE)


def wcag(a, b) -> float:
    return Color("srgb", [v / 255 for v in a]).contrast(Color("srgb", [v / 255 for v in b]), method="wcag21")


def test_seat_inks_in_the_chamber_and_on_the_stage_read_at_4_5():
    cell = theme.lighten(CHAMBER, 0.12)
    assert min(wcag(on_chamber(c), cell) for c in SEATS) >= 4.5
    assert min(wcag(theme.lighten(c, 0.45), (88, 42, 58)) for c in SEATS) >= 4.5      # a Cake at Stake row


def test_every_scene_band_label_and_the_quiet_caption_read_at_4_5():
    for colour in list(ATTR_COLOURS.values()) + [c for c in TYPE_COLOURS.values() if c]:
        ink, fill = band_inks(colour)
        assert wcag(ink, fill) >= 4.5, colour
    assert wcag(theme.INK, QUIET_GRASS) >= 4.5 and wcag(theme.CREAM, QUIET_SPACE) >= 4.5
    assert wcag(theme.CREAM, theme.CORAL_DEEP) >= 4.5          # the Helpful Reminder's step D, lit


def test_floats_and_column_names_read_at_4_5():
    """A float's words on its paper chip (its rim in the float's colour): the gold, coral, soft cream and teal
    floats read 4.0-4.4:1 (darkened by half); each now has an ink of 5:1 or more. The columns' names in their
    halos: 4.5:1 on the halo whatever passes under them (a figure's head read 1.9:1)."""
    for colour in list(FLOAT_INKS) + SEATS:
        assert wcag(float_ink(colour), theme.PAPER) >= (5.0 if colour in FLOAT_INKS else 4.5), colour
    for side, edge in HEAD_EDGES.items():
        assert wcag(SIDES[side][4], edge) >= 4.5, side


def measured_problems(size, scale: float) -> list[dict]:
    """Contrast and overlap rows of a measured report on the BFDI board's screens (the smoke's table)."""
    from scenes.app import App
    from scenes.settings import Settings
    app = App(size, settings=Settings(text_scale=scale), sync_bots=True)
    textframe.start()
    try:
        smoke.play_table(app, "bfdi", {"mode": "advanced"}, 3, [])
    finally:
        rows = textframe.stop()
        app.stack.clear()
    least = textreport.floor(size[1])
    return [r for r in rows if r["screen"].startswith("bfdi ") and not r["screen"].endswith("results")
            and {"contrast", "overlap"} & set(textreport.failures(r, least))]


@pytest.mark.slow
@pytest.mark.parametrize("size, scale", [((1280, 720), 1.0), ((1280, 720), 1.25), ((1920, 1080), 1.5),
                                         ((1920, 1080), 2.0)], ids=["720p-100", "720p-125", "1080p-150", "1080p-200"])
def test_the_board_reads_at_every_text_size(size, scale):
    bad = measured_problems(size, scale)
    assert len(bad) <= ALLOWED[scale], sorted((r["screen"], r["text"][:40], r.get("contrast"), r.get("overlaps"))
                                              for r in bad)[:20]


# contrast + overlap rows at most: none at any text size (wave 5: from 15 / 17 / 0 / 42-44; names and column names
# over what passes under them, hover panels off the dark panels, crowded columns naming what fits)
ALLOWED = {1.0: 0, 1.25: 0, 1.5: 0, 2.0: 0}
