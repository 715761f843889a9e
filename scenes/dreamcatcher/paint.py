"""Drawing the Dream Catcher board: a night sky, the Nightmare card, the ring of toys, the cloud boards
(or the cooperative panel), flying tokens, the prompt, the big button and the end-of-night dreams.
Static parts go to paint_backdrop (once per window size); frames blit cached art.
"""
from __future__ import annotations

import math

import pygame

from game.dreamcatcher.data import BOARDS, TOY_BY_ID

from .. import theme
from ..assets import fit, shrink_to, text, wrap
from ..prepare import staged
from . import art_table as A
from . import art_toys as T

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


class Painter:
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
        theme.blit_text(surface, "Sleep Tight Kiddos!", u * 3.2, theme.CREAM, (lay.column.centerx, lay.column.y + u * 3.5),
                        "serif_bold", "center")
        theme.blit_text(surface, "Together, catch 8 Nightmares", u * 2.0, theme.CREAM_SOFT,
                        (lay.column.centerx, lay.column.y + u * 7), "italic", "center")
        for r in lay.coop_slots:
            pygame.draw.rect(surface, (58, 54, 110), r, border_radius=int(r.w / 10))
            pygame.draw.rect(surface, (86, 82, 150), r, max(1, int(u * 0.25)), border_radius=int(r.w / 10))

    # ---- each frame --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.lay is None:
            return
        self._draw_glints(surface)
        self._draw_corners(surface)
        self._draw_card(surface)
        self._draw_tiles(surface)
        self._draw_showing(surface)
        if self.view["mode"] == "coop":
            self._draw_coop(surface)
        else:
            self._draw_boards(surface)
        self._draw_flights(surface)
        self._draw_prompt(surface)
        if self.big_mode() is not None:
            self._draw_big(surface)
        self._draw_banner(surface)
        if self.finale is not None:
            self._draw_finale(surface)

    def _draw_glints(self, surface: pygame.Surface) -> None:
        sky = self.lay.sky
        for x, y, size, phase in GLINTS[::4]:
            a = 0.5 + 0.5 * math.sin(self.clock * 2.2 + phase)
            if a > 0.6:
                r = max(1, int(size * self.u * 0.35 * a))
                c = (sky.x + int(x * sky.w), sky.y + int(y * sky.h))
                pygame.draw.line(surface, (255, 250, 220), (c[0] - r * 2, c[1]), (c[0] + r * 2, c[1]))
                pygame.draw.line(surface, (255, 250, 220), (c[0], c[1] - r * 2), (c[0], c[1] + r * 2))

    def _draw_corners(self, surface: pygame.Surface) -> None:
        lay, u, v = self.lay, self.u, self.view
        if v["mode"] != "coop":
            bob = self.pulse.get("bag")
            lift = int(math.sin(bob.progress * math.pi) * u * 1.5) if bob else 0
            bag = A.pillow_bag(lay.bag.w)
            surface.blit(bag, lay.bag.move(0, -lift))
            theme.blit_text(surface, f"Pillow-Bag: {v['bag_size']}", u * 1.8, theme.CREAM_SOFT,
                            (lay.bag.centerx, lay.bag.bottom + u * 0.4), "bold", "midtop")
        # the deck of Nightmares, face down
        deck = lay.deck
        moons = v["level"] if v["mode"] == "coop" else 0
        for i in range(min(3, v["deck_size"])):
            surface.blit(A.card_back(deck.w, moons), deck.move(-i * u * 0.35, i * u * 0.35))
        if "flip" in {a.kind for a in self.my_actions()} and not self.queue:
            glow = T.glow(deck.w // 2, theme.ACCENT)
            surface.blit(glow, glow.get_rect(center=deck.center))
        theme.blit_text(surface, f"{v['deck_size']} Nightmares", u * 1.8, theme.CREAM_SOFT,
                        (deck.centerx, deck.bottom + u * 1.4), "bold", "midtop")
        # the round, the moons, the gentle setting
        x, y = lay.info.x, lay.info.y
        if v["mode"] == "coop":
            done = len(self.aside_cards)
            theme.blit_text(surface, f"Night {min(8, done + (1 if self.card else 0)) or 1} of 8", u * 2.4,
                            theme.CREAM, (x, y), "bold")
            m = A.moon_icon(int(u * 2.6))
            for i in range(v["level"]):
                surface.blit(m, (x + i * u * 3, y + u * 3.4))
            theme.blit_text(surface, _level_name(v["level"]), u * 1.8, theme.CREAM_SOFT,
                            (x + v["level"] * u * 3 + u * 0.6, y + u * 3.6), "italic")
        elif v["round"]:
            theme.blit_text(surface, f"Round {v['round']}", u * 2.4, theme.CREAM, (x, y + u * 2), "bold")
        if v["gentle"]:
            theme.blit_text(surface, "Gentle: toys slide into place", u * 1.7, (170, 230, 200),
                            (x, y + u * 6.6), "italic")

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
        if kind == "in":          # from the deck, flipping over on the way
            start = pygame.Vector2(lay.deck.center)
            pos = start.lerp(pygame.Vector2(rect.center), min(1.0, max(0.0, tw.progress * 1.1)))
            size = lay.deck.w + (rect.w - lay.deck.w) * min(1.0, max(0.0, k))
            flip = abs(math.cos(math.pi * min(1.0, tw.progress)))
            show = A.card_back(int(size), 0) if tw.progress < 0.5 else A.card_face(self.card, int(size))
            surf = pygame.transform.scale(show, (max(2, int(size * flip)), int(size)))
            return surf.get_rect(center=(int(pos.x), int(pos.y))), surf, 255
        if kind == "aside":
            slot = lay.coop_slots[min(len(lay.coop_slots) - 1, len(self.aside_cards))] if lay.coop_slots else rect
            r = rect.copy()
            r.w = r.h = int(rect.w + (slot.w - rect.w) * k)
            r.center = pygame.Vector2(rect.center).lerp(pygame.Vector2(slot.center), k)
            return r, pygame.transform.smoothscale(face, r.size), 255
        r = rect.copy()
        r.center = (rect.centerx, int(rect.centery - k * lay.scale * 0.8))
        return r, face, int(255 * (1 - k))

    def _draw_card(self, surface: pygame.Surface) -> None:
        got = self._card_rect_and_surface()
        lay, u = self.lay, self.u
        if got is None:
            theme.blit_text(surface, "Zzz…", u * 4, (90, 92, 150), lay.centre, "serif_italic", "center")
            return
        rect, surf, alpha = got
        if alpha < 255:
            surf = surf.copy()
            surf.set_alpha(alpha)
        if self.dragging and self.card_move is None:
            glow = T.glow(int(lay.card.w * 0.62), theme.TEAL)
            surface.blit(glow, glow.get_rect(center=lay.card.center))
        surface.blit(surf, rect)

    def _draw_tiles(self, surface: pygame.Surface) -> None:
        lay, u, v = self.lay, self.u, self.view
        acts = self.my_actions()
        choosable = {a.get("toy") for a in acts if a.kind in ("choose", "propose")}
        if v["phase"] == "grab" and len(self.humans()) > 1:
            choosable = set()
        mine = self.my_toy()
        seat = self.host.seat
        key_seats = self.grab_keys_shown()
        for tile in self.draw_order():
            toy = TOY_BY_ID[tile]
            x, y = self.table.position(tile)
            c = lay.px(x, y)
            rpx = lay.length(toy.radius)
            owner = self.owner.get(tile)
            ring = self.host.colour(owner) if owner is not None else None
            if self.proposal == tile:
                ring = theme.ACCENT
            lift = 0
            halo = None
            if tile in choosable:
                halo = self.host.colour(seat) if seat is not None else theme.ACCENT
                if tile == self.hover:
                    lift = int(u * 0.6)
            if tile == mine and not self.queue:
                halo = self.host.colour(seat)
                if not self.dragging and not self.dropped:
                    lift = int(abs(math.sin(self.clock * 3)) * u * 0.6)
            if tile == self.dragging:
                lift = int(u * 0.8)
            pulse = self.pulse.get(tile)
            if pulse is not None:
                lift = max(lift, int(math.sin(pulse.progress * math.pi) * u * 1.4))
            if halo is not None:
                g = T.glow(rpx, halo)
                surface.blit(g, g.get_rect(center=c))
            img = T.toy_tile(toy.kind, toy.stars, rpx, ring)
            surface.blit(img, img.get_rect(center=(c[0], c[1] - lift)))
            if tile in self.results and tile != (self.showing or {}).get("toy"):
                m = A.mark(self.results[tile], int(rpx * 0.7))
                surface.blit(m, m.get_rect(center=(c[0] + int(rpx * 0.72), c[1] - int(rpx * 0.72) - lift)))
            if key_seats and v["toys"][_index(v, tile)]["where"] == "circle":
                self._draw_keys(surface, tile, key_seats)
            # "This one?" is a question: gone once everyone agreed
            if self.proposal == tile and v["mode"] == "coop" and v["phase"] in ("propose", "agree"):
                theme.blit_text(surface, "This one?", u * 2.0, theme.ACCENT,
                                (c[0], c[1] - rpx - lift - u * 0.4), "black", "midbottom")

    def _draw_keys(self, surface: pygame.Surface, tile: str, seats: list[int]) -> None:
        lay, u = self.lay, self.u
        i = _index(self.view, tile)
        hx, hy = self.table.home[tile]
        d = math.hypot(hx, hy) or 1.0
        inward = 3.0 - TOY_BY_ID[tile].radius - 0.32
        cx, cy = hx / d * inward, hy / d * inward
        size = int(max(u * 2.6, lay.scale * 0.34))
        tx, ty = -hy / d, hx / d          # along the ring
        for j, s in enumerate(seats):
            off = (j - (len(seats) - 1) / 2) * (size * 1.12) / lay.scale
            p = lay.px(cx + tx * off, cy + ty * off)
            cap = A.key_cap(BOARDS[s].grab_keys[i], size, self.host.colour(s))
            surface.blit(cap, cap.get_rect(center=p))

    def _draw_showing(self, surface: pygame.Surface) -> None:
        sh = self.showing
        if sh is None or self.card is None or sh["card"] != self.card:
            return
        lay = self.lay
        if sh["parts"]:
            key = (id(sh), lay.card.w)
            cache = self.__dict__.setdefault("_red_cache", {})
            if key not in cache:
                cache.clear()
                cache[key] = A.uncovered_overlay(sh["parts"], lay.card.w)
            red = cache[key]
            red.set_alpha(int(170 + 85 * (0.5 + 0.5 * math.sin(self.clock * 7))))
            surface.blit(red, lay.card)
        k = max(0.0, sh["pop"].value)
        size = int(lay.scale * 0.9 * k)
        if size > 4:
            m = A.mark(sh["covered"], size)
            x, y = self.table.position(sh["toy"])
            r = TOY_BY_ID[sh["toy"]].radius
            surface.blit(m, m.get_rect(center=lay.px(x + r * 0.75, y + r * 0.75)))

    # ---- boards ------------------------------------------------------------------------------
    def _draw_boards(self, surface: pygame.Surface) -> None:
        lay, u, v = self.lay, self.u, self.view
        movers = set(v["to_move"]) if not self.queue else set()
        for seat, (label, cloud) in enumerate(lay.boards):
            colour = self.host.colour(seat)
            if seat in movers and not v["over"]:
                pygame.draw.rect(surface, theme.lighten(colour, 0.15), label.inflate(-u * 0.2, 0),
                                 border_radius=int(u * 1.2))
                ink = theme.readable_on(theme.lighten(colour, 0.15))
            else:
                pygame.draw.rect(surface, (40, 36, 78), label, border_radius=int(u * 1.2))
                ink = theme.CREAM
            pygame.draw.circle(surface, colour, (label.x + u * 2, label.centery), u * 1.1)
            shown = self.tokens_shown[seat] if seat < len(self.tokens_shown) else 0
            right = label.right - u * 1.2
            theme.blit_text(surface, f"{shown}/{v['board_spaces']}", u * 2.0, ink, (right, label.centery), "black",
                            "midright")
            right -= u * 6.5
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
            k = 1 - (1 - f.k) ** 2
            p = start.lerp(end, k)
            p.y -= math.sin(math.pi * k) * self.u * 12
            size = 2 * A.space_radius(self.lay.boards[f.seat][1])
            t = A.token(f.picture, int(size * (1.35 - 0.35 * k)))
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
            else:
                theme.blit_text(surface, str(i + 1), r.h * 0.4, (96, 92, 160), r.center, "serif_bold", "center")
        bottom = lay.coop_slots[-1].bottom if lay.coop_slots else lay.column.y
        theme.blit_text(surface, f"{len(self.aside_cards)} of 8 caught", u * 2.4, theme.CREAM,
                        (lay.column.centerx, bottom + u * 2.5), "bold", "midtop")

    # ---- prompt, button, banner, finale --------------------------------------------------------
    def prompt_text(self) -> tuple[str, tuple]:
        v, seat = self.view, self.host.seat
        if self.finale is not None:
            return "The night is over: here are the dreams", theme.CREAM
        step = self.queue.current
        if step is not None and step.caption:
            return step.caption, theme.CREAM_SOFT
        if v["over"]:
            return "The night is over", theme.CREAM
        keys = self.grab_keys_shown()
        if keys:
            return "Grab a toy, quick! Press your key by the toy you want", theme.ACCENT
        kinds = {a.kind for a in self.my_actions()}
        if kinds and seat is not None:
            colour = theme.lighten(self.host.colour(seat), 0.35)
            name = self.host.names[seat]
            if "place" in kinds:
                toy = TOY_BY_ID[self.my_toy()].name
                if self.dragging:
                    return f"Move the {toy} until it hides the whole Nightmare, then let go", colour
                if self.dropped:
                    return "Press Done when the Nightmare is all covered (or drag again)", colour
                return f"{name}, drag your {toy} onto the Nightmare", colour
            if "agree" in kinds:            # each human says it for themselves (DC-C2)
                toy = TOY_BY_ID[v["proposal"]].name
                if len(self.humans()) > 1:
                    return f"{name}, happy with the {toy}? Press I agree, or click another toy", colour
                return f"Everyone happy with the {toy}? Or click another toy", colour
            if "flip" in kinds:
                return f"{name}, flip the next Nightmare: click the deck!", colour
            return self.names_in(v["prompt"]), colour
        return self.host.status() or self.names_in(v["prompt"]), theme.CREAM_SOFT

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        lay, u = self.lay, self.u
        words, colour = self.prompt_text()
        size = int(u * 2.7)
        words = fit(words, size, int(lay.prompt.w - u * 6), "bold")
        theme.blit_text(surface, words, size, colour, (lay.prompt.x + u * 2.4, lay.prompt.centery), "bold", "midleft")

    def _draw_big(self, surface: pygame.Surface) -> None:
        """The big friendly button: a pulsing halo, a raised face, a picture and one word."""
        b = self.big
        label, kind = self.big_mode()
        b.label = label
        fill = theme.ACCENT if kind == "flip" else theme.TEAL
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
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
        ink = theme.INK if kind == "flip" else theme.CREAM
        size = shrink_to(label, rect.h * 0.44, rect.w - icon - rect.h * 0.5, "black")
        words = fit(label, size, int(rect.w - icon - rect.h * 0.5), "black")
        theme.blit_text(surface, words, size, ink, (rect.x + icon + rect.h * 0.3 + (rect.w - icon - rect.h * 0.3) / 2,
                                                   rect.centery), "black", "center")

    def _draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner is None:
            return
        words, happy, tw = self.banner
        k = max(0.0, tw.value)
        size = int(self.u * 5.2 * max(0.2, k))
        colour = (255, 232, 140) if happy else (255, 150, 140)
        c = (self.lay.sky.centerx, self.lay.sky.y + int(self.u * 4.5))
        w = text(words, size, colour, "black").get_width()
        pill = pygame.Rect(0, 0, w + int(self.u * 4), int(size * 1.45))
        pill.center = c
        shade = pygame.Surface(pill.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (16, 14, 40, 200), shade.get_rect(), border_radius=pill.h // 2)
        surface.blit(shade, pill)
        theme.blit_text(surface, words, size, (20, 16, 40), (c[0] + 3, c[1] + 3), "black", "center")
        theme.blit_text(surface, words, size, colour, c, "black", "center")

    def finale_rect(self) -> pygame.Rect:
        sky = self.lay.sky if self.lay else self.rect
        r = sky.inflate(-int(self.u * 6), -int(self.u * 6))
        if self.view["mode"] == "coop":        # a strip at the top: the card and its red bits stay in view
            r.h = int(self.u * 25)
        return r

    def _draw_finale(self, surface: pygame.Surface) -> None:
        u, f = self.u, self.finale
        r = self.finale_rect()
        theme.panel(surface, r, theme.PAPER, radius=int(u * 2.5))
        names = self.host.names
        coop = self.view["mode"] == "coop"
        if coop:
            won = bool(f["winners"])
            title = "Sleep tight! Every Nightmare is caught" if won else "Oh no! A Nightmare peeked out"
        else:
            title = "The dreams of the night"
        theme.blit_text(surface, title, u * 4.2, theme.INK, (r.centerx, r.y + u * 4.5), "serif_bold", "center")
        y = r.y + u * 9
        if coop:
            lines = (["You did it together! Everyone sleeps soundly tonight."] if f["winners"] else
                     [f"You caught {len(self.aside_cards)} of 8. The red bits show where it peeked out.",
                      "Try again: point at a toy big enough, and take your time placing it."])
            for line in lines:
                theme.blit_text(surface, line, u * 2.4, theme.INK_SOFT, (r.centerx, y), "ui", "midtop")
                y += u * 3.6
        else:
            rows = len(f["dreams"])
            row_h = min(u * 17, (self.finale_button.rect.y - y - u * 2) / max(1, rows))
            for seat, dream in enumerate(f["dreams"]):
                win = seat in f["winners"]
                top = y + seat * row_h
                pygame.draw.circle(surface, self.host.colour(seat), (r.x + u * 4, top + u * 1.6), u * 1.2)
                head = names[seat] + ("  – the winner!" if win else "") + f"  ({len(f['pictures'][seat])} dreams)"
                theme.blit_text(surface, head, u * 2.5, theme.INK, (r.x + u * 6.5, top + u * 1.6), "bold", "midleft")
                size = int(min(u * 4.2, (r.w - u * 10) / max(12, len(f["pictures"][seat]))))
                for i, pic in enumerate(f["pictures"][seat][:16]):
                    surface.blit(A.token(pic, size), (r.x + u * 6.5 + i * size * 1.05, top + u * 3.6))
                for j, line in enumerate(wrap(dream, int(u * 2.1), int(r.w - u * 12), "italic")[:3]):
                    theme.blit_text(surface, line, u * 2.1, theme.INK_SOFT,
                                    (r.x + u * 6.5, top + u * 4.2 + size + j * u * 2.7), "italic")
        if self.host.humans:
            self.finale_button.draw(surface)


def _index(view: dict, tile: str) -> int:
    return next(i for i, t in enumerate(view["toys"]) if t["id"] == tile)


def _level_name(level: int) -> str:
    return {1: "Super easy!", 2: "Easy-peasy!", 3: "Less easy!", 4: "Not easy!"}.get(level, "")
