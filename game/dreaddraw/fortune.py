"""The fortune reading: what the cards left in the winner's Life Deck say, in our own words.

Each card brings an omen from its monster family (or its arcana), and each place in the spread (the
present, the immediate future, the far future) draws its lines from its own pool, without drawing
the same line twice in one reading. The choice is seeded by the match's seed and the cards read, so
a replay or a reload reads the same fortune, and two games rarely read alike.
"""
from __future__ import annotations

import random

from .data import CARDS

# One omen per monster family (the last word of a plain card's name).
OMENS = {
    "Wretch": "The Wretch begs at your door.", "Grue": "The Grue waits where the lamp will not reach.",
    "Tallowman": "The Tallowman burns low for you.", "Gargoyle": "The Gargoyle keeps its stone watch.",
    "Wyrm": "The Wyrm turns over in its sleep.", "Lurker": "The Lurker has learned your footsteps.",
    "Mummer": "The Mummer changes masks.", "Maw": "The Maw is hungry, and patient.",
    "Imp": "The Imp giggles behind the curtain.", "Changeling": "The Changeling wears a face you trust.",
    "Crone": "The Crone counts on her fingers.", "Barghest": "The Barghest howls three fields away.",
    "Boggart": "The Boggart hides your keys again.", "Banshee": "The Banshee hums instead of wailing.",
    "Widow": "The Widow mends her web.", "Bogle": "The Bogle trips over its own shadow.",
    "Ghoul": "The Ghoul has dug its way out.", "Shade": "The Shade stands exactly where you stand.",
    "Ogre": "The Ogre is stronger than it is clever.", "Fetch": "The Fetch walks ahead in your coat.",
    "Wisp": "The Wisp dances just out of reach.", "Hound": "The Hound has your scent.",
    "Harpy": "The Harpy circles, then lands.", "Revenant": "The Revenant remembers an old promise.",
    "Kelpie": "The Kelpie offers you a ride.", "Jackal": "The Jackal laughs at a joke you missed.",
    "Scarecrow": "The Scarecrow points down the road.", "Vulture": "The Vulture is in no hurry.",
    "Husk": "The Husk is empty, and so is the worry.", "Leech": "The Leech takes a little, and leaves.",
}

# The arcana read their own fortune, whole.
ARCANA = {
    "The Hanged One": "Hang upside down long enough and the world makes sense again.",
    "The Star": "A small light far away is walking toward you. Keep a candle in the window.",
    "The Hermit": "Walk alone a while. The lantern you carry will light the way back.",
    "The Mother": "Someone will carry you further than you think you deserve. Let them.",
    "The Oracle": "What you were afraid to see has already seen you, and it blinked first.",
    "The Puppet": "A hand you cannot see moves yours. Cut one string, and watch who stumbles.",
    "Revenge": "A slight you forgot has not forgotten you. It is patient, and it is close.",
    "Justice": "An old debt is weighed tonight; the scales lean your way, but only just.",
    "Victory": "The crown is yours before the sun sets; wear it lightly, it bites.",
    "Domination": "You will hold the room, and the room will remember who held it.",
    "The Tower": "Walls rise around you. Storms will knock, and the stones will hold.",
    "The Moon": "What was thrown away comes back by moonlight, changed but still yours.",
    "Death": "Something ends so that something may begin. Do not hold the door shut.",
}

PRESENT = (
    "Today the floor is firm under your feet.", "You are more feared than you know.",
    "The thing you carry is lighter than it looks.", "A door you thought locked stands open.",
    "Someone at this table envies your luck.", "Your hands are steady; trust them.",
    "What you hid is still where you left it.", "The quiet in the room is on your side.",
    "You have already paid the price of this win.", "A small kindness is owed to you.",
    "Your shadow is a step behind, for once.", "The candle is long enough for tonight.",
    "You stand where the others wished to stand.", "The coin in your pocket landed heads.",
    "The cold wind has turned its back on you.", "You are exactly as brave as you needed to be.",
    "An old worry has quietly left the house.", "The cards are warm from your hands.",
    "Your name is spoken kindly in another room.", "What was broken is holding, for now.",
    "The crows on the roof are only resting.", "You have counted right; the sum is yours.",
    "A friend is nearer than the road suggests.", "The storm is loud, but it is outside.",
    "Your luck is real, and it is yours to spend.", "The mirror shows you as you are: standing.",
    "Something small has started growing.", "You are the last light on in the village.",
    "The bargain you struck was a fair one.", "Every lock in the house knows your key.",
)

NEAR = (
    "Before the week is out, a letter arrives.", "Soon you will be asked a question: say yes.",
    "A stranger will return something you lost.", "Tomorrow the road forks; take the muddy one.",
    "A meal shared will settle an old quarrel.", "Rain is coming, and it brings a visitor.",
    "You will win a small bet and lose a large worry.", "A song you forgot will find you again.",
    "Someone will knock twice. Open on the second.", "The next door you open sticks, then gives.",
    "A debt is paid back with interest.", "You will laugh at something you once feared.",
    "The next full moon finds you well rested.", "A gift arrives in plain paper.",
    "You will lose an argument and be glad of it.", "A map you did not ask for will be useful.",
    "Soon an empty chair will not be empty.", "The bread will rise; the plan will too.",
    "A cat will choose your lap. Take it as a sign.", "By the next market day, an answer.",
    "Someone will ask your advice. Give it kindly.", "A short trip turns into a long story.",
    "The frost breaks early this year.", "A light in a far window will be for you.",
    "You will find the missing piece under the table.", "Your next gamble is a safe one.",
    "A bell will ring when you need it to.", "You will keep a secret, and it will keep you.",
    "Two paths become one before the month ends.", "Something you planted will flower.",
)

FAR = (
    "A house with a blue door.", "A long journey by water.", "A child who laughs like you.",
    "A garden you will not have to weed.", "An old friend, grey and glad.",
    "A quarrel mended over tea.", "A fortune made, then given away.", "A name carved in oak.",
    "A winter spent warm.", "A dog that will not leave your side.", "Many stairs, all of them up.",
    "A crown you will refuse.", "A song sung at your table.", "A bridge you build yourself.",
    "A storm you sleep through.", "A key that fits at last.", "A letter kept for fifty years.",
    "A lamp left on for you.", "A road that ends at the sea.", "A promise kept by someone else.",
    "An orchard heavy with fruit.", "A game you finally lose, gladly.", "A book with your name in it.",
    "A stranger who becomes family.", "Snow on a roof you own.", "A ring found in a loaf.",
    "A bell that rings for good news.", "A window facing east.", "A lantern passed to a child.",
    "A debt forgiven.", "A chair by the fire, kept for you.", "A journey taken twice.",
    "A secret told at the right time.", "An old fear, forgotten.", "A harvest moon over still water.",
    "A boat with your name painted on.", "A long sleep, and a good waking.", "A quiet, well-earned victory.",
    "A staircase of books.", "Bread, salt and a full house.",
)

UNWRITTEN = (
    "Not one card is left to read: your future is unwritten, and yours alone to write.",
    "The Life Deck is empty. No omen binds you; whatever comes, you will meet it yourself.",
    "The cards have nothing left to say. You won on your last breath, and the rest is silence.",
    "An empty Life Deck reads no fortune: the cards have spent themselves keeping you alive.",
    "Nothing is left to turn over. Fate has lost track of you; walk on before it notices.",
)


def omen(card: int) -> str:
    """A plain card's family omen ("The Hound has your scent.")."""
    return OMENS[CARDS[card].name.split()[-1]]


def _rng(seed: int, cards: list[int]) -> random.Random:
    return random.Random("dreaddraw fortune %d %s" % (seed, ",".join(map(str, cards))))


def reading(seed: int, cards: list[int]) -> list[str]:
    """One line per card, in the spread's order: present, immediate future, then the far future."""
    rng = _rng(seed, cards)
    far = rng.sample(FAR, min(len(FAR), max(0, len(cards) - 2)))
    lines = []
    for i, card in enumerate(cards):
        if i >= 2:
            lines.append(far[i - 2] if i - 2 < len(far) else rng.choice(FAR))
            continue
        line = rng.choice(PRESENT if i == 0 else NEAR)
        if CARDS[card].arcana:
            lines.append(ARCANA[CARDS[card].name])
        elif i == 1 and not CARDS[cards[0]].arcana and omen(card) == omen(cards[0]):
            lines.append(line)          # two of one family: its omen is said once
        else:
            lines.append(f"{omen(card)} {line}")
    return lines


def unwritten(seed: int) -> str:
    """The reading for a winner whose Life Deck is empty."""
    return _rng(seed, []).choice(UNWRITTEN)
