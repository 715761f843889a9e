"""Writes the bad-saves corpus beside this file (run once; the files are committed).

`python tests/badsaves/make_corpus.py`: each file is a real save with one thing wrong, named for it.
The big ones (a million moves, a file over the size limit) are made by the tests instead.
"""
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent.parent))

from game.core import SeatInfo, Table  # noqa: E402


def good(game_id, options, steps, seed=4):
    seats = [SeatInfo("Ana"), SeatInfo("Ben", "easy", 1), SeatInfo("Cy", "human", 2)]
    table = Table.new(game_id, seats, options, seed=seed, first=0)
    rng = random.Random(seed)
    for _ in range(steps):
        seat = table.match.to_move()[0]
        table.act(seat, rng.choice(table.match.legal_actions(seat)))
    return table.record.to_json()


def first_action(data, kind):
    return next(a for _, a in data["actions"] if a["kind"] == kind)


def main():
    dodos = good("dodos", {"abilities": "on"}, 12)
    dream = good("dreamcatcher", {}, 6)
    cases = {}

    def case(name, base, change):
        data = json.loads(json.dumps(base))
        change(data)
        cases[name] = json.dumps(data)

    case("huge-int-seed", dodos, lambda d: None)
    cases["huge-int-seed"] = cases["huge-int-seed"].replace(f'"seed": {dodos["seed"]}', '"seed":' + "9" * 10_000)
    case("infinity-seed", dodos, lambda d: None)
    cases["infinity-seed"] = cases["infinity-seed"].replace(f'"seed": {dodos["seed"]}', '"seed":Infinity')
    case("nan-colour", dodos, lambda d: None)
    cases["nan-colour"] = cases["nan-colour"].replace('"colour": 1', '"colour": NaN', 1)
    case("overflow-float", dodos, lambda d: None)
    cases["overflow-float"] = cases["overflow-float"].replace('"colour": 1', '"colour": 1e400', 1)
    cases["deep-nesting"] = '{"format":1,"game":"dodos","x":' + "[" * 5000 + "]" * 5000 + "}"
    cases["deep-nesting-unclosed"] = "[" * 100_000
    case("float-card", dodos, lambda d: first_action(d, "play").update(card=float(first_action(d, "play")["card"])))
    case("bool-card", dodos, lambda d: first_action(d, "pick").update(dodino=True))
    case("float-seat", dodos, lambda d: d["actions"][0].__setitem__(0, 0.0))
    case("seat-minus-one", dodos, lambda d: d["actions"][0].__setitem__(0, -1))
    case("huge-placement", dream, lambda d: first_action(d, "place").update(x=10 ** 25) if any(
        a["kind"] == "place" for _, a in d["actions"]) else d["actions"].append([0, {"kind": "place", "x": 10 ** 25}]))
    case("long-name", dodos, lambda d: d["seats"][0].update(name="N" * 1000))
    case("level-true", dream, lambda d: d["options"].update(level=True))
    case("first-true", dodos, lambda d: d.update(first=True))
    case("colour-minus-one", dodos, lambda d: d["seats"][0].update(colour=-1))
    case("colour-1e308", dodos, lambda d: d["seats"][0].update(colour=1e308))
    case("replay-fails", dodos, lambda d: d["actions"].append([0, {"kind": "play", "card": 999}]))
    case("extra-parameter", dodos, lambda d: first_action(d, "play").update(extra=1))
    case("dict-parameter", dodos, lambda d: first_action(d, "play").update(card={"a": 1}))
    case("too-many-seats", dodos, lambda d: d.update(seats=d["seats"] * 3))
    case("unknown-game", dodos, lambda d: d.update(game="chess"))
    case("newer-format", dodos, lambda d: d.update(format=3))
    case("start-not-a-position", dodos, lambda d: d.update(format=2, start=[1, 2]))
    case("start-damaged", dodos, lambda d: d.update(format=2, start={"kind": "position", "format": 1, "game": "dodos"}))
    case("bool-format", dodos, lambda d: d.update(format=True))
    case("not-a-record", dodos, lambda d: None)
    cases["not-a-record"] = "[1, 2, 3]"
    cases["empty"] = ""
    cases["truncated"] = json.dumps(dodos)[:200]
    for name, text in cases.items():
        (HERE / f"{name}.json").write_text(text, encoding="utf-8")
    (HERE / "binary.json").write_bytes(bytes(range(256)) * 4)
    (HERE / "good-dodos.json").write_text(json.dumps(dodos), encoding="utf-8")   # the control: it loads


if __name__ == "__main__":
    main()
