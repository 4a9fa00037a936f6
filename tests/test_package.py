"""A built wheel (not an editable install) finds its schemas, tables, demo scenarios and resources."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
import sysconfig
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CHECK = r"""
import glob, os, sys
import rules
from rules.paths import data_root, scenarios_dir, schemas_dir, tables_dir
assert rules.__file__.startswith(sys.argv[1]), rules.__file__
assert str(data_root()).startswith(sys.argv[1]), data_root()
from rules.tables import load_tables, edition
assert load_tables().melee_result(11).defender
assert edition("2010").routed_units_face_rout_edge is True
from rules.cli.main import main
demos = sorted(glob.glob(str(scenarios_dir() / "*.yaml")))
assert len(demos) >= 2, demos
assert (schemas_dir() / "scenario.schema.json").is_file()
sys.exit(main(["validate", *demos]))
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel `pip install .` builds (not an editable install), built once for this module's tests."""
    dist = tmp_path_factory.mktemp("dist")
    # The build backend from this environment when it has one (offline), else pip fetches it (build isolation).
    isolation = ["--no-build-isolation"] if importlib.util.find_spec("hatchling") else []
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", *isolation, "-q", "-w", str(dist), str(ROOT)],
                   check=True, cwd=dist)
    return next(dist.glob("banneret-*.whl"))


@pytest.mark.slow
def test_wheel_carries_its_data(tmp_path: Path, wheel: Path):
    names = zipfile.ZipFile(wheel).namelist()
    for needed in ("rules/data/schemas/scenario.schema.json", "rules/data/resources/tables/tables.yaml",
                   "rules/data/scenarios/tremithoussia-demo.yaml", "rules/cli/main.py", "editor/cli.py"):
        assert needed in names
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "[banneret.commands]" in text and "edit = editor.cli:add_edit_parser" in text  # banneret edit
    docs = {n[len("rules/data/docs/"):] for n in names if n.startswith("rules/data/docs/")}
    assert docs == set(_guides_module().help_docs(ROOT))  # the build hook's guides and pictures, nothing else
    assert "img/play.png" in docs and "editor.fr.md" in docs
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
                   check=True)
    env = {**os.environ, "PYTHONPATH": str(target)}
    run = subprocess.run([sys.executable, "-c", CHECK, str(target)], cwd=tmp_path, env=env,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "0 errors" in run.stderr
    script = target / "bin" / "banneret"
    assert script.exists()


# -- the guides of Help (issue 26, item 1) -------------------------------------------------------------------

def _guides() -> list[str]:
    """The guides Help lists (editor/dialogs/helpwindow.py: GUIDES), their translations, and the guides they
    link to, followed to the end: what packaging/guides.py finds for the build."""
    return _guides_module().help_guides(ROOT)


def _pictures(guide: str) -> set[str]:
    return set(re.findall(r"\]\((img/[^)\s]+)\)", (ROOT / "docs" / guide).read_text(encoding="utf-8")))


def _guides_module():
    found = importlib.util.spec_from_file_location("banneret_packaging_guides", ROOT / "packaging" / "guides.py")
    module = importlib.util.module_from_spec(found)
    found.loader.exec_module(module)
    return module


def test_the_wheel_ships_every_guide_and_picture_help_shows_and_nothing_else_of_docs():
    """The build hook (hatch_build.py) adds what packaging/guides.py finds from the guides; pyproject.toml lists
    no guide or picture by hand (such a list went stale), so a new picture is shipped and a dropped one, or
    make_screenshots.py, is not."""
    from editor.dialogs.helpwindow import GUIDES

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    wheel = config["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert not [src for src in wheel["force-include"] if src.startswith("docs")]
    assert "custom" in wheel["hooks"] and (ROOT / "hatch_build.py").is_file()
    shipped = _guides_module().help_docs(ROOT)
    guides = [x for x in shipped if x.endswith(".md")]
    assert {name for name, _title in GUIDES} | {"editor.fr.md", "rules-resolution.md"} <= set(guides)
    assert {x for x in shipped if x.startswith("img/")} == {pic for g in guides for pic in _pictures(g)}
    assert all(dest == f"rules/data/docs/{x}" and (ROOT / "docs" / x).is_file() for x, dest in shipped.items())
    assert "make_screenshots.py" not in shipped and "performance.md" not in shipped


def test_a_picture_a_guide_shows_is_shipped_without_being_listed(tmp_path: Path):
    """A guide Help lists, its translation, a guide it links to: each with the pictures it shows."""
    (tmp_path / "editor" / "dialogs").mkdir(parents=True)
    (tmp_path / "editor" / "dialogs" / "helpwindow.py").write_text(
        'GUIDES = (\n    ("guide.md", QT_TR_NOOP("A guide")),\n)\n', encoding="utf-8")
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "guide.md").write_text("See [more](more.md#top).\n\n![A new picture](img/new.png)\n", encoding="utf-8")
    (docs / "guide.fr.md").write_text("![Une image](img/new-fr.png)\n", encoding="utf-8")
    (docs / "more.md").write_text("![Another](img/more.png) and [back](guide.md)\n", encoding="utf-8")
    (docs / "developers.md").write_text("![Not shown by Help](img/dev.png)\n", encoding="utf-8")
    shipped = _guides_module().help_docs(tmp_path)
    assert shipped == {x: f"rules/data/docs/{x}" for x in ("guide.md", "guide.fr.md", "more.md", "img/more.png",
                                                            "img/new-fr.png", "img/new.png")}


HELP = r"""
import sys
from pathlib import Path
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QTextDocument
from PySide6.QtWidgets import QApplication
import rules
from editor.dialogs import helpwindow
from editor.dialogs.helpwindow import GUIDES, HelpWindow
site = sys.argv[1]
assert rules.__file__.startswith(site) and helpwindow.__file__.startswith(site), (rules.__file__, site)
app = QApplication([])
opened = []
QDesktopServices.openUrl = lambda url: opened.append(url) or True
w = HelpWindow("editor.md")
listed = [w.choice.itemData(i) for i in range(w.choice.count())]
assert listed == [name for name, _ in GUIDES], listed
for name, _ in GUIDES:
    w.choice.setCurrentIndex(w.choice.findData(name))
    path = Path(w.browser.source().toLocalFile())
    assert path.name == name and str(path).startswith(site) and path.is_file(), (name, path)
    text = w.browser.toPlainText()
    assert len(text) > 500 and "not installed" not in text, (name, text[:200])
    for pic in sys.argv[2:]:
        if pic.split(":")[0] == name:
            image = w.browser.loadResource(QTextDocument.ResourceType.ImageResource, QUrl(pic.split(":")[1]))
            assert image is not None and not getattr(image, "isNull", lambda: False)(), (name, pic)
    assert w.external.isEnabled()
    w.external.click()
    assert opened[-1] == w.browser.source(), opened
print("guides:", len(listed))
"""


@pytest.mark.slow
def test_an_installed_wheel_opens_every_guide_with_its_pictures(tmp_path: Path, wheel: Path):
    """`pip install .` into a fresh venv, then Help → Editor guide from that copy: every guide is listed and
    shows (with its pictures), and "Open in the browser" opens it. The venv sees the test venv's libraries
    (PySide6...) through a plain path in a .pth, which does not run that venv's own .pth files: the editable
    Banneret installed there stays out of sight."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               check=True, capture_output=True, text=True).stdout.strip())
    (site / "test-libraries.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index",
                    "-q", str(wheel)], check=True)
    pictures = [f"{g}:{pic}" for g in _guides() for pic in sorted(_pictures(g))]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    run = subprocess.run([str(python), "-c", HELP, str(site), *pictures], cwd=tmp_path, env=env,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "guides: 7" in run.stdout
