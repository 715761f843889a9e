"""Issue 23, "Text size": at 125% in a 1280x720 window and at 150% and 200% in 1920x1080 every shell screen
(title, setup, settings, load, dialog, loading, curtain, pause, rules, results, the table's bar and panels) draws no
clipped text, nothing under the floor times the text size, and every button's label fits its button; a change
of Text size in Settings lays out the screen below at once; Across the room is one click there and one back."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pygame
import pytest

from scenes import access, textreport
from scenes.assets import least, px, shrink_to
from scenes.widgets.button import Button, label_fits

CASES = [((1280, 720), 1.25), ((1920, 1080), 1.5), ((1920, 1080), 2.0)]
# the screens whose every text is the shell's own (a game's board draws the rest of the table's texts)
REPORTED = ("title", "setup-bfdi", "setup-dreamcatcher", "setup-dreamcatcher-game", "settings", "load", "loading", "dialog", "curtain",
            "pause", "rules", "results-dodos")
TABLE = ("host", "reaction", "replay", "lesson")    # bars, players panels, the strip, the lesson card


def _shots():
    path = Path(__file__).resolve().parents[2] / "tools" / "shots.py"
    spec = importlib.util.spec_from_file_location("shell_shots", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return dict(module.screens())


def _a_board(screen: str) -> bool:
    """A game board's own texts (the host names them "bfdi draft"...): the boards' part of issue 23."""
    first, _, rest = screen.partition(" ")
    return first in ("bfdi", "dreamcatcher", "dodos", "dreaddraw") and rest != "results"


def _buttons(scene) -> list[Button]:
    """Every button a scene holds (attributes, lists of them, setup's seat rows), shown now (a width)."""
    found = []
    for value in vars(scene).values():
        items = value if isinstance(value, (list, tuple)) else [value]
        for item in items:
            if isinstance(item, Button):
                found.append(item)
            elif hasattr(item, "widgets") and isinstance(getattr(item, "widgets"), list):
                found += [w for w in item.widgets if isinstance(w, Button)]
    return [b for b in found if b.rect.w > 0 and b.label]


@pytest.fixture
def shelf(monkeypatch):
    """The shelf as players have it: the four games (the tests' own little games left off the title)."""
    from game.core import registry
    games = [g for g in registry.games() if g.id in ("bfdi", "dreamcatcher", "dodos", "dreaddraw")]
    monkeypatch.setattr(registry, "games", lambda: list(games))


@pytest.mark.parametrize("size,scale", CASES)
def test_every_shell_screen_holds_its_text_at_the_text_size(size, scale, shelf):
    from scenes.app import App
    from scenes.settings import Settings
    opened = _shots()
    app = App(size, settings=Settings(text_scale=scale), sync_bots=True)
    window = pygame.Rect((0, 0), size)
    problems = []
    for name in REPORTED + TABLE:
        textreport.start()
        opened[name](app)
        app.draw(app.screen)
        rows = textreport.stop()
        if name in REPORTED:
            problems += [(name, r["screen"], r["text"], r["px"]) for r in textreport.problems(rows)
                         if not _a_board(r["screen"])]
        top = app.top
        for b in _buttons(top):
            if not label_fits(b) or not window.contains(b.rect):
                problems.append((name, "button", b.label, b.rect))
        for box, *more in getattr(top, "option_boxes", {}).values():      # setup: the game's choices in their card
            for part in (box, *more):
                if part.h and not top.option_card.contains(part):
                    problems.append((name, "choice outside its card", part, top.option_card))
        if name in TABLE:
            host = next(s for s in app.stack if hasattr(s, "players_rect"))
            for row in host.player_rows:
                if not host.players_rect.contains(row):
                    problems.append((name, "player row", row, host.players_rect))
    app.stack.clear()
    assert not problems, "\n".join(map(str, problems))


def test_shrinking_stops_at_the_floor_at_every_text_size():
    """shrink_to() (buttons, headings) and blit_box() stop at the floor before the text size: never under it."""
    for scale in (1.0, 1.25, 1.5, 2.0):
        access.text_scale = scale
        size = shrink_to("A name far too long for the little box it is given", 40, 30)
        assert size >= least() and px(size) >= int(textreport.MIN_PX * scale)


def test_text_size_in_settings_lays_out_the_screen_below_at_once(app, driver):
    from scenes.driver import inside_right
    from scenes.screens.settings_screen import SettingsScreen
    from scenes.screens.title import Title
    title = app.push(Title(app))
    driver.frames(2)
    before = title.buttons[1].rect.h
    settings = app.push(SettingsScreen(app))
    driver.frames(2)
    chooser = next(c for _l, k, c in settings.rows if k == "text_scale")
    for _ in range(3):                                   # 125%, 150%, 200%
        driver.click(inside_right(chooser.rect))
        driver.frames(2)
    assert access.text_scale == 2.0
    assert title.buttons[1].rect.h >= before * 1.9       # the title below, laid out again at once
    assert [b.label for b in _buttons(title) + _buttons(settings) if not label_fits(b)] == []
    driver.click(inside_right(chooser.rect))             # back round to 100%
    driver.frames(2)
    assert access.text_scale == 1.0 and title.buttons[1].rect.h == before


def test_across_the_room_is_one_click_and_a_second_click_goes_back(app, driver):
    from scenes.screens.settings_screen import SettingsScreen
    from scenes.settings import Settings
    screen = app.push(SettingsScreen(app))
    driver.frames(2)
    driver.click(screen.across_button.rect.center)
    assert access.text_scale == 2.0 and app.settings.fullscreen and screen.across_on()
    assert Settings.load().text_scale == 2.0
    assert any("Across the room" in t.message for t in app.toasts.items)
    chooser = next(c for _l, k, c in screen.rows if k == "text_scale")
    assert chooser.value == 2.0
    driver.frames(2)
    driver.click(screen.across_button.rect.center)        # laid out again at 200%: the button moved with it
    assert access.text_scale == 1.0 and not app.settings.fullscreen and chooser.value == 1.0


def test_settings_rows_take_pages_when_they_do_not_fit(app, driver):
    """Eleven rows at 200% in a 1280x720 window: pages, every row on one of them, More settings turns."""
    from scenes.screens.settings_screen import SettingsScreen
    app.settings.text_scale = 2.0
    app.apply_settings()
    screen = app.push(SettingsScreen(app))
    driver.frames(2)
    seen = set()
    for _ in range(len(screen.pages)):
        shown = {i for i, (_l, _k, c) in enumerate(screen.rows) if c.rect.w}
        assert shown and all(screen.card.contains(screen.rows[i][2].rect) for i in shown)
        seen |= shown
        driver.click(screen.more.rect.center)
    assert seen == set(range(len(screen.rows)))
    assert len(screen.pages) > 1 and screen.page == 0


@pytest.mark.parametrize("size,scale", CASES)
def test_a_long_reaction_question_is_shown_whole(size, scale):
    """The reaction strip grows for a question longer than its two lines (its buttons under it when they
    would crowd it), and every button fits."""
    from scenes.app import App
    from scenes.settings import Settings
    from scenes.widgets.reaction import ReactionWindow
    app = App(size, settings=Settings(text_scale=scale), sync_bots=True)
    prompt = ("P2 flips their Dodino card: choose 1 player and steal 4 cards from them, or let the moment pass; "
              "All cards are revealed: P1 Steady Trot, P2 Snack Break, P3 Dino Dash")
    strip = ReactionWindow(prompt, [0], ["Ana"], lambda s: (200, 80, 60), lambda s: None, lambda: None, None,
                           lambda: None)
    u = size[1] / 100
    strip.layout(pygame.Rect(int(u * 4), int(u * 12), int(size[0] * 0.6), int(access.scaled(u * 9))))
    textreport.start()
    strip.draw(app.screen)
    rows = textreport.stop()
    assert textreport.problems(rows) == []
    assert all(label_fits(b) and strip.rect.contains(b.rect) for b in strip.controls)


@pytest.mark.parametrize("size, scale", [((1280, 720), 1.0)] + CASES)
@pytest.mark.parametrize("title", ["Dodos Riding Dinos", "Battle for Dream Island", "Dream Catcher", "Dread Draw"])
def test_a_page_header_subtitle_starts_under_its_title_descenders(size, scale, title):
    """Issue 23 (found by the smoke's report at 125%): the subtitle's ink overlapped the g of "Riding"."""
    from scenes.screens.common import _rows, header
    access.text_scale = scale
    surface = pygame.Surface(size)
    rule = int(_rows(size)[4]) - 1
    inks = []
    for words, sub in ((title, ""), ("", "2 to 6 players · click a name to type it")):
        surface.fill((0, 0, 0))
        header(surface, words, sub)
        surface.fill((0, 0, 0), pygame.Rect(0, rule, size[0], size[1] - rule))      # the rule under them
        mask = pygame.mask.from_threshold(surface, (0, 0, 0), (24, 24, 24, 255))
        mask.invert()
        inks.append(mask.get_bounding_rects()[0].unionall(mask.get_bounding_rects()))
    assert inks[0].bottom <= inks[1].top, inks
