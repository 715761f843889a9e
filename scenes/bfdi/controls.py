"""Input for the BFDI board (a mixin of BfdiBoard): the Scene hand (drag onto a character, or click
the card then the character; Swap takes a second click), the draft, Alliance offers, the buttons.
With Click to move on, a click on a Scene picks it up (it rides the pointer) and a click on a lit
character puts it down there: the same play as a drop; right-click or Esc puts it back.

Every choice offered comes from host.actions(): a target lights up only when some legal action
uses it, and what is sent is always one of those actions.
"""
from __future__ import annotations

import pygame

from game.core import Action

from game.bfdi.data import character, scene_type

from .. import access, theme
from ..widgets.button import Button, handle_all
from ..widgets.cards import CardSprite, CardTable, DropTarget
from .art_cards import stars, scene_face

CLICK_SLOP = 8


class SilentTarget(DropTarget):
    """A character as a drop target; the board paints its own glow, so this draws nothing."""

    def draw(self, surface, dragging) -> None:
        pass


class Controls:
    def init_controls(self) -> None:
        self.hand_table = CardTable(self._zoom_rect)
        self.hand_ids: list[int] = []
        self.acts: list = []
        self.plays: dict[int, dict[int, dict[int | None, object]]] = {}
        self.picks: dict[int, object] = {}
        self.offers: dict[int, dict[int, object]] = {}
        self.selected: int | None = None
        self.swap_first: tuple[int, int] | None = None
        self.offer_char: int | None = None
        self.offer_stars = 1
        self.hover_char: int | None = None
        self.mouse = (0, 0)
        self.press: tuple[int, int] | None = None
        app = self.host.app
        def btn(label, fn, style="secondary"):
            b = Button(label, fn, style, enabled=self.still)
            b.app = app
            return b
        self.pass_btn = btn("Pass", lambda: self.send_kind("pass"), "quiet")
        self.trade_btn = btn("Trade 3 Stars for a Scene", self.send_trade, "secondary")
        self.roll_btn = btn("Roll the die!", lambda: self.send_kind("roll"), "danger")
        self.decline_btn = btn("No offer", lambda: self.send_kind("decline"), "quiet")
        self.offer_btn = btn("Offer", self.send_offer, "teal")
        self.minus_btn = btn("−", lambda: self.bump_stars(-1), "secondary")
        self.plus_btn = btn("+", lambda: self.bump_stars(1), "secondary")
        self.done_btn = btn("Close the offers", lambda: self.send_kind("done"), "quiet")
        self.accept_btns: list[Button] = []
        self.accepts: list[Action] = []
        self.stepper_rect: pygame.Rect | None = None
        self.active_btns: list[Button] = []

    def forget_pointer(self) -> None:
        """Another seat is at the screen: no zoom or drag of the last seat's cards survives."""
        self.hover_char = None
        self.mouse = (-10 ** 6, -10 ** 6)
        for card in self.hand_table.cards:
            card.hover = card.dragging = False

    # ---- what is legal now -------------------------------------------------------------------
    def refresh_controls(self) -> None:
        self.coached = None                  # a coach's light lasts until the view changes
        self.acts = self.host.actions()
        self.plays, self.picks, self.offers = {}, {}, {}
        accepts = []
        for a in self.acts:
            if a.kind == "play":
                t, t2 = a["target"], a.get("target2")
                per = self.plays.setdefault(a["card"], {})
                per.setdefault(t, {})[t2] = a
                if t2 is not None:
                    per.setdefault(t2, {})[t] = a
            elif a.kind == "pick":
                self.picks[a["char"]] = a
            elif a.kind == "offer":
                self.offers.setdefault(a["char"], {})[a["stars"]] = a
            elif a.kind == "accept":
                accepts.append(a)
        if self.selected not in self.plays:
            self.selected = None
        if self.swap_first is not None and self.swap_first[0] not in self.plays:
            self.swap_first = None
        if self.offer_char not in self.offers:
            self.offer_char = next(iter(self.offers), None)
        if self.offer_char is not None:
            self.offer_stars = max(1, min(self.offer_stars, max(self.offers[self.offer_char])))
        names = self.host.names
        boost = self.view.get("boost") or {}
        by_seat = {o["seat"]: o for o in boost.get("offers", [])}
        self.accept_btns, self.accepts = [], accepts
        for a in accepts:
            o = by_seat.get(a["seat"])
            label = (f"Take {names[a['seat']]}'s {stars(o['stars'])}: {character(o['char'])['name']} joins"
                     if o else f"Accept {names[a['seat']]}")
            b = Button(label, lambda act=a: self.send(act), "teal", enabled=self.still)
            b.app = self.host.app
            self.accept_btns.append(b)
        self._sync_hand()
        self.layout_controls()

    def still(self) -> bool:
        """Buttons wait with the prompt ("get ready: the moves are still playing") until the moves end."""
        return not self.moves_busy()

    def kinds(self) -> set[str]:
        return {a.kind for a in self.acts}

    def _sync_hand(self) -> None:
        hand = list(self.view["hand"] or [])
        if hand != self.hand_ids:
            self.hand_ids = hand
            self.hand_table.cards = [CardSprite(sid, pygame.Rect(0, 0, 1, 1), face=self._card_face(sid))
                                     for sid in hand]
        for card in self.hand_table.cards:
            card.draggable = card.payload in self.plays

    def _zoom_rect(self, card) -> pygame.Rect:
        """The hovered hand card, big and well above the tray (its prompt stays readable)."""
        lay = self.lay
        h = int(min(lay.card_h * 2.4, lay.tray.y - self.rect.y - lay.pad * 2))
        r = pygame.Rect(0, 0, int(h * 0.72), h)
        r.midbottom = (card.rect.centerx, lay.tray.y - lay.pad)
        return r.clamp(self.rect)

    def _card_face(self, sid: int):
        def face(surface: pygame.Surface, rect: pygame.Rect) -> None:
            dim = sid not in self.plays and bool(self.acts)
            surface.blit(scene_face(sid, rect.w, rect.h, dim), rect)
            if self.selected == sid:
                pygame.draw.rect(surface, theme.TEAL, rect.inflate(6, 6), max(3, rect.w // 30),
                                 border_radius=rect.w // 9)
        return face

    # ---- layout ------------------------------------------------------------------------------
    def layout_controls(self) -> None:
        lay = self.lay
        if lay is None:
            return
        kinds = self.kinds()
        btns: list[Button] = []
        if "roll" in kinds:
            btns.append(self.roll_btn)
        if "offer" in kinds:
            btns += [self.offer_btn, self.decline_btn]
        if "accept" in kinds or "done" in kinds:
            btns += self.accept_btns + [self.done_btn]
        if "pass" in kinds:
            btns.append(self.pass_btn)
        if "trade" in kinds or "pass" in kinds:      # always in sight on your turn; says why when it cannot
            btns.append(self.trade_btn)
            self.trade_btn.style = "secondary" if "trade" in kinds else "quiet"
            have = self.view["stars"][self.host.seat] if self.host.seat is not None else 0
            self.trade_btn.label = "Trade 3 Stars for a Scene" + ("" if "trade" in kinds else f" (you have {have})")
            self.trade_btn.short = "Trade 3 Stars" + ("" if "trade" in kinds else f" (have {have})")
        rects = lay.buttons(len(btns) + (1 if "offer" in kinds else 0))
        self.stepper_rect = None
        if "offer" in kinds:
            row = rects.pop(0)                   # the Stars stepper: − [n Stars] +
            w = row.h
            self.minus_btn.rect = pygame.Rect(row.x, row.y, w, row.h)
            self.plus_btn.rect = pygame.Rect(row.right - w, row.y, w, row.h)
            self.stepper_rect = row
            btns += [self.minus_btn, self.plus_btn]
            self.offer_btn.label = (f"Offer {stars(self.offer_stars)}" +
                                    (f" for {character(self.offer_char)['name']}" if self.offer_char is not None else ""))
        for b, r in zip(btns, rects):
            b.rect = r
        self.active_btns = btns
        left = min([r.x for r in rects] + [lay.controls.x])
        right = left - lay.pad if left < lay.controls.x else None     # buttons spread into the hand area
        for card, rect in zip(self.hand_table.cards, lay.hand_slots(len(self.hand_table.cards), right)):
            card.move_home(rect)
        self.hand_table.targets = []
        for cid, where in self.loc.items():
            if where[0] == "grid":
                r = lay.space_rect(where[1], where[2])
                self.hand_table.targets.append(SilentTarget(r, lambda c, cid=cid: cid in self.plays.get(c.payload, {}),
                                                            lambda c, cid=cid: self.play_on(c.payload, cid),
                                                            refuse=lambda c, cid=cid: self.refused(c.payload, cid)))

    # ---- sending -----------------------------------------------------------------------------
    def send(self, action) -> None:
        self.selected = None
        self.swap_first = None
        self.host.submit(self.host.seat, action)

    def send_kind(self, kind: str) -> None:
        act = next((a for a in self.acts if a.kind == kind), None)
        if act is not None:
            self.send(act)

    def send_trade(self) -> None:
        """Buy a Scene; when it cannot be done the rules say why (a toast: too few Stars, or no Scene left)."""
        if "trade" in self.kinds():
            self.send_kind("trade")
        elif self.acts:
            self.host.submit(self.host.seat, Action.make("trade"))

    def send_offer(self) -> None:
        per = self.offers.get(self.offer_char, {})
        act = per.get(self.offer_stars)
        if act is not None:
            self.send(act)

    def bump_stars(self, delta: int) -> None:
        per = self.offers.get(self.offer_char, {})
        if per:
            self.offer_stars = max(1, min(max(per), self.offer_stars + delta))
            self.layout_controls()

    def refused(self, card: int, cid: int, second: int | None = None) -> None:
        """A Scene aimed where it cannot go: send it anyway, so the rules say why (a toast), nothing changes."""
        if not self.acts:
            return
        extra = {} if second is None else {"target2": max(cid, second)}
        first = cid if second is None else min(cid, second)
        self.host.submit(self.host.seat, Action.make("play", card=card, target=first, **extra))

    def play_on(self, card: int, cid: int) -> None:
        options = self.plays.get(card, {}).get(cid)
        if not options:
            return
        if scene_type(card) == "swap":
            self.selected = None
            self.swap_first = (card, cid)
            self.host.sound("click")
            return
        self.send(options[None])

    # ---- what lights up ----------------------------------------------------------------------
    def lit(self) -> set[int]:
        """Characters that are legal targets of what the person is doing now."""
        held = self.hand_table.dragging
        if held is not None:
            return set(self.plays.get(held.payload, {}))
        if self.swap_first is not None:
            card, first = self.swap_first
            return {t for t in self.plays.get(card, {}).get(first, {}) if t is not None}
        if self.selected is not None:
            return set(self.plays.get(self.selected, {}))
        if self.offers:
            return set(self.offers)
        return set(self.picks)

    def hand_busy(self) -> bool:
        return any(c.fly is not None for c in self.hand_table.cards)

    # ---- input -------------------------------------------------------------------------------
    def char_at(self, pos) -> int | None:
        best, best_d = None, None
        for cid in self.loc:
            px = self.fig_px(cid)
            if px is None:
                continue
            x, y, size = px
            where = self.loc[cid]
            reach = size * 0.6 if where[0] != "pool" else size * 0.8
            d = (pos[0] - x) ** 2 + (pos[1] - y) ** 2
            if d <= reach * reach and (best_d is None or d < best_d):
                best, best_d = cid, d
        if best is None and self.lay is not None:     # anywhere on a character's space counts
            for cid, where in self.loc.items():
                if where[0] == "grid" and self.lay.space_rect(where[1], where[2]).collidepoint(pos):
                    return cid
        return best

    def update_controls(self, dt: float) -> None:
        self.hand_table.update(dt)
        # what is under the pointer now: figures move and animate under a still pointer, and a tooltip
        # must follow them rather than stay on the place where the figure was
        self.hover_char = self.char_at(self.mouse) if self.hand_table.dragging is None else None

    def handle(self, event: pygame.event.Event) -> bool:
        if self.lay is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover_char = self.char_at(event.pos) if self.hand_table.dragging is None else None
        if handle_all(self.active_btns, event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.hand_table.put_back()
            self.selected = self.swap_first = None
            return True
        pressed = None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press = event.pos
            pressed = next((c for c in reversed(self.hand_table.cards) if c.rect.collidepoint(event.pos)), None)
        held = self.hand_table.dragging
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and held is not None and self.press is not None \
                and not (access.click_to_move or held.carried):      # click to move: the click picks it up
            moved = abs(event.pos[0] - self.press[0]) + abs(event.pos[1] - self.press[1])
            if moved < CLICK_SLOP:
                held.dragging = False
                held.rect = held.home.copy()
                self._toggle(held.payload)
                return True
        if self.hand_table.handle(event):
            return True
        if pressed is not None:
            self._toggle(pressed.payload)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and held is None:
            return self._click(event.pos)
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def drop_held(self) -> bool:
        """Esc: the Scene dragged or carried goes back to the hand; a chosen Scene or Swap is let go."""
        if self.hand_table.put_back():
            return True
        if self.selected is not None or self.swap_first is not None:
            self.selected = self.swap_first = None
            return True
        return False

    def _toggle(self, card: int) -> None:
        if card not in self.plays:
            anyone = next((c for c, where in self.loc.items() if where[0] == "grid"), None)
            if self.acts and anyone is not None:
                self.refused(card, anyone)        # the rules say why this Scene can't be played now
            return
        self.swap_first = None
        self.selected = None if self.selected == card else card
        self.host.sound("click")

    def _click(self, pos) -> bool:
        if any(c.rect.collidepoint(pos) for c in self.hand_table.cards):
            return True          # the release of a click on a card (handled on the press)
        cid = self.char_at(pos)
        if cid is not None and cid in self.picks and self.loc.get(cid, ("",))[0] == "pool":
            self.send(self.picks[cid])
            return True
        if cid is not None and self.swap_first is not None:
            card, first = self.swap_first
            act = self.plays.get(card, {}).get(first, {}).get(cid)
            if act is not None:
                self.send(act)
                return True
            if cid != first:                  # not silently cancelled: the rules say why not
                self.refused(card, first, cid)
                return True
        if cid is not None and self.selected is not None and cid in self.plays.get(self.selected, {}):
            self.play_on(self.selected, cid)
            return True
        if cid is not None and cid in self.offers:
            self.offer_char = cid
            self.offer_stars = max(1, min(self.offer_stars, max(self.offers[cid])))
            self.layout_controls()
            self.host.sound("click")
            return True
        if self.rect.collidepoint(pos):
            self.selected = self.swap_first = None
            return True
        return False
