"""The results screen tells each game's own story: the right column, the facts, the chart over time."""
from __future__ import annotations

import pytest

from game.core import SeatInfo, Table, make_bot
from game.core.bots import SeatWindow
from scenes.screens.story import story


def finished(game: str, options: dict, players: int = 3, seed: int = 2) -> Table:
    seats = [SeatInfo(f"P{i + 1}", "easy", i) for i in range(players)]
    table = Table.new(game, seats, options, seed, 0)
    bots = {s: make_bot(table.spec, "easy", s, seed + s) for s in range(players)}
    for _ in range(5000):
        match = table.match
        if match.over:
            break
        seat = match.to_move()[0]
        table.act(seat, bots[seat].decide(SeatWindow(match.clone(), seat)))
    assert table.match.over
    return table


def test_bfdi_results_name_the_chamber_order_and_chart_stars_per_challenge():
    table = finished("bfdi", {})
    st = story(table)
    assert st.column == "Characters left" and st.order[0] == table.match.winners()[0]
    assert any(f.startswith("Into the Tiny Loser Chamber, in order:") for f in st.facts)
    assert any(f.startswith(("Winning character:", "Still standing for")) for f in st.facts)
    assert st.chart is not None and st.chart.title == "Stars after each Challenge"
    assert len(st.chart.series) == 3 and len(st.chart.series[0]) > 2


def test_dreaddraw_results_count_rounds_won_and_the_elimination_order():
    table = finished("dreaddraw", {})
    st = story(table)
    assert st.column == "Rounds won" and "Score" not in (st.column or "")
    assert st.order[0] == table.match.winners()[0]
    assert any(f.startswith("Out of the game, in order:") for f in st.facts)
    assert any("last player with a Life Deck" in f for f in st.facts)


def test_dodos_results_chart_the_race_round_by_round_to_the_finish():
    table = finished("dodos", {})
    st = story(table)
    view = table.match.view(None)
    assert st.chart is not None and st.chart.goal == view["finish"]
    rounds = sum(1 for step in table.steps for e in step.events if e.kind == "round")
    assert all(len(line) == rounds + 1 for line in st.chart.series)
    assert [line[-1] for line in st.chart.series] == [float(p) for p in view["positions"]]
    assert any(f.endswith("wins the race") or f.endswith("win the race") for f in st.facts)
    assert not any(" win the race" in f and " and " not in f for f in st.facts)     # "Ben wins", never "Ben win"
    assert st.chart.label(-2) == "start" and st.chart.label(0) == "start" and st.chart.label(12) == "12"


def test_dreamcatcher_results_rank_tokens_and_tell_the_dreams():
    table = finished("dreamcatcher", {"mode": "basic"})
    st = story(table)
    counts = [b["count"] for b in table.match.view(None)["boards"]]
    assert st.column == "Dream tokens"
    assert [counts[s] for s in st.order] == sorted(counts, reverse=True)
    assert st.facts and all("{p" not in f for f in st.facts)


def test_coop_results_list_the_nights_not_the_dreams():
    table = finished("dreamcatcher", {"mode": "coop", "level": 1}, players=2)
    st = story(table)
    assert st.column is None
    assert st.facts[0].startswith("Night 1: ") and " under the " in st.facts[0]    # the Nightmare and its toy
    assert st.facts[-1].startswith("Together you caught ") and st.facts[-1].endswith(" of 8 Nightmares")
    assert not any("dream" in f.lower() for f in st.facts)


@pytest.mark.parametrize("game,options", [("bfdi", {}), ("dodos", {})])
def test_the_results_screen_draws_the_story_and_offers_a_rematch_with_the_same_seats(app, game, options):
    from scenes.host import HostScene
    from scenes.screens.results import Results
    table = finished(game, options)
    results = app.push(Results(app, table))
    app.step([], 1 / 60)
    assert results.buttons[0].label.startswith("Rematch")
    assert results.chart is not None and results.chart.w > 100
    results.again()
    host = app.top
    assert isinstance(host, HostScene)
    assert [s.name for s in host.table.record.seats] == [s.name for s in table.record.seats]
    assert host.table.record.options == table.record.options


def test_every_fact_of_the_story_is_set_at_one_size(app):
    """Issue 21: the results screen's first fact was set smaller than the others (a long fact was shrunk to
    fit two lines): every fact is drawn at one size, wrapped whole."""
    from scenes import textreport, theme
    from scenes.screens.results import Results
    results = app.push(Results(app, finished("dreamcatcher", {"mode": "basic"})))
    app.step([], 1 / 60)
    long = "Ana dreamed " + ", then ".join(["she slid down a rainbow into a cloud of warm marshmallows"] * 3) + "."
    results.story.facts = [long, "Ben dreamed of a kite.", "Cleo dreamed of the sea."]
    results.backdrop = theme.Backdrop()
    textreport.start()
    app.step([], 1 / 60)
    rows = textreport.stop()
    sizes = {r["px"] for r in rows if any(r["text"] in fact for fact in results.story.facts)}
    assert len(sizes) == 1, sizes
    assert {"Ben dreamed of a kite.", "Cleo dreamed of the sea."} <= {r["text"] for r in rows}


def test_without_a_chart_the_facts_line_up_under_the_ranking(app):
    """A story with no chart (Dread Draw's): the ranking stands in the middle and the facts under it, not at the
    window's left edge."""
    from scenes.screens.results import Results
    results = app.push(Results(app, finished("dreaddraw", {})))
    app.step([], 1 / 60)
    assert results.chart is None
    assert (results.facts.x, results.facts.w) == (results.card.x, results.card.w)
    assert abs(results.card.centerx - app.size[0] // 2) <= 1
