"""kill -9 during play loses at most the action in flight, with autosave written by the writer thread
(issue 15 item 5): after act(N) has returned, the save on disk holds at least N-1 actions, whole."""
import os
import random
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from game.core import get, paths, saves
from game.core.writer import Writer

ROOT = Path(__file__).resolve().parents[2]
CHILD = """
import random, sys
from game.core import SeatInfo, Table
table = Table.new("dodos", [SeatInfo("A"), SeatInfo("B", "human", 1), SeatInfo("C", "human", 2)],
                  {"abilities": "on"}, seed=5, first=0, autosave=sys.argv[1])
rng = random.Random(5)
while not table.match.over:
    seat = table.match.to_move()[0]
    table.act(seat, rng.choice(table.match.legal_actions(seat)))
    print(len(table.record.actions), flush=True)
print("over", flush=True)
sys.stdin.read()            # wait to be killed
"""


def expected_actions():
    match = get("dodos").create(3, {"abilities": "on"}, 5, 0)
    rng, out = random.Random(5), []
    while not match.over:
        seat = match.to_move()[0]
        action = rng.choice(match.legal_actions(seat))
        match.apply(seat, action)
        out.append((seat, action))
    return out


@pytest.mark.parametrize("kill_after", [1, 7, 23, 60])
def test_kill_minus_9_loses_at_most_the_action_in_flight(tmp_path, kill_after):
    path = tmp_path / "autosave.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], cwd=ROOT, env=env, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    acknowledged = 0
    try:
        for line in child.stdout:
            if line.strip() == "over":
                break
            acknowledged = int(line)
            if acknowledged >= kill_after:
                break
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    saved = saves.read(path).actions           # whole: never half a file
    expected = expected_actions()
    assert saved == expected[:len(saved)]
    assert len(saved) >= acknowledged - 1
    leftovers = list(tmp_path.glob(".save-*.tmp"))
    for tmp in leftovers:                       # a kill mid-write leaves one; it is cleaned at start
        os.utime(tmp, (0, 0))


def test_the_writer_waits_for_the_previous_record_and_keeps_order(tmp_path):
    gate, written = threading.Event(), []

    def slow_write(record, path):
        gate.wait()
        written.append(record)
    writer = Writer(tmp_path / "x.json", slow_write)
    writer.submit(1)                            # returns at once: the frame never waits for its own write
    second = threading.Thread(target=writer.submit, args=(2,))
    second.start()
    second.join(0.05)
    assert second.is_alive() and written == []  # 2 waits until 1 is on disk
    gate.set()
    second.join()
    assert writer.flush() is None and written == [1, 2]
    writer.close()


def test_a_writer_survives_an_unexpected_error(tmp_path):
    def broken(record, path):
        raise TypeError("bug")
    writer = Writer(tmp_path / "x.json", broken)
    writer.submit(1)
    assert isinstance(writer.flush(), TypeError)
    writer.submit(2)                            # the thread lives on and tries again
    assert isinstance(writer.close(), TypeError)


def test_leftovers_from_kills_are_cleaned_at_start(monkeypatch, tmp_path):
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    tmp = paths.data_dir() / ".save-killed.tmp"
    tmp.write_text('{"format"')
    os.utime(tmp, (0, 0))
    assert paths.clean_leftovers() == 1 and not tmp.exists()
