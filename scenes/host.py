"""The game host: owns the Table, runs the bots, the curtain and the reaction window, and frames the
game's Board (see scenes/board.py for the interface a board implements and what the host offers it).

One privacy rule for the whole shelf lives here: the screen shows only what the seat at the screen
(self.seat) may know. When other seats must look at the screen (a reaction window for seats other
than the one at the screen), the host first hides that seat's view (seat None: the table's view);
when another human must act, a curtain named for them comes first; and a private moment in a game
that is otherwise played face up (a Dread Draw peek) goes behind a hand-off ("Only for Ana"). Undo
asks the table for the seat at the screen only.
"""
from __future__ import annotations

import random
import time

import pygame

from game.core import Action, IllegalAction, SaveError, Table, make_bot, paths

from . import access, symbols, textreport, theme
from .access import scaled
from .assets import fit, line_height, shrink_to
from .assets import font as assets_font
from .shelf import load_board
from .botrunner import BotRunner
from .coach import Coach
from .prepare import Surround, clipped, sliced
from .scene import Scene
from .widgets.button import Button, handle_all, height_for
from .widgets.curtain import Curtain
from .widgets.log import LINE_PACE, LogPanel
from .widgets.reaction import ARM_FRAMES, ReactionWindow

BOT_PAUSE = 0.55      # seconds between bot moves at normal speed, so people can follow
END_PAUSE = 1.2       # seconds on the final board before the results


class HostScene(Scene):
    holds_a_game = True
    coaching = True         # a Hint button for the people at the table (not in a replay or a lesson's script)

    def __init__(self, app, table: Table) -> None:
        super().__init__(app)
        self.table = table
        self.spec = table.spec
        self.runner = BotRunner(sync=app.sync_bots)
        seed = table.record.seed
        self.bots = {s: make_bot(self.spec, info.controller, s, seed * 7919 + s)
                     for s, info in enumerate(table.record.seats) if info.is_bot}
        self.humans = [s for s in range(len(table.record.seats)) if s not in self.bots]
        self.seat: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.last_human: int | None = self.seat
        # the seat the screen is private to: the one who passed the last curtain or hand-off (a lone
        # human always); None while several people may be looking (a face-up game, a reaction)
        self.private_for: int | None = self.seat
        self.claimed: int | None = None
        self.undid: int | None = None       # the seat that just took its move back from a curtain
        self.reaction: ReactionWindow | None = None
        self.pass_round: dict[int, object] = {}     # seat -> the round it chose to let every reaction pass
        self.reaction_group: set[int] = set()         # the seats of the reaction being asked, one by one
        self.pause = 0.3
        self.end_timer = 0.0
        self.clock = 0.0
        self._view = None
        self.log = LogPanel(lambda: self.names, self.colour, self.symbol)
        self.menu_button = Button("Menu", self.open_menu, "quiet")
        self.undo_button = Button("Undo", self.undo, "quiet", enabled=self.can_undo)
        self.coach = Coach(self)
        self.hint_button = Button("Hint", self.coach.ask, "quiet", enabled=self.coach.can_ask)
        for b in (self.menu_button, self.undo_button, self.hint_button):
            b.app = app
        self.backdrop = theme.Backdrop()
        self._surround = Surround()       # the backdrop with the bar, players and log painted in (draw())
        self.save_failing = False         # the last autosave failed: told once, retried on every move
        self.board = load_board(self.spec.id)(self)
        self.changed()

    # ---- what boards read --------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return self.table.names

    def colour(self, seat: int):
        return theme.player_colour(self.table.record.seats[seat].colour)

    def symbol(self, seat: int) -> str:
        """The seat's symbol (game/core/seats.SYMBOLS), drawn with its colour wherever the colour says whose."""
        return self.table.record.seats[seat].symbol

    def mark(self, surface: pygame.Surface, seat: int, centre, size: float, colour=None) -> pygame.Rect:
        """The seat's sign: its symbol filled with its colour (or `colour`), size px, centred at `centre`."""
        return symbols.draw(surface, self.symbol(seat), centre, size, colour or self.colour(seat))

    @property
    def speed(self) -> float:
        return self.app.settings.anim_speed

    def view(self) -> dict:
        if self._view is None:
            self._view = self.table.match.view(self.seat)
        return self._view

    def actions(self) -> list[Action]:
        """Legal actions of the seat at the screen, when it is that human's moment to act."""
        match = self.table.match
        if self.seat is None or self.seat in self.bots or self.seat not in match.to_move():
            return []
        if self.reaction is not None and not self.reaction.finished:
            return []
        return match.legal_actions(self.seat)

    def private_to(self, seat: int | None) -> bool:
        """Whether the screen may show `seat`'s secrets now (e.g. a card it peeked at): only when the
        screen is that seat's alone (a lone human, open hands, or behind its curtain or hand-off)."""
        if seat is None or seat != self.seat:
            return False
        return len(self.humans) == 1 or self.app.settings.open_hands or self.private_for == seat

    def render(self, event) -> str:
        """An event's line as the screen may show it: private text only to its seat, alone at the screen."""
        return event.render(self.names, self.seat if self.private_to(self.seat) else None)

    def sound(self, name: str) -> None:
        self.app.sound.play(name)

    def toast(self, message: str, kind: str = "info") -> None:
        self.app.toast(message, kind)

    def status(self) -> str:
        """One line on whose turn it is, for the top bar and the generic board."""
        match = self.table.match
        if match.over:
            return "Game over"
        if self.runner.busy:
            return f"{self.names[self.runner.seat]} is thinking" + "." * (1 + int(self.clock * 3) % 3)
        movers = match.to_move()
        if not movers:
            return ""
        if len(movers) > 1:
            return "Waiting for " + ", ".join(self.names[s] for s in movers)
        return f"{self.names[movers[0]]} to play"

    def report_name(self) -> str:
        """The screen's name in the text report: the game id and the board's moment."""
        if self.table.match.over:
            moment = "end"
        elif self.reaction is not None and not self.reaction.finished:
            moment = "reaction"
        else:
            moment = self.board.moment()
        return f"{self.spec.id} {moment}"

    # ---- acting ------------------------------------------------------------------------------
    def submit(self, seat: int | None, action: Action) -> bool:
        """A human seat acts. Illegal: a toast says why, nothing changes, False."""
        if seat is None or seat in self.bots:
            return False
        try:
            events = self.table.act(seat, action)
        except IllegalAction as exc:
            reason = str(exc)
            self.toast(reason[:1].upper() + reason[1:], "error")      # the rule's words, capitals kept
            return False
        if seat == self.seat:
            self.last_human = seat      # (a pass from a reaction strip over the table view sees nothing)
        if self.claimed == seat:
            self.claimed = None
        self._acted(seat, action, events)
        return True

    def _acted(self, seat: int, action: Action, events) -> None:
        told = {s for e in events if e.seats for s in e.seats}
        if not self.spec.hidden_info and self.private_for is not None and len(self.humans) > 1 and not told:
            self.private_for = None     # the private moment of a face-up game is over: everyone may look
        self.changed()
        self.board.on_events(seat, action, events)
        if self.seat in told and not self.private_to(self.seat):
            self.switch_to(self.seat, private=True)     # a hand-off first: "Only for Ana"
        self.sound("card" if seat in self.bots else "click")
        self.pause = BOT_PAUSE / self.speed

    def bots_thinking(self) -> bool:
        return self.runner.busy and not self.runner.sync

    def changed(self) -> None:
        if self.seat != getattr(self, "_eyes", self.seat):
            self.board.forget_pointer()     # the card reader, zoom and drag were the previous seat's
        self._eyes = self.seat
        self._view = None
        self.coach.clear()
        self.log.set_lines(self.table.log_for(self.seat if self.private_to(self.seat) else None))
        self.board.refresh()

    def can_undo(self) -> bool:
        """Only the seat at the screen may take back its own last move (Table.can_undo decides)."""
        return self.table.can_undo(self.seat)

    def undo(self, seat: int | None = None) -> None:
        """Take back the last move of `seat` (the seat at the screen when None), if the undo policy allows."""
        seat = self.seat if seat is None else seat
        if self.table.undo(seat):
            self.runner.cancel()
            self.reaction = None
            self.changed()
            self.toast("Move taken back", "ok")
            steps = self.table.steps
            told = {s for e in steps[-1].events if e.seats for s in e.seats} if steps else set()
            if self.seat in told and not self.private_to(self.seat):
                self.switch_to(self.seat, private=True)     # back into a private moment: hand-off again
        else:
            self.toast(self.table.undo_refusal(seat) or "Nothing to undo.", "info")

    def _undo_from_curtain(self, seat: int) -> None:
        """The seat that just moved takes it back from the next player's curtain. Whoever pressed it, the next
        player may be at the screen: the screen stays covered and a new curtain waits for that seat's own press."""
        self.claimed = None
        self.undo(seat)
        self.undid = seat               # among several to decide at once, the one who took it back goes first
        self.seat = self.private_for = None
        self.last_human = -1            # nobody's eyes yet: the seat to decide gets its curtain
        self.changed()

    def save_copy(self) -> str:
        """A snapshot in the saved-copies folder (the Load screen lists it); the toast names file and folder."""
        path = paths.unique(paths.saves_dir(), f"{self.spec.id}-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            self.table.save(path)
        except SaveError as exc:
            self.toast(f"Could not save a copy: {exc}", "error")
            return ""
        self.app.toast(f"Saved {path.name} in {path.parent}", "ok", 5.0)
        return str(path)

    def _watch_autosave(self) -> None:
        """A failed autosave is told once (play goes on in memory; each move tries again), and its end too."""
        error = self.table.save_error
        if error is not None and not self.save_failing:
            words = str(error) if isinstance(error, SaveError) else f"Could not save the game ({type(error).__name__})."
            self.app.toast(f"{words} Playing on; saving again after each move.", "error", 6.0)
        elif error is None and self.save_failing:
            self.toast("The game is saved again.", "ok")
        self.save_failing = error is not None

    def open_menu(self) -> None:
        self.app.go.pause(self)

    # ---- turn flow ---------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """What moves every frame on every table (a game, a lesson, a replay): the board's animations, the
        log that follows them line by line, and a reaction strip's timer, which waits for the board to settle."""
        self.clock += dt
        self.pause -= dt
        self.board.update(dt)
        self.log.follow(dt, self.board.busy(), LINE_PACE / self.speed, self.board.untold())
        if self.reaction is not None:
            self.reaction.update(dt, not self.board.busy())

    def update(self, dt: float) -> None:
        self._watch_autosave()
        self.tick(dt)
        result = self.runner.take()
        if result is not None:
            self._bot_acted(*result)
        self.coach.update()
        if self.board.busy():
            return
        match = self.table.match
        if match.over:
            self.end_timer += dt
            if self.end_timer >= END_PAUSE / self.speed:
                self.app.go.results(self.table, replace=True)
            return
        movers = match.to_move()
        bots = [s for s in movers if s in self.bots and self.board.bot_ready(s)]
        if bots and not self.runner.busy and self.pause <= 0:
            self.runner.ask(self.bots[bots[0]], match, bots[0], turn=len(self.table.record.actions))
            if self.runner.sync:
                result = self.runner.take()
                if result is not None:
                    self._bot_acted(*result)
                return
        humans = [s for s in movers if s not in self.bots]
        if humans:
            self._seat_humans(humans, movers)

    def _bot_acted(self, seat: int, outcome) -> None:
        match = self.table.match
        if isinstance(outcome, Exception) or match.check(seat, outcome) is not None:
            if isinstance(outcome, Exception):
                self.toast(f"{self.names[seat]}'s bot stumbled ({outcome}); it plays at random.", "error")
            legal = match.legal_actions(seat)
            if not legal:
                return
            outcome = random.Random(len(self.table.record.actions)).choice(legal)
        events = self.table.act(seat, outcome)
        self._acted(seat, outcome, events)

    def _seat_humans(self, humans: list[int], movers) -> None:
        """Put the right human at the screen: a reaction window, a curtain, or just their view."""
        if self.board.is_reaction(movers, humans) and self.claimed not in humans:
            self.reaction_group |= set(movers)
            self._ask_reaction(humans)
            if self.reaction is not None and not self.reaction.finished:
                self._hide_for([self.reaction.seat])   # the asked seat must not see the current hand
            return
        self.reaction = None
        if self.claimed not in humans:      # a claimed moment is still part of the reaction
            self.reaction_group = set()
        undid, self.undid = self.undid, None
        target = self.claimed if self.claimed in humans else (
            self.seat if self.seat in humans else undid if undid in humans else humans[0])
        if target != self.seat or (self.last_human is None and self._needs_curtain(target)):
            self.switch_to(target)

    def _hides(self) -> bool:
        return not self.app.settings.open_hands and len(self.humans) > 1

    def _needs_curtain(self, seat: int) -> bool:
        return self.spec.hidden_info and self._hides() and seat != self.last_human

    def _hide_for(self, seats) -> None:
        """Other seats must look at the screen (a reaction): show the table's view, not the hand of
        the seat at the screen, and pass the screen back to anyone afterwards behind a curtain."""
        if self.seat is None or set(seats) == {self.seat} or not (self.spec.hidden_info and self._hides()):
            return
        self.seat = self.private_for = None
        self.last_human = -1          # everyone looked: the next seat gets its curtain
        self.changed()

    def switch_to(self, seat: int, private: bool = False) -> None:
        """Show this human's view, behind a curtain when another human saw the screen last (private:
        a hand-off before a private moment, "Only for Ana")."""
        curtain = private or self._needs_curtain(seat)

        def show() -> None:
            self.seat = self.last_human = seat
            if curtain or not self._hides():
                self.private_for = seat
            self.changed()
        if curtain:
            undo = None
            last = self.last_human
            if not private and last is not None and last >= 0 and self.table.can_undo(last):
                undo = (self.names[last], lambda: self._undo_from_curtain(last))
            self.seat = self.private_for = None       # nothing private stays on screen behind the curtain
            self.app.toasts.items.clear()             # nor a toast meant for the last seat
            self.changed()
            self.app.push(Curtain(self.app, self.names[seat], self.colour(seat), show, private, undo,
                                  menu=self.open_menu, symbol=self.symbol(seat)))
        else:
            show()

    # ---- reactions: each human seat answers for itself, one after another -------------------------
    def _ask_reaction(self, humans: list[int]) -> None:
        """Ask the first human of the reaction (the game's order: movers come in turn order) unless it
        is already being asked; a seat that chose to pass all round, or that nobody else can watch
        and has nothing to claim, passes without a strip."""
        seat = humans[0]
        r = self.reaction
        if r is not None and not r.finished and r.seat == seat:
            return
        if self._passes_quietly(seat):
            self._pass_for(seat)
            return
        self._open_reaction([seat])

    def _passes_quietly(self, seat: int) -> bool:
        scope = self.board.reaction_scope()
        if scope is not None and self.pass_round.get(seat) == scope:
            return True      # the seat's own choice, made in public: it reveals nothing new
        alone = len(self.humans) == 1 or self.app.settings.open_hands
        # only private grounds (the seat's own hand) are left: fine when no other person watches
        return alone and not self.board.can_claim(seat, self.table.match.legal_actions(seat))

    def _pass_for(self, seat: int) -> None:
        match = self.table.match
        if seat in match.to_move():
            act = self.board.pass_action(seat, match.legal_actions(seat))
            if act is not None:
                self.submit(seat, act)

    def reaction_seconds(self) -> float | None:
        """The strip's timer from the settings (0: off, the strip waits for an answer)."""
        return float(self.app.settings.reaction_seconds) or None

    def _open_reaction(self, humans: list[int]) -> None:
        seat = humans[0]

        def claim(seat: int) -> None:
            self.claimed = seat
            self.reaction = None
            self.changed()    # the board shows the claimed seat's controls now (alone vs bots: no seat switch)

        def let_pass() -> None:
            self._pass_for(seat)

        def pass_round() -> None:
            self.pass_round[seat] = scope
            self._pass_for(seat)

        scope = self.board.reaction_scope()
        replaces = self.reaction is not None and self.reaction.seat != seat     # another seat's strip was here
        self.reaction = ReactionWindow(self.board.reaction_prompt([seat]), [seat], self.names, self.colour,
                                       claim, let_pass, self.reaction_seconds(),
                                       pass_round if scope is not None else None, self.board.reaction_labels(),
                                       arm_frames=ARM_FRAMES if replaces else 0, symbol_of=self.symbol)
        self.reaction.layout(self._reaction_rect())
        self.reaction.set_app(self.app)
        self.changed()        # the board drops its own controls while the strip asks (one control only)
        self.sound("chime")

    # ---- input and layout --------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if not self.board.drop_held():      # Esc first puts back a picked-up card or toy
                    self.open_menu()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key == pygame.K_h and self.coach.offered():
                self.coach.ask()
                return True
        if self.reaction is not None and self.reaction.handle(event):
            return True
        if handle_all(self.bar_buttons(), event):
            return True
        if self.log.handle(event):
            return True
        return self.board.handle(event)

    def layout(self, rect: pygame.Rect) -> None:
        u = theme.unit(rect.size)
        self.u = u
        pad = int(u * 1.6)
        bh = height_for(u * 1.93)                     # Menu, Undo, Hint: as tall as their text needs
        self.bar = pygame.Rect(0, 0, rect.w, self.bar_height(rect, bh))
        # the side panel widens a little with the text size (names and roles are read from across the table)
        side_w = int(max(u * 34, rect.w * 0.22 * (1 + (access.text_scale - 1) * 0.35)))
        self.side = pygame.Rect(rect.w - side_w - pad, self.bar.bottom + pad, side_w, rect.h - self.bar.bottom - 2 * pad)
        board_rect = pygame.Rect(pad, self.bar.bottom + pad, self.side.x - 2 * pad, self.side.h)
        bw = int(max(u * 14, max(assets_font("bold", u * 1.93).size(b.label)[0] for b in self.bar_buttons(True)) + bh))
        x = rect.w - pad
        for b in (self.menu_button, self.undo_button, self.hint_button):
            x -= bw
            b.rect = pygame.Rect(x, (self.bar.h - bh) // 2, bw, bh)
            x -= int(u * 1.5)
        self.controls_left = self.hint_button.rect.x      # the bar's controls start here (the replay has its own)
        self.player_rows = self._player_rows()
        self.players_rect = pygame.Rect(self.side.x, self.side.y, self.side.w,
                                        int(self.player_rows[-1].bottom - self.side.y + u * 1.2))
        self.log.rect = pygame.Rect(self.side.x, self.players_rect.bottom + pad, self.side.w,
                                    self.side.bottom - self.players_rect.bottom - pad)
        self.log.title_room = int(u * 0.8) + line_height(u * 1.8, "bold")     # the "Log" title painted above
        self.title_size = self._title_size()
        self.board.layout(board_rect)
        self.backdrop = theme.Backdrop()
        if self.reaction is not None:
            self.reaction.layout(self._reaction_rect())

    def _reaction_rect(self) -> pygame.Rect:
        r, u = self.board.rect, self.u
        return self.board.reaction_rect(pygame.Rect(r.x + int(u * 2), r.y + int(u * 2), r.w - int(u * 4),
                                                    int(scaled(u * 9))))

    def bar_height(self, rect: pygame.Rect, bh: int) -> int:
        """The top bar: its buttons and the margin round them (the replay may need two rows)."""
        return max(int(self.u * 7.5), bh + int(self.u * 2.9))

    def _two_line_players(self) -> bool:
        """Whether a player's role goes under the name (at a large text size in a narrow panel)."""
        u = self.u
        widest = max(assets_font("bold", u * 2.3).size(n)[0] for n in self.names)
        role = assets_font("italic", u * 1.7).size("Bot · Normal")[0]
        return widest + role + u * 7 > self.side.w - 2 * u

    def _player_rows(self) -> list[pygame.Rect]:
        """Each player's row in the Players panel, under its title: tall enough for its lines of text."""
        u = self.u
        two = self.two_line = self._two_line_players()
        name_h, role_h = line_height(u * 2.3, "bold"), line_height(u * 1.7, "italic")
        h = int(max(u * 4.6, name_h + (role_h if two else 0) + u * 0.4))
        top = self.side.y + max(u * 3.6, u * 0.8 + line_height(u * 1.8, "bold"))
        return [pygame.Rect(self.side.x + u, int(top + i * (h + u * 0.6)), self.side.w - 2 * u, h)
                for i in range(len(self.names))]

    def _title_size(self) -> int:
        """The game's name in the bar: grows with the text size while it leaves the status room, else steps down."""
        u = self.u
        room = (self.controls_left - u * 4) * 0.5
        return shrink_to(self.spec.title, access.capped(u * 3.6, self.top_row() * 0.62), room, "serif_bold")

    def top_row(self) -> int:
        """The height of the bar's row that holds the title and the status (the whole bar here)."""
        return self.bar.h

    # ---- drawing -----------------------------------------------------------------------------
    def prepare(self):
        """The table's art at this size, in small jobs (the app runs them over frames behind a cover):
        the background, the panels' shadows, the board's own art (its prepare(): the pictures its first
        frames draw at its layout's sizes, a few per job), the backdrop a part per job; then the app draws
        the screen once in slices (App._first_frame_jobs), so the first frame shown draws from warm caches.
        The trial drawings go to the display surface: the cover is drawn over them in the same frame."""
        size = self.size
        yield from theme.background.steps(size)
        for rect in (self.players_rect, self.log.rect):
            theme.panel_shadow(size, rect, int(self.u * 1.5))
            yield
        board_jobs = getattr(self.board, "prepare", None)
        if board_jobs is not None:
            yield from board_jobs()
        screen = pygame.display.get_surface()
        # the backdrop and trial drawings only behind a real cover (a window) and once the board is laid out:
        # headless apps draw their first frame as before
        if (screen is None or screen.get_size() != size or self.app.prepare_budget is None
                or getattr(self.board, "lay", True) is None):
            return
        # what the backdrop needs that the board's prepare() did not make (texts, shadows) by a trial paint in
        # slices (scenes/prepare.py sliced), then the backdrop a part per job; the app then draws the whole
        # screen once the same way
        yield from self.backdrop.jobs(size, self.spec.id, self._paint_backdrop)
        self._surround.on(self.backdrop.version, self.backdrop.get(size, self.spec.id, self._paint_backdrop))
        yield           # the picture round the board at this size, on the new backdrop: a job of its own
        if self._hides():      # the hand-off curtains' texts and card shadow, not made in a curtain's first frame
            for seat in self.humans:
                for private in (False, True):
                    curtain = Curtain(self.app, self.names[seat], self.colour(seat), None, private,
                                      symbol=self.symbol(seat))
                    yield from sliced(lambda c=curtain: c.draw(screen))

    def idle_jobs(self):
        """The board's idle warm-up (Board.idle_jobs): art it will likely need soon, made with spare time."""
        return self.board.idle_jobs()

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        backdrop = self.backdrop.get(size, self.spec.id, self._paint_backdrop)
        bar = self.bar_look()
        stills = [(f"board {name}", *rest) for name, *rest in self.board.still_parts()]   # never the host's names
        if bar is None or textreport.recording():   # a bar of its own widgets (the replay's), or the text
            surface.blit(backdrop, (0, 0))          # report, which sees each text drawn: all of it each frame
            self._draw_bar(surface)
            self._draw_players(surface)
            self.log.draw(surface)
            for _name, rect, _key, draw in stills:
                clipped(surface, rect, draw)
        else:     # one picture; a part painted again when it changes (the board's under its frame; the rest may wait)
            around = (("bar", self.bar, bar, self._draw_bar),
                      ("players", self.players_rect, self._player_looks(), self._draw_players),
                      ("log", self.log.rect, self.log.look(size), self.log.draw))
            picture = self._surround.get(self.backdrop.version, backdrop, stills, waiting=around,
                                         viewer=(self.seat, self.private_for))
            surface.blit(picture, (0, 0))
        self.board.draw(surface)
        if self.reaction is not None and not self.reaction.finished:
            self.reaction.draw(surface)

    def bar_look(self) -> tuple | None:
        """Everything _draw_bar() reads beyond the layout, as a key; None: the bar is drawn each frame."""
        return self.status(), tuple(button.look() for button in self.bar_buttons())

    def _paint_backdrop(self, surface: pygame.Surface):
        """What never changes between frames: background, bar, empty side panels, their headings, the
        board's part. A generator: yields between parts (see theme.Backdrop.steps)."""
        u = self.u
        surface.blit(theme.background(surface.get_size()), (0, 0))
        pygame.draw.rect(surface, theme.darken(theme.BG_BOTTOM, 0.3), self.bar)
        pygame.draw.line(surface, theme.ACCENT_DARK, self.bar.bottomleft, self.bar.bottomright, max(1, int(u * 0.25)))
        theme.blit_text(surface, fit(self.spec.title, self.title_size, int((self.controls_left - u * 4) * 0.5),
                                     "serif_bold"),
                        self.title_size, theme.CREAM, (u * 2.5, self.top_row() // 2), "serif_bold", "midleft")
        yield
        for rect, label in ((self.players_rect, "Players"), (self.log.rect, "Log")):
            theme.panel(surface, rect, theme.PAPER, radius=int(u * 1.5))
            theme.blit_text(surface, label, u * 1.8, theme.INK_SOFT, (rect.x + u * 1.2, rect.y + u * 0.8), "bold")
        yield
        self.board.paint_backdrop(surface)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        u = self.u
        title_w = min(assets_font("serif_bold", self.title_size).size(self.spec.title)[0],
                      (self.controls_left - u * 4) * 0.5)
        title = pygame.Rect(0, 0, int(title_w + u * 2.5), 1)
        space = self.bar_buttons()[-1].rect.x - title.right - u * 6
        box = (title.right + u * 3, self.bar.y + u * 0.4, space, self.bar.h - u * 0.8)    # wraps before it cuts
        theme.blit_box(surface, self.status(), u * 2.3, theme.CREAM_SOFT, box, "italic")
        for button in self.bar_buttons():
            button.draw(surface)

    def bar_buttons(self, every: bool = False) -> list[Button]:
        """Menu, Undo and (when hints are on and the game has a coach, or every) Hint, right to left."""
        return [self.menu_button, self.undo_button] + ([self.hint_button] if every or self.coach.offered() else [])

    def _player_looks(self) -> tuple:
        """Each row of the players' panel as what it shows: (row, colour, name, role, to move)."""
        movers = self.table.match.to_move()
        u, looks = self.u, []
        for i, info in enumerate(self.table.record.seats):
            row = self.player_rows[i]
            role = "Human" if not info.is_bot else f"Bot · {info.controller.capitalize()}"
            if self.runner.seat == i:
                role = "thinking" + "." * (1 + int(self.clock * 3) % 3)
            elif i == self.seat:
                role = "at the screen"
            name = fit(info.name, int(u * 2.3), int(row.w - (u * 5.6 if self.two_line else u * 16)), "bold")
            looks.append((tuple(row), self.colour(i), self.symbol(i), name, role, i in movers))
        return self.two_line, tuple(looks)

    def _draw_players(self, surface: pygame.Surface) -> None:
        u = self.u
        two, looks = self._player_looks()
        for i, (row, colour, _symbol, name, role, moving) in enumerate(looks):
            row = pygame.Rect(row)
            if moving:
                pygame.draw.rect(surface, theme.lighten(colour, 0.7), row, border_radius=int(u))
            name_y = row.y + u * 0.2 + line_height(u * 2.3, "bold") / 2 if two else row.centery
            self.mark(surface, i, (row.x + u * 2.3, name_y), u * 3.0)
            theme.blit_text(surface, name, u * 2.3, theme.INK, (row.x + u * 4.6, name_y), "bold", "midleft")
            if two:        # under the name
                theme.blit_text(surface, role, u * 1.7, theme.INK_SOFT, (row.x + u * 4.6, row.bottom - u * 0.2),
                                "italic", "bottomleft")
            else:
                theme.blit_text(surface, role, u * 1.7, theme.INK_SOFT, (row.right - u, row.centery), "italic",
                                "midright")
