"""One privacy rule for the whole shelf, proved pixel for pixel, plus the moments around it.

At settled moments of seeded all-human hot-seat games (curtains, drafts, turns, reactions, peeks, the
end), the screen rendered from the real match equals the screen rendered from a determinized match
(what the seat at the screen cannot see, resampled): at 1920x1080 and 1280x720. See leakcheck.py.
"""
import random

import pygame
import pytest

import leakcheck as L
from scenes.widgets.curtain import Curtain

SIZES = [(1920, 1080), (1280, 720)]
GAMES = [  # game, humans, options, seed: seeds picked so the runs meet the moments named in `covers`
    ("bfdi", 3, {}, 2, {"curtain", "turn", "reaction", "end"}),
    ("dodos", 3, {"abilities": "on"}, 3, {"curtain", "turn", "reaction", "end"}),
    ("dreaddraw", 3, {}, 3, {"turn", "peek", "curtain", "end"}),
    ("dreamcatcher", 3, {"mode": "coop"}, 2, {"turn", "end"}),
]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game,humans,options,seed,covers", GAMES, ids=[g[0] for g in GAMES])
def test_the_screen_shows_only_what_the_seat_at_it_may_know(game, humans, options, seed, covers, size):
    report = L.drive(game, humans, options, seed, size, moments=24, limit=450)
    assert covers <= report.kinds(), f"the run missed {covers - report.kinds()}"
    leaks = [(m.label, m.step, m.seat, m.diff) for m in report.leaks]
    assert not leaks, f"pixels differ between the real and the determinized match: {leaks}"


def test_the_check_sees_a_hand_that_should_not_be_there():
    """The harness is sensitive: resampling the hand of the seat at the screen changes the picture."""
    pygame.init()
    app = L.make_app((1280, 720))
    host = L.start(app, "bfdi", 3, {}, 1)
    rng = random.Random(1)
    for _ in range(20000):
        if isinstance(app.top, Curtain):
            for _ in range(30):
                app.step([], L.DT)
            app.top.ready()
        elif host.board.busy() or not host.actions():
            app.step([], L.DT)
        elif host.table.match.hands[host.seat] and len(host.table.record.actions) > 12:
            break
        else:
            host.submit(host.seat, rng.choice(host.actions()))
    me = host.seat
    assert L.compare(app, host, random.Random(5), None) is None
    table, real = host.table, host.table.match
    table.match = real.determinize((me + 1) % 3, random.Random(5))     # the wrong seat's knowledge
    L._resync(host)
    wrong = L._picture(app)
    table.match = real
    L._resync(host)
    assert L._differ(L._picture(app), wrong) is not None
