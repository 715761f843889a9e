"""The garbage collector kept out of play frames.

Python's own full (gen2) pass scans every container object alive: 12-55 ms at a table, which spoils whatever
frame it lands in. So once the app has started (App.run, after its first frame):
- what start-up loaded is frozen (gc.freeze): no later pass scans it again;
- automatic full passes are off (a gen2 threshold nothing reaches); the young generations stay automatic
  (well under a millisecond each);
- a full pass runs in a frame's spare time instead, and only when it fits: its cost grows with what the young
  collections moved to the old generation since the last pass (gc.get_count()[2]), estimated from the last
  pass; passes every few young collections keep each one small (a millisecond or so), and what survives is
  frozen in turn, so the next pass again scans only what came after it;
- cycles that die after being frozen (a game's table, board and scenes, a bot's search) wait for a screen
  change: leaving a table thaws and collects the whole heap behind the next screen's cover (App.push's
  reclaim), the one place a long pass is never seen.
The packaged app also starts with the collector off (tools/frozen_entry.py): start-up's imports make objects
that live on, so the young passes there were wasted; the App freezes what they made and turns it back on.
"""
from __future__ import annotations

import gc
import time

OFF = 1_000_000           # the gen2 threshold while the app manages the collector: never reached
PASS_FROM = 2             # young (gen1) collections since the last full pass before the next is worth it
FIRST_RATE = 0.001        # seconds per pending young collection, assumed until a pass has been timed


def boot() -> None:
    """Before start-up's imports (the packaged app's entry): no collection until an App exists."""
    gc.disable()


class Collector:
    def __init__(self) -> None:
        if not gc.isenabled():    # boot() turned it off for the imports: what they made lives on, so it is
            gc.freeze()           # frozen, not scanned by the first young pass (8 ms of CPU before the first frame)
        gc.enable()
        self.rate = FIRST_RATE    # seconds a full pass takes per pending young collection (the last pass's)

    @property
    def managing(self) -> bool:
        return gc.get_threshold()[2] >= OFF      # settle() ran (App.run, the hitch bench)

    def settle(self) -> None:
        """After start-up: collect once, freeze what is loaded, and take the full passes over."""
        gc.collect()
        gc.freeze()
        young, middle, _ = gc.get_threshold()
        gc.set_threshold(young, middle, OFF)

    def spare(self, seconds: float) -> bool:
        """A frame has this much time left: a full pass if one is due and its estimated cost fits. Returns
        whether one ran."""
        pending = gc.get_count()[2]
        if not self.managing or pending < PASS_FROM or self.rate * pending > seconds:
            return False
        start = time.perf_counter()
        gc.collect()
        gc.freeze()
        self.rate = (time.perf_counter() - start) / pending
        return True

    def loaded(self) -> None:
        """A screen's preparation ended (a table, its board and art made behind the cover): what it made lives
        on, so it is frozen now rather than scanned by the passes in play."""
        if self.managing:
            gc.freeze()

    def reclaim(self):
        """A job behind a screen change's cover: thaw and collect the whole heap (the cycles frozen while the
        last table was played), then freeze what is left."""
        if self.managing:
            gc.unfreeze()
            gc.collect()
            gc.freeze()
        yield
