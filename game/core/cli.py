"""`python -m game`: simulate bot games, list a game's options, check a save, list the saves, print a position."""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Sequence

from . import position, saves
from .bots import LEVELS
from .registry import games, get
from .simulate import play_moves, simulate


def _option(text: str) -> tuple[str, Any]:
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"'{text}' is not KEY=VALUE")
    key, value = text.split("=", 1)
    try:
        return key, json.loads(value)      # numbers and booleans
    except json.JSONDecodeError:
        return key, value                  # plain words stay strings


def _levels(text: str) -> list[str]:
    levels = text.split(",")
    for level in levels:
        if level not in LEVELS:
            raise argparse.ArgumentTypeError(f"no bot level '{level}' (levels: {', '.join(LEVELS)})")
    return levels


def build_parser() -> argparse.ArgumentParser:
    ids = [g.id for g in games()]
    parser = argparse.ArgumentParser(prog="python -m game", description="Game Shelf rules engines, headless.")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play headless bot games and summarise them")
    sim.add_argument("game", choices=ids)
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", type=_levels, default=["normal"], help="levels per seat, cycled: easy,hard")
    sim.add_argument("--option", type=_option, action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--jobs", type=int, default=1, help="processes to spread the games over (same results)")
    sim.add_argument("--json", action="store_true")
    opt = sub.add_parser("options", help="a game's variant options as JSON")
    opt.add_argument("game", choices=ids)
    rep = sub.add_parser("replay", help="check that a save replays to the end")
    rep.add_argument("save")
    pos = sub.add_parser("position", help="print where a game stands after some bot moves, as JSON")
    pos.add_argument("game", choices=ids)
    pos.add_argument("--players", type=int, default=2)
    pos.add_argument("--seed", type=int, default=1)
    pos.add_argument("--moves", type=int, default=0, help="bot moves to play from the deal (stops at the end)")
    pos.add_argument("--bots", type=_levels, default=["normal"], help="levels per seat, cycled: easy,hard")
    pos.add_argument("--option", type=_option, action="append", default=[], metavar="KEY=VALUE")
    lst = sub.add_parser("saves", help="list every save: each game's autosave and the saved copies")
    lst.add_argument("--json", action="store_true")
    return parser


def list_saves(as_json: bool) -> int:
    """The same saves the Load screen lists, newest first (path, game, seats, actions, finished, updated)."""
    from . import library, paths
    entries = library.list_saves()
    if as_json:
        print(json.dumps([e.to_json() for e in entries], indent=2))
        return 0
    if not entries:
        print(f"no saves yet (autosaves go to {paths.autosaves_dir()}, copies to {paths.saves_dir()})")
    for e in entries:
        state = "DAMAGED: " + e.error if e.error else \
            f"{', '.join(e.seats)}; {e.actions} actions; {'finished' if e.finished else 'in progress'}"
        print(f"{e.date}  {e.kind:<8}  {e.title}: {state}\n    {e.path}")
    return 0


def print_position(args: argparse.Namespace) -> int:
    """The position after --moves moves of the game `simulate` would play with the same seed and bots."""
    if args.moves < 0:
        print("error: --moves must be 0 or more", file=sys.stderr)
        return 2
    try:
        match = play_moves(get(args.game), args.players, dict(args.option), args.seed, args.bots, args.moves)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(position.dumps(match.to_position()))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "options":
        spec = get(args.game)
        print(json.dumps({o.key: {"label": o.label, "values": list(o.values), "default": o.default}
                          for o in spec.options}, indent=2))
        return 0
    if args.command == "saves":
        return list_saves(args.json)
    if args.command == "position":
        return print_position(args)
    if args.command == "replay":
        try:
            record = saves.read(args.save)
            match = saves.replay(record)
        except saves.SaveError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1
        if not match.over and not any(match.legal_actions(s) for s in match.to_move()):
            print(f"error: this {get(record.game_id).title} game is stuck after {len(record.actions)} actions: "
                  f"it is not over, but nobody has a legal action (a rules bug; please report it)", file=sys.stderr)
            return 1
        state = "finished" if match.over else "in progress"
        print(f"ok: {get(record.game_id).title}, {len(record.actions)} actions replayed, game {state}")
        return 0
    spec = get(args.game)
    if args.games < 0:
        print("error: --games must be 0 or more", file=sys.stderr)
        return 2
    if args.jobs < 1:
        print("error: --jobs must be 1 or more", file=sys.stderr)
        return 2
    try:
        summary = simulate(spec, args.players, args.games, args.seed, args.bots, dict(args.option), args.jobs)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(f"{spec.title}: {summary['games']} games, {args.players} players, bots {','.join(args.bots)}")
        for seat, w in enumerate(summary["wins"]):
            print(f"  seat {seat + 1}: {w:g} wins")
        print(f"  mean length: {summary['mean_length']:.1f} actions; "
              f"bot decision p50 {summary['decide_p50_ms']:.1f} ms, p99 {summary['decide_p99_ms']:.1f} ms, "
              f"max {summary['decide_max_ms']:.1f} ms (CPU max {summary['decide_cpu_max_ms']:.1f} ms)")
        print(f"  errors: {len(summary['errors'])}")
        for err in summary["errors"][:5]:
            print("   ", err.splitlines()[0])
    return 1 if summary["errors"] else 0
