"""The standalone bundle (docs/bundle.md) runs as a user who has no Python would run it.

These tests need a built bundle: `BANNERET_BUNDLE=dist/banneret` after the README's bundle command. `.ci/run`
builds it from its clean checkout and runs this file with that variable set, so a broken bundle fails CI; the
README's test command, which builds no bundle, skips them and says so.

Every command runs with an environment that cannot reach a Python installation (`env -i` with a PATH of the
system's folders only, a fresh HOME, no PYTHONPATH or PYTHONHOME), from a folder outside the bundle. The
bundle's own switch BANNERET_BUNDLE_REPORT (packaging/banneret_frozen.py) says whether the program ran frozen
and lists any module it loaded from a file outside the bundle.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = os.environ.get("BANNERET_BUNDLE")
pytestmark = pytest.mark.skipif(not BUNDLE, reason="no bundle built: set BANNERET_BUNDLE=dist/banneret after the "
                                "README's bundle command (.ci/run does)")
DEMOS = [ROOT / "scenarios" / "tremithoussia-demo.yaml", ROOT / "scenarios" / "hautmesnil-1478.yaml"]


def executable() -> Path:
    exe = Path(BUNDLE).resolve() / "banneret"
    assert exe.is_file(), f"BANNERET_BUNDLE={BUNDLE} has no executable 'banneret': the bundle did not build"
    return exe


def bare_env(home: Path, **extra: str) -> dict[str, str]:
    """What `env -i` leaves, plus a HOME of the test's own: no venv on PATH, no PYTHONPATH/PYTHONHOME."""
    home.mkdir(parents=True, exist_ok=True)
    return {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8", **extra}


def run_bundle(args: list[str], tmp_path: Path, *, timeout: float = 300, **extra: str):
    report = tmp_path / "report.json"
    proc = subprocess.run([str(executable()), *args], cwd=tmp_path, capture_output=True, text=True, timeout=timeout,
                          env=bare_env(tmp_path / "home", BANNERET_BUNDLE_REPORT=str(report), **extra))
    facts = json.loads(report.read_text()) if report.exists() else None
    return proc, facts


def run_venv(args: list[str], tmp_path: Path, **extra: str):
    """The same entry point from this test's own interpreter and checkout, to compare with."""
    env = bare_env(tmp_path / "venv-home", PYTHONPATH=str(ROOT), **extra)
    return subprocess.run([sys.executable, str(ROOT / "packaging" / "banneret_frozen.py"), *args], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300, env=env)


def assert_self_contained(facts) -> None:
    assert facts is not None, "the bundle wrote no report: it did not reach its exit"
    assert facts["frozen"] is True
    assert facts["outside"] == [], f"modules loaded from outside the bundle: {facts['outside']}"


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob("*") if p.is_file() or p.is_symlink()}


def test_version_frozen_and_self_contained(tmp_path):
    from rules import __version__

    proc, facts = run_bundle(["--version"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"banneret {__version__}"
    assert_self_contained(facts)


def test_validate_both_demos(tmp_path):
    proc, facts = run_bundle(["validate", *map(str, DEMOS)], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "2 files checked: 0 errors" in proc.stderr
    assert_self_contained(facts)


def test_validate_speaks_french(tmp_path):
    proc, _ = run_bundle(["--lang", "fr", "validate", str(DEMOS[1])], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "1 fichier vérifié" in proc.stderr


def test_render_matches_the_venv(tmp_path):
    proc, facts = run_bundle(["render", str(DEMOS[1]), "-o", "map.png"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert_self_contained(facts)
    venv = run_venv(["render", str(DEMOS[1]), "-o", "venv.png"], tmp_path)
    assert venv.returncode == 0, venv.stderr
    # Same code, same tables: the same picture size, said in the same words.
    assert proc.stderr.replace("map.png", "X") == venv.stderr.replace("venv.png", "X")
    assert "1456 × 1248 px" in proc.stderr
    assert (tmp_path / "map.png").stat().st_size > 10_000


def test_export_pdf(tmp_path):
    proc, facts = run_bundle(["export", "pdf", str(DEMOS[1]), "-o", "map.pdf"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert_self_contained(facts)
    assert (tmp_path / "map.pdf").read_bytes().startswith(b"%PDF")
    assert "6 pages" in proc.stderr


def test_play_seed_1_plays_the_venvs_game(tmp_path):
    proc, facts = run_bundle(["play", str(DEMOS[0]), "--seed", "1"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert_self_contained(facts)
    venv = run_venv(["play", str(DEMOS[0]), "--seed", "1"], tmp_path)
    assert proc.stdout == venv.stdout
    assert "score:" in proc.stdout


def test_balance_with_two_worker_processes(tmp_path):
    """A frozen program's workers are the executable started again (multiprocessing.freeze_support)."""
    proc, facts = run_bundle(["balance", str(DEMOS[0]), "--games", "2", "--jobs", "2", "--seed", "1"], tmp_path,
                             timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert_self_contained(facts)
    assert "2 processes" in proc.stdout + proc.stderr


def first_window(tmp_path: Path, name: str, *, frozen: bool, **extra: str) -> dict:
    png = tmp_path / f"{name}.png"
    env = {"QT_QPA_PLATFORM": "offscreen", "BANNERET_FIRST_WINDOW": str(png), **extra}
    (tmp_path / name).mkdir()
    if frozen:
        proc, facts = run_bundle(["edit"], tmp_path / name, **env)
        assert_self_contained(facts)
    else:
        proc = run_venv(["edit"], tmp_path / name, **env)
    assert proc.returncode == 0, proc.stderr
    shown = json.loads(png.with_suffix(".json").read_text())
    from PIL import Image

    shown["png_size"] = list(Image.open(png).size)
    return shown


def test_editor_first_window_is_the_venvs(tmp_path):
    bundle = first_window(tmp_path, "bundle", frozen=True)
    venv = first_window(tmp_path, "venv", frozen=False)
    assert bundle["size"] == venv["size"] and bundle["png_size"] == venv["png_size"]
    assert bundle["widgets"] == venv["widgets"]
    assert "MapView" in bundle["widgets"] and "ValidationDock" in bundle["widgets"]
    assert bundle["title"] == venv["title"] and "Tremithoussia" in bundle["title"]
    assert bundle["menus"] == venv["menus"]


def test_editor_speaks_french_from_the_bundle(tmp_path):
    """The editor's catalogue and Qt's own (qtbase_fr) both come from inside the bundle."""
    shown = first_window(tmp_path, "fr", frozen=True, BANNERET_LANG="fr")
    assert "&Fichier" in shown["menus"] and "&Affichage" in shown["menus"]
    assert shown["qt_cancel"] == "Annuler"  # qtbase_fr.qm, Qt's standard buttons
    bundle = str(Path(BUNDLE).resolve())
    assert all(path.startswith(bundle) for path in shown["qt"].values()), shown["qt"]


def test_help_finds_every_guide_and_its_pictures_inside_the_bundle(tmp_path):
    import re

    shown = first_window(tmp_path, "help", frozen=True)
    bundle = str(Path(BUNDLE).resolve())
    assert shown["guides"] and all(path.startswith(bundle) for path in shown["guides"].values()), shown["guides"]
    for path in map(Path, shown["guides"].values()):
        for picture in re.findall(r"\]\((img/[^)\s]+\.png)\)", path.read_text(encoding="utf-8")):
            assert (path.parent / picture).is_file(), f"{path.name} shows {picture}, not in the bundle"


def test_writes_nothing_inside_its_own_folder(tmp_path):
    folder = Path(BUNDLE).resolve()
    before = snapshot(folder)
    for args in (["validate", str(DEMOS[0])], ["render", str(DEMOS[0]), "-o", "m.png"]):
        proc, _ = run_bundle(args, tmp_path)
        assert proc.returncode == 0, proc.stderr
    first_window(tmp_path, "look", frozen=True)
    assert snapshot(folder) == before
    # What it keeps, it keeps in the user's folders.
    assert (tmp_path / "home" / ".cache" / "banneret").is_dir()
