"""The coach: Hard's move from the seat's own window, and one sentence why, in good English."""
import json
from pathlib import Path

from game.core import Action
from game.core.bots import SeatWindow, make_bot
from game.bfdi.bots import hint
from game.bfdi.rules import BfdiMatch
from bfdi_helpers import SPEC
from wording import problems

PUZZLES = sorted((Path(__file__).parent / "puzzles").glob("*.json"))


def puzzle(name: str) -> dict:
    return json.loads((Path(__file__).parent / "puzzles" / f"{name}.json").read_text())


def sentence_ok(words: str) -> None:
    assert words[0].isupper() and words.endswith(".") and ": " in words, words
    assert ". " not in words[:-1] and "{" not in words, words
    assert problems(words) == [], (words, problems(words))


def test_the_coach_is_registered_and_gives_hards_move():
    doc = puzzle("swap_with_an_opponent_not_your_own")["position"]
    m = BfdiMatch.from_position(doc)
    action, words = SPEC.coach(SeatWindow(m, 0), 3)
    assert action == make_bot(SPEC, "hard", 0, 3).decide(SeatWindow(m, 0))
    assert action == Action.make("play", card=41, target=16, target2=19)
    assert words == "Swap Snowball with Tennis Ball: Snowball takes the higher space and leaves the three lowest."


def test_the_hint_reads_only_the_seats_window():
    """Two states that differ only in the other seats' hands (and so the deck): the same hint."""
    doc = puzzle("buy_a_scene_when_at_risk")["position"]
    other = json.loads(json.dumps(doc))
    s = other["state"]
    s["hands"][1], s["hands"][2] = s["draw_pile"][:2], s["draw_pile"][2:4]
    s["draw_pile"] = s["draw_pile"][4:] + doc["state"]["hands"][1] + doc["state"]["hands"][2]
    a, b = BfdiMatch.from_position(doc), BfdiMatch.from_position(other)
    assert a.hands[1] != b.hands[1] and a.view(0) == b.view(0)
    assert hint(SeatWindow(a, 0), 5) == hint(SeatWindow(b, 0), 5)


def test_every_hint_is_one_good_sentence():
    seen = set()
    for path in PUZZLES:
        p = json.loads(path.read_text())
        action, words = hint(SeatWindow(BfdiMatch.from_position(p["position"]), p["seat"]), 1)
        sentence_ok(words)
        seen.add(action.kind)
    m = SPEC.create(3, {"mode": "advanced"}, 2)
    bots = [make_bot(SPEC, "normal", s, s) for s in range(3)]
    for turn in range(90):               # the draft, offers, accepts, Cake at Stake: every kind of move
        seat = m.to_move()[0]
        window = SeatWindow(m, seat, turn=turn)
        if turn % 3 == 0 or m.phase != "turns":
            action, words = hint(window, turn)
            sentence_ok(words)
            seen.add(action.kind)
        m.apply(seat, bots[seat].decide(window))
    assert {"pick", "play", "trade", "roll"} <= seen
