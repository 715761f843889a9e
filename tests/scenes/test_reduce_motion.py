"""Issue 23, "Motion": with Reduce motion, flights, shakes, bounces and pulses become short fades at the
destination on every board and widget, the host's pacing is kept; in either mode nothing flashes more
than three times a second (counted from rendered frames on a frame clock: no wall clock)."""
from __future__ import annotations

import pygame
import pytest
from coloraide import Color

from scenes import access
from scenes.driver import start_host, step
from scenes.widgets import tween
from scenes.widgets.cards import CardSprite, CardTable
from scenes.widgets.die import FACE_MIN, Die

GAMES = ("bfdi", "dodos", "dreaddraw", "dreamcatcher")
CELL = 24                 # pixels of a region whose luminance is followed
FPS = 60


def make_app(calm: bool, speed: float = 1.0, size=(1280, 720)):
    from scenes.app import App
    from scenes.settings import Settings
    settings = Settings()
    settings.anim_speed, settings.reduce_motion = speed, calm
    return App(size, settings=settings, sync_bots=True)


# ---- counting flashes ------------------------------------------------------------------------------
def _channel(i: int) -> list[float]:
    """Relative luminance of one sRGB channel at each 8-bit value (coloraide; luminance adds up in linear light)."""
    out = []
    for v in range(256):
        rgb = [0.0, 0.0, 0.0]
        rgb[i] = v / 255
        out.append(Color("srgb", rgb).luminance())
    return out


LUM = [_channel(i) for i in range(3)]


def cells(surface: pygame.Surface) -> list[float]:
    """Mean relative luminance of each CELL x CELL region of a frame."""
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(surface, (w // CELL, h // CELL))
    raw = pygame.image.tobytes(small, "RGB")
    r, g, b = LUM
    return [r[raw[i]] + g[raw[i + 1]] + b[raw[i + 2]] for i in range(0, len(raw), 3)]


def most_changes_in_a_second(frames: list[list[float]], step_: float = 0.1) -> int:
    """The most luminance changes of 10% or more that reverse direction (WCAG's flash: a pair of opposing
    changes) in any one region within any one second of frames."""
    worst = 0
    for c in range(len(frames[0])):
        ref, sign, times = frames[0][c], 0, []
        for t, frame in enumerate(frames):
            d = frame[c] - ref
            if sign and d * sign > 0:
                ref = frame[c]                  # still going the same way: a further extreme
            elif abs(d) >= step_:
                times.append(t)
                sign, ref = (1 if d > 0 else -1), frame[c]
        j = 0
        for i in range(len(times)):
            while times[i] - times[j] >= FPS:
                j += 1
            worst = max(worst, i - j + 1)
    return worst


def record(app, frames: int) -> list[list[float]]:
    out = []
    for _ in range(frames):
        step(app)
        out.append(cells(app.screen))
    return out


def test_the_flash_counter_counts_a_blink():
    """The counter itself: a region blinking at 4 Hz is over the limit, one at 2 Hz is not."""
    def blinking(hz):
        return [[1.0 if int(t / FPS * hz * 2) % 2 else 0.0] for t in range(FPS * 2)]
    assert most_changes_in_a_second(blinking(4)) > 6
    assert most_changes_in_a_second(blinking(2)) <= 6


@pytest.mark.parametrize("calm", [False, True], ids=["motion", "reduce-motion"])
@pytest.mark.parametrize("game", GAMES)
def test_no_board_flashes_more_than_three_times_a_second(game, calm):
    """Four seconds of bots playing (pulses, glows, dice, flights) at 60 frames a second: no region's
    luminance reverses more than 6 times (3 flashes) within any second."""
    app = make_app(calm)
    start_host(app, game, ("normal", "normal", "normal"), {}, 3, 0)
    step(app, n=30)
    frames = record(app, 4 * FPS)
    assert most_changes_in_a_second(frames) <= 6
    app.stack.clear()


# ---- the constants every pulse obeys -----------------------------------------------------------------
def test_pulses_are_capped_at_three_hertz_and_hold_still_with_reduce_motion():
    values = [tween.wave(t / 600, 50.0) for t in range(600)]          # asked for 50 Hz over one second
    rises = sum(1 for a, b, c in zip(values, values[1:], values[2:]) if b > a and b >= c)
    assert rises <= tween.MAX_FLASH_HZ
    access.reduce_motion = True
    assert {tween.wave(t / 10, 1.0) for t in range(10)} == {1.0}


def test_a_tumbling_die_changes_face_at_most_six_times_a_second():
    die = Die(6, 1, seed=3)
    die.roll(4, seconds=2.0)
    changes, shown = 0, die.shown
    for _ in range(120):
        die.update(1 / FPS)
        changes += die.shown != shown
        shown = die.shown
    assert changes <= 2 * tween.MAX_FLASH_HZ * 2 and FACE_MIN >= 1 / (2 * tween.MAX_FLASH_HZ)


# ---- Reduce motion: fades at the destination ---------------------------------------------------------
def test_bounces_lose_their_overshoot_and_flights_are_at_their_end():
    assert max(tween.out_back(k / 50) for k in range(51)) > 1.0
    access.reduce_motion = True
    assert max(tween.out_back(k / 50) for k in range(51)) <= 1.0
    assert max(tween.out_elastic(k / 50) for k in range(51)) <= 1.0
    assert tween.travel(0.1) == 1.0 and tween.travel(0.0) == 0.0
    assert tween.arrival(0.0) == 0.0 and tween.arrival(tween.FADE) == 1.0


def test_a_card_dropped_off_target_appears_at_home_fading_in():
    access.reduce_motion = True
    home = pygame.Rect(100, 100, 60, 90)
    card = CardSprite(1, home)
    table = CardTable()
    table.cards = [card]
    from scenes.driver import down, motion, up
    for e in (down((130, 140)), motion((400, 400), buttons=(1, 0, 0)), up((400, 400))):
        table.handle(e)
    assert card.rect == home and card.busy               # home at once, still fading in
    surf = pygame.Surface((600, 600), pygame.SRCALPHA)
    card.draw(surf)
    assert surf.get_at(home.center).a < 40               # barely there on the first frame
    for _ in range(int(tween.FADE * FPS) + 1):
        table.update(1 / FPS)
    assert not card.busy and card.rect == home


def test_a_die_shows_its_value_at_once_without_hopping():
    access.reduce_motion = True
    die = Die(6, 1, seed=3)
    die.rect = pygame.Rect(50, 50, 40, 40)
    die.roll(5, seconds=0.9)
    assert die.shown == 5 and die.busy                   # the host still waits the roll's time
    for _ in range(20):
        die.update(1 / FPS)
        assert die.shown == 5


@pytest.mark.parametrize("game", GAMES)
def test_with_reduce_motion_the_host_keeps_its_pace(game):
    """The host waits while a board is busy: with flights turned into fades (same timings) the bots play at
    the same pace, within a fifth."""
    counts = {}
    for calm in (False, True):
        app = make_app(calm, speed=4.0)
        host = start_host(app, game, ("normal", "normal", "normal"), {}, 3, 0)
        step(app, n=480)
        counts[calm] = len(host.table.record.actions)
        app.stack.clear()
    assert counts[True] > 0 and abs(counts[True] - counts[False]) <= max(2, counts[False] // 5)
