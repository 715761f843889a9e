"""Whole games through the host to the fortune and the results, and a seeded monkey on the board."""
from __future__ import annotations

import os
import random

import pygame
import pytest

from scenes.dreaddraw.fortune import FortuneScene
from scenes.screens.results import Results
import dd_helpers as D

SEED = int(os.environ.get("MONKEY_SEED", "6661"))


@pytest.mark.parametrize("players,seed", [(2, 11), (4, 12)])
def test_a_whole_bot_game_runs_through_the_fortune_to_the_results(players, seed):
    app = D.make_app((960, 540), speed=10.0)
    host = D.start(app, ("easy", "hard", "normal", "normal")[:players], seed=seed)
    board = host.board
    saw_fortune = False
    for _ in range(60000):
        app.step([], D.DT)
        saw_fortune = saw_fortune or isinstance(app.top, FortuneScene)
        if isinstance(app.top, Results):
            break
    assert isinstance(app.top, Results)
    assert host.table.match.over and saw_fortune
    v = host.view()
    assert board.shown.winner == v["winner"]
    assert board.shown.life == [s["life"] for s in v["seats"]]
    app.stack.clear()


def test_a_person_plays_a_whole_game_with_clicks_and_drags():
    app = D.make_app((1280, 720), speed=8.0)
    host = D.start(app, ("human", "normal", "easy"), seed=2)
    rng = random.Random(7)
    for _ in range(60000):
        if isinstance(app.top, FortuneScene):
            D.step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
            continue
        if isinstance(app.top, Results):
            break
        if not D.play_like_a_person(app, host, rng):
            D.step(app)
    assert isinstance(app.top, Results)
    humans = {s for s, _ in host.table.record.actions if s == 0}
    assert humans == {0}
    app.stack.clear()


def _random_events(rng: random.Random, board, size) -> list[pygame.event.Event]:
    w, h = size
    roll = rng.random()
    pos = (rng.randrange(w), rng.randrange(h))
    lay = board.lay
    if lay is not None and roll < 0.25:
        a = rng.choice([lay.deck.center] + [b.rect.center for b in board.buttons] +
                       [sp.rect.center for sp in board.sprites.cards] + [band.rect.center for band in lay.bands])
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=a, button=1)]
    if lay is not None and roll < 0.4 and board.sprites.cards:
        a = rng.choice(board.sprites.cards).rect.center
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
    if roll < 0.7:
        kind = rng.choice([pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION])
        if kind == pygame.MOUSEMOTION:
            return [pygame.event.Event(kind, pos=pos, rel=(1, 1), buttons=(rng.randint(0, 1), 0, 0))]
        return [pygame.event.Event(kind, pos=pos, button=rng.choice([1, 1, 3]))]
    if roll < 0.85:
        k = rng.choice([pygame.K_SPACE, pygame.K_RETURN, pygame.K_a, pygame.K_z])
        return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]
    if roll < 0.9:
        nw, nh = rng.randint(800, 1920), rng.randint(450, 1080)
        return [pygame.event.Event(pygame.VIDEORESIZE, w=nw, h=nh, size=(nw, nh))]
    if roll < 0.93:
        return [pygame.event.Event(pygame.WINDOWFOCUSLOST)]
    return []


@pytest.mark.parametrize("seats", [("human", "human"), ("human", "easy", "human", "easy")])
def test_a_seeded_monkey_on_the_board_raises_nothing(seats):
    rng = random.Random(f"{SEED}-{len(seats)}")
    app = D.make_app((1280, 720), speed=6.0)
    host = D.start(app, seats, seed=3)
    try:
        for i in range(500):
            top = app.top
            if not hasattr(top, "board"):
                if isinstance(top, FortuneScene) and rng.random() < 0.5:
                    app.step(_random_events(rng, host.board, app.size), D.DT)
                    continue
                app.pop() if len(app.stack) > 1 else None
                if not app.stack or not hasattr(app.top, "board"):
                    host = D.start(app, seats, seed=i)
                continue
            host = top
            if i % 89 == 0 and host.can_undo():
                host.undo()
            app.step(_random_events(rng, host.board, app.size), D.DT)
            app.step([], D.DT)
    except Exception:
        print(f"monkey seed {SEED}, seats {seats}")
        raise
    app.stack.clear()
