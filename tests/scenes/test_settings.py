"""Settings persist as JSON in the config folder, survive bad files, and apply live."""
from game.core import paths
from scenes import theme
from scenes.driver import inside_left, inside_right
from scenes.settings import Settings


def test_round_trip():
    s = Settings(volume=30, mute=True, open_hands=True, anim_speed=2.0, colour_blind=True)
    s.save()
    assert Settings.load() == s
    assert (paths.config_dir() / "settings.json").exists()


def test_damaged_or_odd_file_falls_back_to_defaults():
    path = paths.config_dir() / "settings.json"
    path.write_text("{not json")
    assert Settings.load() == Settings()
    path.write_text('{"volume": 400, "anim_speed": 3.3, "mute": "yes", "extra": 1}')
    loaded = Settings.load()
    assert loaded.volume == 100 and loaded.anim_speed == 1.0 and loaded.mute is False


def test_settings_screen_applies_and_saves(app, driver):
    from scenes.screens.settings_screen import SettingsScreen
    screen = app.push(SettingsScreen(app))
    label, key, chooser = next(r for r in screen.rows if r[1] == "colour_blind")
    driver.click(inside_right(chooser.rect))
    assert app.settings.colour_blind and theme.colour_blind
    assert theme.player_colour(0) == theme.PLAYERS_SAFE[0]
    assert Settings.load().colour_blind
    driver.click(inside_right(chooser.rect))
    assert not theme.colour_blind
    volume = next(c for _l, k, c in screen.rows if k == "volume")
    driver.click(inside_left(volume.rect))
    assert Settings.load().volume == 60


def test_text_size_applies_at_once_and_is_saved(app, driver):
    """Text size (issue 23): a click on its chooser makes every text bigger on the next frame and is kept."""
    from scenes import access
    from scenes.assets import px
    from scenes.driver import inside_right
    from scenes.screens.settings_screen import SettingsScreen
    screen = app.push(SettingsScreen(app))
    before = px(20)
    chooser = next(c for _l, k, c in screen.rows if k == "text_scale")
    driver.click(inside_right(chooser.rect))
    assert access.text_scale == 1.25 and Settings.load().text_scale == 1.25
    assert px(20) == int(before * 1.25)
    driver.click(inside_right(chooser.rect))
    assert Settings.load().text_scale == 1.5
    for _ in range(2):
        driver.click(inside_right(chooser.rect))
    app.settings.text_scale = 1.0
    app.apply_settings()
    assert px(20) == before
