"""Player settings, persisted as JSON in the user config folder and applied live."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.core import files, paths

from .access import TEXT_SCALES

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
    reaction_seconds: int = 0    # a reaction strip's timer (opt-in); 0 waits for the person's answer
    hints: bool = True           # a Hint button for human seats (the coach)
    text_scale: float = 1.0      # Text size: 1.0, 1.25, 1.5 or 2.0 (scenes/access.py)
    reduce_motion: bool = False  # short fades instead of flights, shakes and bounces
    click_to_move: bool = False  # click to pick up, click to put down, instead of holding a drag

    @staticmethod
    def path() -> Path:
        return paths.config_dir() / "settings.json"

    @classmethod
    def load(cls) -> "Settings":
        """The saved settings; a file that cannot be read is set aside (the player is told once) and the
        defaults used; a value missing or out of range falls back to its default."""
        return files.read_or_default(cls.path(), cls._read, cls, "settings file")

    @classmethod
    def _read(cls, path: Path) -> "Settings":
        data = files.read_json(path, "settings file")
        if not isinstance(data, dict):
            raise ValueError("it holds no table of settings")
        settings = cls()
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
            settings.reaction_seconds = 0
        if settings.text_scale not in TEXT_SCALES:
            settings.text_scale = 1.0
        return settings

    def save(self) -> None:
        try:
            files.write_text(self.path(), json.dumps(asdict(self), indent=2), "settings file", durable=False)
        except files.FileProblem as exc:
            files.notice(f"Your settings could not be saved ({exc}).")   # a convenience: play goes on


# ---- a game's own settings (config/<game id>.json: Dodos' aiming assist...) --------------------------------------
def game_settings(game_id: str) -> dict:
    """A game's own settings; a file that cannot be used is set aside (said once) and none are used."""
    return files.read_or_default(paths.config_dir() / f"{game_id}.json", _table, dict, f"{game_id} settings file")


def save_game_settings(game_id: str, values: dict) -> None:
    try:
        files.write_text(paths.config_dir() / f"{game_id}.json", json.dumps(values), f"{game_id} settings file",
                         durable=False)
    except files.FileProblem as exc:
        files.notice(f"Your settings could not be saved ({exc}).")


def _table(path: Path) -> dict:
    data = files.read_json(path, "settings file")
    if not isinstance(data, dict):
        raise ValueError("it holds no table of settings")
    return data
