"""Dream Catcher bots: judge by eye which toy can cover, then place it with a steady or shaky hand.

A bot "looks" at the Nightmare: it knows the needed radius only up to a relative error (large at
Easy), and it aims at the best placement with Gaussian noise that shrinks with the level. It
reads only its view and the public component data (the cards in the box).
"""
from __future__ import annotations

import math
import random
from typing import Any

from game.core import Action, Heuristics, Match
from game.core.bots import decision_rng

from game.core.words import plural

from .data import NIGHTMARE_BY_ID, TOY_BY_ID, WHY, cards_of_level
from .geometry import COVER_TOLERANCE
from .cover import TABLE_HALF

# level: (relative error of the eye's estimate of the needed radius, aim error per axis in card units)
SKILL = {
    "easy": (0.12, 0.05),
    "normal": (0.05, 0.022),
    "hard": (0.015, 0.008),
}
COOP_SAFE = 0.9      # coop: a toy this sure to cover is not "too small"
ARGUE = 0.05         # coop: a bot suggests another toy only if it makes the night this much likelier to be won


def cover_chance(radius: float, needed: float, aim: float) -> float:
    """Chance of covering when aiming with this noise: the placement error must stay under the room."""
    room = radius * (1 + COVER_TOLERANCE) - needed
    if room <= 0:
        return 0.0
    return 1.0 - math.exp(-room * room / (2 * aim * aim))      # Rayleigh distribution of the miss


def deck_feasible(radii: list[float], needs: list[float]) -> bool:
    """Whether each need gets its own toy at least that big (threshold matching: sort and compare)."""
    if len(needs) > len(radii):
        return False
    r = sorted(radii, reverse=True)
    return all(n <= r[i] + 1e-12 for i, n in enumerate(sorted(needs, reverse=True)))


def coop_free(view: dict[str, Any]) -> list[str]:
    """Co-op: the toys not yet set aside (the one pointed at included)."""
    return [t["id"] for t in view["toys"] if t["where"] != "aside"]


def later_decks(view: dict[str, Any]) -> list[list[float]]:
    """Co-op: the radius each Nightmare still to come needs, as the box tells (the level's cards not seen yet):
    one list for each card a 7-card level may have borrowed from the level below (unseen, each as likely)."""
    seen = set(view["aside_cards"]) | {view["card"]}
    own = cards_of_level(view["level"])
    needs = [NIGHTMARE_BY_ID[c].silhouette.needed_radius for c in own if c not in seen]
    if len(own) < view["coop_goal"] and not seen - set(own):
        return [needs + [NIGHTMARE_BY_ID[c].silhouette.needed_radius] for c in cards_of_level(view["level"] - 1)]
    return [needs]


def keeps_chance(view: dict[str, Any], toy: str, decks: list[list[float]]) -> float:
    """The chance that, this toy spent, the toys left can still cover every Nightmare to come."""
    rest = [TOY_BY_ID[u].radius for u in coop_free(view) if u != toy]
    return sum(deck_feasible(rest, needs) for needs in decks) / len(decks)


class Judge:
    """One bot's eye and hand: consistent estimates per card, noisy aim.

    With an `eye` seed, the look at a card is drawn from (eye, card) alone: the same misjudgement
    whenever and however often the bot meets that card (after an undo or a reload too)."""

    def __init__(self, level: str, rng: random.Random, eye: int | None = None) -> None:
        self.est_err, self.aim = SKILL[level]
        self.races = level == "hard"       # Hard also weighs what its pick leaves to the players still to choose
        self.rng = rng
        self.eye = eye
        self.looks: dict[str, float] = {}

    def needed(self, card: str) -> float:
        if card not in self.looks:
            true = NIGHTMARE_BY_ID[card].silhouette.needed_radius
            eye = self.rng if self.eye is None else random.Random(f"{self.eye}/look/{card}")
            self.looks[card] = true * (1 + eye.gauss(0, self.est_err))
        return self.looks[card]

    def pick_toy(self, view: dict[str, Any], toys: list[str], seat: int) -> str:
        need = self.needed(view["card"])
        by_kind: dict[str, str] = {}
        for t in toys:
            by_kind.setdefault(TOY_BY_ID[t].kind, t)
        options = list(by_kind.values())
        chance = {t: cover_chance(TOY_BY_ID[t].radius, need, self.aim) for t in options}
        if view["mode"] == "coop":
            return self._coop_pick(view, options, chance)
        def value(t: str, who: int) -> float:
            """Expected tokens that count: up to a full board (past it, only the tie-break option counts them)."""
            left = view["board_spaces"] - view["boards"][who]["count"]
            stars = TOY_BY_ID[t].stars
            return chance[t] * (min(stars, left) + (0.25 * max(0, stars - left) if view.get("tiebreak") else 0))

        rivals = [s for s in range(view["players"]) if s != seat and view["holding"][s] is None]

        def race(t: str) -> float:
            """Mine, less what the best-placed rival still to choose can then take (a race to the full board),
            unless my board fills: then what the rival takes no longer matters."""
            if not self.races or not rivals:
                return value(t, seat)
            rest = [u for u in options if u != t or sum(TOY_BY_ID[v].kind == TOY_BY_ID[t].kind for v in toys) > 1]
            fills = chance[t] if TOY_BY_ID[t].stars >= view["board_spaces"] - view["boards"][seat]["count"] else 0
            return value(t, seat) - (1 - fills) * max(value(u, r) for r in rivals for u in rest)
        if not any(chance.values()):      # nothing looks big enough: the biggest toy has the best chance
            return max(options, key=lambda t: TOY_BY_ID[t].radius)
        return max(options, key=lambda t: (race(t), -TOY_BY_ID[t].radius))

    def coop_score(self, view: dict[str, Any], toys: list[str]) -> dict[str, float]:
        """Co-op: the chance each toy covers this Nightmare and still leaves toys for every one to come."""
        need, decks = self.needed(view["card"]), later_decks(view)
        return {t: cover_chance(TOY_BY_ID[t].radius, need, self.aim) * keeps_chance(view, t, decks) for t in toys}

    def _coop_pick(self, view: dict[str, Any], options: list[str], chance: dict[str, float]) -> str:
        """The best chance for the whole night; near ties go to the smaller toy (the bigger ones forgive more)."""
        score = self.coop_score(view, options)
        return max(options, key=lambda t: (round(score[t], 2), -TOY_BY_ID[t].radius))

    def coop_answer(self, view: dict[str, Any]) -> tuple[str | None, str | None]:
        """Co-op, asked about the proposal: (None, None) to agree, else (the toy it would choose, why)."""
        proposal, need = view["proposal"], self.needed(view["card"])
        mine = self.pick_toy(view, coop_free(view), view["seat"])
        score = self.coop_score(view, [mine, proposal])
        if TOY_BY_ID[mine].kind == TOY_BY_ID[proposal].kind or score[mine] < score[proposal] + ARGUE:
            return None, None
        chance = {t: cover_chance(TOY_BY_ID[t].radius, need, self.aim) for t in (mine, proposal)}
        return mine, "small" if chance[proposal] < min(COOP_SAFE, chance[mine]) else "later"

    def aim_at(self, card: str) -> tuple[float, float]:
        bx, by = NIGHTMARE_BY_ID[card].silhouette.best
        x = bx + self.rng.gauss(0, self.aim)
        y = by + self.rng.gauss(0, self.aim)
        clamp = lambda v: max(-TABLE_HALF, min(TABLE_HALF, v))  # noqa: E731
        return round(clamp(x), 4), round(clamp(y), 4)


def decide(judge: Judge, view: dict[str, Any], legal: list[Action], seat: int) -> Action:
    phase = view["phase"]
    if phase == "flip":
        return legal[0]
    if phase == "agree":             # co-op: agree, or say which toy it would choose and why
        toy, why = judge.coop_answer(view)
        return Action.make("agree") if toy is None else Action.make("propose", toy=toy, why=why)
    if phase in ("choose", "grab", "propose"):
        toys = [a["toy"] for a in legal if a.kind in ("choose", "propose")]
        return Action.make(legal[0].kind, toy=judge.pick_toy(view, toys, seat))
    toy = legal[0]["toy"]
    x, y = judge.aim_at(view["card"])
    return Action.make("place", toy=toy, x=x, y=y)


class DreamBot:
    """Easy, Normal or Hard: the same reasoning with a sharper eye and a steadier hand."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level
        self.seed = seed
        self.judge = Judge(level, random.Random(seed), eye=seed)

    def decide(self, window) -> Action:
        self.judge.rng = decision_rng(self.seed, window)      # this decision's hand
        return decide(self.judge, window.view, window.legal_actions, window.seat)


class DreamHeuristics(Heuristics):
    """For the generic search bot, should anyone use it: dedupe identical toys, play like Hard."""

    rollout_depth = 200

    def __init__(self) -> None:
        self._judge = Judge("hard", random.Random(0))

    def candidates(self, match: Match, seat: int) -> list[Action]:
        seen, out = set(), []
        for a in match.legal_actions(seat):
            key = (a.kind, TOY_BY_ID[a["toy"]].kind) if a.kind in ("choose", "propose") else a
            if key not in seen:
                seen.add(key)
                out.append(a)
        return out

    def policy(self, match: Match, seat: int, actions: list[Action], rng: random.Random) -> Action:
        self._judge.rng = rng
        self._judge.looks.clear()          # a fresh look each time: no bias frozen across games
        action = decide(self._judge, match.view(seat), actions, seat)
        return action if match.check(seat, action) is None else rng.choice(actions)

    def evaluate(self, match: Match) -> list[float]:
        scores = match.scores() or [0.0] * match.players
        total = sum(scores)
        if getattr(match, "mode", "basic") == "coop" or total == 0:
            return [1.0 / match.players] * match.players
        return [s / total for s in scores]


def bot_factory(level: str, seat: int, seed: int, budget: int = 1):
    """Easy, Normal and Hard judge by eye and place by hand: they search nothing, so a budget changes nothing
    (the ladder's hard10 plays as Hard here)."""
    return DreamBot(level, seed) if level in SKILL else None


# ---- the coach ------------------------------------------------------------------------------------------------
def hint(window, seed: int) -> tuple[Action, str]:
    """The move Hard would make from this seat's own window, and one sentence why, in the game's words.
    The coach judges as Hard does but with a true eye (a coach that misjudged a tight fit would mislead), and
    shows a placement where Hard aims (the Nightmare's best spot), not where its hand would shake to."""
    judge = Judge("hard", random.Random(seed), eye=seed)
    judge.est_err = 0.0
    view = window.view
    action = decide(judge, view, window.legal_actions, window.seat)
    if action.kind == "place":
        x, y = NIGHTMARE_BY_ID[view["card"]].silhouette.best
        action = Action.make("place", toy=action["toy"], x=round(x, 4), y=round(y, 4))
    return action, explain(judge, view, action)


def explain(judge: Judge, view: dict[str, Any], action: Action) -> str:
    """One sentence for a hint: why this move, as a player would say it."""
    if action.kind == "flip":
        return "Flip the next Nightmare: it is your turn to start the night."
    if action.kind == "agree":
        return "Agree: the %s can cover this one." % TOY_BY_ID[view["proposal"]].name
    name = TOY_BY_ID[action["toy"]].name
    if action.kind == "place":
        return "Put the %s down over the middle of the Nightmare: then no bit peeks out." % name
    if action.kind == "propose" and action.get("why"):
        return "Suggest the %s: %s." % (name, WHY[action["why"]] % {"toy": TOY_BY_ID[view["proposal"]].name,
                                                                    "other": name})
    verb = {"propose": "Point at", "choose": "Take" if view["mode"] != "coop" else "Choose"}[action.kind]
    return "%s the %s: %s." % (verb if view["phase"] != "grab" else "Grab", name, _why_toy(judge, view, action["toy"]))


def _why_toy(judge: Judge, view: dict[str, Any], toy: str) -> str:
    chance = cover_chance(TOY_BY_ID[toy].radius, judge.needed(view["card"]), judge.aim)
    if chance < COOP_SAFE:
        return "no toy is sure to cover this one, it has the best chance"
    if view["mode"] == "coop":
        bigger = [t for t in coop_free(view) if TOY_BY_ID[t].radius > TOY_BY_ID[toy].radius]
        return "it covers this one" + (" and keeps the bigger toys for the Nightmares still to come" if bigger else "")
    left = view["board_spaces"] - view["boards"][view["seat"]]["count"]
    if TOY_BY_ID[toy].stars >= left:
        return "it covers this one and fills your board"
    stars = TOY_BY_ID[toy].stars
    return "it covers this one and brings %s" % plural(stars, "Dream token")
