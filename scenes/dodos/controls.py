"""Input for the Dodos board: the hand (click a card twice or drag it to the slot; with Click to move, a
click picks a card up and a click on the slot puts it down), the prompt strip's
buttons, players to pick (steal, swap, the steal-4 ability), the Dodino pick, the green card window
when the host has no reaction strip up, and the throw gestures (throwing.py).

Everything offered comes from host.actions(); the board only finds the action a click means.
"""
from __future__ import annotations

import math
from typing import Callable

import pygame

from game.core import Action
from game.dodos.board import TOKEN_R
from game.dodos.data import CARDS, DODINOS

from .. import access
from ..assets import line_height
from ..settings import game_settings, save_game_settings
from ..widgets.button import Button, handle_all
from ..widgets.cards import CardSprite, CardTable, DropTarget
from ..widgets.reaction import ReactionWindow
from .art_cards import dodino_names_fit, dodino_words_fit
from .throwing import ThrowAim, ThrowShow

CLICK_SLOP = 7            # pixels a press may wander and still be a click


def _load_assist() -> bool:
    assist = game_settings("dodos").get("assist", True)
    return assist if isinstance(assist, bool) else True


def _save_assist(on: bool) -> None:
    save_game_settings("dodos", {"assist": on})


class Controls:
    def _zoom_rect(self, card) -> pygame.Rect:
        """The hovered hand card shown big above the hand, clear of the prompt strip."""
        lay = self.lay
        h = int(min(lay.card[1] * 2.2, lay.hand.y - self.rect.y - self.u * 2))
        r = pygame.Rect(0, 0, int(h * 0.7), h)
        r.midbottom = (card.rect.centerx, lay.hand.y - int(self.u))
        return r.clamp(self.rect)

    # ---- state ----------------------------------------------------------------------------------
    def init_controls(self) -> None:
        self.hand = CardTable(self._zoom_rect)
        self.slot = DropTarget((0, 0, 0, 0), self._slot_accepts, self._slot_drop, "")
        self.hand.targets = [self.slot]
        self.buttons: list[Button] = []
        self.selected: list[int] = []
        self.mode: str | None = None           # None | "ability_target" | "ability_cards"
        self.aim: ThrowAim | None = None
        self.pending: Callable[[], Action] | None = None    # the person's throw, sent once its show rests
        self.assist = _load_assist()
        self.strip: ReactionWindow | None = None
        self.press: tuple[tuple[int, int], int | None] | None = None
        self.hover_card: int | None = None
        self.mouse = (0, 0)
        self._acts: list[Action] = []
        self._key = None
        self.pick_rects: list[tuple[int, pygame.Rect]] = []
        self.pick_area = pygame.Rect(0, 0, 0, 0)

    def acts(self) -> list[Action]:
        return self._acts

    def prompt(self) -> dict | None:
        return self.view.get("prompt")

    def is_reaction(self, movers, humans) -> bool:
        """A green card opportunity is a reaction window even when a single player could answer it."""
        prompt = self.host.table.match.view(None).get("prompt") or {}
        return prompt.get("kind") == "window"

    def my_kind(self) -> str | None:
        """The kind of decision the person at the screen is asked for now, or None."""
        p = self.prompt()
        if not self._acts or p is None:
            return None
        return p["kind"]

    def can_act(self) -> bool:
        """The person at the screen may decide now: it is their move and nothing is moving (the phase 1
        choice is simultaneous, so it may be made while the others' cards land)."""
        if not self._acts or self.show is not None:
            return False
        p = self.prompt()
        if p is not None and p["kind"] == "play":
            return True
        return not self.queue and not self.flights

    def gesture_busy(self) -> bool:
        return self.pending is not None

    def aiming(self) -> ThrowAim | None:
        return self.aim

    # ---- keeping up with the host ---------------------------------------------------------------
    def _host_key(self):
        h = self.host
        r = h.reaction
        return (len(h.table.record.actions), h.seat, r is None or r.finished, h.claimed)

    def forget_pointer(self) -> None:
        """Another seat is at the screen: the card reader must not keep the last seat's card."""
        self.hover_card = None
        self.press = None
        for card in self.hand.cards:        # no zoom or drag ghost of the last seat's card
            card.hover = card.dragging = False

    def refresh_controls(self) -> None:
        self.hint = None                    # a coach's hint lasts until the view changes
        self._key = None
        self._recheck()

    def _recheck(self) -> None:
        key = self._host_key()
        if key == self._key:
            return
        self._key = key
        self._acts = self.host.actions()
        kinds = {a.kind for a in self._acts}
        if "ability" not in kinds:
            self.mode = None
        self.selected = [c for c in self.selected if c in (self.view.get("hand") or [])]
        if self.my_kind() != "throw":
            self.aim = None
        if self.my_kind() != "window":
            self.strip = None
        self._rebuild_hand()
        self._rebuild_buttons()

    def update_controls(self, dt: float) -> None:
        self._recheck()
        self.hand.update(dt)
        kind = self.my_kind()
        if kind == "throw" and self.aim is None and self.can_act():
            p = self.prompt()
            seed = (self.host.table.record.seed * 31 + len(self.host.table.record.actions)) % 1_000_000
            self.aim = ThrowAim(p["projectile"], self.track, self.view["positions"], self.token_at, seed)
            self._rebuild_buttons()
        if self.aim is not None:
            self.aim.update(dt)
            self.aim.sample_odds()
        if self.show is not None and self.pending is not None and self.show.done:
            self._send_throw()
        if kind == "window" and self.can_act() and self.host.claimed == self.host.seat:
            # the seat called Wait! on the host's strip; behind its curtain it plays its green card,
            # or learns that it has none it can play now (the strip never showed that to the table)
            if not self._submit_kind("wait") and self.strip is None:
                self._open_strip()
        if self.strip is not None:
            self.strip.update(dt, not self.busy())

    def _open_strip(self) -> None:
        seat = self.host.seat
        self.strip = ReactionWindow("You hold no green card you can play now.", [seat], self.host.names,
                                    self.host.colour, lambda s: None, lambda: self._submit_kind("pass"),
                                    self.host.reaction_seconds(), can_claim=False, symbol_of=self.host.symbol)
        self.strip.set_app(self.host.app)
        if self.lay is not None:
            self.strip.layout(self.lay.prompt)

    # ---- the host's reaction strip: what it asks about ------------------------------------------
    def reaction_prompt(self, seats) -> str:
        """What the green card window reacts to, from public facts: "Ben's Banana hit Cleo: ..."."""
        v, names = self.host.table.match.view(None), self.host.names
        a = v["active"]
        card = v["front"][a][0] if a is not None and v["front"][a] else None
        if card is None:
            return "A green card opportunity: play a green card?"
        what = f"{names[a]}'s {CARDS[card].name}"
        if (v["window"] or {}).get("stage") == 1:
            return f"{what} is about to take effect: play a green card first?"
        t = v["last_throw"]
        if v["cancelled"]:
            what += " was cancelled"
        elif t and t["seat"] == a and t["card"] == card:
            hit = [names[h] for h in t["hits"]]
            what = (f"{names[a]}'s {t['projectile'].title()} " +
                    ("hit " + " and ".join(hit) if hit else "missed"))
        else:
            what += " has taken effect"
        return what + ": play a green card?"

    def reaction_labels(self) -> tuple[str, str, str]:
        return ("Wait!", "Let it pass", "Pass all round")

    def reaction_rect(self, default: pygame.Rect) -> pygame.Rect:
        """Over the board's own prompt line, which has nothing to say while the strip asks."""
        if self.lay is None:
            return default
        p = self.lay.prompt
        return pygame.Rect(p.x, p.y, p.w, max(p.h, default.h))

    def reaction_scope(self):
        return ("round", self.host.table.match.view(None)["round"])

    def can_claim(self, seat, actions) -> bool:
        return any(a.kind == "wait" for a in actions)

    # ---- acting ---------------------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        self.selected = []
        self.mode = None
        self.strip = None
        return self.host.submit(self.host.seat, action)

    def _submit_kind(self, kind: str, **params) -> bool:
        for a in self._acts:
            if a.kind == kind and all(a.get(k) == v for k, v in params.items()):
                return self.submit(a)
        return False

    def _card_action(self, card: int) -> Action | None:
        kind = self.my_kind()
        if kind in ("play", "green", "discard"):
            return next((a for a in self._acts if a.kind == kind and a.get("card") == card), None)
        return None

    def legal_card(self, card: int) -> bool:
        if self.mode == "ability_cards":
            return True
        return self.can_act() and self._card_action(card) is not None

    def _send_throw(self) -> None:
        action, self.pending = self.pending(), None
        self.own_throw = True
        self.aim = None
        if not self.submit(action):
            self.own_throw = False
        self.show = None

    def throw_now(self, aim: tuple) -> None:
        """Launch the person's throw: simulate it in pymunk while it plays; the action (with pymunk's hits)
        goes when it rests."""
        a = self.aim
        show = ThrowShow(a.gesture, aim, a.tokens())
        placed = a.placed_action()

        def action() -> Action:
            params = {"gesture": a.gesture, "aim": tuple(aim), "hits": show.result.hits}
            if placed:
                params["placed"] = placed
            return Action.make("throw", **params)
        self.pending = action
        self.show = show
        self.host.sound("whoosh")

    # ---- the hand ---------------------------------------------------------------------------------
    def _rebuild_hand(self) -> None:
        hand = list(self.view.get("hand") or [])
        if self.host.seat is None:
            hand = []
        old = {c.payload: c for c in self.hand.cards}
        cards = []
        for cid in hand:
            sprite = old.pop(cid, None)
            if sprite is None:
                sprite = CardSprite(cid, pygame.Rect(0, 0, 10, 10), face=self._face(cid))
            cards.append(sprite)
        self.hand.cards = cards
        self._place_hand()

    def _face(self, cid: int):
        def face(surface: pygame.Surface, rect: pygame.Rect) -> None:
            self.paint_card_face(surface, cid, rect)
        return face

    def _place_hand(self) -> None:
        if self.lay is None:
            return
        cards = self.hand.cards
        n = len(cards)
        if not n:
            return
        cw, ch = self.lay.card
        area = self.lay.hand
        gap = int(self.u * 0.8)
        step = min(cw + gap, (area.w - cw) / max(1, n - 1)) if n > 1 else 0
        total = cw + step * (n - 1)
        x0 = area.centerx - total / 2
        for i, sprite in enumerate(cards):
            lift = int(self.u * 2.2) if sprite.payload in self.selected else 0
            home = pygame.Rect(int(x0 + i * step), area.y - lift, cw, ch)
            sprite.draggable = self.legal_card(sprite.payload)
            if sprite.home.w <= 10:          # a new card: it flies in from the deck
                sprite.home = home.copy()
                sprite.rect = pygame.Rect(0, 0, cw, ch)
                sprite.rect.center = self.lay.deck.center
                sprite.fly_home()
            elif sprite.home != home:
                sprite.move_home(home)

    def _slot_accepts(self, sprite: CardSprite) -> bool:
        return self.mode is None and self._card_action(sprite.payload) is not None and self.can_act()

    def _slot_drop(self, sprite: CardSprite) -> None:
        action = self._card_action(sprite.payload)
        if action is not None:
            self.submit(action)

    def _click_card(self, cid: int) -> None:
        if self.mode == "ability_cards":
            if cid in self.selected:
                self.selected.remove(cid)
            elif len(self.selected) < 2:
                self.selected.append(cid)
            self._place_hand()
            self._rebuild_buttons()
            return
        action = self._card_action(cid)
        if action is None or not self.can_act():
            return
        if self.selected == [cid]:
            self.submit(action)
            return
        self.selected = [cid]
        self._place_hand()
        self._rebuild_buttons()

    # ---- buttons ----------------------------------------------------------------------------------
    def _button(self, label: str, fn, style: str = "secondary") -> Button:
        b = Button(label, fn, style)
        b.app = self.host.app
        return b

    def _rebuild_buttons(self) -> None:
        out: list[Button] = []
        kind = self.my_kind()
        acts = self._acts
        names = self.host.names
        if self.mode == "ability_target":
            for a in acts:
                if a.kind == "ability" and a.get("target") is not None:
                    out.append(self._button(f"Steal 4 from {names[a['target']]}", lambda a=a: self.submit(a)))
            out.append(self._button("Cancel", self._cancel_mode, "quiet"))
        elif self.mode == "ability_cards":
            pair = tuple(sorted(self.selected))
            match = next((a for a in acts if a.kind == "ability" and a.get("cards") == pair), None)
            b = self._button("Discard these 2, roll twice", lambda: match and self.submit(match), "primary")
            b.enabled = match is not None
            out += [b, self._button("Cancel", self._cancel_mode, "quiet")]
        else:
            if kind in ("play", "green", "discard") and len(self.selected) == 1:
                cid = self.selected[0]
                verb = {"play": "Play", "green": "Play", "discard": "Discard"}[kind]
                out.append(self._button(f"{verb} {CARDS[cid].name}", self._confirm, "primary"))
            if kind in ("steal", "swap"):
                for a in acts:
                    if a.kind == kind:
                        out.append(self._button(names[a["target"]], lambda a=a: self.submit(a)))
            if kind == "shield":
                out.append(self._button("Flip: ignore the hit", lambda: self._submit_kind("shield", use=True), "teal"))
                out.append(self._button("Take the hit", lambda: self._submit_kind("shield", use=False), "quiet"))
            if kind == "throw" and access.click_to_move and self.aim is not None \
                    and self.aim.gesture == "meteorite":     # its clicks aim: this switches them to Dodinos
                out.append(self._button("Done moving" if self.aim.moving else "Move Dodinos",
                                        self._toggle_moving, "quiet"))
            if kind == "throw":
                label = "Aim line: on" if self.assist else "Aim line: off"
                out.append(self._button(label, self._toggle_assist, "quiet"))
            abil = [a for a in acts if a.kind == "ability"]
            if abil and kind not in ("throw",):
                seat = self.host.seat
                d = DODINOS[self.view["dodinos"][seat]]
                out.append(self._button(f"Flip {d.name}", lambda: self._ability(abil), "teal"))
        self.buttons = out
        self._place_buttons()

    def _confirm(self) -> None:
        if len(self.selected) == 1:
            action = self._card_action(self.selected[0])
            if action is not None:
                self.submit(action)

    def _ability(self, abil: list[Action]) -> None:
        first = abil[0]
        if first.get("target") is not None:
            self.mode = "ability_target"
        elif first.get("cards") is not None:
            self.mode = "ability_cards"
            self.selected = []
        else:
            self.submit(first)
            return
        self._rebuild_hand()
        self._rebuild_buttons()

    def _cancel_mode(self) -> None:
        self.mode = None
        self.selected = []
        self._rebuild_hand()
        self._rebuild_buttons()

    def _toggle_assist(self) -> None:
        self.assist = not self.assist
        _save_assist(self.assist)
        self._rebuild_buttons()

    def _place_buttons(self) -> None:
        if self.lay is None:
            return
        r = self.lay.prompt
        h = int(r.h * 0.7)
        x = r.right - int(self.u * 1.2)
        for b in reversed(self.buttons):
            w = int(max(h * 2.6, h * 0.5 + len(b.label) * h * 0.26))
            x -= w
            b.rect = pygame.Rect(x, r.centery - h // 2, w, h)
            x -= int(self.u)
        self.buttons_left = x

    def layout_controls(self) -> None:
        self.slot.rect = self.lay.slot.inflate(-int(self.u * 2.4), -int(self.u * 2.4))
        self._place_hand()
        self._place_buttons()
        if self.strip is not None:
            self.strip.layout(self.lay.prompt)
        self._place_picks()

    def _place_picks(self) -> None:
        """The six Dodino cards, each with its name whole and its ability in words (issue 23, Text size): one
        row over the table's picture; where that row's cards are too small for the words, two rows of three
        over the table above the hand, under the pick's title; where those are too, over the column beside
        it as well (the round and the standings say nothing yet); where those are too, over the hand as well
        (hidden until the pick is made). None holding them, the roomiest: its cards leave the words to the
        hover."""
        lay, u = self.lay, self.u
        fit = dodino_words_fit if self.view.get("abilities") else dodino_names_fit
        top = lay.table.y + int(u * 2.5 + line_height(u * 3.2, "serif_bold"))
        over_table = pygame.Rect(lay.table.x, top, lay.table.w, lay.hand.y - top)
        beside = pygame.Rect(over_table.x, top, lay.column.right - over_table.x, over_table.h)
        whole = beside.union(pygame.Rect(beside.x, top, beside.w, lay.column.bottom - top))
        for area, cols in ((lay.art, len(DODINOS)), (over_table, 3), (beside, 3), (whole, 3)):
            rows = -(-len(DODINOS) // cols)
            w = int(area.w / (cols * 1.1))
            h = int(min(w / 0.7, area.h / 2.2 if rows == 1 else (area.h - u) / (rows + 0.1)))
            if fit(w, h):
                break
        self.pick_area = area           # where the cards lie: over the column or the hand too, at a large text size
        gap = int(min(w, h) * 0.1)
        x0 = area.centerx - (cols * w + (cols - 1) * gap) // 2
        y0 = area.centery - (rows * h + (rows - 1) * gap) // 2
        self.pick_rects = [(d.id, pygame.Rect(x0 + i % cols * (w + gap), y0 + i // cols * (h + gap), w, h))
                           for i, d in enumerate(DODINOS)]

    # ---- targets on the table and in the standings --------------------------------------------
    def target_actions(self) -> dict[int, Action]:
        """Seat -> the action a click on that player means now (steal, swap, steal-4 ability)."""
        if not self.can_act():
            return {}
        kind = self.my_kind()
        if self.mode == "ability_target":
            return {a["target"]: a for a in self._acts if a.kind == "ability" and a.get("target") is not None}
        if kind in ("steal", "swap") and self.mode is None:
            return {a["target"]: a for a in self._acts if a.kind == kind}
        return {}

    def token_at(self, units, tokens) -> int | None:
        """The Dodino under a table point: its base or its standing figure."""
        s = self.lay.scale
        fig = self.figure_px() / s
        best = None
        for seat, (x, y) in enumerate(tokens):
            dx, dy = units[0] - x, units[1] - y
            if math.hypot(dx, dy) <= max(TOKEN_R * 1.6, 9 / s) or (abs(dx) <= fig * 0.4 and -fig * 0.95 <= dy <= 0):
                if best is None or y > tokens[best][1]:
                    best = seat
        return best

    def seat_under(self, pos) -> int | None:
        for seat, row in enumerate(self.lay.rows):
            if row.collidepoint(pos):
                return seat
        if self.lay.on_table(pos):
            return self.token_at(self.lay.units(pos), self.points)
        return None

    # ---- events -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.lay is None:
            return False
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if self.strip is not None and not self.strip.finished and self.strip.handle(event):
            return True
        if handle_all(self.buttons, event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._confirm()
            return True
        if self.aim is not None and self.can_act() and self._handle_throw(event):
            return True
        if self._handle_pick(event) or self._handle_targets(event):
            return True
        return False if self.picks_over_hand() else self._handle_hand(event)

    def picks_over_hand(self) -> bool:
        """The Dodino pick lies over the hand (a large text size): the hand is neither drawn nor handled."""
        return bool(self.pick_rects) and self.view["phase"] == "pick" and self.pick_area.colliderect(self.lay.hand)

    def _handle_throw(self, event) -> bool:
        aim = self.aim
        if access.click_to_move:
            return self._click_throw(aim, event)
        if event.type == pygame.MOUSEMOTION:
            aim.move(self.lay.units(event.pos))
            return aim.state != "idle"
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.lay.on_table(event.pos):
            return aim.press(self.lay.units(event.pos))
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and aim.state != "idle":
            result = aim.release(self.lay.units(event.pos))
            if result is not None:
                self.throw_now(result)
            return True
        if event.type == pygame.WINDOWFOCUSLOST:
            aim.cancel()
        return False

    def _click_throw(self, aim: ThrowAim, event) -> bool:
        """Click to move: the throw by clicks (ThrowAim.click); a release counts as the click, wherever
        the press was. Right-click steps back."""
        if event.type == pygame.MOUSEMOTION:
            aim.move(self.lay.units(event.pos))
            return aim.state != "idle"
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and aim.state != "idle":
            aim.cancel()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.lay.on_table(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.lay.on_table(event.pos):
            result = aim.click(self.lay.units(event.pos))
            if result is not None:
                self.throw_now(result)
            return True
        return False

    def drop_held(self) -> bool:
        """Esc: a carried card goes back to the hand, a click-aimed throw or carried Dodino steps back."""
        if self.hand.put_back():
            return True
        return self.aim is not None and self.show is None and self.aim.cancel()

    def _toggle_moving(self) -> None:
        if self.aim is not None:
            self.aim.cancel()
            self.aim.moving = not self.aim.moving
            self._rebuild_buttons()

    def _handle_pick(self, event) -> bool:
        if self.my_kind() != "pick" or not self.can_act():
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for did, rect in self.pick_rects:
                if rect.collidepoint(event.pos):
                    return self._submit_kind("pick", dodino=did)
        return event.type == pygame.MOUSEBUTTONDOWN and any(r.collidepoint(event.pos) for _, r in self.pick_rects)

    def _handle_targets(self, event) -> bool:
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        targets = self.target_actions()
        if not targets:
            return False
        seat = self.seat_under(event.pos)
        if seat in targets:
            self.submit(targets[seat])
            return True
        return False

    def _handle_hand(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_card = next((c.payload for c in reversed(self.hand.cards) if c.rect.collidepoint(event.pos)),
                                   None)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((c for c in reversed(self.hand.cards) if c.rect.collidepoint(event.pos)), None)
            self.press = (event.pos, hit.payload if hit else None) if hit else None
            if hit is not None and self.mode == "ability_cards":
                return True
        carrying = self.hand.dragging is not None and (access.click_to_move or self.hand.dragging.carried)
        used = self.hand.handle(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press is not None:
            (px, py), cid = self.press
            self.press = None
            if carrying:                 # click to move: this click picked the card up or put it down
                return used
            if cid is not None and abs(event.pos[0] - px) <= CLICK_SLOP and abs(event.pos[1] - py) <= CLICK_SLOP:
                self._click_card(cid)
                return True
        if event.type == pygame.MOUSEBUTTONUP:
            self._place_hand()
        return used
