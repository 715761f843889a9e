"""Whole games through the host to the results screen, and a seeded monkey on the board."""
from __future__ import annotations

import os
import random

import pygame
import pytest

from game.dreamcatcher.data import BOARDS
from scenes.dreamcatcher import drive as D
from scenes.screens.results import Results
from dcs_helpers import make_app

SEED = int(os.environ.get("MONKEY_SEED", "5150"))


@pytest.mark.parametrize("mode,players", [("basic", 3), ("coop", 2), ("restless", 2)])
def test_a_whole_bot_game_runs_through_the_host_to_the_results(mode, players):
    app = make_app((960, 540), speed=8.0)
    host = D.start(app, mode, ("easy", "hard", "normal")[:players], seed=11, level=2)
    board = host.board
    saw_finale = False
    for _ in range(40000):
        app.step([], D.DT)
        saw_finale = saw_finale or board.finale is not None
        if isinstance(app.top, Results):
            break
    assert isinstance(app.top, Results), host.table.match.view(None)["prompt"]
    assert host.table.match.over and saw_finale
    shown = board.tokens_shown
    assert shown == [b["count"] for b in board.view["boards"]]
    app.stack.clear()


def test_the_dreams_panel_waits_for_a_person_then_goes_to_the_results():
    app = make_app((1280, 720), speed=8.0)
    host = D.start(app, "basic", ("human", "easy"), seed=2)
    board = host.board
    match = host.table.match
    # play the human's moves straight through the table, the bot through the host
    for _ in range(60000):
        if match.over:
            break
        if 0 in match.to_move() and not board.busy():
            acts = match.legal_actions(0)
            host.submit(0, acts[0])
        app.step([], D.DT)
    assert match.over
    D.until(app, lambda: board.finale is not None)
    D.step(app, n=600)
    assert board.finale is not None and not isinstance(app.top, Results)
    assert any("dreamed" in d or "slept" in d for d in board.finale["dreams"])
    D.click(app, board.finale_button.rect.center)
    assert D.until(app, lambda: isinstance(app.top, Results), 400)
    app.stack.clear()


def _random_events(rng: random.Random, board, size) -> list[pygame.event.Event]:
    w, h = size
    roll = rng.random()
    pos = (rng.randrange(w), rng.randrange(h))
    if board.lay is not None and roll < 0.3 and board.table.tiles():
        tile = rng.choice(board.table.tiles())
        a = D.toy_px(board, tile)
        b = board.lay.px(rng.uniform(-4.5, 4.5), rng.uniform(-4.5, 4.5))
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1)]
    if roll < 0.45:
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=board.big.rect.center, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=board.big.rect.center, button=1)]
    if roll < 0.65:
        kind = rng.choice([pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION])
        if kind == pygame.MOUSEMOTION:
            return [pygame.event.Event(kind, pos=pos, rel=(1, 1), buttons=(rng.randint(0, 1), 0, 0))]
        return [pygame.event.Event(kind, pos=pos, button=rng.choice([1, 1, 3]))]
    if roll < 0.85:
        char = rng.choice([k for b in BOARDS for k in b.grab_keys] + ["\r", " "])
        code = pygame.key.key_code(char) if char not in ("\r", " ") else (
            pygame.K_RETURN if char == "\r" else pygame.K_SPACE)
        return [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=char, scancode=0)]
    if roll < 0.9:
        nw, nh = rng.randint(800, 1920), rng.randint(450, 1080)
        return [pygame.event.Event(pygame.VIDEORESIZE, w=nw, h=nh, size=(nw, nh))]
    if roll < 0.93:
        return [pygame.event.Event(pygame.WINDOWFOCUSLOST)]
    return []


@pytest.mark.parametrize("mode", ["basic", "coop", "restless"])
def test_a_seeded_monkey_on_the_board_raises_nothing(mode):
    rng = random.Random(f"{SEED}-{mode}")
    app = make_app((1280, 720), speed=4.0)
    seats = ("human", "human", "easy") if mode != "coop" else ("human", "human")
    host = D.start(app, mode, seats, seed=3)
    try:
        for i in range(450):
            board = app.top.board if hasattr(app.top, "board") else host.board
            if app.top is not host and app.top is not None and not hasattr(app.top, "board"):
                app.pop() if len(app.stack) > 1 else D.start(app, mode, seats, seed=i)
                host = app.top if hasattr(app.top, "board") else host
                continue
            events = _random_events(rng, board, app.size)
            if i % 97 == 0 and host.can_undo():
                host.undo()
            app.step(events, D.DT)
            app.step([], D.DT)
    except Exception:
        print(f"monkey seed {SEED}, mode {mode}")
        raise
    app.stack.clear()
