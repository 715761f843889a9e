"""Art built in stages, so a screen can prepare it over several frames instead of in one long one.

    @staged(maxsize=4)
    def table_art(track, scale):          # a generator: yields between stages, returns the picture
        ...
        yield
        ...
        return picture

    table_art(track, scale)               # the picture (built now, or the rest of the stages run now)
    yield from table_art.steps(track, scale)   # in a scene's prepare(): one stage per job

Both share one cache per key, and a build half done by steps() is finished, not restarted, by a call.

A drawing whose caches are cold (a board's first frame at a new size: its first texts, shadows, pictures)
can be warmed in slices too, without knowing what it will need:

    yield from sliced(lambda: board.draw(screen))

runs the drawing, and once its time is up the next cache fill (filled(), called by assets.text, the panel
shadows and staged builds after they keep what they made) stops it with OutOfTime; the next job draws
again from the start, finding what the last one made. Every try keeps at least one new picture, so it
ends; drawing never changes state, so stopping half way is harmless.
"""
from __future__ import annotations

import contextlib
import functools
import math
import time
from collections import OrderedDict

SLICE = 0.004      # seconds a sliced drawing may run before the next cache fill ends the job


class OutOfTime(BaseException):
    """A sliced drawing's time is up (a BaseException: no `except Exception` in drawing code swallows it)."""


_deadline: list[float] = []       # the running sliced drawing's deadline, when one runs


def filled() -> None:
    """A cache was just filled and keeps what was made: inside a sliced drawing whose time is up, stop."""
    if _deadline and time.perf_counter() > _deadline[-1]:
        raise OutOfTime


@contextlib.contextmanager
def whole():
    """Work that a sliced drawing never stops half way (a stage of a staged build, a part of a backdrop): the
    stop comes after it, by filled(), and the work resumes where it stopped."""
    _deadline.append(math.inf)
    try:
        yield
    finally:
        _deadline.pop()


def sliced(draw, budget: float = SLICE):
    """Jobs (a generator) that run draw() until it completes: each try stops at the first cache fill after
    budget seconds and yields; the next try starts again, finding the caches the last one filled."""
    while True:
        _deadline.append(time.perf_counter() + budget)
        try:
            draw()
            done = True
        except OutOfTime:
            done = False
        finally:
            _deadline.pop()
        yield                  # every try is a job of its own, the last one too
        if done:
            return


def paced(calls, budget: float = 0.001):
    """Jobs (a generator) from calls (an iterable of functions making cached pictures): a job ends once
    budget seconds of work piled up, so a list of mostly warm pictures (cache hits cost next to nothing)
    passes in a job or two, and a cold one costs about a picture a job."""
    start = time.perf_counter()
    for call in calls:
        call()
        if time.perf_counter() - start > budget:
            yield
            start = time.perf_counter()
    yield


def staged(maxsize: int = 8):
    def wrap(build):
        done: OrderedDict = OrderedDict()
        running: dict = {}

        def _advance(key) -> bool:
            """One stage of key's build; True when the picture is made. A stage runs whole (a sliced drawing
            may stop after it: the build resumes where it stopped)."""
            if key in done:
                return True
            gen = running.get(key)
            if gen is None:
                gen = running[key] = build(*key)
            made = False
            with whole():
                try:
                    next(gen)
                except StopIteration as stop:
                    del running[key]
                    done[key] = stop.value
                    while len(done) > maxsize:
                        done.popitem(last=False)
                    made = True
                except BaseException:         # the build failed: start over next time
                    running.pop(key, None)
                    raise
            filled()
            return made

        @functools.wraps(build)
        def get(*key):
            while not _advance(key):
                pass
            done.move_to_end(key)
            return done[key]

        def steps(*key):
            if key in done:
                return
            while not _advance(key):
                yield
            yield              # the last stage is a job of its own too

        def cache_clear() -> None:
            done.clear()
            running.clear()

        get.steps = steps
        get.cache_clear = cache_clear
        get.cached = lambda *key: key in done
        get.cache_info = lambda: (len(done), len(running))     # tools/hitch.py names staged builds too
        return get
    return wrap
