"""Drawing the Dread Draw table: the cloth and frames once (paint_backdrop), then each frame the prompt
strip, the altar (Draw Deck, discard pile), each seat's band (paint_bands.py), overlays (failed summon, damage fan,
peeked card), cards and dots in flight, headlines, the narration line and the hover zoom.
"""
from __future__ import annotations

import math

import pygame

from game.core.words import plural
from game.dreaddraw.data import CARDS, STRENGTH

from .. import access, theme
from ..widgets.tween import wave
from ..assets import first_fitting, fits, font, least, line_height, shrink_to, wrap
from ..prepare import staged
from .anim import Flight
from .ink import BAND, COUNT, HINT, LABEL, LABEL_SIZE, blit, fading, glow, veil
from .paint_bands import BandPainter
from . import art


@staged(maxsize=4)
def _cloth(w: int, h: int, radius: int):
    """The table's cloth, made once per size (the backdrop is painted again on every resize); staged:
    warm.py prepares it a stage per job (scenes/prepare.py), art._rounded's steps one by one."""
    plain = art._gradient(w, h, (40, 24, 56), (16, 10, 24))
    yield
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(plain, (0, 0))
    yield
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    yield
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def shorter(tail: str) -> list[str]:
    """The prompt's second part, then shorter forms of it for a large text size: without "Click a glowing
    seat." (the glow says it), then an ability without its timing ("Summon: ")."""
    out = [tail]
    rest = tail.removeprefix("Click a glowing seat. ")
    if rest != tail:
        out.append(rest)
    timing, sep, words = rest.partition(": ")
    if sep and len(timing.split()) <= 2:
        out.append(words[:1].upper() + words[1:])
    return out


class Painter(BandPainter):
    # ---- the static table -------------------------------------------------------------------------
    def paint_backdrop(self, surface: pygame.Surface) -> None:
        lay = self.lay
        if lay is None:
            return
        u = self.u
        r = lay.rect
        surface.blit(_cloth(r.w, r.h, int(u * 1.2)), r)
        pygame.draw.rect(surface, art.GOLD_DIM, r, width=max(1, int(u * 0.25)), border_radius=int(u * 1.2))
        inner = r.inflate(-int(u * 1.0), -int(u * 1.0))
        pygame.draw.rect(surface, (86, 66, 44), inner, width=1, border_radius=int(u * 1.0))
        # faint constellation lines on the cloth
        pts = [(0.08, 0.9), (0.2, 0.78), (0.34, 0.86), (0.52, 0.74), (0.7, 0.83), (0.86, 0.7), (0.95, 0.82)]
        for a, b in zip(pts, pts[1:]):
            pygame.draw.line(surface, (60, 42, 76), (r.x + a[0] * r.w, r.y + a[1] * r.h),
                             (r.x + b[0] * r.w, r.y + b[1] * r.h), 1)
        # the prompt strip
        p = lay.prompt
        pygame.draw.rect(surface, (20, 12, 28), p, border_radius=int(u * 1.2))
        pygame.draw.line(surface, art.GOLD_DIM, (p.x + u * 2, p.bottom - 1), (p.right - u * 2, p.bottom - 1), 1)
        # the altar
        a = lay.altar
        pygame.draw.rect(surface, (26, 16, 36), a, border_radius=int(u * 1.2))
        pygame.draw.rect(surface, (96, 74, 48), a, width=1, border_radius=int(u * 1.2))
        for rect, label in ((lay.deck, "Draw Deck"), (lay.discard, "Discard pile")):
            slot = rect.inflate(int(u * 0.8), int(u * 0.8))
            pygame.draw.rect(surface, (60, 44, 70), slot, width=1, border_radius=int(u))
            blit(surface, label, u * 1.8, art.GOLD, (rect.centerx, rect.y - u * 0.9), "serif_bold", "midbottom")
        # the seats' bands
        for seat, band in enumerate(lay.bands):
            colour = self.host.colour(seat)
            pygame.draw.rect(surface, BAND, band.rect, border_radius=int(u * 1.2))
            pygame.draw.rect(surface, (80, 60, 44), band.rect, width=1, border_radius=int(u * 1.2))
            stripe = pygame.Rect(band.rect.x, band.rect.y + int(u), max(3, int(u * 0.6)), band.rect.h - 2 * int(u))
            pygame.draw.rect(surface, colour, stripe, border_radius=int(u * 0.3))
            slot = band.row.inflate(int(u * 0.8), int(u * 0.8))
            pygame.draw.rect(surface, (44, 30, 58), slot, width=1, border_radius=int(u * 0.8))
            res = band.reserves.inflate(int(u * 0.8), int(u * 0.8))
            pygame.draw.rect(surface, (44, 30, 58), res, width=1, border_radius=int(u * 0.8))
            if band.rect.h > u * 12:
                for area, label in ((slot, "summoning row"), (res, "reserves")):
                    blit(surface, label, u * LABEL_SIZE, LABEL, area.center, "italic", "center")

    # ---- each frame ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.lay is None:
            return
        self._draw_prompt(surface)
        self._draw_altar(surface)
        seats = range(len(self.lay.bands))
        for seat in seats:          # the bands as they lie are in the host's picture already (still_parts)
            self._draw_band_live(surface, seat)
        # cards in the air pass under the plates' words (names, states, Life); over the damage fan or the
        # peeked card's panel while one is open, and the red dots always land on top
        low = [] if self.shown.fan is not None or self.peek_card() is not None else \
            [f for f in self.flights if isinstance(f, Flight)]
        for f in low:
            f.draw(surface)
        for seat in seats:
            self._draw_plate(surface, seat)
        self._draw_offered(surface)
        self._draw_link(surface)
        self._draw_clash(surface)
        self._draw_fan(surface)
        self._draw_peek(surface)
        for f in self.flights:
            if f not in low:
                f.draw(surface)
        self._draw_headline(surface)
        self._draw_caption(surface)
        self._draw_hint(surface)
        self._draw_zoom(surface)
        self.draw_tip(surface)
        held = self.sprites.dragging
        if held is not None:
            held.draw(surface)
        self._draw_deck_drag(surface)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """The coach's move: a breathing ring in a colour no seat and no playable glow uses."""
        rect = self.hint_rect()
        if rect is None:
            return
        pulse = wave(self.clock, 0.8)
        pad = int(self.u * (0.8 + 0.4 * pulse))
        pygame.draw.rect(surface, HINT, rect.inflate(2 * pad, 2 * pad), width=max(3, int(self.u * 0.6)),
                         border_radius=max(4, int(self.u * 1.2)))

    def _draw_deck_drag(self, surface: pygame.Surface) -> None:
        """The Draw Deck's top card, face down, under the mouse while it is dragged; the band it may drop on lit."""
        if self.deck_drag is None or self.deck_action() is None:
            return
        area = self.deck_drop_area()
        if area is not None:
            over = area.collidepoint(self.mouse)
            pygame.draw.rect(surface, art.GOLD_PALE if over else art.GOLD, area, width=max(2, int(self.u * 0.4)),
                             border_radius=int(self.u * 1.2))
        rect = self.lay.deck.copy()
        rect.center = self.mouse
        art.draw_card(surface, None, rect)

    # ---- the prompt strip: whose turn, why, what to do -----------------------------------------------
    def prompt_lines(self) -> tuple[str, str, tuple]:
        v, sh, names = self.view, self.shown, self.host.names
        if sh.winner is not None:
            return f"{names[sh.winner]} is the last one standing", "Their fortune is being read", art.GOLD_PALE
        prompt = v.get("prompt") or {}
        seat = prompt.get("seat", sh.active)
        mine = bool(self.acting())
        colour = theme.lighten(self.host.colour(seat), 0.35)
        who = "You" if mine and len(self.host.humans) == 1 else names[seat]    # hot-seat: say whose choice
        totals = " · ".join(f"{names[s]} {sh.total(s)}" for s in range(sh.players) if sh.in_round[s])
        why = f"Why {names[sh.active]}? {sh.turn_reason[0].upper()}{sh.turn_reason[1:]}  ({totals})"
        kind = prompt.get("kind")
        busy = bool(self.queue) or bool(self.flights)
        if busy or kind is None:
            caption = self.queue.last_caption if busy else ""
            return (caption or f"{names[sh.active]} summons"), why, colour
        if kind == "summon":
            if mine:
                playable = prompt.get("playable_reserves")
                extra = (", or " + access.how("drag a glowing reserve card onto your row",
                                              "click a glowing reserve card, then your row")) if playable else ""
                last = prompt.get("last_strength")
                if last is None or playable:
                    return f"Your turn, {names[seat]}: reveal the top card{extra}", why, colour
                # a forced reveal: say it is forced, and how the odds stand (from the cards nobody has seen)
                beats, unseen = self.unseen_odds(last)
                forced = (f"No passing in Dread Draw: you must summon. {beats} of the {plural(unseen, 'unseen card')} "
                          f"{'beats' if beats == 1 else 'beat'} {last}.")
                tail = f"{forced}  {why}"
                return (f"Your turn, {names[seat]}: reveal the top card (it must beat {last})",
                        tail if fits(tail, int(self.u * 1.75), self.prompt_width(), "italic") else forced, colour)
            return f"{who} summons", why, colour
        if kind == "ability":
            card = CARDS[prompt["card"]]
            head = f"{who}: use {card.name}?" if mine else f"{who} considers {card.name}"
            tail = ("Click a glowing seat. " if mine and prompt.get("targets") else "") + card.text
            return head, tail, colour
        if kind == "peek":
            return (f"{who}: leave the top card or slide it under" if mine else f"{who} peeks at the Draw Deck",
                    prompt.get("text", "") if mine else "Only the one who peeks may see the card", colour)
        if kind == "keep":
            return (f"{who}: click the card to keep" if mine else f"{who} chooses a card to keep",
                    "Damage: one drawn card goes to the reserves, the others are discarded", colour)
        return f"{who} to play", why, colour

    def unseen_odds(self, last: int) -> tuple[int, int]:
        """How many of the cards nobody has seen (Draw Deck and Life Decks) are stronger than last."""
        v = self.view
        seen = list(v["discard_pile"]) + list(v.get("drawn", []))
        for s in v["seats"]:
            seen += s["row"] + s["reserves"]
        seen = set(seen)
        unseen = [c for c in range(len(CARDS)) if c not in seen]
        return sum(1 for c in unseen if STRENGTH[c] > last), len(unseen)

    def prompt_width(self) -> int:
        u, p = self.u, self.lay.prompt
        return int((self.buttons_left if self.buttons else p.right) - u * 1.5 - (p.x + u * 2))

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        u, p = self.u, self.lay.prompt
        head, tail, colour = self.prompt_lines()
        left = p.x + u * 2
        width = self.prompt_width()
        size = shrink_to(head, u * 2.5, width, "serif_bold")        # a long narration line gets smaller first,
        y = p.y + u * 0.8
        for line in wrap(head, size, width, "serif_bold", limit=2):  # then takes a second line
            y = blit(surface, line, size, colour, (left, y), "serif_bold").bottom
        box = pygame.Rect(left, y, width, p.bottom - y - int(u * 0.4))
        whole = [t for t in shorter(tail) if len(wrap(t, least(), box.w, "italic")) * line_height(least(), "italic")
                 <= box.h]
        theme.blit_box(surface, (whole or [tail])[0], u * 1.75, art.BONE_SOFT, box, "italic")   # wraps at a large size
        for b in self.buttons:
            b.draw(surface)

    # ---- the altar ---------------------------------------------------------------------------------
    def _draw_altar(self, surface: pygame.Surface) -> None:
        u, lay, sh = self.u, self.lay, self.shown
        blit(surface, f"Round {sh.round}", u * 2.6, art.GOLD_PALE, lay.round.center, "serif_bold", "center")
        deck = lay.deck
        layers = min(6, (sh.draw_pile + 9) // 10)
        step = max(1, int(u * 0.25))
        clickable = self.deck_action() is not None
        if clickable:
            pulse = wave(self.clock, 0.64)
            g = glow(deck.w, deck.h, art.GOLD, int(u * 2))
            g.set_alpha(int(140 + 115 * pulse))
            surface.blit(g, g.get_rect(center=(deck.centerx, deck.centery - layers * step)))
        for k in range(layers):
            rect = deck.move(0, -k * step)
            art.draw_card(surface, None, rect, shadow=k == 0)
        slide = self.fx.get("deck_slide")
        if slide is not None:
            t = slide.progress
            rect = deck.move(int(math.sin(math.pi * t) * deck.w * 0.7), -layers * step)
            art.draw_card(surface, None, rect)
        if sh.draw_pile:
            tag = plural(sh.draw_pile, "card")
        else:
            tag = "empty"
        blit(surface, tag, u * 1.7, art.BONE_SOFT, (deck.centerx, deck.bottom + u * 0.6), COUNT, "midtop")
        known = self.view.get("known_top")
        # only the peeker, only while they act, only when the screen is theirs alone (a hand-off)
        if known is not None and self.acting() and self.host.private_to(self.host.seat):
            say = first_fitting((f"You know: {STRENGTH[known]}", f"Top: {STRENGTH[known]}", str(STRENGTH[known])),
                                u * 1.6, deck.w * 2, "bold") or str(STRENGTH[known])
            words = art.faded(say, u * 1.6, art.NIGHT)
            box = words.get_rect(center=(deck.centerx, deck.bottom - u * 2 - layers * step))
            pygame.draw.rect(surface, art.GOLD, box.inflate(int(u), int(u * 0.4)), border_radius=int(u * 0.5))
            surface.blit(words, box)
        disc = lay.discard
        if sh.discard_pile:
            layers = min(4, (len(sh.discard_pile) + 9) // 10)
            for k in range(layers - 1):
                art.draw_card(surface, sh.discard_pile[-1 - (k + 1) % len(sh.discard_pile)], disc.move(k - layers, 0),
                              shadow=k == 0)
            art.draw_card(surface, sh.discard_pile[-1], disc, shadow=layers == 1)
        blit(surface, plural(len(sh.discard_pile), "card") if sh.discard_pile else "empty", u * 1.7, art.BONE_SOFT,
             (disc.centerx, disc.bottom + u * 0.6), COUNT, "midtop")

    # ---- overlays ----------------------------------------------------------------------------------
    def offered(self) -> tuple[int, pygame.Rect, str] | None:
        """The card whose ability is up for a choice, where it lies, and when it fires ("Aftermath")."""
        prompt = self.view.get("prompt") or {}
        if prompt.get("kind") != "ability" or self.queue or self.flights:
            return None
        card, seat = prompt["card"], prompt["seat"]
        for cards, rects in ((self.shown.rows[seat], self.lay.bands[seat].row_rects(len(self.shown.rows[seat]))),
                             (self.shown.reserves[seat], self.reserve_rects(seat))):
            if card in cards:
                rect = rects[cards.index(card)]
                return card, rect, prompt["timing"].capitalize()
        return None

    def _draw_offered(self, surface: pygame.Surface) -> None:
        """The card whose ability is offered: drawn again on top of its row (never dimmed or covered),
        with a breathing halo, a gold frame and, when it fits, a ribbon naming the moment."""
        got = self.offered()
        if got is None:
            return
        card, rect, moment = got
        u = self.u
        self._draw_playable_glow(surface, rect)
        art.draw_card(surface, card, rect)
        pygame.draw.rect(surface, art.GOLD_PALE, rect.inflate(2, 2), width=max(2, int(u * 0.35)),
                         border_radius=max(3, rect.w // 12))
        size = int(u * 1.5)
        on_face = art.ability_shown(card, rect.w, rect.h)[0]      # the face says its timing: no ribbon over it
        if not on_face and fits(moment, size, rect.w - u, "bold"):
            words = art.faded(moment, size, art.NIGHT)
            box = words.get_rect(center=(rect.centerx, rect.bottom - words.get_height()))
            pygame.draw.rect(surface, art.GOLD, box.inflate(int(u), int(u * 0.3)), border_radius=int(u * 0.4))
            surface.blit(words, box)

    def _draw_link(self, surface: pygame.Surface) -> None:
        link = self.fx.get("link")
        if link is None:
            return
        a, b, tw = link
        # from seat stripe to seat stripe, bowing out to the left: never across a plate's words
        ba, bb = self.lay.bands[a], self.lay.bands[b]
        pa, pb = (ba.rect.x + self.u * 0.3, ba.plate.centery), (bb.rect.x + self.u * 0.3, bb.plate.centery)
        t = min(1.0, tw.progress * 2)
        end = (pa[0] + (pb[0] - pa[0]) * t, pa[1] + (pb[1] - pa[1]) * t)
        mid = ((pa[0] + end[0]) / 2 - self.u * 3, (pa[1] + end[1]) / 2)
        pts = [(pa[0] + (mid[0] - pa[0]) * k / 8, pa[1] + (mid[1] - pa[1]) * k / 8) for k in range(9)]
        pts += [(mid[0] + (end[0] - mid[0]) * k / 8, mid[1] + (end[1] - mid[1]) * k / 8) for k in range(1, 9)]
        pygame.draw.lines(surface, art.GOLD_PALE, False, pts, max(1, int(self.u * 0.3)))

    def _draw_clash(self, surface: pygame.Surface) -> None:
        c = self.fx.get("clash")
        if c is None:
            return
        u = self.u
        rect = c["rect"]
        art.draw_card(surface, c["card"], rect)
        s = c["pop"].value
        pygame.draw.line(surface, art.BLOOD, rect.topleft, rect.bottomright, max(2, int(u * 0.6 * s)))
        pygame.draw.line(surface, art.BLOOD, rect.topright, rect.bottomleft, max(2, int(u * 0.6 * s)))
        last = STRENGTH[c["last"]] if c["last"] is not None else 0
        words = f"{STRENGTH[c['card']]} is not stronger than {last}"
        surf = art.faded(words, u * 2.3, (255, 170, 160))
        band = self.lay.bands[c["seat"]]
        box = surf.get_rect(midbottom=(rect.centerx, rect.y - u * 0.5))
        box.clamp_ip(band.rect.union(self.lay.table))
        if box.y < self.lay.table.y:
            box.midtop = (rect.centerx, rect.bottom + u * 0.5)
            box.clamp_ip(self.lay.table)
        bg = veil(box.w + int(u * 2.4), box.h + int(u * 1.0), (40, 6, 12), 230, int(u))
        surface.blit(bg, bg.get_rect(center=box.center))
        surface.blit(surf, box)

    def _draw_fan(self, surface: pygame.Surface) -> None:
        sh = self.shown
        fan = sh.fan
        if fan is None:
            return
        u, lay = self.u, self.lay
        area = lay.fan_area
        theme.panel(surface, area, (24, 18, 32), radius=int(u * 0.4))   # opaque: no opponent card shows through
        pygame.draw.rect(surface, art.GOLD_DIM, area, width=1, border_radius=int(u * 0.4))
        seat = fan["seat"]
        mine = bool(self.acts_of("keep"))
        head = (f"{self.host.names[seat]}, keep one card: the others burn" if mine
                else f"{self.host.names[seat]} draws {plural(len(fan['cards']), 'card')} from the Life Deck: one is kept")
        blit(surface, head, u * 2.2, art.GOLD_PALE, (area.centerx, area.y + u * 1.2), "serif_bold", "midtop")
        cards = fan["cards"]
        rects = lay.fan_rects(len(cards))
        for card, rect, vis in zip(cards, rects, art.visible_widths(rects)):
            if card not in fan["landed"]:
                continue
            lift = 0
            if mine and self.keep_spot(rect).collidepoint(self.mouse):
                lift = int(u * 1.2)
                g = glow(rect.w, rect.h, art.GOLD, int(u * 1.5))
                surface.blit(g, g.get_rect(center=(rect.centerx, rect.centery - lift)))
            if fan["chosen"] == card:
                g = glow(rect.w, rect.h, art.GOLD_PALE, int(u * 2))
                surface.blit(g, g.get_rect(center=rect.center))
            art.draw_card(surface, card, rect.move(0, -lift), visible=vis)
            if mine:
                blit(surface, "Keep", u * 1.8, art.GOLD, (rect.centerx, rect.bottom + u * 0.6), "bold", "midtop")

    def keep_spot(self, rect: pygame.Rect) -> pygame.Rect:
        """A card of the fan with the "Keep" under it: a click on the word keeps the card too."""
        u = self.u
        return rect.union(pygame.Rect(rect.x, rect.bottom, rect.w, int(u * 0.6 + line_height(u * 1.8, "bold"))))

    def peek_card(self) -> int | None:
        """The peeked card, only for the human who peeked, only while they choose where it goes."""
        prompt = self.view.get("prompt") or {}
        if (prompt.get("kind") != "peek" or prompt.get("card") is None or not self.acts_of("peek")
                or not self.host.private_to(self.host.seat)):
            return None
        return prompt["card"]

    def _draw_peek(self, surface: pygame.Surface) -> None:
        card = self.peek_card()
        if card is None:
            return
        u, lay = self.u, self.lay
        area = lay.fan_area
        theme.panel(surface, area, (24, 18, 32), radius=int(u * 0.4))   # opaque, like the damage fan
        pygame.draw.rect(surface, art.GOLD_DIM, area, width=1, border_radius=int(u * 0.4))
        blit(surface, "Only you see this: the top of the Draw Deck", u * 2.2, art.GOLD_PALE,
             (area.centerx, area.y + u * 1.2), "serif_bold", "midtop")
        rect = lay.fan_rects(1)[0]
        art.draw_card(surface, card, rect)

    def _draw_headline(self, surface: pygame.Surface) -> None:
        h = self.fx.get("headline")
        if h is None:
            return
        words, sub, tw, life = h
        u = self.u
        fade = fading(tw, life)
        t = self.lay.table
        big = art.faded(words, u * 4.2, art.GOLD_PALE, "serif_bold", fade)     # the words fade with their veil
        subs = wrap(sub, int(u * 1.9), int(t.w * 0.8), "italic") if sub else ()
        step = line_height(u * 1.9, "italic")
        hgt = big.get_height() + len(subs) * step + u * 2.5
        widest = max((font("italic", int(u * 1.9)).size(line)[0] for line in subs), default=0)
        box = pygame.Rect(0, 0, int(min(t.w, max(big.get_width() + u * 8, widest + u * 4, t.w * 0.6))), int(hgt))
        box.center = (t.centerx, int(t.centery + (1 - tw.value) * u * 3))
        surface.blit(veil(box.w, box.h, (12, 6, 18), int(235 * fade), int(u * 1.5)), box)
        pygame.draw.rect(surface, art.GOLD, box, width=max(1, int(u * 0.2)), border_radius=int(u * 1.5))
        surface.blit(big, big.get_rect(midtop=(box.centerx, box.y + u * 1.0)))
        for i, line in enumerate(subs):
            surf = art.faded(line, u * 1.9, art.BONE, "italic", fade)
            surface.blit(surf, surf.get_rect(midtop=(box.centerx, box.y + u * 1.4 + big.get_height() + i * step)))

    def _draw_caption(self, surface: pygame.Surface) -> None:
        words = self.queue.last_caption
        if not words or self.caption_age > self.d(2.5) + 2.0:
            return
        u, c = self.u, self.lay.caption
        size = int(u * 1.7)
        step = line_height(size, "serif_italic")
        lines = wrap(words, size, c.w, "serif_italic")
        if len(lines) * step > c.h:     # a repeat of the prompt's heading and the log: shown whole or not at all
            return
        for i, line in enumerate(lines):
            blit(surface, line, size, art.BONE_SOFT, (c.centerx, c.y + i * step), "serif_italic", "midtop")

    def zoom_for(self, rect: pygame.Rect) -> pygame.Rect | None:
        """Where a hovered card shows big; None for a card already shown large (the damage fan)."""
        if rect.h >= self.lay.zoom_h * 0.6:
            return None
        return self.lay.zoom_rect(rect)

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        if self.hovered is None or self.hovered[0] is None:
            return
        card, rect = self.hovered
        z = self.zoom_for(rect)
        if z is not None:
            art.draw_card(surface, card, z)

