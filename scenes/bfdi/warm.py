"""BFDI's art at the layout's size, made before the board is first shown (the board's prepare(), run by the
host behind the app's cover a job at a time): the field a stage per job, the panels' shadows, each figure in
its owner's ring, the Challenge card. The texts and whatever else the first frame needs are then made by the
host's sliced trial drawing (scenes/prepare.py), so the first frames of play miss no cache."""
from __future__ import annotations

from .. import theme
from .art_cards import challenge_face
from .paint import _field, ringed

FIGURES_PER_JOB = 3


def jobs(board):
    lay = board.lay
    if lay is None:
        return
    u = board.u
    yield from _field.steps(lay.board.size, board.view.get("board_side", "grass"), u)
    window = board.host.size
    for rect, radius in ((lay.board, int(u * 2)), (lay.reminder, int(u * 1.2)), (lay.players, int(u * 1.2)),
                         (lay.chamber, int(u * 1.2)), (lay.tray, int(u * 1.5))):
        theme.panel_shadow(window, rect, radius)
        yield
    for n, cid in enumerate(c for c, where in board.loc.items() if where[0] == "grid"):
        place = board.fig_px(cid)
        if place is None:
            continue
        owner = board.owner.get(cid)
        ringed(cid, int(place[2]), board.host.colour(owner) if owner is not None else (200, 200, 200))
        if n % FIGURES_PER_JOB == FIGURES_PER_JOB - 1:
            yield
    if board.challenge is not None:
        r = lay.challenge
        challenge_face(*board.challenge, r.w, r.h)
        yield
