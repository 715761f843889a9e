"""Drawing the Dream Catcher board: a night sky, the Nightmare card, the ring of toys, the cloud boards
(or the cooperative panel), flying tokens, the prompt and the big button (the end-of-night dreams: finale.py).
Static parts go to paint_backdrop (once per window size); frames blit cached art.
"""
from __future__ import annotations

import math
import weakref

import pygame

from game.core.words import plural
from game.dreamcatcher.data import CARD_HALF, LEVEL_BY_NUMBER, TOY_BY_ID

from .. import access, theme
from ..widgets.tween import arrival, calm, travel, wave
from ..assets import fit, font, line_height, shrink_to, text
from ..prepare import staged
from . import art_table as A
from . import art_toys as T
from . import keys as K
from . import tips
from .finale import Finale
from .plates import plate

SKY_TOP = (22, 26, 66)
SKY_BOTTOM = (58, 44, 104)
GLINTS = A.star_glints(46)
COVERED_GLOW = (140, 236, 170)
PLATE = (40, 36, 78)                # the prompt strip's night blue, under words that lie over pictures
CORNER_SIZES = {"bold": 1.8, "italic": 1.7}     # the corners' labels (units): counts and level (bold: a thin
                                                # italic read faintly), the gentle setting      # the soft green around a toy that hides the whole Nightmare


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


class Painter(Finale):
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
        if self.view["mode"] == "coop":
            self._draw_coop(surface)
        else:
            self._draw_boards(surface)
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

    def _draw_corners(self, surface: pygame.Surface) -> None:
        lay, u, v = self.lay, self.u, self.view
        if v["mode"] != "coop":
            bob = self.pulse.get("bag")
            lift = int(math.sin(bob.progress * math.pi) * u * 1.5) if bob and not calm() else 0
            bag = A.pillow_bag(lay.bag.w)
            surface.blit(bag, lay.bag.move(0, -lift))
        # the deck of Nightmares, face down
        deck = lay.deck
        moons = v["level"] if v["mode"] == "coop" else 0
        for i in range(min(3, v["draw_pile"])):
            surface.blit(A.card_back(deck.w, moons), deck.move(-i * u * 0.35, i * u * 0.35))
        if "flip" in {a.kind for a in self.my_actions()} and not self.queue:
            glow = T.glow(deck.w // 2, theme.ACCENT)
            at = glow.get_rect(center=deck.center)
            part = lay.sky.clip(at)                    # the sky's part only: not over the column's heading
            surface.blit(glow, part, part.move(-at.x, -at.y))
        for words, r, kind, colour in self.corner_words():
            surface.blit(text(words, int(u * CORNER_SIZES[kind]), colour, kind), r)
        # the round, the moons
        x, rows = lay.info.x, lay.info_rows
        first, second = rows[0], rows[1]
        if v["mode"] == "coop":
            done = len(self.aside_cards)
            theme.blit_text(surface, f"Night {min(8, done + (1 if self.card else 0)) or 1} of 8", u * 2.4,
                            theme.CREAM, (x, first), "bold")
            m = A.moon_icon(int(u * 2.6))
            for i in range(v["level"]):
                surface.blit(m, (x + i * u * 3, second))
        elif v["round"]:
            theme.blit_text(surface, f"Round {v['round']}", u * 2.4, theme.CREAM, (x, first), "bold")

    def corner_words(self) -> list[tuple[str, pygame.Rect, str, tuple]]:
        """(words, rect, kind, colour) of the corners' labels: the bag's and the deck's counts centred under them,
        the level's name by its moons, the gentle setting at the foot of the bottom-left corner. Each is whole where
        it stays clear of the toys at home and of the big button, else shorter or gone (the hover tip tells the
        rest): no word under a toy or a button at any text size (issue 23)."""
        lay, u, v = self.lay, self.u, self.view
        key = (tuple(lay.rect), lay.ts, v["mode"], v["bag_size"], v["draw_pile"], v["level"], v["gentle"],
               len(self.table.removed))
        if self.corners[0] != key:        # measured once per change, not every frame
            self.corners = (key, self._corner_words())
        return self.corners[1]

    def _corner_words(self) -> list[tuple[str, pygame.Rect, str, tuple]]:
        lay, u, v = self.lay, self.u, self.view
        out = []
        if v["mode"] != "coop":
            bag = v["bag_size"]
            out.append(self._corner_word((f"Pillow-Bag: {bag}", f"Bag: {bag}", str(bag)), lay.bag.centerx,
                                         lay.bag.bottom + u * 0.4, "bold", theme.CREAM_SOFT, centred=True))
        pile = v["draw_pile"]
        out.append(self._corner_word((plural(pile, "Nightmare"), str(pile)), lay.deck.centerx,
                                     lay.deck.bottom + u * 1.4, "bold", theme.CREAM_SOFT, centred=True))
        if v["mode"] == "coop" and v["level"] in LEVEL_BY_NUMBER:     # beside the moons (their tip tells it too)
            moons = A.moon_icon(int(u * 2.6)).get_height()
            out.append(self._corner_word((LEVEL_BY_NUMBER[v["level"]].name, ""), lay.info.x + v["level"] * u * 3 + u * 0.6,
                                         lay.info_rows[1] + moons / 2, "bold", theme.CREAM_SOFT, middle=True))
        if v["gentle"]:
            out.append(self._corner_word(("Gentle: toys slide into place", "Gentle"), lay.info.x, lay.info_rows[-1],
                                         "italic", (170, 230, 200)))
        return [o for o in out if o[0]]

    def _corner_word(self, forms, x: float, y: float, kind: str, colour, centred: bool = False,
                     middle: bool = False) -> tuple[str, pygame.Rect, str, tuple]:
        """The first of forms (longest first) clear of the toys at home and of the big button, from x (or centred
        on it) inside the sky, its top at y (or its middle); else the last."""
        sky, u = self.lay.sky, self.u
        for words in forms:
            w, h = font(kind, int(u * CORNER_SIZES[kind])).size(words)
            left = min(max(int(x - w / 2 if centred else x), sky.x + int(u * 0.6)), sky.right - int(u * 0.6) - w)
            r = pygame.Rect(left, int(y - h / 2 if middle else y), w, h)
            if not self.under_a_toy(r) and not r.colliderect(self.lay.button):
                break
        return words, r, kind, colour

    def under_a_toy(self, r: pygame.Rect) -> bool:
        """Whether r reaches under a toy of the ring at home (its disc and the glow's first pixels)."""
        lay = self.lay
        for tile in self.table.tiles():
            cx, cy = lay.px(*self.table.home[tile])
            reach = lay.length(TOY_BY_ID[tile].radius) + self.u * 0.5
            near_x, near_y = min(max(cx, r.left), r.right), min(max(cy, r.top), r.bottom)
            if (near_x - cx) ** 2 + (near_y - cy) ** 2 < reach ** 2:
                return True
        return False

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

    def ring_of(self, tile: str) -> tuple[tuple | None, str]:
        """The owner ring of a toy: its owner's colour and symbol, or (None, "") for a toy nobody holds."""
        owner = self.owner.get(tile)
        return (tuple(self.host.colour(owner)), self.host.symbol(owner)) if owner is not None else (None, "")

    def _draw_tiles(self, surface: pygame.Surface) -> None:
        lay, u, v = self.lay, self.u, self.view
        acts = self.my_actions()
        choosable = {a.get("toy") for a in acts if a.kind in ("choose", "propose")}
        if v["phase"] == "grab" and len(self.humans()) > 1:
            choosable = set()
        mine = self.my_toy()
        seat = self.host.seat
        for tile in self.draw_order():
            toy = TOY_BY_ID[tile]
            x, y = self.table.position(tile)
            c = lay.px(x, y)
            rpx = lay.length(toy.radius)
            ring = self.ring_of(tile)
            if self.proposal == tile:
                ring = (theme.ACCENT, "")
            lift = 0
            halo = None
            if tile in choosable:
                halo = self.host.colour(seat) if seat is not None else theme.ACCENT
                if tile == self.hover:
                    lift = int(u * 0.6)
            if tile == mine and not self.queue:
                halo = self.host.colour(seat)
                if not self.dragging and not self.dropped:
                    lift = int((1 - wave(self.clock, 0.48)) * u * 0.6)      # a slow bob; still with Reduce motion
            if tile in (self.dragging, self.dropped):
                lift = 0             # drawn exactly where it is checked (a lifted toy once looked elsewhere)
            pulse = self.pulse.get(tile)
            if pulse is not None and not calm():
                lift = max(lift, int(math.sin(pulse.progress * math.pi) * u * 1.4))
            cue = self.cover_cue() if tile in (self.dragging, self.dropped) else None
            if cue:
                halo = COVERED_GLOW
            if halo is not None:
                g = T.glow(rpx, halo)
                surface.blit(g, g.get_rect(center=c))
            img = T.toy_tile(toy.kind, toy.stars, rpx, *ring)
            surface.blit(img, img.get_rect(center=(c[0], c[1] - lift)))
            if tile in self.results and tile != (self.showing or {}).get("toy"):
                m = A.mark(self.results[tile], int(rpx * 0.7))
                surface.blit(m, m.get_rect(center=(c[0] + int(rpx * 0.72), c[1] - int(rpx * 0.72) - lift)))
            if cue:
                self._draw_cover_cue(surface, (c[0], c[1] - lift), rpx)
            # "This one?" is a question: gone once the table has answered; a suggestion names who made it
            said = [x["seat"] for x in v.get("suggestions", ()) if x["toy"] == tile]
            if v["mode"] == "coop" and v["phase"] in ("agree", "choose") and (said or self.proposal == tile):
                words = "This one?" if self.proposal == tile else self.host.names[said[0]] + ": this one?"
                colour = theme.ACCENT if self.proposal == tile else theme.lighten(self.host.colour(said[0]), 0.3)
                label = text(words, int(u * 2.0), colour, "black")
                at = label.get_rect(midbottom=(c[0], int(c[1] - rpx - lift - u * 0.4)))
                plate = at.inflate(int(u * 1.2), 0)       # on a night-blue plate: it may lie over the card or a toy
                pygame.draw.rect(surface, PLATE, plate, border_radius=plate.h // 3)
                surface.blit(label, at)
                self.words_drawn.append(plate)

    def _draw_cover_cue(self, surface: pygame.Surface, centre, rpx: int) -> None:
        """"Covered" in a small pill above the toy (with the soft green glow): the whole Nightmare is hidden."""
        u = self.u
        size = int(u * 2.0)
        tall = max(int(u * 3.2), line_height(size, "black") + int(u * 0.4))     # grows with the text size
        pill = pygame.Rect(0, 0, text("Covered", size, theme.INK, "black").get_width() + tall, tall)
        pill.midbottom = (centre[0], centre[1] - rpx - int(u * 0.4))
        pill.clamp_ip(self.lay.sky)
        pygame.draw.rect(surface, COVERED_GLOW, pill, border_radius=pill.h // 2)
        self.words_drawn.append(pill)
        theme.blit_text(surface, "Covered", size, theme.INK, pill.center, "black", "center")

    def _draw_keys(self, surface: pygame.Surface) -> None:
        """Restless Night: each grabbing person's caps by the toys, and their key row under their name;
        a person who has grabbed keeps their places, faded (nothing moves under the others' eyes)."""
        seats = self.grab_seats()
        if not seats:
            return
        u = self.u
        still = set(self.grab_keys_shown())
        for tile, seat, key, rect in K.ring_caps(self, seats):
            surface.blit(A.key_cap(key, rect.w, self.host.colour(seat), 255 if seat in still else 70), rect)
        free = {t["id"] for t in self.view["toys"] if t["where"] == "circle"}
        for seat, panel, cells in K.legend_rows(self, seats):
            colour = self.host.colour(seat)
            shade = pygame.Surface(panel.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (24, 20, 52, 225), shade.get_rect(), border_radius=int(u))
            surface.blit(shade, panel)
            pygame.draw.rect(surface, colour, panel, max(1, int(u * 0.25)), border_radius=int(u))
            for tile, key, icon, cap in cells:
                toy = TOY_BY_ID[tile]
                live = tile in free and seat in still          # taken toys and finished people: greyed out
                img = T.toy_tile(toy.kind, toy.stars, icon.w // 2)
                surface.blit(_faded(img, live, 70), img.get_rect(center=icon.center))
                surface.blit(A.key_cap(key, cap.w, colour if live else (110, 106, 140), 255 if live else 90), cap)

    def hint_rects(self) -> list[pygame.Rect]:
        """What the coach's move lights: the deck to flip, the toy to take or point at, and for a placement the
        card and the spot the toy goes to (as a disc of the toy's own size)."""
        a, lay = self.hint, self.lay
        if a is None or lay is None:
            return []
        if a.kind == "flip":
            return [lay.deck.copy()]
        toy = a.get("toy") if a.kind != "agree" else self.view.get("proposal")
        if toy is None:
            return []
        rad = lay.length(TOY_BY_ID[toy].radius)
        spots = [self.table.position(toy)]
        if a.kind == "place":
            spots.append((a["x"], a["y"]))
        rects = [pygame.Rect(0, 0, 2 * rad, 2 * rad) for _ in spots]
        for r, spot in zip(rects, spots):
            r.center = lay.px(*spot)
        return rects + ([lay.card.copy()] if a.kind == "place" else [])

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """A breathing gold ring round each thing the hint lights (a dashed disc where a toy goes)."""
        width = max(2, int(self.u * 0.45))
        glow = int(110 + 140 * wave(self.clock, 0.64))
        colour = (255, 236, 120)
        for i, r in enumerate(self.hint_rects()):
            if r.w == r.h and (self.hint.kind != "flip"):
                pygame.draw.circle(surface, colour, r.center, r.w // 2 + width, width)
                if i == 1:                  # where the toy goes: a soft disc of its size
                    spot = pygame.Surface(r.size, pygame.SRCALPHA)
                    pygame.draw.circle(spot, (*colour, glow // 4), (r.w // 2, r.h // 2), r.w // 2)
                    surface.blit(spot, r)
            else:
                pygame.draw.rect(surface, colour, r.inflate(width * 2, width * 2), width, border_radius=int(self.u))

    def _draw_live_peek(self, surface: pygame.Surface) -> None:
        """While your toy is dragged (or waits for Done), the bits it leaves out show above it and its glow."""
        parts = self.live_peek()
        if parts:
            surface.blit(A.uncovered_overlay(parts, self.lay.card.w), self.lay.card)

    def _draw_showing(self, surface: pygame.Surface) -> None:
        sh = self.showing
        if sh is None or self.card is None or sh["card"] != self.card:
            return
        lay = self.lay
        if sh["parts"]:
            red = A.uncovered_overlay(sh["parts"], lay.card.w)
            red.set_alpha(int(175 + 80 * wave(self.clock, 0.48)))     # a slow breath, not a blink
            surface.blit(red, lay.card)
            self._draw_lens(surface, sh["parts"])
        k = max(0.0, sh["pop"].value)
        size = int(lay.scale * 0.9 * k)
        if size > 4:
            m = A.mark(sh["covered"], size)
            x, y = self.table.position(sh["toy"])
            r = TOY_BY_ID[sh["toy"]].radius
            surface.blit(m, m.get_rect(center=lay.px(x + r * 0.75, y + r * 0.75)))
        self._draw_owner_tag(surface, sh)

    def _draw_lens(self, surface: pygame.Surface, parts: list) -> None:
        """Bits too small to see at a glance, magnified in a round lens beside the card, a line to where they are."""
        got = lens_rects(self.lay, parts, self.u, self._toy_rects())
        if got is None:
            return
        source, lens = got
        crop = surface.subsurface(source.clip(surface.get_rect())).copy()
        zoom = pygame.Surface(lens.size, pygame.SRCALPHA)
        zoom.blit(pygame.transform.smoothscale(crop, lens.size), (0, 0))
        mask = pygame.Surface(lens.size, pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (lens.w // 2, lens.h // 2), lens.w // 2)
        zoom.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        width = max(2, int(self.u * 0.35))
        pygame.draw.line(surface, A.PEEK_EDGE, source.center, lens.center, width)
        pygame.draw.circle(surface, A.PEEK_EDGE, source.center, source.w // 2, width)
        surface.blit(zoom, lens)
        pygame.draw.circle(surface, A.PEEK_EDGE, lens.center, lens.w // 2, width)

    def _draw_owner_tag(self, surface: pygame.Surface, sh: dict) -> None:
        """Whose toy this is and how it went, in a pill of the player's colour under the toy."""
        u = self.u
        seat = sh["seat"]
        colour, ink = plate(self.host.colour(seat))
        words = f"{self.host.names[seat]}'s {TOY_BY_ID[sh['toy']].name}: " + ("covered!" if sh["covered"] else "peeks out")
        size = int(u * 2.0)
        tall = max(int(u * 3.6), line_height(size, "bold") + int(u * 0.8))       # grows with the text size
        pill = self._owner_tag_rect(sh["toy"], font("bold", size).size(words)[0] + tall + int(u * 0.8), tall)
        pygame.draw.rect(surface, colour, pill, border_radius=pill.h // 2)
        self.words_drawn.append(pill)
        pygame.draw.rect(surface, theme.darken(colour, 0.35), pill, max(1, int(u * 0.25)), border_radius=pill.h // 2)
        theme.blit_box(surface, words, size, ink, pill.inflate(-tall, 0), "bold", "center")

    def _toy_rects(self, but: str | None = None) -> list[pygame.Rect]:
        """The ring's toys (but one) as rectangles a label or a lens keeps clear of."""
        lay, out = self.lay, []
        for tile in self.table.tiles():
            if tile != but:
                c, rad = lay.px(*self.table.position(tile)), lay.length(TOY_BY_ID[tile].radius)
                out.append(pygame.Rect(c[0] - rad, c[1] - rad, 2 * rad, 2 * rad).inflate(-rad // 2, -rad // 2))
        return out

    def _owner_tag_rect(self, toy: str, width: int, tall: int) -> pygame.Rect:
        """Under the toy, else above it, wherever the tag hides no other toy of the ring (else under it)."""
        lay, u = self.lay, self.u
        x, y = self.table.position(toy)
        r = TOY_BY_ID[toy].radius
        sky = lay.sky.inflate(-int(u), -int(u))
        others = self._toy_rects(toy)
        sh = self.showing
        if sh is not None and sh["parts"]:          # nor the bits that peek out, which it is about, nor their lens
            others.append(bits_rect(lay, sh["parts"]).inflate(int(u), int(u)))
            others += list(lens_rects(lay, sh["parts"], u, self._toy_rects()) or ())
        spots = []
        for side in (-1, 1):
            cx, edge = lay.px(x, y + side * r)
            pill = pygame.Rect(0, 0, min(width, sky.w), tall)
            if side < 0:
                pill.midtop = (cx, edge + int(u * 0.6))
            else:
                pill.midbottom = (cx, edge - int(u * 0.6))
            pill.clamp_ip(sky)
            spots.append(pill)
        return next((p for p in spots if p.collidelist(others) < 0), spots[0])

    # ---- boards ------------------------------------------------------------------------------
    def _draw_boards(self, surface: pygame.Surface) -> None:
        lay, u, v = self.lay, self.u, self.view
        movers = set(v["to_move"]) if not self.queue else set()
        for seat, (label, cloud) in enumerate(lay.boards):
            colour = self.host.colour(seat)
            if seat in movers and not v["over"]:     # the mover's strip lit in their colour, its words readable
                fill, ink = plate(colour)
                pygame.draw.rect(surface, fill, label.inflate(-u * 0.2, 0), border_radius=int(u * 1.2))
            else:
                pygame.draw.rect(surface, (40, 36, 78), label, border_radius=int(u * 1.2))
                ink = theme.CREAM
            self.host.mark(surface, seat, (label.x + u * 2, label.centery), u * 2.4)
            shown = self.tokens_shown[seat] if seat < len(self.tokens_shown) else 0
            right = label.right - u * 1.2
            count = tips.count_text(shown, v["board_spaces"])
            drawn = theme.blit_text(surface, count, u * 2.0, ink, (right, label.centery), "black", "midright")
            right = min(right - u * 5.3, drawn.left) - u * 1.2
            if self.holder == seat:
                bag = A.pillow_bag(int(u * 3.6))
                surface.blit(bag, bag.get_rect(midright=(int(right), label.centery)))
                right -= u * 4
            held = next((t for t, s in self.owner.items() if s == seat), None)
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

    # ---- prompt, button, banner, finale --------------------------------------------------------
    def prompt_text(self) -> tuple[str, tuple]:
        v, seat = self.view, self.host.seat
        if self.finale is not None:
            if v["mode"] == "coop":
                return ("The night is over: everyone sleeps tight!" if self.finale["winners"]
                        else "The night is over: a Nightmare got away"), theme.CREAM
            return "The night is over: here are the dreams", theme.CREAM
        step = self.queue.current
        if step is not None and step.caption:
            return step.caption, theme.CREAM_SOFT
        if v["over"]:
            return "The night is over", theme.CREAM
        keys = self.grab_keys_shown()
        if keys:
            return "Grab a toy: press your key (in your colour) by the toy you want", theme.ACCENT
        kinds = {a.kind for a in self.my_actions()}
        if kinds and seat is not None:
            colour = theme.lighten(self.host.colour(seat), 0.35)
            name = self.host.names[seat]
            if "place" in kinds:
                toy = TOY_BY_ID[self.my_toy()].name
                cue = self.cover_cue()
                if self.dragging:         # carried after a click (Click to move): a click puts it down
                    if cue:
                        return (f"Covered! Click to put the {toy} down here" if self.carried
                                else f"Covered! Let go of the {toy} here"), colour
                    return (f"Move the {toy} until it hides the whole Nightmare, then "
                            + ("click to put it down" if self.carried else "let go")), colour
                if self.dropped:
                    if cue:
                        return "All covered! Press Done (or move it again)", colour
                    return "A bit still peeks out: move it again, or press Done", colour
                move = access.how(f"drag your {toy} onto the Nightmare",
                                  f"click your {toy}, then click on the Nightmare to put it down")
                return f"{name}, {move}", colour
            if "agree" in kinds:            # each other player answers once, for themselves (DC-C2)
                toy = TOY_BY_ID[v["proposal"]].name
                return f"{name}, happy with the {toy}? Press I agree, or click the toy you would choose", colour
            if v["mode"] == "coop" and "choose" in kinds:
                said = ", ".join(f"{self.host.names[x['seat']]}: the {TOY_BY_ID[x['toy']].name}"
                                 for x in v["suggestions"])
                return f"{name}, you choose ({said}): click a toy", colour
            if "flip" in kinds:
                return f"{name}, flip the next Nightmare: click the deck!", colour
            return self.names_in(v["prompt"]), colour
        return self.host.status() or self.names_in(v["prompt"]), theme.CREAM_SOFT

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        lay, u = self.lay, self.u
        words, colour = self.prompt_text()
        box = lay.prompt.inflate(-int(u * 4.8), -int(u * 0.8))
        banner = self.banner_rect()
        if banner is not None:              # the words make room for the banner at the strip's end
            box.w = banner.x - box.x - int(u * 1.5)
        theme.blit_box(surface, words, u * 2.7, colour, box, "bold")

    def _draw_big(self, surface: pygame.Surface) -> None:
        """The big friendly button: a pulsing halo, a raised face, a picture and one word."""
        b = self.big
        label, kind = self.big_mode()
        b.label = label
        fill = theme.ACCENT if kind == "flip" else theme.TEAL
        pulse = wave(self.clock, 0.64)
        g = T.glow(b.rect.h // 2, fill)
        g = pygame.transform.smoothscale(g, (int(b.rect.w * 1.35), int(b.rect.h * 2.2)))
        g.set_alpha(int(110 + 110 * pulse))
        surface.blit(g, g.get_rect(center=b.rect.center))
        rect = b.rect.copy()
        if b.pressed:
            rect.y += max(1, rect.h // 24)
        elif b.hover:
            fill = theme.lighten(fill, 0.15)
        radius = rect.h // 3
        if not b.pressed:
            pygame.draw.rect(surface, theme.darken(fill, 0.35), rect.move(0, max(2, rect.h // 12)), border_radius=radius)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        icon = int(rect.h * 0.7)
        if kind == "flip":
            pic = A.card_back(icon, 0)
        else:
            pic = A.mark(True, icon)
        surface.blit(pic, pic.get_rect(midleft=(rect.x + rect.h * 0.2, rect.centery)))
        ink = theme.INK              # on amber and on teal alike (cream on teal reads at 2.8:1 only)
        size = shrink_to(label, access.unscaled(rect.h * 0.44), rect.w - icon - rect.h * 0.5, "black")
        words = fit(label, size, int(rect.w - icon - rect.h * 0.5), "black")
        theme.blit_text(surface, words, size, ink, (rect.x + icon + rect.h * 0.3 + (rect.w - icon - rect.h * 0.3) / 2,
                                                   rect.centery), "black", "center")

    def banner_rect(self) -> pygame.Rect | None:
        """Where "Sweet dreams!" / "Oops" shows: at the right end of the prompt strip, the table's message
        line, so it never sits on a toy, the card, the deck or the bag (it pops up inside the strip)."""
        if self.banner is None or self.lay is None:
            return None
        strip = self.lay.prompt
        size = self.banner_size()
        w = text(self.banner[0], size, theme.CREAM, "black").get_width() + int(self.u * 4)
        rect = pygame.Rect(0, 0, min(w, strip.w // 2), strip.h - int(self.u * 1.0))
        rect.midright = (strip.right - int(self.u * 0.6), strip.centery)
        return rect

    def banner_size(self) -> int:
        size = min(self.u * 3.84, access.unscaled(self.lay.prompt.h * 0.62))      # a heading: the strip's height
        return shrink_to(self.banner[0], size, self.lay.prompt.w // 2 - self.u * 4, "black")

    def _draw_banner(self, surface: pygame.Surface) -> None:
        pill = self.banner_rect()
        if pill is None:
            return
        words, happy, tw = self.banner
        k = min(1.0, max(0.0, tw.value))
        colour = (255, 232, 140) if happy else (255, 160, 150)
        fill = (70, 60, 30) if happy else (86, 34, 48)
        grown = pill.inflate(-int(pill.w * 0.3 * (1 - k)), -int(pill.h * 0.3 * (1 - k)))
        pygame.draw.rect(surface, fill, grown, border_radius=grown.h // 2)
        pygame.draw.rect(surface, colour, grown, max(1, int(self.u * 0.3)), border_radius=grown.h // 2)
        if k > 0.3:
            size = self.banner_size()
            theme.blit_text(surface, words, size, (20, 16, 40), (pill.centerx + 2, pill.centery + 2), "black", "center")
            theme.blit_text(surface, words, size, colour, pill.center, "black", "center")



_FADED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _faded(img: pygame.Surface, live: bool, alpha: int) -> pygame.Surface:
    """img, or a copy of it at this alpha (made once per picture: frames only blit)."""
    if live:
        return img
    copies = _FADED.setdefault(img, {})
    if alpha not in copies:
        copies[alpha] = img.copy()
        copies[alpha].set_alpha(alpha)
    return copies[alpha]


LENS_TINY = 2.5      # bits smaller than this many units across are magnified
LENS_ZOOM = 3


def bits_rect(lay, parts: list) -> pygame.Rect:
    """The screen rectangle around the bits that peek out."""
    k = lay.card.w / 2 / CARD_HALF
    xs = [lay.card.centerx + x * k for p in parts for x, _ in p["exterior"]]
    ys = [lay.card.centery - y * k for p in parts for _, y in p["exterior"]]
    return pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)


def lens_rects(lay, parts: list, u: float, avoid=()) -> tuple[pygame.Rect, pygame.Rect] | None:
    """(the patch of the card around tiny bits, the lens beside the card that shows it magnified, clear of the
    rectangles to avoid where it can be), or None when the bits are big enough to see as they are."""
    bits = bits_rect(lay, parts) if parts else None
    if bits is None or max(bits.w, bits.h) >= u * LENS_TINY:
        return None
    side = int(max(u * 3, max(bits.w, bits.h) * 1.6))
    source = pygame.Rect(0, 0, side, side)
    source.center = bits.center
    gap = int(u * 1.5)
    spots = []
    for place in ("right", "left", "top", "bottom"):
        lens = pygame.Rect(0, 0, side * LENS_ZOOM, side * LENS_ZOOM)
        if place == "right":
            lens.midleft = (lay.card.right + gap, source.centery)
        elif place == "left":
            lens.midright = (lay.card.left - gap, source.centery)
        elif place == "top":
            lens.midbottom = (source.centerx, lay.card.top - gap)
        else:
            lens.midtop = (source.centerx, lay.card.bottom + gap)
        lens.clamp_ip(lay.sky)
        if not lens.colliderect(lay.card):
            spots.append(lens)
    def covered(lens: pygame.Rect) -> int:
        return sum(lens.clip(r).w * lens.clip(r).h for r in avoid)
    return source, min(spots, key=covered)          # the first clear spot, else the least in the way
