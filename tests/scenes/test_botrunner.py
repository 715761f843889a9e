"""The bot runner: headless decisions in-line and reproducible; the app's safety valve cuts and logs."""
import logging

from game.core import Action, get, make_bot
from scenes.botrunner import BotRunner


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
