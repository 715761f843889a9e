"""Issue 20: Dodos' standings rows as they lie (Board.still_parts) are kept in the host's picture and painted again
when what they show changes; a row that moves (its pulse, a card flipping on it) and the Dodo token passing
between rows are drawn each frame."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from scenes.driver import start_host

from dds_helpers import make_app

sys.path.insert(0, str(Path(__file__).parent.parent / "scenes"))
from test_chrome import drawn_whole, shown  # noqa: E402


def test_the_rows_kept_show_what_drawing_them_again_shows(app):
    """Every frame where a row changes or moves (and every 15th), through throws, cards flipping on the rows,
    pulses and the Dodo token passing, shows what drawing the rows afresh shows."""
    host = start_host(app, "dodos", ("normal", "normal", "normal"), {}, seed=4)
    board = host.board
    before, compared, seen = None, 0, set()
    for frame in range(6000):
        app.step([], 1 / 60)
        if host.table.match.over or app.top is not host:
            break
        looks = board._row_looks()
        seen |= {"moving"} if None in looks else set()
        seen |= {"token"} if board.first_move is not None else set()
        if looks != before or None in looks or board.first_move is not None or frame % 15 == 0:
            assert shown(app) == drawn_whole(host, app.size), frame
            compared += 1
            before = looks
        if seen == {"moving", "token"} and compared > 150:
            break
    assert seen == {"moving", "token"}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1000, 700)])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_nothing_drawn_before_the_rows_reaches_them(size, players):
    """The rows as they lie are drawn before the rest of the board: they lie in the standings, clear of the
    table (the track, the throws, the tokens), the header (deck, discard, die) and the hand."""
    app = make_app(size)
    host = start_host(app, "dodos", ("normal",) * players, {}, seed=2)
    app.step([], 1 / 60)
    lay = host.board.lay
    rows = [pygame.Rect(rect) for _n, rect, _k, _d in host.board.still_parts()]
    assert len(rows) == players
    for row in rows:
        assert lay.standings.contains(row)
        assert not any(row.colliderect(other) for other in (lay.table, lay.header, lay.hand, lay.slot, lay.prompt))
    app.stack.clear()
