"""The identical-games harness (issue #30): seeded games must play exactly as before a speed change.

    python bench/golden_games.py --write [--players random,greedy] [--scenarios tremithoussia,hautmesnil,big60]
                                 [--seeds 1-10] [--max-steps 20000]     # (re)make tests/engine/golden_games.json
    python bench/golden_games.py --write --append [same filters]        # add only the games not yet recorded
    python bench/golden_games.py [same filters]                         # check every recorded game, print diffs

A game is keyed `scenario/players/seed` and recorded as the SHA-256 of its notation (one choice a line), its
move count, how it stopped and `record.state_digest` of its final state. Players are made the way the balance
study makes them (`make_player(kind, "<seed>/<side>")`, dice `SeededDice(seed)`), both sides the same kind.
A game that reaches `--max-steps` before its end is recorded capped: `"cap": N`, the fingerprint of its first N
choices and of the state they reach; it is checked by playing the same N choices (`replay`).
`--append` leaves every recorded entry and the file's `made_at` as they are and notes, in `recorded`, the commit
and the processor time of each game it adds. `tests/engine/test_golden_games.py` replays a few games in the
default run and all of them with BANNERET_GOLDEN_ALL=1. Record only from a commit whose games are the reference.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
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


MAX_STEPS = 20_000


def play(name: str, kind: str, seed: int, max_steps: int = MAX_STEPS,
         checkpoint: Callable[[dict], None] | None = None, every: int = 0) -> dict:
    """One seeded game and its fingerprint; `cap` is set when the game was cut at `max_steps` choices.
    With `checkpoint`, at the first player's decision after each `every` choices it gets the capped fingerprint
    of the game so far (the same as `play` with that cap), so a recording cut short still leaves a checkable
    prefix."""
    scen = scenario(name)
    players = {s.id: make_player(kind, f"{seed}/{s.id}") for s in scen.sides}
    game = Game(scen, seed=seed)
    if checkpoint is not None and every > 0:
        due = [every]
        players = {side: _Checkpointed(p, game, checkpoint, every, due) for side, p in players.items()}
    game, result = play_game(game, players, seed=seed, max_steps=max_steps)
    return fingerprint(game, result.stop, max_steps)


def fingerprint(game: Game, stop: str, cap: int) -> dict:
    notation = "\n".join(game.notations)
    out = {"notation_sha256": hashlib.sha256(notation.encode()).hexdigest(), "moves": len(game.moves),
           "stop": stop, "final_state": state_digest(game.state)}
    if stop == "max_steps":
        out["cap"] = cap
    return out


class _Checkpointed:
    """A player passed through (the same choices) that hands out the game's capped fingerprint at the first
    decision after every `every` choices; the sides' players share `due`, the next count that is due."""

    def __init__(self, player, game: Game, checkpoint: Callable[[dict], None], every: int, due: list[int]) -> None:
        self.player, self.game, self.checkpoint, self.every, self.due = player, game, checkpoint, every, due
        self.name = player.name

    def choose(self, state, choices):
        steps = len(self.game.moves)
        if steps >= self.due[0]:
            self.checkpoint(fingerprint(self.game, "max_steps", steps))
            self.due[0] = (steps // self.every + 1) * self.every
        return self.player.choose(state, choices)


def replay(name: str, kind: str, seed: int, entry: dict) -> dict:
    """The game of a recorded entry played again on this code, as far as it was recorded (its cap, if any)."""
    return play(name, kind, seed, entry.get("cap", MAX_STEPS))


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
    ap.add_argument("--append", action="store_true",
                    help="with --write: record only the games the file lacks; leave the others and made_at alone")
    ap.add_argument("--players", default=",".join(PLAYERS))
    ap.add_argument("--scenarios", default=",".join(SCENARIOS))
    ap.add_argument("--seeds", default="1-10")
    ap.add_argument("--max-steps", type=int, default=MAX_STEPS,
                    help="when writing: cut a game at this many choices and record it capped (default: %(default)s)")
    ap.add_argument("--checkpoint", type=int, default=0, metavar="N",
                    help="with --write: every N choices, record the game so far capped, so that a recording stopped"
                         " before the game's end keeps its longest prefix")
    ap.add_argument("--out", type=Path, default=GOLDEN, help="the file to write or check (default: %(default)s)")
    args = ap.parse_args()
    out = args.out
    golden = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {"games": {}}
    git = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    rev = git.stdout.strip()
    if args.write and not args.append:
        golden["made_at"] = rev
    bad = 0
    for name in args.scenarios.split(","):
        scenario(name)  # built once, outside the games' times
        for kind in args.players.split(","):
            for seed in _seeds(args.seeds):
                k = key(name, kind, seed)
                want = golden["games"].get(k)
                if args.write and args.append and want is not None and not _partial(golden, k):
                    print(f"{k}: already recorded, left as it is", flush=True)
                    continue
                if not args.write and want is None:
                    print(f"{k}: not recorded", flush=True)
                    continue
                t0, c0 = time.perf_counter(), time.process_time()

                def checkpoint(got: dict, k: str = k, c0: float = c0) -> None:
                    """Keep the longer of the prefix recorded and this one, marked as a recording's checkpoint."""
                    if _partial(golden, k) and golden["games"][k]["moves"] >= got["moves"]:
                        return
                    golden["games"][k] = got
                    golden.setdefault("recorded", {})[k] = {"commit": rev, "cpu_s": round(time.process_time() - c0, 1),
                                                             "checkpoint": True}
                    _write(out, golden)
                    print(f"{k}: checkpoint at {got['moves']} choices, {time.process_time() - c0:.1f} s CPU, {_load()}",
                          flush=True)

                if args.write:
                    got = play(name, kind, seed, args.max_steps, checkpoint, args.checkpoint)
                else:
                    got = replay(name, kind, seed, want)
                dt, cpu = time.perf_counter() - t0, time.process_time() - c0
                if args.write:
                    golden["games"][k] = got
                    golden.setdefault("recorded", {})[k] = {"commit": rev, "cpu_s": round(cpu, 1)}
                    _write(out, golden)
                    print(f"{k}: {got['moves']} moves, {got['stop']}, {dt:.1f} s wall, {cpu:.1f} s CPU, "
                          f"{_load()}", flush=True)
                    continue
                ok = want == got
                bad += not ok
                print(f"{k}: {'same' if ok else f'DIFFERS: {want} != {got}'} ({dt:.1f} s wall, {cpu:.1f} s CPU)",
                      flush=True)
    return 1 if bad else 0


def _partial(golden: dict, k: str) -> bool:
    """Whether the entry is only a checkpoint of a recording that did not reach its end (or cap)."""
    return k in golden["games"] and golden.get("recorded", {}).get(k, {}).get("checkpoint", False)


def _write(out: Path, golden: dict) -> None:
    """Replace the file whole (write then rename), so an interrupted recording leaves the previous file."""
    tmp = out.with_name(out.name + ".tmp")
    tmp.write_text(json.dumps(golden, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(tmp, out)


def _load() -> str:
    return "load " + " ".join(f"{x:.1f}" for x in os.getloadavg())


if __name__ == "__main__":
    sys.exit(main())
