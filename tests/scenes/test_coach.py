"""The coach (issue 24): Hint beside Undo and the H key light Hard's move from the seat's own window, one sentence
says why, the results count the hints, Settings turn them off, and a hint belongs to its seat and moment."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).parent.parent / "scenes_bfdi"))
from bfs_helpers import click, human_ready, make_app, start, step  # noqa: E402


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def test_a_hint_lights_hards_move_says_why_and_is_counted():
    app = make_app()
    host = start(app, ("human", "normal"), seed=3)
    assert human_ready(app, host)
    assert host.hint_button in host.bar_buttons() and host.coach.can_ask()
    click(app, host.hint_button.rect.center)
    assert host.board.coached is not None and host.board.coached in host.actions()
    said = [t.message for t in app.toasts.items if t.message.startswith("Hint for P1: ")]
    assert said and said[0].endswith(".") and len(said[0]) > 20
    assert host.table.hints[0] == 1 and not host.coach.can_ask()         # one hint a moment
    step(app, [key(pygame.K_h)])
    assert host.table.hints[0] == 1


def test_the_hint_is_gone_once_the_moment_has_passed():
    app = make_app()
    host = start(app, ("human", "normal"), seed=3)
    assert human_ready(app, host)
    step(app, [key(pygame.K_h)])
    action = host.board.coached
    assert action is not None
    host.submit(0, action)
    step(app)
    assert host.board.coached is None


def test_settings_can_turn_hints_off():
    app = make_app()
    app.settings.hints = False
    host = start(app, ("human", "normal"), seed=3)
    assert human_ready(app, host)
    assert host.hint_button not in host.bar_buttons()
    step(app, [key(pygame.K_h)])
    assert host.table.hints[0] == 0 and host.board.coached is None


def test_no_hint_while_another_seat_decides():
    app = make_app()
    host = start(app, ("normal", "human"), seed=4, first=0)     # the bot picks first in the draft
    assert host.seat == 1 and host.table.match.to_move() == (0,)
    assert not host.coach.can_ask()
    step(app, [key(pygame.K_h)])
    assert host.table.hints[1] == 0 and host.board.coached is None
