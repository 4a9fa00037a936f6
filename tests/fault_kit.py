"""Disk faults for the tests, without root: a file size limit in a child process (RLIMIT_FSIZE with SIGXFSZ
ignored: every write past the limit fails with the real EFBIG, as on a full disk), a writer that raises the
real OSError (ENOSPC, EACCES, EROFS) for files made in one folder, and, where the machine allows mounting, a
real small tmpfs (root only; the tests using it skip elsewhere).

`python -m tests.fault_kit LIMIT JSON` runs `banneret` commands (`main`) in this process under the limit;
JSON is a list of [argv, cwd]; it prints, as JSON on stdout (a pipe, which the limit does not touch), each
command's exit code and what it wrote (stderr, then stdout)."""

from __future__ import annotations

import builtins
import contextlib
import errno
import io
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LEFTOVER_SUFFIXES = (".tmp", ".lock", ".stale", ".saving")


def leftovers(folder: Path) -> list[str]:
    """Temporaries, locks and journals anywhere under `folder` (none may stay after a failed write)."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.name.endswith(LEFTOVER_SUFFIXES))


def tree(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` and its bytes: what a failed command must leave as it was."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def run_limited(limit: int, commands: list[tuple[list[str], Path]], timeout: float = 240) -> list[tuple[int, str]]:
    """Run `banneret` commands in one child process whose files cannot grow past `limit` bytes; returns
    (exit code, stderr + stdout) of each. The user cache goes to a folder of its own under the same limit."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "BANNERET_LANG": "en"}
    payload = json.dumps([[argv, str(cwd)] for argv, cwd in commands])
    done = subprocess.run([sys.executable, "-m", "tests.fault_kit", str(limit), payload], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, done.stderr[-3000:]
    return [(code, err) for code, err in json.loads(done.stdout)]


def _child(limit: int, commands: list[list]) -> None:
    import resource
    import signal

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG instead of killing
    out = sys.stdout
    from rules.cli.main import main

    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
    results = []
    for argv, cwd in commands:
        os.chdir(cwd)
        err, sink = io.StringIO(), io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(sink):
            code = main(argv)
        results.append([code, err.getvalue() + sink.getvalue()])
    out.write(json.dumps(results))


# -- a writer that fails ---------------------------------------------------------------------------------

@contextlib.contextmanager
def failing_writes(folder: Path, err: int = errno.ENOSPC, free: int = 0) -> Iterator[None]:
    """Inside `folder`: creating a file or a folder fails with `err` (EACCES: a folder that cannot be
    written, EROFS); or, with `err` ENOSPC/EFBIG, files can be created but the writes of all of them together
    stop at `free` bytes (a full disk). The OSError is the real one (`OSError(err, os.strerror(err), path)`
    is a PermissionError for EACCES, ...). Writes elsewhere (pytest's own) go on."""
    folder = folder.resolve()
    real_open, real_os_open, real_write, real_mkdir = builtins.open, os.open, os.write, os.mkdir
    real_link = os.link
    full = err in (errno.ENOSPC, errno.EFBIG, getattr(errno, "EDQUOT", errno.ENOSPC))
    budget = [free]
    ours: set[int] = set()

    def inside(path) -> bool:
        try:
            return Path(os.path.abspath(os.fspath(path))).is_relative_to(folder)
        except TypeError:
            return False

    def fail(path) -> OSError:
        return OSError(err, os.strerror(err), os.fspath(path))

    def os_open(path, flags, mode=0o777, *, dir_fd=None):
        if inside(path) and flags & (os.O_CREAT | os.O_WRONLY | os.O_RDWR) and not full:
            raise fail(path)
        fd = real_os_open(path, flags, mode, dir_fd=dir_fd)
        if inside(path) and flags & (os.O_WRONLY | os.O_RDWR):
            ours.add(fd)
        return fd

    def os_write(fd, data):
        if fd in ours:
            n = min(len(data), budget[0])
            if n == 0 and len(data):
                raise OSError(err, os.strerror(err))
            budget[0] -= n
            return real_write(fd, bytes(data[:n]))
        return real_write(fd, data)

    def open_(file, mode="r", *args, **kwargs):
        if isinstance(file, (str, os.PathLike)) and inside(file) and any(c in mode for c in "wxa+"):
            if not full:
                raise fail(file)
            text = "b" not in mode
            f = real_open(file, mode.replace("t", "") + ("" if "b" in mode else "b"), buffering=0)
            raw = _Budgeted(f, budget, err)
            if text:
                return io.TextIOWrapper(io.BufferedWriter(raw), encoding=kwargs.get("encoding") or "utf-8")
            return io.BufferedWriter(raw)
        return real_open(file, mode, *args, **kwargs)

    def mkdir(path, mode=0o777, *, dir_fd=None):
        if inside(path) and not full:
            raise fail(path)
        return real_mkdir(path, mode, dir_fd=dir_fd)

    def link(src, dst, **kw):
        if inside(dst) and not full:
            raise fail(dst)
        return real_link(src, dst, **kw)

    builtins.open, os.open, os.write, os.mkdir, os.link = open_, os_open, os_write, mkdir, link
    try:
        yield
    finally:
        builtins.open, os.open, os.write, os.mkdir, os.link = real_open, real_os_open, real_write, real_mkdir, real_link


class _Budgeted(io.RawIOBase):
    def __init__(self, f, budget: list[int], err: int) -> None:
        self._f, self._budget, self._err = f, budget, err

    def writable(self) -> bool:
        return True

    def write(self, b) -> int:
        n = min(len(b), self._budget[0])
        if n == 0 and len(b):
            raise OSError(self._err, os.strerror(self._err))
        self._budget[0] -= n
        return self._f.write(bytes(b[:n]))

    def close(self) -> None:
        self._f.close()
        super().close()


# -- a real small file system ----------------------------------------------------------------------------

@contextlib.contextmanager
def small_tmpfs(at: Path, size: int = 256 * 1024) -> Iterator[Path | None]:
    """A tmpfs of `size` bytes mounted at `at` (None where mounting is not allowed: not root, a container
    without the capability); unmounted afterwards."""
    at.mkdir(parents=True, exist_ok=True)
    if os.name != "posix" or os.geteuid() != 0 or shutil.which("mount") is None:
        yield None
        return
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0755", "tmpfs", str(at)],
                          capture_output=True)
    if done.returncode != 0:
        yield None
        return
    try:
        yield at
    finally:
        subprocess.run(["umount", "-l", str(at)], capture_output=True)


def fill(folder: Path, leave: int) -> None:
    """Fill the file system of `folder` until about `leave` bytes are free (tmpfs counts in pages)."""
    st = os.statvfs(folder)
    with open(folder / "filler", "wb") as f:
        f.write(b"\0" * max(0, st.f_bavail * st.f_frsize - leave))


if __name__ == "__main__":
    _child(int(sys.argv[1]), json.loads(sys.argv[2]))
