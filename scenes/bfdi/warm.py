"""BFDI's art at the layout's size, made before the board is first shown (the board's prepare(), run by the
host behind the app's cover a job at a time): the field a stage per job, the panels' shadows, each figure in
its owner's ring, the Challenge card. The texts and whatever else the first frame needs are then made by the
host's sliced trial drawing (scenes/prepare.py), so the first frames of play miss no cache.

While playing, idle(board) (the board's idle_jobs(), run by the app with a frame's spare time) makes what a
figure needs when it moves: its name label (with its attribute icons) at every column's label width, and its
ringed picture and label at each figure size the board switches to as the rows in use change (the nearest
first). These were made on first use mid-game (12-20 ms frames)."""
from __future__ import annotations

import copy

import pygame

from game.bfdi.data import LEVELS, SPACES, challenges

from .. import theme
from ..prepare import paced
from .art_cards import challenge_face, face_parts
from .layout import MIN_DEPTH
from .labels import name_label
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
        ringed(cid, int(place[2]), *board.ring_of(cid))
        if n % FIGURES_PER_JOB == FIGURES_PER_JOB - 1:
            yield
    if board.challenge is not None:
        r = lay.challenge
        challenge_face(*board.challenge, r.w, r.h)
        yield


def idle(board):
    lay = board.lay
    if lay is None:
        return
    # the figures are sized for the rows in use (layout.set_rows): a figure standing deeper than the deepest,
    # or the deepest leaving, resizes every figure and label; the nearest depths first
    target = getattr(lay, "_target", SPACES)
    layouts = [lay]
    for depth in sorted(range(MIN_DEPTH, SPACES + 1), key=lambda t: (abs(t - target), -t)):
        if depth != target:
            other = copy.copy(lay)
            other.set_rows(lay.depth, depth)
            layouts.append(other)
    yield from paced(_panel_calls(board))
    cids = [c for c, where in board.loc.items() if where[0] == "grid"]
    cids += [c for c in board.pool if c is not None and c not in board.loc]
    yield from paced(call for each in layouts for cid in cids for call in _figure_calls(board, each, cid))


def _panel_calls(board):
    """The side panels' texts and shadows as a Challenge goes on: the reminder at each step, the Cake at
    Stake panel with each player rolling (painted on scratch surfaces: the caches keep what they need).
    Once per size and names: a round of idle jobs comes every few seconds."""
    lay, u = board.lay, board.u
    stage_size = board.stage_area().inflate(int(u * 3), int(u * 3)).size
    number = board.challenge[1] + 1 if board.challenge is not None else 1
    done = (lay.reminder.size, stage_size, u, tuple(board.host.names), number)
    if getattr(board, "_panels_warm", None) == done:
        return
    reminder = pygame.Surface(lay.reminder.size, pygame.SRCALPHA)
    for step in "ABCDE":
        yield lambda step=step: board._paint_reminder(reminder, reminder.get_rect(), step)
    stage = pygame.Surface(stage_size, pygame.SRCALPHA)
    for name in board.host.names:
        for final in (False, True):
            yield lambda name=name, final=final: board.paint_stage_panel(stage, stage.get_rect(), name, final)
    for card in challenges():      # the next Challenge's texts and icons, whichever card comes (its face made
        yield lambda card=card["id"]: face_parts(card, number, lay.challenge.w, lay.challenge.h)  # cold: 1-4 ms)
    yield lambda: setattr(board, "_panels_warm", done)


def _figure_calls(board, lay, cid):
    """The pictures of a figure standing anywhere on the grid of this layout (as BfdiBoard.label_at and
    _figure_at make them, outside a Cake at Stake)."""
    size, u = lay.fig, board.u
    owner = board.owner.get(cid)
    yield lambda: ringed(cid, int(size), *board.ring_of(cid))
    t = max(11, int(min(u * 1.9, size * 0.36)))
    icon = max(10, int(min(u * 1.9, size * 0.32)))
    dark = board.view.get("board_side", "grass") == "space"
    colour = tuple(board.host.colour(owner)) if owner is not None else None
    devs = tuple(board.devs.get(cid, ()))
    for width in sorted({lay.label_width(level) for level in range(LEVELS)}):
        yield lambda w=width: name_label(cid, devs, t, icon, w, dark, colour, True)
