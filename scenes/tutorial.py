"""The tutorial engine: one engine, a script per game (scenes/<game>/tutorial.py, `TUTORIAL = Tutorial(...)`).

A tutorial is data: a fixed table (seed, seats, options: the engine deals it, so the same rules play it; or a
position the script writes, to stack the deck) and a list of Steps. A step shows a short text, lights one target on the game's own board, and either
waits for "Next" or for exactly one action of the learner; any other action is refused with the step's
hint. Bot moves a step asks for are applied by the tutorial (not the bot runner), so the story is fixed,
and the step's text says why. The board is the game's real Board inside a HostScene, so the board
taught is the board played.

Progress (the table so far and the step) is kept in data_dir()/tutorials/ after every step, so a
lesson can be left at any step and resumed. `--autoplay` drives a lesson through the real input path:
it posts the clicks and drags a step asks for into pygame's event queue.
"""
from __future__ import annotations

import importlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

import pygame

from game.core import Action, SaveError, SeatInfo, SeatWindow, Table, files, params, paths, registry

from . import access, theme
from .access import scaled
from .widgets.tween import wave
from .assets import fit, line_height, wrap
from .driver import down, motion, up
from .host import BOT_PAUSE, HostScene
from .shelf import has_tutorial
from .assets import font as assets_font
from .widgets.button import Button, handle_all, height_for, label_size

LEARNER = 0
MIN_TEXT = 12           # px: nothing the tutorial writes is smaller, even at 1280x720


# ---- the data ------------------------------------------------------------------------------------
Pick = Callable[[Sequence[Action]], Action]
Targets = Callable[[Any, str], "pygame.Rect | None"]      # (board, key) -> where that thing is on screen
Gesture = Callable[[Any], "list[list[pygame.event.Event]] | None"]   # host -> frames of input events


@dataclass(frozen=True)
class Bot:
    """A bot move a step makes before its text: the seat, how it chooses (None: its only move, or the
    Easy bot's own choice) and nothing else; the step's text gives the reason."""
    seat: int
    pick: Pick | None = None


@dataclass(frozen=True)
class Step:
    text: str
    target: str | tuple | None = None             # what to light: a key the script's targets() knows, or
                                                  # several (a card and where it goes)
    expect: dict | Callable[[Action], bool] | None = None   # the one learner action accepted; None: "Next"
    hint: str = ""                                # said when anything else is tried
    bots: tuple[Bot, ...] = ()                    # moves made when the step opens, before the learner acts
    gesture: tuple | Gesture | None = None        # how autoplay acts: ("click", key) | ("drag", a, b) | callable
    until: Callable[[Any], bool] | None = None    # instead of an action: done when until(board) holds
                                                  # (a toy dropped on the card, before pressing Done)

    @property
    def waits_for_next(self) -> bool:
        return self.expect is None and self.until is None

    def accepts(self, action: Action) -> bool:
        if self.expect is None:
            return False
        if callable(self.expect):
            return bool(self.expect(action))
        want = dict(self.expect)
        if want.pop("kind", action.kind) != action.kind:
            return False
        params = dict(action.params)
        return all(params.get(k) == v for k, v in want.items())


class Worded(list):
    """A lesson's steps in the words for how the learner moves things now: `make(click)` writes them for a drag,
    or with Click to move for two clicks (issue 23, as the prompts in play say through access.how). Both wordings
    are made once; the setting may change mid-lesson (Settings) and the next words read follow it."""

    def __init__(self, make: Callable[[bool], list["Step"]]) -> None:
        self.both = {False: make(False), True: make(True)}
        super().__init__(self.both[False])

    def now(self) -> list["Step"]:
        return self.both[bool(access.click_to_move)]

    def __getitem__(self, i):
        return self.now()[i]

    def __iter__(self):
        return iter(self.now())


@dataclass
class Tutorial:
    game: str
    names: tuple[str, ...]                        # seat 0 is the learner
    seed: int
    steps: list[Step]
    targets: Targets
    options: dict = field(default_factory=dict)
    first: int | None = 0
    title: str = ""
    position: Callable[[], dict] | None = None    # the table starts from this position (game/core/position.py),
                                                  # not from the seed's deal: a deck ordered for the story


def load(game_id: str) -> Tutorial:
    return importlib.import_module(f"scenes.{game_id}.tutorial").TUTORIAL


def matches(kind: str, **params) -> Callable[[Action], bool]:
    """An expect/pick helper: an action of this kind whose params include these values."""
    def test(a: Action) -> bool:
        p = dict(a.params)
        return a.kind == kind and all(p.get(k) == v for k, v in params.items())
    return test


def choose(kind: str, **params) -> Pick:
    """A Bot pick: the first legal action of this kind with these params."""
    test = matches(kind, **params)
    return lambda acts: next(a for a in acts if test(a))


def find_button(obj, label: str, active: Sequence[Button] | None = None) -> "pygame.Rect | None":
    """The rect of a shown Button whose label starts with label, among `active` or else obj's attributes
    (one level into lists)."""
    pool = active if active is not None else [b for v in vars(obj).values()
                                              for b in (v if isinstance(v, (list, tuple)) else [v])]
    for b in pool:
        if isinstance(b, Button) and b.label.startswith(label) and b.rect.w > 0 and b.enabled:
            return pygame.Rect(b.rect)
    return None


# ---- progress on disk --------------------------------------------------------------------------
def _folder() -> Path | None:
    """data/tutorials, made if need be (a file in its way is set aside); None when it cannot be had: the lesson
    is played, just not kept."""
    path = paths.data_dir() / "tutorials"
    if os.path.lexists(path) and not path.is_dir():
        files.set_aside(path)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return path if path.is_dir() else None


def progress(game_id: str) -> dict | None:
    """{"step", "bots"} of a lesson left part-way, or None (a file that cannot be used is set aside, said once)."""
    folder = _folder()
    if folder is None:
        return None
    return files.read_or_default(folder / f"{game_id}.json", _read_progress, lambda: None, "lesson progress")


def _read_progress(path: Path) -> dict:
    data = files.read_json(path, "lesson progress file")
    step = data.get("step") if isinstance(data, dict) else None
    bots = data.get("bots", 0) if isinstance(data, dict) else None
    if not (params.int_in(step, 0, 10_000) and params.int_in(bots, 0, 10_000)):
        raise ValueError("it does not say which step of the lesson was reached")
    return {"step": step, "bots": bots}


def forget(game_id: str) -> None:
    folder = _folder()
    for name in (f"{game_id}.json", f"{game_id}-table.json") if folder else ():
        try:
            files.remove(folder / name, "lesson progress")
        except files.FileProblem:
            pass


def _new_table(tut: Tutorial) -> Table:
    seats = [SeatInfo(name, "human" if i == LEARNER else "easy", i) for i, name in enumerate(tut.names)]
    if tut.position is not None:
        return Table.from_position(tut.position(), seats)
    return Table.new(tut.game, seats, dict(tut.options), tut.seed, tut.first)


def open_tutorial(app, game_id: str, resume: bool = True, keep: bool = True) -> "TutorialHost":
    """Push the lesson for this game: where it was left (resume) or from the start."""
    tut = load(game_id)
    step, bots, table = 0, 0, None
    saved = progress(game_id) if resume else None
    if saved is not None and saved["step"] < len(tut.steps):
        try:
            table = Table.load(paths.data_dir() / "tutorials" / f"{game_id}-table.json")
            step, bots = saved["step"], saved["bots"]
        except SaveError:
            table = None
    host = TutorialHost(app, tut, table or _new_table(tut), step if table else 0, bots if table else 0, keep)
    app.push(host)
    return host


# ---- the scene -----------------------------------------------------------------------------------
class TutorialHost(HostScene):
    """The game's host with the tutorial in charge of bots, of which action is accepted, and of a panel
    in the side column (the text, Next, Leave)."""

    coaching = False

    def __init__(self, app, tut: Tutorial, table: Table, step: int = 0, bots_done: int = 0,
                 keep: bool = True) -> None:
        self.tut = tut
        self.index = step
        self.bots_done = bots_done
        self.keep = keep
        self.autoplay: Autoplay | None = None
        self.failure = ""
        self._shade: pygame.Surface | None = None
        super().__init__(app, table)
        self.next_button = Button("Next", self.next_step, "primary", enabled=self.can_next, key=pygame.K_RETURN)
        self.leave_button = Button("Leave", self.leave, "quiet")
        self.over_button = Button("Start over", self.start_over, "quiet")
        self.play_button = Button("Play a real game", self.play_real, "primary")
        self.shelf_button = Button("Back to the shelf", self.leave, "secondary")
        for b in self.panel_buttons_all():
            b.app = app
        self.pause = 0.4
        self.save_progress()

    # ---- the script --------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.tut.steps[self.index]

    @property
    def last(self) -> bool:
        return self.index >= len(self.tut.steps) - 1

    def bots_pending(self) -> bool:
        return self.bots_done < len(self.step.bots)

    def can_next(self) -> bool:
        return self.step.waits_for_next and not self.bots_pending() and not self.last and not self.board.busy()

    def next_step(self) -> None:
        if self.can_next():
            self.advance()

    def advance(self) -> None:
        self.index = min(self.index + 1, len(self.tut.steps) - 1)
        self.bots_done = 0
        self.pause = BOT_PAUSE / self.speed
        self.save_progress()
        self.layout_panel()
        self.board.refresh_controls()       # what the learner may touch changes with the step

    def learner_may_act(self) -> bool:
        """Only while a step asks for an action: reading a step, or watching Ben, the board stays still
        (no green-card strip or offer window opens, and none runs out behind the text)."""
        return not self.step.waits_for_next and not self.bots_pending()

    def target_keys(self) -> tuple:
        key = self.step.target
        return () if key is None else (key,) if isinstance(key, str) else tuple(key)

    def find(self, key: str) -> "pygame.Rect | None":
        """Where the script's target is on screen now (None while it is not shown)."""
        try:
            rect = self.tut.targets(self.board, key)
        except (LookupError, AttributeError, TypeError, ValueError, StopIteration):
            rect = None
        return pygame.Rect(rect) if rect is not None and rect.w > 0 and rect.h > 0 else None

    def target_rects(self) -> "list[pygame.Rect | None]":
        """The step's targets, once the board is still (None for one not on screen)."""
        if self.board.busy() or self.bots_pending():
            return []
        return [self.find(k) for k in self.target_keys()]

    # ---- what the host does differently ------------------------------------------------------
    def submit(self, seat, action: Action) -> bool:
        step = self.step
        if seat != LEARNER or not step.accepts(action) or self.bots_pending():
            hint = step.hint or ("Read this, then press Next." if step.waits_for_next else "Not that one yet.")
            self.toast(hint, "info")
            return False
        if not super().submit(seat, action):
            return False
        self.advance()
        return True

    def actions(self) -> list[Action]:
        return super().actions() if self.learner_may_act() else []

    def reaction_seconds(self) -> float | None:
        return None         # a Wait! strip in a lesson waits for the learner, who reads the step first

    def can_undo(self) -> bool:
        return False

    def undo(self) -> None:
        self.toast("The lesson has no undo: follow the steps, or leave and start over.", "info")

    def update(self, dt: float) -> None:
        self.tick(dt)
        if self.autoplay is not None:
            self.autoplay.tick()
        if self.board.busy():
            return
        if self.bots_pending():
            if self.pause <= 0:
                self._play_bot(self.step.bots[self.bots_done])
            return
        if self.step.until is not None and self.step.until(self.board):
            self.advance()
            return
        movers = self.table.match.to_move()
        if LEARNER in movers and not self.table.match.over and self.learner_may_act():
            self._seat_humans([LEARNER], movers)

    def _play_bot(self, bot: Bot) -> None:
        match = self.table.match
        if bot.seat not in match.to_move():
            self.failure = f"step {self.index + 1}: {self.names[bot.seat]} is not to move"
            self.bots_done = len(self.step.bots)
            return
        legal = match.legal_actions(bot.seat)
        if bot.pick is not None:
            action = bot.pick(legal)
        elif len(legal) == 1 or bot.seat not in self.bots:
            action = legal[0]
        else:
            action = self.bots[bot.seat].decide(SeatWindow(match, bot.seat, turn=len(self.table.record.actions)))
        events = self.table.act(bot.seat, action)
        self.bots_done += 1
        self._acted(bot.seat, action, events)
        self.save_progress()

    # ---- leaving, resuming, finishing --------------------------------------------------------
    def save_progress(self) -> None:
        if not self.keep:
            return
        folder = _folder()
        try:
            if folder is None:
                return                  # the lesson goes on; it just cannot be resumed from here
            self.table.save(folder / f"{self.tut.game}-table.json")
            if self.last:
                forget(self.tut.game)   # finished: the next lesson starts from the beginning
                return
            files.write_text(folder / f"{self.tut.game}.json",
                             json.dumps({"step": self.index, "bots": self.bots_done}), "lesson progress", False)
        except (SaveError, files.FileProblem) as exc:
            files.notice(f"This lesson's progress could not be kept ({exc}).")

    def leave(self) -> None:
        self.app.go.title()

    def quit_to_title(self) -> None:
        self.leave()

    def start_over(self) -> None:
        forget(self.tut.game)
        app = self.app
        app.pop()
        open_tutorial(app, self.tut.game, resume=False, keep=self.keep)

    def play_real(self) -> None:
        """A real game: the learner against Easy bots, autosaved like any game started from setup."""
        import random

        seats = [SeatInfo(n if i == LEARNER else f"{n} (bot)", "human" if i == LEARNER else "easy", i)
                 for i, n in enumerate(self.tut.names)]
        table = Table.new(self.tut.game, seats, dict(self.tut.options), random.randrange(2 ** 31), None,
                          autosave=paths.new_autosave_path(self.tut.game))   # its own file: others are kept
        self.app.go.game(table, replace=True)

    # ---- input, layout, drawing --------------------------------------------------------------
    def panel_buttons(self) -> list[Button]:
        if self.last:
            return [self.play_button, self.shelf_button]
        return [self.next_button, self.leave_button, self.over_button]

    def panel_buttons_all(self) -> list[Button]:
        return [self.next_button, self.leave_button, self.over_button, self.play_button, self.shelf_button]

    def handle(self, event: pygame.event.Event) -> bool:
        if handle_all(self.panel_buttons(), event):
            return True
        return super().handle(event)

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.layout_panel()

    def text_size(self) -> int:
        return max(MIN_TEXT, int(self.u * 2.2))

    def layout_panel(self) -> None:
        """The lesson card takes the top of the log's column; the log keeps what is left below."""
        if not hasattr(self, "next_button"):
            return
        u, side = self.u, self.side
        area = pygame.Rect(side.x, self.players_rect.bottom + int(u * 1.6), side.w,
                           side.bottom - self.players_rect.bottom - int(u * 1.6))
        size = self.text_size()
        # as tall as the lesson's longest text, so Next stays in one place from step to step
        lines = max(len(wrap(st.text, size, side.w - int(u * 3))) for st in self.tut.steps)
        bh = max(int(scaled(u * 4.8)), height_for(MIN_TEXT) + 6)       # buttons as tall as their text
        step = line_height(size)
        head = u * 1.2 + line_height(max(MIN_TEXT, int(u * 1.8)), "bold") + u * 0.8
        inner_w = side.w - int(u * 2.4)
        third = (inner_w - int(u * 2)) // 3
        label = assets_font("bold", label_size(bh))
        # Leave, Start over and Next side by side while their labels fit, else Next under the other two
        rows = 2 if self.last or any(label.size(b.label)[0] > third - bh // 2
                                     for b in (self.leave_button, self.over_button, self.next_button)) else 1
        height = int(head + lines * step + u * 2 + bh * rows + u * (rows - 1) + u * 2.5)
        self.panel_rect = pygame.Rect(area.x, area.y, area.w, min(height, area.h))
        self.panel_overflow = height > area.h       # the text would be cut (tests check it never is)
        y = self.panel_rect.bottom - int(u * 1.4) - bh
        inner = self.panel_rect.inflate(-int(u * 2.4), 0)
        if self.last:
            self.play_button.rect = pygame.Rect(inner.x, y - bh - int(u), inner.w, bh)
            self.shelf_button.rect = pygame.Rect(inner.x, y, inner.w, bh)
        elif rows == 1:
            self.leave_button.rect = pygame.Rect(inner.x, y, third, bh)
            self.over_button.rect = pygame.Rect(inner.x + third + int(u), y, third, bh)
            self.next_button.rect = pygame.Rect(inner.right - third, y, third, bh)
        else:
            half = (inner.w - int(u)) // 2
            self.leave_button.rect = pygame.Rect(inner.x, y - bh - int(u), half, bh)
            self.over_button.rect = pygame.Rect(inner.right - half, y - bh - int(u), half, bh)
            self.next_button.rect = pygame.Rect(inner.x, y, inner.w, bh)
        rest = area.bottom - self.panel_rect.bottom - int(u * 1.6)
        self.log.rect = pygame.Rect(area.x, self.panel_rect.bottom + int(u * 1.6), area.w, max(0, rest))
        self.backdrop = theme.Backdrop()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_highlight(surface)
        self._draw_panel(surface)

    def _draw_highlight(self, surface: pygame.Surface) -> None:
        """A spotlight: the board dims except around the step's targets, each one ringed."""
        rects = [r for r in self.target_rects() if r is not None]
        if not rects:
            return
        if self._shade is None or self._shade.get_size() != surface.get_size():
            self._shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade = self._shade
        shade.fill((0, 0, 0, 0))
        shade.fill((10, 6, 12, 120), self.board.rect)
        pad = int(self.u * 1.2)
        for r in rects:
            shade.fill((0, 0, 0, 0), r.inflate(pad * 2, pad * 2))
        surface.blit(shade, (0, 0))
        for r in rects:
            self._ring(surface, r)

    def _ring(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        u = self.u
        pulse = wave(self.clock, 0.8)
        grow = int(u * (0.6 + 0.8 * pulse))
        ring = rect.inflate(grow * 2, grow * 2)
        width = max(3, int(u * 0.55))
        pygame.draw.rect(surface, theme.darken(theme.ACCENT_DARK, 0.4), ring.move(0, 2), width + 2,
                         border_radius=int(u * 1.4))
        pygame.draw.rect(surface, theme.lighten(theme.ACCENT, 0.3 * pulse), ring, width, border_radius=int(u * 1.4))

    def _draw_panel(self, surface: pygame.Surface) -> None:
        u, r = self.u, self.panel_rect
        theme.panel(surface, r, theme.lighten(theme.PAPER, 0.35), radius=int(u * 1.5))
        pygame.draw.rect(surface, theme.ACCENT, r, max(2, int(u * 0.35)), border_radius=int(u * 1.5))
        small = max(MIN_TEXT, int(u * 1.8))
        head = f"Lesson · step {self.index + 1} of {len(self.tut.steps)}"
        theme.blit_text(surface, fit(head, small, r.w - int(u * 3), "bold"), small, theme.INK_SOFT,
                        (r.x + u * 1.5, r.y + u * 1.2), "bold")
        size = self.text_size()
        step = line_height(size)
        y = r.y + u * 1.2 + line_height(small, "bold") + u * 0.8
        buttons = min((b.rect.y for b in self.panel_buttons()), default=r.bottom)
        for line in wrap(self.step.text, size, r.w - int(u * 3)):
            if y + step > buttons:
                break
            theme.blit_text(surface, line, size, theme.INK, (r.x + u * 1.5, y))
            y += step
        for b in self.panel_buttons():
            b.draw(surface)


# ---- autoplay: the real input path ----------------------------------------------------------------
SETTLE = 12          # frames a step must be still before autoplay acts
PATIENCE = 900       # frames after a gesture before autoplay calls the step stuck
TRIES = 3


def click_frames(pos) -> list[list[pygame.event.Event]]:
    pos = (int(pos[0]), int(pos[1]))
    return [[motion(pos)], [down(pos)], [up(pos)]]


def drag_frames(start, end, steps: int = 14, hold: int = 6) -> list[list[pygame.event.Event]]:
    start, end = (int(start[0]), int(start[1])), (int(end[0]), int(end[1]))
    frames = [[motion(start)], [down(start)]]
    prev = start
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        frames.append([motion(p, rel=(p[0] - prev[0], p[1] - prev[1]), buttons=(1, 0, 0))])
        prev = p
    frames += [[motion(end, buttons=(1, 0, 0))] for _ in range(hold)]
    return frames + [[up(end)]]


class Autoplay:
    """Acts each step by posting input events; done when the last step is reached, failed when a step's
    action could not be performed (no target, off screen, or nothing happened)."""

    def __init__(self, host: TutorialHost) -> None:
        self.host = host
        self.frames: list[list[pygame.event.Event]] = []
        self.still = 0
        self.waited = 0
        self.tries = 0
        self.seen = (-1, -1)
        self.done = False
        self.error = ""
        self.checked: list[tuple[int, pygame.Rect]] = []      # (step, target rect) as each step was acted

    @property
    def finished(self) -> bool:
        return self.done or bool(self.error)

    def tick(self) -> None:
        host = self.host
        if self.finished:
            return
        if host.failure:
            return self.fail(host.failure)
        if self.frames:
            for event in self.frames.pop(0):
                pygame.event.post(event)
            return
        now = (host.index, len(host.table.record.actions))
        if now != self.seen:
            self.seen, self.still, self.waited, self.tries = now, 0, 0, 0
        if host.last:
            self.done = True
            return
        if host.board.busy() or host.bots_pending() or host.app.top is not host:
            self.still = 0
            return
        self.still += 1
        if self.still < SETTLE:
            return
        if self.tries and self.waited < PATIENCE:
            self.waited += 1
            return
        if self.tries >= TRIES:
            return self.fail(f"step {host.index + 1} ({host.step.text[:50]}...): its action did not happen")
        self.tries += 1
        self.waited = 0
        self.act()

    def fail(self, why: str) -> None:
        self.error = why

    def act(self) -> None:
        host, step = self.host, self.host.step
        window = pygame.Rect((0, 0), host.app.size)
        for key, rect in zip(host.target_keys(), host.target_rects()):
            if rect is None:
                return self.fail(f"step {host.index + 1}: target '{key}' is not on screen")
            if not window.contains(rect):
                return self.fail(f"step {host.index + 1}: target '{key}' {rect} is outside the window")
            self.checked.append((host.index, rect))
        if step.waits_for_next:
            self.frames = click_frames(host.next_button.rect.center)
            return
        gesture = step.gesture or ("click", host.target_keys()[0])
        if callable(gesture):
            frames = gesture(host)
        else:
            frames = self._frames(gesture)
        if not frames:
            return self.fail(f"step {host.index + 1}: no way to perform {gesture}")
        self.frames = list(frames)

    def _frames(self, gesture: tuple):
        host = self.host
        def where(key):
            rect = host.find(key)
            return None if rect is None else rect.center
        if gesture[0] == "click":
            pos = where(gesture[1])
            return click_frames(pos) if pos else None
        if gesture[0] == "drag":
            a, b = where(gesture[1]), where(gesture[2])
            return drag_frames(a, b) if a and b else None
        return None


def run_headless(app, limit: int = 40000) -> None:
    """The app loop without waiting on the clock (a fixed dt), events from pygame's queue."""
    from .driver import DT
    while app.running and app.stack and limit > 0:
        app.step(pygame.event.get(), DT)
        limit -= 1
        host = next((s for s in app.stack if isinstance(s, TutorialHost)), None)
        if host is not None and host.autoplay is not None and host.autoplay.finished:
            break


def games_with_tutorials() -> list[str]:
    return [g.id for g in registry.games() if has_tutorial(g.id)]
