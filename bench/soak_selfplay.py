"""Soak test: N complete seeded random games per demo, each checked on every state like the test suite does
(stacking, units and leaders on or off the map for a reason), then replayed, undone and redone.

    python bench/soak_selfplay.py [--games 100] [--seed 1000]

Several minutes per demo (docs/performance.md); the test suite runs the same checks on fewer, shorter games.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.test_selfplay_invariants import SCENARIOS, whole_game  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1000)
    args = ap.parse_args()
    for name in sorted(SCENARIOS):
        t = time.perf_counter()
        for seed in range(args.seed, args.seed + args.games):
            whole_game(name, seed)
        print(f"{name}: {args.games} complete games checked in {time.perf_counter() - t:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
