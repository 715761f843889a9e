"""Writes the Dream Catcher puzzles (run from the worktree: `.venv/bin/python tests/dreamcatcher/puzzles/build.py`).

Each puzzle is a position written by to_position() and edited through the position API (dc_helpers), with the
seat to move, what it teaches, whether Normal must solve it too, and what counts as solved: `any_of` (actions,
matched on the parameters listed) or `covers` (a placement that covers the Nightmare).
"""
from __future__ import annotations

import json
import pathlib
import sys

HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE.parent))

from game.core import Action  # noqa: E402
from dc_helpers import edit, flip, new  # noqa: E402


def basic(card: str, seat: int = 0, tokens: dict | None = None, held: dict | None = None, **options):
    """A basic night with `card` just flipped; `held` {seat: toy} chosen before `seat` (in round order)."""
    m = new(2, seed=11, first=0, top=card, tokens=tokens, **options)
    flip(m)
    for s, toy in (held or {}).items():
        m.apply(s, Action.make("choose", toy=toy))
    return m


def coop(level: int, card: str, players: int = 2, proposal: str | None = None, aside: int = 0):
    """A co-op night at `level` with `card` flipped after `aside` rounds won; `proposal` pointed at by seat 0."""
    m = new(players, seed=11, first=0, mode="coop", level=level)
    m = edit(m, lambda s: (s["draw_pile"].remove(card), s["draw_pile"].append(card)))
    flip(m)
    if proposal:
        m.apply(0, Action.make("propose", toy=proposal))
    return m


def puzzle(name: str, teaches: str, match, seat: int, solved: dict, normal: bool = False) -> None:
    doc = {"puzzle": name, "teaches": teaches, "seat": seat, "normal": normal, "solved": solved,
           "position": match.to_position()}
    (HERE / f"{name}.json").write_text(json.dumps(doc, indent=1) + "\n")


def take(*toys: str, kind: str = "choose") -> dict:
    return {"any_of": [{"kind": kind, "toy": t} for t in toys]}


def build() -> None:
    puzzle("take_the_unicorn_for_a_super_easy_one", "A Super easy Nightmare fits the unicorn: take it, 4 tokens.",
           basic("nm02"), 0, take("unicorn"), normal=True)
    puzzle("rabbit_when_the_unicorn_is_too_small", "The unicorn cannot cover this one: the rabbit can, 3 tokens.",
           basic("nm13"), 0, take("rabbit"))
    puzzle("panda_when_the_rabbit_is_too_small", "Too big for the rabbit, right for a panda: 2 tokens, not 1.",
           basic("nm20"), 0, take("panda1", "panda2"))
    puzzle("bear_for_a_not_easy_one", "Only a bear covers a Not easy Nightmare: a token is better than none.",
           basic("nm30"), 0, take("bear1", "bear2", "bear3", "bear4"))
    puzzle("unicorn_gone_take_the_rabbit", "The unicorn is taken: the rabbit is the next best toy.",
           basic("nm07", seat=1, held={0: "unicorn"}), 1, take("rabbit"), normal=True)
    puzzle("one_token_fills_the_board_take_the_sure_toy",
           "One token fills your board: take the toy sure to cover, not the tight unicorn.",
           basic("nm24", tokens={0: 11, 1: 5}), 0, {"none_of": [{"kind": "choose", "toy": "unicorn"}]})
    grab = new(2, seed=11, first=0, top="nm04", mode="restless")
    flip(grab)
    puzzle("grab_the_unicorn_first", "In Restless Night grab the best toy for this Nightmare: the unicorn.",
           grab, 0, take("unicorn"), normal=True)
    place = basic("nm20", held={0: "panda1", 1: "bear1"})
    puzzle("put_the_panda_over_the_middle", "Put the toy down over the Nightmare's middle so nothing peeks out.",
           place, 0, {"covers": True})
    puzzle("together_keep_the_bears_for_later", "Point at the smallest toy sure to cover it: the bears are for the "
           "biggest Nightmares still to come.", coop(4, "nm26"), 0, take("panda1", "panda2", kind="propose"))
    puzzle("together_say_no_to_a_bear_needed_later", "A bear for the smallest Nightmare leaves a big one uncovered "
           "later: suggest the unicorn, and say why.", coop(4, "nm24", proposal="bear1"), 1,
           {"any_of": [{"kind": "propose", "toy": "unicorn", "why": "later"}]})
    puzzle("together_say_no_to_a_toy_too_small", "The unicorn cannot cover this one: suggest the rabbit.",
           coop(3, "nm19", proposal="unicorn"), 1, {"any_of": [{"kind": "propose", "toy": "rabbit", "why": "small"}]})
    puzzle("together_agree_with_a_good_proposal", "The rabbit is just right: agree, do not argue.",
           coop(3, "nm19", proposal="rabbit"), 1, {"any_of": [{"kind": "agree"}]})
    chosen = coop(4, "nm24", proposal="bear1")
    chosen.apply(1, Action.make("propose", toy="unicorn", why="later"))
    puzzle("together_choose_the_suggestion_that_saves_a_bear", "Your friend is right: choose the unicorn, the bear "
           "is needed later.", chosen, 0, take("unicorn"))


if __name__ == "__main__":
    build()
