"""Helpers that build BFDI states directly: a finished draft, chosen positions, hands, Challenges, dice."""
from __future__ import annotations

from game.core import Action
from game.core.registry import get
from game.bfdi import data
from game.bfdi.match import BfdiMatch

SPEC = get("bfdi")


def cid(key: str) -> int:
    return data.char_id(key)


def new(players: int = 3, mode: str = "basic", seed: int = 0, first: int | None = 0) -> BfdiMatch:
    return SPEC.create(players, {"mode": mode}, seed, first)


def draft(m: BfdiMatch, order: list[int] | None = None) -> BfdiMatch:
    """Finish the draft, picking from `order` (character ids) first, then the lowest ids in the pool."""
    order = list(order or [])
    while m.phase == "draft":
        want = next((c for c in order if c in m.pool), None)
        pick = want if want is not None else m.pool[0]
        if want is not None:
            order.remove(want)
        m.apply(m.turn, Action.make("pick", char=pick))
    return m


def with_pool(m: BfdiMatch, chars: list[int]) -> BfdiMatch:
    """Before the draft: make these characters (plus others to fill 12) the ones face up."""
    pool = list(chars) + [c for c in m.pool if c not in chars]
    pool = pool[:12]
    everyone = set(range(21))
    m.pool = sorted(pool)
    m.chamber = sorted(everyone - set(pool))
    return m


def started(players: int = 3, mode: str = "basic", seed: int = 0, chars: list[int] | None = None) -> BfdiMatch:
    m = new(players, mode, seed)
    if chars:
        with_pool(m, chars)
    return draft(m, chars)


def arrange(m: BfdiMatch, layout: dict[int, tuple[int, int]]) -> None:
    """Put characters exactly where given; characters not named stay where they are."""
    for c in layout:
        if c in m.board.where:
            m.board.remove(c)
    for c, (level, row) in layout.items():
        assert m.board.grid[level][row] is None, "space taken"
        m.board.place(c, level, row)


def only(m: BfdiMatch, layout: dict[int, tuple[int, int]]) -> None:
    """Send every other character to the Tiny Loser Chamber and place these as given."""
    for c in list(m.board.where):
        if c not in layout:
            m.board.remove(c)
            m.chamber.append(c)
    arrange(m, layout)


def set_challenge(m: BfdiMatch, attrs: list[str]) -> int:
    """Make the current Challenge one showing exactly these attributes (no moves happen)."""
    for ch in data.challenges():
        card = ch["id"]
        if sorted(ch["attributes"]) != sorted(attrs) or card not in m.chal_deck:
            continue
        m.chal_deck.remove(card)
        if m.chal_used:
            m.chal_deck.insert(0, m.chal_used.pop())
        m.chal_used.append(card)
        return card
    raise KeyError(attrs)


def give(m: BfdiMatch, seat: int, kind: str, attribute: str | None = None) -> int:
    """Move a Scene of this kind into a seat's hand from the deck, discard or another hand."""
    zones = [m.deck, m.discard] + [h for s, h in enumerate(m.hands) if s != seat]
    for zone in zones:
        for card in zone:
            if data.scene_type(card) == kind and (attribute is None or data.scene_attribute(card) == attribute):
                zone.remove(card)
                m.hands[seat].append(card)
                return card
    raise LookupError(kind)


def clear_hands(m: BfdiMatch) -> None:
    for h in m.hands:
        m.deck.extend(h)
        h.clear()


def dice(m: BfdiMatch, values: list[int]) -> None:
    """The next die rolls show these values (then the seeded die again)."""
    queue = list(values)
    original = type(m).roll_die

    def roll(seat, purpose):
        if not queue:
            return original(m, seat, purpose)
        value = queue.pop(0)
        m.last_roll = {"seat": seat, "value": value, "purpose": purpose}
        from game.core import Event
        return value, Event("roll", "{p%d} rolls %d" % (seat, value), dict(m.last_roll))
    m.roll_die = roll


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
        events += m.apply(m.turn, Action.make("pass"))
    return events


def scenes_total(m: BfdiMatch) -> int:
    devs = sum(len(v) for v in m.devs.values())
    return len(m.deck) + len(m.discard) + sum(len(h) for h in m.hands) + devs


def line_up(m: BfdiMatch, order: list[int], level: int = 3) -> None:
    """Everyone on one level from its top: `order` first, then the rest in their current standing."""
    rest = [c for c in m.board.standing() if c not in order]
    for c in list(m.board.where):
        m.board.remove(c)
    for row, c in enumerate(list(order) + rest):
        m.board.place(c, level, row)


def to_cake(m: BfdiMatch) -> list:
    """Everyone passes: Step C, then Step D starts (before-roll abilities included)."""
    return everyone_passes(m)


def roll(m: BfdiMatch) -> list:
    return m.apply(m.to_move()[0], Action.make("roll"))
