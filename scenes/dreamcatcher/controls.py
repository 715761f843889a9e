"""Input for the Dream Catcher board: click a toy to choose (or point at) it, drag your toy through the
pymunk world, press the big button (Flip / We agree / Done), and in Restless Night grab with your keys.
With Click to move on, a click picks your toy up (it follows the pointer through the same pymunk pivot,
no button held) and the next click puts it down; a right-click or Esc puts it back where it lay. Toys are
round and never turn, so there is no rotation to offer.

Every choice comes from host.actions() (or, for another human's grab key, from the view's to_move and
free toys): the screen never decides a rule.
"""
from __future__ import annotations

import math

import pygame

from game.core import Action
from game.dreamcatcher.data import BOARDS, CARD_HALF, TOY_BY_ID
from game.dreamcatcher.cover import placed, placement

from .. import access

CLICK_SLOP = 8          # pixels a press may wander and still be a click (click to move picks the toy up)


class Controls:
    # ---- what the person at the screen may do now --------------------------------------------
    def my_actions(self) -> list[Action]:
        """host.actions(), read once per frame (the legal placements take a moment to list)."""
        if self._acts is None:
            self._acts = self.host.actions()
        return self._acts

    def my_toy(self) -> str | None:
        """The toy the person at the screen places now (None when it is not their placing turn)."""
        return next((a["toy"] for a in self.my_actions() if a.kind == "place"), None)

    def choice_for(self, toy: str) -> Action | None:
        """The action that clicking this toy means now (choose, grab or point at), if legal."""
        for a in self.my_actions():
            if a.kind in ("choose", "propose") and a.get("toy") == toy:
                if a.kind == "choose" and self.view["phase"] == "grab" and len(self.humans()) > 1:
                    return None      # several people grab at once: keys only, so nobody steals a click
                return a
        return None

    def big_mode(self) -> tuple[str, str] | None:
        """(label, kind) of the big button now, or None when it hides."""
        if self.finale is not None or self.dragging or self.queue:
            return None
        kinds = {a.kind for a in self.my_actions()}
        if "flip" in kinds:
            return "Flip!", "flip"
        if "agree" in kinds:       # each human agrees for themselves (DC-C2)
            return ("I agree!" if len(self.humans()) > 1 else "We agree!"), "agree"
        if "place" in kinds and self.dropped is not None and self.dropped == self.my_toy():
            return "Done!", "place"
        return None

    def _big_pressed(self) -> None:
        mode = self.big_mode()
        if mode is None:
            return
        kind = mode[1]
        if kind == "place":
            self.confirm()
        else:
            act = next((a for a in self.my_actions() if a.kind == kind), None)
            if act is not None:
                self.host.submit(self.host.seat, act)

    def confirm(self) -> bool:
        """Send the placement: where the toy lies now on the table (card units)."""
        toy = self.my_toy()
        if toy is None or self.dropped != toy:
            return False
        x, y = self.table.position(toy)
        return self.host.submit(self.host.seat, Action.make("place", toy=toy, x=round(x, 4), y=round(y, 4)))

    def cover_cue(self) -> bool | None:
        """While your toy is dragged or lies on the card waiting for Done: would it cover the Nightmare
        if placed right here? The rules' own decision (game/dreamcatcher/cover.placement), read live;
        None when no toy of yours is in hand or on the card."""
        toy = self.dragging or self.dropped
        if toy is None or self.card is None or toy != self.my_toy():
            return None
        x, y = self.table.position(toy)
        return placement(self.card, toy, round(x, 4), round(y, 4), self.view["gentle"])[3]

    def live_peek(self) -> list:
        """The bits of the Nightmare your toy leaves out where it is now (the rules' own cut), for the screen to
        show above the toy while you drag; none when it covers, or when gentle will slide it into place."""
        toy = self.dragging or self.dropped
        if toy is None or self.card is None or self.card_move is not None or toy != self.my_toy():
            return []
        x, y = self.table.position(toy)
        key = (self.card, toy, round(x, 4), round(y, 4), self.view["gentle"])
        if self._peek[0] != key:
            got = placed(0, toy, self.card, key[2], key[3], key[4])
            self._peek = (key, [] if got["covered"] or got["snapped"] else got["uncovered"])
        return self._peek[1]

    # ---- hit tests ----------------------------------------------------------------------------
    def toy_at(self, pos) -> str | None:
        if self.lay is None:
            return None
        ux, uy = self.lay.units(pos)
        order = self.draw_order()
        for tile in reversed(order):
            x, y = self.table.position(tile)
            if math.hypot(ux - x, uy - y) <= TOY_BY_ID[tile].radius:
                return tile
        return None

    def draw_order(self) -> list[str]:
        tiles = self.table.tiles()
        lifted = [t for t in tiles if t in (self.dragging, self.dropped) or t in self.table.glides
                  or (self.table.hand is not None and self.table.hand.tile == t)]
        return [t for t in tiles if t not in lifted] + lifted

    # ---- events -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        used = self._handle(event)
        # The host passes on what a board leaves, down the stack to the Title screen below the game:
        # a stray click on the table must not start another game there, so clicks and keys stop here.
        return used or event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN,
                                      pygame.MOUSEWHEEL, pygame.TEXTINPUT)

    def _handle(self, event: pygame.event.Event) -> bool:
        if self.lay is None:
            return False
        if self.finale is not None:
            if self.finale_button.handle(event):
                return True
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.tip_rest = -math.inf              # a click hides the tip until the pointer moves on
        if event.type == pygame.MOUSEMOTION:
            if event.pos != self.mouse:
                self.tip_rest = 0.0
            self.mouse = event.pos
            self.big.handle(event)
            if self.dragging:
                self.table.move(self.lay.units(event.pos))
                return True
            self.hover = self.toy_at(event.pos) if self.rect.collidepoint(event.pos) else None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.dragging and self.carried:
            if event.button == 3:
                self.put_back()
            return True                  # a left press puts it down on its release
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.dragging:
                self.table.move(self.lay.units(event.pos))
                (px, py), _lay, _dropped = self.picked
                if access.click_to_move and not self.carried and \
                        abs(event.pos[0] - px) + abs(event.pos[1] - py) <= CLICK_SLOP:
                    self.carried = True  # picked up: it follows the pointer until the next click
                    return True
                if self.carried:
                    self.table.catch_up()       # put down where the click is, not where the toy lagged
                self.let_go()
                return True
            return self.big_mode() is not None and self.big.handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.big_mode() is not None and self.big.handle(event):
                return True
            if self.queue or not self.rect.collidepoint(event.pos):
                return False
            return self._press(event.pos)
        if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWLEAVE):
            self.mouse = (-10_000, -10_000)        # the pointer left: no lift, no tip
            self.hover = None
            if self.dragging:
                self.let_go()
            return False
        return False

    def drop_held(self) -> bool:
        """Esc: the toy being dragged or carried goes back where it lay."""
        if not self.dragging:
            return False
        self.put_back()
        return True

    def put_back(self) -> None:
        toy, self.dragging, self.carried = self.dragging, None, False
        self.table.release()
        _press, where, dropped = self.picked
        self.dropped = dropped
        self.table.glide(toy, where, self.d(0.3))

    def let_go(self) -> None:
        """The toy stays where the hand left it; dropped off the card altogether, it flies back home."""
        toy, self.dragging, self.carried = self.dragging, None, False
        self.table.release()
        if toy is None:
            return
        if self.touches_card(toy):
            self.dropped = toy
            self.host.sound("click")
        else:
            self.dropped = None
            self.table.glide(toy, self.table.home[toy], self.d(0.4))
            self.host.toast("Put your toy on the Nightmare card!", "info")

    def touches_card(self, toy: str) -> bool:
        x, y = self.table.position(toy)
        half = CARD_HALF
        nx, ny = max(-half, min(half, x)), max(-half, min(half, y))
        return math.hypot(x - nx, y - ny) < TOY_BY_ID[toy].radius

    def _press(self, pos) -> bool:
        kinds = {a.kind for a in self.my_actions()}
        if "flip" in kinds and self.lay.deck.inflate(self.u * 2, self.u * 2).collidepoint(pos):
            self._big_pressed()
            return True
        toy = self.toy_at(pos)
        if toy is None:
            return False
        if "place" in kinds:
            mine = self.my_toy()
            if toy == mine:
                lay_at = self.table.position(toy)
                if self.table.grab(toy, self.lay.units(pos)):
                    self.picked = (pos, lay_at, self.dropped)
                    self.dragging, self.dropped, self.carried = toy, None, False
                    self.host.sound("click")
                return True
            self.host.toast(f"Move your {TOY_BY_ID[mine].name} (the one with your colour ring)", "info")
            return True
        act = self.choice_for(toy)
        if act is not None and self.view["phase"] == "grab" and not self.face_up():
            self.too_early(self.host.seat)
            return True
        if act is not None:
            self.host.submit(self.host.seat, act)
            return True
        if kinds & {"choose", "propose"} and not (self.view["phase"] == "grab" and len(self.humans()) > 1):
            self.host.toast("That toy is taken: pick another one!", "info")
            return True
        if self.view["phase"] == "grab" and self.host.seat is not None and kinds:
            self.host.toast("Quick! Press your key next to the toy", "info")
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.big_mode() is not None:
            self._big_pressed()
            return True
        if self.view["phase"] != "grab":
            return False
        try:
            name = pygame.key.name(event.key).lower()
        except (ValueError, pygame.error):
            name = ""
        typed = {name, (getattr(event, "unicode", "") or "").lower()} - {""}
        for seat in self.view["to_move"]:
            if seat in self.host.bots or seat >= len(BOARDS):
                continue
            keys = BOARDS[seat].grab_keys
            for i, k in enumerate(keys):
                if k in typed and i < len(self.view["toys"]):
                    if not self.face_up():
                        self.too_early(seat)
                        return True
                    toy = self.view["toys"][i]
                    if toy["where"] != "circle":
                        self.host.toast(f"{self.host.names[seat]}: that {toy['kind']} is taken, try another!", "info")
                        return True
                    self.host.submit(seat, Action.make("choose", toy=toy["id"]))
                    return True
        return False

    def face_up(self) -> bool:
        """Restless Night: the flipped Nightmare has landed face up for everyone (its flight is over): only from
        now do grabs count (RULINGS.md). The engine flips at once; the flight is the screen's, so it guards."""
        return self.grab_clock.round == self.view["round"] and self.card_move is None

    def too_early(self, seat: int | None) -> None:
        who = f"{self.host.names[seat]}: " if seat is not None else ""
        self.host.toast(who + "too early! Wait until the Nightmare is face up", "info")

    def grab_seats(self) -> list[int]:
        """Every human seat of this Restless Night grab (those done too): their caps keep their places
        while others grab, so nobody's key moves under their eyes."""
        if self.view["phase"] != "grab":
            return []
        return [s for s in range(self.view["players"]) if s not in self.host.bots and s < len(BOARDS)]

    def grab_keys_shown(self) -> list[int]:
        """Human seats whose grab keys show by the toys now."""
        if self.view["phase"] != "grab":
            return []
        return [s for s in self.view["to_move"] if s not in self.host.bots and s < len(BOARDS)]
