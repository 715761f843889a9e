"""The board interface: what each game's screen provides to the host, and what the host offers it.

Each game ships `scenes/<game id>/__init__.py` with

    BOARD = MyBoard        # a subclass of Board
    RULES = "..."          # the rules reference text (see scenes/screens/rules.py for the markup)

The host (scenes/host.py) owns the Table, the bots, the curtain, the reaction window, the log,
the top bar and the player list; the board owns only its rectangle of the screen.

What the host offers a board (read these, never the Table's match directly):
    host.view()            -> dict    the view of the seat at the screen (host.seat), cached; the table's
                                      view (seat None) when no human sits there (all bots)
    host.seat              -> int|None  whose eyes the screen shows
    host.actions()         -> list[Action]  legal actions of host.seat when it is that human's turn now
                                      (empty while a bot decides, a curtain is up or a reaction is open)
    host.submit(seat, action) -> bool  apply an action for a human seat; an illegal one shows a toast,
                                      changes nothing and returns False
    host.names, host.colour(seat)     player names and their colours (follows the colour-blind setting)
    host.speed             -> float   animation speed multiplier: divide your durations by it
    host.sound(name)                  play "click", "card", "dice", "win", "lose", "whoosh" or "chime"
    host.toast(text, kind)            a short message at the top ("info", "ok", "error")
    host.render(event)     -> str     an event's line for the screen now: its private text ("You draw Swap")
                                      only when the screen is that seat's alone, else the public text
    host.private_to(seat)  -> bool    whether the screen may show this seat's secrets now (a peeked card):
                                      it sits at the screen alone (lone human, behind its curtain/hand-off)
    host.table / host.spec            for titles, options and the record (read only)

The life of a board:
    __init__(host)         build from host.view(); keep widgets, not surfaces of a given size
    layout(rect)           the board's rectangle after a resize (also mid-animation): place widgets
    refresh()              the view changed (an action, an undo, another seat at the screen): re-read it
    forget_pointer()       another seat is at the screen now: drop hover/zoom/reader/drag state
    drop_held() -> bool    Esc: put back what the pointer drags or carries (click to move), or cancel an
                           aim; True when there was something (the host then keeps its menu shut)
    on_events(seat, action, events)  an action was applied: start animations from the events
    untold() -> int        optional: how many of the newest log lines the board has not shown yet (the
                           log waits for them, so it never tells a result before the board shows it)
    busy()                 True while animating: the host waits before letting the next bot act
    handle(event) -> bool  input; True when consumed
    update(dt)             advance animations (dt in seconds)
    paint_backdrop(surface)  optional: the static part of the board, painted once per window size
    still_parts()          optional: [(name, rect, key, draw(surface))]: parts of the board as they lie, kept in
                           the host's picture and painted again (clipped to rect) when key changes; drawn before
                           draw(), which draws only what moves over them; a part left out of the list (drawn by
                           draw() while it moves) leaves the picture, its place showing the backdrop
    draw(surface)          draw inside self.rect; never change state here
    idle_jobs()            optional: a generator of small jobs making art the board will likely need soon
                           (caches only), run by the app with a frame's spare time (see Scene.idle_jobs)
    pass_action(seat, actions)  the action meaning "let it pass" in a reaction (see DESIGN.md), or None
    reaction_prompt(seats) the text of the reaction window strip: what is being reacted to
    reaction_rect(default) where the strip goes (default: a band at the top of the board)
    reaction_labels()      the strip's three buttons: claim, let it pass, pass all round
    reaction_scope()       what "pass all round" covers (a round number...), or None: no such button
    bot_ready(seat)        False while a bot must hold back (Restless Night: until the card has landed
                           and its reaction time has passed); the host asks the bot only then
    can_claim(seat, actions)  whether the seat holds something to claim with (private: the host uses it
                           only when no other person watches the screen)
"""
from __future__ import annotations

import re
from typing import Any, Sequence

import pygame

from game.core import Action, Event

from .widgets.timeline import Queue, Step

PASS_KINDS = ("pass", "decline", "skip", "no", "let_pass")


class Board:
    def __init__(self, host) -> None:
        """host: the HostScene (scenes/host.py) the board is drawn in; not imported here, as the host imports this."""
        self.host = host
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def refresh(self) -> None:
        """The view changed; re-read host.view() and host.actions()."""

    def paint_backdrop(self, surface: pygame.Surface) -> None:
        """Draw what never moves (the table cloth, fixed frames) once; the host caches it per size."""

    def still_parts(self) -> list:
        """Parts drawn before draw() and kept while their keys hold (the host's picture): none by default."""
        return []

    def on_events(self, seat: int, action: Action, events: Sequence[Event]) -> None:
        """An action was applied (by anyone): animate what the events say."""

    def busy(self) -> bool:
        return False

    def untold(self) -> int | None:
        """Log lines (one per event) the board has not shown yet; None: the log paces itself."""
        return None

    def idle_jobs(self):
        """Jobs making art the board will likely draw soon (scenes/prepare.py paced); caches only."""
        return iter(())

    def moment(self) -> str:
        """A word for what the board shows now ("draft", "play", "throw"...): names the screen in the
        text report (host.report_name)."""
        return "board"

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def forget_pointer(self) -> None:
        """The seat at the screen changed (a curtain, a hand-off, a reaction over the table view): drop
        hover, zoom, card-reader and drag state, which belonged to the previous seat's eyes."""

    def drop_held(self) -> bool:
        """Esc while something is picked up or aimed: put it back where it came from (nothing is sent)."""
        return False

    def pass_action(self, seat: int, actions: Sequence[Action]) -> Action | None:
        """The 'let it pass' action among a reacting seat's choices (kind pass/decline/skip/no)."""
        return next((a for a in actions if a.kind in PASS_KINDS), None)

    def reaction_prompt(self, seats: Sequence[int]) -> str:
        return "Anyone want to respond?"

    def bot_ready(self, seat: int) -> bool:
        return True

    def reaction_rect(self, default: pygame.Rect) -> pygame.Rect:
        """Where the reaction strip goes (a board may put it over its own prompt line)."""
        return default

    def reaction_labels(self) -> tuple[str, str, str]:
        return ("Wait!", "Let it pass", "Pass all round")

    def reaction_scope(self):
        return None

    def can_claim(self, seat: int, actions: Sequence[Action]) -> bool:
        return any(a.kind not in PASS_KINDS for a in actions)

    def is_reaction(self, movers: Sequence[int], humans: Sequence[int]) -> bool:
        """Whether this moment is a reaction window (anyone may claim, or all let it pass) rather than
        a turn. The default: several seats decide at once and every human among them can pass (and the
        last of them, once the others have answered, is still asked by the strip).
        Games whose reactions may ask a single seat say so from their view."""
        match = self.host.table.match
        asked = len(movers) > 1 or set(movers) <= self.host.reaction_group    # the last seat still answers
        return asked and all(self.pass_action(s, match.legal_actions(s)) is not None for s in humans)

    # ---- small helpers for subclasses ----------------------------------------------------------
    @staticmethod
    def action_label(action: Action) -> str:
        """A readable label for an action: "Play value 2", "Roll"."""
        words = [action.kind.replace("_", " ").capitalize()]
        words += [f"{k.replace('_', ' ')} {_short(v)}" for k, v in action.params]
        return " · ".join(words) if len(words) > 2 else " ".join(words)


def _short(value: Any) -> str:
    if isinstance(value, tuple):
        return "(" + ", ".join(_short(v) for v in value) + ")"
    return str(value)


class AnimatedBoard(Board):
    """A board that shows a model of its own, moved along by animating events, and re-synced to the
    view when nothing animates. Subclasses set self.seen (actions applied) and self.dirty in __init__
    and provide sync(); after an undo the animations are dropped and the view is shown as it is."""

    def __init__(self, host) -> None:
        super().__init__(host)
        self.view = host.view()
        self.lay = None                 # the game's Layout, made by layout(rect)
        self.u = 8.0                    # the size unit the layout picked
        self.clock = 0.0                # seconds shown, for pulses and idle motion
        self.queue = Queue()            # steps still to animate, in order
        self.flights = []               # pieces in the air (a game may key them instead)
        self.seen = len(host.table.record.actions)      # actions the shown model has caught up with
        self.dirty = False              # the view moved on while animating: sync once still

    # ---- small helpers the four boards share ---------------------------------------------------------
    def names_in(self, value: str) -> str:
        """A caption's {pN} placeholders as the players' names."""
        names = self.host.names
        return re.sub(r"\{p(\d+)\}", lambda m: names[int(m.group(1))] if int(m.group(1)) < len(names) else "?",
                      value)

    def d(self, seconds: float) -> float:
        """A duration at the host's animation speed."""
        return seconds / max(0.1, self.host.speed)

    # ---- events -> steps, and the log told in step with them ------------------------------------------
    def on_events(self, seat: int, action: Action, events: Sequence[Event]) -> None:
        for e in events:
            caption = self.names_in(self.host.render(e)) if e.text else ""
            before = len(self.queue.steps)
            self.on_event(e, caption, seat)
            self._tell_with(self.queue.steps[before:])

    def on_event(self, event: Event, caption: str, seat: int) -> None:
        """One event's steps: the board's `_ev_<kind>(data, caption)` handler, if it has one."""
        handler = getattr(self, "_ev_" + event.kind, None)
        if handler is not None:
            handler(event.data, caption)

    def _tell_with(self, steps: list) -> None:
        """The event's log line appears when the last of its steps starts (a toy's "covers it" with the
        reveal, once the toy has landed), or at once, in order, when it made no step."""
        if steps:
            steps[-1].tells += 1
        elif self.queue.steps:
            self.queue.add(Step(0.0, tells=1))

    def untold(self) -> int:
        return sum(s.tells for s in self.queue.steps if not s.started)

    def refresh(self) -> None:
        self.view = self.host.view()
        count = len(self.host.table.record.actions)
        if count < self.seen:       # an undo: drop the animations, show the view as it is
            self.drop_animations()
            self.sync()
        else:
            self.dirty = True
        self.seen = count
        self.refresh_controls()

    def drop_animations(self) -> None:
        """Forget every animation in flight (an undo took its events back)."""

    def sync(self) -> None:
        """Make the shown model equal to the view (only when nothing is animating)."""

    def refresh_controls(self) -> None:
        """Rebuild buttons and highlights from host.actions()."""

