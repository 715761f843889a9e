"""The title screen: the games on the shelf as boxes, then Continue (naming the game it resumes), Load,
Settings and Quit."""
from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from game.core import files, library, paths, registry

from .. import access, covers, textreport, theme
from ..assets import fit, font, line_height, text, wrap
from ..shelf import has_tutorial, load_cover
from ..prepare import sliced
from ..scene import Scene
from ..widgets.button import Button, handle_all
from ..widgets.button import height_for
from ..widgets.focus import FocusRing, Spot
from .common import header, header_bottom
from .variants import players_text


class Title(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = registry.games()
        self.boxes: list[pygame.Rect] = []
        self.hover = -1
        self.resumable: library.SaveEntry | None = None     # what Continue resumes (see enter)
        self.continue_button = Button("Continue", self.resume, "primary", enabled=self.has_autosave)
        self.load_button = Button("Load", self.open_load)
        self.buttons = [self.continue_button, self.load_button, Button("Settings", self.open_settings),
                        Button("Quit", app.quit, "quiet")]
        for b in self.buttons:
            b.app = app
        self._box_cache: dict[tuple, pygame.Surface] = {}
        self.backdrop = theme.Backdrop()
        self.learn_buttons = learn_buttons(app, self.games)
        self.box_spots = [Spot(lambda i=i: self.boxes[i] if i < len(self.boxes) else pygame.Rect(0, 0, 0, 0),
                               lambda i=i: self.choose(i)) for i in range(len(self.games))]
        # reading order: the boxes, the "Learn to play" row under them, then Continue, Load, Settings, Quit
        self.focus = FocusRing(lambda: [*self.box_spots, *self.learn_buttons, *self.buttons])
        paths.clean_leftovers()              # temp files of saves killed half-way
        if paths.warning():
            app.toast(paths.warning(), "error", 8.0)

    def enter(self) -> None:
        """Back on top (a save may have been played, copied or deleted): look at the saves again, and tell what
        could not be read or kept since (a file set aside, settings not saved), once each."""
        self.resumable = library.latest_in_progress()
        for notice in files.notices():
            self.app.toast(notice, "error", 8.0)

    def has_autosave(self) -> bool:
        return self.resumable is not None

    def continue_text(self) -> str:
        return f"Continue: {self.resumable.summary}" if self.resumable else ""

    # ---- actions -------------------------------------------------------------------------------
    def choose(self, index: int) -> None:
        self.app.sound.play("whoosh")
        self.app.go.setup(self.games[index])

    def resume(self) -> None:
        """Continue the game played last (a long one behind a progress bar); a damaged save is explained
        in a dialog and moved aside, so it never stands in the way of another game."""
        if self.resumable is not None:
            self.app.go.resume(self.resumable)

    def open_load(self) -> None:
        self.app.go.saves()

    def open_settings(self) -> None:
        self.app.go.settings()

    # ---- layout --------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        u = theme.unit(rect.size)
        n = max(1, len(self.games))
        gap = int(u * 3)
        top = max(int(u * 22), header_bottom(rect.size) + int(u * 2))
        lh = height_for(u * 1.93) if self.learn_buttons else 0         # "Learn to play", as tall as its text
        bh2 = height_for(u * 2.7)
        under = (lh + u * 2.8 if lh else 0) + u * 2.4 + bh2 + u * 1.4 + line_height(u * 2.1, "italic") + u * 1.5
        bw = int(min(u * 44, (rect.w - u * 10 - gap * (n - 1)) / n))
        bh = int(min(bw * 1.3, u * 52, rect.h - top - under))            # the boxes give way to the buttons
        x = (rect.w - (n * bw + (n - 1) * gap)) // 2
        self.boxes = [pygame.Rect(x + i * (bw + gap), top, bw, bh) for i in range(len(self.games))]
        y = int(top + bh + (lh + u * 2.8 if lh else 0) + u * 2.4) if self.games else int(u * 62)
        for box, b in zip(self.boxes, self.learn_buttons):     # "Learn to play" under each game's box
            if b is not None:
                b.rect = pygame.Rect(box.x + int(u * 2), box.bottom + int(u * 1.4), box.w - int(u * 4), lh)
        bw2 = int(max(u * 26, max(font("bold", u * 2.7).size(b.label)[0] for b in self.buttons) + bh2))
        bw2 = int(min(bw2, (rect.w - u * 8 - gap * (len(self.buttons) - 1)) / len(self.buttons)))
        total = len(self.buttons) * bw2 + (len(self.buttons) - 1) * gap
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect((rect.w - total) // 2 + i * (bw2 + gap), min(y, rect.h - bh2 - int(u * 6)), bw2, bh2)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.focus.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, r in enumerate(self.boxes) if r.collidepoint(event.pos)), -1)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = next((i for i, r in enumerate(self.boxes) if r.collidepoint(event.pos)), -1)
            if hit >= 0:
                self.choose(hit)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return True
        if handle_all([b for b in self.learn_buttons if b is not None], event):
            return True
        handle_all(self.buttons, event)
        return True

    def prepare(self):
        """One game box per job, then the backdrop: the first frame is never a long still one."""
        for i, (spec, rect) in enumerate(zip(self.games, self.boxes)):     # a box's first texts in slices
            yield from sliced(lambda i=i, spec=spec, size=rect.size: self._box(i, spec, size))
        yield from self.backdrop.jobs(self.size, len(self.games), self._paint)

    # ---- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop.get(surface.get_size(), len(self.games), self._paint), (0, 0))
        u = theme.unit(surface)
        for i, (spec, rect) in enumerate(zip(self.games, self.boxes)):
            lifted = rect.move(0, -int(u * 1.2)) if i == self.hover else rect
            theme.panel(surface, lifted, theme.PAPER, radius=int(u * 2), lift=int(u) if i == self.hover else 0)
            surface.blit(self._box(i, spec, rect.size), lifted)
            if i == self.hover:
                pygame.draw.rect(surface, theme.ACCENT, lifted, width=max(2, int(u * 0.4)), border_radius=int(u * 2))
        for b in self.buttons + [b for b in self.learn_buttons if b is not None]:
            b.draw(surface)
        if self.resumable is not None:     # under the buttons: which game Continue opens
            size = int(u * 2.1)
            line = fit(self.continue_text(), size, int(surface.get_width() - u * 8), "italic")
            theme.blit_text(surface, line, size, theme.CREAM_SOFT,
                            (surface.get_width() // 2, self.continue_button.rect.bottom + u * 1.4), "italic", "midtop")
        self.focus.draw(surface)

    def _paint(self, surface: pygame.Surface) -> None:
        theme.paint_background(surface)      # not the window-sized background(): the title opens the app
        header(surface, "Game Shelf", "Tabletop games for one screen: pass the seat around, or play the bots")
        if not self.games:
            u = theme.unit(surface)
            theme.blit_text(surface, "No games on the shelf yet.", u * 3, theme.CREAM_SOFT,
                            (surface.get_width() // 2, u * 40), "italic", "center")

    def _box(self, index: int, spec, size) -> pygame.Surface:
        # drawn again at another text size; and by code while a text report reads every text drawn
        key = (spec.id, size, access.text_scale, textreport.recording())
        if key not in self._box_cache:
            colour = index % len(theme.BOX_COLOURS)
            made = covers.box(spec.id, colour, size) if access.text_scale == 1.0 and not key[-1] else None
            self._box_cache[key] = made or draw_box(spec, size, theme.BOX_COLOURS[colour])
        return self._box_cache[key]


def learn_buttons(app, games) -> list:
    """One "Learn to play" button per game box (None for a game without a lesson); the lesson resumes
    where it was left."""
    out = []
    for spec in games:
        b = None
        if has_tutorial(spec.id):
            b = Button("Learn to play", lambda g=spec.id: app.go.lesson(g), "secondary", short="Learn")
            b.app = app
        out.append(b)
    return out if any(out) else []


@dataclass(frozen=True)
class BoxPlan:
    """Where a game box's parts go (box_plan): the words from the bottom up, the lid with what is left."""
    u: float
    play: pygame.Surface        # "Play ›"
    foot: int                   # the baseline of the foot row
    chip: pygame.Rect           # the player count
    blurb: pygame.Rect
    art: pygame.Rect            # the lid
    title_size: int
    lines: list
    step: float                 # the title's line step
    band: int                   # the dark band the title sits on, over the lid's picture

    @property
    def picture(self) -> pygame.Rect | None:
        """The lid's picture, in the lid's own coordinates (None when the lid has room for its title only)."""
        if self.art.h - self.band < self.u * 3:
            return None
        return pygame.Rect(0, self.band, self.art.w, self.art.h - self.band)


def box_plan(spec, size) -> BoxPlan:
    """The words are placed first, from the bottom up; the lid takes what is left (56% of the box at most), so
    at a larger text size the picture gives its room to the words instead of cutting them."""
    w, h = size
    u = h / 52
    # the foot: "Play ›" at the right, the player count left of it (on two lines if it must)
    play = text("Play ›", int(u * 2.3), theme.ACCENT_INK, "black")
    foot = h - int(u * 1.7)
    chip_w = int(w - u * 7 - play.get_width())
    size_c = int(u * 1.9)
    chip_h = len(wrap(players_text(spec), size_c, chip_w, "bold", limit=2)) * line_height(size_c, "bold")
    size_b = int(u * 2.1)
    blurb_h = len(wrap(spec.blurb or "A game on the shelf.", size_b, w - int(u * 5))) * line_height(size_b)
    art_h = int(min(h * 0.56, max(h * 0.16, foot - chip_h - u * 1.2 - blurb_h - u * 2 - u * 1.4)))
    art = pygame.Rect(int(u * 1.4), int(u * 1.4), w - int(u * 2.8), art_h)
    room = min(foot - chip_h - u * 1.2 - (art.bottom + u * 2), blurb_h)       # from the top down
    size_t = int(access.capped(u * 4.2, max(art.h * 0.28, u * 4.2)))
    lines = wrap(spec.title, size_t, art.w - int(u * 4), "serif_bold")[:3]
    if len(lines) > 2 or len(lines) * line_height(size_t, "serif_bold") * 0.82 > art.h:    # steps down, not crowding
        size_t = int(access.capped(u * 3.3, max(art.h * 0.2, u * 3.3)))
        lines = wrap(spec.title, size_t, art.w - int(u * 4), "serif_bold", limit=max(1, min(3, int(
            art.h // (line_height(size_t, "serif_bold") * 0.82)))))
    step = line_height(size_t, "serif_bold") * 0.82           # the title's lines stand close
    return BoxPlan(u, play, foot, pygame.Rect(int(u * 2.5), foot - chip_h, chip_w, chip_h),
                   pygame.Rect(int(u * 2.5), int(art.bottom + u * 2), w - int(u * 5), int(room)), art,
                   size_t, lines, step, int(len(lines) * step + u * 2.2))


def draw_box(spec, size, colour) -> pygame.Surface:
    """A game box drawn by code (placed by box_plan): a coloured lid with the game's picture (or a pattern), the
    title, the blurb, the player count."""
    plan = box_plan(spec, size)
    w, h = size
    u, art, lines, step_t = plan.u, plan.art, plan.lines, plan.step
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = int(u * 2 * 52 / 100 * 1.9)
    pygame.draw.rect(surf, theme.PAPER, (0, 0, w, h), border_radius=radius)
    surf.blit(plan.play, plan.play.get_rect(bottomright=(w - int(u * 2.5), plan.foot)))
    theme.blit_box(surf, players_text(spec), int(u * 1.9), theme.INK_SOFT, plan.chip, "bold")
    theme.blit_box(surf, spec.blurb or "A game on the shelf.", int(u * 2.1), theme.INK, plan.blurb)
    lid = pygame.Surface(art.size, pygame.SRCALPHA)
    pygame.draw.rect(lid, colour, (0, 0, *art.size), border_radius=radius)
    cover = load_cover(spec.id)
    if cover is not None and plan.picture is None:
        pygame.draw.rect(lid, theme.darken(colour, 0.35), (0, 0, art.w, art.h))
    elif cover is not None:  # the game's lid art (made ahead in assets/covers); the title sits on a dark band above it
        cover(lid, plan.picture)
        pygame.draw.rect(lid, theme.darken(colour, 0.35), (0, 0, art.w, plan.band))
    else:
        rng = random.Random(spec.id)
        for _ in range(14):  # a confetti of soft circles, the same for a game every time
            r = rng.uniform(0.08, 0.3) * art.w
            shade = theme.lighten(colour, rng.uniform(0.08, 0.3)) if rng.random() < 0.6 else theme.darken(colour, 0.15)
            pygame.draw.circle(lid, (*shade, 140), (rng.uniform(0, art.w), rng.uniform(0, art.h)), r)
    mask = pygame.Surface(art.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, *art.size), border_radius=radius)
    lid.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(lid, art)
    top = art.y + u * 1.2 if cover is not None else art.centery - len(lines) * step_t * 0.5
    for i, line in enumerate(lines):
        shadow = text(line, plan.title_size, theme.darken(colour, 0.5), "serif_bold")
        surf.blit(shadow, shadow.get_rect(midtop=(art.centerx + 2, top + i * step_t + 3)))
        label = text(line, plan.title_size, theme.CREAM, "serif_bold")
        surf.blit(label, label.get_rect(midtop=(art.centerx, top + i * step_t)))
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf
