"""The Dread Draw board: it draws, clicks and drags submit the right actions, animations finish."""
from __future__ import annotations

import pygame
import pytest

from game.dreaddraw.data import CARDS
from scenes.dreaddraw import BOARD, COVER, RULES
from scenes.dreaddraw.fortune import FortuneScene
from scenes.dreaddraw.rules_text import REFERENCE
import dd_helpers as D

ORACLE = next(c.id for c in CARDS if c.name == "The Oracle")
PUPPET = next(c.id for c in CARDS if c.name == "The Puppet")


def last(host):
    return host.table.record.actions[-1]


def on_top(host, card):
    """Test set-up: move a card from wherever it is in the Draw Deck to its top (no card is lost)."""
    assert card in host.table.match.draw_pile, "the card must be in the Draw Deck for this seed"
    D.reposition(host, lambda state: state["draw_pile"].append(D.take(state, card)))


def settle(app, board):
    return D.until(app, lambda: not board.busy())


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("players", [2, 6])
def test_the_board_draws_at_both_sizes(size, players):
    app = D.make_app(size, speed=2.0)
    host = D.start(app, ("normal",) * players, seed=4)
    board = host.board
    assert isinstance(board, BOARD)
    D.step(app, n=400)
    surface = app.screen
    colours = {surface.get_at((x, y))[:3] for x in range(0, size[0], 37) for y in range(0, size[1], 29)}
    assert len(colours) > 40
    lay = board.lay
    assert lay.altar.right < lay.table.x and lay.prompt.bottom < lay.table.y
    for a, b in zip(lay.bands, lay.bands[1:]):
        assert a.rect.bottom <= b.rect.y
    for band in lay.bands:
        assert board.rect.contains(band.rect)
        assert band.plate.right < band.total.x < band.row.x < band.row.right < band.reserves.x
    app.stack.clear()


def test_rules_text_uses_the_markup_and_the_rules_reference():
    assert RULES.strip().startswith("# Dread Draw")
    assert "## On the screen" in RULES and "## The fortune" in RULES
    for heading, _ in REFERENCE:
        assert f"- {heading}:" in RULES


def test_the_cover_paints_the_lid():
    pygame.init()
    lid = pygame.Surface((300, 200), pygame.SRCALPHA)
    COVER(lid, pygame.Rect(0, 40, 300, 160))
    assert len({lid.get_at((x, y))[:3] for x in range(0, 300, 7) for y in range(40, 200, 7)}) > 30


def test_clicking_the_draw_deck_reveals_the_top_card():
    app = D.make_app()
    host = D.start(app, ("human", "normal"), seed=3, first=0)
    board = host.board
    assert D.until(app, lambda: bool(board.acting()))
    D.click(app, board.lay.deck.center)
    assert last(host)[1].kind == "summon" and last(host)[1]["source"] == "deck"
    assert board.busy()
    assert settle(app, board)
    assert board.shown.rows[0] == host.view()["seats"][0]["row"]
    app.stack.clear()


def test_space_reveals_the_top_card_too():
    app = D.make_app()
    host = D.start(app, ("human", "normal"), seed=3, first=0)
    board = host.board
    assert D.until(app, lambda: bool(board.acting()))
    D.step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    assert last(host)[1]["source"] == "deck"
    app.stack.clear()


def _give_reserve(host, card):
    D.reposition(host, lambda state: state["reserves"][0].append(D.take(state, card)))


def test_dragging_a_glowing_reserve_card_onto_the_row_summons_it():
    app = D.make_app()
    host = D.start(app, ("human", "normal"), seed=3, first=0)
    board = host.board
    card = next(c for c in reversed(host.table.match.draw_pile) if CARDS[c].strength >= 5)
    _give_reserve(host, card)
    assert D.until(app, lambda: bool(board.sprites.cards))
    sprite = board.sprites.cards[0]
    assert sprite.payload == card and sprite.draggable
    D.drag(app, sprite.rect.center, board.lay.bands[0].row.center)
    action = last(host)[1]
    assert action.kind == "summon" and action["source"] == "reserve" and action["card"] == card
    assert D.until(app, lambda: board.shown.rows[0] == [card], 200)
    assert board.shown.reserves[0] == []
    assert settle(app, board)
    app.stack.clear()


def test_a_reserve_card_dropped_off_the_row_flies_back():
    app = D.make_app()
    host = D.start(app, ("human", "normal"), seed=3, first=0)
    board = host.board
    card = host.table.match.draw_pile[-1]
    _give_reserve(host, card)
    assert D.until(app, lambda: bool(board.sprites.cards))
    sprite = board.sprites.cards[0]
    before = len(host.table.record.actions)
    D.drag(app, sprite.rect.center, board.lay.altar.center)
    assert len(host.table.record.actions) == before
    assert board.busy()                      # flying home
    assert settle(app, board)
    assert sprite.rect == sprite.home
    app.stack.clear()


def test_a_reserve_card_that_does_not_escalate_does_not_glow_or_drag():
    app = D.make_app()
    host = D.start(app, ("human", "normal"), seed=3, first=0)
    board = host.board
    match = host.table.match
    weak = next(c for c in match.draw_pile if CARDS[c].strength == 1)
    strong = next(c for c in reversed(match.draw_pile) if CARDS[c].strength >= 12)
    on_top(host, strong)
    assert D.until(app, lambda: bool(board.acting()))
    D.click(app, board.lay.deck.center)     # the row now ends with a strong card
    _give_reserve(host, weak)
    D.until(app, lambda: bool(board.acting()) or host.table.match.active != 0, 3000)
    if board.acting() and board.view["prompt"]["kind"] == "summon":
        sprite = next(s for s in board.sprites.cards if s.payload == weak)
        assert not sprite.draggable
        before = len(host.table.record.actions)
        D.drag(app, sprite.rect.center, board.lay.bands[0].row.center)
        assert len(host.table.record.actions) == before
    app.stack.clear()


def test_a_targeted_ability_lights_up_seats_and_a_click_on_one_picks_it():
    app = D.make_app()
    host = D.start(app, ("human", "normal", "normal"), seed=5, first=0)
    board = host.board
    on_top(host, PUPPET)
    assert D.until(app, lambda: bool(board.acting()))
    D.click(app, board.lay.deck.center)
    assert D.until(app, lambda: bool(board.acting()))
    assert board.view["prompt"]["kind"] == "ability"
    assert sorted(board.target_seats()) == [1, 2]
    labels = [b.label for b in board.buttons]
    assert labels == ["Pull P2", "Pull P3", "Let it pass"]
    D.click(app, board.lay.bands[2].rect.center)
    action = last(host)[1]
    assert action.kind == "use" and action["target"] == 2
    assert settle(app, board)
    app.stack.clear()


def test_let_it_pass_skips_an_ability():
    app = D.make_app()
    host = D.start(app, ("human", "normal"), seed=5, first=0)
    board = host.board
    on_top(host, PUPPET)
    assert D.until(app, lambda: bool(board.acting()))
    D.click(app, board.lay.deck.center)
    assert D.until(app, lambda: bool(board.acting()))
    skip = next(b for b in board.buttons if b.label == "Let it pass")
    D.click(app, skip.rect.center)
    assert last(host)[1].kind == "skip"
    app.stack.clear()


def test_a_peeked_card_shows_only_while_the_peeker_acts():
    app = D.make_app()
    host = D.start(app, ("human", "normal"), seed=5, first=0)
    board = host.board
    on_top(host, ORACLE)
    assert D.until(app, lambda: bool(board.acting()))
    D.click(app, board.lay.deck.center)
    assert D.until(app, lambda: bool(board.acting()))
    use = next(b for b in board.buttons if b.label == "Use The Oracle")
    D.click(app, use.rect.center)
    assert D.until(app, lambda: bool(board.acting()))
    assert board.view["prompt"]["kind"] == "peek"
    top = host.table.match.draw_pile[-1]
    assert board.peek_card() == top
    assert [b.label for b in board.buttons] == ["Leave it on top", "Slide it to the bottom"]
    D.click(app, board.buttons[0].rect.center)
    assert last(host)[1]["where"] == "top"
    assert board.peek_card() is None
    assert not board.acting()                # the bot's turn: nothing private is drawn now
    app.stack.clear()


@pytest.mark.parametrize("where", ["card", "word"])
def test_clicking_a_drawn_card_keeps_it(where):
    """A click on the card, or on the "Keep" written under it, keeps that card."""
    import random
    app = D.make_app(speed=4.0)
    host = D.start(app, ("human", "normal"), seed=2, first=0)
    board = host.board
    rng = random.Random(3)
    for _ in range(20000):
        acts = board.acting()
        if any(a.kind == "keep" for a in acts):
            break
        if acts:
            if any(a.kind == "summon" for a in acts):
                D.click(app, board.lay.deck.center)
            else:
                D.play_like_a_person(app, host, rng)
        else:
            D.step(app)
    else:
        pytest.fail("no damage choice came up")
    fan = board.shown.fan
    assert fan is not None and fan["seat"] == 0 and len(fan["cards"]) > 1
    card = fan["cards"][1]
    rect = board.lay.fan_rects(len(fan["cards"]))[1]
    D.click(app, rect.center if where == "card" else (rect.centerx, rect.bottom + int(board.u * 1.2)))
    action = last(host)[1]
    assert action.kind == "keep" and action["card"] == card
    assert settle(app, board)
    assert board.shown.fan is None or board.shown.fan["seat"] != 0
    assert card in board.shown.reserves[0] or card not in host.view()["seats"][0]["reserves"]
    app.stack.clear()


def test_undo_puts_the_screen_back_on_the_view():
    app = D.make_app()
    host = D.start(app, ("human", "normal"), seed=3, first=0)
    board = host.board
    match = host.table.match
    card = match.draw_pile[-1]
    _give_reserve(host, card)
    assert D.until(app, lambda: bool(board.sprites.cards))
    D.drag(app, board.sprites.cards[0].rect.center, board.lay.bands[0].row.center)
    if host.can_undo():
        host.undo()
        D.step(app, n=2)
        assert board.shown.rows[0] == host.view()["seats"][0]["row"]
        assert not board.queue
    app.stack.clear()


def test_hovering_a_card_zooms_it():
    app = D.make_app()
    host = D.start(app, ("human", "normal"), seed=3, first=0)
    board = host.board
    _give_reserve(host, host.table.match.draw_pile[-1])
    assert D.until(app, lambda: bool(board.sprites.cards))
    rect = board.lay.bands[0].reserve_rects(1)[0]
    D.step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))], n=2)
    assert board.hovered is not None and board.hovered[0] == board.shown.reserves[0][0]
    zoom = board.lay.zoom_rect(board.hovered[1])
    assert zoom.h > rect.h * 1.5 and board.rect.contains(zoom)
    app.stack.clear()


def test_the_fortune_screen_waits_for_a_person():
    app = D.make_app(speed=8.0)
    host = D.start(app, ("human", "normal"), seed=1, first=0)
    board = host.board
    match = host.table.match
    for _ in range(60000):
        if match.over:
            break
        if 0 in match.to_move() and not board.busy():
            host.submit(0, match.legal_actions(0)[0])
        D.step(app)
    assert match.over
    assert D.until(app, lambda: isinstance(app.top, FortuneScene))
    scene = app.top
    D.step(app, n=900)
    assert app.top is scene and scene.done
    D.click(app, scene.button.rect.center)
    from scenes.screens.results import Results
    assert D.until(app, lambda: isinstance(app.top, Results), 600)
    app.stack.clear()


def test_a_flash_on_an_empty_row_covers_the_rows_word_till_it_has_gone():
    """The words of a flash ("No damage: 0 red dots") never show through with the empty row's word under
    them: while the flash fades out, the word stays covered; once it has gone, the word is back."""
    from scenes.assets import font
    from scenes.dreaddraw.paint import BAND, LABEL_SIZE
    app = D.make_app(speed=2.0)
    host = D.start(app, ("human", "human"), seed=1)
    board = host.board
    assert settle(app, board)
    seat = next(s for s in range(2) if not board.shown.rows[s])
    row, u = board.lay.bands[seat].row, board.u
    w, h = font("italic", u * LABEL_SIZE).size("summoning row")
    word = pygame.Rect(0, 0, w, h)
    word.center = row.center

    def plain() -> bool:
        app.draw(app.screen)
        return all(max(abs(a - b) for a, b in zip(app.screen.get_at((x, y))[:3], BAND)) <= 12
                   for x in range(word.x, word.right) for y in range(word.y, word.bottom))

    assert not plain()                                   # the word is there
    board.flash(seat, "No damage: 0 red dots", (200, 200, 200), seconds=1.0)
    words, colour, tw, life = board.fx["flash"][seat]
    tw.elapsed = tw.duration + life - 0.01               # the last moment of its fade: next to nothing drawn
    assert plain()
    del board.fx["flash"][seat]
    assert not plain()


def test_the_bands_kept_in_the_hosts_picture_show_what_drawing_them_again_shows():
    """Issue 20: each band as it lies is kept in the host's picture (still_parts) and painted again when what
    it shows changes; over a game of two people (clicks and drags, hovering the reserves) and a bot, every
    frame shows what drawing the bands afresh shows, pulses and cards in the air over them."""
    import random
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parent.parent / "scenes"))
    from test_chrome import drawn_whole, shown
    app = D.make_app(speed=3.0)
    host = D.start(app, ("human", "human", "normal"), seed=5)
    rng = random.Random(9)
    compared = 0
    for turn in range(80):
        if host.table.match.over or app.top is not host:
            break
        if D.until(app, lambda: bool(host.board.acting()) or host.table.match.over, limit=400):
            for card in host.board.sprites.cards[:1]:          # the pointer over a reserve card: it lifts
                D.step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=card.rect.center, rel=(0, 0),
                                                buttons=(0, 0, 0))])
            assert shown(app) == drawn_whole(host, app.size), turn
            compared += 1
            if not D.play_like_a_person(app, host, rng):
                D.step(app)
        for _ in range(3):                                       # mid-animation: cards in the air
            D.step(app)
            assert shown(app) == drawn_whole(host, app.size), turn
    assert compared > 20


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 6])
def test_what_moves_on_a_band_never_reaches_under_what_lies_on_it(size, players):
    """The bands as they lie are drawn before everything else on the board (still_parts): that changes no
    pixel because the pulses ring a band's edge (at most 0.45 units wide) clear of its cards and its total,
    and the prompt strip and the altar (with the deck's glow) lie clear of every band."""
    app = D.make_app(size)
    host = D.start(app, ("normal",) * players, seed=4)
    board, u = host.board, host.board.u
    lay = board.lay
    for seat, band in enumerate(lay.bands):
        inner = band.rect.inflate(-2 * int(u * 0.45) - 2, -2 * int(u * 0.45) - 2)
        cx, cy, r = board.medal(seat)
        spots = band.row_rects(6) + band.reserve_rects(4) + [pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)]
        assert all(inner.contains(spot) for spot in spots), seat
        glow = lay.deck.inflate(int(u * 4), int(u * 4))
        assert not any(band.rect.colliderect(rect) for rect in (lay.prompt, lay.altar, glow)), seat
    app.stack.clear()
