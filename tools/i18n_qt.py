"""The editor's Qt catalogues: refresh the `.ts` sources from the code and build the `.qm` files from them.

    python tools/i18n_qt.py            # pyside6-lupdate editor/ → resources/i18n/banneret_<lang>.ts, then lrelease

Both tools ship with PySide6-Essentials (next to the Python interpreter of the environment). `-no-obsolete`
drops entries the code no longer has; `-locations none` keeps line numbers out of the `.ts`, so an edit
elsewhere in a file does not touch every catalogue (merges stay quiet).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "resources" / "i18n"
LANGS = ("fr", "hu", "it", "pl")


def tool(name: str) -> str:
    """pyside6-lupdate / pyside6-lrelease beside this interpreter (a virtualenv's bin/), else on PATH."""
    here = Path(sys.executable).parent / name
    return str(here) if here.exists() else name


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "editor").rglob("*.py"))


def update_ts() -> None:
    for lang in LANGS:
        subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", "-target-language", lang,
                        *sources(), "-ts", str(TS_DIR / f"banneret_{lang}.ts")], cwd=ROOT, check=True,
                       capture_output=True)


def release(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def main() -> int:
    TS_DIR.mkdir(parents=True, exist_ok=True)
    update_ts()
    for lang in LANGS:
        release(TS_DIR / f"banneret_{lang}.ts", TS_DIR / f"banneret_{lang}.qm")
    return 0


if __name__ == "__main__":
    sys.exit(main())
