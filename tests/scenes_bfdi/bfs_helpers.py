"""Helpers for the BFDI screen tests: a headless app, a host on a BFDI table, clicks and drags."""
from __future__ import annotations

from game.core import SeatInfo, Table
from scenes.driver import down, human_ready, motion, up  # noqa: F401  (human_ready: the tests import it from here)

DT = 1 / 60


def make_app(size=(1280, 720), speed: float = 1.0):
    from scenes.app import App
    from scenes.settings import Settings
    settings = Settings()
    settings.anim_speed = speed
    return App(size, settings=settings, sync_bots=True)


def start(app, controllers=("human", "normal"), seed: int = 1, first: int | None = 0, **options):
    """A HostScene for BFDI on the app's stack (no autosave)."""
    from scenes.host import HostScene
    seats = [SeatInfo(f"P{i + 1}", c, i) for i, c in enumerate(controllers)]
    table = Table.new("bfdi", seats, options, seed, first)
    host = HostScene(app, table)
    app.reset(host) if app.stack else app.push(host)
    return host


def step(app, events=(), n: int = 1) -> None:
    app.step(list(events), DT)
    for _ in range(n - 1):
        app.step([], DT)


def until(app, predicate, limit: int = 6000) -> bool:
    for _ in range(limit):
        if predicate():
            return True
        app.step([], DT)
    return predicate()


def settle(app, board, limit: int = 4000) -> bool:
    return until(app, lambda: not board.busy(), limit)


def click(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    step(app, [motion(pos), down(pos), up(pos)])


def drag(app, start_pos, end_pos, frames: int = 8) -> None:
    a = (int(start_pos[0]), int(start_pos[1]))
    b = (int(end_pos[0]), int(end_pos[1]))
    step(app, [motion(a), down(a)])
    for i in range(1, frames + 1):
        p = (a[0] + (b[0] - a[0]) * i // frames, a[1] + (b[1] - a[1]) * i // frames)
        step(app, [motion(p, buttons=(1, 0, 0))])
    step(app, [up(b)])


def char_px(board, cid: int) -> tuple[int, int]:
    x, y, _ = board.fig_px(cid)
    return int(x), int(y)


def card_px(board, sid: int) -> tuple[int, int]:
    card = next(c for c in board.hand_table.cards if c.payload == sid)
    return card.rect.center


def start_at(app, doc, controllers=("human", "normal", "normal")):
    """A HostScene on a table that starts from a position (a `to_position()` document, edited)."""
    from scenes.host import HostScene
    seats = [SeatInfo(f"P{i + 1}", c, i) for i, c in enumerate(controllers)]
    host = HostScene(app, Table.from_position(doc, seats))
    app.reset(host) if app.stack else app.push(host)
    return host
