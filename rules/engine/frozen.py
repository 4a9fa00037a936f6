"""`replace` for the engine's frozen records, without `dataclasses.replace`'s per-call introspection.

`dataclasses.replace` looks up the fields and runs the generated `__init__` (one `object.__setattr__` a field)
at every call: 5 µs for a `UnitState`, thousands of times a game (issue 14). A plain frozen dataclass (no
`__post_init__`, every field set by `__init__`, no slots) is fully described by its instance dictionary, so a
copy of that dictionary with the changed fields gives an equal record ten times faster. Anything else (an
unknown field name, a class with a `__post_init__`, `InitVar` or `init=False` field) goes to
`dataclasses.replace`, which also raises its usual TypeError.
"""

from __future__ import annotations

import dataclasses
import operator
from typing import Any, TypeVar

T = TypeVar("T")

_plain: dict[type, frozenset[str] | None] = {}


def _fields_of(cls: type) -> frozenset[str] | None:
    """The field names when `cls` is a plain dataclass whose instances hold exactly those in `__dict__`."""
    got = _plain.get(cls, False)
    if got is False:
        got = None
        if (dataclasses.is_dataclass(cls) and not hasattr(cls, "__post_init__")
                and not any("__slots__" in k.__dict__ for k in cls.__mro__[:-1])):
            fs = dataclasses.fields(cls)  # InitVar and ClassVar pseudo-fields are not listed here
            if all(f.init for f in fs) and len(fs) == len(cls.__dataclass_fields__):  # type: ignore[attr-defined]
                got = frozenset(f.name for f in fs)
        _plain[cls] = got
    return got  # type: ignore[return-value]


def replace(obj: T, /, **changes: Any) -> T:
    """`dataclasses.replace(obj, **changes)`: the same value, made by copying the instance dictionary. Cached
    answers a record keeps in its dictionary (a `cached_property`) are not copied: the new record starts
    without them, as one made by `__init__` does."""
    cls = obj.__class__
    names = _fields_of(cls)
    if names is None or not changes.keys() <= names:
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    old = obj.__dict__
    new = object.__new__(cls)
    d = new.__dict__
    if len(old) == len(names):
        d.update(old)
    else:  # caches beside the fields: copy the fields only
        for name in names:
            d[name] = old[name]
    d.update(changes)
    return new


def keep_hash(cls: type[T]) -> type[T]:
    """A frozen dataclass whose hash is computed once per record and kept in its dictionary (issue #30): the
    generated `__hash__` builds the tuple of every field at each call, and a unit state (22 fields) is hashed
    hundreds of thousands of times a greedy game (transposition-table keys, the evaluation's memos). The kept
    hash is left out of pickles and copies (a string's hash differs between processes) and out of `replace`
    (which copies the fields only when the dictionary holds more)."""
    get = operator.itemgetter(*(f.name for f in dataclasses.fields(cls)))  # type: ignore[arg-type]

    def __hash__(self) -> int:
        d = self.__dict__
        h = d.get("_hash")
        if h is None:
            h = d["_hash"] = hash(get(d))
        return h

    def __getstate__(self) -> dict[str, Any]:
        d = self.__dict__
        if "_hash" in d:
            d = dict(d)
            del d["_hash"]
        return d

    cls.__hash__ = __hash__  # type: ignore[assignment]
    cls.__getstate__ = __getstate__  # type: ignore[attr-defined]
    return cls
