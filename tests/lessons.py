"""A game's lesson opened on a fresh app at 1280x720 and played by its autoplay: the set-up the lesson tests
of every game share (each then checks its own moves)."""
import pygame


def fresh_lesson(game: str, **settings):
    """(app, host): GAME's lesson from its start over the title, bots in step, with these settings."""
    from scenes import tutorial as tut
    from scenes.app import App
    from scenes.screens.title import Title
    from scenes.settings import Settings
    pygame.init()
    pygame.event.clear()
    tut.forget(game)
    app = App((1280, 720), settings=Settings(**settings), sync_bots=True)
    app.push(Title(app))
    return app, tut.open_tutorial(app, game, resume=False, keep=False)


def played(app, host):
    """The lesson's autoplay, run headless until the lesson ends (or its frame limit)."""
    from scenes import tutorial as tut
    auto = host.autoplay = tut.Autoplay(host)
    tut.run_headless(app, limit=30000)
    return auto
