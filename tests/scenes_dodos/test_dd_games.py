"""Whole games through the host to the results screen, and a seeded monkey on the board."""
from __future__ import annotations

import os
import random

import pygame
import pytest

from scenes.dodos import drive as D
from scenes.screens.results import Results
from dds_helpers import make_app

SEED = int(os.environ.get("MONKEY_SEED", "6006"))


@pytest.mark.parametrize("track,abilities,players", [("jungle", "on", 4), ("space", "off", 3)])
def test_a_whole_bot_race_runs_through_the_host_to_the_results(track, abilities, players):
    app = make_app((960, 540), speed=4.0)
    host = D.start(app, ("easy", "hard", "normal", "normal")[:players], seed=11, track=track, abilities=abilities)
    board = host.board
    for _ in range(60000):
        app.step([], D.DT)
        if isinstance(app.top, Results):
            break
    assert isinstance(app.top, Results)
    assert host.table.match.over
    assert board.pos == list(host.table.match.pos)
    app.stack.clear()


def test_a_person_plays_a_whole_race_against_bots_with_clicks():
    app = make_app((1280, 720), speed=4.0)
    host = D.start(app, ("human", "easy", "normal"), seed=21)
    board = host.board
    rng = random.Random(3)
    for _ in range(80000):
        if isinstance(app.top, Results):
            break
        if host.reaction is not None and not host.reaction.finished and not board.busy():
            D.click(app, host.reaction.let_pass.rect.center)      # the green card strip: let it pass
        elif D.ready(host):
            kind = board.my_kind()
            if kind == "pick":
                D.click(app, board.pick_rects[[a["dodino"] for a in board.acts()][0]][1].center)
            elif kind in ("play", "green", "discard"):
                card = next(c for c in board.hand.cards if board.legal_card(c.payload))
                D.drag(app, card.rect.center, board.slot.rect.center, frames=4)
            elif kind == "window" and board.strip is not None:
                D.click(app, board.strip.let_pass.rect.center)
            elif kind in ("steal", "swap"):
                D.click(app, board.lay.rows[next(iter(board.target_actions()))].center)
            elif kind == "throw":
                a, b = D.egg_flick(board, rng.randrange(1, 3), rng.uniform(0.3, 0.9)) \
                    if board.aim.gesture == "egg" else (None, None)
                if a is not None:
                    D.drag(app, a, b, frames=6)
                else:
                    host.submit(0, next(x for x in board.acts() if x.kind == "throw"))
            elif kind == "shield":
                D.click(app, board.buttons[1].rect.center)
        app.step([], D.DT)
    assert isinstance(app.top, Results)
    app.stack.clear()


def _random_events(rng: random.Random, board, size) -> list[pygame.event.Event]:
    w, h = size
    pos = (rng.randrange(w), rng.randrange(h))
    roll = rng.random()
    if roll < 0.3 and board.lay is not None:
        if board.hand.cards and rng.random() < 0.5:
            a = rng.choice(board.hand.cards).rect.center
        else:
            a = (rng.randrange(board.lay.table.x, board.lay.table.right), rng.randrange(board.lay.table.y,
                                                                                      board.lay.table.bottom))
        b = (rng.randrange(w), rng.randrange(h))
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1)]
    if roll < 0.5 and board.buttons:
        c = rng.choice(board.buttons).rect.center
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=c, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=c, button=1)]
    if roll < 0.8:
        kind = rng.choice([pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION])
        if kind == pygame.MOUSEMOTION:
            return [pygame.event.Event(kind, pos=pos, rel=(1, 1), buttons=(rng.randint(0, 1), 0, 0))]
        return [pygame.event.Event(kind, pos=pos, button=rng.choice([1, 1, 3]))]
    if roll < 0.93:
        k = rng.choice([pygame.K_RETURN, pygame.K_SPACE, pygame.K_w, pygame.K_a])
        return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]
    nw, nh = rng.choice([(1280, 720), (960, 540), (1600, 900)])
    return [pygame.event.Event(pygame.VIDEORESIZE, w=nw, h=nh, size=(nw, nh))]


def test_a_seeded_monkey_on_the_board_raises_nothing():
    rng = random.Random(SEED)
    app = make_app((1280, 720), speed=4.0)
    host = D.start(app, ("human", "human", "easy"), seed=SEED % 1000, abilities="on")
    for _ in range(1500):
        if app.top is not host and app.top is not None and not isinstance(app.top, Results):
            events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1),
                      pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)]
            if rng.random() < 0.2:
                events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)]
            app.step(events, D.DT)
            continue
        if isinstance(app.top, Results) or not app.stack:
            break
        app.step(_random_events(rng, host.board, app.size), D.DT)
    app.stack.clear()
