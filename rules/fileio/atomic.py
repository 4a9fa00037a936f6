"""The one writer of every file Banneret produces (scenarios, libraries, layouts, crops, PNG maps, game
records, recovery files), and the lock that keeps two writers of one file from losing each other's changes.

`write_atomic` writes a temporary file in the target's folder, fsyncs it and renames it over the target: a
crash (even SIGKILL) leaves the old file or the new one, never a mix. Beyond the rename trick it
- follows a symbolic link and replaces the file it points to (the link stays a link);
- keeps the target's permission bits, and refuses a read-only target (`ReadOnlyError`) instead of replacing it;
- names its temporaries `.NAME.PID.RANDOM.tmp` so that the next writer, or the next open (`clean_stale`),
  can tell a dead writer's leftovers from a live one's and remove them;
- removes its temporary on every failure (creating, writing, fsyncing, closing, the mode, the rename; the
  lock's too) and raises the OSError `explained`: its `strerror` says what happened and what to do (a full
  disk, a read-only disk or folder, a name too long) and its `filename` is the target;
- writes several files all or none (`Staged`, `write_together`): every temporary first, then the renames.

`file_lock` is a lock file `.NAME.lock` created with O_EXCL (works on every OS and on network folders, and
is gone after a normal release). A lock left by a killed process is taken over: its owner's pid is no longer
alive, or it is older than `STALE_LOCK_SECONDS`.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
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


# A write that fails because the disk is full, a quota or a file size limit is reached (EFBIG: also what
# RLIMIT_FSIZE gives), or the disk is mounted read-only.
FULL_DISK = frozenset(n for n in (errno.ENOSPC, getattr(errno, "EDQUOT", None), errno.EFBIG) if n is not None)


def write_problem(e: OSError, target: str | os.PathLike[str]) -> str:
    """What went wrong writing `target`, and what to do, in one sentence of the user's language (the raw
    `strerror` names neither). Errors this module already explained are given as they are."""
    folder = Path(target).parent
    if isinstance(e, (ReadOnlyError, LockedError)) or getattr(e, "explained", False):
        return str(e.strerror or e)
    n = e.errno
    if n in FULL_DISK:
        return _("the disk is full (or a size limit was reached); free some space, or write somewhere else, and "
                 "try again")
    if n == errno.EROFS:
        return _("the disk is read-only; write somewhere else")
    if n in (errno.EACCES, errno.EPERM):
        return _("the folder {folder} cannot be written (no permission); write somewhere else, or allow "
                 "writing there").format(folder=folder)
    if n == errno.ENAMETOOLONG:
        return _("the name is too long for this file system; give a shorter name")
    if n == errno.ELOOP:
        return _("the name leads to a loop of symbolic links; give another name")
    if n in (errno.ENOENT, errno.ENOTDIR):
        return _("the folder {folder} does not exist").format(folder=folder)
    if n == errno.EISDIR:
        return _("it is a folder; give a file name")
    return str(e.strerror or e)


def explained(e: OSError, target: str | os.PathLike[str]) -> OSError:
    """`e` again, of the same class (PermissionError, ...), with `write_problem` as its `strerror` and the
    target as its `filename`: every command prints `strerror` and `filename`, so the message says what to
    do on whatever disk error happens."""
    if getattr(e, "explained", False) or isinstance(e, (ReadOnlyError, LockedError)):
        return e
    new = OSError(e.errno, write_problem(e, target), str(target))  # OSError(errno, ...) picks the subclass
    new.explained = True  # type: ignore[attr-defined]
    return new


def remove_quietly(path: str | os.PathLike[str]) -> None:
    """Remove a temporary this process made; a failure (already gone) is not an error."""
    with contextlib.suppress(OSError):
        os.unlink(path)


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
    if os.path.lexists(lock) and _lock_is_stale(lock):  # a killed writer's lock
        _remove_stale_lock(lock)
        if not os.path.lexists(lock):
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
    the other is the second half (`write_atomic`, or several files at once in `scenario.files`).

    Whatever fails (creating, writing, flushing, fsyncing, closing, the mode), the temporary is removed and
    the OSError is `explained` (its message says what to do: a full disk, a read-only folder)."""
    try:
        target = real_target(path)
        check_writable(target)
    except OSError as e:
        raise explained(e, path) from e
    clean_stale(target)
    data = content.encode("utf-8") if isinstance(content, str) else content
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except OSError:  # no file yet (or none that can be looked at): a new file's mode
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    tmp = target.parent / f".{target.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
    except OSError as e:  # nothing was created
        raise explained(e, target) from e
    try:
        try:
            view = memoryview(data)
            while view:  # os.write may write less than asked (a disk filling up): go on until it raises
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.chmod(tmp, mode)
    except BaseException as e:
        remove_quietly(tmp)
        if isinstance(e, OSError):
            raise explained(e, target) from e
        raise
    return tmp, target


def write_atomic(path: str | os.PathLike[str], content: str | bytes) -> None:
    """Write a file so that a crash leaves either the old file or the new one, never half of either. Text is
    written as UTF-8 with LF line ends; bytes as they are (images). Raises OSError (ReadOnlyError) with the
    old file intact, no temporary left, and a message that says what to do (`write_problem`)."""
    tmp, target = write_temp(path, content)
    try:
        os.replace(tmp, target)
    except BaseException as e:
        remove_quietly(tmp)
        if isinstance(e, OSError):
            raise explained(e, target) from e
        raise
    fsync_folder(target.parent)


@dataclass
class Staged:
    """Files written whole as temporaries (`stage`) that are renamed later with others as one unit
    (`scenario.files.save_scenario(staged=...)`), and the folders made for them. `discard` removes them all
    when that unit cannot be written: nothing is left behind."""

    temps: list[tuple[Path, Path]] = field(default_factory=list)
    folders: list[Path] = field(default_factory=list)

    def make_folder(self, folder: Path) -> None:
        """`folder` and its missing parents, remembering the outermost made (to remove on `discard`)."""
        top = None
        for f in (folder, *folder.parents):
            if os.path.lexists(f):
                break
            top = f
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            if isinstance(e, FileExistsError) or (e.errno == errno.ENOTDIR):  # a file (or a loop) in its place
                raise OSError(errno.ENOTDIR, _("{folder} is not a folder; give another one").format(
                    folder=folder), str(folder)) from e
            raise explained(e, folder) from e  # names the folder it was made in: the one that cannot be written
        if top is not None:
            self.folders.append(top)

    def stage(self, path: str | os.PathLike[str], content: str | bytes) -> None:
        self.temps.append(write_temp(path, content))

    def commit(self) -> None:
        """Rename every temporary over its target (files that belong together but need no journal: a
        report's pages, a sheet's crops). A failure removes the temporaries not yet renamed."""
        try:
            while self.temps:
                tmp, target = self.temps[0]
                try:
                    os.replace(tmp, target)
                except OSError as e:
                    raise explained(e, target) from e
                self.temps.pop(0)
                fsync_folder(target.parent)
        except BaseException:
            self.discard()
            raise
        self.folders.clear()

    def discard(self) -> None:
        for tmp, _target in self.temps:
            remove_quietly(tmp)
        self.temps.clear()
        for folder in reversed(self.folders):  # only folders left empty: another program's files stay
            with contextlib.suppress(OSError):
                for sub in sorted(folder.rglob("*"), key=lambda p: -len(p.parts)):
                    sub.rmdir()
                folder.rmdir()
        self.folders.clear()


def write_together(writes: list[tuple[Path, str | bytes]]) -> None:
    """Write several files, each whole, all of them or none (a full disk while writing the third leaves the
    first two as they were): every temporary first, then the renames. The folders are made as needed."""
    staged = Staged()
    try:
        for target, content in writes:
            staged.make_folder(Path(target).parent)
            staged.stage(target, content)
    except BaseException:
        staged.discard()
        raise
    staged.commit()


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
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(tmp.read_text(encoding="utf-8"))
        except BaseException:  # a lock half-written is no lock: another writer would wait for it
            remove_quietly(lock)
            raise


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
    try:
        with open(tmp, "x", encoding="utf-8") as f:
            f.write(f"{os.getpid()} {_hostname()}\n")
    except OSError as e:  # a full disk, a folder that cannot be written: no lock, and no temporary left
        remove_quietly(tmp)
        raise explained(e, target) from e
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
            except OSError as e:  # the folder filled up or cannot be written: no lock was taken
                raise explained(e, target) from e
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
    try:
        yield lock
    finally:
        with contextlib.suppress(OSError):
            os.unlink(lock)
