"""The garbage collector kept out of play frames (scenes/collector.py), checked by behaviour, never by timing:
automatic full passes are off once the app settles, a full pass runs only when a frame has time to spare for
it, what a prepared screen made is frozen, and the packaged app's start-up runs without the collector."""
from __future__ import annotations

import gc
import weakref

import pytest

from game.core import SeatInfo, Table
from scenes.collector import OFF, Collector, boot
from scenes.host import HostScene


@pytest.fixture
def gc_state():
    threshold = gc.get_threshold()
    yield
    gc.enable()
    gc.unfreeze()
    gc.set_threshold(*threshold)


class Node:
    pass


def _old_cycle():
    """A cycle (only the collector can free it) that died in the old generation: young passes never see it."""
    node = Node()
    node.me = node
    gc.collect(1)                                  # alive here: moved on to the old generation
    return weakref.ref(node)


def test_settled_no_automatic_full_pass_and_one_in_a_frames_spare_time(gc_state):
    collector = Collector()
    assert not collector.managing
    collector.settle()
    assert collector.managing and gc.isenabled() and gc.get_threshold()[2] == OFF
    alive = _old_cycle()
    for _ in range(5):
        gc.collect(1)
    assert alive() is not None                     # no automatic full pass took it
    collector.spare(0.0)                           # a frame with no time left: nothing
    assert alive() is not None and gc.get_count()[2] >= 5
    collector.rate = 1.0                           # a pass estimated at 5 s: more than a frame can spare
    assert not collector.spare(0.010) and alive() is not None
    collector.rate = 1e-6
    frozen = gc.get_freeze_count()
    assert collector.spare(0.010)                  # it fits: collected, what survived frozen
    assert alive() is None and gc.get_count()[2] == 0 and gc.get_freeze_count() > frozen


def test_a_pass_waits_until_enough_young_collections_are_pending(gc_state):
    collector = Collector()
    collector.settle()
    gc.collect(1)
    assert not collector.spare(1.0) and gc.get_count()[2] == 1


def test_without_settling_the_app_leaves_the_collector_alone(gc_state):
    collector = Collector()
    for _ in range(5):
        gc.collect(1)
    assert not collector.spare(1.0) and gc.get_freeze_count() == 0


def test_start_up_runs_without_the_collector_until_an_app_exists(gc_state):
    boot()
    assert not gc.isenabled()
    loaded = [Node() for _ in range(1000)]         # what start-up's imports made
    Collector()
    assert gc.isenabled()
    assert gc.get_count()[0] == 0 and gc.get_freeze_count() >= len(loaded)   # frozen: no young pass scans it


def test_a_prepared_table_is_frozen_when_its_jobs_end(app, driver, quick_bots, gc_state):
    app.settle_memory()
    app.prepare_budget = 1e-9                      # as in a window: the table's jobs run over frames
    app.push(HostScene(app, Table.new("pebbles", [SeatInfo("Ana"), SeatInfo("Ben", "easy", 1)], {}, 4)))
    assert app.preparing
    node = Node()                                  # made while the screen was prepared, with it
    node.me = node
    alive = weakref.ref(node)
    frames = 0
    while app.preparing and frames < 200:
        driver.frames(1)
        frames += 1
    assert not app.preparing
    del node
    gc.collect()                                   # frozen with the table: even a full pass keeps it
    assert alive() is not None


def test_app_run_settles_after_its_first_frame(app, driver, gc_state, monkeypatch):
    from scenes.screens.title import Title
    app.push(Title(app))
    settled, settle = [], app.collector.settle
    monkeypatch.setattr(app.collector, "settle", lambda: (settled.append(app.frame), settle()))
    app.run(frames=1)
    assert settled == []                           # a single frame: it never waits for the pass
    app.running = True
    app.run(frames=2)
    assert settled == [1]
