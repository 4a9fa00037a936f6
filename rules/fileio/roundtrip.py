"""Round-trip writing: change a YAML file's text only where its document changed.

A designer's file carries comments, blank lines, key order, quoting and line wrapping that a data model
cannot hold. `patch_yaml(text, old, new)` compares the document the file held (`old`, as the model gave it)
with the edited one (`new`) and turns each difference into a splice of the original text at the spans of the
safe loader's nodes: a changed scalar is rewritten in its own quoting, an added key or list item is inserted
next to its neighbours in their style (flow or block, indentation; a key new to a mapping in the style its
sibling mappings give that key), a removed one is cut out. Every byte outside those spans is kept. Where a
splice cannot be placed safely the smallest enclosing value is written again; when even the top level would
be, `RoundTripError` tells the caller to use the stable writer.

Lists are matched item by item: by `id` (or `unit`, `leader`) where items have one, otherwise by value, so
a list the file wrote in its own order (hex labels with comments between them) takes an insertion after
the right neighbour. Items the file has and `old` does not (left out of the model as invalid) are never
touched.

Written here rather than with a round-trip YAML library: ruamel.yaml re-wraps long flow sequences and drops
the comments inside them, which our scenario files are full of (docs/format.md).
"""

from __future__ import annotations

import difflib
import json
from collections import deque
from collections.abc import Callable, Hashable
from typing import Any

import yaml

from rules.fileio.yamlio import Flow, FlowMap, _StableDumper, dump_yaml
from rules.i18n import _

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_WIDE = 10**9
IDENTITY_KEYS = ("id", "unit", "leader")
BOM = "\ufeff"


class RoundTripError(Exception):
    """The change cannot be written as a splice of the original text."""


def default_identity(item: Any) -> Hashable:
    """How a list item is recognised between two versions: its id-like key, or its whole value."""
    if isinstance(item, dict):
        for key in IDENTITY_KEYS:
            if isinstance(item.get(key), str | int):
                return f"{key}={item[key]}"
    return json.dumps(item, sort_keys=True, default=str, ensure_ascii=False)


def patch_yaml(text: str, old: Any, new: Any, identity: Callable[[Any], Hashable] = default_identity) -> str:
    """The text of `new`, written as `text` (which holds `old`) with the fewest changed bytes. A byte-order
    mark stays where it was: the loader's marks do not count it, so it is set aside while splicing."""
    if _same(old, new):
        return text
    if text.startswith(BOM):
        return BOM + patch_yaml(text[len(BOM):], old, new, identity)
    try:
        root = yaml.compose(text, Loader=_Loader)
    except yaml.YAMLError as e:
        raise RoundTripError(_("the original text is not readable YAML: {problem}").format(problem=e)) from None
    if root is None:
        raise RoundTripError(_("the original text is empty"))
    p = _Patcher(text, identity)
    p.diff(root, None, old, new)
    return p.result()


def patch_checked(text: str, old: Any, new: Any,
                  read_back: Callable[[str], Any] | None) -> tuple[str | None, str | None]:
    """`patch_yaml`, then the patched text read back: `read_back(text)` gives the document it holds (None when
    it holds none), and it must be `new`, or the patch is not kept. Returns (the text, None), or (None, a
    note for the user) when the file's layout cannot be kept and the caller writes the file afresh with the
    stable writer. `read_back=None` skips the check (a preview that is not saved)."""
    try:
        patched = patch_yaml(text, old, new)
    except RoundTripError as e:
        return None, _("the file's comments and layout could not be kept ({reason}); it was written afresh").format(
            reason=e)
    if read_back is None or read_back(patched) == new:
        return patched, None
    return None, _("the file's comments and layout could not be kept; it was written afresh")


def _same(a: Any, b: Any) -> bool:
    """Equal values of equal kinds (True is not 1, 1.0 is not 1): a change of kind is a change of text."""
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and a == b


_constructor = yaml.SafeLoader("")


def plain(node: yaml.Node) -> Any:
    """A node's value as plain data (keys as strings, as the reader gives them)."""
    if isinstance(node, yaml.MappingNode):
        out = {}
        for k, v in node.value:
            key = plain(k)
            out[str(key).lower() if isinstance(key, bool) else str(key)] = plain(v)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [plain(x) for x in node.value]
    return _constructor.construct_object(node)


def style_like(value: Any, node: yaml.Node | None) -> Any:
    """`value` with the flow or block style of the file's `node` for the same place, level by level."""
    if isinstance(value, dict):
        children: dict[str, yaml.Node] = {}
        flow = None
        if isinstance(node, yaml.MappingNode):
            flow = node.flow_style
            children = {str(plain(k)): v for k, v in node.value if isinstance(k, yaml.ScalarNode)}
        items = {k: style_like(v, children.get(str(k))) for k, v in value.items()}
        cls = type(value) if flow is None else (FlowMap if flow else dict)
        return cls(items)
    if isinstance(value, list):
        flow, like = None, None
        if isinstance(node, yaml.SequenceNode):
            flow = node.flow_style
            like = node.value[0] if node.value else None
        items = [style_like(v, like) for v in value]
        cls = type(value) if flow is None else (Flow if flow else list)
        return cls(items)
    return value


class _Patcher:
    def __init__(self, text: str, identity: Callable[[Any], Hashable]) -> None:
        self.text = text
        self.identity = identity
        self.nl = "\r\n" if "\r\n" in text else "\n"
        self.edits: list[tuple[int, int, str, int]] = []
        # a mapping's sibling mappings (the other troop types of `troop_types:`…): a key added to one is written
        # in the style the siblings give the same key, so that the file stays of one style
        self.siblings: dict[int, list[yaml.MappingNode]] = {}

    # -- the edits ---------------------------------------------------------------------------------------
    def splice(self, start: int, end: int, repl: str) -> None:
        if start == len(self.text) and self.text and not self.text.endswith("\n") and repl:
            repl = "\n" + repl
        self.edits.append((start, end, repl.replace("\n", self.nl) if self.nl != "\n" else repl, len(self.edits)))

    def result(self) -> str:
        out, pos = [], 0
        for start, end, repl, _order in sorted(self.edits, key=lambda e: (e[0], e[3])):
            if start < pos:
                raise RoundTripError(_("two changes overlap in the text"))
            out.append(self.text[pos:start])
            out.append(repl)
            pos = max(pos, end)
        out.append(self.text[pos:])
        return "".join(out)

    # -- positions ---------------------------------------------------------------------------------------
    def line_start(self, index: int) -> int:
        return self.text.rfind("\n", 0, index) + 1

    def first_on_line(self, index: int) -> bool:
        return self.text[self.line_start(index):index].strip() == ""

    def indent_of(self, index: int) -> int:
        ls = self.line_start(index)
        line = self.text[ls:index]
        return len(line) - len(line.lstrip(" "))

    def after(self, node: yaml.Node) -> int:
        """The start of the line after a block entry's value (its trailing comment included)."""
        if isinstance(node, yaml.MappingNode | yaml.SequenceNode) and not node.flow_style and node.value:
            last = node.value[-1]
            return self.after(last[1] if isinstance(node, yaml.MappingNode) else last)
        j = node.end_mark.index
        if isinstance(node, yaml.ScalarNode) and node.style in ("|", ">"):
            while j > node.start_mark.index and self.text[j - 1] in " \t\r\n":
                j -= 1
        k = self.text.find("\n", j)
        return len(self.text) if k < 0 else k + 1

    # -- rendering ---------------------------------------------------------------------------------------
    def block(self, value: Any, indent: int) -> str:
        lines = dump_yaml(value).splitlines()
        return "".join((" " * indent + ln if ln else ln) + "\n" for ln in lines)

    @staticmethod
    def flow(value: Any) -> str:
        s = yaml.dump(Flow([value]), Dumper=_StableDumper, sort_keys=False, allow_unicode=True, width=_WIDE)
        s = s.rstrip("\n")
        if s.endswith("\n..."):
            s = s[:-4].rstrip("\n")
        return s[1:-1]

    def scalar(self, node: yaml.ScalarNode, value: Any) -> tuple[int, int, str]:
        """The span of a scalar and its new text in the scalar's own style."""
        start, end = node.start_mark.index, node.end_mark.index
        style = node.style
        if isinstance(value, str) and style in ('"', "'") and "\n" not in value:
            s = yaml.dump([value], Dumper=yaml.SafeDumper, default_style=style, default_flow_style=True,
                          allow_unicode=True, width=_WIDE).strip()
            return start, end, s[1:-1]
        if isinstance(value, str) and style in ("|", ">"):
            indent = self.indent_of(start) + 2
            body = yaml.dump(value, Dumper=yaml.SafeDumper, default_style=style, allow_unicode=True, width=100)
            first, _sep, rest = body.partition("\n")
            lines = [first] + [" " * (indent - 2) + ln if ln else ln for ln in rest.splitlines()]
            return start, self.after(node), "\n".join(lines) + "\n"
        if node.value == "" and not style:  # an empty value (`key:`): the new one needs a space before it
            return start, end, " " + self.flow(value)
        return start, end, self.flow(value)

    # -- the comparison ----------------------------------------------------------------------------------
    def diff(self, node: yaml.Node, ctx: tuple | None, old: Any, new: Any) -> None:
        if _same(old, new):
            return
        mark = len(self.edits)
        try:
            if isinstance(old, dict) and isinstance(new, dict) and isinstance(node, yaml.MappingNode):
                self.diff_map(node, old, new)
                return
            if isinstance(old, list) and isinstance(new, list) and isinstance(node, yaml.SequenceNode):
                self.diff_seq(node, ctx, old, new)
                return
        except RoundTripError:
            del self.edits[mark:]
        self.replace(node, ctx, new)

    def replace(self, node: yaml.Node, ctx: tuple | None, new: Any) -> None:
        """Write `new` in place of `node`: in its style where it is a scalar or a flow value."""
        if isinstance(node, yaml.ScalarNode) and not isinstance(new, dict | list):
            self.splice(*self.scalar(node, new))
            return
        if isinstance(node, yaml.MappingNode | yaml.SequenceNode) and node.flow_style or \
                ctx is not None and ctx[1].flow_style:
            self.splice(node.start_mark.index, node.end_mark.index, self.flow(style_like(new, node)))
            return
        if ctx is None:
            raise RoundTripError(_("the whole document changed shape"))
        kind, parent, key = ctx
        if kind == "map" and self.first_on_line(key.start_mark.index):
            start = self.line_start(key.start_mark.index)
            self.splice(start, self.after(node),
                        self.block({plain(key): style_like(new, node)}, key.start_mark.column))
            return
        if kind == "seq" and self.text[self.line_start(node.start_mark.index):node.start_mark.index].strip() == "-":
            start = self.line_start(node.start_mark.index)
            self.splice(start, self.after(node), self.block([style_like(new, node)], self.indent_of(start)))
            return
        raise RoundTripError(_("a value cannot be rewritten in place"))

    def diff_map(self, node: yaml.MappingNode, old: dict, new: dict) -> None:
        entries: dict[str, tuple[yaml.Node, yaml.Node]] = {}
        for k, v in node.value:
            entries[str(plain(k))] = (k, v)
        maps = [v for _k, v in node.value if isinstance(v, yaml.MappingNode)]
        for v in maps:
            self.siblings[id(v)] = [w for w in maps if w is not v]
        present: str | None = None  # the last key of `new`, in order, that the file has
        for key, value in new.items():
            sk = str(key)
            if sk in entries:
                knode, vnode = entries[sk]
                if key in old:
                    self.diff(vnode, ("map", node, knode), old[key], value)
                else:
                    self.replace(vnode, ("map", node, knode), value)
                present = sk
            elif key not in old or not _same(old[key], value):  # else a default the file leaves out
                self.add_entry(node, entries, present, key, value)
        for key in old:
            if key not in new and str(key) in entries:
                self.delete_entry(node, str(key), entries)

    def add_entry(self, node: yaml.MappingNode, entries: dict, after_key: str | None, key: Any, value: Any) -> None:
        if node.flow_style:
            item = f"{self.flow(key)}: {self.flow(value)}"
            if after_key is not None:
                self.splice(entries[after_key][1].end_mark.index, entries[after_key][1].end_mark.index, ", " + item)
            elif node.value:
                first = node.value[0][0].start_mark.index
                self.splice(first, first, item + ", ")
            else:
                self.splice(node.start_mark.index + 1, node.start_mark.index + 1, item)
            return
        if not node.value:
            raise RoundTripError(_("an empty block mapping"))
        like = next((v for sib in self.siblings.get(id(node), ()) for k, v in sib.value
                     if isinstance(k, yaml.ScalarNode) and str(plain(k)) == str(key)), None)
        if like is not None:
            value = style_like(value, like)
        col = node.value[0][0].start_mark.column
        rendered = self.block({key: value}, col)
        if after_key is None and self.first_on_line(node.value[0][0].start_mark.index):
            pos = self.line_start(node.value[0][0].start_mark.index)
        else:
            pos = self.after(entries[after_key][1] if after_key is not None else node.value[0][1])
        self.splice(pos, pos, rendered)

    def delete_entry(self, node: yaml.MappingNode, key: str, entries: dict) -> None:
        knode, vnode = entries[key]
        keys = [str(plain(k)) for k, _ in node.value]
        i = keys.index(key)
        if node.flow_style:
            if i + 1 < len(keys):
                self.splice(knode.start_mark.index, node.value[i + 1][0].start_mark.index, "")
            elif i > 0:
                self.splice(node.value[i - 1][1].end_mark.index, vnode.end_mark.index, "")
            else:
                self.splice(knode.start_mark.index, vnode.end_mark.index, "")
            return
        if not self.first_on_line(knode.start_mark.index):
            raise RoundTripError(_("the first key of a list item cannot be cut alone"))
        self.splice(self.line_start(knode.start_mark.index), self.after(vnode), "")

    def diff_seq(self, node: yaml.SequenceNode, ctx: tuple | None, old: list, new: list) -> None:
        items = node.value
        # each old item takes the first file item with its identity not yet taken: a queue per identity
        # (scanning the list for each item was quadratic: 2.4 s for a 200 × 200 map's terrain lists)
        free: dict[Hashable, deque[int]] = {}
        for j, x in enumerate(items):
            free.setdefault(self.identity(plain(x)), deque()).append(j)
        where: list[int] = []  # old index → the file's item
        for item in old:
            queue = free.get(self.identity(item))
            if not queue:
                raise RoundTripError(_("a list item of the model is not in the file"))
            where.append(queue.popleft())
        a = [self.identity(x) for x in old]
        b = [self.identity(x) for x in new]
        dropped: set[int] = set()
        for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
            if op == "equal" or op == "replace" and i2 - i1 == j2 - j1:
                for i, j in zip(range(i1, i2), range(j1, j2), strict=True):
                    self.diff(items[where[i]], ("seq", node, where[i]), old[i], new[j])
                continue
            dropped.update(where[i] for i in range(i1, i2))
            if j2 > j1:
                self.insert_items(node, where, i1, new[j1:j2])
        if dropped:
            self.delete_items(node, sorted(dropped))

    def insert_items(self, node: yaml.SequenceNode, where: list[int], i: int, values: list) -> None:
        items = node.value
        like = items[where[i - 1]] if i > 0 else items[where[i]] if i < len(where) else items[-1] if items else None
        values = [style_like(v, like) for v in values]
        if node.flow_style or not items:
            if not node.flow_style:
                raise RoundTripError(_("an empty block sequence"))
            if i > 0 or (items and i >= len(where)):
                pos = items[where[i - 1]].end_mark.index if i > 0 else items[-1].end_mark.index
                self.splice(pos, pos, "".join(", " + self.flow(v) for v in values))
            elif items:
                pos = items[where[i]].start_mark.index if where else items[0].start_mark.index
                self.splice(pos, pos, "".join(self.flow(v) + ", " for v in values))
            else:
                self.splice(node.start_mark.index + 1, node.start_mark.index + 1,
                            ", ".join(self.flow(v) for v in values))
            return
        first = items[0].start_mark.index
        if self.text[self.line_start(first):first].strip() != "-":
            raise RoundTripError(_("a block sequence written in an unusual way"))
        indent = self.indent_of(first)
        if i > 0 or i >= len(where):
            pos = self.after(items[where[i - 1]] if i > 0 else items[-1])
        else:
            pos = self.line_start(items[where[i]].start_mark.index)
        self.splice(pos, pos, self.block(values, indent))

    def delete_items(self, node: yaml.SequenceNode, gone: list[int]) -> None:
        items = node.value
        if not node.flow_style:
            for j in gone:
                start = self.line_start(items[j].start_mark.index)
                if self.text[start:items[j].start_mark.index].strip() != "-":
                    raise RoundTripError(_("a block sequence written in an unusual way"))
                self.splice(start, self.after(items[j]), "")
            return
        runs: list[list[int]] = []
        for j in gone:
            if runs and runs[-1][-1] == j - 1:
                runs[-1].append(j)
            else:
                runs.append([j])
        for run in runs:
            a, b = run[0], run[-1]
            if b + 1 < len(items):  # cut up to the comma after the run and the spaces after it on its line
                k = self.text.index(",", items[b].end_mark.index) + 1
                while k < len(self.text) and self.text[k] in " \t":
                    k += 1
                self.splice(items[a].start_mark.index, k, "")
            elif a > 0:  # the last items: cut the comma before them, and keep a comment between them and it
                comma = self.text.index(",", items[a - 1].end_mark.index)
                if "#" in self.text[comma:items[a].start_mark.index]:
                    self.splice(comma, comma + 1, "")
                    self.splice(items[a].start_mark.index, items[b].end_mark.index, "")
                else:
                    self.splice(items[a - 1].end_mark.index, items[b].end_mark.index, "")
            else:
                self.splice(items[a].start_mark.index, items[b].end_mark.index, "")
