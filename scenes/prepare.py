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
"""
from __future__ import annotations

import functools
from collections import OrderedDict


def staged(maxsize: int = 8):
    def wrap(build):
        done: OrderedDict = OrderedDict()
        running: dict = {}

        def _advance(key) -> bool:
            """One stage of key's build; True when the picture is made."""
            if key in done:
                return True
            gen = running.get(key)
            if gen is None:
                gen = running[key] = build(*key)
            try:
                next(gen)
                return False
            except StopIteration as stop:
                del running[key]
                done[key] = stop.value
                while len(done) > maxsize:
                    done.popitem(last=False)
                return True

        @functools.wraps(build)
        def get(*key):
            while not _advance(key):
                pass
            done.move_to_end(key)
            return done[key]

        def steps(*key):
            while not _advance(key):
                yield

        def cache_clear() -> None:
            done.clear()
            running.clear()

        get.steps = steps
        get.cache_clear = cache_clear
        get.cached = lambda *key: key in done
        get.cache_info = lambda: (len(done), len(running))     # tools/hitch.py names staged builds too
        return get
    return wrap
