"""Helpers for the Dodos screen tests."""
from __future__ import annotations


def make_app(size=(1280, 720), speed: float = 2.0):
    from scenes.app import App
    from scenes.settings import Settings
    settings = Settings()
    settings.anim_speed = speed
    return App(size, settings=settings, sync_bots=True)


def kinds(host) -> list[str]:
    return [a.kind for _s, a in host.table.record.actions]


def last(host):
    return host.table.record.actions[-1]
