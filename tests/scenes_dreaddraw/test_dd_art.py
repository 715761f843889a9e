"""Card art: every monster family has its own drawing, told apart even small; plain cards fill their
lower half (strength pips); names never break inside a word."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.dreaddraw.data import CARDS
from scenes.dreaddraw import art, monsters

PLAIN = [c for c in CARDS if not c.arcana]


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def _mask(kind: str, size: int) -> set[tuple[int, int]]:
    s = art.sigil(kind, size, art.BONE_SOFT)
    return {(x, y) for x in range(size) for y in range(size) if s.get_at((x, y)).a > 100}


def test_every_monster_family_has_its_own_drawing():
    families = {monsters.family(c.name) for c in PLAIN}
    assert families <= set(monsters.FAMILIES), families - set(monsters.FAMILIES)
    assert len(families) >= 30


def test_family_drawings_differ_even_at_24_px():
    masks = {f: _mask(f, 24) for f in monsters.FAMILIES}
    for a, b in itertools.combinations(masks, 2):
        union = masks[a] | masks[b]
        differ = len(masks[a] ^ masks[b]) / len(union)
        assert differ > 0.3, (a, b, differ)       # at least 30% of the inked pixels differ
    assert all(len(m) > 24 for m in masks.values())     # each leaves a real mark at that size


def _lower_half_ink(cid: int, w: int = 112, h: int = 169) -> int:
    face = art.card_face(cid, w, h)
    bg = face.get_at((w // 2, h - max(3, w // 16) - 3))[:3]
    return sum(1 for x in range(w // 5, w - w // 5, 2) for y in range(int(h * 0.78), h - w // 10, 2)
               if sum(abs(a - b) for a, b in zip(face.get_at((x, y))[:3], bg)) > 90)


def test_plain_cards_fill_their_lower_half():
    for c in PLAIN:
        if c.ability is None:
            assert _lower_half_ink(c.id) > 10, c.name


@pytest.mark.parametrize("size", [(42, 63), (50, 75), (70, 105), (112, 169)])
def test_names_on_faces_never_break_a_word(size):
    w, h = size
    for c in CARDS:
        ns = max(7, int(h * (0.095 if h < 130 else 0.07)))
        lines = art.name_lines(c, ns, w - 2 * max(3, w // 16) - 4)
        words = c.name.split()
        assert all(word in words for line in lines for word in line.split()), (c.name, lines)
