"""Bots decide on fixed budgets: the same seed gives the same game however slow the clock runs, on any
number of processes; and a bot's window leads neither to the match nor to its random state."""
import gc
import random
import time
import types

import pytest

from game.core import SeatWindow, get, make_bot
from game.core.simulate import simulate

SHELF = ("bfdi", "dodos", "dreaddraw", "dreamcatcher")
# Actions played per game by Hard bots: enough to reach each game's searched decisions (BFDI's Scene
# plays after the draft, Dodos' look-ahead and throws, Dread Draw's rollouts), few enough to stay quick.
HARD_ACTIONS = {"bfdi": 40, "dodos": 40, "dreaddraw": 14, "dreamcatcher": 40}


def play(game_id: str, players: int, seed: int, levels, limit: int) -> list:
    """The (seat, action) list of a seeded bot game, as simulate plays it (at most `limit` actions)."""
    spec = get(game_id)
    match = spec.create(players, {}, seed)
    bots = [make_bot(spec, levels[s % len(levels)], s, seed * 101 + s) for s in range(players)]
    order = random.Random(seed)
    actions = []
    while not match.over and len(actions) < limit:
        seat = order.choice(match.to_move())
        action = bots[seat].decide(SeatWindow(match, seat, turn=len(actions)))
        match.apply(seat, action)
        actions.append((seat, action))
    return actions


def crawling_clock(monkeypatch) -> list[float]:
    """Every clock the standard library offers jumps 5 seconds at each reading: a machine so busy that
    any deadline a bot might keep would pass at once."""
    ticks = [0.0]

    def tick(*_):
        ticks[0] += 5.0
        return ticks[0]

    for name in ("perf_counter", "monotonic", "time", "thread_time", "process_time"):
        monkeypatch.setattr(time, name, tick)
    return ticks


@pytest.mark.parametrize("game_id", SHELF)
def test_a_seeded_hard_game_is_the_same_on_a_crawling_clock(game_id, monkeypatch):
    quick = play(game_id, 2, 5, ["hard"], HARD_ACTIONS[game_id])
    ticks = crawling_clock(monkeypatch)
    slow = play(game_id, 2, 5, ["hard"], HARD_ACTIONS[game_id])
    assert ticks[0] == 0.0, "a bot read the clock"
    assert slow == quick and len(quick) >= min(HARD_ACTIONS[game_id], 10)


def test_a_bot_s_choice_is_a_function_of_its_position():
    """The same decision asked twice (after an undo, or a reload) gets the same answer."""
    spec = get("dreaddraw")
    m = spec.create(3, {}, 9)
    bot = make_bot(spec, "hard", 0, 1)
    seat = m.to_move()[0]
    first = bot.decide(SeatWindow(m, seat, turn=0))
    make_bot(spec, "hard", 1, 2).decide(SeatWindow(m, seat, turn=5))      # other work in between
    assert bot.decide(SeatWindow(m, seat, turn=0)) == first


def _reachable(root, limit: int = 200_000):
    """Every object reachable from root through references (not through classes or modules)."""
    seen, todo = {id(root)}, [root]
    while todo and len(seen) < limit:
        obj = todo.pop()
        yield obj
        for ref in gc.get_referents(obj):
            if isinstance(ref, (type, types.ModuleType)) or id(ref) in seen:
                continue
            seen.add(id(ref))
            todo.append(ref)


def _played(game_id: str, players: int, seed: int, actions: int):
    spec = get(game_id)
    m = spec.create(players, {}, seed)
    bots = [make_bot(spec, "random", s, s) for s in range(players)]
    for n in range(actions):
        if m.over:
            break
        seat = m.to_move()[0]
        m.apply(seat, bots[seat].decide(SeatWindow(m, seat, turn=n)))
    return m


@pytest.mark.parametrize("game_id", SHELF)
def test_a_window_leads_neither_to_the_match_nor_to_its_random_state(game_id):
    m = _played(game_id, 3, 4, 25)
    seat = m.to_move()[0]
    window = SeatWindow(m, seat)
    assert not hasattr(window, "_match")
    real = [m, m.rng]
    assert not any(obj is r for obj in _reachable(window) for r in real)
    assert window.view == m.view(seat) and window.legal_actions == m.legal_actions(seat)


@pytest.mark.parametrize("game_id", SHELF)
def test_a_sample_cannot_predict_the_real_next_roll(game_id):
    """A determinized copy rolls its own dice: over many samples its next draws match the real match's next
    draws no more often than chance (before, BFDI's samples predicted 713 rolls of 713)."""
    m = _played(game_id, 3, 6, 20)
    window = SeatWindow(m, m.to_move()[0])
    future = m.clone().rng
    real_next = [future.randint(1, 6) for _ in range(3)]
    same = 0
    trials = 300
    for i in range(trials):
        sample = window.sample(random.Random(i))
        same += [sample.rng.randint(1, 6) for _ in range(3)] == real_next
    assert same < 0.05 * trials          # chance alone: 1 in 216


def test_samples_differ_from_sample_to_sample_but_not_run_to_run():
    m = _played("bfdi", 3, 2, 30)
    rolls = [SeatWindow(m, 0).sample(random.Random(i)).rng.random() for i in range(20)]
    again = [SeatWindow(m, 0).sample(random.Random(i)).rng.random() for i in range(20)]
    assert rolls == again and len(set(rolls)) == 20


def _figures(summary: dict) -> dict:
    """A simulate summary without its timings."""
    return {k: v for k, v in summary.items() if k != "seconds" and not k.startswith("decide_")}


@pytest.mark.parametrize("game_id, levels", [("dreaddraw", ["easy", "random"]), ("bfdi", ["normal"])])
def test_simulate_on_two_processes_equals_one(game_id, levels):
    spec = get(game_id)
    one = simulate(spec, 3, 6, 11, levels, jobs=1)
    two = simulate(spec, 3, 6, 11, levels, jobs=2)
    assert _figures(two) == _figures(one) and one["completed"] == 6


def test_cli_simulate_jobs(capsys):
    from game.core.cli import main
    import json
    assert main(["simulate", "dreaddraw", "--players", "2", "--bots", "random", "--games", "4", "--jobs", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["completed"] == 4
    assert main(["simulate", "dreaddraw", "--jobs", "0"]) == 2
