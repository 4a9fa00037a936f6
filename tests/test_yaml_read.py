"""read_yaml's shortcuts (rules/fileio/yamlio.py) give the safe constructor's values, and leave the GC as found."""

from __future__ import annotations

import gc
import math

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.fileio.yamlio import read_yaml

SAFE = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def expected(text: str):
    """What the safe loader makes of `key: <text>`, with read_yaml's rule that dates, binary, inf/nan and
    numbers Python cannot hold stay the text they were written as."""
    try:
        value = yaml.load(f"k: {text}", Loader=SAFE)["k"]
    except (ValueError, OverflowError, TypeError):
        return text
    if isinstance(value, float) and not math.isfinite(value) or not isinstance(value, int | float | str | bool
                                                                                  | type(None)):
        return text
    return value


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789+-_xob:.e", min_size=1, max_size=24))
def test_plain_scalars_read_as_the_safe_loader_reads_them(text):
    try:
        want = expected(text)
    except yaml.YAMLError:
        return
    got = read_yaml(f"k: {text}\n".encode()).value
    assert got is not None and got["k"] == want and type(got["k"]) is type(want)


def test_numbers_and_labels():
    for text, want in [("0", 0), ("7", 7), ("010", 8), ("0x1f", 31), ("1_000", 1000), ("+5", 5), ("-3", -3),
                       ("1:30", 90), ('"0915"', "0915"), ("'12'", "12"), ("!!int '12'", 12), ("!!str 12", "12"),
                       ("9" * 30, int("9" * 30)), ("9" * 5000, "9" * 5000)]:
        assert read_yaml(f"k: {text}\n".encode()).value["k"] == want, text


def test_the_garbage_collector_is_left_as_found():
    assert gc.isenabled()
    read_yaml(b"a: [1, 2]\n")
    assert gc.isenabled()
    gc.disable()
    try:
        read_yaml(b"a: [1, 2]\n")
        read_yaml(b"a: [\n")  # a syntax error: a finding, the collector still as it was
        assert not gc.isenabled()
    finally:
        gc.enable()


def _tags(node: yaml.Node):
    """A composed node as (tag, value) all the way down."""
    if isinstance(node, yaml.ScalarNode):
        return node.tag, node.value
    if isinstance(node, yaml.SequenceNode):
        return node.tag, [_tags(n) for n in node.value]
    return node.tag, [(_tags(k), _tags(v)) for k, v in node.value]


TOKENS = st.sampled_from(["yes", "No", "on", "~", "null", "", "1", "01", "0x1f", "1_0", "1:30", "1.5", ".inf",
                          "-.NaN", "2024-02-30", "2001-12-14t21:59:43.10-05:00", "clear", "'1'", '"yes"', "<<",
                          "=", "true", "TRUE", "tRue", "0915", "!!str 1", "!!int '2'", "1e3", "+1", "-0"])


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(TOKENS, TOKENS, st.booleans()), min_size=1, max_size=12))
def test_tags_are_the_safe_loaders_when_texts_repeat(pairs):
    """The loader remembers the tag of each plain text within a document: the same tags as the safe loader,
    however often a text comes back, as a key, a value or a list item."""
    from rules.fileio.yamlio import _Loader

    lines = [f"k{i}: [{a}, {b}]" if flow else f"k{i}: {a}" for i, (a, b, flow) in enumerate(pairs)]
    lines += [f"{a}{i}: {b}" for i, (a, b, _) in enumerate(pairs)]
    text = "\n".join(lines) + "\n"
    try:
        want = _tags(yaml.compose(text, Loader=SAFE))
    except yaml.YAMLError:
        return
    assert _tags(yaml.compose(text, Loader=_Loader)) == want


# -- the one-pass reader of plain documents (yamlio._read_plain) ----------------------------------------

def _general(data: bytes, monkeypatch):
    """read_yaml by the general three-pass reader alone."""
    from rules.fileio import yamlio

    with monkeypatch.context() as m:
        m.setattr(yamlio, "_read_plain", lambda text: None)
        return yamlio.read_yaml(data)


def _same_doc(a, b) -> None:
    """Two readings agree on everything a caller sees: value, marks and key marks (in order), findings."""
    assert a.value == b.value
    assert list(a.marks.items()) == list(b.marks.items())
    assert list(a.key_marks.items()) == list(b.key_marks.items())
    assert a.findings == b.findings


SCALARS = st.sampled_from(["clear", "0101", "'0101'", '"x y"', "1", "-2", "010", "0x1f", "1.5", "1e3", ".inf",
                           "~", "null", "yes", "No", "true", "2024-02-30", "1:30", "<<", "", "'it''s'", "é",
                           '"a\\tb"', "!!str 5", "!!int '7'", "! 3", "&a 1", "*a", "|\n  text\n", "x: y", "[1, 2]",
                           "{a: 1}", "- 1", "a #c", "'unclosed", "9" * 25])
KEYS = st.sampled_from(["a", "b", "hex", "1", "true", "~", "'q'", "<<", "[k]", "? x", "a", "1.0", "&k c"])


@st.composite
def _yaml_texts(draw, depth: int = 0):
    """Block and flow YAML, mostly plain, with the things the one-pass reader leaves to the general one
    (anchors, aliases, tags, duplicate and merge keys, collections as keys, syntax errors) mixed in."""
    indent = "  " * depth
    kind = draw(st.sampled_from(["map", "map", "seq", "flow"] if depth < 3 else ["map", "flow"]))
    lines = []
    for _ in range(draw(st.integers(1, 4))):
        if kind == "map":
            key = draw(KEYS)
            if draw(st.booleans()) or depth >= 3:
                lines.append(f"{indent}{key}: {draw(SCALARS)}")
            else:
                lines.append(f"{indent}{key}:")
                lines.append(draw(_yaml_texts(depth + 1)))
        elif kind == "seq":
            lines.append(f"{indent}- {draw(SCALARS)}")
        else:
            items = ", ".join(draw(st.lists(SCALARS, max_size=4)))
            lines.append(f"{indent}{draw(KEYS)}: [{items}]")
    text = "\n".join(lines)
    if depth == 0 and draw(st.integers(0, 9)) == 0:
        text = draw(st.sampled_from(["---\n", "--- !!map\n", "%YAML 1.1\n---\n", ""])) + text + draw(
            st.sampled_from(["\n---\nb: 2", "\n...\n", "\n# end", "\n..."]))
    return text


@settings(max_examples=400, deadline=None)
@given(_yaml_texts())
def test_plain_documents_read_in_one_pass_as_the_general_reader_reads_them(text):
    """Whatever the document — plain, or with what the one-pass reader leaves to the general one, or broken —
    read_yaml gives the general reader's value, marks, key marks and findings."""
    from _pytest.monkeypatch import MonkeyPatch

    data = (text + "\n").encode()
    with MonkeyPatch.context() as mp:
        _same_doc(read_yaml(data), _general(data, mp))


def test_the_demos_are_read_in_one_pass_with_the_general_readers_marks(monkeypatch):
    from pathlib import Path

    from rules.fileio.yamlio import _read_plain

    for path in sorted((Path(__file__).resolve().parent.parent / "scenarios").glob("*.yaml")):
        data = path.read_bytes()
        assert _read_plain(data.decode("utf-8-sig")) is not None, path  # plain: the one-pass reader's
        _same_doc(read_yaml(data), _general(data, monkeypatch))


def test_what_the_one_pass_reader_leaves_to_the_general_one(monkeypatch):
    """Refused documents keep the general reader's findings and places: a syntax error after a duplicate key
    reports the syntax error alone, as before; a duplicate key, an alias or a merge key theirs."""
    from rules.fileio.yamlio import _read_plain

    cases = {
        b"a: 1\na: 2\nb: [\n": "yaml-syntax",
        b"a: 1\nb:\n  c: 1\n  c: 2\n": "duplicate-key",
        b"a: &x [1]\nb: *x\n": None,
        b"<<: {a: 1}\n": "yaml-merge",
        b"a: 1\n---\nb: 2\n": "yaml-syntax",
        b"? [a]\n: 1\n": "bad-key",
        b"~\n": "empty",
        b"": "empty",
        b"a: !!binary aGk=\n": None,
    }
    for data, code in cases.items():
        assert _read_plain(data.decode()) is None, data
        got = read_yaml(data)
        _same_doc(got, _general(data, monkeypatch))
        assert [f.code for f in got.findings] == ([code] if code else []), data
