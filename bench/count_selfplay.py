"""Count the machine instructions of random self-play under callgrind: a figure that does not move with the load
of a shared machine, for before/after comparisons (issue 14).

    python bench/count_selfplay.py [--games 1] [--seed 1] [--max-steps 20000] FILE...

For each scenario: valgrind --tool=callgrind runs this script twice in a child process, once loading the scenario
and stopping (`--steps 0`) and once also playing the games; the difference of the two instruction counts (Ir)
is the play's. Prints it with the number of choices, the instructions a choice, a digest of the notations (the
same digest before and after a change means no seed picked another game) and the machine. Needs valgrind; a
Hautmesnil game takes a minute or two under it.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import platform
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def child(path: str, games: int, seed: int, max_steps: int, play: bool) -> None:
    from rules.games.players import play_game
    from rules.games.record import Game, Start

    base = Game.from_file(path, Start()).game
    if base is None or not play:
        return
    digest, steps = hashlib.sha256(), 0
    for s in range(seed, seed + games):
        game, result = play_game(Game(base.scenario, base.start, seed=s), seed=s, max_steps=max_steps)
        steps += result.steps
        digest.update("\n".join(game.notations).encode())
    print(f"CHOICES {steps} DIGEST {digest.hexdigest()[:16]}")


def instructions(args: list[str]) -> tuple[int, str]:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                              sys.executable, __file__, *args], capture_output=True, text=True, check=True)
        m = re.search(r"^summary:\s*(\d+)", out.read_text(), re.M) or re.search(r"^totals:\s*(\d+)",
                                                                                 out.read_text(), re.M)
        assert m is not None, "no instruction total in the callgrind output"
        return int(m.group(1)), run.stdout


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+", metavar="FILE")
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-steps", type=int, default=20_000)
    ap.add_argument("--child", choices=("load", "play"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.files[0], args.games, args.seed, args.max_steps, args.child == "play")
        return 0
    print(f"{platform.platform()}; {os.cpu_count()} CPUs; Python {platform.python_version()}; load average "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    common = ["--games", str(args.games), "--seed", str(args.seed), "--max-steps", str(args.max_steps)]
    for path in args.files:
        load, _ = instructions([path, *common, "--child", "load"])
        total, out = instructions([path, *common, "--child", "play"])
        m = re.search(r"CHOICES (\d+) DIGEST (\w+)", out)
        choices, digest = (int(m.group(1)), m.group(2)) if m else (0, "?")
        play = total - load
        print(f"{path}: {args.games} game(s) from seed {args.seed}: {choices} choices, {play / 1e9:.2f} G "
              f"instructions ({play / max(choices, 1) / 1e6:.2f} M a choice); load alone {load / 1e9:.2f} G; "
              f"notations digest {digest}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
