"""Names on hover: every picture on the Dream Catcher table says what it is when the pointer rests on it
(toys, the Nightmare and its moons, the deck, the Pillow-Bag, tokens on the clouds, the icons by each name,
key caps, the cooperative nights). Worked out from where things are drawn this frame, so a tip never
outlives the thing it names: a toy that slides away takes its tip with it.
"""
from __future__ import annotations

import math

import pygame

from game.core.words import plural
from game.dreamcatcher.data import LEVEL_BY_NUMBER, NIGHTMARE_BY_ID, PICTURE_BY_ID, TOY_BY_ID

from .. import theme
from ..assets import font, line_height, wrap
from . import art_table as A
from . import keys as K


def count_text(shown: int, spaces: int) -> str:
    """A cloud's count: "5/12"; tokens past a full cloud are extras, "12/12 +1" (never "13/12")."""
    return f"{min(shown, spaces)}/{spaces}" + (f" +{shown - spaces}" if shown > spaces else "")


def level_words(level: int) -> str:
    lv = LEVEL_BY_NUMBER.get(level)
    return f"Moon level {level}: {lv.name}" if lv else f"Moon level {level}"


def toy_words(board, tile: str) -> str:
    toy = TOY_BY_ID[tile]
    words = f"{toy.name}: {plural(toy.stars, 'Dream token')} when it covers"
    owner = board.owner.get(tile)
    if owner is not None and board.view["mode"] != "coop":
        words = f"{board.host.names[owner]}'s {words}"
    if tile in board.results:
        words += " (covered!)" if board.results[tile] else " (a bit peeked out)"
    return words


def tip_at(board, pos) -> str | None:
    """What the thing under the pointer is called, or None."""
    lay = board.lay
    if lay is None or pos is None or not board.rect.collidepoint(pos) or board.dragging or board.finale:
        return None
    for tile, seat, key, rect in K.ring_caps(board, board.grab_seats()):
        if rect.collidepoint(pos):
            return f"{board.host.names[seat]}'s key {key.upper()}: grabs this {TOY_BY_ID[tile].name}"
    for seat, panel, cells in K.legend_rows(board, board.grab_seats()):
        for tile, key, icon, cap in cells:
            if icon.collidepoint(pos) or cap.collidepoint(pos):
                return f"{board.host.names[seat]}'s key {key.upper()} grabs the {TOY_BY_ID[tile].name}"
    tile = board.toy_at(pos)
    if tile is not None:
        return toy_words(board, tile)
    return _corner_tip(board, pos) or _card_tip(board, pos) or _column_tip(board, pos)


def _corner_tip(board, pos) -> str | None:
    lay, v, u = board.lay, board.view, board.u
    if v["mode"] != "coop" and lay.bag.inflate(u, u).collidepoint(pos):
        return f"The Pillow-Bag: {plural(v['bag_size'], 'Dream token')} left"
    if lay.deck.inflate(u * 2, u * 2).collidepoint(pos):
        words = f"The Nightmare deck: {plural(v['draw_pile'], 'card')} left"
        return words + (f" ({level_words(v['level'])})" if v["mode"] == "coop" else "")
    if v["mode"] == "coop":
        moons = pygame.Rect(lay.info.x, lay.info_rows[1], int(u * 3 * max(1, v["level"]) + u * 14), int(u * 3))
        if moons.collidepoint(pos):
            return level_words(v["level"])
    return None


def _card_tip(board, pos) -> str | None:
    lay = board.lay
    if board.card is None or board.card_move is not None or not lay.card.collidepoint(pos):
        return None
    nm = NIGHTMARE_BY_ID[board.card]
    moons = pygame.Rect(lay.card.x, lay.card.y, int(lay.card.w * 0.12 * max(1, nm.level) + lay.card.w * 0.06),
                        int(lay.card.h * 0.12))
    if moons.collidepoint(pos):
        return f"{level_words(nm.level)} ({plural(nm.level, 'moon')} in the corner)"
    return f"{nm.name}, a moon level {nm.level} Nightmare: hide all of it under one toy"


def _column_tip(board, pos) -> str | None:
    lay, v = board.lay, board.view
    for i, r in enumerate(lay.coop_slots):
        if r.collidepoint(pos):
            if i < len(board.aside_cards):
                nm = NIGHTMARE_BY_ID[board.aside_cards[i]]
                toy = TOY_BY_ID[board.aside_toys[i]].name if i < len(board.aside_toys) else "toy"
                return f"Night {i + 1}: {nm.name}, caught with the {toy}"
            return f"Night {i + 1}: still to come"
    for seat, (label, cloud) in enumerate(lay.boards):
        name = board.host.names[seat]
        if label.collidepoint(pos):
            return _label_tip(board, seat, label, pos)
        if cloud.collidepoint(pos):
            pics = v["boards"][seat]["pictures"]
            shown = board.tokens_shown[seat] if seat < len(board.tokens_shown) else 0
            radius = A.space_radius(cloud)
            for i, c in enumerate(A.space_centres(cloud, seat)):
                if math.dist(c, pos) <= radius:
                    if i < min(shown, len(pics)):
                        return f"{name}'s Dream token: {PICTURE_BY_ID[pics[i]].thing}"
                    return f"{name}'s cloud: space {i + 1} of {v['board_spaces']}, still empty"
            return f"{name}'s cloud board: {shown} of {v['board_spaces']} spaces filled"
    return None


def _label_tip(board, seat: int, label: pygame.Rect, pos) -> str:
    """The strip above a cloud: name, the toy held, the Pillow-Bag, the count (laid out as paint draws it)."""
    u, name = board.u, board.host.names[seat]
    v = board.view
    right = label.right - u * 1.2
    shown = board.tokens_shown[seat] if seat < len(board.tokens_shown) else 0
    left = right - font("black", int(u * 2.0)).size(count_text(shown, v["board_spaces"]))[0]
    if pos[0] >= left - u * 0.6:
        extra = shown - v["board_spaces"]
        return (f"{name}: {min(shown, v['board_spaces'])} of {v['board_spaces']} spaces filled (a full cloud wins)"
                + (f", {plural(extra, 'extra token')}" if extra > 0 else ""))
    right = min(right - u * 5.3, left) - u * 1.2
    if board.holder == seat:
        if right - u * 4 <= pos[0] <= right:
            return f"{name} holds the Pillow-Bag: flips the next Nightmare"
        right -= u * 4
    held = next((t for t, s in board.owner.items() if s == seat), None)
    if held is not None and right - u * 4 <= pos[0] <= right:
        return f"{name} holds the {TOY_BY_ID[held].name}"
    return name


TIP_REST = 0.35      # seconds the pointer rests before a name shows (frame steps); a click hides it


def shown_tip(board) -> str | None:
    """The tip on screen now: once the pointer has rested, not after a click until it moves again."""
    if board.tip_rest < TIP_REST:
        return None
    return tip_at(board, board.mouse)


def clear_of_card(board, r: pygame.Rect) -> pygame.Rect:
    """A tip never sits on the Nightmare card while one lies there (it is what the toys are checked against):
    beside it, else above or below it (clear of the board's words where it can be)."""
    card = board.lay.card if board.card is not None else None
    if card is None or not r.colliderect(card):
        return r
    u = int(board.u)
    spots = [r.copy() for _ in range(4)]
    spots[0].left, spots[1].right = card.right + u, card.left - u
    spots[2].bottom, spots[3].top = card.top - u, card.bottom + u
    for spot in spots:
        spot.clamp_ip(board.rect)
    clear = [s for s in spots if not s.colliderect(card)]
    return next((s for s in clear if s.collidelist(_word_rects(board)) < 0), clear[0] if clear else r)


def _word_rects(board) -> list[pygame.Rect]:
    """Where words lie that a tip would half hide: the prompt, the seats' name strips over their clouds, the
    team panel's heading and count, the corners' labels, and this frame's tags and suggestions."""
    lay = board.lay
    out = [lay.prompt] + [label for label, _cloud in lay.boards] + [r for _w, r, *_ in board.corner_words()]
    out += board.words_drawn
    if lay.coop_slots:
        col = lay.column
        out += [pygame.Rect(col.x, col.y, col.w, lay.coop_slots[0].top - col.y),
                pygame.Rect(col.x, lay.coop_slots[-1].bottom, col.w, col.bottom - lay.coop_slots[-1].bottom)]
    room = int(board.u * 0.8)                   # the tip's shadow falls a few pixels past its panel
    return [r.inflate(room, room) for r in out]


def tip_spot(board, w: int, h: int) -> pygame.Rect:
    """Where a tip of this size shows: below right of the pointer, else above it, to its left or further down,
    the first spot that hides neither the pointer nor the board's words (issue 23: no words over words), else
    the one hiding least of them; then clear of the card."""
    u, (mx, my) = board.u, board.mouse
    spots = []
    for down in (None, 0, 1, 2):                 # above the pointer, then below it, nearer first
        for right in (True, False):
            r = pygame.Rect(0, 0, w, h)
            if right:
                r.left = mx + int(u * 2)
            else:
                r.right = mx - int(u)
            if down is None:
                r.bottom = my - int(u)
            else:
                r.top = my + int(u * 2.4) + down * h
            r.clamp_ip(board.rect)
            if not r.collidepoint(board.mouse):
                spots.append(r)
    spots.sort(key=lambda r: r.bottom <= my)     # below the pointer first (where a tip is looked for)
    if not spots:
        return clear_of_card(board, pygame.Rect(0, 0, w, h).clamp(board.rect))
    words = _word_rects(board)
    hidden = lambda r: sum(r.clip(x).w * r.clip(x).h for x in words)      # noqa: E731
    return clear_of_card(board, min(spots, key=hidden))


def draw_tip(board, surface: pygame.Surface) -> None:
    words = shown_tip(board)
    if not words:
        return
    u = board.u
    size = int(u * 1.9)
    pad = int(u * 2.4)
    w = min(int(u * 40), font("ui", size).size(words)[0] + pad)     # measured, not drawn: wrapped, it is not
    lines = len(wrap(words, size, w - pad))
    r = tip_spot(board, w, int(u * 1.6) + lines * line_height(size))
    theme.panel(surface, r, theme.PAPER, radius=int(u), lift=3, border=theme.ACCENT)
    theme.blit_box(surface, words, size, theme.INK, r.inflate(-int(u * 1.2), -int(u * 0.6)))
