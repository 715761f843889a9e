"""Results: who won, the scores if the game keeps any, play again or back to the title."""
from __future__ import annotations

import random

import pygame

from game.core import Table, paths

from .. import theme
from ..scene import Scene
from ..widgets.button import Button, handle_all
from .common import header


class Results(Scene):
    def __init__(self, app, table: Table) -> None:
        super().__init__(app)
        self.table = table
        self.backdrop = theme.Backdrop()
        match = table.match
        self.winners = match.winners() if match.over else ()
        self.scores = match.scores() if match.over else None
        self.buttons = [Button("Play again", self.again, "primary"), Button("Back to title", self.to_title, "quiet")]
        for b in self.buttons:
            b.app = app
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
        from ..host import HostScene
        rec = self.table.record
        table = Table.new(rec.game_id, rec.seats, rec.options, random.SystemRandom().randrange(2 ** 31), rec.first,
                          autosave=paths.autosave_path())
        self.app.replace(HostScene(self.app, table))

    def to_title(self) -> None:
        from .title import Title
        self.app.reset(Title(self.app))

    def layout(self, rect: pygame.Rect) -> None:
        u = theme.unit(rect.size)
        self.u = u
        rows = len(self.table.record.seats)
        self.card = pygame.Rect(0, 0, int(min(rect.w - u * 8, u * 80)), int(u * (10 + rows * 6.4)))
        self.card.midtop = (rect.centerx, int(u * 32))
        bw, bh = int(u * 26), int(u * 6.4)
        y = min(self.card.bottom + int(u * 4), rect.h - bh - int(u * 3))
        self.buttons[0].rect = pygame.Rect(rect.centerx + int(u * 1.5), y, bw, bh)
        self.buttons[1].rect = pygame.Rect(rect.centerx - int(u * 1.5) - bw, y, bw, bh)

    def handle(self, event: pygame.event.Event) -> bool:
        handle_all(self.buttons, event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop.get(surface.get_size(), None, self._paint), (0, 0))
        for b in self.buttons:
            b.draw(surface)

    def _paint(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        header(surface, "Game over", self.table.spec.title)
        u = self.u
        colour = self.table.record.seats[self.winners[0]].colour if self.winners else None
        ink = theme.lighten(theme.player_colour(colour), 0.2) if colour is not None else theme.CREAM
        theme.blit_text(surface, self.headline(), u * 6, ink, (surface.get_width() // 2, u * 25), "serif_bold", "center")
        theme.panel(surface, self.card, theme.PAPER, radius=int(u * 2))
        theme.blit_text(surface, "Player", u * 2, theme.INK_SOFT, (self.card.x + u * 4, self.card.y + u * 3), "bold")
        if self.scores is not None:
            theme.blit_text(surface, "Score", u * 2, theme.INK_SOFT, (self.card.right - u * 4, self.card.y + u * 3),
                            "bold", "topright")
        for i, info in enumerate(self.table.record.seats):
            y = self.card.y + u * 8 + i * u * 6.4
            won = i in self.winners
            if won:
                band = pygame.Rect(self.card.x + u * 1.5, y, self.card.w - u * 3, u * 5.4)
                pygame.draw.rect(surface, theme.lighten(theme.ACCENT, 0.6), band, border_radius=int(u))
            pygame.draw.circle(surface, theme.player_colour(info.colour), (self.card.x + u * 5, y + u * 2.7), u * 1.5)
            name = theme.blit_text(surface, info.name, u * 2.8, theme.INK, (self.card.x + u * 8, y + u * 2.7),
                                   "bold", "midleft")
            if won:
                chip = pygame.Rect(name.right + u * 2, y + u * 1.1, u * 11, u * 3.2)
                pygame.draw.rect(surface, theme.ACCENT_DARK, chip, border_radius=int(u * 1.6))
                theme.blit_text(surface, "WINNER", u * 1.7, theme.CREAM, chip.center, "black", "center")
            if self.scores is not None and i < len(self.scores):
                theme.blit_text(surface, f"{self.scores[i]:g}", u * 2.8, theme.INK,
                                (self.card.right - u * 4, y + u * 2.7), "black", "midright")
