"""The scene stack: push, pop, replace, overlays drawn over the scene below, events passed down."""
import pygame

from scenes.scene import Scene


class Probe(Scene):
    def __init__(self, app, name, log, consume=True, overlay=False):
        super().__init__(app)
        self.name, self.log, self.consume, self.overlay = name, log, consume, overlay
        self.updates = 0

    def handle(self, event):
        self.log.append(("handle", self.name))
        return self.consume

    def update(self, dt):
        self.updates += 1

    def draw(self, surface):
        self.log.append(("draw", self.name))


def test_push_pop_replace_and_enter(app):
    log = []
    a = app.push(Probe(app, "a", log))
    b = app.push(Probe(app, "b", log))
    assert app.top is b
    assert app.pop() is b and app.top is a
    c = app.replace(Probe(app, "c", log))
    assert app.stack == [c]
    app.reset(Probe(app, "d", log))
    assert [s.name for s in app.stack] == ["d"]


def test_overlay_draws_scene_below_and_opaque_does_not(app):
    log = []
    app.push(Probe(app, "base", log))
    app.push(Probe(app, "menu", log, overlay=True))
    app.step([], 0.016)
    assert [n for kind, n in log if kind == "draw"] == ["base", "menu"]
    log.clear()
    app.push(Probe(app, "curtain", log))
    app.step([], 0.016)
    assert [n for kind, n in log if kind == "draw"] == ["curtain"]


def test_events_go_down_until_consumed_and_only_top_updates(app):
    log = []
    base = app.push(Probe(app, "base", log))
    top = app.push(Probe(app, "hud", log, consume=False, overlay=True))
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)], 0.016)
    assert [n for kind, n in log if kind == "handle"] == ["hud", "base"]
    assert top.updates == 1 and base.updates == 0


def test_resize_lays_out_every_scene(app):
    sizes = []

    class Sized(Scene):
        def layout(self, rect):
            sizes.append(rect.size)

    app.push(Sized(app))
    app.push(Sized(app))
    sizes.clear()
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=600, size=(1000, 600))], 0.016)
    assert sizes == [(1000, 600), (1000, 600)]
    assert app.size == (1000, 600)


def test_quit_event_stops_the_loop(app):
    app.push(Probe(app, "a", []))
    app.step([pygame.event.Event(pygame.QUIT)], 0.016)
    assert not app.running


def test_f11_toggles_fullscreen_even_over_a_modal_scene(app):
    app.push(Probe(app, "modal", []))
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)], 0.016)
    assert app.settings.fullscreen


def test_a_full_screen_scene_keeps_its_leftover_events_from_the_scenes_below(app):
    """A stray click on the game must never reach the title screen hidden under it."""
    log = []
    app.push(Probe(app, "title", log))
    app.push(Probe(app, "game", log, consume=False))
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)], 0.016)
    assert [n for kind, n in log if kind == "handle"] == ["game"]
