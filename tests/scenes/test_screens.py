"""Every screen drawn and driven with synthetic events; frame times at 1920x1080."""

import pygame

from game.core import Action, SeatInfo, Table, paths, registry
from scenes.driver import inside_right
from scenes.host import HostScene
from scenes.screens.pause import PauseMenu
from scenes.screens.results import Results
from scenes.screens.rules import RulesScreen, render_page
from scenes.screens.settings_screen import SettingsScreen
from scenes.screens.setup import Setup
from scenes.screens.title import Title
from scenes.widgets.dialog import Dialog


def test_title_lists_the_shelf_and_continue_is_greyed_without_autosave(app, driver):
    title = app.push(Title(app))
    driver.frames(2)
    assert [g.id for g in title.games] == [g.id for g in registry.games()]
    assert not title.continue_button.enabled
    driver.click(title.continue_button.rect.center)
    assert app.top is title


def test_corrupt_autosave_is_explained_and_moved_aside(app, driver):
    paths.autosave_path().write_text('{"format": 1, "game": "pebbles", "act')
    title = app.push(Title(app))
    driver.click(title.continue_button.rect.center)
    assert isinstance(app.top, Dialog) and "cut short" in app.top.message and "kept as" in app.top.message
    driver.key(pygame.K_RETURN)
    assert app.top is title and not title.continue_button.enabled
    kept = list(paths.data_dir().glob("autosave-damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text().endswith('"act')
    setup = app.push(Setup(app, registry.get("pebbles")))    # a new game has its own file: the damaged one stays
    setup.start()
    assert kept[0].read_text().endswith('"act')
    assert app.top.table.autosave.parent == paths.autosaves_dir()
    for path in kept:
        path.unlink()


def test_a_save_failing_on_replay_is_moved_aside_when_opened(app, driver):
    """Issue 10 item 1: it parses, so the old check let New Game overwrite it."""
    path = paths.new_autosave_path("pebbles")
    good = Table.new("pebbles", [SeatInfo("A"), SeatInfo("B", "human", 1)], {}, 3, first=0, autosave=path)
    good.record.actions.append((0, Action.make("play", value=99)))
    good.save()
    good.flush()
    text = path.read_text()
    title = app.push(Title(app))
    title.enter()
    driver.frames(2)
    driver.click(title.continue_button.rect.center)
    assert isinstance(app.top, Dialog)
    kept = list(paths.autosaves_dir().glob("*-damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == text and not path.exists()
    for p in kept:
        p.unlink()


def test_setup_types_a_name_adds_a_seat_and_starts(app, driver, quick_bots):
    title = app.push(Title(app))
    index = [g.id for g in title.games].index("pebbles")
    driver.click(title.boxes[index].center)
    setup = app.top
    assert isinstance(setup, Setup) and len(setup.rows) == 2
    driver.click(setup.rows[0].name.rect.center)
    for _ in range(3):
        driver.key(pygame.K_BACKSPACE)
    driver.type("Zoë")
    driver.key(pygame.K_RETURN)
    driver.click(setup.add_button.rect.center)
    driver.click(inside_right(setup.rows[2].controller.rect))     # Normal -> Hard
    driver.click(setup.rows[1].swatch.rect.center)           # next free colour
    driver.click(inside_right(setup.first.rect))                  # first player: Zoë
    assert [s.name for s in setup.seats()][0] == "Zoë" and setup.seats()[2].controller == "hard"
    assert len({s.colour for s in setup.seats()}) == 3
    driver.click(setup.start_button.rect.center)
    assert isinstance(app.top, HostScene)
    assert app.top.table.record.first == 0 and app.top.table.autosave.exists()


def test_setup_refuses_a_seat_called_you_or_two_seats_of_one_name(app, driver):
    """The log names seats in the third person: 'You passes' and two Anas would both read wrong."""
    setup = app.push(Setup(app, registry.get("pebbles")))
    for typed, refused in (("you", True), ("Ana", True), ("Zed", False)):
        setup.rows[1].name.value = typed
        setup.rows[0].name.value = "Ana"
        assert (setup.name_problem() is not None) is refused
    setup.rows[1].name.value = "You"
    driver.click(setup.start_button.rect.center)
    assert app.top is setup and any("You" in t.message for t in app.toasts.items)


def test_setup_keeps_seats_within_the_player_range(app, driver):
    setup = app.push(Setup(app, registry.get("pebbles")))
    for _ in range(8):
        driver.click(setup.add_button.rect.center)
    assert len(setup.rows) == 6 and not setup.add_button.enabled
    for _ in range(8):
        driver.click(setup.rows[-1].remove.rect.center)
    assert len(setup.rows) == 2


def test_pause_menu_rules_settings_and_quit_to_title(app, driver, quick_bots):
    table = Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Bot", "easy", 1)], {}, 2,
                      autosave=paths.autosave_path())
    host = app.push(HostScene(app, table))
    driver.key(pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseMenu)
    driver.click(pause.buttons[3].rect.center)
    rules = app.top
    assert isinstance(rules, RulesScreen)
    driver.frames(1, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False)])
    driver.key(pygame.K_ESCAPE)
    driver.click(pause.buttons[4].rect.center)
    assert isinstance(app.top, SettingsScreen)
    driver.key(pygame.K_ESCAPE)
    driver.click(pause.buttons[2].rect.center)
    assert list(paths.saves_dir().glob("pebbles-*.json"))
    driver.click(pause.buttons[5].rect.center)
    assert isinstance(app.top, Title) and len(app.stack) == 1
    assert app.top.continue_button.enabled
    driver.click(app.top.continue_button.rect.center)
    assert isinstance(app.top, HostScene) and app.top.table.record.actions == host.table.record.actions


def test_rules_page_renders_headings_bullets_and_scrolls(app, driver):
    page = render_page("# Title\n\n## Part\n- one\n- two " + "word " * 200 + "\n\nText.", 400, 8)
    assert page.get_height() > 200
    rules = app.push(RulesScreen(app, registry.get("pebbles")))
    rules.source = "\n".join(f"## Heading {i}\nSome text {i}." for i in range(80))
    rules.resize(app.size)
    driver.key(pygame.K_END)
    assert rules.scroll == rules.max_scroll > 0


def test_results_play_again_and_back(app, driver, quick_bots):
    table = Table.new("snap", [SeatInfo("Ana", "easy"), SeatInfo("Ben", "easy", 1)], {}, 1)
    while not table.match.over:
        seat = table.match.to_move()[0]
        table.act(seat, table.match.legal_actions(seat)[0])
    results = app.push(Results(app, table))
    driver.frames(2)
    assert results.scores is not None
    driver.click(results.buttons[0].rect.center)
    assert isinstance(app.top, HostScene) and not app.top.table.match.over
    app.push(Results(app, table))
    driver.click(app.top.buttons[1].rect.center)
    assert isinstance(app.top, Title)


def test_every_screen_draws_at_1920x1080(app, driver, quick_bots):
    """Each screen draws at full HD (how fast is a `make bench` figure: frames section)."""
    driver.resize(1920, 1080)
    table = Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Ben", "easy", 1)], {}, 4)
    host = HostScene(app, table)
    screens = [Title(app), Setup(app, registry.get("pebbles")), host, PauseMenu(app, host),
               RulesScreen(app, registry.get("pebbles")), SettingsScreen(app)]
    for screen in screens:
        app.reset(screen) if not screen.overlay else app.push(screen)
        driver.frames(5)
        app.draw(app.screen)
        assert app.screen.get_size() == (1920, 1080)
        if screen.overlay:
            app.pop()


def test_setup_remembers_the_seats_after_back_and_explains_each_variant(app):
    """Names and bot levels typed once come back; each choice says what it does in one line; Dream
    Catcher's Moon level shows only when playing together."""
    from game.core import registry
    from scenes.screens.setup import Setup
    from scenes.screens.variants import explain
    spec = registry.get("bfdi")
    setup = app.push(Setup(app, spec))
    setup.rows[0].name.value = "Zoe"
    setup.rows[1].controller.step(1)
    level = setup.rows[1].controller.value
    setup.options["mode"].step(1)
    setup.close()
    again = app.push(Setup(app, spec))
    assert again.rows[0].name.value == "Zoe" and again.rows[1].controller.value == level
    assert again.options["mode"].value == "advanced"
    assert explain("bfdi", "mode", "advanced") == "Advanced: characters use their abilities"
    app.step([], 1 / 60)
    again.close()
    dc = app.push(Setup(app, registry.get("dreamcatcher")))
    # Dream Catcher rules 3 (issue 21): the tie-break between full boards is a setup option
    assert [o.key for o, _c in dc.shown_options()] == ["mode", "gentle", "tiebreak"]
    while dc.options["mode"].value != "coop":
        dc.options["mode"].step(1)
    assert "level" in [o.key for o, _c in dc.shown_options()]
