"""`--smoke`: open every screen headless with scripted input; the exit code says whether it worked."""
from __future__ import annotations

import os
import random
import shutil
import tempfile
import traceback

import pygame


# Every game's board, played to its results by one scripted human and seeded bots: (game, options, seats).
TABLES = (
    ("bfdi", {"mode": "advanced"}, 3),
    ("dreaddraw", {}, 3),
    ("dodos", {"abilities": "on"}, 3),
    ("dreamcatcher", {"mode": "basic"}, 3),
    ("dreamcatcher", {"mode": "restless"}, 2),
    ("dreamcatcher", {"mode": "coop", "level": 1}, 2),
)
WAIT = 12          # frames the human "reads" each decision before acting: its moment is drawn


def run_smoke(size=(1280, 720), report: str | None = None, text_scale: float = 1.0) -> int:
    home = tempfile.mkdtemp(prefix="gameshelf-smoke-")
    os.environ["GAMESHELF_HOME"] = home            # never touch real saves
    from . import textreport
    from .app import App
    from .settings import Settings
    if report:
        from . import textframe
        textframe.start()
    opened: list[str] = []
    try:
        app = App(size, settings=Settings(text_scale=text_scale), sync_bots=True)
        script(app, opened)
        app.resize(size)
        every_board(app, opened)
    except Exception:
        traceback.print_exc()
        print(f"smoke FAILED after: {', '.join(opened) or 'nothing'}")
        return 1
    finally:
        shutil.rmtree(home, ignore_errors=True)
        rows = textframe.stop() if report else []
    if report:
        textreport.write(report, rows)
        summary(rows, report, size[1])
    print(f"smoke ok: {len(opened)} screens ({', '.join(opened)})")
    return 0


def summary(rows: list[dict], report: str, height: int) -> None:
    """The text report's figures: texts, how many were found on screen, and what fails, by kind."""
    from . import textreport
    least = textreport.floor(height)
    boxed = sum(1 for r in rows if r.get("box"))
    kinds: dict[str, int] = {}
    for row in rows:
        for kind in textreport.failures(row, least):
            kinds[kind] = kinds.get(kind, 0) + 1
    bad = textreport.problems(rows, height)
    said = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items())) or "none"
    print(f"text report: {len(rows)} texts on {len({r['screen'] for r in rows})} screens, {boxed} found on "
          f"screen ({100 * boxed // max(1, len(rows))}%), floor {least} px; {len(bad)} failing ({said}) -> {report}")


def expect(app, kind: type, opened: list[str], label: str | None = None) -> None:
    top = app.top
    if not isinstance(top, kind):
        raise AssertionError(f"expected {kind.__name__} on top, found {type(top).__name__}")
    opened.append(label or kind.__name__)


def script(app, opened: list[str]) -> None:
    from game.core import SeatInfo, Table, registry
    from . import textreport
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
    d.click(title.buttons[2].rect.center)
    expect(app, SettingsScreen, opened)
    d.click(inside_right(next(c for _l, key, c in app.top.rows if key == "anim_speed").rect))
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
    size0 = app.size
    with textreport.paused():                    # the report is about the requested size only
        d.resize(1024, 640)
        d.frames(40)
        buttons = getattr(host.board, "buttons", [])
        if buttons:
            d.click(buttons[0].rect.center)
            d.frames(60)
        d.frames(1, [pygame.event.Event(pygame.WINDOWFOCUSLOST)])
        d.key(pygame.K_z, pygame.KMOD_CTRL)
        d.resize(*size0 if size0 != (1024, 640) else (1280, 720))
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
    watch_a_save(app, d, opened)


def watch_a_save(app, d, opened: list[str]) -> None:
    """Title -> Load (the game above and its saved copy) -> the replay viewer, a few moves each way."""
    from .replay import ReplayScene
    from .screens.load import LoadScreen
    d.click(app.top.load_button.rect.center)
    expect(app, LoadScreen, opened)
    load = app.top
    if len(load.entries) < 2:
        raise AssertionError(f"the Load screen lists {len(load.entries)} saves, expected the game and its copy")
    d.click(load.buttons[1].rect.center)           # Watch
    expect(app, ReplayScene, opened)
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_END, pygame.K_LEFT, pygame.K_HOME):
        d.key(key)
        d.frames(10)
    d.key(pygame.K_ESCAPE)
    expect(app, LoadScreen, opened, "LoadScreen(back)")


def every_board(app, opened: list[str]) -> None:
    """Each game of TABLES from the first move to its results, seat 0 a human played by a seeded bot."""
    from game.core import registry
    ids = {g.id for g in registry.games()}
    for game_id, options, players in TABLES:
        if game_id in ids:
            play_table(app, game_id, options, players, opened)


def board_rows(table: tuple, size, scale: float, measured: bool = False) -> list[dict]:
    """The text report's rows of one smoke table (game, options, players) played to its end at a window size and
    text size, on its board's screens only (the results are the shell's); measured: found on the frames
    (textframe: boxes, contrast, overlaps)."""
    from . import textframe, textreport
    from .app import App
    from .settings import Settings
    game, options, players = table
    app = App(size, settings=Settings(text_scale=scale), sync_bots=True)
    textframe.start() if measured else textreport.start()
    try:
        play_table(app, game, options, players, [])
    finally:
        rows = textframe.stop() if measured else textreport.stop()
        app.stack.clear()
    return [r for r in rows if r["screen"].split()[0] == game and not r["screen"].endswith("results")]


def play_table(app, game_id: str, options: dict, players: int, opened: list[str], seed: int = 3,
               shots: str | None = None) -> None:
    """One game: bots decide for the human seat too, but only after WAIT frames of its moment on screen,
    with the pointer wandering over the board (hover zooms and tooltips are drawn), Wait! claimed
    on every other reaction window and the others let pass. Frames only, never the clock."""
    from game.core import SeatWindow, make_bot
    from .driver import Driver, motion, start_host
    from .host import HostScene
    from .screens.results import Results
    d = Driver(app, dt=1 / 30)               # double steps and the fastest animations: a quick run,
    app.settings.anim_speed = 4.0             # yet every moment still drawn several times
    host = start_host(app, game_id, ["human"] + ["easy"] * (players - 1), options, seed, 0)
    helper = make_bot(host.spec, "easy", 0, seed)
    rng = random.Random(seed)
    waited, claims, seen, shot = 0, 0, set(), set()
    for i in range(60000):
        if os.environ.get("SMOKE_DEBUG") and i % 2000 == 0:
            print(i, host.report_name(), host.table.match.to_move(), host.board.busy(), bool(host.actions()),
                  type(app.top).__name__, len(host.table.record.actions), flush=True)
        top = app.top
        if isinstance(top, Results):
            break
        if not isinstance(top, HostScene):        # a scene between the board and the results (fortunes)
            d.frames(90)
            if app.top is top and getattr(top, "button", None) is not None:
                d.click(top.button.rect.center)
            continue
        seen.add(host.report_name())
        window = host.reaction
        if window is not None and not window.finished:
            waited += 1
            if waited > WAIT:     # Wait! on every other window, Let it pass on the rest (the strip waits for us)
                claim = claims % 2 == 0 and window.buttons
                d.click((window.buttons[0] if claim else window.let_pass).rect.center)
            else:
                d.frames(1)
            if window.finished:
                claims, waited = claims + 1, 0
            continue
        acts = host.actions()
        if acts and not host.board.busy():
            waited += 1
            r = host.board.rect
            point = (r.x + rng.randrange(max(1, r.w)), r.y + rng.randrange(max(1, r.h)))
            d.frames(1, [motion(point)])
            if waited > WAIT:
                if shots and host.report_name() not in shot:
                    shot.add(host.report_name())
                    app.screenshot(os.path.join(shots, host.report_name().replace(" ", "_") + ".png"))
                match = host.table.match
                host.submit(host.seat, helper.decide(SeatWindow(match.clone(), host.seat)))
                waited = 0
            continue
        waited = waited + 1 if host.table.match.over else 0
        finale = getattr(host.board, "finale_button", None)     # a closing panel that waits for a click
        if waited > 150 and finale is not None and finale.rect.w:
            d.click(finale.rect.center)
            continue
        quiet_frame(app, d.dt)
    if not isinstance(app.top, Results):
        raise AssertionError(f"{game_id} {options} did not reach its results")
    for _ in range(3):
        d.frames(20)
    if shots:
        app.screenshot(os.path.join(shots, f"{game_id}_results.png"))
    opened.append(f"Board({game_id}: {', '.join(sorted(seen))})")
    opened.append(f"Results({game_id})")


def quiet_frame(app, dt: float) -> None:
    """A frame while bots play and animations run: updated every time, drawn every other frame."""
    if app.frame % 2:
        app.step([], dt)
        return
    if app.stack:
        app.stack[-1].update(dt)
    app.toasts.update(dt)
    app.frame += 1
