"""Paths that cannot be used (issue #27, 2, 3 and 5): a name too long, a loop of links, a file where a folder
should be, a folder that cannot be written, a read-only disk; a values file far past the row limit. Each ends
in a finding or a one-line message naming the path, never in the last resort (exit 3), and leaves nothing
behind. And the search that shows the one atomic writer is the only writer."""

from __future__ import annotations

import errno
import os
import re
from pathlib import Path

import pytest

from rules.cli.main import main
from rules.paths import scenarios_dir
from rules.sheets.values import MAX_ROWS, read_values
from tests.fault_kit import ROOT, failing_writes, leftovers, tree
from tests.test_full_disk import sheet_folder
from tests.test_validate import BASE

LONG = "a" * 300  # past every file system's 255-byte name limit: ENAMETOOLONG
DEMO = scenarios_dir() / "tremithoussia-demo.yaml"


def _with_long(kind: str) -> str:
    if kind == "image":
        return BASE.replace("      - {id: k1, banner: king,", f"      - {{id: k1, images: {{front: {LONG}.png}}, "
                                                             "banner: king,")
    if kind == "background":
        return BASE.replace("  grid: {columns: 12, rows: 12}\n", "  grid: {columns: 12, rows: 12}\n  background: "
                            f"{{image: {LONG}.jpg, origin: [0, 0], hex_width: 64, opacity: 0.5}}\n")
    a, b = BASE.index("    leaders:\n      - {id: ed"), BASE.index("setup:")
    return BASE[:a] + f"    counters: {LONG}.yaml\n" + BASE[b:]


@pytest.mark.parametrize("kind", ["image", "background"])
def test_a_too_long_image_name_is_a_finding_at_its_line_and_every_command_goes_on(tmp_path, capsys, kind):
    f = tmp_path / "battle.yaml"
    f.write_text(_with_long(kind))
    line = next(i for i, text in enumerate(f.read_text().splitlines(), 1) if LONG in text)
    assert main(["validate", str(f)]) == 0  # a warning, as a missing image
    out = capsys.readouterr().out
    assert re.search(rf"battle.yaml:{line}:\d+: warning image-unreadable: image '{LONG}\.\w+' cannot be read: the "
                     "name is too long for this file system", out), out
    assert main(["info", str(f)]) == 0
    assert main(["render", str(f), "-o", str(tmp_path / "m.png"), "--scale", "8"]) == 0
    assert main(["resolve", str(f), "--fire", "d1", "e1", "--at", "e1=0604"]) in (0, 1)
    assert "internal error" not in capsys.readouterr().err


def test_a_too_long_counter_library_name_stops_commands_as_a_missing_library_does(tmp_path, capsys):
    f = tmp_path / "battle.yaml"
    f.write_text(_with_long("library"))
    for argv in (["validate", str(f)], ["resolve", str(f), "--fire", "d1", "e1"]):
        assert main(argv) == 1
        out, err = capsys.readouterr()
        assert "error library-unreadable: the counter library" in out + err and "internal error" not in err
    assert main(["info", str(f)]) == 1
    assert "6 errors; run 'banneret validate" in capsys.readouterr().err
    assert main(["render", str(f), "-o", str(tmp_path / "m.png"), "--scale", "8"]) == 0  # draws despite errors
    assert "internal error" not in capsys.readouterr().err


def _bad_paths(root: Path) -> dict[str, Path]:
    (root / "loop").symlink_to(root / "loop")
    (root / "a-file").write_text("x")
    (root / "a-folder").mkdir()
    return {"too long": root / f"{LONG}.yaml", "a loop": root / "loop", "through a file": root / "a-file" / "x.yaml",
            "a folder": root / "a-folder", "folder too long": root / LONG / "x.yaml"}


def test_a_bad_path_given_to_any_command_is_a_message_not_the_last_resort(tmp_path, capsys):
    s = sheet_folder(tmp_path / "s")
    layout, values, scen = str(s / "layout.yaml"), str(s / "VALUES.csv"), str(s / "battle.yaml")
    reads = [(["validate"], []), (["info"], []), (["render"], ["-o", str(tmp_path / "o.png"), "--scale", "8"]),
             (["replay"], []), (["play"], ["--max-steps", "2"]), (["resolve"], ["--fire", "a", "b"]),
             (["export", "tmx"], ["-o", str(tmp_path / "o.tmx")])]
    writes = [["render", str(DEMO), "--scale", "8", "-o"], ["play", str(DEMO), "--leader", "richard", "--max-steps", "2",
                                                            "--record"],
              ["export", "pdf", str(DEMO), "-o"], ["export", "vassal", str(DEMO), "-o"],
              ["sheet", "slice", layout, "-o"], ["balance", str(DEMO), "--games", "1", "--players", "random",
                                                 "--max-steps", "30", "--no-progress", "--report"]]
    for kind, bad in _bad_paths(tmp_path).items():
        argvs = [[*before, str(bad), *after] for before, after in reads] + [[*w, str(bad)] for w in writes]
        argvs += [["sheet", "apply", str(bad), values, scen], ["sheet", "apply", layout, str(bad), scen],
                  ["sheet", "apply", layout, values, str(bad)]]
        for argv in argvs:
            code = main(argv)
            out, err = capsys.readouterr()
            assert "internal error" not in err and code != 3, (kind, argv, err)
            if code:
                assert str(bad) in out + err, (kind, argv, out, err)
    assert leftovers(tmp_path) == []


# -- a folder that cannot be written -------------------------------------------------------------------------

def test_sheet_apply_into_a_read_only_folder_as_a_normal_user(tmp_path, capsys):
    s = sheet_folder(tmp_path / "s")
    before = tree(s)
    s.chmod(0o555)
    try:
        if os.access(s, os.W_OK):
            pytest.skip("root writes into a read-only folder anyway (the fault-injecting test below covers it)")
        code = main(["sheet", "apply", str(s / "layout.yaml"), str(s / "VALUES.csv"), str(s / "battle.yaml")])
    finally:
        s.chmod(0o755)
    assert code == 2 and f"the folder {s} cannot be written (no permission)" in capsys.readouterr().err
    assert tree(s) == before and leftovers(s) == []


@pytest.mark.parametrize(("err", "said"), [(errno.EACCES, "the folder {folder} cannot be written (no permission); "
                                                          "write somewhere else, or allow writing there"),
                                           (errno.EROFS, "the disk is read-only; write somewhere else")])
def test_every_writer_into_a_folder_that_cannot_be_written_names_it_and_writes_nothing(tmp_path, capsys, err, said):
    s = sheet_folder(tmp_path / "s")
    (s / "g.yaml").write_text("the previous one\n")
    before = tree(s)
    said = said.format(folder=s)
    with failing_writes(s, err):
        assert main(["sheet", "apply", str(s / "layout.yaml"), str(s / "VALUES.csv"), str(s / "battle.yaml")]) == 2
        assert capsys.readouterr().err.strip() == f"{s / 'battle.yaml'}: {said}; nothing was written"
        assert main(["play", str(DEMO), "--leader", "richard", "--max-steps", "2", "--record", str(s / "g.yaml")]) == 2
        assert f"{s / 'g.yaml'}: cannot write the record: {said}" in capsys.readouterr().err
        assert main(["render", str(s / "battle.yaml"), "-o", str(s / "m.png"), "--scale", "8"]) == 2
        assert f"{s / 'm.png'}: cannot write the image: {said}" in capsys.readouterr().err
        assert main(["sheet", "slice", str(s / "layout.yaml")]) == 2  # its crops folder cannot be made in s
        assert f"{s / 'layout.yaml'}: error cannot-write: cannot write the crops to {s / 'counters'}: {said}" \
            in capsys.readouterr().out
    assert tree(s) == before and leftovers(s) == []


def test_the_editor_says_which_folder_cannot_be_written(tmp_path, qtbot):
    from editor.hexmap.document import Document

    f = tmp_path / "battle.yaml"
    f.write_text(BASE)
    doc = Document.open(str(f))
    doc.scenario.title = "Changed"
    with failing_writes(tmp_path, errno.EACCES), pytest.raises(PermissionError) as e:
        doc.save()
    assert f"the folder {tmp_path} cannot be written" in e.value.strerror
    assert f.read_text() == BASE and leftovers(tmp_path) == []


# -- a values file far past the limit ------------------------------------------------------------------------

def test_a_hundred_thousand_rows_are_refused_after_reading_the_limit(tmp_path):
    s = sheet_folder(tmp_path / "s")
    text = (s / "VALUES.csv").read_text()
    row = text.splitlines()[1]
    rows = [row.replace("k2", f"k{i}") for i in range(100_000)]
    rows[50_000] = '"never closed'  # past the limit: never read, so never reported
    (s / "VALUES.csv").write_text(text + "\n".join(rows) + "\n")
    r = read_values(s / "VALUES.csv")
    assert r.unreadable and [f.code for f in r.findings] == ["too-many-rows"]
    assert r.findings[0].line == len(text.splitlines()) + MAX_ROWS - 3  # the first row past the limit
    assert f"more than {MAX_ROWS:,} rows" in r.findings[0].message


# -- the one writer ------------------------------------------------------------------------------------------

WRITES = re.compile(r"\.write_text\(|\.write_bytes\(|open\([^)]*[\"'][wax]b?\+?[\"']|os\.open\(|shutil\.copy|"
                    r"shutil\.move|os\.replace\(|os\.rename\(|\.rename\(|mkstemp|NamedTemporaryFile|\.save\((?!buf|"
                    r"buffer|\))|QSaveFile|os\.link\(")
OWN = {"rules/fileio/atomic.py",  # the one atomic writer and the lock
       "rules/scenario/files.py"}  # its journal: the renames of several files written as one (commit_files)


def test_no_writer_but_the_one_atomic_writer():
    found = []
    for top in ("rules", "editor"):
        for p in sorted((ROOT / top).rglob("*.py")):
            rel = p.relative_to(ROOT).as_posix()
            if rel in OWN:
                continue
            for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
                code = line.split("#", 1)[0]
                if WRITES.search(code) and "O_RDONLY" not in code and "game.save(" not in code \
                        and "doc.save(" not in code \
                        and "record.save(" not in code and "rec.save(" not in code:  # BbgRecord.save: write_atomic
                    found.append(f"{rel}:{n}: {line.strip()}")
    assert found == []
