"""Idle jobs (issue 15, issue 20): the top scene's art made with a frame's spare time, never after a frame that spent
its budget, never behind a cover, each round expecting what the last one cost; and what a screen waits for before
it is shown (modules loading behind). The timings live in tools/hitch.py (make bench)."""
from __future__ import annotations

from game.core import SeatInfo, Table
from scenes.host import HostScene

from test_smooth import _misses

def _idle_host(app, driver, game, players=3, bots_only=False):
    first = SeatInfo("Ana", "easy", 0) if bots_only else SeatInfo("Ana")
    seats = [first] + [SeatInfo(n, "easy", i) for i, n in enumerate(["Ben", "Cy", "Di"][:players - 1], 1)]
    host = app.push(HostScene(app, Table.new(game, seats, {}, 4)))
    driver.frames(2)
    return host


def _drain(scene) -> int:
    jobs = 0
    for _ in scene.idle_jobs():
        jobs += 1
    return jobs


class _Counted:
    """A scene whose idle jobs count themselves."""

    def __init__(self):
        self.ran = 0

    def idle_jobs(self):
        for _ in range(100):
            self.ran += 1
            yield


def test_idle_jobs_run_only_after_a_frame_with_time_to_spare(app, driver, monkeypatch):
    from scenes import app as app_module
    from scenes.scene import Scene
    monkeypatch.setattr("scenes.reserve.ahead", lambda jobs: jobs)    # the scene's jobs alone (no heap top-ups)
    scene = app.push(Scene(app))
    counted = _Counted()
    monkeypatch.setattr(scene, "idle_jobs", counted.idle_jobs)
    driver.frames(3)
    assert counted.ran == 0                      # headless apps never warm up idly (tests, screenshots)
    app.idle_budget = 1e9                        # a frame with all the time in the world: a job or two
    driver.frames(1)
    assert 1 <= counted.ran <= app_module.IDLE_JOBS
    ran = counted.ran
    app.idle_budget = 0.010
    app._frame_start = float("-inf")                   # this frame already spent its budget (no clock read)
    app.run_idle()
    assert counted.ran == ran                    # no idle job after a frame that spent its budget
    app.idle_budget = float("inf")               # the next frame has all the time it wants
    app.run_idle()
    assert counted.ran > ran                     # the next cheap frame goes on


def test_a_round_of_idle_jobs_expects_its_first_job_to_cost_what_the_last_rounds_longest_did(app, monkeypatch):
    """A cold picture (8 ms at 1920x1080) made as the first job of a round ran in a frame that had spent 4 ms:
    the next round expects as much, and waits for a frame with room for it. A fake clock: no wall time read."""
    from types import SimpleNamespace
    from scenes import app as app_module
    from scenes.scene import Scene
    clock = SimpleNamespace(t=100.0)
    monkeypatch.setattr(app_module, "time", SimpleNamespace(perf_counter=lambda: clock.t))
    monkeypatch.setattr("scenes.reserve.ahead", lambda jobs: jobs)
    scene = app.push(Scene(app))
    ran = []

    def jobs():
        ran.append("cold")
        clock.t += 0.008                          # the cold picture
        yield
        ran.append("warm")
        yield
    monkeypatch.setattr(scene, "idle_jobs", jobs)
    app.idle_budget = 0.010

    def frame(spent: float) -> None:
        app._frame_start = clock.t
        clock.t += spent
        app.run_idle()
    frame(0.001)
    assert ran == ["cold"]                        # the first round knows nothing yet; then no room for another
    while app._idle is not None or app._idle_rest:
        frame(0.001)
    ran.clear()
    frame(0.003)
    assert ran == []                              # 3 ms spent + the 8 ms expected: over the 10 ms budget
    frame(0.001)
    assert ran == ["cold"]


def test_a_job_awaiting_a_thread_yields_until_the_thread_has_ended():
    import threading
    from scenes.prepare import awaited
    gate = threading.Event()
    thread = threading.Thread(target=gate.wait, daemon=True)
    thread.start()
    jobs = awaited(thread, wait=0)
    for _ in range(5):
        next(jobs)                                # still loading: the screen stays covered
    gate.set()
    thread.join()
    assert list(jobs) == []


def test_dream_catcher_stays_covered_until_shapely_is_loaded(app, driver, quick_bots):
    """shapely and numpy loading on another thread during play took the GIL from its first frames (a 19 ms
    frame): the board's preparation ends once they are loaded."""
    import threading
    host = _idle_host(app, driver, "dreamcatcher", 2)
    board = host.board
    gate = threading.Event()
    board.loading = threading.Thread(target=gate.wait, daemon=True)
    board.loading.start()
    jobs = board.prepare()
    for _ in range(200):
        next(jobs)                                # the art made, then waiting on the loader
    gate.set()
    board.loading.join()
    assert list(jobs) == []


def test_idle_jobs_wait_while_a_screen_is_prepared(app, driver, quick_bots, monkeypatch):
    monkeypatch.setattr("scenes.reserve.ahead", lambda jobs: jobs)    # the scene's jobs alone (no heap top-ups)
    counted = _Counted()
    host = _idle_host(app, driver, "pebbles", 2)
    host.idle_jobs = counted.idle_jobs
    app.idle_budget = 1e9
    app.prepare_budget = 1e-9
    driver.resize(1000, 600)
    while app.preparing:
        assert counted.ran == 0                  # behind the cover the prepare jobs have the spare time
        driver.frames(1)
    driver.frames(2)
    assert counted.ran >= 1


def test_bfdi_figures_move_to_another_level_without_a_cache_fill_once_idle_jobs_drained(app, driver, quick_bots):
    from game.bfdi.data import LEVELS, SPACES
    from scenes.bfdi.layout import MIN_DEPTH
    host = _idle_host(app, driver, "bfdi", 4, bots_only=True)
    board = host.board
    assert driver.until(lambda: any(w[0] == "grid" for w in board.loc.values()) and not board.busy(), 3000)
    assert _drain(host) >= 1
    before = _misses()
    app.draw(app.screen)
    assert _misses() == before                   # the frame as it is: warm
    for cid, where in list(board.loc.items()):
        if where[0] == "grid":
            for level in range(LEVELS):
                board.loc[cid] = ("grid", level, where[2])
                app.draw(app.screen)
                assert _misses() == before, (cid, level)     # its label at every column's width was made
            board.loc[cid] = where
    lay, depth = board.lay, board.lay.depth
    for rows in range(MIN_DEPTH, SPACES + 1):   # the rows in use change: every figure and label resizes
        lay.set_rows(rows, rows)
        app.draw(app.screen)
        assert _misses() == before, rows         # made at every figure size the board can switch to
    lay.set_rows(depth, board.rows_in_use())


def test_dreaddraw_shows_any_new_card_without_a_cache_fill_once_idle_jobs_drained(app, driver, quick_bots):
    from game.dreaddraw.data import CARDS
    host = _idle_host(app, driver, "dreaddraw", 3, bots_only=True)
    board = host.board
    assert driver.until(lambda: any(board.shown.rows) and not board.busy(), 3000)
    sh = board.shown
    assert _drain(host) >= 1
    app.draw(app.screen)
    before = _misses(texts=False)   # (a new total's figures are texts, not the card)
    shown = [c for rows in sh.rows + sh.reserves for c in rows]
    for cid in [c.id for c in CARDS if c.id not in shown][::7]:
        sh.rows[1].append(cid)                   # a card summoned into a row
        app.draw(app.screen)
        assert _misses(texts=False) == before, cid          # its face and shadow were made
        sh.rows[1].pop()
    for cid in shown:
        sh.discard_pile.append(cid)              # a card on the table goes to the discard pile
        app.draw(app.screen)
        assert _misses(texts=False) == before, cid
        sh.discard_pile.pop()
    from scenes import theme
    from scenes.dreaddraw import art
    lay = board.lay
    theme.panel_shadow(app.size, lay.fan_area, int(board.u * 0.4))     # the damage fan's panel (issue 20)
    for size in (lay.discard.size, lay.fan_card, lay.bands[0].card):
        art.in_flight(shown[0], size, size)     # a card in the air: its lifted shadow and canvas at each size
    assert _misses(texts=False) == before


def test_dreamcatcher_tokens_and_toys_change_hands_without_a_cache_fill_once_idle_jobs_drained(app, driver, quick_bots):
    from game.dreamcatcher.data import PICTURES
    host = _idle_host(app, driver, "dreamcatcher", 3)
    board = host.board
    assert _drain(host) >= 1
    app.draw(app.screen)
    before = _misses(texts=False)
    pics = board.view["boards"][1]["pictures"]
    shown, owner = list(board.tokens_shown), dict(board.owner)
    for picture in PICTURES:
        pics.append(picture.id)                  # a dream token lands on a cloud
        board.tokens_shown[1] = len(pics)
        app.draw(app.screen)
        assert _misses(texts=False) == before, picture.id
        pics.pop()
    board.tokens_shown[:] = shown
    for tile in board.draw_order()[:4]:
        for seat in range(3):                    # a toy taken by any player
            board.owner[tile] = seat
            app.draw(app.screen)
            assert _misses(texts=False) == before, (tile, seat)
        board.owner.clear()
        board.owner.update(owner)
