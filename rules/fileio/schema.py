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
from rules.i18n import N_, _, or_list
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
    return out or _("the top level")


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


# JSON Schema's type names as a designer reads them, each a whole phrase so that a language words it (article,
# gender, case) its own way: "should be {wanted}, not {actual}".
_WANTED = {
    "string": N_("a string"), "integer": N_("an integer"), "number": N_("a number"), "boolean": N_("a boolean"),
    "object": N_("an object"), "array": N_("an array"), "null": N_("empty"),
}


def _explain(err: jsonschema.ValidationError, path: tuple) -> tuple[str, str, tuple]:
    """The code, the sentence in the current language and the key path of one schema error. The schema's
    `description`s (English data in schemas/*.json) are looked up in the catalogue: those a finding shows are
    marked for extraction in rules/fileio/schema_texts.py, which tests/test_i18n_files.py keeps in step."""
    where = _fmt_path(path)
    v = err.validator
    if v == "additionalProperties":
        allowed = list(err.schema.get("properties", {}))
        extra = [k for k in err.instance if k not in allowed] if isinstance(err.instance, dict) else []
        key = extra[0] if extra else "?"
        hint = difflib.get_close_matches(str(key), allowed, n=1)
        if hint:
            msg = _("unknown key '{key}' in {where} (did you mean '{hint}'?)").format(key=key, where=where,
                                                                                     hint=hint[0])
        elif allowed:
            msg = _("unknown key '{key}' in {where}; known keys here: {keys}").format(
                key=key, where=where, keys=", ".join(allowed))
        else:
            msg = _("unknown key '{key}' in {where}").format(key=key, where=where)
        return "unknown-key", msg, (*path, key)
    if v == "required":
        missing = err.message.split("'")[1] if "'" in err.message else err.message
        return "missing-key", _("{where} needs '{key}'").format(where=where, key=missing), path
    if v == "type":
        want = err.validator_value
        wanted = [_(_WANTED.get(w, w)) for w in (want if isinstance(want, list) else [want])]
        wanted_text = or_list(wanted)
        return "wrong-type", _("{where} should be {wanted}, not {actual}").format(
            where=where, wanted=wanted_text, actual=_describe(err.instance)), path
    if v == "enum":
        choices = ", ".join(str(c) for c in dict.fromkeys(str(x) for x in err.validator_value))
        return "bad-value", _("{where} is {value}; it must be one of: {choices}").format(
            where=where, value=repr(err.instance), choices=choices), path
    if v == "pattern":
        desc = err.schema.get("description")
        desc = _(desc) if desc else _("the pattern {pattern}").format(pattern=err.validator_value)
        return "bad-format", _("{where} is {value}: {description}").format(
            where=where, value=repr(err.instance), description=desc), path
    if v in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minItems", "maxItems",
             "minLength"):
        return "out-of-range", _("{where}: {problem}").format(where=where, problem=_limit(err)), path
    if v == "oneOf":
        desc = err.schema.get("description")
        if desc is None and isinstance(err.instance, dict) and ("unit" in err.instance or "leader" in err.instance):
            desc = N_("a setup entry names exactly one unit or one leader")
        return "bad-shape", _("{where} has the wrong shape: {description}").format(
            where=where, description=_(desc) if desc else _generic(err)), path
    return "schema", _("{where}: {problem}").format(where=where, problem=_generic(err)), path


def _limit(err: jsonschema.ValidationError) -> str:
    """A range or size finding in the current language; jsonschema's own English sentence says the same."""
    v, limit, value = err.validator, err.validator_value, err.instance
    shown = repr(value)
    if v == "minimum":
        return _("{value} is less than the minimum of {limit}").format(value=shown, limit=limit)
    if v == "maximum":
        return _("{value} is greater than the maximum of {limit}").format(value=shown, limit=limit)
    if v == "exclusiveMinimum":
        return _("{value} is less than or equal to the minimum of {limit}").format(value=shown, limit=limit)
    if v == "exclusiveMaximum":
        return _("{value} is greater than or equal to the maximum of {limit}").format(value=shown, limit=limit)
    if v == "minItems":
        return (_("{value} should be non-empty").format(value=shown) if limit == 1 else
                _("{value} is too short").format(value=shown))
    if v == "maxItems":
        return _("{value} is too long").format(value=shown)
    if v == "minLength":
        return (_("{value} should be non-empty").format(value=shown) if limit == 1 else
                _("{value} is too short").format(value=shown))
    return _generic(err)


def _generic(err: jsonschema.ValidationError) -> str:
    """The other keywords (rare in a designer's file: const, uniqueItems, not, ...): jsonschema's own English
    sentence, the only one there is, unless the keyword has a wording here."""
    if err.validator == "const":
        return _("{value} was expected").format(value=repr(err.validator_value))
    if err.validator == "uniqueItems":
        return _("{value} has non-unique elements").format(value=repr(err.instance))
    return err.message


def _describe(value: Any) -> str:
    """What a wrong value is, as a phrase of the current language (its text or number quoted as data)."""
    if value is None:
        return _("empty")
    if isinstance(value, bool):
        return _("the boolean {value}").format(value=str(value).lower())
    if isinstance(value, dict):
        return _("a mapping")
    if isinstance(value, list):
        return _("a list")
    if isinstance(value, str):
        return _("the text {value}").format(value=repr(value))
    if isinstance(value, int):
        return _("an int {value}").format(value=repr(value))
    if isinstance(value, float):
        return _("a float {value}").format(value=repr(value))
    return _("a {type} {value}").format(type=type(value).__name__, value=repr(value))
