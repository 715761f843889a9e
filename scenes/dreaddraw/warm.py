"""Dread Draw's art at the layout's size, made before the board is first shown (the board's prepare(), run by
the host behind the app's cover a job at a time): the cloth a stage per job, the deck's and each seat's Life
Deck's card back with its shadow, each card in the rows, the reserves and on the discard pile with its
shadow. The texts and whatever else the first frame needs are then made by the host's sliced trial drawing
(scenes/prepare.py), so the first frames of play miss no cache."""
from __future__ import annotations

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
    sh = board.shown
    faces = [(cid, lay.discard.size) for cid in sh.discard[-1:]]
    for seat, band in enumerate(lay.bands[:sh.players]):
        row, reserves = sh.rows[seat], sh.reserves[seat]
        faces += [(cid, rect.size) for cid, rect in zip(row, band.row_rects(len(row)))]
        faces += [(cid, rect.size) for cid, rect in zip(reserves, band.reserve_rects(len(reserves)))]
    for n, (cid, (w, h)) in enumerate(faces):
        art.shadowed(cid, w, h)
        if n % CARDS_PER_JOB == CARDS_PER_JOB - 1:
            yield
