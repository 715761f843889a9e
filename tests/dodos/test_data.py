"""The components in the data files, counted against RULINGS.md."""
from __future__ import annotations

from collections import Counter

from game.dodos.board import SPACE_R, TOKEN_R, spots, token_spots
from game.dodos.data import ABILITIES, CARDS, COLOURS, DODINOS, ICONS, PROJECTILES, TRACKS


def _icons(icons):
    for icon in icons:
        yield icon
        for box in ("red", "white"):
            yield from _icons(icon.get(box, ()))


def test_seventy_eight_movement_cards_in_three_colours():
    assert len(CARDS) == 78
    assert [c.id for c in CARDS] == list(range(78))
    assert {c.colour for c in CARDS} == set(COLOURS)
    assert all(c.steps >= 1 and c.effect and c.name and c.text for c in CARDS)


def test_every_effect_icon_of_the_rulebook_is_on_some_card():
    used = {i["icon"] for c in CARDS for i in _icons(c.effect)}
    assert set(ICONS) <= used
    assert used - set(ICONS) == {"throw"}


def test_projectile_cards_have_the_boxes_the_rulebook_describes():
    throws = [c for c in CARDS if c.throw is not None]
    assert {c.projectile for c in throws} == set(PROJECTILES)
    for c in throws:
        icon = c.throw
        if icon["icon"] == "throw":
            assert c.colour == "red" and icon["red"] and icon["white"] and icon["black"] is True
        else:
            assert c.colour == "green"        # 'hit the active player' cards are reactions
    ambush = Counter(c.projectile for c in CARDS if c.hits_active)
    assert set(ambush) == set(PROJECTILES)


def test_six_dodinos_each_with_one_of_the_six_abilities():
    assert len(DODINOS) == 6
    assert sorted(d.ability for d in DODINOS) == sorted(ABILITIES)
    assert len({d.colour for d in DODINOS}) == 6


def test_both_tracks_with_sphere_spaces_and_starting_spaces():
    assert set(TRACKS) == {"jungle", "space"}
    assert TRACKS["space"].loop and not TRACKS["jungle"].loop
    assert TRACKS["jungle"].runout > 0
    for t in TRACKS.values():
        assert t.starting == 6 and len(t.spheres) >= 8
        assert all(1 <= s <= t.spaces for s in t.spheres)
        assert {i["icon"] for icons in t.spheres.values() for i in icons} <= set(ICONS)


def test_board_layout_spaces_do_not_overlap_and_tokens_fit_in_their_space():
    import math
    for tid in TRACKS:
        pts = spots(tid)
        keys = sorted(pts)
        assert min(math.dist(pts[a], pts[b]) for a in keys for b in keys if a < b) > 2 * SPACE_R
        for n in range(1, 7):
            tok = token_spots(tid, [5] * n)
            centre = pts[5]
            assert all(math.dist(t, centre) + TOKEN_R <= SPACE_R for t in tok)
            assert all(math.dist(tok[i], tok[j]) >= 2 * TOKEN_R for i in range(n) for j in range(i + 1, n))
