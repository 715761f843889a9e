"""The fortune-telling screen: when one player is left, the cards left in their Life Deck are laid out
one by one, face down, then turned: the present, the immediate future, then the far future, each
with its fortune. Then on to the results (the host's own results screen).
"""
from __future__ import annotations

import math

import pygame

from game.core.words import plural

from .. import theme
from ..assets import fit, line_height, wrap
from .art import clip
from ..scene import Scene
from ..widgets.button import Button, handle_all
from ..widgets.tween import out_cubic, travel
from . import art

blit = theme.blit_text
TITLES = (("present", "The Present"), ("immediate future", "The Immediate Future"), ("far future", "The Far Future"))
AUTO_CLOSE = 5.0        # seconds after the last card when only bots play


class FortuneScene(Scene):
    def report_name(self) -> str:
        return "dreaddraw fortune"

    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board
        host = board.host
        view = board.view
        self.winner = view["winner"]
        self.name = host.names[self.winner] if self.winner is not None else "Nobody"
        self.colour = host.colour(self.winner) if self.winner is not None else art.GOLD
        self.rounds = view["round"]
        self.cards = list(view["fortune"] or [])
        self.unwritten = view.get("unwritten") or "The cards have nothing left to say."
        self.speed = max(0.1, host.speed)
        self.bots_only = not host.humans
        # when each card starts to fly out (seconds from the start)
        self.times = []
        t = 1.2
        for i, _ in enumerate(self.cards):
            self.times.append(t)
            t += 1.4 if i < 2 else 0.55
        self.end_time = (t + 0.8) / self.speed
        self.age = 0.0
        self.button = Button("Show them all", self.press, "primary")
        self.button.app = app
        self.backdrop = theme.Backdrop()
        self.lay: dict = {}

    # ---- flow ----------------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.age >= self.end_time

    def press(self) -> None:
        if not self.done:
            self.age = self.end_time
            return
        self.close_fortune()

    def close_fortune(self) -> None:
        if self.is_top:
            self.app.pop()
        self.board.fortune_closed()

    def update(self, dt: float) -> None:
        self.age += dt
        self.button.label = "On to the results" if self.done else "Show them all"
        if self.bots_only and self.age > self.end_time + AUTO_CLOSE / min(self.speed, 2.0):
            self.close_fortune()

    def handle(self, event: pygame.event.Event) -> bool:
        if handle_all([self.button], event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE):
            self.press()
        return True

    # ---- layout --------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        u = theme.unit(rect.size)
        self.u = u
        w, h = rect.size
        head = self._header(w)
        self.title_h = line_height(u * 2.8, "serif_bold")        # a column's title, then its rule
        top = int(max(u * 19, head[-1] + u * 2))
        col_w = int(min(w / 3.3, u * 60))
        gap = int((w - 3 * col_w) / 4)
        self.cols = [pygame.Rect(gap + i * (col_w + gap), top, col_w, int(h - top - u * 12)) for i in range(3)]
        bh = int(min(u * 44, self.cols[0].h * 0.66))
        self.big = (int(bh / art.ratio()), bh)
        sh = int(min(u * 20, bh * 0.48))
        self.small = (int(sh / art.ratio()), sh)
        self.deck = pygame.Rect(0, 0, *self.small)
        self.deck.midbottom = (w // 2, h - int(u * 2))
        bw, bhh = int(u * 28), int(u * 6)
        self.button.rect = pygame.Rect(w - bw - int(u * 4), h - bhh - int(u * 3), bw, bhh)
        self.slots = []
        for i, _ in enumerate(self.cards):
            if i < 2:
                r = pygame.Rect(0, 0, *self.big)
                r.midtop = (self.cols[i].centerx, self.cols[i].y + self.title_h + int(u * 1.2))
            else:
                k = i - 2
                n = max(1, len(self.cards) - 2)
                cw = self.small[0]
                step = min(cw + u, (self.cols[2].w - cw) / max(1, n - 1)) if n > 1 else 0
                r = pygame.Rect(0, 0, *self.small)
                width = cw + step * (n - 1)
                r.topleft = (int(self.cols[2].centerx - width / 2 + k * step), self.cols[2].y + self.title_h + int(u * 1.2))
            self.slots.append(r)

    # ---- drawing -------------------------------------------------------------------------------
    def _paint(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = self.u
        surface.blit(art._gradient(w, h, (30, 16, 42), (8, 5, 12)), (0, 0))
        for k in range(40):        # a scatter of faint stars, the same every time
            x = (k * 7919) % w
            y = (k * 104729) % int(h * 0.7)
            pygame.draw.circle(surface, (90, 76, 110), (x, y), 1 + k % 2)
        frame = pygame.Rect(0, 0, w, h).inflate(-int(u * 2), -int(u * 2))
        pygame.draw.rect(surface, art.GOLD_DIM, frame, width=max(1, int(u * 0.25)), border_radius=int(u * 1.5))
        pygame.draw.rect(surface, (80, 60, 44), frame.inflate(-int(u * 1.2), -int(u * 1.2)), width=1,
                         border_radius=int(u * 1.2))
        n = len(self.cards)
        title, lines, ys, _ = self._header(w)
        blit(surface, title, u * 5.4, art.GOLD_PALE, (w // 2, ys[0]), "serif_bold", "midtop")
        for line, y in zip(lines, ys[1:]):
            blit(surface, line, u * 2.1, art.BONE_SOFT, (w // 2, y), "serif_italic", "midtop")
        if not n:       # no spread to lay out: no empty headers, the cards' silence read instead
            self._unwritten(surface)
            return
        for col, (_, title) in zip(self.cols, TITLES):
            blit(surface, title, u * 2.8, art.GOLD, (col.centerx, col.y), "serif_bold", "midtop")
            rule = col.y + self.title_h + int(u * 0.3)
            pygame.draw.line(surface, art.GOLD_DIM, (col.centerx - u * 10, rule), (col.centerx + u * 10, rule), 1)

    def _header(self, w: int) -> tuple[str, tuple[str, ...], list[int], int]:
        """The title, the line under it (wrapped: it is long at a large text size), the y of each and the bottom."""
        u, n = self.u, len(self.cards)
        after = f"The last one standing after {plural(self.rounds, 'round')}"
        if n:
            sub = f"{after}. {'The card' if n == 1 else f'The {n} cards'} left in their Life Deck " \
                  f"{'is' if n == 1 else 'are'} laid out and read."
        else:
            sub = f"{after}, with an empty Life Deck."
        lines = wrap(sub, u * 2.1, int(w - u * 8), "serif_italic")
        y = int(u * 4) + line_height(u * 5.4, "serif_bold")
        ys = [int(u * 4)] + [y + k * line_height(u * 2.1, "serif_italic") for k in range(len(lines))]
        return f"The Fortune of {self.name}", lines, ys, y + len(lines) * line_height(u * 2.1, "serif_italic")

    def _unwritten(self, surface: pygame.Surface) -> None:
        """An empty Life Deck: one face-down place, empty, and a line of its own."""
        w, h = surface.get_size()
        u = self.u
        slot = pygame.Rect(0, 0, *self.big)
        slot.midtop = (w // 2, self.cols[0].y - int(u * 2))
        pygame.draw.rect(surface, art.GOLD_DIM, slot, width=max(1, int(u * 0.25)), border_radius=max(3, slot.w // 12))
        mark = art.sigil("eye", int(slot.w * 0.5), art.GOLD_DIM)
        surface.blit(mark, mark.get_rect(center=slot.center))
        size = int(u * 2.6)
        y = slot.bottom + u * 3
        for line in wrap(f"“{self.unwritten}”", size, int(w * 0.6), "serif_italic"):
            blit(surface, line, size, art.BONE, (w // 2, y), "serif_italic", "midtop")
            y += line_height(size, "serif_italic")

    def prepare(self):
        """The backdrop in small jobs behind the app's cover (scenes/prepare.py)."""
        yield from self.backdrop.jobs(self.size, ("fortune", len(self.cards)), self._paint)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop.get(surface.get_size(), ("fortune", len(self.cards)), self._paint), (0, 0))
        u = self.u
        left = sum(1 for t in self.times if self.age * self.speed < t)
        for k in range(min(5, left)):
            art.draw_card(surface, None, self.deck.move(0, -k * max(1, int(u * 0.3))), shadow=k == 0)
        far_lines: list[tuple[str, str]] = []
        for i, item in enumerate(self.cards):
            t = self.age * self.speed - self.times[i]
            if t < 0:
                continue
            slot = self.slots[i]
            fly = travel(min(1.0, t / 0.6))        # Reduce motion: dealt in place, turned at once
            e = out_cubic(fly)
            x = self.deck.x + (slot.x - self.deck.x) * e
            y = self.deck.y + (slot.y - self.deck.y) * e - math.sin(math.pi * fly) * u * 6
            cw = self.deck.w + (slot.w - self.deck.w) * e
            ch = self.deck.h + (slot.h - self.deck.h) * e
            turn = travel(max(0.0, min(1.0, (t - 0.5) / 0.45)))
            face_up = turn >= 0.5
            sx = abs(math.cos(math.pi * turn))
            if fly < 1.0 or 0.0 < turn < 1.0:
                pic = art.in_flight(item["card"] if face_up else None, slot.size, (max(2, int(cw * sx)), max(2, int(ch))))
                surface.blit(pic, pic.get_rect(center=(int(x + cw / 2), int(y + ch / 2))))
            else:
                art.draw_card(surface, item["card"], slot)
            if turn < 1.0:
                continue
            words = min(1.0, (t - 0.95) / 0.5)
            if i < 2:
                self._fortune_text(surface, item, self.cols[i], slot.bottom + u * 1.6, words)
            else:
                far_lines.append((item["name"], item["text"]))
        if far_lines:
            self._far_list(surface, far_lines)
        if self.done and self.cards:
            for i in range(len(self.cards), 3):
                col = self.cols[i]
                blit(surface, "No card is left to read here.", u * 2.1, art.BONE_SOFT,
                     (col.centerx, col.y + u * 12), "serif_italic", "midtop")
        self.button.draw(surface)

    def _fortune_text(self, surface, item, col: pygame.Rect, y: float, alpha: float) -> None:
        u = self.u
        name = blit(surface, item["name"], u * 2.3, art.GOLD_PALE, (col.centerx, y), "serif_bold", "midtop")
        size = int(u * 2.3)
        for k, line in enumerate(wrap(f"“{item['text']}”", size, int(col.w * 0.92), "serif_italic")[:4]):
            surf = art.faded(line, size, art.BONE, "serif_italic", alpha)
            surface.blit(surf, surf.get_rect(midtop=(col.centerx, name.bottom + u * 0.4
                                                     + k * line_height(size, "serif_italic"))))

    def _far_list(self, surface, lines: list[tuple[str, str]]) -> None:
        u = self.u
        col = self.cols[2]
        y = self.slots[2].bottom + u * 1.6
        size = int(u * 1.85)
        room = col.bottom - y
        per = line_height(size, "serif_bold") + line_height(size, "serif_italic") + u * 0.6
        fit_n = max(1, int(room // per))
        shown = lines if len(lines) <= fit_n else lines[: fit_n - 1]
        for name, words in shown:
            blit(surface, clip(name, size, col.w, "serif_bold"), size, art.GOLD_PALE, (col.centerx, y), "serif_bold",
                 "midtop")
            blit(surface, fit(f"“{words}”", size, int(col.w), "serif_italic"), size, art.BONE,
                 (col.centerx, y + line_height(size, "serif_bold")), "serif_italic", "midtop")
            y += per
        if len(shown) < len(lines):
            blit(surface, f"…and {len(lines) - len(shown)} more, too far off to read clearly", size, art.BONE_SOFT,
                 (col.centerx, y), "serif_italic", "midtop")

