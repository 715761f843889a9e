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
    p.add_argument("--tutorial", metavar="GAME", help="open GAME's interactive tutorial (lesson)")
    p.add_argument("--autoplay", action="store_true",
                   help="with --tutorial: play the lesson through its input, exit 0 at its last step")
    p.add_argument("--size", type=_size, default=None, metavar="WxH", help="window size, e.g. 1280x720")
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
    from game.core import registry
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
    if args.tutorial:
        from .tutorial import available, run_cli
        if not available(args.tutorial):
            parser.error(f"no tutorial for '{args.tutorial}'")
        return run_cli(args)
    if args.smoke:
        from .smoke import run_smoke
        return run_smoke(args.size or (1280, 720), args.text_report)
    return run_app(args)


def run_app(args) -> int:
    from .app import App
    from .screens.title import Title
    app = App(args.size)
    app.push(Title(app))
    if args.demo:
        start_demo(app, args.demo, args.players, args.seed)
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

    from .host import HostScene
    from .screens.setup import NAMES
    spec = registry.get(game_id)
    n = players or spec.players_for({})[0]
    seats = [SeatInfo(f"{NAMES[i % len(NAMES)]} (bot)", "normal", i) for i in range(n)]
    table = Table.new(game_id, seats, {}, seed if seed is not None else random.randrange(2 ** 31))
    app.push(HostScene(app, table))


if __name__ == "__main__":
    sys.exit(main())
