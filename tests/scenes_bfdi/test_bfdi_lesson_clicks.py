"""Issue 23, "No holding": with Click to move on, the BFDI lesson tells the learner to click a Scene and then
a character (never to drag), as the prompts in play do through access.how, and a lesson step is done with
those two clicks; with it off, the lesson still teaches the drag."""
from __future__ import annotations

import pygame

from scenes import access
from scenes import tutorial as tut
from scenes.bfdi.tutorial import BUBBLE, HOARDING
from scenes.driver import DT, click_events


def words(step) -> str:
    return f"{step.text} {step.hint}".lower()


def test_with_click_to_move_no_step_says_drag_and_the_card_steps_say_click():
    lesson = tut.load("bfdi")
    access.click_to_move = False
    dragged = [s for s in lesson.steps if "drag" in words(s)]
    assert len(dragged) == 2                      # Hoarding onto Bubble, Boost onto Blocky
    access.click_to_move = True                   # the same lesson, read now (switched mid-lesson too)
    assert not [s for s in lesson.steps if "drag" in words(s)]
    clicked = [s for s in lesson.steps if s.expect and s.expect.get("kind") == "play"]
    assert all("click hoarding, then bubble" in words(s) or "click boost, then blocky" in words(s)
               for s in clicked), [s.text for s in clicked]


def test_the_lesson_step_is_played_by_two_clicks():
    from scenes.app import App
    from scenes.screens.title import Title
    from scenes.settings import Settings
    tut.forget("bfdi")
    app = App((1280, 720), settings=Settings(click_to_move=True), sync_bots=True)
    pygame.event.clear()
    app.push(Title(app))
    assert access.click_to_move
    host = tut.open_tutorial(app, "bfdi", resume=False, keep=False)
    host.autoplay = auto = tut.Autoplay(host)
    for _ in range(20000):                        # the autoplay up to the Hoarding step
        if host.index >= 5 or auto.finished:
            break
        app.step(pygame.event.get(), DT)
    host.autoplay = None
    for _ in range(2000):
        if not host.board.busy() and not host.bots_pending():
            break
        app.step(pygame.event.get(), DT)
    assert host.step.expect == {"kind": "play", "card": HOARDING, "target": BUBBLE}
    assert "Click Hoarding, then Bubble" in host.step.text
    for key in (f"card:{HOARDING}", f"char:{BUBBLE}"):         # pick it up, put it down: no button held
        for e in click_events(host.find(key).center):
            pygame.event.post(e)
        for _ in range(3):
            app.step(pygame.event.get(), DT)
    assert host.index == 6
    assert "Ana plays Hoarding on Bubble" in "\n".join(host.table.log)
