"""Drawing the BFDI board (a mixin of BfdiBoard): the Grass or Space side with its four columns,
the figures in their owners' rings with Win Tokens and Developments, the draft, the Cake at Stake
stage, the die, a Scene card in flight. The side panels and the tray are in paint_side.py, the names beside
the figures in labels.py.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.bfdi.data import SPACES, character

from .. import access, symbols, theme
from ..assets import fits, line_height, shrink_to, wrap
from ..prepare import staged
from ..widgets.fade import draw_faded
from ..widgets.tween import FADE, MAX_FLASH_HZ, arrival, calm, travel, wave
from .art_cards import fit_cached as fit
from .art_cards import attr_icon, scene_face, token_icon
from .art_chars import figure
from .labels import HALO, LABEL_SLACK, NO_LABEL, haloed, name_box, name_label, name_lines
from .layout import COLUMN_NAMES
from .paint_side import SidePainter

HEAD_EDGES = {"grass": (180, 216, 167), "space": (20, 16, 40)}   # round the columns' names (_draw_heads)
LIT = (255, 222, 80)     # legal targets glow warm yellow on grass and on space
SIDES = {   # board side: (top, bottom, lane, lane edge, header ink)
    "grass": ((126, 196, 236), (84, 158, 74), (120, 184, 96), (70, 130, 58), (30, 60, 28)),
    "space": ((18, 16, 46), (48, 30, 84), (62, 48, 110), (110, 90, 170), (220, 210, 255)),
}


@lru_cache(maxsize=256)
def ringed(cid: int, size: int, colour: tuple, symbol: str = "", grey: bool = False) -> pygame.Surface:
    """A figure standing in its owner's colour ring (a disc under its feet) with the owner's symbol on the ring's
    front right (colour is never the only sign of whose figure it is), cached."""
    w = int(size * 1.3)
    surf = pygame.Surface((w, w), pygame.SRCALPHA)
    c = w // 2
    ring = pygame.Rect(0, 0, int(size * 1.05), int(size * 0.42))
    ring.center = (c, int(c + size * 0.4))
    pygame.draw.ellipse(surf, (*theme.darken(colour, 0.3), 255), ring)
    pygame.draw.ellipse(surf, (*theme.lighten(colour, 0.35), 255), ring.inflate(-max(4, size // 6), -max(3, size // 10)))
    pygame.draw.ellipse(surf, (*colour, 255), ring.inflate(-max(6, size // 4), -max(4, size // 7)))
    fig = figure(cid, size, grey)
    surf.blit(fig, fig.get_rect(center=(c, c)))
    if symbol:
        symbols.draw(surf, symbol, (c + size * 0.44, c + size * 0.44), max(9, size * 0.34), colour)
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


def badge(surface, value: str, size: float, ink: tuple, fill: tuple, centre, radius: float) -> float:
    """A number on a disc at least radius wide and wide enough that the disc is all there is around its
    digits (a corner of the number on the row behind read at 2:1). Returns the disc's radius."""
    from ..assets import text
    t = text(value, int(size), ink, "black")
    letters = t.get_bounding_rect(min_alpha=1)
    radius = badge_radius(value, size, radius)
    pygame.draw.circle(surface, fill, (int(centre[0]), int(centre[1])), int(radius))
    surface.blit(t, (int(centre[0]) - letters.centerx, int(centre[1]) - letters.centery))
    return radius


def badge_radius(value: str, size: float, radius: float) -> float:
    """The radius badge() gives a number's disc: at least radius, and round its digits with room to spare."""
    from ..assets import text
    letters = text(value, int(size), theme.INK, "black").get_bounding_rect(min_alpha=1)
    return max(radius, math.hypot(letters.w + 8, letters.h + 8) / 2)


@lru_cache(maxsize=8)
def lit_fill(size: tuple[int, int], hot: bool) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*LIT, 150 if hot else 80), (0, 0, *size), border_radius=max(2, size[1] // 5))
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf




@staged(maxsize=4)
def _field(size: tuple[int, int], side: str, u: float):
    """The playing field's picture, made once per size and side (the backdrop is painted again on every
    resize); staged: warm.py prepares it a stage per job (scenes/prepare.py)."""
    top, bottom, _lane, _edge, _ink = SIDES.get(side, SIDES["grass"])
    w, h = size
    field = pygame.Surface(size)
    for y in range(h):
        t = min(1.0, y / max(1, h * 0.45))
        field.fill([int(a + (c - a) * t) for a, c in zip(top, bottom)], (0, y, w, 1))
    if side == "space":
        rng = random.Random(4)
        for _ in range(160):
            r = rng.choice((1, 1, 1, 2))
            pygame.draw.circle(field, (230, 226, 255), (rng.randrange(w), rng.randrange(h)), r)
    else:
        rng = random.Random(5)
        for _ in range(90):
            x, y = rng.randrange(w), rng.randrange(int(h * 0.5), h)
            pygame.draw.line(field, theme.darken(bottom, 0.15), (x, y), (x + rng.randint(-3, 3), y - u * 0.9), 2)
    yield
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=int(u * 2))
    yield
    field = field.convert_alpha()
    yield
    field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return field


class Painter(SidePainter):
    # ---- static ------------------------------------------------------------------------------
    def paint_backdrop(self, surface: pygame.Surface) -> None:
        lay = self.lay
        if lay is None:
            return
        u = self.u
        side = self.view.get("board_side", "grass")
        top, bottom, lane, edge, ink = SIDES.get(side, SIDES["grass"])
        b = lay.board
        field = _field(b.size, side, u)
        theme.panel(surface, b, bottom, radius=int(u * 2))
        surface.blit(field, b)
        lane_surf = pygame.Surface(lay.columns[0].size, pygame.SRCALPHA)
        for i, col in enumerate(lay.columns):
            lane_surf.fill((0, 0, 0, 0))
            pygame.draw.rect(lane_surf, (*lane, 150), (0, 0, *col.size), border_radius=int(u * 1.2))
            surface.blit(lane_surf, col)
            pygame.draw.rect(surface, edge, col, max(1, int(u * 0.25)), border_radius=int(u * 1.2))
        self.paint_side_backdrop(surface)

    def _draw_heads(self, surface: pygame.Surface) -> None:
        """The columns' names, over whatever passes under them (a figure's head, a card in flight), in an
        edge of the lane's colour all round: they read at 4.5:1 whatever lies beside them."""
        lay, u = self.lay, self.u
        side = "space" if self.view.get("board_side") == "space" else "grass"
        ink = SIDES[side][4]
        for name, head in zip(COLUMN_NAMES, lay.heads):
            words = haloed(name, int(u * 2.1), ink, HEAD_EDGES[side], "black")
            surface.blit(words, words.get_rect(center=head.center))

    # ---- every frame -------------------------------------------------------------------------
    def still_parts(self) -> list:
        return [] if self.lay is None else self.side_parts()

    def draw(self, surface: pygame.Surface) -> None:
        if self.lay is None:
            return
        self.reset_hints()
        self.draw_side(surface)
        self._draw_row_lines(surface)
        self._draw_cake_badges(surface)
        self._draw_figures(surface)
        if any(c is not None for c in self.pool) or self.view["phase"] == "draft":
            self._draw_draft(surface)
        if self.cake is not None:
            self._draw_stage(surface)
        elif self.die_mode == "boost":
            self._draw_boost_die(surface)
        self._draw_card_flight(surface)
        self._draw_heads(surface)
        self._draw_flyers(surface)
        self.draw_banner(surface)
        self.draw_tray(surface)
        self.draw_coach(surface)
        if not self.draw_tooltip(surface):
            self.draw_hint(surface)

    def _draw_row_lines(self, surface: pygame.Surface) -> None:
        """The twelve spaces of each column (drawn every frame: the rows ease to the figures' depth)."""
        lay, u = self.lay, self.u
        side = self.view.get("board_side", "grass")
        ink = theme.darken(SIDES.get(side, SIDES["grass"])[2], 0.12)
        ys = [int(lay.row_y(r)) for r in range(1, SPACES)]
        for col in lay.columns:
            x0, x1 = int(col.x + u), int(col.right - u)
            for y in ys:
                pygame.draw.line(surface, ink, (x0, y), (x1, y), 1)

    def _label(self, surface, cid: int, x: float, y: float, size: float, level: int) -> None:
        """The name (and attributes, Developments) beside a figure on the board."""
        label, pos = self.label_at(cid, x, y, size, level)
        surface.blit(label, pos)

    def label_at(self, cid: int, x: float, y: float, size: float, level: int) -> tuple[pygame.Surface, tuple]:
        """A figure's name label (cached picture) and where it sits: right of the figure, centred on it;
        none for a figure whose name would cross the one above (unnamed())."""
        label, pos = self._label_place(cid, x, y, size, level)
        if cid in self.unnamed():
            return NO_LABEL, (pos[0], int(y - NO_LABEL.get_height() * 0.5))
        return label, pos

    def _label_place(self, cid: int, x: float, y: float, size: float, level: int) -> tuple[pygame.Surface, tuple]:
        """label_at's label and place, named or not."""
        t = max(11, int(min(self.u * 1.9, size * 0.36)))
        icon = max(10, int(min(self.u * 1.9, size * 0.32)))
        width = self.lay.label_width(level)
        where = self.loc.get(cid, ())
        named = True
        if self.cake is not None and level == 3 and len(where) > 2 and where[2] in self.cake["rows"].values():
            space = next(k for k, v in self.cake["rows"].items() if v == where[2])
            cx = self.cake_badge_at(space, where[2])[0]      # leave room for this figure's Cake at Stake badge
            disc = badge_radius(str(space), self.cake_badge_at(space, where[2])[2], self.u * 1.6)
            width = min(width, int(cx - disc - self.u * 0.3 - self.lay.label_left(level)))
            # a name that no longer fits is read in the Cake at Stake panel, which lists these three by name
            named = fits(character(cid)["name"], t, width - max(3, t // 4) * 1.5, "bold")
        dark = self.view.get("board_side", "grass") == "space"
        owner = self.owner.get(cid)
        colour = tuple(self.host.colour(owner)) if owner is not None else None
        devs = tuple(self.devs.get(cid, ()))
        label = name_label(cid, devs, t, icon, width, dark, colour, named)
        if label.get_height() > self.lay.row_h + 2 and cid not in self.flights:
            # a crowded column at a large text size: the name alone (the tooltip names its attributes)
            label = name_label(cid, devs, t, 0, width, dark, colour, named)
        left = x + size * 0.66 if cid in self.flights else self.lay.label_left(level)
        return label, (int(left), int(y - label.get_height() * 0.5))

    def unnamed(self) -> set:
        """The standing figures whose names would cross the name above them in their column (a crowded
        column at a large text size): those go unnamed, their tooltips name them (issue 23, overlaps).
        Worked out again when a figure moves or the rows ease. Kept only once worked out whole: a sliced
        drawing (scenes/prepare.py) may stop it at any label it makes, and a half-made memo named them all."""
        grid = tuple(sorted((int(w[1]), int(w[2]), cid) for cid, w in self.loc.items()
                            if w[0] == "grid" and cid not in self.flights))
        key = (grid, id(self.lay), self.lay.depth, self.cake is not None)
        memo = self.__dict__.get("_unnamed")
        if memo is not None and memo[0] == key:
            return memo[1]
        skip, last = set(), {}
        for level, row, cid in grid:
            x, y, size = self.fig_px(cid)
            label, pos = self._label_place(cid, x, y, size, level)
            if level in last and name_box(label, pos).colliderect(last[level]):
                skip.add(cid)
            else:                   # the next name clear of this one's name and icons alike
                last[level] = pygame.Rect(pos, label.get_size()).inflate(0, -2)
        self._unnamed = (key, skip)
        return skip

    def figure_boxes(self) -> dict[int, pygame.Rect]:
        """What each figure standing on the board covers now: its body and ring, and its name label."""
        out = {}
        for cid, label in self.label_boxes(True).items():
            x, y, size = self.fig_px(cid)
            body = pygame.Rect(0, 0, int(size * 1.1), int(size * 1.15))
            body.center = (int(x), int(y + size * 0.05))
            out[cid] = body.union(label)
        return out

    def label_boxes(self, by_figure: bool = False):
        """Where the name label of each figure standing on the board lies (a list, or by figure)."""
        out = {}
        for cid, where in self.loc.items():
            if where[0] == "grid" and cid not in self.flights:
                x, y, size = self.fig_px(cid)
                label, pos = self.label_at(cid, x, y, size, int(where[1]))
                out[cid] = pygame.Rect(pos, label.get_size())
        return out if by_figure else list(out.values())

    def ring_of(self, cid: int) -> tuple[tuple, str]:
        """The colour and symbol of the ring a figure stands in: its owner's, or grey without a symbol."""
        owner = self.owner.get(cid)
        return (tuple(self.host.colour(owner)), self.host.symbol(owner)) if owner is not None else ((200, 200, 200), "")

    def _figure_at(self, surface, cid: int, x: float, y: float, size: float, labels: bool = True) -> None:
        scale = 1.0
        tw = self.pulse.get(cid)
        if tw is not None and not calm():
            scale += 0.25 * math.sin(tw.progress * math.pi)
        if self.shake == cid and not calm():         # a sway no faster than 3 Hz; Reduce motion: the ring only
            x += (wave(self.clock, MAX_FLASH_HZ) - 0.5) * size * 0.16
        s = max(8, int(size * scale))
        if cid in self.lit() and labels:
            where = self.loc.get(cid)
            if where is not None and where[0] == "grid" and cid not in self.flights:
                r = self.lay.space_rect(where[1], where[2]).inflate(-int(self.u * 0.4), -2)
                hot = self.hover_char == cid or (self.hand_table.dragging is not None
                                                 and r.collidepoint(self.hand_table.dragging.rect.center))
                surface.blit(lit_fill(r.size, hot), r)
                pygame.draw.rect(surface, (255, 255, 255) if hot else LIT, r, max(2, int(self.u * 0.35)),
                                 border_radius=int(self.u * 0.8))
        if self.swap_first is not None and self.swap_first[1] == cid:
            pygame.draw.circle(surface, theme.ACCENT, (int(x), int(y)), int(size * 0.64), max(3, int(self.u * 0.55)))
        if tw is not None and calm():               # Reduce motion: a pulse is a ring that fades
            ring = theme.lighten(theme.ACCENT, 0.4 * tw.progress)
            pygame.draw.circle(surface, ring, (int(x), int(y)), int(size * 0.64), max(2, int(self.u * 0.4 * (1 - tw.progress)) + 1))
        if self.shake == cid:
            pygame.draw.circle(surface, theme.CORAL, (int(x), int(y)), int(size * 0.66), max(3, int(self.u * 0.55)))
        base = int(size) if labels else max(8, int(round(size / 12.0)) * 12)   # in flight: a few cached sizes
        img = ringed(cid, base, *self.ring_of(cid))
        if s != base:
            scale = s / base
            img = pygame.transform.scale(img, (int(img.get_width() * scale), int(img.get_height() * scale)))
        f = self.flights.get(cid)
        if f is not None and (calm() or f.into_chamber):        # Reduce motion: it fades in where it lands
            img = img.copy()
            img.set_alpha(int(255 * (f.k if f.into_chamber else arrival(f.t))))
        surface.blit(img, img.get_rect(center=(int(x), int(y))))
        if cid in self.tokens:
            t = token_icon(int(size * 0.42))
            surface.blit(t, (int(x - size * 0.62), int(y + size * 0.05)))
        if not labels:
            f = self.flights.get(cid)     # flying along the board: keep the name on where it crosses none
            if f is not None and f.src[0] == "grid" and f.dst[0] == "grid" and int(size) == self.lay.fig:
                label, pos = self.label_at(cid, x, y, size, int(f.dst[1]))
                box = pygame.Rect(pos, label.get_size()).inflate(0, -2)
                if box.collidelist(self.taken) < 0:
                    self.taken.append(box)
                    surface.blit(label, pos)
            return
        where = self.loc.get(cid)
        self._label(surface, cid, x, y, size, int(where[1]) if where and where[0] == "grid" else 0)

    def _draw_figures(self, surface: pygame.Surface) -> None:
        items = []
        for cid, where in self.loc.items():
            if where[0] == "pool" and cid not in self.flights:
                continue
            if where[0] == "chamber" and cid not in self.flights:
                continue
            px = self.fig_px(cid)
            if px is not None:
                items.append((px[1], cid, px))
        # the standing figures' names, which a name flying past gives way to (a Swap, a Challenge's moves)
        self.taken = [b.inflate(0, -2) for b in self.label_boxes()] if self.flights else []
        for _, cid, (x, y, size) in sorted(items):
            flying = cid in self.flights
            self._figure_at(surface, cid, x, y, size, labels=not flying)
        for _, cid, (x, y, size) in items:        # the names a figure passes over stay on top of it
            if cid in self.flights and not self.flights[cid].into_chamber:
                body = pygame.Rect(0, 0, int(size * 1.3), int(size * 1.3))
                body.center = (int(x), int(y))
                self._names_over(surface, body)

    def _draw_flyers(self, surface: pygame.Surface) -> None:
        """Figures arriving in the Chamber are drawn over the side panels."""
        for cid, f in self.flights.items():
            if f.dst[0] == "chamber":
                x, y, size = self.fig_px(cid)
                self._figure_at(surface, cid, x, y, size, labels=False)

    def _draw_cake_badges(self, surface: pygame.Surface) -> None:
        if self.cake is None:
            return
        lay, u = self.lay, self.u
        col = lay.columns[3]
        rolled = self.cake.get("rolled")
        for space, row in self.cake["rows"].items():
            if not 0 <= row < SPACES:
                continue
            r = lay.space_rect(3, row).inflate(-int(u * 0.4), -2)
            hot = rolled == space and not self.die.busy
            pygame.draw.rect(surface, theme.CORAL if hot else theme.lighten(theme.CORAL, 0.55), r,
                             max(2, int(u * 0.35)), border_radius=int(u * 0.8))
            cx, cy, size = self.cake_badge_at(space, row)
            radius = badge(surface, str(space), size, theme.CREAM if hot else theme.CORAL_DEEP,
                           theme.CORAL_DEEP if hot else theme.PAPER, (cx, cy), u * 1.6)
            self.hint(pygame.Rect(int(cx - radius), int(cy - radius), int(radius * 2), int(radius * 2)),
                      f"Cake at Stake space {space}: a roll of {space} eliminates the character here "
                      "(1 is the lowest space with a character)")

    def cake_badge_at(self, space: int, row: int) -> tuple[float, float, float]:
        """Centre and text size of a Cake at Stake space's number at the right of its row in column 3. Rows
        too short for the numbers one above another: the middle one steps aside (issue 23, overlaps at 200%)."""
        lay, u = self.lay, self.u
        r = lay.space_rect(3, row).inflate(-int(u * 0.4), -2)
        size = access.capped(u * 2.2, lay.row_h * 0.8)
        cx = lay.columns[3].right - u * 2.2
        if space == 2:
            from ..assets import text
            digits = text("2", int(size), theme.INK, "black").get_bounding_rect(min_alpha=1)
            near = [lay.space_rect(3, v).centery for k, v in self.cake["rows"].items() if k != 2 and cid_ok(v)]
            if any(abs(y - r.centery) < digits.h + LABEL_SLACK + 1 for y in near):
                cx -= badge_radius("2", size, u * 1.6) * 2 + 2
        return cx, r.centery, size

    # ---- the draft -----------------------------------------------------------------------------
    def _draw_draft(self, surface: pygame.Surface) -> None:
        lay, u = self.lay, self.u
        area = lay.draft
        theme.panel(surface, area, (252, 246, 230), radius=int(u * 1.6))
        names = self.host.names
        picker = self.view.get("active")
        title = "The Draft"
        sub = ("Click a character to pick it" if self.picks else
               (f"{names[picker]} is picking" if picker is not None else ""))
        head = theme.blit_text(surface, title, u * 3.2, theme.INK, (area.x + u * 2, area.y + u * 1.2), "serif_bold")
        ink = theme.ACCENT_INK if self.picks else theme.INK_SOFT
        if fits(sub, u * 2.0, area.right - u * 3 - head.right, "bold"):
            theme.blit_text(surface, sub, u * 2.0, ink, (area.right - u * 2, area.y + u * 2.4), "bold", "topright")
        else:                   # a large text size: under the title (the layout keeps the grid below both)
            theme.blit_text(surface, fit(sub, int(u * 2.0), int(area.w - u * 4), "bold"), u * 2.0, ink,
                            (area.x + u * 2, head.bottom), "bold")
        lit = self.lit()
        n = len(self.pool)
        for i, cid in enumerate(self.pool):
            r = lay.draft_slot(i, n)
            if cid is None:
                pygame.draw.rect(surface, theme.PAPER_DIM, r, max(1, int(u * 0.2)), border_radius=int(u))
                continue
            hover = self.hover_char == cid and cid in lit
            fill = theme.lighten(theme.TEAL, 0.75) if hover else theme.PAPER
            pygame.draw.rect(surface, fill, r, border_radius=int(u))
            pygame.draw.rect(surface, theme.TEAL if cid in lit else theme.PAPER_DIM, r,
                             max(2, int(u * (0.45 if cid in lit else 0.2))), border_radius=int(u))
            if cid in self.flights:
                continue
            x, y, size = self.where_px(("pool", i))
            fig = figure(cid, int(size))
            surface.blit(fig, fig.get_rect(center=(int(x), int(y))))
            icon, name = self.draft_name(cid, r)
            for words, pos in name:
                surface.blit(words, pos)
            for k, a in enumerate(character(cid)["attributes"] if icon else ()):
                surface.blit(attr_icon(a, icon), (int(r.right - u * 0.6 - (2 - k) * (icon + 2)),
                                                  int(r.bottom - u * 0.6 - icon)))

    def draft_name(self, cid: int, r: pygame.Rect) -> tuple[int, list[tuple[pygame.Surface, tuple]]]:
        """A draft cell's attribute icon size (0: none) and its name's lines (pictures and places), upwards
        from the cell's foot in a paper halo (the figure may stand behind it), each over the ink of the one
        below: at 200% "Tennis / Ball" a line apart reached into the cell above, over its name. A name still
        taller than the cell is left to the tooltip."""
        u, out = self.u, []
        size = max(9, int(min(u * 1.9, r.h * 0.12)))
        icon = int(min(u * 2.2, r.h * 0.16))
        names = name_lines(character(cid)["name"], size, int(r.w - u * 0.8))   # inside the lit edge
        if len(names) > 1 or not fits(names[0], size, r.w - u * 2 - 2 * (icon + 2), "bold"):
            icon = 0              # a large text size: the name has the cell's width (the tooltip names the attributes)
        for line in reversed(names):
            words = haloed(line, size, theme.INK, theme.PAPER)
            ink = words.get_bounding_rect(min_alpha=1)
            if len(names) == 1:
                y = r.bottom - u * 0.6 + HALO - words.get_height()
            else:               # two lines: set by their ink, the lower one's just inside the cell's foot
                y = (r.bottom - max(2, int(u * 0.2)) - 1 if not out else top - 1) - ink.bottom
            left = min(u * 0.8, (r.w - words.get_width()) / 2 + HALO)     # a wide name: centred in the cell
            out.append((words, (int(r.x + left - HALO), int(y))))
            top = int(y) + ink.top                   # the next line's ink (and halo) ends over this one's
        return icon, out if len(out) == 1 or top >= r.top else []   # its halo at most on the cell's edge

    # ---- Cake at Stake -------------------------------------------------------------------------
    def stage_area(self) -> pygame.Rect:
        area = self.lay.stage.inflate(-int(self.u * 2), -int(self.u * 6))
        area.h = min(area.h, int(self.u * 44))
        return area

    def stage_heading(self, roller: str, final: bool) -> tuple[list[str], float, list[str], float]:
        """The Cake at Stake panel's title lines and size, and its "who rolls" lines and size: the title
        grows with the text size only a little (it is large already), each wraps rather than crowding the
        rows below (issue 23, overlaps at 200%)."""
        u = self.u
        width = self.stage_area().w - int(u * 4)
        title = "Cake at Stake!" + ("  Final Challenge" if final else "")
        size = access.capped(u * 3.6, u * 4.4)
        lines = [title] if fits(title, size, width, "serif_bold") else ["Cake at Stake!", "Final Challenge"][:1 + final]
        small = u * 1.9
        rolls = wrap(f"{roller} rolls · faces 1 1 2 2 3 3", int(small), int(width - u * 2), "italic", limit=2)
        return lines, size, list(rolls), small

    def stage_rows_top(self, roller: str, final: bool) -> float:
        """Where the three rows start: under the heading (stage_heading), never higher than at 100%."""
        u = self.u
        lines, size, rolls, small = self.stage_heading(roller, final)
        bottom = (u * 1.2 + len(lines) * line_height(size, "serif_bold") + u * 0.6
                  + len(rolls) * line_height(small, "italic"))
        return self.stage_area().y + max(u * 10, bottom + u * 0.6)

    def paint_stage_panel(self, surf: pygame.Surface, r: pygame.Rect, roller: str, final: bool) -> None:
        """The Cake at Stake panel's picture: its title and who rolls."""
        u = self.u
        spread = int(u * 1.5)
        theme.panel(surf, r.inflate(-2 * spread, -2 * spread), (60, 26, 40), radius=int(u * 2), border=theme.CORAL)
        lines, size, rolls, small = self.stage_heading(roller, final)
        width = r.w - int(u * 7)
        y = spread + u * 1.2
        for line in lines:
            y = theme.blit_text(surf, fit(line, int(size), width, "serif_bold"), size, theme.CREAM,
                                (r.centerx, y), "serif_bold", "midtop").bottom
        y += u * 0.6
        for line in rolls:
            y = theme.blit_text(surf, line, small, theme.CREAM_SOFT, (r.centerx, y), "italic", "midtop").bottom

    def _draw_stage(self, surface: pygame.Surface) -> None:
        u = self.u
        cake = self.cake
        area = self.stage_area()
        roller, final = self.host.names[cake["roller"]], cake["final"]
        self.cached(surface, "stage", (roller, final), area.inflate(int(u * 3), int(u * 3)),
                    lambda surf, r: self.paint_stage_panel(surf, r, roller, final))
        rows_top = self.stage_rows_top(roller, final)
        row_h = (area.bottom - rows_top - u * 2) / 3
        left_w = area.w * 0.6
        rolled = cake.get("rolled") if not self.die.busy else None
        grid = {}
        for cid, where in self.loc.items():
            if where[0] == "grid" and where[1] == 3:
                grid[where[2]] = cid
        for k, space in enumerate((3, 2, 1)):
            row = cake["rows"][space]
            cid = grid.get(row) if cid_ok(row) else None
            r = pygame.Rect(int(area.x + u * 2), int(rows_top + k * row_h), int(left_w - u * 2), int(row_h - u))
            hot = rolled == space
            pygame.draw.rect(surface, theme.CORAL_DEEP if hot else (88, 42, 58), r, border_radius=int(u))
            # a number already large, drawn in proportion to its badge at every text size
            badge(surface, str(space), access.unscaled(r.h * 0.45), theme.CORAL_DEEP, theme.PAPER,
                  (int(r.x + r.h * 0.5), r.centery), r.h * 0.36)
            if cid is None or (cake.get("doomed") == cid and cid in self.flights):
                theme.blit_text(surface, "empty", u * 2, theme.CREAM if hot else theme.CREAM_SOFT,
                                (r.x + r.h * 1.1, r.centery), "italic",
                                "midleft")
                continue
            size = int(r.h * 0.9)
            fx = r.x + r.h * 1.0 + size * 0.6
            if cid not in self.flights:
                self._figure_at(surface, cid, fx, r.centery, size, labels=False)
            name = character(cid)["name"]
            owner = self.owner.get(cid)
            nx = fx + size * 0.75
            ns = shrink_to(name, u * 2.3, r.right - nx - u, "bold")        # smaller before it is cut
            # the owner's name under it where the row holds both, else the ring's colour and symbol say whose
            tall, low = line_height(ns, "bold"), line_height(u * 1.7)
            both = owner is not None and tall + low <= r.h
            top = r.centery - (tall + low) / 2 if both else r.centery - tall / 2
            theme.blit_text(surface, fit(name, ns, int(r.right - nx - u), "bold"), ns, theme.CREAM,
                            (nx, top + tall / 2), "bold", "midleft")
            if both:
                theme.blit_text(surface, fit(self.host.names[owner], int(u * 1.7), int(r.right - nx - u)), u * 1.7,
                                theme.CREAM if hot else theme.lighten(self.host.colour(owner), 0.45),   # 4.5:1 on the row
                                (nx, top + tall + low / 2),
                                "ui", "midleft")
        die_size = int(min(area.w * 0.26, u * 14))
        self.die.rect = pygame.Rect(0, 0, die_size, die_size)
        self.die.rect.center = (int(area.x + left_w + (area.w - left_w) / 2), int(rows_top + row_h * 1.4))
        if self.die_mode == "cake" or rolled is not None:
            self.die.draw(surface)
        else:
            pygame.draw.rect(surface, (88, 42, 58), self.die.rect, max(2, int(u * 0.3)), border_radius=die_size // 5)
            theme.blit_text(surface, "?", access.unscaled(die_size * 0.5), theme.CREAM_SOFT, self.die.rect.center,
                            "black", "center")          # in proportion to its die at every text size

    def place_boost_die(self) -> None:
        """Put the Boost die beside its target where it covers no figure and no name: the target's row
        in its own column or a column to its right, then the rows around it, else the banner strip."""
        lay, u = self.lay, self.u
        if lay is None:
            return
        size = int(u * 6)
        boxes = [b.inflate(int(u * 0.4), int(u * 0.4)) for b in self.figure_boxes().values()]
        where = self.loc.get(self.boost_target) if self.boost_target is not None else None
        spots = []
        if where is not None and where[0] == "grid":
            level, row = int(where[1]), int(where[2])
            for dr in (0, -1, 1, -2, 2, -3, 3):
                y = lay.row_y(row + 0.5 + dr)
                for c in [level] + [k for k in range(4) if k != level]:
                    col = lay.columns[c]
                    spots.append(pygame.Rect(int(col.right - size - u * 0.6), int(y - size / 2), size, size))
        strip = lay.banner
        side = min(size, strip.h)
        spots.append(pygame.Rect(strip.x + int(u), strip.centery - side // 2, side, side))
        inside = lay.board.inflate(-int(u), -int(u))
        for r in spots:
            if inside.contains(r) and r.collidelist(boxes) < 0:
                self.die.rect = r
                return
        self.die.rect = spots[-1]

    def _draw_boost_die(self, surface: pygame.Surface) -> None:
        """The Boost die where place_boost_die() put it; it fades once its number has been shown."""
        self.hint(self.die.rect, "The Boost die (faces 1 1 2 2 3 3): the Boosted character and its allies "
                                 "move right that many levels")
        fade = self.die_fade.value if self.die_fade is not None else 1.0
        if fade >= 0.999:
            self.die.draw(surface)
            return
        r = self.die.rect
        pad = r.w // 2
        layer = pygame.Surface((r.w + 2 * pad, r.h + 2 * pad), pygame.SRCALPHA)
        self.die.rect = r.move(-r.x + pad, -r.y + pad)
        self.die.draw(layer)
        self.die.rect = r
        layer.set_alpha(int(255 * max(0.0, fade)))
        surface.blit(layer, (r.x - pad, r.y - pad))

    def _draw_card_flight(self, surface: pygame.Surface) -> None:
        if self.card_flight is None:
            return
        sid, origin, target, tw = self.card_flight
        px = self.fig_px(target)
        if px is None:
            return
        k = travel(tw.value)
        if calm() and tw.elapsed < FADE:           # Reduce motion: the card shows on its target, fading in
            r = pygame.Rect(0, 0, int(self.lay.card_w * 0.55), int(self.lay.card_w * 0.55 / 0.72))
            r.center = (int(px[0]), int(px[1]))
            draw_faded(surface, r, lambda s, rr: s.blit(scene_face(sid, rr.w, rr.h, words=False), rr), arrival(tw.elapsed))
            self._names_over(surface, r)
            return
        w = int(self.lay.card_w * (1.0 - 0.45 * k))
        h = int(w / 0.72)
        x = origin[0] + (px[0] - origin[0]) * k
        y = origin[1] + (px[1] - origin[1]) * k - math.sin(k * math.pi) * self.u * 6
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(x), int(y))
        theme.panel(surface, r, theme.PAPER, radius=max(4, w // 10), lift=4)
        surface.blit(scene_face(sid, w, h, words=False), r)        # its words were read in the hand
        self._names_over(surface, r)

    def _names_over(self, surface: pygame.Surface, over: pygame.Rect) -> None:
        """The standing figures' names a flying card or figure (over) passes over, drawn again on top of it:
        it passes under them (issue 23, Contrast: its rim cutting a name left it unreadable). Not over the
        draft or the stage, which cover their columns' names."""
        shut = []
        if self.cake is not None:
            shut.append(self.stage_area().inflate(int(self.u * 3), int(self.u * 3)))
        if any(c is not None for c in self.pool) or self.view["phase"] == "draft":
            shut.append(self.lay.draft)
        reach = over.inflate(int(self.u * 2), int(self.u * 2))      # and its shadow
        for cid, where in self.loc.items():
            if where[0] == "grid" and cid not in self.flights:
                x, y, size = self.fig_px(cid)
                label, pos = self.label_at(cid, x, y, size, int(where[1]))
                box = pygame.Rect(pos, label.get_size())
                if reach.colliderect(box) and box.collidelist(shut) < 0:
                    surface.blit(label, pos)

    def card_origin(self, seat: int, card: int) -> tuple[float, float]:
        """Where a played Scene starts its flight: the card in the tray, or beside the player's row at the
        board's edge (flying from the row itself it crossed the side panels' words: issue 23, Contrast)."""
        for c in self.hand_table.cards:
            if c.payload == card:
                return c.rect.center
        y = self.player_anchor(seat)[1]
        return self.lay.board.right - self.lay.card_w * 0.6, min(y, self.lay.board.bottom - self.lay.card_w * 0.7)


def cid_ok(row: int) -> bool:
    return 0 <= row < SPACES
