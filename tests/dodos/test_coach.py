"""The coach: Hard's move from the seat's own window, with one sentence in the game's words."""
import json
from pathlib import Path

from game.core import Action, SeatWindow, registry
from game.dodos.rules import DodosMatch

PUZZLES = Path(__file__).parent / "puzzles"


def _window(name: str) -> SeatWindow:
    doc = json.loads((PUZZLES / f"{name}.json").read_text())
    return SeatWindow(DodosMatch.from_position(doc["position"]), doc["puzzle"]["seat"])


def test_coach_is_registered_and_names_the_winning_card():
    coach = registry.get("dodos").coach
    action, why = coach(_window("finish_with_long_stride"), 1)
    assert action == Action.make("play", card=12)
    assert why.startswith("Play Long Stride") and "finish" in why and why.endswith(".")


def test_coach_warns_of_the_miss_on_a_throw_card():
    from game.dodos.bots import _why
    window = _window("leading_short_hand_no_egg_volley")
    why = _why(Action.make("play", card=30), window.view, window.seat)
    assert "a miss costs you 1 card." in why


def test_coach_sees_only_the_seat_window():
    window = _window("wait_for_the_green_finish")
    action, why = registry.get("dodos").coach(window, 3)
    assert action in window.legal_actions and why
