"""Settings: text size, volume, mute, fullscreen, open hands, animation speed, reduce motion, click to move,
reaction timer, colour-blind palette, hints.
Each change applies at once and is saved."""
from __future__ import annotations

import pygame

from .. import theme
from ..scene import Scene
from ..access import TEXT_SCALES
from ..settings import ANIM_NAMES, ANIM_SPEEDS, REACTION_TIMES
from ..widgets.button import Button
from ..widgets.chooser import Chooser
from ..widgets.focus import FocusRing
from .common import overlay_card

ON_OFF = {True: "On", False: "Off"}


class SettingsScreen(Scene):
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        self.rows: list[tuple[str, str, Chooser]] = [
            ("Text size", "text_scale", Chooser(list(TEXT_SCALES), s.text_scale, lambda v: f"{round(v * 100)}%")),
            ("Volume", "volume", Chooser(list(range(0, 101, 10)), s.volume, lambda v: f"{v}%")),
            ("Sound", "mute", Chooser([False, True], s.mute, lambda v: "Muted" if v else "On")),
            ("Fullscreen (F11)", "fullscreen", Chooser([False, True], s.fullscreen, ON_OFF.get)),
            ("Open hands (no curtain)", "open_hands", Chooser([False, True], s.open_hands, ON_OFF.get)),
            ("Animation speed", "anim_speed", Chooser(list(ANIM_SPEEDS), s.anim_speed, ANIM_NAMES.get)),
            ("Reduce motion", "reduce_motion", Chooser([False, True], s.reduce_motion, ON_OFF.get)),
            ("Click to move (no dragging)", "click_to_move", Chooser([False, True], s.click_to_move, ON_OFF.get)),
            ("Reaction timer", "reaction_seconds",
             Chooser(list(REACTION_TIMES), s.reaction_seconds, lambda v: f"{v} s" if v else "Off: wait")),
            ("Colour-blind safe colours", "colour_blind", Chooser([False, True], s.colour_blind, ON_OFF.get)),
            ("Hints (the coach)", "hints", Chooser([False, True], s.hints, ON_OFF.get)),
        ]
        for _label, key, chooser in self.rows:
            chooser.on_change = lambda value, key=key: self.set(key, value)
            chooser.app = app
        self.back = Button("Done", self.close, "primary")
        self.back.app = app
        self.focus = FocusRing(lambda: [*(chooser for _l, _k, chooser in self.rows), self.back])
        self.card = pygame.Rect(0, 0, 0, 0)

    def set(self, key: str, value) -> None:
        setattr(self.app.settings, key, value)
        self.app.apply_settings()
        self.app.settings.save()
        if key == "volume":
            self.app.sound.play("click")

    def layout(self, rect: pygame.Rect) -> None:
        u = theme.unit(rect.size)
        self.u = u
        # the card grows with the rows up to the window's height, then the rows close up (Done stays clear)
        frame = u * 25                      # the title above the rows, Done and the margins below them
        height = min(rect.h - u * 2, frame + u * 7.4 * len(self.rows))
        pitch = (height - frame) / len(self.rows)
        self.card = pygame.Rect(0, 0, int(min(rect.w - u * 6, u * 96)), int(height))
        self.card.center = rect.center
        y = self.card.y + u * 13
        for _label, _key, chooser in self.rows:
            chooser.rect = pygame.Rect(self.card.right - int(u * 36), int(y), int(u * 32), int(min(u * 5.4, pitch - u)))
            y += pitch
        self.back.rect = pygame.Rect(0, 0, int(u * 24), int(u * 6))
        self.back.rect.midbottom = (self.card.centerx, self.card.bottom - int(u * 3))

    def handle(self, event: pygame.event.Event) -> bool:
        if self.focus.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if self.back.handle(event):
            return True
        for _label, _key, chooser in self.rows:
            if chooser.handle(event):
                break
        return True

    def draw(self, surface: pygame.Surface) -> None:
        overlay_card(surface, self.card, "Settings")
        u = self.u
        for label, _key, chooser in self.rows:
            theme.blit_text(surface, label, u * 2.5, theme.INK, (self.card.x + u * 4, chooser.rect.centery),
                            "bold", "midleft")
            chooser.draw(surface)
        self.back.draw(surface)
        self.focus.draw(surface)
