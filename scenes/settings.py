"""Player settings, persisted as JSON in the user config folder and applied live."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.core import paths

ANIM_SPEEDS = (0.5, 1.0, 1.5, 2.0, 4.0)
ANIM_NAMES = {0.5: "Relaxed", 1.0: "Normal", 1.5: "Brisk", 2.0: "Fast", 4.0: "Very fast"}
REACTION_TIMES = (0, 6, 10, 15, 20)      # seconds a reaction strip waits once the board is still; 0: no timer


@dataclass
class Settings:
    volume: int = 70             # percent
    mute: bool = False
    fullscreen: bool = False
    open_hands: bool = False     # no curtain between human players
    anim_speed: float = 1.0      # multiplies animation speed
    colour_blind: bool = False   # Okabe-Ito player colours
    reaction_seconds: int = 10   # a reaction strip's timer (Wait! / Let it pass); 0 waits for an answer

    @staticmethod
    def path() -> Path:
        return paths.config_dir() / "settings.json"

    @classmethod
    def load(cls) -> "Settings":
        """The saved settings; anything missing, unreadable or out of range falls back to defaults."""
        settings = cls()
        try:
            data = json.loads(cls.path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return settings
        if not isinstance(data, dict):
            return settings
        for f in fields(cls):
            value = data.get(f.name)
            default = getattr(settings, f.name)
            if isinstance(value, type(default)) or (isinstance(default, float) and isinstance(value, int)
                                                      and not isinstance(value, bool)):
                setattr(settings, f.name, type(default)(value))
        settings.volume = max(0, min(100, settings.volume))
        if settings.anim_speed not in ANIM_SPEEDS:
            settings.anim_speed = 1.0
        if settings.reaction_seconds not in REACTION_TIMES:
            settings.reaction_seconds = 10
        return settings

    def save(self) -> None:
        path = self.path()
        tmp = path.with_suffix(".tmp")
        try:
            tmp.write_text(json.dumps(asdict(self), indent=2), encoding="utf-8")
            tmp.replace(path)
        except OSError:
            pass   # settings are a convenience; never crash the game over them
