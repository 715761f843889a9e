"""Game Shelf's pygame-ce app: the loop, the scene stack, shared widgets, and one package per game's screens."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
