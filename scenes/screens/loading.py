"""Opening a saved game: replayed a slice per frame behind a progress bar with Cancel, and a damaged save
explained in a dialog and moved aside (never overwritten, never in the way of a new game)."""
from __future__ import annotations

import time
from pathlib import Path
from typing import Callable

import pygame

from game.core import SaveError, Table, saves, writer
from game.core.table import Loader

from .. import access, theme
from ..assets import font, line_height
from ..scene import Scene
from ..widgets.button import Button, handle_all, height_for
from ..widgets.dialog import Dialog
from ..widgets.focus import FocusRing

SLICE = 100              # moves replayed between two looks at the clock
FRAME_BUDGET = 0.010     # seconds of replay per frame, so the bar and Cancel stay live


def replay_for(loader: Loader, budget: float) -> Table | None:
    """Replay until done or the budget is spent; the table when done. SaveError passes through."""
    start = time.perf_counter()
    while True:
        table = loader.step(SLICE)
        if table is not None or time.perf_counter() - start >= budget:
            return table


def open_save(app, path: Path, title: str, done: Callable[[Table], None], autosave: Path | None = None) -> None:
    """Load `path` as the live table (autosaving to `autosave`, by default the same file): at once when
    quick, else behind a progress screen. A damaged save is moved aside and a dialog says why and where."""
    writer.flush_all()          # the autosave of a game just left must be on disk before it is read
    try:
        loader = Loader(path, autosave=autosave or path)
        table = replay_for(loader, FRAME_BUDGET)
    except SaveError as exc:
        damaged(app, path, title, exc)
        return
    if table is not None:
        done(table)
    else:
        app.push(Loading(app, loader, path, title, done))


def damaged(app, path: Path, title: str, exc: SaveError) -> None:
    kept = saves.set_aside(path)
    where = f" It was kept as {kept.name} in {kept.parent}." if kept else " It could not be moved aside."
    app.push(Dialog(app, title, f"{exc}{where}"))


class Loading(Scene):
    overlay = True

    def __init__(self, app, loader: Loader, path: Path, title: str, done: Callable[[Table], None]) -> None:
        super().__init__(app)
        self.loader, self.path, self.title, self.done = loader, path, title, done
        self.cancel_button = Button("Cancel", self.close, "secondary", key=pygame.K_ESCAPE)
        self.cancel_button.app = app
        self.focus = FocusRing(lambda: [self.cancel_button])
        self.card = pygame.Rect(0, 0, 0, 0)
        self.bar = pygame.Rect(0, 0, 0, 0)

    def update(self, dt: float) -> None:
        try:
            table = replay_for(self.loader, FRAME_BUDGET)
        except SaveError as exc:
            self.close()
            damaged(self.app, self.path, self.title, exc)
            return
        if table is not None:
            self.close()
            self.done(table)

    def layout(self, rect: pygame.Rect) -> None:
        u = self.u = theme.unit(rect.size)
        self.head = u * 2 + line_height(u * 3, "serif_bold")         # the title line, at the text size
        bw, bh = int(max(u * 22, font("bold", u * 2.5).size(self.cancel_button.label)[0] + height_for(u * 2.5))), \
            height_for(u * 2.5)
        self.card = pygame.Rect(0, 0, int(min(rect.w * 0.9, u * 70 * access.text_scale)),
                                int(self.head + u * 8.4 + bh))
        self.card.center = rect.center
        self.bar = pygame.Rect(self.card.x + int(u * 5), int(self.card.y + self.head + u * 1.6), self.card.w - int(u * 10),
                               int(u * 2.4))
        self.cancel_button.rect = pygame.Rect(self.card.centerx - bw // 2, self.card.bottom - bh - int(u * 3), bw, bh)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.focus.handle(event):
            return True
        handle_all([self.cancel_button], event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        u = self.u
        theme.panel(surface, self.card, theme.PAPER, radius=int(u * 2))
        done = self.loader.progress
        theme.blit_text(surface, f"Setting up the table: {int(done * 100)}%", u * 3, theme.INK,
                        (self.card.centerx, self.card.y + u * 2), "serif_bold", "midtop")
        pygame.draw.rect(surface, theme.PAPER_DIM, self.bar, border_radius=self.bar.h // 2)
        filled = self.bar.copy()
        filled.w = max(filled.h, int(self.bar.w * done))
        pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=self.bar.h // 2)
        self.cancel_button.draw(surface)
        self.focus.draw(surface)
