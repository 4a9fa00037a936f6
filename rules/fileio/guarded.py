"""One guarded way to read every input file: open without blocking, fstat the open file, refuse anything that
is not a regular file (a FIFO would hang, /dev/zero never ends), then read at most `cap + 1` bytes, so a file
that grows after the check still costs no more than the cap. Bad paths (too long, NUL bytes, no permission)
become a `Refused` with a sentence, never an exception a command would print as a traceback.

Also here: the format-version test every reader shares, and the path policy for paths named inside files.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path, PurePosixPath
from typing import BinaryIO

from rules.i18n import N_, _, ngettext

MAX_VERSION_DIGITS = 6  # 'banneret/1' today; a version with thousands of digits is not a version
# What the readers name the file they read (`what`): translated where a message shows it. Messages put it
# where a language needs no case or article for it ("cannot read the {what}: ...").
WHATS = (N_("file"), N_("scenario"), N_("counter library"), N_("values file"), N_("sheet image"),
         N_("sheet layout"), N_("game record"))


class Refused(Exception):
    """The file cannot be read: `code` is the finding code (cannot-read, file-too-large), `message` says why."""

    def __init__(self, code: str, message: str, why: str | None = None):
        super().__init__(message)
        self.code, self.message = code, message
        self.why = why or message  # the reason alone ('no such file'), for a message that names the file


def _why(e: BaseException) -> str:
    if isinstance(e, FileNotFoundError):
        return _("no such file")
    if isinstance(e, OSError) and e.errno == errno.ENAMETOOLONG:
        return _("the name is too long for this file system")
    if isinstance(e, OSError) and e.errno == errno.ELOOP:
        return _("too many symbolic links (a loop)")
    if isinstance(e, NotADirectoryError):
        return _("a part of the path is not a folder")
    if isinstance(e, IsADirectoryError):
        return _("this is a folder, not a file")
    if isinstance(e, PermissionError):
        return _("permission denied")
    if isinstance(e, OSError) and e.strerror:
        return e.strerror[0].lower() + e.strerror[1:]
    if isinstance(e, ValueError):  # embedded NUL byte
        return _("the path contains a NUL character")
    return str(e) or type(e).__name__


def open_guarded(path: str | os.PathLike[str], cap: int, what: str = "file") -> BinaryIO:
    """The open file, checked to be a regular file of at most `cap` bytes. Raises Refused."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except (OSError, ValueError) as e:
        raise Refused("cannot-read", _cannot_read(what, _why(e)), _why(e)) from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise Refused("cannot-read", _("this is a folder, not a file"))
        if not stat.S_ISREG(st.st_mode):
            why = (_("it is a named pipe, not a regular file") if stat.S_ISFIFO(st.st_mode) else
                   _("it is a device, not a regular file") if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode)
                   else _("it is not a regular file"))
            raise Refused("cannot-read", _cannot_read(what, why), why)
        if st.st_size > cap:
            raise Refused("file-too-large", _("the {what} is {size}; it may be at most {most}").format(
                what=_(what), size=_size(st.st_size), most=_size(cap)))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_guarded(path: str | os.PathLike[str], cap: int, what: str = "file") -> bytes:
    """The file's bytes: a regular file of at most `cap` bytes (checked on the open file, and again while
    reading: at most cap + 1 bytes are read). Raises Refused."""
    with open_guarded(path, cap, what) as f:
        try:
            data = f.read(cap + 1)
        except OSError as e:
            raise Refused("cannot-read", _cannot_read(what, _why(e))) from None
    if len(data) > cap:
        raise Refused("file-too-large", _("the {what} is larger than {most}, the most it may be").format(
            what=_(what), most=_size(cap)))
    return data


def _cannot_read(what: str, why: str) -> str:
    return _("cannot read the {what}: {why}").format(what=_(what), why=why)


def _size(n: int) -> str:
    if n >= 2**20:
        return _("{size} MiB").format(size=f"{n / 2**20:.1f}")
    return ngettext("{count} byte", "{count} bytes", n).format(count=f"{n:,}")


def format_version(fmt: str) -> int | None:
    """The version after the '/' of a format id, or None when it is not a short run of ASCII digits
    ('¹' is a digit to str.isdigit but not to int(); 5,000 digits is past int()'s limit)."""
    version = fmt.split("/", 1)[1] if "/" in fmt else ""
    if not (version.isascii() and version.isdigit()) or len(version) > MAX_VERSION_DIGITS:
        return None
    return int(version)


def path_leaves(text: str) -> bool:
    """Absolute (/x, C:/x, //server) or with a '..' part: a path that leaves the folder of the file naming it."""
    p = PurePosixPath(text.replace("\\", "/"))
    return p.is_absolute() or ".." in p.parts or (len(text) > 1 and text[1] == ":")


def path_absolute(text: str) -> bool:
    """Absolute on any system: '/x', '\\\\server\\x', 'C:/x', 'C:\\x'."""
    t = text.replace("\\", "/")
    return t.startswith("/") or (len(t) > 1 and t[1] == ":") or Path(text).is_absolute()


def missing_or_why(path: str | os.PathLike[str]) -> tuple[bool, str | None]:
    """Whether `path` names no file at all, and else why it cannot be read as one (None: a regular file).
    Never raises: a name too long, a loop of links, a file in the path where a folder should be, no
    permission, a folder, are each a reason, as `cannot-read` gives it. For checks that only look (an image
    named in a scenario), where `Path.is_file` would raise on some of these."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return True, None
    except (OSError, ValueError) as e:
        return False, _why(e)
    if stat.S_ISDIR(st.st_mode):
        return False, _("this is a folder, not a file")
    if not stat.S_ISREG(st.st_mode):
        return False, _("it is not a regular file")
    return False, None


def check_guarded(path: str | os.PathLike[str], cap: int, what: str = "file") -> None:
    """Refuse a path that `read_guarded` would refuse, without reading it: for readers that must open the
    path themselves (Pillow decodes lazily from its own file). Raises Refused."""
    open_guarded(path, cap, what).close()
