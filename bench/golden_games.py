"""The identical-games harness (issue #30): seeded games must play exactly as before a speed change.

    python bench/golden_games.py --write [--players random,greedy] [--scenarios tremithoussia,hautmesnil,big60]
                                 [--seeds 1-10] [--max-steps 20000]     # (re)make tests/engine/golden_games.json
    python bench/golden_games.py [same filters]                         # check every recorded game, print diffs

A game is keyed `scenario/players/seed` and recorded as the SHA-256 of its notation (one choice a line), its
move count, how it stopped and `record.state_digest` of its final state. Players are made the way the balance
study makes them (`make_player(kind, "<seed>/<side>")`, dice `SeededDice(seed)`), both sides the same kind.
`tests/engine/test_golden_games.py` replays a few of them in the default run and all of them under `-m slow`.
Regenerate only from a commit whose games are the reference (the file says which).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import time
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules.games.lineup import make_player  # noqa: E402
from rules.games.players import play_game  # noqa: E402
from rules.games.record import Game, state_digest  # noqa: E402
from rules.paths import scenarios_dir  # noqa: E402

GOLDEN = ROOT / "tests" / "engine" / "golden_games.json"
SCENARIOS = ("tremithoussia", "hautmesnil", "big60")
PLAYERS = ("random", "greedy")


@cache
def scenario(name: str):
    """The scenario object of a short name: the two demos, or the 60 x 40 benchmark map (seed 1, 200 units)."""
    if name == "big60":
        from bench.make_big_map import make_big_scenario

        return make_big_scenario(60, 40, 200, 1)
    file = {"tremithoussia": "tremithoussia-demo.yaml", "hautmesnil": "hautmesnil-1478.yaml"}[name]
    load = Game.from_file(scenarios_dir() / file)
    assert load.game is not None, load.findings
    return load.game.scenario


def play(name: str, kind: str, seed: int, max_steps: int = 20_000) -> dict:
    """One seeded game and its fingerprint."""
    scen = scenario(name)
    players = {s.id: make_player(kind, f"{seed}/{s.id}") for s in scen.sides}
    game, result = play_game(Game(scen, seed=seed), players, seed=seed, max_steps=max_steps)
    notation = "\n".join(game.notations)
    return {"notation_sha256": hashlib.sha256(notation.encode()).hexdigest(), "moves": len(game.moves),
            "stop": result.stop, "final_state": state_digest(game.state)}


def key(name: str, kind: str, seed: int) -> str:
    return f"{name}/{kind}/{seed}"


def load_golden() -> dict:
    return json.loads(GOLDEN.read_text(encoding="utf-8"))


def _seeds(text: str) -> list[int]:
    lo, _, hi = text.partition("-")
    return list(range(int(lo), int(hi or lo) + 1))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="record the games (merged into the existing file)")
    ap.add_argument("--players", default=",".join(PLAYERS))
    ap.add_argument("--scenarios", default=",".join(SCENARIOS))
    ap.add_argument("--seeds", default="1-10")
    ap.add_argument("--max-steps", type=int, default=20_000)
    ap.add_argument("--out", type=Path, default=GOLDEN, help="the file to write or check (default: %(default)s)")
    args = ap.parse_args()
    out = args.out
    golden = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {"games": {}}
    if args.write:
        rev = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
        golden["made_at"] = rev
    bad = 0
    for name in args.scenarios.split(","):
        for kind in args.players.split(","):
            for seed in _seeds(args.seeds):
                k = key(name, kind, seed)
                t0 = time.perf_counter()
                got = play(name, kind, seed, args.max_steps)
                dt = time.perf_counter() - t0
                if args.write:
                    golden["games"][k] = got
                    out.write_text(json.dumps(golden, indent=1, sort_keys=True) + "\n", encoding="utf-8")
                    print(f"{k}: {got['moves']} moves, {got['stop']}, {dt:.1f} s", flush=True)
                    continue
                want = golden["games"].get(k)
                ok = want == got
                bad += not ok
                print(f"{k}: {'same' if ok else f'DIFFERS: {want} != {got}'} ({dt:.1f} s)", flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
