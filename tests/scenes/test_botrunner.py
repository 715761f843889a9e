"""The bot runner: headless decisions in-line and reproducible; the app's safety valve cuts and logs; a bot
thread steps aside while the app makes a frame."""
import logging
import sys
import threading

from game.core import Action, get, make_bot
from scenes.botrunner import FRAMES, THINKING_SWITCH, BotRunner


class Stubborn:
    """A bot that thinks until its window says time is up."""

    def decide(self, window):
        while not window.out_of_time():
            pass
        return window.legal_actions[0]


def test_headless_runner_has_no_valve_and_repeats_a_decision():
    spec = get("pebbles")
    m = spec.create(2, {}, 3, 0)
    runner = BotRunner(sync=True)
    assert runner.cap is None
    bot = make_bot(spec, "hard", 0, 5)
    runner.ask(bot, m, 0, turn=0)
    first = runner.take()
    runner.ask(bot, m, 0, turn=0)           # the same position asked again (an undo): the same answer
    assert runner.take() == first and isinstance(first[1], Action) and runner.cut == 0


def test_the_safety_valve_cuts_a_decision_short_and_logs_it(caplog):
    m = get("pebbles").create(2, {}, 3, 0)
    runner = BotRunner(sync=False, cap=0.0)
    with caplog.at_level(logging.WARNING, logger="gameshelf.bots"):
        runner.ask(Stubborn(), m, 0, turn=0)
        runner.wait()
    seat, action = runner.take()
    assert seat == 0 and action == m.legal_actions(0)[0]
    assert runner.cut == 1 and "cut short" in caplog.text


class Watcher:
    """A bot that notes when it starts and what it finds: the gate, the switch interval."""

    def __init__(self):
        self.started = threading.Event()
        self.switch = None

    def decide(self, window):
        self.started.set()
        self.switch = sys.getswitchinterval()
        window.out_of_time()
        return window.legal_actions[0]


def test_a_bot_thread_waits_while_a_frame_is_made_and_thinks_with_a_short_switch_interval():
    """A frame waited for a thinking bot's thread (a 9 ms frame took 36 ms): the bot waits for the frame."""
    m = get("pebbles").create(2, {}, 3, 0)
    runner, bot = BotRunner(sync=False), Watcher()
    before = sys.getswitchinterval()
    with FRAMES.frame():
        runner.ask(bot, m, 0, turn=0)
        assert not bot.started.wait(0.2)           # never starts inside the frame, however long it takes
    runner.wait()
    assert bot.started.is_set() and runner.take() == (0, m.legal_actions(0)[0])
    assert bot.switch == THINKING_SWITCH and sys.getswitchinterval() == before


def test_a_threaded_decision_is_the_headless_one():
    spec = get("pebbles")
    m = spec.create(2, {}, 3, 0)
    answers = []
    for sync in (True, False):
        runner = BotRunner(sync=sync)
        runner.ask(make_bot(spec, "hard", 0, 5), m, 0, turn=0)
        runner.wait()
        answers.append(runner.take())
    assert answers[0] == answers[1]


def test_the_app_closes_the_gate_while_it_makes_a_frame(app):
    from scenes.scene import Scene
    seen = []

    class Probe(Scene):
        def update(self, dt):
            seen.append(FRAMES.open)
    app.push(Probe(app))
    app.step([], 1 / 60)
    assert seen == [False] and FRAMES.open
    app.pop()
