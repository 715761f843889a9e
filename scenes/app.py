"""The app loop: window, clock, the scene stack, toasts, sound and settings.

Style after Mekire's cabbages-and-kings (data/tools.py Control) and Tuxemon's state stack:
events go to the top scene first and down the stack until one consumes them; overlays draw
over the scene below; only the top scene updates; drawing never changes state.
"""
from __future__ import annotations

import os
import time
from dataclasses import replace

import pygame

from . import TITLE, access, prepare, reserve, textreport, theme
from .assets import app_icon
from .botrunner import FRAMES
from .collector import Collector
from .routes import Routes
from .scene import Scene
from .settings import Settings
from .sound import Sound
from .widgets.toasts import Toasts

DEFAULT_SIZE = (1600, 900)
MIN_SIZE = (800, 450)
FPS = 60
PREPARE_BUDGET = 0.006     # seconds of a scene's prepare() jobs per frame, so the cover keeps animating
IDLE_BUDGET = 0.010        # seconds: a frame that spent this much (with the next idle job, gc pass) runs none
IDLE_JOBS = 2              # idle jobs a frame at most
IDLE_REST = 30             # frames between two rounds of the top scene's idle jobs
BOT_YIELD = 0.001          # seconds the loop sleeps after a frame while a bot thinks in its thread


def headless() -> bool:
    return os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen")


class App:
    def __init__(self, size: tuple[int, int] | None = None, settings: Settings | None = None,
                 sync_bots: bool | None = None) -> None:
        self.collector = Collector()      # the garbage collector kept out of play frames (scenes/collector.py)
        pygame.init()
        pygame.key.set_repeat(400, 35)
        self.settings = settings or Settings.load()
        self.run_only: dict = {}       # settings changed for this run only (--text-scale): their saved values
        self.sync_bots = headless() if sync_bots is None else sync_bots   # bots think in-line when headless
        self.fixed_dt = 1 / FPS if headless() else None                   # deterministic screenshots
        self.windowed_size = size or self._default_size()
        self.fullscreen = False
        pygame.display.set_icon(app_icon())     # before the window opens: some systems fix it then
        self.screen = self._open(self.windowed_size, self.settings.fullscreen and not headless())
        pygame.display.set_caption(TITLE)
        self.clock = pygame.time.Clock()
        self.stack: list[Scene] = []
        self.go = Routes(self)                    # where each screen leads (scenes/routes.py)
        self.toasts = Toasts()
        self.sound = Sound()
        self.running = True
        self.frame = 0
        self.settings_version = 0
        self._below_key = None
        self._below_snap = None
        # a scene's art is prepared over frames behind a cover (None: all at once, the headless default so
        # tests and screenshots see the finished screen on their first frame)
        self.prepare_budget: float | None = None if headless() else PREPARE_BUDGET
        self._jobs = None                         # every pending job: the scenes' ones, then a trial drawing
        self._scene_jobs = None                   # the scenes' ones alone (a push goes on with them)
        self._cover: pygame.Surface | None = None
        self._cover_age = 0.0
        self._spare: pygame.Surface | None = None     # the last cover's surface, reused by the next one
        self._frame_start = time.perf_counter()
        self._longest_job = 0.0                   # of the jobs pending now: the next one may take as long
        self._jobs_from = -1.0                    # the start of the frame in which they were (re)started
        self._drained = False                     # the jobs ended in this frame: it still shows the cover
        # art the top scene will likely need soon (Scene.idle_jobs), made with a frame's spare time (None:
        # never, the headless default: tests and screenshots draw exactly what they drew before)
        self.idle_budget: float | None = None if headless() else IDLE_BUDGET
        self._idle = None                         # the running round of idle jobs
        self._idle_scene: Scene | None = None     # whose jobs, at which size
        self._idle_size = (0, 0)
        self._idle_rest = 0                       # frames before the next round
        self._idle_longest = 0.0                  # of this round's jobs: the next one may take as long
        self._idle_last = 0.0                     # the longest job of the last round: the next round's guess
        # a panel repainted after a change (prepare.Kept: the log, side panels) may finish in the next frame
        # past this much of a frame (None: painted at once, the headless default)
        self.fill_time: float | None = None if headless() else prepare.FILL_TIME
        self.apply_settings()

    # ---- window -----------------------------------------------------------------------------
    @staticmethod
    def _default_size() -> tuple[int, int]:
        try:
            desktops = pygame.display.get_desktop_sizes()
        except pygame.error:
            desktops = []
        if desktops and not headless():
            dw, dh = desktops[0]
            if dw < DEFAULT_SIZE[0] or dh < DEFAULT_SIZE[1]:
                return max(MIN_SIZE[0], dw - 80), max(MIN_SIZE[1], dh - 120)
        return DEFAULT_SIZE

    def _open(self, size, fullscreen: bool) -> pygame.Surface:
        self.fullscreen = fullscreen
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen or headless():
            self.fullscreen = on if headless() else self.fullscreen
            return
        old = self._last_frame(reduced=True)
        self.screen = self._open(self.windowed_size, on)
        self._relayout(old)

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size (VIDEORESIZE): every scene lays out again, mid-animation or not."""
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        old = self._last_frame(reduced=True)
        if size != self.size:
            if headless():
                self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            else:
                self.screen = pygame.display.get_surface() or pygame.display.set_mode(size, pygame.RESIZABLE)
        if not self.fullscreen:
            self.windowed_size = self.size
        self._relayout(old)

    def _relayout(self, old: pygame.Surface | None = None) -> None:
        """Every scene lays out for the new size, then prepares its art. Behind a window's cover the layouts
        are the first job (the frame of the resize already paid for the new window surface)."""
        stack = list(self.stack)

        def layouts():
            for scene in stack:
                with textreport.screen(textreport.name_of(scene)):
                    scene.resize(self.size)
            yield
        if self.prepare_budget is None:
            for _ in layouts():
                pass
            self._prepare(stack, old)
        else:       # what was being prepared for the old size is redone for the new one
            self._prepare(stack, old, first=layouts(), stale=True)

    def apply_settings(self) -> None:
        s = self.settings
        self.settings_version = getattr(self, "settings_version", 0) + 1
        self.sound.configure(s.volume, s.mute)
        theme.colour_blind = s.colour_blind
        access.reduce_motion, access.click_to_move = s.reduce_motion, s.click_to_move
        rescaled = access.text_scale != s.text_scale
        access.text_scale = s.text_scale
        self.set_fullscreen(s.fullscreen)
        if rescaled and getattr(self, "stack", None):
            self._relayout()            # every screen lays out again for the new text size, at once

    # ---- the stack ----------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene, reclaim: bool = False) -> Scene:
        """Put a scene on top; reclaim: it leaves a game's table behind (replace, reset), so its jobs start
        with a full collection of what that table left (Collector.reclaim)."""
        old = self._last_frame()
        self.stack.append(scene)
        with textreport.screen(textreport.name_of(scene)):     # text laid out ahead belongs to it too
            scene.resize(self.size)
        scene.enter()
        first = self.collector.reclaim() if reclaim and self.collector.managing else None
        self._prepare([scene], old, first=first)
        return scene

    # ---- preparing a screen's art before showing it ------------------------------------------------
    def _last_frame(self, reduced: bool = False) -> pygame.Surface | None:
        """What the player sees now, kept to cover the screen while the next one is prepared. Copied into a
        surface kept from the last time (a new full-window surface costs 5-10 ms of page faults); before a
        resize at half the size (2 ms), as it is shown stretched to the new size anyway."""
        if self.prepare_budget is None or self.frame == 0:     # nothing shown yet: the cover is a plain fill
            return None
        if self._jobs is not None and self._cover is not None:
            return self._cover                                  # still covered: keep what the player sees
        if reduced:
            w, h = self.size
            return pygame.transform.scale(self.screen, (max(1, w // 2), max(1, h // 2)))
        spare = self._spare
        if spare is None or spare.get_size() != self.size:
            spare = self._spare = self.screen.copy()
        else:
            spare.blit(self.screen, (0, 0))
        return spare

    def _prepare(self, scenes, cover: pygame.Surface | None, first=None, stale: bool = False) -> None:
        """Start the scenes' prepare() jobs (after first ones, and after the scenes' jobs still pending unless
        a new window size made them stale), then one trial drawing of the screen; all at once when there is
        no budget."""
        if first is None and self._jobs is None and all(type(s).prepare is Scene.prepare for s in scenes):
            return         # nothing to prepare (a menu, a dialog, the curtain): no cover, drawn at once as ever
        pending = self._scene_jobs if self._jobs is not None and not stale else None
        parts = [part for part in (pending, first) if part is not None]
        fresh = (job for scene in list(scenes) for job in self._while_shown(scene))
        self._scene_jobs = (job for part in parts + [fresh] for job in part)
        jobs = (job for part in (self._scene_jobs, self._first_frame_jobs()) for job in part)
        if self.prepare_budget is None:
            with prepare.at_once():
                for _ in jobs:
                    pass
            return
        self._jobs = jobs
        self._jobs_from = self._frame_start
        self._cover = cover if cover is not None else self._cover
        self._cover_age = 0.0

    def _while_shown(self, scene):
        """A scene's prepare() jobs, dropped once it has left the stack (a screen changed again meanwhile)."""
        jobs = scene.prepare()
        while scene in self.stack:
            try:
                with textreport.screen(textreport.name_of(scene)):     # texts made ahead belong to it
                    next(jobs)
            except StopIteration:
                return
            yield

    def _first_frame_jobs(self):
        """After the scenes' own jobs, behind a window's cover: the snapshot under an overlay, then the top
        scene drawn once onto the display in slices (scenes/prepare.py sliced), so that its first frame finds
        the texts and shadows it needs made (the cover is drawn over this trial in the same frame)."""
        if self.prepare_budget is None or not self.stack:
            return
        top = self.stack[-1]
        if top.overlay and len(self.stack) > 1:
            yield from self._below_steps(self.size)
        with textreport.screen(textreport.name_of(top)):
            yield from prepare.sliced(lambda: top.draw(self.screen))
        if self._spare is None or self._spare.get_size() != self.size:
            self._spare = self.screen.copy()      # the next cover's surface, made behind this one (a table opened
            yield                                 # from a position pushes its first dialog with no cover before)

    @property
    def preparing(self) -> bool:
        return self._jobs is not None

    def _run_jobs(self) -> None:
        """Some of the pending prepare jobs, within the frame's budget counted from the frame's start: none in
        the frame of a resize or push that already spent it (the next frame goes on), else at least one, and
        one more only while the longest job seen so far still fits in what is left."""
        if self._jobs is None:
            return
        budget = self.prepare_budget or 0.0
        ran = False
        while True:
            start = time.perf_counter()
            spent = start - self._frame_start
            if ran and spent + self._longest_job > budget:
                return
            if not ran and self._jobs_from == self._frame_start and spent > budget:
                return
            try:
                next(self._jobs)
            except StopIteration:      # drained: this frame still shows the cover, the next one the scene
                self._jobs, self._drained, self._longest_job = None, True, 0.0
                self.collector.loaded()        # what the screen made (a table, its art) lives on: frozen
                return
            ran = True
            self._longest_job = max(self._longest_job, time.perf_counter() - start)

    def _draw_cover(self, surface: pygame.Surface) -> None:
        """The last frame before the change (stretched to a new window size), and a moving "shuffling…"."""
        size = surface.get_size()
        if self._cover is None:
            surface.fill(theme.BG_BOTTOM)
        elif self._cover.get_size() == size:
            surface.blit(self._cover, (0, 0))
        else:       # stretched straight into the window: no new window-sized surface
            try:
                pygame.transform.scale(self._cover, size, surface)
            except ValueError:      # a surface of another pixel format
                surface.blit(pygame.transform.scale(self._cover, size), (0, 0))
        u = theme.unit(size)
        dots = "." * (1 + int(self._cover_age * 4) % 3)
        theme.blit_text(surface, "Shuffling" + dots, u * 2.2, theme.CREAM_SOFT,
                        (size[0] - u * 14, size[1] - u * 3), "italic", "midleft")

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].enter()
        return scene

    def replace(self, scene: Scene) -> Scene:
        left = self._leave(1)
        return self.push(scene, reclaim=left)

    def reset(self, scene: Scene) -> Scene:
        """Clear the stack and start over from this scene (quit to title)."""
        left = self._leave(len(self.stack))
        return self.push(scene, reclaim=left)

    def _leave(self, count: int) -> bool:
        """Pop count scenes; True if one of them held a game (see push's reclaim)."""
        left = False
        for _ in range(min(count, len(self.stack))):
            scene = self.stack.pop()
            scene.leave()
            left = left or scene.holds_a_game
        return left

    def toast(self, message: str, kind: str = "info", seconds: float = 3.0) -> None:
        self.toasts.show(message, kind, seconds)

    def quit(self) -> None:
        self.running = False

    # ---- one frame ----------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """App-level events first (quit, resize), then the stack from the top down."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize((event.w, event.h))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:    # a window key: before any scene
            self.settings.fullscreen = not self.settings.fullscreen
            self.set_fullscreen(self.settings.fullscreen)
            self.save_settings()
            return
        for scene in reversed(list(self.stack)):
            if scene not in self.stack:
                break
            # a full-screen scene is the floor: what it leaves never reaches the hidden scenes below
            if scene.handle(event) or not scene.overlay:
                return

    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        """One frame; a bot thinking in its thread waits meanwhile (botrunner.FRAMES)."""
        with FRAMES.frame():
            self._step(events, dt)

    def _step(self, events: list[pygame.event.Event], dt: float) -> None:
        self._frame_start = time.perf_counter()
        prepare.begin_frame(None if self.fill_time is None else self._frame_start + self.fill_time)
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        dt = min(dt, 0.1)
        self._run_jobs()
        if self._jobs is not None or self._drained:
            self._cover_age += dt
            self._draw_cover(self.screen)
            if self._jobs is None:
                self._drained, self._cover = False, None
        else:
            if self.stack:
                self.stack[-1].update(dt)
            self.toasts.update(dt)
            if self._jobs is not None:     # the update pushed a screen (the results, ...): its jobs start next
                self._draw_cover(self.screen)   # frame, behind the cover, not drawn cold in this one
            else:
                self.draw(self.screen)
                self.run_idle()
        self.frame += 1
        self.collect_garbage()

    # ---- idle warm-up: art needed soon, made with a frame's spare time --------------------------------
    def run_idle(self) -> None:
        """A job or two of the top scene's idle_jobs() after a cheap frame, none after one that spent the
        budget (counted from the frame's start, with room for the longest job of this round). A round ends
        when its jobs do; the next starts IDLE_REST frames later (the scene's needs change as play goes on:
        mostly cache hits by then, which cost next to nothing). A new top scene or size starts over."""
        if self.idle_budget is None or self._jobs is not None or not self.stack:
            return
        top = self.stack[-1]
        if top is not self._idle_scene or self.size != self._idle_size:
            self._idle, self._idle_scene, self._idle_size, self._idle_rest = None, top, self.size, 0
            self._idle_last = 0.0
        if self._idle is None:
            if self._idle_rest > 0:
                self._idle_rest -= 1
                return
            # the scene's jobs, the heap's pages touched ahead of them (scenes/reserve.py); the round's first
            # job expected to cost what the last round's longest did (a cold picture: 8 ms at 1920x1080)
            self._idle, self._idle_longest = reserve.ahead(top.idle_jobs()), self._idle_last
            self._idle_last = 0.0
        for _ in range(IDLE_JOBS):
            start = time.perf_counter()
            if start - self._frame_start + self._idle_longest > self.idle_budget:
                return
            try:
                next(self._idle)
            except StopIteration:
                self._idle, self._idle_rest = None, IDLE_REST
                return
            took = time.perf_counter() - start
            self._idle_longest, self._idle_last = max(self._idle_longest, took), max(self._idle_last, took)

    # ---- the garbage collector: full passes only in a frame's spare time (scenes/collector.py) ----------
    def settle_memory(self) -> None:
        """After start-up (App.run, after the first frame): freeze what is loaded, take the full passes over;
        surfaces from the heap, which keeps what was freed (scenes/reserve.py)."""
        self.collector.settle()
        reserve.settle()

    def collect_garbage(self) -> None:
        """At a frame's end: a full pass if one is due and fits in what is left of the frame's idle budget."""
        self.collector.spare(IDLE_BUDGET - (time.perf_counter() - self._frame_start))

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the top scene over a dimmed snapshot of the scenes below when it is an overlay.

        Scenes below the top do not update, so their picture is drawn once and kept until the
        stack, the window size or the settings change.
        """
        if not self.stack:
            return
        if textreport.measuring():      # the smoke's report: drawn onto a recording, measured, then shown
            from . import textframe
            frame = textframe.frame_for(surface, self.__dict__.setdefault("_recording", []))
            self._draw(frame)
            textframe.finish(frame)
            surface.blit(frame, (0, 0))
            return
        self._draw(surface)

    def _draw(self, surface: pygame.Surface) -> None:
        top = self.stack[-1]
        if top.overlay and len(self.stack) > 1:
            surface.blit(self._below(surface.get_size()), (0, 0))
        with textreport.screen(textreport.name_of(top)):
            top.draw(surface)
            self.toasts.draw(surface)

    def _below(self, size) -> pygame.Surface:
        for _ in self._below_steps(size):
            pass
        return self._below_snap

    def _below_steps(self, size):
        """The dimmed snapshot of the scenes below an overlay, made in jobs (the new surface, each scene)."""
        below = self.stack[:-1]
        key = (tuple(id(s) for s in below), size, self.settings_version)
        if self._below_key == key:
            return
        snap = theme.window_surface(size)
        yield
        start = len(below) - 1
        while start > 0 and below[start].overlay:
            start -= 1
        for i, scene in enumerate(below[start:]):
            if i and scene.overlay:
                theme.dim(snap)
            with textreport.screen(textreport.name_of(scene)):
                scene.draw(snap)
            yield
        theme.dim(snap)
        self._below_key, self._below_snap = key, snap

    def run(self, frames: int | None = None) -> None:
        """The loop: until quit, or for a number of frames (headless screenshots)."""
        while self.running and self.stack and (frames is None or frames > 0):
            if self.frame and not self.collector.managing:
                self.settle_memory()       # once the first frame is up: it never waits for the pass
            raw = self.clock.tick(FPS) / 1000.0
            self.step(pygame.event.get(), self.fixed_dt or raw)
            pygame.display.flip()
            self.yield_to_bots()
            if frames is not None:
                frames -= 1
        self.save_settings()

    def save_settings(self) -> None:
        """Write the settings; one given for this run only (--text-scale) keeps its saved value."""
        replace(self.settings, **self.run_only).save()

    def yield_to_bots(self) -> None:
        """While a bot decides in its thread, leave it the interpreter for a moment after each frame. The
        clock's tick sleeps anyway when a frame leaves time; a slow machine's frames leave none, and a loop
        that only lets go of the GIL inside its flip starved the bot (a 10 ms decision took 70 s, the table
        waiting: seen in the hitch bench, whose loop has no sleep)."""
        if any(scene.bots_thinking() for scene in self.stack):
            time.sleep(BOT_YIELD)

    def screenshot(self, path: str) -> None:
        pygame.image.save(self.screen, path)
