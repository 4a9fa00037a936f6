"""The methods `dataclasses` writes for the program's classes, compiled once and kept, not compiled at every start.

`@dataclass` writes the source of each class's `__init__`, `__repr__`, `__eq__` (and `__setattr__`,
`__delattr__`, `__hash__` when frozen) and compiles it with `exec`: for the 53 classes a `render` imports
(the scenario model, the tables, the files' results…) that was 22 ms of CPU at every start, 80 % of it
compiling. `install` has `dataclasses` take the code of a text it compiled before from a table kept in the
user cache folder (`dataclass-code-cpython-311.marshal`, what `__pycache__` does for modules); a text not
there yet is compiled as always and the table is written again, atomically, when the program ends.

Nothing else changes: the table is keyed by the whole text `dataclasses` wrote, so a changed class, another
Python's `dataclasses` or another bytecode simply misses and is compiled; the code is what `compile` gave for
that very text (same file name, `<string>`, in a traceback), and the function is made with the globals
`dataclasses` gave. An unreadable or damaged table is ignored and replaced; an unwritable folder only means
compiling again next time. The folder is the user's own, trusted as `__pycache__` is.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import marshal
import sys
import types
from pathlib import Path
from typing import Any

_NAME = "__create_fn__"  # what dataclasses (3.11) names the function its text defines
_PREFIX = "def __create_fn__("
_MAX_TEXTS = 4000  # a table grown past this (many versions of the classes) starts again

_table: dict[str, types.CodeType] | None = None
_added: dict[str, types.CodeType] = {}


def _exec(source: Any, globals: dict[str, Any] | None = None, locals: dict[str, Any] | None = None) -> None:
    """`exec` as `dataclasses` calls it, the compiling skipped for a text compiled before."""
    if not isinstance(source, str) or globals is None or locals is None or not source.startswith(_PREFIX):
        builtins.exec(source, globals, locals)
        return
    table = _code()
    code = table.get(source)
    if code is None:
        code = _function_code(source)
        if code is None:
            builtins.exec(source, globals, locals)
            return
        table[source] = _added[source] = code
    locals[_NAME] = types.FunctionType(code, globals)


def _function_code(source: str) -> types.CodeType | None:
    """The code of the `__create_fn__` that `exec(source)` defines (dataclasses' texts have no future import:
    `dont_inherit`, as its `exec` compiles them)."""
    module = compile(source, "<string>", "exec", dont_inherit=True)
    found = [c for c in module.co_consts if isinstance(c, types.CodeType) and c.co_name == _NAME]
    return found[0] if len(found) == 1 else None


def cache_file() -> Path | None:
    """Where the table is kept (None: no cache folder to be found)."""
    try:
        from rules.paths import user_cache_dir

        return user_cache_dir() / f"dataclass-code-{sys.implementation.cache_tag}.marshal"
    except (OSError, RuntimeError):  # no home folder
        return None


def _code() -> dict[str, types.CodeType]:
    global _table
    if _table is None:
        _table = _read(cache_file())
    return _table


def _read(path: Path | None) -> dict[str, types.CodeType]:
    if path is None:
        return {}
    try:
        table = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if not isinstance(table, dict) or len(table) > _MAX_TEXTS or not all(
            isinstance(k, str) and isinstance(v, types.CodeType) for k, v in table.items()):
        return {}
    return table


def save() -> None:
    """Write the table again if this run compiled a text it lacked (at exit; a failure is silent: the cost is
    only compiling again next time)."""
    path = cache_file()
    if not _added or path is None:
        return
    table = {**_read(path), **_added}  # another process may have added texts meanwhile
    if len(table) > _MAX_TEXTS:
        table = dict(_added)
    from rules.fileio.atomic import write_atomic

    try:  # the one atomic writer: on a full cache folder it raises with no temporary left
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, marshal.dumps(table))
        _added.clear()
    except OSError:
        pass


def install() -> None:
    """From now on in this process, `dataclasses` takes the code of texts compiled before (the program's entry
    calls this; tests and other programs that import `rules` do not)."""
    dataclasses.exec = _exec  # type: ignore[attr-defined]  # found before the builtin by _create_fn
    atexit.register(save)


def uninstall() -> None:
    if getattr(dataclasses, "exec", None) is _exec:
        del dataclasses.exec  # type: ignore[attr-defined]
    atexit.unregister(save)
