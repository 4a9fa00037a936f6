"""Benchmark `banneret render` on a generated 100 x 100 map, and tmxrasterizer beside it if it is installed.

    python bench/bench_render.py [--runs 3] [--columns 100] [--rows 100] [--scale 64] [--keep DIR]

Each run is a fresh process, so the wall time includes Python's start-up, the imports, loading and
validating the YAML file, drawing and writing the PNG: what a user waits for. Peak RSS is the child's own
maximum resident set (os.wait4's rusage, the per-child form of getrusage(RUSAGE_CHILDREN)).

Then, in this process, the phases one by one (load, render, PNG at zlib levels 1, 3 and 6, and the same
image as RGB) to show where the time goes and why the renderer draws a palette image.

If `tmxrasterizer` (Tiled's headless renderer; Debian/Ubuntu package `tiled`) is on PATH, the same map is
written as a TMX file (hexagonal, staggered on x like the flat grid, one tileset image made with Pillow, the
hex labels as text objects) and timed the same way.
"""

from __future__ import annotations

import argparse
import io
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.make_big_map import make_big_scenario  # noqa: E402
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


def _report(name: str, results: list[tuple[float, int, int]], out: Path) -> None:
    walls = [w for w, _, _ in results]
    rss = max(r for _, r, _ in results)
    ok = all(code == 0 for _, _, code in results)
    size = out.stat().st_size if out.exists() else 0
    print(f"{name:<16} wall min {min(walls):.3f} s  median {statistics.median(walls):.3f} s  "
          f"max {max(walls):.3f} s  peak RSS {rss / 2**20:.0f} MB  PNG {size / 1e6:.2f} MB"
          f"{'' if ok else '  (FAILED)'}")


def banneret_command(yaml_path: Path, png: Path, scale: float) -> tuple[list[str], str]:
    return ([sys.executable, "-m", "rules.cli", "render", str(yaml_path), "-o", str(png), "--scale", str(scale)],
            "python -m rules.cli render")


def phases(yaml_path: Path, scale: float) -> None:
    from rules.map.render import render_map
    from rules.scenario.files import load_scenario

    t0 = time.perf_counter()
    loaded = load_scenario(yaml_path)
    t1 = time.perf_counter()
    image = render_map(loaded.scenario, scale=scale)
    t2 = time.perf_counter()
    print(f"in-process: load+validate {t1 - t0:.3f} s, render {t2 - t1:.3f} s "
          f"({image.width} x {image.height} px, mode {image.mode})")
    for mode, im in (("P", image), ("RGB", None)):
        if im is None:
            im = image.convert("RGB")
        for level in (1, 3, 6):
            buf = io.BytesIO()
            t = time.perf_counter()
            im.save(buf, format="PNG", compress_level=level)
            dt = time.perf_counter() - t
            print(f"  PNG {mode:<3} zlib level {level}: {dt:.3f} s, {len(buf.getvalue()) / 1e6:.2f} MB")


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
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--columns", type=int, default=100)
    ap.add_argument("--rows", type=int, default=100)
    ap.add_argument("--units", type=int, default=400)
    ap.add_argument("--scale", type=float, default=64.0)
    ap.add_argument("--keep", metavar="DIR", help="write the files here and keep them")
    args = ap.parse_args(argv)

    print(f"machine: {platform.platform()}, {platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}")
    try:
        import PIL

        print(f"Pillow {PIL.__version__}")
    except ImportError:  # pragma: no cover
        pass
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

        png = folder / "big.png"
        cmd, label = banneret_command(yaml_path, png, args.scale)
        env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        _run(cmd, env)  # warm the file cache and the bytecode cache; not counted
        _report(label[:16], [_run(cmd, env) for _ in range(args.runs)], png)

        tmxr = shutil.which("tmxrasterizer")
        if tmxr:
            tmx = write_tmx(scenario, folder, args.scale)
            out = folder / "big-tiled.png"
            tenv = dict(os.environ, QT_QPA_PLATFORM="offscreen")
            _run([tmxr, str(tmx), str(out)], tenv)
            _report("tmxrasterizer", [_run([tmxr, str(tmx), str(out)], tenv) for _ in range(args.runs)], out)
        else:
            print("tmxrasterizer: not on PATH (Debian/Ubuntu: apt-get install tiled); no comparison")

        phases(yaml_path, args.scale)
    finally:
        if tmp is not None:
            tmp.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
