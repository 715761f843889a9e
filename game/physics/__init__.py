"""Headless, deterministic pymunk worlds for the dexterity games (no pygame here).

drag.py: round tiles dragged on a table with a mouse joint (Dream Catcher).
throws.py: projectiles flicked, dropped, thrown and swiped across the board (Dodos).
"""
