"""The heap's pages touched ahead (scenes/reserve.py, issue 20): a picture made in a play frame lands on pages
an idle job touched, not on fresh ones the kernel must fault in (4-5 us a page: a card's face and shadow some
400 pages, a window-sized surface 2000)."""
from __future__ import annotations

import resource
import sys

import pytest

from scenes import reserve

glibc = pytest.mark.skipif(not reserve.available(), reason="the reserve works with glibc only")


@glibc
def test_top_up_touches_what_the_heaps_top_lacks_a_chunk_a_job_and_holds_nothing_after():
    reserve.settle()
    before, short = reserve._libc.mallinfo2().uordblks, (8 << 20) - reserve.free_bytes()
    jobs = sum(1 for _ in reserve.top_up(keep=8 << 20, chunk=1 << 20))
    assert jobs == max(0, -(-short // (1 << 20)))                   # a chunk a job
    assert reserve._libc.mallinfo2().uordblks <= before + 4096      # all given back to the heap
    assert sum(1 for _ in reserve.top_up(keep=reserve.free_bytes())) == 0      # nothing lacking: no job


@glibc
def test_a_surface_made_after_a_top_up_faults_in_no_fresh_pages():
    import pygame
    reserve.settle()
    list(reserve.top_up(keep=16 << 20))
    before = resource.getrusage(resource.RUSAGE_THREAD).ru_minflt
    surface = pygame.Surface((800, 600), pygame.SRCALPHA)          # 1.9 MB: some 470 pages
    faults = resource.getrusage(resource.RUSAGE_THREAD).ru_minflt - before
    assert surface.get_at((0, 0)).a == 0 and faults < 50


@glibc
def test_a_dropped_round_frees_what_it_held():
    reserve.settle()
    jobs = reserve.top_up(keep=reserve.free_bytes() + (4 << 20), chunk=1 << 20)
    next(jobs)
    held = reserve.free_bytes()
    jobs.close()                                                   # a new screen drops the idle round
    assert reserve.free_bytes() >= held


def test_ahead_runs_every_job_in_order_with_the_top_ups_between(monkeypatch):
    ran = []

    def jobs():
        for n in range(3):
            ran.append(n)
            yield
    monkeypatch.setattr(reserve, "free_bytes", lambda: 0 if len(ran) == 1 else reserve.KEEP)
    monkeypatch.setattr(reserve, "top_up", lambda: iter(["touch"]))
    steps = list(reserve.ahead(jobs()))
    assert ran == [0, 1, 2]
    assert len(steps) == (4 if reserve.available() else 3)         # one top-up job, before the job that found it short


def test_without_glibc_nothing_is_done(monkeypatch):
    monkeypatch.setattr(reserve, "_libc", None)
    assert not reserve.settle() and reserve.free_bytes() == 0 and list(reserve.top_up()) == []
    assert list(reserve.ahead(iter([None, None]))) == [None, None]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux")
def test_the_app_settles_the_heap_and_runs_its_idle_jobs_through_the_reserve(app, monkeypatch):
    seen = []
    monkeypatch.setattr(reserve, "settle", lambda: seen.append("settle"))
    monkeypatch.setattr(reserve, "ahead", lambda jobs: seen.append("ahead") or jobs)
    app.settle_memory()
    app.idle_budget = 1.0
    from scenes.screens.title import Title
    app.push(Title(app))
    app.step([], 1 / 60)
    app.step([], 1 / 60)
    assert seen[:2] == ["settle", "ahead"]
