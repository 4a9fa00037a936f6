"""Open a file that has errors, and lose nothing of it on save.

A designer's file with a typo must still open in the editor (showing the findings), and saving it must not
drop what the model could not hold: unknown keys, and the entries that had to be left out to build a model.
`repair` removes the smallest invalid pieces until the document passes the schema, recording each one;
`merge_back` puts the unknown keys and the removed pieces back into a freshly written document, matching
list items by their `id` where they have one (so an edit that reorders units does not misplace them).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rules.fileio.schema import SchemaValidator

Path_ = tuple[str | int, ...]
MAX_ROUNDS = 200


@dataclass(frozen=True)
class Removed:
    """A piece of the document left out of the model: where it was (in the original), and its value."""

    path: Path_
    value: Any
    unknown_key: bool  # a key the format does not have (kept as is), or an invalid value
    at: Path_ = ()  # where it was in the file as read (list indexes of the original document)


def _parent(doc: Any, path: Path_) -> Any:
    cur = doc
    for p in path[:-1]:
        cur = cur[p]
    return cur


Moved = dict[int, list[int]]  # id() of a list of the repaired copy → the original index of each item it kept


def repair(value: dict, validator: SchemaValidator, moved: Moved | None = None) -> tuple[dict, list[Removed]] | None:
    """A copy of `value` that passes the schema, with what was removed; None when the top level is broken
    (no map or grid, a missing title...): such a file cannot become a model. `moved` (filled when given)
    says where the items of a list that lost some were in the file: `original_path` reads it."""
    doc = copy.deepcopy(value)
    removed: list[Removed] = []
    moved = {} if moved is None else moved
    # Each round removes the deepest invalid piece of each error; removing a required key makes its parent
    # invalid in the next round, so a unit with a broken value goes out whole, not half.
    for _ in range(MAX_ROUNDS):
        errors = list(validator.iter_errors(doc))
        if not errors:
            return doc, removed
        targets: dict[Path_, bool] = {}
        for err in errors:
            path = tuple(err.absolute_path)
            if err.validator == "additionalProperties" and isinstance(err.instance, dict):
                allowed = set(err.schema.get("properties", {}))
                for key in err.instance:
                    if key not in allowed:
                        targets[(*path, key)] = True
            elif path:
                targets.setdefault(path, False)
            else:
                return None
        # Remove the deepest first, and list items from the highest index, so paths stay valid.
        for path in sorted(targets, key=lambda p: (len(p), p[-1] if isinstance(p[-1], int) else -1), reverse=True):
            if len(path) == 1 and path[0] in ("map", "title", "format", "sides"):
                return None
            try:
                parent = _parent(doc, path)
                val = parent[path[-1]]
            except (KeyError, IndexError, TypeError):
                continue
            anchors = _anchors(doc, path)
            val = _restore_inside(val, anchors, removed)
            removed.append(Removed(anchors, val, targets[path], original_path(doc, path, moved)))
            if isinstance(parent, list):
                moved.setdefault(id(parent), list(range(len(parent)))).pop(path[-1])
            del parent[path[-1]]
    return None


def original_path(doc: Any, path: Path_, moved: Moved) -> Path_:
    """`path` in the repaired copy `doc` → the same place in the document as read (lists that lost items
    had theirs renumbered)."""
    out: list = []
    cur = doc
    for p in path:
        if isinstance(cur, list) and isinstance(p, int):
            index = moved.get(id(cur))
            out.append(index[p] if index is not None and p < len(index) else p)
            cur = cur[p] if p < len(cur) else None
        else:
            out.append(p)
            cur = cur.get(p) if isinstance(cur, dict) else None
    return tuple(out)


def _restore_inside(val: Any, anchors: tuple, removed: list[Removed]) -> Any:
    """A piece leaving whole takes back what earlier rounds removed from inside it (last removed first)."""
    inner = [r for r in removed if len(r.path) > len(anchors) and r.path[: len(anchors)] == anchors]
    if not inner:
        return val
    val = copy.deepcopy(val)
    for piece in reversed(inner):
        removed.remove(piece)
        parent = _find(val, piece.path[len(anchors):-1])
        last = piece.path[-1]
        if isinstance(parent, dict) and isinstance(last, str):
            parent[last] = piece.value
        elif isinstance(parent, list) and isinstance(last, int):
            parent.insert(min(last, len(parent)), piece.value)
    return val


def _anchors(doc: Any, path: Path_) -> tuple:
    """The path with each list item that has an id named by it, so it survives reordering and removals."""
    out: list = []
    cur = doc
    for p in path:
        item = cur[p]
        if isinstance(cur, list) and _item_key(item) is not None:
            out.append(("id", _item_key(item)))
        else:
            out.append(p)
        cur = item
    return tuple(out)


def _item_key(item: Any) -> Any:
    return item.get("id") if isinstance(item, dict) else None


def _find(new: Any, anchors: tuple) -> Any:
    """Walk anchors in the new document; None when the place no longer exists (the designer deleted it)."""
    cur = new
    for p in anchors:
        if isinstance(p, tuple):
            if not isinstance(cur, list):
                return None
            cur = next((x for x in cur if _item_key(x) == p[1]), None)
            if cur is None:
                return None
        elif isinstance(cur, dict) and isinstance(p, str) and p in cur:
            cur = cur[p]
        elif isinstance(cur, list) and isinstance(p, int) and p < len(cur):
            cur = cur[p]
        else:
            return None
    return cur


def merge_back(new: dict, removed: list[Removed]) -> dict:
    """Put the unknown keys and the left-out pieces back into the freshly written `new` document."""
    for piece in removed:
        parent_new, last = _find(new, piece.path[:-1]), piece.path[-1]
        if parent_new is None:
            continue
        if isinstance(parent_new, dict) and isinstance(last, str):
            if last not in parent_new:
                parent_new[last] = piece.value
        elif isinstance(parent_new, list):
            if not any(x == piece.value for x in parent_new):
                parent_new.append(piece.value)
    return new
