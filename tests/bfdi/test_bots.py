"""Bots read only their seat's window and always answer with a legal action."""
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


def test_hard_decides_legally_on_a_fixed_budget():
    """Hard's work is counted in rollouts and simulated actions, not seconds: a second bot with the same
    seed makes the same choices (its speed is a figure of `make bench`, not a test)."""
    m = SPEC.create(3, {"mode": "advanced"}, 8)
    hard, twin = make_bot(SPEC, "hard", 0, 1), make_bot(SPEC, "hard", 0, 1)
    normal = make_bot(SPEC, "normal", 1, 2)
    assert isinstance(hard, MonteCarloBot) and not hasattr(hard, "time_limit")
    decisions = 0
    while not m.over and decisions < 15:
        seat = m.to_move()[0]
        bot = hard if seat == 0 else normal
        action = bot.decide(SeatWindow(m, seat, turn=decisions))
        if seat == 0:
            assert twin.decide(SeatWindow(m, seat, turn=decisions)) == action
            decisions += 1
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


def test_hard_keeps_its_win_token_for_the_final_challenge():
    """Issue 24: Normal gives a Win Token to its character at risk at once; Hard keeps it while more than three
    characters are left (in the Final Challenge a token lifts a lone character from 1/3 to 0.61), and plays it
    there (puzzle final_token_on_your_own) or on its last character."""
    import json
    from pathlib import Path
    from game.core import Action
    from game.bfdi.rules import BfdiMatch
    puzzle = json.loads((Path(__file__).parent / "puzzles" / "win_token_for_the_one_at_risk.json").read_text())
    m = BfdiMatch.from_position(puzzle["position"])
    rocky = Action.make("play", card=37, target=15)
    assert make_bot(SPEC, "normal", 0, 1).decide(SeatWindow(m, 0)) == rocky
    assert make_bot(SPEC, "hard", 0, 1).decide(SeatWindow(m, 0)) == Action.make("pass")
    m.board.remove(12)                     # Pen gone: Rocky is seat 0's last character, and Hard shields it
    assert make_bot(SPEC, "hard", 0, 1).decide(SeatWindow(m, 0)) == rocky


def test_hard_searches_only_where_normal_would_pass_at_risk():
    """Issue 24: Normal's rules with the Win Token rule win more than rollouts that stop at this Cake at Stake
    (docs/balance/bfdi-ladder.md), so Hard plays Normal's move (tokens kept) everywhere else, and searches only
    where Normal would pass on its turn while one of Hard's own characters is at risk."""
    import random
    from game.bfdi.bots import keep_tokens, must_search, normal_policy, worthwhile
    from game.core.bots import decision_rng
    m = SPEC.create(2, {}, 5)
    hard, normal = make_bot(SPEC, "hard", 0, 3), make_bot(SPEC, "normal", 1, 4)
    searched = followed = 0
    while not m.over:
        seat = m.to_move()[0]
        window = SeatWindow(m, seat)
        action = (hard if seat == 0 else normal).decide(window)
        if seat == 0:
            state = window.sample(decision_rng(3, window))
            acts = keep_tokens(state, 0, worthwhile(state, 0, candidates(state, 0) or window.legal_actions))
            plain = normal_policy(state, 0, acts, random.Random(0))
            if must_search(state, 0, plain):
                assert plain.kind == "pass" and state.phase == "turns"
                searched += 1
            else:
                assert action == plain
                followed += 1
        m.apply(seat, action)
    assert followed > searched > 0


def test_hard_steps_aside_for_a_frame_at_every_rollout_step():
    """Issue 20: in the app a bot thread waits at its window's checkpoints while a frame is made; Hard's
    rollouts (tens of ms each) pass one at every step, not only between rollouts (a 36 ms play frame waited
    for one). The checkpoint changes nothing: the same move as with no hook."""
    from game.bfdi.bots import ROLLOUTS, keep_tokens, must_search, normal_policy, worthwhile
    import random
    m = SPEC.create(2, {}, 5)
    hard, normal = make_bot(SPEC, "hard", 0, 3), make_bot(SPEC, "normal", 1, 4)
    while not m.over:
        seat = m.to_move()[0]
        window = SeatWindow(m, seat)
        if seat == 0:
            state = window.sample(random.Random(0))
            acts = keep_tokens(state, 0, worthwhile(state, 0, candidates(state, 0) or window.legal_actions))
            if len(acts) > 1 and must_search(state, 0, normal_policy(state, 0, acts, random.Random(0))):
                calls = []
                hooked = SeatWindow(m, 0, stop=lambda: calls.append(1) and False)
                assert hard.decide(hooked) == hard.decide(SeatWindow(m, 0))
                assert len(calls) > 2 * ROLLOUTS
                return
        m.apply(seat, (hard if seat == 0 else normal).decide(window))
    raise AssertionError("no search in this game")
