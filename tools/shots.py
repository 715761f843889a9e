"""Save a PNG of every shell screen (not the game boards) at a window size and Text size, headless:

    python tools/shots.py [OUT_DIR] [--size 1920x1080] [--text-scale 1.5] [--only NAME,NAME]

Title, setup (six seats), settings, load (a long list), loading, dialog, curtain, host side panel with a
reaction strip, pause, rules, toasts, results (with a chart and with facts), the replay viewer and a lesson
(issue 23's Text size: look at every screen at every scale). The same scenes serve
tests/scenes/test_text_size.py through `screens()`.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main(argv: list[str]) -> None:
    os.environ["GAMESHELF_HOME"] = tempfile.mkdtemp(prefix="gameshelf-shots-")
    out = Path(argv[0]) if argv and not argv[0].startswith("--") else Path("/tmp/shots")
    size = (1920, 1080)
    scale = 1.0
    only = None
    if "--size" in argv:
        size = tuple(int(v) for v in argv[argv.index("--size") + 1].split("x"))
    if "--text-scale" in argv:
        scale = float(argv[argv.index("--text-scale") + 1])
    if "--only" in argv:
        only = set(argv[argv.index("--only") + 1].split(","))
    out.mkdir(parents=True, exist_ok=True)

    import pygame
    from scenes.app import App
    from scenes.settings import Settings
    app = App(size, settings=Settings(text_scale=scale), sync_bots=True)
    for name, open_ in screens():
        if only and name not in only:
            continue
        open_(app)
        path = out / f"{name}.png"
        pygame.image.save(app.screen, str(path))
        print(path)


def screens():
    """(name, open(app)) for each shell screen: open() leaves the app showing it, drawn."""
    import pygame
    from game.core import SeatInfo, Table, paths, registry
    from scenes.driver import Driver, start_host
    from scenes.screens.loading import Loading
    from scenes.widgets.dialog import Dialog

    def settle(app, frames: int = 40):
        Driver(app).frames(frames)

    def title(app):
        from scenes.screens.title import Title
        _saves(4)
        app.reset(Title(app))
        app.top.enter()
        settle(app)

    def setup(game: str, seats: int, tab: int = 0):
        def open_(app):
            title(app)
            app.go.setup(registry.get(game))
            s = app.top
            while len(s.rows) < seats and s.can_add():
                s.add()
            s.rows[-1].name.value = "Bartholomew"
            if tab:
                s.show_tab(tab)         # the game's choices (a tab of their own when both cards cannot fit)
            settle(app)
        return open_

    def settings(app):
        title(app)
        app.go.settings()
        settle(app)

    def load(app):
        _saves(14)
        title(app)
        app.go.saves()
        settle(app)

    def loading(app):
        from game.core.table import Loader
        title(app)
        entry = _saves(1)[0]
        app.push(Loading(app, Loader(entry, autosave=entry), entry, "Cannot continue", lambda t: None))
        app.draw(app.screen)

    def dialog(app):
        title(app)
        app.push(Dialog(app, "Cannot continue", "This save file is cut short (truncated); it cannot be resumed. "
                                                "The file was left as it is.", (("Delete", None), ("Keep it", None))))
        settle(app, 5)

    def host(app):
        from scenes.host import HostScene
        names = ["Ana", "Ben", "Cleo", "Bartholomew", "Eli", "Fay"]
        kinds = ["human", "normal", "hard", "easy", "normal", "human"]
        seats = [SeatInfo(n, k, i) for i, (n, k) in enumerate(zip(names, kinds))]
        h = app.reset(HostScene(app, Table.new("bfdi", seats, {"mode": "advanced"}, 3, 0)))
        app.settings.hints = True
        Driver(app).until(lambda: h.actions() and not h.board.busy(), 3000)
        from scenes.widgets.curtain import Curtain
        while isinstance(app.top, Curtain):
            app.top.frames = 99
            app.top.ready()
        settle(app, 10)
        return h

    def curtain(app):
        from scenes.widgets.curtain import Curtain
        h = host(app)
        app.push(Curtain(app, "Bartholomew", h.colour(0), None, False, ("Cleopatra", lambda: None), h.open_menu))
        settle(app, 30)

    def reaction(app):
        h = host(app)
        app.toast("Hint for Ana: play the Golf Ball now; its ability saves a Star next Challenge.", "info", 30)
        settle(app, 30)
        h._open_reaction([h.humans[0]])       # drawn at once: the host closes a strip nobody needs next frame
        app.draw(app.screen)

    def pause(app):
        h = host(app)
        app.go.pause(h)
        settle(app)

    def rules(app):
        h = host(app)
        app.go.rules(h.spec)
        settle(app)

    def results(game: str, options: dict, players: int):
        def open_(app):
            from scenes.screens.results import Results
            seats = [SeatInfo(n, "easy", i) for i, n in enumerate(["Ana", "Bartholomew", "Cleo", "Dev"][:players])]
            app.reset(Results(app, _finished(game, options, seats)))
            settle(app, 30)
        return open_

    def replay(app):
        from scenes.replay import ReplayScene
        title(app)
        entry = _saves(1)[0]
        app.push(ReplayScene.from_path(app, entry))
        settle(app, 30)

    def lesson(app):
        title(app)
        app.go.lesson(registry.games()[0].id)
        settle(app, 60)

    return [("title", title), ("setup-bfdi", setup("bfdi", 6)), ("setup-dreamcatcher", setup("dreamcatcher", 4)),
            ("setup-dreamcatcher-game", setup("dreamcatcher", 4, 1)),
            ("setup-dodos", setup("dodos", 6)), ("settings", settings), ("load", load), ("loading", loading),
            ("dialog", dialog), ("host", host), ("curtain", curtain), ("reaction", reaction), ("pause", pause),
            ("rules", rules), ("results-bfdi", results("bfdi", {"mode": "basic"}, 4)),
            ("results-dreamcatcher", results("dreamcatcher", {"mode": "basic"}, 3)),
            ("results-dodos", results("dodos", {}, 3)), ("replay", replay), ("lesson", lesson)]


def _saves(count: int) -> list:
    """At least count autosaves of short bot games in the data folder; their paths."""
    from game.core import SeatInfo, Table, paths
    have = sorted(paths.autosaves_dir().glob("*.json"))
    games = ("bfdi", "dodos", "dreaddraw", "dreamcatcher")
    made = list(have)
    while len(made) < count:
        i = len(made)
        game = games[i % len(games)]
        seats = [SeatInfo(n, "easy", k) for k, n in enumerate(["Ana", "Bartholomew", "Cleo"])]
        table = Table.new(game, seats, {}, 100 + i, autosave=paths.new_autosave_path(game))
        for _ in range(4):
            movers = table.match.to_move()
            if not movers or table.match.over:
                break
            table.act(movers[0], table.match.legal_actions(movers[0])[0])
        table.save()
        table.close()
        made.append(table.autosave)
    return made


def _finished(game: str, options: dict, seats) -> object:
    from game.core import Table, make_bot
    table = Table.new(game, seats, options, 5)
    bots = {s: make_bot(table.spec, "easy", s, 5 + s) for s in range(len(seats))}
    from game.core import SeatWindow
    for _ in range(5000):
        m = table.match
        if m.over:
            break
        s = m.to_move()[0]
        table.act(s, bots[s].decide(SeatWindow(m.clone(), s)))
    return table


if __name__ == "__main__":
    main(sys.argv[1:])
