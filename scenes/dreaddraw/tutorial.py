"""Learn to play Dread Draw: a two-player lesson on a fixed deal (seed 3459, you start).

The deal gives: a tie that lets Ben go again, two successful summons in a row, a failed summon against a
14, two damage with a card to keep, and that card summoned from the reserves in round 2.
"""
from __future__ import annotations

from ..tutorial import Bot, Step, Tutorial, Worded, choose, click_frames

KEPT = 8            # Gutter Mummer: the card the lesson keeps and later summons from the reserves


def targets(board, key: str):
    lay = board.lay
    kind, _, arg = key.partition(":")
    if kind == "deck":
        return lay.deck
    if kind == "rowcard":       # rowcard:SEAT:INDEX, a summoned card
        seat, index = (int(v) for v in arg.split(":"))
        return lay.bands[seat].row_rects(len(board.shown.rows[seat]))[index]
    if kind in ("band", "total", "row", "life"):
        return getattr(lay.bands[int(arg)], "rect" if kind == "band" else kind)
    if kind == "reserve":       # the glowing sprite when it can be dragged, else where the card lies
        card = int(arg)
        sprite = next((sp.rect for sp in board.sprites.cards if sp.payload == card), None)
        if sprite is not None:
            return sprite
        seat = next(s for s, cards in enumerate(board.shown.reserves) if card in cards)
        cards = board.shown.reserves[seat]
        return lay.bands[seat].reserve_rects(len(cards))[cards.index(card)]
    if kind == "fan":
        fan = board.shown.fan
        cards = fan["cards"]
        return lay.fan_rects(len(cards))[cards.index(int(arg))]
    return None


SUMMON = choose("summon", source="deck")
DECK_HINT = "Click the Draw Deck: the face-down pile on the left."
SCRIPT = [
    Step("Welcome to Dread Draw! Each round you summon monsters, one after another, and each one must be "
         "stronger than your last. Be the last player standing. You play Ana, against Ben.", None),
    Step("This is your band: the gold number is your total, your monsters line up in the row beside it, "
         "and the face-down stack is your Life Deck.", ("total:0", "row:0", "life:0")),
    Step("It's your turn. Click the Draw Deck to summon its top card. The first summon of a round always "
         "succeeds.", "deck", {"kind": "summon", "source": "deck"}, DECK_HINT),
    Step("After every summon, the player with the lowest total plays next. Ben had 0, so Ben summons.",
         "total:1", bots=(Bot(1, SUMMON),)),
    Step("Ben's 3 tied your 3. A player who is tied for lowest and just played goes again, so Ben "
         "summoned once more: his total is now 11.", "total:1", bots=(Bot(1, SUMMON),)),
    Step("Your 3 is the lowest now, so it's your turn. Summon again: the new card must be stronger than "
         "your last one, the 3.", "deck", {"kind": "summon", "source": "deck"}, DECK_HINT),
    Step("5 beats 3: a success! Your total 8 is still below Ben's 11, so you go again. Summon once more.",
         "deck", {"kind": "summon", "source": "deck"}, DECK_HINT),
    Step("A 14! Your total 22 is above Ben's, so Ben summons. He shows The Tower (12): his total 23 is "
         "higher than yours again.", "total:1", bots=(Bot(1, SUMMON),)),
    Step("Your turn again, and you cannot pass. The next card has to be stronger than 14... "
         "Be brave and summon.", "deck", {"kind": "summon", "source": "deck"}, DECK_HINT),
    Step("6 is not stronger than 14: the summon failed. You are out of the round and your row is "
         "thrown away. Ben is the last one in, so he wins the round.", None),
    Step("Ben's row shows 2 red dots, so you take 2 damage: you draw 2 cards from your Life Deck. "
         "Click Gutter Mummer to keep it in your reserves; the other is discarded.",
         f"fan:{KEPT}", {"kind": "keep", "card": KEPT}, "Click Gutter Mummer, the card to keep."),
    Step("Round 2! The winner of the last round starts: Ben summons Gloaming Wisp (6). Your kept card "
         "lies face up in your reserves.", f"reserve:{KEPT}", bots=(Bot(1, SUMMON),)),
    Step("Some cards carry an ability, written under their name, like Ben's Gloaming Wisp: when it is summoned, "
         "it may topple a rival's last card. Point at any card to read it large. When one of yours can be used, "
         "buttons at the top ask you: use it, or Let it pass.", "rowcard:1:0"),
    None,              # the reserve summon: its words follow Click to move (see reserve_step)
    Step("Your Life Deck is your life. Damage draws from it; taking damage with an empty Life Deck puts "
         "you out of the game.", "life:0"),
    Step("The last player left has their fortune told from the cards still in their Life Deck: the "
         "present, the near future and the far future. You know Dread Draw now!", None),
]



def _two_clicks(host):
    """Autoplay with Click to move: pick the reserve card up with a click, put it down with one on the row."""
    a, b = host.find(f"reserve:{KEPT}"), host.find("row:0")
    return click_frames(a.center) + click_frames(b.center) if a is not None and b is not None else None


def reserve_step(click: bool) -> Step:
    """Summoning the kept card from the reserves: by a drag, or with Click to move a click on the card, then one
    on the row, as the prompts in play say."""
    move = "Click Gutter Mummer, then click your row to put it down." if click else \
        "Drag Gutter Mummer onto your row."
    hint = "Click Gutter Mummer in your reserves, then click your row." if click else \
        "Drag Gutter Mummer from your reserves onto your row."
    gesture = _two_clicks if click else ("drag", f"reserve:{KEPT}", "row:0")
    return Step("Instead of the Draw Deck, you may summon a reserve card: it only has to beat your own last card, "
                f"and your row is empty. {move}", f"reserve:{KEPT}",
                {"kind": "summon", "source": "reserve", "card": KEPT}, hint, gesture=gesture)


STEPS = Worded(lambda click: [reserve_step(click) if step is None else step for step in SCRIPT])

TUTORIAL = Tutorial(game="dreaddraw", names=("Ana", "Ben"), seed=3459, steps=STEPS, targets=targets,
                    title="Dread Draw")
