"""What the table's accessibility settings say right now (scenes/settings.py persists them; the app's
apply_settings sets these). A module of plain values, imported by anything that draws or takes input, so
a change applies on the next frame everywhere without threading the settings through every call.
"""
from __future__ import annotations

TEXT_SCALES = (1.0, 1.25, 1.5, 2.0)

text_scale = 1.0        # every text and the controls and panels that hold it (Settings: Text size)
reduce_motion = False   # flights, shakes and bounces become short fades
click_to_move = False   # every drag can be done as click to pick up, click to put down


def how(dragging: str, clicking: str) -> str:
    """The words that tell how to move a thing: the drag's, or with Click to move the two clicks' (a prompt
    must not ask a player to hold a button the table has chosen not to need)."""
    return clicking if click_to_move else dragging


def scaled(size: float) -> float:
    """A size of text, or of a control sized by its text, at the table's text size."""
    return size * text_scale


def unscaled(pixels: float) -> float:
    """The text size to ask for (assets.px scales it) so that text is drawn pixels high: for a control that
    sizes its label from its own height, itself laid out at the text size (a button twice as tall at 200%
    holds a label twice as big, not four times)."""
    return pixels / text_scale


def capped(size: float, most: float) -> float:
    """A heading's size: it grows with the text size until it would be drawn `most` px high, then stops, so
    a title that is already large leaves the room to the text that needs it (never under the floor: px())."""
    return min(size, most / text_scale)
