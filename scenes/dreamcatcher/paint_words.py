"""The Dream Catcher board's words: the corners' counts and labels kept clear of the toys, the prompt strip, the
big friendly button and the "Sweet dreams!" banner."""
from __future__ import annotations

import math

import pygame

from game.core.words import plural
from game.dreamcatcher.data import LEVEL_BY_NUMBER, TOY_BY_ID

from .. import access, theme
from ..widgets.tween import calm, wave
from ..assets import fit, font, shrink_to, text
from . import art_table as A
from . import art_toys as T

CORNER_SIZES = {"bold": 1.8, "italic": 1.7}     # the corners' labels (units): counts and level (bold: a thin
                                                # italic read faintly), the gentle setting


class WordPainter:
    # ---- corners -----------------------------------------------------------------------------
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
        lay, v = self.lay, self.view
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

    # ---- prompt, button, banner ----------------------------------------------------------------
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
