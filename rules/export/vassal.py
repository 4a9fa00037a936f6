"""A scenario as a VASSAL module: `banneret export vassal FILE -o battle.vmod`.

Written with the standard library (zipfile, xml.etree): the one Python package that writes modules,
`pywargame`, does not import on Python 3.11 and pulls numpy, ImageMagick bindings and more. What the module
holds (a zip):

  * `buildFile.xml`: one map whose board is the rendered map (`images/board.png`, counters left off) with a
    VASSAL HexGrid laid on the drawn hexes and a HexGridNumbering printing the same CCRR labels; the set-up
    as at-start stacks (SetupStack, one per hex, placed by grid location); a palette window `Reinforcements`
    (one list per turn and side, saying where they enter); a d10 read 0-9 and a 2d6 (DiceButton); a turn
    track from the scenario's first to last turn (TurnTracker); the victory conditions in a chart window
    (ChartWindow with `victory.html`);
  * `moduledata`: name, version and description, which VASSAL's module library shows;
  * `images/`: the board and every counter's front and back, drawn by the renderer (its own counters, or the
    counter images of the scenario), each piece's back on a flip layer (Ctrl+F).

Resolution: VASSAL zooms by scaling the board and the piece images, so a 33-pixel counter (the renderer's
64-pixel hexes) blurs at the first zoom in. The module is drawn larger by default: hexes at least twice that
(`MIN_SCALE`) and wide enough that a unit counter is `PIECE_PX` pixels or more, the size of the counters of
VASSAL's hex-and-counter modules (75-100 px). Board and pieces are drawn at the same scale, so a counter
covers the same share of its hex as on the printed map; the map opens zoomed out (`Zoomer`) to about the
old size on screen, and zooming in shows the full drawing.

The grid (VASSAL's HexGrid, read in its source): hexes in columns `dx` apart, `dy` apart in a column, the
raw column 0 through the origin (`x0`, `y0`: a hex centre, whole pixels) and every odd raw column half a hex
lower. A flat grid's high columns are therefore the even raw columns: the origin is the first row's hex of
the first high column (the first column, or the one after it). A pointy grid is VASSAL's `sideways` grid,
whose columns are our rows and whose origin is given with x and y swapped.
"""

from __future__ import annotations

import html
import io
import math
import os
import re
import time
import xml.etree.ElementTree as ET
import zipfile
from dataclasses import dataclass, field, replace
from pathlib import Path

from PIL import Image

from rules.export.pieces import counter_image
from rules.export.vassal_pieces import PIECE_PX, add_piece
from rules.fileio.atomic import write_atomic
from rules.geometry.hexgrid import Grid, Hex
from rules.i18n import N_, _
from rules.map import counters as C
from rules.map.render import render_map
from rules.scenario.model import Placement, Scenario

VASSAL_VERSION = "3.7.0"
BOARD = "Map"
BOARD_IMAGE = "board.png"
VICTORY_HTML = "victory.html"
P = "VASSAL.build."  # every element's class name starts so
MIN_SCALE = 128.0  # the board's hex width at least: twice `banneret render`'s 64 px
MAX_BOARD_PIXELS = 120_000_000  # a 200 x 200 map at 64 px hexes (VASSAL tiles a board this large in its cache)
SCREEN_HEX_PX = 80  # the module opens at the zoom level that shows a hex about this wide
ZOOM_LEVELS = (0.2, 0.25, 0.333, 0.4, 0.5, 0.625, 0.8, 1.0, 1.25, 1.6)  # VASSAL's own, with 0.8 for 0.75 and 0.555


def default_scale(grid: Grid | None = None) -> float:
    """The hex width (corner to corner) a module is drawn at: a unit counter of `PIECE_PX` or more (its side is
    `counters.UNIT_SIZE` hex radii), and never less than `MIN_SCALE`; but a board of at most `MAX_BOARD_PIXELS`
    (a huge map is drawn smaller, down to the renderer's 64 px)."""
    want = float(max(MIN_SCALE, math.ceil(2 * PIECE_PX / C.UNIT_SIZE)))
    if grid is None or grid.columns < 1 or grid.rows < 1:
        return want
    w, h = grid.layout(want).size()
    if w * h <= MAX_BOARD_PIXELS:
        return want
    return max(64.0, float(math.floor(want * math.sqrt(MAX_BOARD_PIXELS / (w * h)))))


def zoom_start(scale: float) -> tuple[str, str]:
    """The Zoomer's `zoomLevels` and `zoomStart`: the level nearest to a hex `SCREEN_HEX_PX` wide on screen.
    VASSAL counts `zoomStart` from 1 at the largest level (Zoomer.setAttribute)."""
    want = SCREEN_HEX_PX / scale
    best = min(range(len(ZOOM_LEVELS)), key=lambda i: abs(math.log(ZOOM_LEVELS[i] / want)))
    return ",".join(repr(z) for z in ZOOM_LEVELS), str(len(ZOOM_LEVELS) - best)


@dataclass(frozen=True)
class VassalGrid:
    """The HexGrid and HexGridNumbering attributes that put VASSAL's hexes on the rendered ones."""

    dx: float
    dy: float
    x0: int
    y0: int
    sideways: bool
    h_off: int
    v_off: int
    first: str  # 'H': column then row; 'V': row then column
    leading: int  # leading zeros: the label's digits - 1

    @staticmethod
    def of(grid: Grid, scale: float) -> VassalGrid:
        r = scale / 2
        layout = grid.layout(scale)
        flat = grid.orientation == "flat"
        odd_high = grid.high == "odd"
        if flat:  # raw column 0 must sit high
            oc = grid.first_column if (grid.first_column % 2 == 1) == odd_high else grid.first_column + 1
            ox, oy = layout.center(grid.from_offset(oc, grid.first_row))
            return VassalGrid(1.5 * r, r * math.sqrt(3), round(ox), round(oy), False, oc, grid.first_row, "H",
                              grid.digits - 1)
        orow = grid.first_row if (grid.first_row % 2 == 1) == odd_high else grid.first_row + 1
        ox, oy = layout.center(grid.from_offset(grid.first_column, orow))
        # sideways: VASSAL's columns are our rows, its rows our columns, its origin (y, x)
        return VassalGrid(1.5 * r, r * math.sqrt(3), round(oy), round(ox), True, orow, grid.first_column, "V",
                          grid.digits - 1)

    def grid_attrs(self) -> dict[str, str]:
        return {"color": "0,0,0", "cornersLegal": "false", "dotsVisible": "false", "dx": repr(self.dx),
                "dy": repr(self.dy), "edgesLegal": "false", "sideways": str(self.sideways).lower(),
                "snapTo": "true", "visible": "false", "x0": str(self.x0), "y0": str(self.y0)}

    def numbering_attrs(self) -> dict[str, str]:
        return {"color": "0,0,0", "first": self.first, "fontSize": "9", "hDescend": "false", "hDrawOff": "0",
                "hLeading": str(self.leading), "hOff": str(self.h_off), "hType": "N",
                "locationFormat": "$gridLocation$", "rotateText": "0", "sep": "", "stagger": "false",
                "vDescend": "false", "vDrawOff": "0", "vLeading": str(self.leading), "vOff": str(self.v_off),
                "vType": "N", "visible": "false"}


@dataclass
class VassalExport:
    """What `build_vmod` made, for the command's summary and the tests."""

    data: bytes
    grid: VassalGrid
    board_size: tuple[int, int]
    images: list[str] = field(default_factory=list)
    pieces: int = 0
    at_start: int = 0
    stacks: int = 0
    reinforcements: int = 0


# -- counter images, drawn by the renderer -------------------------------------------------------------

def _png(im: Image.Image) -> bytes:
    buffer = io.BytesIO()
    im.save(buffer, format="PNG", compress_level=6)
    return buffer.getvalue()


def _safe(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", text).strip("_") or "piece"


class _Pieces:
    """Every unit and leader of the scenario as a piece: its two images drawn once, its name, a gpid."""

    def __init__(self, scenario: Scenario, scale: float, base_dir: Path | None, images: dict[str, bytes]) -> None:
        self.s, self.scale, self.base_dir, self.images = scenario, scale, base_dir, images
        self.next_gpid = 1
        self._drawn: dict[tuple[str, str], tuple[str, str, str, tuple[int, int]]] = {}

    def _draw(self, kind: str, cid: str) -> tuple[str, str, str, tuple[int, int]]:
        key = (kind, cid)
        got = self._drawn.get(key)
        if got is not None:
            return got
        s = self.s
        if kind == "unit":
            side = s.side_of_unit(cid)
            unit = s.unit(cid)
            name = f"{unit.name or cid} ({unit.type} {unit.front.sp}-{unit.front.quality}-{unit.front.mp})"
            faces = [(side, Placement(Hex(0, 0), unit=cid)), (side, Placement(Hex(0, 0), unit=cid, fatigued=True))]
        else:
            side = s.side_of_leader(cid)
            leader = s.leader(cid)
            name = f"{leader.name or cid} (+{leader.front.bonus})"
            back = leader.replacement
            # the printed back is the replacement leader (7.6): drawn as a leader with those values and image
            turned = replace(leader, front=back or leader.front,
                             images=replace(leader.images, front=leader.images.back) if leader.images else None)
            back_side = replace(side, leaders=[turned if ld.id == cid else ld for ld in side.leaders])
            faces = [(side, Placement(Hex(0, 0), leader=cid)), (back_side, Placement(Hex(0, 0), leader=cid))]
        stem = f"{kind}-{_safe(cid)}"
        while f"{stem}-front.png" in self.images and (kind, cid) not in self._drawn:
            stem += "_"
        files = []
        size = (0, 0)
        for face, (sd, p) in zip(("front", "back"), faces, strict=True):
            im = counter_image(s, sd, p, self.scale, self.base_dir)
            files.append(f"{stem}-{face}.png")
            self.images[files[-1]] = _png(im)
            size = im.size
        got = self._drawn[key] = (files[0], files[1], name, size)
        return got

    def slot(self, parent: ET.Element, kind: str, cid: str, flipped: bool = False) -> ET.Element:
        front, back, name, (w, h) = self._draw(kind, cid)
        gpid = self.next_gpid
        self.next_gpid += 1
        el = ET.SubElement(parent, P + "widget.PieceSlot", {"entryName": name, "gpid": str(gpid),
                                                            "width": str(w), "height": str(h)})
        el.text = add_piece(front, back, name, gpid, flipped)
        return el


# -- the module ----------------------------------------------------------------------------------------

# The victory rules' events (model.VICTORY_EVENTS) as the chart names them, in the exporter's language.
EVENT_WORDS = {
    "unit_eliminated": N_("unit eliminated"), "unit_routed_at_end": N_("unit routed at end"),
    "leader_killed": N_("leader killed"), "leader_captured": N_("leader captured"),
    "leader_wounded": N_("leader wounded"), "army_commander_killed": N_("army commander killed"),
    "army_commander_captured": N_("army commander captured"), "hex_held_at_end": N_("hex held at end"),
    "unit_exited": N_("unit exited"),
}


def _victory_html(s: Scenario) -> str:
    """The victory conditions as a chart: VASSAL shows HTML 3.2 (Swing), so plain tables and lists."""
    def e(text: str) -> str:  # no &#x27; entities: Swing reads HTML 3.2
        return html.escape(text, quote=False)

    side_name = {sd.id: sd.name for sd in s.sides}
    g = s.grid
    out = [f"<html><body><h2>{e(s.title)}</h2>",
           "<p>" + e(_("Turns {first} to {last}.").format(first=s.first_turn, last=s.last_turn)) + "</p>"]
    # Babel does not extract a message from inside an f-string: every heading is made out here.
    h_points, h_sudden, h_levels, h_special = (e(_("Victory points")), e(_("Sudden death")), e(_("Levels")),
                                               e(_("Special rules")))
    if s.victory.points:
        heads = "".join(f"<th>{e(w)}</th>" for w in (_("event"), _("VP"), _("to"), _("where")))
        out.append(f"<h3>{h_points}</h3><table border='1'><tr>{heads}</tr>")
        for vp in s.victory.points:
            value = (f"{vp.points}" if vp.points is not None else
                     _("{per_sp} per SP").format(per_sp=vp.per_sp) if vp.per_sp else "")
            where = " ".join(g.label(h) for h in vp.hexes or []) or (
                _("{edge} edge").format(edge=vp.edge) if vp.edge else "")
            event = _(EVENT_WORDS[vp.event]) if vp.event in EVENT_WORDS else vp.event.replace("_", " ")
            out.append(f"<tr><td>{e(event)}</td><td>{e(value)}</td>"
                       f"<td>{e(side_name.get(vp.side or '', vp.side or ''))}</td><td>{e(where)}</td></tr>")
        out.append("</table>")
    if s.victory.sudden_death:
        out.append(f"<h3>{h_sudden}</h3><ul>")
        for sd in s.victory.sudden_death:
            out.append("<li>" + e(_("{side} loses {sp} SP or more: {winner} wins").format(
                side=side_name.get(sd.side, sd.side), sp=sd.losses_sp_at_least,
                winner=side_name.get(sd.winner, sd.winner))) + "</li>")
        out.append("</ul>")
    if s.victory.levels:
        out.append(f"<h3>{h_levels}</h3><ul>")
        for lv in s.victory.levels:
            at = _("at least {vp} VP").format(vp=lv.at_least) if lv.at_least is not None else _("otherwise")
            out.append(f"<li>{e(at)}: {e(lv.result)}</li>")
        out.append("</ul>")
    if s.special_rules.notes:
        out.append(f"<h3>{h_special}</h3><p>{e(s.special_rules.notes)}</p>")
    out.append("</body></html>")
    return "\n".join(out)


def _sub(parent: ET.Element, cls: str, attrs: dict[str, str] | None = None) -> ET.Element:
    return ET.SubElement(parent, P + cls, attrs or {})


def build_vmod(scenario: Scenario, scale: float | None = None, base_dir: str | os.PathLike[str] | None = None,
               saved_at_ms: int | None = None) -> VassalExport:
    """The module's bytes (a zip), nothing written. `scale`: the hex width in pixels, board and pieces alike
    (None: `default_scale()`)."""
    scale = default_scale(scenario.grid) if scale is None else scale
    s = scenario
    g = s.grid
    base = Path(base_dir) if base_dir is not None else None
    images: dict[str, bytes] = {}
    board = render_map(s, scale=scale, units=False, labels=True, base_dir=base)
    images[BOARD_IMAGE] = _png(board)
    vg = VassalGrid.of(g, scale)
    pieces = _Pieces(s, scale, base, images)

    root = ET.Element(P + "GameModule", {"ModuleOther1": "", "ModuleOther2": "", "VassalVersion": VASSAL_VERSION,
                                         "description": (s.description or "")[:500], "name": s.title,
                                         "version": "1.0"})
    _sub(root, "module.BasicCommandEncoder")
    _sub(root, "module.Documentation")
    roster = _sub(root, "module.PlayerRoster", {"buttonText": "Retire", "buttonToolTip": "Switch sides"})
    for sd in s.sides:
        ET.SubElement(roster, "entry").text = sd.name
    _sub(root, "module.GlobalOptions", {"autoReport": "Always", "centerOnMove": "Use Preferences Setting",
                                        "nonOwnerUnmaskable": "Always", "playerIdFormat": "$PlayerName$"})
    _sub(root, "module.Chatter")
    _sub(root, "module.KeyNamer")
    _sub(root, "module.PrototypesContainer")

    m = _sub(root, "module.Map", {"mapName": "Main Map", "allowMultiple": "false", "backgroundcolor": "255,255,255",
                                  "buttonName": "", "edgeHeight": "0", "edgeWidth": "0", "launch": "false",
                                  "markMoved": "Never"})
    picker = _sub(m, "module.map.BoardPicker", {"title": "Choose the board", "slotHeight": "125",
                                                 "slotWidth": "350", "slotScale": "0.2"})
    board_el = _sub(picker, "module.map.boardPicker.Board", {
        "name": BOARD, "image": BOARD_IMAGE, "reversible": "false", "width": str(board.width),
        "height": str(board.height), "color": ""})
    hexgrid = _sub(board_el, "module.map.boardPicker.board.HexGrid", vg.grid_attrs())
    _sub(hexgrid, "module.map.boardPicker.board.mapgrid.HexGridNumbering", vg.numbering_attrs())
    _sub(m, "module.map.StackMetrics", {"bottom": "40", "disabled": "false", "down": "40", "exSepX": "6",
                                        "exSepY": "18", "top": "38", "unexSepX": "2", "unexSepY": "4", "up": "39"})
    for cls in ("ForwardToKeyBuffer", "Scroller", "ForwardToChatter", "MenuDisplayer", "MapCenterer",
                "StackExpander", "PieceMover", "KeyBufferer", "ImageSaver", "CounterDetailViewer"):
        _sub(m, "module.map." + cls)
    levels, start = zoom_start(scale)
    _sub(m, "module.map.Zoomer", {"zoomLevels": levels, "zoomStart": start})
    layout = g.layout(scale)
    by_hex: dict[Hex, list[Placement]] = {}
    for p in s.setup:
        if g.contains(p.hex) and ((p.unit and s.unit(p.unit)) or (p.leader and s.leader(p.leader))):
            by_hex.setdefault(p.hex, []).append(p)
    at_start = 0
    for h in sorted(by_hex, key=lambda h: g.to_offset(h)):
        x, y = layout.center(h)
        stack = _sub(m, "module.map.SetupStack", {"name": g.label(h), "owningBoard": BOARD, "useGridLocation": "true",
                                                   "location": g.label(h), "x": str(round(x)), "y": str(round(y))})
        for p in sorted(by_hex[h], key=lambda p: p.leader is not None):  # units first, leaders on top
            if p.unit:
                pieces.slot(stack, "unit", p.unit, flipped=bool(p.fatigued))
            else:
                pieces.slot(stack, "leader", p.leader or "")
            at_start += 1

    tray = _sub(root, "module.PieceWindow", {"name": "Reinforcements", "text": _("Reinforcements"), "hidden": "false",
                                             "scale": "1.0", "tooltip": _("Reinforcements, by turn and side")})
    side_name = {sd.id: sd.name for sd in s.sides}
    n_reinf = 0
    for rf in sorted(s.reinforcements, key=lambda r: r.turn):
        where = (_("{edge} edge").format(edge=rf.enter.edge) if rf.enter.edge else
                 " ".join(g.label(h) for h in rf.enter.hexes or []))
        entry = _("Turn {turn}: {side} (enter: {where})").format(turn=rf.turn, side=side_name.get(rf.side, rf.side),
                                                                 where=where)
        lst = _sub(tray, "widget.ListWidget", {"entryName": entry, "divider": "150", "scale": "1.0"})
        for uid in rf.units:
            if s.unit(uid):
                pieces.slot(lst, "unit", uid)
                n_reinf += 1
        for lid in rf.leaders:
            if s.leader(lid):
                pieces.slot(lst, "leader", lid)
                n_reinf += 1

    _sub(root, "module.DiceButton", {"name": "d10", "text": "d10",
                                     "tooltip": _("a d10, read 0-9 as the tables read it"),
                                     "nDice": "1", "nSides": "10", "plus": "-1", "addToTotal": "0",
                                     "reportTotal": "false", "prompt": "false", "hotkey": "", "icon": "",
                                     "reportFormat": "** $name$ = $result$ *** <$PlayerName$>"})
    _sub(root, "module.DiceButton", {"name": "2d6", "text": "2d6", "tooltip": _("two six-sided dice, with their total"),
                                     "nDice": "2", "nSides": "6", "plus": "0", "addToTotal": "0",
                                     "reportTotal": "true", "prompt": "false", "hotkey": "", "icon": "",
                                     "reportFormat": "** $name$ = $result$ *** <$PlayerName$>"})
    # the $…$ are VASSAL's variables, filled in by VASSAL: they stay as they are in every language
    tracker = _sub(root, "module.turn.TurnTracker", {"name": "Turn", "buttonText": _("Turn"), "turnFormat": "$level1$",
                                                     "reportFormat": _("<$PlayerId$> Turn updated from $oldTurn$ to "
                                                                       "$newTurn$"), "length": "-1"})
    _sub(tracker, "module.turn.CounterTurnLevel", {"name": "Turn", "property": "Turn", "start": str(s.first_turn),
                                                  "incr": "1", "loop": "false", "loopLimit": str(s.last_turn),
                                                  "turnFormat": _("Turn $value$ (of {first}-{last})").format(
                                                      first=s.first_turn, last=s.last_turn)})
    chart = _sub(root, "module.ChartWindow", {"name": "Victory conditions", "text": _("Victory"),
                                              "tooltip": _("the scenario's victory conditions")})
    _sub(chart, "widget.HtmlChart", {"chartName": "Victory conditions", "fileName": VICTORY_HTML})
    root.set("nextPieceSlotId", str(pieces.next_gpid))

    ET.indent(root, space="  ")
    build = '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' + ET.tostring(root, encoding="unicode")
    saved = saved_at_ms if saved_at_ms is not None else int(os.environ.get("SOURCE_DATE_EPOCH", time.time())) * 1000
    meta = ET.Element("data", {"version": "1"})
    for tag, text in (("version", "1.0"), ("VassalVersion", VASSAL_VERSION), ("dateSaved", str(saved)),
                      ("description", (s.description or "")[:500]), ("name", s.title)):
        ET.SubElement(meta, tag).text = text
    moduledata = '<?xml version="1.0" encoding="UTF-8" standalone="no"?>' + ET.tostring(meta, encoding="unicode")

    buffer = io.BytesIO()
    stamp = (1980, 1, 1, 0, 0, 0)  # fixed entry times: the same scenario gives the same zip entries
    with zipfile.ZipFile(buffer, "w") as z:
        for name, text in (("buildFile.xml", build), ("moduledata", moduledata), (VICTORY_HTML, _victory_html(s))):
            z.writestr(zipfile.ZipInfo(name, stamp), text.encode("utf-8"), compress_type=zipfile.ZIP_DEFLATED)
        for name, data in images.items():  # PNG is compressed already
            z.writestr(zipfile.ZipInfo("images/" + name, stamp), data, compress_type=zipfile.ZIP_STORED)
    return VassalExport(buffer.getvalue(), vg, board.size, sorted(images), pieces.next_gpid - 1, at_start,
                        len(by_hex), n_reinf)


def export_vassal(scenario: Scenario, out: str | os.PathLike[str], scale: float | None = None,
                  base_dir: str | os.PathLike[str] | None = None) -> VassalExport:
    """Build the module and write it atomically."""
    made = build_vmod(scenario, scale, base_dir)
    write_atomic(out, made.data)
    return made
