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

A panel painted again when what it shows changes (the log, a side panel) is a Kept picture: in a window,
a repaint that runs past the frame's fill time (FILL_TIME from the frame's start, set by the app each
frame) stops at a cache fill and goes on in the next frame, the old picture staying up meanwhile (a
frame late is not seen; a 7 ms frame of new texts is). Headless apps set no fill time: painted at once.
"""
from __future__ import annotations

import contextlib
import functools
import math
import time
from collections import OrderedDict

import pygame

from . import textreport

SLICE = 0.004      # seconds a sliced drawing may run before the next cache fill ends the job
FILL_TIME = 0.008  # seconds from a window frame's start after which a Kept repaint waits for the next frame


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


def attempt(draw, deadline: float) -> bool:
    """Run draw() until the first cache fill after deadline (perf_counter seconds); True if it completed."""
    _deadline.append(deadline)
    try:
        draw()
        return True
    except OutOfTime:
        return False
    finally:
        _deadline.pop()


_at_once = [False]     # jobs run back to back (a headless app's prepare): nothing to slice


@contextlib.contextmanager
def at_once():
    """Jobs run back to back with no frame to keep moving (a headless app): a sliced drawing runs whole in
    its first try, since each later try would draw again what the last one drew but did not keep."""
    before, _at_once[0] = _at_once[0], True
    try:
        yield
    finally:
        _at_once[0] = before


def at_once_now() -> bool:
    """Whether jobs run back to back now (at_once): no frame between them to keep moving."""
    return _at_once[0]


def sliced(draw, budget: float = SLICE):
    """Jobs (a generator) that run draw() until it completes: each try stops at the first cache fill after
    budget seconds and yields; the next try starts again, finding the caches the last one filled."""
    while True:
        done = attempt(draw, math.inf if _at_once[0] else time.perf_counter() + budget)
        yield                  # every try is a job of its own, the last one too
        if done:
            return


_fill_until: list[float | None] = [None]     # this window frame's fill deadline (None: headless, paint at once)


def begin_frame(until: float | None) -> None:
    """A window frame began: Kept repaints may wait for the next one past `until` (perf_counter seconds);
    None: painted at once (a headless app)."""
    _fill_until[0] = until


class Kept:
    """A picture painted again only when its key changes. In a window, a repaint past the frame's fill time
    stops at a cache fill and goes on next frame while the old picture is shown (scenes/prepare.py)."""

    def __init__(self, clear=(0, 0, 0, 0)) -> None:
        self.key = None
        self.surface: pygame.Surface | None = None
        self._spare: pygame.Surface | None = None   # the picture before this one: the next repaint's canvas
        self.clear = clear                          # without alpha: an opaque picture on that colour

    def get(self, key, size: tuple[int, int], paint, late: bool = False) -> pygame.Surface | None:
        """The picture for key: paint(surface) onto a clear surface of size, unless it is the one kept.
        late: a picture appearing (none kept of this size) may come a frame late too: None until then."""
        if self.surface is not None and self.key == key and not textreport.recording():   # the report sees each text
            return self.surface
        until = _fill_until[0]
        shown = self.surface is not None and self.surface.get_size() == size
        if until is None or not (shown or late):
            self._paint(key, size, paint)
        elif not attempt(lambda: self._paint(key, size, paint), until) and not shown:
            return None
        return self.surface

    def _paint(self, key, size, paint) -> None:
        """Paint on the picture before last, cleared (a new surface costs page faults: 10 ms and more for a
        tall panel in a long session), and keep it; the one shown until now becomes the next canvas."""
        surface = reused(self._spare, size, self.clear) or canvas(size, self.clear)
        paint(surface)
        self.key = key
        self._spare, self.surface = self.surface, surface

    def clear(self) -> None:
        self.key, self.surface, self._spare = None, None, None


_UNFINISHED = object()      # the key of a part left unfinished: never equal to a part's key


def clipped(surface: pygame.Surface, rect, draw):
    """draw(surface) with nothing drawn outside rect (a part of a Surround, drawn there or straight on a frame)."""
    before = surface.get_clip()
    surface.set_clip(pygame.Rect(rect).clip(before))
    try:
        return draw(surface)
    finally:
        surface.set_clip(before)


class Surround:
    """A window-sized picture of a base (a backdrop) with parts painted into their own rectangles: a part is
    painted again, on the base and clipped to its rectangle, only when its key changes, and the whole base only
    when it does. A frame blits one opaque picture; a change costs its part, never the window.

    Parts that may wait (the surroundings of a table: its bar, players and log all change with each action,
    in the frame that also applies it) are painted again one a frame in a window, the one waiting longest
    first: a frame late is not seen, three repaints in the frame of an action are. Headless: all at once."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.base = None                         # the key of the base the picture stands on
        self.parts: dict[str, tuple] = {}        # name -> (rectangle, key) as painted
        self.stale: dict[str, int] = {}          # a part that may wait -> the call that first found it changed
        self.viewer = None                       # whose eyes the picture was painted for
        self.calls = 0

    def on(self, base_key, base: pygame.Surface) -> pygame.Surface:
        """The picture standing on this base, its parts to paint again if the base is new (a job of its own
        behind a cover: a window-sized surface and its copy of the base are the costly part)."""
        size = base.get_size()
        if self.surface is None or self.surface.get_size() != size or self.base != base_key:
            self.surface = reused(self.surface, size, None) or canvas(size, None)
            self.surface.blit(base, (0, 0))
            self.base, self.parts = base_key, {}
            filled()                             # a sliced drawing (a first frame behind a cover) may stop here
        return self.surface

    def get(self, base_key, base: pygame.Surface, parts, waiting=(), viewer=None) -> pygame.Surface:
        """The picture; parts and waiting: (name, rectangle, key, draw(surface)), drawn in window coordinates
        (a draw that returns False left its part unfinished, and is called again next time whatever the key);
        waiting: parts that may be painted a frame or two late (see the class), unless the viewer changed (whose
        eyes the screen shows: what one seat may read never stays up for the next). A part left out (its owner
        draws it each frame while it moves) leaves the picture: its place shows the base."""
        picture = self.on(base_key, base)
        self.calls += 1
        fresh = not self.parts or viewer != self.viewer     # a new base (nothing on it yet), or new eyes: all now
        self.viewer = viewer
        named = {part[0] for part in (*parts, *waiting)}
        for gone in [name for name in self.parts if name not in named]:    # a part now drawn each frame: its
            rect = self.parts.pop(gone)[0]                                # place as the base has it
            picture.blit(base, rect, rect)
        for part in parts:
            self._paint(picture, base, *part)
        changed = [part for part in waiting if not self._current(part[0], part[1], part[2])]
        if changed and _fill_until[0] is not None and not fresh:     # a window: the longest waiting one
            for name, *_ in changed:
                self.stale.setdefault(name, self.calls)
            changed = [min(changed, key=lambda part: self.stale[part[0]])]
        for part in changed:
            self.stale.pop(part[0], None)
            self._paint(picture, base, *part)
        return picture

    def _current(self, name: str, rect, key) -> bool:
        return self.parts.get(name) == (tuple(pygame.Rect(rect)), key)

    def _paint(self, picture: pygame.Surface, base: pygame.Surface, name: str, rect, key, draw) -> None:
        """The part painted again on the base, unless it shows this key already."""
        rect = pygame.Rect(rect)
        painted = self.parts.get(name)
        if painted == (tuple(rect), key):
            return
        if painted is not None and painted[0] != tuple(rect):   # where it was (a new layout moved it)
            picture.blit(base, painted[0], painted[0])
        picture.blit(base, rect, rect)
        self.parts[name] = (tuple(rect), _UNFINISHED)     # until it is done (a sliced drawing may stop it)
        done = clipped(picture, rect, draw) is not False     # False: left unfinished, drawn again next time
        self.parts[name] = (tuple(rect), key if done else _UNFINISHED)
        filled()


def canvas(size: tuple[int, int], clear=(0, 0, 0, 0)) -> pygame.Surface:
    """A new picture of size filled with clear, in the display's pixel format (blits onto the window need no
    conversion); opaque when clear has no alpha (an opaque blit costs less than half of a blended one)."""
    if clear is not None and len(clear) == 4:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        return surface.convert_alpha() if pygame.display.get_surface() else surface
    display = pygame.display.get_surface()
    surface = pygame.Surface(size, 0, display) if display else pygame.Surface(size)    # its format: no converted copy
    if clear is not None:
        surface.fill(clear)
    return surface


def reused(spare: pygame.Surface | None, size: tuple[int, int], clear) -> pygame.Surface | None:
    """spare filled with clear when it has the size (a new surface costs page faults: 5-25 ms for a window-sized
    one), else None: a picture painted again on the one before last (Kept, theme.Backdrop)."""
    if spare is None or spare.get_size() != size:
        return None
    if clear is not None:
        spare.fill(clear)
    return spare


def kept(owner, name: str) -> Kept:
    """owner's Kept picture called name, made on first use."""
    pictures = owner.__dict__.setdefault("_kept", {})
    picture = pictures.get(name)
    if picture is None:
        picture = pictures[name] = Kept()
    return picture


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


def awaited(thread, wait: float = 0.003):
    """Jobs that last until thread has ended (modules loading behind, game.core.lazy.load_behind): each job
    waits a little, the GIL left to the loader, so a screen stays covered until its imports are done rather
    than sharing its first play frames with them."""
    while thread.is_alive():
        thread.join(wait)
        yield


def picture_cache(maxsize: int = 128):
    """functools.lru_cache for a picture a drawing makes: once a new picture is kept, a sliced drawing whose
    time is up may stop there (filled()). Calling filled() inside the cached function would stop before the
    cache keeps the picture, and the next try would make it again."""
    def wrap(make):
        made: list[bool] = []

        @functools.lru_cache(maxsize)
        def cached(*args):
            made.append(True)                # runs on a miss only
            return make(*args)

        @functools.wraps(make)
        def get(*args):
            made.clear()
            picture = cached(*args)
            if made:
                filled()
            return picture
        get.cache_info, get.cache_clear = cached.cache_info, cached.cache_clear
        return get
    return wrap


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
