"""The board's layout polish: the banner has its own strip (headers always show), rows follow the
depth in use, every figure on the board carries a name that fits its column, and the prompt
waits for the animations before saying "Your turn"."""
from __future__ import annotations

import pygame
import pytest

from game.bfdi.data import SPACES, character
from scenes.bfdi.anim import Flight
from scenes.bfdi.layout import Layout
from scenes.bfdi.labels import name_label
from scenes.widgets.timeline import Step
from bfs_helpers import human_ready, make_app, start, step

SIZES = [(1920, 1080), (1280, 720)]


@pytest.mark.parametrize("size", SIZES)
def test_the_banner_strip_leaves_the_headers_clear(size):
    app = make_app(size, speed=3.0)
    host = start(app, ("normal", "normal"), seed=4)
    step(app, n=30)
    board = host.board
    lay = board.lay
    assert lay.board.contains(lay.banner)
    assert not any(lay.banner.colliderect(h) for h in lay.heads)
    assert all(lay.banner.top >= c.bottom for c in lay.columns)
    board.say("Challenge 1: Needle Threading (Smart, Active) with a long caption to fit")
    step(app, n=5)
    step(app, n=400)
    assert board.last_caption
    app.stack.clear()


def test_rows_are_tall_where_figures_stand_and_short_below():
    lay = Layout(pygame.Rect(0, 0, 1920, 1010), 10.8, 2)
    lay.set_rows(SPACES, SPACES)
    heights = [b - a for a, b in zip(lay.offsets, lay.offsets[1:])]
    assert max(heights) - min(heights) < 0.01
    assert abs(lay.offsets[-1] - lay.avail) < 0.5
    fig12 = lay.fig
    lay.set_rows(5, 5)
    heights = [b - a for a, b in zip(lay.offsets, lay.offsets[1:])]
    assert heights[0] > heights[-1] * 3
    assert abs(lay.offsets[-1] - lay.avail) < 0.5
    assert lay.fig >= fig12
    for level in range(4):            # spaces stay in order and inside their column
        rects = [lay.space_rect(level, r) for r in range(SPACES)]
        assert all(a.bottom <= b.top + 1 for a, b in zip(rects, rects[1:]))
        assert rects[-1].bottom <= lay.columns[level].bottom


@pytest.mark.parametrize("size", SIZES)
def test_every_name_fits_beside_its_figure(size):
    u = size[1] / 100
    lay = Layout(pygame.Rect(0, int(u * 6.5), size[0], size[1] - int(u * 6.5)), u, 4)
    for depth in (SPACES, 5):
        lay.set_rows(depth, depth)
        size_t = max(11, int(min(u * 1.9, lay.fig * 0.36)))
        icon = max(10, int(min(u * 1.9, lay.fig * 0.32)))
        assert lay.fig >= u * 3.5          # figures readable at a glance
        assert size_t >= 11
        for level in range(4):
            col = lay.columns[level]
            for cid in range(21):
                try:
                    character(cid)
                except (KeyError, IndexError):
                    continue
                label = name_label(cid, (1, 2, 3, 4), size_t, icon, lay.label_width(level), False, (200, 60, 60))
                left = lay.label_left(level)
                assert left + label.get_width() <= col.right + 1, (cid, level)
                assert label.get_height() <= max(lay.row_h * 1.2, size_t * 2.2)


def test_the_prompt_waits_for_the_animation_before_your_turn(app):
    host = start(app, ("human", "normal"), seed=2)
    board = host.board
    # through the draft by picking the first pickable character
    from test_bfdi_board import draft_through
    draft_through(app, host)
    assert human_ready(app, host)
    assert board.prompt()[0].startswith("Your turn") or "pick" in board.prompt()[0]
    cid = next(c for c, w in board.loc.items() if w[0] == "grid")
    board.flights[cid] = Flight(board.loc[cid], board.loc[cid], 5.0)
    assert board.busy()
    assert "Your turn" not in board.prompt()[0]
    board.flights.clear()
    assert not board.busy()
    assert "Your turn" in board.prompt()[0]


def test_the_prompt_waits_for_the_die_and_event_steps_too(app):
    host = start(app, ("human", "normal"), seed=2)
    board = host.board
    from test_bfdi_board import draft_through
    draft_through(app, host)
    assert human_ready(app, host)
    board.queue.add(Step(5.0))
    assert board.busy() and "Your turn" not in board.prompt()[0]
    board.queue.flush()
    assert "Your turn" in board.prompt()[0]


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5, 2.0])
@pytest.mark.parametrize("players", [2, 6])
def test_every_side_panel_has_room_at_every_text_size(scale, players):
    """Issue 23: six seats at 200% pushed the Tiny Loser Chamber to a negative height, and warming its shadow
    crashed the table before its first frame. The players' rows close up; the Chamber keeps its room."""
    from scenes import access
    access.text_scale = scale
    u = 10.8
    lay = Layout(pygame.Rect(0, int(u * 6.5), 1920, 1080 - int(u * 6.5)), u, players)
    assert lay.chamber.h >= u * 4 and lay.players.h > 0
    assert lay.chamber.bottom <= lay.side.bottom and lay.players.bottom < lay.chamber.top


def test_with_no_scene_to_play_the_prompt_says_what_is_left(app):
    """Seen in a real window: "Your turn, Ben: drag a Scene onto a lit character, or pass" beside "No Scenes in
    hand". With nothing to play the prompt names what is left: pass (or trade 3 Stars, when that is legal)."""
    from game.core import Action
    host = start(app, ("human", "normal"), seed=2)
    board = host.board
    from test_bfdi_board import draft_through
    draft_through(app, host)
    assert human_ready(app, host)
    board.acts = [Action.make("pass")]
    assert board.prompt()[0].endswith("no Scene to play: pass")
    board.acts = [Action.make("pass"), Action.make("trade")]
    assert board.prompt()[0].endswith("no Scene to play: trade 3 Stars, or pass")
