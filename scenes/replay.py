"""The replay viewer: any save, move by move, on the game's own board, never writing to the file.

It is a HostScene whose table is rebuilt from the save's first N actions: the board, the player list and the log
are the host's own, read only. Nobody acts here: actions() is empty, submit() refuses, the bots never think.
The screen shows the table's view (seat None): what everyone at the table saw. Once the game is over every hand
may be turned face up: the "Table" chooser then steps through each seat's own view (hands, private notes),
since nothing is secret any more; before the end it stays on the table view, so a replay spoils no hidden card.

Controls: Start / Back / Play-Pause / Step / End in the top bar, the eyes chooser, a speed chooser, Close; keys
Left, Right, Home, End, Space, Esc.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame

from game.core import Action, Table, saves
from game.core.saves import Record

from . import theme
from .assets import font as assets_font
from .assets import least
from .board import AnimatedBoard
from .host import HostScene
from .widgets.button import Button, handle_all, height_for
from .widgets.chooser import Chooser

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_SECONDS = 1.0        # between moves when playing at 1x (after the board's animations end)


class ReplayScene(HostScene):
    coaching = False        # watching: no hints

    def __init__(self, app, record: Record, source: Path | None = None) -> None:
        self.full = list(record.actions)          # the save's moves; the file itself is never opened again
        self.source = source
        self.position = 0
        self.playing = False
        self.timer = 0.0
        self.play_speed = 1.0
        self.eyes = Chooser([None], None, self._eyes_name, lambda _value: self.changed())
        super().__init__(app, Table(record.upto(0)))
        self.seat = self.last_human = self.private_for = None     # the table's view, nobody's hand
        self.controls = [Button("Start", self.to_start, "quiet", enabled=lambda: self.position > 0),
                         Button("Back", self.back, "quiet", enabled=lambda: self.position > 0),
                         Button("Play", self.toggle, "primary", enabled=lambda: self.playing or not self.at_end),
                         Button("Step", self.forward, "quiet", enabled=lambda: not self.at_end),
                         Button("End", self.to_end, "quiet", enabled=lambda: not self.at_end)]
        self.speed_chooser = Chooser(list(SPEEDS), 1.0, lambda v: f"{v:g}x", self._set_speed)
        self.close_button = Button("Close", self.close, "quiet")
        for w in (*self.controls, self.eyes, self.speed_chooser, self.close_button):
            w.app = app
        self.changed()

    @classmethod
    def from_path(cls, app, path: Path | str) -> "ReplayScene":
        """Read a save (SaveError if it cannot be used) and open it at its first move."""
        return cls(app, saves.read(path), Path(path))

    # ---- the position ----------------------------------------------------------------------------
    @property
    def at_end(self) -> bool:
        return self.position >= len(self.full)

    def seek(self, count: int) -> None:
        """Show the table after `count` moves, at once (no animation): rebuilt from the start, as loading does."""
        count = max(0, min(len(self.full), count))
        self.table = Table(replace(self.table.record, actions=list(self.full[:count])))
        self.position = count
        self.changed()
        if isinstance(self.board, AnimatedBoard):     # show the new position now, not after old flights land
            self.board.drop_animations()
            self.board.sync()
            self.board.dirty = False

    def forward(self) -> None:
        """One move on, animated by the board as in a game; asked for while the board still animates the last
        one, the board jumps to it at once, so the header, the board and the log always tell the same move."""
        if self.at_end:
            return
        if self.board.busy():
            self.seek(self.position + 1)
            return
        seat, action = self.full[self.position]
        events = self.table.act(seat, action)       # the table has no autosave: nothing is written
        self.position += 1
        self.changed()
        self.board.on_events(seat, action, events)
        self.sound("card")

    def back(self) -> None:
        self.playing = False
        self.seek(self.position - 1)

    def to_start(self) -> None:
        self.playing = False
        self.seek(0)

    def to_end(self) -> None:
        self.playing = False
        self.seek(len(self.full))

    def toggle(self) -> None:
        self.playing = not self.playing and not self.at_end
        self.timer = 0.0

    def _set_speed(self, value: float) -> None:
        self.play_speed = value

    def _eyes_name(self, seat: int | None) -> str:
        return "Table" if seat is None else f"{self.names[seat]}'s hand"

    def changed(self) -> None:
        """Whose eyes: the table's until the game is over, then any seat's (everything may be face up)."""
        over = self.table.match.over
        self.eyes.set_values([None, *range(len(self.names))] if over else [None], keep=self.eyes.value)
        self.seat = self.last_human = self.private_for = self.eyes.value if over else None
        super().changed()

    # ---- the host, read only -------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        return self.app.settings.anim_speed * self.play_speed

    def actions(self) -> list[Action]:
        return []

    def submit(self, seat, action) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def undo(self) -> None:
        pass

    def open_menu(self) -> None:
        self.close()

    def status(self) -> str:
        total = len(self.full)
        if self.position == 0:
            return f"Replay · start of the game ({total} moves)"
        seat, action = self.full[self.position - 1]
        last = [e.render(self.names) for e in self.table.steps[-1].events] if self.table.steps else []
        said = last[-1] if last else f"{self.names[seat]}: {self.board.action_label(action)}"
        ending = " · game over" if self.table.match.over else ""
        return f"Move {self.position} of {total}{ending} · {said}"

    # ---- flow ----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.tick(dt)
        self.controls[2].label = "Pause" if self.playing else "Play"
        if not self.playing or self.board.busy():
            return
        self.timer -= dt
        if self.timer <= 0:
            self.forward()
            self.timer = STEP_SECONDS / self.speed
            if self.at_end:
                self.playing = False

    def handle(self, event: pygame.event.Event) -> bool:
        keys = {pygame.K_RIGHT: self.forward, pygame.K_LEFT: self.back, pygame.K_HOME: self.to_start,
                pygame.K_END: self.to_end, pygame.K_SPACE: self.toggle, pygame.K_ESCAPE: self.close}
        if event.type == pygame.KEYDOWN and event.key in keys:
            if event.key == pygame.K_RIGHT:
                self.playing = False
            keys[event.key]()
            return True
        if handle_all([*self.controls, self.close_button], event) or self.speed_chooser.handle(event) \
                or self.eyes.handle(event):
            return True
        if self.log.handle(event):
            return True
        self.board.handle(event)     # hover and zoom; every click that would act is refused by submit()
        return True

    # ---- layout and drawing --------------------------------------------------------------------------
    def _widths(self, u: float, bh: int) -> list[tuple[object, int]]:
        """Each bar control and its width at the text size (labels and chooser values measured), right to left."""
        f = assets_font("bold", u * 1.93)

        def chooser(c, least):
            return int(max(u * least, max(f.size(c.names(v))[0] for v in c.values) + 2 * bh + u * 2))
        out = [(self.close_button, int(max(u * 10, f.size("Close")[0] + bh * 0.6))),
               (self.speed_chooser, chooser(self.speed_chooser, 13)), (self.eyes, chooser(self.eyes, 18))]
        return out + [(b, int(max(u * 8.5, max(f.size(w)[0] for w in (b.label, "Pause")) + bh * 0.6)))
                      for b in reversed(self.controls)]

    def bar_height(self, rect: pygame.Rect, bh: int) -> int:
        """One row while the controls leave the title and the status room, else a second row for them."""
        one = super().bar_height(rect, bh)
        u = self.u
        title = assets_font("serif_bold", least()).size(self.spec.title)[0]      # the game's name at the floor
        # the title (twice its width: it has half of what the controls leave) and the controls in one row, or two
        self.two_rows = sum(w for _c, w in self._widths(u, bh)) + 2 * title + u * 12 > rect.w
        return one + bh + int(self.u * 1.2) if self.two_rows else one

    def top_row(self) -> int:
        return self.bar.h - height_for(self.u * 1.93) - int(self.u * 1.2) if self.two_rows else self.bar.h

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        u, bar = self.u, self.bar
        bh, gap, pad = height_for(u * 1.93), int(u * 0.8), int(u * 1.6)
        widths = self._widths(u, bh)
        y = bar.h - bh - int(u * 1.45) if self.two_rows else (bar.h - bh) // 2
        x = rect.w - pad
        for i, (widget, width) in enumerate(widths):
            x -= width
            widget.rect = pygame.Rect(x, y, width, bh)
            x -= gap * 2 if i < 3 else gap
        self.controls_left = x if not self.two_rows else rect.w - pad      # the title and status: the top row
        self.title_size = self._title_size()
        self.backdrop = theme.Backdrop()

    def bar_look(self) -> None:
        """The replay's bar (its controls, the eyes, the speed) is drawn each frame, not kept."""
        return None

    def _draw_bar(self, surface: pygame.Surface) -> None:
        u = self.u
        title_w = min(assets_font("serif_bold", self.title_size).size(self.spec.title)[0],
                      (self.controls_left - u * 4) * 0.5) + u * 2.5
        space = self.controls_left - title_w - u * 5
        box = (title_w + u * 2.5, self.bar.y + u * 0.4, space, self.top_row() - u * 0.8)     # wraps before it cuts
        theme.blit_box(surface, self.status(), u * 2.1, theme.CREAM_SOFT, box, "italic")
        for widget in (*self.controls, self.eyes, self.speed_chooser, self.close_button):
            widget.draw(surface)
