"""Settings: text size, volume, mute, fullscreen, open hands, animation speed, reduce motion, click to move,
reaction timer, colour-blind palette, hints.
Each change applies at once and is saved.

"Across the room" (issue 23) is one click to text at 200% and fullscreen, for a TV seen from the sofa; the button
is lit while both hold, and a second click puts back the text size and window it was before (choosing a text
size by hand ends it too). The rows sit in one column while they fit, else two, else on pages ("More settings").
"""
from __future__ import annotations

import pygame

from .. import theme
from ..scene import Scene
from ..access import TEXT_SCALES
from ..settings import ANIM_NAMES, ANIM_SPEEDS, REACTION_TIMES
from ..access import scaled, unscaled
from ..assets import line_height, wrap
from ..widgets.button import Button, handle_all, height_for
from ..widgets.chooser import Chooser
from ..widgets.focus import FocusRing
from .common import card_title_bottom, overlay_card, text_width

ON_OFF = {True: "On", False: "Off"}
ACROSS = (2.0, True)        # Across the room: text size and fullscreen


def _pages(heights: list[int], columns: int, room: float) -> list[list[list[int]]]:
    """Rows (by height) in order down columns of at most `room` px, `columns` to a page: [page][column][row]."""
    pages, page, column, used = [], [], [], 0.0
    for i, h in enumerate(heights):
        if column and used + h > room:
            page.append(column)
            column, used = [], 0.0
            if len(page) == columns:
                pages.append(page)
                page = []
        column.append(i)
        used += h
    page.append(column)
    pages.append(page)
    if columns == 2 and len(pages) == 1 and len(page) == 1 and len(heights) > 1:     # two columns: balanced
        half = (len(heights) + 1) // 2
        pages = [[list(range(half)), list(range(half, len(heights)))]]
    return pages


class SettingsScreen(Scene):
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        self.rows: list[tuple[str, str, Chooser]] = [
            ("Text size", "text_scale", Chooser(list(TEXT_SCALES), s.text_scale, lambda v: f"{round(v * 100)}%")),
            ("Volume", "volume", Chooser(list(range(0, 101, 10)), s.volume, lambda v: f"{v}%")),
            ("Sound", "mute", Chooser([False, True], s.mute, lambda v: "Muted" if v else "On")),
            ("Fullscreen (F11)", "fullscreen", Chooser([False, True], s.fullscreen, ON_OFF.get)),
            ("Open hands (no curtain)", "open_hands", Chooser([False, True], s.open_hands, ON_OFF.get)),
            ("Animation speed", "anim_speed", Chooser(list(ANIM_SPEEDS), s.anim_speed, ANIM_NAMES.get)),
            ("Reduce motion", "reduce_motion", Chooser([False, True], s.reduce_motion, ON_OFF.get)),
            ("Click to move (no dragging)", "click_to_move", Chooser([False, True], s.click_to_move, ON_OFF.get)),
            ("Reaction timer", "reaction_seconds",
             Chooser(list(REACTION_TIMES), s.reaction_seconds, lambda v: f"{v} s" if v else "Off: wait")),
            ("Colour-blind safe colours", "colour_blind", Chooser([False, True], s.colour_blind, ON_OFF.get)),
            ("Hints (the coach)", "hints", Chooser([False, True], s.hints, ON_OFF.get)),
        ]
        for _label, key, chooser in self.rows:
            chooser.on_change = lambda value, key=key: self.set(key, value)
            chooser.app = app
        self.back = Button("Done", self.close, "primary")
        self.across_button = Button("Across the room", self.across)
        self.more = Button("More settings ›", self.next_page, "quiet")
        for b in (self.back, self.across_button, self.more):
            b.app = app
        self.label_rects: dict[int, pygame.Rect] = {}
        self.focus = FocusRing(lambda: [*(chooser for _l, _k, chooser in self.rows), self.across_button, self.back,
                                        self.more])
        self.card = pygame.Rect(0, 0, 0, 0)

    def set(self, key: str, value) -> None:
        setattr(self.app.settings, key, value)
        self.app.run_only.pop(key, None)          # chosen by hand: saved from now on
        self.app.apply_settings()
        self.app.save_settings()
        if key == "volume":
            self.app.sound.play("click")
        if key == "text_scale":
            self.app.__dict__.pop("across_before", None)     # chosen by hand: Across the room is off

    # ---- Across the room: one click to 200% and fullscreen, a second click back -----------------------
    def across_on(self) -> bool:
        s = self.app.settings
        return s.text_scale == ACROSS[0] and s.fullscreen == ACROSS[1]

    def across(self) -> None:
        """Text size 200% and fullscreen, for a TV across the room; on again, back to what it was before
        (100% and a window when the app was started that way)."""
        s = self.app.settings
        if self.across_on():
            scale, full = self.app.__dict__.pop("across_before", (1.0, False))
            words = f"Back to text at {round(scale * 100)}%" + (" in fullscreen." if full else " in a window.")
        else:
            self.app.across_before = (s.text_scale, s.fullscreen)
            scale, full = ACROSS
            words = "Across the room: text at 200% and fullscreen. Click it again to go back."
        s.text_scale, s.fullscreen = scale, full
        for _label, key, chooser in self.rows:        # the rows show the new values
            if key in ("text_scale", "fullscreen"):
                chooser.index = chooser.values.index(getattr(s, key))
        self.app.run_only.pop("text_scale", None)
        self.app.apply_settings()
        self.app.save_settings()
        self.app.toast(words, "ok", 5.0)

    # ---- layout: one column while it fits, else two, else pages ---------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        u = theme.unit(rect.size)
        self.u = u
        tall = scaled(u)                                   # controls grow with their text
        self.chooser_h = int(tall * 5.4)
        widest = max(text_width(c.names(v), unscaled(self.chooser_h * 0.44)) for _l, _k, c in self.rows for v in c.values)
        self.chooser_w = int(max(u * 32, widest + 2 * self.chooser_h + u * 2))      # arrows either side
        bh = height_for(u * 2.5)                            # Done and Across the room: a label of the rows' size
        self.foot = int(bh + u * 5)                         # the buttons and the margins under the rows
        head = card_title_bottom(pygame.Rect(0, 0, 0, 0), u)
        room = rect.h - u * 2 - head - self.foot           # for the rows on the tallest card the window holds
        for columns in (1, 2):
            width = int(min(rect.w - u * 6, max(u * 96, columns * (self.chooser_w + u * 44) + u * 12)))
            self.column_w = (width - u * 8 - (columns - 1) * u * 4) / columns
            self.label_w = int(self.column_w - self.chooser_w - u * 2)
            heights = [self._row_h(label) for label, _k, _c in self.rows]
            self.pages = _pages(heights, columns, room)
            if len(self.pages) == 1 or columns == 2:
                break
        tallest = max(sum(heights[i] for i in col) for page in self.pages for col in page)
        self.card = pygame.Rect(0, 0, width, int(head + tallest + self.foot))
        self.card.center = rect.center
        self.heights = heights
        self.page = min(getattr(self, "page", 0), len(self.pages) - 1)
        self._place_rows()
        across_w = int(max(u * 24, text_width("Across the room", u * 2.5) + bh))
        self.across_button.rect = pygame.Rect(0, 0, across_w, bh)
        self.back.rect = pygame.Rect(0, 0, int(max(u * 24, text_width("Done", u * 2.5) + bh)), bh)
        buttons = [self.across_button, self.back] + ([self.more] if len(self.pages) > 1 else [])
        if len(self.pages) > 1:
            self.more.rect = pygame.Rect(0, 0, int(max(text_width(w, u * 2.5) for w in ("More settings ›",
                                                                                         "‹ First settings")) + bh), bh)
        gap = int(u * 2)
        x = self.card.centerx - (sum(b.rect.w for b in buttons) + gap * (len(buttons) - 1)) // 2
        for b in buttons:
            b.rect.topleft = (x, self.card.bottom - int(u * 3) - bh)
            x += b.rect.w + gap
        if len(self.pages) == 1:
            self.more.rect = pygame.Rect(0, 0, 0, 0)

    def _row_h(self, label: str) -> int:
        lines = len(wrap(label, self.u * 2.5, self.label_w, "bold"))
        return int(max(self.chooser_h, lines * line_height(self.u * 2.5, "bold")) + scaled(self.u) * 2)

    def _place_rows(self) -> None:
        u = self.u
        top = card_title_bottom(self.card, u)
        for _label, _key, chooser in self.rows:
            chooser.rect = pygame.Rect(0, 0, 0, 0)          # off this page: hidden, and clicks miss it
        self.label_rects = {}
        for c, column in enumerate(self.pages[self.page]):
            x = self.card.x + u * 4 + c * (self.column_w + u * 4)
            y = top
            for i in column:
                h = self.heights[i]
                chooser = self.rows[i][2]
                chooser.rect = pygame.Rect(int(x + self.column_w - self.chooser_w), int(y + (h - self.chooser_h) / 2),
                                           self.chooser_w, self.chooser_h)
                self.label_rects[i] = pygame.Rect(int(x), int(y), self.label_w, h)
                y += h

    def next_page(self) -> None:
        self.page = (self.page + 1) % len(self.pages)
        self._place_rows()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.focus.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if handle_all([self.back, self.across_button, self.more], event):
            return True
        for _label, _key, chooser in self.rows:
            if chooser.handle(event):
                break
        return True

    def draw(self, surface: pygame.Surface) -> None:
        overlay_card(surface, self.card, "Settings")
        u = self.u
        for i, box in self.label_rects.items():
            label, _key, chooser = self.rows[i]
            theme.blit_box(surface, label, u * 2.5, theme.INK, box, "bold")
            chooser.draw(surface)
        if len(self.pages) > 1:
            self.more.label = "More settings ›" if self.page < len(self.pages) - 1 else "‹ First settings"
            theme.blit_text(surface, f"Page {self.page + 1} of {len(self.pages)}", u * 2, theme.INK_SOFT,
                            (self.card.right - u * 3, self.card.y + u * 2), "italic", "topright")
        self.across_button.style = "teal" if self.across_on() else "secondary"
        for b in (self.across_button, self.back, self.more):
            b.draw(surface)
        self.focus.draw(surface)
