"""Game Shelf's own assets, all made by us or freely licensed: fonts (with their licences beside them),
sound effects (tools/make_sounds.py) and the app icon (tools/make_icon.py).

A package of data only, so `importlib.resources.files("assets")` finds the files the same way in a source
checkout, an installed wheel and the PyInstaller build; scenes/assets.py loads them.
"""
