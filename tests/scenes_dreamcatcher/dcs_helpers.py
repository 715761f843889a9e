"""Helpers for the Dream Catcher screen tests."""
from __future__ import annotations


def make_app(size=(1280, 720), speed: float = 1.0):
    from scenes.app import App
    from scenes.settings import Settings
    settings = Settings()
    settings.anim_speed = speed
    return App(size, settings=settings, sync_bots=True)
