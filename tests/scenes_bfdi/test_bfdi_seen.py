"""Issue 21 and 24 on the BFDI screen: what you see is what the game decides. Long Scene titles show in the
hand at 1280x720, floating "+2 Stars" texts leave the counts readable, an undone move leaves the banner, the
Scene you can buy for 3 Stars is always in sight (and says why not), and the coach's move lights up."""
from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.core import Action
from game.bfdi import SPEC
from game.bfdi.data import character, scenes
from scenes.assets import text
from scenes.bfdi.art_cards import scene_face
from scenes.bfdi.coach import COACH
from bfs_helpers import click, human_ready, make_app, start_at, step, until

PUZZLES = Path(__file__).parent.parent / "bfdi" / "puzzles"
HALF_A_LOAF = 32


def at(name: str, stars: int | None = None, hand: list[int] | None = None) -> dict:
    """A puzzle's position (seat 0 to play in Step B), with seat 0's Stars or hand changed."""
    doc = json.loads((PUZZLES / f"{name}.json").read_text())["position"]
    s = doc["state"]
    if stars is not None:
        s["stars"][0] = stars
    if hand is not None:
        s["draw_pile"] += s["hands"][0]
        s["draw_pile"] = [c for c in s["draw_pile"] if c not in hand]
        s["hands"][0] = list(hand)
    return doc


def ready_host(app, doc, controllers=("human", "normal", "normal")):
    host = start_at(app, doc, controllers)
    assert human_ready(app, host)
    step(app, n=5)
    return host, host.board


def ink_rows(surface: pygame.Surface, top: int, bottom: int) -> int:
    """Rows between top and bottom holding dark ink (a title's letters on the paper)."""
    w = surface.get_width()
    return sum(1 for y in range(top, bottom)
               if any(sum(surface.get_at((x, y))[:3]) < 200 for x in range(4, w - 4)))


def test_every_scene_title_shows_on_a_hand_card_at_1280x720():
    app = make_app((1280, 720))
    host, board = ready_host(app, at("boost_the_one_at_risk", hand=[HALF_A_LOAF, 15, 40]))
    card = board.hand_table.cards[0].rect
    for sid in range(len(scenes())):
        face = scene_face(sid, card.w, card.h)
        band = int(card.h * 0.17)
        assert ink_rows(face, band + 2, int(card.h * 0.45)) > 4, scenes()[sid]["name"]


def test_floats_leave_the_star_and_scene_counts_readable():
    app = make_app((1280, 720))
    host, board = ready_host(app, at("boost_the_one_at_risk"))
    board.float_text(0, "−3 Stars, +1 Scene")
    board.float_text(0, "+1 Scene")
    board.float_text(1, "+2 Stars")
    for seat, value, col, tw, x, y in board.float_spots():
        row = board.player_row(seat)
        counts_left = row.right - board.u * 18          # where the Star count's icon starts (_paint_players)
        width = text(value, int(board.u * 2), col, "black").get_width()
        assert x + width / 2 <= counts_left, value
        assert x - width / 2 >= row.x - 1, value


def test_an_undone_move_leaves_the_banner():
    app = make_app((1280, 720), speed=6.0)
    doc = SPEC.create(3, {"mode": "advanced"}, 5, 0).to_position()       # the draft, seat 0 picks first
    host, board = ready_host(app, doc, ("human", "human", "human"))
    cid = doc["state"]["pool"][0]
    host.submit(0, Action.make("pick", char=cid))
    name = character(cid)["name"]
    assert until(app, lambda: bool(board.last_caption) and name in board.last_caption, 2000)
    assert host.table.undo(0)       # as the curtain's "P1: undo my move" does
    host.changed()
    step(app, n=3)
    assert len(host.table.record.actions) == 0 and board.last_caption is None


def test_buying_a_scene_stays_in_sight_and_says_why_not():
    app = make_app((1280, 720))
    host, board = ready_host(app, at("boost_the_one_at_risk", stars=1))
    assert "trade" not in board.kinds() and board.trade_btn in board.active_btns
    assert "you have 1" in board.trade_btn.label
    said = []
    host.toast = lambda message, kind="info": said.append(message)
    before = len(host.table.record.actions)
    click(app, board.trade_btn.rect.center)
    assert len(host.table.record.actions) == before
    assert said and "3 Stars" in said[-1] and "1 Star" in said[-1]


def test_the_coach_lights_the_card_and_its_target_then_a_button():
    app = make_app((1280, 720))
    host, board = ready_host(app, at("boost_the_one_at_risk"))
    play = next(a for a in board.acts if a.kind == "play" and a["target"] == 8)
    card = next(c for c in board.hand_table.cards if c.payload == play["card"]).rect

    def lit(rect: pygame.Rect) -> bool:
        frame = app.screen
        edge = rect.inflate(10, 10)
        return any(tuple(frame.get_at((x, edge.top + k))[:3]) == COACH for x in range(edge.left, edge.right)
                   for k in range(0, 6))

    assert not lit(card)
    board.show_hint(play)
    step(app)
    assert lit(card)
    x, y, size = board.fig_px(8)
    ring = pygame.Rect(0, 0, int(size * 1.44), int(size * 1.44))
    ring.center = (int(x), int(y))
    assert any(tuple(app.screen.get_at((px, ring.centery))[:3]) == COACH for px in range(ring.left - 4, ring.left + 8))
    board.show_hint(Action.make("pass"))
    step(app)
    assert not lit(card) and lit(board.pass_btn.rect.inflate(-2, -2))
    board.show_hint(None)
    step(app)
    assert not lit(board.pass_btn.rect.inflate(-2, -2))


def test_a_scene_title_is_laid_out_again_when_the_text_size_changes():
    """Issue 23, Text size (found by the full suite: a title wrapped at 200% or in a taller window was
    remembered at 100% in 1280x720, and the card showed none): the lines are cached per text size and floor."""
    from scenes import access
    from scenes.bfdi.art_cards import title_lines
    make_app((1920, 1080))
    name = next(s["name"] for s in scenes() if s["name"] == "Insectophobe's Nightmare")
    title_lines(name, 93)
    make_app((1280, 720))
    access.text_scale = 2.0
    title_lines(name, 93)
    access.text_scale = 1.0
    assert title_lines(name, 93)[0]
