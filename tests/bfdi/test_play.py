"""Random play with invariants: components conserved, views hide hands, saves and undo round-trip,
bad actions refused with a reason and nothing changed."""
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.core import Action, IllegalAction, Table
from game.core.saves import Record, SeatInfo, dumps, loads, replay
from game.bfdi import data
from bfdi_helpers import SPEC, edit, give, new

games = st.tuples(st.integers(2, 6), st.sampled_from(["basic", "advanced"]), st.integers(0, 10_000))


def random_game(players, mode, seed, limit=10_000):
    """Yield (match, seat, action) along one random legal game."""
    m = SPEC.create(players, {"mode": mode}, seed, None)
    rng = random.Random(seed)
    steps = 0
    while not m.over and steps < limit:
        seat = rng.choice(m.to_move())
        action = rng.choice(m.legal_actions(seat))
        yield m, seat, action
        m.apply(seat, action)
        steps += 1
    yield m, None, None


def check_invariants(m):
    on_board, pool, chamber = set(m.board.where), set(m.pool), set(m.chamber)
    assert len(on_board) + len(pool) + len(chamber) == 21
    assert on_board | pool | chamber == set(range(21))
    in_play = [c for c in m.owner] + (list(m.pool))
    assert len(in_play) <= 12
    if m.phase != "draft":
        assert len(m.owner) + len([c for c in m.chamber if c not in m.owner]) == 21
        assert len(m.owner) == m.players * (12 // m.players)
    cards = m.draw_pile + m.discard_pile + [c for h in m.hands for c in h] + [d for v in m.devs.values() for d in v]
    assert sorted(cards) == list(range(45))
    assert all(s >= 0 for s in m.stars)
    assert len(m.tokens) <= data.WIN_TOKENS and m.tokens <= on_board
    assert len(m.chal_deck) + len(m.chal_used) == 27
    for level in range(4):
        col = m.board.grid[level]
        assert all(m.board.where[c] == (level, r) for r, c in enumerate(col) if c is not None)
    assert all(not m.hands[s] for s in range(m.players) if m.out[s])
    json.dumps(m.view(None))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_random_play_keeps_12_characters_and_45_scenes_accounted_for(game):
    for m, seat, action in random_game(*game):
        check_invariants(m)
    assert m.over and len(m.winners()) == 1
    assert m.winner in {m.owner[c] for c in m.board.where}


@settings(max_examples=15, deadline=None)
@given(games)
def test_views_hide_other_hands_and_the_decks(game):
    rng = random.Random(game[2])
    for i, (m, seat, action) in enumerate(random_game(*game)):
        if i % 7 or m.over:
            continue
        me = rng.randrange(m.players)
        before = m.view(me)
        assert edit(m, lambda state: _reshuffle_hidden(state, me, rng)).view(me) == before
        assert before["hand"] == sorted(m.hands[me])
        assert before["hand_sizes"] == [len(h) for h in m.hands]
        assert m.view(None)["hand"] is None
        assert m.determinize(me, rng).view(me) == before


def _reshuffle_hidden(state, me, rng) -> None:
    """Deal the Scenes `me` cannot see again (other hands, the draw pile) and reorder the Challenge deck."""
    others = [s for s in range(len(state["hands"])) if s != me]
    pool = state["draw_pile"] + [c for s in others for c in state["hands"][s]]
    rng.shuffle(pool)
    for s in others:
        n = len(state["hands"][s])
        state["hands"][s], pool = pool[:n], pool[n:]
    state["draw_pile"] = pool
    rng.shuffle(state["challenge_deck"])


@settings(max_examples=8, deadline=None)
@given(games)
def test_saves_round_trip_and_undo_at_every_step(game):
    players, mode, seed = game
    seats = [SeatInfo(f"P{i}") for i in range(players)]
    table = Table.new("bfdi", seats, {"mode": mode}, seed=seed, first=None)
    rng = random.Random(seed)
    steps = 0
    while not table.match.over and steps < 400:
        m = table.match
        seat = rng.choice(m.to_move())
        action = rng.choice(m.legal_actions(seat))
        before = m.view(None)
        table.act(seat, action)
        if table.can_undo(seat):
            assert table.undo(seat)
            assert table.match.view(None) == before
            table.act(seat, action)
        steps += 1
    record = loads(dumps(table.record), "bfdi")
    again = replay(record)
    assert again.view(None) == table.match.view(None)
    assert all(again.view(s) == table.match.view(s) for s in range(players))


@settings(max_examples=10, deadline=None)
@given(games)
def test_bad_actions_are_refused_with_a_reason_and_change_nothing(game):
    players, mode, seed = game
    rng = random.Random(seed)
    bad = [Action.make("play", card=99, target=0), Action.make("pick", char=99), Action.make("roll"),
           Action.make("offer", char=0, stars=50), Action.make("accept", seat=9), Action.make("fly"),
           Action.make("trade"), Action.make("pass")]
    for i, (m, seat, action) in enumerate(random_game(players, mode, seed, limit=300)):
        if i % 5:
            continue
        for s in range(players):
            for a in bad:
                if m.check(s, a) is None:
                    continue
                snapshot = json.dumps(m.view(None), sort_keys=True)
                hands = [list(h) for h in m.hands]
                with pytest.raises(IllegalAction) as err:
                    m.apply(s, a)
                assert str(err.value)
                assert json.dumps(m.view(None), sort_keys=True) == snapshot and m.hands == hands


def test_out_of_turn_and_over_games_refuse_everything():
    m = new(3)
    with pytest.raises(IllegalAction, match="not seat 2's turn"):
        m.apply(1, Action.make("pick", char=m.pool[0]))
    for m, seat, action in random_game(3, "basic", 5):
        pass
    with pytest.raises(IllegalAction, match="over"):
        m.apply(0, Action.make("pass"))


def test_events_carry_animation_data():
    kinds = {}
    for m, seat, action in random_game(4, "advanced", 11):
        if seat is None:
            break
        for e in m.clone().apply(seat, action):
            kinds.setdefault(e.kind, e)
    for e in [kinds["move"]] + [kinds[k] for k in ("swap",) if k in kinds]:
        mv = e.data["moves"][0]
        assert len(mv["from"]) == 2 and len(mv["to"]) == 2
    assert {"seat", "value", "purpose"} <= set(kinds["roll"].data)
    assert {"char", "seat", "from", "developments"} <= set(kinds["eliminate"].data)
    assert "step" in kinds["step"].data
    for e in kinds.values():
        assert isinstance(e.render(["A", "B", "C", "D"]), str) and "{p" not in e.render(["A", "B", "C", "D"])


def test_view_exposes_board_challenge_step_and_pending_offers():
    m = new(3, seed=2)
    while m.phase != "offers":
        seat = m.to_move()[0]
        acts = m.legal_actions(seat)
        boosts = [a for a in acts if a.kind == "play" and data.scene_type(a["card"]) in ("boost", "special_boost")]
        m = edit(m, stars=[max(s, 2) for s in m.stars])
        if m.phase == "turns" and not boosts:
            m, _ = give(m, seat, "boost")
            continue
        m.apply(seat, boosts[0] if boosts else acts[0])
    v = m.view(m.to_move()[0])
    assert v["step"] == "B" and [s["current"] for s in v["steps"]] == [False, True, False, False, False]
    assert len(v["grid"]) == 4 and all(len(col) == 12 for col in v["grid"])
    assert v["boost"]["eligible"] and v["challenge"]["attributes"]
    assert {"char", "level", "row", "owner", "win_token", "developments"} <= set(v["characters"][0])
    assert set(v) >= {"stars", "hand_sizes", "chamber", "last_roll", "prompt", "to_move"}


def test_the_view_names_the_seat_in_charge_and_the_challenge_and_the_saves_list_prints_it():
    from game.core import get
    from game.core.library import progress
    from bfdi_helpers import everyone_passes, roll, started
    m = started(3)
    v = m.view(None)
    assert v["active"] == m.active and v["round"] == 1 and v["first"] == 0
    assert v["draw_pile"] == len(m.draw_pile) and v["discard_pile"] == m.discard_pile
    everyone_passes(m)
    while m.round == 1:
        roll(m)
    assert m.view(None)["round"] == 2 and progress(m, ["A", "B", "C"], get("bfdi")) == "Challenge 2"
