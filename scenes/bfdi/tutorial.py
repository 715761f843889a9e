"""Learn to play BFDI: a two-player Basic lesson on a fixed deal (seed 70, you pick first).

The deal gives a hand of one Development (Hoarding, Selfish) and one Boost, a first Challenge showing
Selfish, Ben's Spongy on Blocky's level for an Alliance offer, and you rolling at Cake at Stake.
"""
from __future__ import annotations

import pygame

from ..tutorial import Bot, Step, Tutorial, Worded, choose, find_button

BLOCKY, BUBBLE, SPONGY = 0, 1, 17
HOARDING, BOOST = 7, 18
# the rest of the draft after your first pick, seat by seat (Ben, you, Ben, ...)
DRAFT = (17, 1, 10, 9, 4, 15, 16, 6, 13, 19, 20)


def targets(board, key: str):
    kind, _, arg = key.partition(":")
    lay = board.lay
    if kind == "char":
        px = board.fig_px(int(arg))
        if px is None:
            return None
        x, y, size = px
        return pygame.Rect(int(x - size / 2), int(y - size / 2), int(size), int(size))
    if kind == "card":
        return next(c.rect for c in board.hand_table.cards if c.payload == int(arg))
    if kind == "button":
        return find_button(board, arg, board.active_btns)
    if kind in ("challenge", "reminder", "players", "chamber", "hand"):
        return getattr(lay, kind)
    return None


def drafted(seat: int, char: int) -> Bot:
    return Bot(seat, choose("pick", char=char))


def steps(click: bool) -> list[Step]:
    """The lesson, its words for the table's way of moving a card: a drag, or with Click to move two clicks
    (a lesson must not ask for a held button the table has chosen not to need: issue 23)."""
    def how(drag: str, clicks: str) -> str:
        return clicks if click else drag
    return [
        Step("Welcome to Battle for Dream Island! Your characters race through Challenges. After each one, "
             "Cake at Stake sends someone to the Tiny Loser Chamber. Keep yours out of it! You play Ana, against "
             "Ben.", None),
        Step("First, the draft: you and Ben take turns picking characters. Click Blocky to make him yours.",
             f"char:{BLOCKY}", {"kind": "pick", "char": BLOCKY}, "Click Blocky in the row of characters."),
        Step("Ben picks next, then you, and so on until each of you has 6; we picked the rest for you. Yours "
             "stand on your colour (see Players). As first picker, you gave your Star to Ben.", None,
             bots=tuple(drafted(1 if i % 2 == 0 else 0, c) for i, c in enumerate(DRAFT))),
        Step("Challenge 1 shows Selfish, Active and Nice. Each character moved right one level for every "
             "one of its attributes on the card.", "challenge"),
        Step("The Helpful Reminder shows the five steps of a Challenge. Now it's B, Take Turns: the owner of "
             "the winning character starts. Blocky is winning, so you start.", "reminder"),
        Step(f"These are your Scenes. {how('Drag Hoarding onto Bubble', 'Click Hoarding, then Bubble')}: a "
             "Development gives Bubble 'Selfish' for good, and the Challenge shows Selfish, so Bubble moves right at "
             "once.", (f"card:{HOARDING}", f"char:{BUBBLE}"),
             {"kind": "play", "card": HOARDING, "target": BUBBLE},
             how("Try dragging Hoarding onto Bubble.", "Click Hoarding in your hand, then Bubble."),
             gesture=("drag", f"card:{HOARDING}", f"char:{BUBBLE}")),
        Step("Ben passes. Passing isn't for good: he may still play a Scene on a later turn of this "
             "Challenge.", None, bots=(Bot(1, choose("pass")),)),
        Step(f"Now a Boost: {how('drag Boost onto Blocky', 'click Boost, then Blocky')}. The die will say how many "
             "levels he moves right.",
             (f"card:{BOOST}", f"char:{BLOCKY}"), {"kind": "play", "card": BOOST, "target": BLOCKY},
             how("Try dragging Boost onto Blocky.", "Click Boost in your hand, then Blocky."),
             gesture=("drag", f"card:{BOOST}", f"char:{BLOCKY}")),
        Step("An Alliance! Before the roll, Ben offers 1 Star to bring his Spongy along, from Blocky's level. "
             "Click the offer to take his Star: Spongy will move as far as Blocky.", "button:Take",
             {"kind": "accept", "seat": 1}, "Click the green button that takes Ben's offer.",
             bots=(Bot(1, choose("offer", char=SPONGY, stars=1)),)),
        Step("You rolled 1: Blocky and Spongy both moved right one level, and you earned Ben's Star.",
             f"char:{BLOCKY}"),
        Step("Ben passes again.", None, bots=(Bot(1, choose("pass")),)),
        Step("You have no Scenes left, so click Pass. When everyone passes in a row, the turns are over.",
             "button:Pass", {"kind": "pass"}, "Click the Pass button beside your hand."),
        Step("Challenge Results: everyone lines up on level 3, best placed on top. Then comes Cake at Stake!",
             "reminder"),
        Step("The owner of the top character rolls the die. Counting up from the bottom of level 3, the "
             "character on the rolled space is out. Click 'Roll the die!'.", "button:Roll",
             {"kind": "roll"}, "Click the red 'Roll the die!' button."),
        Step("A 2: the character on space 2, your Tennis Ball, went to the Tiny Loser Chamber. "
             "Being near the bottom is dangerous!", "chamber"),
        Step("Return to Start: everyone gained 1 Star, and the first three characters back earned their "
             "owners 2, 1 and 1 more. Whenever you decide, 3 Stars buy a new Scene.", "players"),
        Step("The last character left wins for its owner. In the Advanced game every character also has an "
             "ability: hover over one to read it. You're ready to play!", None),
    ]


STEPS = Worded(steps)

TUTORIAL = Tutorial(game="bfdi", names=("Ana", "Ben"), seed=70, steps=STEPS, targets=targets,
                    options={"mode": "basic"}, title="Battle for Dream Island")
