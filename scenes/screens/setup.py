"""Player setup: seats (name, colour, symbol, human or bot level), the game's variant options, who starts."""
from __future__ import annotations

import random

import pygame

from game.core import SeatInfo, Table, paths
from game.core.seats import SYMBOLS, default_symbol
from game.core.table import DEFAULT_NAMES

from .. import symbols, theme
from ..scene import Scene
from ..widgets.button import Button
from ..widgets.chooser import Chooser
from ..widgets.focus import FocusRing
from ..widgets.textinput import TextInput
from ..access import scaled, unscaled
from ..assets import line_height, wrap
from ..widgets.button import height_for
from .common import header, header_bottom, text_width
from .variants import explain, relevant

CONTROLLERS = ["human", "easy", "normal", "hard"]
CONTROLLER_NAMES = {"human": "Human", "easy": "Bot · Easy", "normal": "Bot · Normal", "hard": "Bot · Hard"}


class SeatRow:
    def __init__(self, setup: "Setup", index: int, colour: int, controller: str, symbol: str) -> None:
        self.name = TextInput(DEFAULT_NAMES[index % len(DEFAULT_NAMES)], max_length=14, placeholder="Name")
        self.colour = colour
        self.symbol = symbol        # the seat's second sign beside its colour (issue 23): never colour alone
        self.swatch = Button("", lambda: setup.next_colour(self), "secondary")
        self.shape = Button("", lambda: setup.next_symbol(self), "secondary")
        self.controller = Chooser(CONTROLLERS, controller, CONTROLLER_NAMES.get)
        self.remove = Button("×", lambda: setup.remove(self), "quiet", enabled=setup.can_remove)
        for w in (self.swatch, self.shape, self.controller, self.remove):
            w.app = setup.app

    @property
    def widgets(self):
        return [self.name, self.swatch, self.shape, self.controller, self.remove]


class Setup(Scene):
    def __init__(self, app, spec) -> None:
        super().__init__(app)
        self.spec = spec
        self.backdrop = theme.Backdrop()
        self.options = {o.key: Chooser(o.values, o.default, o.name, lambda _v: self.options_changed())
                        for o in spec.options}
        low, _ = spec.players_for(self.option_values())
        self.rows: list[SeatRow] = []
        for i in range(max(2, low) if spec.players_for(self.option_values())[1] >= 2 else low):
            self.rows.append(SeatRow(self, i, i, "human" if i == 0 else "normal", SYMBOLS[i]))
        self.first = Chooser([None], None, self.first_name)
        self._recall()
        self.add_button = Button("+ Add player", self.add, "quiet", enabled=self.can_add)
        self.start_button = Button("Start", self.start, "primary", key=None)
        self.back_button = Button("Back", self.close, "quiet")
        self.tab = 0                       # the card shown when only one fits (0 players, 1 game)
        self.tabs = [Button("Players", lambda: self.show_tab(0)), Button("Game", lambda: self.show_tab(1))]
        self.scrollers = [Button("↑", lambda: self.scroll_seats(-1), "quiet"),
                          Button("↓", lambda: self.scroll_seats(1), "quiet")]
        for w in [self.first, self.add_button, self.start_button, self.back_button, *self.options.values(),
                  *self.tabs, *self.scrollers]:
            w.app = app
        self.focus = FocusRing(self.reading_order)
        self.options_changed()

    # ---- memory: the seats come back after a game and "Back to title" ---------------------------
    def _memory(self) -> dict:
        return self.app.__dict__.setdefault("remembered_setups", {})

    def remember(self) -> None:
        self._memory()[self.spec.id] = {"seats": self.seats(), "options": self.option_values(),
                                        "first": self.first.value}

    def _recall(self) -> None:
        kept = self._memory().get(self.spec.id)
        if not kept:
            return
        for key, value in kept["options"].items():
            if key in self.options and value in self.options[key].values:
                self.options[key].index = self.options[key].values.index(value)
        low, high = self.player_range()
        self.rows = []
        for i, seat in enumerate(kept["seats"][:high]):
            row = SeatRow(self, i, seat.colour, seat.controller, seat.symbol or SYMBOLS[i])
            row.name.value = seat.name
            self.rows.append(row)
        self.first.set_values([None] + list(range(len(self.rows))), keep=kept["first"])

    def close(self) -> None:
        self.remember()
        super().close()

    def shown_options(self) -> list:
        """The choices that matter with the others as they are (Moon level only when playing together)."""
        values = self.option_values()
        return [(o, self.options[o.key]) for o in self.spec.options if relevant(self.spec.id, o.key, values)]

    # ---- model ---------------------------------------------------------------------------------
    def option_values(self) -> dict:
        return {k: c.value for k, c in getattr(self, "options", {}).items()}

    def player_range(self) -> tuple[int, int]:
        return self.spec.players_for(self.option_values())

    def can_add(self) -> bool:
        return len(self.rows) < self.player_range()[1]

    def can_remove(self) -> bool:
        return len(self.rows) > self.player_range()[0]

    def first_name(self, value) -> str:
        if value is None or value >= len(self.rows):
            return "Random"
        return self.rows[value].name.value or f"Player {value + 1}"

    def options_changed(self) -> None:
        low, high = self.player_range()
        while len(self.rows) < low:
            self.add()
        while len(self.rows) > high:
            self.rows.pop()
        self.first.set_values([None] + list(range(len(self.rows))), keep=self.first.value)
        self.resize(self.app.size)

    def add(self) -> None:
        if len(self.rows) >= self.player_range()[1]:
            return
        used = {r.colour for r in self.rows}
        colour = next(c for c in range(6) if c not in used) if len(used) < 6 else 0
        names = {r.name.value for r in self.rows}
        row = SeatRow(self, len(self.rows), colour, "normal",
                      default_symbol(len(self.rows), [r.symbol for r in self.rows]))
        row.name.value = next((n for n in DEFAULT_NAMES if n not in names), f"Player {len(self.rows) + 1}")
        self.rows.append(row)
        self.first.set_values([None] + list(range(len(self.rows))), keep=self.first.value)
        self.seat_scroll = len(self.rows)            # the new seat in view (clamped by the layout)
        self.resize(self.app.size)

    def remove(self, row: SeatRow) -> None:
        if self.can_remove() and row in self.rows:
            self.rows.remove(row)
            self.first.set_values([None] + list(range(len(self.rows))), keep=None)
            self.resize(self.app.size)

    def next_colour(self, row: SeatRow) -> None:
        used = {r.colour for r in self.rows if r is not row}
        for step in range(1, 7):
            if (row.colour + step) % 6 not in used:
                row.colour = (row.colour + step) % 6
                return

    def next_symbol(self, row: SeatRow) -> None:
        """The row's next symbol that no other seat has (two seats never share one)."""
        used = {r.symbol for r in self.rows if r is not row}
        at = SYMBOLS.index(row.symbol) if row.symbol in SYMBOLS else -1
        row.symbol = next((SYMBOLS[(at + step) % len(SYMBOLS)] for step in range(1, len(SYMBOLS) + 1)
                           if SYMBOLS[(at + step) % len(SYMBOLS)] not in used), row.symbol)

    def seats(self) -> list[SeatInfo]:
        return [SeatInfo(r.name.value.strip() or f"Player {i + 1}", r.controller.value, r.colour, r.symbol)
                for i, r in enumerate(self.rows)]

    def name_problem(self) -> str | None:
        """Why the names would make the log hard to read, or None: it names seats in the third person
        ("Ana passes"), so "You" reads "You passes", and two seats of one name can't be told apart."""
        names = [s.name for s in self.seats()]
        if any(n.lower() == "you" for n in names):
            return "Give that seat a name other than 'You': the log would read 'You passes'."
        twice = next((n for n in names if names.count(n) > 1), None)
        return f"Two seats are called {twice}: give each one its own name." if twice else None

    def start(self) -> None:
        problem = self.name_problem()
        if problem:
            self.app.toast(problem, "error", 5.0)
            return
        self.remember()
        seed = random.SystemRandom().randrange(2 ** 31)
        table = Table.new(self.spec.id, self.seats(), self.option_values(), seed, self.first.value,
                          autosave=paths.new_autosave_path(self.spec.id))   # its own file: others are kept
        self.app.sound.play("whoosh")
        self.app.go.game(table, replace=True)

    # ---- input, layout, drawing ----------------------------------------------------------------
    def widgets(self):
        out = [w for r in self.rows for w in r.widgets]
        return out + [self.first, self.add_button, self.start_button, self.back_button,
                      *(c for _o, c in self.shown_options()), *self.tabs, *self.scrollers]

    def reading_order(self) -> list:
        """The focus ring's order: each seat's row left to right, + Add player, the game's choices, who starts,
        then Back and Start."""
        rows = [w for r in self.rows for w in sorted(r.widgets, key=lambda w: w.rect.x)]
        # (the tabs and the seat arrows only at a text size that needs them: hidden controls are skipped)
        return [*self.tabs] + rows + [*self.scrollers, self.add_button, *(c for _o, c in self.shown_options()),
                                      self.first, self.back_button, self.start_button]

    def handle(self, event: pygame.event.Event) -> bool:
        if self.focus.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not any(r.name.focused for r in self.rows):
            self.close()
            return True
        if event.type == pygame.MOUSEWHEEL and self.scrollers[0].rect.w \
                and self.seat_card.collidepoint(pygame.mouse.get_pos()):
            self.scroll_seats(-1 if event.y > 0 else 1)       # seats that do not all fit the card
            return True
        for w in self.widgets():
            if w.handle(event) and event.type != pygame.MOUSEMOTION:
                break
        return True

    def update(self, dt: float) -> None:
        for r in self.rows:
            r.name.update(dt)

    def layout(self, rect: pygame.Rect) -> None:
        """Players left, the game's choices right, controls as tall as their text. When the two cards cannot
        stand side by side at this text size, one card at a time under two tabs; seats that do not fit the
        card scroll (arrows by the heading, the wheel), and choices that do not fit one column take two."""
        u = theme.unit(rect.size)
        self.u = u
        tall = scaled(u)
        rh, self.gap = int(tall * 5.6), int(u * 1.2 + tall * 0.4)
        bh = max(int(u * 6.4), height_for(u * 2.5))
        bw = int(max(u * 24, max(text_width(b.label, u * 2.5) for b in (self.start_button, self.back_button)) + bh))
        top, bottom = header_bottom(rect.size), rect.h - bh - int(u * 5.5)
        pad = int(u * 2.5)
        ctrl_w = int(max(text_width(n, unscaled(rh * 0.44)) for n in CONTROLLER_NAMES.values()) + 2 * rh + u * 2)
        name_w = int(text_width("Bartholomew", unscaled(rh * 0.46), "ui") + rh)
        spare = rh + int(u * 0.8)                        # the seat's symbol beside its colour
        seat_need = 2 * pad + rh + name_w + ctrl_w + spare + rh + int(u * 4.5)
        option_need = int(max(u * 40, self._widest_option(rh) + 2 * pad))
        width = int(min(rect.w - u * 8, max(u * 150, seat_need + option_need + u * 3)))
        left = (rect.w - width) // 2
        self.tabbed = seat_need + option_need + u * 3 > width
        if not self.tabbed:        # side by side only if the game's choices fit their card, too
            seat_w = int(max(width * 0.6, seat_need))
            side = pygame.Rect(left + seat_w + int(u * 3), top, width - seat_w - int(u * 3), bottom - top)
            self.tabbed = self._option_columns(rh, side) is None
        if self.tabbed:                                   # one card at a time, its tabs in place of its heading
            th = height_for(u * 2.1)
            tw = int(max(text_width(t.label, u * 2.1) for t in self.tabs) + th)
            for i, tab in enumerate(self.tabs):
                tab.rect = pygame.Rect(left + int(u * 2.5) + i * (tw + int(u * 1.5)), top + int(u * 1.6), tw, th)
                tab.style = "primary" if i == self.tab else "secondary"
            self.seat_card = pygame.Rect(left, top, width, bottom - top)
            self.option_card = self.seat_card.copy()
        else:
            for tab in self.tabs:
                tab.rect = pygame.Rect(0, 0, 0, 0)
            seat_w = int(max(width * 0.6, seat_need))
            self.seat_card = pygame.Rect(left, top, seat_w, bottom - top)
            self.option_card = pygame.Rect(self.seat_card.right + int(u * 3), top, width - seat_w - int(u * 3),
                                           bottom - top)
        self._place_seats(rh, ctrl_w)
        self._place_options(rh)
        y = self.seat_card.bottom + int(u * 2.5)
        self.start_button.rect = pygame.Rect(rect.w // 2 + int(u * 1.5), y, bw, bh)
        self.back_button.rect = pygame.Rect(rect.w // 2 - int(u * 1.5) - bw, y, bw, bh)

    def heading_room(self) -> int:
        """The cards' headings ("Players", "Game", or the tabs) and the controls beside them, above the rest."""
        u = self.u
        return int(u * 1.6 + max(line_height(u * 3.4, "serif_bold"), height_for(u * 2.1)) + u * 1.2)

    def _place_seats(self, rh: int, ctrl_w: int) -> None:
        u, c = self.u, self.seat_card
        shown = not self.tabbed or self.tab == 0
        add_h = size = height_for(u * 2.1)
        first = c.y + self.heading_room()
        self.visible = int((c.bottom - first - add_h - u * 3) // (rh + self.gap))
        scrolls = len(self.rows) > self.visible                 # then Add goes up beside the heading
        if scrolls:
            self.visible = max(1, int((c.bottom - first - u * 2) // (rh + self.gap)))
        self.seat_scroll = max(0, min(getattr(self, "seat_scroll", 0), len(self.rows) - self.visible))
        y = first
        for i, r in enumerate(self.rows):
            for w in r.widgets:
                w.rect = pygame.Rect(0, 0, 0, 0)           # scrolled away (or the other tab): hidden, never hit
            if not shown or not self.seat_scroll <= i < self.seat_scroll + self.visible:
                continue
            r.swatch.rect = pygame.Rect(c.x + int(u * 2.5), y, rh, rh)
            r.shape.rect = pygame.Rect(r.swatch.rect.right + int(u * 0.8), y, rh, rh)      # the seat's symbol
            r.remove.rect = pygame.Rect(c.right - int(u * 2.5) - rh, y, rh, rh)
            r.controller.rect = pygame.Rect(r.remove.rect.x - int(u * 2.5) - ctrl_w, y, ctrl_w, rh)
            r.name.rect = pygame.Rect(r.shape.rect.right + int(u * 1.5), y,
                                      r.controller.rect.x - int(u * 3) - r.shape.rect.right, rh)
            y += rh + self.gap
        aw = int(text_width(self.add_button.label, u * 2.1) + add_h)
        self.add_button.rect = pygame.Rect(c.x + int(u * 2.5), y + int(u * 0.5), aw, add_h)
        if scrolls:
            self.add_button.rect.topright = (c.right - int(u * 2.5), c.y + int(u * 1.6))
        if not shown:
            self.add_button.rect = pygame.Rect(0, 0, 0, 0)
        right = self.add_button.rect.x - int(u * 2)
        for i, b in enumerate(self.scrollers):
            b.rect = pygame.Rect(right - (2 - i) * size - (1 - i) * int(u), c.y + int(u * 1.6), size, size) \
                if shown and len(self.rows) > self.visible else pygame.Rect(0, 0, 0, 0)

    def scroll_seats(self, delta: int) -> None:
        self.seat_scroll = max(0, min(self.seat_scroll + delta, len(self.rows) - self.visible))
        self.resize(self.app.size)

    def show_tab(self, index: int) -> None:
        self.tab = index
        self.resize(self.app.size)

    def _widest_option(self, rh: int) -> int:
        names = [c.names(v) for c in [self.first, *self.options.values()] for v in c.values]
        return int(max(text_width(n, unscaled(rh * 0.44)) for n in names) + 2 * rh + self.u * 2)

    def _option_columns(self, rh: int, card: pygame.Rect, force: bool = False):
        """(columns, column width, [(chooser, explanation height)], block heights) for the choices in this card:
        one column while they fit its height, else two; None when two would still not fit (or be too narrow
        for a chooser's longest value), unless force."""
        u = self.u
        label_h = line_height(u * 2.1, "bold")
        room = card.h - self.heading_room() - u * 0.8
        for columns in (1, 2):
            col_w = (card.w - u * 5 - (columns - 1) * u * 3) / columns
            # each choice's explanation gets the lines its longest value needs at this width
            blocks = [(c, max(len(wrap(explain(self.spec.id, opt.key, v), u * 1.8, int(col_w), "italic"))
                              for v in c.values) * line_height(u * 1.8, "italic"))
                      for opt, c in self.shown_options()] + [(self.first, 0)]
            per = -(-len(blocks) // columns)
            bare = [label_h + rh + e for _c, e in blocks]
            tallest = max(sum(bare[i:i + per]) for i in range(0, len(blocks), per))
            gap = max(u * 0.6, min(u * 1.8, (room - tallest) / per))    # the gaps close up before a second column
            heights = [h + gap for h in bare]
            tallest += per * gap
            if tallest <= room and col_w >= self._widest_option(rh) or force and columns == 2:
                return columns, col_w, blocks, heights
        return None

    def _place_options(self, rh: int) -> None:
        """Each choice: its name, the chooser, a line or two of what it means; in columns as the card needs."""
        u, o = self.u, self.option_card
        for chooser in [self.first, *self.options.values()]:
            chooser.rect = pygame.Rect(0, 0, 0, 0)            # hidden unless it matters (below)
        self.option_boxes = {}
        if self.tabbed and self.tab != 1:
            return
        label_h = line_height(u * 2.1, "bold")
        columns, col_w, blocks, heights = self._option_columns(rh, o) or self._option_columns(rh, o, force=True)
        per = -(-len(blocks) // columns)
        for i, (chooser, e) in enumerate(blocks):
            col = i // per
            x = o.x + u * 2.5 + col * (col_w + u * 3)
            y = o.y + self.heading_room() + sum(heights[col * per:i]) + label_h
            chooser.rect = pygame.Rect(int(x), int(y), int(col_w), rh)
            self.option_boxes[id(chooser)] = (pygame.Rect(int(x), int(y - label_h), int(col_w), label_h),
                                              pygame.Rect(int(x), int(y + rh + u * 0.3), int(col_w), int(e)))

    def _paint(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        low, high = self.player_range()
        header(surface, self.spec.title, f"{low} to {high} players · click a name to type it" if high > low
               else f"{low} players · click a name to type it")
        u = self.u
        cards = ((self.seat_card, "Players"), (self.option_card, "Game"))
        for card, title in (cards[self.tab:self.tab + 1] if self.tabbed else cards):
            theme.panel(surface, card, theme.PAPER, radius=int(u * 2))
            if not self.tabbed:              # (the tabs name the card)
                theme.blit_text(surface, title, u * 3.4, theme.INK, (card.x + u * 2.5, card.y + u * 2), "serif_bold")

    def prepare(self):
        """The background, then the backdrop: small jobs the app runs behind its cover."""
        yield from theme.background.steps(self.size)
        yield from self.backdrop.jobs(self.size, self.player_range(), self._paint)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop.get(surface.get_size(), self.player_range(), self._paint), (0, 0))
        u = self.u
        for r in self.rows:
            colour = theme.player_colour(r.colour)
            r.name.draw(surface)
            r.controller.draw(surface)
            r.remove.draw(surface)
            pygame.draw.rect(surface, colour, r.swatch.rect, border_radius=r.swatch.rect.h // 3)
            r.shape.draw(surface)
            symbols.draw(surface, r.symbol, r.shape.rect.center, r.shape.rect.h * 0.62, colour)
            for button in (r.swatch, r.shape):
                if button.hover:
                    pygame.draw.rect(surface, theme.INK, button.rect, width=2, border_radius=button.rect.h // 3)
        self.add_button.draw(surface)
        if len(self.rows) > self.visible and self.scrollers[0].rect.w:
            shown = f"{self.seat_scroll + 1}–{min(len(self.rows), self.seat_scroll + self.visible)} of {len(self.rows)}"
            theme.blit_text(surface, shown, u * 2, theme.INK_SOFT,
                            (self.scrollers[0].rect.x - u, self.scrollers[0].rect.centery), "italic", "midright")
        choices = [(o.key, o.label, c) for o, c in self.shown_options()] + [(None, "Who starts", self.first)]
        for key, label, chooser in choices:
            if not chooser.rect.w:
                continue
            name_box, words_box = self.option_boxes[id(chooser)]
            theme.blit_box(surface, label, u * 2.1, theme.INK_SOFT, name_box, "bold")
            chooser.draw(surface)
            words = explain(self.spec.id, key, chooser.value) if key else ""
            if words:
                theme.blit_box(surface, words, u * 1.8, theme.INK_SOFT, words_box, "italic")
        for b in (self.start_button, self.back_button, *self.tabs, *self.scrollers):
            b.draw(surface)
        self.focus.draw(surface)

