"""Names imported on first use, so the shelf can list its games without loading their rules.

The title screen needs only each game's GameSpec (title, blurb, player counts, options). A game's rules, bots,
geometry (shapely, numpy) and physics (pymunk) load when a match is made or a bot is asked: `lazy("pkg.mod:Name")`
stands for the named class or function, and `lazy_instance("pkg.mod:Name")` for an instance made on first use.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import threading


def _resolve(target: str) -> Any:
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


class lazy:                                    # noqa: N801  (used like the class or function it stands for)
    """A callable that imports `module:name` on its first call and then calls it."""

    def __init__(self, target: str) -> None:
        self.target = target
        self._value = None

    @property
    def value(self) -> Any:
        if self._value is None:
            self._value = _resolve(self.target)
        return self._value

    def __call__(self, *args, **kwargs):
        return self.value(*args, **kwargs)

    def __repr__(self) -> str:
        return f"lazy({self.target!r})"


class lazy_instance:                           # noqa: N801
    """An object made from `module:Class()` on its first attribute access (e.g. a game's heuristics)."""

    def __init__(self, target: str) -> None:
        self._target = target
        self._obj = None

    def __getattr__(self, name: str) -> Any:   # only called for names not found on the proxy itself
        if self._obj is None:
            self._obj = _resolve(self._target)()
        return getattr(self._obj, name)

    def __repr__(self) -> str:
        return f"lazy_instance({self._target!r})"


def load_behind(*modules: str) -> "threading.Thread":
    """Import modules on a background thread, so their first use inside a frame finds them loaded (shapely and
    numpy take ~130 ms: a whole stalled frame on the first peeking toy). A use before the thread is done waits
    on the import lock, as it would have anyway."""
    import threading

    def load() -> None:
        for module in modules:
            importlib.import_module(module)
    thread = threading.Thread(target=load, name="load-behind", daemon=True)
    thread.start()
    return thread
