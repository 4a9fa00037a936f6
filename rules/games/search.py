"""The search player: Monte Carlo search over the greedy player's best candidates, the dice sampled.

    SearchPlayer(seed=7, iterations=500)     # deterministic: the same seed, the same game
    SearchPlayer(seed=7, seconds=2.0)        # as many playouts as fit in 2 s (depends on the machine)

Why this shape (a one-level bandit, not a full tree): a decision has up to thousands of legal choices and a
game about a thousand decisions, so a tree below the first ply would hold a few visits a node in a second.
The greedy player already ranks every choice on the exact odds; the search spends its budget where that
ranking is unsure — among its best few candidates — by playing each on for a few decisions of both sides
(greedy rollouts, cheap settings: 24 moves drawn at random ranked, 2 played out), the dice rolled from a seeded
generator, and averaging the value reached (UCB1 chooses which candidate to play next, the greedy value counts as one
playout). A clear greedy choice (ahead by more than `margin`) is played at once, so an easy decision costs no more
than greedy's.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from rules.engine.choices import Choice, IllegalChoice
from rules.engine.game import GameState

from .greedy import GreedyPlayer
from .players import Dice, make_dice

DEFAULT_ITERATIONS = 16  # a default decision stays under 1 s on the demos (docs/performance.md)


class SearchPlayer:
    def __init__(self, seed: int | str | None = None, iterations: int | None = None, seconds: float | None = None,
                 candidates: int = 4, horizon: int = 6, margin: float = 2.0, dice: Dice | None = None) -> None:
        if iterations is None and seconds is None:
            iterations = DEFAULT_ITERATIONS
        self.seed = seed
        self.iterations, self.seconds = iterations, seconds
        self.candidates, self.horizon, self.margin = candidates, horizon, margin
        self.rng = random.Random(f"search/{seed}")
        self.dice = dice or make_dice(seed)
        self.greedy = GreedyPlayer(seed, dice=self.dice)
        # the rollout policy: greedy, cheaper (fewer moves played out, a shallow look-ahead)
        self.rollout = GreedyPlayer(f"{seed}/rollout", shortlist=2, depth=1, budget=6, sample=24)
        budget = f"{iterations} playouts" if iterations is not None else f"{seconds:g} s"
        self.name = f"search ({budget}) seed {seed}"
        self.playouts = 0  # over the game: how many were played (benchmarks read it)

    def choose(self, state: GameState, choices: Sequence[Choice] | None = None) -> Choice:
        if choices is None:
            choices = state.legal_choices()
        if not choices:
            raise IllegalChoice("no legal choice to make")
        decision = state.pending()
        if decision.kind == "roll":
            return self.dice.roll(state, choices)
        if len(choices) == 1 or decision.side is None:
            return choices[0]
        ranked = self.greedy.rank(state, choices, keep=self.candidates)
        if len(ranked) == 1 or ranked[0][0] - ranked[1][0] > self.margin:
            return ranked[0][2]
        return self._search(state, decision.side, ranked)

    def _search(self, state: GameState, side: str, ranked: list[tuple[float, int, Choice]]) -> Choice:
        n = len(ranked)
        visits = [1] * n  # the greedy value counts as one playout
        sums = [q for q, _, _ in ranked]
        spread = max(1.0, ranked[0][0] - ranked[-1][0])
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        budget = self.iterations if self.iterations is not None else 10**9
        done = 0
        while done < budget and (deadline is None or time.perf_counter() < deadline):
            total = sum(visits)
            arm = max(range(n), key=lambda i: sums[i] / visits[i] + spread * math.sqrt(2 * math.log(total) / visits[i]))
            sums[arm] += self._playout(state, side, ranked[arm][2])
            visits[arm] += 1
            done += 1
        self.playouts += done
        best = max(range(n), key=lambda i: (sums[i] / visits[i], -i))
        return ranked[best][2]

    def _playout(self, state: GameState, side: str, first: Choice) -> float:
        """Play `first`, then both sides greedily (cheap settings) for `horizon` decisions, the dice sampled;
        the value for `side` of the position reached."""
        ev = self.greedy.evaluator(state)
        state, _ = state.apply(first)
        decided = 0
        while decided < self.horizon and not state.is_over:
            decision = state.pending()
            choices = state.legal_choices()
            if not choices:
                break
            if decision.kind == "roll":
                choice = choices[self.rng.randrange(len(choices))]  # each listed face equally likely (0.3, 6.C)
            elif len(choices) == 1 or decision.side is None:
                choice = choices[0]
            else:
                choice = self.rollout.rank(state, choices, keep=1)[0][2]
                decided += 1
            state, _ = state.apply(choice)
        return ev.value(state, side)
