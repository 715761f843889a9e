"""Headless, deterministic pymunk worlds for the dexterity games (no pygame here).

drag.py: round tiles dragged on a table with a mouse joint (Dream Catcher). Other worlds
(throws) live in their own modules beside it.
"""
