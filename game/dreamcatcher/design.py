"""How our 30 Nightmare silhouettes were made: `python -m game.dreamcatcher.design` rewrites nightmares.json.

Each monster is built from parts (a body, a head, horns, a tail, claws, wings, legs, tentacles)
joined with shapely, then scaled so that its minimum enclosing circle has the radius its moon
level asks for (see LEVEL_PLAN), and nudged off the card's centre a little. The game reads only
the JSON; this module is kept so the shapes can be remade or tuned.
"""
from __future__ import annotations

import json
import math
import random
from pathlib import Path

from shapely import affinity
from shapely.geometry import Point, Polygon
from shapely.ops import unary_union

from .geometry import min_enclosing_circle

CARD_HALF = 1.2          # cards are squares from -1.2 to 1.2 card units
TOY_RADII = {"unicorn": 0.60, "rabbit": 0.72, "panda": 0.85, "bear": 1.00}

# Per level: (smallest toy that covers, slack range) for each card. Slack = (r - R) / r with R the
# silhouette's minimum enclosing radius. The mix keeps every cooperative deck winnable.
LEVEL_PLAN = {
    1: [("unicorn", (0.17, 0.40))] * 8,
    2: [("unicorn", (0.09, 0.13))] * 2 + [("rabbit", (0.09, 0.135))] * 3 + [("panda", (0.09, 0.135))] * 3,
    3: [("unicorn", (0.045, 0.075))] + [("rabbit", (0.045, 0.075))] * 2 + [("panda", (0.045, 0.075))] * 2
       + [("bear", (0.05, 0.075))] * 2,
    4: [("unicorn", (0.018, 0.037))] + [("rabbit", (0.018, 0.037))] + [("panda", (0.018, 0.037))] * 2
       + [("bear", (0.018, 0.037))] * 3,
}


# ---- parts ---------------------------------------------------------------------------------
def ellipse(cx, cy, rx, ry, angle=0.0):
    e = affinity.scale(Point(0, 0).buffer(1.0, quad_segs=10), rx, ry)
    return affinity.translate(affinity.rotate(e, angle), cx, cy)


def tapered(path, w0, w1, tip=True):
    """A limb, tail or horn along a polyline, width w0 at the start narrowing to w1."""
    n = len(path)
    left, right = [], []
    for i, (x, y) in enumerate(path):
        a = path[max(i - 1, 0)]
        b = path[min(i + 1, n - 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        d = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / d, dx / d
        w = (w0 + (w1 - w0) * i / (n - 1)) / 2
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    pts = left + ([path[-1]] if tip else []) + right[::-1]
    return Polygon(pts).buffer(0)


def arc(x0, y0, length, heading, bend, steps=6):
    """A curving path: start point, length, start heading (degrees) and total turn."""
    pts, x, y = [(x0, y0)], x0, y0
    for i in range(steps):
        h = math.radians(heading + bend * (i + 0.5) / steps)
        x += math.cos(h) * length / steps
        y += math.sin(h) * length / steps
        pts.append((x, y))
    return pts


def claws(x, y, heading, size, n=3):
    """Little pointed claws fanned out at (x, y)."""
    parts = []
    for k in range(n):
        h = heading + (k - (n - 1) / 2) * 28
        parts.append(tapered(arc(x, y, size, h, 0, 2), size * 0.45, 0.0))
    return parts


def spikes(cx, cy, rx, ry, a0, a1, n, height):
    """Triangles along an ellipse's rim between angles a0 and a1 (degrees)."""
    parts = []
    for k in range(n):
        a = math.radians(a0 + (a1 - a0) * (k + 0.5) / n)
        bx, by = cx + rx * math.cos(a), cy + ry * math.sin(a)
        w = math.radians((a1 - a0) / n * 0.45)
        p1 = (cx + rx * math.cos(a - w), cy + ry * math.sin(a - w))
        p2 = (cx + rx * math.cos(a + w), cy + ry * math.sin(a + w))
        tip = (bx + math.cos(a) * height, by + math.sin(a) * height)
        inner = (cx + rx * 0.7 * math.cos(a), cy + ry * 0.7 * math.sin(a))
        parts.append(Polygon([p1, tip, p2, inner]).buffer(0))
    return parts


# ---- monsters (y points up; eyes as (x, y, r)) -----------------------------------------------
def horned_blob(rng):
    bw, bh = rng.uniform(0.75, 0.95), rng.uniform(0.6, 0.8)
    parts = [ellipse(0, 0, bw, bh)]
    for s in (-1, 1):
        parts.append(tapered(arc(s * bw * 0.45, bh * 0.7, rng.uniform(0.5, 0.8), 90 - s * 25, s * -50), 0.28, 0.0))
        foot = (s * bw * 0.5, -bh * 1.05)
        parts.append(tapered([(s * bw * 0.45, -bh * 0.6), foot], 0.32, 0.25, tip=False))
        parts += claws(foot[0], foot[1] - 0.05, -90, 0.22)
    tail = arc(bw * 0.85, -bh * 0.2, rng.uniform(0.6, 0.9), -10, rng.uniform(60, 120))
    parts.append(tapered(tail, 0.22, 0.02))
    parts += spikes(0, 0, bw, bh, 110, 160, 3, 0.18)
    eyes = [(-bw * 0.3, bh * 0.25, 0.12), (bw * 0.3, bh * 0.25, 0.12)]
    return parts, eyes


def dragon(rng):
    bw, bh = rng.uniform(0.8, 1.0), rng.uniform(0.42, 0.55)
    parts = [ellipse(0, 0, bw, bh)]
    neck = arc(bw * 0.6, bh * 0.3, rng.uniform(0.6, 0.8), 55, -20, 4)
    parts.append(tapered(neck, 0.4, 0.3, tip=False))
    hx, hy = neck[-1]
    parts.append(ellipse(hx + 0.15, hy, 0.32, 0.2, rng.uniform(-15, 5)))
    parts.append(tapered(arc(hx - 0.05, hy + 0.12, 0.35, 120, 30, 3), 0.12, 0.0))
    tail = arc(-bw * 0.8, 0, rng.uniform(1.0, 1.4), 190, rng.uniform(-80, -40))
    parts.append(tapered(tail, 0.3, 0.05))
    tx, ty = tail[-1]
    parts.append(Polygon([(tx, ty + 0.14), (tx - 0.22, ty - 0.02), (tx + 0.02, ty - 0.16)]).buffer(0))
    parts += spikes(0, 0, bw, bh, 60, 150, 5, 0.2)
    parts.append(Polygon([(-0.2, bh * 0.6), (-0.5, bh + 0.75), (0.35, bh + 0.55), (0.25, bh * 0.6)]).buffer(0))
    for fx in (-bw * 0.55, bw * 0.45):
        foot = (fx, -bh - 0.3)
        parts.append(tapered([(fx, -bh * 0.5), foot], 0.22, 0.18, tip=False))
        parts += claws(foot[0] + 0.05, foot[1], -60, 0.16)
    return parts, [(hx + 0.2, hy + 0.06, 0.06)]


def spider(rng):
    r = rng.uniform(0.45, 0.6)
    parts = [ellipse(0, 0, r, r * 0.85), ellipse(0, r * 0.85, r * 0.55, r * 0.45)]
    n = rng.choice((3, 4))
    for s in (-1, 1):
        for k in range(n):
            a = 150 - k * (110 / (n - 1)) if s < 0 else 30 + k * (110 / (n - 1)) - 180
            a = a if s < 0 else -a + 180
            start = (math.cos(math.radians(a)) * r * 0.6, math.sin(math.radians(a)) * r * 0.5)
            leg = arc(start[0], start[1], rng.uniform(0.8, 1.05), a + s * 25, -s * 70, 5)
            parts.append(tapered(leg, 0.14, 0.06, tip=False))
            parts += claws(leg[-1][0], leg[-1][1], a - s * 45, 0.12, 2)
    parts += spikes(0, r * 0.85, r * 0.55, r * 0.45, 60, 120, 2, 0.2)
    eyes = [(-0.1, r * 0.9, 0.06), (0.1, r * 0.9, 0.06), (0, r * 1.05, 0.05)]
    return parts, eyes


def ogre(rng):
    bw, bh = rng.uniform(0.5, 0.65), rng.uniform(0.75, 0.95)
    parts = [ellipse(0, -0.1, bw, bh), ellipse(0, bh * 0.95, 0.38, 0.33)]
    for s in (-1, 1):
        parts.append(tapered(arc(s * 0.22, bh * 1.15, 0.45, 90 - s * 20, s * -60, 4), 0.18, 0.0))
        arm = arc(s * bw * 0.8, bh * 0.3, rng.uniform(0.7, 0.9), 90 - s * 50, s * 20, 4)
        parts.append(tapered(arm, 0.26, 0.18, tip=False))
        parts += claws(arm[-1][0], arm[-1][1], 90 - s * 30, 0.2)
        foot = (s * bw * 0.5, -bh - 0.4)
        parts.append(tapered([(s * bw * 0.4, -bh * 0.7), foot], 0.3, 0.26, tip=False))
        parts += claws(foot[0] + s * 0.05, foot[1], -90 + s * 30, 0.16)
    eyes = [(0, bh * 1.0, 0.12)]       # one big eye
    return parts, eyes


def bat(rng):
    bw, bh = rng.uniform(0.3, 0.38), rng.uniform(0.45, 0.55)
    parts = [ellipse(0, 0, bw, bh), ellipse(0, bh * 0.95, 0.3, 0.25)]
    span = rng.uniform(1.3, 1.6)
    for s in (-1, 1):
        parts.append(Polygon([(s * 0.12, bh * 1.2), (s * 0.28, bh * 1.7), (s * 0.3, bh * 1.0)]).buffer(0))
        wing = [(s * bw * 0.6, bh * 0.5), (s * span * 0.55, bh * 1.3), (s * span, bh * 0.7)]
        scallop = [(s * span * (1 - k / 4), -bh * 0.2 + (0.25 if k % 2 else 0)) for k in range(4)]
        wing += scallop + [(s * bw * 0.6, -bh * 0.3)]
        parts.append(Polygon(wing).buffer(0))
        parts += claws(s * span, bh * 0.7, 90 - s * 60, 0.18, 2)
        parts += claws(s * 0.15, -bh - 0.05, -90, 0.16, 3)
    parts.append(tapered(arc(0, -bh * 0.8, 0.45, -90, rng.uniform(-90, 90), 4), 0.14, 0.0))
    return parts, [(-0.1, bh, 0.06), (0.1, bh, 0.06)]


def squid(rng):
    hw, hh = rng.uniform(0.5, 0.65), rng.uniform(0.55, 0.7)
    parts = [ellipse(0, 0.3, hw, hh)]
    parts += spikes(0, 0.3, hw, hh, 30, 150, rng.choice((3, 5)), 0.25)
    n = rng.choice((4, 5, 6))
    for k in range(n):
        x0 = -hw * 0.8 + 1.6 * hw * k / (n - 1)
        t = arc(x0, -0.1, rng.uniform(0.8, 1.1), -90 + (x0 * 40), rng.choice((-1, 1)) * rng.uniform(60, 140), 7)
        parts.append(tapered(t, 0.2, 0.03))
    return parts, [(-0.2, 0.4, 0.1), (0.2, 0.4, 0.1)]


ARCHETYPES = (horned_blob, dragon, spider, ogre, bat, squid)
NAMES = {
    "horned_blob": ["Grumblewump", "Hornsnort", "Lumpy Growler", "Spikebottom", "Thumpfoot"],
    "dragon": ["Snorkledragon", "Smokewhisker", "Arrowtail", "Flapsnoot", "Grizzlewing"],
    "spider": ["Tangleclaw", "Eightwiggle", "Creepyknees", "Cobwobble", "Skittermop"],
    "ogre": ["Bonkbrute", "One-Eyed Mumble", "Clawcrusher", "Stompy Horns", "Bigfoot Gloom"],
    "bat": ["Flapgloom", "Squeakwing", "Nightflutter", "Dusky Batbat", "Zigzag Flapper"],
    "squid": ["Wigglegrip", "Inkypoo", "Tentaclump", "Squelchmonster", "Noodlegrab"],
}


def outline(parts) -> Polygon:
    shape = unary_union(parts).buffer(0.02, quad_segs=3).buffer(-0.02, quad_segs=3)
    if shape.geom_type != "Polygon":         # a stray part: keep the main body
        shape = max(shape.geoms, key=lambda g: g.area)
    return Polygon(shape.exterior).simplify(0.008, preserve_topology=True)


def build(seed: int = 7) -> dict:
    rng = random.Random(seed)
    plan = [(lvl, toy, lo_hi) for lvl in (1, 2, 3, 4) for toy, lo_hi in LEVEL_PLAN[lvl]]
    cards = []
    for i, (level, toy, (lo, hi)) in enumerate(plan):
        arche = ARCHETYPES[i % len(ARCHETYPES)]
        parts, eyes = arche(rng)
        shape = outline(parts)
        if rng.random() < 0.5:               # some face the other way
            shape = affinity.scale(shape, -1, 1, origin=(0, 0))
            eyes = [(-x, y, r) for x, y, r in eyes]
        mec = min_enclosing_circle(shape.convex_hull.exterior.coords[:-1])
        target = TOY_RADII[toy] * (1 - rng.uniform(lo, hi))
        k = target / mec.r
        room = CARD_HALF - target - 0.03
        ox, oy = rng.uniform(-1, 1) * min(0.12, room), rng.uniform(-1, 1) * min(0.12, room)
        dx, dy = ox - mec.x * k, oy - mec.y * k
        coords = [[round(x * k + dx, 4), round(y * k + dy, 4)] for x, y in shape.exterior.coords[:-1]]
        eyes = [[round(x * k + dx, 4), round(y * k + dy, 4), round(r * k, 4)] for x, y, r in eyes]
        name = NAMES[arche.__name__][i // len(ARCHETYPES)]
        cards.append({"id": f"nm{i + 1:02d}", "name": name, "creature": arche.__name__, "level": level,
                      "outline": coords, "eyes": eyes})
    return {"card_half": CARD_HALF, "cards": cards}


def main() -> None:
    data = build()
    path = Path(__file__).with_name("nightmares.json")
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(data['cards'])} nightmares to {path}")


if __name__ == "__main__":
    main()
