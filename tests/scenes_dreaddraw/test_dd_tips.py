"""Every icon on the Dread Draw table is named on hover, and the words follow the cards: a card that
moved away takes its words with it, even if the mouse never moves."""
from __future__ import annotations

from game.dreaddraw.data import CARDS
from scenes.driver import down, motion, up
from scenes.dreaddraw.tips import TIP_DELAY, card_words
import dd_helpers as D

BY = {c.name: c.id for c in CARDS}


def _hover(app, pos):
    D.step(app, [motion(tuple(int(v) for v in pos))])
    D.step(app, n=45)          # the words wait for the pointer to rest (TIP_DELAY)


def test_icons_are_named_on_hover():
    app = D.make_app((1280, 720))
    host = D.start(app, ("human", "normal", "normal"), seed=3, first=0)
    board = host.board
    assert D.until(app, lambda: bool(board.acting()))
    D.click(app, board.lay.deck.center)
    assert D.until(app, lambda: not board.busy())
    lay = board.lay
    seat = 0
    cx, cy, r = board.medal(seat)
    spots = {
        "total strength": (cx, cy),
        "Life Deck": lay.bands[seat].life.center,
        "Draw Deck": lay.deck.center,
        "Discard pile": lay.discard.center,
    }
    for words, pos in spots.items():
        _hover(app, pos)
        tip = board.tip_at(board.mouse)
        assert tip is not None and words in tip[0], (words, tip)
        assert board.tip_rest >= TIP_DELAY and not board.tip_quiet
    card = board.shown.rows[seat][0]
    rect = lay.bands[seat].row_rects(1)[0]
    _hover(app, rect.center)
    assert board.tip_at(board.mouse)[0] == card_words(card)
    zoom = board.zoom_for(rect)
    assert zoom.y >= lay.prompt.bottom and zoom.h > rect.h * 1.5      # big, and never over the prompt's buttons
    assert board.zoom_for(lay.fan_rects(2)[0]) is None                # the damage fan's cards are big already
    D.step(app, [down(rect.center)])
    assert board.tip_quiet              # a click hides the words until the pointer moves
    app.stack.clear()


def test_card_words_name_strength_dots_and_ability():
    assert card_words(BY["Gutter Hound"]).startswith("Gutter Hound, a Hound: strength 12, no red dots; Summon ability")
    assert "1 red dot" in card_words(BY["Pale Ghoul"]) and "gold pips" in card_words(BY["Pale Ghoul"])
    assert card_words(BY["Death"]).startswith("Death, the Death arcana: strength 14, 2 red dots")


def test_a_summoned_reserve_card_takes_its_words_with_it():
    app = D.make_app((1280, 720))
    host = D.start(app, ("human", "normal"), seed=3, first=0)
    board, m = host.board, host.table.match
    assert D.until(app, lambda: bool(board.acting()))
    card = next(c for c in reversed(m.draw_pile) if CARDS[c].strength >= 5)
    D.reposition(host, lambda state: state["reserves"][0].append(D.take(state, card)))
    assert D.until(app, lambda: bool(board.sprites.cards))
    sprite = board.sprites.cards[0]
    old = sprite.rect.copy()
    _hover(app, old.center)
    assert board.tip_at(board.mouse)[0] == card_words(card)
    D.step(app, [down(old.center), up(old.center)])     # a click summons it; the mouse stays where it was
    seat, action = host.table.record.actions[0]
    assert seat == 0 and action["source"] == "reserve" and action["card"] == card
    for _ in range(400):            # while it flies and after it lands, the words are about what is under the mouse
        D.step(app)
        if board.hovered is not None and board.hovered[0] == card:
            assert board.hovered[1].collidepoint(board.mouse) and card not in board.shown.reserves[0]
    assert card not in board.shown.reserves[0]
    app.stack.clear()
