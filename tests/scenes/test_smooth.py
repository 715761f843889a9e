"""Smoothness machinery (issue 15), checked by behaviour; the timings live in tools/hitch.py (make bench).

Screens prepare their art over frames behind a cover, the rules page renders its visible part first,
shadows and glows share one cache, staged art resumes where it stopped, the garbage collector runs its
full pass only in a frame's spare time (more in test_collector.py).
"""
from __future__ import annotations

import gc

import pygame
import pytest

from game.core import SeatInfo, Table, registry
from scenes import theme
from scenes.host import HostScene
from scenes.prepare import staged
from scenes.screens.rules import Page, RulesScreen
from scenes.screens.title import Title


def test_prepare_jobs_run_over_frames_behind_a_cover_then_the_scene_draws(app, driver, quick_bots):
    app.push(Title(app))
    driver.frames(1)
    app.prepare_budget = 1e-9                    # one job a frame
    host = app.reset(HostScene(app, Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Ben", "easy", 1)], {}, 4)))
    assert app.preparing and app._cover is not None
    frames = 0
    while app.preparing and frames < 100:
        driver.frames(1)
        frames += 1
        if app.preparing:
            assert host.clock == 0.0             # the hidden scene does not run on unseen
    assert not app.preparing and frames >= 2     # spread over several frames, and drained
    assert host.backdrop._surf is not None       # its backdrop was made by a job, not by the first frame
    driver.frames(1)
    assert host.clock > 0


def test_the_first_screen_makes_the_next_covers_surface_behind_its_own(app, driver, quick_bots):
    """A table opened straight away (--position, a save on the command line) pushes its first dialog without a
    screen change before it: the window-sized surface a cover is copied into is made behind the first cover."""
    app.prepare_budget = 1e-9
    app.reset(HostScene(app, Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Ben", "easy", 1)], {}, 4)))
    frames = 0
    while app.preparing and frames < 100:
        driver.frames(1)
        frames += 1
    assert app._spare is not None and app._spare.get_size() == app.size
    spare = app._spare
    assert app._last_frame() is spare                 # the next cover: copied in, no new surface


def test_resize_keeps_the_old_frame_scaled_until_the_new_art_is_ready(app, driver, quick_bots):
    host = app.push(HostScene(app, Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Ben", "easy", 1)], {}, 4)))
    driver.frames(2)
    app.prepare_budget = 1e-9                    # one job a frame
    old = app._last_frame(reduced=True)          # what the cover will show: the last frame, at half size
    clock = host.clock
    driver.resize(1000, 600)
    assert app.preparing and app.screen.get_size() == (1000, 600)
    shown = pygame.transform.scale(old, (1000, 600))
    corner = pygame.Rect(0, 0, 400, 300)         # clear of the moving "Shuffling..."
    assert pygame.image.tobytes(app.screen.subsurface(corner), "RGB") == \
        pygame.image.tobytes(shown.subsurface(corner), "RGB")    # the old frame, stretched to the new size
    frames = 1
    while app.preparing and frames < 200:
        driver.frames(1)
        frames += 1
        if app.preparing:
            assert host.clock == clock           # covered: the table neither updates nor draws
    assert not app.preparing and frames > 3      # the layouts and the art spread over frames, then drained
    driver.frames(1)
    assert host.clock > clock and host.size == (1000, 600)


def test_a_resize_or_push_that_spent_the_frame_leaves_the_jobs_to_the_next(app, driver, quick_bots):
    app.push(Title(app))
    driver.frames(1)
    app.prepare_budget = 1e-9
    ran = []

    class Slow(Title):
        def prepare(self):
            ran.append(1)
            yield

    app._frame_start -= 1.0                      # as if this frame's events took a second
    app.push(Slow(app))
    app._run_jobs()
    assert ran == [] and app.preparing           # nothing more in a frame already over budget
    driver.frames(1)
    assert ran == [1]


def test_headless_apps_prepare_at_once(app, quick_bots):
    assert app.prepare_budget is None
    app.push(Title(app))
    assert not app.preparing


def test_rules_render_the_visible_bands_first_and_the_rest_while_idle(app, driver):
    rules = RulesScreen(app, registry.get("pebbles"))
    rules.source = "\n\n".join(f"## Heading {i}\nSome text {i} " + "word " * 40 for i in range(60))
    app.push(rules)
    page = rules.page
    visible = set(page.visible(rules.scroll, rules.view.h))
    assert page.count > len(visible) + 2
    assert set(page.bands) == visible            # only what shows was rendered on the way in
    driver.frames(page.count + 2)
    assert len(page.bands) == page.count          # the rest filled in, a band a frame
    driver.key(pygame.K_END)
    assert rules.scroll == rules.max_scroll > 0


def test_rules_bands_draw_the_same_picture_as_one_page():
    pygame.display.get_surface() or pygame.display.set_mode((400, 300))
    source = "# Title\n\n## Part\n- one\n- two " + "word " * 200 + "\n\nText."
    whole = Page(source, 380, 8, 1 << 30)
    banded = Page(source, 380, 8, 37)
    h = min(whole.get_height(), 260)
    a, b = pygame.Surface((380, h), pygame.SRCALPHA), pygame.Surface((380, h), pygame.SRCALPHA)
    whole.blit(a, (0, 0), 15, h)
    banded.blit(b, (0, 0), 15, h)
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_shadows_and_glows_share_one_cache_and_match_a_direct_blur():
    pygame.display.get_surface() or pygame.display.set_mode((400, 300))
    from scenes.dreaddraw import art
    assert theme.shadow((600, 300), 12, 20) is theme.shadow((600, 300), 12, 20)
    assert art.card_shadow(120, 180) is theme.soft_rect((120, 180), 10, 6, (0, 0, 0, 150), 12)
    assembled = theme.soft_rect((500, 260), 12, 8, (0, 0, 0, 110), 16)
    direct = theme._blurred_rect((500, 260), 12, 8, (0, 0, 0, 110), 16)
    assert assembled.get_size() == direct.get_size()
    pa, pb = pygame.image.tobytes(assembled, "RGBA"), pygame.image.tobytes(direct, "RGBA")
    assert max(abs(x - y) for x, y in zip(pa[3::4], pb[3::4])) <= 8


def test_staged_art_resumes_a_half_done_build_and_caches_it():
    calls = []

    @staged(maxsize=2)
    def art(n):
        calls.append("start")
        for i in range(3):
            calls.append(i)
            yield
        return f"picture {n}"

    steps = art.steps(1)
    next(steps)
    assert not art.cached(1)
    assert art(1) == "picture 1" and calls.count("start") == 1     # finished, not restarted
    assert list(art.steps(1)) == [] and art(1) == "picture 1" and calls.count("start") == 1


@pytest.fixture
def gc_state():
    threshold = gc.get_threshold()
    yield
    gc.unfreeze()
    gc.set_threshold(*threshold)


def test_full_collections_wait_for_a_frame_with_time_to_spare(app, driver, quick_bots, gc_state):
    app.settle_memory()
    assert gc.get_freeze_count() > 0 and gc.get_threshold()[2] >= 1_000_000
    app.push(HostScene(app, Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Ben", "easy", 1)], {}, 4)))
    for _ in range(12):                           # young collections pile up the count of the old generation
        gc.collect(1)
    app.collector.spare(0.0)                      # a frame that spent its budget (an animation): no full pass now
    assert gc.get_count()[2] >= 10
    app.collector.spare(1.0)                      # time to spare: the full pass runs at the frame's end
    assert gc.get_count()[2] == 0


# ---- each board prepares its art: after the jobs, the first frame finds every picture cached ------------
def _misses(texts: bool = True) -> int:
    """Cache fills so far: every lru_cache'd or staged function of the scenes package, and the texts."""
    import sys
    from scenes import assets
    total = len(assets._TEXT_CACHE) + assets._font.cache_info().misses if texts else 0
    for name, mod in list(sys.modules.items()):
        if name.startswith("scenes."):
            for obj in list(vars(mod).values()):
                info = getattr(obj, "cache_info", None) if callable(obj) else None
                if info is None or getattr(obj, "__module__", name) != name:
                    continue
                got = info()
                total += got.misses if hasattr(got, "misses") else got[0] + got[1]
    return total


GAMES = ["bfdi", "dreaddraw", "dreamcatcher", "dodos"]


@pytest.mark.parametrize("game", GAMES)
def test_each_board_prepares_its_art_and_the_first_frame_misses_no_cache(app, driver, quick_bots, game):
    from scenes import assets
    from scenes.dodos.paint import _table_art
    from scenes.screens.title import Title
    _table_art.cache_clear()                     # (made by earlier tests at this size: Dodos' jobs would be none)
    app.push(Title(app))
    driver.frames(1)
    app.prepare_budget = 1e-9                    # as in a window: jobs over frames, the trial drawings on
    seats = [SeatInfo("Ana"), SeatInfo("Ben", "easy", 1), SeatInfo("Cy", "easy", 2)]
    host = app.replace(HostScene(app, Table.new(game, seats, {}, 4)))
    assert len(list(host.board.prepare())) >= 1  # the board has jobs of its own (pictures at its layout's sizes)
    assert driver.until(lambda: not app.preparing, 2000)
    before, texts = _misses(), len(assets._TEXT_CACHE)
    app.draw(app.screen)                         # the first frame shown
    assert len(assets._TEXT_CACHE) == texts and _misses() == before


def test_a_sliced_drawing_stops_after_a_fill_once_its_time_is_up_and_keeps_what_it_made():
    from scenes.prepare import filled, sliced
    made: list[int] = []

    def draw():
        for n in range(5):
            if n not in made:
                made.append(n)
                filled()

    tries = list(sliced(draw, budget=-1.0))      # time is always up: one new picture a try, then the whole
    assert made == [0, 1, 2, 3, 4] and len(tries) == 6
    assert len(list(sliced(draw, budget=-1.0))) == 1  # everything made: one try, not stopped


def test_a_picture_cache_keeps_the_picture_before_a_sliced_drawing_stops_after_it():
    """Issue 20 (no play frame over 16.7 ms): Dream Catcher's finale made its dream tokens in one try (12 ms:
    a cached picture with no stop after it), and an icon that stopped its drawing inside its cache was lost and
    made again by the next try. A picture cache keeps the picture, then lets the drawing stop."""
    from scenes.prepare import picture_cache, sliced
    calls: list[int] = []

    @picture_cache(maxsize=8)
    def picture(n):
        calls.append(n)
        return n * 10

    tries = list(sliced(lambda: [picture(n) for n in range(4)], budget=-1.0))   # time always up
    assert calls == [0, 1, 2, 3] and len(tries) == 5       # one new picture a try, each made once
    assert picture.cache_info().currsize == 4


def test_the_tokens_and_icons_and_shadows_stop_a_late_drawing():
    """The pictures a late Kept repaint makes (Dream Catcher's tokens, seat symbols, panel shadows) are
    picture caches, so a repaint past its frame's fill time stops after each new one."""
    from scenes import symbols, theme
    from scenes.dreamcatcher import art_table
    from scenes.prepare import attempt
    for make, args in ((art_table.token, ("moon", 33)), (symbols._icon, ("star", 31, (200, 40, 40), (0, 0, 0))),
                       (theme.shadow, ((97, 45), 7, 5))):
        make.cache_clear()
        assert not attempt(lambda: make(*args), deadline=-1.0)     # stopped after it was made ...
        assert make.cache_info().currsize == 1                     # ... and kept
        assert attempt(lambda: make(*args), deadline=-1.0)         # kept: nothing new, no stop


def test_a_headless_app_runs_a_sliced_drawing_whole_in_one_try(app):
    """Issue 20 (quicker start): jobs that run back to back draw a sliced drawing once; a try stopped by time
    would draw again, from the start, what it drew but did not keep (the title's box art, 4 times each)."""
    from scenes.prepare import filled, sliced
    from scenes.scene import Scene
    tries: list[int] = []
    made: list[int] = []

    def draw():
        tries.append(1)
        for n in range(5):
            if n not in made:
                made.append(n)
                filled()                          # time is always up (budget -1): each would end a try

    class Sliced(Scene):
        def prepare(self):
            yield from sliced(draw, budget=-1.0)

    assert app.prepare_budget is None
    app.push(Sliced(app))
    assert made == [0, 1, 2, 3, 4] and len(tries) == 1 and not app.preparing


def test_backdrop_steps_make_the_same_picture_as_get():
    pygame.display.get_surface() or pygame.display.set_mode((400, 300))

    def paint(surface):
        surface.fill((10, 20, 30))
        yield
        pygame.draw.circle(surface, (200, 100, 50), (100, 80), 40)

    a, b = theme.Backdrop(), theme.Backdrop()
    jobs = list(b.steps((300, 200), "k", paint))
    assert len(jobs) >= 2 and b._surf is not None
    assert pygame.image.tobytes(a.get((300, 200), "k", paint), "RGB") == pygame.image.tobytes(b._surf, "RGB")
    assert list(b.steps((300, 200), "k", paint)) == []       # made once


def test_a_scene_with_nothing_to_prepare_is_shown_at_once_without_a_cover(app, driver, quick_bots):
    from scenes.widgets.curtain import Curtain
    host = app.push(HostScene(app, Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Ben", "human", 1)], {}, 4)))
    driver.frames(2)
    app.prepare_budget = 1e-9
    app.push(Curtain(app, "Ben", (64, 140, 206)))  # a cover would show the last player's view: never one here
    assert not app.preparing and app._cover is None
    assert host in app.stack


def test_a_screen_pushed_by_an_update_waits_behind_the_cover(app, driver):
    title = app.push(Title(app))
    driver.frames(1)
    app.prepare_budget = 1e-9
    drawn = []

    class Next(Title):
        def draw(self, surface):
            drawn.append(app.frame)
            super().draw(surface)

    title.update = lambda dt: app.push(Next(app)) if app.top is title else None   # as the host pushes the results
    driver.frames(1)
    assert app.preparing and drawn == []         # not drawn cold in the frame that pushed it
    assert driver.until(lambda: bool(drawn), 500)


def test_a_hot_seat_table_prepares_its_curtains_art(app, driver, quick_bots):
    from scenes.widgets.curtain import Curtain
    app.push(Title(app))
    driver.frames(1)
    app.prepare_budget = 1e-9
    host = app.replace(HostScene(app, Table.new("dreaddraw", [SeatInfo("Ana"), SeatInfo("Ben", "human", 1)], {}, 4)))
    assert driver.until(lambda: not app.preparing, 2000)
    for private in (False, True):
        before = _misses()
        Curtain(app, host.names[1], host.colour(1), None, private).draw(app.screen)
        assert _misses() == before               # its texts and the card's shadow were made behind the cover


def test_the_results_tell_their_story_in_jobs_behind_the_cover_and_a_resize_resumes_it(app, driver, monkeypatch):
    """The chart's replay of the game (19 ms for a BFDI game) was made inside the frame that ended the game."""
    from game.core import saves
    from scenes.screens import story as story_mod
    from scenes.screens.results import Results
    from tests.scenes.test_results_story import finished
    table = finished("bfdi", {})
    whole = story_mod.story(table)
    replayed = []
    step = saves.Replay.step
    monkeypatch.setattr(saves.Replay, "step", lambda self, count: replayed.append(count) or step(self, count))
    monkeypatch.setattr(story_mod, "REPLAY_SLICE", 5)
    app.push(Title(app))
    driver.frames(1)
    app.prepare_budget = 1e-9                    # one job a frame
    results = app.replace(Results(app, table))
    assert replayed == [] and results.story is None          # nothing replayed in the frame that pushed it
    driver.frames(3)
    assert 0 < len(replayed) < 4 and results.story is None   # a slice a frame
    driver.resize(1000, 600)                                 # restarts prepare(): the telling goes on
    assert driver.until(lambda: not app.preparing, 2000)
    assert sum(replayed) >= len(table.record.actions) and sum(replayed) < len(table.record.actions) + 5 * 2
    assert results.story == whole and results.card.w > 0 and results.chart is not None


def test_a_full_collection_freezes_what_survived_and_leaving_a_table_thaws_and_collects_it(app, driver, quick_bots, gc_state):
    """The next full pass scans only what came after the last one; cycles frozen meanwhile are not lost for
    good: the screen after a game's table collects the whole heap behind its cover."""
    import weakref

    class Node:
        pass
    app.settle_memory()
    app.push(HostScene(app, Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Ben", "easy", 1)], {}, 4)))
    driver.frames(1)
    node = Node()
    node.me = node                                # a cycle: only the collector can free it
    alive = weakref.ref(node)
    for _ in range(12):
        gc.collect(1)
    frozen = gc.get_freeze_count()
    app.collector.spare(1.0)                      # a frame with time to spare: the full pass, then a freeze
    assert gc.get_freeze_count() > frozen and gc.get_count()[2] == 0
    del node
    gc.collect()                                  # frozen: even a full pass keeps it
    assert alive() is not None
    app.push(Title(app))                          # a menu over the table: nothing collected
    app.replace(Title(app))                       # nor a menu changed for another
    assert alive() is not None
    app.reset(Title(app))                         # the table left: thawed and collected
    assert alive() is None and gc.get_freeze_count() > 0


def test_kept_pictures_paint_at_once_headless_and_finish_a_late_repaint_in_the_next_frame():
    from scenes import assets, prepare
    picture = prepare.Kept()

    def driven(done, frames):
        return any(done() for _ in range(frames))

    def paint(words):
        return lambda surface: [surface.blit(assets.text(w, 20, (0, 0, 0)), (0, 20 * i)) for i, w in enumerate(words)]
    first = picture.get("a", (200, 100), paint(["kept one", "kept two"]))
    prepare.begin_frame(-1.0)                     # a window frame already past its fill time
    try:
        late = ["late %d" % i for i in range(4)]
        assert picture.get("b", (200, 100), paint(late)) is first      # the old picture stays up
        tries = 1
        while picture.key != "b":                 # a text a frame at least, kept by the text cache
            picture.get("b", (200, 100), paint(late))
            tries += 1
        assert 1 < tries <= len(late) + 1          # the last try finds them all made
        assert picture.get("c", (300, 100), paint(["new size"])).get_size() == (300, 100)   # at once
        appearing = prepare.Kept()                # late: a new panel may come a frame late, shown whole
        words = ["appears %d" % i for i in range(3)]
        assert appearing.get("e", (200, 100), paint(words), late=True) is None
        assert driven(lambda: appearing.get("e", (200, 100), paint(words), late=True) is not None, len(words) + 1)
    finally:
        prepare.begin_frame(None)
    assert picture.get("d", (300, 100), paint(["headless: " + w for w in late])) is picture.surface
    assert picture.key == "d"


def test_an_opaque_kept_picture_paints_on_its_colour_again_each_time():
    """Issue 20: a panel that covers what lies under it (the log's rows on their paper) is an opaque picture:
    an opaque blit costs half or less of a blended one."""
    from scenes import prepare
    picture = prepare.Kept((10, 20, 30))
    a = picture.get(1, (40, 30), lambda s: s.fill((255, 0, 0), (0, 0, 5, 5)))
    assert not a.get_flags() & pygame.SRCALPHA and a.get_at((20, 20))[:3] == (10, 20, 30)
    picture.get(2, (40, 30), lambda s: None)
    c = picture.get(3, (40, 30), lambda s: None)
    assert c is a and c.get_at((2, 2))[:3] == (10, 20, 30)     # painted again on its colour: no red left


def test_kept_pictures_repaint_on_the_picture_before_last_cleared():
    """Two canvases a panel, in turn: no new surface a repaint (page faults made a tall log's repaint a 20 ms
    frame), and nothing of the older picture shows through the new one."""
    from scenes import prepare
    picture = prepare.Kept()
    a = picture.get(1, (40, 30), lambda s: s.fill((255, 0, 0, 255)))
    b = picture.get(2, (40, 30), lambda s: s.fill((0, 255, 0, 255), (0, 0, 10, 10)))
    c = picture.get(3, (40, 30), lambda s: None)
    assert a is not b and c is a                      # the picture before last, painted again
    assert c.get_at((20, 20)).a == 0 and c.get_at((5, 5)).a == 0     # cleared: no red left
    assert b.get_at((5, 5)) == (0, 255, 0, 255)       # the one shown meanwhile untouched
    assert picture.get(4, (50, 30), lambda s: None) is not b and picture.surface.get_size() == (50, 30)


def test_the_frame_loop_yields_to_a_bot_thinking_in_its_thread(app, monkeypatch):
    """A loop with no time to sleep starved a bot's thread: a 10 ms Dodos decision took 70 s, the table waiting."""
    from scenes import app as app_mod
    slept = []
    monkeypatch.setattr(app_mod.time, "sleep", slept.append)

    class Thinking(Title):
        thinking = True

        def bots_thinking(self):
            return self.thinking
    scene = app.push(Thinking(app))
    app.yield_to_bots()
    assert slept == [app_mod.BOT_YIELD]
    scene.thinking = False
    app.yield_to_bots()
    assert slept == [app_mod.BOT_YIELD]
    host = app.push(HostScene(app, Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Ben", "easy", 1)], {}, 4)))
    assert not host.bots_thinking()              # headless: bots decide in-line, nothing to yield to


def test_the_titles_backdrop_paints_the_background_in_place_with_the_same_pixels(app):
    """The title's first frame makes no window-sized background of its own (issue 20: a surface of page
    faults and a blit before the first frame); what it paints is the background's picture."""
    size = app.size
    painted = theme.window_surface(size)
    theme.paint_background(painted)
    blitted = theme.window_surface(size)
    blitted.blit(theme.background(size), (0, 0))
    assert pygame.image.tobytes(painted, "RGB") == pygame.image.tobytes(blitted, "RGB")


def test_a_backdrop_paints_a_new_picture_on_the_one_before_last_cleared(app):
    """Issue 20: a hot-seat curtain's first frame made a new window-sized surface (25 ms of page faults); the
    curtains share one backdrop whose two pictures are painted in turn, cleared as a new surface would be."""
    from scenes.widgets.curtain import Curtain
    size = app.screen.get_size()
    a = Curtain(app, "Ana", (200, 40, 40)).backdrop
    assert Curtain(app, "Ben", (40, 40, 200)).backdrop is a
    first = a.get(size, "one", lambda s: s.fill((250, 0, 0)))
    second = a.get(size, "two", lambda s: s.fill((0, 250, 0), (0, 0, 10, 10)))
    third = a.get(size, "three", lambda s: None)
    assert first is not second and third is first
    assert third.get_at((100, 100))[:3] == (0, 0, 0) and second.get_at((5, 5))[:3] == (0, 250, 0)


def test_a_backdrop_prepared_at_once_is_painted_once(app):
    """A window prepares a backdrop with a sliced trial paint first (caches filled under the cover); a
    headless app runs its jobs at once, where the trial would only paint the same picture twice."""
    from scenes import prepare
    calls = []
    backdrop = theme.Backdrop()
    with prepare.at_once():
        for _ in backdrop.jobs(app.size, "key", lambda surface: calls.append(surface)):
            pass
    assert len(calls) == 1 and calls[0] is not app.screen


def test_a_full_text_cache_lets_the_least_recently_used_go_not_every_text(app, monkeypatch):
    """Issue 20: at 4000 texts the cache was cleared whole, and the next frame made every text on screen again
    (a frame of 20-40 ms late in a long session); now the least recently used tenth goes."""
    from scenes import assets
    monkeypatch.setattr(assets, "_TEXT_CACHE", {})
    monkeypatch.setattr(assets, "_TEXT_CACHE_MAX", 20)
    monkeypatch.setattr(assets, "_TEXT_CACHE_DROP", 5)
    shown = assets.text("on screen", 20, (0, 0, 0))
    for i in range(19):
        assets.text(f"once {i}", 20, (0, 0, 0))
        assert assets.text("on screen", 20, (0, 0, 0)) is shown        # used every frame: kept
    assets.text("one more", 20, (0, 0, 0))                              # full: five go
    assert len(assets._TEXT_CACHE) == 16
    assert assets.text("on screen", 20, (0, 0, 0)) is shown
    assert not any(key[0] in {f"once {i}" for i in range(5)} for key in assets._TEXT_CACHE)
