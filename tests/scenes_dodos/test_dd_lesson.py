"""The Dodos lesson (scenes/dodos/tutorial.py, issue 21): the learner throws every projectile (the Egg, the
Meteorite, the Star and the Banana, each by its own gesture), sees a throw miss and what the black box costs, and
ends a turn on a sphere space, each told in the step's words. Played through the real input path at 1280x720."""
from __future__ import annotations

import pygame

from lessons import fresh_lesson, played
from scenes.dodos.tutorial import BEN, STEPS


def test_the_lesson_lets_the_learner_throw_each_kind_and_shows_a_miss_and_a_sphere():
    app, host = fresh_lesson("dodos")
    auto = played(app, host)
    assert auto.done, auto.error
    log = "\n".join(host.table.log)
    for line in ("Ana throws the Egg and hits Ben's Dodino", "Ana throws the Meteorite and hits Ben's Dodino",
                 "Ana throws the Star and hits Ben's Dodino", "Ana throws the Banana and hits Ben's Dodino", "Ben's throw hits nothing: Ben must discard 4 cards",
                 "Ana ends the turn on a sphere space"):
        assert line in log, line
    learner = [a for s, a in host.table.record.actions if s == 0 and a.kind == "throw"]
    assert {a["gesture"] for a in learner} == {"egg", "meteorite", "star", "banana"}
    assert all(BEN in a["hits"] for a in learner)              # each one hit, the Banana too
    texts = " ".join(s.text for s in STEPS)
    for words in ("if you miss", "sphere space", "Banana Peel", "black box", "flick of the wrist"):
        assert words in texts, words
    pygame.event.clear()


def test_with_click_to_move_the_lesson_says_the_clicks_and_is_played_by_clicks():
    """Issue 23, No holding: with Click to move on, the lesson tells the learner to click (a card, then the
    slot; a throw's start, then its direction, then its power) and never to drag, press and pull, or hold,
    as the prompts in play do (access.how); played through by those clicks, every throw still hits Ben."""
    from scenes import access
    dragged = " ".join(f"{s.text} {s.hint}" for s in STEPS)
    assert "Drag Egg Volley" in dragged and "hold the mouse button" in dragged
    access.click_to_move = True
    clicked = " ".join(f"{s.text} {s.hint}" for s in STEPS)
    for words in ("Drag", "drag", "hold the mouse", "Hold the button", "Press on", "let go", "swipe from", "flick the banana"):
        assert words not in clicked, words
    for words in ("Click Egg Volley, a red card, then the slot", "Click the glowing nest, then click away",
                  "click it, then click again just beside it", "click towards Ben's Dodino to aim"):
        assert words in clicked, words
    app, host = fresh_lesson("dodos", click_to_move=True)
    auto = played(app, host)
    assert auto.done, auto.error
    assert access.click_to_move
    learner = [a for s, a in host.table.record.actions if s == 0 and a.kind == "throw"]
    assert [a["gesture"] for a in learner] == ["egg", "meteorite", "star", "banana"]
    assert all(BEN in a["hits"] for a in learner)
    pygame.event.clear()
