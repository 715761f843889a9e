"""What the player may act on stands out: playable reserve cards (whole, raised, lit; the others dimmed)
and the card whose ability is offered (drawn on top of its row, framed, its moment named)."""
from __future__ import annotations

import pytest

from game.dreaddraw.data import CARDS
from scenes.dreaddraw import art
import dd_helpers as D

BY = {c.name: c.id for c in CARDS}
RESERVES = ["Bone Wretch", "The Oracle", "Gutter Hound", "Coal Lurker", "Murk Wyrm", "Pale Bogle"]
PLAYABLE = {BY["Gutter Hound"], BY["Murk Wyrm"]}       # stronger than the Pale Ghoul (8) in the row


def _position(app, host, rows, reserves=(), change=None):
    """Test set-up: seat 0 has these cards in its row and reserves and is to summon (nothing is lost), or
    is where change(state) puts it after that."""
    assert D.until(app, lambda: bool(host.board.acting()))

    def edit(state):
        state["rows"][0] = [D.take(state, BY[n]) for n in rows]
        state["reserves"][0] = [D.take(state, BY[n]) for n in reserves]
        state.update(tasks=[], phase="summon", decision={"seat": 0}, active=0)
        if change is not None:
            change(state)
    D.reposition(host, edit)


def _hermit_after_a_failed_summon(state):
    """Seat 0 was just eliminated (Starving Kelpie in seat 1's row): its Hermit's Aftermath is offered."""
    state["rows"][1] = [D.take(state, BY["Starving Kelpie"])]
    state["in_round"][0] = False
    state.update(phase="ability", decision={"seat": 0, "card": BY["The Hermit"], "timing": "aftermath"},
                 tasks=[{"task": "discard_row", "seat": 0}, {"task": "pass", "seat": 0}])


def _brightness(surface, rect) -> float:
    inner = rect.inflate(-rect.w // 3, -rect.h // 3)
    px = [surface.get_at((x, y)) for x in range(inner.x, inner.right, 3) for y in range(inner.y, inner.bottom, 3)]
    return sum(p[0] + p[1] + p[2] for p in px) / len(px)


@pytest.mark.parametrize("players", [3, 6])
def test_playable_reserves_show_whole_raised_and_brighter_than_the_rest(players):
    app = D.make_app((1280, 720))
    host = D.start(app, ("human",) + ("normal",) * (players - 1), seed=3, first=0)
    board = host.board
    _position(app, host, ["Pale Ghoul"], RESERVES)
    D.step(app, n=20)
    assert {sp.payload for sp in board.sprites.cards if sp.draggable} == PLAYABLE
    sprites = board.sprites.cards
    band = board.lay.bands[0].rect
    for i, sp in enumerate(sprites):
        assert band.contains(sp.rect)
        if sp.draggable:       # nothing lies over a playable card, and it sits higher than the others
            assert not any(other.rect.colliderect(sp.rect) for other in sprites[i + 1:] if not other.draggable)
            later = [o for o in sprites[i + 1:] if o.draggable]
            assert all(o.rect.x >= sp.rect.right for o in later)
            assert all(sp.rect.y < o.rect.y for o in sprites if not o.draggable)
    board.mouse = (-1, -1)
    D.step(app, n=2)
    hound = next(sp for sp in sprites if sp.payload == BY["Gutter Hound"])
    oracle = next(sp for sp in sprites if sp.payload == BY["The Oracle"])
    # the case: the unplayable Oracle must not look brighter than the playable Gutter Hound
    visible = oracle.rect.copy()          # the part of the Oracle not covered by the next card
    left = min(o.rect.x for o in sprites if o is not oracle and o.rect.x > oracle.rect.x)
    visible.width = max(2, left - visible.x)
    strip = visible.inflate(0, -visible.h // 2)
    hound_strip = hound.rect.inflate(0, -hound.rect.h // 2)
    hound_strip.width = strip.width
    assert _brightness(app.screen, hound_strip) > 1.2 * _brightness(app.screen, strip)
    app.stack.clear()


def test_the_card_whose_aftermath_is_offered_is_drawn_on_top_and_framed():
    app = D.make_app((1280, 720))
    host = D.start(app, ("human", "normal", "normal"), seed=3, first=0)
    board = host.board
    _position(app, host, ["Coal Grue", "The Hermit", "Pale Ghoul", "Murk Grue"], change=_hermit_after_a_failed_summon)
    D.step(app, n=20)
    assert board.view["prompt"]["kind"] == "ability"
    card, rect, moment = board.offered()
    assert card == BY["The Hermit"] and moment == "Aftermath"
    edge = app.screen.get_at((rect.right, rect.centery))[:3]
    assert edge[0] > 200 and edge[1] > 170, edge            # the gold frame, though the band is dimmed
    # drawn whole: the next card in the row (which lies over it on the table) doesn't cover its right side
    inside = app.screen.get_at((rect.right - rect.w // 8, rect.y + rect.h // 3))[:3]
    face = art.card_face(card, rect.w, rect.h).get_at((rect.w - rect.w // 8, rect.h // 3))[:3]
    assert max(abs(a - b) for a, b in zip(inside, face)) < 40
    app.stack.clear()


def test_a_forced_reveal_says_it_is_forced_and_how_the_odds_stand():
    app = D.make_app((1280, 720))
    host = D.start(app, ("human", "normal", "normal"), seed=3, first=0)
    board = host.board
    _position(app, host, ["Murk Wyrm"], ["Bone Wretch"])       # 14 in the row; the reserve card can't beat it
    D.step(app, n=20)
    head, tail, _ = board.prompt_lines()
    assert head.endswith("reveal the top card (it must beat 14)")
    beats, unseen = board.unseen_odds(14)
    assert tail.startswith(f"No passing in Dread Draw: you must summon. {beats} of the {unseen} unseen cards beat 14.")
    assert 0 < beats < unseen
    app.stack.clear()


def test_in_hot_seat_the_prompt_names_whose_choice_it_is():
    app = D.make_app((1280, 720))
    host = D.start(app, ("human", "human", "normal"), seed=3, first=0)
    board = host.board
    _position(app, host, ["Coal Grue", "The Hermit"], change=_hermit_after_a_failed_summon)
    D.step(app, n=20)
    head, _, _ = board.prompt_lines()
    assert head == "P1: use The Hermit?"          # not "You": two people share the screen
    app.stack.clear()
