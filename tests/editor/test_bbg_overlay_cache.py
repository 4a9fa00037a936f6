"""The referee desk keeps what a drag does not change (a still unit's body and shapes, the file's poses, a unit's
friends, the obstacles, the level ground, the table's box) so that the overlays follow a dragged unit within a
frame (issue 29, bench/bench_bbg_overlays.py). What is kept must never be stale: after every move, turn, undo,
terrain edit and removal, each drawn overlay (its kind, its shape and the path painted for it) is the one the core
computes anew, from a fresh OpenTable of the document at the poses the canvas shows. Meadow of Kőhalom: the
second phalanx (close: flanks B19, its corps leader and the general B29) and the archers (bow: range bands per
level B34/B35, ZOC and field of view B44) selected, every overlay on."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, QSettings
from shapely.geometry import Polygon, box
from shapely.geometry.base import BaseGeometry

from editor.table.document import BbgDocument
from editor.table.items import table_point
from editor.table.window import TableWindow
from rules.bbg import model as m
from rules.bbg.morale import command_area
from rules.bbg.rulebook import IMPASSABLE_LINEAR
from rules.bbg.shooting import band_areas
from rules.bbg.table import OpenTable
from rules.bbg.zones import protected_flanks

ROOT = Path(__file__).resolve().parents[2]
SELECTED = ("hoplites-2", "archers-1")


@pytest.fixture
def table(qtbot, tmp_path):
    shutil.copytree(ROOT / "scenarios" / "bbg", tmp_path / "bbg")
    w = TableWindow(BbgDocument.open(tmp_path / "bbg" / "meadow-of-kohalom.yaml"),
                    QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    w.canvas.fit()
    w.ask_save = lambda *a: __import__("PySide6.QtWidgets").QtWidgets.QMessageBox.StandardButton.Discard
    for box_ in w.measure.boxes.values():
        box_.setChecked(True)
    _select(w, *SELECTED)
    return w


def _select(w, *uids: str) -> None:
    w.canvas.scene().clearSelection()
    for uid in uids:
        w.canvas.units[uid].setSelected(True)


def _pose(w, uid: str) -> tuple[float, float, float]:
    item = w.canvas.units[uid]
    return (*table_point(item.pos()), item.rotation() % 360.0)


def fresh(w) -> dict[tuple[str, str], list[BaseGeometry]]:
    """Every overlay of the selected units computed anew by the core (nothing kept): (owner, kind) → shapes."""
    doc = w.canvas.doc
    core = OpenTable(doc.scenario, doc.armies)
    t = doc.scenario.table
    table = box(0, 0, t.width_M, t.depth_M)
    shown = {u: _pose(w, u) for u in w.canvas.units}
    bodies = {u: core.body_at(u, *p) for u, p in shown.items()}
    out: dict[tuple[str, str], list[BaseGeometry]] = {}
    for uid in w.measure.desk.selected_units():
        body = bodies[uid]
        add = lambda kind, geom, uid=uid: out.setdefault((uid, kind), []).append(geom.intersection(table))  # noqa: E731
        add("fov", body.field_of_view)
        add("zoc", body.zoc)
        _card, ttype = core.card_and_type(uid)
        for weapon in ttype.weapons if ttype else ():
            for band in band_areas(body, weapon, core.level_at(body.centre), core.level_regions()):
                add(f"band{min(band.index, 2)}", band.area)
        if body.close:
            friends = {f: bodies[f] for f in core.others(uid, friends=True) if core.formation(f) != "skirmish"}
            obstacles = {a.id: a.polygon for a in core.areas() if a.kind == "impassable"}
            obstacles.update({i: g for i, k, g in core.lines() if k in IMPASSABLE_LINEAR})
            for fp in protected_flanks(body, friends, obstacles):
                add("flank" if fp.protected else "flank_open", body.protected_flank_zone(fp.side))
        corps = core.corps_of(uid)
        where = {f: bodies[f] for f in (uid, *core.others(uid, friends=True))}
        for c in core.commanders(core.placed(uid).side, moved=where):
            if c.army_general or (corps and c.corps == corps):
                add("command", command_area(c))
    return out


def _painted(item) -> BaseGeometry:
    """The region the item's painter path fills (odd-even, as drawn), back in table coordinates."""
    region = Polygon()
    for poly in item.path().toSubpathPolygons():
        ring = [(p.x(), -p.y()) for p in poly]
        if len(ring) >= 3:
            region = region.symmetric_difference(shapely.make_valid(Polygon(ring)))
    return region


def assert_overlays_fresh(w) -> None:
    """The drawn overlays are exactly the freshly computed ones: the same kinds per unit, each item carrying the
    core's shape, and the path it paints covering that shape (within the drawing tolerance, 0.002 M)."""
    want = fresh(w)
    drawn: dict[tuple[str, str], list] = {}
    for item in w.measure.desk.overlays:
        if item.kind != "rout":
            drawn.setdefault((item.owner, item.kind), []).append(item)
    assert {k: len(v) for k, v in drawn.items()} == {k: len(v) for k, v in want.items()}
    for key, shapes in want.items():
        items = list(drawn[key])
        for shape in shapes:
            match = next((i for i in items if i.geometry.symmetric_difference(shape).area < 1e-6), None)
            assert match is not None, f"{key}: no drawn overlay has the core's shape"
            items.remove(match)
            assert _painted(match).symmetric_difference(shape).area < 0.002 * shape.length + 1e-6, \
                f"{key}: the painted path is not the shape"


def _drag(w, uid: str, dx: float, turn: float = 0.0) -> None:
    """A frame of a drag: the canvas moves (and turns) the unit, the desk follows (as bench_bbg_overlays does)."""
    item = w.canvas.units[uid]
    item.setPos(item.pos() + QPointF(dx, 0))
    item.setRotation(item.rotation() + turn)
    w.measure.desk.follow()


def test_overlays_are_the_cores_at_every_frame_of_a_drag_and_a_turn(table):
    """The archers dragged away from the phalanx's right flank frame by frame: their own shapes (ZOC, bands over
    two levels) and the phalanx's flank (protected by them, then open, B19) follow; turned, and back where the
    file has them, the shapes are the file's again (a pose met before must not bring back stale shapes)."""
    assert_overlays_fresh(table)
    kinds = {i.kind for i in table.measure.desk.overlays if i.owner == "hoplites-2"}
    assert "flank_open" not in kinds  # both flanks protected: the first phalanx and the archers
    for _ in range(10):
        _drag(table, "archers-1", 0.3, 1.0)
        assert_overlays_fresh(table)
    assert "flank_open" in {i.kind for i in table.measure.desk.overlays if i.owner == "hoplites-2"}
    for _ in range(10):
        _drag(table, "archers-1", -0.3, -1.0)
        assert_overlays_fresh(table)
    assert _pose(table, "archers-1") == pytest.approx((35, 9, 0))
    _drag(table, "hoplites-2", 0.0, 25.0)  # the phalanx itself turned: its flank zones turn with it
    assert_overlays_fresh(table)


def test_overlays_follow_a_committed_move_its_undo_and_redo(table):
    """A move ends (one undo step): the overlays are the core's at the new pose; undone, at the old one; redone,
    at the new one again."""
    item = table.canvas.units["archers-1"]
    item.setPos(QPointF(38.5, -12.0))
    table.measure.desk.follow()
    item.commit_pose(item.pos(), 30.0, "Move archers-1")
    assert table.canvas.doc.scenario.unit("archers-1").pose.heading == 30.0
    assert_overlays_fresh(table)
    table.canvas.doc.undo.undo()
    assert _pose(table, "archers-1") == pytest.approx((35, 9, 0))
    assert_overlays_fresh(table)
    table.canvas.doc.undo.redo()
    assert_overlays_fresh(table)


def test_overlays_follow_a_terrain_edit(table):
    """The hill (level 1) moved under the archers' bands, then a rock (impassable) set beside the phalanx's right
    flank after the archers left it: the bands take the new level ground (B35), the flank its new protection
    (B19); undone, both come back."""
    doc = table.canvas.doc
    doc.edit("Move the hill", ("points", "hill"), ((28, 14), (40, 14), (40, 20), (28, 20)))
    assert_overlays_fresh(table)
    _drag(table, "archers-1", 4.0)  # the right flank is open now
    assert_overlays_fresh(table)
    rock = m.Terrain("rock", "impassable", polygon=((31.5, 6.0), (33.0, 6.0), (33.0, 8.5), (31.5, 8.5)))
    doc.edit("Add a rock", ("terrain-list", None), [*doc.scenario.terrain, rock])
    _select(table, *SELECTED)  # the canvas was rebuilt: select again, as the user would
    assert_overlays_fresh(table)
    right = [i for i in table.measure.desk.overlays if i.owner == "hoplites-2" and "rock" in i.toolTip()]
    assert [i.kind for i in right] == ["flank"]
    doc.undo.undo()
    _select(table, *SELECTED)
    assert_overlays_fresh(table)
    doc.undo.undo()
    assert_overlays_fresh(table)


def test_overlays_follow_a_unit_removed(table):
    """The first phalanx (the general's unit, covering the second's left flank) removed: the left flank is open
    and the general's 4 M is gone (B19, B29); the archers removed while selected: their shapes go with them."""
    doc = table.canvas.doc
    league = doc.scenario.side("league")
    doc.edit("Remove hoplites-1", ("units", "league"), [u for u in league.units if u.id != "hoplites-1"])
    assert_overlays_fresh(table)
    tips = [i.toolTip() for i in table.measure.desk.overlays]
    assert not any("g-kelemen" in t for t in tips) and not any("hoplites-1" in t for t in tips)
    doc.edit("Remove archers-1", ("units", "league"), [u for u in league.units if u.id != "archers-1"])
    assert not [i for i in table.measure.desk.overlays if i.owner == "archers-1"]
    assert_overlays_fresh(table)
    doc.undo.undo()
    doc.undo.undo()
    _select(table, *SELECTED)
    assert_overlays_fresh(table)
    assert any("g-kelemen" in i.toolTip() for i in table.measure.desk.overlays)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.floats(0, 40), st.floats(0, 30), st.floats(0.2, 6), st.booleans()), min_size=1,
                max_size=6))
def test_a_painter_path_fills_the_shape_it_is_made_from(qapp, discs):
    """geometry_path writes each ring's corners straight into the polygon's memory: the region it fills (odd-even,
    y turned down) is the shape within the drawing tolerance, holes and separate parts included."""
    from editor.table.overlays import OverlayItem

    shape = Polygon()
    for x, y, r, hole in discs:  # discs added and cut out: parts, holes, islands in holes
        disc = shapely.Point(x, y).buffer(r, quad_segs=16)
        shape = shape.difference(disc) if hole and not shape.is_empty else shape.union(disc)
    item = OverlayItem("zoc", shape, "")
    assert _painted(item).symmetric_difference(shape).area < 0.002 * shape.length + 1e-6
