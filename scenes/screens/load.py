"""The Load screen: every save (each game's autosave and the saved copies) to resume, copy, delete or watch.

Resume goes where the title's Continue goes (app.go.resume), so both resume a save the same way.
"""
from __future__ import annotations

import pygame

from game.core import SaveError, library, paths

from .. import access, theme
from ..assets import fit, font, line_height, wrap
from ..scene import Scene
from ..widgets.button import Button, handle_all, height_for
from ..widgets.dialog import Dialog
from ..widgets.focus import FocusRing, Spot
from .common import header, header_bottom


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
        if hasattr(self, "u"):              # laid out already: a longer name may need taller rows
            self.resize(self.app.size)

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
        w = int(min(rect.w - u * 8, u * 130 * access.text_scale))
        bh = height_for(u * 2.5)
        folder = line_height(u * 1.9, "italic")
        top = header_bottom(rect.size)
        self.list_rect = pygame.Rect((rect.w - w) // 2, top, w, rect.h - top - bh - folder - int(u * 8))
        # a row: the title over its kind and date on the left, the players and progress (two lines at most) right
        self.title_lines = self._title_lines(w)
        self.row_h = int(max(u * 7.4, self.title_lines * line_height(u * 2.5, "bold") + line_height(u * 1.7, "italic")
                             + u * 1.4, 2 * line_height(u * 1.9) + u * 1.4))
        self.visible = max(1, (self.list_rect.h - int(u * 2)) // self.row_h)     # the rest scrolls
        gap = int(u * 2)
        bw = int(max(u * 20, max(font("bold", u * 2.5).size(b.label)[0] for b in self.buttons) + bh))
        bw = min(bw, (rect.w - int(u * 4) - gap * (len(self.buttons) - 1)) // len(self.buttons))
        x = (rect.w - (len(self.buttons) * bw + (len(self.buttons) - 1) * gap)) // 2
        y = self.list_rect.bottom + int(u * 3)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x + i * (bw + gap), y, bw, bh)
        self.folder_y = y + bh + int(u * 1.2) + folder // 2
        self.row_top = self.list_rect.y + int(u)
        self.backdrop = theme.Backdrop()

    def _title_lines(self, width: int) -> int:
        """Lines a game's name takes in its column (two at most: a long name at a large text size)."""
        room = int((width - self.u * 2) * 0.31)
        return max([1] + [len(wrap(e.title, self.u * 2.5, room, "bold", limit=2)) for e in self.entries])

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
        if len(self.entries) > self.visible:          # more saves than rows: where the view is in the list
            track = pygame.Rect(r.right - int(u * 0.9), r.y + int(u), int(u * 0.6), r.h - int(u * 2))
            pygame.draw.rect(surface, theme.PAPER_DIM, track, border_radius=track.w)
            share = self.visible / len(self.entries)
            thumb = pygame.Rect(track.x, track.y + int(track.h * self.scroll / len(self.entries)), track.w,
                                max(int(u * 3), int(track.h * share)))
            pygame.draw.rect(surface, theme.ACCENT_DARK, thumb, border_radius=track.w)
        for b in self.buttons:
            b.draw(surface)
        self.focus.draw(surface)
        theme.blit_text(surface, fit(f"Saved copies are kept in {paths.saves_dir()}", int(u * 1.9),
                                     int(surface.get_width() - u * 4), "italic"), u * 1.9, theme.CREAM_SOFT,
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
        title_h, kind_h = line_height(u * 2.5, "bold") * self.title_lines, line_height(u * 1.7, "italic")
        top = mid - (title_h + kind_h) / 2
        # a long title gets smaller, then takes two lines, before it is cut
        theme.blit_box(surface, entry.title, u * 2.5, theme.INK, (x, top, int(row.w * 0.31), title_h), "bold")
        kind = "Autosave" if entry.kind == "autosave" else "Saved copy"
        theme.blit_text(surface, fit(f"{kind} · {entry.date}", u * 1.7, int(row.w * 0.33), "italic"), u * 1.7,
                        theme.INK_SOFT, (x, top + title_h + kind_h / 2), "italic", "midleft")
        if entry.error:
            detail, colour = entry.error, theme.darken(theme.CORAL, 0.35)
        else:
            players = ", ".join(entry.seats)
            state = entry.progress or ("finished" if entry.finished else "just started")
            detail, colour = f"{players}  ·  {state}  ·  {entry.actions} moves", theme.INK
        theme.blit_box(surface, detail, u * 1.9, colour, (row.x + row.w * 0.36, row.y, row.w * 0.62, row.h))
