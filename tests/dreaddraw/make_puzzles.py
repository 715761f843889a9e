"""Writes tests/dreaddraw/puzzles/*.json: `python tests/dreaddraw/make_puzzles.py` from the repository root.

Each puzzle is a position (a fresh match's, rewritten by dd_helpers.build and edit) with the seat to move, what
counts as solved (`any_of`: acceptable actions; `not`: a wasteful action), and whether Normal must solve it too
(the one-move wins). test_puzzles.py reads only the JSON files; this script is how they were made.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core import Action  # noqa: E402

from dreaddraw.dd_helpers import build, cid, edit, plain, plains, weak  # noqa: E402

HERE = Path(__file__).with_name("puzzles")
DEATH, ORACLE, BOGGART = cid("Death"), cid("The Oracle"), cid("Wailing Boggart")


def summon(card=None):
    return Action.make("summon", source="deck") if card is None else Action.make("summon", source="reserve", card=card)


def death_in_reserves(life_left=None, players=2, out=(), cheaper=False):
    mine, theirs = plain(5), plains(4, 9)
    rows = [[mine], theirs] + [[] for _ in range(players - 2)]
    reserves = [[plain(7, skip=tuple(theirs)), DEATH] if cheaper else [DEATH]] + [[] for _ in range(players - 1)]
    m = build(players, rows=rows, reserves=reserves, in_round=[s not in out for s in range(players)])
    if life_left is not None:      # the rival's Life Deck down to its last cards: the round wins the game
        life = [list(x) for x in m.life]
        m = edit(m, life_decks=[life[0], life[1][:life_left]] + life[2:],
                 draw_pile=m.draw_pile[:0] + life[1][life_left:] + list(m.draw_pile))
    return m


def ability(m, card, timing="summon", **state):
    return edit(m, phase="ability", decision={"seat": 0, "card": card, "timing": timing},
                tasks=[{"task": "pass", "seat": 0}], **state)


def peek_position(top_strength):
    top = plain(top_strength)
    m = build(rows=[[plain(5), ORACLE], [plain(9, skip=(top,))]], top=[top])
    return edit(m, phase="peek", decision={"seat": 0, "card": ORACLE}, known_top=[top, None],
                tasks=[{"task": "pass", "seat": 0}])


def free_life():
    crone = cid("Silt Crone")
    return ability(build(rows=[[plain(2), crone], plains(4, 9)]), crone)


def keep_death():
    m = build(rows=[[], [plain(9), plain(12)]])
    drawn = [DEATH, plain(1), plain(2)]
    life = [[c for c in x if c not in drawn] for x in m.life]
    return edit(m, phase="keep", decision={"seat": 0}, drawn=drawn, life_decks=life, in_round=[False, True],
                draw_pile=[c for c in m.draw_pile if c not in drawn],
                rounds_won=[0, 1], tasks=[{"task": "discard_row", "seat": 1}, {"task": "next_round", "seat": 1}])


def last_chance():
    theirs = [weak(2), plain(8, 2), cid("Silt Mummer")]      # 5 red dots: losing the round costs 5 Life cards
    return build(rows=[[cid("Murk Wyrm")], theirs], reserves=[[cid("Hushed Wyrm")], []])


def mill():
    m = build(rows=[[plain(3), BOGGART], [plain(9)]])
    life = [list(x) for x in m.life]
    return edit(m, phase="ability", decision={"seat": 0, "card": BOGGART, "timing": "aftermath"},
                life_decks=[life[0], life[1][:1]], draw_pile=life[1][1:] + list(m.draw_pile), in_round=[False, True],
                tasks=[{"task": "discard_row", "seat": 0}, {"task": "pass", "seat": 0}])


PUZZLES = {
    "death_in_reserves_wins_the_game": (death_in_reserves(life_left=1), {"any_of": [summon(DEATH)]}, True,
        "Death in your reserves eliminates your last rival: summon it now instead of drawing."),
    "death_in_reserves_wins_the_round": (death_in_reserves(), {"any_of": [summon(DEATH)]}, True,
        "A round won now beats a round probably won later: summon Death from the reserves."),
    "use_death_on_the_last_rival": (ability(death_in_reserves(), DEATH, rows=[[plain(5), DEATH], plains(4, 9)],
                                            reserves=[[], []]),
        {"any_of": [Action.make("use", card=DEATH, target=1)]}, True,
        "Death's ability on your only rival ends the round in your favour."),
    "death_before_the_cheaper_card": (death_in_reserves(cheaper=True),
        {"any_of": [summon(DEATH)]}, True,
        "The weakest card that escalates is usually right, but not when Death wins the round."),
    "death_when_one_rival_is_left_of_three": (death_in_reserves(players=3, out=(2,)), {"any_of": [summon(DEATH)]}, True,
        "At three seats, once one rival is out, Death on the other wins the round."),
    "take_the_free_life": (free_life(), {"not": [Action.make("skip", card=cid("Silt Crone"))]}, False,
        "Silt Crone's life costs nothing: letting it pass wastes it."),
    "peek_leave_a_dud_for_the_rival": (peek_position(2), {"any_of": [Action.make("peek", where="top")]}, False,
        "The rival summons next and the top card cannot beat their 9: leave it there."),
    "peek_slide_away_a_gift": (peek_position(13), {"any_of": [Action.make("peek", where="bottom")]}, False,
        "The rival summons next and the top card would beat their 9: slide it to the bottom."),
    "keep_death_from_the_damage": (keep_death(), {"any_of": [Action.make("keep", card=DEATH)]}, False,
        "Of the cards drawn as damage, keep the one that can win a round: Death."),
    "reserve_when_the_deck_cannot_beat_14": (last_chance(), {"not": [summon()]}, False,
        "Almost nothing in the Draw Deck beats 14 and losing costs 5 cards: play the 15 from your reserves."),
    "mill_the_rivals_last_life_card": (mill(), {"not": [Action.make("skip", card=BOGGART)]}, False,
        "Wailing Boggart costs nothing: discard your rival's last Life card, and their next damage ends them."),
}


def main() -> None:
    HERE.mkdir(exist_ok=True)
    for name, (m, solved, normal, teaches) in PUZZLES.items():
        doc = {"puzzle": name, "teaches": teaches, "seat": m.to_move()[0], "normal": normal,
               "solved": {k: [a.to_json() for a in v] for k, v in solved.items()}, "position": m.to_position()}
        (HERE / f"{name}.json").write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
