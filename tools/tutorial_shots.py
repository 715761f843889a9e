"""Play a lesson through with autoplay and save a screenshot of every step as it is about to be acted.

    python tools/tutorial_shots.py GAME OUTDIR [WxH]
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main(game: str, out: str, size: str = "1280x720") -> int:
    import pygame

    from scenes.app import App
    from scenes.driver import DT
    from scenes.screens.title import Title
    from scenes.tutorial import Autoplay, open_tutorial
    w, h = (int(v) for v in size.split("x"))
    Path(out).mkdir(parents=True, exist_ok=True)
    app = App((w, h))
    app.push(Title(app))
    host = open_tutorial(app, game, resume=False, keep=False)
    auto = host.autoplay = Autoplay(host)
    shot = -1
    for _ in range(40000):
        if auto.finished:
            break
        app.step(pygame.event.get(), DT)
        if auto.tries == 1 and auto.waited == 0 and host.index != shot and not auto.frames[:0]:
            shot = host.index
            app.screenshot(str(Path(out) / f"{game}-{shot + 1:02d}.png"))
    app.step([], DT)
    app.screenshot(str(Path(out) / f"{game}-{host.index + 1:02d}.png"))
    print("done" if auto.done else auto.error)
    return 0 if auto.done else 1


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
