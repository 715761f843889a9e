"""Issue 23, Contrast: the measured text report finds each text on the finished frame (its box, its colour,
its WCAG 2 contrast against what is really behind it, disabled controls exempt) and checks every row
(floor, clipped, contrast, overlap). Synthetic frames here; the smoke's own report is checked in test_main."""
from __future__ import annotations

import numpy
import pygame
import pytest
from coloraide import Color

from scenes import assets, textframe, textreport, theme

INK, PAPER, CREAM = theme.INK, theme.PAPER, theme.CREAM


def wcag(a, b) -> float:
    return Color("srgb", [v / 255 for v in a]).contrast(Color("srgb", [v / 255 for v in b]), method="wcag21")


@pytest.fixture
def measured(app):
    """A measured report around the test; the rows it made."""
    textframe.start()
    rows: list = []
    try:
        yield rows
    finally:
        rows.extend(textframe.stop())


def frame_of(size=(400, 200), fill=PAPER) -> textframe.Recording:
    frame = textframe.Recording(size, 0, pygame.display.get_surface())
    frame.fill(fill)
    return frame


def row(rows, value):
    return next(r for r in rows if r["text"] == value)


# ---- the sampling, on arrays -----------------------------------------------------------------------------
def test_a_plain_background_gives_the_exact_wcag_ratio():
    behind = numpy.array([PAPER] * 200, dtype=numpy.uint8)
    assert textframe.contrast(INK, behind) == pytest.approx(wcag(INK, PAPER))


def test_a_picture_behind_counts_its_worst_plausible_part():
    """Text over a picture: the background is the worst tenth, not the average (a dark band under cream
    text fails even though most of the picture is darker still)."""
    dark, mid = (20, 20, 20), (170, 160, 150)
    behind = numpy.array([dark] * 80 + [mid] * 20, dtype=numpy.uint8)
    assert textframe.contrast(CREAM, behind) == pytest.approx(wcag(CREAM, mid))
    speck = numpy.array([dark] * 97 + [mid] * 3, dtype=numpy.uint8)      # a few pixels are not a background
    assert textframe.contrast(CREAM, speck) == pytest.approx(wcag(CREAM, dark))


def test_a_neighbours_glyphs_in_the_same_colour_are_not_the_background():
    behind = numpy.array([PAPER] * 90 + [INK] * 10, dtype=numpy.uint8)
    assert textframe.contrast(INK, behind) == pytest.approx(wcag(INK, PAPER))
    same = numpy.array([(60, 45, 40)] * 100, dtype=numpy.uint8)       # text on its own colour
    assert textframe.contrast(INK, same) < 1.2


def test_overlaps_are_ink_boxes_crossing_by_more_than_a_couple_of_pixels():
    boxes = [(0, 0, 50, 10), (45, 5, 30, 10), (0, 8, 44, 10), (200, 0, 10, 10), (205, 0, 10, 10)]
    values = ["one", "two", "three", "same", "same"]
    assert textframe.overlaps(boxes, values) == [(0, 1)]        # 0/2 touch by 2 px; the shadow pair is one text


def test_large_text_and_the_floor_follow_wcag_and_the_window(monkeypatch):
    assert textreport.need(23, "ui") == 4.5 and textreport.need(24, "ui") == 3.0
    assert textreport.need(19, "bold") == 3.0 and textreport.need(18, "bold") == 4.5
    assert textreport.need(20, "serif") == 4.5
    assert (textreport.floor(720), textreport.floor(1080)) == (12, 18)
    monkeypatch.setattr("scenes.access.text_scale", 1.5)
    assert textreport.floor(1080) == 27 and assets.px(1) == textreport.floor()


def test_every_failure_is_named():
    good = {"screen": "s", "text": "t", "px": 14, "clipped": False, "contrast": 5.0, "need": 4.5, "disabled": False}
    assert textreport.failures(good, 12) == []
    assert textreport.failures({**good, "px": 11}, 12) == ["floor"]
    assert textreport.failures({**good, "contrast": 3.0}, 12) == ["contrast"]
    assert textreport.failures({**good, "contrast": 3.0, "disabled": True}, 12) == []
    assert textreport.failures({**good, "overlaps": "u"}, 12) == ["overlap"]
    assert textreport.failures({"screen": "s", "text": "t", "px": 14, "clipped": True}, 12) == ["clipped"]


# ---- on a frame ---------------------------------------------------------------------------------------------
def test_a_text_is_found_where_it_was_drawn_with_its_colour_and_contrast(measured):
    frame = frame_of()
    rect = theme.blit_text(frame, "Hello there", 20, INK, (30, 40))
    textframe.finish(frame)
    rows = textframe.stop()
    r = row(rows, "Hello there")
    x, y, w, h = r["box"]
    assert rect.contains(pygame.Rect(x, y, w, h)) and w > rect.w * 0.9
    assert r["colour"] == list(INK) and r["contrast"] == pytest.approx(wcag(INK, PAPER), abs=0.01)
    assert r["need"] == 4.5 and r["disabled"] is False


def test_a_text_inside_a_picture_is_found_at_the_pictures_place(measured):
    """Backdrops, card faces and panels are painted apart and blitted: their texts come along."""
    card = pygame.Surface((120, 60), pygame.SRCALPHA)           # a Recording while measuring
    card.fill(theme.FELT)
    inner = card.subsurface((10, 10, 100, 40))
    theme.blit_text(inner, "Card", 18, CREAM, (5, 5))
    face = card.convert_alpha()
    frame = frame_of()
    frame.blit(face, (200, 100))
    textframe.finish(frame)
    r = row(textframe.stop(), "Card")
    assert 215 <= r["box"][0] <= 220 and 115 <= r["box"][1] <= 122
    assert r["contrast"] == pytest.approx(wcag(CREAM, theme.FELT), abs=0.01)


def test_a_covered_text_is_not_measured_and_a_dimmed_one_is_exempt(measured):
    """Layered texts: one painted over is not on screen; one dimmed under a modal (theme.dim) or in shadow
    is measured in its dimmed colour, exempt like a disabled control's, and overlaps nothing."""
    frame = frame_of()
    theme.blit_text(frame, "Under a panel", 18, INK, (10, 10))
    pygame.draw.rect(frame, PAPER, (0, 0, 300, 40))
    theme.blit_text(frame, "Under a modal", 18, INK, (10, 80))
    theme.blit_text(frame, "Crossed", 18, INK, (20, 84))
    theme.dim(frame)
    theme.blit_text(frame, "Dialog", 18, INK, (12, 82))
    textframe.finish(frame)
    rows = textframe.stop()
    assert "box" not in row(rows, "Under a panel")
    modal = row(rows, "Under a modal")
    assert modal["disabled"] is True and modal["colour"] != list(INK) and not textreport.failures(modal, 12)
    assert "overlaps" not in row(rows, "Dialog")


def test_a_low_contrast_text_fails_and_a_disabled_buttons_label_is_exempt(measured):
    from scenes.widgets.button import Button
    frame = frame_of()
    theme.blit_text(frame, "Faint", 14, theme.PAPER_DIM, (10, 10))
    off = Button("Nope", style="quiet", enabled=False)
    off.rect = pygame.Rect(10, 100, 160, 44)
    off.draw(frame)
    textframe.finish(frame)
    rows = textframe.stop()
    assert textreport.failures(row(rows, "Faint"), 12) == ["contrast"]
    nope = row(rows, "Nope")
    assert nope["disabled"] is True and nope["contrast"] < nope["need"]
    assert textreport.failures(nope, 12) == []


def test_two_texts_drawn_over_each_other_overlap(measured):
    frame = frame_of()
    theme.blit_text(frame, "First words", 18, INK, (10, 10))
    theme.blit_text(frame, "Second", 18, INK, (40, 16))
    theme.blit_text(frame, "Apart", 18, INK, (10, 120))
    textframe.finish(frame)
    rows = textframe.stop()
    assert row(rows, "First words")["overlaps"] == "Second" and row(rows, "Second")["overlaps"] == "First words"
    assert "overlaps" not in row(rows, "Apart")


def test_normal_play_makes_no_recordings(app):
    """Recording is free when no report is open: the display and new surfaces are plain pygame surfaces."""
    textreport.start()            # an unmeasured report (the widget tests') does not record either
    try:
        assert pygame.Surface is textframe._Surface and not textreport.measuring()
    finally:
        textreport.stop()
    app.draw(app.screen)
    assert type(pygame.Surface((4, 4))) is textframe._Surface


def test_a_shadow_is_not_read_and_a_card_over_a_text_is_not_an_overlap(measured):
    frame = frame_of(fill=theme.FELT)
    theme.blit_text(frame, "Shadowed", 22, theme.SHADOW, (12, 12))
    theme.blit_text(frame, "Shadowed", 22, CREAM, (10, 10))
    theme.blit_text(frame, "Under a card", 18, CREAM, (10, 100))
    pygame.draw.rect(frame, INK, (60, 95, 200, 40))
    theme.blit_text(frame, "On the card", 18, CREAM, (70, 100))
    theme.blit_text(frame, "Under a tooltip", 18, CREAM, (10, 150))
    pygame.draw.rect(frame, PAPER, (60, 145, 200, 40))                  # paper: nearly the text's cream
    theme.blit_text(frame, "A tooltip", 18, INK, (70, 150))
    textframe.finish(frame)
    rows = textframe.stop()
    assert "overlaps" not in row(rows, "Under a tooltip") and "overlaps" not in row(rows, "A tooltip")
    assert [r["colour"] for r in rows if r["text"] == "Shadowed" and "box" in r] == [list(CREAM)]
    assert "overlaps" not in row(rows, "Under a card") and "overlaps" not in row(rows, "On the card")


def test_a_tooltip_whose_lines_graze_a_covered_heading_does_not_overlap_it(measured):
    """Issue 23, overlaps: a hover panel over the end of a heading, its last line's ink box grazing the
    heading's where the heading has no ink of its own (above the x-height of "cenes"): not glyphs over
    glyphs, so no overlap (it was one: the check found no free ink there and called it crossed)."""
    frame = frame_of(fill=theme.FELT)
    theme.blit_text(frame, "Stars and Scenes", 24, CREAM, (10, 80), "bold")
    head = assets.text("Stars and Scenes", 24, CREAM, "bold").get_bounding_rect(min_alpha=1).move(10, 80)
    panel = pygame.Rect(head.right - 40, 10, 200, head.y - 6)
    pygame.draw.rect(frame, PAPER, panel)
    line = assets.text("Results: Everyone lines", 18, INK)
    ink = line.get_bounding_rect(min_alpha=1)
    theme.blit_text(frame, "Results: Everyone lines", 18, INK, (panel.x + 4, head.y + 4 - ink.bottom))
    pygame.draw.rect(frame, PAPER, (panel.x, head.y, panel.w, 4))         # the panel reaches just over it
    textframe.finish(frame)
    rows = textframe.stop()
    assert "overlaps" not in row(rows, "Stars and Scenes")


def test_what_covers_part_of_a_text_is_not_its_background(measured):
    """A card laid over the end of a label: the label is read where it shows, against its own panel."""
    frame = frame_of()
    theme.blit_text(frame, "Race standings", 18, theme.INK_SOFT, (10, 10))
    pygame.draw.rect(frame, (120, 96, 86), (90, 0, 200, 60))      # a card of the label's own lightness
    textframe.finish(frame)
    r = row(textframe.stop(), "Race standings")
    assert r["contrast"] == pytest.approx(wcag(theme.INK_SOFT, PAPER), abs=0.01)


def test_a_picture_blitted_over_part_of_a_text_hides_that_part(measured):
    """Issue 23 (the smoke's report: a Dodos card name under the next card of the hand, FINISH under a flying
    card): a picture blitted later over part of a text is neither the text nor its background. The text is
    measured where it shows, its box is that part, a word on the picture is no overlap, and a text mostly
    under a picture is layered (not measured)."""
    frame = frame_of(fill=theme.FELT)
    theme.blit_text(frame, "Meteor Strike", 18, CREAM, (10, 10), "bold")
    name = assets.text("Meteor Strike", 18, CREAM, "bold").get_bounding_rect(min_alpha=1).move(10, 10)
    card = pygame.Surface((120, 80), pygame.SRCALPHA)
    card.fill((0, 0, 0, 0))
    pygame.draw.rect(card, (252, 247, 236), card.get_rect(), border_radius=8)      # a card's pale panel
    theme.blit_text(card, "1", 18, INK, (6, 2), "black")
    edge = name.x + name.w * 3 // 4
    frame.blit(card, (edge, 4))
    theme.blit_text(frame, "Mostly hidden", 18, CREAM, (10, 120), "bold")
    frame.blit(card, (18, 110))
    textframe.finish(frame)
    rows = textframe.stop()
    r = row(rows, "Meteor Strike")
    assert r["contrast"] == pytest.approx(wcag(CREAM, theme.FELT), abs=0.01)
    assert r["box"][0] + r["box"][2] <= edge + 1 and "overlaps" not in r
    assert "box" not in row(rows, "Mostly hidden")


def test_a_panels_soft_shadow_over_a_text_is_the_panels_not_the_texts_ground(measured):
    """Issue 23 (Dodos at 125%: the reaction strip over the column's "Jungle trail · finish 52", its soft shadow
    read as the words' ground, 4.29:1): every pixel of a picture that is not transparent hides what is under it."""
    frame = frame_of()
    theme.blit_text(frame, "Jungle trail", 15, theme.INK_SOFT, (10, 40), "italic")
    ink = assets.text("Jungle trail", 15, theme.INK_SOFT, "italic").get_bounding_rect(min_alpha=1).move(10, 40)
    strip = pygame.Surface((200, ink.y + 2 + 3), pygame.SRCALPHA)
    strip.fill((0, 0, 0, 0))
    strip.fill((10, 5, 5, 60), (0, strip.get_height() - 3, 200, 3))          # its soft shadow, 3 px
    strip.fill(PAPER, (0, 0, 200, strip.get_height() - 3))
    frame.blit(strip, (0, 0))
    textframe.finish(frame)
    r = row(textframe.stop(), "Jungle trail")
    assert not textreport.failures(r, 12), r
    assert r["box"][1] >= strip.get_height(), r           # what shows of it: below the strip and its shadow


@pytest.mark.parametrize("palette", ["normal", "safe"])
def test_every_seat_colour_reads_as_text_on_paper_and_on_dark(palette):
    colours = theme.PLAYERS_NORMAL if palette == "normal" else theme.PLAYERS_SAFE
    for c in colours:
        assert wcag(theme.on_paper(c), PAPER) >= 4.5 and wcag(theme.on_paper(c), (236, 212, 206)) >= 4.5, c
        assert wcag(theme.on_dark(c), theme.BG_TOP) >= 4.5 and wcag(theme.on_dark(c), (36, 28, 40)) >= 4.5, c



def test_a_name_whose_end_lies_under_a_zoomed_card_does_not_overlap_the_cards_words(measured):
    """Issue 23, overlaps (BFDI at 200%): a hovered card's zoom laid over the end of a name, a stroke of the
    card's words where the name's covered letter was: the name's strokes there are under the card, not under
    glyphs that cross them, so no overlap (the check found no free ink there and called it crossed)."""
    frame = frame_of(fill=theme.FELT)
    theme.blit_text(frame, "Fir", 36, CREAM, (10, 40), "bold")
    name = assets.text("Fir", 36, CREAM, "bold").get_bounding_rect(min_alpha=1).move(10, 40)
    card = pygame.Rect(name.right - 10, 30, 200, 120)
    pygame.draw.rect(frame, PAPER, card)
    stroke = assets.text("l", 60, INK, "bold")
    ink = stroke.get_bounding_rect(min_alpha=1)
    theme.blit_text(frame, "l", 60, INK, (name.right - 5 - ink.x, name.y + 4 - ink.y), "bold")
    textframe.finish(frame)
    rows = textframe.stop()
    assert "overlaps" not in row(rows, "Fir") and "overlaps" not in row(rows, "l")


def test_a_thin_12px_text_is_found_and_measured(measured):
    """Issue 23, unboxed rows: a 12 px text has almost no fully opaque pixels (antialiased strokes); its ink
    is matched by its colour blended over its ground, so it gets a box and a contrast ratio (the Dodo pick's
    "Draw 5 cards." had none, and so escaped the contrast check)."""
    frame = frame_of()
    theme.blit_text(frame, "Draw 5 cards.", 12, INK, (20, 20))
    theme.blit_text(frame, "Advance 5 spaces.", 12, (150, 140, 130), (20, 60))
    textframe.finish(frame)
    rows = textframe.stop()
    assert row(rows, "Draw 5 cards.")["contrast"] == pytest.approx(wcag(INK, PAPER), abs=0.01)
    faint = row(rows, "Advance 5 spaces.")          # grey on paper: measured, and failing
    assert faint["contrast"] < 3 and textreport.failures(faint, 12) == ["contrast"]


def test_a_shape_drawn_over_part_of_a_text_hides_that_part(measured):
    """Issue 23, what the report could not see: a rect or circle drawn (pygame.draw, fill) after a text over
    part of it hides that part as a blitted picture does: the text is measured where it shows, against its
    own ground, and is layered when most of it is hidden."""
    frame = frame_of(fill=theme.FELT)
    theme.blit_text(frame, "Meteor Strike", 18, CREAM, (10, 10), "bold")
    ink = assets.text("Meteor Strike", 18, CREAM, "bold").get_bounding_rect(min_alpha=1).move(10, 10)
    edge = ink.x + ink.w * 3 // 4
    pygame.draw.rect(frame, PAPER, (edge, 0, 200, 60), border_radius=6)          # a card over its end
    theme.blit_text(frame, "Mostly hidden", 18, CREAM, (10, 120), "bold")
    frame.fill(PAPER, (18, 110, 300, 60))
    theme.blit_text(frame, "Round", 18, CREAM, (335, 120), "bold")
    pygame.draw.circle(frame, PAPER, (347, 130), 8)                              # a token over one letter
    textframe.finish(frame)
    rows = textframe.stop()
    r = row(rows, "Meteor Strike")
    assert r["contrast"] == pytest.approx(wcag(CREAM, theme.FELT), abs=0.01), r
    assert r["box"][0] + r["box"][2] <= edge + 1
    assert "box" not in row(rows, "Mostly hidden") and row(rows, "Mostly hidden")["unseen"] == {"covered": 1}
    assert row(rows, "Round").get("contrast") == pytest.approx(wcag(CREAM, theme.FELT), abs=0.01), row(rows, "Round")


def test_a_row_says_whether_its_text_was_ever_placed(measured):
    """Unboxed rows by cause: a text only made to be measured (never blitted) is no blind spot of the report;
    one blitted onto a surface that then went through a scale never reaches the frame as itself."""
    assets.text("Only measured", 16, INK)
    card = pygame.Surface((120, 40), pygame.SRCALPHA)
    theme.blit_text(card, "Scaled", 16, INK, (4, 4))
    frame = frame_of()
    frame.blit(pygame.transform.smoothscale(card, (60, 20)), (10, 10))
    textframe.finish(frame)
    rows = textframe.stop()
    assert "placed" not in row(rows, "Only measured") and row(rows, "Scaled")["placed"] is True
