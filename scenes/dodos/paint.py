"""Drawing the Dodos board: the table and its tokens, the column (round, deck, die, the race
standings with each player's played cards), the hand, the prompt strip, the Dodino pick and the
banners. Static art is cached (art_board, art_cards, art_pieces); the throw is in paint_throw.py.
"""
from __future__ import annotations

import re
from functools import lru_cache

import pygame

from game.dodos.board import FIGURE_H, SPACE_R, TOKEN_R, figure_box, spots
from game.dodos.data import CARDS, DODINOS, TRACKS
from game.dodos.effects import box_why

from .. import access, theme
from ..widgets.tween import arrival, calm, travel, wave
from ..assets import fit, fits, least, line_height, text, wrap
from ..prepare import staged
from game.core.words import join, plural
from .art_board import blank_space, number_boxes, paint_table_stages
from .layout import MARGIN, clear_spot
from .art_cards import card_back, card_face, dodino_card
from .icons import card_words
from .art_pieces import dodino_sprite, dodo_token
from .hover import HoverNames
from .paint_throw import ThrowPainter

_DRAG_OR_TWICE = "drag it to the slot, or click it twice"      # with Click to move: "click it, then the slot"
PROMPTS = {
    "pick": "Choose your Dodino: click a card",
    "play": "Choose a blue or red card to play face down: drag it to the slot, or click it twice",
    "green": "Play a green card: drag it to the slot, or click it twice",
    "steal": "Steal: click the player to rob (a Dodino or a row)",
    "swap": "Switcheroo: click the Dodino to swap places with",
    "shield": "Your Dodino was hit: flip your Dodino card to ignore the red box?",
    "window": "Green card opportunity: Wait! or let it pass",
}


@staged(maxsize=4)
def _table_art(track: str, scale: float, text_scale: float):
    """The table's picture; text_scale keys it too (its space numbers follow the text size)."""
    return (yield from paint_table_stages(track, scale))


def _veil(surface, rect, alpha: int) -> None:
    """Dim what lies in rect, as a dark veil of this alpha would: a multiply, so the text report knows the
    words under it are dimmed on purpose (an unplayable card, a taken Dodino, the board under the pick)."""
    k = 255 - alpha
    surface.fill((k, k, k), rect, special_flags=pygame.BLEND_RGB_MULT)


@lru_cache(maxsize=64)
def _edge_sheet(w: int, h: int, edge: int) -> pygame.Surface:
    """The paper round a card of this size, as a sheet blitted under it (a picture: the text report knows
    what it hides, the card under it's name)."""
    sheet = pygame.Surface((w + 2 * edge, h + 2 * edge), pygame.SRCALPHA)
    pygame.draw.rect(sheet, theme.PAPER, sheet.get_rect(), border_radius=max(4, w // 10) + edge)
    return sheet


def plate(surface, words: str, size: float, at, fill, kind: str = "black", anchor: str = "center"):
    """Cream words on a rounded plate of fill (a dark or deep colour): they read at 4.5:1 on any picture."""
    tag = text(words, int(size), theme.CREAM, kind)
    box = tag.get_rect(**{anchor: (int(at[0]), int(at[1]))})
    back = box.inflate(max(6, box.h // 2), 2)
    pygame.draw.rect(surface, fill, back, border_radius=back.h // 2)
    surface.blit(tag, box)
    return back


class Painter(HoverNames, ThrowPainter):
    # ---- static ---------------------------------------------------------------------------------
    def paint_backdrop(self, surface: pygame.Surface) -> None:
        lay = self.lay
        if lay is None or self.rect.w <= 0:
            return
        u = self.u
        art = _table_art(self.track, round(lay.scale, 5), access.text_scale)
        if lay.table != lay.art:      # plain wood from below the board's shadow, tiled over the rest of the table
            strip = max(1, int(MARGIN * lay.scale * 0.7))
            wood = pygame.Rect(0, art.get_height() - strip, art.get_width(), strip)
            for y in range(lay.table.y, lay.table.bottom, strip):
                surface.blit(art, (lay.table.x, y), wood.inflate(0, 0).clip(
                    pygame.Rect(0, wood.y, wood.w, lay.table.bottom - y)))
        surface.blit(art, lay.art)
        for rect in (lay.header, lay.standings, lay.slot):
            theme.panel(surface, rect, theme.PAPER, radius=int(u * 1.4))
        theme.blit_text(surface, "Race standings", u * 1.8, theme.INK_SOFT,
                        (lay.standings.x + u * 1.2, lay.standings.y + u * 0.9), "bold")
        pygame.draw.rect(surface, theme.darken(theme.BG_BOTTOM, 0.2), lay.prompt, border_radius=int(u * 1.2))

    # ---- per frame ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.lay is None or self.rect.w <= 0:
            return
        self._draw_pulses(surface)
        self.draw_throw_under(surface)
        self._draw_tokens(surface)
        self.draw_throw_over(surface)
        self._draw_header(surface)
        self._draw_rows(surface)
        self._draw_slot(surface)
        self._draw_pick(surface)
        if self.aim is None and self.show is None and not self.picks_over_hand():
            self._draw_hand(surface)
        for f in self.flights:
            self._draw_flight(surface, f)
        self._draw_banner(surface)
        self._draw_prompt(surface)
        self.draw_hint(surface)
        self.draw_hover(surface)

    def figure_px(self) -> int:
        return int(round(FIGURE_H * self.lay.scale))      # exactly the size the physics hits

    def _draw_tokens(self, surface) -> None:
        lay = self.lay
        s = lay.scale
        base_r = max(3, int(TOKEN_R * s))
        fig = self.figure_px()
        targets = self.target_actions()
        hits = self.show.shown_hits() if self.show is not None else []
        order = sorted(range(self.players), key=lambda i: self.points[i][1])
        dodinos = self.view["dodinos"]
        sp = spots(self.track)
        for n in self.spaces_covered():
            blank_space(surface, self.track, n, lay.pxf(*sp[n]), SPACE_R * s)
        for seat in order:
            x, y = lay.pxf(*self.points[seat])
            colour = self.colour(seat)
            lift = self.hop(seat) * fig * 0.35
            if seat == self.active or seat in targets:
                ring = theme.TEAL if seat in targets else theme.ACCENT
                pulse = wave(self.clock, 0.75)
                pygame.draw.circle(surface, ring, (x, y), base_r * (1.9 + 0.4 * pulse), max(2, int(self.u * 0.35)))
            pygame.draw.circle(surface, theme.darken(colour, 0.5), (x, y + 1), base_r + 1)
            pygame.draw.circle(surface, colour, (x, y), base_r)
            if dodinos[seat] is not None:
                sprite = dodino_sprite(DODINOS[dodinos[seat]].dino, tuple(colour), fig)
                surface.blit(sprite, sprite.get_rect(midbottom=(int(x), int(y - lift + base_r * 0.3))))
            # the seat's symbol at the figure's foot, in front of it: whose figure, by shape as well as colour
            self.host.mark(surface, seat, (x + fig * 0.3, y - lift), max(9, base_r * 1.7))
            if seat in hits:
                plate(surface, "Hit!", self.u * 2.6, (x, y - fig - self.u * 0.4), theme.CORAL_DEEP, anchor="midbottom")

    def spaces_covered(self) -> set[int]:
        """The spaces whose number a figure (standing or walking) or a flying projectile covers part of: it
        hides them whole, as a piece on a printed board does (a half-hidden number reads as nothing)."""
        boxes = [(*figure_box(x, y)[:3], y + TOKEN_R + 1) for x, y in self.points[:self.players]]
        boxes += self.projectile_boxes()
        return {n for n, (l, t, r, b) in number_boxes(self.track).items()
                if any(l < right and left < r and t < bottom and top < b for left, top, right, bottom in boxes)}

    def _draw_hand(self, surface) -> None:
        cards = self.hand.cards
        zoomed = self.hand.zoomed()       # shown big above the hand: in its place, its neighbours' numbers stay clear
        raised = [c for c in cards if c.busy or (c.hover and c is not zoomed)]
        for c in cards:
            if c not in raised:
                c.draw(surface)
        for c in raised:
            if c.busy and not calm():        # flying in from the deck or carried: over the pile and the other cards
                self._paper_edge(surface, c.rect)
            c.draw(surface)

    def _draw_pulses(self, surface) -> None:
        sp = spots(self.track)
        for key, tw in self.pulses.items():
            if not key.startswith("space:"):
                continue
            n = int(key.split(":")[1])
            if n not in sp:
                continue
            x, y = self.lay.pxf(*sp[n])
            r = SPACE_R * self.lay.scale * (1.1 + travel(tw.progress) * 0.9)    # Reduce motion: no spreading
            pygame.draw.circle(surface, theme.lighten(theme.ACCENT, 0.3), (x, y), r, max(2, int(self.u * 0.4)))

    # ---- column ---------------------------------------------------------------------------------
    def _draw_header(self, surface) -> None:
        lay, u, v = self.lay, self.u, self.view
        h = lay.header
        theme.blit_text(surface, f"Round {v['round']}", u * 2.8, theme.INK, (h.x + u * 1.2, h.y + u * 0.8),
                        "serif_bold")
        track = TRACKS[self.track].name + (" loop" if v["loop"] else " trail")
        theme.blit_text(surface, f"{track} · finish {v['finish']}", u * 1.6, theme.INK_SOFT,
                        (h.right - u * 1.2, h.y + u * 1.5), "italic", "topright")
        surface.blit(card_back(lay.deck.w, lay.deck.h), lay.deck)
        plate(surface, str(v["draw_pile"]), u * 1.8, (lay.deck.centerx, lay.deck.bottom - u * 0.4), theme.SHADOW,
              anchor="midbottom")
        # a card landing on the pile would half hide what it shows: the pile waits for it under an outline
        landing = any(f.flying and f.b == self.discard_point for f in self.flights)
        if v["discard_pile"] and not landing:
            surface.blit(card_face(v["discard_pile"][-1], lay.discard.w, lay.discard.h), lay.discard)
        else:
            pygame.draw.rect(surface, theme.PAPER_DIM, lay.discard, max(1, int(u * 0.25)), border_radius=int(u))
            if not landing and fits("discard", u * 1.3, lay.discard.w - u * 0.4, "italic"):    # large text: no word
                theme.blit_text(surface, "discard", u * 1.3, theme.INK_SOFT, lay.discard.center, "italic", "center")
        if self.die_shown:
            self.die.draw(surface)

    def still_parts(self) -> list:
        """Each standings row as it lies, kept in the host's picture and painted again when what it shows
        changes (Board.still_parts); a row that moves (its pulse ring grows past it, a card on it flips over) is
        drawn each frame instead (_draw_rows), and so is the Dodo token passing between rows. Nothing drawn
        before the rows reaches the column but a throw's pull line following the pointer, drawn over them."""
        if self.lay is None or self.rect.w <= 0:
            return []
        looks = self._row_looks()
        return [(f"row {seat}", row, looks[seat], lambda surface, seat=seat: self._draw_row(surface, seat))
                for seat, row in enumerate(self.lay.rows) if looks[seat] is not None]

    def _moving_rows(self) -> set[int]:
        """The rows drawn each frame: their pulse ring grows past them, or a card on them flips over."""
        flipping = self.flip is not None and not self.flip.done
        return {seat for seat in range(len(self.lay.rows))
                if f"row:{seat}" in self.pulses
                or (flipping and any(c is not None for c in (self.front[seat][-2:] if seat < len(self.front) else ())))}

    def _row_looks(self) -> list:
        """Everything _draw_row() reads beyond the layout, per seat; None: the row moves (drawn each frame)."""
        v = self.view
        ranks, movers, targets = self.rank(), set(v["to_move"]), self.target_actions()
        moving = self._moving_rows()
        looks = []
        for seat in range(len(self.lay.rows)):
            front = tuple(self.front[seat][-2:]) if seat < len(self.front) else ()
            if seat in moving:
                looks.append(None)
                continue
            looks.append((seat == self.active, seat in targets, seat in movers, ranks[seat],
                          tuple(self.colour(seat)), self.host.symbol(seat), self.host.names[seat],
                          v["dodinos"][seat], front, self.pos[seat], v["finish"], self.track,
                          v["hand_sizes"][seat], self.first == seat and self.first_move is None,
                          bool(v["abilities"] and v["ability_used"][seat]), self.u, self.lay.ts,
                          theme.colour_blind))
        return looks

    def _draw_rows(self, surface) -> None:
        """The rows that move (the others lie in the host's picture), and the Dodo token passing between rows."""
        lay, u = self.lay, self.u
        for seat in sorted(self._moving_rows()):
            self._draw_row(surface, seat)
        if self.first_move is not None:
            a, b, tw = self.first_move
            ra, rb = lay.rows[a], lay.rows[b]
            k = tw.value
            x = ra.x + u * 8.4 + u * 2 * (1 - abs(2 * k - 1))          # from shoulder to shoulder, in an arc
            y = ra.y + u * 1.7 + (rb.y - ra.y) * k
            coin = dodo_token(int(u * 3.2))
            surface.blit(coin, coin.get_rect(center=(int(x), int(y))))

    def _draw_row(self, surface, seat: int) -> None:
        lay, u, v = self.lay, self.u, self.view
        row = lay.rows[seat]
        fin = v["finish"]
        colour = self.colour(seat)
        if seat == self.active:
            pygame.draw.rect(surface, theme.lighten(colour, 0.72), row, border_radius=int(u))
        pulse = self.pulses.get(f"row:{seat}")
        if pulse is not None:
            grow = 0 if calm() else int(u * 0.8 * (1 - pulse.progress))
            pygame.draw.rect(surface, theme.lighten(colour, 0.4), row.inflate(grow, grow), max(2, int(u * 0.3)),
                             border_radius=int(u))
        if seat in self.target_actions():
            pygame.draw.rect(surface, theme.TEAL, row, max(2, int(u * 0.35)), border_radius=int(u))
        elif seat in v["to_move"]:
            pygame.draw.rect(surface, theme.ACCENT, row, max(1, int(u * 0.25)), border_radius=int(u))
        t = u * self.lay.ts         # the rank badge holds a digit: it grows with the text size
        badge = (row.x + t * 1.8, row.centery)
        pygame.draw.circle(surface, colour, badge, t * 1.5)      # a ring of the seat's colour, ink on its pale
        pygame.draw.circle(surface, theme.lighten(colour, 0.6), badge, t * 1.1)    # (8:1 on every seat colour)
        theme.blit_text(surface, str(self.rank()[seat]), u * 1.8, theme.INK, badge, "black", "center")
        self.host.mark(surface, seat, (badge[0] + t * 1.3, badge[1] + t * 1.3), t * 1.9)    # whose row, by shape too
        d = v["dodinos"][seat]
        fig = int(min(row.h * 0.9, u * 5.5))
        x = row.x + t * 3.8
        if d is not None:
            surface.blit(dodino_sprite(DODINOS[d].dino, tuple(colour), fig), (x, row.centery - fig // 2))
        x += fig + u * 0.6
        card_rect = lay.row_card(row)
        front = self.front[seat] if seat < len(self.front) else []
        fan = card_rect.x - int(card_rect.w * 0.35) * max(0, min(2, len(front)) - 1)   # two cards fan left
        width = int(fan - x - u * 1.2)
        name = fit(self.host.names[seat], int(u * 2.0), width, "bold")
        named = theme.blit_text(surface, name, u * 2.0, theme.INK, (x, row.centery - u * 0.3), "bold", "bottomleft")
        p = self.pos[seat]
        where = "finished!" if p >= fin else (f"space {TRACKS[self.track].space_of(p)}" if p > 0
                                              else f"start {1 - p}")
        cards = v["hand_sizes"][seat]
        infos = (where, plural(cards, "card"))
        if row.centery + u * 0.2 + 2 * line_height(u * 1.6) * 0.9 > row.bottom:    # short rows: one line
            infos = (f"{where} · {infos[1]}",)
        for k, info in enumerate(infos):      # short lines, never cut
            theme.blit_text(surface, fit(info, int(u * 1.6), width), u * 1.6, theme.INK_SOFT,
                            (x, row.centery + u * 0.2 + k * line_height(u * 1.6) * 0.9), "ui", "topleft")
        if self.first == seat and self.first_move is None:      # the Dodo token rides on the figure's shoulder
            coin = dodo_token(int(u * 2.8))
            surface.blit(coin, coin.get_rect(topright=(int(row.x + t * 3.8 + fig + u * 0.4), row.y + int(u * 0.3))))
        if v["abilities"] and v["ability_used"][seat]:
            self._flipped_tag(surface, row, named, x + width, (row.x + t * 3.8 + fig / 2, x))
        self._draw_front(surface, seat, card_rect)

    def _flipped_tag(self, surface, row: pygame.Rect, named: pygame.Rect, right: float, feet) -> None:
        """"flipped" (the Dodino's ability used) beside the name where it fits, else on the figure's feet, kept
        inside the figure's column (a large text size: the tag is wider than the figure)."""
        u = self.u
        tag = text("flipped", int(u * 1.3), theme.CREAM, "bold")
        w = tag.get_width() + max(6, tag.get_height() // 2)
        if named.right + u * 0.8 + w <= right:
            plate(surface, "flipped", u * 1.3, (named.right + u * 0.8 + w / 2, named.centery), theme.CORAL_DEEP, "bold")
            return
        centre, column_right = feet
        centre = max(row.x + u * 0.3 + w / 2, min(centre, column_right - u * 0.3 - w / 2))
        plate(surface, "flipped", u * 1.3, (centre, row.bottom - u * 0.2), theme.CORAL_DEEP, "bold", "midbottom")

    def _draw_front(self, surface, seat: int, rect: pygame.Rect) -> None:
        cards = self.front[seat] if seat < len(self.front) else []
        if not cards:
            pygame.draw.rect(surface, theme.PAPER_DIM, rect, max(1, int(self.u * 0.2)), border_radius=int(self.u * 0.6))
            return
        shown = cards[-2:]
        for i, c in enumerate(shown):
            r = rect.move(-int(rect.w * 0.35) * (len(shown) - 1 - i), 0)
            if i:
                self._paper_edge(surface, r)
            flip = self.flip
            if c is not None and flip is not None and not flip.done and CARDS[c].colour != "green":
                k = flip.value
                face_up = k >= 0.5
                w = max(1, int(rect.w * abs(1 - 2 * k)))
                img = card_face(c, r.w, r.h) if face_up else card_back(r.w, r.h)
                img = pygame.transform.scale(img, (w, r.h))
                surface.blit(img, img.get_rect(center=r.center))
                continue
            img = card_face(c, r.w, r.h) if c is not None else card_back(r.w, r.h)
            surface.blit(img, r)

    def _paper_edge(self, surface, rect: pygame.Rect) -> None:
        """A paper edge round a card lying over another: the numbers of the card under it stay clear of this
        one's coloured frame (4.5:1 against paper)."""
        edge = max(3, int(self.u * 0.4))
        sheet = _edge_sheet(rect.w, rect.h, edge)
        surface.blit(sheet, (rect.x - edge, rect.y - edge))

    def front_under_mouse(self) -> int | None:
        for seat, row in enumerate(self.lay.rows):
            cards = self.front[seat] if seat < len(self.front) else []
            if cards and cards[-1] is not None and self.lay.row_card(row).collidepoint(self.mouse):
                return cards[-1]
        return None

    def _draw_slot(self, surface) -> None:
        lay, u = self.lay, self.u
        kind = self.my_kind()
        detail = self.hover_card if self.aim is None and self.show is None and self.hand.dragging is None else None
        if detail not in [c.payload for c in self.hand.cards]:
            detail = None        # only a card in the hand on screen now (never the last seat's pick)
        if detail is None:
            detail = self.front_under_mouse()
        if self.mode is None and kind in ("play", "green", "discard") and self.can_act():
            self.slot.label = {"play": "Play face down here", "green": "Play a green card here",
                               "discard": f"Discard here ({self.prompt().get('left', 1)} to go)"}[kind]
            if detail is None:
                self.slot.draw(surface, self.hand.dragging)
                return
        if detail is None:
            self.draw_legend(surface, lay.slot.inflate(-int(u * 2), -int(u * 1.6)))
            return
        self._draw_detail(surface, detail)

    def _draw_detail(self, surface, cid: int) -> None:
        """The card pointed at, in words; at a large text size the pane rises over the standings as far as
        its words need (it shows only while pointing)."""
        u = self.u
        rect = self.lay.slot.inflate(-int(u * 2), -int(u * 1.6))
        c = CARDS[cid]
        info = f"{c.colour} · {plural(c.steps, 'footprint')}"
        beside = (text(c.name, int(u * 2.0), theme.INK, "bold").get_width() + u
                  + text(info, int(u * 1.5), theme.INK_SOFT, "italic").get_width() <= rect.w)
        under = not beside and fits(info, u * 1.5, rect.w, "italic")     # a large text size: under the name
        head = line_height(u * 2.0, "bold") + (line_height(u * 1.5, "italic") if under else 0)
        need = head + len(wrap(card_words(c), u * 1.7, rect.w)) * line_height(u * 1.7)
        if need > rect.h:
            rect.h = int(min(need, self.lay.slot.bottom - self.lay.standings.y - u * 1.6))
            rect.bottom = self.lay.slot.bottom - int(u * 0.8)
            theme.panel(surface, rect.inflate(int(u * 2), int(u * 1.6)), theme.PAPER, radius=int(u * 1.4))
        theme.blit_text(surface, c.name, u * 2.0, theme.INK, rect.topleft, "bold")
        if beside:
            theme.blit_text(surface, info, u * 1.5, theme.INK_SOFT, (rect.right, rect.y + u * 0.3), "italic", "topright")
        elif under:
            theme.blit_text(surface, info, u * 1.5, theme.INK_SOFT, (rect.x, rect.y + line_height(u * 2.0, "bold")),
                            "italic")
        top = rect.y + head
        words = card_words(c)
        if len(wrap(words, least(), rect.w)) * line_height(least()) > rect.bottom - top:
            words = words.replace("\n", " ")        # a large text size: one paragraph, no half-empty lines
        theme.blit_box(surface, words, u * 1.7, theme.INK, (rect.x, top, rect.w, rect.bottom - top))

    def paint_card_face(self, surface, cid: int, rect: pygame.Rect) -> None:
        w, h = max(8, rect.w // 4 * 4), max(8, rect.h // 4 * 4)
        img = card_face(cid, w, h)
        surface.blit(img, img.get_rect(center=rect.center))
        if not self.legal_card(cid) and self.my_kind() in ("play", "green", "discard"):
            _veil(surface, img.get_rect(center=rect.center), 110)
        elif cid in self.selected:
            pygame.draw.rect(surface, theme.ACCENT, img.get_rect(center=rect.center), max(2, int(self.u * 0.4)),
                             border_radius=max(4, w // 10))

    def _draw_flight(self, surface, f) -> None:
        if not f.flying:
            return
        x, y, lift = f.where()
        w = int(self.lay.deck.w * (1 + 0.25 * lift))
        h = int(w / 0.7)
        img = card_face(f.card, w, h) if f.card is not None else card_back(w, h)
        if calm():                       # Reduce motion: it fades in where it lands
            img = img.copy()
            img.set_alpha(int(255 * arrival(f.k * f.duration)))
        else:
            self._paper_edge(surface, img.get_rect(center=(int(x), int(y))))
        surface.blit(img, img.get_rect(center=(int(x), int(y))))

    # ---- overlays -------------------------------------------------------------------------------
    def _draw_pick(self, surface) -> None:
        v = self.view
        if v["phase"] != "pick" or not self.pick_rects:
            return
        t = self.lay.table
        _veil(surface, t, 140)
        if self.pick_area.right > t.right:       # the cards over the column: its words further back
            _veil(surface, self.lay.column, 200)
        owner = {d: s for s, d in enumerate(v["dodinos"]) if d is not None}
        mine = self.my_kind() == "pick" and self.can_act()
        picker = v["prompt"]["seat"] if v["prompt"] else None
        title = "Choose your Dodino" if mine else (f"{self.host.names[picker]} is choosing a Dodino"
                                                   if picker is not None else "")
        top = min(r.y for _, r in self.pick_rects)
        theme.blit_text(surface, title, self.u * 3.2, theme.CREAM, (t.centerx, top - self.u * 2.5), "serif_bold",
                        "midbottom")
        for did, rect in self.pick_rects:
            taken = did in owner
            colour = self.colour(owner[did]) if taken else (self.colour(picker) if picker is not None
                                                            else theme.PAPER_DIM)
            r = rect
            if mine and not taken and rect.collidepoint(self.mouse):
                r = rect.inflate(rect.w * 0.08, rect.h * 0.08).move(0, -int(self.u))
            surface.blit(dodino_card(did, r.w, r.h, tuple(colour), ability=bool(v["abilities"])), r)
            if taken:
                _veil(surface, r, 120)
                name = fit(self.host.names[owner[did]], int(self.u * 2), r.w - 8 - int(self.u * 2))
                plate(surface, name, self.u * 2, r.center, theme.SHADOW)       # whose it is, on the dimmed card

    def _others_prompt(self) -> str:
        """What another player is doing and why, when it is not just their turn ("Cleo discards 2 cards:
        hit by the throw"), so nobody reads "Cleo to play" while Cleo pays for someone else's hit."""
        p = self.prompt()
        if not p or p.get("kind") != "discard" or p.get("seat") is None:
            return ""
        return f"{self.host.names[p['seat']]} discards {plural(p.get('left', 1), 'card')}{discard_reason(p)}"

    def _stamp_centre(self, words: str) -> tuple[float, float] | None:
        """Where a stamp goes: a clear stretch of the board (no space, no figure under it), else the
        tabletop strip above the board."""
        return clear_spot(self.track, self.points, self._stamp_size(words))

    def _stamp_size(self, words: str) -> tuple[float, float]:
        """A stamp's size in table units, at its overshoot."""
        full = text(words, int(self._stamp_px(1.1)), theme.CREAM, "serif_bold").get_size()
        return full[0] / self.lay.scale, full[1] / self.lay.scale

    def _stamp_px(self, k: float) -> float:
        """A stamp's text size at k of its swell: already large, it stays at its 100% size at every text size,
        so it still finds a clear stretch of the board (else it would lie over the spaces' numbers)."""
        return access.capped(self.u * 6 * k, self.u * 6 * 1.1)

    def _draw_banner(self, surface) -> None:
        if self.banner is None:
            return
        words, tw = self.banner
        k = tw.value
        size = int(self._stamp_px(max(0.2, k)))
        img = text(words, size, theme.CREAM, "serif_bold")
        shade = text(words, size, (30, 20, 20), "serif_bold")
        if getattr(self, "_stamp", (None,))[0] is not tw:        # placed once per stamp: it never jumps
            self._stamp = (tw, self._stamp_centre(words))
        lay = self.lay
        spot = self._stamp[1]
        centre = lay.px(*spot) if spot is not None else (lay.table.centerx, (lay.table.y + lay.board.y) // 2)
        rect = img.get_rect(center=centre).clamp(lay.table)      # never over the prompt strip above the table
        surface.blit(shade, rect.move(int(self.u * 0.3), int(self.u * 0.4)))
        surface.blit(img, rect)

    def _draw_prompt(self, surface) -> None:
        lay, u = self.lay, self.u
        r = lay.prompt
        if self.strip is not None and not self.strip.finished:
            self.strip.draw(surface)
            return
        kind = self.my_kind()
        seat = self.host.seat
        colour = theme.CREAM_SOFT
        if self.mode == "ability_target":
            words = "Flip your Dodino: choose a player to steal 4 cards from"
        elif self.mode == "ability_cards":
            words = "Flip your Dodino: pick 2 cards to discard, then roll twice"
        elif self.show is not None:
            hits = self.show.shown_hits()
            words = f"The {self.show.gesture.title()} flies" + (": it hits " + join(self.host.names[h] for h in hits)
                                                               + "!" if hits else "…")
        elif kind is not None and self.can_act():
            words = self.throw_hint() if kind == "throw" else PROMPTS.get(kind, "")
            if kind in ("play", "green"):
                words = words.replace(_DRAG_OR_TWICE, access.how(_DRAG_OR_TWICE, "click it, then the slot"))
            if kind == "discard":
                n = self.prompt().get("left", 1)
                move = access.how("click a card twice, or drag it to the slot", "click a card, then the slot")
                words = f"Discard {plural(n, 'card')}{discard_reason(self.prompt())}: {move}"
            words = f"{self.host.names[seat]}, {words[0].lower()}{words[1:]}"
            colour = theme.lighten(self.colour(seat), 0.45)
        else:
            words = self.queue.caption or self._others_prompt() or self.host.status() or " "
        x = r.x + u * 1.6
        if kind is not None and seat is not None and self.can_act():
            self.host.mark(surface, seat, (x + u * 0.6, r.centery), u * 2.2)
            x += u * 2.6
        right = min((b.rect.x for b in self.buttons), default=r.right) - u
        box = pygame.Rect(x, r.y + 2, right - x, r.h - 4)
        if len(wrap(words, least(), box.w, "bold")) * line_height(least(), "bold") > box.h:
            words = re.sub(r" \([^)]*\)", "", words)     # a large text size: the asides give way, not the words
        theme.blit_box(surface, words, u * 2.1, colour, box, "bold")
        for b in self.buttons:
            b.draw(surface)


def discard_reason(prompt: dict) -> str:
    """Why a discard is asked, from the card box that asked for it."""
    why = box_why(prompt.get("box"))
    return f" ({why})" if why else ""
