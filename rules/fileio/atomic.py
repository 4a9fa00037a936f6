"""The one writer of every file Banneret produces (scenarios, libraries, layouts, crops, PNG maps, game
records, recovery files), and the lock that keeps two writers of one file from losing each other's changes.

`write_atomic` writes a temporary file in the target's folder, fsyncs it and renames it over the target: a
crash (even SIGKILL) leaves the old file or the new one, never a mix. Beyond the rename trick it
- follows a symbolic link and replaces the file it points to (the link stays a link);
- keeps the target's permission bits, and refuses a read-only target (`ReadOnlyError`) instead of replacing it;
- names its temporaries `.NAME.PID.RANDOM.tmp` so that the next writer, or the next open (`clean_stale`),
  can tell a dead writer's leftovers from a live one's and remove them.

`file_lock` is a lock file `.NAME.lock` created with O_EXCL (works on every OS and on network folders, and
is gone after a normal release). A lock left by a killed process is taken over: its owner's pid is no longer
alive, or it is older than `STALE_LOCK_SECONDS`.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import time
from collections.abc import Iterator
from pathlib import Path

from rules.i18n import _

STALE_LOCK_SECONDS = 600.0  # no Banneret write holds a lock for minutes: an older lock file is a crash's
STALE_TEMP_SECONDS = 300.0  # a temporary of unknown owner (an older Banneret's) older than this is a crash's
LOCK_WAIT_SECONDS = 10.0


def _hostname() -> str:
    """This machine's name, for lock files; `socket` is imported here, not by every command that reads."""
    import socket

    return socket.gethostname()


class ReadOnlyError(PermissionError):
    """The target is read-only (no write permission bit): the user protected it, so it is not replaced."""


class LockedError(OSError):
    """Another program holds the file's lock for longer than we wait."""


def real_target(path: str | os.PathLike[str]) -> Path:
    """The file a write to `path` must replace: `path` with every symbolic link followed."""
    return Path(os.path.realpath(path))


def _temp_re(name: str) -> re.Pattern[str]:
    # ours: .NAME.PID.RANDOM.tmp; an older Banneret's (tempfile.mkstemp): .NAME.RANDOM.tmp
    return re.compile(rf"^\.{re.escape(name)}\.(?:(\d+)\.)?[A-Za-z0-9_]{{6,}}\.tmp$")


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if os.name == "nt":  # os.kill(pid, 0) would end the process on Windows: trust the age only
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process
        return True
    return True


def clean_stale(path: str | os.PathLike[str]) -> list[Path]:
    """Remove the temporaries and the lock a killed writer left next to `path`'s target; returns what was
    removed. A live writer's (its pid alive, recent) are left alone."""
    target = real_target(path)
    pattern = _temp_re(target.name)
    removed: list[Path] = []
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return removed
    now = time.time()
    for e in entries:
        match = pattern.match(e.name)
        if not match:
            continue
        try:
            age = now - e.stat(follow_symlinks=False).st_mtime
        except OSError:
            continue
        pid = match.group(1)
        if pid is not None:
            stale = not _alive(int(pid)) or (int(pid) != os.getpid() and age > STALE_LOCK_SECONDS)
        else:
            stale = age > STALE_TEMP_SECONDS
        if stale:
            with contextlib.suppress(OSError):
                os.unlink(e.path)
                removed.append(Path(e.path))
    lock = lock_path(target)
    if lock.exists() and _lock_is_stale(lock):  # a killed writer's lock
        _remove_stale_lock(lock)
        if not lock.exists():
            removed.append(lock)
    return removed


def check_writable(path: str | os.PathLike[str]) -> None:
    """Raise ReadOnlyError when the target exists and has no write permission bit."""
    target = real_target(path)
    try:
        mode = target.stat().st_mode
    except FileNotFoundError:
        return
    if not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or not os.access(target, os.W_OK):
        raise ReadOnlyError(13, _("the file is read-only (its permissions do not allow writing); it was left "
                              "as it is"), str(path))


def write_temp(path: str | os.PathLike[str], content: str | bytes) -> tuple[Path, Path]:
    """The first half of an atomic write: a complete, fsynced temporary beside `path`'s real target (links
    followed, the target's mode kept, a read-only target refused), and that target. Renaming the one over
    the other is the second half (`write_atomic`, or several files at once in `scenario.files`)."""
    target = real_target(path)
    check_writable(target)
    clean_stale(target)
    data = content.encode("utf-8") if isinstance(content, str) else content
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    tmp = target.parent / f".{target.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return tmp, target


def write_atomic(path: str | os.PathLike[str], content: str | bytes) -> None:
    """Write a file so that a crash leaves either the old file or the new one, never half of either. Text is
    written as UTF-8 with LF line ends; bytes as they are (images). Raises OSError (ReadOnlyError) with the
    old file intact."""
    tmp, target = write_temp(path, content)
    try:
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_folder(target.parent)


def fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; a no-op where folders cannot be opened)."""
    try:
        dfd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


# -- locks -----------------------------------------------------------------------------------------------

def lock_path(path: str | os.PathLike[str]) -> Path:
    target = real_target(path)
    return target.parent / f".{target.name}.lock"


def _lock_is_stale(lock: Path) -> bool:
    try:
        text = lock.read_text(encoding="utf-8", errors="replace")
        age = time.time() - lock.stat().st_mtime
    except OSError:
        return False  # gone already, or unreadable: try again
    parts = text.split()
    if age > STALE_LOCK_SECONDS:
        return True
    if len(parts) >= 2 and parts[0].isdigit() and parts[1] == _hostname():
        return int(parts[0]) != os.getpid() and not _alive(int(parts[0]))
    return False


def _remove_stale_lock(lock: Path) -> None:
    # rename first, so that two processes finding one stale lock do not both remove a fresh one
    grave = lock.with_name(f"{lock.name}.{os.getpid()}.stale")
    with contextlib.suppress(OSError):
        os.replace(lock, grave)
        if not _lock_is_stale(grave):  # another process took the stale one over first: put it back
            os.link(grave, lock)
        os.unlink(grave)


def _link_or_create(tmp: Path, lock: Path) -> None:
    """Put the lock in place whole; where the file system has no hard links, create it exclusively instead
    (a kill between creating and writing it then leaves an empty lock, taken over after STALE_LOCK_SECONDS)."""
    try:
        os.link(tmp, lock)
    except FileExistsError:
        raise
    except OSError:
        fd = os.open(lock, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(tmp.read_text(encoding="utf-8"))


@contextlib.contextmanager
def file_lock(path: str | os.PathLike[str], wait: float | None = None) -> Iterator[Path]:
    """Hold `path`'s lock for a read-modify-write; waits up to `wait` seconds for another writer, then raises
    LockedError saying who holds it (default wait: LOCK_WAIT_SECONDS). A lock left by a dead process is
    taken over."""
    lock = lock_path(path)
    deadline = time.monotonic() + (LOCK_WAIT_SECONDS if wait is None else wait)
    # The lock appears whole or not at all: its content is written to a temporary (named like the target's
    # own, so `clean_stale` removes it after a kill) and linked into place, which fails when a lock exists.
    target = real_target(path)
    tmp = target.parent / f".{target.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
    with open(tmp, "x", encoding="utf-8") as f:
        f.write(f"{os.getpid()} {_hostname()}\n")
    try:
        while True:
            try:
                _link_or_create(tmp, lock)
                break
            except FileExistsError:
                if _lock_is_stale(lock):
                    _remove_stale_lock(lock)
                    continue
                if time.monotonic() >= deadline:
                    try:
                        who = lock.read_text(encoding="utf-8", errors="replace").split()[0]
                    except (OSError, IndexError):
                        who = "?"
                    raise LockedError(11, _("another program (pid {pid}) is writing this file; try again when it "
                                            "is done, or remove {lock} if no program is").format(
                                                pid=who, lock=lock.name), str(path)) from None
                time.sleep(0.05)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
    try:
        yield lock
    finally:
        with contextlib.suppress(OSError):
            os.unlink(lock)
