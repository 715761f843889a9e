"""Cards that zoom on hover and can be dragged onto drop targets.

A DropTarget lights up while a card that it accepts is dragged; dropping there calls its on_drop.
A drop anywhere else flies the card back home with a tween. Games draw their own faces by
passing a `face(surface, rect)` function, or get a plain cream card with a title.

Click to move (scenes/access.click_to_move): a click (press and release without moving) picks a card
up; it rides the pointer with no button held, and the next click puts it down (on a target that takes
it, else back home). A right-click, Esc (CardTable.put_back) or a lost focus puts it back. A press that
moves is still a drag. With Reduce motion a card going home appears there, fading in.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from .. import access, theme
from ..assets import line_height, text, wrap
from .fade import draw_faded
from .tween import FADE, Tween, arrival, calm, out_back, out_cubic

HOVER_ZOOM = 1.18
CLICK_SLOP = 8          # pixels a press may wander and still be a click (click to move picks the card up)


class DropTarget:
    def __init__(self, rect, accepts: Callable[["CardSprite"], bool], on_drop: Callable[["CardSprite"], None],
                 label: str = "", refuse: Callable[["CardSprite"], None] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.accepts = accepts
        self.on_drop = on_drop
        self.label = label
        self.refuse = refuse        # a card dropped here that it does not accept: say why

    def draw(self, surface: pygame.Surface, dragging: "CardSprite | None") -> None:
        lit = dragging is not None and self.accepts(dragging)
        over = lit and self.rect.collidepoint(dragging.rect.center)
        colour = theme.TEAL if lit else theme.FELT_EDGE
        if over:
            colour = theme.lighten(theme.TEAL, 0.3)
        width = max(2, self.rect.w // 40) * (2 if lit else 1)
        pygame.draw.rect(surface, colour, self.rect, width=width, border_radius=self.rect.w // 12)
        if self.label:
            size = max(10, min(self.rect.w // 12, self.rect.h // 6))
            step = line_height(size, "bold")
            lines = wrap(self.label, size, self.rect.w - max(8, self.rect.w // 8), "bold",
                         limit=max(1, (self.rect.h - 8) // step))
            top = self.rect.centery - step * len(lines) / 2
            for i, line in enumerate(lines):
                surf = text(line, size, colour, "bold")
                surface.blit(surf, surf.get_rect(midtop=(self.rect.centerx, top + i * step)))


class CardSprite:
    def __init__(self, payload: Any, home: pygame.Rect, title: str = "",
                 face: Callable[[pygame.Surface, pygame.Rect], None] | None = None, draggable: bool = True) -> None:
        self.payload = payload          # whatever the game needs (a card id, an action)
        self.home = pygame.Rect(home)
        self.rect = pygame.Rect(home)
        self.title = title
        self.face = face
        self.draggable = draggable
        self.hover = False
        self.dragging = False
        self.picked = False             # the drag began as a click-to-move pick-up (see carried)
        self.press = (0, 0)
        self.grab = (0, 0)
        self.zoom = 1.0
        self.hover_zoom = HOVER_ZOOM    # in place; a CardTable with zoom_at lifts only a little
        self.fly: Tween | None = None

    # ---- input ---------------------------------------------------------------------------------
    @property
    def carried(self) -> bool:
        """Picked up by a click: it follows the pointer with no button held until the next click."""
        return self.dragging and self.picked

    def handle(self, event: pygame.event.Event, targets: list[DropTarget]) -> bool:
        if event.type == pygame.MOUSEMOTION:
            if self.dragging:
                self.rect.topleft = (event.pos[0] - self.grab[0], event.pos[1] - self.grab[1])
                return True
            self.hover = self.rect.collidepoint(event.pos) and self.fly is None
        elif event.type == pygame.MOUSEBUTTONDOWN and self.carried:
            if event.button == 3:
                self.put_back()
            return True                  # a left press puts it down on its release
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.draggable:
            if self.rect.collidepoint(event.pos) and self.fly is None:
                self.dragging, self.picked, self.press = True, False, event.pos
                self.grab = (event.pos[0] - self.rect.x, event.pos[1] - self.rect.y)
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            moved = abs(event.pos[0] - self.press[0]) + abs(event.pos[1] - self.press[1])
            if access.click_to_move and not self.picked and moved <= CLICK_SLOP:
                self.picked = True       # picked up: it rides the pointer until the next click
                return True
            self.drop(targets)
            return True
        elif event.type == pygame.WINDOWFOCUSLOST and self.dragging:
            self.put_back()
        return False

    def put_back(self) -> None:
        """Let go of a dragged or carried card: it goes home, nothing played."""
        self.dragging = self.picked = False
        self.fly_home()

    def drop(self, targets: list[DropTarget]) -> DropTarget | None:
        """Release the card: the first accepting target under its centre takes it, else it flies back."""
        self.dragging = False
        under = [t for t in targets if t.rect.collidepoint(self.rect.center)]
        for target in under:
            if target.accepts(self):
                self.rect = self.home.copy()
                target.on_drop(self)
                return target
        self.fly_home()
        refusing = next((t for t in under if t.refuse is not None), None)
        if refusing is not None:
            refusing.refuse(self)
        return None

    def fly_home(self) -> None:
        if calm():                      # Reduce motion: it appears at home, fading in
            self.rect = self.home.copy()
            self.fly = Tween(self.home.topleft, self.home.topleft, FADE)
            return
        self.fly = Tween(self.rect.topleft, self.home.topleft, 0.35, out_back)

    def move_home(self, home: pygame.Rect) -> None:
        """New resting place (after a resize or re-layout); an ongoing flight retargets."""
        self.home = pygame.Rect(home)
        if self.dragging:
            self.rect.size = self.home.size
        elif self.fly is not None and not calm():
            self.fly = Tween(self.rect.topleft, self.home.topleft, 0.2, out_cubic)
        else:
            self.rect = self.home.copy()

    def update(self, dt: float) -> None:
        if self.carried and not self.draggable:     # the moment passed (another turn): back it goes
            self.put_back()
        goal = self.hover_zoom if (self.hover or self.dragging) else 1.0
        self.zoom += (goal - self.zoom) * min(1.0, dt * 14)
        if calm():
            self.zoom = goal            # no swelling: a hovered card is simply bigger
        if self.fly is not None:
            self.fly.update(dt)
            if calm():
                self.fly.start = self.fly.end = self.home.topleft      # a resize while it fades in
            self.rect.topleft = tuple(int(v) for v in self.fly.value)
            if self.fly.done:
                self.fly = None
                self.rect = self.home.copy()

    @property
    def busy(self) -> bool:
        return self.dragging or self.fly is not None

    # ---- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        alpha = arrival(self.fly.elapsed) if self.fly is not None else 1.0
        if alpha < 1.0:
            draw_faded(surface, self.rect, lambda surf, r: self._draw_at(surf, r), alpha, pad=self.rect.w // 3)
            return
        self._draw_at(surface, self.rect)

    def _draw_at(self, surface: pygame.Surface, at: pygame.Rect) -> None:
        rect = at.copy()
        if abs(self.zoom - 1.0) > 0.01:
            rect = rect.inflate(rect.w * (self.zoom - 1), rect.h * (self.zoom - 1))
            rect.bottom = at.bottom if not self.dragging else rect.bottom
        theme.panel(surface, rect, theme.PAPER, radius=max(4, rect.w // 10), lift=6 if self.dragging else 0,
                    border=theme.ACCENT if self.hover or self.dragging else theme.PAPER_DIM)
        if self.face is not None:
            self.face(surface, rect)
            return
        size = max(10, rect.w // 6)
        lines = wrap(self.title, size, rect.w - rect.w // 5, "serif_bold")
        step = line_height(size, "serif_bold")         # at the text size
        top = rect.centery - len(lines) * step * 0.5
        for i, line in enumerate(lines):
            surf = text(line, size, theme.INK, "serif_bold")
            surface.blit(surf, surf.get_rect(midtop=(rect.centerx, top + i * step)))


class CardTable:
    """A set of cards and drop targets: routes input, draws targets, resting cards, then the lifted one.

    zoom_at(card) -> Rect, when set, shows the hovered card big at that rect (clear of the tray and
    its prompt), face drawn at full size: small faces leave their rule text to this zoom.
    """

    def __init__(self, zoom_at: Callable[["CardSprite"], pygame.Rect] | None = None) -> None:
        self.cards: list[CardSprite] = []
        self.targets: list[DropTarget] = []
        self.zoom_at = zoom_at

    @property
    def dragging(self) -> CardSprite | None:
        return next((c for c in self.cards if c.dragging), None)

    def put_back(self) -> bool:
        """Esc: the card being dragged or carried goes home; whether there was one."""
        held = self.dragging
        if held is not None:
            held.put_back()
        return held is not None

    def handle(self, event: pygame.event.Event) -> bool:
        held = self.dragging
        if held is not None:
            return held.handle(event, self.targets)
        for card in reversed(self.cards):    # the top-most card first
            if card.handle(event, self.targets) and event.type != pygame.MOUSEMOTION:
                return True
            if event.type == pygame.MOUSEMOTION and card.hover:   # only one card zooms
                for other in self.cards:
                    if other is not card:
                        other.hover = False
                break
        return False

    def update(self, dt: float) -> None:
        for card in self.cards:
            if self.zoom_at is not None:
                card.hover_zoom = 1.04
            card.update(dt)

    def zoomed(self) -> CardSprite | None:
        """The card shown big (hovered, at rest), when this table zooms."""
        if self.zoom_at is None:
            return None
        return next((c for c in self.cards if c.hover and not c.busy and c.face is not None), None)

    @property
    def busy(self) -> bool:
        return any(c.busy for c in self.cards)

    def draw(self, surface: pygame.Surface) -> None:
        held = self.dragging
        for target in self.targets:
            target.draw(surface, held)
        raised = [c for c in self.cards if c.hover or c.busy]
        for card in self.cards:
            if card not in raised:
                card.draw(surface)
        for card in raised:
            card.draw(surface)
        shown = self.zoomed()
        if shown is not None:
            big = self.zoom_at(shown)
            theme.panel(surface, big, theme.PAPER, radius=max(4, big.w // 10), lift=8, border=theme.ACCENT)
            shown.face(surface, big)
