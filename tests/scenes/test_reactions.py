"""Reaction strips: each human seat answers for itself, in the game's order; the timer waits for the
board to settle and for the pointer to leave the strip; "pass all round" is a seat's own choice."""
from __future__ import annotations

import pygame

from scenes.driver import motion
from scenes.widgets.reaction import ARM_FRAMES

from test_host import new_host


def _go(host, driver):
    driver.frames(2)
    host.submit(0, host.actions()[0])            # Ana says go: Ben and Cleo may react
    driver.frames(30)


def test_one_let_it_pass_passes_for_that_seat_only(app, driver, quick_bots):
    host = new_host(app, "snap", ["human", "human", "human"])
    _go(host, driver)
    assert host.reaction.seats == [1]
    driver.click(host.reaction.let_pass.rect.center)          # Ben lets it pass
    driver.frames(40)
    match = host.table.match
    assert match.waiting == [2]                               # Cleo still gets to choose
    assert host.reaction is not None and host.reaction.seats == [2] and not host.reaction.finished
    driver.click(host.reaction.buttons[0].rect.center)        # too soon after Ben's strip: not Cleo's answer
    assert not host.reaction.finished
    driver.frames(ARM_FRAMES)
    driver.click(host.reaction.buttons[0].rect.center)        # Cleo: Wait!
    driver.frames(30)
    assert host.seat == 2 and {a.kind for a in host.actions()} == {"snap", "pass"}


def test_the_timer_starts_when_the_board_is_settled(app, driver, quick_bots, monkeypatch):
    app.settings.reaction_seconds = 6
    host = new_host(app, "snap", ["human", "human", "human"])
    monkeypatch.setattr(host.board, "busy", lambda: True)      # cards still flying in
    driver.frames(2)
    host.submit(0, host.table.match.legal_actions(0)[0])
    driver.frames(200)
    assert host.reaction is None or host.reaction.left == host.reaction.seconds
    monkeypatch.setattr(host.board, "busy", lambda: False)     # everything has landed
    driver.frames(2)
    strip = host.reaction
    assert strip is not None and strip.seats == [1] and strip.left > 5.9
    monkeypatch.setattr(host.board, "busy", lambda: True)      # another animation: the timer waits
    driver.frames(300)
    assert strip.left > 5.9 and not strip.finished
    monkeypatch.setattr(host.board, "busy", lambda: False)
    driver.frames(60)
    assert 4.9 < strip.left < 5.1
    driver.frames(5 * 60 + 10)
    assert strip.finished and host.table.match.waiting == [2]


def test_the_timer_pauses_while_the_pointer_is_over_the_strip(app, driver, quick_bots):
    app.settings.reaction_seconds = 6
    host = new_host(app, "snap", ["human", "human", "human"])
    _go(host, driver)
    strip = host.reaction
    driver.frames(1, [motion(strip.rect.center)])
    before = strip.left
    driver.frames(20 * 60)                       # reading for twenty seconds: still open
    assert strip.left == before and not strip.finished
    driver.frames(1, [motion((2, 2))])
    driver.frames(int(before * 60) + 10)
    assert strip.finished


def test_timer_off_waits_for_an_answer(app, driver, quick_bots):
    app.settings.reaction_seconds = 0
    host = new_host(app, "snap", ["human", "human", "human"])
    _go(host, driver)
    driver.frames(60 * 60)
    assert host.reaction is not None and not host.reaction.finished and host.reaction.seats == [1]


def test_pass_all_round_is_remembered_for_that_seat_only(app, driver, quick_bots, monkeypatch):
    host = new_host(app, "snap", ["human", "human", "human"])
    monkeypatch.setattr(host.board, "reaction_scope", lambda: "round 1", raising=False)
    _go(host, driver)
    host.reaction.layout(host._reaction_rect())
    assert host.reaction.round_pass is not None
    driver.click(host.reaction.round_pass.rect.center)         # Ben: pass all round
    driver.frames(40)
    assert host.pass_round == {1: "round 1"} and host.reaction.seats == [2]
    driver.frames(ARM_FRAMES)
    driver.click(host.reaction.let_pass.rect.center)          # Cleo passes this once
    driver.frames(30)
    host.switch_to(1)
    driver.frames(30)
    host.submit(1, host.actions()[0])                          # Ben says go: Ana and Cleo asked
    driver.frames(30)
    assert host.reaction.seats == [0]
    driver.click(host.reaction.let_pass.rect.center)
    driver.frames(30)
    assert host.reaction.seats == [2]
    host.submit(2, host.table.match.legal_actions(2)[1])       # Cleo passes; Cleo's go next
    driver.frames(30)
    host.switch_to(2)
    driver.frames(30)
    host.submit(2, host.actions()[0])                          # Cleo says go: Ana, then Ben (quietly)
    driver.frames(30)
    assert host.reaction.seats == [0]
    driver.click(host.reaction.let_pass.rect.center)
    driver.frames(30)
    assert host.table.match.waiting == []                       # Ben passed without a strip
    assert any("Ben" in line and "pass" in line for line in host.table.log[-3:])


def test_reaction_timer_setting_saves_and_falls_back(app):
    from scenes.settings import REACTION_TIMES, Settings
    s = Settings(reaction_seconds=15)
    s.save()
    assert Settings.load().reaction_seconds == 15
    Settings.path().write_text('{"reaction_seconds": 7}', encoding="utf-8")
    assert Settings.load().reaction_seconds == 0 and 0 in REACTION_TIMES
