"""Issue 20: Dodos' standings rows as they lie (Board.still_parts) are kept in the host's picture and painted again
when what they show changes; a row that moves (its pulse, a card flipping on it) and the Dodo token passing
between rows are drawn each frame."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from scenes.driver import start_host

from dds_helpers import make_app

sys.path.insert(0, str(Path(__file__).parent.parent / "scenes"))
from test_chrome import compare_while_playing, laid_out  # noqa: E402


def test_the_rows_kept_show_what_drawing_them_again_shows(app):
    """Every frame where a row changes or moves (and every 15th), through throws, cards flipping on the rows,
    pulses and the Dodo token passing, shows what drawing the rows afresh shows."""
    host = start_host(app, "dodos", ("normal", "normal", "normal"), {}, seed=4)
    board = host.board
    seen = set()

    def note(compared) -> bool:
        seen.update({"moving"} if board._moving_rows() else set())
        seen.update({"token"} if board.first_move is not None else set())
        return seen == {"moving", "token"} and compared > 150
    moving = lambda: bool(board._moving_rows()) or board.first_move is not None     # noqa: E731
    compare_while_playing(app, host, 6000, 15, note, also=moving)
    assert seen == {"moving", "token"}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1000, 700)])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_nothing_drawn_before_the_rows_reaches_them(size, players):
    """The rows as they lie are drawn before the rest of the board: they lie in the standings, clear of the
    table (the track, the throws, the tokens), the header (deck, discard, die) and the hand."""
    app = make_app(size)
    board, rows = laid_out(app, "dodos", players)
    lay = board.lay
    assert len(rows) == players
    for row in rows:
        assert lay.standings.contains(row)
        assert not any(row.colliderect(other) for other in (lay.table, lay.header, lay.hand, lay.slot, lay.prompt))
    app.stack.clear()
