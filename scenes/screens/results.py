"""Results: who won, each game's own story (ranking, facts, a chart over time), a rematch with the same
seats or back to the title."""
from __future__ import annotations

import random

import pygame

from game.core import Table, paths

from .. import access, symbols, theme
from ..assets import fit, font, line_height, shrink_to, wrap
from ..scene import Scene
from ..widgets.button import Button, handle_all, height_for
from ..widgets.focus import FocusRing
from .common import header, header_bottom
from .story import Story, story_steps


class Results(Scene):
    def __init__(self, app, table: Table) -> None:
        super().__init__(app)
        self.table = table
        self.backdrop = theme.Backdrop()
        match = table.match
        self.winners = match.winners() if match.over else ()
        self.scores = match.scores() if match.over else None
        self._telling = story_steps(table)       # replays the game for its chart: told in prepare()'s jobs
        self.story: Story | None = None
        self.buttons = [Button("Rematch, same seats", self.again, "primary"),
                        Button("Back to title", self.to_title, "quiet")]
        for b in self.buttons:
            b.app = app
        self.focus = FocusRing(lambda: self.buttons[::-1])     # Back to title is on the left
        humans = [s for s, info in enumerate(table.record.seats) if not info.is_bot]
        self.cheer = "lose" if humans and not set(humans) & set(self.winners) else "win"

    def report_name(self) -> str:
        return f"{self.table.spec.id} results"

    def enter(self) -> None:
        self.app.sound.play(self.cheer)

    def headline(self) -> str:
        names = self.table.names
        if not self.winners:
            return "Nobody wins this time"
        if len(self.winners) == 1:
            return f"{names[self.winners[0]]} wins!"
        return " & ".join(names[s] for s in self.winners) + " win!"

    def again(self) -> None:
        rec = self.table.record
        table = Table.new(rec.game_id, rec.seats, rec.options, random.SystemRandom().randrange(2 ** 31), rec.first,
                          autosave=paths.new_autosave_path(rec.game_id))
        self.app.go.game(table, replace=True)

    def to_title(self) -> None:
        self.app.go.title()

    def tell(self):
        """Jobs telling the story (a slice of the replay each), then the layout it shapes. Driven by hand, not
        `yield from`: a prepare() restarted by a resize goes on where the last one stopped."""
        while self.story is None:
            try:
                next(self._telling)
            except StopIteration as done:
                self.story = done.value
                self.layout(pygame.Rect((0, 0), self.size))
            yield

    def layout(self, rect: pygame.Rect) -> None:
        if self.story is None:      # laid out once the story is told (the chart takes half the width)
            return
        u = theme.unit(rect.size)
        self.u = u
        rows = len(self.table.record.seats)
        bh = height_for(u * 2.7)
        bw = int(max(u * 30, max(font("bold", u * 2.7).size(b.label)[0] for b in self.buttons) + bh))
        y = rect.h - bh - int(u * 3)
        self.buttons[0].rect = pygame.Rect(rect.centerx + int(u * 1.5), y, bw, bh)
        self.buttons[1].rect = pygame.Rect(rect.centerx - int(u * 1.5) - bw, y, bw, bh)
        self.headline_size = access.capped(u * 6, u * 8)
        self.headline_y = header_bottom(rect.size) - u * 1.5
        top = int(self.headline_y + line_height(self.headline_size, "serif_bold") + u * 1.5)
        bottom = y - int(u * 2.5)
        self.row_h = max(u * 6.0, line_height(u * 2.6, "bold") + u * 1.2)      # a player's line in the ranking
        self.head_h = max(u * 5, u * 1.6 + line_height(u * 2, "bold") + u * 0.4)
        wide = min(rect.w - u * 8, u * 170 * access.text_scale)
        left = rect.centerx - wide / 2
        has_chart = self.story.chart is not None
        card_w = wide * (0.44 if has_chart else 0.5)
        self.card = pygame.Rect(int(left if has_chart else rect.centerx - card_w / 2), top, int(card_w),
                                int(min(bottom - top - min(len(self.story.facts), 2) * line_height(u * 2.2) - u * 3,
                                        max(self.head_h + u + rows * self.row_h, u * (34 if has_chart else 0)))))
        self.chart = pygame.Rect(int(self.card.right + u * 2), top, int(left + wide - self.card.right - u * 2),
                                 self.card.h) if has_chart else None
        across = (left, wide) if has_chart else (self.card.x, self.card.w)   # facts line up under the panels
        self.facts = pygame.Rect(int(across[0]), self.card.bottom + int(u * 1.5), int(across[1]),
                                 bottom - self.card.bottom - int(u * 1.5))

    def handle(self, event: pygame.event.Event) -> bool:
        if self.focus.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()
            return True
        handle_all(self.buttons, event)
        return True

    def prepare(self):
        """The story, the background, then the backdrop: small jobs the app runs behind its cover."""
        yield from self.tell()
        yield from theme.background.steps(self.size)
        yield from self.backdrop.jobs(self.size, None, self._paint)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop.get(surface.get_size(), None, self._paint), (0, 0))
        for b in self.buttons:
            b.draw(surface)
        self.focus.draw(surface)

    def _paint(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        header(surface, "Game over", self.table.spec.title)
        u = self.u
        colour = self.table.record.seats[self.winners[0]].colour if self.winners else None
        ink = theme.lighten(theme.player_colour(colour), 0.2) if colour is not None else theme.CREAM
        size = shrink_to(self.headline(), self.headline_size, surface.get_width() - u * 8, "serif_bold")
        theme.blit_text(surface, fit(self.headline(), size, int(surface.get_width() - u * 8), "serif_bold"), size, ink,
                        (surface.get_width() // 2, self.headline_y), "serif_bold", "midtop")
        self._paint_ranking(surface)
        if self.chart is not None:
            seats = self.table.record.seats
            paint_chart(surface, self.chart, self.story.chart, [theme.player_colour(i.colour) for i in seats],
                        self.table.names, u, [i.symbol for i in seats])
        self._paint_facts(surface)

    def _paint_facts(self, surface: pygame.Surface) -> None:
        """Every fact at one size, wrapped whole (a long first fact is not set smaller than the rest); a fact
        with no room left is left out whole."""
        u, box = self.u, self.facts
        step = line_height(u * 2.2)
        y = box.y
        for fact in self.story.facts:
            lines = wrap(fact, u * 2.2, box.w)
            if y + step * len(lines) > box.bottom:
                break
            for line in lines:
                theme.blit_text(surface, line, u * 2.2, theme.CREAM, (box.x, y))
                y += step
            y += int(u * 0.6)

    def _paint_ranking(self, surface: pygame.Surface) -> None:
        u, card, st = self.u, self.card, self.story
        theme.panel(surface, card, theme.PAPER, radius=int(u * 2))
        theme.blit_text(surface, "Player", u * 2, theme.INK_SOFT, (card.x + u * 3, card.y + u * 1.6), "bold")
        if st.column:
            theme.blit_text(surface, st.column, u * 2, theme.INK_SOFT, (card.right - u * 3, card.y + u * 1.6),
                            "bold", "topright")
        seats = self.table.record.seats
        row_h = (card.h - self.head_h - u * 0.5) / max(1, len(seats))
        for rank, i in enumerate(st.order):
            info = seats[i]
            y = card.y + self.head_h + rank * row_h
            mid = y + row_h / 2
            if i in self.winners:
                band = pygame.Rect(card.x + u * 1.2, y + 2, card.w - u * 2.4, row_h - 4)
                pygame.draw.rect(surface, theme.lighten(theme.ACCENT, 0.6), band, border_radius=int(u))
            symbols.draw(surface, info.symbol, (card.x + u * 4, mid), u * 3, theme.player_colour(info.colour))
            value = st.values[i] if st.column else ""
            vw = int(u * 2 + (font("black", u * 2.6).size(value)[0] if value else 0))
            hints = self.table.hints[i]      # the coach's help is part of the story
            label = f"{info.name} ({hints} hint{'' if hints == 1 else 's'})" if hints else info.name
            chip_w = font("black", u * 1.7).size("WINNER")[0] + u * 2
            room = int(card.w - u * 9 - vw - (chip_w + u * 1.5 if i in self.winners else 0))
            size = shrink_to(label, u * 2.6, room, "bold")     # a long name smaller, whole, before it is cut
            rect = theme.blit_text(surface, fit(label, size, room, "bold"), size, theme.INK, (card.x + u * 6.5, mid),
                                   "bold", "midleft")
            if i in self.winners:
                chip_h = line_height(u * 1.7, "black") + u * 0.4
                chip = pygame.Rect(rect.right + u * 1.5, mid - chip_h / 2, chip_w, chip_h)
                pygame.draw.rect(surface, theme.ACCENT, chip, border_radius=int(u * 1.5))    # as a primary button:
                theme.blit_text(surface, "WINNER", u * 1.7, theme.INK, chip.center, "black", "center")   # 7.6:1
            if value:
                theme.blit_text(surface, value, u * 2.6, theme.INK, (card.right - u * 3, mid), "black", "midright")


def paint_chart(surface, rect: pygame.Rect, chart, colours, names, u: float, marks=None) -> None:
    """A line per player over time (Stars after each Challenge, the race round by round), with a legend. Each point
    and legend entry is the seat's symbol (marks) in its colour, so lines that look alike still tell apart."""
    marks = marks or ["circle"] * len(names)
    theme.panel(surface, rect, theme.PAPER, radius=int(u * 2))
    theme.blit_text(surface, fit(chart.title, u * 2, int(rect.w - u * 4), "bold"), u * 2, theme.INK_SOFT,
                    (rect.x + u * 2, rect.y + u * 1.6), "bold")
    values = [v for line in chart.series for v in line] + ([chart.goal] if chart.goal is not None else [])
    lo, hi = min(values + [0.0]), max(values + [1.0])
    # room for the axis words, the x label and the legend at the text size
    words = [chart.label(v) if chart.label else f"{v:g}" for v in (lo, hi)]
    left = max(u * 5, max(font("ui", u * 1.7).size(w)[0] for w in words) + u * 2)
    top = max(u * 5.5, u * 2.4 + line_height(u * 2, "bold") + line_height(u * 1.7, "italic"))
    below = max(u * 4.5, line_height(u * 1.7) + line_height(u * 1.8) + u * 1.6)
    plot = pygame.Rect(rect.x + int(left), rect.y + int(top), rect.w - int(left + u * 2), rect.h - int(top + below))
    steps = max(1, max(len(line) for line in chart.series) - 1)

    def at(i: int, v: float) -> tuple[int, int]:
        return (int(plot.x + plot.w * i / steps), int(plot.bottom - plot.h * (v - lo) / max(1e-9, hi - lo)))
    pygame.draw.line(surface, theme.PAPER_DIM, plot.bottomleft, plot.bottomright, 2)
    pygame.draw.line(surface, theme.PAPER_DIM, plot.bottomleft, plot.topleft, 2)
    for v in (lo, hi):
        word = chart.label(v) if chart.label else f"{v:g}"
        theme.blit_text(surface, word, u * 1.7, theme.INK_SOFT, (plot.x - u * 0.8, at(0, v)[1]), "ui", "midright")
    if chart.goal is not None:
        y = at(0, chart.goal)[1]
        pygame.draw.line(surface, theme.ACCENT_DARK, (plot.x, y), (plot.right, y), 2)
        theme.blit_text(surface, "finish", u * 1.7, theme.ACCENT_INK, (plot.right, y - 2), "italic", "bottomright")
    for seat, line in enumerate(chart.series):
        pts = [at(i, v) for i, v in enumerate(line)]
        dy = (seat - len(chart.series) / 2) * 2          # tied lines side by side, not hidden
        pts = [(x, y + dy) for x, y in pts]
        if len(pts) > 1:
            pygame.draw.lines(surface, colours[seat], False, pts, max(2, int(u * 0.45)))
        for p in pts:
            symbols.draw(surface, marks[seat], p, max(8, u * 1.7), colours[seat])
    theme.blit_text(surface, f"{chart.x_label} 1 to {steps + 1}", u * 1.7, theme.INK_SOFT,
                    (plot.centerx, plot.bottom + u * 0.6), "ui", "midtop")
    x = rect.x + u * 2
    for seat, name in enumerate(names):
        if x > rect.right - u * 8:
            break
        legend_y = rect.bottom - max(u * 2, line_height(u * 1.8) / 2 + u * 0.6)
        symbols.draw(surface, marks[seat], (x + u * 0.8, legend_y), max(8, u * 2), colours[seat])
        shown = fit(name, int(u * 1.8), int(rect.right - x - u * 3))
        r = theme.blit_text(surface, shown, u * 1.8, theme.INK, (x + u * 2.2, legend_y), "ui", "midleft")
        x = r.right + u * 2
