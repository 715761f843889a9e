"""Issue 23, "Never colour alone": both seat palettes keep every pair of colours apart for the three colour-vision
deficiencies, and every seat's symbol differs from the others'.

Distance is CIEDE2000 (coloraide) after a Machado (2009) simulation at severity 1 (full dichromacy). The bar is 10:
a difference of 10 or more is seen at a glance without comparing side by side (about 2 is one just-noticeable
difference), and 10 is what the reference colour-blind set reaches: Okabe-Ito's closest pair under tritanopia
(orange and reddish purple) is 10.9. Under normal vision the bar is 20.
"""
from __future__ import annotations

import itertools

import pytest
from coloraide import Color

from scenes import symbols, theme
from game.core.seats import SYMBOLS

KINDS = ("protan", "deutan", "tritan")
CVD_BAR = 10.0
NORMAL_BAR = 20.0
PALETTES = {"normal": theme.PLAYERS_NORMAL, "safe": theme.PLAYERS_SAFE}


def seen(rgb, kind: str | None) -> Color:
    colour = Color("srgb", [v / 255 for v in rgb])
    if kind is None:
        return colour
    return colour.filter(kind, 1, method="machado", space="srgb-linear").clip()


def closest_pair(palette, kind: str | None) -> tuple[float, int, int]:
    """The smallest CIEDE2000 distance between two of the palette's colours as `kind` sees them, and the pair."""
    looks = [seen(c, kind) for c in palette]
    return min((looks[i].delta_e(looks[j], method="2000"), i, j)
               for i, j in itertools.combinations(range(len(palette)), 2))


@pytest.mark.parametrize("name", PALETTES)
@pytest.mark.parametrize("kind", KINDS)
def test_seat_colours_stay_apart_under_colour_blindness(name, kind):
    """Issue 23: both palettes keep every pair of seat colours apart under protanopia, deuteranopia and tritanopia."""
    distance, i, j = closest_pair(PALETTES[name], kind)
    assert distance >= CVD_BAR, f"{name} palette, {kind}: colours {i} and {j} are only {distance:.1f} apart"


@pytest.mark.parametrize("name", PALETTES)
def test_seat_colours_stay_apart_for_normal_vision(name):
    distance, i, j = closest_pair(PALETTES[name], None)
    assert distance >= NORMAL_BAR, f"{name} palette: colours {i} and {j} are only {distance:.1f} apart"


def test_palettes_are_the_same_size_with_a_name_each():
    assert len(theme.PLAYERS_NORMAL) == len(theme.PLAYERS_SAFE) == 6
    assert len(theme.COLOUR_NAMES_NORMAL) == len(theme.COLOUR_NAMES_SAFE) == 6


def test_the_safe_palette_is_okabe_ito():
    """The colour-blind set stays the reference one (Okabe & Ito 2008), black left out."""
    okabe_ito = {(230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (0, 114, 178), (213, 94, 0),
                 (204, 121, 167)}
    assert set(theme.PLAYERS_SAFE) <= okabe_ito


def test_every_symbol_is_a_different_drawing():
    """Issue 23: each of the eight symbols draws its own shape (the seats' second sign beside their colour)."""
    assert len(set(SYMBOLS)) == len(SYMBOLS) == 8
    shapes = [symbols.icon(name, 16, (255, 255, 255), (0, 0, 0)) for name in SYMBOLS]
    coverage = [tuple(s.get_at((x, y))[3] > 128 for x in range(16) for y in range(16)) for s in shapes]
    assert len(set(coverage)) == len(SYMBOLS)
    assert all(s.get_size() == (16, 16) for s in shapes)


@pytest.mark.parametrize("w, h", [(120, 170), (48, 68)])
def test_dodos_card_colours_carry_a_pattern_as_well(w, h):
    """Issue 23, never colour alone (found in the Dodos CVD sheet: red and green hand cards were one olive under
    protanopia and deuteranopia): green frames are striped, red ones dotted, blue ones plain, at any size."""
    import pygame
    from game.dodos.data import CARDS
    from scenes.dodos.art_cards import COLOURS, card_face
    first = {}
    for i, card in (CARDS.items() if isinstance(CARDS, dict) else enumerate(CARDS)):
        first.setdefault(card.colour, i)
    marks = {}
    for colour, card_id in first.items():
        face = card_face(card_id, w, h)
        band = pygame.Rect(w // 5, 0, w * 3 // 5, h // 6)
        marks[colour] = {(x, y) for x in range(band.left, band.right) for y in range(band.top, band.bottom)
                         if face.get_at((x, y))[:3] != COLOURS[colour] and sum(face.get_at((x, y))[:3]) < 400}
    assert not marks["blue"] or len(marks["blue"]) < len(marks["red"]) // 3
    assert len(marks["red"]) > 6 and len(marks["green"]) > 6
    shared = len(marks["red"] & marks["green"]) / min(len(marks["red"]), len(marks["green"]))
    assert shared < 0.6, shared          # two different drawings, not one pattern in two colours
