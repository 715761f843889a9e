"""Dream Catcher's art at the layout's size, made before the board is first shown (the board's prepare(), run
by the host behind the app's cover a job at a time): the sky a stage per job, the panels' shadows, the
players' clouds, each toy tile, the Nightmare card, the deck and the Pillow-Bag. The texts and whatever else
the first frame needs are then made by the host's sliced trial drawing (scenes/prepare.py), so the first
frames of play miss no cache."""
from __future__ import annotations

from game.dreamcatcher.data import TOY_BY_ID

from .. import theme
from . import art_table as A
from . import art_toys as T
from .paint import _sky


def jobs(board):
    lay = board.lay
    if lay is None:
        return
    u, v = board.u, board.view
    yield from _sky.steps(lay.sky.size, int(u * 2.5))
    window = board.host.size
    panels = [(lay.sky, int(u * 2.5)), (lay.prompt, int(u * 1.6))]
    if v["mode"] == "coop":
        panels.append((lay.column, int(u * 2)))
    for rect, radius in panels:
        theme.panel_shadow(window, rect, radius)
        yield
    if v["mode"] != "coop":
        for seat, (_label, cloud) in enumerate(lay.boards):
            colour = board.host.colour(seat)
            A.cloud_picture(cloud.size, seat, None if colour is None else tuple(colour))
            yield
    for tile in board.draw_order():
        toy = TOY_BY_ID[tile]
        owner = board.owner.get(tile)
        T.toy_tile(toy.kind, toy.stars, lay.length(toy.radius), board.host.colour(owner) if owner is not None else None)
        yield
    if board.card is not None:
        A.card_face(board.card, lay.card.w)
        yield
    A.card_back(lay.deck.w, v["level"] if v["mode"] == "coop" else 0)
    if v["mode"] != "coop":
        A.pillow_bag(lay.bag.w)
    yield
