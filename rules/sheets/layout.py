"""Counter-sheet layouts (`banneret-sheet/1`): how a scanned sheet is cut into counter images.

A layout names the front sheet image (and where the backs are), lays a grid of counters over it, marks the
empty cells, pairs each counter's back with its front, may record which counter id sits in which cell, and
says where the crops go. It is plain data, Qt-free: the editor's sheet-import dialog edits a `SheetLayout`,
previews `crop()` and saves it with `save_layout`; `banneret sheet slice` runs `slice_sheet`.

Rows and columns are 0-based in this API and 1-based in files and messages (`r1c1`, the top-left counter),
as hexes are axial inside and printed labels outside. Pixel coordinates are those of the image as a viewer
shows it (EXIF orientation applied), which is also what `load_sheet_image` returns for the dialog to draw.
"""

from __future__ import annotations

import difflib
import io
import math
import os
import re
import string
import warnings
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath
from typing import Any, Literal

import jsonschema
from PIL import Image, ImageOps

from rules.fileio.atomic import Staged
from rules.fileio.findings import Finding, has_errors
from rules.fileio.guarded import Refused, format_version, open_guarded, read_guarded
from rules.fileio.images import to_rgb
from rules.fileio.schema import compiled_validator, schema_findings
from rules.fileio.yamlio import Flow, FlowMap, YamlDoc, dump_yaml, read_yaml, write_atomic
from rules.i18n import N_, _, ngettext

LAYOUT_FORMAT_ID = "banneret-sheet"
LAYOUT_FORMAT_VERSION = 1
LAYOUT_FORMAT = f"{LAYOUT_FORMAT_ID}/{LAYOUT_FORMAT_VERSION}"
SCHEMA_HEADER = "# yaml-language-server: $schema={schema}\n"

MAX_LAYOUT_BYTES = 1024 * 1024  # 100 x 100 cells, every one assigned, is about 200 kB
# A 1200-dpi scan of an A4 sheet is 139 Mpx (420 MB decoded as RGB); anything bigger is refused before decoding,
# whatever the file's size on disk (a decompression bomb is a few kB of PNG).
MAX_SHEET_PIXELS = 150_000_000
MAX_SHEET_BYTES = 1024 * 2**20  # 150 M pixels of 16-bit RGB TIFF, uncompressed, is 900 MB
PAIRINGS = ("mirror-columns", "mirror-rows", "same")
FACES = ("front", "back")
DEFAULT_FOLDER = "counters"
DEFAULT_NAME = "{id}-{face}.png"
NAME_FIELDS = ("id", "cell", "row", "col", "face")
MAX_NAME = 200  # a crop name pattern, in characters: under every file system's 255-byte limit with the fields
_SPEC = re.compile(r"(.?[<>^=])?0?[0-9]{0,2}d?")  # fill, align, zero, width < 100, 'd': nothing else

Cell = tuple[int, int]  # (row, column), 0-based
Pair = tuple[float, float]
Box = tuple[int, int, int, int]  # left, top, right, bottom (right and bottom exclusive, as PIL crops)
Face = Literal["front", "back"]
FACE_WORDS = {"front": N_("front"), "back": N_("back")}  # a face in a message, translated where shown
Path_ = tuple[str | int, ...]


# -- the model -----------------------------------------------------------------------------------------

@dataclass
class SheetGrid:
    """The counters' grid on one image. Offsets are keyed by 0-based row (column) number."""

    origin: Pair
    size: Pair
    rows: int
    columns: int
    gap: Pair = (0.0, 0.0)
    row_offsets: dict[int, Pair] = field(default_factory=dict)
    column_offsets: dict[int, Pair] = field(default_factory=dict)


@dataclass
class SheetImage:
    image: str  # relative to the layout's folder ('..' allowed; absolute works but is flagged)
    page: int = 1  # multi-page TIFF, from 1


@dataclass
class BackSheet:
    """Where the backs are. Geometry left as None is the front grid's; rows and columns are always the front's."""

    image: SheetImage | None = None  # None: the front image (the backs are its other half)
    pairing: str = "mirror-columns"
    origin: Pair | None = None
    size: Pair | None = None
    gap: Pair | None = None
    row_offsets: dict[int, Pair] | None = None
    column_offsets: dict[int, Pair] | None = None


@dataclass
class CropOutput:
    folder: str = DEFAULT_FOLDER  # relative to the file that uses the crops; never absolute, never '..'
    name: str = DEFAULT_NAME


@dataclass
class SheetLayout:
    front: SheetImage
    grid: SheetGrid
    back: BackSheet | None = None
    empty: set[Cell] = field(default_factory=set)
    cells: dict[Cell, str] = field(default_factory=dict)  # front cell -> counter id
    output: CropOutput = field(default_factory=CropOutput)
    title: str | None = None
    notes: str | None = None
    # The folder image paths are relative to (the layout file's); set by load_layout and save_layout.
    base_dir: Path | None = field(default=None, compare=False, repr=False)


class SheetError(Exception):
    """A sheet image cannot be used; `finding` says why (image-missing, image-unreadable, ...)."""

    def __init__(self, finding: Finding):
        super().__init__(finding.message)
        self.finding = finding


# -- cells and geometry --------------------------------------------------------------------------------

_CELL = re.compile(r"^[rR]([1-9][0-9]*)[cC]([1-9][0-9]*)$")


def cell_label(cell: Cell) -> str:
    """(2, 3) -> 'r3c4': rows and columns counted from 1, as a person counts them."""
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def parse_cell(text: str) -> Cell:
    """'r3c4' -> (2, 3). Raises ValueError on anything else."""
    m = _CELL.match(str(text).strip())
    if not m:
        raise ValueError(_("{text} is not a cell: write r<row>c<column> counted from 1, e.g. r1c1").format(
            text=repr(text)))
    return int(m.group(1)) - 1, int(m.group(2)) - 1


def counter_cells(layout: SheetLayout) -> list[Cell]:
    """The front cells that hold a counter, row by row."""
    g = layout.grid
    return [(r, c) for r in range(g.rows) for c in range(g.columns) if (r, c) not in layout.empty]


def face_grid(layout: SheetLayout, face: Face) -> SheetGrid:
    """The grid on the front image, or the back grid with the front's values where it gives none."""
    g = layout.grid
    if face == "front":
        return g
    b = layout.back
    if b is None:
        raise ValueError(_("this layout has no backs"))
    return SheetGrid(
        origin=b.origin if b.origin is not None else g.origin,
        size=b.size if b.size is not None else g.size,
        rows=g.rows, columns=g.columns,
        gap=b.gap if b.gap is not None else g.gap,
        row_offsets=b.row_offsets if b.row_offsets is not None else g.row_offsets,
        column_offsets=b.column_offsets if b.column_offsets is not None else g.column_offsets,
    )


def face_image(layout: SheetLayout, face: Face) -> SheetImage:
    if face == "front":
        return layout.front
    if layout.back is None:
        raise ValueError(_("this layout has no backs"))
    return layout.back.image or layout.front


def face_cell(layout: SheetLayout, row: int, col: int, face: Face) -> Cell:
    """The cell of the counter (row, col) on that face's grid: its back is mirrored as printed."""
    if face == "front":
        return row, col
    if layout.back is None:
        raise ValueError(_("this layout has no backs"))
    g = layout.grid
    if layout.back.pairing == "mirror-columns":
        return row, g.columns - 1 - col
    if layout.back.pairing == "mirror-rows":
        return g.rows - 1 - row, col
    return row, col


def grid_box(g: SheetGrid, row: int, col: int) -> Box:
    """The pixel box of cell (row, col) of a grid. Every box of a grid has the same size (size rounded)."""
    rdx, rdy = g.row_offsets.get(row, (0.0, 0.0))
    cdx, cdy = g.column_offsets.get(col, (0.0, 0.0))
    x = g.origin[0] + col * (g.size[0] + g.gap[0]) + rdx + cdx
    y = g.origin[1] + row * (g.size[1] + g.gap[1]) + rdy + cdy
    left, top = round(x), round(y)
    return left, top, left + max(1, round(g.size[0])), top + max(1, round(g.size[1]))


def cell_box(layout: SheetLayout, row: int, col: int, face: Face = "front") -> Box:
    """(left, top, right, bottom) in image pixels of counter (row, col)'s front, or of its back."""
    r, c = face_cell(layout, row, col, face)
    return grid_box(face_grid(layout, face), r, c)


def cells_off_image(layout: SheetLayout, face: Face, image_size: tuple[int, int]) -> list[Cell]:
    """The counters (front cells) whose box on that face runs off an image of this size."""
    w, h = image_size
    out = []
    for row, col in counter_cells(layout):
        left, top, right, bottom = cell_box(layout, row, col, face)
        if left < 0 or top < 0 or right > w or bottom > h:
            out.append((row, col))
    return out


def crop_name(layout: SheetLayout, row: int, col: int, face: Face, ident: str | None = None) -> str:
    """The crop's file name from the layout's pattern; {id} is `ident`, the assigned id, or the cell label."""
    cell = (row, col)
    ident = ident or layout.cells.get(cell) or cell_label(cell)
    return layout.output.name.format(id=ident, cell=cell_label(cell), row=row + 1, col=col + 1, face=face)


# -- sheet images --------------------------------------------------------------------------------------

_SHEETS: OrderedDict[tuple, Image.Image] = OrderedDict()
_SHEET_CACHE_SIZE = 2  # a front and a back: scans are big


def image_path(layout: SheetLayout, face: Face) -> Path:
    img = face_image(layout, face)
    p = Path(img.image)
    if not p.is_absolute() and layout.base_dir is not None:
        p = layout.base_dir / p
    return p


def _image_finding(code: str, message: str) -> SheetError:
    return SheetError(Finding(code, "error", message))


def _open(path: Path, page: int) -> Image.Image:
    """Open lazily (the header only), on the right page, refusing what is missing or too big. The file is
    opened once, by the guarded reader, and Pillow reads that open file (never the path again: what was
    checked is what is decoded)."""
    try:
        f = open_guarded(path, MAX_SHEET_BYTES, "sheet image")
    except Refused as e:
        missing = e.why == _("no such file")
        code = "image-missing" if missing else "image-too-large" if e.code == "file-too-large" else "image-unreadable"
        raise _image_finding(code, _("the sheet image {path} does not exist").format(path=path) if missing
                             else f"{path}: {e.message}") from None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            im = Image.open(f)
        im._exclusive_fp = True  # the open file is the image's own, as when Pillow opens a path: closed with it
    except Image.DecompressionBombError:
        f.close()
        raise _image_finding("image-too-large", _("the sheet image {path} has more than {most} million "
                                                  "pixels").format(path=path, most=MAX_SHEET_PIXELS // 1_000_000)
                             ) from None
    except Exception as e:  # Pillow raises many kinds on a damaged or foreign file
        f.close()
        raise _image_finding("image-unreadable", _("the sheet image {path} cannot be read: {problem}").format(
            path=path, problem=_why(e))) from None
    if im.format not in ("PNG", "JPEG", "TIFF", "MPO"):
        im.close()
        raise _image_finding("image-unreadable", _("the sheet image {path} is {format}; give a PNG, JPEG or "
                                                   "TIFF").format(path=path, format=im.format))
    if page > 1:
        try:
            im.seek(page - 1)
        except EOFError:
            n = getattr(im, "n_frames", 1)
            im.close()
            raise _image_finding("bad-page", ngettext("the sheet image {path} has {count} page, not {page}",
                                                      "the sheet image {path} has {count} pages, not {page}",
                                                      n).format(path=path, count=n, page=page)) from None
    w, h = im.size
    if w * h > MAX_SHEET_PIXELS:
        im.close()
        raise _image_finding("image-too-large", _("the sheet image {path} is {width} x {height} pixels, more than "
                                                  "{most} million; scan at a lower resolution").format(
                                                      path=path, width=w, height=h,
                                                      most=MAX_SHEET_PIXELS // 1_000_000))
    return im


def _why(e: Exception) -> str:
    text = str(e) or type(e).__name__
    return text.replace("cannot identify image file", _("not an image Banneret reads")).split("\n")[0]


def _oriented_size(im: Image.Image) -> tuple[int, int]:
    try:
        orientation = im.getexif().get(0x0112, 1)
    except Exception:
        orientation = 1
    w, h = im.size
    return (h, w) if orientation in (5, 6, 7, 8) else (w, h)


def sheet_image_size(layout: SheetLayout, face: Face) -> tuple[int, int]:
    """The image's size as shown (EXIF orientation applied), read from its header only. Raises SheetError."""
    im = _open(image_path(layout, face), face_image(layout, face).page)
    try:
        return _oriented_size(im)
    finally:
        im.close()


def load_sheet_image(layout: SheetLayout, face: Face = "front") -> Image.Image:
    """The whole sheet image, decoded, RGB (RGBA if it has transparency), oriented as shown; cached (the
    last two), so that previewing every crop decodes the scan once. Raises SheetError."""
    path = image_path(layout, face)
    page = face_image(layout, face).page
    try:
        st = path.stat()
        key = (os.path.realpath(path), page, st.st_mtime_ns, st.st_size)
    except (OSError, ValueError):
        key = None
    if key is not None and key in _SHEETS:
        _SHEETS.move_to_end(key)
        return _SHEETS[key]
    im = _open(path, page)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            im.load()
            oriented = ImageOps.exif_transpose(im)
        out = to_rgb(oriented)
    except Exception as e:
        raise _image_finding("image-unreadable", _("the sheet image {path} cannot be decoded (truncated or "
                                                   "damaged?): {problem}").format(path=path, problem=_why(e))) from None
    finally:
        im.close()
    if key is not None:
        _SHEETS[key] = out
        while len(_SHEETS) > _SHEET_CACHE_SIZE:
            _SHEETS.popitem(last=False)
    return out


def crop(layout: SheetLayout, row: int, col: int, face: Face = "front") -> Image.Image:
    """The image of counter (row, col)'s front or back. A box partly off the image is padded (the dialog
    previews while the grid is dragged); `check_layout` and `slice_sheet` refuse such a grid. Raises
    SheetError when the image cannot be read."""
    return load_sheet_image(layout, face).crop(cell_box(layout, row, col, face))


# -- checks --------------------------------------------------------------------------------------------

def _leaves_folder(text: str) -> bool:
    p = PurePosixPath(text.replace("\\", "/"))
    return p.is_absolute() or ".." in p.parts or (len(text) > 1 and text[1] == ":")


def _is_absolute(text: str) -> bool:
    return text.replace("\\", "/").startswith("/") or (len(text) > 2 and text[1] == ":" and text[2] in "/\\")


def check_layout(layout: SheetLayout, doc: YamlDoc | None = None, images: bool = True) -> list[Finding]:
    """What is wrong with a layout: numbers, cells, output, and (with `images`) its images and whether every
    counter's box stays on them. With the parsed `doc`, findings carry the layout file's lines."""
    out: list[Finding] = []

    def add(code: str, severity: str, message: str, path: Path_, obj: str | None = None) -> None:
        line, col = doc.where(path, key=True) if doc is not None else (None, None)
        out.append(Finding(code, severity, message, line, col, object=obj, path=path))  # type: ignore[arg-type]

    g = layout.grid
    geometry_ok = _check_geometry(g, ("grid",), g, add)
    if layout.back is not None:
        b = layout.back
        given = SheetGrid(b.origin or (0.0, 0.0), b.size or (1.0, 1.0), g.rows, g.columns, b.gap or (0.0, 0.0),
                          b.row_offsets or {}, b.column_offsets or {})
        geometry_ok = _check_geometry(given, ("back",), g, add) and geometry_ok
        if b.pairing not in PAIRINGS:
            add("bad-value", "error", _("pairing {value}: one of {choices}").format(
                value=repr(b.pairing), choices=", ".join(PAIRINGS)), ("back", "pairing"))
    for cell in sorted(layout.empty):
        if not _in_grid(g, cell):
            add("cell-outside-grid", "error", _("empty cell {cell} is outside the grid ({rows} rows, {columns} "
                                                "columns)").format(cell=cell_label(cell), rows=g.rows,
                                                                   columns=g.columns),
                ("empty", _doc_index(doc, ("empty",), cell)),
                cell_label(cell))
    seen: dict[str, Cell] = {}
    for cell, ident in sorted(layout.cells.items()):
        path = ("cells", _doc_key(doc, ("cells",), cell))
        if not _in_grid(g, cell):
            add("cell-outside-grid", "error", _("cell {cell} ({id}) is outside the grid ({rows} rows, {columns} "
                                                "columns)").format(cell=cell_label(cell), id=ident, rows=g.rows,
                                                                   columns=g.columns), path, ident)
        elif cell in layout.empty:
            add("assigned-empty-cell", "warning", _("cell {cell} is marked empty but is assigned to '{id}'").format(
                cell=cell_label(cell), id=ident), path, ident)
        if ident in seen:
            add("duplicate-id", "error", _("'{id}' is assigned to {first} and to {second}; a counter is in one "
                                           "cell").format(id=ident, first=cell_label(seen[ident]),
                                                          second=cell_label(cell)), path, ident)
        else:
            seen[ident] = cell
    _check_output(layout, add)
    faces: list[tuple[Face, Path_]] = [("front", ("front", "image"))]
    if layout.back is not None and layout.back.image is not None:
        faces.append(("back", ("back", "image")))
    for face, key in faces:
        if _is_absolute(face_image(layout, face).image):
            msg = (_("the front image path {path} is absolute: the layout will not find it on another machine; "
                     "give it relative to the layout") if face == "front" else
                   _("the back image path {path} is absolute: the layout will not find it on another machine; "
                     "give it relative to the layout"))
            add("path-absolute", "warning", msg.format(path=face_image(layout, face).image), key)
    if geometry_ok and layout.back is not None and _same_image(layout):
        fb, bb = _grid_extent(layout, "front"), _grid_extent(layout, "back")
        if fb[0] < bb[2] and bb[0] < fb[2] and fb[1] < bb[3] and bb[1] < fb[3]:
            add("back-overlaps-front", "error", _("the back grid overlaps the front grid on the same image; give "
                                                  "the back its own origin (the other half of the sheet) or its own "
                                                  "image"), ("back",))
    if images and geometry_ok:
        _check_images(layout, add)
    return out


def _check_geometry(grid: SheetGrid, where: Path_, front: SheetGrid, add) -> bool:
    """Finite numbers, a counter at least a pixel, offsets for rows and columns that exist."""
    ok = True
    numbers = [*grid.origin, *grid.size, *grid.gap]
    numbers += [v for pair in (*grid.row_offsets.values(), *grid.column_offsets.values()) for v in pair]
    if not all(math.isfinite(v) for v in numbers):
        add("bad-value", "error", _("a number of the grid is not finite (.nan or .inf)"), where)
        ok = False
    elif grid.size[0] < 1 or grid.size[1] < 1:
        add("out-of-range", "error", _("the counter size {size} is under a pixel").format(
            size=_fmt_pair(grid.size)), (*where, "size"))
        ok = False
    for key, offsets, n, what in (("row_offsets", grid.row_offsets, front.rows, "row"),
                                  ("column_offsets", grid.column_offsets, front.columns, "column")):
        for i in sorted(offsets):
            if not 0 <= i < n:
                msg = (ngettext("{key} names row {number}; the grid has {count} row",
                                "{key} names row {number}; the grid has {count} rows", n) if what == "row" else
                       ngettext("{key} names column {number}; the grid has {count} column",
                                "{key} names column {number}; the grid has {count} columns", n))
                add("cell-outside-grid", "error", msg.format(key=key, number=i + 1, count=n),
                    (*where, key, str(i + 1)))
    return ok


def _doc_index(doc: YamlDoc | None, path: Path_, cell: Cell) -> int:
    """Where a cell is written in a list of the document (the model keeps a set)."""
    items = _doc_get(doc, path)
    if isinstance(items, list):
        for i, text in enumerate(items):
            try:
                if parse_cell(text) == cell:
                    return i
            except ValueError:
                pass
    return 0


def _doc_key(doc: YamlDoc | None, path: Path_, cell: Cell) -> str:
    """How a cell key is written in a mapping of the document (r1c1 or R1C1)."""
    items = _doc_get(doc, path)
    if isinstance(items, dict):
        for key in items:
            try:
                if parse_cell(key) == cell:
                    return key
            except ValueError:
                pass
    return cell_label(cell)


def _doc_get(doc: YamlDoc | None, path: Path_) -> Any:
    cur = doc.value if doc is not None else None
    for p in path:
        cur = cur.get(p) if isinstance(cur, dict) else None
    return cur


def _fmt_pair(p: Pair) -> str:
    return f"{_num(p[0])} x {_num(p[1])}"


def _in_grid(g: SheetGrid, cell: Cell) -> bool:
    return 0 <= cell[0] < g.rows and 0 <= cell[1] < g.columns


def _same_image(layout: SheetLayout) -> bool:
    b = layout.back
    return b is not None and (b.image is None or (b.image.image == layout.front.image
                                                  and b.image.page == layout.front.page))


def _grid_extent(layout: SheetLayout, face: Face) -> Box:
    boxes = [cell_box(layout, r, c, face) for r, c in counter_cells(layout)] or [(0, 0, 0, 0)]
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


def _check_output(layout: SheetLayout, add) -> None:
    o = layout.output
    if len(o.folder) > MAX_NAME or any(ord(ch) < 32 or ch == "\x7f" for ch in o.folder):
        add("output-outside", "error", _("the crops' folder {folder} must be a folder name of at most {most} "
                                         "characters, with no control characters").format(
                                             folder=repr(o.folder[:80]), most=MAX_NAME), ("output", "folder"))
    elif _leaves_folder(o.folder):
        add("output-outside", "error", _("the crops' folder {folder} leaves the folder of the file that uses "
                                         "them; give a folder inside it (e.g. counters)").format(
                                             folder=repr(o.folder)), ("output", "folder"))
    shown = o.name if len(o.name) <= 80 else o.name[:80] + "…"
    if len(o.name) > MAX_NAME or any(ord(ch) < 32 or ch == "\x7f" for ch in o.name):
        add("bad-name", "error", _("the crop name {name} must be a file name of at most {most} characters, with "
                                   "no control characters").format(name=repr(shown), most=MAX_NAME),
            ("output", "name"))
        return
    try:
        parsed = list(string.Formatter().parse(o.name))
    except ValueError as e:
        add("bad-name", "error", _("the crop name {name} is not a pattern: {problem}").format(
            name=repr(shown), problem=e), ("output", "name"))
        return
    fields = {f for _, f, _, _ in parsed if f is not None}
    bad_spec = next((f"{{{f}{'!' + c if c else ''}:{spec}}}" for _, f, spec, c in parsed
                     if f is not None and (c or spec and not _SPEC.fullmatch(spec))), None)
    if bad_spec is not None:  # checked before any use: '{id:>100000000}' would build a 100 MB name
        add("bad-name", "error", _("the crop name {name} uses {spec}; a field may only be padded, with a width of "
                                   "at most 2 digits (e.g. {example})").format(name=repr(shown), spec=bad_spec,
                                                                                example="{row:02}"),
            ("output", "name"))
        return
    unknown = sorted(f for f in fields if f not in NAME_FIELDS)
    if unknown:
        hint = difflib.get_close_matches(unknown[0], NAME_FIELDS, n=1)
        msg = (_("the crop name {name} uses {field} (did you mean {hint}?); known: {known}") if hint else
               _("the crop name {name} uses {field}; known: {known}"))
        add("bad-name", "error", msg.format(name=repr(o.name), field=f"{{{unknown[0]}}}",
                                            hint=f"{{{hint[0]}}}" if hint else "", known=", ".join(NAME_FIELDS)),
            ("output", "name"))
    elif "/" in o.name or "\\" in o.name or not o.name.lower().endswith(".png"):
        add("bad-name", "error", _("the crop name {name} must be a file name ending in .png").format(
            name=repr(o.name)), ("output", "name"))
    elif not ({"id", "cell"} & fields or {"row", "col"} <= fields):
        add("bad-name", "error", _("the crop name {name} would give every counter the same file; use {id} or "
                                   "{cell}").format(name=repr(o.name), id="{id}", cell="{cell}"), ("output", "name"))
    elif layout.back is not None and "face" not in fields:
        add("bad-name", "error", _("the crop name {name} would give a front and its back the same file; use "
                                   "{face}").format(name=repr(o.name), face="{face}"), ("output", "name"))
    else:
        try:
            crop_name(layout, 0, 0, "front", "x")
        except (ValueError, IndexError, KeyError, AttributeError) as e:
            add("bad-name", "error", _("the crop name {name} is not a pattern: {problem}").format(
                name=repr(o.name), problem=e), ("output", "name"))


def _check_images(layout: SheetLayout, add) -> None:
    faces: list[tuple[Face, Path_, Path_]] = [("front", ("front", "image"), ("grid",))]
    if layout.back is not None:
        faces.append(("back", ("back", "image") if layout.back.image is not None else ("front", "image"), ("back",)))
    for face, img_key, grid_key in faces:
        try:
            size = sheet_image_size(layout, face)
        except SheetError as e:
            if face == "back" and _same_image(layout):
                continue  # the front's image: reported once
            add(e.finding.code, "error", e.finding.message, img_key)
            continue
        off = cells_off_image(layout, face, size)
        if off:
            first = off[0]
            box = cell_box(layout, *first, face)
            msg = (_("the front of counter {cell} runs off the image: its box {box} is not inside {width} x "
                     "{height} px") if face == "front" else
                   _("the back of counter {cell} runs off the image: its box {box} is not inside {width} x "
                     "{height} px")).format(cell=cell_label(first), box=box, width=size[0], height=size[1])
            if len(off) > 1:
                msg += ngettext("; {count} more counter too: {cells}", "; {count} more counters too: {cells}",
                                len(off) - 1).format(count=len(off) - 1, cells=", ".join(
                                    cell_label(c) for c in off[1:7]) + (", ..." if len(off) > 7 else ""))
            add("grid-off-image", "error", msg, grid_key, cell_label(first))


# -- reading -------------------------------------------------------------------------------------------

def layout_validator() -> jsonschema.Draft202012Validator:
    return compiled_validator("sheet.schema.json")


@dataclass
class LayoutResult:
    """What reading a layout gave (for the editor; `load_layout` returns its first two fields)."""

    layout: SheetLayout | None
    findings: list[Finding]
    doc: YamlDoc | None = None
    unreadable: bool = False  # not readable or not a layout at all (CLI exit 2)


def load_layout(path: str | os.PathLike[str], images: bool = True) -> tuple[SheetLayout | None, list[Finding]]:
    """Read a layout: (layout, findings), never raising on bad input. The layout is None only when the file
    cannot be made into one (unreadable, not a layout, schema errors); a layout whose image is missing or whose
    grid runs off it is returned with those findings, so that the editor can open it and fix it."""
    r = read_layout(path, images)
    return r.layout, r.findings


def read_layout(path: str | os.PathLike[str], images: bool = True) -> LayoutResult:
    p = Path(path)
    try:
        data = read_guarded(p, MAX_LAYOUT_BYTES, "sheet layout")
    except Refused as e:
        return LayoutResult(None, [Finding(e.code, "error", e.message)], unreadable=True)
    return read_layout_bytes(data, p.resolve().parent, images)


def read_layout_bytes(data: bytes, base_dir: Path | None = None, images: bool = True) -> LayoutResult:
    doc = read_yaml(data)
    findings = [replace(f, message=_("the file is empty: a sheet layout starts with 'format: {format}'").format(
                    format=LAYOUT_FORMAT))
                if f.code == "empty" else f for f in doc.findings]
    result = LayoutResult(None, findings, doc)
    value = doc.value
    if value is None:
        result.unreadable = True
        return result
    fmt = value.get("format") if isinstance(value, dict) else None
    if not isinstance(fmt, str) or not fmt.startswith(f"{LAYOUT_FORMAT_ID}/"):
        line, col = doc.where(("format",)) if isinstance(value, dict) else (1, 1)
        result.findings.append(Finding("not-a-layout", "error", _("this is not a counter-sheet layout: it should "
                                                                  "start with 'format: {format}'").format(
                                                                      format=LAYOUT_FORMAT), line or 1, col or 1))
        result.unreadable = True
        return result
    version = format_version(fmt)
    if version is None or version > LAYOUT_FORMAT_VERSION:
        line, col = doc.where(("format",))
        result.findings.append(Finding("format-too-new", "error", _("the layout is in format {found}, newer than "
                                                                    "this Banneret reads ({format})").format(
                                                                        found=fmt, format=LAYOUT_FORMAT),
                                       line, col, path=("format",)))
        result.unreadable = True
        return result

    result.findings.extend(schema_findings(value, doc, layout_validator()))
    if has_errors(result.findings):
        return result
    layout = layout_from_dict(value)
    layout.base_dir = base_dir
    result.layout = layout
    result.findings.extend(check_layout(layout, doc, images=images and base_dir is not None))
    result.findings.sort(key=lambda f: (f.line or 0, f.col or 0, f.code))
    return result


def _pair(v: Any) -> Pair:
    return float(v[0]), float(v[1])


def _offsets(d: dict | None) -> dict[int, Pair] | None:
    return None if d is None else {int(k) - 1: _pair(v) for k, v in d.items()}


def layout_from_dict(d: dict) -> SheetLayout:
    """The model of a schema-valid layout document."""
    g = d["grid"]
    grid = SheetGrid(_pair(g["origin"]), _pair(g["size"]), g["rows"], g["columns"], _pair(g.get("gap", (0, 0))),
                     _offsets(g.get("row_offsets")) or {}, _offsets(g.get("column_offsets")) or {})
    back = None
    if "back" in d:
        b = d["back"]
        back = BackSheet(SheetImage(b["image"], b.get("page", 1)) if "image" in b else None,
                         b.get("pairing", "mirror-columns"),
                         _pair(b["origin"]) if "origin" in b else None, _pair(b["size"]) if "size" in b else None,
                         _pair(b["gap"]) if "gap" in b else None, _offsets(b.get("row_offsets")),
                         _offsets(b.get("column_offsets")))
    out = d.get("output", {})
    return SheetLayout(
        front=SheetImage(d["front"]["image"], d["front"].get("page", 1)),
        grid=grid, back=back,
        empty={parse_cell(c) for c in d.get("empty", [])},
        cells={parse_cell(k): v for k, v in d.get("cells", {}).items()},
        output=CropOutput(out.get("folder", DEFAULT_FOLDER), out.get("name", DEFAULT_NAME)),
        title=d.get("title"), notes=d.get("notes"),
    )


# -- writing -------------------------------------------------------------------------------------------

def _num(v: float) -> int | float:
    """112.0 is written 112; fractions are written exactly (a load gives back the same float)."""
    return int(v) if float(v).is_integer() else float(v)


def _flow_pair(p: Pair) -> list:
    return Flow([_num(p[0]), _num(p[1])])


def _offsets_out(offsets: dict[int, Pair]) -> FlowMap:
    return FlowMap({i + 1: _flow_pair(offsets[i]) for i in sorted(offsets)})


def layout_to_dict(layout: SheetLayout) -> dict:
    """The document, keys in the order of docs/sheets.md; equal layouts give equal documents."""
    g = layout.grid
    grid: dict[str, Any] = {"origin": _flow_pair(g.origin), "size": _flow_pair(g.size)}
    if g.gap != (0.0, 0.0):
        grid["gap"] = _flow_pair(g.gap)
    grid["rows"] = g.rows
    grid["columns"] = g.columns
    if g.row_offsets:
        grid["row_offsets"] = _offsets_out(g.row_offsets)
    if g.column_offsets:
        grid["column_offsets"] = _offsets_out(g.column_offsets)
    d: dict[str, Any] = {"format": LAYOUT_FORMAT}
    if layout.title is not None:
        d["title"] = layout.title
    if layout.notes is not None:
        d["notes"] = layout.notes
    front: dict[str, Any] = {"image": layout.front.image}
    if layout.front.page != 1:
        front["page"] = layout.front.page
    d["front"] = front
    if layout.back is not None:
        b = layout.back
        back: dict[str, Any] = {}
        if b.image is not None:
            back["image"] = b.image.image
            if b.image.page != 1:
                back["page"] = b.image.page
        back["pairing"] = b.pairing
        for key in ("origin", "size", "gap"):
            if getattr(b, key) is not None:
                back[key] = _flow_pair(getattr(b, key))
        for key in ("row_offsets", "column_offsets"):
            if getattr(b, key) is not None:
                back[key] = _offsets_out(getattr(b, key))
        d["back"] = back
    d["grid"] = grid
    if layout.empty:
        d["empty"] = Flow(cell_label(c) for c in sorted(layout.empty))
    if layout.cells:
        d["cells"] = {cell_label(c): layout.cells[c] for c in sorted(layout.cells)}
    if layout.output != CropOutput():
        d["output"] = FlowMap({"folder": layout.output.folder, "name": layout.output.name})
    return d


def dump_layout(layout: SheetLayout, schema_ref: str | None = None) -> str:
    return dump_yaml(layout_to_dict(layout), header=SCHEMA_HEADER.format(schema=schema_ref) if schema_ref else "")


def save_layout(layout: SheetLayout, path: str | os.PathLike[str], schema_ref: str | None = None) -> SheetLayout:
    """Write atomically (a failure leaves the previous file as it was), in a stable text. When the layout
    moves to another folder (save as), relative image paths are rewritten to point at the same images.
    Returns the layout as saved (the input is not changed)."""
    target = Path(path).resolve()
    saved = replace(layout, base_dir=target.parent)
    if layout.base_dir is not None and Path(layout.base_dir).resolve() != target.parent:
        saved.front = _rebase(layout.front, Path(layout.base_dir), target.parent)
        if layout.back is not None and layout.back.image is not None:
            saved.back = replace(layout.back, image=_rebase(layout.back.image, Path(layout.base_dir), target.parent))
    write_atomic(target, dump_layout(saved, schema_ref))
    return saved


def _rebase(img: SheetImage, old: Path, new: Path) -> SheetImage:
    if _is_absolute(img.image):
        return img
    try:
        rel = os.path.relpath((old / img.image).resolve(), new)
    except ValueError:  # another drive (Windows): no relative path exists
        return replace(img, image=str((old / img.image).resolve()))
    return replace(img, image=Path(rel).as_posix())


def relative_image_path(image: str | os.PathLike[str], layout_path: str | os.PathLike[str]) -> str:
    """How a layout at `layout_path` names `image` (what the dialog stores after a file chooser)."""
    try:
        return Path(os.path.relpath(Path(image).resolve(), Path(layout_path).resolve().parent)).as_posix()
    except ValueError:
        return str(Path(image).resolve())


def png_data(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=6)
    return buffer.getvalue()


def write_png_atomic(image: Image.Image, path: str | os.PathLike[str]) -> None:
    """PNG through a temporary file and a rename: a crash leaves the old crop or the new one."""
    write_atomic(path, png_data(image))


# -- slicing -------------------------------------------------------------------------------------------

@dataclass
class Crop:
    """One crop to write: counter (row, col), its face, and the file name."""

    cell: Cell
    face: Face
    name: str


def plan_crops(layout: SheetLayout, ids: dict[Cell, str] | None = None,
               cells: list[Cell] | None = None) -> tuple[list[Crop], list[Finding]]:
    """The crops of these counters (default: every non-empty cell), named by the pattern; two crops with one
    name are a `name-collision` finding."""
    faces: tuple[Face, ...] = ("front", "back") if layout.back is not None else ("front",)
    ids = ids if ids is not None else layout.cells
    out: list[Crop] = []
    by_name: dict[str, Crop] = {}
    findings: list[Finding] = []
    for cell in counter_cells(layout) if cells is None else cells:
        for face in faces:
            c = Crop(cell, face, crop_name(layout, *cell, face, ids.get(cell)))
            other = by_name.get(c.name.lower())
            if other is not None:
                findings.append(Finding("name-collision", "error", _(
                    "the {face} of {cell} and the {other_face} of {other_cell} would both be written to {name}").format(
                        face=_(FACE_WORDS[face]), cell=cell_label(cell), other_face=_(FACE_WORDS[other.face]),
                        other_cell=cell_label(other.cell), name=c.name), object=cell_label(cell)))
                continue
            by_name[c.name.lower()] = c
            out.append(c)
    return out, findings


class Cancelled(Exception):
    """A `progress` callback asked to stop writing crops (those written so far stay, unless they were staged)."""


Progress = Callable[[int, int], bool]  # (done, total) -> go on?


def write_crops(layout: SheetLayout, crops: list[Crop], folder: Path, progress: Progress | None = None,
                done: int = 0, total: int | None = None, staged: Staged | None = None) -> list[Path]:
    """Cut and write the planned crops into `folder` (created). Raises SheetError if an image cannot be read,
    OSError if a file cannot be written; call `check_layout` first. `progress(done, total)` is called before
    each crop and once at the end (`done` counts from the given start, out of `total`, by default these
    crops); when it returns False, writing stops with `Cancelled`. With `staged`, each crop is only written
    as a temporary there, renamed later with the scenario (`sheet apply`: all or nothing)."""
    if staged is not None:
        staged.make_folder(folder)
    else:
        folder.mkdir(parents=True, exist_ok=True)
    total = len(crops) if total is None else total
    written = []
    for i, c in enumerate(crops):
        if progress is not None and not progress(done + i, total):
            raise Cancelled(_("stopped after {done} of {total} crops").format(done=done + i, total=total))
        target = folder / c.name
        if staged is not None:
            staged.stage(target, png_data(crop(layout, *c.cell, c.face)))
        else:
            write_png_atomic(crop(layout, *c.cell, c.face), target)
        written.append(target)
    if progress is not None:
        progress(done + len(crops), total)
    return written


def slice_sheet(layout: SheetLayout, out_dir: str | os.PathLike[str] | None = None) -> tuple[list[Path], list[Finding]]:
    """Write a PNG crop of every counter's front (and back) into `out_dir` (default: the layout's output
    folder, next to the layout). Returns (files written, findings); on any error nothing is written."""
    findings = check_layout(layout)
    if out_dir is None and layout.base_dir is None:
        findings.append(Finding("no-folder", "error", _("the layout is not in a file: give the output folder")))
    crops, collisions = plan_crops(layout)
    findings += collisions
    if has_errors(findings):
        return [], findings
    folder = Path(out_dir) if out_dir is not None else Path(layout.base_dir or ".") / layout.output.folder
    try:
        for face in ("front", "back") if layout.back is not None else ("front",):
            load_sheet_image(layout, face)  # decode both before writing anything: a truncated scan writes nothing
        staged = Staged()  # every crop or none: a disk filling up halfway leaves the folder as it was
        try:
            written = write_crops(layout, crops, folder, staged=staged)
            staged.commit()
        except BaseException:
            staged.discard()
            raise
        return written, findings
    except SheetError as e:
        return [], [*findings, e.finding]
    except OSError as e:
        return [], [*findings, Finding("cannot-write", "error", _("cannot write the crops to {folder}: "
                                                                  "{problem}").format(folder=folder,
                                                                                      problem=e.strerror or e))]
