"""The one atomic writer and the lock (rules/fileio/atomic.py): what a user finds on disk afterwards."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rules.cli.main import main
from rules.fileio import atomic
from rules.fileio.atomic import LockedError, ReadOnlyError, clean_stale, file_lock, lock_path, write_atomic
from rules.scenario.files import load_scenario
from tests.test_validate import BASE


def _dead_pid() -> int:
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith((".tmp", ".lock", ".stale")))


def test_a_write_keeps_the_files_mode(tmp_path):
    f = tmp_path / "a.yaml"
    f.write_text("old\n")
    f.chmod(0o640)
    write_atomic(f, "new\n")
    assert f.read_text() == "new\n" and (f.stat().st_mode & 0o777) == 0o640
    assert leftovers(tmp_path) == []


def test_a_read_only_file_is_refused_and_left_as_it_is(tmp_path):
    f = tmp_path / "a.yaml"
    f.write_text("old\n")
    f.chmod(0o444)
    with pytest.raises(ReadOnlyError, match="read-only"):
        write_atomic(f, "new\n")
    assert f.read_text() == "old\n" and leftovers(tmp_path) == []


def test_a_symlink_stays_a_link_and_its_target_is_written(tmp_path):
    (tmp_path / "real").mkdir()
    target = tmp_path / "real" / "a.yaml"
    target.write_text("old\n")
    link = tmp_path / "link.yaml"
    link.symlink_to(target)
    write_atomic(link, "new\n")
    assert link.is_symlink() and target.read_text() == "new\n"
    assert leftovers(tmp_path) == [] and leftovers(tmp_path / "real") == []


def test_a_dead_writers_temporaries_go_when_the_writer_next_runs(tmp_path):
    f = tmp_path / "a.yaml"
    f.write_text("old\n")
    dead = tmp_path / f".a.yaml.{_dead_pid()}.abcd1234.tmp"
    dead.write_text("half")
    legacy = tmp_path / ".a.yaml.x8k2_q9z.tmp"  # an older Banneret's mkstemp name, an hour old
    legacy.write_text("half")
    os.utime(legacy, (time.time() - 3600, time.time() - 3600))
    live = tmp_path / f".a.yaml.{os.getpid()}.abcd1234.tmp"  # a writer still running: left alone
    live.write_text("being written")
    other = tmp_path / f".b.yaml.{_dead_pid()}.abcd1234.tmp"  # another file's: not this writer's business
    other.write_text("half")
    write_atomic(f, "new\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["a.yaml", live.name, other.name])


def test_opening_a_scenario_removes_a_killed_saves_temporary(tmp_path):
    f = tmp_path / "battle.yaml"
    f.write_text(BASE)
    (tmp_path / f".battle.yaml.{_dead_pid()}.0badf00d.tmp").write_text(BASE[:100])
    assert load_scenario(f).ok
    assert leftovers(tmp_path) == []
    assert clean_stale(f) == []


def test_render_on_a_full_disk_keeps_the_old_png(tmp_path, monkeypatch, capsys):
    scen = tmp_path / "battle.yaml"
    scen.write_text(BASE)
    png = tmp_path / "map.png"
    png.write_bytes(b"\x89PNG old")

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", full)
    assert main(["render", str(scen), "-o", str(png), "--scale", "16"]) == 2
    assert "map.png: cannot write the image: the disk is full" in capsys.readouterr().err
    assert png.read_bytes() == b"\x89PNG old" and leftovers(tmp_path) == []


def test_render_refuses_a_read_only_png(tmp_path, capsys):
    scen = tmp_path / "battle.yaml"
    scen.write_text(BASE)
    png = tmp_path / "map.png"
    png.write_bytes(b"\x89PNG old")
    png.chmod(0o444)
    assert main(["render", str(scen), "-o", str(png), "--scale", "16"]) == 2
    assert "cannot write the image: the file is read-only" in capsys.readouterr().err
    assert png.read_bytes() == b"\x89PNG old"


def test_a_second_writer_waits_for_the_lock_then_says_who_holds_it(tmp_path):
    f = tmp_path / "a.yaml"
    with file_lock(f):
        assert lock_path(f).read_text().split()[0] == str(os.getpid())
        who = rf"another program \(pid {os.getpid()}\) is writing this file"
        with pytest.raises(LockedError, match=who), file_lock(f, wait=0.1):
            pass
    assert leftovers(tmp_path) == []
    with file_lock(f, wait=0.1):  # released: free again
        pass


def test_a_killed_writers_lock_is_taken_over(tmp_path):
    import socket

    f = tmp_path / "a.yaml"
    lock_path(f).write_text(f"{_dead_pid()} {socket.gethostname()}\n")
    with file_lock(f, wait=0.1):
        assert lock_path(f).read_text().split()[0] == str(os.getpid())
    old = lock_path(f)
    old.write_text("12345 another-host\n")  # another machine's lock: only its age makes it stale
    with pytest.raises(LockedError), file_lock(f, wait=0.1):
        pass
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    with file_lock(f, wait=0.1):
        pass
    assert leftovers(tmp_path) == []
