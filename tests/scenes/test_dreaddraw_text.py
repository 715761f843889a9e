"""Issue 23 on the Dread Draw board: its texts read against what is really behind them and never cross each
other at every text size, and its lesson says the clicks when Click to move is on.

The measured test plays the smoke's Dread Draw table (scenes/smoke.py play_table: a seeded game to its
fortune, the pointer wandering) under the measured text report (scenes/textframe.py): every text on the
finished frames with its WCAG 2 contrast and the texts it crosses."""
from __future__ import annotations

import pygame
import pytest

from scenes import access, smoke, textreport

SIZES = (((1280, 720), 1.0), ((1280, 720), 1.25), ((1920, 1080), 1.5), ((1920, 1080), 2.0))
BOXED = 0.72        # share of the board's rows found on the frame (the rest: cards in flight, thin small italics)


def measured_rows(size, scale: float) -> list[dict]:
    """The measured report's rows of the Dread Draw screens (board and fortune; the results are the shell's)."""
    return smoke.board_rows(next(t for t in smoke.TABLES if t[0] == "dreaddraw"), size, scale, measured=True)


@pytest.mark.slow
@pytest.mark.parametrize("size, scale", SIZES, ids=[f"{w}x{h}-{int(s * 100)}" for (w, h), s in SIZES])
def test_every_text_reads_and_none_crosses_another(size, scale):
    """Issue 23, Contrast and Text size: 0 rows under their contrast ratio (4.5:1, 3:1 large) and 0 texts
    overlapping another on the Dread Draw screens, at 100% and 125% (1280x720), 150% and 200% (1920x1080);
    and most rows are found on the frame (so checked at all)."""
    rows = measured_rows(size, scale)
    least = int(textreport.base_floor(size[1]) * scale)
    bad = [(r["screen"], r["text"][:50], r["px"], failed) for r in rows
           for failed in [textreport.failures(r, least)] if failed]
    assert not bad, bad[:20]
    assert not [r for r in rows if r.get("overlaps")]            # none even listed as known
    boxed = sum(1 for r in rows if r.get("box") is not None) / len(rows)
    assert boxed >= BOXED, boxed


def test_no_known_overlap_is_left_for_dread_draw():
    """Issue 23, Overlaps: nothing on the Dread Draw screens is excused from the overlap check."""
    assert not [key for key in textreport.KNOWN_OVERLAPS if key[0].startswith("dreaddraw")]


# ---- the lesson says the clicks ------------------------------------------------------------------------
def lesson_words() -> list[str]:
    from scenes import tutorial as tut
    lesson = tut.load("dreaddraw")
    return [words for step in lesson.steps for words in (step.text, step.hint)]


def test_the_lesson_says_click_with_click_to_move_and_drag_without():
    """Issue 23, No holding: with Click to move on, the lesson tells the learner to click the reserve card
    and then the row (as the prompts in play do through access.how), never to drag; with it off, to drag.
    The words follow the setting when it changes mid-lesson."""
    access.click_to_move = True
    words = " ".join(lesson_words())
    assert "drag" not in words.lower()
    assert "Click Gutter Mummer, then click your row" in words
    access.click_to_move = False
    words = " ".join(lesson_words())
    assert "Drag Gutter Mummer onto your row" in words


@pytest.mark.slow
def test_the_lesson_plays_to_its_end_by_clicks_alone(monkeypatch):
    """Issue 23, No holding: with Click to move on, the lesson's autoplay summons the kept card from the
    reserves by two clicks (no button held while the pointer moves) and reaches its end."""
    from lessons import fresh_lesson, played
    app, host = fresh_lesson("dreaddraw", click_to_move=True)
    held = []
    post = pygame.event.post
    def watch(event):          # every event the autoplay posts: a motion with a button held would be a drag
        held.append(event.type == pygame.MOUSEMOTION and any(getattr(event, "buttons", (0, 0, 0))))
        return post(event)
    monkeypatch.setattr(pygame.event, "post", watch)
    auto = played(app, host)
    pygame.event.clear()
    assert auto.done, auto.error
    assert held and not any(held)
    assert "Ana summons Gutter Mummer (2) from the reserves" in "\n".join(host.table.log)


def test_a_card_in_the_air_is_composed_on_a_kept_canvas_with_a_lifted_shadow():
    """Issue 23, Contrast: a flying card carries a lifted card's shadow (darkening what it passes over).
    Issue 20: composed each frame on a canvas kept for its size (no lifted copy of every card: no surface
    made in a frame, no 4 ms first flight); stretched (a flip), a new one."""
    from scenes.dreaddraw import art
    pygame.init()
    pic = art.in_flight(5, (60, 90), (60, 90))
    assert art.in_flight(7, (60, 90), (60, 90)) is pic                  # one canvas a size, painted again
    face = art.card_face(7, 60, 90)
    pad = (pic.get_width() - 60) // 2
    assert pic.get_at((pad + 30, pad + 45)) == face.get_at((30, 45))    # the face now on it, whole
    assert pic.get_width() > art.shadowed(5, 60, 90)[0].get_width()       # a wider shadow than on the table
    assert pic.get_at((pad + 30, pic.get_height() - 2)).a > 0            # and a shadow under it
    assert art.in_flight(5, (60, 90), (30, 90)).get_width() < pic.get_width()
