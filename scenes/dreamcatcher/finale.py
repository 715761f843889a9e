"""The end of the night on the Dream Catcher board: who won and why, and each player's dream told in words made
from their tokens' pictures, with the button on to the results."""
from __future__ import annotations

import pygame

from game.core.words import plural

from .. import theme
from ..assets import legible, line_height, shrink_to, text, wrap
from ..prepare import kept
from . import art_table as A

NIGHT_DIM = (105, 95, 100)       # theme.dim's multiply, on the sky only


class Finale:
    def finale_rect(self) -> pygame.Rect:
        sky = self.lay.sky if self.lay else self.rect
        r = sky.inflate(-int(self.u * 6), -int(self.u * 6))
        if self.view["mode"] == "coop":        # a strip at the top: the card and its peeking bits stay in view
            r.h = int(self.u * 25)
        elif self.finale is not None:          # as tall as its rows need (2 players leave no empty paper)
            u = self.u
            need = u * 10 + self._dream_rows_height(r.w - u * 9.5) + u * 1.2 + self.finale_button.rect.h + u * 2
            if need < r.h:
                r.h = int(need)
                r.centery = sky.centery
        return r

    def _dream_rows_height(self, width: float) -> float:
        u, size = self.u, int(self.u * 2.1)
        step = line_height(size, "italic")
        return sum(u * 4.8 + len(wrap(d, size, int(width), "italic")) * step for d in self.finale["dreams"])

    def _draw_finale(self, surface: pygame.Surface) -> None:
        u, f = self.u, self.finale
        r = self.finale_rect()
        self._place_finale_button(r)
        host = self.host
        button_y = self.finale_button.rect.y - r.y
        key = (button_y, u, self.view["mode"], tuple(f["winners"]), len(self.aside_cards),
               tuple(f["dreams"]), tuple(map(tuple, f["pictures"])), tuple(host.names),
               tuple((tuple(host.colour(s)), host.symbol(s)) for s in range(len(host.names))))
        words = kept(self, "finale words").get(key, r.size, lambda pic: self._paint_finale(pic, pic.get_rect(), button_y),
                                               late=True)
        if words is None:       # its words (12 ms of new texts) come with the panel in the next frame
            return
        if self.view["mode"] != "coop" and self.lay is not None:    # the night behind the dreams dims, as under
            surface.fill(NIGHT_DIM, self.lay.sky, special_flags=pygame.BLEND_RGB_MULT)    # a dialog (no word half hidden)
        theme.panel(surface, r, theme.PAPER, radius=int(u * 2.5))
        surface.blit(words, r)
        if host.humans:
            self.finale_button.draw(surface)

    def _paint_finale(self, surface: pygame.Surface, r: pygame.Rect, button_y: int) -> None:
        """The finale's words and dream tokens on a clear picture of the panel's size (r), over a button at
        button_y."""
        u, f = self.u, self.finale
        coop = self.view["mode"] == "coop"
        if coop:
            won = bool(f["winners"])
            title = "Sleep tight! Every Nightmare is caught" if won else "Oh no! A Nightmare peeked out"
        else:
            title = "The dreams of the night"
        size = shrink_to(title, u * 4.2, r.w - u * 2, "serif_bold")        # a large text size: smaller, inside
        theme.blit_text(surface, title, size, theme.INK, (r.centerx, r.y + u * 4.5), "serif_bold", "center")
        y = max(r.y + u * 9, r.y + u * 4.5 + line_height(size, "serif_bold") * 0.6)
        if coop:
            lines = (["You did it together! Everyone sleeps soundly tonight."] if f["winners"] else
                     [f"You caught {len(self.aside_cards)} of 8. The magenta bits show where it peeked out.",
                      "Try again: point at a toy big enough, and take your time placing it."])
            for line in lines:
                theme.blit_text(surface, line, u * 2.4, theme.INK_SOFT, (r.centerx, y), "ui", "midtop")
                y += u * 3.6
        else:
            self._draw_dream_rows(surface, r, y, button_y)

    def _place_finale_button(self, r: pygame.Rect) -> None:
        self.finale_button.rect.midbottom = (r.centerx, r.bottom - int(self.u * 2))

    def _token_row(self, head: str, n: int, left: float, right: float) -> tuple[int, bool]:
        """The size of a player's dream tokens and whether they go on their own row under the name (when
        a name line at a large text size leaves them too little room beside it)."""
        u = self.u
        beside = right - left - text(head, int(u * 2.5), theme.INK, "bold").get_width() - u * 1.5
        tok = int(min(u * 3.2, beside / max(1, n) / 1.05))
        if tok >= u * 2.4:
            return tok, False
        return int(min(u * 3.2, (right - left) / max(1, n) / 1.05)), True

    def _draw_dream_rows(self, surface: pygame.Surface, r: pygame.Rect, top: float, button_y: int) -> None:
        """One row per player: name, count and tokens on one line, their dream in words below. The words
        get smaller (never under the legible floor) until every row fits above the button (at button_y)."""
        u, f, names = self.u, self.finale, self.host.names
        bottom = button_y - u * 1.2
        left, right = r.x + u * 6.5, r.right - u * 3
        head_h, gap = max(u * 3.8, line_height(u * 2.5, "bold")), u * 1.0       # the name line grows with the text
        heads = [f"{names[seat]}: {plural(len(pics), 'dream')}" + (", the winner!" if seat in f["winners"] else "")
                 for seat, pics in enumerate(f["pictures"])]
        tokens = [self._token_row(head, len(pics), left, right) for head, pics in zip(heads, f["pictures"])]
        heights = [head_h + (tok + u * 0.4 if below else 0) for tok, below in tokens]
        size = int(u * 2.1)
        while True:
            step = line_height(size, "italic")
            rows = [wrap(d, size, int(right - left), "italic") for d in f["dreams"]]
            if sum(h + len(lines) * step + gap for h, lines in zip(heights, rows)) <= bottom - top or \
                    not legible(size - 1):
                break
            size -= 1
        slack = bottom - top - sum(h + len(lines) * step + gap for h, lines in zip(heights, rows))
        # all the words when they fit; only at the floor with no room left, the dreams that fit whole in
        # turn: the others are told by their tokens alone (never cut mid-sentence)
        room = bottom - top - sum(heights) - gap * len(rows)
        shown = []
        for lines in rows:
            shown.append(slack >= 0 or len(lines) * step <= room)
            room -= len(lines) * step if shown[-1] else 0
        gap += max(0.0, min(u * 3.5, slack / max(1, len(rows))))      # few players: rows spread out
        y = top
        for seat, pics in enumerate(f["pictures"]):
            mid = y + head_h / 2
            self.host.mark(surface, seat, (r.x + u * 4, mid), u * 2.6)
            drawn = theme.blit_text(surface, heads[seat], u * 2.5, theme.INK, (left, mid), "bold", "midleft")
            tok, below = tokens[seat]
            x0, ty = (left, y + head_h + tok / 2) if below else (drawn.right + u * 1.5, mid)
            for i, pic in enumerate(pics):
                t = A.token(pic, tok)
                surface.blit(t, t.get_rect(midleft=(int(x0 + i * tok * 1.05), int(ty))))
            y += heights[seat]
            lines = rows[seat] if shown[seat] else ()
            for line in lines:
                theme.blit_text(surface, line, size, theme.INK_SOFT, (left, y), "italic")
                y += step
            y += gap
