"""The reaction strip: one seat at a time is asked whether it reacts to what just happened.

"Ana: Ben's Banana hit Cleo: play a green card?"  [Wait!] [Let it pass] [Pass all round]

Each seat answers for itself (the host asks the seats of a reaction one after another, in the
game's order). By default it waits for the person's answer; a timer is a Settings choice, the table's
patience, not a race: it runs only while the board is settled (no animation playing) and the pointer is off
the strip, and when it runs out this seat lets the moment pass (which spends nothing). The strip names its seat
large, and a strip that replaces another seat's answers no press begun in its first ARM_FRAMES frames, so a
click aimed at the previous seat's strip in the same place is never this seat's answer.
Bots answer through their own decisions; this widget is only for the humans at the table.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from .. import access, symbols, theme
from ..access import scaled, unscaled
from ..assets import fit, font, wrap
from .button import Button, handle_all, label_size

LABELS = ("Wait!", "Let it pass", "Pass all round")
ARM_FRAMES = 30     # half a second at 60 fps: a click aimed at the strip before it (another seat's) is not an answer


class ReactionWindow:
    def __init__(self, prompt: str, seats: Sequence[int], names: Sequence[str], colour_of: Callable[[int], tuple],
                 on_claim: Callable[[int], None], on_pass: Callable[[], None], seconds: float | None = 10.0,
                 on_pass_round: Callable[[], None] | None = None, labels: Sequence[str] = LABELS,
                 can_claim: bool = True, arm_frames: int = 0, symbol_of: Callable[[int], str] | None = None) -> None:
        self.prompt = prompt
        self.seats = list(seats)[:1]            # one seat answers at a time
        self.seat = self.seats[0] if self.seats else None
        self.name = names[self.seat] if self.seat is not None else ""
        self.seconds = seconds
        self.left = seconds if seconds else 0.0
        self.on_claim, self.on_pass, self.on_pass_round = on_claim, on_pass, on_pass_round
        self.colour_of = colour_of
        self.symbol = symbol_of(self.seat) if symbol_of is not None and self.seat is not None else ""
        self.finished = False
        self.hovered = False
        self.frames = 0
        self.arm_frames = arm_frames             # ARM_FRAMES when this strip replaces another seat's (counted)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.text_h = 0
        self.extra = 0           # px the strip grew for a long question (a large text size)
        claim, let_pass, round_pass = (list(labels) + list(LABELS[len(labels):]))[:3]
        self.buttons = [Button(claim, self._claimer(self.seat), "danger", sound="chime", enabled=self.armed)] \
            if can_claim and self.seat is not None else []
        self.let_pass = Button(let_pass, self._expire, "quiet", enabled=self.armed)
        self.round_pass = Button(round_pass, self._pass_round, "quiet", enabled=self.armed) \
            if on_pass_round is not None else None

    def armed(self) -> bool:
        """A strip answers only presses that start once it has been up a moment (strips of different seats
        come one after another in the same place: a click meant for the last must not answer this one)."""
        return self.frames >= self.arm_frames

    @property
    def controls(self) -> list[Button]:
        return self.buttons + [self.let_pass] + ([self.round_pass] if self.round_pass is not None else [])

    def _claimer(self, seat: int | None):
        def claim() -> None:
            if not self.finished:
                self.finished = True
                self.on_claim(seat)
        return claim

    def _expire(self) -> None:
        if not self.finished:
            self.finished = True
            self.on_pass()

    def _pass_round(self) -> None:
        if not self.finished:
            self.finished = True
            self.on_pass_round()

    def set_app(self, app) -> None:
        for b in self.controls:
            b.app = app

    def layout(self, rect: pygame.Rect) -> None:
        """rect: the strip's place (a band across the board). Buttons on the right, the question left; when the
        buttons would leave the question too little room (a large text size), they go on a row of their own
        under it and the strip grows down. Never shorter than its text needs at the text size."""
        rect = pygame.Rect(rect)
        screen = pygame.display.get_surface()
        u = theme.unit(screen) if screen is not None else rect.h / 9
        if access.text_scale > 1:        # (at 100% the board's own strip place is kept as it is)
            rect.h = max(rect.h, int(access.scaled(u * 8)))
        self.rect = rect
        h = int(rect.h * 0.5)
        widths = [int(h * 0.9 + font("bold", label_size(h)).size(b.label)[0]) for b in self.controls]
        gap = int(rect.h * 0.16)
        self.two_rows = access.text_scale > 1 and sum(widths) + gap * len(widths) > rect.w * 0.55
        y = rect.centery - h // 2 - rect.h // 16
        band = self.text_h = rect.h
        self.text_right = rect.right - int(u * 2) if self.two_rows else \
            rect.right - int(rect.h * 0.3) - sum(widths) - gap * len(widths)
        # a question longer than two lines at a large text size: the strip grows to hold every line
        self.extra = 0
        if access.text_scale > 1:
            size = unscaled(band * 0.187)
            width = int(self.text_right - (rect.x + band * 0.35) - band * 0.2)
            more = len(wrap(self.prompt, int(size), width, "ui")) - 2
            self.extra = int(max(0, more) * access.scaled(size) * 1.12)
        if self.two_rows:
            y = rect.bottom + self.extra + int(rect.h * 0.05)
        self.rect = rect = pygame.Rect(rect.x, rect.y, rect.w, rect.h + self.extra +
                                       (h + int(rect.h * 0.25) if self.two_rows else 0))
        x = rect.right - int(band * 0.3)
        for b, w in zip(reversed(self.controls), reversed(widths)):
            x -= w
            b.rect = pygame.Rect(x, y, w, h)
            x -= gap

    def handle(self, event: pygame.event.Event) -> bool:
        if self.finished:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self.hovered = False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_w and self.buttons and self.armed():
            self.buttons[0].fire()
            return True
        if handle_all(self.controls, event):
            return True
        # a click on the strip itself is for the strip, not for the board beneath it
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)

    def update(self, dt: float, settled: bool = True) -> None:
        """Count down only while the board is settled and the pointer is off the strip (an opt-in timer)."""
        self.frames += 1
        if self.finished or not self.seconds or not settled or self.hovered:
            return
        self.left -= dt
        if self.left <= 0:
            self._expire()

    @property
    def running(self) -> bool:
        return bool(self.seconds) and not self.hovered and not self.finished

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        if r.w <= 0:
            return
        colour = self.colour_of(self.seat) if self.seat is not None else theme.CORAL
        theme.panel(surface, r, theme.PAPER, radius=r.h // 4, border=colour)
        if self.seconds:
            share = max(0.0, self.left / self.seconds)
            band = self.text_h or r.h            # (the strip's first band: the bar keeps under the buttons)
            bar = pygame.Rect(r.x + band // 4, r.bottom - band // 7, int((r.w - band // 2) * share), max(3, band // 14))
            pygame.draw.rect(surface, colour if not self.hovered else theme.INK_SOFT, bar, border_radius=bar.h // 2)
        band = self.text_h                      # the question's part of the strip (the buttons may be below)
        x = r.x + band * 0.35
        size = unscaled(band * 0.3)              # the strip is laid out at the text size
        width = int(self.text_right - x - band * 0.2)
        if self.name:
            dot = int(band * 0.13)
            if self.symbol:          # the seat's symbol with its colour: the strip never says whose by colour alone
                symbols.draw(surface, self.symbol, (int(x + dot), r.y + int(band * 0.3)), dot * 2.6, colour)
            else:
                pygame.draw.circle(surface, colour, (int(x + dot), r.y + int(band * 0.3)), dot)
            theme.blit_text(surface, fit(self.name, int(size), width - 3 * dot, "bold"), size, theme.INK,
                            (x + 3 * dot, r.y + band * 0.3), "bold", "midleft")
        line_size = unscaled(band * 0.22)
        lines = wrap(self.prompt, int(line_size), width, "ui")
        if len(lines) > 1:          # two smaller lines between the name and the timer bar
            line_size = unscaled(band * 0.187)
            lines = wrap(self.prompt, int(line_size), width, "ui")
            if not self.extra:       # (a strip grown for the question shows every line)
                lines = (lines[0], fit(" ".join(lines[1:]), int(line_size), width, "ui")) if len(lines) > 1 else lines
        y0 = r.y + band * (0.62 if len(lines) == 1 else 0.55)
        for i, line in enumerate(lines if self.extra else lines[:2]):
            theme.blit_text(surface, line, line_size, theme.INK, (x, y0 + i * scaled(line_size) * 1.12), "ui",
                            "midleft")
        for b in self.controls:
            b.draw(surface)
