"""The undo policy in every game: Table.can_undo(seat) refuses a failed cover, a missed throw, a peek,
a drawn card and another seat's move; it allows a human's own plain choice."""
import random

from game.core import Action, SeatInfo, Table
from game.dreamcatcher.data import NIGHTMARE_BY_ID


def humans(n):
    return [SeatInfo(name) for name in ["Ana", "Ben", "Cleo", "Dev"][:n]]


def play_until(table, want, seed=1, limit=3000):
    """Random legal moves until one of the legal actions, tried on a copy, meets want(before, after, action);
    then play that one for real and return (seat, action). None if the game ends first."""
    rng = random.Random(seed)
    for _ in range(limit):
        m = table.match
        if m.over:
            return None
        seat = rng.choice(m.to_move())
        legal = m.legal_actions(seat)
        for action in legal:
            copy = m.clone()
            copy.apply(seat, action)
            if want(m, copy, action):
                table.act(seat, action)
                return seat, action
        table.act(seat, rng.choice(legal))
    return None


def assert_refused_to_all(table):
    assert not any(table.can_undo(s) for s in range(len(table.record.seats)))
    n = len(table.record.actions)
    assert not any(table.undo(s) for s in range(len(table.record.seats)))
    assert len(table.record.actions) == n


# ---- Dream Catcher --------------------------------------------------------------------------------------
def dc_table():
    t = Table.new("dreamcatcher", humans(2), {"mode": "basic"}, seed=4, first=0)
    t.act(0, Action.make("flip"))
    t.act(0, Action.make("choose", toy="bear1"))
    t.act(1, Action.make("choose", toy="bear2"))
    return t


def test_dreamcatcher_failed_cover_cannot_be_retried():
    t = dc_table()
    t.act(0, Action.make("place", toy="bear1", x=3.0, y=3.0))       # "Oops, a bit peeks out!"
    assert not t.match.placements[-1]["covered"]
    assert_refused_to_all(t)


def test_dreamcatcher_good_cover_cannot_be_undone():
    t = dc_table()
    bx, by = NIGHTMARE_BY_ID[t.match.card].silhouette.best
    t.act(0, Action.make("place", toy="bear1", x=bx, y=by))
    assert_refused_to_all(t)


def test_dreamcatcher_own_choice_only_by_its_seat():
    t = Table.new("dreamcatcher", humans(2), {"mode": "basic"}, seed=4, first=0)
    t.act(0, Action.make("flip"))
    t.act(0, Action.make("choose", toy="bear1"))
    assert not t.can_undo(1) and not t.undo(1)
    assert t.can_undo(0)


# ---- Dodos ----------------------------------------------------------------------------------------------
def test_dodos_missed_throw_cannot_be_thrown_again():
    t = Table.new("dodos", humans(3), {}, seed=5)
    found = play_until(t, lambda m, c, a: a.kind == "throw" and a["hits"] == ())
    assert found, "a throw came up"
    assert any("hits nothing" in line for line in t.log_for(None)[-len(t.steps[-1].events):])
    assert_refused_to_all(t)


def test_dodos_hit_throw_cannot_be_undone_either():
    t = Table.new("dodos", humans(3), {}, seed=6)
    assert play_until(t, lambda m, c, a: a.kind == "throw" and a["hits"] != ())
    assert_refused_to_all(t)


def test_dodos_secret_pick_is_not_the_next_seats_to_undo():
    """Ben may not take back Ana's face-down phase-1 card; Ana may."""
    t = Table.new("dodos", humans(2), {}, seed=2)
    seat = t.match.to_move()[0]
    t.act(seat, t.match.legal_actions(seat)[0])
    while t.match.to_move() == (seat,):
        t.act(seat, t.match.legal_actions(seat)[0])
    other = 1 - seat
    assert not t.can_undo(other) and not t.undo(other)


# ---- Dread Draw -----------------------------------------------------------------------------------------
def test_dreaddraw_peek_is_a_barrier():
    """The peeker saw the top card: undoing would let them skip the ability and still know it."""
    t = Table.new("dreaddraw", humans(3), {}, seed=3)
    found = play_until(t, lambda m, c, a: (c.decision or {}).get("kind") == "peek")
    assert found, "a peek came up"
    assert_refused_to_all(t)
    seat = found[0]
    assert "see" in t.log_for(seat)[-1] and t.log_for(seat)[-1] != t.log_for((seat + 1) % 3)[-1]


def test_dreaddraw_another_seats_move_is_refused():
    t = Table.new("dreaddraw", humans(2), {}, seed=3)
    rng = random.Random(0)
    for _ in range(200):
        m = t.match
        seat = m.to_move()[0]
        t.act(seat, rng.choice(m.legal_actions(seat)))
        if t.can_undo(seat):
            assert not t.can_undo(1 - seat)
            return
    raise AssertionError("no undoable move came up")


# ---- BFDI -----------------------------------------------------------------------------------------------
def test_bfdi_drawn_scene_is_private_and_a_barrier():
    t = Table.new("bfdi", humans(3), {}, seed=3)
    found = play_until(t, lambda m, c, a: any(len(c.hands[s]) > len(m.hands[s]) for s in range(3)))
    assert found
    drew = next(e for e in t.steps[-1].events if e.kind == "draw")
    owner = drew.data["seat"]
    assert t.log_for(owner) != t.log_for((owner + 1) % 3)
    assert any(line.startswith("You draw") for line in t.log_for(owner))
    assert not any(line.startswith("You draw") for line in t.log_for(None))
    assert_refused_to_all(t)


def test_bfdi_another_seats_move_is_refused():
    t = Table.new("bfdi", humans(3), {}, seed=3)
    rng = random.Random(0)
    for _ in range(300):
        m = t.match
        seat = rng.choice(m.to_move())
        t.act(seat, rng.choice(m.legal_actions(seat)))
        if t.can_undo(seat):
            assert not any(t.can_undo(s) for s in range(3) if s != seat)
            return
    raise AssertionError("no undoable move came up")
