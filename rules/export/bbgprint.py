"""The *Battles Before Gunpowder* pages to print, as vector PDFs true to size on A4 (`banneret export bbg-sheet |
bbg-roster | bbg-card`, the editor's Print):

* the army sheet, "Sereglap" `[L557-591]` as the text lays it out (B58): 8 unit columns; the rows Egység neve /
  Diadal / Megjegyzések, then rounds 1–10 × Roham / Mozgás / Lövés; under it the glyph legend `[L593-602]` with
  the right-hand glyphs fixed as B58 reads them. Blank, or filled from a `bbg-sheet/1` file (further pages for
  more than 8 units, B58). Glyphs are drawn as vector marks, so no font is needed for them;
* the unit roster card, "csapatkártya" `[L106]`: one page per player listing his units with their name,
  composition, back-story, starting points and fighting values from the army list;
* a one-page modifier card (resources/bbg/modifier-card.yaml: the text's melee, morale and shooting rows with
  their lines).

Drawn with the map export's canvas, font and drawing calls (`pdfdraw.new_canvas`, `PdfDraw`, y down, mm scaled
to points), written by the one atomic writer. Labels speak the user's language; in Hungarian they are the text's
own words.
"""

from __future__ import annotations

import io
import math
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

import yaml
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from rules.bbg import model as m
from rules.bbg import rulebook
from rules.bbg.breakdown import LABELS
from rules.bbg.glossary import by_model
from rules.export.paper import paper_mm
from rules.export.pdfdraw import FONT, MM, PdfDraw, new_canvas, printable
from rules.fileio.atomic import write_atomic
from rules.i18n import N_, _, language, ngettext
from rules.paths import resources_dir

INK = (0, 0, 0)
GREY = (215, 215, 215)
LIGHT = (242, 242, 242)
ROUNDS = 10  # the sheet's rounds `[L562-591]` (B59: the default game length)
COLUMNS = 8  # unit columns per page `[L557-591]` (B58)
ORDER_ROWS = (N_("Charge order"), N_("Move order"), N_("Shooting order"))  # Roham / Mozgás / Lövés `[L562-564]`
# The legend `[L593-602]`, right-hand glyphs as B58 fixes them.
LEGEND = (("←", N_("more than 90° left")), ("↖", N_("between 90° and 45° left")),
          ("↑", N_("between 0° and 45° either way")), ("↗", N_("between 90° and 45° right")),
          ("→", N_("more than 90° right")), ("↑↑", N_("forced march")), ("↻", N_("reform")),
          ("stop", N_("stop")))


@dataclass(frozen=True)
class SheetGeometry:
    """Where the army sheet's grid lies on an A4 page, in mm from the top-left (tests measure it)."""

    left: float = 10.0
    top: float = 22.0
    round_col: float = 14.0  # "1. kör"
    row_col: float = 20.0  # "Roham"
    unit_col: float = 19.5  # 8 × 19.5 + 34 = 190 mm: the page between 10 mm margins
    name_row: float = 9.0
    triumph_row: float = 7.0
    notes_row: float = 14.0
    order_row: float = 6.4

    @property
    def head_rows(self) -> tuple[float, float, float]:
        return self.name_row, self.triumph_row, self.notes_row

    def column_x(self) -> list[float]:
        """The x of every vertical line: left edge, after the round label, after the row label, after each unit."""
        x0 = self.left + self.round_col + self.row_col
        return [self.left, self.left + self.round_col, x0] + [x0 + self.unit_col * (i + 1) for i in range(COLUMNS)]

    def row_y(self) -> list[float]:
        """The y of every horizontal line: top, after the 3 head rows, after each of the 30 order rows."""
        ys = [self.top]
        for h in self.head_rows:
            ys.append(ys[-1] + h)
        for _i in range(ROUNDS * 3):
            ys.append(ys[-1] + self.order_row)
        return ys

    @property
    def bottom(self) -> float:
        return self.row_y()[-1]


GEOMETRY = SheetGeometry()


@dataclass
class SheetColumn:
    """One unit column of the army sheet."""

    id: str = ""
    name: str = ""
    triumph: str = ""
    notes: str = ""
    orders: dict[int, m.UnitOrders] = field(default_factory=dict)


# -- drawing helpers -----------------------------------------------------------------------------------------

class _Page:
    """A PdfDraw in mm, y down, on an A4 page."""

    def __init__(self, c: Canvas, size_mm: tuple[float, float]) -> None:
        self.c = c
        self.w, self.h = size_mm
        self.d = PdfDraw(c, None)  # type: ignore[arg-type]  # colours are RGB tuples

    def begin(self) -> None:
        self.c.translate(0, self.h * MM)
        self.c.scale(MM, -MM)
        self.d.forget()

    def end(self) -> None:
        self.c.showPage()

    def line(self, x0: float, y0: float, x1: float, y1: float, width: float = 0.25) -> None:
        self.d.line((x0, y0, x1, y1), fill=INK, width=width)

    def rect(self, x0: float, y0: float, x1: float, y1: float, fill=None, outline=INK, width: float = 0.25) -> None:
        self.d.rectangle((x0, y0, x1, y1), fill=fill, outline=outline, width=width)

    def text(self, text: str, size_pt: float, x: float, y: float, anchor: str = "lm", width: float | None = None,
             invisible: bool = False) -> None:
        size = size_pt / MM  # points → mm: the page is scaled to mm
        if width is not None:
            text = PdfDraw.fit(text, size, width)
        self.d.string(text, size, anchor, x, y, INK, invisible=invisible)

    def wrapped(self, text: str, size_pt: float, x: float, y: float, width: float, max_lines: int = 99) -> float:
        """`text` wrapped to `width` mm from the top `y`; returns the height used."""
        size = size_pt / MM
        lines = simpleSplit(printable(text), FONT, size, width) if text else []
        if len(lines) > max_lines:
            lines = lines[:max_lines]
            lines[-1] = PdfDraw.fit(lines[-1] + "…", size, width)
        step = size * 1.2
        for i, ln in enumerate(lines):
            self.d.string(ln, size, "la", x, y + i * step, INK)
        return len(lines) * step

    def glyph(self, glyph: str, cx: float, cy: float, s: float, width: float = 0.35) -> None:
        """An order glyph of B58 drawn as a vector mark in an `s` mm square centred on (cx, cy)."""
        angles = {"←": -90.0, "↖": -45.0, "↑": 0.0, "↗": 45.0, "→": 90.0}
        if glyph in angles:
            self._arrow(cx, cy, s, angles[glyph], width)
        elif glyph == "↑↑":
            self._arrow(cx - s * 0.2, cy, s, 0.0, width)
            self._arrow(cx + s * 0.2, cy, s, 0.0, width)
        elif glyph == "↻":
            r = s * 0.32
            self.d.arc((cx - r, cy - r, cx + r, cy + r), -60, 240, fill=INK, width=width)
            a = math.radians(-60)  # the arc's end (y down): an arrow head pointing clockwise
            ex, ey = cx + r * math.cos(a), cy + r * math.sin(a)
            h = s * 0.18
            self.d.polygon([(ex, ey + h * 0.2), (ex + h, ey - h * 0.4), (ex - h * 0.5, ey - h * 0.9)], fill=INK)
        else:
            self.text(glyph, s * MM * 0.7, cx, cy, "mm")

    def _arrow(self, cx: float, cy: float, s: float, deg: float, width: float) -> None:
        a = math.radians(deg)
        ux, uy = math.sin(a), -math.cos(a)  # y down: 0° points up the page
        half = s * 0.36
        tx, ty = cx + ux * half, cy + uy * half
        self.line(cx - ux * half, cy - uy * half, tx, ty, width)
        h = s * 0.22
        px, py = -uy, ux
        bx, by = tx - ux * h, ty - uy * h  # the head's base centre
        self.d.polygon([(tx + ux * h * 0.3, ty + uy * h * 0.3), (bx + px * h * 0.5, by + py * h * 0.5),
                        (bx - px * h * 0.5, by - py * h * 0.5)], fill=INK)


def _pdf(title: str, size_mm: tuple[float, float], pages: Iterable) -> bytes:
    buffer = io.BytesIO()
    c = new_canvas(buffer, (size_mm[0] * MM, size_mm[1] * MM), title)
    page = _Page(c, size_mm)
    for draw in pages:
        page.begin()
        draw(page)
        page.end()
    c.save()
    return buffer.getvalue()


def _word(kind: str, model_id: str) -> str:
    """The glossary's word for a model id in the user's language (English when it has none), else the id."""
    term = by_model(kind, model_id)
    if term is None:
        return model_id.replace("_", " ")
    return term.names.get(language()) or term.names.get("en") or model_id


# -- the army sheet ------------------------------------------------------------------------------------------

def sheet_columns(sheet: m.Sheet | None) -> list[SheetColumn]:
    """The sheet's unit columns in its order; units with orders but no head row come after, by id."""
    if sheet is None:
        return []
    cols = [SheetColumn(u.id, u.name or u.id, "" if u.triumph is None else str(u.triumph),
                        u.notes or u.standing_order or "") for u in sheet.units]
    known = {c.id for c in cols}
    extra = sorted({uid for r in sheet.rounds.values() for uid in r.orders} - known)
    cols += [SheetColumn(uid, uid) for uid in extra]
    by_id = {c.id: c for c in cols}
    for n, r in sheet.rounds.items():
        for uid, o in r.orders.items():
            by_id[uid].orders[n] = o
    return cols


def sheet_pdf(sheet: m.Sheet | None = None, title: str = "") -> bytes:
    """The army sheet `[L557-591]`: blank (one page) or filled from `sheet`, 8 unit columns a page."""
    cols = sheet_columns(sheet)
    chunks = [cols[i:i + COLUMNS] for i in range(0, len(cols), COLUMNS)] or [[]]
    head = title or (_("side {side}, {scenario}").format(side=sheet.side, scenario=sheet.scenario) if sheet else "")
    size = paper_mm("A4")
    return _pdf(_("Army sheet"), size,
                [lambda p, ch=ch, i=i: _sheet_page(p, ch, head, i + 1, len(chunks)) for i, ch in enumerate(chunks)])


def _sheet_page(p: _Page, cols: list[SheetColumn], head: str, page_no: int, pages: int) -> None:
    g = GEOMETRY
    xs, ys = g.column_x(), g.row_y()
    p.text(_("Army sheet"), 16, g.left, 14, "ls")
    if head:
        p.text(head, 9, xs[-1], 14, "rs", width=120)
    if pages > 1:
        p.text(_("page {n} of {total}").format(n=page_no, total=pages), 8, xs[-1], 18.5, "rs")
    # head rows: their label spans both label columns
    for label, y0, y1 in zip((_("Unit name"), _("Triumph"), _("Notes")), ys[:3], ys[1:4], strict=True):
        p.rect(xs[0], y0, xs[2], y1, fill=LIGHT, outline=None)
        p.text(label, 7.5, xs[0] + 1.2, (y0 + y1) / 2, "lm", width=xs[2] - xs[0] - 2)
    for r in range(ROUNDS):
        y0 = ys[3 + 3 * r]
        p.rect(xs[0], y0, xs[1], ys[6 + 3 * r], fill=LIGHT, outline=None)
        p.text(_("Round {n}").format(n=r + 1), 7.5, (xs[0] + xs[1]) / 2, (y0 + ys[6 + 3 * r]) / 2, "mm",
               width=xs[1] - xs[0] - 1)
        for k, label in enumerate(ORDER_ROWS):
            p.text(_(label), 6.8, xs[1] + 1.2, (ys[3 + 3 * r + k] + ys[4 + 3 * r + k]) / 2, "lm",
                   width=xs[2] - xs[1] - 2)
    # lines: thin inside a round, thick between rounds and around the grid
    for i, y in enumerate(ys):
        thick = i in (0, 3, len(ys) - 1) or (i > 3 and (i - 3) % 3 == 0)
        x_start = xs[1] if (i > 3 and (i - 3) % 3) else xs[0]
        p.line(x_start, y, xs[-1], y, 0.5 if thick else 0.2)
    for j, x in enumerate(xs):
        y_start = ys[3] if j == 1 else ys[0]
        p.line(x, y_start, x, ys[-1], 0.5 if j in (0, 2, len(xs) - 1) else 0.25)
    for j, col in enumerate(cols):
        _fill_column(p, col, xs[2 + j], xs[3 + j], ys)
    _legend(p, ys[-1] + 5)


def _fill_column(p: _Page, col: SheetColumn, x0: float, x1: float, ys: list[float]) -> None:
    w = x1 - x0 - 1.6
    cx = (x0 + x1) / 2
    if PdfDraw.fit(col.name, 7.5 / MM, w) == printable(col.name):
        p.text(col.name, 7.5, cx, (ys[0] + ys[1]) / 2, "mm")
    else:  # a long name on two smaller lines rather than cut
        p.wrapped(col.name, 6, x0 + 0.8, ys[0] + 1.4, w, max_lines=2)
    p.text(col.triumph, 8, cx, (ys[1] + ys[2]) / 2, "mm", width=w)
    p.wrapped(col.notes, 6, x0 + 0.8, ys[2] + 0.8, w, max_lines=4)
    for n, o in col.orders.items():
        if not 1 <= n <= ROUNDS:
            continue
        y = [ys[3 + 3 * (n - 1) + k] for k in range(4)]
        if o.charge:
            p.text(o.charge, 7, cx, (y[0] + y[1]) / 2, "mm", width=w)
        if o.move is not None and o.move.glyphs:
            s = min(4.2, (x1 - x0 - 1.6) / len(o.move.glyphs))
            start = cx - s * (len(o.move.glyphs) - 1) / 2
            for i, gl in enumerate(o.move.glyphs):
                p.glyph(gl, start + i * s, (y[1] + y[2]) / 2, s)
        if o.shoot is not None and o.shoot.target:
            if o.shoot.when == "after":  # B58: blank = before; "after" said under the target
                p.text(o.shoot.target, 6, cx, y[2] + 2.0, "mm", width=w)
                p.text(_("after the move"), 5, cx, y[2] + 4.6, "mm", width=w)
            else:
                p.text(o.shoot.target, 6.5, cx, (y[2] + y[3]) / 2, "mm", width=w)


def _legend(p: _Page, top: float) -> None:
    g = GEOMETRY
    p.text(_("Suggested marks for orders:"), 9, g.left, top + 2, "lm")
    col_w = 95.0
    for i, (glyph, meaning) in enumerate(LEGEND):
        x = g.left + (i // 4) * col_w
        y = top + 8 + (i % 4) * 6.2
        p.glyph(glyph, x + 5, y, 5.0)
        p.text(glyph, 8, x + 5, y, "mm", invisible=True)  # a PDF reader's search finds the glyph
        p.text(_(meaning), 8.5, x + 11, y, "lm", width=col_w - 13)


def write_sheet_pdf(path: str | os.PathLike[str], sheet: m.Sheet | None = None, title: str = "") -> bytes:
    data = sheet_pdf(sheet, title)
    write_atomic(path, data)
    return data


# -- the unit roster card ----------------------------------------------------------------------------------------

@dataclass
class RosterRow:
    """One unit on the roster card `[L106]`: name, composition, fighting values, starting points, back-story."""

    name: str
    composition: str
    values: str
    points: str
    backstory: str = ""


@dataclass
class Roster:
    """One player's card."""

    player: str
    army: str
    rows: list[RosterRow] = field(default_factory=list)


def _num(v: float | None) -> str:
    if v is None:
        return "—"  # not given by the designer (B57): never a default
    return str(int(v)) if float(v).is_integer() else f"{v:g}"


def _values(t: m.TroopType | None) -> str:
    if t is None:
        return "—"
    parts = [_("attack {attack}, defence {defence}, morale {morale}").format(
        attack=_num(t.values.attack), defence=_num(t.values.defence), morale=_num(t.morale))]
    for role in sorted(t.role_values):
        fv = t.figure_values(role)
        parts.append(f"{_word('role', role)} {_num(fv.attack)}/{_num(fv.defence)}")
    if t.weapons:
        parts.append(", ".join(_word("weapon", w) for w in t.weapons))
    if t.traits:
        parts.append(", ".join(_word("trait", w) for w in t.traits))
    return "; ".join(parts)


def _composition(card: m.UnitCard | None, t: m.TroopType | None, unit: m.Unit | None = None) -> str:
    parts = []
    if t is not None:
        parts.append(t.name or t.id)
        if t.troop_class:
            parts.append(_word("class", t.troop_class))
    formation = (unit.formation if unit is not None else None) or (card.formation if card else None)
    if formation:
        parts.append(_word("concept", formation))
    if card is not None and card.special:
        parts.append(_word("formation", card.special))
    if unit is not None and unit.ranks:
        files, ranks, n = unit.files, unit.rank_count, unit.figure_count()
        roles = unit.role_counts()
    else:
        files, ranks = (card.files, card.ranks) if card else (None, None)
        n = card.figure_count() if card else None
        roles = dict(card.roles) if card else {}
    if files and ranks:
        parts.append(f"{files} × {ranks}")
    if n is not None:
        parts.append(ngettext("{n} figure", "{n} figures", n).format(n=n))
    extra = [f"{_word('role', r)} {k}" for r, k in sorted(roles.items()) if r != "S" and k]
    return ", ".join(parts) + ("; " + ", ".join(extra) if extra else "")


def _points(card: m.UnitCard | None, t: m.TroopType | None, n: int | None) -> str:
    if card is not None and card.points is not None:
        return _num(card.points)
    if t is not None and t.points is not None and n:
        return _num(t.points * n)
    return "—"


def roster_from_army(army: m.ArmyList, player: str = "") -> Roster:
    """Every unit card of an army list."""
    rows = []
    for card in army.cards:
        t = army.troop_types.get(card.type)
        story = card.backstory or (t.backstory if t else None) or ""
        rows.append(RosterRow(card.name or card.id, _composition(card, t), _values(t),
                              _points(card, t, card.figure_count()), story))
    return Roster(player or army.name, army.name, rows)


def rosters_from_scenario(scenario: m.Scenario, armies: dict[str, m.ArmyList | None]) -> list[Roster]:
    """One card per side (player) listing the units placed on the table, with their army list's values."""
    out = []
    for side in scenario.sides:
        army = armies.get(side.id)
        rows = []
        for u in side.units:
            card = army.card(u.card) if army is not None and u.card else None
            tid = u.type or (card.type if card else None)
            t = army.troop_types.get(tid) if army is not None and tid else None
            rows.append(RosterRow((card.name if card and card.name else None) or u.id, _composition(card, t, u),
                                  _values(t), _points(card, t, u.figure_count()),
                                  (card.backstory if card else None) or (t.backstory if t else None) or ""))
        out.append(Roster(side.name or side.id, army.name if army else (side.army or ""), rows))
    return out


ROSTER_COLUMNS = ((N_("Unit name"), 40.0), (N_("Composition"), 72.0), (N_("Fighting values"), 78.0),
                  (N_("Starting points"), 26.0), (N_("Back-story"), 61.0))  # 277 mm: A4 landscape in 10 mm margins


def roster_pdf(rosters: list[Roster]) -> bytes:
    """The roster cards `[L106]`, one player a card (more pages when his units do not fit), A4 landscape."""
    w, h = paper_mm("A4")
    pages = []
    for r in rosters:
        for chunk_no, chunk in enumerate(_roster_chunks(r.rows)):
            pages.append(lambda p, r=r, chunk=chunk, k=chunk_no: _roster_page(p, r, chunk, k))
    if not pages:
        pages.append(lambda p: _roster_page(p, Roster("", "", []), [], 0))
    return _pdf(_("Unit roster card"), (h, w), pages)


def _row_height(row: RosterRow) -> float:
    size = 8 / MM
    heights = [len(simpleSplit(printable(text), FONT, size, w - 2)) for text, (_label, w) in
               zip((row.name, row.composition, row.values, row.points, row.backstory), ROSTER_COLUMNS, strict=True)]
    return max(1, min(max(heights), 8)) * size * 1.2 + 2.4


def _roster_chunks(rows: list[RosterRow]) -> list[list[RosterRow]]:
    room = 210.0 - 10 - 34
    chunks: list[list[RosterRow]] = [[]]
    used = 0.0
    for row in rows:
        hgt = _row_height(row)
        if chunks[-1] and used + hgt > room:
            chunks.append([])
            used = 0.0
        chunks[-1].append(row)
        used += hgt
    return chunks


def _roster_page(p: _Page, r: Roster, rows: list[RosterRow], k: int) -> None:
    left, top = 10.0, 24.0
    p.text(_("Unit roster card"), 16, left, 14, "ls")
    p.text(f"{r.player} — {r.army}" if r.army else r.player, 10, 287, 14, "rs", width=180)
    xs = [left]
    for _label, w in ROSTER_COLUMNS:
        xs.append(xs[-1] + w)
    p.rect(xs[0], top, xs[-1], top + 8, fill=LIGHT, outline=None)
    for (label, _w), x in zip(ROSTER_COLUMNS, xs, strict=False):
        p.text(_(label), 8, x + 1, top + 4, "lm", width=_w - 2)
    y = top + 8
    for row in rows:
        hgt = _row_height(row)
        for text, x, (_label, w) in zip((row.name, row.composition, row.values, row.points, row.backstory), xs,
                                        ROSTER_COLUMNS, strict=False):
            p.wrapped(text, 8, x + 1, y + 1.2, w - 2, max_lines=8)
        y += hgt
        p.line(xs[0], y, xs[-1], y, 0.2)
    p.rect(xs[0], top, xs[-1], y, width=0.5)
    for x in xs[1:-1]:
        p.line(x, top, x, y, 0.25)
    if k:
        p.text(_("continued"), 8, 287, 19, "rs")


def write_roster_pdf(path: str | os.PathLike[str], rosters: list[Roster]) -> bytes:
    data = roster_pdf(rosters)
    write_atomic(path, data)
    return data


# -- the modifier card -----------------------------------------------------------------------------------------

@cache
def modifier_card_data() -> dict:
    """resources/bbg/modifier-card.yaml: the rows with values and lines."""
    return yaml.safe_load((resources_dir() / "bbg" / "modifier-card.yaml").read_text(encoding="utf-8"))


def _said(row: dict, key: str) -> str:
    """A card row's words in the user's language: the card file's own (Hungarian quoted from the text); else a
    row name the referee desk also shows (`breakdown.LABELS`) in the catalogue's words, so card and resolution
    panel read alike, and a weapon by the glossary; else English."""
    lang = language()
    own = (row.get(lang) or {}).get(key)
    if own is None and key == "name" and lang not in ("hu", "en") and row["id"] in LABELS:
        return _(LABELS[row["id"]])
    if own is None and key == "name" and row["id"] in rulebook.WEAPONS and lang != "hu":
        ids = (row["id"], "pilum") if row["id"] == "javelin" else (row["id"],)  # the table's "Dárda / pilum" row
        return " / ".join(_word("weapon", w) for w in ids)
    return own if own is not None else row["en"].get(key, "")


def card_value(row: dict) -> str:
    """A row's value as printed: the rule book's number (rules/bbg/rulebook.py) where it has the row, else the
    card file's own `value` (½, min: words of the text, not numbers)."""
    numbers = {**rulebook.MELEE, "loose_vs_close": rulebook.MORALE_LOOSE_VS_CLOSE,
               "third_rank": rulebook.THIRD_RANK_PENALTY, "shield_wall": rulebook.SHIELD_WALL,
               "testudo": rulebook.TESTUDO_SHOOTING}
    if row["id"] in numbers:
        return f"{numbers[row['id']]:+d}"
    if row["id"] == "elevation":  # ranges shorten uphill, lengthen downhill, per level [L402]
        return f"∓{rulebook.ELEVATION_STEP_M:g} M"
    return str(row["value"])


def card_pdf() -> bytes:
    """The one-page modifier card, A4 portrait."""
    return _pdf(_("Modifiers"), paper_mm("A4"), [_card_page])


def _card_page(p: _Page) -> None:
    data = modifier_card_data()
    left, right = 10.0, 200.0
    cols = (left, 80.0, 93.0, 186.0, right)  # name | value | when | line
    p.text(_("Modifiers"), 16, left, 14, "ls")
    y = 20.0
    y += p.wrapped(_("Melee: every row; grey rows apply to the morale test as well. [L326-346, L479-491, L605]"),
                   7.5, left, y, right - left) + 1.5

    def header(y: float, labels: tuple[str, ...]) -> float:
        p.rect(left, y, right, y + 5, fill=LIGHT, outline=None)
        for label, x in zip(labels, cols, strict=False):
            p.text(label, 7.5, x + 1, y + 2.5, "lm")
        return y + 5

    def rows(y: float, items: list[dict], grey_key: str | None) -> float:
        for row in items:
            when = _said(row, "when")
            lines = simpleSplit(printable(when), FONT, 7 / MM, cols[3] - cols[2] - 2) if when else [""]
            hgt = max(1, len(lines)) * 7 / MM * 1.2 + 1.6
            if grey_key is not None and row.get(grey_key):
                p.rect(left, y, right, y + hgt, fill=GREY, outline=None)
            p.text(_said(row, "name"), 7.5, cols[0] + 1, y + 0.8 + 7.5 / MM * 0.6, "lm", width=cols[1] - cols[0] - 2)
            p.text(card_value(row), 8, (cols[1] + cols[2]) / 2, y + 0.8 + 7.5 / MM * 0.6, "mm")
            p.wrapped(when, 7, cols[2] + 1, y + 0.8, cols[3] - cols[2] - 2)
            p.text(f"L{row['line']}", 6.5, right - 1, y + 0.8 + 7.5 / MM * 0.6, "rm")
            y += hgt
            p.line(left, y, right, y, 0.15)
        return y

    labels = (_("Modifier"), _("Value"), _("Applies"), _("Line"))
    y = rows(header(y, labels), data["melee"], "morale_line")
    y += 3
    p.text(_("Morale test only"), 10, left, y + 2.5, "lm")
    y = rows(header(y + 5, labels), data["morale"], None)
    y += 3
    p.text(_("Shooting: strength by range [L442-449]"), 10, left, y + 2.5, "lm")
    y += 5
    wcols = (left, 60.0, 100.0, 140.0, 186.0)
    p.rect(left, y, right, y + 5, fill=LIGHT, outline=None)
    for label, x in zip((_("Weapon"), _("short range / strength"), _("medium range / strength"),
                         _("long range / strength")), wcols, strict=False):
        p.text(label, 7.5, x + 1, y + 2.5, "lm", width=39)
    y += 5
    for w in data["weapons"]:
        p.text(_said(w, "name"), 7.5, wcols[0] + 1, y + 2.3, "lm")
        bands = rulebook.WEAPONS[w["id"]]
        for k in range(3):
            band = bands[k] if k < len(bands) else None
            p.text(f"{band[0]:g} M / {band[1]}" if band else "–", 7.5, wcols[1 + k] + 1, y + 2.3, "lm")
        p.text(f"L{w['line']}", 6.5, right - 1, y + 2.3, "rm")
        y += 4.6
        p.line(left, y, right, y, 0.15)
    y += 3
    p.text(_("Shooting adjustments"), 10, left, y + 2.5, "lm")
    rows(header(y + 5, labels), data["shooting"], None)


def write_card_pdf(path: str | os.PathLike[str]) -> bytes:
    data = card_pdf()
    write_atomic(path, data)
    return data
