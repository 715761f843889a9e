"""Dream Catcher's art at the layout's size, made before the board is first shown (the board's prepare(), run
by the host behind the app's cover a job at a time): the sky a stage per job, the panels' shadows, the
players' clouds, each toy tile, the Nightmare card, the deck and the Pillow-Bag. The texts and whatever else
the first frame needs are then made by the host's sliced trial drawing (scenes/prepare.py), so the first
frames of play miss no cache.

While playing, idle(board) (the board's idle_jobs(), run by the app with a frame's spare time) makes every
dream token picture at the clouds' size, then as many of the sizes a token passes through in its flight from
the Pillow-Bag as the token cache keeps beside them (the biggest first), and each toy tile in every player's
ring (a toy changes hands) and as the small icon beside its holder's name."""
from __future__ import annotations

from game.dreamcatcher.data import PICTURES, TOY_BY_ID

from .. import theme
from ..prepare import paced
from . import art_table as A
from . import art_toys as T
from .paint import _sky

TOKEN_ROOM = 48        # of art_table.token's 64 places: the rest for the end-of-night summary's tokens


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
        T.toy_tile(toy.kind, toy.stars, lay.length(toy.radius), *board.ring_of(tile))
        yield
    if board.card is not None:
        A.card_face(board.card, lay.card.w)
        yield
    A.card_back(lay.deck.w, v["level"] if v["mode"] == "coop" else 0)
    if v["mode"] != "coop":
        A.pillow_bag(lay.bag.w)
    yield


def idle(board):
    lay = board.lay
    if lay is None:
        return
    yield from paced(_token_calls(board))
    yield from paced(_toy_calls(board))


def _token_calls(board):
    sizes = sorted({2 * A.space_radius(cloud) for _label, cloud in board.lay.boards})
    keys = [(p.id, s) for s in sizes for p in PICTURES]
    for s in sizes:        # in flight a token shrinks from 1.35 times its size (paint._draw_flights)
        for flying in range(int(s * 1.35), s, -1):
            keys += [(p.id, flying) for p in PICTURES if len(keys) < TOKEN_ROOM]
    for picture, size in dict.fromkeys(keys):
        yield lambda p=picture, s=size: A.token(p, s)


def _toy_calls(board):
    lay, v = board.lay, board.view
    rings = [(None, "")] + ([] if v["mode"] == "coop" else
                            [(board.host.colour(s), board.host.symbol(s)) for s in range(v["players"])])
    for tile in board.draw_order():
        toy = TOY_BY_ID[tile]
        for ring in rings:
            yield lambda t=toy, r=ring: T.toy_tile(t.kind, t.stars, lay.length(t.radius), *r)
        if v["mode"] != "coop":
            yield lambda t=toy: T.toy_tile(t.kind, t.stars, int(board.u * 1.7))
