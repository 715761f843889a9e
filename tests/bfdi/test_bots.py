"""Bots read only their seat's window and always answer with a legal action."""
import time

from game.core.bots import SeatWindow, make_bot
from game.bfdi.bots import MonteCarloBot, candidates, evaluate
from bfdi_helpers import SPEC


def test_every_level_plays_legal_actions_to_the_end():
    for mode in ("basic", "advanced"):
        m = SPEC.create(4, {"mode": mode}, 3)
        bots = [make_bot(SPEC, level, s, 7 + s) for s, level in enumerate(("random", "easy", "normal", "random"))]
        while not m.over:
            seat = m.to_move()[0]
            action = bots[seat].decide(SeatWindow(m, seat))
            assert action in m.legal_actions(seat)
            m.apply(seat, action)
        assert len(m.winners()) == 1


def test_hard_decides_legally_within_its_time_limit():
    m = SPEC.create(3, {"mode": "advanced"}, 8)
    hard = make_bot(SPEC, "hard", 0, 1)
    normal = make_bot(SPEC, "normal", 1, 2)
    assert isinstance(hard, MonteCarloBot) and hard.time_limit < 0.25
    decisions = 0
    while not m.over and decisions < 15:
        seat = m.to_move()[0]
        bot = hard if seat == 0 else normal
        t = time.perf_counter()
        action = bot.decide(SeatWindow(m, seat))
        if seat == 0:
            decisions += 1
            assert time.perf_counter() - t < 1.0      # generous: CI machines are shared
        assert action in m.legal_actions(seat)
        m.apply(seat, action)


def test_candidates_are_legal_and_evaluation_sums_to_one():
    m = SPEC.create(3, {}, 4)
    while not m.over:
        seat = m.to_move()[0]
        acts = candidates(m, seat)
        legal = m.legal_actions(seat)
        assert acts and all(a in legal for a in acts)
        assert abs(sum(evaluate(m)) - 1.0) < 1e-9
        m.apply(seat, acts[0] if m.phase != "turns" else acts[-1])
