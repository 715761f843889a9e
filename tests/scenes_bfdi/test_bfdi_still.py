"""Issue 20: BFDI's side panels as they lie (Board.still_parts: the Challenge card, the Helpful Reminder, the
players' rows, the Tiny Loser Chamber) are kept in the host's picture and painted again when what they show
changes; a Challenge card swinging in, the floats over the rows and every hint are drawn each frame."""
from __future__ import annotations

import sys
from pathlib import Path


from bfs_helpers import make_app, start, step

sys.path.insert(0, str(Path(__file__).parent.parent / "scenes"))
from test_chrome import compare_while_playing, drawn_whole, shown, still_rects  # noqa: E402


def test_the_side_panels_kept_show_what_drawing_them_again_shows():
    """Every frame where a side panel changes (and every 20th), from the draft through Challenges, floats
    and a swing-in to the first eliminations, shows what drawing the panels afresh shows."""
    app = make_app(speed=3.0)
    host = start(app, ("normal", "normal", "normal"), seed=3)
    board = host.board
    seen, after_out = set(), [0]

    def note(_compared) -> bool:
        seen.update({"swing"} if board._challenge_look() == "swing" else set())
        seen.update({"float"} if board.floats else set())
        if board.chamber_split()[0]:
            seen.add("out")
            after_out[0] += 1
        return after_out[0] > 300
    compared = compare_while_playing(app, host, 6000, 20, note)
    assert seen == {"swing", "float", "out"} and compared > 40


def test_a_panels_repaint_cut_short_is_finished_next_frame():
    """In a window, a kept panel's repaint stops at a new text once the frame's fill time is over; the part
    is painted again next frame (not marked as showing what it does not)."""
    from scenes import prepare
    app = make_app(speed=3.0)
    host = start(app, ("human", "normal"), seed=2)
    step(app, n=5)
    shown(app)
    host.board.view["stars"] = [97, 98]            # numbers never drawn before: new texts
    prepare.begin_frame(float("-inf"))
    try:
        stale = shown(app)
    finally:
        prepare.begin_frame(None)
    assert stale != drawn_whole(host, app.size)
    assert shown(app) == drawn_whole(host, app.size)
    app.stack.clear()


def test_the_side_panels_lie_clear_of_the_hosts_panels_and_of_each_other():
    """A part repainted on the backdrop wipes its rectangle: the board's parts never overlap the host's bar,
    players and log, nor each other (every game, both window sizes)."""
    for game_size in ((1280, 720), (1920, 1080), (1000, 700)):
        app = make_app(game_size)
        host = start(app, ("normal", "normal", "normal", "normal"), seed=1)
        step(app, n=3)
        rects = still_rects(host.board)
        assert len(rects) == 4
        for i, rect in enumerate(rects):
            assert not any(rect.colliderect(other) for other in (host.bar, host.players_rect, host.log.rect))
            assert not any(rect.colliderect(other) for other in rects[i + 1:])
        app.stack.clear()


def test_the_next_challenges_words_and_icons_are_made_ahead():
    """Issue 20: flipping a Challenge made its card's texts and icons in the frame (1-4 ms cold); the idle
    warm-up makes them for every card the next flip may show, so the face is then a few blits."""
    from scenes import assets
    from scenes.bfdi import warm
    from scenes.bfdi.art_cards import challenge_face
    app = make_app()
    host = start(app, ("normal", "normal"), seed=3)
    step(app, n=3)
    board = host.board
    for call in warm._panel_calls(board):     # (a generator of calls: run each)
        call()
    number = board.challenge[1] + 1 if board.challenge is not None else 1
    texts = len(assets._TEXT_CACHE)
    from game.bfdi.data import challenges
    for card in challenges()[:5]:
        challenge_face(card["id"], number, board.lay.challenge.w, board.lay.challenge.h)
    assert len(assets._TEXT_CACHE) == texts
    app.stack.clear()
