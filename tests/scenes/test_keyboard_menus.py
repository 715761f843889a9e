"""Issue 23, "Menus by keyboard": title, setup, settings, pause, load, results, dialogs and the curtain are reached
with Tab / Shift+Tab, the arrows, Enter / Space and Esc alone, with a visible focus ring; the mouse still works."""
import pygame
import pytest
from snapgame import finished_table
from coloraide import Color

from game.core import SeatInfo, Table, paths
from scenes.driver import text
from scenes.host import HostScene
from scenes.replay import ReplayScene
from scenes.screens.load import LoadScreen
from scenes.screens.pause import PauseMenu
from scenes.screens.results import Results
from scenes.screens.rules import RulesScreen
from scenes.screens.settings_screen import SettingsScreen
from scenes.screens.setup import Setup
from scenes.screens.title import Title
from scenes.widgets.curtain import Curtain
from scenes.widgets.dialog import Dialog
from scenes.widgets.focus import draw_ring, ring_sizes
from scenes import theme


def tab(driver, times: int = 1, shift: bool = False) -> None:
    for _ in range(times):
        driver.key(pygame.K_TAB, pygame.KMOD_SHIFT if shift else 0)


def ring_on(scene):
    return scene.focus.focused()


def tab_to(driver, scene, control, limit: int = 40) -> None:
    """Tab until the ring is on control (it must get there in a lap)."""
    for _ in range(limit):
        if ring_on(scene) is control:
            return
        tab(driver)
    raise AssertionError(f"Tab never reached {control!r}")


def host_of(app, controllers=("human", "easy"), game="pebbles"):
    seats = [SeatInfo(n, c, i) for i, (n, c) in enumerate(zip(["Ana", "Ben", "Cleo"], controllers))]
    table = Table.new(game, seats, {}, 3, first=0, autosave=paths.autosave_path())
    return app.push(HostScene(app, table))


def test_title_to_a_game_by_keys_alone(app, driver, quick_bots):
    """Tab to a game's box, Enter; Tab through setup (typing a name on the way), Enter on Start: the game."""
    title = app.push(Title(app))
    driver.frames(2)
    assert ring_on(title) is None                       # no ring before a key is used
    box = title.box_spots[[g.id for g in title.games].index("pebbles")]
    tab_to(driver, title, box)
    driver.key(pygame.K_RETURN)
    setup = app.top
    assert isinstance(setup, Setup) and setup.spec.id == "pebbles"
    order = setup.focus.usable()
    row = setup.rows[0]
    assert order[:4] == [row.swatch, row.shape, row.name, row.controller]     # colour, symbol, name, who
    assert order[-2:] == [setup.back_button, setup.start_button]
    tab(driver, 3)                                      # the first seat's name: typing goes in, focus stays
    field = setup.rows[0].name
    assert ring_on(setup) is field and field.focused
    for _ in range(len(field.value)):
        driver.key(pygame.K_BACKSPACE)
    for ch in "Zo ë":
        driver.frames(1, [pygame.event.Event(pygame.KEYDOWN, key=ord(ch) if ch.isascii() else 0, mod=0,
                                             unicode=ch, scancode=0), text(ch)])
    assert field.value == "Zo ë" and ring_on(setup) is field and field.focused
    tab(driver)                                         # Tab leaves the field, which stops taking keys
    assert not field.focused and ring_on(setup) is setup.rows[0].controller
    driver.key(pygame.K_RIGHT)                          # a chooser's value by the arrows
    assert setup.rows[0].controller.value == "easy"
    driver.key(pygame.K_LEFT)
    tab_to(driver, setup, setup.start_button)
    driver.key(pygame.K_RETURN)
    host = app.top
    assert isinstance(host, HostScene) and host.table.spec.id == "pebbles"
    assert host.table.record.seats[0].name == "Zo ë" and host.table.record.seats[0].controller == "human"


def test_shift_tab_wraps_backward_and_tab_wraps_forward(app, driver):
    title = app.push(Title(app))
    driver.frames(2)
    order = title.focus.usable()
    tab(driver, shift=True)                             # from nothing, Shift+Tab starts at the end
    assert ring_on(title) is order[-1] and order[-1].label == "Quit"
    tab(driver)                                         # and Tab wraps round to the first
    assert ring_on(title) is order[0]
    tab(driver, shift=True)
    assert ring_on(title) is order[-1]
    tab(driver, len(order) - 1, shift=True)
    assert ring_on(title) is order[0]


def test_title_arrows_move_through_the_shelf(app, driver):
    title = app.push(Title(app))
    driver.frames(2)
    driver.key(pygame.K_RIGHT)                          # an arrow brings the ring up on the first control
    assert ring_on(title) is title.box_spots[0]
    driver.key(pygame.K_RIGHT)
    assert ring_on(title) is title.box_spots[1]
    driver.key(pygame.K_DOWN)                           # straight down: that game's "Learn to play"
    assert ring_on(title) is title.learn_buttons[1]
    driver.key(pygame.K_DOWN)
    assert ring_on(title) in title.buttons
    driver.key(pygame.K_UP)
    assert ring_on(title) in title.learn_buttons


def test_settings_by_keys_change_a_value_and_esc_closes(app, driver):
    title = app.push(Title(app))
    driver.frames(2)
    tab_to(driver, title, next(b for b in title.buttons if b.label == "Settings"))
    driver.key(pygame.K_SPACE)
    settings = app.top
    assert isinstance(settings, SettingsScreen)
    tab(driver)
    assert ring_on(settings) is settings.rows[0][2]     # Text size first
    driver.key(pygame.K_DOWN)                           # Up and Down go from row to row
    volume = settings.rows[1][2]
    assert ring_on(settings) is volume
    before = app.settings.volume
    driver.key(pygame.K_LEFT)                           # Left and Right change it, at once
    assert app.settings.volume == before - 10 and app.sound.volume == pytest.approx((before - 10) / 100)
    driver.key(pygame.K_RIGHT)
    assert app.settings.volume == before
    tab_to(driver, settings, settings.back)
    assert [c for c in settings.focus.usable()][-1] is settings.back
    driver.key(pygame.K_ESCAPE)
    assert app.top is title


def test_pause_menu_by_esc_then_keys(app, driver, quick_bots):
    host = host_of(app)
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseMenu)
    tab(driver)
    assert ring_on(pause).label == "Resume"
    driver.key(pygame.K_DOWN)                           # Undo is off (nothing to undo): skipped
    assert ring_on(pause).label == "Save a copy"
    driver.key(pygame.K_DOWN)
    assert ring_on(pause).label == "Rules"
    driver.key(pygame.K_RETURN)
    rules = app.top
    assert isinstance(rules, RulesScreen)
    tab(driver)
    assert ring_on(rules) is rules.back
    driver.key(pygame.K_DOWN)                           # the arrows still scroll the page
    assert rules.scroll > 0 or rules.max_scroll == 0
    driver.key(pygame.K_RETURN)
    assert app.top is pause
    driver.key(pygame.K_ESCAPE)                         # Esc on pause resumes, as ever
    assert app.top is host
    driver.key(pygame.K_ESCAPE)
    tab(driver)
    driver.key(pygame.K_RETURN)                         # Enter on Resume
    assert app.top is host


def test_load_screen_by_keys(app, driver, quick_bots):
    for seed in (1, 2):
        table = Table.new("pebbles", [SeatInfo("A"), SeatInfo("B", "easy", 1)], {}, seed,
                          autosave=paths.new_autosave_path("pebbles"))
        table.save()
        table.flush()
    title = app.push(Title(app))
    title.enter()
    driver.frames(2)
    tab_to(driver, title, title.load_button)
    driver.key(pygame.K_RETURN)
    load = app.top
    assert isinstance(load, LoadScreen) and len(load.entries) == 2
    driver.key(pygame.K_DOWN)                           # before any Tab the arrows choose a row, as ever
    assert load.selected == 1 and ring_on(load) is None
    tab(driver)
    assert ring_on(load) is load.list_spot and load.list_spot.rect == load.row_rect(1)
    driver.key(pygame.K_UP)                             # the ring on the list: Up and Down choose
    assert load.selected == 0 and ring_on(load) is load.list_spot
    driver.key(pygame.K_UP)                             # past the top, nowhere to go: still the first
    assert load.selected == 0
    tab(driver, 4)
    delete = ring_on(load)
    assert delete.label == "Delete"
    driver.key(pygame.K_RETURN)
    dialog = app.top
    assert isinstance(dialog, Dialog)
    tab(driver, 2)
    assert ring_on(dialog).label == "Keep it"
    driver.key(pygame.K_RETURN)                         # Enter is the focused button, not the first one
    assert app.top is load and len(load.entries) == 2
    driver.key(pygame.K_RIGHT)                          # from Delete to Back
    assert ring_on(load).label == "Back"
    tab(driver, shift=True, times=3)
    assert ring_on(load).label == "Watch"
    driver.key(pygame.K_SPACE)
    assert isinstance(app.top, ReplayScene)


def test_results_buttons_by_keys(app, driver, quick_bots):
    results = app.push(Results(app, finished_table()))
    driver.frames(2)
    tab(driver)
    assert ring_on(results).label == "Back to title"   # on the left: first in reading order
    tab(driver, shift=True, times=2)
    assert ring_on(results).label == "Back to title"
    driver.key(pygame.K_RIGHT)
    assert ring_on(results).label.startswith("Rematch")
    driver.key(pygame.K_RETURN)
    assert isinstance(app.top, HostScene) and app.top.table.spec.id == "snap"
    app.push(Results(app, finished_table()))
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)                         # Esc goes back: to the title
    assert isinstance(app.top, Title)


def test_the_curtain_by_keys(app, driver):
    """The reveal button and the curtain's Menu by keys; a stray Enter or Space does nothing."""
    host = host_of(app, ("human", "human"))
    driver.frames(2)
    curtain = app.top
    assert isinstance(curtain, Curtain)
    tab(driver)                                         # too soon: the seat's button is not armed, Menu is
    assert ring_on(curtain) is curtain.menu_button
    driver.frames(30)
    driver.key(pygame.K_RETURN)                          # Enter on Menu: the pause menu over the curtain
    assert isinstance(app.top, PauseMenu)
    driver.key(pygame.K_ESCAPE)
    assert app.top is curtain
    curtain.focus.visible = False                       # as after a click: a stray Enter or Space does nothing
    driver.key(pygame.K_RETURN)
    driver.key(pygame.K_SPACE)
    assert app.top is curtain
    tab(driver)
    assert ring_on(curtain) is curtain.button
    driver.key(pygame.K_RETURN)
    assert app.top is host and host.seat == 0


def test_mouse_hides_the_ring_and_tab_goes_on_from_the_click(app, driver):
    settings = app.push(SettingsScreen(app))
    driver.frames(2)
    tab(driver)
    assert ring_on(settings) is settings.rows[0][2]
    driver.frames(1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 3), rel=(1, 1), buttons=(0, 0, 0))])
    assert ring_on(settings) is settings.rows[0][2]     # a nudged mouse keeps the place
    third = settings.rows[3][2]
    driver.click(third.rect.midleft)
    assert ring_on(settings) is None                    # a click hides it...
    tab(driver)
    assert ring_on(settings) is settings.rows[4][2]     # ...and Tab goes on from where it clicked


def test_setup_esc_still_goes_back_and_stops_typing_first(app, driver):
    title = app.push(Title(app))
    setup = app.push(Setup(app, next(g for g in title.games if g.id == "pebbles")))
    driver.frames(2)
    tab(driver, 3)                                       # colour, symbol, then the name
    assert setup.rows[0].name.focused
    driver.key(pygame.K_ESCAPE)                          # first Esc: stop typing
    assert app.top is setup and not setup.rows[0].name.focused
    driver.key(pygame.K_ESCAPE)
    assert app.top is title


def test_existing_shortcuts_still_work_with_the_ring_up(app, driver):
    settings = app.push(SettingsScreen(app))
    driver.frames(2)
    tab(driver)
    driver.key(pygame.K_F11)                            # a window key, before any scene
    assert app.settings.fullscreen
    driver.key(pygame.K_F11)
    assert not app.settings.fullscreen


def ratio(a, b) -> float:
    return Color("srgb", [v / 255 for v in a[:3]]).contrast(Color("srgb", [v / 255 for v in b[:3]]))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_ring_shows_and_meets_3_to_1_against_what_is_around_it(app, driver, size):
    """Sampled from the finished frame: the ring's amber band or its dark edge stands 3:1 against the pixels
    just outside it, on the dark table (title) and on paper (settings card), and amber to its edge is 3:1."""
    driver.resize(*size)
    title = app.push(Title(app))
    driver.frames(2)
    tab(driver)
    settings = app.push(SettingsScreen(app))
    driver.frames(2)
    tab(driver)
    for scene in (settings, title):
        if app.top is not scene:
            app.pop()
        driver.frames(1)
        rect = ring_on(scene).rect
        gap, edge, band = ring_sizes(theme.unit(app.screen))
        assert band >= (5 if size[1] >= 1080 else 3)
        outset = gap + band + 2 * edge
        y = rect.centery
        x_out = rect.right + outset + 2                   # just outside the ring, beside the control
        x_band = rect.right + gap + edge + band // 2
        x_edge = rect.right + outset - 1
        around = app.screen.get_at((x_out, y))
        amber, dark = app.screen.get_at((x_band, y)), app.screen.get_at((x_edge, y))
        assert amber[:3] == theme.ACCENT and ratio(amber, dark) >= 3
        assert max(ratio(amber, around), ratio(dark, around)) >= 3, (scene, around)
        shown = app.screen.copy()
        scene.focus.visible = False
        driver.frames(1)
        assert app.screen.get_at((x_band, y))[:3] != theme.ACCENT      # and it goes with the mouse
        scene.focus.visible = True
        assert shown.get_at((x_band, y))[:3] == theme.ACCENT


def test_draw_ring_stays_inside_a_small_surface():
    surface = pygame.Surface((60, 40))
    draw_ring(surface, pygame.Rect(10, 10, 40, 20))     # no error at the smallest sizes


def test_setup_rows_added_and_removed_by_keys_keep_the_ring_in_place(app, driver):
    """+ Add player and a row's × by Enter: the ring stays on a control that is there, and Tab goes on."""
    title = app.push(Title(app))
    setup = app.push(Setup(app, next(g for g in title.games if g.id == "pebbles")))
    driver.frames(2)
    tab_to(driver, setup, setup.add_button)
    driver.key(pygame.K_RETURN)
    assert len(setup.rows) == 3 and ring_on(setup) is setup.add_button
    tab_to(driver, setup, setup.rows[2].remove)          # a third seat may leave: its × is a stop now
    driver.key(pygame.K_SPACE)
    assert len(setup.rows) == 2
    assert ring_on(setup) is not None and ring_on(setup) in setup.focus.usable()
    assert setup.rows[0].remove not in setup.focus.usable()     # at the fewest seats × is off: skipped
    tab(driver)
    assert ring_on(setup) is not None


def test_a_chooser_and_a_button_by_their_keys():
    """The widgets' own key handling, as the ring hands keys over (scenes/widgets/focus.py)."""
    from scenes.driver import key
    from scenes.widgets.button import Button
    from scenes.widgets.chooser import Chooser
    from scenes.widgets.textinput import TextInput
    hits = []
    b = Button("Go", lambda: hits.append(1))
    assert b.on_key(key(pygame.K_RETURN)) and b.on_key(key(pygame.K_SPACE)) and hits == [1, 1]
    assert not b.on_key(key(pygame.K_DOWN))
    b.enabled = False
    assert b.on_key(key(pygame.K_RETURN)) and hits == [1, 1]    # taken, and nothing happens
    c = Chooser(["a", "b", "c"], "a")
    assert c.on_key(key(pygame.K_LEFT)) and c.value == "c"
    assert c.on_key(key(pygame.K_RIGHT)) and c.on_key(key(pygame.K_SPACE)) and c.value == "b"
    assert not c.on_key(key(pygame.K_UP))                       # Up and Down move the ring
    field = TextInput("Ana")
    assert field.on_key(key(pygame.K_RETURN)) and field.focused     # Enter starts typing
    assert field.on_key(key(pygame.K_LEFT)) and field.on_key(key(pygame.K_a))    # keys stay in the field
    assert not field.on_key(key(pygame.K_DOWN)) and field.focused
    assert not field.on_key(key(pygame.K_TAB)) and not field.focused    # Tab ends typing and moves on
