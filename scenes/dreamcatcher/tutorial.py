"""Learn to play Dream Catcher: a two-player lesson on a fixed deck (seed 66, you flip first).

Round 1 brings Inkypoo, which a Panda hides with room to spare; round 2 brings Clawcrusher, too big
for the little Unicorn, so the learner sees what peeks out of a bad cover.
"""
from __future__ import annotations

import pygame

from game.dreamcatcher.data import NIGHTMARE_BY_ID, TOY_BY_ID

from ..driver import motion
from ..tutorial import Bot, Step, Tutorial, Worded, choose, click_frames, drag_frames

FIRST, SECOND = "nm12", "nm16"       # the two Nightmares the seed deals, in order


def targets(board, key: str):
    lay = board.lay
    kind, _, arg = key.partition(":")
    if kind == "toy":
        if arg == "mine":           # the toy the learner holds this round
            arg = board.view["holding"][0]
        x, y = board.table.position(arg)
        r = lay.length(TOY_BY_ID[arg].radius)
        centre = lay.px(x, y)
        return pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r)
    if kind in ("card", "deck"):
        return getattr(lay, kind)
    if kind == "cloud":
        return lay.boards[int(arg)][1]
    if kind == "done":
        return board.big.rect if board.big_mode() is not None else None
    return None


def onto_card(card: str, click: bool):
    """Autoplay: drag the learner's toy from where it lies to the Nightmare's best spot, then hold still; with
    Click to move, click it, carry it there (no button held) and click to put it down."""
    def frames(host):
        board = host.board
        start = pygame.Rect(targets(board, "toy:mine")).center
        end = board.lay.px(*NIGHTMARE_BY_ID[card].silhouette.best)
        if not click:
            return drag_frames(start, end, steps=24, hold=40)
        path = [(start[0] + (end[0] - start[0]) * i // 24, start[1] + (end[1] - start[1]) * i // 24) for i in range(25)]
        return click_frames(start) + [[motion(p)] for p in path + [end] * 10] + click_frames(end)
    return frames


def dropped(board) -> bool:
    return board.dropped is not None and board.dropped == board.view["holding"][0] and not board.dragging


def covers(card: str):
    sil = NIGHTMARE_BY_ID[card].silhouette
    return lambda a: a.kind == "place" and sil.covered_by(a["x"], a["y"], TOY_BY_ID[a["toy"]].radius)


def a_panda(action) -> bool:
    return action.kind == "choose" and action["toy"] in ("panda1", "panda2")


def lesson_steps(click: bool) -> list[Step]:
    """The lesson; click: worded for Click to move (click the toy, then on the monster), as the prompts in play."""
    def how(drag: str, clicks: str) -> str:
        return clicks if click else drag
    return [
        Step("Hello! You are Ana. A Nightmare is creeping in. Hide it under a cuddly toy, and you catch sweet "
             "dreams!", "card"),
        Step("Click the cards to flip the first Nightmare.", "deck", {"kind": "flip"},
             "Click the pile of cards to flip a Nightmare."),
        Step("Look at the toys. Big toys hide monsters easily. Small toys are tricky, but they have more "
             "stars, and every star is one dream.", ("toy:bear1", "toy:unicorn")),
        Step("Click a Panda. It is not too big and not too small, and it has 2 stars.", ("toy:panda1", "toy:panda2"),
             a_panda, "Click one of the two Pandas: white, with black ears.", gesture=("click", "toy:panda1")),
        Step("Ben takes the pink Rabbit.", "toy:rabbit", bots=(Bot(1, choose("choose", toy="rabbit")),)),
        Step(how("Now drag your Panda onto the monster.",
                 "Now click your Panda to pick it up, then click on the monster to put it down.")
             + " Hide every bit of it: horns, tail and all!", ("toy:mine", "card"), until=dropped,
             hint=how("Drag your Panda onto the Nightmare card.",
                      "Click your Panda, then click on the Nightmare card."),
             gesture=onto_card(FIRST, click)),
        Step("Is it all hidden? Then press Done!", "done", covers(FIRST),
             "A bit still peeks out! Move your Panda a little, then press Done."),
        Step("Sweet dreams! Your Panda has 2 stars, so 2 dream tokens flew onto your cloud.", "cloud:0"),
        Step("Now Ben puts his Rabbit on the Nightmare. Then the toys go back, and Ben flips next.", None,
             bots=(Bot(1, choose("place", toy="rabbit")),)),
        Step("Ben flipped a new Nightmare, and he picked first: a Panda.", "card",
             bots=(Bot(1, choose("flip")), Bot(1, choose("choose", toy="panda1")))),
        Step("Take the little Unicorn. It has 4 stars! Is it big enough?", "toy:unicorn",
             {"kind": "choose", "toy": "unicorn"}, "Click the lilac Unicorn."),
        Step("Ben places his Panda first.", None, bots=(Bot(1, choose("place", toy="panda1")),)),
        Step(how("Drag the Unicorn onto the monster and try to hide it all.",
                 "Click the Unicorn, then click on the monster to put it down. Try to hide it all."),
             ("toy:unicorn", "card"), until=dropped,
             hint=how("Drag the Unicorn onto the Nightmare card.",
                      "Click the Unicorn, then click on the Nightmare card."),
             gesture=onto_card(SECOND, click)),
        Step("Press Done!", "done", {"kind": "place", "toy": "unicorn"}, "Press the big Done button."),
        Step("Did you see the magenta bits peeking out? The Unicorn was too small for this monster, so no dreams "
             "this time. Now you hold the Pillow-Bag and flip next.", "deck"),
        Step("Fill your cloud with 12 dreams to win! You can also play together against the Nightmares "
             "(Sleep Tight Kiddos!), or race to grab toys in Restless Night.", None),
    ]


STEPS = Worded(lesson_steps)

TUTORIAL = Tutorial(game="dreamcatcher", names=("Ana", "Ben"), seed=66, steps=STEPS, targets=targets,
                    options={"mode": "basic"}, title="Dream Catcher")
