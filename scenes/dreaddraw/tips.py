"""Hover words for the Dread Draw table: every icon says what it is in words (the total medallion, the
red dots, the Life Deck, the Draw Deck, the discard pile, a card's strength, dots and ability).

tip_at() is asked each frame from where things are now (never from where they were), so a card that
moved away takes its words with it.
"""
from __future__ import annotations

import pygame

from game.core.words import plural
from game.dreaddraw.data import CARDS

from .. import access
from . import monsters


def card_words(card: int) -> str:
    """What a card's icons say: "Gutter Hound: strength 12, no red dots; Summon ability (read it on the card)"."""
    c = CARDS[card]
    dots = plural(c.dots, "red dot") if c.dots else "no red dots"
    kind = f"the {c.name} arcana" if c.arcana else f"a {monsters.family(c.name)}"
    ability = f"; {c.ability.timing.capitalize()} ability (the gold mark)" if c.ability else ""
    pips = "" if c.ability else " (the gold pips)"
    return f"{c.name}, {kind}: strength {c.strength}{pips}, {dots}{ability}"


TIP_DELAY = 0.6      # seconds the pointer rests on one thing before its words show


class Tips:
    """Mixed into the board: needs lay, shown, u, mouse, hovered, host.

    Words show once the pointer has rested on one thing for TIP_DELAY, and hide on a click until the
    pointer moves again (a click on the Draw Deck is not a question about it)."""

    tip_rest = 0.0
    tip_over: tuple | None = None
    tip_quiet = False

    def update_tip(self, dt: float) -> None:
        got = self.tip_at(self.mouse)
        key = (got[0], tuple(got[1])) if got is not None else None
        self.tip_rest = self.tip_rest + dt if key == self.tip_over else 0.0
        self.tip_over = key

    def tip_input(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.tip_quiet = True
        elif event.type == pygame.MOUSEMOTION:
            self.tip_quiet = False

    def medal(self, seat: int) -> tuple[int, int, int]:
        """The total medallion of a seat's band: centre and radius (drawn and hovered alike)."""
        band, u = self.lay.bands[seat], self.u
        t = band.total
        r = int(min(t.w * 0.46, u * 3.4 * access.text_scale, t.h * 0.32))      # it holds the total
        return t.centerx, int(max(t.y + r + 2, band.cy + band.card[1] * 0.3)), r

    def tip_at(self, pos) -> tuple[str, pygame.Rect] | None:
        """The words for what lies under pos, and the rect they describe."""
        if self.lay is None or pos[0] < 0:
            return None
        if self.hovered is not None and self.hovered[0] is not None:
            return card_words(self.hovered[0]), self.hovered[1]
        sh, lay = self.shown, self.lay
        if lay.deck.collidepoint(pos):
            return (f"Draw Deck: {plural(sh.draw_pile, 'card')}, face down. A summon reveals its top card; "
                    "when it runs out, the discard pile is shuffled into a new one"), lay.deck
        if lay.discard.collidepoint(pos):
            return f"Discard pile: {plural(len(sh.discard_pile), 'card')}", lay.discard
        for seat, band in enumerate(lay.bands):
            if not band.rect.collidepoint(pos):
                continue
            name = self.host.names[seat]
            cx, cy, r = self.medal(seat)
            medal = pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)
            if medal.collidepoint(pos):
                bonus = sh.bonus(seat)
                extra = f" (+{bonus} from always-on cards)" if bonus else ""
                return (f"{name}'s total strength: {sh.total(seat)}{extra}. The lowest total in the round "
                        "summons next"), medal
            dots = pygame.Rect(medal.x, medal.bottom, medal.w, int(self.u * 2.4))
            if dots.collidepoint(pos) and sh.dots(seat):
                return (f"{plural(sh.dots(seat), 'red dot')} in {name}'s row: the damage each opponent takes "
                        "if this row wins the round"), dots
            if band.life.collidepoint(pos):
                return (f"{name}'s Life Deck: {plural(sh.life[seat], 'card')}, hidden from everyone. Damage draws "
                        "from it; damage with an empty Life Deck puts a player out of the game"), band.life
        return None

    def draw_tip(self, surface: pygame.Surface) -> None:
        from .. import theme
        from ..assets import line_height, wrap
        got = self.tip_at(self.mouse)
        if got is None or self.dragging_card() or self.tip_quiet or self.tip_rest < TIP_DELAY:
            return
        words, near = got
        u = self.u
        size = int(u * 1.7)
        lines = wrap(words, size, int(u * 44), "ui")
        step = line_height(size, "ui")
        box = pygame.Rect(0, 0, int(max(theme_width(line, size) for line in lines) + u * 2.4),
                          int(step * len(lines) + u * 1.4))
        zoom = self.zoom_for(near) if self.hovered is not None and self.hovered[0] is not None else None
        anchor = zoom if zoom is not None else near
        box.midtop = (anchor.centerx, anchor.bottom + int(u * 0.6))
        if box.bottom > self.rect.bottom:
            box.midbottom = (anchor.centerx, anchor.y - int(u * 0.6))
        box.clamp_ip(self.rect)
        theme.panel(surface, box, (16, 10, 22), radius=int(u * 0.6))
        pygame.draw.rect(surface, (146, 114, 62), box, width=1, border_radius=int(u * 0.6))
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, size, (236, 226, 204), (box.x + u * 1.2, box.y + u * 0.7 + i * step), "ui")


def theme_width(line: str, size: int) -> int:
    from ..assets import font
    return font("ui", size).size(line)[0]
