"""Issue 23, Text size, on the Dodos pick (scenes/dodos/controls.py _place_picks, art_cards.dodino_card): at every
text size the six Dodino cards lie on the board clear of the hand (or the hand waits under them), every name wraps
without a word broken into letters, every card says its ability in words, and every word on a card lies inside it
(the smoke's report at 200%: "Rapto" / "r", "Bront" / "o", and a
species' name cut by the card's foot, 3 px of it showing)."""
from __future__ import annotations

import pygame
import pytest

from scenes import textframe, textreport

SIZES = [((1280, 720), 1.0), ((1280, 720), 1.25), ((1920, 1080), 1.5), ((1920, 1080), 2.0)]


@pytest.mark.parametrize("size, scale", SIZES, ids=[f"{w}x{h}-{int(s * 100)}" for (w, h), s in SIZES])
def test_the_dodino_cards_hold_their_words_at_every_text_size(size, scale):
    from game.dodos.data import DODINOS
    from scenes.app import App
    from scenes.dodos import drive as D
    from scenes.dodos.art_cards import _dodino_card
    from scenes.settings import Settings
    app = App(size, settings=Settings(text_scale=scale), sync_bots=True)
    textframe.start()          # before the cards are painted: their words are found on the frame
    _dodino_card.cache_clear()
    try:
        host = D.start(app, ("human", "normal", "normal"), seed=3, abilities="on")
        board = host.board
        assert D.until(app, lambda: D.ready(host))
        lay = board.lay
        board_area = lay.table.union(lay.column)
        for _did, rect in board.pick_rects:         # on the board, and clear of the hand while it shows
            assert board_area.contains(rect), (rect, board_area)
            assert board.picks_over_hand() or rect.bottom <= lay.hand.y, (rect, lay.hand)
        app.draw(app.screen)
    finally:
        rows = [r for r in textframe.stop() if r["screen"] == "dodos pick"]
        app.stack.clear()
        pygame.event.clear()
    names = [d.name for d in DODINOS] + [d.dino.capitalize() for d in DODINOS]
    ours = [r for r in rows if any(r["text"] in n for n in names)]          # a name, a line of one, a piece
    assert ours and not [r for r in ours if textreport.failures(r, textreport.floor(size[1]))], ours
    assert all(r["box"][3] >= r["px"] // 3 for r in ours if r.get("box")), ours     # shown whole, not a sliver
    # every card says its ability in words, found on the frame (125%: four of six said only their name)
    shown = [r["text"] for r in rows if r.get("box") and not textreport.failures(r, textreport.floor(size[1]))]
    for d in DODINOS:
        lines = [t for t in shown if t in d.ability_text]
        assert set(d.ability_text.split()) <= {w for t in lines for w in t.split()}, (d.name, lines)
