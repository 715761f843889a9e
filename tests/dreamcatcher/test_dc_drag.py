"""The drag world: pymunk 7, headless and deterministic."""
from __future__ import annotations

import math

from game.core import Action
from game.dreamcatcher.data import NIGHTMARE_BY_ID, TOYS, cards_of_level
from game.physics.drag import DragWorld, ring_positions
from dc_helpers import choose, flip, new


def world():
    return DragWorld([(t.id, t.radius) for t in TOYS])


def test_tiles_rest_in_a_circle_around_the_card_without_overlap():
    w = world()
    pos = w.positions()
    assert all(math.hypot(*p) == __import__("pytest").approx(3.0) for p in pos.values())
    ids = list(pos)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            assert math.dist(pos[a], pos[b]) > w.radii[a] + w.radii[b]
    w.step()
    assert w.resting() and w.positions() == pos
    assert len(ring_positions([1, 1, 1, 1], 2.0)) == 4


def test_drag_brings_the_tile_where_the_hand_leaves_it():
    w = world()
    p = w.drag("rabbit", (0.1, -0.05))
    assert p.tile == "rabbit" and math.dist((p.x, p.y), (0.1, -0.05)) < 0.01
    assert w.position("rabbit") == (p.x, p.y)        # released tiles stop where left
    assert w.held is None and w.resting()


def test_the_same_gestures_give_the_same_result():
    a, b = world(), world()
    assert a.drag("bear1", (0.0, 0.0)) == b.drag("bear1", (0.0, 0.0))
    assert a.positions() == b.positions()


def test_a_dragged_tile_nudges_others_and_they_come_to_rest():
    w = world()
    before = w.positions()
    w.drag("bear1", (0.0, -2.0), seconds=1.5)      # straight through the middle, into the panda
    moved = [t for t in w.positions() if t != "bear1" and w.positions()[t] != before[t]]
    assert moved and w.touches > 0
    assert w.settle() and w.resting()


def test_grab_hits_only_tiles_and_follows_the_pointer():
    w = world()
    assert w.grab((0.0, 0.0)) is None               # nothing on the card yet
    assert w.release() is None
    bx, by = w.position("unicorn")
    assert w.grab((bx + 0.3, by)) == "unicorn"     # grabbed off-centre
    w.move((bx + 0.8, by))
    for _ in range(60):
        w.step()
    x, _ = w.position("unicorn")
    assert abs(x - (bx + 0.5)) < 0.02               # the grab point follows the pointer
    placement = w.release()
    assert placement is not None and placement.tile == "unicorn"


def test_send_home_and_remove():
    w = world()
    home = w.position("panda1")
    w.drag("panda1", (0.2, 0.2))
    w.send_home("panda1")
    assert w.position("panda1") == home
    w.remove_tile("panda1")
    assert "panda1" not in w.positions()


def test_release_becomes_the_engines_placement_action():
    card = cards_of_level(2)[0]
    m = new(2, top=card)
    flip(m)
    choose(m, 0, "panda1")
    choose(m, 1, "bear1")
    w = world()
    p = w.drag("panda1", NIGHTMARE_BY_ID[card].silhouette.best)
    m.apply(0, Action.make("place", toy=p.tile, x=p.x, y=p.y))
    assert m.placements[-1]["covered"]
