"""Drawing a throw: the nests, the thrower's arm, elbow and palm off the board's edge, the projectile
at rest, the gesture as it is made (slingshot band, lifted rock, flick, swipe), the aim line when
assisted throws are on, and the projectile flying and sliding while pymunk's frames play.
"""
from __future__ import annotations

import math

import pygame

from game.dodos.board import BOARD_H, BOARD_W, NESTS, edge_param, edge_point

from .. import access, theme
from ..assets import text
from ..widgets.tween import wave
from .art_pieces import nest
from .icons import projectile
from game.dodos.throwing import scatter_radius

from .throwing import ELBOW_OUT, PALM_OUT, PULL_MAX, ThrowAim

PALM_IN = 12.0          # table units: the palm drawn this far inward of the star it holds (kept on the table)

SKIN = (232, 186, 150)
SIZE = {"egg": 21.0, "meteorite": 23.0, "banana": 32.0, "star": 24.0}     # drawn a little larger than the body

HINTS = {
    "egg": "press on a nest in a corner, pull back and let go (a longer pull flicks harder)",
    "meteorite": "hold the button over the board: the longer you hold, the higher it rises; let go to drop it",
    "banana_edge": "click the tabletop beside the board to rest your elbow there",
    "banana": "grab the banana in your hand and flick it with a short wrist move (curve it to spin)",
    "star_edge": "click the tabletop beside the board to hold your palm there",
    "star": "swipe from the star on your palm towards the board (longer = harder)",
}
CLICK_HINTS = {      # click to move: the same throws by clicks (throwing.ThrowAim.click)
    "egg": "click a nest in a corner, then click to aim (pull back), then click to set the power",
    "meteorite": "click where it drops, then move away for height and click to drop it",
    "banana_edge": "click the tabletop beside the board to rest your elbow there",
    "banana": "click to aim the banana, then click to set its power (beside the line: spin)",
    "star_edge": "click the tabletop beside the board to hold your palm there",
    "star": "click to aim the star, then click to set its power",
}


class ThrowPainter:
    def throw_hint(self) -> str:
        aim: ThrowAim | None = self.aim
        if aim is None:
            return "throw the projectile"
        g = aim.gesture
        if aim.state == "token":
            return "nudge the Dodino inside its space, then throw"
        if access.click_to_move:
            return self._click_hint(aim)
        cur = aim.current()
        if aim.state == "pull" and cur is not None:
            return f"power {int(cur[2] * 100)}%: let go to flick the Egg"
        if aim.state in ("hold", "maybe"):
            odds = aim.odds()
            chance = f"about {round(odds * 100)}% of drops hit a Dodino, " if odds is not None else ""
            return (f"height {int(aim.lift() * 100)}%: {chance}19 in 20 land in the red ring; "
                    "let go to drop it")
        if aim.state in ("flick", "swipe") and cur is not None:
            return f"power {int(cur[2] * 100)}%: let go to throw"
        key = g if g in ("egg", "meteorite") or aim.edge is not None else f"{g}_edge"
        extra = " (you may first move Dodinos inside their spaces)" if not aim.placed else ""
        return f"the {g.title()}: {HINTS[key]}{extra}"

    def _click_hint(self, aim: ThrowAim) -> str:
        g, cur = aim.gesture, aim.current()
        back = " (right-click or Esc: back)"
        if aim.stage == "direction":
            return "click to fix the direction" + back
        if aim.stage == "power" and g == "meteorite":
            return f"height {int(aim.lift() * 100)}%: click to drop it" + back
        if aim.stage == "power":
            power = f"power {int(cur[2] * 100)}%: " if cur is not None else ""
            return power + "click to throw" + back
        if aim.moving:
            return "click a Dodino, then click where it stands in its space; press Done moving to aim"
        key = g if g in ("egg", "meteorite") or aim.edge is not None else f"{g}_edge"
        extra = " (you may first move Dodinos inside their spaces)" if not aim.placed else ""
        return f"the {g.title()}: {CLICK_HINTS[key]}{extra}"

    # ---- under the tokens: nests, arm, aim line -----------------------------------------------------
    def draw_throw_under(self, surface) -> None:
        aim = self.aim
        lay = self.lay
        if aim is None or self.show is not None:
            return
        s = lay.scale
        pulse = wave(self.clock, 0.6)
        g = aim.gesture
        if g == "egg":
            hover = aim.near_nest(lay.units(self.mouse))
            for i, (x, y) in enumerate(NESTS):
                lit = aim.state == "idle" and (hover == i or pulse > 0.5)
                nest(surface, lay.pxf(x, y), 46 * s, lit=lit or aim.nest == i)
        elif g in ("banana", "star"):
            self._draw_arm(surface, aim)
        self._draw_scatter(surface, aim)

    def _draw_arm(self, surface, aim: ThrowAim) -> None:
        lay = self.lay
        mouse = lay.units(self.mouse)
        if aim.edge is not None:
            self._arm(surface, aim, aim.edge, False)
        if aim.state == "idle" and lay.on_table(self.mouse) and aim.off_board(mouse):
            edge = edge_param(mouse)
            if aim.edge is None or abs(edge - aim.edge) > 0.02:
                self._arm(surface, aim, edge, True)

    def _arm(self, surface, aim: ThrowAim, edge: float, ghost: bool) -> None:
        """The thrower's forearm and hand, coming in square to the edge from off the table. Drawn
        clipped to the tabletop, so it never covers the prompt strip, the header or the standings."""
        lay = self.lay
        clip = surface.get_clip()
        surface.set_clip(lay.table.clip(clip))
        try:
            self._arm_in_table(surface, aim, edge, ghost)
        finally:
            surface.set_clip(clip)
        if ghost:
            box = self.ghost_label_rect(aim.gesture, edge)
            pygame.draw.rect(surface, theme.darken(theme.BG_BOTTOM, 0.1), box, border_radius=box.h // 2)
            label = text("click here", self.u * 1.6, theme.CREAM, "bold")
            surface.blit(label, label.get_rect(center=box.center))

    def hand_circle(self, gesture: str, edge: float) -> tuple[tuple[float, float], float]:
        """Where the resting hand (banana: the elbow; star: the palm) is drawn, and its radius, in pixels."""
        lay = self.lay
        width = max(4, int(40 * lay.scale))
        if gesture == "banana":
            return lay.pxf(*edge_point(edge, ELBOW_OUT)), width * 0.5
        # the star rests on the palm (PALM_OUT, where the physics starts it); the palm is drawn a little inward
        # of it so the whole hand stays on the tabletop's MARGIN
        return lay.pxf(*edge_point(edge, PALM_OUT - PALM_IN)), width * 0.8

    def ghost_label_rect(self, gesture: str, edge: float) -> pygame.Rect:
        """The "click here" label: beside the hand on the board's side, clear of it, inside the table."""
        lay, u = self.lay, self.u
        (hx, hy), r = self.hand_circle(gesture, edge)
        label = text("click here", u * 1.6, theme.CREAM, "bold")
        box = label.get_rect().inflate(int(u * 1.6), int(u * 0.6))
        nx, ny = ((0, -1), (1, 0), (0, 1), (-1, 0))[int(edge % 4.0)]      # outward from the board
        gap = r + u * 0.8
        box.center = (int(hx - nx * (gap + box.w / 2)), int(hy - ny * (gap + box.h / 2)))
        return box.clamp(lay.table)

    def _arm_in_table(self, surface, aim: ThrowAim, edge: float, ghost: bool) -> None:
        lay, s = self.lay, self.lay.scale
        out = ELBOW_OUT if aim.gesture == "banana" else PALM_OUT
        px, py = edge_point(edge, out)
        side = int(edge % 4.0)
        nx, ny = ((0, -1), (1, 0), (0, 1), (-1, 0))[side]
        far = (px + nx * 260, py + ny * 260)
        colour = SKIN if not ghost else theme.lighten(SKIN, 0.5)
        width = max(4, int(40 * s))
        _limb(surface, colour, lay.pxf(*far), lay.pxf(px, py), width)
        if aim.gesture == "banana":
            hand = aim.rest_point() if not ghost else None
            if hand is None:
                a = math.atan2(BOARD_H / 2 - py, BOARD_W / 2 - px)
                hand = (px + math.cos(a) * 60, py + math.sin(a) * 60)
            _limb(surface, colour, lay.pxf(px, py), lay.pxf(*hand), int(width * 0.85))
            toward = math.atan2(hand[1] - py, hand[0] - px)
            _hand(surface, colour, lay.pxf(*hand), width * 0.62, toward, open_palm=False)
            if not ghost and aim.state != "flick":
                projectile(surface, "banana", lay.pxf(*hand), SIZE["banana"] * s, -0.6)
        else:
            centre, r = self.hand_circle("star", edge)
            _hand(surface, colour, centre, r, math.atan2(-ny, -nx), open_palm=True)
            if not ghost and aim.state != "swipe":
                projectile(surface, "star", lay.pxf(px, py), SIZE["star"] * s,
                           0.0 if access.reduce_motion else self.clock * 0.4)

    def _draw_scatter(self, surface, aim: ThrowAim) -> None:
        """The Meteorite's scatter, from the physics' own numbers: 19 landings in 20 fall inside the
        filled ring (it grows with the height); the hint adds the hit chance counted in the physics."""
        cur = aim.current()
        if cur is None or aim.gesture != "meteorite":
            return
        lay = self.lay
        x, y, h, _seed = cur
        c = lay.pxf(x, y)
        land = scatter_radius(h) * lay.scale
        ring = pygame.Surface((int(land * 2) + 4, int(land * 2) + 4), pygame.SRCALPHA)
        mid = (ring.get_width() / 2, ring.get_height() / 2)
        pygame.draw.circle(ring, (*theme.CORAL[:3], 70), mid, land)
        pygame.draw.circle(ring, (*theme.lighten(theme.CORAL, 0.3)[:3], 230), mid, land, max(2, int(self.u * 0.3)))
        clip = surface.get_clip()
        surface.set_clip(lay.table.clip(clip))          # the rings stay on the tabletop
        surface.blit(ring, ring.get_rect(center=(int(c[0]), int(c[1]))))
        surface.set_clip(clip)

    def _draw_aim_line(self, surface, aim: ThrowAim) -> None:
        """The predicted throw: the flight, the slide the physics computes with the Dodinos where they
        stand, and a mark where it first meets one (the same simulation the release runs)."""
        lay = self.lay
        result = aim.predict()
        if result is None:
            return
        col = (255, 244, 200)
        width = max(2, int(self.u * 0.3))
        if result.launch != result.landing:
            _dashed(surface, theme.CREAM_SOFT, [lay.pxf(*result.launch), lay.pxf(*result.landing)],
                    max(1, int(self.u * 0.25)))
        upto = len(result.frames) if result.first_touch is None else result.first_step // 3
        pts = [lay.pxf(*result.landing)] + [lay.pxf(f[0][0], f[0][1]) for f in result.frames[:upto]]
        if result.first_touch is not None:
            pts.append(lay.pxf(*result.first_touch))
        if len(pts) > 1:
            pygame.draw.lines(surface, col, False, pts, width)
        if result.first_touch is None:
            pygame.draw.circle(surface, col, pts[-1], max(3, int(self.u * 0.6)), max(1, int(self.u * 0.25)))
            return
        _burst(surface, (255, 110, 70), lay.pxf(*result.first_touch), self.u * 1.3, width)
        fig = self.figure_px()
        for seat in result.hits:
            x, y = lay.pxf(*aim.tokens()[seat])
            _dashed_circle(surface, (255, 110, 70), (x, y - fig * 0.45), fig * 0.62, width)

    # ---- over the tokens: the projectile being thrown or flying -----------------------------------
    def projectile_boxes(self) -> list[tuple[float, float, float, float]]:
        """Where a projectile in flight and its shadow are, or the Meteorite held over the board (table units,
        (left, top, right, bottom)): the numbers under them are hidden (Painter.spaces_covered)."""
        def box(x, y, r):
            return x - r, y - r, x + r, y + r
        if self.show is not None:
            x, y, _a, h = self.show.projectile()
            r = SIZE[self.show.gesture]
            return [box(x, y, r), box(x, y - h * 120, r * (1 + 0.8 * h))]
        aim = self.aim
        if aim is None or aim.gesture != "meteorite" or aim.state == "token" or not self.lay.on_table(self.mouse):
            return []
        lift = aim.lift()
        x, y = aim.spot or self.lay.units(self.mouse)
        return [box(x, y, SIZE["meteorite"]), box(x, y - 60 - 200 * lift, SIZE["meteorite"] * (1.2 + lift))]

    def draw_throw_over(self, surface) -> None:
        lay = self.lay
        s = lay.scale
        if self.show is not None:
            show = self.show
            x, y, a, h = show.projectile()
            r = SIZE[show.gesture] * s
            if h > 0:
                pygame.draw.circle(surface, (20, 20, 20), lay.pxf(x, y), r * 0.9)
            cx, cy = lay.pxf(x, y - h * 120)
            projectile(surface, show.gesture, (cx, cy), r * (1 + 0.8 * h), a)
            return
        aim = self.aim
        if aim is None:
            return
        if self.assist:                  # over the figures, so the mark on a Dodino shows
            self._draw_aim_line(surface, aim)
        g = aim.gesture
        mouse = lay.units(self.mouse)
        hand = aim.shown_pointer()
        self._draw_locked_line(surface, aim)
        if g == "egg":
            if aim.state == "pull" and hand is not None:
                nx, ny = NESTS[aim.nest]
                dx, dy = hand[0] - nx, hand[1] - ny
                d = math.hypot(dx, dy)
                if d > PULL_MAX:
                    dx, dy = dx * PULL_MAX / d, dy * PULL_MAX / d
                egg = (nx + dx, ny + dy)
                for side in (-1, 1):
                    fork = (nx - dy / max(d, 1) * 40 * side, ny + dx / max(d, 1) * 40 * side)
                    pygame.draw.line(surface, (250, 236, 200), lay.pxf(*fork), lay.pxf(*egg), max(2, int(7 * s)))
                projectile(surface, "egg", lay.pxf(*egg), SIZE["egg"] * s, math.atan2(-dy, -dx))
            else:
                for i, (x, y) in enumerate(NESTS):
                    projectile(surface, "egg", lay.pxf(x, y), SIZE["egg"] * s * 0.9, 0.4)
        elif g == "meteorite":
            if not lay.on_table(self.mouse) or aim.state == "token":
                return
            lift = aim.lift()
            r = SIZE["meteorite"] * s
            at = aim.spot or mouse           # click to move: the spot the first click set
            pygame.draw.circle(surface, (24, 18, 18), lay.pxf(*at), r * (0.9 - 0.3 * lift))
            projectile(surface, "meteorite", lay.pxf(at[0], at[1] - 60 - 200 * lift), r * (1.2 + lift),
                       0.0 if access.reduce_motion else self.clock * 0.7)
        elif g in ("banana", "star") and aim.state in ("flick", "swipe") and hand is not None:
            sx, sy = aim.start
            px, py = hand
            if g == "banana":
                d = math.hypot(px - sx, py - sy)
                if d > 150:
                    px, py = sx + (px - sx) * 150 / d, sy + (py - sy) * 150 / d
                pts = [lay.pxf(*p) for p in aim.samples[-30:]]
                if len(pts) > 1:
                    pygame.draw.lines(surface, theme.lighten(theme.ACCENT, 0.4), False, pts, max(1, int(self.u * 0.2)))
            else:
                pygame.draw.line(surface, theme.lighten(theme.ACCENT, 0.4), lay.pxf(sx, sy), lay.pxf(px, py),
                                 max(2, int(self.u * 0.3)))
            projectile(surface, g, lay.pxf(px, py), SIZE[g] * s, 0.0 if access.reduce_motion else self.clock * 3.0)

    def _draw_locked_line(self, surface, aim: ThrowAim) -> None:
        """Click to move: the direction the first click fixed, drawn whether or not the aim line is on."""
        if aim.stage != "power" or aim.angle is None:
            return
        lay = self.lay
        far = (aim.start[0] + math.cos(aim.angle) * 400, aim.start[1] + math.sin(aim.angle) * 400)   # the flight's way
        _dashed(surface, theme.lighten(theme.ACCENT, 0.3), [lay.pxf(*aim.start), lay.pxf(*far)],
                max(2, int(self.u * 0.3)))


def _dashed(surface, colour, pts, width) -> None:
    for a, b in zip(pts, pts[1:]):
        d = math.dist(a, b)
        n = max(1, int(d / 10))
        for i in range(0, n, 2):
            p = (a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n)
            q = (a[0] + (b[0] - a[0]) * min(n, i + 1) / n, a[1] + (b[1] - a[1]) * min(n, i + 1) / n)
            pygame.draw.line(surface, colour, p, q, width)


def _dashed_circle(surface, colour, c, r, width) -> None:
    n = max(12, int(r / 6))
    for i in range(0, n, 2):
        a0, a1 = 2 * math.pi * i / n, 2 * math.pi * (i + 1) / n
        pygame.draw.line(surface, colour, (c[0] + math.cos(a0) * r, c[1] + math.sin(a0) * r),
                         (c[0] + math.cos(a1) * r, c[1] + math.sin(a1) * r), width)



def _burst(surface, colour, c, r, width) -> None:
    """A small star of strokes: where the throw first meets a Dodino."""
    for k in range(8):
        a = math.pi * k / 4
        inner = r * (0.35 if k % 2 else 0.2)
        pygame.draw.line(surface, colour, (c[0] + math.cos(a) * inner, c[1] + math.sin(a) * inner),
                         (c[0] + math.cos(a) * r, c[1] + math.sin(a) * r), width)


def _limb(surface, colour, a, b, width) -> None:
    """A forearm: a rounded band with a darker edge."""
    edge = theme.darken(colour, 0.3)
    pygame.draw.line(surface, edge, a, b, width + 2)
    pygame.draw.circle(surface, edge, b, (width + 2) / 2)
    pygame.draw.line(surface, theme.darken(colour, 0.08), a, b, width)
    pygame.draw.circle(surface, theme.darken(colour, 0.08), b, width / 2)


def _hand(surface, colour, c, r, toward: float, open_palm: bool) -> None:
    """A hand seen from above: a palm, four fingers pointing `toward` (spread when open, curled into a
    fist when not) and a thumb to one side."""
    edge = theme.darken(colour, 0.3)
    ux, uy = math.cos(toward), math.sin(toward)
    vx, vy = -uy, ux
    reach = 1.55 if open_palm else 0.9
    fingers = []
    for k, off in enumerate((-0.6, -0.2, 0.2, 0.6)):
        length = reach * (0.9 if k in (0, 3) else 1.0)
        base = (c[0] + ux * r * 0.6 + vx * r * off, c[1] + uy * r * 0.6 + vy * r * off)
        spread = off * (0.25 if open_palm else 0.0)
        tip = (base[0] + (ux + vx * spread) * r * length * 0.7, base[1] + (uy + vy * spread) * r * length * 0.7)
        fingers.append((base, tip))
    thumb_base = (c[0] + vx * r * 0.8, c[1] + vy * r * 0.8)
    thumb_tip = (thumb_base[0] + (ux * 0.6 + vx * 0.6) * r, thumb_base[1] + (uy * 0.6 + vy * 0.6) * r)
    w = max(2, int(r * 0.42))
    for base, tip in fingers + [(thumb_base, thumb_tip)]:
        pygame.draw.line(surface, edge, base, tip, w + 2)
        pygame.draw.circle(surface, edge, tip, (w + 2) / 2)
    pygame.draw.circle(surface, edge, c, r + 1)
    pygame.draw.circle(surface, colour, c, r)
    for base, tip in fingers + [(thumb_base, thumb_tip)]:
        pygame.draw.line(surface, colour, base, tip, w)
        pygame.draw.circle(surface, colour, tip, w / 2)
