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
