"""Every line a game writes in its log reads as English: "1 Star", "2 Stars", "an Angry", "Ben wins".

Seeded games of every game, every way to play and 2-6 seats (Random bots reach the odd corners; Easy bots
reach the endings) are played to the end, and every event text is read the way each seat reads it."""
import random

import pytest

from game.core import SeatWindow, get, make_bot
from wording import NAMES, problems


def ways(game_id: str) -> list[dict]:
    """Every way to play a game: each value of each option that changes the rules."""
    spec = get(game_id)
    found = [{}]
    for option in spec.options:
        if option.key in ("board", "gentle", "level"):
            continue
        found = [dict(w, **{option.key: v}) for w in found for v in option.values]
    return found


CASES = [(g, w, n) for g in ("bfdi", "dodos", "dreaddraw", "dreamcatcher") for w in ways(g)
         for n in range(get(g).players_for(w)[0], get(g).players_for(w)[1] + 1)]


def lines_of(game_id: str, options: dict, players: int, seed: int, level: str) -> tuple[set[str], set[str]]:
    """Every line any seat read, and the lines told twice by one move (one happening, two log lines)."""
    spec = get(game_id)
    match = spec.create(players, options, seed)
    bots = [make_bot(spec, level, s, seed * 31 + s) for s in range(players)]
    order = random.Random(seed)
    names = NAMES[:players]
    lines, twice, turn = set(), set(), 0
    while not match.over and turn < 3000:
        seat = order.choice(match.to_move())
        action = bots[seat].decide(SeatWindow(match, seat, turn=turn))
        events = match.apply(seat, action)
        for reader in [None, *range(players)]:
            told = [e.render(names, reader) for e in events if e.text or e.told(reader)]
            lines.update(told)
            twice.update(t for t in told if told.count(t) > 1)
        turn += 1
    lines.discard("")
    return lines, twice


@pytest.mark.parametrize("game_id,options,players", CASES,
                         ids=[f"{g}-{'-'.join(map(str, w.values())) or 'plain'}-{n}p" for g, w, n in CASES])
def test_every_log_line_reads_as_english(game_id, options, players):
    lines, twice = set(), set()
    for seed, level in ((1, "random"), (2, "random"), (3, "easy")):
        read, repeated = lines_of(game_id, options, players, seed, level)
        lines, twice = lines | read, twice | repeated
    bad = {line: problems(line) for line in sorted(lines) if problems(line)}
    bad.update({line: ["one happening told twice in the log"] for line in sorted(twice)})
    assert not bad, "\n".join(f"{line!r}: {', '.join(p)}" for line, p in bad.items())


@pytest.mark.parametrize("line,wrong", [
    ("Ana gains 1 Stars", True), ("Ana gains 1 Star", False), ("Ben takes 3 card", True),
    ("Ben plays a Angry Scene", True), ("Ben plays an Angry Scene", False), ("an Nice day", True),
    ("Ben win the race", True), ("Ana and Ben win the race", False), ("P1 & P2 win!", False), ("Ben wins the race", False),
    ("Cleo gains 2 life", False), ("{p0} passes", True),
])
def test_the_checker_knows_right_from_wrong(line, wrong):
    assert bool(problems(line)) is wrong
