"""Issue 24: what Normal weighs (game/bfdi/stakes.py): Cake at Stake's exact odds on a standing, and the trades
and Alliances it makes from them."""
import json
import random
from pathlib import Path

from game.bfdi import stakes
from game.bfdi.bots import normal_policy, worthwhile, candidates
from game.bfdi.rules import BfdiMatch
from game.core import Action

PUZZLES = Path(__file__).parent / "puzzles"


def puzzle(name: str) -> BfdiMatch:
    return BfdiMatch.from_position(json.loads((PUZZLES / f"{name}.json").read_text())["position"])


def test_the_die_picks_one_of_the_three_lowest_and_a_win_token_sends_it_back():
    assert stakes._odds((False, False, False)) == (1 / 3, 1 / 3, 1 / 3)
    token_on_two = stakes._odds((False, True, False))
    assert abs(token_on_two[1] - 1 / 9) < 1e-12 and abs(token_on_two[0] - 4 / 9) < 1e-12
    assert abs(sum(stakes._odds((True, True, True))) - 1) < 1e-12


def test_the_final_challenge_is_a_fair_draw_unless_a_win_token_helps():
    fair = dict(stakes._survivor((1, 2, 3), frozenset()))
    assert all(abs(p - 1 / 3) < 1e-12 for p in fair.values())
    helped = dict(stakes._survivor((1, 2, 3), frozenset({2})))
    assert helped[2] > 1 / 3 and abs(sum(helped.values()) - 1) < 1e-12


def test_the_outlook_shares_the_wins():
    m = puzzle("buy_a_scene_when_at_risk")
    value = stakes.now(m)
    assert abs(sum(value) - 1) < 0.1 and value[0] < max(value)


def test_normal_keeps_its_stars_while_nothing_is_at_risk():
    """3 Stars and an empty hand with every character safe: no Scene bought for nothing (the old Normal did)."""
    m = puzzle("buy_a_scene_when_at_risk")
    doc = m.to_position()
    board = doc["state"]["board"]
    snowball = board[0].index(16)
    board[0][snowball], board[3][0] = None, 16      # Snowball leaves Start for the top of level 3
    doc["state"]["stars"] = [3, 2, 2]
    m = BfdiMatch.from_position(doc)
    acts = worthwhile(m, 0, candidates(m, 0))
    assert Action.make("trade") in acts
    assert normal_policy(m, 0, acts, random.Random(0)) == Action.make("pass")
