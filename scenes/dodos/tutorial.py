"""Learn to play Dodos Riding Dinos: a two-player Jungle lesson on a fixed deal (seed 1, you hold the
Dodo token), with one card moved in the deck (start(): Banana Peel is among the cards your Meteorite wins).

Round 1: your hand holds Egg Volley (a red card that flicks the Egg) and Second Wind (a green card); Ben plays
Long Stride. The lesson guides the Egg flick until it hits Ben, then a green card on Ben's turn. Round 2: you
drop the Meteorite (Falling Rock) on Ben. Round 3: you swipe the Star (Shooting Star), end your turn on a sphere
space, and watch Ben's Star Burst miss and cost him 4 cards. Round 4: you flick the Banana (Banana Peel) at Ben.
Every throw card's boxes are read aloud.
"""
from __future__ import annotations

import math

import pygame

from game.core import Action, get
from game.dodos.board import NESTS, spots, edge_param, edge_point
from game.dodos.throwing import simulate_throw, table_tokens

from ..tutorial import Bot, Step, Tutorial, Worded, choose, click_frames
from .throwing import PALM_OUT, PULL_MAX, SWIPE_MAX, WRIST, ThrowAim

PIP, DOT = 0, 1                  # the Dodinos: Pip & Rex (yours), Dot & Trike (Ben's)
EGG_VOLLEY, SECOND_WIND, LONG_STRIDE = 32, 63, 12
FALLING_ROCK, PICKPOCKET, SHOOTING_STAR, STAR_BURST = 38, 48, 44, 46
BANANA_PEEL, STAMPEDE, PICKPOCKET_2 = 39, 28, 51
SEED, OPTIONS = 1, {"track": "jungle", "abilities": "off"}
SPHERE = 13                      # the sphere space (move back 2) your Star turn ends on
BEN = 1


def start() -> dict:
    """The lesson's table: seed 1 as dealt, but for one card of the deck: Banana Peel swaps places with
    Stampede, one of the 3 cards the Meteorite's hit draws in round 2, so round 4 has a Banana to throw."""
    doc = get("dodos").create(2, OPTIONS, SEED, 0).to_position()
    pile = doc["state"]["draw_pile"]
    i, j = pile.index(BANANA_PEEL), pile.index(STAMPEDE)
    pile[i], pile[j] = pile[j], pile[i]
    return doc


def tokens(board) -> list:
    return table_tokens(board.track, board.view["positions"])


_AIMS: dict = {}


def egg_aim(board) -> tuple[int, float, float] | None:
    """A flick of the Egg that hits only Ben, and still does when the hand is a little off."""
    points = tokens(board)
    key = tuple(points)
    if key not in _AIMS:
        _AIMS[key] = _search(points)
    return _AIMS[key]


def _search(points) -> tuple[int, float, float] | None:
    def hits(nest, angle, power) -> bool:
        return simulate_throw("egg", (nest, angle, power), points).hits == (BEN,)
    tx, ty = points[BEN]
    for nest in sorted(range(4), key=lambda k: math.dist(NESTS[k], (tx, ty))):
        nx, ny = NESTS[nest]
        base = math.atan2(ty - ny, tx - nx)
        for da in sorted((i * 0.02 for i in range(-8, 9)), key=abs):
            good = [p / 20 for p in range(6, 20)
                    if all(hits(nest, base + da + e, p / 20 + f) for e in (-0.03, 0, 0.03) for f in (-0.05, 0, 0.05))]
            if good:
                return nest, base + da, good[len(good) // 2]
    return None


def targets(board, key: str):
    lay = board.lay
    kind, _, arg = key.partition(":")
    if kind == "pick":
        return next(r for d, r in board.pick_rects if d == int(arg))
    if kind == "card":
        return next(c.rect for c in board.hand.cards if c.payload == int(arg))
    if kind in ("slot", "hand", "standings", "deck", "board"):
        return getattr(lay, kind)
    if kind == "nest":
        aim = egg_aim(board)
        if aim is None:
            return None
        x, y = lay.px(*NESTS[aim[0]])
        r = int(70 * lay.scale)
        return pygame.Rect(x - r, y - r, 2 * r, 2 * r)
    if kind == "elbow":
        aim = banana_aim(board)
        if aim is None:
            return None
        r = int(60 * lay.scale)
        return pygame.Rect(aim[0][0] - r, aim[0][1] - r, 2 * r, 2 * r)
    if kind == "dodino":
        x, y = lay.px(*board.points[int(arg)])
        f = board.figure_px()
        return pygame.Rect(x - f // 2, y - f, f, int(f * 1.2))
    if kind == "space":
        x, y = lay.px(*spots(board.track)[int(arg)])
        r = int(60 * lay.scale)
        return pygame.Rect(x - r, y - r, 2 * r, 2 * r)
    if kind == "wait":
        strip = board.host.reaction if board.host.reaction is not None else board.strip
        return strip.buttons[0].rect if strip is not None and not strip.finished and strip.buttons else None
    return None


def egg_points(board) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The nest and the end of the pull (pixels) of an Egg flick that hits only Ben."""
    aim = egg_aim(board)
    if aim is None:
        return None
    nest, angle, power = aim
    nx, ny = NESTS[nest]
    pull = (nx - math.cos(angle) * power * PULL_MAX, ny - math.sin(angle) * power * PULL_MAX)
    a, b = board.lay.pxf(nx, ny), board.lay.pxf(*pull)
    return (round(a[0]), round(a[1])), (round(b[0]), round(b[1]))


def clicks(*points) -> list:
    """Autoplay with Click to move: a click on each point in turn (the pointer moving there first)."""
    frames = []
    for p in points:
        frames += click_frames(p) + [[]]
    return frames


def click_through(*keys):
    """A gesture: click each target in turn (a card, then the slot)."""
    def gesture(host):
        rects = [host.find(k) for k in keys]
        return None if None in rects else clicks(*(r.center for r in rects))
    return gesture


def click_egg(host):
    """Autoplay with Click to move: the nest, then the pull's end twice (its direction, then its power)."""
    points = egg_points(host.board)
    return None if points is None else clicks(points[0], points[1], points[1])


def flick_egg(host):
    """Autoplay: press on the nest, pull back like a slingshot, hold a moment, let go."""
    from ..driver import down, motion, up
    points = egg_points(host.board)
    if points is None:
        return None
    a, b = points
    frames = [[motion(a)], [down(a)]]
    for i in range(1, 13):
        p = (a[0] + (b[0] - a[0]) * i / 12, a[1] + (b[1] - a[1]) * i / 12)
        frames.append([motion((round(p[0]), round(p[1])), buttons=(1, 0, 0))])
    end = (round(b[0]), round(b[1]))
    return frames + [[motion(end, buttons=(1, 0, 0))]] * 6 + [[up(end)]]


def hits_ben(gesture: str):
    def test(action) -> bool:
        return action.kind == "throw" and action["gesture"] == gesture and BEN in action["hits"]
    return test


egg_hits_ben = hits_ben("egg")


def drop_meteorite(host):
    """Autoplay: press on Ben's Dodino, hold a moment (a low rock scatters little), let go."""
    from ..driver import down, motion, up
    board = host.board
    p = board.lay.px(*board.points[BEN])
    return [[motion(p)], [down(p)]] + [[motion(p, buttons=(1, 0, 0))]] * 8 + [[up(p)]]


def click_meteorite(host):
    """Autoplay with Click to move: Ben's Dodino sets the spot, a click just beside it a low height."""
    board = host.board
    x, y = board.lay.px(*board.points[BEN])
    return clicks((x, y), (x + max(3, round(8 * board.lay.scale)), y))


def star_aim(board) -> tuple[tuple[int, int], float, float] | None:
    """A palm spot beside the board (as a click there lands, in pixels) and a swipe (angle, power) whose Star
    hits only Ben, and still does when the hand is a little off."""
    lay = board.lay
    points = tokens(board)
    key = ("star", tuple(points), lay.scale, lay.ox, lay.oy)      # the click is in pixels: per layout
    if key not in _AIMS:
        _AIMS[key] = _star_search(lay, points)
    return _AIMS[key]


def _star_search(lay, points):
    def hits(edge, angle, power) -> bool:
        return simulate_throw("star", (edge, angle, power), points).hits == (BEN,)
    tx, ty = points[BEN]
    edges = sorted((k + f / 20 for k in range(4) for f in range(1, 20)),
                   key=lambda e: math.dist(edge_point(e, PALM_OUT), (tx, ty)))
    for e in edges[:6]:
        click = lay.px(*edge_point(e, 60))
        edge = edge_param(lay.units(click))          # the edge the click really sets
        sx, sy = edge_point(edge, PALM_OUT)
        base = math.atan2(ty - sy, tx - sx)
        for da in sorted((i * 0.02 for i in range(-6, 7)), key=abs):
            good = [p / 20 for p in range(3, 20)
                    if all(hits(edge, base + da + d, p / 20 + f) for d in (-0.02, 0, 0.02) for f in (-0.03, 0, 0.03))]
            if good:
                return click, base + da, good[len(good) // 2]
    return None


def star_points(board):
    """The click on the tabletop, the palm and the swipe's end (pixels, floats) of a Star that hits only Ben."""
    aim = star_aim(board)
    if aim is None:
        return None
    click, angle, power = aim
    lay = board.lay
    palm = edge_point(edge_param(lay.units(click)), PALM_OUT)
    end = (palm[0] + math.cos(angle) * power * SWIPE_MAX, palm[1] + math.sin(angle) * power * SWIPE_MAX)
    return click, lay.pxf(*palm), lay.pxf(*end)


def click_star(host):
    """Autoplay with Click to move: the tabletop (the palm), then the swipe's end twice (direction, power)."""
    points = star_points(host.board)
    if points is None:
        return None
    click, _palm, b = points
    end = (round(b[0]), round(b[1]))
    return clicks(click, end, end)


def swipe_star(host):
    """Autoplay: click the tabletop to rest the palm there, then swipe from the star towards Ben."""
    from ..driver import down, motion, up
    points = star_points(host.board)
    if points is None:
        return None
    click, a, b = points
    frames = [[motion(click)], [down(click)], [up(click)], [], [motion((round(a[0]), round(a[1])))],
              [down((round(a[0]), round(a[1])))]]
    for i in range(1, 7):
        q = (round(a[0] + (b[0] - a[0]) * i / 6), round(a[1] + (b[1] - a[1]) * i / 6))
        frames.append([motion(q, buttons=(1, 0, 0))])
    return frames + [[up((round(b[0]), round(b[1])))]]


def banana_aim(board) -> tuple[tuple[int, int], tuple[int, int], tuple[int, int]] | None:
    """Three pixels: a click on the tabletop (the elbow), the banana in the hand and the end of a straight flick
    from it, whose Banana hits only Ben, and still does when the wrist is a little off or curls it."""
    lay = board.lay
    points = tokens(board)
    key = ("banana", tuple(points), lay.scale, lay.ox, lay.oy)
    if key not in _AIMS:
        _AIMS[key] = _banana_search(board, points)
    return _AIMS[key]


def _banana_search(board, points):
    lay = board.lay

    def hits(aim) -> bool:
        return simulate_throw("banana", aim, points).hits == (BEN,)
    tx, ty = points[BEN]
    edges = sorted((k + f / 20 for k in range(4) for f in range(1, 20)),
                   key=lambda e: math.dist(edge_point(e, 90), (tx, ty)))
    for e in edges[:6]:
        click = lay.px(*edge_point(e, 60))
        aim = ThrowAim("banana", board.track, board.view["positions"], board.token_at, 0)
        aim.press(lay.units(click))                  # the elbow, as the click sets it
        aim.release(lay.units(click))
        hand = lay.px(*aim.rest_point())
        hx, hy = lay.units(hand)
        ex, ey = aim.anchor()
        base = math.atan2(ty - ey, tx - ex)
        for da in sorted((i * 0.02 for i in range(-6, 7)), key=abs):
            good = [p / 20 for p in range(3, 20)
                    if all(hits((aim.edge, base + da + d, p / 20 + f, c))
                           for d in (-0.03, 0, 0.03) for f in (-0.03, 0, 0.03) for c in (-0.06, 0, 0.06))]
            for power in good[len(good) // 2:] + good[:len(good) // 2][::-1]:
                a = base + da
                end = lay.px(hx + math.cos(a) * power * WRIST, hy + math.sin(a) * power * WRIST)
                if _flicked(aim, hand, end, lay, hits):
                    return click, hand, end
    return None


def _flicked(aim: ThrowAim, hand, end, lay, hits) -> bool:
    """The flick from pixel `hand` to pixel `end`, as the board's own gesture reads it, hits only Ben."""
    aim.press(lay.units(hand))
    aim.move(lay.units(end))
    thrown = aim.release(lay.units(end))
    return thrown is not None and hits(thrown)


def flick_banana(host):
    """Autoplay: click the tabletop to rest the elbow there, then flick from the banana in the hand towards Ben."""
    from ..driver import down, motion, up
    aim = banana_aim(host.board)
    if aim is None:
        return None
    click, hand, end = aim
    return ([[motion(click)], [down(click)], [up(click)], [], [motion(hand)], [down(hand)]]
            + [[motion(end, buttons=(1, 0, 0))]] * 3 + [[up(end)]])


def click_banana(host):
    """Autoplay with Click to move: the tabletop (the elbow), then the flick's end twice (direction, power)."""
    aim = banana_aim(host.board)
    if aim is None:
        return None
    click, _hand, end = aim
    return clicks(click, end, end)


def ben_misses(legal) -> Action:
    """Ben's Star flies off the table's near edge: it touches nobody (his throw is a miss)."""
    return Action.make("throw", gesture="star", aim=(2.5, math.pi / 2, 0.2), hits=())


PASS = choose("pass")


def lesson_steps(click: bool) -> list[Step]:
    """The lesson's steps; click: worded (and autoplayed) for Click to move, where no button is held: a card is
    clicked, then the slot; a throw is a click on where it starts, then one for its direction, one for its power."""
    def how(drag, clicked):
        return clicked if click else drag

    def play(card: int, name: str):         # the words, the hint and the autoplay of putting a card on the slot
        return {"hint": how(f"Drag {name} onto the slot.", f"Click {name}, then the slot."),
                "gesture": how(("drag", f"card:{card}", "slot"), click_through(f"card:{card}", "slot"))}
    return [
        Step("A race of Dodos riding dinosaurs! Play cards to dash ahead and throw things at the others. "
             "The rider furthest ahead when someone reaches the finish wins. You ride as Ana.", None),
        Step("Choose your Dodino: click Pip & Rex.", f"pick:{PIP}", {"kind": "pick", "dodino": PIP},
             "Click the Pip & Rex card."),
        Step("Ben rides Dot & Trike. You hold the Dodo token, so this round you go first.", None,
             bots=(Bot(BEN, choose("pick", dodino=DOT)),)),
        Step("Your hand: blue cards help you, red cards attack, green cards are for other players' turns. "
             "The footprint on a card says how far it moves you.", "hand"),
        Step("Everyone chooses a card at the same time, face down. " + how(
                "Drag Egg Volley, a red card, onto the slot at the bottom right.",
                "Click Egg Volley, a red card, then the slot at the bottom right."),
             (f"card:{EGG_VOLLEY}", "slot"), {"kind": "play", "card": EGG_VOLLEY}, **play(EGG_VOLLEY, "Egg Volley")),
        Step("Ben has chosen too, and both cards flip over together. The Dodo token's holder goes first: "
             "you advance 3, the footprint on Egg Volley.", None, bots=(Bot(BEN, choose("play", card=LONG_STRIDE)),)),
        Step("Before and after each card's effect, anyone may play a green card. Nobody does now, so the "
             "moment passes.", "standings", bots=(Bot(0, PASS), Bot(BEN, PASS))),
        Step("Now your card's effect: flick the Egg! " + how(
                "Press on the glowing nest, pull back like a slingshot away from Ben's Dodino, and let go.",
                "Click the glowing nest, then click away from Ben's Dodino to aim (a slingshot's pull), "
                "then click again to set the power."),
             ("nest", f"dodino:{BEN}"), egg_hits_ben,
             how("Missed! Press on the glowing nest, pull back away from Ben's Dodino, and let go.",
                 "Missed! Click the glowing nest, click away from Ben's Dodino to aim, then click for the power."),
             gesture=how(flick_egg, click_egg)),
        Step("Hit! Ben moves back 2, but a Dodino on its starting space stays put. You drew 2 cards for "
             "hitting. Now Ben's turn: he advances 4.", f"dodino:{BEN}",
             bots=(Bot(0, PASS), Bot(BEN, PASS), Bot(BEN, PASS))),
        Step("Ben's turn, and you hold Second Wind, a green card. Click Wait! to play it now.", "wait",
             {"kind": "wait"}, "Click the red Wait! button."),
        Step(how("Drag Second Wind onto the slot.", "Click Second Wind, then the slot.")
             + " Each player may play one green card a round.",
             (f"card:{SECOND_WIND}", "slot"), {"kind": "green", "card": SECOND_WIND},
             **play(SECOND_WIND, "Second Wind")),
        Step("Second Wind moved you 1 and drew you 3 cards. Then Ben's Long Stride let him draw 1.", "hand",
             bots=(Bot(BEN, PASS),)),
        Step("End of the round: the rider furthest ahead advances 1 more, everyone else draws 1, and the "
             "Dodo token passes to Ben.", "standings"),
        # round 2: the Meteorite
        Step("Round 2: Ben holds the Dodo token, so he goes first. You drew Falling Rock, a red card that drops the "
             "Meteorite. Its boxes: each Dodino hit moves back 2; if you hit, you draw 3; if you miss, you discard 4. "
             + how("Drag Falling Rock onto the slot.", "Click Falling Rock, then the slot."),
             (f"card:{FALLING_ROCK}", "slot"), {"kind": "play", "card": FALLING_ROCK},
             **play(FALLING_ROCK, "Falling Rock"),
             bots=(Bot(BEN, choose("play", card=PICKPOCKET)),)),
        Step("Ben's Pickpocket moves him 2 and steals a card from your hand at random.", "standings",
             bots=(Bot(BEN, PASS), Bot(0, PASS), Bot(BEN, PASS), Bot(0, PASS))),
        Step("Your turn: you advance 2. Now drop the Meteorite on Ben's Dodino: " + how(
                "hold the mouse button down over it and let go. The longer you hold, the higher the rock rises and the "
                "wider it scatters (the red ring).",
                "click it, then click again just beside it. The further away that click, the higher the rock rises "
                "and the wider it scatters (the red ring)."),
             f"dodino:{BEN}", hits_ben("meteorite"),
             how("Missed! Hold the button over Ben's Dodino for just a moment, then let go.",
                 "Missed! Click Ben's Dodino, then click again close beside it."),
             bots=(Bot(0, PASS), Bot(BEN, PASS)), gesture=how(drop_meteorite, click_meteorite)),
        Step("Hit! Ben moves back 2, and the white box pays you: you drew 3 cards.", "hand",
             bots=(Bot(0, PASS), Bot(BEN, PASS))),
        # round 3: the Star, a sphere space and a miss
        Step("Round 3, and the token is yours again. Shooting Star swipes the Star: each Dodino hit discards 1; if you "
             "hit, you advance 2; if you miss, you discard 4. "
             + how("Drag it onto the slot.", "Click it, then the slot."),
             (f"card:{SHOOTING_STAR}", "slot"), {"kind": "play", "card": SHOOTING_STAR},
             **play(SHOOTING_STAR, "Shooting Star"), bots=(Bot(BEN, choose("play", card=STAR_BURST)),)),
        Step("Swipe the Star: click the tabletop beside the board to hold your palm there, then " + how(
                "swipe from the star towards Ben's Dodino. A longer swipe sends it further.",
                "click towards Ben's Dodino to aim, and click again to set the power: further along sends it further."),
             f"dodino:{BEN}", hits_ben("star"),
             how("Missed! Click beside the board near Ben, then swipe from the star towards him.",
                 "Missed! Click beside the board near Ben, then click towards him twice: aim, then power."),
             bots=(Bot(0, PASS), Bot(BEN, PASS)), gesture=how(swipe_star, click_star)),
        Step(f"Hit! Ben discards a card and you advance 2, onto space {SPHERE}: a sphere space. A Dodino that ends its "
             "turn on one resolves it, and red means move back 2. The legend names each colour; point at a space to "
             "read it.", f"space:{SPHERE}", bots=(Bot(BEN, choose("discard")), Bot(0, PASS), Bot(BEN, PASS))),
        Step("Ben swipes the Star of his Star Burst and misses: a throw that hits nothing costs its thrower 4 cards "
             "(the black box). Before you throw, weigh your chance against that.", "standings",
             bots=(Bot(BEN, PASS), Bot(0, PASS), Bot(BEN, ben_misses)) + (Bot(BEN, choose("discard")),) * 4
             + (Bot(BEN, PASS), Bot(0, PASS))),
        # round 4: the Banana
        Step("Round 4: Ben goes first. Your Meteorite won you Banana Peel, a red card that throws the Banana. Its "
             "boxes: each Dodino hit discards 1 and moves back 1; if you hit, you draw 2; if you miss, you discard 4. "
             + how("Drag it onto the slot.", "Click it, then the slot."),
             (f"card:{BANANA_PEEL}", "slot"), {"kind": "play", "card": BANANA_PEEL}, **play(BANANA_PEEL, "Banana Peel"),
             bots=(Bot(BEN, choose("play", card=PICKPOCKET_2)),)),
        Step("Ben plays Pickpocket again: he moves 2 and steals a card from you. Then your turn: you advance 3.",
             "standings", bots=(Bot(BEN, PASS), Bot(0, PASS), Bot(BEN, PASS), Bot(0, PASS))),
        Step("Throw the Banana: click the glowing tabletop to rest your elbow there, then " + how(
                "drag from the banana in your hand towards Ben's Dodino, a short flick of the wrist. A longer flick "
                "throws further; a curved one makes it spin.",
                "click towards Ben's Dodino to aim the banana in your hand, and click again to set its power: further "
                "along throws further; a click beside the line makes it spin."),
             ("elbow", f"dodino:{BEN}"), hits_ben("banana"),
             how("Missed! Click the tabletop near Ben, then flick the banana from your hand towards him.",
                 "Missed! Click the tabletop near Ben, then click towards him twice: aim, then power."),
             bots=(Bot(0, PASS), Bot(BEN, PASS)), gesture=how(flick_banana, click_banana)),
        Step("Hit! Ben discards a card and moves back 1, and the white box pays you 2 cards.", "hand",
             bots=(Bot(BEN, choose("discard")),)),
        Step("Recover: if your hand runs out during a turn, you move back 3 and draw 6 new cards.", "hand"),
        Step("When a rider reaches the finish, the round is played out; then the one furthest ahead wins. "
             "Off you go!", None),
    ]


STEPS = Worded(lesson_steps)

TUTORIAL = Tutorial(game="dodos", names=("Ana", "Ben"), seed=SEED, steps=STEPS, targets=targets,
                    options=OPTIONS, title="Dodos Riding Dinos", position=start)
