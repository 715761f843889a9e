"""Issue 23, Contrast and Text size, on the Dodos board, measured on the finished frames (scenes/textframe.py):
the smoke's Dodos table (scenes/smoke.py play_table: a seeded game to its results, the pointer wandering) at
100% and 125% in a 1280x720 window and at 150% and 200% in 1920x1080 draws every text at its WCAG 2 contrast
against what is really behind it (4.5:1, 3:1 for large text), no text over another, none clipped or under
the floor; and the report finds most texts on the frame (boxed). The colours the board's design rests on
are pinned by coloraide too (fast tests)."""
from __future__ import annotations

import pytest

from scenes import smoke, textreport

SIZES = (((1280, 720), 1.0), ((1280, 720), 1.25), ((1920, 1080), 1.5), ((1920, 1080), 2.0))
TABLE = next(t for t in smoke.TABLES if t[0] == "dodos")
# Known at 100% (a written reason, issue 23): in a crowded hand (nine cards at 1280x720) a card's cream name
# is cut by the next card's pale panel edge (the shared CardSprite panel drawn under each face).
KNOWN = {1.0: {("dodos throw", "Falling Rock")}}


def measured(size, scale: float) -> list[dict]:
    """The measured report's rows of the Dodos board's screens (the results screen is the shell's)."""
    from scenes import textframe
    from scenes.app import App
    from scenes.settings import Settings
    app = App(size, settings=Settings(text_scale=scale), sync_bots=True)
    textframe.start()
    try:
        smoke.play_table(app, *TABLE, [])
    finally:
        rows = textframe.stop()
        app.stack.clear()
    return [r for r in rows if r["screen"].split()[0] == "dodos" and not r["screen"].endswith("results")]


@pytest.mark.slow
@pytest.mark.parametrize("size, scale", SIZES, ids=[f"{w}x{h}-{int(s * 100)}" for (w, h), s in SIZES])
def test_the_dodos_board_reads_at_every_text_size(size, scale):
    rows = measured(size, scale)
    least = textreport.floor(size[1])
    bad = [(r["screen"], r["text"][:40], textreport.failures(r, least), r.get("contrast"), r.get("overlaps"))
           for r in rows if textreport.failures(r, least) and (r["screen"], r["text"]) not in KNOWN.get(scale, ())]
    assert not bad, bad[:20]
    boxed = sum(r.get("box") is not None for r in rows) / len(rows)
    assert boxed >= (0.8 if scale == 1.0 else 0.95), boxed      # 100%: thin 12 px texts the report cannot find


def test_the_board_colours_read_at_4_5_to_1():
    """The design the measured test rests on: cream card names on the frames, the footprint digit on its badge
    and print, the rank digit (ink) on the pale of every seat colour of both palettes, the tags' cream on coral."""
    from scenes import theme
    from scenes.dodos.art_cards import COLOURS, INNER
    from scenes.dodos.icons import BACK_INK, GO_INK, PAPERC
    from scenes.textframe import ratio
    for colour in COLOURS.values():
        assert ratio(theme.CREAM, colour) >= 4.5
        digit = theme.darken(colour, 0.6)
        assert min(ratio(digit, theme.lighten(colour, 0.75)), ratio(digit, theme.lighten(colour, 0.45))) >= 4.5
        assert ratio(theme.darken(colour, 0.2), INNER) >= 4.5
    for seat in theme.PLAYERS_NORMAL + theme.PLAYERS_SAFE:
        assert ratio(theme.INK, theme.lighten(seat, 0.6)) >= 4.5, seat
    assert ratio(theme.CREAM, theme.CORAL_DEEP) >= 4.5
    assert min(ratio(GO_INK, PAPERC), ratio(BACK_INK, PAPERC)) >= 4.5
    assert ratio(theme.darken(theme.CORAL_DEEP, 0.2), theme.PAPER_DIM) >= 4.5


def test_a_figure_or_a_projectile_hides_the_numbers_it_stands_on():
    """A figure standing half over a space's number hides the number whole (a printed board's piece does):
    the half that would show reads as nothing and its remains sit on the figure's colours."""
    from game.dodos.board import spots
    from scenes.dodos.art_board import number_boxes
    from scenes.dodos.paint import Painter

    class Board(Painter):
        show = aim = None
        track, players = "jungle", 2

        def projectile_boxes(self):
            return []
    board = Board()
    x, y = spots("jungle")[7]
    board.points = [(x, y), (-500.0, -500.0)]
    covered = board.spaces_covered()
    assert 7 in covered and len(covered) <= 2
    assert set(number_boxes("jungle")) == set(spots("jungle"))


def test_a_card_flying_over_a_cards_name_hides_it_with_its_paper_edge(app):
    """Issue 23 (the smoke's report at 100%: "Banana Peel" and "Meteor Strike" in the hand and FINISH on the board
    at 1.3-2.5:1 under a card flying in): the flying card and its paper edge hide part of the name; the report
    reads the name where it shows, on its own band; its box is that part (the edge was drawn, not blitted: the
    report took it for the name's background and the name's box ran under the card)."""
    import types

    import pygame
    from scenes import textframe, theme
    from scenes.assets import text
    from scenes.dodos.art_cards import COLOURS, card_face
    from scenes.dodos.paint import Painter
    textframe.start()
    try:
        frame = textframe.Recording((300, 200), 0, pygame.display.get_surface())
        frame.fill(COLOURS["red"])
        theme.blit_text(frame, "Banana Peel", 12, theme.CREAM, (20, 20), "bold")
        ink = text("Banana Peel", 12, theme.CREAM, "bold").get_bounding_rect().move(20, 20)
        card = pygame.Rect(ink.right, 14, 60, 86)          # its paper edge over the name's last letter
        Painter._paper_edge(types.SimpleNamespace(u=7.2), frame, card)
        frame.blit(card_face(5, 60, 86), card)
        textframe.finish(frame)
    finally:
        rows = textframe.stop()
    name = next(r for r in rows if r["text"] == "Banana Peel")
    assert name["contrast"] >= name["need"], name
    assert name["box"][0] + name["box"][2] <= card.x - 2, name       # its box: the part that shows


def test_a_hand_cards_name_shows_on_its_band_at_125_percent(app, monkeypatch):
    """Issue 23, Text size (1280x720 at 125%: a hand card 87x125, "Steady Trot" on two lines did not fit the
    band, so the card showed no name): the band grows to hold a name of two lines."""
    from game.dodos.data import CARDS
    from scenes.dodos.art_cards import _card_face, card_face
    monkeypatch.setattr("scenes.access.text_scale", 1.25)
    _card_face.cache_clear()
    textreport.start()
    try:
        for card in CARDS:
            card_face(card.id, 87, 125)
    finally:
        words = {w for r in textreport.stop() for w in r["text"].split()}
        _card_face.cache_clear()
    missing = {c.name for c in CARDS if not set(c.name.split()) <= words}
    assert not missing, missing


def test_the_tables_sphere_signs_draw_no_number_that_shrinks_under_the_floor(app, monkeypatch):
    """Issue 23, Text size (found by the report's placed flag at 150%): the table is painted twice as large and
    shrunk, so a sphere's "+2" or "-1" drawn at the floor showed at half of it; a number that would be under the
    floor once shrunk is left out (the legend and the hover say it)."""
    from scenes import textframe
    from scenes.dodos import art_board
    monkeypatch.setattr("scenes.access.text_scale", 1.5)
    textframe.start()
    try:
        list(art_board.paint_table_stages("jungle", 0.5))
    finally:
        rows = textframe.stop()
    signs = [r for r in rows if r.get("placed") and r["text"][0] in "+-"]
    assert not [r for r in signs if r["px"] / art_board.SUPERSAMPLE < textreport.floor(720)], signs
