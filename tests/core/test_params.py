"""Issue 10 items 3, 4 and 9: every game's check() validates action parameters by exact type and range.

A legal action with one parameter mutated (a float or bool for an id, NaN, infinity, a huge int, a
missing or an extra key) is refused with IllegalAction and leaves the match exactly as it was; no other
exception ever comes out of apply.
"""
import math
import pickle
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.core import Action, IllegalAction, params, registry

GAMES = [spec.id for spec in registry.games()]
HUGE = 10 ** 400
# Replacements that are never a legal value of any parameter.
ALWAYS_BAD = [True, False, math.nan, math.inf, -math.inf, HUGE, -HUGE, 1e308, -1e308, None, "x" * 50]
# Replacements that may happen to be legal (a coordinate of -1 is a fine spot): they must not crash.
MAYBE_BAD = [-1, 0, 0.5, 2, "", (), (0,)]


def fingerprint(match):
    return pickle.dumps(match)


def played(spec, players, options, seed, steps):
    match = spec.create(players, options, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.over:
            break
        seat = rng.choice(match.to_move())
        match.apply(seat, rng.choice(match.legal_actions(seat)))
    return match


def mutations(action):
    """(mutated action, always illegal?) for every parameter, every tuple element, and the key set."""
    items = dict(action.params)
    yield Action(action.kind, tuple(sorted({**items, "extra": 1}.items()))), True
    for key, value in items.items():
        rest = {k: v for k, v in items.items() if k != key}
        yield Action(action.kind, tuple(sorted(rest.items()))), True
        bad = list(ALWAYS_BAD) + ([float(value)] if params.is_int(value) else [])
        for new in bad:
            if not params.same_values(new, value):
                # a yes/no parameter's other answer may be legal too (Dodos' shield: use it or not)
                always = not (type(value) is bool and type(new) is bool)
                yield Action(action.kind, tuple(sorted({**items, key: new}.items()))), always
        for new in MAYBE_BAD:
            yield Action(action.kind, tuple(sorted({**items, key: new}.items()))), False
        if isinstance(value, tuple):
            for i, element in enumerate(value):
                for new in ALWAYS_BAD[:9] + ([float(element)] if params.is_int(element) else []):
                    changed = value[:i] + (new,) + value[i + 1:]
                    yield Action(action.kind, tuple(sorted({**items, key: changed}.items()))), True


def assert_refused_unchanged(match, seat, action, always):
    before = fingerprint(match)
    try:
        match.clone().apply(seat, action)   # a clone: a legal mutation may change it, the original must not
    except IllegalAction:
        pass
    else:
        assert not always, f"{action} was accepted"
        return
    with pytest.raises(IllegalAction):
        match.apply(seat, action)
    assert fingerprint(match) == before, f"{action} changed the match before failing"


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10 ** 6), steps=st.integers(0, 150), data=st.data())
def test_mutated_parameters_are_refused_and_change_nothing(game_id, seed, steps, data):
    spec = registry.get(game_id)
    options = {o.key: data.draw(st.sampled_from(o.values)) for o in spec.options}
    low, high = spec.players_for(options)
    match = played(spec, data.draw(st.integers(max(low, 2), high)), options, seed, steps)
    if match.over:
        return
    seat = match.to_move()[0]
    legal = match.legal_actions(seat)
    for action in data.draw(st.lists(st.sampled_from(legal), min_size=1, max_size=3)):
        for mutated, always in mutations(action):
            assert_refused_unchanged(match, seat, mutated, always)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seat", [-1, 0.0, True, HUGE, "0", None])
def test_odd_seats_are_refused(game_id, seat):
    spec = registry.get(game_id)
    match = spec.create(max(spec.min_players, 2), {}, 1, 0)
    action = match.legal_actions(0)[0]
    before = fingerprint(match)
    with pytest.raises(IllegalAction) as info:
        match.apply(seat, action)
    assert fingerprint(match) == before
    if seat == -1 and not isinstance(seat, bool):
        assert "seat -1" in str(info.value) and "seat 0" not in str(info.value)


def test_huge_ints_in_throws_and_placements_are_illegal_not_overflow():
    """Item 4: math.isfinite(10**400) raises OverflowError; the checks never call it on an int."""
    assert params.is_number(HUGE) and not params.number_in(HUGE, -1e9, 1e9)
    assert not params.is_number(math.nan) and not params.is_number(True)
    assert params.listed(Action.make("play", card=3), [Action.make("play", card=3)])
    assert not params.listed(Action.make("play", card=3.0), [Action.make("play", card=3)])
    assert not params.listed(Action.make("play", card=True), [Action.make("play", card=1)])


@pytest.mark.parametrize("game_id, options", [("dreamcatcher", {"level": True}),
                                              ("dreamcatcher", {"gentle": 1}),
                                              ("dreamcatcher", {"level": 1.0})])
def test_options_take_exact_types(game_id, options):
    """Item 9: `level: true` is not level 1."""
    with pytest.raises(ValueError):
        registry.get(game_id).resolve_options(options)


@pytest.mark.parametrize("first", [True, 0.0, -1, 99])
def test_first_player_takes_an_exact_seat(first):
    with pytest.raises(ValueError):
        registry.get("dodos").create(3, {}, 1, first)


def reach(game_id, options, players, wanted, seeds=range(60)):
    """A match (and its seat) at a moment `wanted(match, seat)` holds, by seeded random play."""
    spec = registry.get(game_id)
    for seed in seeds:
        match = spec.create(players, options, seed)
        rng = random.Random(seed)
        while not match.over:
            seat = match.to_move()[0]
            if wanted(match, seat):
                return match, seat
            match.apply(seat, rng.choice(match.legal_actions(seat)))
    pytest.skip("no such moment in the seeds tried")


@pytest.mark.parametrize("change", [
    {"aim": (0, 0.6, HUGE)}, {"aim": (0, -HUGE, 0.5)}, {"placed": ((0, HUGE, 1.0),)}, {"placed": ((0, 1.0, -HUGE),)},
    {"placed": ((HUGE, 1.0, 1.0),)}, {"placed": 7}, {"hits": (HUGE,)}, {"hits": (0.0,)}])
def test_dodos_throws_with_huge_or_odd_numbers_are_illegal_not_overflow(change):
    """Item 4: math.isfinite(10**400) raised OverflowError out of Dodos' throw check."""
    match, seat = reach("dodos", {}, 3, lambda m, s: m.prompt is not None and m.prompt["kind"] == "throw"
                        and m.window is None)
    throw = next(a for a in match.legal_actions(seat) if a.kind == "throw")
    items = dict(throw.params)
    if "aim" in change and match.prompt["projectile"] != "egg":
        change = {"aim": tuple(HUGE for _ in items["aim"])}
    bad = Action(throw.kind, tuple(sorted({**items, **change}.items())))
    assert_refused_unchanged(match, seat, bad, True)


@pytest.mark.parametrize("x, y", [(HUGE, 0.1), (0.1, -HUGE), (math.nan, 0.1), (True, 0.1), (1e308, 0.1)])
def test_dream_catcher_placements_with_huge_or_odd_numbers_are_illegal(x, y):
    match, seat = reach("dreamcatcher", {}, 2, lambda m, s: m.phase == "place")
    place = next(a for a in match.legal_actions(seat) if a.kind == "place")
    bad = Action.make("place", toy=place["toy"], x=x, y=y)
    assert_refused_unchanged(match, seat, bad, True)
