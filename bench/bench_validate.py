"""Time `banneret validate` on a generated 100 × 100 map with every terrain, hexsides, roads and 400 units.

    taskset -c 0 python bench/bench_validate.py [--runs 5] [--columns 100] [--rows 100] [--units 400]
                                                [--before DIR] [--no-compile] [--cold-cache]

Wall time includes the interpreter's start-up and imports, as a user sees it; CPU time and peak RSS are the
child's own. If `check-jsonschema` (PyPI; a benchmark tool, not a dependency) is on PATH or beside this
Python, it checks the same file against schemas/scenario.schema.json in the same rounds, interleaved, for
the ratio. `--before DIR`: an earlier tree of this repository in the same rounds. Bytecode is compiled
first in each tree (`--no-compile`: as found); each tree has its own cache folder, filled by an untimed
first run (`--cold-cache`: emptied before every run). Prints the machine, the commits and the load average.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.make_big_map import make_big_scenario  # noqa: E402
from bench.startup_timing import (  # noqa: E402
    Timed,
    child_env,
    compile_bytecode,
    describe_tree,
    interleave,
    libraries,
    load_average,
    machine,
    ratio,
    report,
)
from rules.scenario.files import save_scenario  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--columns", type=int, default=100)
    ap.add_argument("--rows", type=int, default=100)
    ap.add_argument("--units", type=int, default=400)
    ap.add_argument("--before", metavar="DIR", type=Path, help="an earlier tree, run in the same rounds")
    ap.add_argument("--no-compile", action="store_true", help="do not write the trees' bytecode first")
    ap.add_argument("--cold-cache", action="store_true", help="empty each tree's cache folder before every run")
    args = ap.parse_args(argv)

    print(f"machine: {machine()}")
    print(f"libraries: {libraries()}")
    print(f"load average at start: {load_average()}")
    trees = [("this tree", ROOT)] + ([("before", args.before.resolve())] if args.before else [])
    for label, root in trees:
        print(f"{label}: {describe_tree(root)}")
    if not args.no_compile:
        for _, root in trees:
            compile_bytecode(root)
    print("bytecode: " + ("as found" if args.no_compile else "rules/ compiled first in each tree (compileall)"))
    with tempfile.TemporaryDirectory(prefix="banneret-bench-") as tmp:
        folder = Path(tmp)
        path = folder / "big.yaml"
        save_scenario(make_big_scenario(args.columns, args.rows, args.units), path)
        print(f"map: {args.columns} x {args.rows} hexes, {args.units} units, file {path.stat().st_size / 1024:.0f} KiB")
        commands = []
        for i, (_, root) in enumerate(trees):
            cache = folder / f"cache-{i}"
            commands.append(Timed("banneret validate" if i == 0 else "before: validate",
                                  [sys.executable, "-m", "rules.cli", "validate", "-q", str(path)],
                                  child_env(root, cache), root, fresh=cache if args.cold_cache else None))
        other = shutil.which("check-jsonschema") or shutil.which("check-jsonschema",
                                                                 path=str(Path(sys.executable).parent))
        if other:
            schema = str(ROOT / "schemas" / "scenario.schema.json")
            commands.append(Timed("check-jsonschema", [other, "--schemafile", schema, str(path)]))
        first = ", ".join(f"{c.label} {c.run()[0]:.3f} s" for c in commands)
        print(f"first runs (not counted; they fill the cache folders): {first}")
        interleave(commands, args.runs)
        state = "emptied before every run (--cold-cache)" if args.cold_cache else "as the first run left them"
        print(f"{args.runs} rounds, interleaved, order rotated each round; cache folders {state}:")
        for c in commands:
            report(c)
        if other:
            for c in commands[:-1]:
                print(f"  {ratio(c, commands[-1])}")
        else:
            print("  check-jsonschema: not found (pip install check-jsonschema); no comparison")
        if len(trees) > 1:
            print(f"  {ratio(commands[0], commands[1])}")
        print(f"load average at the end: {load_average()}")
        return 1 if any(c.failed for c in commands) else 0


if __name__ == "__main__":
    sys.exit(main())
