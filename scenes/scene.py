"""The Scene base class: one screen (or overlay) on the app's stack.

A scene lays itself out for a window size, handles events (True when consumed, so the app stops
passing the event down the stack), updates with dt while on top, and draws without changing state.
"""
from __future__ import annotations

import pygame


class Scene:
    overlay = False    # draw the scene below first, dimmed (pause menu, dialogs)
    modal = True       # consume every event, so nothing reaches the scenes below
    holds_a_game = False   # a table with its game: leaving it, the next screen's cover collects what it left

    def __init__(self, app) -> None:
        """app: the App (scenes/app.py) whose stack holds the scene; not imported here, as the app imports this."""
        self.app = app
        self.size = app.size

    # ---- lifecycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        """Became the top scene (pushed, or the one above was popped)."""

    def leave(self) -> None:
        """Removed from the stack."""

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out for this window size; called when pushed and on every resize."""
        self.size = size
        self.layout(pygame.Rect((0, 0), size))

    def layout(self, rect: pygame.Rect) -> None:
        """Place widgets in proportion to rect. Override."""

    def prepare(self):
        """Jobs that make the art this screen needs at its size, each small (a few ms): a generator that
        yields after each. The app runs them over frames behind a cover when the scene is pushed or the
        window resized, so the first frame shown draws from warm caches. Override."""
        return iter(())

    def idle_jobs(self):
        """Jobs that make art this screen will likely need soon (a figure's label at the column it may move
        to, the next cards), each small: a generator yielding after each. The app runs a job or two after a
        frame that left time to spare (never after one that spent its budget), and asks again for a new
        round a little after one ends. Caches only: never change what is drawn. Override."""
        return iter(())

    def bots_thinking(self) -> bool:
        """A bot of this screen is deciding in its own thread (the app's loop then yields to it)."""
        return False

    # ---- each frame --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """React to one event; return True when consumed. Modal scenes consume everything."""
        return self.modal

    def update(self, dt: float) -> None:
        """Advance time by dt seconds (only the top scene updates)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; never change state here."""

    # ---- helpers -----------------------------------------------------------------------------
    @property
    def is_top(self) -> bool:
        return bool(self.app.stack) and self.app.stack[-1] is self

    def close(self) -> None:
        """Pop this scene if it is on top."""
        if self.is_top:
            self.app.pop()
