"""The standalone bundle against the venv: start-up of `banneret --version`, `banneret validate` on a demo, and
the editor's first window (offscreen), several interleaved runs each, min/median/max; and the bundle's size.

    python tools/bundle.py                     # in the bundle's build venv (README, "Without Python")
    .venv/bin/python bench/bench_bundle.py [--bundle dist/banneret] [--runs 7]

The venv side runs the same entry point (packaging/banneret_frozen.py) with this interpreter and the checkout
on PYTHONPATH, its bytecode compiled first as `pip install` would. Each command runs in a HOME of its own that
is kept across its runs (a user's second and later starts: Qt's settings and Banneret's caches warm), and the
first, cold run of each is reported apart.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from startup_timing import Timed, compile_bytecode, interleave, load_average, machine, ratio, report, spread  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "scenarios" / "hautmesnil-1478.yaml"


def env(home: Path, **extra: str) -> dict[str, str]:
    home.mkdir(parents=True, exist_ok=True)
    return {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8", **extra}


def first_window(cmd: list[str], base_env: dict[str, str], shot: Path) -> float:
    """Seconds from starting the program to its first window being on screen (the window's own clock)."""
    t0 = time.time()
    subprocess.run(cmd + ["edit"], env={**base_env, "QT_QPA_PLATFORM": "offscreen",
                                        "BANNERET_FIRST_WINDOW": str(shot)},
                   check=True, capture_output=True, timeout=120)
    return json.loads(shot.with_suffix(".json").read_text())["shown"] - t0


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", default=str(ROOT / "dist" / "banneret"))
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    bundle = Path(args.bundle).resolve()
    exe = [str(bundle / "banneret")]
    venv = [sys.executable, str(ROOT / "packaging" / "banneret_frozen.py")]
    compile_bytecode(ROOT)
    print(f"machine: {machine()}\nload before: {load_average()}")
    archives = sorted(bundle.parent.glob("banneret-*.tar.gz"))
    print(f"bundle: {folder_size(bundle) / 2**20:.1f} MiB on disk"
          + (f", {archives[-1].stat().st_size / 2**20:.1f} MiB as {archives[-1].name}" if archives else ""))
    with tempfile.TemporaryDirectory() as tmp:
        homes = Path(tmp)
        pairs = []
        for label, args_ in (("--version", ["--version"]), ("validate demo", ["validate", str(DEMO)])):
            b = Timed(f"bundle {label}", exe + args_, env=env(homes / f"b{label}"), cwd=homes)
            v = Timed(f"venv {label}", venv + args_, env=env(homes / f"v{label}", PYTHONPATH=str(ROOT)), cwd=homes)
            cold = (b.run()[0], v.run()[0])  # first start: empty caches
            pairs.append((b, v, cold))
        interleave([c for b, v, _ in pairs for c in (b, v)], args.runs)
        for b, v, cold in pairs:
            report(b, f"   (cold first run {cold[0]:.3f} s)")
            report(v, f"   (cold first run {cold[1]:.3f} s)")
            print("   ", ratio(b, v))
        windows: dict[str, list[float]] = {"bundle": [], "venv": []}
        cold_window = {}
        for name, cmd in (("bundle", exe), ("venv", venv)):
            extra = {} if name == "bundle" else {"PYTHONPATH": str(ROOT)}
            cold_window[name] = first_window(cmd, env(homes / f"w{name}", **extra), homes / f"w{name}.png")
        for i in range(args.runs):
            for name, cmd in (("bundle", exe), ("venv", venv))[:: 1 if i % 2 == 0 else -1]:
                extra = {} if name == "bundle" else {"PYTHONPATH": str(ROOT)}
                windows[name].append(first_window(cmd, env(homes / f"w{name}", **extra), homes / f"w{name}.png"))
        for name, walls in windows.items():
            print(f"  {name} editor's first window  {spread(walls)}   (cold first run {cold_window[name]:.3f} s)")
        ratio_ = statistics.median(windows["bundle"]) / statistics.median(windows["venv"])
        print(f"    bundle / venv: median {ratio_:.2f}x")
    print(f"load after: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
