"""A full disk under every command that writes (issue #27, 1): a one-line message naming the file and what to
do, the ordinary exit code (2, never the last resort's 3), the previous files as they were, and no temporary,
lock or journal left anywhere.

Three ways to fill the disk: a file size limit in a child process (RLIMIT_FSIZE, the real EFBIG; runs
without root), a writer that raises the real ENOSPC after a given number of bytes (in this process: the
editor), and a real small tmpfs (root only, skipped elsewhere)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from rules.fileio import atomic
from rules.fileio.atomic import Staged, file_lock, write_atomic
from rules.paths import scenarios_dir
from rules.scenario.files import commit_files, load_scenario
from tests.fault_kit import failing_writes, fill, leftovers, run_limited, small_tmpfs, tree
from tests.test_sheets import LAYOUT, VALUES, make_sheet
from tests.test_validate import BASE

pytestmark = pytest.mark.skipif(os.name != "posix", reason="file size limits, symbolic links and tmpfs are POSIX")

DEMO = scenarios_dir() / "tremithoussia-demo.yaml"
FULL = "the disk is full"


def sheet_folder(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    make_sheet(folder / "sheet.png")
    (folder / "layout.yaml").write_text(LAYOUT)
    (folder / "VALUES.csv").write_text(VALUES)
    (folder / "battle.yaml").write_text(BASE)
    return folder


def commands(root: Path) -> dict[str, tuple[list[str], Path, str]]:
    """Every command that writes, each in a folder of its own with an old output to keep: name -> (argv,
    folder, the output file its message must name)."""
    out: dict[str, tuple[list[str], Path, str]] = {}
    s = sheet_folder(root / "apply")
    out["sheet apply"] = (["sheet", "apply", str(s / "layout.yaml"), str(s / "VALUES.csv"), str(s / "battle.yaml")],
                          s, str(s / "battle.yaml"))
    s = sheet_folder(root / "slice")
    out["sheet slice"] = (["sheet", "slice", str(s / "layout.yaml"), "-o", str(s / "crops")], s, str(s / "crops"))
    for name, argv, file in (
            ("play --record", ["play", str(DEMO), "--seed", "3", "--leader", "richard", "--max-steps", "40",
                               "--record"], "g.yaml"),
            ("render", ["render", str(DEMO), "--scale", "16", "-o"], "map.png"),
            ("export pdf", ["export", "pdf", str(DEMO), "-o"], "map.pdf"),
            ("export counters", ["export", "counters", str(DEMO), "-o"], "counters.pdf"),
            ("export tmx", ["export", "tmx", str(DEMO), "-o"], "map.tmx"),
            ("export vassal", ["export", "vassal", str(DEMO), "-o"], "game.vmod")):
        folder = root / name.replace(" ", "_").replace("-", "")
        folder.mkdir(parents=True)
        (folder / file).write_bytes(b"the previous one\n")
        out[name] = ([*argv, str(folder / file)], folder, str(folder / file))
    folder = root / "balance"
    (folder / "report").mkdir(parents=True)
    (folder / "report" / "report.html").write_text("the previous one\n")
    out["balance --report"] = (["balance", str(DEMO), "--games", "1", "--players", "random", "--max-steps", "200",
                                "--no-progress", "--report", str(folder / "report")], folder, str(folder / "report"))
    return out


@pytest.mark.parametrize("limit", [0, 2000, 6000])
def test_every_writing_command_on_a_full_disk_says_so_and_leaves_nothing(tmp_path, limit):
    cmds = commands(tmp_path)
    before = {name: tree(folder) for name, (_, folder, _) in cmds.items()}
    results = run_limited(limit, [(argv, folder) for argv, folder, _ in cmds.values()])
    for (name, (_argv, folder, file)), (code, err) in zip(cmds.items(), results, strict=True):
        assert "internal error" not in err, (name, err)
        assert leftovers(folder) == [], (name, limit)
        if code == 0:  # the output fitted under the limit (6000 bytes: a small crop, a record)
            continue
        assert code == 2, (name, code, err)
        lines = [line for line in err.splitlines() if FULL in line]
        assert lines and file in lines[0], (name, err)
        assert tree(folder) == before[name], name  # the old files as they were, and no new one: all or nothing


def test_sheet_apply_on_a_full_disk_names_the_scenario_and_writes_no_crop(tmp_path):
    s = sheet_folder(tmp_path / "s")
    before = tree(s)
    [(code, err)] = run_limited(2000, [(["sheet", "apply", str(s / "layout.yaml"), str(s / "VALUES.csv"),
                                         str(s / "battle.yaml")], s)])
    assert code == 2
    assert err.strip() == (f"{s / 'battle.yaml'}: cannot save: the disk is full (or a size limit was reached); free "
                           "some space, or write somewhere else, and try again; nothing was written, the previous "
                           "files are intact")
    assert tree(s) == before and not (s / "counters").exists()


# -- the one atomic writer, every failure path -------------------------------------------------------------

@pytest.mark.parametrize("step", ["open", "write", "fsync", "close", "chmod", "replace"])
def test_the_atomic_writer_removes_its_temporary_whatever_step_fails(tmp_path, monkeypatch, step):
    f = tmp_path / "a.yaml"
    f.write_text("old\n")
    real = getattr(os, step)

    def broken(*args, **kwargs):
        if step == "open" and not str(args[0]).endswith(".tmp"):
            return real(*args, **kwargs)
        if step == "close":
            real(*args, **kwargs)
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic.os, step, broken)
    with pytest.raises(OSError) as e:
        write_atomic(f, "new\n" * 1000)
    monkeypatch.undo()
    assert e.value.errno == errno.ENOSPC and e.value.filename == str(f)
    assert FULL in e.value.strerror
    assert f.read_text() == "old\n" and leftovers(tmp_path) == []


def test_a_failed_folder_fsync_loses_nothing(tmp_path, monkeypatch):
    f = tmp_path / "a.yaml"
    real = os.fsync
    calls = []

    def fsync(fd):
        calls.append(fd)
        if len(calls) > 1:  # the folder's, after the rename: the new file is in place, and stays
            raise OSError(errno.EIO, os.strerror(errno.EIO))
        return real(fd)

    monkeypatch.setattr(atomic.os, "fsync", fsync)
    write_atomic(f, "new\n")
    assert f.read_text() == "new\n" and leftovers(tmp_path) == []


@pytest.mark.parametrize("free", [0, 5])
def test_a_lock_cannot_be_taken_on_a_full_disk_and_leaves_nothing(tmp_path, free):
    with failing_writes(tmp_path, errno.ENOSPC, free), pytest.raises(OSError) as e, file_lock(tmp_path / "a.yaml"):
        pass
    assert e.value.errno == errno.ENOSPC and FULL in e.value.strerror
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize("free", [0, 100, 3000])
def test_a_scenario_and_its_library_are_written_together_or_not_at_all(tmp_path, free):
    scen, lib = tmp_path / "battle.yaml", tmp_path / "lib.yaml"
    scen.write_text("old scenario\n")
    lib.write_text("old library\n")
    crop = tmp_path / "c.png"
    staged = Staged()
    staged.stage(crop, b"png" * 10)
    with failing_writes(tmp_path, errno.ENOSPC, free), pytest.raises(OSError) as e:
        commit_files([(lib, "new library\n" * 200), (scen, "new scenario\n" * 200)], staged=staged.temps)
    assert FULL in e.value.strerror
    assert scen.read_text() == "old scenario\n" and lib.read_text() == "old library\n" and not crop.exists()
    assert leftovers(tmp_path) == []


# -- the user cache --------------------------------------------------------------------------------------

def test_a_full_cache_folder_only_costs_speed(tmp_path, monkeypatch):
    from rules.paths import tables_dir
    from rules.tables import TABLES_FILE, read_tables

    cache = tmp_path / "cache"
    monkeypatch.setenv("BANNERET_CACHE_DIR", str(cache))
    with failing_writes(tmp_path, errno.ENOSPC, 0):
        tables = read_tables(tables_dir() / TABLES_FILE)  # parsed, and the cache it tried to keep is not there
    assert tables.numbers and leftovers(tmp_path) == [] and not list(cache.rglob("*.json"))


def test_the_other_caches_on_a_full_disk_are_skipped_quietly(tmp_path, monkeypatch):
    from rules.cli import precompiled
    from rules.map import lookcache

    cache = tmp_path / "cache"
    monkeypatch.setenv("BANNERET_CACHE_DIR", str(cache))
    monkeypatch.setattr(precompiled, "_added", {"x": compile("pass", "<x>", "exec")})
    with failing_writes(tmp_path, errno.ENOSPC, 10):
        precompiled.save()  # the compiled dataclass code: kept for the next run, or not
        lookcache._write_pack(cache / "looks" / "v.pack", {"k": (1, 1, b"\0\0\0\0")}, "v")  # counter drawings
    assert leftovers(tmp_path) == [] and not [p for p in cache.rglob("*") if p.is_file()]


# -- the editor ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("free", [0, 2000, 6000])
def test_the_editors_save_on_a_full_disk_keeps_the_document_modified_and_leaves_nothing(tmp_path, free, qtbot):
    from editor.hexmap.document import Document

    big = tmp_path / "big.yaml"
    big.write_text(BASE + "#" + "x" * 8000 + "\n")
    before = big.read_bytes()
    doc = Document.open(str(big))
    doc.scenario.title = "Changed"
    doc.undo.resetClean()
    with failing_writes(tmp_path, errno.ENOSPC, free), pytest.raises(OSError) as e:
        doc.save()
    assert FULL in e.value.strerror and e.value.filename
    assert big.read_bytes() == before and leftovers(tmp_path) == [] and doc.modified


def test_a_recovery_file_on_a_full_disk_says_so_and_leaves_nothing(tmp_path, qtbot):
    from editor import recovery
    from editor.hexmap.document import Document

    f = tmp_path / "battle.yaml"
    f.write_text(BASE)
    doc = Document.open(str(f))
    folder = tmp_path / "recovery"
    with failing_writes(tmp_path, errno.ENOSPC, 10), pytest.raises(OSError) as e:
        recovery.write_recovery(doc, folder)
    assert FULL in e.value.strerror and leftovers(tmp_path) == []


# -- a real small file system ----------------------------------------------------------------------------

@pytest.mark.parametrize("free", [0, 2000, 6000])
def test_sheet_apply_and_a_record_on_a_real_full_tmpfs(tmp_path, free, capsys):
    from rules.cli.main import main

    with small_tmpfs(tmp_path / "mnt") as mnt:
        if mnt is None:
            pytest.skip("mounting a tmpfs needs root (the RLIMIT_FSIZE tests cover the same without it)")
        s = sheet_folder(mnt / "s")
        (mnt / "g.yaml").write_text("the previous one\n")
        before = tree(mnt)
        fill(mnt, free)
        code = main(["sheet", "apply", str(s / "layout.yaml"), str(s / "VALUES.csv"), str(s / "battle.yaml")])
        err = capsys.readouterr().err
        assert code == 2 and FULL in err and err.startswith(str(s)), err  # the scenario or the crop it stopped at
        code = main(["play", str(DEMO), "--seed", "3", "--leader", "richard", "--max-steps", "40", "--record",
                     str(mnt / "g.yaml")])
        err = capsys.readouterr().err
        assert code == 2 and f"{mnt / 'g.yaml'}: cannot write the record: the disk is full" in err, err
        (mnt / "filler").unlink()
        assert tree(mnt) == before and leftovers(mnt) == []
        assert load_scenario(s / "battle.yaml").ok


@pytest.mark.parametrize(("err", "said"), [
    (errno.ENOSPC, FULL), (getattr(errno, "EDQUOT", errno.ENOSPC), FULL), (errno.EFBIG, FULL),
    (errno.EROFS, "the disk is read-only; write somewhere else"),
    (errno.EACCES, "cannot be written (no permission); write somewhere else, or allow writing there")])
def test_render_says_each_disk_error_in_words(tmp_path, monkeypatch, capsys, err, said):
    from rules.cli.main import main

    scen = tmp_path / "battle.yaml"
    scen.write_text(BASE)
    png = tmp_path / "map.png"
    png.write_bytes(b"old")
    real = os.write

    def write(fd, data):
        if os.readlink(f"/proc/self/fd/{fd}").endswith(".tmp"):
            raise OSError(err, os.strerror(err))
        return real(fd, data)

    if not Path("/proc/self/fd").is_dir():
        pytest.skip("no /proc to tell the temporary's descriptor")
    monkeypatch.setattr(atomic.os, "write", write)
    assert main(["render", str(scen), "-o", str(png), "--scale", "16"]) == 2
    monkeypatch.undo()
    err_text = capsys.readouterr().err
    assert err_text.startswith(f"{png}: cannot write the image: ") and said in err_text, err_text
    assert png.read_bytes() == b"old" and leftovers(tmp_path) == []
