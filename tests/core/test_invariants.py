"""An engine-wide invariant (issue 10 item 2): whenever a game is not over, some seat has a legal action."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from game.core import registry

GAMES = [spec.id for spec in registry.games()]
MAX_STEPS = 3000


def assert_never_stuck(spec, players, options, seed):
    match = spec.create(players, options, seed)
    rng = random.Random(seed)
    for step in range(MAX_STEPS):
        if match.over:
            return
        movers = match.to_move()
        choices = [(s, a) for s in movers for a in match.legal_actions(s)]
        assert choices, f"{spec.id} seed {seed} step {step}: not over, but no seat has a legal action"
        match.apply(*rng.choice(choices))


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10 ** 6), data=st.data())
def test_some_seat_can_always_act_until_the_end(game_id, seed, data):
    spec = registry.get(game_id)
    options = {o.key: data.draw(st.sampled_from(o.values)) for o in spec.options}
    low, high = spec.players_for(options)
    assert_never_stuck(spec, data.draw(st.integers(max(low, 2), high)), options, seed)


def test_the_cli_reports_a_stuck_game_instead_of_ok(tmp_path, monkeypatch, capsys):
    """The soft-locked Dodos save replayed "ok"; a game nobody can move in is now an error."""
    from game.core import SeatInfo, Table
    from game.core.cli import main
    path = tmp_path / "stuck.json"
    table = Table.new("pebbles", [SeatInfo("A"), SeatInfo("B", "human", 1)], seed=1, autosave=path)
    table.flush()
    monkeypatch.setattr("nimdice.Pebbles.legal_actions", lambda self, seat: [])
    assert main(["replay", str(path)]) == 1
    assert "stuck" in capsys.readouterr().err
