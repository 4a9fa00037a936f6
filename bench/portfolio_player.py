"""A lab player for issue 16's sixth round: greedy, with the evaluation weights of each of its activations
picked by a look-ahead through the enemy's next activation (policy switching over a small portfolio).

    python bench/bench_variants.py portfolio --games 8 --demos T        # base, flank, front; 4 samples; z = 1
    python bench/bench_variants.py portfolio/samples=8/policies=base+flank --games 8

Why it was tried. The fifth round (docs/performance.md) found the games decided by rear attacks and leader
checks that only the enemy's next activation shows, and a look-ahead that far too dear for a search of every
decision (about 0.6 s of processor a playout). This player spends it once an activation instead of once a
decision: when one of its leaders starts an activation, each policy of the portfolio (greedy with other
weights) plays that activation and then the next one, the enemy played by greedy as it ships (the opponent it
meets in the benchmark, so the model is exact but for the dice), on `samples` dice streams shared by the
policies (common random numbers); the position reached is valued by greedy's evaluation. A policy replaces
greedy's weights for the activation when its mean paired gain exceeds `z` standard errors. Everything outside
its own activations is greedy's choice.

Measured (docs/performance.md, sixth round): no stronger than greedy within the noise, at about ten times
greedy's processor time. It stays here, in the lab, so that its figures replay; it is not a player of
`banneret play`.
"""

from __future__ import annotations

import dataclasses
import random
import statistics
import time
from collections.abc import Sequence

from rules.engine.choices import Choice
from rules.engine.game import GameState
from rules.games.evaluate import Evaluator, Weights
from rules.games.greedy import GreedyPlayer
from rules.games.players import make_dice

# The portfolio: greedy's weights changed as the fifth round's single-weight variants changed them.
POLICIES: dict[str, dict[str, float]] = {
    "base": {},
    "flank": {"flank": 1.8},  # flank threat doubled (fifth round: +1.9 ± 1.9 alone)
    "front": {"front": 1.2},  # enemy-in-front bonus doubled (−4.3 ± 4.3 alone)
    "material": {"material": 1.0},
    "objective": {"objective": 0.7},
    "cautious": {"flank": 1.8, "front": 0.3},
}


class PortfolioPlayer:
    """`policies`: names from POLICIES, the first the default (comma or '+' separated); `samples`: dice streams
    a policy is played on; `z`: the paired gain, in standard errors, that switches; `model`: 1 plays the enemy
    by greedy as it ships, 0 by the search's cheap rollout greedy; `maxsteps`: decisions a playout may make."""

    def __init__(self, seed: int | str | None = None, policies: str | Sequence[str] = "base,flank,front",
                 samples: int = 4, z: float = 1.0, model: int = 1, maxsteps: int = 80) -> None:
        self.seed = seed
        self.dice = make_dice(seed)
        names = policies.replace("+", ",").split(",") if isinstance(policies, str) else list(policies)
        self.names = names
        self.policies = [GreedyPlayer(f"{seed}/{n}", dice=self.dice,
                                      weights=dataclasses.replace(Weights(), **POLICIES[n])) for n in names]
        self.model = (GreedyPlayer("model") if model else
                      GreedyPlayer("model", shortlist=2, depth=1, budget=6, sample=24))
        self.judge = GreedyPlayer("eval", weights=Weights())
        self.samples, self.z, self.maxsteps = samples, z, maxsteps
        self.name = f"portfolio ({'+'.join(names)}, {samples} samples) seed {seed}"
        self._key: tuple | None = None
        self._current = 0
        # over the game: how often each policy was picked, and each pick's processor seconds
        self.picks = {n: 0 for n in names}
        self.pick_times: list[float] = []

    def choose(self, state: GameState, choices: Sequence[Choice] | None = None) -> Choice:
        if choices is None:
            choices = state.legal_choices()
        decision = state.pending()
        if decision.kind == "roll":
            return self.dice.roll(state, choices)
        if len(choices) == 1:
            return choices[0]
        leader = state.active_leader
        if leader is None or state.side_of(leader) != decision.side:
            return self.policies[0].choose(state, choices)  # not in one of its own activations
        key = (state.turn, leader)
        if key != self._key:  # one of its leaders starts an activation: pick the policy for it
            self._key = key
            t0 = time.process_time()
            self._current = self._select(state, decision.side, key)
            self.pick_times.append(time.process_time() - t0)
            self.picks[self.names[self._current]] += 1
        return self.policies[self._current].choose(state, choices)

    def _select(self, state: GameState, side: str, key: tuple) -> int:
        ev = self.judge.evaluator(state)
        values = [[self._playout(state, side, k, f"{self.seed}/{key}/{j}", ev) for j in range(self.samples)]
                  for k in range(len(self.policies))]
        best, best_gain = 0, 0.0
        for k in range(1, len(values)):
            diffs = [a - b for a, b in zip(values[k], values[0], strict=True)]
            gain = statistics.fmean(diffs)
            se = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
            if gain > self.z * se and gain > best_gain:
                best, best_gain = k, gain
        return best

    def _playout(self, state: GameState, side: str, k: int, stream: str, ev: Evaluator) -> float:
        """This activation by policy `k`, then the next activation (either side's), the enemy by the model,
        the dice from `stream`; the value for `side` of the position reached."""
        rng = random.Random(stream)
        first = state.active_leader
        seen = [first]
        turn, steps = state.turn, 0
        while not state.is_over and steps < self.maxsteps:
            leader = state.active_leader
            if leader is not None and leader != seen[-1]:
                if len(seen) >= 2:
                    break  # a third activation begins
                seen.append(leader)
            if state.turn != turn and len(seen) >= 2:
                break
            decision = state.pending()
            choices = state.legal_choices()
            if not choices:
                break
            if decision.kind == "roll":
                choice = choices[rng.randrange(len(choices))]
            elif len(choices) == 1 or decision.side is None:
                choice = choices[0]
            else:
                steps += 1
                player = (self.model if decision.side != side else
                          self.policies[k] if leader == first else self.policies[0])
                choice = player.rank(state, choices, keep=1)[0][2]
            state, _ = state.apply(choice)
        return ev.value(state, side)
