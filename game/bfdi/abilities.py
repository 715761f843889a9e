"""Advanced-game character abilities: the hooks the rules call at the moments the card texts name.

Every function returns the events it caused. Each checks that its character is in play and that
the game is Advanced, so the rules can call them unconditionally.
"""
from __future__ import annotations

from game.core import Event, Match     # m is the BfdiMatch (rules.py, which imports this module)
from game.core.words import plural

from .data import TOP_LEVEL, char_with_ability


def active(m: Match, key: str) -> int | None:
    """The character with this ability if the game is Advanced and it is on the board."""
    if not m.advanced:
        return None
    cid = char_with_ability(key)
    return cid if cid in m.board.where else None


def _used(cid: int, seat: int, text: str, **data) -> Event:
    return Event("ability", text, {"char": cid, "seat": seat, **data})


# ---- Setup: once, when picked --------------------------------------------------------------
def on_pick(m: Match, seat: int, cid: int) -> list[Event]:
    if not m.advanced:
        return []
    key = m.ability(cid)
    n = m.players
    if key == "coins":
        m.stars[seat] += 2
        return [_used(cid, seat, "Coiny's Piggy Bank: {p%d} gains 2 Stars" % seat, stars=2)]
    if key == "seriously":
        m.stars[seat] += 1
        return [_used(cid, seat, "David: {p%d} gains 1 Star. Aw, seriously?" % seat, stars=1)]
    if key == "notes":
        return [_used(cid, seat, "Pen takes notes: {p%d} draws a Scene" % seat)] + m.draw(seat, 1)
    if key == "alliance_dues":
        payers = [s for s in range(n) if s != seat and m.stars[s] > 0]
        for s in payers:
            m.stars[s] -= 1
            m.stars[seat] += 1
        return [_used(cid, seat, "Pencil collects Alliance Dues: {p%d} gains %s" % (seat, plural(len(payers), "Star")),
                      payers=payers)]
    if key == "prank":
        victim = (seat + 1) % n
        if not m.hands[victim]:
            return [_used(cid, seat, "Blocky's prank misses: {p%d} has no Scenes" % victim, victim=victim)]
        card = m.hands[victim].pop(m.rng.randrange(len(m.hands[victim])))
        m.discard_pile.append(card)
        return [_used(cid, seat, "Blocky pranks {p%d}, who discards a Scene" % victim, victim=victim, card=card)]
    if key == "quiet_lead":
        others = [c for c in m.board.in_level(0) if c != cid]
        moves = []
        for c in [cid] + others:
            moves.append({"char": c, "from": list(m.board.remove(c))})
        for row, mv in enumerate(moves):
            mv["to"] = list(m.board.place(mv["char"], 0, row))
        return [_used(cid, seat, "Teardrop quietly takes the top space of Start", moves=moves)]
    return []


# ---- Anytime -------------------------------------------------------------------------------
def step_a_bonus(m: Match, cid: int, attrs: tuple[str, ...]) -> int:
    """Golf Ball moves one extra level in Step A when the Challenge shows Smart."""
    return 1 if active(m, "planner") == cid and "Smart" in attrs else 0


def swappable(m: Match, cid: int) -> bool:
    return active(m, "frozen") != cid


def boost_distance(m: Match, cid: int, roll: int | None, distance: int) -> int:
    """Tennis Ball counts a Boost roll of 1 as 2."""
    if roll == 1 and active(m, "bounce") == cid:
        return 2
    return distance


def after_boost(m: Match, moved: list[int]) -> list[Event]:
    rocky = active(m, "barf")
    if rocky in moved and m.board.level_of(rocky) == TOP_LEVEL:
        seat = m.owner[rocky]
        m.stars[seat] += 1
        return [_used(rocky, seat, "Rocky's Big Finish: {p%d} gains 1 Star" % seat, stars=1)]
    return []


def after_development(m: Match, cid: int) -> list[Event]:
    if active(m, "sharp") == cid:
        seat = m.owner[cid]
        return [_used(cid, seat, "Pin learns fast: {p%d} draws a Scene" % seat)] + m.draw(seat, 1)
    return []


def after_swap(m: Match, pair: tuple[int, int]) -> list[Event]:
    needy = active(m, "jealous")
    if needy in pair:
        seat = m.owner[needy]
        m.stars[seat] += 1
        return [_used(needy, seat, "Needy is jealous: {p%d} gains 1 Star" % seat, stars=1)]
    return []


def return_bonus(m: Match, first: int) -> list[Event]:
    if active(m, "show_off") == first:
        seat = m.owner[first]
        m.stars[seat] += 1
        return [_used(first, seat, "Snowball shows off: {p%d} gains 1 extra Star" % seat, stars=1)]
    return []


# ---- Cake at Stake -------------------------------------------------------------------------
def before_roll(m: Match) -> list[Event]:
    """Abilities that act at once, before the first roll. Flower's shove goes first: it changes spaces."""
    events = []
    flower = active(m, "shove")
    if flower is not None and m.space_of(flower) == 3:
        above = m.char_on_space(4)
        if above is not None:
            m.board.swap(flower, above)
            events.append(_used(flower, m.owner[flower], "Flower shoves past %s" % m.name(above),
                                swapped=above, spaces=[3, 4]))
    for key, check, gain, text in (
            ("kindness", lambda s: s <= 3, None, "Leafy's kindness: {p%d} draws a Scene"),
            ("totally", lambda s: s >= 4, 1, "Match is, like, totally safe: {p%d} gains 1 Star"),
            ("tremble", lambda s: s == 1, 2, "Woody trembles: {p%d} gains 2 Stars")):
        cid = active(m, key)
        if cid is None or not check(m.space_of(cid)):
            continue
        seat = m.owner[cid]
        events.append(_used(cid, seat, text % seat, stars=gain or 0))
        if gain is None:
            events += m.draw(seat, 1)
        else:
            m.stars[seat] += gain
    return events


def on_rolled(m: Match, cid: int) -> tuple[str, int | None, list[Event]]:
    """Abilities that wait for the die. Returns ("reroll", None, ev) or ("eliminate", who, ev)."""
    if active(m, "too_big") == cid and not m.cake["spongy_used"]:
        m.cake["spongy_used"] = True
        return "reroll", None, [_used(cid, m.owner[cid], "Spongy is too big to budge: roll again")]
    if active(m, "hot_streak") == cid and m.stars[m.owner[cid]] >= 3:
        seat = m.owner[cid]
        m.stars[seat] -= 3
        return "reroll", None, [_used(cid, seat, "Firey's Hot Streak: {p%d} pays 3 Stars, roll again" % seat,
                                      stars=-3)]
    if active(m, "rub_out") == cid:
        level, row = m.board.where[cid]
        above = m.board.grid[level][row - 1] if row > 0 else None
        if above is not None:
            return "eliminate", above, [_used(cid, m.owner[cid], "Eraser rubs out %s instead" % m.name(above),
                                              victim=above)]
    return "eliminate", cid, []


def on_eliminated(m: Match, victim: int, neighbours: list[int]) -> list[Event]:
    bubble = active(m, "cheer")
    if bubble is not None and bubble in neighbours:
        seat = m.owner[bubble]
        m.stars[seat] += 2
        return [_used(bubble, seat, "Bubble cheers for her neighbour: {p%d} gains 2 Stars" % seat, stars=2)]
    return []
