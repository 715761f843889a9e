"""The coach's hint on the Dodos board: the host asks Hard for a move (game.dodos.bots.hint) and calls
show_hint(action); the board lights that card (in the hand or the Dodino picker) and, for a throw or a steal
or swap, the target Dodino and its standings row, until the next refresh. The host shows the sentence."""
from __future__ import annotations

import pygame

from game.core import Action

from ..widgets.tween import wave
from .. import theme


class HintLights:
    """Mixin for DodosBoard."""

    hint: Action | None = None

    def show_hint(self, action: Action | None) -> None:
        self.hint = action

    def hint_rects(self) -> list[pygame.Rect]:
        """Where the hinted move is on screen now: the card, then any target."""
        a, lay = self.hint, self.lay
        if a is None or lay is None:
            return []
        rects = []
        if a.get("card") is not None:
            rects += [c.rect for c in self.hand.cards if c.payload == a["card"]][:1]
        if a.kind == "pick":
            rects += [r for d, r in self.pick_rects if d == a["dodino"]]
        targets = list(a["hits"]) if a.kind == "throw" else ([a["target"]] if a.get("target") is not None else [])
        for seat in targets:
            x, y = lay.px(*self.points[seat])
            f = self.figure_px()
            rects.append(pygame.Rect(x - f // 2, y - f, f, int(f * 1.2)))
            rects.append(lay.rows[seat])
        return rects

    def draw_hint(self, surface) -> None:
        pulse = wave(self.clock, 0.75)
        width = max(3, int(self.u * (0.4 + 0.2 * pulse)))
        for rect in self.hint_rects():
            pygame.draw.rect(surface, theme.TEAL, rect.inflate(int(self.u), int(self.u)), width,
                             border_radius=int(self.u))
