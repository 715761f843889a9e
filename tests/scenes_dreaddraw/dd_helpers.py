"""Helpers for the Dread Draw screen tests: a headless app, a table on it, stepping frames."""
from __future__ import annotations

from scenes.driver import DT, start_host, step, until  # noqa: F401  (the tests step frames through here)


def make_app(size=(1280, 720), speed: float = 1.0):
    from scenes.app import App
    from scenes.settings import Settings
    settings = Settings()
    settings.anim_speed = speed
    return App(size, settings=settings, sync_bots=True)


def start(app, controllers=("human", "normal"), seed: int = 1, first: int | None = 0):
    """A HostScene for Dread Draw on the app's stack (no autosave)."""
    return start_host(app, "dreaddraw", controllers, {}, seed, first)


def reposition(host, change) -> None:
    """Test set-up through positions: the table plays on from its match's position as change(state) edits it
    (a new match, read back and checked: no card lost or doubled), and the screen is told."""
    doc = host.table.match.to_position()
    change(doc["state"])
    host.table.match = type(host.table.match).from_position(doc)
    host.changed()


def take(state: dict, card: int) -> int:
    """Take a card out of whichever pile or seat's zone of a position's state holds it."""
    zones = [state["draw_pile"], state["discard_pile"], state["drawn"]]
    for key in ("life_decks", "rows", "reserves"):
        zones += state[key]
    zone = next(z for z in zones if card in z)
    zone.remove(card)
    return card


def click(app, pos) -> None:
    from scenes.driver import click_events
    step(app, click_events(tuple(int(v) for v in pos)))


def drag(app, start_pos, end_pos) -> None:
    from scenes.driver import drag_events
    step(app, drag_events(tuple(map(int, start_pos)), tuple(map(int, end_pos))))


def play_like_a_person(app, host, rng) -> bool:
    """One human choice made through the screen (clicks and drags); False when nothing to do."""
    board = host.board
    acts = board.acting()
    if not acts:
        return False
    kinds = {a.kind for a in acts}
    lay = board.lay
    if "keep" in kinds:
        fan = board.shown.fan
        rects = lay.fan_rects(len(fan["cards"]))
        click(app, rng.choice(rects).center)
        return True
    if "summon" in kinds:
        seat = host.seat
        reserves = [a for a in acts if a.kind == "summon" and a["source"] == "reserve"]
        if reserves and rng.random() < 0.5:
            card = rng.choice(reserves)["card"]
            sp = next(s for s in board.sprites.cards if s.payload == card)
            drag(app, sp.rect.center, lay.bands[seat].row.center)
            return True
        click(app, lay.deck.center)
        return True
    button = rng.choice(board.buttons)
    click(app, button.rect.center)
    return True
