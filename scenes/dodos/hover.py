"""Naming what is under the pointer on the Dodos table (a Dodino, a sphere space, a starting space, the
finish, a nest) and the small legend of sphere spaces.

What the tooltip names is worked out every frame from where the pointer is now and where each Dodino
is drawn now, so a tooltip never stays on a figure that has walked away.
"""
from __future__ import annotations

import math

import pygame

from game.core.words import plural
from game.dodos.board import NESTS, SPACE_R, figure_box, spots
from game.dodos.data import DODINOS, TRACKS

from .. import theme
from ..assets import line_height, text, wrap
from .art_board import SPHERE
from .icons import INK, arrow, card_shape

# the legend: one colour per kind of sphere (art_board.SPHERE), with its words
LEGEND = (("advance", "advance"), ("draw", "draw cards"), ("back", "move back"), ("discard", "discard"))


def sphere_words(icon: dict) -> str:
    """A sphere's effect in a sentence."""
    k, n = icon["icon"], icon.get("n", 0)
    return {"draw": f"draw {plural(n, 'card')}", "advance": f"advance {plural(n, 'space')}",
            "back": f"move back {plural(n, 'space')}", "discard": f"discard {plural(n, 'card')}",
            "roll_advance": "roll the die and advance that many spaces",
            "roll_back": "roll the die and move back that many spaces"}.get(k, k)


def legend_glyph(surface, key: str, r: pygame.Rect) -> None:
    """A white sign on a legend dot, as the spheres on the track carry one: colour is never the only difference
    (green "advance" and red "move back" differ by the arrow's direction too)."""
    white = (255, 255, 255)
    if key in ("advance", "back"):
        arrow(surface, r.inflate(0, -r.h // 3), white, key == "advance")
    else:
        card = pygame.Rect(0, 0, max(3, r.w * 0.6), r.h)
        card.center = r.center
        card_shape(surface, card)
        if key == "discard":
            pygame.draw.line(surface, INK, card.topleft, card.bottomright, max(1, r.w // 6))
            pygame.draw.line(surface, INK, card.bottomleft, card.topright, max(1, r.w // 6))


class HoverNames:
    """Mixin for DodosBoard: what the pointer is over, drawn as a small tooltip beside it."""

    def hover_info(self) -> tuple[str, str] | None:
        """(title, words) for what is under the pointer now, or None."""
        lay = self.lay
        if lay is None or not lay.on_table(self.mouse):
            return None
        if self.view["phase"] == "pick":           # the Dodino cards cover the board: name the one pointed at
            return self._pick_words()
        x, y = lay.units(self.mouse)
        seat = self._figure_at(x, y)
        if seat is not None:
            return self._dodino_words(seat)
        track = TRACKS[self.track]
        for n, (sx, sy) in spots(self.track).items():
            if math.hypot(x - sx, y - sy) <= SPACE_R:
                return self._space_words(track, n)
        aim = getattr(self, "aim", None)
        if aim is not None and aim.gesture == "egg":
            for nx, ny in NESTS:
                if math.hypot(x - nx, y - ny) <= 60:
                    return "Nest", "press on it, pull back and let go to flick the Egg"
        return None

    def _pick_words(self) -> tuple[str, str] | None:
        for did, rect in getattr(self, "pick_rects", ()):
            if rect.collidepoint(self.mouse):
                d = DODINOS[did]
                owner = [self.host.names[s] for s, x in enumerate(self.view["dodinos"]) if x == did]
                words = d.ability_text if self.view["abilities"] else f"a dodo riding a {d.dino.lower()}"
                return d.name + (f" (taken by {owner[0]})" if owner else ""), words
        return None

    def _figure_at(self, x: float, y: float) -> int | None:
        # the front-most figure (drawn last: lowest on the board) wins
        for seat in sorted(range(self.players), key=lambda s: -self.points[s][1]):
            if self.view["dodinos"][seat] is None:      # no figure drawn yet (the Dodino pick)
                continue
            left, top, right, bottom = figure_box(*self.points[seat])
            if left <= x <= right and top <= y <= bottom:
                return seat
        return None

    def _dodino_words(self, seat: int) -> tuple[str, str]:
        name = self.host.names[seat]
        did = self.view["dodinos"][seat]
        rides = f"{DODINOS[did].name} ({DODINOS[did].dino.capitalize()})" if did is not None else "no Dodino yet"
        p = self.pos[seat]
        where = f"starting space {1 - p}" if p <= 0 else f"space {TRACKS[self.track].space_of(p)}"
        return f"{name}'s Dodino", f"{rides}, on {where}"

    def _space_words(self, track, n: int) -> tuple[str, str]:
        if n <= 0:
            return f"Starting space {1 - n}", "Dodinos start here, behind space 1"
        sphere = track.spheres.get(n)
        if sphere:
            return (f"Sphere space {n}",
                    "a Dodino ending its turn here must " + " then ".join(sphere_words(i) for i in sphere))
        if n == track.finish:
            return "The finish", (f"space {n}: the race ends in the round a Dodino reaches it" if not track.loop
                                  else f"space {n}: the race ends in the round a Dodino reaches it; "
                                       "the loop goes on past it")
        if not track.loop and n > track.finish:
            return f"Space {n}", "past the finish: the run-out"
        return f"Space {n}", ""

    def draw_hover(self, surface) -> None:
        """The tooltip beside the pointer (not while a gesture or a throw is under way)."""
        aim = getattr(self, "aim", None)
        if self.show is not None or (aim is not None and aim.state != "idle") or self.hand.dragging is not None:
            return
        info = self.hover_info()
        if info is None:
            return
        title, words = info
        u = self.u
        size, small = u * 1.8, u * 1.6
        width = max(int(u * 26), text(title, int(size), theme.INK, "bold").get_width())     # the title never spills
        lines = list(wrap(words, int(small), width)) if words else []
        th, lh = line_height(size, "bold"), line_height(small)
        box = pygame.Rect(0, 0, width + int(u * 2), th + lh * len(lines) + int(u * 1.4))
        box.topleft = (self.mouse[0] + int(u * 2), self.mouse[1] + int(u * 2))
        if box.right > self.lay.table.right:
            box.right = self.mouse[0] - int(u)
        if box.bottom > self.lay.table.bottom:
            box.bottom = self.mouse[1] - int(u)
        box.clamp_ip(self.lay.table)
        theme.panel(surface, box, theme.PAPER, radius=int(u * 0.8))
        x, y = box.x + int(u), box.y + int(u * 0.7)
        theme.blit_text(surface, title, size, theme.INK, (x, y), "bold")
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, small, theme.INK_SOFT, (x, y + th + i * lh))

    def draw_legend(self, surface, rect: pygame.Rect) -> None:
        """The sphere legend in the card pane when nothing is pointed at."""
        u = self.u
        size = u * 1.6
        lh = line_height(size)
        theme.blit_text(surface, "Sphere spaces", size, theme.INK, rect.topleft, "bold")
        col = rect.w // 2
        for i, (key, words) in enumerate(LEGEND):
            x = rect.x + (i % 2) * col
            y = rect.y + lh * (1.2 + i // 2)
            centre = (x + int(u * 0.8), y + lh // 2)
            pygame.draw.circle(surface, SPHERE[key], centre, int(u * 1.0))
            legend_glyph(surface, key, pygame.Rect(0, 0, int(u * 1.3), int(u * 1.3)).move(centre[0] - int(u * 0.65),
                                                                                       centre[1] - int(u * 0.65)))
            theme.blit_text(surface, words, size, theme.INK, (x + int(u * 2), y))
        if rect.y + lh * 4.5 <= rect.bottom + lh * 0.3:         # the hint only while it fits (a large text size)
            theme.blit_text(surface, "Point at a space or card to read it", size, theme.INK_SOFT,
                            (rect.x, rect.y + lh * 3.5), "italic")
