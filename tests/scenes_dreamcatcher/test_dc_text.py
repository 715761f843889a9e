"""Issue 23 on the Dream Catcher board: every text reads against what is really behind it (WCAG 2: 4.5:1, 3:1 for
large text; disabled controls exempt), no text overlaps another at 100%, 125% (1280x720), 150% and 200% (1920x1080),
and with Click to move the lesson tells the learner to click, not to drag.

The measured runs play one of the smoke's Dream Catcher tables (scenes/smoke.py) per size to its results with
the measured text report (scenes/textframe.py: each text found on the finished frame)."""
from __future__ import annotations

import pytest

from scenes import access, smoke, textframe, textreport, theme

SIZES = (((1280, 720), 1.0, "basic"), ((1280, 720), 1.25, "restless"), ((1920, 1080), 1.5, "restless"),
         ((1920, 1080), 2.0, "coop"))


def measured_rows(mode: str, size, scale: float) -> list[dict]:
    """The measured report's rows of this Dream Catcher table's board screens (the results are the shell's)."""
    table = next(t for t in smoke.TABLES if t[0] == "dreamcatcher" and t[1]["mode"] == mode)
    return smoke.board_rows(table, size, scale, measured=True)


@pytest.mark.slow
@pytest.mark.parametrize("size, scale, mode", SIZES, ids=[f"{m}-{s[0]}x{s[1]}-{int(k * 100)}" for s, k, m in SIZES])
def test_the_board_reads_and_nothing_overlaps_at_every_text_size(size, scale, mode):
    """Issue 23, Contrast and Text size: no contrast row and no overlap row on the board, measured; nearly every
    text is found on the frame (boxed), so it is checked at all."""
    rows = measured_rows(mode, size, scale)
    least = textreport.floor(size[1])
    bad = [(r["screen"], r["text"][:40], r["px"], r.get("contrast"), r.get("overlaps"))
           for r in rows if set(textreport.failures(r, least)) & {"contrast", "overlap"}]
    assert not bad, sorted(set(bad))[:20]
    assert sum(1 for r in rows if r.get("box")) >= 0.95 * len(rows)


def test_words_on_a_seat_colour_read_at_4_5_to_1_in_both_palettes():
    """Issue 23, Contrast: the mover's name strip and the owner tag are plates of the seat's colour (nudged where
    need be) with the ink that reads on them."""
    from scenes.dreamcatcher.plates import plate
    for colour in theme.PLAYERS_NORMAL + theme.PLAYERS_SAFE + [(120, 120, 120)]:
        fill, ink = plate(colour)
        assert textframe.ratio(tuple(ink), tuple(fill)) >= 4.5, (colour, fill, ink)


def test_the_big_button_word_reads_on_amber_and_teal():
    """Issue 23, Contrast: Flip, Done and We agree! are ink on the button's face, plain or hovered."""
    for face in (theme.ACCENT, theme.TEAL):
        for shade in (face, theme.lighten(face, 0.15)):
            assert textframe.ratio(theme.INK, tuple(shade)) >= 4.5


def test_a_faded_key_cap_is_a_disabled_control():
    """Issue 23, Contrast: a key cap out of use (a taken toy, a person who has grabbed) is faded and its letter
    counts as a disabled control's; a live one's is measured."""
    import pygame
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    from scenes.dreamcatcher import art_table as A
    textframe.start()
    try:
        A.key_cap.cache_clear()
        faded, live = A.key_cap("q", 40, (40, 150, 250), 90), A.key_cap("q", 40, (40, 150, 250))
        assert [t[6] for t in faded.texts()] == [textframe.DISABLED]
        assert [t[6] for t in live.texts()] == [None]
        assert faded.get_alpha() == 90
    finally:
        textframe.stop()
        A.key_cap.cache_clear()


def test_the_lesson_says_click_with_click_to_move():
    """Issue 23, No holding: with Click to move on, no step of the lesson (words or hint) asks for a drag: the
    moving steps say to click the toy, then click where it goes; with it off they say drag, as before."""
    from scenes.dreamcatcher.tutorial import TUTORIAL
    words = lambda: [w for s in TUTORIAL.steps for w in (s.text, s.hint)]   # noqa: E731
    assert any("drag" in w.lower() for w in words())
    access.click_to_move = True
    assert not [w for w in words() if "drag" in w.lower()]
    moving = [s for s in TUTORIAL.steps if s.until is not None]
    assert len(moving) == 2 and all("click" in s.text and "click" in s.hint for s in moving)


def test_the_lesson_plays_to_its_end_by_clicks(monkeypatch):
    """Issue 23, No holding: with Click to move, autoplay carries the toys by two clicks (no button held) and the
    lesson reaches its end, its panel holding the longer words."""
    from lessons import fresh_lesson, played
    from scenes.dreamcatcher.board import DreamBoard
    carried, let_go = [], DreamBoard.let_go
    monkeypatch.setattr(DreamBoard, "let_go", lambda self: carried.append(self.carried) or let_go(self))
    app, host = fresh_lesson("dreamcatcher", click_to_move=True)
    assert access.click_to_move
    for i in range(len(host.tut.steps)):
        host.index = i
        host.layout_panel()
        assert not host.panel_overflow, f"step {i + 1} is cut"
    host.index = 0
    host.layout_panel()
    auto = played(app, host)
    assert auto.done, auto.error
    assert "Ana's Panda covers it: sweet dreams!" in "\n".join(host.table.log)
    assert carried == [True, True]          # both toys put down by a click, carried there
    app.stack.clear()


@pytest.mark.parametrize("size, scale", [((1280, 720), 1.0), ((1280, 720), 1.25), ((1920, 1080), 1.5),
                                         ((1920, 1080), 2.0)], ids=["100", "125", "150", "200"])
def test_no_word_lies_under_a_toy_or_the_big_button(size, scale):
    """Issue 23, Text size: the corners' words (the bag's and the deck's counts, the level, the gentle setting) stay
    inside the sky and clear of the toys at home and of the big button, whole where they fit, else shorter; the big
    button itself lies clear of the toys (a larger word gives it a band of its own below the ring)."""
    from scenes.app import App
    from scenes.dreamcatcher import drive as D
    from scenes.settings import Settings
    for mode, seats in (("basic", 4), ("coop", 2)):
        app = App(size, settings=Settings(text_scale=scale), sync_bots=True)
        host = D.start(app, mode, ("human",) + ("easy",) * (seats - 1), gentle=True, level=4)
        app.step([], 1 / 30)
        board = host.board
        words = board.corner_words()
        assert len(words) == 3, words            # (bag or level), deck, gentle
        for said, r, _kind, _colour in words:
            assert board.lay.sky.contains(r) and not board.under_a_toy(r), (mode, said, r)
            assert not r.colliderect(board.lay.button), (mode, said)
        assert not board.under_a_toy(board.lay.button)
        if scale == 1.0:          # at 100% every word is whole
            assert [w for w, *_ in words][-1] == "Gentle: toys slide into place"
        app.stack.clear()
