"""The host's privacy moments: a peek behind a hand-off, the card reader after a curtain, the table view
under another seat's reaction strip, private log lines, and undo only for the seat at the screen."""
import random

import pygame

import leakcheck as L
from scenes.driver import DT, motion
from scenes.widgets.curtain import Curtain


def pass_curtains(app) -> bool:
    if not isinstance(app.top, Curtain):
        return False
    for _ in range(30):
        app.step([], DT)
    app.top.ready()
    return True


def drive_until(app, host, want, seed=1, limit=20000):
    """Random moves of whoever is at the screen until want() holds (checked at settled moments)."""
    rng = random.Random(seed)
    for _ in range(limit):
        if want():
            return True
        if pass_curtains(app):
            continue
        r = host.reaction
        if r is not None and not r.finished:
            r.let_pass.fire()
        elif not host.board.busy() and host.actions():
            host.submit(host.seat, rng.choice(host.actions()))
        app.step([], DT)
    return False


def test_dread_draw_peek_goes_behind_a_hand_off_for_the_peeker():
    pygame.init()
    app = L.make_app((1280, 720))
    host = L.start(app, "dreaddraw", 2, {}, 3)
    match = lambda: host.table.match
    assert drive_until(app, host, lambda: (match().decision or {}).get("kind") == "peek")
    peeker = match().decision["seat"]
    assert isinstance(app.top, Curtain) and app.top.private and app.top.name == host.names[peeker]
    assert host.seat is None                                   # nothing of the peek behind the hand-off
    assert host.board.peek_card() is None
    pass_curtains(app)
    for _ in range(200):
        app.step([], DT)
        if host.board.peek_card() is not None:
            break
    assert host.seat == peeker and host.board.peek_card() == match().draw_pile[-1]
    assert any(line.startswith("You use") for line in host.log.lines)        # the private log line
    host.submit(peeker, next(a for a in host.actions() if a.kind == "peek"))
    assert not any(line.startswith("You use") for line in host.log.lines)    # the screen is public again
    if host.can_undo():                                        # taking back where the card went...
        host.undo()
        assert isinstance(app.top, Curtain) and app.top.private  # ...is a private moment again
        pass_curtains(app)
    assert not host.can_undo()                                 # but the peek itself was a barrier


def test_dodos_card_reader_forgets_the_last_seats_card_behind_the_curtain():
    pygame.init()
    app = L.make_app((1280, 720))
    host = L.start(app, "dodos", 2, {}, 2)
    board = host.board
    assert drive_until(app, host, lambda: host.seat is not None and board.my_kind() == "play"
                       and not board.busy() and bool(board.hand.cards))
    ana = host.seat
    card = board.hand.cards[0]
    app.step([motion(card.rect.center)], DT)
    assert board.hover_card == card.payload
    host.submit(ana, next(a for a in host.actions() if a.get("card") == card.payload))
    assert drive_until(app, host, lambda: isinstance(app.top, Curtain), limit=400)
    pass_curtains(app)
    app.step([], DT)
    assert host.seat != ana and board.hover_card is None       # Ben's reader does not read Ana's pick


def test_another_seats_reaction_shows_the_table_view_and_a_curtain_after():
    pygame.init()
    app = L.make_app((1280, 720))
    host = L.start(app, "bfdi", 3, {}, 2)
    seen = []

    def reacting_others():
        r = host.reaction
        if r is not None and not r.finished and any(s != host.last_human for s in r.seats):
            seen.append((host.seat, list(r.seats)))
            return True
        return False
    assert drive_until(app, host, reacting_others)
    assert host.seat is None and host.view()["hand"] is None    # nobody's hand under the strip
    host.reaction.let_pass.fire()
    app.step([], DT)
    assert drive_until(app, host, lambda: isinstance(app.top, Curtain) or host.seat is not None, limit=600)
    assert isinstance(app.top, Curtain)                        # whoever holds the screen next gets a curtain
