"""Random play with invariants, saves, undo, refusals, views, bots and simulate for every mode."""
from __future__ import annotations

import json
import math
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dc_helpers import choose, easy_card, edit, flip, new, place_best, place_miss, random_action
from game.core import Action, IllegalAction, Record, SeatInfo, SeatWindow, Table
from game.core import saves
from game.core.simulate import simulate
from game.dreamcatcher import SPEC
from game.dreamcatcher.bots import DreamBot, cover_chance, deck_feasible
from game.dreamcatcher.data import NIGHTMARE_BY_ID, NIGHTMARES, TOKENS
from game.dreamcatcher.dream import tell

SETUPS = [("basic", 2), ("basic", 3), ("basic", 4), ("restless", 2), ("restless", 4),
          ("coop", 1), ("coop", 3)]


def check_invariants(m):
    if m.mode == "coop":
        assert m.bag == [] and all(b == [] for b in m.boards)
        cards = m.draw_pile + m.aside_cards + ([m.card] if m.card else [])
        assert len(cards) == 8                                   # the 8 cards of the coop deck
        assert len(set(cards)) == len(cards)
        assert len(m.aside_toys) == len(set(m.aside_toys)) == len(m.aside_cards)
    else:
        tokens = m.bag + [t for b in m.boards for t in b]
        assert sorted(tokens) == sorted(TOKENS)                  # 54 tokens accounted for
        cards = m.draw_pile + m.discard_pile + ([m.card] if m.card else [])
        assert sorted(cards) == sorted(n.id for n in NIGHTMARES)  # 30 cards accounted for
    held = [t for t in m.holding if t is not None]
    assert len(held) == len(set(held))
    view = m.view(None)
    json.dumps(view)
    for seat in range(m.players):
        assert m.view(seat) == dict(view, seat=seat)              # nothing differs between seats


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(SETUPS), st.integers(1, 4), st.integers(0, 10_000))
def test_random_play_keeps_invariants(setup, level, seed):
    mode, players = setup
    options = {"mode": mode, "level": level} if mode == "coop" else {"mode": mode}
    m = SPEC.create(players, options, seed)
    rng = random.Random(seed)
    steps = 0
    while not m.over:
        seats = m.to_move()
        seat = rng.choice(seats)
        m.apply(seat, random_action(m, seat, rng))
        check_invariants(m)
        steps += 1
        assert steps < 2000
    assert m.to_move() == () and m.legal_actions(0) == []
    assert all(w in range(players) for w in m.winners())
    v = m.view(None)
    assert v["over"] and v["dreams"] and len(v["dreams"]) == players


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(SETUPS), st.integers(0, 10_000))
def test_save_round_trip_and_replay(setup, seed):
    mode, players = setup
    rng = random.Random(seed)
    rec = Record("dreamcatcher", SPEC.rules_version, SPEC.resolve_options({"mode": mode}),
                 [SeatInfo(f"P{i}") for i in range(players)], seed)
    m = SPEC.create(players, rec.options, seed)
    for _ in range(rng.randint(0, 40)):
        if m.over:
            break
        seat = rng.choice(m.to_move())
        a = random_action(m, seat, rng)
        m.apply(seat, a)
        rec.actions.append((seat, a))
    again = saves.replay(saves.loads(saves.dumps(rec), expect_game="dreamcatcher"))
    assert again.view(None) == m.view(None)


def test_undo_policy_choice_can_be_undone_flip_and_draws_cannot():
    table = Table.new("dreamcatcher", [SeatInfo("Ana"), SeatInfo("Ben")], {"mode": "basic"}, seed=4, first=0)
    table.act(0, Action.make("flip"))
    assert not table.can_undo(0)                       # a card was revealed
    before = table.match.view(None)
    table.act(0, Action.make("choose", toy="unicorn"))
    assert not table.can_undo(1)                       # only the seat that chose may take it back
    assert table.can_undo(0) and table.undo(0)
    assert table.match.view(None) == before
    table.act(0, Action.make("choose", toy="bear1"))
    table.act(1, Action.make("choose", toy="bear2"))
    bx, by = NIGHTMARE_BY_ID[table.match.card].silhouette.best
    table.act(0, Action.make("place", toy="bear1", x=bx, y=by))
    assert not table.can_undo(0)                       # tokens came out of the bag
    table.act(1, Action.make("place", toy="bear2", x=3.0, y=3.0))
    assert not table.can_undo(1)                       # a failed cover is a skill result: no free retry


BAD = [
    (0, Action.make("place", toy="bear1", x=0.0, y=0.0)),
    (1, Action.make("flip")),
    (0, Action.make("choose", toy="dragon")),
    (0, Action.make("dance")),
]


def test_bad_actions_refused_with_a_reason_and_nothing_changes():
    m = new(2)
    for seat, a in BAD:
        before = json.dumps(m.view(None)), list(m.draw_pile), m.rng.getstate()
        with pytest.raises(IllegalAction) as err:
            m.apply(seat, a)
        assert str(err.value)
        assert (json.dumps(m.view(None)), list(m.draw_pile), m.rng.getstate()) == before
    m = new(2, top=easy_card())
    flip(m)
    choose(m, 0, "panda1")
    choose(m, 1, "bear1")
    for a, why in [
        (Action.make("place", toy="bear1", x=0.0, y=0.0), "places the panda1"),
        (Action.make("place", toy="panda1", x=float("nan"), y=0.0), "number"),
        (Action.make("place", toy="panda1", x=True, y=0.0), "number"),
        (Action.make("place", toy="panda1", x="left", y=0.0), "number"),
        (Action.make("place", toy="panda1", x=9.0, y=0.0), "near the Nightmare"),
        (Action.make("place", toy="panda1", x=0.0, y=0.0, spin=1), "only toy"),
    ]:
        before = json.dumps(m.view(None))
        with pytest.raises(IllegalAction, match=why):
            m.apply(0, a)
        assert json.dumps(m.view(None)) == before
    with pytest.raises(IllegalAction, match="turn"):
        place_best(m, 1)
    place_best(m, 0)
    place_miss(m, 1)


def test_representative_placements_are_legal_and_include_the_best():
    m = new(2)
    flip(m)
    choose(m, 0, "bear1")
    choose(m, 1, "bear2")
    legal = m.legal_actions(0)
    assert len(legal) >= 3 and all(m.check(0, a) is None for a in legal)
    bx, by = NIGHTMARE_BY_ID[m.card].silhouette.best
    assert any(math.isclose(a["x"], bx, abs_tol=1e-4) and math.isclose(a["y"], by, abs_tol=1e-4) for a in legal)


def reversed_piles(state):
    state["draw_pile"].reverse()
    state["bag"].reverse()


def test_view_hides_the_deck_and_bag_order():
    a = new(3, seed=9)
    b = edit(a, reversed_piles)
    assert a.view(0) == b.view(0) and a.view(None) == b.view(None)


def test_determinize_resamples_unknowns_from_the_view_only():
    a = new(3, seed=9)
    flip(a)
    b = edit(a, reversed_piles)
    assert b.draw_pile == a.draw_pile[::-1] and b.bag == a.bag[::-1]
    da, db = a.determinize(0, random.Random(1)), b.determinize(0, random.Random(1))
    assert da.draw_pile == db.draw_pile and da.bag == db.bag and da.view(0) == a.view(0)
    assert sorted(da.draw_pile) == sorted(a.draw_pile)
    c = new(2, seed=3, mode="coop", level=4)
    seen = {c.determinize(0, random.Random(s)).borrowed for s in range(30)}
    assert len(seen) > 1                                  # the borrowed card is unknown too


def test_events_carry_animation_data():
    m = new(2, top=easy_card())
    events = flip(m)
    assert events[0].data["card"] == m.card and "deck_left" in events[0].data
    events = choose(m, 0, "unicorn")
    assert events[0].data == {"seat": 0, "toy": "unicorn", "to": "board", "grab": False}
    choose(m, 1, "bear1")
    events = place_best(m, 0)
    placed, drawn = events[0], events[1]
    assert placed.data["covered"] and placed.data["uncovered"] == [] and len(placed.data["best"]) == 2
    assert drawn.data["from"] == "bag" and drawn.data["to"] == "board" and len(drawn.data["tokens"]) == 4
    assert all(set(t) == {"id", "picture"} for t in drawn.data["tokens"])
    events = place_miss(m, 1)
    assert not events[0].data["covered"] and events[0].data["uncovered"]
    assert "{p0}" in drawn.text and drawn.render(["Ana", "Ben"]).startswith("Ana")


def test_the_dream_each_player_tells():
    assert tell(0, []) == "{p0} slept soundly, with no dream to tell yet."
    dreamt = ["t01", "t07", "t02"]           # moon, moon, star

    def onto_board(state):
        state["bag"] = [t for t in state["bag"] if t not in dreamt]
        state["boards"][1] = list(dreamt)
    m = edit(new(2), onto_board)
    dream = m.view(None)["dreams"][1]
    assert dream == "{p1} dreamed they waved at a smiling moon twice and caught a shooting star."


def test_view_has_what_the_screen_needs():
    m = new(3, first=1, mode="restless")
    v = m.view(1)
    for key in ("phase", "prompt", "to_move", "card", "toys", "boards", "bag_size", "draw_pile", "discard_pile",
                "placements", "dreams", "winners", "first", "active", "round"):
        assert key in v
    assert "{p1}" in v["prompt"]
    flip(m)
    assert m.view(None)["prompt"] == "Grab a toy, quick!" and m.view(None)["to_move"] == [1, 2, 0]


# ---- bots and simulate -----------------------------------------------------------------------
def test_cover_chance_and_deck_feasibility():
    assert cover_chance(0.6, 0.7, 0.01) == 0.0
    assert cover_chance(1.0, 0.5, 0.01) == pytest.approx(1.0)
    assert 0 < cover_chance(0.6, 0.59, 0.01) < 1
    assert deck_feasible([1.0, 0.6], [0.9, 0.5]) and not deck_feasible([1.0, 0.6], [0.9, 0.8])


@pytest.mark.parametrize("mode,players,level", [("basic", 2, 1), ("basic", 3, 1), ("basic", 4, 1),
                                                ("restless", 2, 1), ("restless", 3, 1), ("restless", 4, 1),
                                                ("coop", 1, 1), ("coop", 2, 2), ("coop", 3, 3), ("coop", 4, 4)])
def test_simulate_runs_for_every_mode_and_table(mode, players, level):
    options = {"mode": mode, "level": level}
    out = simulate(SPEC, players, 8, 1, ["random", "easy", "normal", "hard"], options)
    assert out["errors"] == [] and out["completed"] == 8


def test_hard_beats_easy_clearly():
    out = simulate(SPEC, 3, 150, 1, ["easy", "hard", "easy"], {"mode": "basic"})
    hard, easy = out["wins"][1], (out["wins"][0] + out["wins"][2]) / 2
    assert out["errors"] == [] and hard > 2 * easy


def test_normal_beats_random():
    out = simulate(SPEC, 2, 100, 1, ["random", "normal"], {"mode": "basic"})
    assert out["wins"][1] > 1.5 * out["wins"][0]


def test_bot_decisions_are_legal():
    m = new(3, seed=2, mode="restless")
    bots = [DreamBot(level, seed=i) for i, level in enumerate(("easy", "normal", "hard"))]
    while not m.over:
        seat = m.to_move()[-1]
        a = bots[seat].decide(SeatWindow(m, seat))
        assert m.check(seat, a) is None
        m.apply(seat, a)


def test_coop_bots_usually_win_the_easy_levels():
    wins = Counter()
    for level in (1, 2):
        out = simulate(SPEC, 2, 20, 1, ["hard"], {"mode": "coop", "level": level})
        wins[level] = out["completed"] - out["no_winner"]
    assert wins[1] >= 18 and wins[2] >= 15
