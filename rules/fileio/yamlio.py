"""YAML in and out, safely: size, nesting and alias limits, line marks kept, stable atomic writes.

Reading is bytes → checks → libyaml events (a cheap pre-scan that bounds nesting and aliases before
anything recursive runs) → safe composition → plain Python values with a mark (line, column) for every
path. Only the safe loader is used: no tag can build an arbitrary object.
"""

from __future__ import annotations

import gc
import math
import re
from dataclasses import dataclass, field
from typing import Any

import yaml

from rules.fileio.atomic import write_atomic
from rules.fileio.findings import Finding
from rules.i18n import _

_SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Loader(_SafeLoader):  # type: ignore[misc, valid-type]
    """The safe loader (libyaml's when present), its implicit tags resolved once per distinct plain text.

    PyYAML's resolver is Python, called for every node of a document the C parser composes; on a 50 × 50
    map the same few hundred texts ("clear", "0101", keys, small numbers) come back thousands of times. A
    quoted scalar and a collection get the default tag without the regular expressions; a plain scalar's
    tag depends on its text alone (the safe loaders have no path resolvers), so it is remembered. The tags
    are those of the safe loader (`tests/test_yaml_read.py`)."""

    def __init__(self, stream: Any) -> None:
        super().__init__(stream)
        self._tags: dict[str, str] = {}

    def resolve(self, kind: type, value: Any, implicit: tuple[bool, bool]) -> str:
        if self.yaml_path_resolvers:  # none on the safe loaders: if one is ever added, PyYAML's own way
            return super().resolve(kind, value, implicit)
        if kind is yaml.ScalarNode:
            if not implicit[0]:
                return self.DEFAULT_SCALAR_TAG
            tag = self._tags.get(value)
            if tag is None:
                tag = self._tags[value] = super().resolve(kind, value, implicit)
            return tag
        return self.DEFAULT_SEQUENCE_TAG if kind is yaml.SequenceNode else self.DEFAULT_MAPPING_TAG

_Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
_STR = "tag:yaml.org,2002:str"
_INT = "tag:yaml.org,2002:int"

MAX_BYTES = 8 * 1024 * 1024  # a 200 × 200 map with every feature and 1,000 units is well under 2 MB
MAX_DEPTH = 64  # the scenario format nests 7 deep
MAX_ALIASES = 1000
MAX_NODES = 2_000_000  # values built in all: bounds time and memory
MAX_VALUES = 300_000  # values written in the file (a 5,000-counter battle has ~70,000): bounds composition
MAX_ALIAS_NODES = 100_000  # values built again through aliases (*name): bounds the billion-laughs blow-up

__all__ = ["Flow", "FlowMap", "YamlDoc", "dump_yaml", "read_yaml", "write_atomic"]

Path_ = tuple[str | int, ...]


@dataclass
class YamlDoc:
    """A parsed document: its value, and where each path starts in the file (1-based line, column)."""

    value: Any = None
    marks: dict[Path_, tuple[int, int]] = field(default_factory=dict)
    key_marks: dict[Path_, tuple[int, int]] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)
    # Parts of the document that were read from another file (a side's counters from a counter library):
    # path prefix → that file. Their marks are that file's lines.
    foreign: dict[Path_, str] = field(default_factory=dict)

    def file_of(self, path: Path_) -> str | None:
        """The other file `path` was read from, or None for this document's own file."""
        for n in range(len(path), 0, -1):
            f = self.foreign.get(tuple(path[:n]))
            if f is not None:
                return f
        return None

    def where(self, path: Path_, key: bool = False) -> tuple[int | None, int | None]:
        """The line and column of `path`, or of its closest ancestor that has one."""
        table = self.key_marks if key else self.marks
        p = tuple(path)
        while True:
            if p in table:
                return table[p]
            if key and p in self.marks:
                return self.marks[p]
            if not p:
                return None, None
            p = p[:-1]


def _fatal(doc: YamlDoc, code: str, message: str, line: int | None = None, col: int | None = None) -> YamlDoc:
    doc.findings.append(Finding(code, "error", message, line, col))
    doc.value = None
    return doc


def _mark(m: Any) -> tuple[int, int]:
    return m.line + 1, m.column + 1


def read_yaml(data: bytes) -> YamlDoc:
    """Parse YAML bytes into plain values with marks. Never raises on bad input: findings say why.

    The cyclic garbage collector is paused meanwhile: composing and building allocate a node, a value and a
    mark for each of tens of thousands of values, which set off collections that found nothing (the values
    form a tree; an alias cycle is refused) and took 30 % of the time."""
    paused = gc.isenabled()
    gc.disable()
    try:
        return _read_yaml(data)
    finally:
        if paused:
            gc.enable()


def _read_yaml(data: bytes) -> YamlDoc:
    doc = YamlDoc()
    if len(data) > MAX_BYTES:
        return _fatal(
            doc, "file-too-large",
            _("the file is {size} MiB; a scenario may be at most {most} MiB").format(
                size=f"{len(data) / 2**20:.1f}", most=MAX_BYTES // 2**20),
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        return _fatal(doc, "not-utf8", _("the file is not UTF-8 text (byte 0x{byte})").format(
            byte=f"{data[e.start]:02x}"), line, col)
    if "\x00" in text:
        return _fatal(doc, "not-text", _("the file contains NUL characters: it is not a text file"))
    quick = _read_plain(text)
    if quick is not None:
        return quick
    try:
        _prescan(text)
        loader = _Loader(text)
        try:
            node = loader.get_single_node()
        finally:
            loader.dispose()
    except _LimitError as e:
        return _fatal(doc, e.code, e.message, *e.where)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line, col = _mark(mark) if mark else (None, None)
        problem = e.problem or e.context or _("not valid YAML")
        if "nesting depth" in problem:  # libyaml's own limit, reached before our pre-scan's
            return _fatal(doc, "too-deep", _too_deep(), line, col)
        message, line, col = _syntax_message(e, problem, line, col)
        return _fatal(doc, "yaml-syntax", message, line, col)
    except yaml.YAMLError as e:
        return _fatal(doc, "yaml-syntax", _("not valid YAML: {problem}").format(problem=e))
    except RecursionError:
        return _fatal(doc, "too-deep", _too_deep())
    if node is None:
        return _fatal(doc, "empty", _("the file is empty: a scenario starts with 'format: banneret/1'"), 1, 1)
    builder = _Builder(doc)
    try:
        doc.value = builder.build(node, ())
    except _LimitError as e:
        return _fatal(doc, e.code, e.message, *e.where)
    if doc.value is None:  # '---' or '~' alone: a document with nothing in it says so, like an empty file
        return _fatal(doc, "empty", _("the file holds no value (only '---' or '~'): a scenario starts with "
                                      "'format: banneret/1'"), 1, 1)
    return doc


def _syntax_message(e: yaml.MarkedYAMLError, problem: str, line: int | None,
                    col: int | None) -> tuple[str, int | None, int | None]:
    """Where the problem starts as well as where the parser gave up: an unclosed quote is reported at the end
    of the file, far from the quote; the finding then points at the quote and names both places. libyaml's
    problem and context are fixed English phrases: those marked in rules/fileio/yaml_texts.py are looked up
    in the catalogue (any other stays as libyaml wrote it)."""
    if not (e.context and e.context_mark and e.problem_mark) or e.context_mark == e.problem_mark:
        return _("not valid YAML: {problem}").format(problem=_(problem)), line, col
    (cl, cc), (pl, pc) = _mark(e.context_mark), _mark(e.problem_mark)
    if "end of stream" in problem:  # the give-up point is the end of the file: the start is the useful place
        return (_("not valid YAML: {problem} at line {line}, column {column}, {context} that starts here (a quote "
                  "or bracket left open?)").format(problem=_(problem), line=pl, column=pc, context=_(e.context)),
                cl, cc)
    return _("not valid YAML: {problem} ({context}, which starts at line {line}, column {column})").format(
        problem=_(problem), context=_(e.context), line=cl, column=cc), pl, pc


def _too_deep() -> str:
    return _("the document nests more than {most} levels deep").format(most=MAX_DEPTH)


def _problem(e: yaml.YAMLError) -> str:
    problem = getattr(e, "problem", None)
    return problem or str(e).splitlines()[0]


class _LimitError(Exception):
    def __init__(self, code: str, message: str, where: tuple[int | None, int | None] = (None, None),
                 problem: str = ""):
        super().__init__(message)
        self.code, self.message, self.where, self.problem = code, message, where, problem


def _prescan(text: str) -> None:
    """Bound nesting and aliases on the event stream (iterative), before any recursive composition.

    One `get_event` call and one type test per event, not `yaml.parse`'s generator and isinstance chain:
    the pre-scan is a parse of its own, and this halves it (17 → 9 ms on a 50 × 50 map)."""
    depth = aliases = values = 0
    scalar, alias, stream_end = yaml.ScalarEvent, yaml.AliasEvent, yaml.StreamEndEvent
    starts = (yaml.MappingStartEvent, yaml.SequenceStartEvent)
    ends = (yaml.MappingEndEvent, yaml.SequenceEndEvent)
    parser = _Loader(text)
    try:
        get_event = parser.get_event
        while True:
            event = get_event()
            kind = type(event)
            if kind is scalar or kind in starts:
                values += 1
                if values > MAX_VALUES:  # composing costs ~35 µs a value: refuse before, not after 30 s
                    raise _LimitError("too-many-values", _("the document holds more than {most} values; Banneret "
                                                           "reads at most that many").format(most=f"{MAX_VALUES:,}"),
                                      _mark(event.start_mark))
                if kind is not scalar:
                    depth += 1
                    if depth > MAX_DEPTH:
                        raise _LimitError("too-deep", _too_deep(), _mark(event.start_mark))
            elif kind in ends:
                depth -= 1
            elif kind is alias:
                aliases += 1
                if aliases > MAX_ALIASES:
                    raise _LimitError(
                        "too-many-aliases",
                        _("the document uses more than {most} YAML aliases (*name)").format(most=MAX_ALIASES),
                        _mark(event.start_mark),
                    )
            elif kind is stream_end or event is None:
                return
    finally:
        parser.dispose()


class _NotPlain(Exception):
    """The document uses something `_read_plain` leaves to the three-pass reader."""


def _read_plain(text: str) -> YamlDoc | None:
    """The document in one pass over libyaml's events, or None when it is not a plain one.

    The general reader parses three times over: a pre-scan of the events (limits), composing nodes (the C
    composer, calling the tag resolver), then building values and marks from the nodes; 41 of the 46 ms of
    reading a 50 x 50 map. A scenario file is plain YAML — one document, no anchors, aliases, tags, merge
    keys, duplicate keys or collections as keys — and for such a file the values, marks and key marks are
    built here straight from the events, with the same loader, resolver, scalar rules and limits (24 ms).
    Anything else — one of those, a syntax error, a limit reached, a value that cannot be read — gives
    None, and the general reader reads the file from the start: the findings, their order and their places
    are the general reader's, whatever this one met first (`tests/test_yaml_read.py`)."""
    doc = YamlDoc()
    loader = _Loader(text)
    try:
        doc.value = _plain_events(loader, doc)
    except (_NotPlain, _LimitError, yaml.YAMLError, RecursionError):
        return None
    finally:
        loader.dispose()
    return doc if doc.value is not None else None


def _plain_events(loader: _Loader, doc: YamlDoc) -> Any:
    """`_read_plain`'s loop: values, marks and key marks in the order `_Builder` makes them. Without
    duplicate keys every path comes once, so a mark is set where `_Builder` keeps the first."""
    get_event, resolve, tags = loader.get_event, loader.resolve, loader._tags
    scalar_event, mapping_start, sequence_start = yaml.ScalarEvent, yaml.MappingStartEvent, yaml.SequenceStartEvent
    mapping_end, sequence_end = yaml.MappingEndEvent, yaml.SequenceEndEvent
    scalar_node = yaml.ScalarNode
    construct = _Builder(doc)._scalar  # the scalar rules, for what is neither text nor a plain decimal
    marks, key_marks = doc.marks, doc.key_marks
    if type(get_event()) is not yaml.StreamStartEvent or type(get_event()) is not yaml.DocumentStartEvent:
        raise _NotPlain
    stack: list[tuple[Any, Path_, bool]] = []
    into: Any = None  # the collection being filled (None: the document's root is next)
    path: Path_ = ()
    in_map = False
    key: str | None = None  # in a mapping: the key read, whose value is next (None: a key is next)
    kpath: Path_ = ()
    root: Any = None
    count = 0
    while True:
        event = get_event()
        kind = type(event)
        if kind is scalar_event or kind is mapping_start or kind is sequence_start:
            if event.anchor is not None or event.tag is not None:
                raise _NotPlain  # an anchor or a tag (also '!'): the general reader's
            count += 1
            if count > MAX_VALUES:
                raise _NotPlain
            mark = event.start_mark
            where = (mark.line + 1, mark.column + 1)
            if kind is scalar_event:
                text = event.value
                if event.implicit[0]:
                    tag = tags.get(text)
                    if tag is None:
                        tag = resolve(scalar_node, text, event.implicit)
                else:
                    tag = _STR
                if tag == _STR:
                    value = text
                elif tag == _INT and len(text) < 19 and text.isdigit() and text.isascii() and (text[0] != "0"
                                                                                               or text == "0"):
                    value = int(text)
                else:
                    if tag == "tag:yaml.org,2002:merge" and in_map and key is None:
                        raise _NotPlain
                    value = construct(scalar_node(tag, text, mark, event.end_mark, event.style))
                if in_map:
                    if key is None:  # a key: its value comes next
                        key = str(value).lower() if isinstance(value, bool) else str(value)
                        if key in into:
                            raise _NotPlain  # the general reader's finding
                        kpath = (*path, key)
                        key_marks[kpath] = where
                        continue
                    into[key] = value
                    marks[kpath] = where
                    key = None
                elif into is not None:
                    marks[(*path, len(into))] = where
                    into.append(value)
                else:  # the document is this one scalar
                    marks[()] = where
                    root = value
                    break
                continue
            if in_map and key is None:
                raise _NotPlain  # a collection as a key
            if len(stack) >= MAX_DEPTH:
                raise _NotPlain
            value = {} if kind is mapping_start else []
            if in_map:
                at = kpath
                into[key] = value
                key = None
            elif into is not None:
                at = (*path, len(into))
                into.append(value)
            else:
                at = ()
                root = value
            marks[at] = where
            stack.append((into, path, in_map))
            into, path, in_map = value, at, kind is mapping_start
        elif kind is mapping_end or kind is sequence_end:
            into, path, in_map = stack.pop()
            key = None
            if into is None:  # the root's end
                break
        else:
            raise _NotPlain  # an alias, or the document ended early: the general reader's
    if type(get_event()) is not yaml.DocumentEndEvent or type(get_event()) is not yaml.StreamEndEvent:
        raise _NotPlain  # another document: the general reader's "expected a single document"
    return root


_AS_TEXT = frozenset({"tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:binary"})


class _Builder:
    """Turns composed nodes into dicts, lists and scalars, recording marks, counting expanded nodes."""

    def __init__(self, doc: YamlDoc):
        self.doc = doc
        self.count = 0
        self.alias_count = 0
        self.built: set[int] = set()
        self.open: set[int] = set()  # the collections being built, outermost first: a cycle is refused
        self.in_alias = 0
        self.constructor = yaml.SafeLoader("")  # used only to construct scalars, with the safe resolver

    def build(self, node: yaml.Node, path: Path_) -> Any:
        self.count += 1
        if self.count > MAX_NODES:
            raise _LimitError(
                "too-many-nodes",
                _("the document expands to more than {most} values (YAML aliases repeated too often)").format(
                    most=f"{MAX_NODES:,}"),
                _mark(node.start_mark),
            )
        self.doc.marks.setdefault(path, _mark(node.start_mark))
        if not isinstance(node, yaml.ScalarNode):
            if id(node) in self.open:  # '&a [*a]': a value that contains itself never ends
                raise _LimitError("yaml-recursive", _("a YAML alias (*name) is used inside the value it names"),
                                  _mark(node.start_mark))
            again = id(node) in self.built
            self.built.add(id(node))
            self.open.add(id(node))
            try:
                if again or self.in_alias:
                    self.in_alias += 1
                    try:
                        return self._build_collection(node, path)
                    finally:
                        self.in_alias -= 1
                return self._build_collection(node, path)
            finally:
                self.open.discard(id(node))
        if self.in_alias:
            self._count_alias(node)
        return self._scalar(node)

    def _scalar(self, node: yaml.ScalarNode) -> Any:
        """Only the types the formats use reach the caller: a date (2024-02-30 too), .inf, .nan or binary stays
        the text it was written as, so the schema reports it at its line instead of code meeting a `date`."""
        tag, text = node.tag, node.value
        if tag == _STR:  # what the safe constructor does for these two, without its dispatch (15,000 values)
            return text
        if tag == _INT and len(text) < 19 and text.isdigit() and text.isascii() and (text[0] != "0" or text == "0"):
            return int(text)  # plain decimal only: 0-prefixed (octal), signs, 0x, 1_000 and 1:30 go below
        if tag in _AS_TEXT:
            return text
        try:
            value = self.constructor.construct_object(node)
        except yaml.YAMLError as e:
            problem = _problem(e)
            raise _LimitError("yaml-value", _("a value cannot be read: {problem}").format(problem=problem),
                              _mark(node.start_mark), problem) from None
        except (ValueError, OverflowError, TypeError):  # an int past Python's digit limit, a bad base-60 number
            return node.value
        if isinstance(value, float) and not math.isfinite(value):
            return node.value
        return value

    def _count_alias(self, node: yaml.Node) -> None:
        self.alias_count += 1
        if self.alias_count > MAX_ALIAS_NODES:
            raise _LimitError(
                "too-many-nodes",
                _("YAML aliases (*name) expand to more than {most} repeated values").format(
                    most=f"{MAX_ALIAS_NODES:,}"),
                _mark(node.start_mark),
            )

    def _build_collection(self, node: yaml.Node, path: Path_) -> Any:
        if self.in_alias:
            self._count_alias(node)
        if isinstance(node, yaml.MappingNode):
            out: dict[str, Any] = {}
            for key_node, value_node in node.value:
                if key_node.tag == "tag:yaml.org,2002:merge":
                    raise _LimitError("yaml-merge", _("YAML merge keys (<<) are not used in scenario files"),
                                      _mark(key_node.start_mark))
                if not isinstance(key_node, yaml.ScalarNode):
                    raise _LimitError("bad-key", _("a mapping key must be a plain word or number"),
                                      _mark(key_node.start_mark))
                try:
                    key = self._scalar(key_node)
                except _LimitError as e:
                    raise _LimitError("yaml-value", _("a key cannot be read: {problem}").format(problem=e.problem),
                                      e.where) from None
                key = str(key).lower() if isinstance(key, bool) else str(key)
                kpath = (*path, key)
                if key in out:
                    self.doc.findings.append(Finding(
                        "duplicate-key", "error", _("key '{key}' appears twice in the same mapping; the second "
                                                    "would silently replace the first").format(key=key),
                        *_mark(key_node.start_mark), path=kpath))
                self.doc.key_marks[kpath] = _mark(key_node.start_mark)
                out[key] = self.build(value_node, kpath)
            return out
        return [self.build(item, (*path, i)) for i, item in enumerate(node.value)]


# -- writing -------------------------------------------------------------------------------------------

class Flow(list):
    """A list written on one line (hex labels, short records)."""


class FlowMap(dict):
    """A mapping written on one line ({unit: x, hex: "0915", facing: N})."""


class _StableDumper(yaml.SafeDumper):
    def ignore_aliases(self, data: Any) -> bool:  # every value written in full: a file reads top to bottom
        return True


_NEEDS_QUOTES = re.compile(r"^[-+]?[0-9][0-9_.:eE+-]*$|^(y|n|yes|no|on|off|true|false|null|~)$", re.I)


_SPECIAL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ud800-\udfff]|\r")


def _str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    # Hex labels like 0915 must stay strings for every YAML reader (1.1 and 1.2): quote anything numeric.
    if _SPECIAL.search(value):  # line breaks YAML would fold, control characters: escape them all
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style='"')
    if "\n" in value:
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style="|")
    style = '"' if _NEEDS_QUOTES.match(value) or value == "" else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_StableDumper.add_representer(str, _str)
_StableDumper.add_representer(
    Flow, lambda d, v: d.represent_sequence("tag:yaml.org,2002:seq", v, flow_style=True))
_StableDumper.add_representer(
    FlowMap, lambda d, v: d.represent_mapping("tag:yaml.org,2002:map", v.items(), flow_style=True))
_StableDumper.add_representer(
    dict, lambda d, v: d.represent_mapping("tag:yaml.org,2002:map", v.items(), flow_style=False))
_StableDumper.add_representer(
    list, lambda d, v: d.represent_sequence("tag:yaml.org,2002:seq", v, flow_style=False))


def dump_yaml(value: Any, header: str = "") -> str:
    """Stable text: keys in the order given, no aliases, labels quoted, ~100-column lines."""
    body = yaml.dump(value, Dumper=_StableDumper, sort_keys=False, allow_unicode=True, width=100,
                     default_flow_style=False, indent=2)
    return header + body
