"""The Load screen: every save (each game's autosave and the saved copies) to resume, copy, delete or watch.

Resume goes where the title's Continue goes (app.go.resume), so both resume a save the same way.
"""
from __future__ import annotations

import pygame

from game.core import SaveError, library, paths

from .. import theme
from ..assets import fit, shrink_to
from ..scene import Scene
from ..widgets.button import Button, handle_all
from ..widgets.dialog import Dialog
from ..widgets.focus import FocusRing, Spot
from .common import header


class LoadScreen(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries: list[library.SaveEntry] = []
        self.selected = 0
        self.scroll = 0
        self.rows: list[tuple[int, pygame.Rect]] = []
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        usable = self._usable
        self.buttons = [Button("Resume", self.resume, "primary", enabled=usable),
                        Button("Watch", self.watch, "teal", enabled=usable),
                        Button("Copy", self.copy, enabled=self._any),
                        Button("Delete", self.delete, "danger", enabled=self._any),
                        Button("Back", self.close, "quiet")]
        for b in self.buttons:
            b.app = app
        self.backdrop = theme.Backdrop()
        # the list is one stop (the ring goes round its chosen row; Up and Down choose), then the buttons;
        # the arrows choose a row before anyone tabs, as ever
        self.list_spot = Spot(self._chosen_rect, self.resume, self._list_key, self._any)
        self.focus = FocusRing(lambda: [self.list_spot, *self.buttons], arrows=False)
        self.reload()

    # ---- the list ------------------------------------------------------------------------------
    def reload(self, keep: object = None) -> None:
        self.entries = library.list_saves()
        paths_now = [e.path for e in self.entries]
        self.selected = paths_now.index(keep) if keep in paths_now else min(self.selected, len(self.entries) - 1)
        self.selected = max(0, self.selected)

    def enter(self) -> None:
        self.reload(self.current.path if self.current else None)

    @property
    def current(self) -> library.SaveEntry | None:
        return self.entries[self.selected] if 0 <= self.selected < len(self.entries) else None

    def _any(self) -> bool:
        return self.current is not None

    def _usable(self) -> bool:
        return self.current is not None and self.current.error is None

    # ---- actions -------------------------------------------------------------------------------
    def resume(self) -> None:
        if self._usable():
            self.app.go.resume(self.current)

    def watch(self) -> None:
        if self._usable():
            self.app.go.replay(self.current)

    def copy(self) -> None:
        if self.current is None:
            return
        try:
            target = library.copy_save(self.current.path)
        except SaveError as exc:
            self.app.toast(f"Could not copy this save: {exc}", "error", 6.0)
            return
        self.reload(target)
        self.app.toast(f"Copied as {target.name} in {target.parent}", "ok", 5.0)

    def delete(self) -> None:
        entry = self.current
        if entry is None:
            return
        what = "this damaged save" if entry.error else f"{entry.summary} ({entry.date})"

        def really() -> None:
            try:
                library.delete_save(entry.path)
            except SaveError as exc:
                self.app.toast(f"Could not delete this save: {exc}", "error", 6.0)
                return
            self.reload()
            self.app.toast(f"Deleted {entry.path.name}", "ok")
        self.app.push(Dialog(self.app, "Delete this save?", f"Delete {what}? This cannot be undone.",
                             (("Delete", really), ("Keep it", None))))

    # ---- input ---------------------------------------------------------------------------------
    def _list_key(self, event: pygame.event.Event) -> bool:
        """Up and Down choose a row (True while there is one that way: past the ends the ring moves on)."""
        step = {pygame.K_UP: -1, pygame.K_DOWN: 1}.get(event.key, 0)
        chosen = max(0, min(len(self.entries) - 1, self.selected + step))
        if not step or chosen == self.selected:
            return False
        self.selected = chosen
        self._keep_visible()
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        if self.focus.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
                return True
            if event.key in (pygame.K_UP, pygame.K_DOWN) and self.entries:
                self._list_key(event)
                return True
            if event.key == pygame.K_RETURN:
                self.resume()
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.scroll - event.y, max(0, len(self.entries) - self.visible)))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = next((i for i, r in self.rows if r.collidepoint(event.pos)), None)
            if hit is not None:
                self.selected = hit
                return True
        handle_all(self.buttons, event)
        return True

    def _chosen_rect(self) -> pygame.Rect:
        """The chosen row, or the whole list while the wheel has scrolled it out of sight."""
        shown = self.scroll <= self.selected < self.scroll + getattr(self, "visible", 0)
        return self.row_rect(self.selected) if shown else self.list_rect

    def row_rect(self, i: int) -> pygame.Rect:
        """Where the list draws entry i (scrolled), or an empty rect before the layout."""
        if not hasattr(self, "row_top"):
            return pygame.Rect(0, 0, 0, 0)
        r, u = self.list_rect, self.u
        return pygame.Rect(r.x + int(u), self.row_top + (i - self.scroll) * self.row_h, r.w - int(u * 2),
                           self.row_h - int(u * 0.8))

    def _keep_visible(self) -> None:
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + self.visible:
            self.scroll = self.selected - self.visible + 1

    # ---- layout and drawing --------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        u = theme.unit(rect.size)
        self.u = u
        w = int(min(rect.w - u * 8, u * 130))
        bh = int(u * 6)
        self.list_rect = pygame.Rect((rect.w - w) // 2, int(u * 20), w, rect.h - int(u * 20) - bh - int(u * 12))
        self.row_h = int(u * 7.4)
        self.visible = max(1, (self.list_rect.h - int(u * 2)) // self.row_h)
        bw, gap = int(u * 20), int(u * 2)
        x = (rect.w - (len(self.buttons) * bw + (len(self.buttons) - 1) * gap)) // 2
        y = self.list_rect.bottom + int(u * 3)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x + i * (bw + gap), y, bw, bh)
        self.folder_y = y + bh + int(u * 2.6)
        self.row_top = self.list_rect.y + int(u)
        self.backdrop = theme.Backdrop()

    def prepare(self):
        """The background, then the backdrop: small jobs the app runs behind its cover."""
        yield from theme.background.steps(self.size)
        yield from self.backdrop.jobs(self.size, "load", self._paint)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop.get(surface.get_size(), "load", self._paint), (0, 0))
        u, r = self.u, self.list_rect
        self.rows = []
        if not self.entries:
            theme.blit_text(surface, "No saves yet: every game you start is saved as you play.", u * 2.6,
                            theme.INK_SOFT, r.center, "italic", "center")
        for i in range(self.scroll, min(len(self.entries), self.scroll + self.visible)):
            row = self.row_rect(i)
            self.rows.append((i, row))
            self._draw_row(surface, self.entries[i], row, i == self.selected)
        for b in self.buttons:
            b.draw(surface)
        self.focus.draw(surface)
        theme.blit_text(surface, fit(f"Saved copies are kept in {paths.saves_dir()}", int(u * 1.9),
                                     int(r.w), "italic"), u * 1.9, theme.CREAM_SOFT,
                        (surface.get_width() // 2, self.folder_y), "italic", "center")

    def _paint(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        header(surface, "Saves", "Resume a game, watch it move by move, copy or delete it")
        theme.panel(surface, self.list_rect, theme.PAPER, radius=int(self.u * 1.6))

    def _draw_row(self, surface: pygame.Surface, entry: library.SaveEntry, row: pygame.Rect, chosen: bool) -> None:
        u = self.u
        if chosen:
            pygame.draw.rect(surface, theme.lighten(theme.ACCENT, 0.55), row, border_radius=int(u))
            pygame.draw.rect(surface, theme.ACCENT_DARK, row, width=max(1, int(u * 0.3)), border_radius=int(u))
        x, mid = row.x + int(u * 1.6), row.centery
        size = shrink_to(entry.title, u * 2.5, row.w * 0.3, "bold")      # a long title gets smaller before cut
        theme.blit_text(surface, fit(entry.title, size, int(row.w * 0.3), "bold"), size, theme.INK,
                        (x, mid - u * 1.3), "bold", "midleft")
        kind = "Autosave" if entry.kind == "autosave" else "Saved copy"
        theme.blit_text(surface, f"{kind} · {entry.date}", u * 1.7, theme.INK_SOFT, (x, mid + u * 1.7), "italic",
                        "midleft")
        if entry.error:
            detail, colour = fit(entry.error, int(u * 1.9), int(row.w * 0.62)), theme.CORAL
        else:
            players = ", ".join(entry.seats)
            state = entry.progress or ("finished" if entry.finished else "just started")
            detail = fit(f"{players}  ·  {state}  ·  {entry.actions} moves", int(u * 1.9), int(row.w * 0.62))
            colour = theme.INK
        theme.blit_text(surface, detail, u * 1.9, colour, (row.x + row.w * 0.35, mid), "ui", "midleft")
