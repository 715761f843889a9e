"""Dread Draw's art at the layout's size, made before the board is first shown (the board's prepare(), run by
the host behind the app's cover a job at a time): the cloth a stage per job, the deck's and each seat's Life
Deck's card back with its shadow, each card in the rows, the reserves and on the discard pile with its
shadow. The texts and whatever else the first frame needs are then made by the host's sliced trial drawing
(scenes/prepare.py), so the first frames of play miss no cache.

While playing, idle(board) (the board's idle_jobs(), run by the app with a frame's spare time) makes every
card's face with its shadow at the rows' and reserves' size (a new card's face was made on first use: 12-17
ms frames; 100 cards: about 40 MB at 1920x1080), and the cards on the table at the discard pile's and the
damage fan's sizes too. (A face's words join the text report when it is shown: art._card_face.)"""
from __future__ import annotations

from game.dreaddraw.data import CARDS

from .. import theme
from ..prepare import paced
from . import art
from .paint import _cloth

CARDS_PER_JOB = 2


def jobs(board):
    lay = board.lay
    if lay is None:
        return
    u = board.u
    r = lay.rect
    yield from _cloth.steps(r.w, r.h, int(u * 1.2))
    backs = {lay.deck.size} | {band.life.size for band in lay.bands}
    for w, h in backs:
        art.card_back(w, h)
        yield
        art.shadowed(None, w, h)
        yield
    theme.panel_shadow(board.host.size, lay.fan_area, int(u * 0.4))    # the damage fan's panel (3-10 ms at first)
    yield
    sizes = backs | {lay.discard.size, lay.fan_card} | {band.card for band in lay.bands[:1]}
    for w, h in sizes:           # a card in the air at the size it lands at: its lifted shadow, and a canvas
        art.in_flight(None, (w, h), (w, h))
        yield
    sh = board.shown
    faces = [(cid, lay.discard.size) for cid in sh.discard_pile[-1:]]
    for seat, band in enumerate(lay.bands[:sh.players]):
        row, reserves = sh.rows[seat], sh.reserves[seat]
        faces += [(cid, rect.size) for cid, rect in zip(row, band.row_rects(len(row)))]
        faces += [(cid, rect.size) for cid, rect in zip(reserves, band.reserve_rects(len(reserves)))]
    for n, (cid, (w, h)) in enumerate(faces):
        art.shadowed(cid, w, h)
        if n % CARDS_PER_JOB == CARDS_PER_JOB - 1:
            yield


def idle(board):
    lay = board.lay
    if lay is None or not lay.bands:
        return
    sh = board.shown
    shown = [cid for seat in range(sh.players) for cid in list(sh.rows[seat]) + list(sh.reserves[seat])]
    order = list(dict.fromkeys(shown + [c.id for c in CARDS]))     # what shows now first, then every card
    calls = [lambda c=cid: art.shadowed(c, *lay.bands[0].card) for cid in order]
    # the cards on the table go to the discard pile or the fan next; every card at those sizes too would hold
    # some 90 MB more at 1920x1080 (a face and its shadowed copy: 0.4 MB a card a size)
    calls += [lambda c=cid, s=size: art.shadowed(c, *s) for size in (lay.discard.size, lay.fan_card) for cid in shown]
    yield from paced(calls)
