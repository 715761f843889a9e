"""Save a PNG of every screen, headless: python tools/screens.py [OUT_DIR] [--size WxH]

Uses the test game (Pebbles) while the shelf has no games of its own.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["GAMESHELF_HOME"] = tempfile.mkdtemp(prefix="gameshelf-screens-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main(argv: list[str]) -> None:
    out = Path(argv[0]) if argv and not argv[0].startswith("--") else Path("/tmp/screens")
    size = (1920, 1080)
    if "--size" in argv:
        size = tuple(int(v) for v in argv[argv.index("--size") + 1].split("x"))
    out.mkdir(parents=True, exist_ok=True)

    import pygame
    from game.core import SeatInfo, Table, paths, registry
    from scenes import devgames
    from scenes.app import App
    from scenes.driver import Driver
    from scenes.host import HostScene
    from scenes.screens.pause import PauseMenu
    from scenes.screens.results import Results
    from scenes.screens.rules import RulesScreen
    from scenes.screens.settings_screen import SettingsScreen
    from scenes.screens.setup import Setup
    from scenes.screens.title import Title
    from scenes.settings import Settings
    from scenes.widgets.curtain import Curtain
    from scenes.widgets.dialog import Dialog

    devgames.ensure_games()
    app = App(size, settings=Settings(), sync_bots=True)
    d = Driver(app)
    spec = registry.games()[0]

    def shot(name: str, frames: int = 20) -> None:
        d.frames(frames)
        pygame.image.save(app.screen, str(out / f"{name}.png"))
        print(out / f"{name}.png")

    title = app.push(Title(app))
    d.frames(2, [pygame.event.Event(pygame.MOUSEMOTION, pos=title.boxes[0].center, rel=(0, 0), buttons=(0, 0, 0))])
    shot("01-title")
    app.push(SettingsScreen(app))
    shot("02-settings")
    app.pop()
    app.push(Setup(app, spec))
    app.top.add()
    shot("03-setup")
    seats = [SeatInfo("Ana", "human", 0), SeatInfo("Ben", "normal", 1), SeatInfo("Cleo", "hard", 2)]
    table = Table.new(spec.id, seats, {}, 11, autosave=paths.new_autosave_path(spec.id))
    host = app.reset(HostScene(app, table))
    d.until(lambda: host.actions(), 2000)
    if host.actions():
        host.submit(host.seat, host.actions()[0])
    d.until(lambda: host.actions() and not host.board.busy(), 2000)
    shot("04-host", 2)
    app.push(PauseMenu(app, host))
    shot("05-pause")
    app.push(RulesScreen(app, spec))
    shot("06-rules")
    app.pop()
    app.pop()
    app.push(Curtain(app, "Ben", host.colour(1), symbol=host.symbol(1)))
    shot("07-curtain")
    app.pop()
    host._open_reaction([0])
    app.draw(app.screen)
    pygame.image.save(app.screen, str(out / "08-reaction.png"))
    print(out / "08-reaction.png")
    host.reaction = None
    app.push(Dialog(app, "Cannot continue", "This save file is cut short (truncated); it cannot be resumed. "
                                           "The file was left as it is."))
    shot("09-dialog")
    app.pop()
    bots = [SeatInfo(n, "easy", i) for i, n in enumerate(["Ana", "Ben", "Cleo"])]
    app.reset(HostScene(app, Table.new(spec.id, bots, {}, 5)))
    d.until(lambda: isinstance(app.top, Results), 20000)
    shot("10-results", 30)
    app.toast("Saved as pebbles-20250101.json", "ok")
    shot("11-toast", 30)


if __name__ == "__main__":
    main(sys.argv[1:])
