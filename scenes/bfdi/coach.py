"""The coach's move lit on the BFDI board (a mixin of BfdiBoard): the Scene in hand and the character(s) it
goes on, the character to pick or to offer with, or the button to press. The host asks the game's coach and
calls show_hint(action); the light stays until the next refresh (a new view), and None clears it."""
from __future__ import annotations

import pygame

from game.core import Action

COACH = (255, 226, 92)       # a bright gold no seat colour uses


class Coach:
    coached: Action | None = None

    def show_hint(self, action: Action | None) -> None:
        self.coached = action
        if action is not None and action.kind == "offer" and action["char"] in self.offers:
            self.offer_char, self.offer_stars = action["char"], action["stars"]     # the stepper shows the offer
            self.layout_controls()

    def coached_card(self) -> int | None:
        a = self.coached
        return a["card"] if a is not None and a.kind == "play" else None

    def coached_chars(self) -> list[int]:
        a = self.coached
        if a is None:
            return []
        if a.kind == "play":
            return [a["target"]] + ([a["target2"]] if a.get("target2") is not None else [])
        return [a["char"]] if a.kind in ("pick", "offer") else []

    def coached_button(self):
        a = self.coached
        if a is None or a.kind in ("play", "pick"):
            return None
        if a.kind == "accept":
            return next((b for b, act in zip(self.accept_btns, self.accepts) if act == a), None)
        return {"pass": self.pass_btn, "trade": self.trade_btn, "roll": self.roll_btn, "decline": self.decline_btn,
                "offer": self.offer_btn, "done": self.done_btn}.get(a.kind)

    def draw_coach(self, surface: pygame.Surface) -> None:
        if self.coached is None or self.lay is None:
            return
        width = max(3, int(self.u * 0.5))
        for cid in self.coached_chars():
            px = self.fig_px(cid)
            if px is not None:
                pygame.draw.circle(surface, COACH, (int(px[0]), int(px[1])), int(px[2] * 0.72), width)
        card = next((c for c in self.hand_table.cards if c.payload == self.coached_card()), None)
        if card is not None:
            pygame.draw.rect(surface, COACH, card.rect.inflate(10, 10), width, border_radius=card.rect.w // 8)
        button = self.coached_button()
        if button is not None and button in self.active_btns:
            pygame.draw.rect(surface, COACH, button.rect.inflate(8, 8), width, border_radius=button.rect.h // 2)
