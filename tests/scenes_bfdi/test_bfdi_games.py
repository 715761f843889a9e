"""Whole games through the host to the results screen, frame time, and a seeded monkey on the board."""
from __future__ import annotations

import os
import random

import pygame
import pytest

from scenes.screens.results import Results
from scenes.widgets.curtain import Curtain
from bfs_helpers import DT, make_app, start

SEED = int(os.environ.get("MONKEY_SEED", "4242"))


@pytest.mark.parametrize("mode,players", [("basic", 3), ("advanced", 5)])
def test_a_whole_bot_game_runs_through_the_host_to_the_results(mode, players):
    app = make_app((960, 540), speed=16.0)
    host = start(app, ("easy", "normal", "normal", "easy", "normal")[:players], seed=11, mode=mode)
    board = host.board
    saw_cake = False
    for _ in range(60000):
        app.step([], DT)
        saw_cake = saw_cake or board.cake is not None
        if isinstance(app.top, Results):
            break
    assert isinstance(app.top, Results)
    assert host.table.match.over and saw_cake and not board.busy()
    assert len([c for c, w in board.loc.items() if w[0] == "grid"]) == len(host.table.match.board.where)
    app.stack.clear()


def test_frames_step_at_1920x1080_with_four_bots():
    """Six seconds of a four-bot Advanced game at full HD (frame times: `make bench`, frames section)."""
    app = make_app((1920, 1080), speed=2.0)
    host = start(app, ("normal", "normal", "normal", "normal"), seed=3, mode="advanced")
    for _ in range(360):
        app.step([], DT)
    assert host.table.record.actions
    app.stack.clear()


def _random_events(rng: random.Random, board, size) -> list[pygame.event.Event]:
    w, h = size
    roll = rng.random()
    pos = (rng.randrange(w), rng.randrange(h))
    if roll < 0.3 and board.hand_table.cards and board.lay is not None:
        card = rng.choice(board.hand_table.cards)
        a = card.rect.center
        cids = [c for c, wh in board.loc.items() if wh[0] == "grid"]
        b = board.fig_px(rng.choice(cids))[:2] if cids and rng.random() < 0.7 else pos
        b = (int(b[0]), int(b[1]))
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1)]
    if roll < 0.5 and board.active_btns:
        c = rng.choice(board.active_btns).rect.center
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=c, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=c, button=1)]
    if roll < 0.75:
        cids = list(board.loc)
        if cids and board.lay is not None and rng.random() < 0.6:
            px = board.fig_px(rng.choice(cids))
            pos = (int(px[0]), int(px[1])) if px else pos
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 3])),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
    if roll < 0.9:
        k = rng.choice([pygame.K_w, pygame.K_SPACE, pygame.K_RETURN, pygame.K_a, pygame.K_z])
        return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]
    nw, nh = rng.choice([(1280, 720), (1920, 1080), (1024, 600), (1600, 900)])
    return [pygame.event.Event(pygame.VIDEORESIZE, w=nw, h=nh, size=(nw, nh))]


def test_a_seeded_monkey_on_the_board_raises_nothing():
    rng = random.Random(SEED)
    app = make_app((1280, 720), speed=8.0)
    host = start(app, ("human", "human", "normal"), seed=SEED % 97, mode="advanced")
    board = host.board
    for _ in range(1200):
        top = app.top
        if isinstance(top, Curtain):
            top.ready()
        elif top is not host:
            if isinstance(top, Results):
                break
            app.pop()
            continue
        app.step(_random_events(rng, board, app.size), DT)
    assert host.table.match is not None
    app.stack.clear()
