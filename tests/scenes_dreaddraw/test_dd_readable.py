"""What a card and a label say can be read (issue 21): an ability is written, never a lone gold diamond that reads as
a strength pip; a card half under the next shows its name and ability in the strip that shows; the table's small
labels are large enough and pass WCAG AA contrast; the lesson says what the cards show; the Draw Deck can be dragged;
the coach's move is lit."""
from __future__ import annotations

import pygame
import pytest

from game.core import Action
from game.dreaddraw.data import CARDS
from scenes import theme
from scenes.dreaddraw import art, paint
from scenes.dreaddraw.layout import Layout
from scenes.dreaddraw.tutorial import STEPS
import dd_helpers as D

BY_NAME = {c.name: c.id for c in CARDS}
ABILITY = [c for c in CARDS if c.ability is not None]


def luminance(rgb) -> float:
    def channel(v: int) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.fixture(autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield


def card_sizes(players: int, size=(1280, 720)):
    u = theme.unit(size)
    lay = Layout(pygame.Rect(0, 0, int(size[0] * 0.77), size[1] - 60), u, players)
    return {"row": lay.bands[0].card, "discard": lay.discard.size, "fan": lay.fan_card}


@pytest.mark.parametrize("players", [2, 3])
def test_every_ability_is_written_on_the_face_at_the_tables_sizes(players):
    for where, (w, h) in card_sizes(players).items():
        for c in ABILITY:
            size, timing, lines = art.ability_shown(c.id, w, h)
            assert size >= 12 and timing == c.ability.timing.capitalize(), (where, c.name)
            words = " ".join(lines)
            assert words in (c.text.partition(": ")[2], c.ability.short), (where, c.name, words)


def _ink_under_the_name(cid: int, w: int, h: int) -> list[int]:
    """The x of every bright pixel (gold or bone words, gold diamonds) in the lower third of the face."""
    face = art.card_face(cid, w, h)
    inner = max(3, w // 16) + max(1, w // 70) + 2
    return [x for x in range(inner, w - inner) for y in range(int(h * 0.66), h - inner)
            if (lambda r, g, b: r > 150 and g > 110)(*face.get_at((x, y))[:3])]


@pytest.mark.parametrize("where", ["discard", "row"])
def test_an_ability_is_words_across_the_card_not_a_lone_diamond(where):
    """Before: Carrion Widow's ability was one gold diamond, like the single strength pip of Tallow Gargoyle."""
    w, h = card_sizes(2)[where]
    for c in ABILITY:
        xs = _ink_under_the_name(c.id, w, h)
        assert xs and max(xs) - min(xs) > 0.4 * w, (c.name, where)


def test_a_covered_card_sets_its_name_in_the_strip_that_shows():
    w, h = card_sizes(2)["row"]
    for c in CARDS:
        for visible in (w // 2, int(w * 0.7)):
            face = art.card_face(c.id, w, h, visible)
            inset, lw = max(3, w // 16), max(1, w // 70)
            ink = [(x, y) for x in range(visible // 4 * 4 + 1, w - inset - lw - 2) for y in range(int(h * 0.3), h - inset - 2)
                   if sum(face.get_at((x, y))[:3]) > 3 * 170]       # bright text-coloured pixels
            assert not ink, (c.name, visible, ink[:3])


def test_the_keep_fan_and_the_reserves_never_cut_a_name():
    app = D.make_app((1280, 720))
    host = D.start(app, ("human", "normal"))
    D.step(app, n=30)
    names = ("Carrion Widow", "Tallow Gargoyle", "Death", "Sunken Maw", "The Moon", "Weeping Vulture")

    def change(s):
        s["reserves"][1] = [D.take(s, BY_NAME[n]) for n in names]
        s["drawn"] = [D.take(s, BY_NAME[n]) for n in ("Gloaming Crone", "Victory", "Coal Ghoul", "Ashen Wretch",
                                                      "Revenge", "Carrion Gargoyle")]
        s.update(phase="keep", decision={"seat": 0}, in_round=[False, True], rounds_won=[0, 1], rows=[[], s["rows"][1]],
                 tasks=[{"task": "discard_row", "seat": 1}, {"task": "next_round", "seat": 1}])
    D.reposition(host, change)
    D.step(app, n=200)
    board = host.board
    fan = board.lay.fan_rects(6)
    res = board.reserve_rects(1)
    for rects in (fan, res):
        shows = art.visible_widths(rects)
        assert shows[-1] is None and any(v is not None for v in shows[:-1])
        for r, v in zip(rects, shows):
            assert v is None or v < r.w
    app.stack.clear()


def test_the_tables_small_labels_are_readable():
    assert contrast(paint.LABEL, paint.BAND) >= 4.5
    assert paint.LABEL_SIZE * theme.unit((1280, 720)) >= 13
    for top in (art.FACE_TOP, art.ARCANA_TOP, art.FACE_BOTTOM, art.ARCANA_BOTTOM):
        assert contrast(art.BONE, top) >= 4.5      # the ability's words
        assert contrast(art.GOLD, top) >= 4.5      # its timing
    assert "serif" not in art.ABILITY_FONT


def test_the_lesson_says_what_the_card_shows():
    step = next(s for s in STEPS if "Gloaming Wisp" in s.text and "ability" in s.text)
    assert "under the picture" not in step.text
    assert "under their name" in step.text
    w, h = card_sizes(2)["row"]
    assert art.ability_shown(BY_NAME["Gloaming Wisp"], w, h)[2]


def test_dragging_the_draw_deck_onto_your_row_summons_from_it():
    app = D.make_app((1280, 720))
    host = D.start(app, ("human", "normal"))
    board = host.board
    assert D.until(app, lambda: board.deck_action() is not None)
    lay = board.lay
    D.drag(app, lay.deck.center, lay.bands[1].row.center)       # another seat's row: the card goes back
    D.step(app, n=5)
    assert not host.table.record.actions
    D.drag(app, lay.deck.center, lay.bands[0].row.center)
    D.step(app, n=5)
    assert host.table.record.actions[-1][1] == Action.make("summon", source="deck")
    app.stack.clear()


def test_the_coach_lights_the_move_until_cleared():
    app = D.make_app((1280, 720))
    host = D.start(app, ("human", "normal"))
    board = host.board
    assert D.until(app, lambda: board.deck_action() is not None)
    board.show_hint(board.deck_action())
    assert board.hint_rect() == board.lay.deck
    D.step(app, n=2)
    ring = board.lay.deck.inflate(int(board.u * 2), int(board.u * 2))
    seen = {app.screen.get_at((x, ring.y + dy))[:3] for x in range(ring.x, ring.right, 3) for dy in range(-4, 5)}
    assert paint.HINT in seen
    board.show_hint(None)
    assert board.hint_rect() is None
    app.stack.clear()
