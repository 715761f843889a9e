"""Synthetic input for headless runs (the smoke harness, tests, tools/screens.py)."""
from __future__ import annotations

import pygame


def motion(pos, rel=(0, 0), buttons=(0, 0, 0)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons)


def down(pos, button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def key(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def text(chars: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=chars)


def click_events(pos) -> list[pygame.event.Event]:
    return [motion(pos), down(pos), up(pos)]


def drag_events(start, end, steps: int = 6) -> list[pygame.event.Event]:
    events = [motion(start), down(start)]
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        events.append(motion(p, buttons=(1, 0, 0)))
    return events + [up(end)]


class Driver:
    """Feeds events to an app one frame at a time."""

    def __init__(self, app, dt: float = 1 / 60) -> None:
        self.app = app
        self.dt = dt

    def frames(self, n: int = 1, events=()) -> None:
        self.app.step(list(events), self.dt)
        for _ in range(n - 1):
            self.app.step([], self.dt)

    def click(self, pos) -> None:
        self.frames(1, click_events(tuple(int(v) for v in pos)))

    def key(self, k: int, mod: int = 0) -> None:
        self.frames(1, [key(k, mod)])

    def type(self, chars: str) -> None:
        self.frames(1, [text(chars)])

    def resize(self, w: int, h: int) -> None:
        self.frames(1, [pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))])

    def until(self, predicate, limit: int = 3000) -> bool:
        for _ in range(limit):
            if predicate():
                return True
            self.app.step([], self.dt)
        return predicate()


def inside_right(rect) -> tuple[int, int]:
    """A point just inside the right end of a rect (its own midright lies outside it)."""
    return rect.right - max(2, rect.h // 3), rect.centery


def inside_left(rect) -> tuple[int, int]:
    return rect.x + max(2, rect.h // 3), rect.centery


# ---- helpers for headless drives of a whole game (tests, benchmarks, tools) --------------------
DT = 1 / 60


def step(app, events=(), n: int = 1) -> None:
    """n frames, the events in the first."""
    app.step(list(events), DT)
    for _ in range(n - 1):
        app.step([], DT)


def until(app, predicate, limit: int = 4000) -> bool:
    """Frames until predicate() holds (at most limit); whether it does."""
    for _ in range(limit):
        if predicate():
            return True
        app.step([], DT)
    return predicate()


def human_ready(app, host, seat: int = 0, limit: int = 8000) -> bool:
    """Frames until the seat at the screen has actions and the board is still (curtains lifted)."""
    from .widgets.curtain import Curtain

    def ready() -> bool:
        if isinstance(app.top, Curtain):
            app.top.ready()
        return host.seat == seat and bool(host.actions()) and not host.board.busy()
    return until(app, ready, limit)


def settle(app, board, limit: int = 3000) -> bool:
    """Frames until the board stops animating."""
    return until(app, lambda: not board.busy(), limit)


def start_host(app, game_id: str, controllers, options: dict, seed: int = 1, first: int | None = 0,
               over: bool = False):
    """A HostScene for a new table on the app's stack (no autosave); over=True keeps the scenes below."""
    from game.core import SeatInfo, Table
    from .host import HostScene
    seats = [SeatInfo(f"P{i + 1}", c, i) for i, c in enumerate(controllers)]
    host = HostScene(app, Table.new(game_id, seats, dict(options), seed, first))
    app.push(host) if over or not app.stack else app.reset(host)
    return host

