"""Sound effects from assets/sounds, played at the settings' volume; silent when there is no audio device."""
from __future__ import annotations

import pygame

from .assets import sound_path

NAMES = ("click", "card", "dice", "win", "lose", "whoosh", "chime")


class Sound:
    def __init__(self) -> None:
        self.volume = 0.7
        self.mute = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._ready: bool | None = None

    def _init(self) -> bool:
        if self._ready is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
                self._ready = True
            except pygame.error:
                self._ready = False
        return self._ready

    def configure(self, volume_percent: int, mute: bool) -> None:
        self.volume = max(0, min(100, volume_percent)) / 100.0
        self.mute = mute

    def play(self, name: str) -> None:
        if self.mute or self.volume <= 0 or not self._init():
            return
        snd = self._sounds.get(name)
        if snd is None:
            try:
                snd = pygame.mixer.Sound(str(sound_path(name)))
            except (pygame.error, FileNotFoundError):
                return
            self._sounds[name] = snd
        snd.set_volume(self.volume)
        try:
            snd.play()
        except pygame.error:
            pass
