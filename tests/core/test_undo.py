"""Undo follows Board Game Arena's policy: your own last action, never across another player's action,
a reveal of hidden information or a random event."""
from game.core import Action, SeatInfo, Table

HUMANS = [SeatInfo("Ana"), SeatInfo("Ben")]


def table(seats=HUMANS, pile=20):
    t = Table.new("pebbles", seats, {"pile": pile}, seed=4, first=0)
    return t


def test_a_secret_choice_can_be_undone():
    t = table()
    t.act(0, Action.make("pledge", n=1))
    assert t.can_undo()
    assert t.undo()
    assert t.match.to_move() == (0, 1) and t.record.actions == []


def test_undo_does_not_cross_a_reveal():
    t = table()
    t.act(0, Action.make("pledge", n=1))
    t.act(1, Action.make("pledge", n=0))       # everyone chose: the pledges are revealed
    assert not t.can_undo() and not t.undo()


def test_undo_does_not_cross_a_die_roll():
    t = table()
    t.act(0, Action.make("pledge", n=0))
    t.act(1, Action.make("pledge", n=0))
    t.act(0, Action.make("roll"))
    assert not t.can_undo()


def test_undo_does_not_cross_a_bot_action():
    t = table([SeatInfo("Ana"), SeatInfo("Bot", "normal")])
    t.act(0, Action.make("pledge", n=0))
    t.act(1, Action.make("pledge", n=0))
    assert not t.can_undo()


def test_undo_replays_to_the_same_state_and_autosaves(tmp_path):
    t = Table.new("pebbles", HUMANS, {"pile": 20}, seed=4, first=0, autosave=tmp_path / "a.json")
    before = t.match.view(0)
    t.act(0, Action.make("pledge", n=1))
    t.undo()
    assert t.match.view(0) == before
    t.flush()
    assert Table.load(tmp_path / "a.json").record.actions == []


def test_nothing_to_undo_at_the_start():
    assert not table().can_undo()
