"""The game host: curtain logic, reaction windows, submit, undo, autosave, bots, results."""
import json

import pygame
import pytest

from game.core import SeatInfo, Table, paths
from scenes.host import HostScene
from scenes.screens.results import Results
from scenes.widgets.curtain import Curtain


def new_host(app, game, controllers, seed=3, autosave=True):
    seats = [SeatInfo(n, c, i) for i, (n, c) in enumerate(zip(["Ana", "Ben", "Cleo", "Dev"], controllers))]
    table = Table.new(game, seats, {}, seed, first=0, autosave=paths.autosave_path() if autosave else None)
    return app.push(HostScene(app, table))


def pass_curtain(driver, app):
    driver.frames(30)
    assert isinstance(app.top, Curtain)
    driver.click(app.top.button.rect.center)


def test_curtain_between_two_humans_of_a_hidden_information_game(app, driver):
    host = new_host(app, "pebbles", ["human", "human"])
    driver.frames(2)
    assert isinstance(app.top, Curtain) and host.seat is None       # nothing private behind it
    pass_curtain(driver, app)
    assert app.top is host and host.seat == 0
    host.submit(0, host.actions()[0])                                # Ana pledges; Ben must pledge next
    driver.frames(60)
    assert isinstance(app.top, Curtain) and app.top.name == "Ben"
    pass_curtain(driver, app)
    assert host.seat == 1 and host.view()["hand"] == host.table.match.view(1)["hand"]


def test_no_curtain_with_open_hands_or_a_single_human(app, driver, quick_bots):
    app.settings.open_hands = True
    host = new_host(app, "pebbles", ["human", "human"])
    driver.frames(5)
    assert app.top is host and host.seat == 0
    app.settings.open_hands = False
    app.reset(HostScene(app, Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Bot", "easy", 1)], {}, 1)))
    driver.frames(200)
    assert not isinstance(app.top, Curtain)


def test_no_curtain_when_the_game_hides_nothing(app, driver, quick_bots):
    host = new_host(app, "snap", ["human", "human"])
    driver.frames(5)
    assert app.top is host


def test_reaction_window_passes_when_nobody_claims(app, driver, quick_bots):
    app.settings.reaction_seconds = 10           # the timer is opt-in (issue 21)
    host = new_host(app, "snap", ["human", "human", "human"])
    driver.frames(2)
    host.submit(0, host.actions()[0])           # Ana says go: Ben and Cleo may react, each in turn
    driver.frames(40)
    assert host.reaction is not None and host.reaction.seats == [1]
    assert host.actions() == []                  # nobody acts while the window is open
    driver.frames(int(host.reaction.seconds * 60) + 40)     # Ben's timer runs out: Ben lets it pass
    assert host.table.match.waiting == [2] and host.reaction.seats == [2]
    driver.frames(int(host.reaction.seconds * 60) + 40)
    assert host.table.match.to_move() == (1,) and host.table.match.points == [0, 0, 0]


def test_reaction_window_claim_gives_that_seat_the_moment(app, driver, quick_bots):
    host = new_host(app, "snap", ["human", "human", "human"])
    driver.frames(2)
    host.submit(0, host.actions()[0])
    driver.frames(40)
    window = host.reaction
    assert window is not None and window.seats == [1]
    driver.click(window.buttons[0].rect.center)   # Ben: "Wait!"
    driver.frames(30)
    assert host.seat == 1 and {a.kind for a in host.actions()} == {"snap", "pass"}
    host.submit(1, host.actions()[0])             # Ben snaps: the moment is over
    driver.frames(60)
    assert host.table.match.points == [0, 1, 0] and host.reaction is None


def test_illegal_submit_shows_a_toast_and_changes_nothing(app, driver, quick_bots):
    host = new_host(app, "pebbles", ["human", "easy"])
    from game.core import Action
    before = len(host.table.record.actions)
    assert not host.submit(0, Action.make("play", value=99))
    assert len(host.table.record.actions) == before and app.toasts.items


def test_every_action_autosaves_and_undo_follows_the_table(app, driver):
    host = new_host(app, "snap", ["human", "human"])
    driver.frames(2)
    host.submit(0, host.actions()[0])
    host.table.flush()       # the autosave is written off the frame; flush makes the test deterministic
    data = json.loads(paths.autosave_path().read_text())
    assert len(data["actions"]) == 1
    assert host.can_undo()
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert host.table.record.actions == []
    host.table.flush()
    assert json.loads(paths.autosave_path().read_text())["actions"] == []


def test_threaded_bots_finish_a_game_and_show_results(app, driver, quick_bots):
    app.sync_bots = False
    app.settings.anim_speed = 4.0
    new_host(app, "pebbles", ["easy", "easy", "easy"], autosave=False)
    assert driver.until(lambda: isinstance(app.top, Results), 20000)
    app.top.draw(app.screen)
    assert "wins" in app.top.headline()


def test_bot_failure_is_reported_and_play_goes_on(app, driver, monkeypatch):
    class Broken:
        def decide(self, window):
            raise RuntimeError("oops")
    monkeypatch.setattr("scenes.host.make_bot", lambda *a: Broken())
    host = new_host(app, "snap", ["easy", "easy"], autosave=False)
    driver.frames(60)
    assert host.table.record.actions and any("stumbled" in t.message for t in app.toasts.items)


def test_resize_mid_animation_keeps_the_board_inside_the_window(app, driver, quick_bots):
    host = new_host(app, "pebbles", ["easy", "easy"], autosave=False)
    driver.frames(50)
    driver.resize(900, 500)
    assert app.size == (900, 500)
    assert host.board.rect.right <= 900 and host.board.rect.bottom <= 500
    driver.frames(30)


def test_a_failed_autosave_is_a_toast_not_a_crash_and_play_goes_on(app, driver, monkeypatch):
    """Issue 10 item 6: a read-only folder or a full disk used to raise out of the first move."""
    import errno
    import os
    real = os.replace

    def replace(src, dst):
        if str(src).endswith(".tmp"):
            raise PermissionError(errno.EACCES, "Permission denied")
        return real(src, dst)
    monkeypatch.setattr(os, "replace", replace)
    host = new_host(app, "snap", ["human", "human"])
    driver.frames(2)
    assert host.submit(0, host.actions()[0])
    host.table.flush()
    driver.frames(2)
    assert any("could not be written" in t.message and "Playing on" in t.message for t in app.toasts.items)
    monkeypatch.setattr(os, "replace", real)
    host.table.save()                     # what the next move does: the whole record, again
    host.table.flush()
    driver.frames(2)
    assert any("saved again" in t.message for t in app.toasts.items)


def test_two_copies_in_the_same_second_are_both_kept(app, driver, monkeypatch):
    import time
    monkeypatch.setattr(time, "strftime", lambda fmt: "20260101-000000")
    host = new_host(app, "snap", ["human", "human"], autosave=False)
    first, second = host.save_copy(), host.save_copy()
    assert first != second and os_exists(first) and os_exists(second)


def os_exists(path):
    import os
    return bool(path) and os.path.exists(path)


def test_curtain_opens_only_on_a_deliberate_press_of_its_button(app, driver):
    """A stray click, a double-click's second press, or a press that began too soon do nothing."""
    host = new_host(app, "pebbles", ["human", "human"])
    driver.frames(2)
    curtain = app.top
    assert isinstance(curtain, Curtain) and "Ana" in curtain.button.label
    driver.click(curtain.button.rect.center)              # too soon: the second press of a double-click
    assert app.top is curtain
    driver.frames(30)
    driver.click((5, 5))                                  # armed, but a stray click off the button
    driver.key(pygame.K_SPACE)                            # and a stray key
    assert app.top is curtain
    from scenes.driver import down, up
    driver.frames(1, [down((5, 5))])                      # a press that starts off the button...
    driver.frames(1, [up(curtain.button.rect.center)])    # ...and ends on it is no press of it
    assert app.top is curtain
    driver.click(curtain.button.rect.center)
    assert app.top is host and host.seat == 0


def test_the_seat_that_just_moved_may_undo_from_the_curtain_but_the_next_may_not(app, driver):
    host = new_host(app, "pebbles", ["human", "human"])
    driver.frames(2)
    pass_curtain(driver, app)
    host.submit(0, host.actions()[0])                     # Ana pledges; Ben's curtain falls
    driver.frames(60)
    curtain = app.top
    assert isinstance(curtain, Curtain) and curtain.name == "Ben" and curtain.undo_button is not None
    pass_curtain(driver, app)
    assert host.seat == 1 and not host.can_undo()         # Ben may not take back Ana's pledge
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(host.table.record.actions) == 1


def test_undo_from_the_curtain_gives_the_screen_back(app, driver):
    host = new_host(app, "pebbles", ["human", "human"])
    driver.frames(2)
    pass_curtain(driver, app)
    host.submit(0, host.actions()[0])
    driver.frames(60)
    curtain = app.top
    driver.click(curtain.undo_button.rect.center)
    driver.frames(5)
    assert host.table.record.actions == [] and host.seat is None        # issue 21: still covered...
    assert isinstance(app.top, Curtain) and app.top.name == host.names[0]    # ...for the seat to decide again
    pass_curtain(driver, app)
    assert app.top is host and host.seat == 0
