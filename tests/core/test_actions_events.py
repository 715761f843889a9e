"""Actions have a stable JSON form; events render with player names."""
import json

import pytest
from hypothesis import given, strategies as st

from game.core import Action, Event

scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.text(max_size=8),
                    st.floats(allow_nan=False, allow_infinity=False, width=32))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4), max_leaves=8)


@given(st.text(min_size=1, max_size=10), st.dictionaries(st.text(min_size=1, max_size=6).filter(lambda k: k != "kind"),
                                                         values, max_size=4))
def test_action_json_round_trips(kind, params):
    action = Action.make(kind, **params)
    text = json.dumps(action.to_json())
    again = Action.from_json(json.loads(text))
    assert again == action
    assert hash(again) == hash(action)
    assert again.key() == action.key()


def test_action_parameters_are_ordered_and_frozen():
    a = Action.make("play", b=[1, 2], a="x")
    b = Action.make("play", a="x", b=(1, 2))
    assert a == b and a["b"] == (1, 2) and a.get("missing") is None
    assert str(a) == "play a=x b=(1, 2)"
    with pytest.raises(KeyError):
        a["missing"]


def test_action_refuses_values_without_json_form():
    with pytest.raises(TypeError):
        Action.make("play", card=object())
    with pytest.raises(TypeError):
        Action.make("play", card={"a": 1})


@pytest.mark.parametrize("bad", [None, [], {"kind": 3}, {"no": "kind"}, "play"])
def test_action_from_bad_json_raises(bad):
    with pytest.raises(ValueError):
        Action.from_json(bad)


def test_event_renders_player_names():
    e = Event("summon", "{p0} summons against {p1}; {p7} is nobody")
    assert e.render(["Ana", "Ben"]) == "Ana summons against Ben; Seat 8 is nobody"
