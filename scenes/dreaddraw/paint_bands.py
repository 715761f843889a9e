"""Drawing a seat's band on the Dread Draw table: as it lies (the zones' words, the total, the row and the
reserves: kept in the host's picture, still_parts), what moves on it each frame (pulses, the human's own reserve
cards, glows), and its plate (name, state, Life Deck, the dimming when out, flashes), drawn over the cards in
the air."""
from __future__ import annotations

import math

import pygame

from game.dreaddraw.data import STRENGTH

from .. import access, theme
from ..assets import fits, font, least, line_height, shrink_to, wrap
from ..widgets.tween import wave
from .art import clip
from .ink import BAND, LABEL, LABEL_SIZE, blit, breathing, fading, on_band, veil
from . import art


class BandPainter:
    def still_parts(self) -> list:
        """Each seat's band as it lies (the zones' words, the total, the cards), kept in the host's picture
        (Board.still_parts) and painted again when what it shows changes; what moves on it (the turn's and the
        targets' pulses, the human's own reserve cards, a card's glow) is drawn over it each frame, and none of
        it reaches under those: the pulses ring the band's edge, the cards and the total lie inside."""
        if self.lay is None:
            return []
        sh = self.shown
        low = sh.lowest() if sum(sh.in_round) > 1 else []      # "lowest" shows while two or more are in
        return [(f"band {seat}", band.rect, self._band_look(seat, seat in low),
                 lambda surface, seat=seat: self._draw_band_still(surface, seat))
                for seat, band in enumerate(self.lay.bands)]

    def _band_look(self, seat: int, low: bool) -> tuple:
        """Everything _draw_band_still() reads beyond the layout (the host's picture starts over with a new one)."""
        sh = self.shown
        return (tuple(sh.rows[seat]), tuple(sh.reserves[seat]), self._hand_here(seat), sh.in_round[seat],
                sh.total(seat), sh.dots(seat), sh.bonus(seat), low, seat in self.fx["flash"],
                tuple(tuple(r) for r in self.reserve_rects(seat)))

    def _hand_here(self, seat: int) -> bool:
        """The human at the screen has reserve cards to pick up: this band's reserves are live sprites."""
        return bool(self.sprites.cards) and seat == self.host.seat

    def _draw_band_still(self, surface: pygame.Surface, seat: int) -> None:
        sh = self.shown
        band = self.lay.bands[seat]
        # a flash's words (damage, "Eliminated") cover the row's word while they show, fading out included
        busy_row = bool(sh.rows[seat]) or seat in self.fx["flash"]
        self._cover_placeholders(surface, band, busy_row, bool(sh.reserves[seat]), seat)
        self._draw_total(surface, seat, band)           # after the cover of a placeholder word, never cut by it
        self._draw_row(surface, seat, band)
        if not self._hand_here(seat):
            self.draw_spread(surface, sh.reserves[seat], self.reserve_rects(seat))

    def _draw_band_live(self, surface: pygame.Surface, seat: int) -> None:
        """What moves on a band: the pulse of the seat to act (and the pointer), of the seats a card may target,
        the winner's ring; the human's own reserve cards; a card's glow."""
        u, sh = self.u, self.shown
        band = self.lay.bands[seat]
        prompt = self.view.get("prompt") or {}
        busy = bool(self.queue) or bool(self.flights)
        acting_seat = prompt.get("seat", sh.active) if not busy else sh.active
        if sh.winner is None and seat == acting_seat and sh.in_game[seat]:
            pulse = wave(self.clock, 0.48)
            width = max(2, int(u * (0.3 + 0.15 * pulse)))
            pygame.draw.rect(surface, art.GOLD, band.rect, width=width, border_radius=int(u * 1.2))
            tw = self.fx.get("pointer")
            off = (1 - tw.value) * u * 3 if tw is not None else 0
            x, y = band.rect.x - int(u * 0.2) - off, band.rect.centery
            pygame.draw.polygon(surface, art.GOLD, [(x - u * 1.4, y - u * 1.2), (x, y), (x - u * 1.4, y + u * 1.2)])
        if seat in self.target_seats():
            pulse = wave(self.clock, 0.8)
            pygame.draw.rect(surface, theme.lighten(art.BLOOD, 0.2 + 0.3 * pulse), band.rect,
                             width=max(2, int(u * 0.45)), border_radius=int(u * 1.2))
        if sh.winner == seat:
            pygame.draw.rect(surface, art.GOLD_PALE, band.rect, width=max(2, int(u * 0.4)), border_radius=int(u * 1.2))
        if self._hand_here(seat):
            self._draw_hand(surface, band)
        self._draw_glow(surface, seat, band)

    def _draw_plate(self, surface: pygame.Surface, seat: int) -> None:
        """The plate: name, state, rounds won, Life Deck; then the band's dimming when out of the round, and
        its flash. Drawn over the cards in the air (draw()): a card passing by never cuts into the words."""
        u, sh = self.u, self.shown
        band = self.lay.bands[seat]
        names = self.host.names
        colour = self.host.colour(seat)
        pl = band.plate
        ns = u * (2.3 if pl.h > u * 9 else 1.9)
        label = names[seat] + ("  (you)" if seat == self.host.seat and len(self.host.humans) == 1 else "")
        mark = ns * 0.95              # the seat's symbol before its name: the band is whose by shape too
        self.host.mark(surface, seat, (pl.x + u * 1.0 + mark / 2, pl.y + line_height(ns, "serif_bold") / 2), mark)
        named = art.blit_plated(surface, clip(label, int(ns), int(pl.w - u * 1.2 - mark * 1.3), "serif_bold"), ns,
                                theme.lighten(colour, 0.35), (pl.x + u * 1.0 + mark * 1.3, pl.y), "serif_bold", back=BAND)
        if not sh.in_game[seat]:
            state, ink = "Out of the game", (200, 90, 90)
        elif not sh.in_round[seat]:
            state, ink = "Out of this round", (190, 130, 130)
        elif seat == sh.active and sh.winner is None:
            state, ink = "Summoning", art.GOLD
        else:
            state, ink = "In the round", art.BONE_SOFT
        ss = u * 1.55
        won = sh.rounds_won[seat]
        room = (band.life.y if band.roomy else band.life.y + band.life.h // 2) - named.bottom
        w = int(pl.w - u * 1.2)
        whole = lambda words: len(wrap(words, least(), w, "italic")) * line_height(least(), "italic") <= room
        if won:      # on the state's line, else a line of its own; at a large text size they give way first
            state = next((words for words in (f"{state} · {won} won", f"{state}\n{won} won") if
                          (fits(words, ss, w, "italic") if "\n" not in words else whole(words))), state)
        room = min(room, len(wrap(state, ss, w, "italic")) * line_height(ss, "italic"))
        theme.blit_box(surface, state, ss, ink, (pl.x + u * 1.0, named.bottom, pl.w - u * 1.2, room), "italic",
                       render=on_band)
        life = band.life
        n = sh.life[seat]
        if n:
            for k in range(min(4, (n + 2) // 3)):
                art.draw_card(surface, None, life.move(-k * max(1, int(u * 0.2)), -k * max(1, int(u * 0.2))),
                              shadow=k == 0)
        else:
            pygame.draw.rect(surface, (70, 50, 80), life, width=1, border_radius=max(2, life.w // 10))
        tag = f"Life {n}"
        if band.roomy:
            art.blit_plated(surface, tag, u * 1.9, art.BONE if n else (220, 110, 110),
                            (life.right + u * 1.2, life.bottom), "bold", "bottomleft", BAND)
            art.blit_plated(surface, "Life Deck", u * 1.6, LABEL, (life.right + u * 1.2, life.bottom - u * 2.6),
                            "italic", "bottomleft", BAND)
        else:
            art.blit_plated(surface, tag, u * 1.6, art.BONE if n else (220, 110, 110), (life.x - u * 0.8, life.bottom),
                            "bold", "bottomright", BAND)
        hits = self.fx["hits"].get(seat)
        if hits:
            blit(surface, f"-{hits}", u * 3, art.BLOOD, (life.centerx, life.centery), "black", "center")
        if not sh.in_round[seat]:      # a multiply dims the band: much cheaper than an alpha veil
            surface.fill((120, 112, 128), band.rect.inflate(-2, -2), special_flags=pygame.BLEND_RGB_MULT)
        self._draw_flash(surface, seat, band)

    def _draw_total(self, surface: pygame.Surface, seat: int, band) -> None:
        """The total medallion, the red dots, the bonus, "lowest"."""
        u, sh = self.u, self.shown
        t = band.total
        cx, cy, r = self.medal(seat)
        total = sh.total(seat)
        low = seat in sh.lowest() and len([s for s in range(sh.players) if sh.in_round[s]]) > 1
        pygame.draw.circle(surface, (22, 14, 30), (cx, cy), r)
        pygame.draw.circle(surface, art.GOLD if sh.in_round[seat] else art.ASH, (cx, cy), r, max(1, int(u * 0.3)))
        blit(surface, str(total), access.unscaled(r * 1.05), art.GOLD_PALE if sh.in_round[seat] else art.ASH, (cx, cy), "black",
             "center")
        y = cy + r + u * 0.9             # clear of the medallion's gold ring
        dots = sh.dots(seat)
        if dots:
            dr = max(2, int(u * 0.55))
            gap = int(u * 0.8)            # the number stands clear of its dot's red (its contrast is the cloth's)
            x = int(cx - (2 * dr + gap + font("bold", u * 1.6).size(str(dots))[0]) / 2)
            high = max(2 * dr, int(line_height(u * 1.6, "bold") * 0.8))     # the number's height at the text size
            art.draw_dot(surface, (x + dr, int(y + high / 2)), dr)
            blit(surface, f"{dots}", u * 1.6, (240, 140, 140), (x + 2 * dr + gap, y + high / 2), "bold", "midleft")
            y += high + u * 0.3
        bonus = sh.bonus(seat)      # the bonus, then "lowest", while the total's room holds them (at a large
        if bonus and t.h > u * 10 and y + line_height(u * 1.3, "italic") <= t.bottom:    # text size they give way)
            blit(surface, f"+{bonus} bonus", u * 1.3, art.GOLD, (cx, y), "italic", "midtop")
            y += line_height(u * 1.3, "italic")
        if low and t.h > u * 8 and y + line_height(u * 1.4, "bold") <= t.bottom:
            blit(surface, "lowest", u * 1.4, (170, 200, 230), (cx, y), "bold", "midtop")

    def _draw_row(self, surface: pygame.Surface, seat: int, band) -> None:
        """The summoning row, and its strengths beside the last card when there is room."""
        u, sh = self.u, self.shown
        row = sh.rows[seat]
        self.draw_spread(surface, row, band.row_rects(len(row)))
        if len(row) > 1 and band.rect.h > u * 14:
            strengths = " < ".join(str(STRENGTH[c]) for c in row)
            last = band.row_rects(len(row))[-1]      # beside the last card, inside the row: no border across it
            if fits(strengths, u * 1.4, band.row.right - last.right - u * 2, "bold"):   # a full row: medallions say it
                blit(surface, strengths, u * 1.4, (170, 150, 180), (last.right + u, last.bottom - u * 0.4), "bold",
                     "bottomleft")

    def _draw_hand(self, surface: pygame.Surface, band) -> None:
        """The human's own reserve cards: the playable ones come last: on top, whole, lifted, lit."""
        u = self.u
        self._draw_drop_hint(surface, band)
        for sp in self.sprites.cards:
            if not sp.dragging:
                if sp.draggable:
                    self._draw_playable_glow(surface, sp.rect)
                sp.draw(surface)
                if sp.draggable:
                    pygame.draw.rect(surface, art.GOLD_PALE, sp.rect.inflate(2, 2), width=max(2, int(u * 0.3)),
                                     border_radius=max(3, sp.rect.w // 12))

    def _draw_glow(self, surface: pygame.Surface, seat: int, band) -> None:
        """A card of the band glowing while its ability is told."""
        glowing = self.fx.get("glow")
        if glowing is None:
            return
        u, sh = self.u, self.shown
        row = sh.rows[seat]
        for cards, rects in ((row, band.row_rects(len(row))), (sh.reserves[seat], self.reserve_rects(seat))):
            if glowing[0] in cards:
                rect = rects[cards.index(glowing[0])]
                a = math.sin(math.pi * glowing[1].progress)
                pygame.draw.rect(surface, theme.lighten(art.GOLD, 0.4 * a), rect.inflate(int(u * 0.8), int(u * 0.8)),
                                 width=max(2, int(u * 0.4 * (0.5 + a))), border_radius=max(3, rect.w // 10))

    @staticmethod
    def draw_spread(surface: pygame.Surface, cards, rects, **kw) -> None:
        """Cards laid left to right, each over the one before: a covered card sets its name and ability in
        the strip that shows."""
        rects = list(rects)
        for card, rect, vis in zip(cards, rects, art.visible_widths(rects)):
            art.draw_card(surface, card, rect, visible=vis, **kw)

    def _cover_placeholders(self, surface: pygame.Surface, band, row: bool, reserves: bool, seat: int) -> None:
        """Hide an empty zone's word (painted on the backdrop) once cards lie there; when the reserves spread
        into an empty row, its word moves to the part of the row left free, or goes when it does not fit."""
        u = self.u
        if band.rect.h <= u * 12:
            return
        rects = self.reserve_rects(seat) if reserves else []
        left = min((r.x for r in rects), default=band.row.right)
        squeezed = not row and left < band.row.right
        for busy, area, label in ((row or squeezed, band.row, "summoning row"), (reserves, band.reserves, "reserves")):
            if busy:
                w, h = font("italic", u * LABEL_SIZE).size(label)
                surface.fill(BAND, pygame.Rect(0, 0, w + 4, h + 2).move(area.centerx - w // 2 - 2,
                                                                          area.centery - h // 2 - 1))
        free = pygame.Rect(band.row.x, band.row.y, left - int(u) - band.row.x, band.row.h)
        if squeezed and fits("summoning row", u * LABEL_SIZE, free.w - u * 2, "italic"):
            blit(surface, "summoning row", u * LABEL_SIZE, LABEL, free.center, "italic", "center")

    def _draw_playable_glow(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A bright, slowly breathing halo: this reserve card can be summoned now."""
        pulse = wave(self.clock, 0.64)
        g = breathing(rect.w, rect.h, art.GOLD_PALE, int(self.u * 2.2), round(pulse * 3))
        surface.blit(g, g.get_rect(center=rect.center))

    def _draw_drop_hint(self, surface: pygame.Surface, band) -> None:
        held = self.sprites.dragging
        if held is None or not self.sprites.targets:
            return
        target = self.sprites.targets[0]
        if not target.accepts(held):
            return
        over = target.rect.collidepoint(held.rect.center)
        colour = art.GOLD_PALE if over else art.GOLD
        slot = band.row_rects(len(self.shown.rows[self.host.seat]) + 1)[-1]
        pygame.draw.rect(surface, colour, slot, width=max(2, int(self.u * (0.5 if over else 0.3))),
                         border_radius=max(3, slot.w // 10))
        pygame.draw.rect(surface, colour, target.rect, width=1, border_radius=int(self.u))

    def _draw_flash(self, surface: pygame.Surface, seat: int, band) -> None:
        item = self.fx["flash"].get(seat)
        if item is None:
            return
        words, colour, tw, life = item
        u = self.u
        fade = fading(tw, life)
        room = pygame.Rect(band.total.right + u, band.rect.y, band.rect.right - band.total.right - 2 * u, band.rect.h)
        size = shrink_to(words, u * 2.4, room.w - u * 3, "bold")        # beside the total, never over it
        surf = art.faded(words, size, colour, "bold", fade)
        box = surf.get_rect(center=(band.row.centerx, band.rect.y + band.rect.h * 0.5 + (1 - tw.value) * u * 2))
        box.clamp_ip(room.inflate(-int(u * 1.5), 0))
        bg = veil(box.w + int(u * 3), box.h + int(u * 1.2), (10, 6, 14), int(210 * fade), int(u))
        surface.blit(bg, bg.get_rect(center=box.center))
        surface.blit(surf, box)

    def target_seats(self) -> list[int]:
        return [a["target"] for a in self.acts_of("use") if a.get("target") is not None]
