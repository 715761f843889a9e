"""Undo follows Board Game Arena's policy: your own last action, never across another player's action,
a reveal of hidden information, a private event (a peek) or a random event."""
from game.core import Action, Event, SeatInfo, Table

HUMANS = [SeatInfo("Ana"), SeatInfo("Ben")]


def table(seats=HUMANS, pile=20):
    t = Table.new("pebbles", seats, {"pile": pile}, seed=4, first=0)
    return t


def test_a_secret_choice_can_be_undone():
    t = table()
    t.act(0, Action.make("pledge", n=1))
    assert t.can_undo(0)
    assert t.undo(0)
    assert t.match.to_move() == (0, 1) and t.record.actions == []


def test_undo_does_not_cross_a_reveal():
    t = table()
    t.act(0, Action.make("pledge", n=1))
    t.act(1, Action.make("pledge", n=0))       # everyone chose: the pledges are revealed
    assert not t.can_undo(1) and not t.undo(1) and not t.can_undo(0)


def test_undo_does_not_cross_a_die_roll():
    t = table()
    t.act(0, Action.make("pledge", n=0))
    t.act(1, Action.make("pledge", n=0))
    t.act(0, Action.make("roll"))
    assert not t.can_undo(0)


def test_undo_does_not_cross_a_bot_action():
    t = table([SeatInfo("Ana"), SeatInfo("Bot", "normal")])
    t.act(0, Action.make("pledge", n=0))
    t.act(1, Action.make("pledge", n=0))
    assert not t.can_undo(1) and not t.can_undo(0)


def test_undo_replays_to_the_same_state_and_autosaves(tmp_path):
    t = Table.new("pebbles", HUMANS, {"pile": 20}, seed=4, first=0, autosave=tmp_path / "a.json")
    before = t.match.view(0)
    t.act(0, Action.make("pledge", n=1))
    t.undo(0)
    assert t.match.view(0) == before
    t.flush()
    assert Table.load(tmp_path / "a.json").record.actions == []


def test_nothing_to_undo_at_the_start():
    assert not table().can_undo(0)


def test_another_seat_may_not_take_back_my_move():
    """Hot-seat: Ben at the screen may not undo Ana's secret pledge (nor may nobody, seat None)."""
    t = table()
    t.act(0, Action.make("pledge", n=1))
    assert not t.can_undo(1) and not t.undo(1)
    assert not t.can_undo(None)
    assert t.record.actions and t.can_undo(0)


def test_private_and_skill_events_are_barriers():
    assert Event("peek", "{p0} peeks", seats=(0,), private="You see 7").barrier
    assert Event("throw", "{p0} throws: nothing hit", skill=True).barrier
    assert not Event("note", "{p0} waits").barrier


def test_private_event_text_per_seat():
    e = Event("draw", "{p0} draws a card", seats=(0,), private="You draw Swap")
    names = ["Ana", "Ben"]
    assert e.render(names, 0) == "You draw Swap"
    assert e.render(names, 1) == e.render(names, None) == "Ana draws a card"
