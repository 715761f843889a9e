"""Issue 21 and 24 on the Dodos screen: a throw card carries the rulebook's boxes on its face and in its hover
text, the Dodino picker shows the abilities, the throwing hand and its label stay on the table, and the coach's
hint lights the move on the board."""
from __future__ import annotations

import pygame
import pytest

from game.core import SeatWindow, registry
from game.dodos.data import CARDS, DODINOS
from scenes.dodos import drive as D
from scenes.dodos.art_cards import card_face, dodino_card
from scenes.dodos.icons import BOXES, card_words
from dds_helpers import make_app, to_choose

THROWS = [c.id for c in CARDS if c.throw is not None and not c.hits_active]


def _count(surface, colour) -> int:
    w, h = surface.get_size()
    return sum(surface.get_at((x, y))[:3] == colour for x in range(w) for y in range(h))


def test_a_throw_card_face_shows_its_hit_and_miss_boxes_at_1280x720():
    app = make_app((1280, 720))
    host = D.start(app, ("human", "normal"), seed=2)
    board = to_choose(app, host)
    w, h = board.lay.card
    for cid in THROWS:
        face = card_face(cid, w, h)
        assert _count(face, BOXES["miss"][0]) > w * 3, CARDS[cid].name        # the black box: if you miss
        assert _count(face, BOXES["hit"][0]) > w * 3                         # the red box: each Dodino hit
    app.stack.clear()


def test_the_hover_text_of_a_throw_names_every_box_and_the_miss_penalty():
    for cid in THROWS:
        words = card_words(CARDS[cid])
        assert "Each Dodino the" in words and "If you hit:" in words
        assert "If you miss: discard 4 cards" in words and "Recover" in words
    assert "If you miss: nothing happens" in card_words(CARDS[70])


def test_the_dodino_picker_shows_each_ability_on_the_card():
    app = make_app((1280, 720))
    host = D.start(app, ("human", "normal"), seed=2, abilities="on")
    board = host.board
    D.until(app, lambda: D.ready(host))
    w, h = board.pick_rects[0][1].size
    for d in DODINOS:
        with_words = dodino_card(d.id, w, h, (200, 60, 60), ability=True)
        bare = dodino_card(d.id, w, h, (200, 60, 60), ability=False)
        lower = pygame.Rect(0, int(h * 0.6), w, int(h * 0.4))
        ink = [with_words.get_at((x, y))[:3] for x in range(lower.x, lower.right) for y in range(lower.y, lower.bottom)]
        plain = [bare.get_at((x, y))[:3] for x in range(lower.x, lower.right) for y in range(lower.y, lower.bottom)]
        assert sum(a != b for a, b in zip(ink, plain)) > 150, d.name
    app.stack.clear()


@pytest.mark.parametrize("projectile", ["banana", "star"])
def test_the_throwing_hand_and_its_label_stay_inside_the_table(projectile):
    app = make_app((1280, 720))
    host = D.start(app, ("human", "normal"), seed=D.throwing_seed(projectile))
    board = host.board
    assert D.to_throw(app, host, projectile)
    table = board.lay.table
    for edge in (0.5, 1.5, 2.5, 3.5, 0.05, 3.95):
        (x, y), r = board.hand_circle(projectile, edge)
        hand = pygame.Rect(int(x - r), int(y - r), int(2 * r), int(2 * r))
        assert table.contains(hand), (edge, hand, table)
        label = board.ghost_label_rect(projectile, edge)
        assert table.contains(label) and not label.colliderect(hand.inflate(-2, -2)), (edge, label, hand)
    app.stack.clear()


def test_the_coach_lights_the_hinted_card_until_the_next_refresh():
    app = make_app((1280, 720))
    host = D.start(app, ("human", "normal"), seed=2)
    board = to_choose(app, host)
    action, why = registry.get("dodos").coach(SeatWindow(host.table.match, 0), 1)
    assert action.kind == "play" and why
    board.show_hint(action)
    card = next(c for c in board.hand.cards if c.payload == action["card"])
    assert board.hint_rects() == [card.rect]
    board.draw(app.screen)
    ring = card.rect.inflate(int(board.u), int(board.u))
    edge = [app.screen.get_at((x, ring.y + 1))[:3] for x in range(ring.x + 10, ring.right - 10)]
    assert edge.count((63, 160, 146)) > len(edge) // 2
    board.refresh()
    assert board.hint is None and board.hint_rects() == []
    board.show_hint(None)
    app.stack.clear()
