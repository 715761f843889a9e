"""Hard's look-ahead: it reads only its window, leaves the real match alone, is deterministic per seed."""
from __future__ import annotations

import random

from game.core import SeatWindow, get
from game.dodos import bots
from game.dodos.bots import DodoBot, lookahead

SPEC = get("dodos")


def _to_phase1(seed: int):
    m = SPEC.create(4, {}, seed)
    while m.phase == "pick":
        seat = m.to_move()[0]
        m.apply(seat, m.legal_actions(seat)[0])
    return m


def test_lookahead_picks_a_legal_card_and_leaves_the_match_untouched():
    m = _to_phase1(3)
    seat = m.to_move()[0]
    before = (list(m.pos), [list(h) for h in m.hands], list(m.draw_pile), m.rng.getstate())
    legal = m.legal_actions(seat)
    action = lookahead(SeatWindow(m, seat), legal, random.Random(1))
    assert action in legal
    assert (list(m.pos), [list(h) for h in m.hands], list(m.draw_pile), m.rng.getstate()) == before


def test_hard_is_deterministic_per_seed():
    m = _to_phase1(5)
    seat = m.to_move()[0]
    picks = {DodoBot("hard", 7).decide(SeatWindow(m, seat)) for _ in range(2)}
    assert len(picks) == 1


def test_hard_lookahead_does_not_peek_at_hidden_hands():
    """Two matches that look the same to the seat give the same choice, whatever the others hold."""
    m = _to_phase1(9)
    seat = m.to_move()[0]
    other = m.determinize(seat, random.Random(4))
    other.rng.seed(12345)                            # different future dice as well
    assert m.view(seat) == other.view(seat)
    a = DodoBot("hard", 2).decide(SeatWindow(m, seat))
    b = DodoBot("hard", 2).decide(SeatWindow(other, seat))
    assert a == b


def test_hard_spends_a_fixed_budget_of_samples_and_steps():
    """The look-ahead stops on counted work alone: a tiny step budget stops after the first sample."""
    m = _to_phase1(5)
    seat = m.to_move()[0]
    samples = []

    class Counting(SeatWindow):
        __slots__ = ()

        def sample(self, rng):
            samples.append(1)
            return super().sample(rng)

    lookahead(Counting(m, seat), m.legal_actions(seat), random.Random(1))
    assert len(samples) == bots.SAMPLES
    samples.clear()
    bots.STEPS, steps = 1, bots.STEPS
    try:
        lookahead(Counting(m, seat), m.legal_actions(seat), random.Random(1))
    finally:
        bots.STEPS = steps
    assert len(samples) == 1


def test_hard_plays_whole_games():
    from game.core.simulate import simulate
    out = simulate(SPEC, 4, 1, seed=11, levels=["hard", "normal"])
    assert out["errors"] == [] and out["completed"] == 1


def test_hard_and_normal_step_aside_for_a_frame_between_every_throw_and_round_they_play_out(monkeypatch):
    """Issue 20: in the app a bot thread waits at its window's checkpoints while a frame is made. Hard's
    look-ahead passed one only between samples (a candidate's round each: 19 ms between two), and its steady-
    hand check threw nine times after the last one (40 ms): now a checkpoint comes before every round played
    out and every throw, but for a throw's last candidate and the throw itself. The checkpoint changes
    nothing: the same move as with no hook."""
    from game.dodos import aim
    work = {"throws": 0, "rounds": 0}
    worst = {"throws": 0, "rounds": 0}
    hooked = []                             # the work counted only in the decisions with a checkpoint
    throw, play_round = aim.simulate_throw, bots._play_round

    def counted(kind, f):
        def run(*args, **kwargs):
            work[kind] += 1
            if hooked:
                worst[kind] = max(worst[kind], work[kind])
            return f(*args, **kwargs)
        return run
    monkeypatch.setattr(aim, "simulate_throw", counted("throws", throw))
    monkeypatch.setattr(bots, "_play_round", counted("rounds", play_round))

    def checkpoint():
        work.update(throws=0, rounds=0)
        return False
    for level in ("normal", "hard"):
        m = SPEC.create(3, {}, 2)
        players = [DodoBot(level, seed) for seed in range(3)]
        for _ in range(120):
            if m.over:
                break
            seat = m.to_move()[0]
            work.update(throws=0, rounds=0)
            hooked.append(True)
            action = players[seat].decide(SeatWindow(m, seat, stop=checkpoint))
            hooked.clear()
            assert players[seat].decide(SeatWindow(m, seat)) == action
            m.apply(seat, action)
    assert worst["rounds"] == 1
    assert 1 <= worst["throws"] <= 4        # a meteorite's last candidate (three seeds) and the throw itself
