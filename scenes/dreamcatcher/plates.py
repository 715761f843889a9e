"""Words on a seat's colour (the mover's name strip over a cloud, the owner tag under a placed toy): the plate
is the seat's colour with the ink that reads on it at 4.5:1 (WCAG 2, issue 23 Contrast), nudged where neither
ink nor cream would. tests/scenes/test_dreamcatcher_text.py measures every seat colour of both palettes with
coloraide (the app itself does no colour maths).
"""
from __future__ import annotations

from .. import theme

# seat colour -> (plate, ink) where ink on the colour itself is not the answer
PLATES = {
    (236, 40, 36): ((207, 35, 31), theme.CREAM),      # Red: ink 3.6:1, cream 3.9:1 on it; a deeper red 4.8:1
    (142, 76, 190): ((142, 76, 190), theme.CREAM),    # Violet: cream 4.8:1
    (0, 114, 178): ((0, 114, 178), theme.CREAM),      # Okabe-Ito blue: cream 4.7:1
    (0, 158, 115): ((12, 162, 122), theme.INK),       # Okabe-Ito green: ink 4.55:1, a touch lighter 4.8:1
}


def plate(colour) -> tuple[tuple, tuple]:
    """(plate, ink) for words on this seat colour; a colour of neither palette gets its dark shade under cream."""
    c = tuple(colour[:3])
    if c in PLATES:
        return PLATES[c]
    if c in theme.PLAYERS_NORMAL or c in theme.PLAYERS_SAFE:
        return c, theme.INK            # the light seat colours: ink reads at 5:1 or more
    return theme.on_paper(c), theme.CREAM
