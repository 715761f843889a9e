"""`--smoke`: open every screen headless with scripted input; the exit code says whether it worked."""
from __future__ import annotations

import os
import tempfile
import traceback

import pygame


def run_smoke(size=(1280, 720)) -> int:
    os.environ["GAMESHELF_HOME"] = tempfile.mkdtemp(prefix="gameshelf-smoke-")   # never touch real saves
    from .app import App
    from .settings import Settings
    app = App(size, settings=Settings(), sync_bots=True)
    opened: list[str] = []
    try:
        script(app, opened)
    except Exception:
        traceback.print_exc()
        print(f"smoke FAILED after: {', '.join(opened) or 'nothing'}")
        return 1
    print(f"smoke ok: {len(opened)} screens ({', '.join(opened)})")
    return 0


def expect(app, kind: type, opened: list[str], label: str | None = None) -> None:
    top = app.top
    if not isinstance(top, kind):
        raise AssertionError(f"expected {kind.__name__} on top, found {type(top).__name__}")
    opened.append(label or kind.__name__)


def script(app, opened: list[str]) -> None:
    from game.core import SeatInfo, Table, registry
    from .driver import Driver, inside_right
    from .host import HostScene
    from .screens.pause import PauseMenu
    from .screens.results import Results
    from .screens.rules import RulesScreen
    from .screens.settings_screen import SettingsScreen
    from .screens.setup import Setup
    from .screens.title import Title
    from .widgets.curtain import Curtain
    from .widgets.dialog import Dialog

    d = Driver(app)
    title = app.push(Title(app))
    d.frames(3)
    expect(app, Title, opened)
    for i, spec in enumerate(registry.games()):          # every game's setup screen
        d.click(title.boxes[i].center)
        expect(app, Setup, opened, f"Setup({spec.id})")
        setup = app.top
        d.click(setup.rows[0].name.rect.center)
        d.frames(1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)])
        d.type("Zed")
        d.key(pygame.K_RETURN)
        d.click(setup.add_button.rect.center)
        d.click(inside_right(setup.rows[-1].controller.rect))
        for chooser in setup.options.values():
            d.click(inside_right(chooser.rect))
        d.key(pygame.K_ESCAPE)
        expect(app, Title, opened, "Title")
    d.click(title.buttons[1].rect.center)
    expect(app, SettingsScreen, opened)
    d.click(inside_right(app.top.rows[4][2].rect))
    d.key(pygame.K_ESCAPE)
    games = registry.games()
    if not games:
        opened.append("(no games on the shelf: host screens skipped)")
        return
    spec = games[0]
    d.click(title.boxes[0].center)
    setup = app.top
    for row in setup.rows:                   # two humans: the curtain must fall between them
        while row.controller.value != "human":
            row.controller.step(1)
    d.click(setup.start_button.rect.center)
    d.frames(2)
    if spec.hidden_info:
        expect(app, Curtain, opened)
        d.frames(30)
        d.click(app.top.button.rect.center)
    expect(app, HostScene, opened, f"Host({spec.id})")
    host = app.top
    d.resize(1024, 640)
    d.frames(40)
    buttons = getattr(host.board, "buttons", [])
    if buttons:
        d.click(buttons[0].rect.center)
        d.frames(60)
    d.frames(1, [pygame.event.Event(pygame.WINDOWFOCUSLOST)])
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    d.resize(*app.windowed_size if app.windowed_size != (1024, 640) else (1280, 720))
    while not isinstance(app.top, HostScene):     # a curtain may be up after the move
        d.frames(30)
        d.click(app.top.button.rect.center)
    d.key(pygame.K_ESCAPE)
    expect(app, PauseMenu, opened)
    pause = app.top
    d.click(pause.buttons[3].rect.center)
    expect(app, RulesScreen, opened)
    d.frames(1, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)])
    d.key(pygame.K_END)
    d.key(pygame.K_ESCAPE)
    d.click(pause.buttons[4].rect.center)
    expect(app, SettingsScreen, opened, "Settings(over game)")
    d.key(pygame.K_ESCAPE)
    d.click(pause.buttons[2].rect.center)           # save a copy
    d.click(pause.buttons[0].rect.center)
    expect(app, HostScene, opened, "Host(resumed)")
    host._open_reaction(host.humans)                # the reaction window, drawn and claimed
    window = host.reaction
    app.draw(app.screen)
    opened.append("ReactionWindow")
    d.click(window.buttons[0].rect.center)
    if not window.finished:
        raise AssertionError("clicking Wait! did not claim the reaction")
    d.frames(5)
    app.push(Dialog(app, "A dialog", "Every screen opens, and Enter closes this one."))
    d.frames(3)
    expect(app, Dialog, opened)
    d.key(pygame.K_RETURN)
    seats = [SeatInfo(f"Bot {i + 1}", "easy", i) for i in range(spec.players_for({})[0])]
    app.reset(HostScene(app, Table.new(spec.id, seats, {}, 7)))
    if not d.until(lambda: isinstance(app.top, Results), 20000):
        raise AssertionError("a bot game did not reach the results screen")
    expect(app, Results, opened)
    d.frames(3)
    d.click(app.top.buttons[1].rect.center)
    expect(app, Title, opened, "Title(again)")
