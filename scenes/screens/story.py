"""What the results screen tells about a finished game, per game: not a generic "Score" column.

story(table) -> Story: the ranking (seats top to bottom) with one telling column ("Rounds won",
"Dream tokens"...), a few facts in words (the winning character, who went out in which order, why a
tie went the winner's way, the dreams) and, where the game has one, a chart over time (BFDI's Stars
after each Challenge, the Dodos race round by round). Everything is read from the table's events and
from public views of a replay of the record: the screen never decides a rule.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from game.core import saves
from game.core.words import join, plural


@dataclass
class Chart:
    title: str
    x_label: str
    series: list[list[float]]          # one line per seat
    goal: float | None = None          # a line to reach (the Dodos finish)
    label: Callable[[float], str] | None = None    # how the axis names a value (Dodos: "start" below space 1)


@dataclass
class Story:
    column: str | None
    values: list[str]                  # per seat, for the column
    order: list[int]                   # seats, best first
    facts: list[str] = field(default_factory=list)
    chart: Chart | None = None


REPLAY_SLICE = 40      # actions a job of story_steps() replays (BFDI: about 1 ms)


def story(table) -> Story:
    """The whole story now (tests, the text report)."""
    steps = story_steps(table)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def story_steps(table):
    """The story in jobs (a generator that yields between slices of the replay a chart reads, and returns the
    Story): the results screen tells it behind its cover instead of inside the frame that ends the game."""
    game = table.spec.id
    teller = {"bfdi": _bfdi, "dreaddraw": _dreaddraw, "dodos": _dodos, "dreamcatcher": _dreamcatcher}.get(game)
    if teller is None or not table.match.over:
        return _plain(table)
    told = teller(table)
    chart = {"bfdi": _bfdi_chart, "dodos": _dodos_chart}.get(game)
    if chart is not None:
        told.chart = yield from chart(table)
    return told


def _plain(table) -> Story:
    match = table.match
    scores = (match.scores() if match.over else None) or [0.0] * len(table.names)   # a game may keep none
    order = sorted(range(len(table.names)), key=lambda s: (s not in match.winners(), -scores[s]))
    return Story("Score", [f"{v:g}" for v in scores], order)


def _named(text: str, names) -> str:
    """A game's {p0} placeholders filled with the players' names."""
    for i, name in enumerate(names):
        text = text.replace("{p%d}" % i, name)
    return text


def _events(table, kind: str) -> list:
    return [e for step in table.steps for e in step.events if e.kind == kind]


def _snapshots(table, kinds: tuple[str, ...], read):
    """Jobs returning read(view) after every action whose events include one of kinds, then once at the end."""
    out = []

    def observe(seat, action, events, match) -> None:
        if any(e.kind in kinds for e in events):
            out.append(read(match.view(None)))
    run = saves.Replay(table.record, observe)
    while not run.step(REPLAY_SLICE):
        yield
    out.append(read(run.match.view(None)))
    return out


def _by_seat(snaps: list[list[float]], players: int) -> list[list[float]]:
    return [[float(snap[s]) for snap in snaps] for s in range(players)]


# ---- the four games -------------------------------------------------------------------------------
def _bfdi(table) -> Story:
    from game.bfdi.data import character
    m, names = table.match, table.names
    n = len(names)
    out = [e.data for e in _events(table, "eliminate")]
    left = m.scores()
    gone = [e.data["seat"] for e in _events(table, "leave")]
    order = list(m.winners()) + [s for s in range(n) if s not in m.winners() and s not in gone] + gone[::-1]
    facts = []
    if getattr(m, "winning_char", None) is not None:
        facts.append(f"Winning character: {character(m.winning_char)['name']} ({names[m.winners()[0]]})")
    elif m.winners():
        standing = [c for c in m.board.standing()]
        facts.append(f"Still standing for {names[m.winners()[0]]}: "
                     + join(character(c)["name"] for c in standing))
    if out:
        facts.append("Into the Tiny Loser Chamber, in order: "
                     + join(f"{character(d['char'])['name']} ({names[d['seat']]})" for d in out))
    return Story("Characters left", [str(int(v)) for v in left], order, facts)


def _bfdi_chart(table):
    stars = yield from _snapshots(table, ("challenge",), lambda v: v["stars"])
    if len(stars) < 2:
        return None
    return Chart("Stars after each Challenge", "Challenge", _by_seat(stars, len(table.names)))


def _dreaddraw(table) -> Story:
    m, names = table.match, table.names
    n = len(names)
    view = m.view(None)
    won = [view["seats"][s]["rounds_won"] for s in range(n)]
    defeated = [e.data["seat"] for e in _events(table, "defeated")]
    order = list(m.winners()) + [s for s in range(n) if s not in m.winners() and s not in defeated] + defeated[::-1]
    facts = []
    if defeated:
        facts.append("Out of the game, in order: " + join(names[s] for s in defeated))
    if m.winners():
        w = m.winners()[0]
        facts.append(f"{names[w]} wins as the last player with a Life Deck, after winning "
                     f"{plural(won[w], 'round')}")
    return Story("Rounds won", [str(v) for v in won], order, facts)


def _dodos(table) -> Story:
    from game.dodos.data import TRACKS
    m, names = table.match, table.names
    n = len(names)
    view = m.view(None)
    track = TRACKS[view["track"]]
    pos = view["positions"]
    hands = view["hand_sizes"]
    order = sorted(range(n), key=lambda s: (s not in m.winners(), -pos[s], -hands[s]))
    finish = view["finish"]

    def where(s: int) -> str:
        p = pos[s]
        if p >= finish:
            return "finished"
        return f"space {track.space_of(p)}" if p > 0 else f"start {1 - p}"
    facts = []
    winners = list(m.winners())
    tied = [s for s in range(n) if pos[s] == max(pos)]
    if len(tied) > 1:
        facts.append(f"{join(names[s] for s in tied)} reached the same space; the most cards in hand breaks the tie "
                     f"({join(names[s] + ': ' + plural(hands[s], 'card') for s in tied)})")
    if winners:
        verb = "wins" if len(winners) == 1 else "win"
        facts.append(f"{join(names[s] for s in winners)} {verb} the race")
    return Story("Where", [where(s) for s in range(n)], order, facts)


def _dodos_chart(table):
    rounds = yield from _snapshots(table, ("round",), lambda v: v["positions"])
    return Chart("The race, round by round", "Round", _by_seat(rounds, len(table.names)),
                 float(table.match.view(None)["finish"]), lambda v: "start" if v <= 0 else f"{v:g}")


def _dreamcatcher(table) -> Story:
    m, names = table.match, table.names
    n = len(names)
    view = m.view(None)
    if view["mode"] == "coop":
        from game.dreamcatcher.data import NIGHTMARE_BY_ID, TOY_BY_ID
        caught = _events(table, "set_aside")
        lost = any(e.data.get("reason") == "nightmare_won" for e in _events(table, "game_over"))
        nights = [f"Night {i + 1}: {NIGHTMARE_BY_ID[e.data['card']].name} under the {TOY_BY_ID[e.data['toy']].name}"
                  for i, e in enumerate(caught)]
        missed = [e for e in _events(table, "placed") if not e.data.get("covered")]
        if lost and missed:
            e = missed[-1]
            nights.append(f"Night {len(caught) + 1}: {NIGHTMARE_BY_ID[e.data['card']].name} peeked out from under "
                          f"the {TOY_BY_ID[e.data['toy']].name}")
        # two nights a line, so all eight and the summary fit the results page
        facts = [" · ".join(nights[i:i + 2]) for i in range(0, len(nights), 2)]
        facts.append(f"Together you caught {len(caught)} of 8 Nightmares")
        return Story(None, ["" for _ in range(n)], list(range(n)), facts)
    counts = [b["count"] for b in view["boards"]]
    order = sorted(range(n), key=lambda s: (s not in m.winners(), -counts[s]))
    dreams: dict[int, str] = {}
    for e in _events(table, "dreams_drawn"):
        if e.data.get("story"):
            dreams[e.data["seat"]] = e.data["story"]
    facts = [_named(dreams[s], names) for s in order if s in dreams]
    return Story("Dream tokens", [str(c) for c in counts], order, facts)
