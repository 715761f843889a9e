"""The Dodos lesson (scenes/dodos/tutorial.py, issue 21): the learner throws every projectile (the Egg, the
Meteorite, the Star and the Banana, each by its own gesture), sees a throw miss and what the black box costs, and
ends a turn on a sphere space, each told in the step's words. Played through the real input path at 1280x720."""
from __future__ import annotations

import pygame

from scenes import tutorial as tut
from scenes.dodos.tutorial import BEN, STEPS


def test_the_lesson_lets_the_learner_throw_each_kind_and_shows_a_miss_and_a_sphere():
    from scenes.app import App
    from scenes.screens.title import Title
    from scenes.settings import Settings
    pygame.init()
    pygame.event.clear()
    tut.forget("dodos")
    app = App((1280, 720), settings=Settings(), sync_bots=True)
    app.push(Title(app))
    host = tut.open_tutorial(app, "dodos", resume=False, keep=False)
    auto = host.autoplay = tut.Autoplay(host)
    tut.run_headless(app, limit=30000)
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
