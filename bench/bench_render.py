"""Benchmark `banneret render` on a generated map, beside tmxrasterizer and (optionally) an earlier tree.

    taskset -c 0 python bench/bench_render.py [--runs 5] [--columns 50] [--rows 50] [--scale 64]
                                              [--before DIR] [--no-compile] [--cold-cache] [--keep DIR]

Each run is a fresh process, so the wall time includes Python's start-up, the imports, loading and
validating the YAML file, drawing and writing the PNG: what a user waits for. Peak RSS and CPU time are the
child's own (os.wait4's rusage). The commands are interleaved round by round, their order rotated, so that
a change in the machine's load touches each alike; the load average is printed before and after.

`--before DIR`: another tree of this repository (e.g. `git archive main | tar -x -C DIR`), run with the same
Python in the same rounds, for a before/after comparison on the same machine state.
Bytecode: both trees' `rules/` are compiled first (`compileall`), as `pip install` leaves an installed
package; `--no-compile` leaves them as they are (with PYTHONDONTWRITEBYTECODE set and no .pyc, every start
compiles the sources again, ~50 ms). Each tree gets its own new cache folder (BANNERET_CACHE_DIR); the
untimed first run fills it (the tables checked once per content, the counters' drawings) and its time is
printed apart; `--cold-cache` empties it before every run instead, to time a first render.

Then the phases of one `render` in a fresh process, over the same number of runs (imports, load+validate,
drawing, PNG encoding, writing), and in this process the PNG encoding at zlib levels 1, 2, 3 and 6, and the
same image as RGB, to show why the renderer writes a palette image at level 2.

If `tmxrasterizer` (Tiled's headless renderer; Debian/Ubuntu package `tiled`) is on PATH, the same map is
written as a TMX file (hexagonal, staggered on x like the flat grid, one tileset image made with Pillow, the
hex labels as text objects) and timed in the same rounds.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
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
    spread,
)
from rules.scenario.files import save_scenario  # noqa: E402


def _run(cmd: list[str], env: dict[str, str] | None = None) -> tuple[float, int, int]:
    """Wall seconds, peak RSS in bytes, exit status of one child process."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    if hasattr(os, "wait4"):
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        err = proc.stderr.read() if proc.stderr else b""
        rss = usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)
    else:  # no wait4: the running maximum over all children so far
        import resource

        _, err = proc.communicate()
        wall = time.perf_counter() - t0
        rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
    if proc.returncode != 0:
        sys.stderr.write(err.decode(errors="replace"))
    return wall, rss, proc.returncode


def banneret_command(yaml_path: Path, png: Path, scale: float) -> list[str]:
    return [sys.executable, "-m", "rules.cli", "render", str(yaml_path), "-o", str(png), "--scale", str(scale)]


# One `render` in a fresh process, its phases timed with the public functions every tree has (so that an
# earlier tree runs it too; what a later tree added is used where it exists, as its program uses it);
# printed as JSON. "start" is the child's own clock at its first line: the
# interpreter's start-up is the wall time minus the phases.
PHASES_CHILD = """
import time; t0 = time.perf_counter()
import io, json, sys
try:  # as the tree's program starts (rules/cli/program.py), where it has that
    from rules.cli.precompiled import install; install()
except ImportError:
    pass
import rules.cli.main
from rules.map.render import render_map, save_png
from rules.scenario.files import load_scenario
t1 = time.perf_counter()
loaded = load_scenario(sys.argv[1])
t2 = time.perf_counter()
image = render_map(loaded.scenario, scale=float(sys.argv[3]), base_dir=None)
t3 = time.perf_counter()
import rules.map.render as R
try:  # the tree's own encoder and level (save_png's), where it has one
    R.png_bytes(image)
except AttributeError:
    buf = io.BytesIO(); image.save(buf, format="PNG", compress_level=getattr(R, "PNG_COMPRESS_LEVEL", 3))
t4 = time.perf_counter()
save_png(image, sys.argv[2])
t5 = time.perf_counter()
import gc; getattr(rules.cli.main, "run", None) and gc.freeze()  # as the tree's CLI exits
print(json.dumps({"imports": t1 - t0, "load and validate": t2 - t1, "drawing": t3 - t2, "PNG encoding": t4 - t3,
                  "PNG encoding and atomic write": t5 - t4}))
"""


def phases(label: str, root: Path, env: dict[str, str], yaml_path: Path, png: Path, scale: float,
           runs: int) -> None:
    """The phases of `render` in fresh processes: min / median / max of each over `runs` runs."""
    got: dict[str, list[float]] = {}
    walls = []
    for _ in range(runs):
        t = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", PHASES_CHILD, str(yaml_path), str(png), str(scale)], env=env,
                             cwd=root, capture_output=True, text=True)
        walls.append(time.perf_counter() - t)
        if out.returncode != 0:
            print(f"  {label}: phases failed: {out.stderr.strip()[-500:]}")
            return
        for k, v in json.loads(out.stdout.splitlines()[-1]).items():
            got.setdefault(k, []).append(v)
    print(f"  {label}:")
    for k, v in got.items():
        print(f"    {k:<30} {spread(v)}")
    rest = [w - sum(got[k][i] for k in got) for i, w in enumerate(walls)]
    print(f"    {'interpreter start and exit':<30} {spread(rest)}  (wall minus the above)")


def png_levels(yaml_path: Path, scale: float) -> None:
    """In this process: the PNG encoding of the picture at zlib levels 1, 2, 3 and 6, as P and as RGB."""
    from rules.map.render import render_map
    from rules.scenario.files import load_scenario

    image = render_map(load_scenario(yaml_path).scenario, scale=scale)
    print(f"PNG encoding in this process ({image.width} x {image.height} px, mode {image.mode}), best of 3:")
    for mode, im in (("P", image), ("RGB", None)):
        if im is None:
            im = image.convert("RGB")
        for level in (1, 2, 3, 6):
            sizes, times = [], []
            for _ in range(3):
                buf = io.BytesIO()
                t = time.perf_counter()
                im.save(buf, format="PNG", compress_level=level)
                times.append(time.perf_counter() - t)
                sizes.append(len(buf.getvalue()))
            print(f"  PNG {mode:<3} zlib level {level}: {spread(times)}, {sizes[0] / 1e6:.2f} MB")


def write_tmx(scenario, folder: Path, scale: float) -> Path:
    """The map as Tiled sees a flat hex grid: hexagonal, staggered on x, odd columns shifted (R12)."""
    from PIL import Image, ImageDraw

    from rules.map.render import TERRAIN_FILL
    from rules.scenario.model import HEX_TERRAIN

    w = round(scale)
    h = round(scale * 3**0.5 / 2)
    side = w // 2
    tiles = Image.new("RGBA", (w * len(HEX_TERRAIN), h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(tiles)
    for i, kind in enumerate(HEX_TERRAIN):
        x0 = i * w
        pts = [(x0 + w / 4, 0), (x0 + 3 * w / 4, 0), (x0 + w - 1, h / 2), (x0 + 3 * w / 4, h - 1),
               (x0 + w / 4, h - 1), (x0, h / 2)]
        draw.polygon(pts, fill=TERRAIN_FILL[kind], outline=(120, 114, 98))
    tiles.save(folder / "terrain.png")
    g = scenario.grid
    gid = {kind: i + 1 for i, kind in enumerate(HEX_TERRAIN)}
    rows_csv = []
    for row in range(g.first_row, g.first_row + g.rows):
        cells = []
        for col in range(g.first_column, g.first_column + g.columns):
            hx = g.from_offset(col, row)
            cells.append(str(gid.get(scenario.map.terrain.get(hx, "clear"), 1)))
        rows_csv.append(",".join(cells))
    objects = []
    oid = 1
    step_x, step_y = w - (w - side) / 2, h
    for hx in g.hexes():
        col, row = g.to_offset(hx)
        c, r = col - g.first_column, row - g.first_row
        x = c * step_x + (w - 40) / 2
        y = r * step_y + (h / 2 if c % 2 == 1 else 0) + 1
        objects.append(f'  <object id="{oid}" x="{x:.1f}" y="{y:.1f}" width="40" height="12">'
                       f'<text pixelsize="9" halign="center">{g.label(hx)}</text></object>')
        oid += 1
    tmx = folder / "big.tmx"
    tmx.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.8" orientation="hexagonal" renderorder="right-down" width="{g.columns}" '
        f'height="{g.rows}" tilewidth="{w}" tileheight="{h}" hexsidelength="{side}" staggeraxis="x" '
        f'staggerindex="odd" infinite="0" nextlayerid="3" nextobjectid="{oid}">\n'
        f' <tileset firstgid="1" name="terrain" tilewidth="{w}" tileheight="{h}" tilecount="{len(HEX_TERRAIN)}" '
        f'columns="{len(HEX_TERRAIN)}">\n  <image source="terrain.png" width="{tiles.width}" height="{h}"/>\n'
        ' </tileset>\n'
        f' <layer id="1" name="terrain" width="{g.columns}" height="{g.rows}">\n  <data encoding="csv">\n'
        + ",\n".join(rows_csv) + "\n  </data>\n </layer>\n"
        ' <objectgroup id="2" name="labels">\n' + "\n".join(objects) + "\n </objectgroup>\n</map>\n",
        encoding="utf-8")
    return tmx


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--columns", type=int, default=50)
    ap.add_argument("--rows", type=int, default=50)
    ap.add_argument("--units", type=int, default=400)
    ap.add_argument("--scale", type=float, default=64.0)
    ap.add_argument("--before", metavar="DIR", type=Path, help="an earlier tree, run in the same rounds")
    ap.add_argument("--no-compile", action="store_true", help="do not write the trees' bytecode first")
    ap.add_argument("--cold-cache", action="store_true",
                    help="empty each tree's cache folder before every run: a first render (tables and counters)")
    ap.add_argument("--keep", metavar="DIR", help="write the files here and keep them")
    args = ap.parse_args(argv)

    print(f"machine: {machine()}")
    print(f"libraries: {libraries()}")
    print(f"load average at start: {load_average()}")
    trees = [("this tree", ROOT)] + ([("before", args.before.resolve())] if args.before else [])
    for label, root in trees:
        print(f"{label}: {describe_tree(root)}")
    if args.no_compile:
        print("bytecode: as found (PYTHONDONTWRITEBYTECODE="
              f"{os.environ.get('PYTHONDONTWRITEBYTECODE', '')!r})")
    else:
        for _, root in trees:
            compile_bytecode(root)
        print("bytecode: rules/ compiled first in each tree (compileall), as pip install leaves it")
    tmp = None
    if args.keep:
        folder = Path(args.keep)
        folder.mkdir(parents=True, exist_ok=True)
    else:
        tmp = tempfile.TemporaryDirectory(prefix="banneret-bench-")
        folder = Path(tmp.name)
    try:
        scenario = make_big_scenario(args.columns, args.rows, args.units)
        yaml_path = folder / "big.yaml"
        save_scenario(scenario, yaml_path)
        print(f"map: {args.columns} x {args.rows} hexes, {len(scenario.setup)} counters, "
              f"{yaml_path.stat().st_size / 1e3:.0f} kB of YAML, scale {args.scale:g} px")

        commands: list[Timed] = []
        outputs: dict[str, Path] = {}
        for i, (_, root) in enumerate(trees):
            png = folder / f"big-{i}.png"
            name = "banneret render" if i == 0 else "before: render"
            env = child_env(root, folder / f"cache-{i}")
            commands.append(Timed(name, banneret_command(yaml_path, png, args.scale), env, root,
                                  fresh=folder / f"cache-{i}" if args.cold_cache else None))
            outputs[name] = png
        tmxr = shutil.which("tmxrasterizer")
        if tmxr:
            tmx = write_tmx(scenario, folder, args.scale)
            out = folder / "big-tiled.png"
            commands.append(Timed("tmxrasterizer", [tmxr, str(tmx), str(out)],
                                  dict(os.environ, QT_QPA_PLATFORM="offscreen"), folder))
            outputs["tmxrasterizer"] = out
        first = ", ".join(f"{c.label} {c.run()[0]:.3f} s" for c in commands)  # file cache, bytecode, cache folder
        print(f"first runs (not counted; they fill the cache folders): {first}")
        interleave(commands, args.runs)
        cache_state = ("emptied before every run (--cold-cache)" if args.cold_cache
                       else "as the first run left them")
        print(f"{args.runs} rounds, interleaved, order rotated each round; cache folders {cache_state}:")
        for c in commands:
            png = outputs[c.label]
            report(c, f"   PNG {png.stat().st_size / 1e6:.2f} MB" if png.exists() else "")
        if tmxr:
            for c in commands[:-1]:
                print(f"  {ratio(c, commands[-1])}")
        else:
            print("  tmxrasterizer: not on PATH (Debian/Ubuntu: apt-get install tiled); no comparison")
        if len(trees) > 1:
            print(f"  {ratio(commands[0], commands[1])}")
        print(f"load average after the rounds: {load_average()}")

        print(f"phases of one render, a fresh process each, {args.runs} runs:")
        for i, (label, root) in enumerate(trees):
            phases(label, root, child_env(root, folder / f"cache-{i}"), yaml_path, folder / "phases.png",
                   args.scale, args.runs)
        png_levels(yaml_path, args.scale)
        print(f"load average at the end: {load_average()}")
    finally:
        if tmp is not None:
            tmp.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
