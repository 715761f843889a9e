"""Helpers for the Dodos screen tests."""
from __future__ import annotations


def make_app(size=(1280, 720), speed: float = 2.0):
    from scenes.app import App
    from scenes.settings import Settings
    settings = Settings()
    settings.anim_speed = speed
    return App(size, settings=settings, sync_bots=True)


def kinds(host) -> list[str]:
    return [a.kind for _s, a in host.table.record.actions]


def last(host):
    return host.table.record.actions[-1]


def to_choose(app, host):
    """Past the Dodino pick to the person's first card: the board, settled."""
    from scenes.dodos import drive as D
    board = host.board
    D.until(app, lambda: D.ready(host))
    D.click(app, board.pick_rects[0][1].center)
    assert D.until(app, lambda: D.ready(host) and board.my_kind() == "play")
    D.step(app, n=30)
    return board
