"""Issue 23, "Never colour alone": the seat's symbol is chosen at setup (no two seats share one) and drawn beside its
colour wherever a colour tells whose something is: the players panel, the curtain, the reaction strip, the results."""
from __future__ import annotations

import pygame

from game.core import SeatInfo, Table, paths, registry
from game.core.seats import SYMBOLS
from scenes import symbols
from scenes.host import HostScene
from scenes.screens.setup import Setup
from scenes.widgets.curtain import Curtain


def drawn(surface: pygame.Surface, colour) -> bool:
    """Whether any pixel of exactly this colour is on the surface (a symbol's fill is the seat's colour)."""
    w, h = surface.get_size()
    return any(surface.get_at((x, y))[:3] == tuple(colour) for x in range(0, w, 2) for y in range(0, h, 2))


def test_setup_offers_a_symbol_per_seat_and_never_two_alike(app, driver):
    setup = app.push(Setup(app, registry.get("pebbles")))
    assert [r.symbol for r in setup.rows] == list(SYMBOLS[:2])
    driver.click(setup.rows[0].shape.rect.center)           # circle -> triangle: square is Ben's
    assert setup.rows[0].symbol == "triangle"
    driver.click(setup.add_button.rect.center)
    assert len({r.symbol for r in setup.rows}) == 3
    for _ in range(len(SYMBOLS) * 2):
        driver.click(setup.rows[1].shape.rect.center)
        assert len({r.symbol for r in setup.rows}) == 3
    assert [s.symbol for s in setup.seats()] == [r.symbol for r in setup.rows]


def test_the_table_knows_each_seats_symbol_and_the_curtain_shows_it(app):
    seats = [SeatInfo("Ana", symbol="star"), SeatInfo("Ben", "easy", 1, "heart")]
    table = Table.new("pebbles", seats, {}, 2, autosave=paths.autosave_path())
    host = app.push(HostScene(app, table))
    assert [host.symbol(s) for s in range(2)] == ["star", "heart"]
    curtain = Curtain(app, "Ben", host.colour(1), symbol=host.symbol(1))
    surface = pygame.Surface(app.size)
    curtain.draw(surface)
    mark = symbols.icon("heart", 40, host.colour(1))
    assert drawn(surface, host.colour(1)) and mark.get_size() == (40, 40)


def test_the_symbol_module_caches_and_draws_unknown_names_as_circles():
    a = symbols.icon("nothing", 20, (10, 200, 10))
    b = symbols.icon("circle", 20, (10, 200, 10))
    assert a is b
    surface = pygame.Surface((40, 40))
    rect = symbols.draw(surface, "star", (20, 20), 24, (200, 10, 10))
    assert rect.center == (20, 20) and surface.get_at((20, 20))[:3] == (200, 10, 10)
