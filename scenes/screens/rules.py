"""The rules reference: scrollable text with headings.

RULES markup (in scenes/<game id>/__init__.py): "# Title", "## Heading", "- bullet", blank lines
between paragraphs, everything else plain text that wraps.
"""
from __future__ import annotations

import pygame

from .. import access, theme
from ..assets import font, line_height, text, wrap
from ..shelf import load_rules
from ..scene import Scene
from ..widgets.button import Button, height_for
from ..widgets.focus import FocusRing
from .common import card_title_bottom, overlay_card

STYLES = {"#": (4.2, "serif_bold", 1.6), "##": (3.0, "serif_bold", 1.0), "-": (2.3, "ui", 0.2), "": (2.3, "ui", 0.6)}


Row = tuple   # (text, size, font kind, top y, indent)


def layout_rows(source: str, width: int, u: float) -> tuple[list[Row], int]:
    """Where every wrapped line of the text goes on a page this wide, and the page's height."""
    steps = layout_steps(source, width, u)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def layout_steps(source: str, width: int, u: float, lines: int = 12):
    """layout_rows as a generator that yields after every few source lines (the wrapping of a long text takes
    15-40 ms: a screen's prepare() spreads it over jobs) and returns the rows and the height."""
    rows: list[Row] = []
    y = 0.0
    hang = u * access.text_scale        # a bullet's margin grows with the text it marks
    for n, raw in enumerate(source.strip().split("\n")):
        if n % lines == lines - 1:
            yield
        line = raw.strip()
        if not line:
            y += u * 1.2
            continue
        mark = line.split(" ", 1)[0] if line.startswith(("#", "- ")) else ""
        body = line[len(mark):].strip() if mark else line
        scale, kind, before = STYLES.get(mark, STYLES[""])
        size = int(u * scale)
        y += u * before if rows else 0
        indent = int(hang * 3) if mark == "-" else 0
        for i, part in enumerate(wrap(body, size, width - indent, kind)):
            if mark == "-" and i == 0:     # the bullet hangs in the margin: the words keep their full width
                rows.append(("•", size, kind, y, indent - int(hang * 1.8)))
            rows.append((part, size, kind, y, indent))
            y += max(size * 1.35, line_height(size, kind))
    return rows, max(1, int(y + u))


class Page:
    """The rules text as bands of fixed height, each rendered the first time it is needed: opening the
    rules renders the visible part only (not the whole page in the first frame), the rest as the reader
    scrolls or while the screen sits idle (fill_one, a band a frame)."""

    def __init__(self, source: str, width: int, u: float, band: int, laid=None) -> None:
        self.rows, self.height = laid if laid is not None else layout_rows(source, width, u)
        self.width, self.band = width, max(1, band)
        self.bands: dict[int, pygame.Surface] = {}

    @classmethod
    def steps(cls, source: str, width: int, u: float, band: int):
        """The page made over several jobs (a generator returning it): the wrapping a few lines a job."""
        laid = yield from layout_steps(source, width, u)
        return cls(source, width, u, band, laid)

    def get_height(self) -> int:
        return self.height

    @property
    def count(self) -> int:
        return -(-self.height // self.band)

    def render(self, index: int) -> pygame.Surface:
        surf = self.bands.get(index)
        if surf is None:
            top = index * self.band
            h = min(self.band, self.height - top)
            surf = pygame.Surface((self.width, max(1, h)), pygame.SRCALPHA)
            for line, size, kind, y, indent in self.rows:
                if y + line_height(size, kind) >= top and y < top + h:     # a line across the edge: on both bands
                    colour = theme.INK if kind != "ui" else theme.darken(theme.INK_SOFT, 0.35)
                    surf.blit(text(line, size, colour, kind), (indent, int(y) - top))
            self.bands[index] = surf = theme._fast(surf)
        return surf

    def visible(self, scroll: float, height: int) -> range:
        first = max(0, int(scroll) // self.band)
        return range(first, min(self.count, (int(scroll) + height) // self.band + 1))

    def fill_one(self) -> bool:
        """Render one band not rendered yet; False when all are."""
        missing = next((i for i in range(self.count) if i not in self.bands), None)
        if missing is not None:
            self.render(missing)
        return missing is not None

    def blit(self, surface: pygame.Surface, pos, scroll: float, height: int) -> None:
        for i in self.visible(scroll, height):
            top = i * self.band - int(scroll)                    # the band's top on the view
            src = pygame.Rect(0, max(0, -top), self.width, min(self.band, height - top) - max(0, -top))
            if src.h > 0:
                surface.blit(self.render(i), (pos[0], pos[1] + max(0, top)), src)


def render_page(source: str, width: int, u: float) -> pygame.Surface:
    """The whole text on one tall transparent surface of this width (tools and tests; the screen uses Page)."""
    page = Page(source, width, u, 1 << 30)
    return page.render(0)


class RulesScreen(Scene):
    overlay = True

    def __init__(self, app, spec) -> None:
        super().__init__(app)
        self.spec = spec
        self.source = load_rules(spec)
        self.scroll = 0.0
        self._page: Page | None = None
        self.back = Button("Back", self.close, "primary")
        self.back.app = app
        self.focus = FocusRing(lambda: [self.back], arrows=False)     # the arrows scroll the page
        self.dragging = False

    def layout(self, rect: pygame.Rect) -> None:
        u = theme.unit(rect.size)
        self.u = u
        self.card = pygame.Rect(0, 0, int(min(rect.w - u * 6, u * 120 * (1 + (access.text_scale - 1) * 0.6))),
                                int(rect.h - u * 4))
        self.card.center = rect.center
        bh = height_for(u * 2.35)
        top = card_title_bottom(self.card, u) - u * 0.5
        self.view = pygame.Rect(self.card.x + int(u * 5), int(top), self.card.w - int(u * 10),
                                int(self.card.bottom - bh - u * 4.5 - top))
        self._page = None      # laid out by prepare() a few lines a job, or at once when needed before
        self.back.rect = pygame.Rect(0, 0, int(max(u * 22, font("bold", u * 2.35).size("Back")[0] + bh)), bh)
        self.back.rect.midbottom = (self.card.centerx, self.card.bottom - int(u * 2.5))

    def _page_args(self) -> tuple:
        return self.source, self.view.w - int(self.u * 3), self.u, self.view.h // 2    # clear of the scrollbar

    @property
    def page(self) -> Page | None:
        if self._page is None and hasattr(self, "view"):
            self._page = Page(*self._page_args())
        return self._page

    @property
    def max_scroll(self) -> float:
        return max(0.0, self.page.get_height() - self.view.h) if self.page else 0.0

    def scroll_by(self, dy: float) -> None:
        self.scroll = max(0.0, min(self.max_scroll, self.scroll + dy))

    def prepare(self):
        """The page laid out for this size a few lines a job, then only its visible part rendered: the rest is
        rendered in update(), a band a frame."""
        if self._page is None:
            self._page = yield from Page.steps(*self._page_args())
        page = self._page
        self.scroll = min(self.scroll, self.max_scroll)
        for i in page.visible(self.scroll, self.view.h):
            page.render(i)
            yield

    def update(self, dt: float) -> None:
        if self.page is not None:
            self.page.fill_one()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.focus.handle(event):
            return True
        step = self.u * 6
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: self.view.h * 0.9,
                     pygame.K_PAGEUP: -self.view.h * 0.9, pygame.K_HOME: -1e9, pygame.K_END: 1e9}
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in moves:
                self.scroll_by(moves[event.key])
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * step)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.view.collidepoint(event.pos):
            self.dragging = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            self.scroll_by(-event.rel[1])
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.dragging = False
        self.back.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        overlay_card(surface, self.card, "Rules")
        if self.page is not None:
            self.page.blit(surface, self.view.topleft, self.scroll, self.view.h)
            if self.max_scroll > 0:
                track = pygame.Rect(self.view.right - int(self.u * 0.6), self.view.y, int(self.u * 0.6), self.view.h)
                pygame.draw.rect(surface, theme.PAPER_DIM, track, border_radius=track.w)
                share = self.view.h / self.page.get_height()
                thumb = pygame.Rect(track.x, track.y + int(self.scroll / self.page.get_height() * track.h),
                                    track.w, max(int(self.u * 3), int(track.h * share)))
                pygame.draw.rect(surface, theme.ACCENT_DARK, thumb, border_radius=track.w)
        self.back.draw(surface)
        self.focus.draw(surface)
