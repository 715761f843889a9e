"""Headless, deterministic pymunk worlds for the dexterity games (no pygame here).

drag.py: round tiles dragged on a table with a mouse joint (Dream Catcher).
throws.py: a projectile thrown across a table of targets, which ones it touched (Dodos hands it its table).
"""
