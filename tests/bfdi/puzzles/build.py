"""Writes the BFDI puzzles: `python tests/bfdi/puzzles/build.py` (from the repository root).

Each puzzle is a position (a seeded match's `to_position()` with the board, hands, Stars and Challenge set by
hand) wrapped with what it teaches, the seat to move, and what counts as solved: `solved_by` (any of these
actions) or `not` (anything but these wasteful actions); `normal_too` marks the plain best moves Normal finds.
Characters are listed per seat as (id, level, row); row 0 is the top space of a level.
"""
from __future__ import annotations

import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", ".."))

from game.bfdi import SPEC                       # noqa: E402
from game.bfdi.data import challenges, scenes  # noqa: E402
from game.core import Action                  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OWNED = 12                                    # every drafted character has an owner, eliminated ones too


def position(chars: dict[int, list[tuple[int, int, int]]], hands: dict[int, list[int]], stars: list[int],
             attrs: list[str], players: int = 3, mode: str = "advanced", tokens: tuple[int, ...] = (),
             seat: int = 0, final: bool = False) -> dict:
    doc = SPEC.create(players, {"mode": mode}, 11).to_position()
    s = doc["state"]
    board = [[None] * 12 for _ in range(4)]
    owners = {}
    for who, placed in chars.items():
        for cid, level, row in placed:
            board[level][row] = cid
            owners[cid] = who
    off = [c for c in range(21) if c not in owners]
    spare = off[:OWNED - len(owners)]     # eliminated earlier, dealt to the seats in turn
    for i, cid in enumerate(spare):
        owners[cid] = i % players
    held = [c for h in hands.values() for c in h]
    rest = [c for c in range(len(scenes())) if c not in held]
    random.Random(5).shuffle(rest)
    current = next(c for c in range(len(challenges())) if sorted(challenges()[c]["attributes"]) == sorted(attrs))
    others = [c for c in range(len(challenges())) if c != current]
    rnd = 9 if final else 3
    s.update(phase="turns", step="B", first=seat, active=seat, round=rnd, passes=0, board=board, pool=[],
             chamber=[c for c in off if c not in spare] + spare,
             owners={str(c): w for c, w in sorted(owners.items())}, devs={str(c): [] for c in sorted(owners)},
             tokens=sorted(tokens), stars=stars, out=[False] * players,
             hands=[hands.get(p, []) for p in range(players)], draw_pile=rest, discard_pile=[],
             challenge_deck=others[rnd - 1:], challenges_used=others[:rnd - 1] + [current],
             boost=None, cake=None, last_roll=None, winner=None, winning_char=None)
    SPEC.new_match.value.from_position(doc)      # refuse a bad puzzle here, not in the test
    return doc


def play(**params) -> dict:
    return Action.make("play", **params).to_json()


def puzzle(name: str, teaches: str, doc: dict, seat: int = 0, solved_by=None, avoid=None, normal_too=False):
    out = {"teaches": teaches, "seat": seat, "normal_too": normal_too, "position": doc}
    if solved_by is not None:
        out["solved_by"] = solved_by
    if avoid is not None:
        out["not"] = avoid
    with open(os.path.join(HERE, name + ".json"), "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")


# Eleven characters: seat 0 has Snowball (16) on Start's lowest space (space 1 at Cake at Stake if nothing
# changes), Tennis Ball (19, seat 1) tops Start; seats 1 and 2 the rest.
SNOWBALL_LOW = {0: [(4, 2, 0), (6, 2, 1), (16, 0, 3)], 1: [(12, 2, 2), (2, 1, 0), (9, 1, 1), (19, 0, 0)],
                2: [(15, 2, 3), (20, 1, 2), (3, 0, 1), (13, 0, 2)]}

puzzle("buy_a_scene_when_at_risk",
       "Empty hand, 6 Stars, Snowball among the three lowest: 3 Stars buy a Scene that may save it.",
       position(SNOWBALL_LOW, {1: [15, 40], 2: [16, 3]}, [6, 2, 2], ["Nice"]),
       solved_by=[{"kind": "trade"}], normal_too=True)

puzzle("swap_with_an_opponent_not_your_own",
       "A Swap of Eraser and Flower (both yours) changes nothing; Snowball should take Tennis Ball's top space.",
       position(SNOWBALL_LOW, {0: [41], 1: [15, 40], 2: [16, 3]}, [1, 2, 2], ["Nice"]),
       solved_by=[play(card=41, target=16, target2=19)])

puzzle("never_swap_two_of_your_own",
       "With only a Swap in hand and every other Swap useless, never pay a card to swap your own two.",
       position({0: [(4, 2, 0), (6, 2, 1), (7, 3, 0)], 1: [(12, 1, 0), (2, 1, 1), (9, 0, 0), (19, 0, 1)],
                 2: [(15, 1, 2), (20, 0, 2), (3, 0, 3), (13, 0, 4)]}, {0: [42]}, [0, 2, 2], ["Nice"]),
       avoid=[play(card=42, target=4, target2=6)], normal_too=True)

puzzle("boost_the_one_at_risk",
       "Golf Ball is safe at the top of level 3; Ice Cube is the lowest: the Boost goes to Ice Cube.",
       position({0: [(7, 3, 0), (8, 0, 2)], 1: [(12, 2, 0), (2, 1, 0), (9, 1, 1), (19, 0, 0)],
                 2: [(15, 2, 1), (20, 1, 2), (3, 2, 2), (13, 0, 1)]}, {0: [15]}, [0, 0, 0], ["Nice"]),
       solved_by=[play(card=15, target=8)], normal_too=True)

puzzle("no_boost_for_the_safe_one",
       "A Boost on Golf Ball (already on level 3) moves nothing; Pin on Start needs it.",
       position({0: [(7, 3, 0), (14, 0, 3)], 1: [(12, 2, 0), (2, 1, 0), (9, 1, 1), (19, 0, 0)],
                 2: [(15, 2, 1), (20, 1, 2), (3, 2, 2), (13, 0, 1), (0, 0, 2)]}, {0: [16]}, [0, 0, 0],
                ["Angry"]),
       solved_by=[play(card=16, target=14)])

puzzle("special_boost_on_the_match",
       "The Challenge shows Selfish: Half a Loaf moves Needy, the lowest, three levels at once.",
       position({0: [(4, 3, 0), (11, 0, 3)], 1: [(12, 2, 0), (2, 1, 0), (9, 1, 1), (19, 0, 0)],
                 2: [(15, 2, 1), (20, 1, 2), (3, 2, 2), (13, 0, 1), (0, 0, 2)]}, {0: [32]}, [0, 0, 0],
                ["Selfish"]),
       solved_by=[play(card=32, target=11)], normal_too=True)

puzzle("development_that_moves_now",
       "Apology gives Nice while the Challenge shows Nice: Bubble, at risk on Start, moves right at once.",
       position({0: [(7, 3, 0), (1, 0, 2)], 1: [(12, 2, 0), (2, 1, 0), (9, 1, 1), (19, 0, 0)],
                 2: [(15, 2, 1), (20, 1, 2), (3, 2, 2), (13, 0, 1), (0, 0, 3)]}, {0: [13]}, [0, 0, 0], ["Nice"]),
       solved_by=[play(card=13, target=1)], normal_too=True)

puzzle("win_token_for_the_one_at_risk",
       "A Win Token is a reroll for the character it sits on: never on safe Pen; Rocky, low on level 1, is the one"
       " it could shield (Hard keeps it for the Final Challenge, where a token is worth far more).",
       position({0: [(12, 3, 0), (15, 1, 3)], 1: [(6, 2, 0), (2, 1, 0), (9, 1, 1), (19, 3, 1)],
                 2: [(4, 2, 1), (20, 1, 2), (3, 2, 2), (13, 3, 2)]}, {0: [37]}, [0, 0, 0], ["Angry"]),
       avoid=[play(card=37, target=12)], normal_too=True)

puzzle("keep_the_win_token_for_the_final",
       "Eight left and Ice Cube at risk: a Win Token now shields one roll of eight characters; kept for the Final"
       " Challenge it lifts a lone character's chance to win from 1/3 to 0.61: keep it.",
       position({0: [(4, 2, 0), (6, 2, 1), (7, 1, 0), (8, 0, 1)], 1: [(12, 2, 2), (2, 1, 1), (9, 0, 0), (19, 3, 0)]},
                {0: [37, 15]}, [0, 0], ["Nice"], players=2, mode="basic"),
       avoid=[play(card=37, target=c) for c in (4, 6, 7, 8)])

puzzle("swap_up_at_two_seats",
       "Two players: swap Tennis Ball (lowest on level 2) with Pencil, the opponent's top one on level 2.",
       position({0: [(19, 2, 3), (7, 3, 0), (12, 3, 1)], 1: [(13, 2, 0), (2, 2, 1), (9, 2, 2), (20, 3, 2)]},
                {0: [43], 1: [17]}, [0, 0], ["Angry"], players=2),
       solved_by=[play(card=43, target=13, target2=19)])

puzzle("buy_when_every_card_is_useless",
       "Only a Swap of your own two in hand, 4 Stars and Ice Cube at risk: buy a Scene rather than pass or waste.",
       position({0: [(4, 2, 0), (6, 2, 1), (8, 0, 3)], 1: [(12, 1, 0), (2, 1, 1), (9, 0, 0), (19, 0, 1)],
                 2: [(15, 1, 2), (20, 3, 0), (3, 0, 2), (13, 3, 1)]}, {0: [44]}, [4, 2, 2], ["Nice"]),
       solved_by=[{"kind": "trade"}])

puzzle("final_token_on_your_own",
       "The Final Challenge, three left and two are the opponent's: the Win Token goes on your Leafy.",
       position({0: [(9, 1, 0)], 1: [(2, 1, 1), (19, 1, 2)]}, {0: [38]}, [0, 0], ["Smart"], players=2,
                final=True),
       solved_by=[play(card=38, target=9)], normal_too=True)


def alliance(offer: bool) -> dict:
    """Two players, Basic: seat 0 Boosts Snowball (16) out of the three lowest; seat 1's Tennis Ball (19) stands
    beside it on Start, among the three lowest. With `offer`, seat 1 has offered 1 Star for Tennis Ball to ride along."""
    doc = position({0: [(4, 2, 0), (6, 0, 0), (16, 0, 2)], 1: [(12, 2, 1), (2, 1, 0), (19, 0, 1), (9, 0, 3)]},
                   {0: [15]}, [0, 2], ["Nice"], players=2, mode="basic")
    m = SPEC.new_match.value.from_position(doc)
    m.apply(0, Action.make("play", card=15, target=16))
    if offer:
        m.apply(1, Action.make("offer", char=19, stars=1))
    return m.to_position()


puzzle("offer_a_star_to_ride_along",
       "The opponent Boosts Snowball off Start: 1 Star lets your Tennis Ball, among the three lowest, climb with it.",
       alliance(False), seat=1, solved_by=[{"kind": "offer", "char": c, "stars": k} for c in (19, 9) for k in (1, 2)],
       normal_too=True)

puzzle("refuse_an_offer_that_sinks_you",
       "Accepting 1 Star lets Tennis Ball climb with Snowball, and your Flower drops among the three lowest: refuse.",
       alliance(True), solved_by=[{"kind": "done"}], normal_too=True)
