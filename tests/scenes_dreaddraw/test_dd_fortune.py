"""The fortune screen reads the winner's cards; an empty Life Deck shows no empty spread, but words of its own."""
from __future__ import annotations

import pytest

import scenes.dreaddraw.fortune as fortune_screen
from scenes.dreaddraw.fortune import FortuneScene
import dd_helpers as D


def _seat_0_wins(state: dict, left: int) -> None:
    """Seat 1 is out of the game, its cards discarded; seat 0 wins with `left` cards in its Life Deck."""
    gone = state["life_decks"][1] + state["rows"][1] + state["reserves"][1] + state["life_decks"][0][left:]
    state["discard_pile"] += gone
    state["life_decks"] = [state["life_decks"][0][:left], []]
    state["rows"][1], state["reserves"][1] = [], []
    state.update(phase="over", decision=None, tasks=[], winner=0, in_game=[True, False], in_round=[True, False],
                 fortune=list(state["life_decks"][0]))


def _fortune(empty: bool, monkeypatch):
    """Seat 0 wins at once (test set-up through the match's position), the fortune opens, every card is turned."""
    drawn: list[str] = []
    real = fortune_screen.blit
    monkeypatch.setattr(fortune_screen, "blit", lambda surface, words, *a, **k: (drawn.append(words),
                                                                                  real(surface, words, *a, **k))[1])
    app = D.make_app((1280, 720), speed=3.0)
    host = D.start(app, ("human", "normal"), seed=5, first=0)
    assert D.until(app, lambda: bool(host.board.acting()))
    D.reposition(host, lambda state: _seat_0_wins(state, 0 if empty else 5))
    assert D.until(app, lambda: isinstance(app.top, FortuneScene), 2000)
    scene = app.top
    scene.age = scene.end_time
    D.step(app, n=3)
    return app, scene, drawn


@pytest.mark.parametrize("empty", [False, True])
def test_the_spread_has_headers_only_when_there_are_cards(empty, monkeypatch):
    app, scene, drawn = _fortune(empty, monkeypatch)
    headers = {"The Present", "The Immediate Future", "The Far Future"}
    if empty:
        assert not headers & set(drawn)
        assert any(scene.unwritten in line or line.strip("“”") in scene.unwritten for line in drawn)
        assert "after 1 round, with an empty Life Deck" in " ".join(drawn)
    else:
        assert headers <= set(drawn)
        assert "The 5 cards left in their Life Deck are laid out and read" in " ".join(drawn)
    app.stack.clear()
