"""The engine contract, proven on Pebbles (tests/nimdice.py): legal and illegal actions, simultaneous
choices, views that hide what they must, events, winners and the registry."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from game.core import Action, IllegalAction, get
from game.core.registry import GameSpec

from nimdice import Pebbles


def new(players=3, seed=1, first=0, pile=12):
    return get("pebbles").create(players, {"pile": pile}, seed, first)


def finish_pledges(m, n=0):
    for seat in m.to_move():
        m.apply(seat, Action.make("pledge", n=n))


def test_simultaneous_choice_lists_every_seat_until_all_chose():
    m = new()
    assert m.to_move() == (0, 1, 2)
    m.apply(1, Action.make("pledge", n=1))
    assert m.to_move() == (0, 2)
    # seat 1's choice stays hidden from the others until everyone chose
    assert m.view(0)["pledges"] == [False, True, False]
    assert m.view(1)["my_pledge"] == 1
    m.apply(0, Action.make("pledge", n=0))
    events = m.apply(2, Action.make("pledge", n=1))
    assert events[-1].kind == "pledges_revealed" and events[-1].reveal
    assert m.view(0)["pledges"] == [0, 1, 1]
    assert m.to_move() == (0,)


def test_illegal_action_raises_with_reason_and_changes_nothing():
    m = new()
    finish_pledges(m)
    before = m.view(None), [m.view(s) for s in range(3)], m.rng.getstate()
    with pytest.raises(IllegalAction, match="not seat 2's turn"):
        m.apply(1, Action.make("roll"))
    with pytest.raises(IllegalAction, match="not one of the legal actions"):
        m.apply(0, Action.make("play", value=7))
    assert (m.view(None), [m.view(s) for s in range(3)], m.rng.getstate()) == before


def test_events_say_what_happened_and_chance_marks_a_barrier():
    m = new()
    finish_pledges(m)
    events = m.apply(0, Action.make("roll"))
    assert events[0].kind == "rolled" and 1 <= events[0].data["roll"] <= 3
    assert m.last_was_barrier     # the die was rolled


def test_match_is_seeded():
    a, b = new(seed=5, first=None), new(seed=5, first=None)
    assert a.view(None) == b.view(None) and a.hands == b.hands


def test_winner_and_no_actions_after_the_end():
    m = new(players=2, pile=8)
    finish_pledges(m)
    rng = random.Random(0)
    while not m.over:
        seat = m.to_move()[0]
        m.apply(seat, rng.choice(m.legal_actions(seat)))
    assert len(m.winners()) == 1 and m.to_move() == ()
    with pytest.raises(IllegalAction, match="over"):
        m.apply(0, Action.make("roll"))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 6), st.data())
def test_views_hide_other_seats_hidden_cards(seed, players, data):
    """Changing another seat's hand, the deck order or a secret pledge never changes your view."""
    m = get("pebbles").create(players, {"pile": 20}, seed)
    rng = random.Random(seed)
    for _ in range(data.draw(st.integers(0, 8))):
        if m.over:
            break
        seat = m.to_move()[0]
        m.apply(seat, rng.choice(m.legal_actions(seat)))
    me = data.draw(st.integers(0, players - 1))
    other = m.clone()
    for s in range(players):
        if s != me:
            other.hands[s] = [4 - v for v in other.hands[s]]
            if other.pledges[s] is not None and None in other.pledges:
                other.pledges[s] = 1 - other.pledges[s]
    other.deck.reverse()
    assert other.view(me) == m.view(me)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
def test_determinize_depends_only_on_the_view(seed):
    m = get("pebbles").create(3, {"pile": 20}, seed, 0)
    finish_pledges(m)
    twin = m.clone()
    twin.hands[1], twin.hands[2] = twin.hands[2], twin.hands[1]
    twin.deck.reverse()
    assert m.view(0) == twin.view(0)
    a, b = m.determinize(0, random.Random(7)), twin.determinize(0, random.Random(7))
    assert (a.hands, a.deck) == (b.hands, b.deck)
    assert a.hands[0] == m.hands[0]


def test_registry_checks_players_first_and_options():
    spec = get("pebbles")
    assert isinstance(spec, GameSpec) and spec.players_for({}) == (2, 6)
    assert spec.resolve_options({}) == {"pile": 12}
    with pytest.raises(ValueError, match="takes 2 to 6 players"):
        spec.create(7)
    with pytest.raises(ValueError, match="no option 'colour'"):
        spec.create(2, {"colour": 1})
    with pytest.raises(ValueError, match="cannot be 5"):
        spec.create(2, {"pile": 5})
    with pytest.raises(ValueError, match="first player"):
        spec.create(2, first=2)
    with pytest.raises(KeyError, match="no game called 'chess'"):
        get("chess")


def test_registry_lists_the_shelf_in_order():
    from game.core import games
    ids = [g.id for g in games()]
    shelf = [i for i in ids if i in ("bfdi", "dreamcatcher", "dodos", "dreaddraw")]
    assert shelf == sorted(shelf, key=("bfdi", "dreamcatcher", "dodos", "dreaddraw").index)
    assert "pebbles" in ids


def test_load_behind_imports_on_a_thread_of_its_own():
    """Dream Catcher loads shapely behind the table: imported inside a frame it stalled one by 130 ms."""
    import sys
    from game.core.lazy import load_behind
    sys.modules.pop("colorsys", None)
    thread = load_behind("colorsys")
    thread.join(timeout=60)
    assert thread.name == "load-behind" and "colorsys" in sys.modules
