"""Input on the Dread Draw table: click the Draw Deck (or Space) to reveal, or drag its top card onto your
row; drag a glowing reserve card onto your row (or click it), pick a seat for a targeted ability, click a drawn card to keep it, and
buttons in the prompt strip for every choice. Only legal actions (host.actions()) ever get a control.
"""
from __future__ import annotations

import pygame

from game.dreaddraw.data import CARDS

from .. import access
from ..assets import font
from ..widgets.button import Button, handle_all, label_size
from ..widgets.cards import CardSprite, CardTable, DropTarget
from . import art

VERBS = {"topple": "Topple", "puppet": "Pull", "death": "Doom", "mill": "Mill"}
CLICK_SLOP = 6


class Controls:
    def init_controls(self) -> None:
        self.buttons: list[Button] = []
        self.sprites = CardTable()
        self.mouse = (-1, -1)
        self.pressed_at: tuple[int, int] | None = None
        self.hovered: tuple[int | None, pygame.Rect] | None = None
        self._acts_key = None
        self.deck_drag: tuple[int, int] | None = None     # where a drag of the Draw Deck's top card started
        self.hint = None             # the coach's move, lit until the next refresh
        self.button_actions: list = []

    # ---- what the seat at the screen may do ------------------------------------------------------
    def acts_of(self, kind: str) -> list:
        return [a for a in self.acting() if a.kind == kind]

    def deck_action(self):
        return next((a for a in self.acts_of("summon") if a["source"] == "deck"), None)

    def reserve_action(self, card: int):
        return next((a for a in self.acts_of("summon") if a["source"] == "reserve" and a["card"] == card), None)

    def target_action(self, seat: int):
        return next((a for a in self.acts_of("use") if a.get("target") == seat), None)

    def keep_action(self, card: int):
        return next((a for a in self.acts_of("keep") if a["card"] == card), None)

    def playable_reserves(self, seat: int | None) -> set[int]:
        """Reserve cards the human at the screen may summon now (the view's prompt says which)."""
        if seat is None or seat != self.host.seat:
            return set()
        return {a["card"] for a in self.acts_of("summon") if a["source"] == "reserve"}

    def reserve_rects(self, seat: int) -> list[pygame.Rect]:
        """Where the seat's reserve cards lie (in the order of shown.reserves). While the human at the
        screen chooses, the playable ones move to the right end, show whole and sit a little higher;
        the others squeeze to the left, into the row's unused room if need be."""
        cards = self.shown.reserves[seat]
        playable = self.playable_reserves(seat)
        band = self.lay.bands[seat]
        if not playable:       # they spread left into the row's unused room: more of each card shows
            return band.reserve_rects(len(cards), left=self.reserve_reach(seat))
        order = [c for c in cards if c not in playable] + [c for c in cards if c in playable]
        open = frozenset(range(len(order) - len(playable), len(order)))
        at = dict(zip(order, band.reserve_rects(len(order), open, self.reserve_reach(seat))))
        lift = self.reserve_lift(band)
        return [at[c].move(0, -lift) if c in playable else at[c] for c in cards]

    def reserve_reach(self, seat: int) -> int:
        """The reserves may spread left up to the row's next free slot."""
        band = self.lay.bands[seat]
        return band.row_rects(len(self.shown.rows[seat]) + 1)[-1].right + int(self.u * 2.5)

    def reserve_lift(self, band) -> int:
        """How far a playable reserve card rises: into the band's top margin, never out of the band."""
        return max(0, min(int(self.u * 1.6), band.cy - band.rect.y - 2))

    def act(self, action) -> bool:
        if action is None:
            return False
        return self.host.submit(self.host.seat, action)

    # ---- building controls -----------------------------------------------------------------------
    def refresh_controls(self) -> None:
        self._acts_key = None
        self.hint = None

    # ---- the coach -------------------------------------------------------------------------------
    def show_hint(self, action) -> None:
        """Light the coach's move (the host says why) until the next refresh; None clears it."""
        self.hint = action

    def hint_rect(self) -> pygame.Rect | None:
        """Where the hinted move is made: the Draw Deck, a reserve card, a drawn card, a seat, or a button."""
        a = self.hint
        if a is None or self.lay is None:
            return None
        if a.kind == "summon" and a["source"] == "deck":
            return self.lay.deck
        seat = self.host.seat
        if a.kind == "summon" and seat is not None and a["card"] in self.shown.reserves[seat]:
            return self.reserve_rects(seat)[self.shown.reserves[seat].index(a["card"])]
        fan = self.shown.fan
        if a.kind == "keep" and fan is not None and a["card"] in fan["cards"]:
            return self.lay.fan_rects(len(fan["cards"]))[fan["cards"].index(a["card"])]
        if a.kind == "use" and a.get("target") is not None:
            return self.lay.bands[a["target"]].rect
        if a in self.button_actions:
            return self.buttons[self.button_actions.index(a)].rect
        return None

    def _rebuild(self) -> None:
        acts = self.acting()
        self._acts_key = (tuple(acts), self.host.seat, tuple(self.shown.reserves[self.host.seat])
                          if self.host.seat is not None else ())
        self.buttons, self.button_actions = [], []
        prompt = self.view.get("prompt") or {}
        names = self.host.names
        for a in acts:
            label, style = None, "primary"
            if a.kind == "summon" and a["source"] == "deck":
                label = "Reveal the top card"
            elif a.kind == "use":
                card = CARDS[a["card"]]
                target = a.get("target")
                label = f"{VERBS.get(card.ability.effect, 'Use on')} {names[target]}" if target is not None \
                    else f"Use {card.name}"
            elif a.kind == "skip":
                label, style = "Let it pass", "quiet"
            elif a.kind == "peek":
                label = "Leave it on top" if a["where"] == "top" else "Slide it to the bottom"
                style = "primary" if a["where"] == "top" else "secondary"
            if label is not None:
                b = Button(label, lambda a=a: self.act(a), style)
                b.app = self.host.app
                self.buttons.append(b)
                self.button_actions.append(a)
        self.sprites = CardTable()
        seat = self.host.seat
        if prompt.get("kind") == "summon" and seat is not None and self.lay is not None and acts:
            playable = self.playable_reserves(seat)
            cards = self.shown.reserves[seat]
            rects = dict(zip(cards, self.reserve_rects(seat)))
            by_x = sorted(cards, key=lambda c: rects[c].x)
            shows = dict(zip(by_x, art.visible_widths([rects[c] for c in by_x])))
            # the ones that can't be played first: the playable ones lie on top, drawn and grabbed first
            for card in sorted(cards, key=lambda c: (c in playable, cards.index(c))):
                live = card in playable
                sp = CardSprite(card, rects[card], CARDS[card].name,
                                face=lambda surf, r, c=card, d=not live, v=shows[card]:
                                art.draw_card(surf, c, r, shadow=False, dim=d, visible=v),
                                draggable=live)
                self.sprites.cards.append(sp)
            if playable:
                band = self.lay.bands[seat]
                area = band.row.union(band.total).inflate(int(self.u * 2), int(self.u * 2))
                start = min(r.x for r in self.reserve_rects(seat))
                area.width = min(area.w, start - int(self.u) - area.x)     # never under the reserves themselves
                self.sprites.targets.append(DropTarget(area, lambda sp: sp.payload in playable,
                                                       lambda sp: self.act(self.reserve_action(sp.payload))))
        self.layout_controls()

    def layout_controls(self) -> None:
        if self.lay is None:
            return
        u, strip = self.u, self.lay.prompt
        bh = int(u * 5.0 * access.text_scale)         # a button holds its label at the text size
        f = font("bold", label_size(bh))
        widths = [max(int(u * 13), f.size(b.label)[0] + bh // 2 + int(u)) for b in self.buttons]
        gap = int(u * 1.0)
        room = int(strip.w * 0.55)
        total = sum(widths) + gap * max(0, len(widths) - 1)
        if total > room and widths:
            scale = (room - gap * (len(widths) - 1)) / sum(widths)
            widths = [int(w * scale) for w in widths]
        x = strip.right - int(u * 1.2)
        for b, w in reversed(list(zip(self.buttons, widths))):
            b.rect = pygame.Rect(x - w, strip.centery - bh // 2, w, bh)
            x -= w + gap
        self.buttons_left = x
        seat = self.host.seat
        if seat is not None and self.sprites.cards:
            rects = dict(zip(self.shown.reserves[seat], self.reserve_rects(seat)))
            for sp in self.sprites.cards:
                if sp.payload in rects:
                    sp.move_home(rects[sp.payload])

    def dragging_card(self) -> bool:
        return self.sprites.dragging is not None or self.deck_drag is not None

    def update_controls(self, dt: float) -> None:
        key_now = None
        if not self.dragging_card():
            acts = self.acting()
            seat = self.host.seat
            key_now = (tuple(acts), seat, tuple(self.shown.reserves[seat]) if seat is not None else ())
            if key_now != self._acts_key:
                self._rebuild()
        self.sprites.update(dt)
        self.hovered = None if self.dragging_card() else self.card_at(self.mouse)
        self.update_tip(dt)

    # ---- hit tests ---------------------------------------------------------------------------------
    def card_at(self, pos) -> tuple[int | None, pygame.Rect] | None:
        """The face-up card under the mouse (the top-most one), for the zoom and for clicks."""
        if self.lay is None or pos[0] < 0:
            return None
        sh = self.shown
        if sh.fan is not None:
            cards = sh.fan["cards"]
            for card, rect in zip(cards, self.lay.fan_rects(len(cards))):
                if rect.collidepoint(pos) and card in sh.fan["landed"]:
                    return card, rect
        clash = self.fx.get("clash")
        if clash is not None and clash["rect"].collidepoint(pos):
            return clash["card"], clash["rect"]
        for s, band in enumerate(self.lay.bands):
            if not band.rect.collidepoint(pos):
                continue
            playable = self.playable_reserves(s)
            reserves = sorted(zip(sh.reserves[s], self.reserve_rects(s)), key=lambda cr: cr[0] in playable)
            for pairs in (reserves, list(zip(sh.rows[s], band.row_rects(len(sh.rows[s]))))):
                for card, rect in reversed(pairs):       # the top-most card first
                    if rect.collidepoint(pos):
                        return card, rect
        if sh.discard_pile and self.lay.discard.collidepoint(pos):
            return sh.discard_pile[-1], self.lay.discard
        return None

    # ---- input -------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.lay is None:
            return False
        self.tip_input(event)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self.mouse = (-1, -1)
        if handle_all(self.buttons, event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed_at = event.pos
            if self.lay.deck.collidepoint(event.pos) and self.deck_action() is not None \
                    and self.sprites.dragging is None:
                self.deck_drag = event.pos
                return True
        if self.deck_drag is not None and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._drop_deck(event.pos)
        if self.sprites.cards:
            held_before = self.sprites.dragging
            carried = held_before is not None and held_before.carried       # click to move: put down now
            if self.sprites.handle(event):
                if event.type == pygame.MOUSEBUTTONUP and held_before is not None and self.pressed_at is not None \
                        and not carried:
                    moved = abs(event.pos[0] - self.pressed_at[0]) + abs(event.pos[1] - self.pressed_at[1])
                    if moved <= CLICK_SLOP and held_before.fly is not None:    # a click, not a drag
                        held_before.fly = None
                        held_before.rect = held_before.home.copy()
                        self.act(self.reserve_action(held_before.payload))
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._click(event.pos)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            return self.act(self.deck_action())
        return False

    def deck_drop_area(self) -> pygame.Rect | None:
        """Where the Draw Deck's top card may be dropped to summon it: the acting seat's band."""
        seat = self.host.seat
        return self.lay.bands[seat].rect if seat is not None and seat < len(self.lay.bands) else None

    def _drop_deck(self, pos) -> bool:
        """A press on the Draw Deck let go on the deck itself (a click) or on your band summons from it;
        anywhere else the card goes back."""
        self.deck_drag = self.pressed_at = None
        area = self.deck_drop_area()
        if self.lay.deck.collidepoint(pos) or (area is not None and area.collidepoint(pos)):
            return self.act(self.deck_action())
        return True

    def _click(self, pos) -> bool:
        if self.pressed_at is None:
            return False
        self.pressed_at = None
        if self.lay.deck.collidepoint(pos) and self.deck_action() is not None:
            return self.act(self.deck_action())
        sh = self.shown
        if sh.fan is not None and self.acts_of("keep"):
            for card, rect in zip(sh.fan["cards"], self.lay.fan_rects(len(sh.fan["cards"]))):
                if self.keep_spot(rect).collidepoint(pos):
                    return self.act(self.keep_action(card))
        if self.acts_of("use"):
            for s, band in enumerate(self.lay.bands):
                if band.rect.collidepoint(pos) and self.target_action(s) is not None:
                    return self.act(self.target_action(s))
        return False
