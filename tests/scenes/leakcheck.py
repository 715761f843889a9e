"""The pixel-for-pixel leak check: drive a seeded all-human hot-seat game headless and, at settled moments,
render the screen from the real match and from a determinized one (hidden information resampled as far
as the seat at the screen can tell). Identical images mean the screen shows nothing that seat may not
know; any difference is a leak.

The determinized match is swapped into the Table under the live host: the host and board re-read the
view and re-sync their model from it, so the second image is what the screen would show had the hidden
cards been any others. The first image is rendered after the same re-sync from the real view, so both
differ only by what the view gives away (plus anything the board draws from the match directly).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

import pygame

from game.core import SeatInfo, Table
from scenes.board import AnimatedBoard
from scenes.driver import DT, motion


@dataclass
class Moment:
    label: str           # what was on screen: "curtain", "reaction", "turn", "end"
    step: int            # actions applied so far
    seat: int | None     # the seat at the screen
    size: tuple[int, int]
    diff: pygame.Rect | None = None


@dataclass
class Report:
    moments: list[Moment] = field(default_factory=list)

    @property
    def leaks(self) -> list[Moment]:
        return [m for m in self.moments if m.diff is not None]

    def kinds(self) -> set[str]:
        return {m.label for m in self.moments}


def make_app(size, speed: float = 12.0):
    """A headless app whose frames update without drawing (only the compared moments are drawn)."""
    from scenes.app import App
    from scenes.settings import Settings
    settings = Settings()
    settings.anim_speed = speed
    app = App(size, settings=settings, sync_bots=True)
    app.draw = lambda surface: None
    return app


def start(app, game_id: str, humans: int, options: dict, seed: int):
    from scenes.host import HostScene
    seats = [SeatInfo(name, "human", i) for i, name in enumerate(["Ana", "Ben", "Cleo", "Dev"][:humans])]
    host = HostScene(app, Table.new(game_id, seats, dict(options), seed, 0))
    app.reset(host) if app.stack else app.push(host)
    return host


def _resync(host) -> None:
    host.changed()
    board = host.board
    if isinstance(board, AnimatedBoard):
        board.drop_animations()
        board.sync()
        board.refresh_controls()


def _picture(app) -> pygame.Surface:
    surface = pygame.Surface(app.size)
    type(app).draw(app, surface)        # the app's own draw (frames in between skip drawing, for speed)
    return surface


def _differ(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect | None:
    if pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"):
        return None
    mask = pygame.mask.from_threshold(a, (0, 0, 0), (1, 1, 1, 255), b, 1)   # pixels that match b ...
    mask.invert()                                                           # ... inverted: those that differ
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 1, 1)


def compare(app, host, rng: random.Random, other: int | None, save: str | None = None,
            looker: int | None = None) -> pygame.Rect | None:
    """Render from the real match and from a determinized one; the bounding box of the differing pixels.
    The determinization keeps what `looker` knows (default: the seat at the screen, or `other` when
    nobody sits there): a reaction's seats look at the screen too, so the screen must hide from them
    what the seat at the screen holds."""
    table = host.table
    real = table.match
    seat = looker if looker is not None else host.seat if host.seat is not None else other
    _resync(host)
    first = _picture(app)
    table.match = real.determinize(seat, rng)
    try:
        _resync(host)
        second = _picture(app)
    finally:
        table.match = real
        _resync(host)
    diff = _differ(first, second)
    if diff is not None and save:
        pygame.image.save(first, save + "-real.png")
        pygame.image.save(second, save + "-determinized.png")
    return diff


def drive(game_id: str, humans: int, options: dict, seed: int, size, moments: int = 24, limit: int = 400,
          save: str | None = None) -> Report:
    """Play a whole game (or `limit` actions) with random choices; compare at about `moments` moments."""
    pygame.init()
    app = make_app(size)
    host = start(app, game_id, humans, options, seed)
    rng = random.Random(seed)               # the game's choices: the same game at every size
    look = random.Random(seed + 1)          # which moments, where the pointer rests, the resampling
    report = Report()
    seen_at_screen = 0
    chance = min(1.0, moments * 1.2 / limit)
    from scenes.widgets.curtain import Curtain

    def moment(label: str, looker: int | None = None) -> None:
        nonlocal chance
        first = label not in report.kinds()
        if label != "end" and (len(report.moments) >= moments or (not first and look.random() > chance)):
            return
        x, y = int(look.random() * app.size[0]), int(look.random() * app.size[1])
        app.step([motion((x, y))], DT)            # hover somewhere: the card reader and zoom must obey too
        other = next(s for s in range(humans) if s != seen_at_screen)
        m = Moment(label, len(host.table.record.actions), host.seat, app.size)
        name = f"{save}-{len(report.moments):02d}-{label}" if save else None
        m.diff = compare(app, host, random.Random(look.random()), other, name, looker)
        report.moments.append(m)

    for _ in range(limit * 40):
        top = app.top
        if isinstance(top, Curtain):
            for _ in range(30):
                app.step([], DT)
            moment("curtain")
            top.ready()
            continue
        if top is not host:
            moment("end")
            break
        match = host.table.match
        if match.over:                          # the end: let the last moves land (a finale may wait)
            for _ in range(600):
                if not host.board.busy() or app.top is not host:
                    break
                app.step([], DT)
            moment("end")                       # the host, or the game's own end screen over it
            break
        if host.board.busy():
            app.step([], DT)
            continue
        if host.seat is not None:
            seen_at_screen = host.seat
        if len(host.table.record.actions) >= limit:
            break
        reaction = host.reaction
        if reaction is not None and not reaction.finished:
            others = [s for s in reaction.seats if s != host.seat]
            moment("reaction", look.choice(others) if others else None)
            choices = reaction.buttons + [reaction.let_pass]
            rng.choice(choices).fire()
            app.step([], DT)
            continue
        acts = host.actions()
        if acts:
            label = "peek" if any(a.kind == "peek" for a in acts) else "turn"
            moment(label)
            agree = [a for a in acts if a.kind == "agree"]      # co-op talks end: agree most of the time
            host.submit(host.seat, agree[0] if agree and rng.random() < 0.8 else rng.choice(acts))
        app.step([], DT)
    print("END", app.top, host.table.match.to_move(), host.seat, host.actions()[:3], host.board.busy(), len(host.table.record.actions), host.reaction) if __import__("os").environ.get("LEAKDBG") else None
    return report
