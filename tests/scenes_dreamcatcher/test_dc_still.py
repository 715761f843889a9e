"""Issue 20: Dream Catcher's players' boards as they lie (Board.still_parts: each strip and its cloud's tokens) are
kept in the host's picture and painted again when what they show changes; tokens in the air are drawn over them
each frame."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from scenes.driver import start_host
from scenes.dreamcatcher.layout import WALL

from dcs_helpers import make_app

sys.path.insert(0, str(Path(__file__).parent.parent / "scenes"))
from test_chrome import compare_while_playing, laid_out  # noqa: E402


def test_the_boards_kept_show_what_drawing_them_again_shows(fast_app):
    """Every frame where a board changes (and every 15th), through tokens flying to the clouds, the Pillow-Bag
    passing and toys held, shows what drawing the boards afresh shows."""
    app = fast_app
    host = start_host(app, "dreamcatcher", ("normal", "normal", "normal"), {}, seed=6)
    board = host.board
    seen = set()

    def note(compared) -> bool:
        seen.update({"flight"} if any(f.flying for f in board.flights) else set())
        seen.update({"token"} if any(board.tokens_shown) else set())
        seen.update({"held"} if board.owner else set())
        return len(seen) == 3 and compared > 60
    compared = compare_while_playing(app, host, 5000, 15, note)
    assert seen == {"flight", "token", "held"} and compared > 40


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1000, 700)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_nothing_drawn_before_the_boards_reaches_them(size, players):
    """The boards as they lie are drawn before the rest of the board: that changes no pixel because they lie
    in the column beside the sky, and the toys (held inside the physics walls), the card, the bag and the deck
    stay in the sky."""
    app = make_app(size)
    board, parts = laid_out(app, "dreamcatcher", players)
    lay = board.lay
    assert len(parts) == players
    corners = [lay.px(x * WALL, y * WALL) for x in (-1, 1) for y in (-1, 1)]    # the walls hold the toys' discs
    walls = pygame.Rect(corners[0], (0, 0)).unionall([pygame.Rect(c, (0, 0)) for c in corners])
    assert lay.sky.contains(walls) and all(lay.sky.contains(r) for r in (lay.card, lay.bag, lay.deck))
    for rect in parts:
        assert lay.column.contains(rect) and not rect.colliderect(lay.sky)
    app.stack.clear()
