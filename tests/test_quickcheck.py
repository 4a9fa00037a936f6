"""The compiled yes/no schema check agrees with jsonschema on every file it answers for, so skipping
jsonschema on a valid file never hides a finding."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.fileio.quickcheck import compile_check
from rules.fileio.schema import compiled_validator, schema_findings
from rules.scenario.files import load_scenario

DEMO = Path(__file__).resolve().parents[1] / "scenarios" / "tremithoussia-demo.yaml"
SCHEMAS = ["scenario.schema.json", "counters.schema.json", "sheet.schema.json"]  # the ones schema_findings checks


def _demo() -> dict:
    return copy.deepcopy(load_scenario(DEMO).doc.value)


@pytest.mark.parametrize("name", SCHEMAS)
def test_every_schema_compiles(name):
    v = compiled_validator(name)
    assert v.quick is not None, f"{name} uses a keyword quickcheck does not know: jsonschema runs on it"


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*path, i))


REPLACEMENTS = st.sampled_from([None, True, False, 0, 1, -1, 1.0, 2.5, 10**6, "", "x", "0101", "clear", "north",
                                "#ff0000", [], [1], ["0101"], {}, {"x": 1}])


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_quick_check_agrees_with_jsonschema_on_mutated_scenarios(data):
    value = _demo()
    paths = [p for p in _paths(value) if p]
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(paths))
        action = data.draw(st.sampled_from(["replace", "delete", "add"]))
        try:
            parent = value
            for part in path[:-1]:  # an earlier mutation may have removed or replaced an ancestor
                parent = parent[part]
            if action == "replace":
                parent[path[-1]] = data.draw(REPLACEMENTS)
            elif action == "delete":
                del parent[path[-1]]
            elif isinstance(parent, dict):
                parent[data.draw(st.sampled_from(["extra", "Name", "1", "terrain"]))] = data.draw(REPLACEMENTS)
        except (KeyError, IndexError, TypeError):
            pass
    validator = compiled_validator("scenario.schema.json")
    quick = compile_check(validator.schema)
    assert quick is not None
    assert quick(value) == validator.is_valid(value)
    if not validator.is_valid(value):
        assert schema_findings(value, None, validator)  # the findings still come from jsonschema


def test_integers_booleans_and_enums_follow_draft_2020_12_with_strict_integers():
    check = compile_check({"type": "integer", "enum": [1, 2]})
    assert check(1) and not check(1.0) and not check(True) and not check(3)  # 1.0: StrictValidator
    assert compile_check({"enum": [1]})(True) is False
    assert compile_check({"pattern": "^a"})(5) and not compile_check({"pattern": "^a"})("ba")
    assert compile_check({"unevaluatedProperties": False}) is None


def test_enum_is_json_equality_with_booleans_apart_and_containers_never_equal():
    check = compile_check({"enum": [1, "a", None, False]})
    assert check(1) and check(1.0) and check("a") and check(None) and check(False)
    assert not check(True) and not check(0) and not check(2) and not check("b") and not check([1]) and not check({})
    both = compile_check({"type": "string", "enum": ["x"], "minLength": 1})  # three checks in one
    assert both("x") and not both("y") and not both(1)
