"""The four throwing gestures' parameters (no physics here, so the rules can check a throw action).

Each gesture is a fixed tuple of named numbers with allowed ranges. The physics module turns them
into a launch; the rules only check that they are in range, since the hits travel in the action.
"""
from __future__ import annotations

import math

# name -> ((parameter, low, high, default), ...)
GESTURES: dict[str, tuple[tuple[str, float, float, float], ...]] = {
    # Egg: flicked from a corner nest (0..3); the pull sets direction (radians) and power (0..1).
    "egg": (("nest", 0, 3, 0), ("angle", -math.pi, math.pi, 0.6), ("power", 0, 1, 0.5)),
    # Meteorite: held over the point (x, y), released at a height (0..1); the seed drives the scatter.
    "meteorite": (("x", -260, 1860, 800), ("y", -260, 1260, 500), ("height", 0, 1, 0.5),
                  ("seed", 0, 1_000_000, 0)),
    # Banana: elbow on a point off the board edge (edge parameter 0..4), wrist flick angle, power, spin.
    "banana": (("edge", 0, 4, 0.5), ("angle", -math.pi, math.pi, math.pi / 2), ("power", 0, 1, 0.5),
               ("spin", -1, 1, 0.0)),
    # Star: palm above a point off the board edge; a swipe sets direction and power.
    "star": (("edge", 0, 4, 2.5), ("angle", -math.pi, math.pi, -math.pi / 2), ("power", 0, 1, 0.5)),
}


def default_aim(gesture: str) -> tuple[float, ...]:
    return tuple(float(p[3]) for p in GESTURES[gesture])


def aim_problem(gesture: str, aim: object) -> str | None:
    """Why these gesture parameters are not a valid throw, or None."""
    spec = GESTURES.get(gesture) if type(gesture) is str else None
    if spec is None:
        return f"there is no '{gesture}' gesture"
    if not isinstance(aim, tuple) or len(aim) != len(spec):
        return f"a {gesture} throw takes {len(spec)} numbers ({', '.join(p[0] for p in spec)})"
    for value, (name, low, high, _) in zip(aim, spec):
        if type(value) not in (int, float) or (type(value) is float and not math.isfinite(value)):
            return f"the {name} of a {gesture} throw must be a number"
        if not low <= value <= high:
            return f"the {name} of a {gesture} throw must be between {low} and {high}"
    if gesture == "egg" and int(aim[0]) != aim[0]:
        return "the Egg starts on one of the four nests (0 to 3)"
    return None
