"""A yes/no JSON Schema check compiled once into Python closures, to skip jsonschema on valid files.

`jsonschema` walks a 100 × 100 scenario (10,000 terrain labels, their hexsides, the setup) in 0.1–0.4 s, most
of it dispatching keywords per value. A valid file, the common case, needs no error list, so
`schema.schema_findings` first asks this check; only when it says no (or meets a keyword it does not know)
does jsonschema run, so the findings, their paths and messages are jsonschema's as before.

The check knows the keywords our schemas use, with Draft 2020-12's meaning but for one rule the model
needs (schema.StrictValidator): an integer is an int, never 1.0; a boolean is neither an integer nor a
number, `enum` does not take true for 1, `pattern` searches. Any other keyword makes that part of the
schema answer "ask jsonschema" (None), never a wrong yes.
(fastjsonschema was the other candidate: it implements drafts 4, 6 and 7 only, stops at the first error and
would add a dependency for what these 70 lines do.)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Check = Callable[[Any], bool]

ANNOTATIONS = {"description", "title", "$schema", "$id", "$comment", "default", "examples", "format", "$defs",
               "deprecated", "readOnly", "writeOnly"}  # `format` asserts nothing without a format checker
_TYPES: dict[str, Callable[[Any], bool]] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),  # 12.0 is not (schema.StrictValidator)
}


class Unsupported(Exception):
    """The schema uses a keyword this check does not implement."""


def compile_check(schema: Any) -> Check | None:
    """A function that says whether a value is valid, or None if the schema needs jsonschema itself."""
    try:
        return _compile(schema)
    except Unsupported:
        return None


def _number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def _compile(schema: Any) -> Check:  # noqa: C901 - one branch a keyword
    if schema is True or schema == {}:
        return lambda v: True
    if schema is False:
        return lambda v: False
    if not isinstance(schema, dict):
        raise Unsupported(repr(schema))
    checks: list[Check] = []
    for key, arg in schema.items():
        if key in ANNOTATIONS or key in ("properties", "additionalProperties"):
            continue
        if key == "type":
            tests = [_TYPES[t] for t in (arg if isinstance(arg, list) else [arg])]
            checks.append(tests[0] if len(tests) == 1 else lambda v, tests=tests: any(t(v) for t in tests))
        elif key == "enum":
            if any(isinstance(x, dict | list) for x in arg):
                raise Unsupported("enum of containers")
            checks.append(_enum(arg))
        elif key == "pattern":
            search = re.compile(arg).search
            checks.append(lambda v, search=search: not isinstance(v, str) or search(v) is not None)
        elif key == "minLength":
            checks.append(lambda v, n=arg: not isinstance(v, str) or len(v) >= n)
        elif key == "minimum":
            checks.append(lambda v, n=arg: not _number(v) or v >= n)
        elif key == "maximum":
            checks.append(lambda v, n=arg: not _number(v) or v <= n)
        elif key == "exclusiveMinimum":
            checks.append(lambda v, n=arg: not _number(v) or v > n)
        elif key == "minItems":
            checks.append(lambda v, n=arg: not isinstance(v, list) or len(v) >= n)
        elif key == "maxItems":
            checks.append(lambda v, n=arg: not isinstance(v, list) or len(v) <= n)
        elif key == "required":
            checks.append(lambda v, keys=tuple(arg): not isinstance(v, dict) or all(k in v for k in keys))
        elif key == "items":
            item = _compile(arg)
            checks.append(lambda v, item=item: not isinstance(v, list) or all(item(x) for x in v))
        elif key == "propertyNames":
            name = _compile(arg)
            checks.append(lambda v, name=name: not isinstance(v, dict) or all(name(k) for k in v))
        elif key == "oneOf":
            subs = [_compile(s) for s in arg]
            checks.append(lambda v, subs=subs: sum(1 for s in subs if s(v)) == 1)
        elif key == "not":
            sub = _compile(arg)
            checks.append(lambda v, sub=sub: not sub(v))
        else:
            raise Unsupported(key)
    if "properties" in schema or "additionalProperties" in schema:
        props = {k: _compile(s) for k, s in schema.get("properties", {}).items()}
        extra = _compile(schema.get("additionalProperties", True))

        def objects(v: Any, props: dict[str, Check] = props, extra: Check = extra) -> bool:
            if not isinstance(v, dict):
                return True
            for k, x in v.items():
                check = props.get(k, extra)
                if not check(x):
                    return False
            return True

        checks.append(objects)
    return _all(checks)


def _all(checks: list[Check]) -> Check:
    """Every check, without a generator per value for the usual one to three."""
    if not checks:
        return lambda v: True
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        a, b = checks
        return lambda v: a(v) and b(v)
    if len(checks) == 3:
        a, b, c = checks
        return lambda v: a(v) and b(v) and c(v)
    return lambda v: all(c(v) for c in checks)


def _enum(values: list[Any]) -> Check:
    """`enum` as a set lookup: equal as JSON values (1 and 1.0 alike), a boolean only to a boolean."""
    flags = frozenset(x for x in values if isinstance(x, bool))
    others = frozenset(x for x in values if not isinstance(x, bool))

    def check(v: Any) -> bool:
        if isinstance(v, bool):
            return v in flags
        try:
            return v in others
        except TypeError:  # a list or a mapping: never one of scalars
            return False

    return check
