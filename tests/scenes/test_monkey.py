"""A seeded monkey: thousands of random clicks, drags, keys, resizes and focus losses on every screen.

Any exception fails the test and the seed is printed, so the run can be repeated exactly.
"""
import os
import random

import pygame
import pytest
from snapgame import finished_table

from game.core import SeatInfo, Table, paths, registry
from scenes.host import HostScene
from scenes.screens.pause import PauseMenu
from scenes.screens.results import Results
from scenes.screens.rules import RulesScreen
from scenes.screens.settings_screen import SettingsScreen
from scenes.screens.setup import Setup
from scenes.screens.title import Title
from scenes.widgets.curtain import Curtain
from scenes.widgets.dialog import Dialog

SEED = int(os.environ.get("MONKEY_SEED", "20240607"))
EVENTS_PER_SCREEN = 400
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_UP,
        pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_END, pygame.K_HOME, pygame.K_F11, pygame.K_z, pygame.K_w]


def host(app, game="pebbles", controllers=("human", "human", "easy")):
    seats = [SeatInfo(f"P{i}", c, i) for i, c in enumerate(controllers)]
    return HostScene(app, Table.new(game, seats, {}, 5, autosave=paths.autosave_path()))


SCREENS = {
    "title": lambda app: [Title(app)],
    "setup": lambda app: [Title(app), Setup(app, registry.get("pebbles"))],
    "host": lambda app: [host(app)],
    "host-reaction": lambda app: [host(app, "snap", ("human", "human", "human"))],
    "pause": lambda app: [h := host(app), PauseMenu(app, h)],
    "rules": lambda app: [h := host(app), RulesScreen(app, registry.get("pebbles"))],
    "settings": lambda app: [Title(app), SettingsScreen(app)],
    "results": lambda app: [Results(app, finished_table())],
    "curtain": lambda app: [h := host(app), Curtain(app, "P1", (200, 80, 60))],
    "dialog": lambda app: [Title(app), Dialog(app, "Hello", "A dialog.", [("OK", None), ("Cancel", None)])],
}


def random_event(rng: random.Random, size, held: list) -> list[pygame.event.Event]:
    w, h = size
    pos = (rng.randrange(w), rng.randrange(h))
    roll = rng.random()
    if roll < 0.35:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-40, 40), rng.randint(-40, 40)),
                                   buttons=(1 if held else 0, 0, 0))]
    if roll < 0.55:
        button = rng.choice([1, 1, 1, 3])
        kind = pygame.MOUSEBUTTONUP if held and rng.random() < 0.6 else pygame.MOUSEBUTTONDOWN
        if kind == pygame.MOUSEBUTTONDOWN:
            held.append(button)
        elif held:
            held.pop()
        return [pygame.event.Event(kind, pos=pos, button=button)]
    if roll < 0.65:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]), flipped=False)]
    if roll < 0.85:
        mod = pygame.KMOD_CTRL if rng.random() < 0.2 else 0
        return [pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="", scancode=0)]
    if roll < 0.92:
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "Zoë", "  ", "é", "42"]))]
    if roll < 0.96:
        nw, nh = rng.randint(640, 2000), rng.randint(400, 1200)
        return [pygame.event.Event(pygame.VIDEORESIZE, w=nw, h=nh, size=(nw, nh))]
    held.clear()
    return [pygame.event.Event(rng.choice([pygame.WINDOWFOCUSLOST, pygame.WINDOWLEAVE]))]


@pytest.mark.parametrize("name", list(SCREENS))
def test_monkey(app, quick_bots, name):
    rng = random.Random(f"{SEED}-{name}")
    app.resize((960, 540))

    def open_screen():
        app.running = True
        app.stack.clear()
        for scene in SCREENS[name](app):
            app.push(scene)

    open_screen()
    held: list = []
    try:
        for i in range(0, EVENTS_PER_SCREEN, 2):      # two events a frame
            app.step(random_event(rng, app.size, held) + random_event(rng, app.size, held), 1 / 30)
            if not app.running or not app.stack:
                open_screen()
    except Exception:
        print(f"monkey failed on screen {name!r} at event {i}; repeat with MONKEY_SEED={SEED}")
        raise
