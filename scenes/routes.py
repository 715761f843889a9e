"""Where each screen leads: the one place that knows every screen and how one leads to the next.

A screen asks the app it holds (`self.app.go.setup(spec)`), so no screen imports another screen or the host, and
only the app imports this module. Each screen is imported when first asked for: the title opens without loading
the game screens behind it.

    title ── setup ── game ── results ── game again, or title
      │                 └── pause ── rules, settings, title
      ├── saves ── game (or the results of a finished one), replay
      ├── lesson ── game
      └── settings
"""
from __future__ import annotations


class Routes:
    def __init__(self, app) -> None:
        self.app = app

    # ---- menus -----------------------------------------------------------------------------------
    def title(self) -> None:
        """The title, in place of everything on the stack (a game left is in its autosave)."""
        from .screens.title import Title
        self.app.reset(Title(self.app))

    def setup(self, spec) -> None:
        from .screens.setup import Setup
        self.app.push(Setup(self.app, spec))

    def saves(self) -> None:
        from .screens.load import LoadScreen
        self.app.push(LoadScreen(self.app))

    def settings(self) -> None:
        from .screens.settings_screen import SettingsScreen
        self.app.push(SettingsScreen(self.app))

    def rules(self, spec) -> None:
        from .screens.rules import RulesScreen
        self.app.push(RulesScreen(self.app, spec))

    def pause(self, host) -> None:
        from .screens.pause import PauseMenu
        self.app.push(PauseMenu(self.app, host))

    # ---- games -----------------------------------------------------------------------------------
    def game(self, table, replace: bool = False):
        """The table played, over the screen that led here or in its place (setup, a rematch, a lesson's end)."""
        from .host import HostScene
        return self._show(HostScene(self.app, table), replace)

    def results(self, table, replace: bool = False):
        """How a game ended: in place of the game just played, or over the Load screen for a finished save."""
        from .screens.results import Results
        return self._show(Results(self.app, table), replace)

    def resume(self, entry) -> None:
        """Resume a save (Continue, or Resume on the Load screen): an autosave goes on in its own file; a saved
        copy stays as it is and the game goes on in a new autosave. A long one loads behind a progress bar; a
        damaged one is explained and moved aside."""
        from game.core import paths

        from .screens.loading import open_save
        fresh = entry.kind != "autosave"
        autosave = paths.new_autosave_path(entry.game_id or "game") if fresh else entry.path

        def opened(table) -> None:
            if fresh:
                table.save()
            self.results(table) if table.match.over else self.game(table)
        open_save(self.app, entry.path, "Cannot open this save" if fresh else "Cannot continue", opened, autosave)

    def replay(self, entry) -> bool:
        """A save in the replay viewer (read only); False, with a dialog saying why, when it cannot be read."""
        from game.core import SaveError

        from .replay import ReplayScene
        from .widgets.dialog import Dialog
        try:
            self.app.push(ReplayScene.from_path(self.app, entry.path))
        except SaveError as exc:
            self.app.push(Dialog(self.app, "Cannot watch this save", f"{exc} The file was left as it is."))
            return False
        return True

    def lesson(self, game_id: str, resume: bool = True, keep: bool = True):
        """The game's tutorial, where it was left (resume) or from its first step; the lesson's host."""
        from .tutorial import open_tutorial
        return open_tutorial(self.app, game_id, resume, keep)

    def _show(self, scene, replace: bool):
        return self.app.replace(scene) if replace else self.app.push(scene)
