"""JSON Schema checks for every file format: local references inlined once, and schema errors turned into
findings a designer can act on (a code, a sentence that names the key, the line and column on disk)."""

from __future__ import annotations

import difflib
import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rules.fileio.findings import Finding
from rules.fileio.quickcheck import Check, compile_check
from rules.fileio.yamlio import YamlDoc
from rules.paths import schemas_dir

if TYPE_CHECKING:
    import jsonschema

# jsonschema (with attrs, referencing, rpds) takes 40–70 ms to import: more than reading a 50 × 50 map. A
# valid file never needs it (the quick check says yes), so it is imported only to word the findings.


class SchemaValidator:
    """One schema of `schemas/`, its local $refs inlined: the compiled yes/no check (`quick`, None when the
    schema needs a keyword the check does not know) and jsonschema's validator, built the first time it is
    asked for (`full`): to list a file's errors, or when there is no quick check."""

    def __init__(self, schema: dict) -> None:
        self.schema = schema
        self.quick: Check | None = compile_check(schema)
        self._full: jsonschema.Draft202012Validator | None = None

    @property
    def full(self) -> jsonschema.Draft202012Validator:
        if self._full is None:
            self._full = strict_validator()(self.schema)
        return self._full

    def is_valid(self, value: Any) -> bool:
        return self.quick(value) if self.quick is not None else self.full.is_valid(value)

    def iter_errors(self, value: Any) -> Iterator[jsonschema.ValidationError]:
        return self.full.iter_errors(value)


@cache
def compiled_validator(schema_file: str) -> SchemaValidator:
    """The validator of one schema in `schemas/`, built once. Local $refs are inlined: resolving
    "#/$defs/label" for each of 10,000 hex labels took half of `banneret validate` on a 100 × 100 map."""
    schema = json.loads(Path(schemas_dir() / schema_file).read_text(encoding="utf-8"))
    return SchemaValidator(inline_refs(schema, schema))


@cache
def strict_validator() -> type[jsonschema.Draft202012Validator]:
    """Draft 2020-12 but for "integer": JSON Schema's accepts 12.0; the model needs an int (range(),
    indexing), so a whole number written as a float is a schema finding at its line, like any other wrong
    type (the quick check agrees: quickcheck.py)."""
    import jsonschema

    return jsonschema.validators.extend(
        jsonschema.Draft202012Validator,
        type_checker=jsonschema.Draft202012Validator.TYPE_CHECKER.redefine(
            "integer", lambda _checker, v: isinstance(v, int) and not isinstance(v, bool)),
    )


def __getattr__(name: str) -> Any:
    """`StrictValidator`, the class `strict_validator()` makes, for callers that build their own validator:
    made on first use so that importing this module does not import jsonschema."""
    if name == "StrictValidator":
        return strict_validator()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


MAX_MESSAGE = 300  # a finding quotes the value: a 5 MB string is cut, not printed


def inline_refs(node: Any, root: dict) -> Any:
    if isinstance(node, dict):
        if "$ref" in node and str(node["$ref"]).startswith("#/"):
            target: Any = root
            for part in node["$ref"][2:].split("/"):
                target = target[part]
            merged = {**inline_refs(target, root), **{k: v for k, v in node.items() if k != "$ref"}}
            return merged
        return {k: inline_refs(v, root) for k, v in node.items() if k != "$defs"}
    if isinstance(node, list):
        return [inline_refs(v, root) for v in node]
    return node


def _fmt_path(path: tuple) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "the top level"


def schema_findings(value: Any, doc: YamlDoc | None,
                    validator: SchemaValidator | jsonschema.Draft202012Validator) -> list[Finding]:
    """JSON Schema errors as findings a designer can act on, each at its line. A valid value costs only the
    compiled yes/no check (`quickcheck`), a fifth of jsonschema's time or less, and imports no jsonschema."""
    quick = getattr(validator, "quick", None)
    if quick is not None and quick(value):
        return []
    out: list[Finding] = []
    seen: set[tuple] = set()
    errors = validator.iter_errors(value)
    for err in sorted(errors, key=lambda e: list(map(str, e.absolute_path))):
        path = tuple(err.absolute_path)
        code, message, key_path = _explain(err, path)
        if (code, key_path) in seen:
            continue
        seen.add((code, key_path))
        line, col = doc.where(key_path, key=True) if doc else (None, None)
        if len(message) > MAX_MESSAGE:
            message = message[:MAX_MESSAGE] + "…"
        out.append(Finding(code, "error", message, line, col, path=key_path))
    return out


def _explain(err: jsonschema.ValidationError, path: tuple) -> tuple[str, str, tuple]:
    where = _fmt_path(path)
    v = err.validator
    if v == "additionalProperties":
        allowed = list(err.schema.get("properties", {}))
        extra = [k for k in err.instance if k not in allowed] if isinstance(err.instance, dict) else []
        key = extra[0] if extra else "?"
        hint = difflib.get_close_matches(str(key), allowed, n=1)
        tip = f" (did you mean '{hint[0]}'?)" if hint else (
            f"; known keys here: {', '.join(allowed)}" if allowed else "")
        return "unknown-key", f"unknown key '{key}' in {where}{tip}", (*path, key)
    if v == "required":
        missing = err.message.split("'")[1] if "'" in err.message else err.message
        return "missing-key", f"{where} needs '{missing}'", path
    if v == "type":
        want = err.validator_value
        want = " or ".join(want) if isinstance(want, list) else want
        return "wrong-type", f"{where} should be {_article(want)}, not {_describe(err.instance)}", path
    if v == "enum":
        choices = ", ".join(str(c) for c in dict.fromkeys(str(x) for x in err.validator_value))
        return "bad-value", f"{where} is {err.instance!r}; it must be one of: {choices}", path
    if v == "pattern":
        desc = err.schema.get("description", f"the pattern {err.validator_value}")
        return "bad-format", f"{where} is {err.instance!r}: {desc}", path
    if v in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minItems", "maxItems",
             "minLength"):
        return "out-of-range", f"{where}: {err.message}", path
    if v == "oneOf":
        desc = err.schema.get("description")
        if desc is None and isinstance(err.instance, dict) and ("unit" in err.instance or "leader" in err.instance):
            desc = "a setup entry names exactly one unit or one leader"
        return "bad-shape", f"{where} has the wrong shape: {desc or err.message}", path
    return "schema", f"{where}: {err.message}", path


def _article(word: str) -> str:
    return f"an {word}" if word[:1] in "aeiou" else f"a {word}"


def _describe(value: Any) -> str:
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return f"the text {value!r}"
    return f"{_article(type(value).__name__)} {value!r}"
