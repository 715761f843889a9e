"""Helpers that build BFDI scenarios through positions: a finished draft, chosen places, hands, Challenges, dice.

A scenario is a match's position edited and read back (`edit`), never a match's attributes set by hand: the
position's checks keep every scenario a state the game can be in. Each helper returns the rebuilt match.
"""
from __future__ import annotations

from typing import Any, Callable

from game.core import Action, Event
from game.core.registry import get
from game.bfdi import data
from game.bfdi.data import LEVELS, SPACES
from game.bfdi.rules import BfdiMatch

SPEC = get("bfdi")
State = dict[str, Any]


def cid(key: str) -> int:
    return data.char_id(key)


def new(players: int = 3, mode: str = "basic", seed: int = 0, first: int | None = 0) -> BfdiMatch:
    return SPEC.create(players, {"mode": mode}, seed, first)


def edit(m: BfdiMatch, change: Callable[[State], Any] | None = None, **values: Any) -> BfdiMatch:
    """The match rebuilt from its position, with `values` set in the state and then change(state) applied."""
    doc = m.to_position()
    doc["state"].update(values)
    if change is not None:
        change(doc["state"])
    return BfdiMatch.from_position(doc)


def draft(m: BfdiMatch, order: list[int] | None = None) -> BfdiMatch:
    """Finish the draft, picking from `order` (character ids) first, then the lowest ids in the pool."""
    order = list(order or [])
    while m.phase == "draft":
        want = next((c for c in order if c in m.pool), None)
        pick = want if want is not None else m.pool[0]
        if want is not None:
            order.remove(want)
        m.apply(m.active, Action.make("pick", char=pick))
    return m


def with_pool(m: BfdiMatch, chars: list[int]) -> BfdiMatch:
    """Before the draft: make these characters (plus others to fill 12) the ones face up."""
    pool = (list(chars) + [c for c in m.pool if c not in chars])[:data.IN_PLAY]
    return edit(m, pool=sorted(pool), chamber=sorted(set(range(len(data.characters()))) - set(pool)))


def started(players: int = 3, mode: str = "basic", seed: int = 0, chars: list[int] | None = None) -> BfdiMatch:
    m = new(players, mode, seed)
    if chars:
        m = with_pool(m, chars)
    return draft(m, chars)


# ---- the board, in a position's grid (4 levels of 12 spaces, row 0 the top) --------------------------------
def standing(state: State) -> list[int]:
    """Characters best placed first, as the rules order them."""
    return [c for level in reversed(state["board"]) for c in level if c is not None]


def _lift(state: State, chars) -> None:
    for column in state["board"]:
        for row, c in enumerate(column):
            if c in chars:
                column[row] = None


def arrange(m: BfdiMatch, layout: dict[int, tuple[int, int]]) -> BfdiMatch:
    """Put characters exactly where given; characters not named stay where they are."""
    def change(state):
        _lift(state, layout)
        for c, (level, row) in layout.items():
            assert state["board"][level][row] is None, "space taken"
            state["board"][level][row] = c
    return edit(m, change)


def line_up(m: BfdiMatch, order: list[int], level: int = 3) -> BfdiMatch:
    """Everyone on one level from its top: `order` first, then the rest in their current standing."""
    def change(state):
        everyone = list(order) + [c for c in standing(state) if c not in order]
        state["board"] = [[None] * SPACES for _ in range(LEVELS)]
        state["board"][level][:len(everyone)] = everyone
    return edit(m, change)


def to_chamber(m: BfdiMatch, chars: list[int]) -> BfdiMatch:
    """Send these characters from the board to the Tiny Loser Chamber (their Win Tokens go back)."""
    def change(state):
        _lift(state, chars)
        state["chamber"] += list(chars)
        state["tokens"] = [c for c in state["tokens"] if c not in chars]
    return edit(m, change)


def keep_only(m: BfdiMatch, keep: list[int]) -> BfdiMatch:
    """Every character but these goes to the Tiny Loser Chamber."""
    return to_chamber(m, [c for c in m.board.standing() if c not in keep])


# ---- cards -------------------------------------------------------------------------------------------------
def set_challenge(m: BfdiMatch, attrs: list[str]) -> BfdiMatch:
    """Make the current Challenge one showing exactly these attributes (no moves happen)."""
    card = _challenge_card(m, attrs)

    def change(state):
        state["challenge_deck"].remove(card)
        if state["challenges_used"]:
            state["challenge_deck"].insert(0, state["challenges_used"].pop())
        state["challenges_used"].append(card)
    return edit(m, change)


def challenge_on_top(m: BfdiMatch, attrs: list[str]) -> BfdiMatch:
    """Put the Challenge showing exactly these attributes on top of the Challenge deck."""
    card = _challenge_card(m, attrs)

    def change(state):
        state["challenge_deck"].remove(card)
        state["challenge_deck"].append(card)
    return edit(m, change)


def _challenge_card(m: BfdiMatch, attrs: list[str]) -> int:
    for ch in data.challenges():
        if sorted(ch["attributes"]) == sorted(attrs) and ch["id"] in m.chal_deck:
            return ch["id"]
    raise KeyError(attrs)


def _take(state: State, seat: int | None, kind: str, attribute: str | None) -> int:
    """Take a Scene of this kind from the draw pile, the discard pile or another seat's hand."""
    zones = [state["draw_pile"], state["discard_pile"]] + [h for s, h in enumerate(state["hands"]) if s != seat]
    for zone in zones:
        for card in zone:
            if data.scene_type(card) == kind and (attribute is None or data.scene_attribute(card) == attribute):
                zone.remove(card)
                return card
    raise LookupError(kind)


def give(m: BfdiMatch, seat: int, kind: str, attribute: str | None = None) -> tuple[BfdiMatch, int]:
    """Move a Scene of this kind into a seat's hand; (the match, the card)."""
    got = []
    m = edit(m, lambda state: got.append(_take(state, seat, kind, attribute))
             or state["hands"][seat].append(got[-1]))
    return m, got[0]


def attach(m: BfdiMatch, char: int, attribute: str) -> tuple[BfdiMatch, int]:
    """A Development of this attribute (from the piles or a hand) attached to a character; (the match, the card)."""
    got = []
    m = edit(m, lambda state: got.append(_take(state, None, "development", attribute))
             or state["devs"][str(char)].append(got[-1]))
    return m, got[0]


def clear_hands(m: BfdiMatch) -> BfdiMatch:
    def change(state):
        for h in state["hands"]:
            state["draw_pile"] += h
            h.clear()
    return edit(m, change)


def dice(m: BfdiMatch, values: list[int]) -> None:
    """The next die rolls show these values (then the seeded die again): a loaded die, not a position."""
    queue = list(values)
    original = type(m).roll_die

    def roll(seat, purpose):
        if not queue:
            return original(m, seat, purpose)
        value = queue.pop(0)
        m.last_roll = {"seat": seat, "value": value, "purpose": purpose}
        return value, Event("roll", "{p%d} rolls %d" % (seat, value), dict(m.last_roll))
    m.roll_die = roll


# ---- playing -----------------------------------------------------------------------------------------------
def owner_of(m: BfdiMatch, seat: int) -> list[int]:
    return m.chars_of(seat)


def play(m, seat, card, target, target2=None):
    kw = {"card": card, "target": target}
    if target2 is not None:
        kw["target2"] = target2
    return m.apply(seat, Action.make("play", **kw))


def everyone_passes(m: BfdiMatch) -> list:
    events = []
    while m.phase == "turns":
        events += m.apply(m.active, Action.make("pass"))
    return events


def scenes_total(m: BfdiMatch) -> int:
    devs = sum(len(v) for v in m.devs.values())
    return len(m.draw_pile) + len(m.discard_pile) + sum(len(h) for h in m.hands) + devs


def to_cake(m: BfdiMatch) -> list:
    """Everyone passes: Step C, then Step D starts (before-roll abilities included)."""
    return everyone_passes(m)


def roll(m: BfdiMatch) -> list:
    return m.apply(m.to_move()[0], Action.make("roll"))
