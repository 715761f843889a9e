"""Game Shelf's pygame-ce app: the loop, the scene stack, shared widgets, and one package per game's screens."""
import os

TITLE = "Game Shelf"
APP_ID = "gameshelf"          # the Wayland app id: the name of the .desktop file (packaging/linux)

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The window's class (X11 WM_CLASS) and app id (Wayland), which desktops use to group the window and find its
# icon; the .desktop entry's StartupWMClass matches. Set here, before anything imports pygame: pygame sets the
# class to the script's name (`__main__.py`) at import unless it is already set. A value given by the user wins.
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", TITLE)
os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", APP_ID)
