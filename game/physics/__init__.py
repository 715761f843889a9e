"""Headless pymunk worlds: throws (Dodos) and dragging tiles (Dream Catcher)."""
