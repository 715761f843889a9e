"""The names beside the BFDI board's figures: a name's lines, its outline (halo) so it reads on grass and in
space, the cached label (name, attributes, Developments) and where its ink lies, so two names in a column can
give way (Painter.unnamed)."""
from __future__ import annotations

import weakref
from functools import lru_cache

import pygame

from game.bfdi.data import character, scene_attribute

from .. import textreport, theme
from ..assets import fits, shrink_to, text, wrap
from .art_cards import attr_icon


@lru_cache(maxsize=160)
def name_lines(name: str, size: int, room: int) -> list[str]:
    """A figure's name in room: one line, else its words on two ("Golf / Ball"); a single word that
    cannot be whole leaves the name out (the figure's tooltip names it)."""
    if fits(name, size, room, "bold"):
        return [name]
    lines = wrap(name, size, room, "bold")
    if len(lines) <= 2 and " ".join(lines).split() == name.split():     # whole words, never "Spong / y"
        return list(lines)
    return [" "]


def halo(surf: pygame.Surface, line: str, size: int, ink: tuple, edge: tuple, pos: tuple[int, int],
         kind: str = "bold") -> None:
    """line in ink inside an edge colour all round it (HALO px): it reads at 4.5:1 on grass, stars or a
    neighbour's figure alike (issue 23, Contrast), where a one-sided shadow left its other side bare."""
    x, y = pos
    rim = text(line, size, edge, kind)
    for dx in range(-HALO, HALO + 1):
        for dy in range(-HALO, HALO + 1):
            if (dx or dy) and dx * dx + dy * dy <= HALO * HALO + 1:
                surf.blit(rim, (x + dx, y + dy))
    surf.blit(text(line, size, ink, kind), pos)


HALO = 2        # px of the edge round a name on the board: the contrast is measured that far out


@lru_cache(maxsize=32)
def haloed(line: str, size: int, ink: tuple, edge: tuple, kind: str = "bold") -> pygame.Surface:
    """line in a halo (halo()) on its own picture, cached."""
    w, h = text(line, size, ink, kind).get_size()
    surf = pygame.Surface((w + 2 * HALO, h + 2 * HALO), pygame.SRCALPHA)
    halo(surf, line, size, ink, edge, (HALO, HALO), kind)
    return surf


textreport.resets.append(haloed.cache_clear)
LABEL_SLACK = 2       # px two names in a column may share before one gives way (textframe's SLACK)


@lru_cache(maxsize=256)
def name_label(cid: int, devs: tuple, size_t: int, icon: int, width: int = 10000, dark: bool = False,
               colour: tuple | None = None, named: bool = True) -> pygame.Surface:
    """A figure's name (in a halo) over its attribute icons and Developments, cached. With an owner's
    colour, a bar of it runs down the label's left side (it stays clear even where figures crowd)."""
    attrs = list(character(cid)["attributes"])
    bar = max(3, size_t // 4) if colour is not None else 0
    gap = bar + max(2, bar // 2) if bar else 0
    room = max(size_t * 3, width - gap - 2 * HALO)
    size_t = shrink_to(character(cid)["name"], size_t, room, "bold")     # a size smaller before an ellipsis
    names = name_lines(character(cid)["name"], size_t, room) if named else [" "]
    ink, edge = (theme.CREAM, (20, 16, 40)) if dark else (theme.INK, theme.CREAM)
    lights = [text(line, size_t, edge, "bold") for line in names]
    t_light = max(lights, key=lambda t: t.get_width())
    th = t_light.get_height()
    step = th * 0.85                      # the icons tuck under the name's last line
    # the icons stay inside the width too (a Cake at Stake badge sits right of it): smaller icons first,
    # then fewer Developments (the tooltip names every one)
    devs = devs[:4] if icon else ()
    if not icon:          # the name alone (a crowded column at a large text size)
        attrs = []
    room = width - gap - 2
    span = lambda n_devs, size: (len(attrs) + n_devs) * (size + 1) + (size * 0.3 if n_devs else 0)
    if span(len(devs), icon) > room:
        icon = max(int(icon * 0.7), int((room - icon * 0.3) / max(1, len(attrs) + len(devs))) - 1)
        while devs and span(len(devs), icon) > room:
            devs = devs[:-1]
    w = gap + max(t_light.get_width() + 2 * HALO, int(span(len(devs), icon)) + 2)
    h = int(step * len(names) + icon + 2) if icon else int(step * (len(names) - 1) + th + HALO)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    if bar:
        pygame.draw.rect(surf, theme.darken(colour, 0.35), (0, int(th * 0.12), bar, h - int(th * 0.12)),
                         border_radius=bar // 2)
        pygame.draw.rect(surf, colour, (0, int(th * 0.12), bar - 1, h - int(th * 0.12) - 1), border_radius=bar // 2)
    for i, line in enumerate(names):
        halo(surf, line, size_t, ink, edge, (gap + HALO, int(i * step)))
    y = int(step * len(names))
    for i, a in enumerate(attrs):
        surf.blit(attr_icon(a, icon), (gap + i * (icon + 1), y))
    dx = gap + len(attrs) * (icon + 1) + icon * 0.3
    for i, sid in enumerate(devs):
        r = pygame.Rect(int(dx + i * (icon + 1)), y, icon, icon)
        pygame.draw.rect(surf, theme.PAPER, r, border_radius=max(2, icon // 4))
        surf.blit(attr_icon(scene_attribute(sid), icon - 2), r.move(1, 1))
    out = surf.convert_alpha() if pygame.display.get_surface() is not None else surf
    inks = [text(line, size_t, ink, "bold").get_bounding_rect(min_alpha=1) for line in names]
    NAME_ROWS[out] = (min(int(i * step) + r.top for i, r in enumerate(inks)),
                      max(int(i * step) + r.bottom for i, r in enumerate(inks)))
    return out


NAME_ROWS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()   # a label: the rows its names' ink spans


def name_box(label: pygame.Surface, pos) -> pygame.Rect:
    """Where a label at pos has its name's ink, less a pixel each way: two such boxes cross where the names'
    inks cross by more than LABEL_SLACK (textframe's overlap)."""
    top, bottom = NAME_ROWS.get(label, (0, label.get_height()))
    return pygame.Rect(pos[0], pos[1] + top + 1, label.get_width(), max(0, bottom - top - 2))


NO_LABEL = pygame.Surface((1, 1), pygame.SRCALPHA)        # an unnamed figure's (see Painter.unnamed)
textreport.resets.append(name_label.cache_clear)    # a measured report finds the names on labels it sees made
