"""Writes the Dodos puzzles (positions a good player solves at a glance) as JSON beside this file.

Each puzzle starts from a real seeded match after the Dodino picks (`to_position()`), deals the hands and sets
the riders' places, then plays scripted moves through the rules until the puzzle's seat has the decision. The
file keeps the position and, beside it under "puzzle", the seat to move, the levels that must solve it and what
counts as solved ("best": the acceptable actions, or "not": the wasteful ones), and under "position" the
position itself. Run:
    python -m tests.dodos.puzzles.build
"""
from __future__ import annotations

import json
from pathlib import Path

from game.core import Action
from game.dodos.rules import DodosMatch

HERE = Path(__file__).parent
LONG_STRIDE, TAILWIND, SNACK, DASH, FAN, TROT = 12, 4, 0, 8, 20, 16
EGG_VOLLEY, STAR_BURST, PICKPOCKET, SWITCHEROO, STAMPEDE, BANANA_PEEL = 30, 46, 48, 55, 28, 39
WAIT_FOR_ME, SECOND_WIND = 60, 63


def base(players: int = 2, seed: int = 5, first: int = 0) -> dict:
    m = DodosMatch(players, {"track": "jungle", "abilities": "off"}, seed, first=first)
    while m.phase == "pick":
        s = m.to_move()[0]
        m.apply(s, m.legal_actions(s)[0])
    return m.to_position()


def deal(doc: dict, hands: list[list[int]], positions: list[int], round_: int = 5) -> dict:
    """Give each seat exactly these cards (taken from wherever they are; displaced cards go to the draw pile)."""
    st = doc["state"]
    wanted = {c for h in hands for c in h}
    pool = [c for c in st["draw_pile"] + [c for h in st["hands"] for c in h] if c not in wanted]
    st["draw_pile"] = pool
    st["hands"] = [list(h) for h in hands]
    st["positions"] = list(positions)
    st["round"] = round_
    n = len(hands)
    st["order"] = [(st["first"] - 1 + k) % n for k in range(n)]     # last round's order (the token moved on)
    st["turn_index"] = n
    return doc


def play_until(doc: dict, script: list[tuple[int, Action]], seat: int, kind: str) -> dict:
    """Apply the scripted moves (windows nobody scripted are let pass) until `seat` must decide `kind`."""
    m = DodosMatch.from_position(doc)
    script = list(script)
    for _ in range(200):
        movers = m.to_move()
        if seat in movers and m.legal_actions(seat)[0].kind == kind and not (script and script[0][0] == seat
                                                                              and script[0][1].kind == kind):
            return m.to_position()
        if script and script[0][0] in movers:
            s, a = script.pop(0)
            m.apply(s, a)
        elif m.window is not None:
            m.apply(movers[0], Action.make("pass"))
        else:
            raise AssertionError(f"the script does not reach {kind} for seat {seat}: {movers}")
    raise AssertionError("too many moves")


def play(card: int) -> Action:
    return Action.make("play", card=card)


def puzzle(name: str, doc: dict, seat: int, levels: tuple, best=None, avoid=None, teaches: str = "") -> None:
    out = {"puzzle": {"seat": seat, "levels": list(levels), "teaches": teaches, "best": best, "not": avoid},
           "position": doc}
    (HERE / f"{name}.json").write_text(json.dumps(out, indent=1) + "\n")


def build() -> None:
    both = ("hard", "normal")
    puzzle("finish_with_long_stride", deal(base(), [[LONG_STRIDE, TAILWIND, SNACK, DASH, EGG_VOLLEY],
                                                     [1, 5, 9, 17, 21]], [48, 45]),
           0, both, best=[play(LONG_STRIDE).to_json()],
           teaches="Long Stride's footprint crosses the finish this round; nothing can cancel a footprint")
    puzzle("finish_with_the_furthest_card", deal(base(), [[SNACK, FAN, PICKPOCKET, SECOND_WIND],
                                                          [1, 5, 9, 17, 21]], [51, 47]),
           0, both, best=[play(FAN).to_json()],
           teaches="both cross; Feather Fan goes furthest, so a rival's late dash cannot pass it")
    puzzle("finish_with_tailwind", deal(base(), [[TAILWIND, SNACK, DASH, PICKPOCKET], [1, 5, 9, 17, 21]],
                                        [48, 44]),
           0, both, best=[play(TAILWIND).to_json()],
           teaches="Tailwind's 2 and 2 surely reach the finish; the die might not")
    puzzle("leading_short_hand_no_egg_volley", deal(base(), [[EGG_VOLLEY, TAILWIND], [1, 5, 9, 17, 21]],
                                                   [42, 39]),
           0, both, avoid=[play(EGG_VOLLEY).to_json()],
           teaches="a miss with one card left empties the hand and Recovers: back 3, and the lead is gone")
    puzzle("leading_no_star_burst_gamble", deal(base(), [[STAR_BURST, TROT, SNACK, 21, PICKPOCKET],
                                                        [1, 5, 9, 17, 13]], [42, 39]),
           0, both, avoid=[play(STAR_BURST).to_json()],
           teaches="a first missed Star Burst costs four of your five cards and the Recover sets the leader back")
    puzzle("no_switcheroo_when_leading", deal(base(), [[SWITCHEROO, SNACK, FAN, PICKPOCKET], [1, 5, 9, 17, 21]],
                                              [30, 20]),
           0, both, avoid=[play(SWITCHEROO).to_json()],
           teaches="a swap from the front only sends you back")
    puzzle("switcheroo_with_the_runaway", deal(base(), [[SWITCHEROO, TAILWIND, SNACK], [1, 5, 9, 17, 21]],
                                               [20, 45]),
           0, both, best=[play(SWITCHEROO).to_json()],
           teaches="far behind a rider near the finish, take their place")
    puzzle("no_stampede_without_cards", deal(base(), [[STAMPEDE, TAILWIND, SNACK], [1, 5, 9, 17, 21]], [20, 22]),
           0, both, avoid=[play(STAMPEDE).to_json()],
           teaches="Stampede needs 4 cards to pay: with 2 left it moves you 2, a Tailwind moves you 4")
    # Ben's Banana Peel hits Ana, who must discard one card: never the one that finishes the race.
    doc = deal(base(first=1), [[LONG_STRIDE, SNACK, PICKPOCKET, 21, 2], [BANANA_PEEL, 5, 9, 17, 13]], [45, 40])
    doc = play_until(doc, [(1, play(BANANA_PEEL)), (0, play(PICKPOCKET))], 1, "throw")
    m = DodosMatch.from_position(doc)
    hit = next(a for a in m.legal_actions(1) if a["hits"] == (0,))
    doc = play_until(doc, [(1, hit)], 0, "discard")
    puzzle("discard_keeps_the_finisher", doc, 0, both,
           avoid=[Action.make("discard", card=LONG_STRIDE).to_json()],
           teaches="Long Stride takes you over the finish next round: discard something else")
    # On Ben's turn Ana (on 50) holds Wait For Me! and Second Wind: Wait!, then the card that crosses.
    doc = deal(base(first=1), [[WAIT_FOR_ME, SECOND_WIND, SNACK, PICKPOCKET], [TAILWIND, 5, 9, 17, 13]], [50, 40])
    doc = play_until(doc, [(1, play(TAILWIND)), (0, play(PICKPOCKET))], 0, "wait")
    puzzle("wait_for_the_green_finish", doc, 0, both, best=[Action.make("wait").to_json()],
           teaches="a green card in hand takes you over the finish on Ben's turn: call Wait!")
    doc = play_until(doc, [(0, Action.make("wait"))], 0, "green")
    puzzle("green_card_over_the_finish", doc, 0, both, best=[Action.make("green", card=WAIT_FOR_ME).to_json()],
           teaches="Wait For Me! moves 1 and 1 more: over the finish; Second Wind stops short")


if __name__ == "__main__":
    build()
