"""Dodos bots: a greedy card sense shared by the levels, and physical throws with noise by level.

Random plays any legal action and throws any which way; Easy plays the greedy choice most of the
time with a shaky hand; Normal always plays greedy and aims by simulating throws; Hard looks ahead
over the round for its card, green card, steal, swap and discard choices (each candidate tried on
sampled hidden hands, the round played out with the Normal policy), looks at the race for its
Dodino, and picks throws that survive its own hand's shake. Every bot reads only its seat's window:
view, legal actions and view-consistent samples.
"""
from __future__ import annotations

import math
import random

from game.core import Action, Heuristics, Match, SeatWindow
from game.core.bots import decision_rng
from game.core.words import plural

from .data import CARDS, DODINOS

CARD = 0.55          # what one card in hand is worth, in spaces
P_THROW = 0.55       # how often a bot's throw hits something, as the card sense counts it
HARM = {"back": 1.0, "discard": CARD}

EASY_WHIMS = 0.7     # Easy plays a card at a whim this often (among those that waste nothing): 0.3 left Normal
                     # only 57% over it, under the ladder's 60% (docs/balance/dodos-ladder.md)


def icons_value(icons, v: dict, seat: int, after: int, hand: int) -> float:
    """What these icons are worth to `seat` (in spaces), standing at `after` with `hand` cards."""
    total = 0.0
    for icon in icons:
        k = icon["icon"]
        if k == "draw":
            total += CARD * icon["n"]
        elif k == "advance":
            total += icon["n"]
        elif k == "roll_advance":
            total += 3.5
        elif k == "back":
            total -= icon["n"]
        elif k == "roll_back":
            total -= 3.5
        elif k == "discard":
            total -= CARD * icon["n"]
        elif k == "pay":
            if hand >= icon["n"]:
                total += icons_value(icon["white"], v, seat, after, hand) - CARD * icon["n"] \
                    + (1.5 if hand == icon["n"] else 0.0)      # an empty hand Recovers: 6 cards for 3 spaces
        elif k == "steal":
            total += CARD * 1.6 * min(icon["players"], len(v["positions"]) - 1) * icon["each"]
        elif k == "swap":
            best = max(p for s, p in enumerate(v["positions"]) if s != seat)
            total += best - after
        elif k == "throw":
            white = icons_value(icon["white"], v, seat, after, hand)
            harm = -icons_value(icon["red"], v, seat, after, hand)
            total += P_THROW * (white + 1.3 * harm) - (1 - P_THROW) * miss_cost(v, seat, after, hand)
        elif k == "hit_active":
            total += 0.0
    return total


def miss_cost(v: dict, seat: int, after: int, hand: int) -> float:
    """What a missed throw's black box costs (in spaces): 4 cards, or the whole hand and a Recover (back 3,
    6 new cards). Going back 3 costs double when it gives up the lead: a leader's spaces win the race."""
    cost = CARD * min(4, hand)
    if hand <= 4:
        lead = after - max(p for s, p in enumerate(v["positions"]) if s != seat)
        cost += 3.0 * (2.0 if lead >= 0 else 1.0) - 6 * CARD
    return cost


def card_value(cid: int, v: dict, seat: int) -> float:
    card = CARDS[cid]
    pos = v["positions"][seat]
    after = pos + card.steps
    hand = len(v["hand"]) - 1
    return card.steps + icons_value(card.effect, v, seat, after, hand)


def keep_value(cid: int, v: dict, seat: int) -> float:
    """How much a card in hand is worth keeping (discard the least)."""
    card = CARDS[cid]
    if card.hits_active:
        return 2.0
    return card_value(cid, v, seat) + (0.5 if card.colour == "green" else 0.0)


def _threat(v: dict, seat: int, other: int) -> float:
    pos = v["positions"]
    return min(2.0, max(0.4, 1.0 + 0.08 * (pos[other] - pos[seat])))


class DodoBot:
    """One seat's bot at a level; decide() sees only the SeatWindow."""

    def __init__(self, level: str, seed: int = 0, budget: int = 1) -> None:
        self.level = level
        self.seed = seed
        self.budget = budget                # multiplies Hard's samples and steps (the ladder's hard10)
        self.rng = random.Random(seed)      # this decision's generator (decision_rng), set by decide()

    def decide(self, window: SeatWindow) -> Action:
        self.rng = decision_rng(self.seed, window)
        v, legal, seat = window.view, window.legal_actions, window.seat
        if legal[0].kind == "throw":
            return self._throw(v, seat, window.out_of_time)
        if self.level == "random":
            return self.rng.choice(legal)
        if self.level == "easy" and self.rng.random() < EASY_WHIMS:
            plain = [a for a in legal if a.kind != "ability"]
            return self.rng.choice(useful(v, seat, plain) if plain else legal)
        ability = self._ability(v, seat, legal)
        if ability is not None:
            return ability
        plain = [a for a in legal if a.kind != "ability"]
        win = winning_move(v, seat, plain)
        if win is not None:                 # a sure finish now beats any likely one later
            return win
        if self.level == "hard" and len(plain) > 1 and plain[0].kind in LOOKAHEAD:
            return lookahead(window, useful(v, seat, plain), self.rng, self.budget)
        return choose(v, seat, plain, self.level == "hard")

    # ---- throws -----------------------------------------------------------------------------
    def _throw(self, v: dict, seat: int, stop=lambda: False) -> Action:
        p = v["prompt"]
        card = CARDS[p["card"]]
        n = len(v["positions"])
        if p["target"] is not None:
            target = p["target"]
            targets = [target]

            def score(hits: tuple) -> float:
                return 1.0 if target in hits else 0.0
        else:
            icon = card.throw
            white = icons_value(icon["white"], v, seat, v["positions"][seat], len(v["hand"]))
            harm = -icons_value(icon["red"], v, seat, v["positions"][seat], len(v["hand"]))
            black = miss_cost(v, seat, v["positions"][seat], len(v["hand"])) if icon.get("black") else 0.0
            opponents = sorted((s for s in range(n) if s != seat), key=lambda s: -_threat(v, seat, s))
            targets = opponents if self.level == "hard" else opponents[:2]

            def score(hits: tuple) -> float:
                if not hits:
                    return -black
                return white + sum(harm * (_threat(v, seat, s) if s != seat else -1.0) for s in hits)
        from .aim import plan_throw       # here: pymunk loads with the first throw, not with the bots
        return plan_throw(v, seat, self.level, self.rng, score, targets, stop)

    # ---- the Dodino card --------------------------------------------------------------------
    def _ability(self, v: dict, seat: int, legal: list[Action]) -> Action | None:
        mine = [a for a in legal if a.kind == "ability"]
        if not mine:
            return None
        kind = v["abilities_of"][seat]
        pos, hand, finish = v["positions"][seat], v["hand"], v["finish"]
        late = v["round"] >= (3 if self.level == "hard" else 4) or pos + 7 >= finish
        if kind in ("advance5", "draw2_roll") and late:
            return mine[0]
        if kind == "draw5" and (len(hand) <= 3 or v["round"] >= 6):
            return mine[0]
        if kind == "steal4":
            sizes = v["hand_sizes"]
            best = max((a for a in mine), key=lambda a: (sizes[a["target"]], v["positions"][a["target"]]))
            if sizes[best["target"]] >= 5:
                return best
        if kind == "discard2_roll2" and late and len(hand) >= 5:
            worst = sorted(hand, key=lambda c: keep_value(c, v, seat))[:2]
            return Action.make("ability", cards=tuple(sorted(worst)))
        return None


def sure_steps(cid: int) -> int:
    """How far a card surely moves its player: the footprint and its fixed advances (no die, no payment)."""
    card = CARDS[cid]
    return card.steps + sum(i["n"] for i in card.effect if i["icon"] == "advance")


def winning_move(v: dict, seat: int, legal: list[Action]) -> Action | None:
    """A card that surely takes this seat over the finish this round, with no rider already further:
    the one that goes furthest (the footprint, which nothing cancels, breaks ties)."""
    if legal[0].kind not in ("play", "green"):
        return None
    pos = v["positions"]
    rival = max(p for s, p in enumerate(pos) if s != seat)
    ends = {a: pos[seat] + sure_steps(a["card"]) for a in legal}
    wins = [a for a in legal if ends[a] >= v["finish"] and ends[a] >= rival]
    if not wins:
        return None
    return max(wins, key=lambda a: (ends[a], CARDS[a["card"]].steps, -a["card"]))


def wasted(a: Action, v: dict, seat: int) -> bool:
    """An action that costs something and changes nothing a bot can see (or only sets it back): a swap card
    with nobody ahead to swap with, a steal from an empty hand."""
    pos = v["positions"]
    if a.kind == "play":
        card = CARDS[a["card"]]
        swaps = any(i["icon"] == "swap" for i in card.effect)
        return swaps and max(p for s, p in enumerate(pos) if s != seat) <= pos[seat] + card.steps
    if a.kind == "steal":
        return v["hand_sizes"][a["target"]] == 0
    return False


def reckless(a: Action, v: dict, seat: int) -> bool:
    """A leader's gamble: a throw whose miss (the black box) empties the hand and Recovers (back 3)."""
    if a.kind != "play":
        return False
    card, pos = CARDS[a["card"]], v["positions"]
    return (card.throw is not None and bool(card.throw.get("black")) and len(v["hand"]) - 1 <= 4
            and max(p for s, p in enumerate(pos) if s != seat) < pos[seat])


def useful(v: dict, seat: int, legal: list[Action]) -> list[Action]:
    """The legal actions that are neither wasted nor reckless (all of them when every one is)."""
    return [a for a in legal if not wasted(a, v, seat) and not reckless(a, v, seat)] or legal


def choose(v: dict, seat: int, legal: list[Action], careful: bool = False) -> Action:
    """The greedy choice for every non-throw decision."""
    kind = legal[0].kind
    if kind == "pick":
        order = ("advance5", "steal4", "draw2_roll", "discard2_roll2", "draw5", "shield")
        return min(legal, key=lambda a: order.index(DODINOS[a["dodino"]].ability))
    if kind == "play":
        return max(legal, key=lambda a: (_play_value(a["card"], v, seat, careful), -a["card"]))
    if kind in ("wait", "pass"):
        wait = Action.make("wait")
        return wait if wait in legal and _wants_green(v, seat) else Action.make("pass")
    if kind == "green":
        return max(legal, key=lambda a: _green_value(a["card"], v, seat))
    if kind == "discard":
        return min(legal, key=lambda a: (keep_value(a["card"], v, seat), a["card"]))
    if kind == "steal":
        sizes, pos = v["hand_sizes"], v["positions"]
        return max(legal, key=lambda a: (min(sizes[a["target"]], 3) + 0.3 * (pos[a["target"]] - pos[seat]),
                                         -a["target"]))
    if kind == "swap":
        return max(legal, key=lambda a: (v["positions"][a["target"]], -a["target"]))
    if kind == "shield":
        card = CARDS[v["prompt"]["card"]]
        harm = -icons_value(card.throw["red"], v, seat, v["positions"][seat], len(v["hand"]))
        return Action.make("shield", use=harm >= 1.5)
    return legal[0]


def _play_value(cid: int, v: dict, seat: int, careful: bool) -> float:
    value = card_value(cid, v, seat)
    if careful:
        card = CARDS[cid]
        pos = v["positions"][seat]
        # Reaching the finish this round beats any effect; near it, steps are what count.
        if pos + card.steps >= v["finish"]:
            value += 3.0
        # A swap is only good when someone is well ahead.
        if card.colour == "red" and card.throw is None and any(i["icon"] == "swap" for i in card.effect):
            value -= 1.0
    return value


def _green_value(cid: int, v: dict, seat: int) -> float:
    card = CARDS[cid]
    if card.hits_active:
        return 10.0 if _cancel_worth(v, seat) else -10.0
    return card.steps + icons_value(card.effect, v, seat, v["positions"][seat] + card.steps, len(v["hand"]))


def _cancel_worth(v: dict, seat: int) -> bool:
    a = v["active"]
    if a is None or a == seat or v["window"] is None or v["window"]["stage"] != 1:
        return False
    played = v["front"][a][0] if v["front"][a] else None
    if played is None:
        return False
    card = CARDS[played]
    gain = icons_value(card.effect, v, a, v["positions"][a], v["hand_sizes"][a])
    hurts_me = card.throw is not None and card.projectile is not None
    return (gain >= 2.0 and v["positions"][a] >= v["positions"][seat] - 4) or hurts_me


def _wants_green(v: dict, seat: int) -> bool:
    greens = [c for c in v["hand"] if CARDS[c].colour == "green"]
    stage = v["window"]["stage"]
    if stage == 1 and any(CARDS[c].hits_active for c in greens) and _cancel_worth(v, seat):
        return True
    return any(not CARDS[c].hits_active for c in greens)


# ---- Hard: look ahead over the rest of the round -----------------------------------------------
LOOKAHEAD = ("play", "green", "steal", "swap", "discard")
SAMPLES = 8          # determinizations per decision (the same ones for every candidate)
STEPS = 2500         # simulated actions per decision: no new sample starts past this (< 0.25 s a decision)
P_HIT = 0.85         # a throw in a rollout hits its best target this often (bots hit 80-95% at 2 seats)


def _standing(m, seat: int) -> float:
    """How well `seat` stands after the round, in spaces: progress and hand against the other riders."""
    n = m.players
    if m.phase == "over":
        return 30.0 if seat in m.winners() else -30.0
    val = [m.pos[s] + CARD * len(m.hands[s]) for s in range(n)]
    others = sorted((val[s] for s in range(n) if s != seat), reverse=True)
    return val[seat] - 0.6 * others[0] - 0.4 * sum(others) / len(others)


def _rollout_action(m, s: int, rng: random.Random) -> Action:
    """The Normal policy on the sampled state, with throws reduced to hit-or-miss."""
    acts = [a for a in m.legal_actions(s) if a.kind != "ability"]
    if acts[0].kind == "throw":
        p = m.prompt
        if rng.random() >= P_HIT:
            return acts[0]                          # a miss
        if p.get("target") is not None:
            target = p["target"]
        else:
            pos = m.pos
            target = max((x for x in range(m.players) if x != s), key=lambda x: (pos[x], -x))
        return next(a for a in acts if a["hits"] == (target,))
    return choose(m.view(s), s, acts)


def _play_round(m, rng: random.Random) -> int:
    """Play on until the next round's phase 1 (or the end of the race); the number of actions played."""
    start_round = m.round
    for n in range(400):
        if m.over or (m.phase == "choose" and m.round > start_round):
            return n
        for s in m.to_move():
            m.apply(s, _rollout_action(m, s, rng))
            break
    return 400


def lookahead(window: SeatWindow, legal: list[Action], rng: random.Random, budget: int = 1) -> Action:
    """Hard: try each candidate on a few view-consistent samples, play the round out with the Normal policy,
    and keep the candidate that leaves the seat standing best (ties lean to the greedy choice).

    The same samples and rollout dice serve every candidate. A fixed budget (SAMPLES samples, no new
    one past STEPS simulated actions) keeps the choice the same on every machine; only the app's safety
    valve (window.out_of_time) may cut it shorter."""
    seat, v = window.seat, window.view
    if len(legal) == 1:
        return legal[0]
    greedy = choose(v, seat, legal, True)
    totals = {a: 0.0 for a in legal}
    done = spent = 0
    while done < SAMPLES * budget and spent < STEPS * budget:
        base = window.sample(rng)
        seed = rng.randrange(1 << 30)
        standing = {}
        for a in legal:                 # a checkpoint before each round played out, not only each sample
            if window.out_of_time():
                break
            m = base.clone()
            m.rng.seed(seed)            # every candidate meets the same dice
            m.apply(seat, a)
            spent += 1 + _play_round(m, random.Random(seed))
            standing[a] = _standing(m, seat)
        if len(standing) < len(legal):  # cut short by the valve: a sample half played out counts for nothing
            break
        for a, value in standing.items():
            totals[a] += value
        done += 1
    if done == 0:
        return greedy
    bonus = 0.25 * done                 # a small lean towards the greedy card
    return max(legal, key=lambda a: (totals[a] + (bonus if a == greedy else 0.0), -legal.index(a)))


class DodosHeuristics(Heuristics):
    """For the generic bots: the greedy choice as policy, the race standings as evaluation."""

    def candidates(self, match: Match, seat: int) -> list[Action]:
        return match.legal_actions(seat)

    def policy(self, match: Match, seat: int, actions: list[Action], rng: random.Random) -> Action:
        if actions[0].kind == "throw":
            return rng.choice(actions)
        v = match.view(seat)
        plain = [a for a in actions if a.kind != "ability"]
        return choose(v, seat, plain or actions)

    def evaluate(self, match: Match) -> list[float]:
        pos = match.pos
        top = max(pos)
        weights = [math.exp((p - top) / 4.0) for p in pos]
        total = sum(weights)
        return [w / total for w in weights]


# ---- the coach: Hard's move from the seat's own window, and why --------------------------------------
def hint(window: SeatWindow, seed: int) -> tuple[Action, str]:
    """The move Hard would make from this seat's window, and one sentence saying why."""
    action = DodoBot("hard", seed).decide(window)
    return action, _why(action, window.view, window.seat)


def _why(a: Action, v: dict, seat: int) -> str:
    pos = v["positions"]
    if a.kind in ("play", "green"):
        card = CARDS[a["card"]]
        if pos[seat] + sure_steps(card.id) >= v["finish"] and winning_move(v, seat, [a]) is not None:
            return f"Play {card.name}: it takes you over the finish this round."
        if card.throw is not None and not card.hits_active:
            return (f"Play {card.name}: the {card.projectile.title()} can set the others back, "
                    f"but a miss costs you {plural(min(4, len(v['hand']) - 1), 'card')}.")
        return f"Play {card.name}: {card.text[0].lower() + card.text[1:]}"
    if a.kind == "throw":
        hits = a["hits"]
        if not hits:
            return "Throw gently: nothing worth hitting is in reach."
        who = "your own Dodino" if hits[0] == seat else ("the leader's Dodino" if pos[hits[0]] == max(pos)
                                                          else "that Dodino")
        return f"Aim the {a['gesture'].title()} at {who}: the lit target is the best hit."
    if a.kind == "wait":
        return "Call Wait!: a green card in your hand is worth playing now."
    if a.kind == "pass":
        return "Let it pass: keep your green card for a better moment."
    if a.kind == "discard":
        return f"Discard {CARDS[a['card']].name}: it is the card you will miss least."
    if a.kind == "steal":
        return f"Steal from the rider holding {v['hand_sizes'][a['target']]} cards: more to take, and it slows them."
    if a.kind == "swap":
        return "Swap with the rider furthest ahead: their place becomes yours."
    if a.kind == "shield":
        return "Flip your Dodino card: this hit hurts enough." if a["use"] else "Keep your Dodino card: this hit is small."
    if a.kind == "pick":
        d = DODINOS[a["dodino"]]
        if not v.get("abilities"):
            return f"Ride {d.name}: with abilities off every Dodino races alike."
        return f"Ride {d.name}: its ability, once a game: {d.ability_text[0].lower()}{d.ability_text[1:]}"
    if a.kind == "ability":
        return "Flip your Dodino card now: this is the moment its ability helps most."
    return "This is the move Hard would make."


def bot_factory(level: str, seat: int, seed: int, budget: int = 1) -> DodoBot:
    return DodoBot(level, seed, budget)


__all__ = ["DodoBot", "DodosHeuristics", "bot_factory", "choose", "card_value", "hint", "winning_move"]
