"""The layout's promises (docs/architecture.md): no import circle anywhere in rules/ or editor/, the packages
of rules/ depend on each other in one direction only, rules/ never imports editor/, and nothing but the
`edit` command imports Qt.

Every import statement counts — at module level, inside a function, or under `if TYPE_CHECKING:` — because
a circle dodged by a late import is still a circle to a reader.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# What each package of rules/ may import from the rest of rules/ (docs/architecture.md).
# rules.i18n (messages in the user's language, the glossary) sits beside rules.paths: any package may speak.
BASE = {"rules.paths", "rules.i18n"}
ALLOWED: dict[str, set[str]] = {
    "rules": set(),
    "rules.paths": set(),
    "rules.i18n": {"rules.paths"},
    "rules.geometry": BASE,  # its fit and label errors are shown to the user (background dialog, findings)
    "rules.tables": BASE | {"rules.fileio"},  # its user cache is written by the one atomic writer
    "rules.fileio": BASE,
    "rules.scenario": BASE | {"rules.geometry", "rules.fileio", "rules.tables"},
    "rules.map": BASE | {"rules.geometry", "rules.fileio", "rules.tables", "rules.scenario"},
    "rules.sheets": BASE | {"rules.geometry", "rules.fileio", "rules.tables", "rules.scenario"},
    "rules.resolve": BASE | {"rules.tables"},
    "rules.engine": BASE | {"rules.geometry", "rules.fileio", "rules.tables", "rules.scenario", "rules.resolve"},
    "rules.games": BASE | {"rules.geometry", "rules.fileio", "rules.tables", "rules.scenario", "rules.resolve",
                          "rules.engine"},
    "rules.export": BASE | {"rules.geometry", "rules.fileio", "rules.tables", "rules.scenario", "rules.map",
                            "rules.bbg"},  # the BBG army sheet, roster and modifier card (bbgprint.py)
    "rules.bbg": BASE | {"rules.geometry", "rules.fileio"},  # Battles Before Gunpowder: its own files and rules
    "rules.scan": BASE | {"rules.geometry", "rules.fileio"},  # terrain read from a scan (numpy, scikit-learn)
    "rules.cli": BASE | {"rules", "rules.geometry", "rules.fileio", "rules.tables", "rules.scenario", "rules.map",
                        "rules.sheets", "rules.resolve", "rules.engine", "rules.games", "rules.export", "rules.bbg",
                        "rules.scan"},
}


def module_files(root: Path = ROOT) -> dict[str, tuple[Path, bool]]:
    """Dotted module name → (file, is a package's __init__) for every module of rules/ and editor/."""
    mods: dict[str, tuple[Path, bool]] = {}
    for top in ("rules", "editor"):
        for p in sorted((root / top).rglob("*.py")):
            parts = list(p.relative_to(root).with_suffix("").parts)
            is_pkg = parts[-1] == "__init__"
            mods[".".join(parts[:-1] if is_pkg else parts)] = (p, is_pkg)
    return mods


def _targets(mod: str, is_pkg: bool, node: ast.Import | ast.ImportFrom, mods: dict) -> list[str]:
    """The project modules an import statement loads (the deepest known module of each name)."""
    names: list[str] = []
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        if node.level:
            base = mod.split(".") if is_pkg else mod.split(".")[:-1]
            base = base[: len(base) - (node.level - 1)]
            prefix = ".".join(base + ([node.module] if node.module else []))
        else:
            prefix = node.module or ""
        for a in node.names:
            sub = f"{prefix}.{a.name}"
            names.append(sub if sub in mods else prefix)
    out = []
    for name in names:
        while name and name not in mods:
            name = name.rpartition(".")[0]
        if name:
            out.append(name)
    return out


def import_graph(root: Path = ROOT) -> dict[str, set[str]]:
    mods = module_files(root)
    graph: dict[str, set[str]] = {}
    for mod, (path, is_pkg) in mods.items():
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                deps.update(t for t in _targets(mod, is_pkg, node, mods) if t != mod)
        graph[mod] = deps
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph.get(w, ())))))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    x = stack.pop()
                    on_stack.discard(x)
                    comp.append(x)
                    if x == v:
                        break
                if len(comp) > 1:
                    found.append(sorted(comp))
    return found


def package_of(mod: str) -> str:
    parts = mod.split(".")
    return ".".join(parts[:2]) if parts[0] == "rules" else "editor"


def test_the_circle_finder_finds_a_circle_made_by_a_late_import(tmp_path):
    (tmp_path / "rules").mkdir()
    (tmp_path / "editor").mkdir()
    (tmp_path / "rules" / "__init__.py").write_text("")
    (tmp_path / "editor" / "__init__.py").write_text("")
    (tmp_path / "rules" / "a.py").write_text("from rules.b import x\n")
    (tmp_path / "rules" / "b.py").write_text("def x():\n    from . import a\n")
    (tmp_path / "editor" / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .d import D\n")
    (tmp_path / "editor" / "d.py").write_text("from editor.c import *\n")
    assert circles(import_graph(tmp_path)) == [["editor.c", "editor.d"], ["rules.a", "rules.b"]]


def test_no_import_circle_in_rules_or_editor():
    assert circles(import_graph()) == []


def test_rules_packages_depend_in_one_direction():
    graph = import_graph()
    wrong = sorted(f"{a} imports {d}" for a, deps in graph.items() if a.startswith("rules") for d in deps
                   if package_of(d) != package_of(a) and package_of(d) not in ALLOWED[package_of(a)])
    assert wrong == []


def test_every_rules_package_is_known_and_documented():
    packages = {package_of(m) for m in import_graph() if m.startswith("rules")}
    assert packages == set(ALLOWED)
    for pkg in packages - {"rules", "rules.paths", "rules.tables"}:
        init = ROOT / pkg.replace(".", "/") / "__init__.py"
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""
        assert "May import" in doc and "Exports" in doc, f"{init} must say what it holds, may import and exports"


def test_editor_is_never_imported_by_rules():
    graph = import_graph()
    assert [a for a, deps in graph.items() if a.startswith("rules") and any(d.startswith("editor") for d in deps)] == []


KINDS = {"editor.hexmap": "the hex map", "editor.table": "the BBG table", "editor.bbg": "the BBG table"}


def test_the_two_kinds_of_document_never_import_each_other_and_the_shell_neither():
    """docs/architecture.md: the hex map (editor/hexmap/) and the BBG table (editor/table/, editor/bbg/) sit side by
    side on editor/shell/; neither imports the other, and the shell names the windows only by dotted name."""
    def kind(mod: str) -> str | None:
        return next((k for prefix, k in KINDS.items() if mod == prefix or mod.startswith(prefix + ".")), None)

    graph = import_graph()
    assert any(m.startswith("editor.hexmap.") for m in graph) and any(m.startswith("editor.table.") for m in graph)
    crossing = sorted(f"{a} imports {d}" for a, deps in graph.items() for d in deps
                      if kind(a) and kind(d) and kind(a) != kind(d))
    shell = sorted(f"{a} imports {d}" for a, deps in graph.items() if a.startswith("editor.shell") for d in deps
                   if kind(d))
    assert crossing == [] and shell == []


@pytest.mark.parametrize("argv", [["validate", "-q", "{good}"], ["info", "{good}"], ["render", "{good}", "-o", "m.png"],
                                  ["resolve", "{good}", "--melee", "x", "y"], ["play", "{good}", "--seed", "1"],
                                  ["sheet", "slice", "{good}"], ["replay", "{good}"], ["selfplay", "{good}",
                                                                                      "--games", "1"]])
def test_no_command_but_edit_imports_qt(argv, tmp_path):
    good = ROOT / "scenarios" / "tremithoussia-demo.yaml"
    args = [a.format(good=good) for a in argv]
    code = ("import sys, importlib, pkgutil, rules\n"
            "from rules.cli.main import main\n"
            "try:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
            "for m in pkgutil.walk_packages(rules.__path__, 'rules.'):\n"
            "    if m.name != 'rules.cli.__main__':\n        importlib.import_module(m.name)\n"
            "qt = sorted(m for m in sys.modules if m.startswith('PySide6'))\n"
            "assert not qt, qt\n")
    done = subprocess.run([sys.executable, "-c", code, *args], cwd=tmp_path, capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert done.returncode == 0, done.stderr[-2000:]


def test_edit_is_registered_by_the_editor_and_listed_in_help(capsys):
    from rules.cli.main import build_parser

    assert "edit" in build_parser(plugins=True).format_help()
    assert "edit" not in build_parser(plugins=False).format_help()
