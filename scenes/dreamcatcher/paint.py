"""Drawing the Dream Catcher board: a night sky, the Nightmare card, the cloud boards (or the cooperative panel)
and flying tokens. The toys are drawn by paint_toys.py, the words (corners, prompt, big button, banner) by
paint_words.py, the end-of-night dreams by finale.py. Static parts go to paint_backdrop (once per window size);
frames blit cached art.
"""
from __future__ import annotations

import math

import pygame

from game.dreamcatcher.data import TOY_BY_ID

from .. import access, theme
from ..widgets.tween import arrival, calm, travel
from ..assets import fit, shrink_to
from ..prepare import staged
from . import art_table as A
from . import art_toys as T
from . import tips
from .finale import Finale
from .paint_toys import ToyPainter
from .paint_words import WordPainter
from .plates import plate

SKY_TOP = (22, 26, 66)
SKY_BOTTOM = (58, 44, 104)
GLINTS = A.star_glints(46)


@staged(maxsize=4)
def _sky(size: tuple[int, int], radius: int):
    """The night sky panel, made once per size (the backdrop is painted again on every resize); staged:
    warm.py prepares it a stage per job (scenes/prepare.py)."""
    grad = pygame.Surface((2, 32))
    for y in range(32):
        grad.set_at((0, y), [int(a + (b - a) * y / 31) for a, b in zip(SKY_TOP, SKY_BOTTOM)])
        grad.set_at((1, y), grad.get_at((0, y)))
    column = pygame.transform.smoothscale(grad, (2, size[1]))     # every row one colour: stretching it is exact
    sky_surf = pygame.transform.scale(column, size)
    yield
    sky_surf = sky_surf.convert_alpha()
    yield
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    yield
    sky_surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return sky_surf


class Painter(ToyPainter, WordPainter, Finale):
    # ---- static ------------------------------------------------------------------------------
    def paint_backdrop(self, surface: pygame.Surface) -> None:
        lay = self.lay
        if lay is None:
            return
        u = self.u
        sky = lay.sky
        sky_surf = _sky(sky.size, int(u * 2.5))
        theme.panel(surface, sky, SKY_TOP, radius=int(u * 2.5))
        surface.blit(sky_surf, sky)
        for x, y, size, _ in GLINTS:       # still stars; a few twinkle each frame
            pygame.draw.circle(surface, (190, 196, 240), (sky.x + x * sky.w, sky.y + y * sky.h), max(1, size * u * 0.18))
        pygame.draw.circle(surface, (44, 46, 100), lay.centre, lay.length(4.05), max(1, int(u * 0.25)))
        for tile, home in self.table.home.items():
            pygame.draw.circle(surface, (48, 50, 108), lay.px(*home), lay.length(TOY_BY_ID[tile].radius * 1.03))
        pygame.draw.rect(surface, (34, 38, 86), lay.card.inflate(u, u), border_radius=int(lay.card.w / 14))
        theme.panel(surface, lay.prompt, (40, 36, 78), radius=int(u * 1.6))
        if self.view["mode"] == "coop":
            self._paint_coop_panel(surface)
        else:
            for seat, (label, cloud) in enumerate(lay.boards):
                A.cloud(surface, cloud, seat, self.host.colour(seat))

    def _paint_coop_panel(self, surface: pygame.Surface) -> None:
        lay, u = self.lay, self.u
        theme.panel(surface, lay.column, (40, 36, 78), radius=int(u * 2))
        room = lay.column.w - u * 3          # a large text size: the heading and its tagline shrink to the column
        theme.blit_text(surface, "Sleep Tight Kiddos!", shrink_to("Sleep Tight Kiddos!", u * 3.2, room, "serif_bold"),
                        theme.CREAM, (lay.column.centerx, lay.coop_title), "serif_bold", "center")
        tagline = "Together, catch 8 Nightmares"
        theme.blit_text(surface, tagline, shrink_to(tagline, u * 2.0, room, "italic"), theme.CREAM_SOFT,
                        (lay.column.centerx, lay.coop_tagline), "italic", "center")
        for r in lay.coop_slots:
            pygame.draw.rect(surface, (58, 54, 110), r, border_radius=int(r.w / 10))
            pygame.draw.rect(surface, (86, 82, 150), r, max(1, int(u * 0.25)), border_radius=int(r.w / 10))

    # ---- each frame --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.lay is None:
            return
        self.words_drawn = []           # rects of words over the table this frame: the tip keeps off them
        self._draw_glints(surface)
        self._draw_corners(surface)
        if self.view["mode"] == "coop":
            self._draw_slot_numbers(surface)
        self._draw_card(surface)
        self._draw_tiles(surface)
        self._draw_hint(surface)
        self._draw_live_peek(surface)
        self._draw_showing(surface)
        if self.view["mode"] == "coop":       # (the players' boards are still parts)
            self._draw_coop(surface)
        self._draw_keys(surface)
        self._draw_flights(surface)
        self._draw_prompt(surface)
        if self.big_mode() is not None:
            self._draw_big(surface)
        self._draw_banner(surface)
        tips.draw_tip(self, surface)
        if self.finale is not None:
            self._draw_finale(surface)

    def _draw_glints(self, surface: pygame.Surface) -> None:
        sky = self.lay.sky
        for x, y, size, phase in GLINTS[::4]:
            a = 0.5 + 0.5 * math.sin(self.clock * 2.2 + phase) if not calm() else 0.8   # a still sky
            if a > 0.6:
                r = max(1, int(size * self.u * 0.35 * a))
                c = (sky.x + int(x * sky.w), sky.y + int(y * sky.h))
                pygame.draw.line(surface, (255, 250, 220), (c[0] - r * 2, c[1]), (c[0] + r * 2, c[1]))
                pygame.draw.line(surface, (255, 250, 220), (c[0], c[1] - r * 2), (c[0], c[1] + r * 2))

    def _card_rect_and_surface(self):
        lay = self.lay
        if self.card is None:
            return None
        rect = lay.card.copy()
        face = A.card_face(self.card, rect.w)
        if self.card_move is None:
            return rect, face, 255
        kind, tw = self.card_move
        k = tw.value
        if kind == "in" and calm():           # Reduce motion: face up in its place, fading in
            return rect, face, int(255 * arrival(tw.elapsed))
        if kind == "in":          # from the deck, flipping over on the way
            start = pygame.Vector2(lay.deck.center)
            pos = start.lerp(pygame.Vector2(rect.center), min(1.0, max(0.0, tw.progress * 1.1)))
            size = lay.deck.w + (rect.w - lay.deck.w) * min(1.0, max(0.0, k))
            flip = abs(math.cos(math.pi * min(1.0, tw.progress)))
            show = A.card_back(int(size), 0) if tw.progress < 0.5 else A.card_face(self.card, int(size))
            surf = pygame.transform.scale(show, (max(2, int(size * flip)), int(size)))
            return surf.get_rect(center=(int(pos.x), int(pos.y))), surf, 255
        if kind == "aside":
            r = self._aside_rect()
            return r, pygame.transform.smoothscale(face, r.size), 255
        r = rect.copy()
        r.center = (rect.centerx, int(rect.centery - (0 if calm() else k) * lay.scale * 0.8))   # it fades away
        return r, face, int(255 * (1 - k))

    def _aside_rect(self) -> pygame.Rect | None:
        """Where a caught Nightmare is on its way to its slot on the team panel (None when none flies)."""
        if self.card_move is None or self.card_move[0] != "aside":
            return None
        lay, k = self.lay, travel(self.card_move[1].value)
        slot = lay.coop_slots[min(len(lay.coop_slots) - 1, len(self.aside_cards))] if lay.coop_slots else lay.card
        r = lay.card.copy()
        r.w = r.h = int(lay.card.w + (slot.w - lay.card.w) * k)
        r.center = pygame.Vector2(lay.card.center).lerp(pygame.Vector2(slot.center), k)
        return r

    def _draw_slot_numbers(self, surface: pygame.Surface) -> None:
        """The team panel's empty slots, numbered; a number hides while the caught card flies over its slot
        (a number half under a card would read as neither)."""
        flying = self._aside_rect()
        for i, r in enumerate(self.lay.coop_slots[len(self.aside_cards):], len(self.aside_cards)):
            if flying is None or not flying.colliderect(r):
                theme.blit_text(surface, str(i + 1), access.unscaled(r.h * 0.4), (170, 166, 225), r.center,
                                "serif_bold", "center")      # the slot's size at any text size

    def _draw_card(self, surface: pygame.Surface) -> None:
        got = self._card_rect_and_surface()
        lay, u = self.lay, self.u
        if got is None:
            theme.blit_text(surface, "Zzz…", u * 4, (160, 162, 220), lay.centre, "serif_italic", "center")
            return
        rect, surf, alpha = got
        if alpha < 255:
            surf = surf.copy()
            surf.set_alpha(alpha)
        if self.dragging and self.card_move is None:
            glow = T.glow(int(lay.card.w * 0.62), theme.TEAL)
            surface.blit(glow, glow.get_rect(center=lay.card.center))
        surface.blit(surf, rect)

    # ---- boards ------------------------------------------------------------------------------
    def still_parts(self) -> list:
        """Each player's board as it lies (its strip and its cloud's tokens), kept in the host's picture and
        painted again when what it shows changes (Board.still_parts): nothing drawn before it reaches the
        column of boards (the toys stay in the sky, the card never flies there), and what flies to a board
        (a token) is drawn over it each frame."""
        if self.lay is None or self.view["mode"] == "coop":
            return []
        return [(f"board {seat}", label.union(cloud), self._board_look(seat),
                 lambda surface, seat=seat: self._draw_board(surface, seat))
                for seat, (label, cloud) in enumerate(self.lay.boards)]

    def _board_look(self, seat: int) -> tuple:
        """Everything _draw_board() reads beyond the layout."""
        v = self.view
        shown = self._tokens_on(seat)
        return (self._lit(seat), tuple(self.host.colour(seat)), self.host.symbol(seat), self.host.names[seat],
                shown, tuple(v["boards"][seat]["pictures"][:shown]), v["board_spaces"], self.holder == seat,
                self._held_by(seat), self.u, access.text_scale, theme.colour_blind)

    def _lit(self, seat: int) -> bool:
        """The mover's strip is lit in their colour (not while the board still shows what happened)."""
        v = self.view
        return seat in v["to_move"] and not self.queue and not v["over"]

    def _tokens_on(self, seat: int) -> int:
        return self.tokens_shown[seat] if seat < len(self.tokens_shown) else 0

    def _held_by(self, seat: int):
        return next((t for t, s in self.owner.items() if s == seat), None)

    def _draw_board(self, surface: pygame.Surface, seat: int) -> None:
        lay, u, v = self.lay, self.u, self.view
        label, cloud = lay.boards[seat]
        colour = self.host.colour(seat)
        if self._lit(seat):          # the mover's strip lit in their colour, its words readable
            fill, ink = plate(colour)
            pygame.draw.rect(surface, fill, label.inflate(-u * 0.2, 0), border_radius=int(u * 1.2))
        else:
            pygame.draw.rect(surface, (40, 36, 78), label, border_radius=int(u * 1.2))
            ink = theme.CREAM
        self.host.mark(surface, seat, (label.x + u * 2, label.centery), u * 2.4)
        shown = self._tokens_on(seat)
        right = label.right - u * 1.2
        count = tips.count_text(shown, v["board_spaces"])
        drawn = theme.blit_text(surface, count, u * 2.0, ink, (right, label.centery), "black", "midright")
        right = min(right - u * 5.3, drawn.left) - u * 1.2
        if self.holder == seat:
            bag = A.pillow_bag(int(u * 3.6))
            surface.blit(bag, bag.get_rect(midright=(int(right), label.centery)))
            right -= u * 4
        held = self._held_by(seat)
        if held is not None:
            toy = TOY_BY_ID[held]
            img = T.toy_tile(toy.kind, toy.stars, int(u * 1.7))
            surface.blit(img, img.get_rect(midright=(int(right), label.centery)))
            right -= u * 4
        name = fit(self.host.names[seat], int(u * 2.1), int(right - label.x - u * 4), "bold")
        theme.blit_text(surface, name, u * 2.1, ink, (label.x + u * 3.8, label.centery), "bold", "midleft")
        pics = v["boards"][seat]["pictures"]
        centres = A.space_centres(cloud, seat)
        size = 2 * A.space_radius(cloud)
        for i in range(min(shown, len(centres), len(pics))):
            t = A.token(pics[i], size)
            surface.blit(t, t.get_rect(center=centres[i]))
        if shown > len(centres):
            theme.blit_text(surface, f"+{shown - len(centres)}", u * 2.2, theme.INK,
                            (cloud.right - u * 1.5, cloud.bottom - u * 1.2), "black", "bottomright")

    def flight_target(self, seat: int, space: int) -> tuple[int, int]:
        label, cloud = self.lay.boards[seat]
        centres = A.space_centres(cloud, seat)
        return centres[space] if space < len(centres) else (cloud.right - int(self.u * 3), cloud.bottom - int(self.u * 3))

    def _draw_flights(self, surface: pygame.Surface) -> None:
        if not self.flights or not self.lay.boards:
            return
        start = pygame.Vector2(self.lay.bag.center)
        for f in self.flights:
            if not f.flying or f.seat >= len(self.lay.boards):
                continue
            end = pygame.Vector2(self.flight_target(f.seat, f.space))
            k = 1 - (1 - travel(f.k)) ** 2       # Reduce motion: on its space, fading in
            p = start.lerp(end, k)
            p.y -= math.sin(math.pi * k) * self.u * 12
            size = 2 * A.space_radius(self.lay.boards[f.seat][1])
            t = A.token(f.picture, int(size * (1.35 - 0.35 * k)))
            if calm():
                t = t.copy()
                t.set_alpha(int(255 * arrival(f.k * f.duration)))
            surface.blit(t, t.get_rect(center=(int(p.x), int(p.y))))

    def _draw_coop(self, surface: pygame.Surface) -> None:
        lay, u = self.lay, self.u
        for i, r in enumerate(lay.coop_slots):
            if i < len(self.aside_cards):
                surface.blit(A.card_face(self.aside_cards[i], r.w), r)
                if i < len(self.aside_toys):
                    toy = TOY_BY_ID[self.aside_toys[i]]
                    img = T.toy_tile(toy.kind, toy.stars, int(r.w * 0.3))
                    surface.blit(img, img.get_rect(center=(r.right - r.w * 0.22, r.bottom - r.w * 0.22)))
        bottom = lay.coop_slots[-1].bottom if lay.coop_slots else lay.column.y
        theme.blit_text(surface, f"{len(self.aside_cards)} of 8 caught", u * 2.4, theme.CREAM,
                        (lay.column.centerx, bottom + u * 2.5), "bold", "midtop")
