"""What the Dread Draw board needs from the shared timeline: hooks in order, a caption kept on the
strip after its step (and through uncaptioned steps), holds, and the rest of a frame handed on."""
from __future__ import annotations

from scenes.widgets.timeline import Queue, Step


def test_hooks_order_caption_and_hold():
    log: list[str] = []
    busy = [True]
    q = Queue()
    q.add(Step(0.5, "first", lambda: log.append("s1"), end=lambda: log.append("e1"), hold=lambda: busy[0]))
    q.add(Step(0.2, "", lambda: log.append("s2"), end=lambda: log.append("e2")))
    q.add(Step(0.2, "third", lambda: log.append("s3")))
    q.update(0.1)
    assert log == ["s1"] and q.last_caption == "first"
    q.update(1.0)                      # past its duration but held
    assert log == ["s1"] and q.current.caption == "first"
    busy[0] = False
    q.update(0.01)                     # ends, and the next step starts in the same frame
    assert log == ["s1", "e1", "s2"] and q.last_caption == "first"
    q.update(0.3)
    assert log == ["s1", "e1", "s2", "e2", "s3"] and q.last_caption == "third"
    q.update(0.3)
    assert not q and q.last_caption == "third"      # kept for the caption strip


def test_flush_and_clear():
    log: list[str] = []
    q = Queue()
    q.add(Step(1.0, "a", lambda: log.append("s1"), end=lambda: log.append("e1")))
    q.add(Step(1.0, "b", lambda: log.append("s2"), end=lambda: log.append("e2")))
    q.update(0.1)
    q.flush()
    assert log == ["s1", "e1", "s2", "e2"] and not q and q.last_caption == "a"
    q.add(Step(1.0, "c", lambda: log.append("s3")))
    q.clear()
    assert not q and log[-1] == "e2"
