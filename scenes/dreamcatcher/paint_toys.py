"""The Dream Catcher board's toys: the ring of tiles with their owners' rings, the "Covered" cue, Restless
Night's keys, the coach's lit move, the bits that peek out (and the lens that magnifies tiny ones), the owner's tag."""
from __future__ import annotations

import math
import weakref

import pygame

from game.dreamcatcher.data import CARD_HALF, TOY_BY_ID

from .. import theme
from ..widgets.tween import calm, wave
from ..assets import font, line_height, text
from . import art_table as A
from . import art_toys as T
from . import keys as K
from .plates import plate

COVERED_GLOW = (140, 236, 170)      # the soft green around a toy that hides the whole Nightmare
PLATE = (40, 36, 78)                # the prompt strip's night blue, under words that lie over pictures


class ToyPainter:
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
