"""The lessons (scenes/tutorial.py and scenes/<game>/tutorial.py): each plays to its end through the real
input path (events posted to pygame's queue), every highlighted target is on screen, a wrong action is
refused with the step's hint, and a lesson left part-way resumes at the same step. Frame-driven."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from scenes import tutorial as tut
from scenes.driver import DT, click_events

GAMES = ("bfdi", "dreamcatcher", "dodos", "dreaddraw")
# lines the lesson's texts rely on: if the rules, the data or the deal change, the story must change too
STORY = {
    "bfdi": ["Ana plays Hoarding on Bubble", "Ben offers 1 Star to ally Spongy", "Ana rolls 1",
             "Ana rolls 2", "Tennis Ball is eliminated"],
    "dreamcatcher": ["Ana's Panda covers it: sweet dreams!", "Ana draws 2 Dream tokens",
                     "Ana's Unicorn does not quite cover it"],
    "dodos": ["All cards are revealed: Ana Egg Volley, Ben Long Stride", "Ana advances 3 (footprint)",
              "Ana throws the Egg and hits Ben's Dodino", "Ana plays Second Wind"],
    "dreaddraw": ["Ben summons next (tied for lowest total and already playing)",
                  "Ana summons Murk Wyrm (14)", "Ana reveals Gloaming Fetch (6), not stronger than 14",
                  "Ben wins round 1 with 2 red dots", "Ana keeps Gutter Mummer",
                  "Ben summons Gloaming Wisp (6)", "Ana summons Gutter Mummer (2) from the reserves"],
}


def make_app(size):
    from scenes.app import App
    from scenes.screens.title import Title
    from scenes.settings import Settings
    app = App(size, settings=Settings(), sync_bots=True)
    app.push(Title(app))
    return app


def frames(app, n: int = 1, events=()) -> None:
    for e in events:
        pygame.event.post(e)
    for _ in range(n):
        app.step(pygame.event.get(), DT)


def settle(app, host, limit: int = 2000) -> None:
    for _ in range(limit):
        if not host.board.busy() and not host.bots_pending():
            break
        frames(app)
    frames(app, 5)


@pytest.fixture(autouse=True)
def fresh_queue():
    pygame.init()
    pygame.event.clear()
    for g in GAMES:
        tut.forget(g)
    yield
    pygame.event.clear()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
@pytest.mark.parametrize("game", GAMES)
def test_lesson_plays_to_its_end_with_every_target_on_screen(game, size):
    app = make_app(size)
    host = tut.open_tutorial(app, game, resume=False, keep=False)
    auto = host.autoplay = tut.Autoplay(host)
    tut.run_headless(app, limit=30000)
    assert auto.done, auto.error
    assert host.last
    window = pygame.Rect((0, 0), size)
    steps_with_targets = {i for i, s in enumerate(host.tut.steps) if s.target is not None}
    assert {i for i, _ in auto.checked} == steps_with_targets      # each one was found on screen ...
    assert all(window.contains(r) for _, r in auto.checked)        # ... and inside the window
    log = "\n".join(host.table.log)
    for line in STORY[game]:
        assert line in log


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
@pytest.mark.parametrize("game", GAMES)
def test_every_step_text_fits_its_panel_and_is_legible(game, size):
    app = make_app(size)
    host = tut.open_tutorial(app, game, resume=False, keep=False)
    assert host.text_size() >= tut.MIN_TEXT
    for i in range(len(host.tut.steps)):
        host.index = i
        host.layout_panel()
        assert not host.panel_overflow, f"step {i + 1} is cut at {size}"
        for b in host.panel_buttons():
            assert int(b.rect.h * 0.42) >= tut.MIN_TEXT


def test_a_lesson_may_start_from_a_position_and_resumes_on_it():
    """Issue 21 (the Dodos lesson throws the Banana): a lesson can start from a position its script writes (a deck
    ordered for the story) instead of the seed's deal, and a lesson left part-way resumes on that same table."""
    lesson = tut.load("dodos")
    assert lesson.position is not None and all(tut.load(g).position is None for g in GAMES if g != "dodos")
    app = make_app((1280, 720))
    host = tut.open_tutorial(app, "dodos", resume=False, keep=True)
    frames(app, 3)
    assert host.table.match.to_position() == lesson.position()
    again = tut.open_tutorial(make_app((1280, 720)), "dodos", resume=True, keep=True)
    assert again.table.record.start == host.table.record.start is not None
    assert again.table.match.to_position() == lesson.position()


def test_a_wrong_action_is_refused_with_the_hint():
    app = make_app((1280, 720))
    host = tut.open_tutorial(app, "bfdi", resume=False, keep=False)
    frames(app, 5)
    host.next_step()                                        # step 2: pick Blocky
    settle(app, host)
    step = host.step
    assert step.expect == {"kind": "pick", "char": 0}
    bubble = tut.load("bfdi").targets(host.board, "char:1")
    frames(app, 3, click_events(bubble.center))             # Bubble, not Blocky
    assert host.index == 1 and not host.table.record.actions
    assert any(t.message == step.hint for t in app.toasts.items)
    frames(app, 3, click_events(host.find("char:0").center))
    assert host.index == 2 and len(host.table.record.actions) == 1


def test_an_action_on_a_reading_step_is_refused():
    app = make_app((1280, 720))
    host = tut.open_tutorial(app, "dreaddraw", resume=False, keep=False)
    frames(app, 5)
    assert host.step.waits_for_next and host.actions() == []
    legal = host.table.match.legal_actions(0)
    assert not host.submit(0, legal[0])
    assert any("Next" in t.message for t in app.toasts.items)
    assert host.index == 0 and not host.table.record.actions


def autoplay_to(game: str, step: int):
    """A fresh app with GAME's lesson played by its autoplay up to STEP (or its end)."""
    app = make_app((1280, 720))
    host = tut.open_tutorial(app, game, resume=False, keep=True)
    host.autoplay = auto = tut.Autoplay(host)
    for _ in range(20000):
        if host.index >= step or auto.finished:
            break
        frames(app)
    return app, host, auto


def test_leaving_and_resuming_keeps_the_step():
    app, host, auto = autoplay_to("dreaddraw", 7)
    assert host.index == 7 and not auto.finished
    settle(app, host)
    actions = list(host.table.record.actions)
    pygame.event.clear()
    frames(app, 3, click_events(host.leave_button.rect.center))
    assert not any(isinstance(s, tut.TutorialHost) for s in app.stack)
    assert tut.progress("dreaddraw")["step"] == 7
    # a new session: the title's Learn to play opens the lesson where it was left
    app = make_app((1280, 720))
    title = app.stack[-1]
    button = title.learn_buttons[[g.id for g in title.games].index("dreaddraw")]
    frames(app, 3, click_events(button.rect.center))
    again = app.stack[-1]
    assert isinstance(again, tut.TutorialHost)
    assert again.index == 7 and again.table.record.actions == actions
    again.autoplay = auto = tut.Autoplay(again)
    tut.run_headless(app, limit=20000)
    assert auto.done, auto.error
    assert tut.progress("dreaddraw") is None                 # finished: the next lesson starts over


def test_finishing_offers_a_real_game_against_easy_bots():
    app = make_app((1280, 720))
    host = tut.open_tutorial(app, "dreaddraw", resume=False, keep=False)
    host.index = len(host.tut.steps) - 1
    host.layout_panel()
    frames(app, 2)
    frames(app, 3, click_events(host.play_button.rect.center))
    from scenes.host import HostScene
    game = app.stack[-1]
    assert type(game) is HostScene
    assert [s.controller for s in game.table.record.seats] == ["human", "easy"]
    assert game.table.record.actions == []


def test_command_line_autoplay_exits_0_and_saves_the_last_frame(tmp_path):
    out = tmp_path / "out.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("DISPLAY", None)
    root = Path(__file__).resolve().parents[2]
    run = subprocess.run([sys.executable, "-m", "scenes", "--tutorial", "dreaddraw", "--autoplay",
                          "--size", "1280x720", "--screenshot", str(out)], cwd=root, env=env,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert pygame.image.load(str(out)).get_size() == (1280, 720)


def test_autoplay_fails_when_a_step_cannot_be_performed(monkeypatch):
    app = make_app((1280, 720))
    lesson = tut.load("dreaddraw")
    broken = tut.Tutorial(lesson.game, lesson.names, lesson.seed,
                          [tut.Step("Click nothing.", "nowhere", {"kind": "summon"}), tut.Step("End", None)],
                          lesson.targets)
    monkeypatch.setattr(tut, "load", lambda game: broken)
    host = tut.open_tutorial(app, "dreaddraw", resume=False, keep=False)
    host.autoplay = auto = tut.Autoplay(host)
    tut.run_headless(app, limit=3000)
    assert not auto.done and "nowhere" in auto.error


def test_start_over_begins_the_lesson_again():
    app, host, auto = autoplay_to("dreamcatcher", 4)
    host.autoplay = None
    settle(app, host)
    pygame.event.clear()
    frames(app, 3, click_events(host.over_button.rect.center))
    again = app.stack[-1]
    assert isinstance(again, tut.TutorialHost) and again is not host
    assert again.index == 0 and again.table.record.actions == []
    assert tut.progress("dreamcatcher")["step"] == 0


def test_the_log_follows_every_move_of_a_lesson():
    """Issue 21: the log stayed on its first line or two for the whole of every lesson."""
    app, host, auto = autoplay_to("bfdi", 6)
    settle(app, host)
    frames(app, 5)
    assert len(host.log.lines) > 3 and host.log.shown == len(host.log.lines)
