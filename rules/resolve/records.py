"""Frozen records made faster (issue #30): `fast_init`, a frozen dataclass's `__init__` without a call per field.

It lives here, in the resolution layer, so that both the resolution's records and the engine's (which re-exports
it from `rules.engine.frozen`) can use it: `rules.resolve` imports no engine module.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")


def fast_init(cls: type[T]) -> type[T]:
    """A frozen dataclass whose `__init__` writes its fields into the instance dictionary directly (issue #30).
    The generated `__init__` of a frozen dataclass sets each field with `object.__setattr__`, a call per field:
    about five times the cost of storing into `self.__dict__`, and the engine makes hundreds of thousands of
    such records a greedy game (decisions, events, a result's transitions, a combat's inputs). The same
    signature (names, order, defaults, default factories, keyword-only fields), the same dictionary (fields in
    order, the class's shared keys) and `__post_init__` called last, as the generated one does: an equal record,
    the same `repr`, pickle and hash. A class this cannot describe (an `InitVar`, an `init=False` field,
    `__slots__`) keeps its generated `__init__`."""
    if ("__dataclass_fields__" not in cls.__dict__ or any("__slots__" in k.__dict__ for k in cls.__mro__[:-1])
            or not cls.__dataclass_params__.frozen):  # type: ignore[attr-defined]
        return cls
    fs = dataclasses.fields(cls)
    if not all(f.init for f in fs) or len(fs) != len(cls.__dataclass_fields__):  # type: ignore[attr-defined]
        return cls  # an InitVar or a field left out of __init__
    if any(f.name.startswith("_fi_") for f in fs):
        return cls
    # the generated __init__'s own mark of a default factory (its signature shows "<factory>")
    ns: dict[str, Any] = {"_fi_missing": getattr(dataclasses, "_HAS_DEFAULT_FACTORY", dataclasses.MISSING)}
    params: list[str] = []
    ns["_fi_set"] = object.__setattr__
    body: list[str] = []
    keyword = False
    for f in fs:
        if f.kw_only and not keyword:
            params.append("*")
            keyword = True
        if f.default is not dataclasses.MISSING:
            ns[f"_fi_default_{f.name}"] = f.default
            params.append(f"{f.name}=_fi_default_{f.name}")
        elif f.default_factory is not dataclasses.MISSING:
            ns[f"_fi_factory_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_fi_missing")
            body.append(f"    if {f.name} is _fi_missing:\n        {f.name} = _fi_factory_{f.name}()")
        else:
            params.append(f.name)
    # The dictionary made whole (a display) and set on the record, rather than written into the one the record
    # starts with: that one shares its keys with the class's other records (a "split" table), and the
    # interpreter's specialised attribute read never succeeds on a split table once it is a real dictionary
    # (3.11's LOAD_ATTR_WITH_HINT: 21 ns a read against 7); a record's copies (`frozen.replace`) stay whole.
    body.append("    _fi_d = {" + ", ".join(f"{f.name!r}: {f.name}" for f in fs) + "}")
    derived = cls.__dict__.get("_derived")
    if isinstance(derived, staticmethod):  # values kept beside the fields (`rules.engine.state.UnitState`)
        ns["_fi_derived"] = derived.__func__
        body.append("    _fi_derived(_fi_d)")
    body.append("    _fi_set(_fi_self, '__dict__', _fi_d)")
    if hasattr(cls, "__post_init__"):
        body.append("    _fi_self.__post_init__()")
    src = f"def __init__(_fi_self, {', '.join(params)}):\n" + "\n".join(body) + "\n"
    exec(src, ns)  # noqa: S102 - made from the class's own field names, as dataclasses makes its __init__
    init = ns["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = {**{f.name: f.type for f in fs}, "return": None}
    cls.__init__ = init  # type: ignore[misc]
    return cls


def fast_inits(namespace: dict[str, Any]) -> None:
    """`fast_init` for every frozen dataclass a module defines (called at its end with `globals()`): the
    records the engine makes by the thousand, without a decorator on each."""
    name = namespace["__name__"]
    for obj in list(namespace.values()):
        if isinstance(obj, type) and obj.__module__ == name and dataclasses.is_dataclass(obj):
            fast_init(obj)
