"""Dodos' art at the layout's size, made before the board is first shown (the board's prepare(), run by the
host behind the app's cover a job at a time): the table (wood, board, track, spaces) a stage per job. The texts
and whatever else the first frame needs are then made by the host's sliced trial drawing (scenes/prepare.py),
so the first frames of play miss no cache.

While playing, idle(board) (the board's idle_jobs(), run by the app with a frame's spare time) searches the
board's clear stretches for every stamp it may show ("Round 3", "Finish!", "Wait!"...): a stamp's first search
cost 8-9 ms mid-frame."""
from __future__ import annotations

from .. import access
from ..prepare import paced
from .layout import warm_clear_spots
from .paint import _table_art

STAMPS = ("Round 1", "Round 10", "Finish!", "Wait!", "Cancelled!", "Missed!", "Recover!")


def jobs(board):
    if board.lay is None or board.rect.w <= 0:
        return
    yield from _table_art.steps(board.track, round(board.lay.scale, 5), access.text_scale)


def idle(board):
    if board.lay is None or board.rect.w <= 0:
        return
    yield from paced(lambda w=w: warm_clear_spots(board.track, board._stamp_size(w)) for w in STAMPS)
