"""Player setup: seats (name, colour, human or bot level), the game's variant options, who starts."""
from __future__ import annotations

import random

import pygame

from game.core import SeatInfo, Table, paths
from game.core.table import DEFAULT_NAMES

from .. import theme
from ..scene import Scene
from ..widgets.button import Button
from ..widgets.chooser import Chooser
from ..widgets.focus import FocusRing
from ..widgets.textinput import TextInput
from .common import header
from .variants import explain, relevant

CONTROLLERS = ["human", "easy", "normal", "hard"]
CONTROLLER_NAMES = {"human": "Human", "easy": "Bot · Easy", "normal": "Bot · Normal", "hard": "Bot · Hard"}


class SeatRow:
    def __init__(self, setup: "Setup", index: int, colour: int, controller: str) -> None:
        self.name = TextInput(DEFAULT_NAMES[index % len(DEFAULT_NAMES)], max_length=14, placeholder="Name")
        self.colour = colour
        self.swatch = Button("", lambda: setup.next_colour(self), "secondary")
        self.controller = Chooser(CONTROLLERS, controller, CONTROLLER_NAMES.get)
        self.remove = Button("×", lambda: setup.remove(self), "quiet", enabled=setup.can_remove)
        for w in (self.swatch, self.controller, self.remove):
            w.app = setup.app

    @property
    def widgets(self):
        return [self.name, self.swatch, self.controller, self.remove]


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
            self.rows.append(SeatRow(self, i, i, "human" if i == 0 else "normal"))
        self.first = Chooser([None], None, self.first_name)
        self._recall()
        self.add_button = Button("+ Add player", self.add, "quiet", enabled=self.can_add)
        self.start_button = Button("Start", self.start, "primary", key=None)
        self.back_button = Button("Back", self.close, "quiet")
        for w in [self.first, self.add_button, self.start_button, self.back_button, *self.options.values()]:
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
            row = SeatRow(self, i, seat.colour, seat.controller)
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
        row = SeatRow(self, len(self.rows), colour, "normal")
        row.name.value = next((n for n in DEFAULT_NAMES if n not in names), f"Player {len(self.rows) + 1}")
        self.rows.append(row)
        self.first.set_values([None] + list(range(len(self.rows))), keep=self.first.value)
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

    def seats(self) -> list[SeatInfo]:
        return [SeatInfo(r.name.value.strip() or f"Player {i + 1}", r.controller.value, r.colour)
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
                      *(c for _o, c in self.shown_options())]

    def reading_order(self) -> list:
        """The focus ring's order: each seat's row left to right, + Add player, the game's choices, who starts,
        then Back and Start."""
        rows = [w for r in self.rows for w in sorted(r.widgets, key=lambda w: w.rect.x)]
        return rows + [self.add_button, *(c for _o, c in self.shown_options()), self.first,
                       self.back_button, self.start_button]

    def handle(self, event: pygame.event.Event) -> bool:
        if self.focus.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not any(r.name.focused for r in self.rows):
            self.close()
            return True
        for w in self.widgets():
            if w.handle(event) and event.type != pygame.MOUSEMOTION:
                break
        return True

    def update(self, dt: float) -> None:
        for r in self.rows:
            r.name.update(dt)

    def layout(self, rect: pygame.Rect) -> None:
        u = theme.unit(rect.size)
        self.u = u
        width = int(min(rect.w - u * 8, u * 150))
        left = (rect.w - width) // 2
        self.seat_card = pygame.Rect(left, int(u * 20), int(width * 0.6), int(u * 66))
        self.option_card = pygame.Rect(self.seat_card.right + int(u * 3), self.seat_card.y,
                                       width - self.seat_card.w - int(u * 3), self.seat_card.h)
        c, rh = self.seat_card, int(u * 5.6)
        y = c.y + int(u * 8)
        for r in self.rows:
            r.swatch.rect = pygame.Rect(c.x + int(u * 2.5), y, rh, rh)
            r.name.rect = pygame.Rect(r.swatch.rect.right + int(u * 1.5), y, int(c.w * 0.36), rh)
            r.controller.rect = pygame.Rect(r.name.rect.right + int(u * 1.5), y, int(c.w * 0.34), rh)
            r.remove.rect = pygame.Rect(c.right - int(u * 2.5) - rh, y, rh, rh)
            y += rh + int(u * 1.6)
        self.add_button.rect = pygame.Rect(c.x + int(u * 2.5), y + int(u * 0.5), int(u * 22), int(u * 5))
        o = self.option_card
        y = o.y + int(u * 11)
        for chooser in self.options.values():
            chooser.rect = pygame.Rect(0, 0, 0, 0)            # hidden unless it matters (below)
        for _opt, chooser in self.shown_options():
            chooser.rect = pygame.Rect(o.x + int(u * 2.5), y, o.w - int(u * 5), rh)
            y += rh + int(u * 8.4)                               # room for the one-line explanation
        self.first.rect = pygame.Rect(o.x + int(u * 2.5), y, o.w - int(u * 5), rh)
        bw, bh = int(u * 24), int(u * 6.4)
        self.start_button.rect = pygame.Rect(rect.w // 2 + int(u * 1.5), c.bottom + int(u * 3), bw, bh)
        self.back_button.rect = pygame.Rect(rect.w // 2 - int(u * 1.5) - bw, c.bottom + int(u * 3), bw, bh)

    def _paint(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        low, high = self.player_range()
        header(surface, self.spec.title, f"{low} to {high} players · click a name to type it" if high > low
               else f"{low} players · click a name to type it")
        u = self.u
        for card, title in ((self.seat_card, "Players"), (self.option_card, "Game")):
            theme.panel(surface, card, theme.PAPER, radius=int(u * 2))
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
            if r.swatch.hover:
                pygame.draw.rect(surface, theme.INK, r.swatch.rect, width=2, border_radius=r.swatch.rect.h // 3)
        self.add_button.draw(surface)
        for opt, chooser in self.shown_options():
            theme.blit_text(surface, opt.label, u * 2.1, theme.INK_SOFT, (chooser.rect.x, chooser.rect.y - u * 3), "bold")
            chooser.draw(surface)
            words = explain(self.spec.id, opt.key, chooser.value)
            if words:
                theme.blit_box(surface, words, u * 1.8, theme.INK_SOFT,
                               (chooser.rect.x, chooser.rect.bottom + u * 0.4, chooser.rect.w, u * 4.6), "italic")
        theme.blit_text(surface, "Who starts", u * 2.1, theme.INK_SOFT, (self.first.rect.x, self.first.rect.y - u * 3),
                        "bold")
        self.first.draw(surface)
        self.start_button.draw(surface)
        self.back_button.draw(surface)
        self.focus.draw(surface)

