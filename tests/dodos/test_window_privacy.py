"""DRD-P6: the green card window must not tell who holds a green card. Who is asked, to_move, the
window event and every other seat's view depend on public facts only, never on hidden hands."""
from __future__ import annotations

import pytest

from game.core import Action
from game.dodos.data import CARDS

from dodos.helpers import Deal, new


def _without_greens(deal: Deal, seat: int) -> None:
    """Swap this seat's green cards for blue/red ones from the draw pile: only hidden cards change."""
    hand, pile = deal.state["hands"][seat], deal.state["draw_pile"]
    for i, c in enumerate(list(hand)):
        if CARDS[c].colour == "green":
            k = next(j for j, d in enumerate(pile) if CARDS[d].colour != "green")
            hand[i], pile[k] = pile[k], c


def _pair(seed: int, card: str = "Steady Trot"):
    """The same table twice; in the second, seats 1 and 2 hold no green card at all. Seat 0 plays a
    card that touches no other hand (a steal would rightly show seat 0 the cards it took)."""
    a = new(3, first=0, greens=True, seed=seed, deck=["*"] * 24,
            hands={0: [card, "*", "*"], 1: ["Steady Trot", "Wait For Me!", "Egg Ambush"],
                   2: ["Steady Trot", "Second Wind", "*"]})
    b = Deal(a)
    _without_greens(b, 1)
    _without_greens(b, 2)
    return a, b.match()


def _same_for_seat0(a, b) -> None:
    assert a.to_move() == b.to_move()
    assert a.view(0) == b.view(0)
    assert a.view(None) == b.view(None)


@pytest.mark.parametrize("seed,card", [(0, "Steady Trot"), (1, "Tailwind"), (2, "Steady Trot"), (3, "Tailwind")])
def test_DRD_P6_window_and_views_do_not_depend_on_other_hands(seed, card):
    a, b = _pair(seed, card)
    _same_for_seat0(a, b)
    for m in (a, b):        # seat 0's card, and a blue/red card each for the others
        for s in (0, 1, 2):
            card = next(c for c in m.hands[s] if CARDS[c].colour != "green")
            ev = m.apply(s, Action.make("play", card=card))
    _same_for_seat0(a, b)
    assert a.window is not None and a.to_move() == (0, 1, 2)
    steps = 0
    while a.window is not None and a.round == 1 and steps < 20:    # everyone lets every window pass
        for s in list(a.to_move()):
            ea = a.apply(s, Action.make("pass"))
            eb = b.apply(s, Action.make("pass"))
            assert [(e.kind, e.data) for e in ea] == [(e.kind, e.data) for e in eb]
            _same_for_seat0(a, b)
        steps += 1
    assert steps >= 2


def test_DRD_P6_wait_is_offered_only_to_a_seat_with_a_green_card_to_play():
    a, b = _pair(0)
    for m in (a, b):
        for s in (0, 1, 2):
            m.apply(s, Action.make("play", card=next(c for c in m.hands[s] if CARDS[c].colour != "green")))
    assert Action.make("wait") in a.legal_actions(1)
    assert b.legal_actions(1) == [Action.make("pass")]


def test_DRD_P6_no_window_when_every_green_card_is_on_the_table():
    # the helper puts every green card in the discard pile, face up
    m = new(2, first=0, hands={0: ["Steady Trot", "*"], 1: ["Steady Trot", "*"]}, deck=["*"] * 6)
    m.apply(0, Action.make("play", card=m.hands[0][0]))
    events = m.apply(1, Action.make("play", card=m.hands[1][0]))
    assert not [e for e in events if e.kind == "window"]
