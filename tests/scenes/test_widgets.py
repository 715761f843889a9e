"""Widgets driven with synthetic events: text input, chooser, button, tween, die, cards, toasts, log."""
import pygame
import pytest

from scenes.driver import click_events, down, drag_events, key, motion, text, up
from scenes.widgets.button import Button
from scenes.widgets.cards import CardSprite, CardTable, DropTarget
from scenes.widgets.chooser import Chooser
from scenes.widgets.die import Die
from scenes.widgets.log import LogPanel
from scenes.widgets.textinput import TextInput
from scenes.widgets.toasts import Toasts
from scenes.widgets.tween import Tween, in_out_cubic, linear, out_back, out_cubic, out_elastic


@pytest.fixture
def surface(app):
    return app.screen


def test_text_input_click_type_backspace_enter(surface):
    field = TextInput("Ana", max_length=6)
    field.rect = pygame.Rect(10, 10, 200, 40)
    assert not field.handle(text("x"))            # not focused: typing goes elsewhere
    assert field.handle(down((20, 20)))
    assert field.focused
    field.handle(key(pygame.K_BACKSPACE))
    field.handle(text("nie!!"))
    assert field.value == "Annie!"                 # capped at max_length
    field.handle(key(pygame.K_RETURN))
    assert not field.focused
    field.handle(down((20, 20)))
    field.handle(down((500, 500)))                # a click elsewhere ends editing
    assert not field.focused
    field.draw(surface)


def test_chooser_cycles_both_ways(surface):
    seen = []
    c = Chooser(["a", "b", "c"], "a", on_change=seen.append)
    c.rect = pygame.Rect(0, 0, 300, 40)
    c.handle(down((290, 20)))
    c.handle(down((290, 20)))
    c.handle(down((5, 20)))
    assert seen == ["b", "c", "b"] and c.value == "b"
    c.draw(surface)


def test_button_fires_on_release_inside_and_not_when_disabled(surface):
    hits = []
    b = Button("Go", lambda: hits.append(1))
    b.rect = pygame.Rect(0, 0, 100, 40)
    for e in click_events((50, 20)):
        b.handle(e)
    b.handle(down((50, 20)))
    b.handle(up((300, 300)))                        # released outside: no click
    assert hits == [1]
    b.enabled = False
    for e in click_events((50, 20)):
        b.handle(e)
    assert hits == [1]
    b.draw(surface)


@pytest.mark.parametrize("ease", [linear, out_cubic, in_out_cubic, out_back, out_elastic])
def test_easings_start_at_0_and_end_at_1(ease):
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9) and ease(1.0) == pytest.approx(1.0)


def test_tween_moves_tuples_and_finishes():
    t = Tween((0, 0), (10, 20), 1.0, linear)
    t.update(0.5)
    assert t.value == (5, 10) and not t.done
    t.update(0.6)
    assert t.done and t.value == (10, 20)


def test_die_tumbles_then_settles_on_its_value(surface):
    die = Die(6, 1)
    die.rect = pygame.Rect(0, 0, 60, 60)
    die.roll(5, 0.5)
    assert die.busy
    for _ in range(40):
        die.update(1 / 60)
        die.draw(surface)
    assert not die.busy and die.shown == 5


def _table():
    dropped = []
    table = CardTable()
    card = CardSprite("ace", pygame.Rect(100, 400, 80, 120), "Ace")
    table.cards.append(card)
    table.targets.append(DropTarget((500, 100, 100, 140), lambda c: c.payload == "ace", dropped.append, "Pile"))
    table.targets.append(DropTarget((800, 100, 100, 140), lambda c: False, dropped.append, "Closed"))
    return table, card, dropped


def test_card_dropped_on_a_legal_target_fires(surface):
    table, card, dropped = _table()
    for e in drag_events(card.rect.center, (550, 170)):
        table.handle(e)
        table.draw(surface)
    assert dropped == [card] and card.rect == card.home


def test_card_dropped_off_target_flies_back(surface):
    table, card, dropped = _table()
    for e in drag_events(card.rect.center, (850, 170)):   # over a target that refuses it
        table.handle(e)
    assert dropped == [] and card.fly is not None
    moved = card.rect.topleft
    assert moved != card.home.topleft
    for _ in range(60):
        table.update(1 / 60)
        table.draw(surface)
    assert card.fly is None and card.rect == card.home


def test_card_hover_zooms_and_focus_loss_drops_the_drag(surface):
    table, card, _ = _table()
    table.handle(motion(card.rect.center))
    for _ in range(20):
        table.update(1 / 60)
    assert card.zoom > 1.1
    table.handle(down(card.rect.center))
    table.handle(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert not card.dragging and card.fly is not None


def test_toasts_expire(surface):
    toasts = Toasts()
    toasts.show("Saved", "ok", seconds=0.5)
    toasts.draw(surface)
    for _ in range(40):
        toasts.update(1 / 60)
    assert toasts.items == []


def test_toasts_come_one_at_a_time(surface):
    """Issue 23: a second toast stacked under the first reached down over a board's headings (BFDI's
    column names read 3:1 half under it); it now waits its turn at the top."""
    toasts = Toasts()
    toasts.show("There is no move to take back yet.", seconds=0.5)
    toasts.show("Saved", "ok", seconds=0.5)
    for _ in range(20):
        toasts.update(1 / 60)
    assert [t.message for t in toasts.items] == ["There is no move to take back yet.", "Saved"]
    assert toasts.items[1].age == 0.0
    for _ in range(20):
        toasts.update(1 / 60)
    assert [t.message for t in toasts.items] == ["Saved"]
    for _ in range(40):
        toasts.update(1 / 60)
    assert toasts.items == []


def test_log_panel_colours_names_and_scrolls(surface):
    log = LogPanel(lambda: ["Ana", "Ben"], lambda s: (200, 0, 0))
    log.rect = pygame.Rect(0, 0, 300, 200)
    log.set_lines([f"Ana plays {i}" for i in range(40)])
    assert [p for p, *_ in log._segments("Ana gives Ben a card")] == ["Ana", " gives ", "Ben", " a card"]
    log.draw(surface)


def _full_log(surface, rect, under) -> LogPanel:
    """A log of 60 lines under a 40 px title, drawn on a surface filled with `under`."""
    log = LogPanel(lambda: ["Ana"], lambda s: (200, 0, 0))
    log.rect, log.title_room = rect, 40
    log.set_lines([f"Ana plays card number {i}" for i in range(60)])
    log.follow(0.0, busy=False)
    surface.fill(under)
    log.draw(surface)
    return log


def test_a_full_log_keeps_clear_of_its_title(surface):
    """BFDI: in a full log the oldest line sat over the panel's 'Log' title."""
    _full_log(surface, pygame.Rect(0, 0, 300, 200), (255, 255, 255))
    band = [surface.get_at((x, y))[:3] for x in range(300) for y in range(40)]
    assert set(band) == {(255, 255, 255)}
    assert any(surface.get_at((x, y))[:3] != (255, 255, 255) for x in range(300) for y in range(40, 200))


def test_the_log_fits_its_rows_once_per_change_not_every_frame(surface, monkeypatch):
    """Issue 20: the names' pattern and the wrapping ran for every visible line in every frame (0.3 ms a
    frame, more with a long log); now once per new line, scroll or size."""
    log = LogPanel(lambda: ["Ana", "Ben"], lambda s: (200, 0, 0), lambda s: "circle")
    log.rect = pygame.Rect(0, 0, 300, 200)
    log.set_lines([f"Ana gives Ben card {i}" for i in range(30)])
    calls = []
    fit = log._rows
    monkeypatch.setattr(log, "_rows", lambda *a: calls.append(1) or fit(*a))
    for _ in range(5):
        log.draw(surface)
    assert len(calls) == 1
    log.set_lines(log.lines + ["Ben wins"])
    log.follow(0.0, busy=False)
    log.draw(surface)
    log.scroll = 2
    log.draw(surface)
    assert len(calls) == 3
    assert log._fitted[1][-1].endswith("card 28")          # two lines up: the newest row is two entries back


def test_the_logs_rows_are_one_opaque_picture_inside_its_panel(surface):
    """Issue 20: the rows were a blended picture of the whole panel (0.11 ms a frame at 1920x1080, an opaque
    one 0.05); now opaque on the panel's paper, clear of its rounded corners and of the title's room."""
    from scenes import theme
    log = _full_log(surface, pygame.Rect(20, 10, 300, 200), (1, 2, 3))
    assert not log._picture.surface.get_flags() & pygame.SRCALPHA
    r = log.rect
    for corner in (r.topleft, (r.right - 1, r.y), (r.x, r.bottom - 1), (r.right - 1, r.bottom - 1)):
        assert surface.get_at(corner)[:3] == (1, 2, 3)      # the panel's own corners stay the owner's
    assert {surface.get_at((x, r.y + 39))[:3] for x in range(r.x, r.right)} == {(1, 2, 3)}   # the title's room
    inside = [surface.get_at((x, y))[:3] for x in range(r.x + 20, r.right - 20) for y in range(r.y + 45, r.bottom - 10)]
    assert theme.PAPER[:3] in inside and len(set(inside)) > 2    # paper, and words on it


def test_log_follows_the_board_one_line_at_a_time_while_it_animates():
    """Dread Draw's long round ends: the log told the eliminations before the cards had flown."""
    log = LogPanel(lambda: ["Ana"], lambda s: (200, 0, 0))
    log.set_lines(["Ana plays"])
    log.follow(0.0, busy=False)
    log.set_lines(["Ana plays", "Ana wins the round", "Ben takes 4 damage", "Ben is out"])
    log.follow(0.1, busy=True, pace=0.45)
    assert log.shown == 1                               # the board has not shown the round's end yet
    log.follow(0.4, busy=True, pace=0.45)
    assert log.shown == 2
    log.follow(0.0, busy=False)
    assert log.shown == 4                               # still board: every line is there
    log.set_lines(["Ana plays"])                        # an undo shows at once, no waiting
    assert log.shown == 1


def test_a_log_opened_with_its_story_shows_it_at_once_while_the_board_animates():
    """A loaded save (or a finished Dream Catcher night under its finale) showed an empty log until the
    board stood still: its whole story was taken for new lines to follow one at a time."""
    log = LogPanel(lambda: ["Ana"], lambda s: (200, 0, 0))
    log.set_lines(["Ana plays", "Ana wins the round", "Ben is out"])
    log.follow(0.1, busy=True, pace=0.45)
    assert log.shown == 3


def test_fit_cuts_with_an_ellipsis_the_font_can_draw(app):
    """EB Garamond Bold has no '…' glyph: cut text there ends in three dots, never a missing-glyph box."""
    from scenes.assets import fit, has_glyph
    assert has_glyph("ui", "…") and not has_glyph("serif_bold", "…")
    assert fit("Gloaming Tallowman of the Deep", 20, 120, "serif_bold").endswith("...")
    assert fit("Gloaming Tallowman of the Deep", 20, 120, "ui").endswith("…")
    assert fit("Short", 20, 500, "ui") == "Short"


def test_a_cut_made_before_a_report_does_not_count_in_it(app):
    """A 'D' wrapped into a too-narrow box by one screen marked every later 'D' at that size as clipped."""
    from scenes import assets, textreport
    assets.wrap("D", 19, 2)
    textreport.start()
    try:
        assets.text("D", 19, (0, 0, 0))
    finally:
        rows = textreport.stop()
    assert rows and not any(r["clipped"] for r in rows)


def test_fit_measures_a_handful_of_times_even_for_a_huge_name(app, monkeypatch):
    """Issue 10 item 5: cutting one character at a time made a 10,000-character name a 60 s frame."""
    from scenes import assets
    real = assets.font
    calls = []

    class Counting:
        def __init__(self, f):
            self.f = f

        def size(self, value):
            calls.append(len(value))
            return self.f.size(value)
    monkeypatch.setattr(assets, "font", lambda kind, size: Counting(real(kind, size)))
    cut = assets.fit("W" * 10_000, 20, 300)
    assert len(calls) <= 16 and max(calls) <= 10_000
    monkeypatch.undo()
    f = assets.font("ui", 20)
    assert f.size(cut)[0] <= 300 and f.size(cut[:-1] + "W…")[0] > 300      # the longest prefix that fits
    for name in ["Gloaming Tallowman of the Deep", "ab", "Ñandú ñandú ñandú ñandú"]:
        got = assets.fit(name, 20, 90)
        assert f.size(got)[0] <= 90 and (got == name or f.size(name[:len(got)] + "…")[0] > 90)


def test_names_are_capped_where_they_enter():
    from game.core import SeatInfo, Table, schema
    table = Table.new("pebbles", [SeatInfo("N" * 1000), SeatInfo("B", "human", 1)], seed=1)
    assert len(table.names[0]) == schema.MAX_NAME


def test_log_names_carry_their_seats_symbols_and_stay_whole(surface):
    """Issue 23, never colour alone: a name in the log comes after its seat's symbol, and a name with a space is
    never wrapped apart from its symbol (it lost both its colour and its symbol when it was)."""
    names = ["Ana Maria", "Ben"]
    log = LogPanel(lambda: names, lambda s: ((200, 0, 0), (0, 0, 200))[s], ["star", "square"].__getitem__)
    marked = log._marked("Ben gives Ana Maria a card")
    assert " " not in marked.split("gives ")[1].split(" a card")[0]
    pieces = log._segments(marked)
    assert [(p, seat) for p, _c, seat in pieces if seat is not None] == [("Ben", 1), ("Ana Maria", 0)]
    log.rect = pygame.Rect(0, 0, 160, 200)
    log.set_lines(["Ben uses Sunken Maw: Ana Maria loses Silt Tallowman"])
    surface.fill((255, 255, 255))
    log.draw(surface)
    blue = [surface.get_at((x, y))[:3] for x in range(160) for y in range(200)]
    assert (0, 0, 200) in blue           # the square, filled with Ben's colour


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_log_symbols_are_drawn_at_the_text_size_once(surface, monkeypatch, scale):
    """Issue 23: at 200% the log measured a name's symbol room at the text size twice (rows ran past the
    panel's edge: "picks Snowbal") and drew the symbol at 100% beside 200% text."""
    from scenes import access, symbols
    from scenes.assets import font, px
    from scenes.widgets import log as log_module
    access.text_scale = scale
    drawn = []
    monkeypatch.setattr(symbols, "draw", lambda _s, _n, centre, size, _c: drawn.append((centre, size)))
    log = LogPanel(lambda: ["Cleo"], lambda s: (0, 0, 200), ["triangle"].__getitem__)
    log.rect = pygame.Rect(0, 0, 600, 400)
    log.set_lines(["Cleo picks Snowball"])
    log.draw(surface)
    size = max(12, int(surface.get_height() / 100 * 2.1))
    (x, y), symbol = drawn[0]
    assert symbol == pytest.approx(px(size) * 0.8)                       # as big as the name beside it
    assert font("ui", size).size(log_module.MARK)[0] < px(size) * 1.6     # its room measured once


def _log_picture(log: LogPanel, size=(320, 240)) -> bytes:
    surface = pygame.Surface(size).convert()
    surface.fill((0, 0, 0))
    log.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_a_new_entry_scrolls_the_rows_shown_up_and_shows_what_painting_them_all_shows(surface, monkeypatch):
    """Issue 20: the log painted every row again for each new entry (1.2-1.6 ms of an action's frame); the
    rows it already shows are copied up from its picture, and only the new ones drawn: the picture is the
    same as a fresh log's, growing from empty to full and on, with wrapped entries, names, symbols and a
    scroll back."""
    names = ["Ana", "Ben Two"]
    def log_of(lines):
        log = LogPanel(lambda: names, lambda s: [(200, 0, 0), (0, 90, 200)][s], lambda s: ["circle", "square"][s])
        log.rect, log.title_room = pygame.Rect(0, 0, 320, 240), 30
        log.set_lines(lines)
        log.follow(0.0, busy=False)
        return log
    entries = [f"Ana plays {i}" if i % 3 else f"Ben Two gives Ana card {i}, and a long story follows it here"
               for i in range(40)]
    grown = log_of([])
    drawn = []
    real = grown._segments
    monkeypatch.setattr(grown, "_segments", lambda row: drawn.append(row) or real(row))
    for n in range(1, len(entries) + 1):
        drawn.clear()
        grown.set_lines(entries[:n])
        grown.follow(0.0, busy=False)
        assert _log_picture(grown) == _log_picture(log_of(entries[:n])), n
        assert len(drawn) <= 3                           # its own rows (a long entry wraps to three at most)
    grown.scroll = 3                                     # scrolled back: painted whole, the same
    fresh = log_of(entries)
    fresh.scroll = 3
    assert _log_picture(grown) == _log_picture(fresh)
    grown.scroll = 0
    names[1] = "Bea"                                     # a renamed seat: every row painted again
    drawn.clear()
    assert _log_picture(grown) == _log_picture(log_of(entries))
    assert len(drawn) > 3
