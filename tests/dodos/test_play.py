"""Random play with invariants, hidden hands, saves, undo, refused actions, bots and simulate."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dodos.helpers import ALL, Deal, count
from game.core import Action, IllegalAction, SeatInfo, SeatWindow, Table, get
from game.core.saves import Record, dumps, loads, replay
from game.core.simulate import simulate
from game.dodos.data import CARDS
from game.dodos.gestures import default_aim

SPEC = get("dodos")
OPTIONS = st.fixed_dictionaries({"track": st.sampled_from(["jungle", "space"]),
                                 "abilities": st.sampled_from(["off", "on"])})
BAD = [Action.make("play", card=999), Action.make("pick", dodino=9), Action.make("wait", x=1),
       Action.make("discard", card=-1), Action.make("steal", target=7), Action.make("shield", use="maybe"),
       Action.make("ability", target=99), Action.make("throw", gesture="egg", aim=(5, 0.0, 2.0), hits=()),
       Action.make("throw", gesture="star", aim=default_aim("star"), hits=(0, 0)), Action.make("nonsense")]


def _perturbed(m, other: int):
    """A copy where one of `other`'s hidden cards is exchanged with a card of its kind (colour, and whether it hits
    the active player) from the draw pile, so that the seat still has the same sorts of moves."""
    deal = Deal(m)
    s = deal.state
    pile, hand, chosen = s["draw_pile"], s["hands"][other], s["chosen"]
    held, i = (chosen, other) if m.phase == "choose" and chosen[other] is not None else (hand, 0)
    kind = lambda c: (CARDS[c].colour, CARDS[c].hits_active)        # noqa: E731
    k = next((k for k, c in enumerate(pile) if held and kind(c) == kind(held[i])), None)
    if k is not None:
        held[i], pile[k] = pile[k], held[i]
    return deal.match()


def _play(m, rng: random.Random, steps: int, each=None) -> None:
    for _ in range(steps):
        if m.over:
            return
        seat = rng.choice(m.to_move())
        legal = m.legal_actions(seat)
        assert legal, "a seat that must decide has something to do"
        action = rng.choice(legal)
        if action.kind == "throw":      # a physical-looking outcome: any set of Dodinos
            hits = tuple(sorted(rng.sample(range(m.players), rng.randrange(m.players + 1))))
            action = Action.make("throw", gesture=action["gesture"], aim=action["aim"], hits=hits)
        if each:
            each(m, seat, action)
        m.apply(seat, action)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6), options=OPTIONS)
def test_random_play_conserves_cards_and_hides_hands(seed, players, options):
    m = SPEC.create(players, options, seed)
    rng = random.Random(seed)

    def each(m, seat, action):
        assert count(m) == ALL                               # all 78 cards accounted for
        other = rng.randrange(players)
        watcher = rng.choice([s for s in range(players) if s != other])
        assert _perturbed(m, other).view(watcher) == m.view(watcher)
        sample = m.determinize(watcher, random.Random(seed))
        assert sample.view(watcher) == m.view(watcher) and count(sample) == ALL
        bad = rng.choice(BAD)
        before = (m.view(None), [list(h) for h in m.hands], list(m.pos), m.rng.getstate())
        with pytest.raises(IllegalAction):
            m.apply(seat, bad)
        assert before == (m.view(None), [list(h) for h in m.hands], list(m.pos), m.rng.getstate())

    _play(m, rng, 600, each)
    assert count(m) == ALL


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5), options=OPTIONS)
def test_save_round_trip_and_undo_at_every_step(seed, players, options):
    seats = [SeatInfo(f"P{s}") for s in range(players)]
    table = Table.new("dodos", seats, options, seed)
    rng = random.Random(seed)
    for _ in range(120):
        m = table.match
        if m.over:
            break
        seat = rng.choice(m.to_move())
        action = rng.choice(m.legal_actions(seat))
        before = m.view(None)
        table.act(seat, action)
        if table.can_undo(seat):
            after = table.match.view(None)
            assert table.undo(seat)
            assert table.match.view(None) == before
            table.act(seat, action)
            assert table.match.view(None) == after
    record = loads(dumps(table.record))
    again = replay(record)
    assert again.view(None) == table.match.view(None)
    assert all(again.view(s) == table.match.view(s) for s in range(players))


def test_throw_results_are_actions_replays_never_rerun_physics():
    m = SPEC.create(3, {}, 5)
    record = Record("dodos", SPEC.rules_version, SPEC.resolve_options({}), [SeatInfo(f"P{s}") for s in range(3)], 5)
    rng = random.Random(5)
    while not m.over:
        seat = m.to_move()[0]
        action = SPEC.bot_factory("normal", seat, seat).decide(SeatWindow(m, seat)) \
            if m.legal_actions(seat)[0].kind == "throw" else rng.choice(m.legal_actions(seat))
        m.apply(seat, action)
        record.actions.append((seat, action))
    assert any(a.kind == "throw" for _, a in record.actions)
    assert replay(loads(dumps(record))).winners() == m.winners()


def test_views_tell_a_screen_what_to_draw():
    m = SPEC.create(4, {"track": "space", "abilities": "on"}, 2)
    v = m.view(1)
    for key in ("track", "phase", "prompt", "positions", "spaces", "first", "hand", "hand_sizes", "dodinos",
                "ability_used", "front", "draw_pile", "discard_pile", "to_move", "round", "finish", "loop"):
        assert key in v
    assert v["prompt"]["kind"] == "pick" and m.view(None)["hand"] is None
    import json
    json.dumps(v)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("track", ["jungle", "space"])
@pytest.mark.parametrize("abilities", ["off", "on"])
def test_simulate_runs_for_every_table_and_variant(players, track, abilities):
    out = simulate(SPEC, players, 1, seed=players * 7, levels=["random", "easy", "normal"],
                   options={"track": track, "abilities": abilities})
    assert out["errors"] == [] and out["completed"] == 1


def test_hard_bots_play_whole_games_throws_included():
    """Hard finishes four-seat games with abilities on, throws and look-aheads included (its decision
    times are `make bench` figures, not a test: a busy machine must not fail the suite)."""
    m = SPEC.create(4, {"abilities": "on"}, 1)
    bots = [SPEC.bot_factory("hard", s, 10 + s) for s in range(4)]
    kinds = set()
    while not m.over:
        seat = m.to_move()[0]
        action = bots[seat].decide(SeatWindow(m, seat))
        kinds.add(action.kind)
        m.apply(seat, action)
    assert "throw" in kinds and m.winners()


def test_options_are_the_track_and_the_abilities_variant():
    assert {o.key: o.values for o in SPEC.options} == {"track": ("jungle", "space"), "abilities": ("off", "on")}
    assert SPEC.min_players == 2 and SPEC.max_players == 6
