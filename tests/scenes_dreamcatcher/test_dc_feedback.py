"""What a player sees of a placement: the peeking bits, banners clear of the table, bots' placements held
long enough, the cover cue while dragging, key caps that never overlap, names on hover."""
from __future__ import annotations

import pygame
import shapely
from shapely.geometry import Polygon

from game.dreamcatcher.data import BOARDS, CARD_HALF, NIGHTMARE_BY_ID, TOY_BY_ID
from scenes.dreamcatcher import art_table as A


def test_the_peeking_bits_are_a_red_wash_clipped_to_the_bits_with_a_thin_outline():
    """No halo, no ring: every pixel the overlay touches lies in an uncovered bit or within its outline."""
    sil = NIGHTMARE_BY_ID["nm05"].silhouette
    bx, by = sil.best
    parts = sil.uncovered(bx + 0.3, by - 0.2, sil.needed_radius)
    assert parts
    size = 240
    overlay = A.uncovered_overlay(parts, size)
    k = size / 2 / CARD_HALF
    to_px = lambda x, y: (size / 2 + x * k, size / 2 - y * k)   # noqa: E731
    bits = shapely.union_all([Polygon([to_px(*p) for p in part["exterior"]],
                                      [[to_px(*p) for p in h] for h in part["holes"]]) for part in parts])
    near = bits.buffer(A.peek_outline_px(size) + 1.5)
    xs, ys, inside, red = [], [], 0, 0
    for x in range(size):
        for y in range(size):
            c = overlay.get_at((x, y))
            if c.a > 8:
                xs.append(x + 0.5)
                ys.append(y + 0.5)
                red += c.r > c.g + 60
    assert xs and red > 0.8 * len(xs)
    assert shapely.contains_xy(near, xs, ys).all()
    # and the wash fills the bits (not just an outline)
    assert len(xs) >= 0.8 * bits.area


def _reveal_frames(speed: float) -> tuple[int, dict]:
    """Frames a bot's first placement stays shown on the card (the driver steps 1/60 s a frame)."""
    from dcs_helpers import make_app
    from scenes.dreamcatcher import drive as D
    app = make_app(speed=speed)
    host = D.start(app, "basic", ("normal", "easy", "normal"), seed=3)
    board = host.board
    assert D.until(app, lambda: board.showing is not None, 4000)
    shown = dict(board.showing)
    frames = bannered = 0
    while board.showing is not None and board.showing["toy"] == shown["toy"]:
        D.step(app)
        frames += 1
        bannered += board.banner is not None
    app.stack.clear()
    shown["bannered"] = bannered
    return frames, shown


def test_a_bots_placement_stays_on_the_card_long_enough_scaled_by_the_animation_speed():
    from scenes.dreamcatcher.board import REVEAL_BOT
    slow, shown = _reveal_frames(1.0)
    fast, _ = _reveal_frames(2.0)
    assert shown["seat"] == 0
    assert shown["bannered"] >= 0.8 * slow                  # "Sweet dreams!"/"Oops" stays as long as the result
    assert slow >= REVEAL_BOT * 60 - 2 >= 2.5 * 60          # about three seconds at speed 1
    assert abs(fast - slow / 2) <= 3                         # half as long at speed 2: frames, not a clock


def test_sweet_dreams_and_oops_banners_sit_in_the_message_strip_clear_of_the_table():
    from dcs_helpers import make_app
    from scenes.dreamcatcher import drive as D
    from game.dreamcatcher.data import TOY_BY_ID
    for size in ((1280, 720), (1920, 1080)):
        app = make_app(size, speed=2.0)
        host = D.start(app, "basic", ("normal", "easy", "normal"), seed=3)
        board = host.board
        seen = set()
        for _ in range(6000):
            D.step(app)
            if board.banner is not None and board.banner[0] not in seen:
                seen.add(board.banner[0])
                lay, rect = board.lay, board.banner_rect()
                assert lay.prompt.contains(rect) and not rect.colliderect(lay.sky)
                for tile in board.table.tiles():
                    r = board.lay.length(TOY_BY_ID[tile].radius)
                    assert not rect.colliderect(pygame.Rect(0, 0, 2 * r, 2 * r).move(
                        D.toy_px(board, tile)[0] - r, D.toy_px(board, tile)[1] - r))
            if {"Sweet dreams!", "Oops, a bit peeks out!"} <= seen:
                break
        assert {"Sweet dreams!", "Oops, a bit peeks out!"} <= seen
        app.stack.clear()


def test_while_dragging_the_cover_cue_is_the_rules_own_decision(app):
    """The cue lights exactly when the placement the Done button sends covers, at the best spot and off it."""
    from scenes.dreamcatcher import drive as D
    host = D.start(app, "basic", ("human", "human"))
    board = host.board
    toy = D.to_placing(app, host)
    sil = NIGHTMARE_BY_ID[board.view["card"]].silhouette
    bx, by = sil.best
    assert board.cover_cue() is None                       # nothing in hand yet
    D.drag(app, board, toy, (bx, by), release=False)
    assert board.cover_cue() is True and board.prompt_text()[0].startswith("Covered!")
    far = board.lay.px(bx + 0.9, by + 0.3)
    D.step(app, [D.motion(far, buttons=(1, 0, 0))], n=20)
    assert board.cover_cue() is False
    D.step(app, [D.up(far)], n=20)
    assert board.dropped == toy and board.cover_cue() is False
    cue = board.cover_cue()
    D.click(app, board.big.rect.center)
    assert board.view["placements"][-1]["covered"] == cue


def test_the_cover_cue_agrees_with_the_rules_everywhere_on_the_card():
    """Cue and rules are one function: the screen's call equals the match's verdict at many spots."""
    import random
    from dc_rules_helpers import placed_covered
    rng = random.Random(5)
    for _ in range(60):
        card = rng.choice(sorted(NIGHTMARE_BY_ID))
        toy = rng.choice(["bear1", "panda1", "rabbit", "unicorn"])
        bx, by = NIGHTMARE_BY_ID[card].silhouette.best
        x, y = round(bx + rng.uniform(-0.3, 0.3), 4), round(by + rng.uniform(-0.3, 0.3), 4)
        gentle = rng.random() < 0.5
        from game.dreamcatcher.cover import placement
        assert placement(card, toy, x, y, gentle)[3] == placed_covered(card, toy, x, y, gentle)


def test_restless_night_with_four_people_caps_never_overlap_and_every_letter_is_legible():
    """At 1280x720 (and 1920x1080), 4 humans: 32 caps by the toys and a key row under each name; no two
    caps touch, none lies on the card, each letter is drawn at its own size, at the floor or above."""
    from dcs_helpers import make_app
    from scenes.assets import px
    from scenes.dreamcatcher import drive as D
    from scenes.dreamcatcher import keys as K
    for size in ((1280, 720), (1920, 1080)):
        app = make_app(size)
        host = D.start(app, "restless", ("human",) * 4)
        board = host.board
        D.until(app, lambda: bool(host.actions()) and not board.busy())
        D.click(app, board.lay.deck.center)
        D.settle(app, board)
        seats = board.grab_keys_shown()
        assert seats == [0, 1, 2, 3]
        ring = K.ring_caps(board, seats)
        rows = K.legend_rows(board, seats)
        assert len(ring) == 32 and len(rows) == 4
        caps = [r for *_, r in ring] + [c for _, _, cells in rows for _, _, _, c in cells]
        for i, a in enumerate(caps):
            assert int(a.w * K.GLYPH) >= px(0), (a, px(0))        # the letter is not raised to the floor
            assert app.screen.get_rect().contains(a)
            for b in caps[i + 1:]:
                assert not a.colliderect(b), (a, b)
        for *_, r in ring:
            assert not r.colliderect(board.lay.card)
        # each row sits under its own name, in that person's board slot
        for seat, panel, cells in rows:
            label, cloud = board.lay.boards[seat]
            assert panel.top >= label.bottom and panel.left >= label.left and panel.right <= label.right
            assert [k for _, k, _, _ in cells] == list(BOARDS[seat].grab_keys)
        # someone grabs: every other cap stays exactly where it was
        from scenes.driver import key
        D.step(app, [key(pygame.key.key_code(BOARDS[1].grab_keys[7]))])
        assert board.view["holding"][1] == "unicorn" and board.grab_seats() == [0, 1, 2, 3]
        after = {(t, s): r for t, s, _, r in K.ring_caps(board, board.grab_seats())}
        assert all(after[(t, s)] == r for t, s, _, r in ring if t != "unicorn")
        app.stack.clear()


def test_every_picture_on_the_table_is_named_on_hover_moon_levels_too(app):
    from scenes.dreamcatcher import drive as D
    from scenes.dreamcatcher.tips import tip_at
    host = D.start(app, "coop", ("human",), level=2)
    board = host.board
    D.until(app, lambda: bool(host.actions()) and not board.busy())
    D.click(app, board.lay.deck.center)
    D.settle(app, board)
    lay, u = board.lay, board.u
    assert "Moon level 2: Easy-peasy!" in tip_at(board, lay.deck.center)
    assert "Moon level 2: Easy-peasy!" in tip_at(board, (lay.info.x + 10, lay.info.y + int(u * 4.5)))
    assert "Moon level 2" in tip_at(board, (lay.card.x + 8, lay.card.y + 8))
    assert "Nightmare" in tip_at(board, lay.card.center)
    for tile in board.table.tiles():
        assert tip_at(board, D.toy_px(board, tile)).startswith(TOY_BY_ID[tile].name)
    assert tip_at(board, lay.coop_slots[0].center) == "Night 1: still to come"
    D.step(app, [D.motion(lay.deck.center)], n=2)
    assert board.mouse == lay.deck.center


def test_clouds_bag_and_name_strip_icons_are_named_too(app):
    from scenes.dreamcatcher import drive as D
    from scenes.dreamcatcher import art_table as A
    from scenes.dreamcatcher.tips import tip_at
    host = D.start(app, "basic", ("human", "human"))
    board = host.board
    D.to_placing(app, host)
    lay, u = board.lay, board.u
    assert tip_at(board, lay.bag.center).startswith("The Pillow-Bag: 54 Dream tokens")
    label, cloud = lay.boards[0]
    assert "0 of 12 spaces" in tip_at(board, (label.right - int(u * 2), label.centery))
    assert "Pillow-Bag" in tip_at(board, (label.right - int(u * 9), label.centery))     # Ana holds the bag
    assert "holds the Bear" in tip_at(board, (label.right - int(u * 13), label.centery))
    assert "still empty" in tip_at(board, A.space_centres(cloud, 0)[0])


def test_no_stale_tip_or_lift_after_a_toy_slides_away_under_a_still_pointer(app):
    from scenes.dreamcatcher import drive as D
    from scenes.dreamcatcher.tips import tip_at
    host = D.start(app, "basic", ("human", "human"))
    board = host.board
    D.until(app, lambda: bool(host.actions()) and not board.busy())
    spot = D.toy_px(board, "rabbit")
    D.step(app, [D.motion(spot)], n=2)
    assert board.hover == "rabbit" and tip_at(board, board.mouse).startswith("Rabbit")
    board.table.glide("rabbit", (0.0, 0.0), 0.2)           # the toy slides away, the pointer stays still
    D.step(app, n=30)
    assert board.hover != "rabbit"
    tip = tip_at(board, board.mouse)
    assert tip is None or not tip.startswith("Rabbit")
    D.step(app, [pygame.event.Event(pygame.WINDOWLEAVE)], n=1)
    assert board.hover is None and tip_at(board, board.mouse) is None


def test_a_tip_shows_once_the_pointer_rests_and_a_click_hides_it(app):
    from scenes.dreamcatcher import drive as D
    from scenes.dreamcatcher.tips import TIP_REST, shown_tip
    host = D.start(app, "basic", ("human", "human"))
    board = host.board
    D.until(app, lambda: bool(host.actions()) and not board.busy())
    D.step(app, [D.motion(board.lay.deck.center)])
    assert shown_tip(board) is None                              # just arrived
    D.step(app, n=int(TIP_REST * 60) + 2)
    assert shown_tip(board).startswith("The Nightmare deck")
    D.click(app, board.lay.deck.center)                          # flips: the tip goes with the click
    D.step(app, n=60)
    assert shown_tip(board) is None
