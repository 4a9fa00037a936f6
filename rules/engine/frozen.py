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

from rules.resolve.records import fast_init, fast_inits

__all__ = ["KeptTuple", "derived", "fast_init", "fast_inits", "keep_hash", "replace"]

T = TypeVar("T")

_plain: dict[type, tuple[frozenset[str] | None, int, list[str], Any, bool]] = {}
_set = object.__setattr__
_new = object.__new__

REPLACED_LIMIT = 8192  # records `replace` keeps (the table is emptied when full)
# `replace`'s answers for the records that are values compared by every field (`keep_hash`'s kept `__eq__`), by the
# record and the changes with their values' classes: the record made for an equal call (issue #30: 61 % of the calls
# of a greedy game repeat an earlier one, the same unit moved again by a sibling look-ahead, the same mêlée stage)
_replaced: dict[tuple, Any] = {}


def _spec(cls: type) -> tuple[frozenset[str] | None, int, list[str], Any, bool]:
    """`cls`'s field names and their number (None and -1 when not a plain dataclass), the names of the
    cached answers seen beside them in its records' dictionaries (a kept hash, a `cached_property`), learnt as
    they appear, and the function that writes the values a record keeps beside its fields (`_derived`, a
    static method: `state.UnitState`'s `on_map` and `routed`), None when it keeps none. Their names (the class's
    `_derived_names`) count with the fields. Last, whether its answers are kept (`_replaced`): a plain `keep_hash`
    record whose `__eq__` compares every field (its `_ft`), unless the class says `_replace_fresh` (a position:
    hashing one costs more than it saves, and a kept one would keep its memos alive)."""
    names = None
    derive = cls.__dict__.get("_derived")
    derive = derive.__func__ if isinstance(derive, staticmethod) else None
    if (dataclasses.is_dataclass(cls) and not hasattr(cls, "__post_init__")
            and not any("__slots__" in k.__dict__ for k in cls.__mro__[:-1])):
        fs = dataclasses.fields(cls)  # InitVar and ClassVar pseudo-fields are not listed here
        if all(f.init for f in fs) and len(fs) == len(cls.__dataclass_fields__):  # type: ignore[attr-defined]
            names = frozenset(f.name for f in fs)
            if derive is not None:
                names |= frozenset(cls._derived_names)  # type: ignore[attr-defined]
    keep = (names is not None and isinstance(cls.__dict__.get("_ft"), _KeptFields)
            and not getattr(cls, "_replace_fresh", False))
    spec = _plain[cls] = (names, -1 if names is None else len(names), [], derive, keep)
    return spec


def replace(obj: T, /, **changes: Any) -> T:
    """`dataclasses.replace(obj, **changes)`: the same value, made by copying the instance dictionary (at C
    speed, keeping its shared keys) and setting it on a new record. Cached answers a record keeps in its
    dictionary (a kept hash, a `cached_property`) are not copied: the new record starts without them, as one
    made by `__init__` does. A record that holds some is common (a unit state once hashed): their names are
    learnt per class and dropped by name, not by walking every field (issue #30: half the time of a replace).
    Values a class keeps beside its fields (`_derived`) are written again from the new fields.
    A name that is not a field shows as a longer dictionary, and goes to `dataclasses.replace` for its error.

    A record compared by every field gets the record made for an equal call before (`_replaced`: an equal record,
    the same changes, their values of the same classes), never `obj` itself: a record is a value, and sharing one
    saves making it (~10,000 instructions) and lets the tables kept by a record's identity find it."""
    cls = obj.__class__
    names, n, extras, derive, keep = _plain.get(cls) or _spec(cls)
    key = None
    if keep:
        key = (obj, *changes.items(), *map(type, changes.values()))
        try:
            got = _replaced.get(key)
        except TypeError:  # a value that cannot be hashed (a list): made, not kept
            key = None
        else:
            if got is not None and got is not obj:
                return got
    # the new record, made here rather than by a helper (a Python frame less for 9,000 records made in a greedy
    # game of Tremithoussia, issue #30); every way to `dataclasses.replace` raises its error for a kept class
    d = obj.__dict__.copy()
    if len(d) != n:
        if names is None:
            return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
        for name in extras:
            d.pop(name, None)
        if len(d) != n:
            for name in [k for k in d if k not in names]:
                extras.append(name)
                del d[name]
    d.update(changes)
    if derive is not None:
        if not changes.keys().isdisjoint(cls._derived_names):  # type: ignore[attr-defined]
            return dataclasses.replace(obj, **changes)  # type: ignore[type-var]  # refused: no field
        derive(d)
    if len(d) != n:
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    new = _new(cls)
    _set(new, "__dict__", d)
    if key is not None:
        if len(_replaced) >= REPLACED_LIMIT:
            _replaced.clear()
        _replaced[key] = new
    return new


class _KeptHash:
    """A kept-hash record's `_hm` (`keep_hash`): read once, it computes the record's hash and leaves it in the
    instance dictionary as a bound method that returns it (`int.conjugate` of the hash), where later reads find
    it before this non-data descriptor, without a Python call (issue #30)."""

    __slots__ = ("fields", "keep")

    def __init__(self, fields: Any, keep: bool) -> None:
        self.fields = fields  # the fields' values as a tuple, read from the instance dictionary
        self.keep = keep  # every field is compared: the tuple is `_ft`, kept for `__eq__` too

    def __get__(self, obj: Any, cls: type | None = None) -> Any:
        if obj is None:
            return self
        d = obj.__dict__
        if self.keep:
            t = d.get("_ft")
            if t is None:
                t = d["_ft"] = self.fields(d)
        else:
            t = self.fields(d)
        got = d["_hm"] = hash(hash(t)).conjugate
        return got


class _KeptFields:
    """A kept-hash record's `_ft` (`keep_hash`): the tuple of its compared fields, made at the first read and left in
    the instance dictionary, where later reads find it before this non-data descriptor. `__eq__` compares two
    records' kept tuples: the evaluation's and the combat's tables compare about 30,000 equal but distinct unit
    states in 300 greedy choices of Hautmesnil, and making both 22-field tuples again at each comparison was about
    9,800 instructions of a dictionary look-up's 10,000 (issue #30)."""

    __slots__ = ("fields",)

    def __init__(self, fields: Any) -> None:
        self.fields = fields

    def __get__(self, obj: Any, cls: type | None = None) -> Any:
        if obj is None:
            return self
        d = obj.__dict__
        got = d["_ft"] = self.fields(d)
        return got


# A kept-hash record's `__hash__`: a property whose getter, an `attrgetter` (C), reads the record's `_hm`, and the
# interpreter's hash slot calls what it returns with no argument (`int.conjugate`, C). A hash kept in the record is
# then read without any Python frame: the unit states alone are hashed about 100,000 times in 300 greedy choices
# of Hautmesnil (the evaluation's tables, the combat's, the position's and greedy's keys), and a Python
# `__hash__` that only returned the kept value cost about 1,100 instructions a call against 360 (issue #30).
_READ_KEPT = property(operator.attrgetter("_hm"))


def keep_hash(cls: type[T]) -> type[T]:
    """A frozen dataclass whose hash is computed once per record and kept in its dictionary (issue #30): the
    generated `__hash__` builds the tuple of every field at each call, and a unit state (22 fields) is hashed
    hundreds of thousands of times a greedy game (transposition-table keys, the evaluation's memos). The kept
    hash is left out of pickles and copies (a string's hash differs between processes) and out of `replace`
    (which copies the fields only when the dictionary holds more).

    The hash kept is the fields' tuple's hash as an int hashes it, `hash(hash(fields))` (reduced modulo
    2**61 - 1: a value that hashes to itself), so that a tuple of such records hashes as the tuple of their
    hashes, which `KeptTuple` keeps and patches. No game reads a hash's value, only that equal records hash
    alike: every such record holds a string or the battle, whose hashes differ between processes anyway."""
    names = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
    compared = [f.name for f in dataclasses.fields(cls) if f.compare]  # type: ignore[arg-type]
    kept_eq = len(compared) > 1 and cls.__dataclass_params__.eq  # type: ignore[attr-defined]
    cls._hm = _KeptHash(operator.itemgetter(*names), kept_eq and compared == names)  # type: ignore[attr-defined]

    def __getstate__(self) -> dict[str, Any]:
        d = self.__dict__
        if "_hm" in d or "_ft" in d:
            d = {k: v for k, v in d.items() if k != "_hm" and k != "_ft"}
        return d

    cls.__hash__ = _READ_KEPT  # type: ignore[assignment]
    cls.__getstate__ = __getstate__  # type: ignore[attr-defined]
    if kept_eq:
        cls._ft = _KeptFields(operator.itemgetter(*compared))  # type: ignore[attr-defined]

        def __eq__(self: Any, other: Any) -> Any:
            """The generated `__eq__`'s answer (the compared fields' tuples, same class only), the tuples made at
            C speed once a record and kept (`_ft`): a unit state's generated one loads 44 attributes, and the
            evaluation's tables compare tens of thousands of equal unit states a greedy game (issue #30)."""
            if other.__class__ is self.__class__:
                return self._ft == other._ft
            return NotImplemented

        __eq__.__qualname__ = f"{cls.__qualname__}.__eq__"
        cls.__eq__ = __eq__  # type: ignore[method-assign,assignment]
    return cls


class KeptTuple(tuple):
    """A tuple of `keep_hash` records that computes its hash once and keeps it (issue #30). A position's units and
    leaders are hashed with every key they are part of (the position's own hash, the greedy player's tables, the
    evaluation's memos), and a plain tuple hashes each of its records again each time: one Python call per
    counter. Equal to the plain tuple of the same records, with the same hash; the kept hash is left out of
    pickles and copies (a string's hash differs between processes).

    A tuple made from another by changing a few records (`derived`: a look-ahead's move changes one to three of
    47 counters) hashes from its parent's records' hashes (`hs`, kept beside its hash) with the changed records'
    hashes put in: the hash of that tuple of ints is the records' tuple's hash, since a `keep_hash` record's
    hash hashes to itself as an int. Hashing each new units tuple record by record was 3 % of a greedy game."""

    __hash__ = _READ_KEPT  # type: ignore[assignment]

    def __reduce__(self) -> tuple[Any, ...]:
        return KeptTuple, (tuple(self),)


def _first_hash(descr: Any, t: KeptTuple | None, cls: type | None = None) -> Any:
    """`KeptTuple._hm`'s first read (the `__get__` of `_TupleHash`, a non-data descriptor): the tuple's hash
    computed and left in its dictionary as `_hm` (`hash(...).conjugate`), where the next reads find it first,
    with `hs`, the records' hashes, for the tuples made from this one. Written as the descriptor's own `__get__`,
    not a method it calls: one Python frame for each of 11,000 new tuples hashed in a greedy game (issue #30)."""
    if t is None:
        return descr
    d = t.__dict__
    up = d.pop("up", None)
    if up is None:
        hs = tuple(map(hash, t))
    else:
        patched = list(up[0])
        for i, rec in up[1]:
            patched[i] = hash(rec)
        hs = tuple(patched)
    d["hs"] = hs
    got = d["_hm"] = hash(hs).conjugate
    return got


class _TupleHash:
    """`KeptTuple._hm`: the first read computes the hash (`_first_hash`), which leaves `_hm` in the tuple's
    dictionary for the next reads (a non-data descriptor: the instance dictionary comes first)."""

    __slots__ = ()
    __get__ = _first_hash


KeptTuple._hm = _TupleHash()  # type: ignore[attr-defined]


UP_LIMIT = 64  # changes carried from an unhashed parent at most (then the tuple hashes record by record)


def derived(items: list, parent: tuple, changed: list[tuple[int, Any]]) -> KeptTuple:
    """`items` (the `parent` tuple with the records `changed`, (index, record) pairs, put in) as a `KeptTuple`
    that will hash from its parent's records' hashes: kept beside the parent's hash, or carried from the
    parent's own parent when the parent was never hashed (a position between two of a look-ahead's; no tuple
    holds another, only the ints and the changed records)."""
    new = KeptTuple(items)
    if parent.__class__ is KeptTuple:
        pd = parent.__dict__
        hs = pd.get("hs")
        if hs is not None:
            new.__dict__["up"] = (hs, changed)
        else:
            up = pd.get("up")
            if up is not None and len(up[1]) < UP_LIMIT:
                new.__dict__["up"] = (up[0], up[1] + changed)
    return new
