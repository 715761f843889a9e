"""Drawing around the board (a mixin): the Challenge card, the Helpful Reminder, each player's
Stars and hand size, the Tiny Loser Chamber, the banner, the tray with the prompt and the hand,
and the tooltip of the character under the mouse.
"""
from __future__ import annotations

import pygame

from game.bfdi.data import challenge as challenge_data
from game.bfdi.data import character, scene_attribute

from .. import access, theme
from game.core.words import join, plural

from ..widgets.tween import travel
from ..assets import first_fitting, fits, least, line_height, text, wrap
from ..prepare import kept
from .art_cards import stars, fit_cached as fit
from .art_cards import attr_icon, card_back, challenge_face, challenge_icons, hand_icon, star_icon
from .art_chars import figure
from .hints import Hints


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"

STEP_TEXT = {"A": ("New Challenge", "Flip it; matching attributes move right"),
             "B": ("Take Turns", "Play one Scene or pass, until all pass"),
             "C": ("Challenge Results", "Everyone lines up on level 3"),
             "D": ("Cake at Stake!", "Roll: space 1-3 from the bottom is out"),
             "E": ("Return to Start", "Stars: everyone 1, first three 2-1-1")}
CHAMBER = (54, 40, 62)
QUIET_GRASS, QUIET_SPACE = (206, 230, 190), (34, 26, 64)     # the plate under the last event's words
# the words of a float on its paper chip, by the chip's rim colour: 5:1 or more on paper (a seat's colour
# takes theme.on_paper); tests/scenes_bfdi/test_bfdi_contrast.py measures them
FLOAT_INKS = {theme.ACCENT: theme.ACCENT_INK, theme.CORAL: (150, 52, 36), theme.CREAM_SOFT: theme.INK_SOFT,
              theme.lighten(theme.TEAL, 0.3): (20, 96, 86)}


def float_ink(colour) -> tuple:
    return FLOAT_INKS.get(tuple(colour[:3])) or theme.on_paper(colour)


def on_chamber(colour) -> tuple:
    """A seat's colour as text in a Chamber cell: light enough for 4.5:1 there in both palettes (issue 23,
    Contrast; tests/scenes/test_bfdi_contrast.py measures it)."""
    return theme.lighten(colour, 0.6)


class SidePainter(Hints):
    def paint_side_backdrop(self, surface: pygame.Surface) -> None:
        lay, u = self.lay, self.u
        pygame.draw.rect(surface, theme.darken(theme.FELT_EDGE, 0.2), lay.challenge, max(2, int(u * 0.3)),
                         border_radius=int(u * 1.2))
        theme.panel(surface, lay.reminder, theme.PAPER, radius=int(u * 1.2))
        title = first_fitting(("Helpful Reminder", "Reminder", "Steps"), u * 1.8, lay.reminder.w - u * 2, "bold")
        theme.blit_text(surface, title or "", u * 1.8, theme.INK, (lay.reminder.x + u, lay.reminder.y + u * 0.7), "bold")
        theme.panel(surface, lay.players, theme.PAPER, radius=int(u * 1.2))
        theme.blit_text(surface, "Stars and Scenes", u * 1.8, theme.INK, (lay.players.x + u, lay.players.y + u * 0.7),
                        "bold")
        theme.panel(surface, lay.chamber, CHAMBER, radius=int(u * 1.2))
        theme.blit_text(surface, "Tiny Loser Chamber", u * 2.0, theme.CREAM_SOFT,
                        (lay.chamber.x + u, lay.chamber.y + u * 0.8), "serif_bold")
        theme.panel(surface, lay.tray, theme.darken(theme.FELT_EDGE, 0.25), radius=int(u * 1.5))

    # ---- side panels -------------------------------------------------------------------------
    def side_parts(self) -> list:
        """The side panels as they lie (Board.still_parts): the Challenge card (not while it swings in), the
        Helpful Reminder, the players' rows and the Tiny Loser Chamber, kept in the host's picture and painted
        again when what they show changes; their hints, the floats over the rows and a swinging card are
        drawn each frame (draw_side)."""
        lay = self.lay
        players, counts = self._players_area()
        chamber = self._chamber_look()
        return [("challenge", lay.challenge, (self._challenge_look(), self.u, theme.colour_blind, access.text_scale),
                 self._draw_challenge),
                ("reminder", lay.reminder, (self.step, self.u, theme.colour_blind, access.text_scale),
                 lambda surface: self.cached(surface, "reminder", self.step, lay.reminder,
                                             lambda surf, r: self._paint_reminder(surf, r, self.step))),
                ("players", players, (self._players_key(counts), self.u, theme.colour_blind, access.text_scale),
                 lambda surface: self.cached(surface, "players", self._players_key(counts), players,
                                             lambda surf, r: self._paint_players(surf, players, counts))),
                ("chamber", lay.chamber, (chamber, self.u, theme.colour_blind, access.text_scale),
                 lambda surface: self.cached(surface, "chamber", chamber, lay.chamber, self._paint_chamber))]

    def _challenge_look(self):
        """The Challenge card as it lies: None (its place's word), the card and its number, or "swing" while it
        swings in (drawn each frame, over its empty place)."""
        if self.challenge is None:
            return None
        return "swing" if self._challenge_swing() < 0.999 else self.challenge

    def _challenge_swing(self) -> float:
        return max(0.05, travel(self.challenge_in.value))      # Reduce motion: no swing in

    def _draw_challenge(self, surface: pygame.Surface) -> None:
        look, r = self._challenge_look(), self.lay.challenge
        if look is None:
            theme.blit_text(surface, "Challenge", self.u * 2, theme.CREAM_SOFT, r.center, "italic", "center")
        elif look != "swing":
            face = challenge_face(*look, r.w, r.h)
            surface.blit(face, face.get_rect(center=r.center))

    def draw_side(self, surface: pygame.Surface) -> None:
        """What the side panels show each frame over the parts as they lie: a Challenge card swinging in, the
        floats over the players' rows; and every hint."""
        lay = self.lay
        if self.challenge is not None:
            card, number = self.challenge
            r = lay.challenge
            k = self._challenge_swing()
            if k < 0.999:
                face = challenge_face(card, number, r.w, r.h)
                face = pygame.transform.smoothscale(face, (max(2, int(r.w * min(1.2, k))), r.h))
                surface.blit(face, face.get_rect(center=r.center))
            attrs = challenge_data(card)["attributes"]
            self.hint(r, f"Challenge {number}: {challenge_data(card)['name']}. Characters move right one level "
                         f"for each of their attributes on it: {join(attrs, 'or')}")
            for a, icon in zip(attrs, challenge_icons(card, r.w, r.h)):
                self.hint(icon.move(r.x, r.y), f"{a}: each {a} character moved right one level when this "
                                               "Challenge was flipped")
        self.hint(lay.reminder, "Helpful Reminder: the five steps of every Challenge; the lit one is being played "
                                "now. " + " ".join(f"{k}. {STEP_TEXT[k][0]}: {STEP_TEXT[k][1]}." for k in "ABCDE"))
        self._draw_players(surface)
        self._hint_chamber()

    def cached(self, surface: pygame.Surface, name: str, key, rect: pygame.Rect, paint) -> bool:
        """Blit a panel's picture, painting it again only when its key changes (prepare.Kept); False while the
        picture shown is the one before (a repaint cut short by a window frame's fill time: the host's picture
        paints the part again next frame)."""
        full = (key, self.u, theme.colour_blind)
        picture = kept(self, name)
        surface.blit(picture.get(full, rect.size, lambda surf: paint(surf, surf.get_rect())), rect)
        return picture.key == full

    def _paint_reminder(self, surface: pygame.Surface, r: pygame.Rect, now_step: str) -> None:
        """Every step's name; the step being played (now_step) also says what happens in it (wrapped)."""
        u = self.u
        t = u * access.text_scale       # places beside and under words: they grow with the text size
        top = r.y + t * 3.4
        big = int(u * 1.8)
        small = int(u * 1.7)
        hint_w = int(r.w - t * 4.4)
        if not all(fits(STEP_TEXT[step][0], big, r.w - t * 4.8, "bold") for step in "ABCDE"):
            self._paint_reminder_compact(surface, r, now_step, top)
            return
        full = wrap(STEP_TEXT[now_step][1], small, hint_w) if now_step in STEP_TEXT else ()
        # the five step names a line each (closer, their letters would touch: issue 23, overlaps)
        avail = r.bottom - top - u * 0.4 - 5          # (a pixel between rows)
        title_h = line_height(big, "bold")
        room = int((avail - 5 * title_h) // line_height(small))
        if len(full) > room:            # the hint would be cut: the compact reminder gives it the room
            self._paint_reminder_compact(surface, r, now_step, top)
            return
        hint = wrap(STEP_TEXT[now_step][1], small, hint_w, limit=max(1, room)) if full else ()
        y = top
        for step in "ABCDE":
            now = step == now_step
            lines = hint if now else ()
            row = pygame.Rect(r.x + int(u * 0.6), int(y), r.w - int(u * 1.2), title_h + len(lines) * line_height(small))
            if now:
                pygame.draw.rect(surface, theme.CORAL_DEEP if step == "D" else theme.ACCENT, row, border_radius=int(u * 0.8))
            ink = theme.CREAM if now and step == "D" else theme.INK
            name = STEP_TEXT[step][0]
            theme.blit_text(surface, step, big, ink, (row.x + t * 1.6, row.y), "black", "midtop")
            theme.blit_text(surface, fit(name, big, int(row.w - t * 3.6), "bold"), big, ink, (row.x + t * 3.2, row.y),
                            "bold")
            for i, line in enumerate(lines):
                theme.blit_text(surface, line, small, ink, (row.x + t * 3.2, row.y + title_h + i * line_height(small)))
            y = row.bottom + 1

    def _paint_reminder_compact(self, surface: pygame.Surface, r: pygame.Rect, now_step: str, top: float) -> None:
        """The reminder where the five step names do not fit (a large text size): the five letters in a
        row, the one being played lit, then its name and what happens in it, wrapped."""
        u = self.u
        big = int(u * 1.8)
        cell = (r.w - u * 1.2) / 5
        step_h = line_height(big, "black")
        for i, step in enumerate("ABCDE"):
            box = pygame.Rect(int(r.x + u * 0.6 + i * cell), int(top), int(cell) - 2, step_h)
            now = step == now_step
            if now:
                pygame.draw.rect(surface, theme.CORAL_DEEP if step == "D" else theme.ACCENT, box, border_radius=int(u * 0.8))
            ink = theme.CREAM if now and step == "D" else theme.INK
            theme.blit_text(surface, step, big, ink, box.center, "black", "center")
        if now_step not in STEP_TEXT:
            return
        name, hint = STEP_TEXT[now_step]
        box = pygame.Rect(r.x + int(u * 0.8), int(top + step_h + u * 0.4), r.w - int(u * 1.6), 0)
        box.h = r.bottom - int(u * 0.4) - box.y
        lines = wrap(name, big, box.w, "bold")
        y = box.y
        for line in lines:
            y = theme.blit_text(surface, line, big, theme.INK, (box.x, y), "bold").bottom
        room = box.bottom - y
        if len(wrap(hint, least(), box.w)) * line_height(least()) <= room:     # whole, else on hover (the hint)
            theme.blit_box(surface, hint, u * 1.7, theme.INK, (box.x, y, box.w, room))

    def player_row(self, seat: int) -> pygame.Rect:
        lay, u = self.lay, self.u
        head = u * 3.4 * access.text_scale       # under the panel's heading
        return pygame.Rect(lay.players.x + int(u * 0.6), int(lay.players.y + head + seat * lay.player_row),
                           lay.players.w - int(u * 1.2), int(lay.player_row - u * 0.3))

    def player_anchor(self, seat: int) -> tuple[float, float]:
        r = self.player_row(seat)
        return r.x + r.w * 0.3, r.centery

    def _players_area(self) -> tuple[pygame.Rect, dict]:
        """The players' rows' rectangle, and each seat's count of characters on the board."""
        counts = {}
        for c, s in self.owner.items():
            if self.loc.get(c, ("",))[0] == "grid":
                counts[s] = counts.get(s, 0) + 1
        area = pygame.Rect(self.lay.players.x, self.player_row(0).y, self.lay.players.w,
                           int(self.view["players"] * self.lay.player_row))
        return area, counts

    def _players_key(self, counts: dict) -> tuple:
        v = self.view
        return (tuple(v["to_move"]), tuple(v["stars"]), tuple(v["hand_sizes"]), tuple(v["out"]),
                tuple(sorted(counts.items())), tuple(self.host.names),
                tuple((self.host.colour(s), self.host.symbol(s)) for s in range(v["players"])))

    def _draw_players(self, surface: pygame.Surface) -> None:
        """The rows' hints and the floats over them (the rows themselves are a part as it lies)."""
        self._hint_players(self._players_area()[1])
        u = self.u
        for seat, value, col, tw, x, y in self.float_spots():
            chip = self.float_chip(value)
            chip.center = (int(x), int(y))
            pygame.draw.rect(surface, theme.PAPER, chip, border_radius=chip.h // 2)
            pygame.draw.rect(surface, col, chip, max(2, int(u * 0.25)), border_radius=chip.h // 2)
            theme.blit_text(surface, value, u * 2, float_ink(col), chip.center, "black", "center")

    def _hint_players(self, counts: dict) -> None:
        """Each icon of the Stars and Scenes rows named in words (same places as _paint_players)."""
        v, names = self.view, self.host.names
        u = self.u * access.text_scale      # the row's cells are as wide as their words
        for seat in range(v["players"]):
            row = self.player_row(seat)
            x = self.stats_left(seat)
            who = names[seat]
            cells = ((row.x, x - row.x, f"{who}: the characters in this colour are {who}'s"
                      + (" (out of the game)" if v["out"][seat] and not counts.get(seat, 0) else "")),
                     (x, u * 5.4, f"{who} has {plural(v['stars'][seat], 'Star')}"),
                     (x + u * 5.4, u * 5.4, f"{who} holds {plural(v['hand_sizes'][seat], 'Scene')} in hand"),
                     (x + u * 10.8, row.right - x - u * 10.8,
                      f"{who} has {plural(counts.get(seat, 0), 'character')} on the board"))
            for left, width, words in cells:
                self.hint(pygame.Rect(int(left), row.y, int(width), row.h), words)

    def stats_left(self, seat: int) -> float:
        """Where a seat's row starts showing its Stars, Scenes and characters in play (_paint_players)."""
        t = self.u * access.text_scale
        return self.player_row(seat).right - t * (18 if self.in_play_shown() else 11)

    def in_play_shown(self) -> bool:
        """Whether the rows have room for "N in play" after the name (at a large text size they may not:
        the hover still says it)."""
        return self.lay.players.w >= self.u * access.text_scale * 30

    def float_chip(self, value: str) -> pygame.Rect:
        """The paper chip a float is drawn on (at 0, 0): whatever it passes over, its words read on paper."""
        from ..assets import text
        t = text(value, int(self.u * 2), theme.INK, "black")      # (a rim's width clear above and below the letters)
        return pygame.Rect(0, 0, t.get_width() + int(self.u * 2.4), t.get_height() + int(self.u * 0.5))

    def float_spots(self):
        """The floats shown now, each inside its own seat's row (never rising into the row above) and left
        of its Star and Scene counts, which stay readable; floats landing on the same row together sit side
        by side, leftwards, and one with no room left waits for the row to clear (issue 23: floats never
        cross): (seat, text, colour, tween, x, y), x and y the chip's centre."""
        out, edge = [], {}
        for seat, value, col, tw in self.floats:
            row = self.player_row(seat)
            right = edge.get(seat, self.stats_left(seat) - self.u * 0.6)
            chip = self.float_chip(value)
            if right - chip.w < row.x and seat in edge:
                edge[seat] = row.x              # the row is full: this one and the later ones wait
                continue
            x = max(row.x + chip.w / 2, right - chip.w / 2)
            edge[seat] = x - chip.w / 2 - self.u * 0.5
            slack = max(0.0, row.h - chip.h)    # Reduce motion: no rise
            y = row.centery + slack / 2 - travel(tw.value) * slack
            out.append((seat, value, col, tw, x, y))
        return out

    def _paint_players(self, surface: pygame.Surface, area: pygame.Rect, counts: dict) -> None:
        v, u = self.view, self.u
        t = u * access.text_scale       # room beside the words grows with them
        movers = v["to_move"]
        names = self.host.names
        size = max(9, int(u * 1.8))
        for seat in range(v["players"]):
            row = self.player_row(seat).move(-area.x, -area.y)
            colour = self.host.colour(seat)
            out = v["out"][seat] and not counts.get(seat, 0)   # told when its last figure has left the board
            if seat in movers:
                pygame.draw.rect(surface, theme.lighten(colour, 0.72), row, border_radius=int(u * 0.8))
            self.host.mark(surface, seat, (row.x + t * 1.3, row.centery), t * 2.2)   # grows with the name beside it
            ink = theme.INK_SOFT if out else theme.INK        # "(out)" says it; the row stays readable
            x_stats = self.stats_left(seat) - area.x
            room = int(x_stats - row.x - t * 3.5)
            # "(out)" whole or not at all (at 200% "Bot 1  (..."): the row's hint says it too
            name = first_fitting([f"{names[seat]}  (out)", f"{names[seat]} (out)"], size, room, "bold") if out else None
            theme.blit_text(surface, name or fit(names[seat], size, room, "bold"), size, ink,
                            (row.x + t * 2.8, row.centery), "bold", "midleft")
            star = star_icon(int(t * 2))
            surface.blit(star, star.get_rect(midleft=(int(x_stats), row.centery)))
            theme.blit_text(surface, str(v["stars"][seat]), size, ink, (x_stats + t * 2.7, row.centery), "black", "midleft")
            back = hand_icon(int(t * 2.4))
            surface.blit(back, back.get_rect(midleft=(int(x_stats + t * 5.6), row.centery)))
            theme.blit_text(surface, str(v["hand_sizes"][seat]), size, ink, (x_stats + t * 8.5, row.centery), "black",
                            "midleft")
            if self.in_play_shown():
                theme.blit_text(surface, f"{counts.get(seat, 0)} in play", int(u * 1.5), theme.INK_SOFT,
                                (row.right - t * 0.6, row.centery), "italic", "midright")

    def chamber_split(self) -> tuple[list[int], list[int]]:
        """The Chamber's characters: eliminated ones (they had an owner) in elimination order, and the
        ones nobody drafted."""
        out = [c for c in self.chamber if c in self.owner]
        return out, [c for c in self.chamber if c not in self.owner]

    def chamber_place(self, i: int) -> tuple[float, float, int]:
        """Centre and size of the figure of self.chamber[i] in its Chamber cell."""
        out, left = self.chamber_split()
        style, cells, strip = self.lay.chamber_cells(len(out), len(left))
        cid = self.chamber[i] if 0 <= i < len(self.chamber) else None
        if cid in out and cells:
            r = cells[out.index(cid)]
            size = int(min(r.h * 0.86, r.w * 0.8))
            x = r.centerx if style == "icon" else r.x + self.chamber_number_w() + size * 0.5
            return x, r.centery, size
        if cid in left and strip:
            r = strip[left.index(cid)]
            return r.centerx, r.centery, int(r.h * 0.9)
        c = self.lay.chamber
        return c.centerx, c.centery, int(self.u * 4)

    def _chamber_look(self) -> tuple:
        """What the Chamber shows: its figures (not those flying in) and the eliminated ones' owners."""
        shown = tuple(c if c not in self.flights else None for c in self.chamber)
        owners = tuple((self.host.names[self.owner[c]], tuple(self.host.colour(self.owner[c])),
                        self.host.symbol(self.owner[c])) for c in self.chamber_split()[0])
        return shown, owners

    def _hint_chamber(self) -> None:
        out, left = self.chamber_split()
        style, cells, strip = self.lay.chamber_cells(len(out), len(left))
        for k, (cid, r) in enumerate(zip(out, cells)):
            self.hint(r, f"{ordinal(k + 1)} out: {character(cid)['name']}, "
                         f"{self.host.names[self.owner[cid]]}'s character")
        for cid, r in zip(left, strip):
            self.hint(r, f"{character(cid)['name']}: not drafted, in the Chamber from the start")
        if left and not strip:          # no room for their strip (a large text size): the title names them
            title = pygame.Rect(self.lay.chamber.topleft, (self.lay.chamber.w, self.lay.chamber_head()))
            self.hint(title, "Not drafted, in the Chamber from the start: "
                             + join([character(c)["name"] for c in left], "and"))

    def _paint_chamber(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        u, c = self.u, self.lay.chamber
        out, left = self.chamber_split()
        style, cells, strip = self.lay.chamber_cells(len(out), len(left))
        head = self.lay.chamber_head() + u * 0.4
        lh = line_height(u * 1.7, "italic")
        free = (strip[0].centery - c.y - lh / 2 if strip else c.h) - head       # above "Not drafted"
        if not out and free >= lh:        # else the heading says enough
            theme.blit_text(surface, "Nobody eliminated yet", u * 1.7, theme.CREAM_SOFT,
                            (c.w // 2, int(head + free / 2)),
                            "italic", "center")
        for k, (cid, cell) in enumerate(zip(out, cells)):
            self._paint_chamber_cell(surface, k, cid, cell.move(-c.x, -c.y), style)
        if strip:
            theme.blit_text(surface, "Not drafted", u * 1.7, theme.CREAM_SOFT,
                            (u * 1.4, strip[0].centery - c.y), "italic", "midleft")
        for i, cid in enumerate(self.chamber if strip else ()):    # no strip: the title's hint names them
            if cid in left and cid not in self.flights:
                x, y, size = self.chamber_place(i)
                fig = figure(cid, int(size), True)
                surface.blit(fig, fig.get_rect(center=(int(x - c.x), int(y - c.y))))

    def _paint_chamber_cell(self, surface, k: int, cid: int, cell: pygame.Rect, style: str) -> None:
        """One eliminated character: its place in the elimination order, its figure in colour, its
        owner's colour (a bar), and in the larger styles its name and its owner's name."""
        u = self.u
        seat = self.owner[cid]
        colour = self.host.colour(seat)
        pygame.draw.rect(surface, theme.lighten(CHAMBER, 0.12), cell, border_radius=int(u * 0.6))
        bar = pygame.Rect(cell.x, cell.y, max(3, int(u * 0.5)), cell.h)
        if style == "icon":
            bar = pygame.Rect(cell.x + 2, cell.bottom - max(3, int(u * 0.5)), cell.w - 4, max(3, int(u * 0.5)))
        pygame.draw.rect(surface, colour, bar, border_radius=max(1, bar.h // 2 if style == "icon" else bar.w // 2))
        mark = max(9, u * 1.8)        # the owner's symbol too, in the cell's top right corner
        self.host.mark(surface, seat, (cell.right - mark * 0.6, cell.y + mark * 0.6), mark)
        if cid not in self.flights:
            i = self.chamber.index(cid)
            x, y, size = self.chamber_place(i)
            c = self.lay.chamber
            fig = figure(cid, int(size))
            surface.blit(fig, fig.get_rect(center=(int(x - c.x), int(y - c.y))))
        if style == "icon":
            return
        theme.blit_text(surface, str(k + 1), u * 1.7, theme.CREAM_SOFT, (cell.x + bar.w + u * 0.3, cell.y + u * 0.2),
                        "black", "topleft")          # right of the owner's bar, never on it
        size = int(min(cell.h * 0.86, cell.w * 0.8))
        nx = int(cell.x + self.chamber_number_w() + size + u * 0.6)
        width = cell.right - nx - int(u * 0.4)
        name = character(cid)["name"]
        if not fits(name, u * 1.8, width, "bold"):
            name = ""               # a large text size: whole or not at all (the tooltip names it)
        ink = on_chamber(colour)
        if style == "line":
            theme.blit_text(surface, name, u * 1.8, ink, (nx, cell.centery), "bold", "midleft")
            return
        theme.blit_text(surface, name, u * 1.8, theme.CREAM, (nx, cell.centery - u * 0.1), "bold", "bottomleft")
        theme.blit_text(surface, fit(self.host.names[seat], int(u * 1.7), width), u * 1.7,
                        ink, (nx, cell.centery + u * 0.1), "ui", "topleft")

    def chamber_number_w(self) -> int:
        """Room at a Chamber cell's left for the owner's bar and the elimination number ("10")."""
        from ..assets import text
        u = self.u
        return int(max(u * 1.9, max(3, int(u * 0.5)) + u * 0.6 + text("10", int(u * 1.7), theme.CREAM_SOFT, "black").get_width()))

    # ---- the banner ----------------------------------------------------------------------------
    def draw_banner(self, surface: pygame.Surface) -> None:
        """The latest event, in its own strip under the columns (the headers stay visible); once it has
        had its moment it stays there, quiet, until the next one."""
        strip = self.lay.banner
        u = self.u
        size = int(u * 2.2)
        from ..assets import text
        if self.banner is None:
            last = getattr(self, "last_caption", None)
            if last:            # on a quiet plate: grass blades and stars stay out from behind its words
                space = self.view.get("board_side") == "space"
                plate = strip.inflate(-int(u * 2), -int(u * 0.6))
                pygame.draw.rect(surface, QUIET_SPACE if space else QUIET_GRASS, plate, border_radius=int(u * 1.2))
                theme.blit_box(surface, last, u * 1.9, theme.CREAM if space else theme.INK,
                               plate.inflate(-int(u * 2), 0), "italic", "center")
            return
        caption, colour, tw = self.banner
        ink = theme.on_dark(colour)
        step = line_height(size, "bold")
        lines = wrap(caption, size, int(strip.w - u * 6), "bold", limit=max(1, strip.h // step))   # wraps, not cut
        w = min(strip.w, max(text(line, size, colour, "bold").get_width() for line in lines) + int(u * 5))
        r = pygame.Rect(0, 0, w, strip.h)
        k = tw.value
        r.center = (strip.centerx, int(strip.centery + (1 - travel(k)) * u * 1.5))
        theme.panel(surface, r, (36, 28, 40), radius=min(r.h // 2, int(u * 2.4)), border=colour)
        for i, line in enumerate(lines):
            y = r.centery + (i - (len(lines) - 1) / 2) * step
            theme.blit_text(surface, line, size, ink, (r.centerx, y), "bold", "center")

    # ---- the tray ------------------------------------------------------------------------------
    def prompt(self) -> tuple[str, tuple]:
        v, names = self.view, self.host.names
        seat = self.host.seat
        kinds = self.kinds()
        if v["winner"] is not None:
            return f"{names[v['winner']]} wins Battle for Dream Island!", theme.lighten(theme.ACCENT, 0.3)
        if not kinds:
            if self.host.reaction is not None and not self.host.reaction.finished:
                r = self.host.reaction
                return f"Alliance offers: {self.host.names[r.seat]} answers on the strip", theme.CREAM
            movers = v["to_move"]
            who = join(names[s] for s in movers)
            what = {"draft": "picking a character", "turns": "choosing a Scene", "offers": "deciding on offers",
                    "accept": "looking at the offers", "cake": "about to roll"}.get(v["phase"], "")
            return (f"Waiting for {who}: {what}" if who else ""), theme.CREAM_SOFT
        me = names[seat] if seat is not None else ""
        colour = theme.lighten(self.host.colour(seat), 0.35) if seat is not None else theme.CREAM
        if self.swap_first is not None:
            return f"{me}: click the character to swap with {character(self.swap_first[1])['name']}", colour
        if self.moves_busy():  # an animation still plays: not "your turn" yet
            return f"{me}, get ready: the moves are still playing", theme.CREAM_SOFT
        if "pick" in kinds:
            return f"{me}, pick a character for your team", colour
        if "play" in kinds or "pass" in kinds:
            if self.selected is not None:
                return f"{me}: click a lit character to play the Scene on (right-click to cancel)", colour
            if "play" not in kinds:            # no Scene to play: say what is left, not how to play one
                return f"Your turn, {me}: no Scene to play: " + ("trade 3 Stars, or pass" if "trade" in kinds
                                                                 else "pass"), colour
            move = access.how("drag a Scene onto a lit character", "click a Scene, then a lit character")
            return f"Your turn, {me}: {move}, or pass", colour
        if "offer" in kinds:
            b = v["boost"]
            boosted = character(b['target'])['name']
            return self.tray_words(f"{me}: {names[b['seat']]} boosts {boosted}. Pick one of your lit characters "
                                   "and a number of Stars, or make no offer",
                                   f"{me}: ally with {boosted}? Pick a lit character and Stars",
                                   f"{me}: ally with {boosted}?"), colour
        if "accept" in kinds or "done" in kinds:
            return self.tray_words(f"{me}: take at most one offer from each player, then close the offers",
                                   f"{me}: take one offer per player, then close",
                                   f"{me}: take offers, then close"), colour
        if "roll" in kinds:
            return f"{me}, roll the Cake at Stake die!", colour
        return f"{me}, your move", colour

    def tray_words(self, *options: str) -> str:
        """The first of options (longest first) the tray's prompt line holds whole at the text size."""
        u = self.u
        return first_fitting(options, int(u * 2.1), int(self.lay.tray.w - u * 4), "bold") or options[-1]

    def draw_tray(self, surface: pygame.Surface) -> None:
        lay, u = self.lay, self.u
        t = lay.tray
        line, colour = self.prompt()
        theme.blit_text(surface, fit(line, int(u * 2.1), int(t.w - u * 4), "bold"), u * 2.1, colour,
                        (t.x + u * 1.6, t.y + u * 0.9 * access.text_scale), "bold")
        if self.host.seat is None or self.view["hand"] is None:
            movers = self.view["to_move"]
            if len(movers) == 1:
                n = self.view["hand_sizes"][movers[0]]
                for r in lay.hand_slots(n)[:12]:
                    surface.blit(card_back(r.w, r.h), r)
                holds = f"{self.host.names[movers[0]]} holds {plural(n, 'Scene')}"
                beside = lay.hand.right - u - (t.x + u * 2.6 + text(line, int(u * 2.1), colour, "bold").get_width())
                if fits(holds, u * 1.8, beside, "italic"):      # a large text size: the cards' backs say it
                    theme.blit_text(surface, holds, u * 1.8, theme.CREAM_SOFT, (lay.hand.right - u, t.y + u * 1.2),
                                    "italic", "topright")
        elif not self.hand_table.cards:
            theme.blit_text(surface, "No Scenes in hand", u * 2, theme.CREAM_SOFT, (lay.hand.centerx, lay.hand.centery + u),
                            "italic", "center")
        self.hand_table.draw(surface)
        if self.stepper_rect is not None and self.offer_char is not None:
            r = self.stepper_rect
            row = pygame.Rect(r.x, r.y, r.w, r.h)
            theme.blit_text(surface, stars(self.offer_stars), r.h * 0.55, theme.CREAM, row.center, "black", "center")
        for b in self.active_btns:
            b.draw(surface)

    # ---- tooltip -------------------------------------------------------------------------------
    def draw_tooltip(self, surface: pygame.Surface) -> bool:
        """The character under the pointer now: on the board, in the draft grid (so Advanced picks are
        not blind) and in the Tiny Loser Chamber; its attributes, Developments and Win Token named, its
        ability in words. Returns whether one was drawn."""
        cid = self.hover_char
        if cid is None or self.hand_table.dragging is not None or \
                self.loc.get(cid, ("",))[0] not in ("grid", "pool", "chamber"):
            return False
        u = self.u
        c = character(cid)
        w = int(u * 32)
        lines = self.tooltip_lines(cid)
        small = u * 1.7
        step = line_height(small)
        wrapped = [line for text_ in lines for line in wrap(text_, small, w - int(u * 2.4))]
        devs = self.devs.get(cid, [])
        attrs = list(c["attributes"]) + [scene_attribute(d) for d in devs]
        # the name, the owner's name and the icons a line each, at the text size (at 200% they crossed)
        name_h, owner_h = line_height(u * 2.4, "serif_bold"), line_height(u * 1.7, "bold")
        icon = int(u * 2.2)
        owner = self.owner.get(cid)
        icons_y = u * 1.2 + name_h + (owner_h if owner is not None else 0) + u * 0.3
        body_y = max(u * 10, icons_y + icon + u)
        h = int(body_y + len(wrapped) * step + u)
        r = self.hover_place(w, h, u * 2)
        self.hover_panel(surface, r, int(u))
        fig = figure(cid, int(u * 8))
        surface.blit(fig, (r.x + u, r.y + u))
        theme.blit_text(surface, c["name"], u * 2.4, theme.INK, (r.x + u * 10, r.y + u * 1.2), "serif_bold")
        if owner is not None:
            theme.blit_text(surface, self.host.names[owner], u * 1.7, theme.on_paper(self.host.colour(owner)),
                            (r.x + u * 10, r.y + u * 1.2 + name_h), "bold")
        for i, a in enumerate(attrs[:8]):
            surface.blit(attr_icon(a, icon), (int(r.x + u * 10 + i * (icon + 2)), int(r.y + icons_y)))
        y = r.y + body_y
        for i, line in enumerate(wrapped):
            theme.blit_text(surface, line, small, theme.INK if i else theme.INK_SOFT, (r.x + u * 1.2, y + i * step))
        return True

    def tooltip_lines(self, cid: int) -> list[str]:
        """A character's tooltip in words: its attributes, each Development by name with what it adds,
        its Win Token, where it stands or when it was eliminated, and (Advanced) its ability."""
        from game.bfdi.data import scene
        c = character(cid)
        lines = ["Attributes: " + " · ".join(c["attributes"])]
        for d in self.devs.get(cid, []):
            lines.append(f"Development {scene(d)['name']}: adds {scene_attribute(d)}")
        if cid in self.tokens:
            lines.append("Win Token: if it is rolled at Cake at Stake, its owner gains 2 Stars and the die is rolled again")
        where = self.loc.get(cid, ("",))
        if where[0] == "chamber":
            out, _left = self.chamber_split()
            lines.append(f"In the Tiny Loser Chamber: {ordinal(out.index(cid) + 1)} eliminated" if cid in out
                         else "In the Tiny Loser Chamber: nobody drafted it")
        if self.view["mode"] == "advanced":
            lines.append(c["ability"]["text"])
        return lines
