"""`python -m scenes` / `gameshelf`: the app, plus the headless harness flags of the command contract."""
from __future__ import annotations

import argparse
import os
import sys
from typing import Sequence


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a size like 1280x720") from None
    if w < 320 or h < 240 or w > 10000 or h > 10000:
        raise argparse.ArgumentTypeError(f"size {text} is out of range (320x240 to 10000x10000)")
    return w, h


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} must be 1 or more")
    return value


def _text_scale(text: str) -> float:
    from .access import TEXT_SCALES
    try:
        value = float(text.rstrip("%")) / (100 if text.endswith("%") else 1)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a text size like 1.5 or 150%") from None
    if value not in TEXT_SCALES:
        raise argparse.ArgumentTypeError(f"text size {text} is not one of 1, 1.25, 1.5, 2")
    return value


def _unwritable(path: str) -> str | None:
    """Why a screenshot cannot be written there (checked before the window opens), or None."""
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        return f"cannot save the screenshot: the folder {folder} does not exist"
    if not os.access(folder, os.W_OK):
        return f"cannot save the screenshot: the folder {folder} is not writable"
    if os.path.isdir(path):
        return f"cannot save the screenshot: {path} is a folder"
    return None


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="gameshelf", description="Game Shelf: tabletop games for one screen.")
    p.add_argument("--demo", metavar="GAME", help="all seats Normal bots, straight into GAME")
    p.add_argument("--seed", type=int, default=None, help="seed for --demo (default: random)")
    p.add_argument("--players", type=_positive, default=None, help="number of seats for --demo")
    p.add_argument("--screenshot", metavar="PATH", help="run --frames frames headless, save a PNG, exit")
    p.add_argument("--frames", type=_positive, default=60, help="frames before the screenshot (default 60)")
    p.add_argument("--smoke", action="store_true", help="open every screen headless with scripted input")
    p.add_argument("--text-report", metavar="PATH", help="with --smoke: every text drawn, as JSON rows")
    p.add_argument("--text-scale", type=_text_scale, default=None, metavar="S",
                   help="the Text size setting for this run: 1, 1.25, 1.5 or 2 (or 150%%); not saved")
    p.add_argument("--tutorial", metavar="GAME", help="open GAME's interactive tutorial (lesson)")
    p.add_argument("--autoplay", action="store_true",
                   help="with --tutorial: play the lesson through its input, exit 0 at its last step")
    p.add_argument("--size", type=_size, default=None, metavar="WxH", help="window size, e.g. 1280x720")
    p.add_argument("--position", metavar="FILE",
                   help="open on a position (JSON from `python -m game position`), hot-seat with the seats it names")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    headless_run = args.smoke or args.screenshot or args.autoplay
    if headless_run and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.screenshot:
        problem = _unwritable(args.screenshot)
        if problem:
            parser.error(problem)
    from . import devgames
    from game.core import SaveError, registry
    if args.demo or args.smoke or args.screenshot:
        devgames.ensure_games(args.demo)
    if args.demo:
        ids = [g.id for g in registry.games()]
        if args.demo not in ids:
            parser.error(f"no game called '{args.demo}' (games: {', '.join(ids) or 'none'})")
        spec = registry.get(args.demo)
        low, high = spec.players_for({})
        if args.players is not None and not low <= args.players <= high:
            parser.error(f"{spec.title} takes {low} to {high} players, not {args.players}")
    if args.autoplay and not args.tutorial:
        parser.error("--autoplay plays a lesson: give --tutorial GAME too")
    if args.position and (args.demo or args.tutorial or args.smoke):
        parser.error("--position opens the app on a position: not with --demo, --tutorial or --smoke")
    if args.tutorial:
        from .shelf import has_tutorial
        if not has_tutorial(args.tutorial):
            parser.error(f"no tutorial for '{args.tutorial}'")
        return run_tutorial(args)
    if args.smoke:
        from .smoke import run_smoke
        return run_smoke(args.size or (1280, 720), args.text_report, args.text_scale or 1.0)
    table = None
    if args.position:
        try:
            table = position_table(args.position, autosave=not args.screenshot)
        except SaveError as exc:       # PositionError too: the file or the document, said in words
            parser.error(str(exc))
    return run_app(args, table)


def run_app(args, table=None) -> int:
    """The app on its title; over it the demo's table, or `table` (a position's)."""
    from .app import App
    app = App(args.size)
    if args.text_scale is not None:           # for this run only: never saved
        app.run_only["text_scale"] = app.settings.text_scale
        app.settings.text_scale = args.text_scale
        app.apply_settings()
    app.go.title()
    if args.demo:
        start_demo(app, args.demo, args.players, args.seed)
    if table is not None:
        app.go.game(table)
    if args.screenshot:
        app.run(frames=args.frames)
        app.screenshot(args.screenshot)
        print(f"saved {args.screenshot} ({app.size[0]}x{app.size[1]}, {args.frames} frames)")
    else:
        app.run()
    import pygame
    pygame.quit()
    return 0


def start_demo(app, game_id: str, players: int | None, seed: int | None) -> None:
    """All seats Normal bots; the demo writes no autosave, so a real game in progress is kept."""
    import random

    from game.core import SeatInfo, Table, registry
    from game.core.table import DEFAULT_NAMES as NAMES      # the setup screen's names
    spec = registry.get(game_id)
    n = players or spec.players_for({})[0]
    seats = [SeatInfo(f"{NAMES[i % len(NAMES)]} (bot)", "normal", i) for i in range(n)]
    table = Table.new(game_id, seats, {}, seed if seed is not None else random.randrange(2 ** 31))
    app.go.game(table)


def position_table(path: str, autosave: bool = True):
    """The table a position file describes, before any window opens: with the seats the position names, else
    people called as on the setup screen (Ana, Ben, ...); autosaved like a game from setup (not for a
    screenshot). A file or document that cannot be used raises a SaveError (a PositionError) saying why."""
    from game.core import SaveError, Table, paths, position, schema

    from . import devgames
    if not os.path.isfile(path):        # never a folder, a FIFO or a device
        where = "is a folder" if os.path.isdir(path) else "does not exist" if not os.path.exists(path) else \
            "is not a regular file"
        raise SaveError(f"No position to open: {path} {where}.")
    try:
        with open(path, "rb") as f:
            raw = f.read(schema.MAX_FILE_BYTES + 1)     # a huge file is refused by parse, never read whole
    except OSError as exc:
        raise SaveError(f"The position at {path} cannot be read ({exc.strerror or exc}).") from None
    doc = position.parse(raw)
    devgames.ensure_games(doc.get("game") if isinstance(doc, dict) else None)   # Pebbles, from a checkout
    spec, _ = position.open_doc(doc)
    return Table.from_position(doc, autosave=paths.new_autosave_path(spec.id) if autosave else None)


def run_tutorial(args) -> int:
    """`--tutorial GAME [--autoplay] [--size WxH] [--screenshot PATH]`: the lesson over the title."""
    import pygame

    from .app import App, headless
    from .tutorial import Autoplay, run_headless
    app = App(args.size)
    if args.text_scale is not None:           # for this run only: never saved
        app.run_only["text_scale"] = app.settings.text_scale
        app.settings.text_scale = args.text_scale
        app.apply_settings()
    app.go.title()
    host = app.go.lesson(args.tutorial, resume=not args.autoplay, keep=not args.autoplay)
    code = 0
    if args.autoplay:
        host.autoplay = Autoplay(host)
        if headless() or args.screenshot:
            run_headless(app)
        else:
            while app.running and app.stack and not host.autoplay.finished:   # a real window: watchable
                app.clock.tick(60)
                app.step(pygame.event.get(), 1 / 60)
                pygame.display.flip()
        auto = host.autoplay
        if auto.done:
            print(f"tutorial {args.tutorial}: reached the last step ({len(host.tut.steps)} steps)")
        else:
            code = 1
            print(f"tutorial {args.tutorial}: {auto.error or 'stopped before the last step'}")
    elif args.screenshot:
        app.run(frames=args.frames)
    else:
        app.run()
    if args.screenshot:
        app.screenshot(args.screenshot)
        print(f"saved {args.screenshot} ({app.size[0]}x{app.size[1]})")
    pygame.quit()
    return code


if __name__ == "__main__":
    sys.exit(main())
