"""Build the standalone Linux bundle: dist/banneret/ (executable dist/banneret/banneret) and its .tar.gz.

    python tools/bundle.py            # in a venv where the project and PyInstaller are installed (README)

PyInstaller reads packaging/banneret.spec (all of the build's configuration); this script only runs it with
its work folder under build/, then packs the folder as dist/banneret-VERSION-linux-ARCH.tar.gz and prints the
sizes. No __pycache__ or other cache goes into the bundle: the code travels compiled inside its archive.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "banneret.spec"


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(dist: Path, work: Path) -> Path:
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work), str(SPEC)], check=True, cwd=ROOT,
                   env={**os.environ, "PYTHONPATH": str(ROOT)})  # the checkout's rules/ and editor/ first
    bundle = dist / "banneret"
    for cache in list(bundle.rglob("__pycache__")):
        shutil.rmtree(cache, ignore_errors=True)
    return bundle


def pack(bundle: Path) -> Path:
    from importlib.metadata import version

    name = f"banneret-{version('banneret')}-linux-{platform.machine()}.tar.gz"
    out = bundle.parent / name
    tmp = out.with_name("." + name + ".part")
    with tarfile.open(tmp, "w:gz", compresslevel=9) as tar:
        tar.add(bundle, arcname="banneret")
    os.replace(tmp, out)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="where the bundle goes (default: dist/)")
    parser.add_argument("--work", default=str(ROOT / "build" / "bundle"), help="PyInstaller's work folder")
    parser.add_argument("--no-tar", action="store_true", help="build the folder only")
    args = parser.parse_args(argv)
    bundle = build(Path(args.dist), Path(args.work))
    print(f"bundle: {bundle} ({folder_size(bundle) / 2**20:.1f} MiB on disk)")
    if not args.no_tar:
        archive = pack(bundle)
        print(f"archive: {archive} ({archive.stat().st_size / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
