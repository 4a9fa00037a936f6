"""The armies: sides, banners, leaders, generic replacements and units in a tree, each with a form.
Add, duplicate (with the next id), delete (after asking); every change is one undo step. Drag a unit or a
leader from the tree onto the map to place it."""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rules.scenario import model as m

from ..commands import new_stroke
from ..hexmap.document import Document
from ..hexmap.mapview import COUNTER_MIME
from ..hexmap.sheets import images as counter_images
from ..i18n import tr
from ..words import fill_unit_types, set_unit_type, value_label, word

ROLE = Qt.ItemDataRole.UserRole


class ArmyTree(QTreeWidget):
    def __init__(self) -> None:
        super().__init__()
        self.setHeaderLabels([tr("Name"), tr("Id"), tr("Values"), tr("Hex")])
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setUniformRowHeights(True)
        self.setColumnWidth(0, 170)
        self.setColumnWidth(1, 110)
        self.setColumnWidth(2, 70)

    def mimeData(self, items):  # noqa: N802
        data = QMimeData()
        for it in items:
            kind, ident = it.data(0, ROLE) or (None, None)
            if kind in ("unit", "leader"):
                data.setData(COUNTER_MIME, f"{kind}:{ident}".encode())
                data.setText(ident)
                break
        return data


def _spin(lo: int, hi: int, tip: str = "") -> QSpinBox:
    s = QSpinBox()
    s.setRange(lo, hi)
    s.setToolTip(tip)
    s.setKeyboardTracking(False)
    return s


class ValuesRow(QWidget):
    """Three or four spin boxes on one line (SP-quality-MP, or bonus-rating-radius-MP)."""

    def __init__(self, names: tuple[str, ...], on_change) -> None:
        super().__init__()
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.spins: dict[str, QSpinBox] = {}
        tips = {"sp": tr("strength points"), "quality": tr("quality (0-9)"), "mp": tr("movement points"),
                "bonus": tr("combat bonus"), "rating": tr("command rating"), "radius": tr("command radius (hexes)")}
        for n in names:
            s = _spin(0, 99, tips.get(n, n))
            lay.addWidget(QLabel(value_label(n)))
            lay.addWidget(s)
            s.valueChanged.connect(lambda _v, n=n: on_change(n))
            self.spins[n] = s
        lay.addStretch(1)

    def set(self, values) -> None:
        for n, s in self.spins.items():
            s.blockSignals(True)
            s.setValue(int(getattr(values, n)) if values is not None else 0)
            s.blockSignals(False)

    def get(self, cls):
        return cls(**{n: s.value() for n, s in self.spins.items()})


class _Form(QWidget):
    """A form for one kind of object; `changed(field)` when the designer edits a field."""

    changed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.form = QFormLayout(self)
        self.loading = False

    def line(self, label: str, name: str, tip: str = "") -> QLineEdit:
        w = QLineEdit()
        w.setToolTip(tip)
        w.editingFinished.connect(lambda: self._emit(name))
        self.form.addRow(label, w)
        return w

    def _emit(self, name: str) -> None:
        if not self.loading:
            self.changed.emit(name)


class SideForm(_Form):
    def __init__(self) -> None:
        super().__init__()
        self.id = self.line(tr("Id"), "id", tr("Unique in the file; used by units, reinforcements, victory rules"))
        self.name = self.line(tr("Name"), "name")
        row = QHBoxLayout()
        self.colour = QLineEdit()
        self.colour.setToolTip(tr("The counters' colour, #rrggbb"))
        self.colour.editingFinished.connect(lambda: self._emit("colour"))
        self.pick = QToolButton()
        self.pick.setText("…")
        self.pick.setToolTip(tr("Choose a colour"))
        self.pick.clicked.connect(self._choose)
        row.addWidget(self.colour)
        row.addWidget(self.pick)
        self.form.addRow(tr("Colour"), row)
        self.role = QComboBox()
        for r in m.ROLES:
            self.role.addItem(word(r), r)
        self.role.setToolTip(tr("Attacker or defender: Phase B fire order, activation tie-break"))
        self.role.currentIndexChanged.connect(lambda _: self._emit("role"))
        self.form.addRow(tr("Role"), self.role)
        self.rout = QComboBox()
        self.rout.addItem(tr("(none)"), None)
        for e in m.EDGES:
            self.rout.addItem(word(e), e)
        self.rout.addItem(tr("hexes (paint with the rout edge tool, X)"), "hexes")
        self.rout.setToolTip(tr("Where this side's routed units flee"))
        self.rout.currentIndexChanged.connect(lambda _: self._emit("rout_edge"))
        self.form.addRow(tr("Rout edge"), self.rout)
        self.mount = _spin(0, 99, tr("Remount/dismount markers (8.4)"))
        self.mount.valueChanged.connect(lambda _: self._emit("mount_markers"))
        self.form.addRow(tr("Mount markers"), self.mount)
        self.commander = QComboBox()
        self.commander.setToolTip(tr("The army commander: one of this side's leaders"))
        self.commander.currentIndexChanged.connect(lambda _: self._emit("army_commander"))
        self.form.addRow(tr("Army commander"), self.commander)

    def _choose(self) -> None:
        c = QColorDialog.getColor(QColor(self.colour.text() or "#808080"), self, tr("Side colour"))
        if c.isValid():
            self.colour.setText(c.name())
            self._emit("colour")

    def load(self, s: m.Side) -> None:
        self.loading = True
        self.id.setText(s.id)
        self.name.setText(s.name)
        self.colour.setText(s.colour)
        self.pick.setStyleSheet(f"background: {s.colour}")
        self.role.setCurrentIndex(max(0, self.role.findData(s.role)))
        if s.rout_edge is None:
            self.rout.setCurrentIndex(0)
        elif s.rout_edge.edge:
            self.rout.setCurrentIndex(max(0, self.rout.findData(s.rout_edge.edge)))
        else:
            self.rout.setCurrentIndex(self.rout.findData("hexes"))
        self.mount.setValue(s.mount_markers)
        self.commander.clear()
        self.commander.addItem(tr("(none)"), None)
        for ld in s.leaders:
            self.commander.addItem(f"{ld.name or ld.id} ({ld.id})", ld.id)
        self.commander.setCurrentIndex(max(0, self.commander.findData(s.army_commander)))
        self.loading = False

    def store(self, s: m.Side) -> None:
        s.id = self.id.text().strip() or s.id
        s.name = self.name.text().strip() or s.name
        s.colour = self.colour.text().strip() or s.colour
        s.role = self.role.currentData() or self.role.currentText()
        edge = self.rout.currentData()
        if edge is None:
            s.rout_edge = None
        elif edge != "hexes":
            s.rout_edge = m.RoutEdge(edge=edge)
        elif s.rout_edge is None or not s.rout_edge.hexes:
            s.rout_edge = m.RoutEdge(hexes=[])
        s.mount_markers = self.mount.value()
        s.army_commander = self.commander.currentData()


class ImagesRow(QWidget):
    PREVIEW_PX = 40

    def __init__(self, on_change) -> None:
        super().__init__()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        lay = QHBoxLayout()
        self.front = QLineEdit()
        self.front.setPlaceholderText(tr("front image (relative path)"))
        self.back = QLineEdit()
        self.back.setPlaceholderText(tr("back image"))
        for w in (self.front, self.back):
            w.setToolTip(tr("A counter scan, relative to the scenario's folder"))
            w.editingFinished.connect(lambda: on_change("images"))
            lay.addWidget(w)
        outer.addLayout(lay)
        previews = QHBoxLayout()  # what the map draws for this counter (front; back when fatigued)
        self.front_preview, self.back_preview = QLabel(), QLabel()
        for w in (self.front_preview, self.back_preview):
            w.setFixedSize(self.PREVIEW_PX + 2, self.PREVIEW_PX + 2)
            w.setAlignment(Qt.AlignmentFlag.AlignCenter)
            w.setStyleSheet("border: 1px solid #a0a0a0;")
            previews.addWidget(w)
        previews.addStretch(1)
        outer.addLayout(previews)
        self.base_dir: Path | None = None  # where the images are: the scenario's or the counter library's folder

    def set(self, images: m.Images | None) -> None:
        self.front.setText(images.front or "" if images else "")
        self.back.setText(images.back or "" if images else "")
        for label, text in ((self.front_preview, images.front if images else None),
                            (self.back_preview, images.back if images else None)):
            path = counter_images.image_file(self.base_dir, text)
            pm = counter_images.counter_pixmap(path, self.PREVIEW_PX) if path is not None else None
            label.setPixmap(pm if pm is not None else QPixmap())
            tip = counter_images.describe(path, text)
            label.setToolTip(tip if pm is not None or path is None else tr("{text}: cannot be read as an image").format(
                text=text))

    def get(self) -> m.Images | None:
        f, b = self.front.text().strip() or None, self.back.text().strip() or None
        return m.Images(f, b) if f or b else None


class LeaderForm(_Form):
    def __init__(self) -> None:
        super().__init__()
        self.id = self.line(tr("Id"), "id")
        self.name = self.line(tr("Name"), "name")
        self.banner = self.line(tr("Banner"), "banner", tr("The blazon: units with this banner are his"))
        self.front = ValuesRow(("bonus", "rating", "radius", "mp"), self._emit)
        self.form.addRow(tr("Front"), self.front)
        self.has_repl = QCheckBox(tr("Replacement (the counter's back, 7.6)"))
        self.has_repl.toggled.connect(lambda _: self._emit("replacement"))
        self.form.addRow(self.has_repl)
        self.repl = ValuesRow(("bonus", "rating", "radius", "mp"), self._emit)
        self.form.addRow(tr("Back"), self.repl)
        self.has_wounded = QCheckBox(tr("Wounded marker values (7.5)"))
        self.has_wounded.toggled.connect(lambda _: self._emit("wounded"))
        self.form.addRow(self.has_wounded)
        self.wounded = ValuesRow(("bonus", "rating", "radius", "mp"), self._emit)
        self.form.addRow(tr("Wounded"), self.wounded)
        self.images = ImagesRow(self._emit)
        self.form.addRow(tr("Images"), self.images)

    def load(self, ld: m.Leader) -> None:
        self.loading = True
        self.id.setText(ld.id)
        self.name.setText(ld.name or "")
        self.banner.setText(ld.banner)
        self.front.set(ld.front)
        self.has_repl.setChecked(ld.replacement is not None)
        self.repl.set(ld.replacement)
        self.repl.setEnabled(ld.replacement is not None)
        self.has_wounded.setChecked(ld.wounded is not None)
        self.wounded.set(ld.wounded)
        self.wounded.setEnabled(ld.wounded is not None)
        self.images.set(ld.images)
        self.loading = False

    def store(self, ld: m.Leader) -> None:
        ld.id = self.id.text().strip() or ld.id
        ld.name = self.name.text().strip() or None
        ld.banner = self.banner.text().strip() or ld.banner
        ld.front = self.front.get(m.LeaderValues)
        ld.replacement = self.repl.get(m.LeaderValues) if self.has_repl.isChecked() else None
        if self.has_repl.isChecked() and ld.replacement == m.LeaderValues(0, 0, 0, 0):
            ld.replacement = copy.copy(ld.front)
        ld.wounded = self.wounded.get(m.LeaderValues) if self.has_wounded.isChecked() else None
        if self.has_wounded.isChecked() and ld.wounded == m.LeaderValues(0, 0, 0, 0):
            ld.wounded = copy.copy(ld.front)
        ld.images = self.images.get()


class GenericForm(_Form):
    def __init__(self) -> None:
        super().__init__()
        self.id = self.line(tr("Id"), "id")
        self.name = self.line(tr("Name"), "name")
        self.front = ValuesRow(("bonus", "rating", "radius", "mp"), self._emit)
        self.form.addRow(tr("Front"), self.front)
        self.images = ImagesRow(self._emit)
        self.form.addRow(tr("Images"), self.images)

    def load(self, g: m.GenericLeader) -> None:
        self.loading = True
        self.id.setText(g.id)
        self.name.setText(g.name or "")
        self.front.set(g.front)
        self.images.set(g.images)
        self.loading = False

    def store(self, g: m.GenericLeader) -> None:
        g.id = self.id.text().strip() or g.id
        g.name = self.name.text().strip() or None
        g.front = self.front.get(m.LeaderValues)
        g.images = self.images.get()


class UnitForm(_Form):
    def __init__(self) -> None:
        super().__init__()
        self.id = self.line(tr("Id"), "id")
        self.name = self.line(tr("Name"), "name")
        self.banner = QComboBox()
        self.banner.setEditable(True)
        self.banner.setToolTip(tr("The banner (the leader's blazon) this unit belongs to"))
        self.banner.lineEdit().editingFinished.connect(lambda: self._emit("banner"))
        self.banner.activated.connect(lambda _: self._emit("banner"))
        self.form.addRow(tr("Banner"), self.banner)
        self.type = QComboBox()
        fill_unit_types(self.type, m.UNIT_TYPES)
        self.type.setToolTip(tr("The unit type (2.2): its code as printed on the counter, and its name"))
        self.type.currentIndexChanged.connect(lambda _: self._emit("type"))
        self.form.addRow(tr("Type"), self.type)
        flags = QHBoxLayout()
        self.mounted = QCheckBox(tr("Mounted"))
        self.fire = QCheckBox(tr("Fire symbol"))
        self.fire.setToolTip(tr("The counter shows the fire symbol: it may fire"))
        self.mounted.toggled.connect(lambda _: self._emit("mounted"))
        self.fire.toggled.connect(lambda _: self._emit("fire"))
        flags.addWidget(self.mounted)
        flags.addWidget(self.fire)
        flags.addStretch(1)
        self.form.addRow("", flags)
        self.front = ValuesRow(("sp", "quality", "mp"), self._emit)
        self.form.addRow(tr("Front (fresh)"), self.front)
        self.back = ValuesRow(("sp", "quality", "mp"), self._emit)
        self.form.addRow(tr("Back (fatigued)"), self.back)
        self.has_dis = QCheckBox(tr("May dismount"))
        self.has_dis.toggled.connect(lambda _: self._emit("dismounted"))
        self.form.addRow(self.has_dis)
        self.dis_front = ValuesRow(("sp", "quality", "mp"), self._emit)
        self.form.addRow(tr("Dismounted front"), self.dis_front)
        self.dis_back = ValuesRow(("sp", "quality", "mp"), self._emit)
        self.form.addRow(tr("Dismounted back"), self.dis_back)
        self.images = ImagesRow(self._emit)
        self.form.addRow(tr("Images"), self.images)

    def load(self, u: m.Unit, banners: list[str]) -> None:
        self.loading = True
        self.id.setText(u.id)
        self.name.setText(u.name or "")
        self.banner.clear()
        self.banner.addItems(sorted(set(banners) | {u.banner}))
        self.banner.setCurrentText(u.banner)
        set_unit_type(self.type, u.type)
        self.mounted.setChecked(u.mounted)
        self.fire.setChecked(u.fire)
        self.front.set(u.front)
        self.back.set(u.back)
        self.has_dis.setChecked(u.dismounted is not None)
        self.dis_front.set(u.dismounted.front if u.dismounted else None)
        self.dis_back.set(u.dismounted.back if u.dismounted else None)
        self.dis_front.setEnabled(u.dismounted is not None)
        self.dis_back.setEnabled(u.dismounted is not None)
        self.images.set(u.images)
        self.loading = False

    def store(self, u: m.Unit) -> None:
        u.id = self.id.text().strip() or u.id
        u.name = self.name.text().strip() or None
        u.banner = self.banner.currentText().strip() or u.banner
        u.type = self.type.currentData() or u.type
        u.mounted = self.mounted.isChecked()
        u.fire = self.fire.isChecked()
        u.front = self.front.get(m.UnitValues)
        u.back = self.back.get(m.UnitValues)
        if self.has_dis.isChecked():
            if u.dismounted is None and self.dis_front.get(m.UnitValues) == m.UnitValues(0, 0, 0):
                u.dismounted = m.Dismounted(copy.copy(u.front), copy.copy(u.back))
            else:
                u.dismounted = m.Dismounted(self.dis_front.get(m.UnitValues), self.dis_back.get(m.UnitValues))
        else:
            u.dismounted = None
        u.images = self.images.get()


KIND_LIST = {"leader": "leaders", "unit": "units", "generic": "generic_replacements"}


def find_object(sides: list[m.Side], kind: str, ident: str):
    """(side, list, index) of an object in `sides`."""
    for s in sides:
        if kind == "side":
            if s.id == ident:
                return s, sides, sides.index(s)
            continue
        lst = getattr(s, KIND_LIST[kind])
        for i, x in enumerate(lst):
            if x.id == ident:
                return s, lst, i
    return None, None, None


class ArmiesDock(QDockWidget):
    def __init__(self, doc: Document, parent=None) -> None:
        super().__init__(tr("Armies"), parent)
        self.setObjectName("armies")
        self.doc = doc
        self.current: tuple[str, str] | None = None
        self._stroke: tuple[tuple, int] | None = None
        self._syncing = False
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(2, 2, 2, 2)
        buttons = QHBoxLayout()
        self.add_side_btn = self._button(tr("+ Side"), tr("Add a side"), self.add_side)
        self.add_leader_btn = self._button(tr("+ Leader"), tr("Add a leader to the selected side"), self.add_leader)
        self.add_unit_btn = self._button(tr("+ Unit"), tr("Add a unit to the selected side (of the selected banner)"),
                                         self.add_unit)
        self.dup_btn = self._button(tr("Duplicate"),
                                    tr("Duplicate the selected leader or unit with the next id (Ctrl+D)"),
                                    self.duplicate)
        self.del_btn = self._button(tr("Delete"), tr("Delete the selected object (asks first)"), self.delete)
        for b in (self.add_side_btn, self.add_leader_btn, self.add_unit_btn, self.dup_btn, self.del_btn):
            buttons.addWidget(b)
        buttons.addStretch(1)
        lay.addLayout(buttons)
        split = QSplitter(Qt.Orientation.Vertical)
        self.tree = ArmyTree()
        self.tree.setToolTip(tr("Drag a unit or a leader onto the map to place it"))
        self.tree.currentItemChanged.connect(self._on_current)
        split.addWidget(self.tree)
        self.forms = QStackedWidget()
        self.empty = QLabel(tr("Select a side, a leader or a unit to edit it.\nDrag units and leaders onto the map."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)  # a Hungarian or Polish hint is twice the English one: wrap, never clip
        self.side_form, self.leader_form = SideForm(), LeaderForm()
        self.unit_form, self.generic_form = UnitForm(), GenericForm()
        self.forms.addWidget(self.empty)
        for f in (self.side_form, self.leader_form, self.unit_form, self.generic_form):
            f.changed.connect(self._form_changed)
            self.forms.addWidget(f)
        self.forms.currentChanged.connect(self._size_to_page)
        self._size_to_page()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.forms)
        split.addWidget(scroll)
        split.setSizes([300, 320])
        lay.addWidget(split)
        self.setWidget(body)
        self.set_document(doc)

    def _size_to_page(self, _index: int = 0) -> None:
        """The stack as wide as the page shown, not as its widest page: the hint, wrapped, then fits the dock
        instead of being centred in a unit form's width and cut off (as a longer translation was)."""
        for i in range(self.forms.count()):
            page = self.forms.widget(i)
            shown = page is self.forms.currentWidget()
            policy = QSizePolicy.Policy.Preferred if shown else QSizePolicy.Policy.Ignored
            page.setSizePolicy(policy, policy)
        self.forms.updateGeometry()

    def _button(self, text: str, tip: str, slot) -> QPushButton:
        b = QPushButton(text)
        b.setToolTip(tip)
        b.clicked.connect(slot)
        return b

    def set_document(self, doc: Document) -> None:
        old = getattr(self, "_connected", None)
        if old is not None:
            old.armiesChanged.disconnect(self.rebuild)
            old.setupChanged.disconnect(self._setup_changed)
            old.selectionChanged.disconnect(self._doc_selection)
        self._connected = doc
        self.doc = doc
        doc.armiesChanged.connect(self.rebuild)
        doc.setupChanged.connect(self._setup_changed)
        doc.selectionChanged.connect(self._doc_selection)
        self.current = None
        self.rebuild()

    # -- the tree ----------------------------------------------------------------------------------------
    def _setup_changed(self, _hexes) -> None:
        placed = {(("unit", p.unit) if p.unit else ("leader", p.leader)): p.hex for p in self.doc.scenario.setup}
        g = self.doc.scenario.grid
        it = self.tree.invisibleRootItem()
        stack = [it]
        while stack:
            node = stack.pop()
            for i in range(node.childCount()):
                child = node.child(i)
                key = child.data(0, ROLE)
                if key and key[0] in ("unit", "leader"):
                    h = placed.get(tuple(key))
                    child.setText(3, g.label(h) if h is not None else "—")
                stack.append(child)

    def rebuild(self) -> None:
        s = self.doc.scenario
        g = s.grid
        placed = {(("unit", p.unit) if p.unit else ("leader", p.leader)): p.hex for p in s.setup}
        expanded = {self._key(self.tree.topLevelItem(i)) for i in range(self.tree.topLevelItemCount())
                    if self.tree.topLevelItem(i).isExpanded()}
        self._syncing = True
        self.tree.clear()
        select_item = None
        for side in s.sides:
            top = QTreeWidgetItem([side.name, side.id, word(side.role), ""])
            top.setData(0, ROLE, ("side", side.id))
            top.setForeground(0, QColor(side.colour) if QColor(side.colour).isValid() else QColor("black"))
            f = top.font(0)
            f.setBold(True)
            top.setFont(0, f)
            self.tree.addTopLevelItem(top)
            banners: dict[str, QTreeWidgetItem] = {}

            def banner_item(b: str, top=top, banners=banners) -> QTreeWidgetItem:
                if b not in banners:
                    bi = QTreeWidgetItem([f"⚑ {b}", "", "", ""])
                    bi.setData(0, ROLE, ("banner", b))
                    bi.setFlags(bi.flags() & ~Qt.ItemFlag.ItemIsDragEnabled)
                    top.addChild(bi)
                    banners[b] = bi
                return banners[b]

            for ld in side.leaders:
                f0 = ld.front
                it = QTreeWidgetItem([f"{ld.name or ld.id}", ld.id, f"{f0.bonus}/{f0.rating}/{f0.radius}",
                                      g.label(placed[("leader", ld.id)]) if ("leader", ld.id) in placed else "—"])
                it.setData(0, ROLE, ("leader", ld.id))
                it.setToolTip(0, tr("Leader: bonus/rating/radius. Drag onto the map to place him."))
                banner_item(ld.banner).addChild(it)
            for u in side.units:
                v = u.front
                it = QTreeWidgetItem([f"{u.type} {u.name or ''}".strip(), u.id, f"{v.sp}-{v.quality}-{v.mp}",
                                      g.label(placed[("unit", u.id)]) if ("unit", u.id) in placed else "—"])
                it.setData(0, ROLE, ("unit", u.id))
                it.setToolTip(0, tr("Unit: SP-quality-MP. Drag onto the map to place it."))
                banner_item(u.banner).addChild(it)
            if side.generic_replacements:
                gi = QTreeWidgetItem([tr("Generic replacements"), "", "", ""])
                gi.setData(0, ROLE, ("generics", side.id))
                top.addChild(gi)
                for x in side.generic_replacements:
                    it = QTreeWidgetItem([x.name or x.id, x.id, f"{x.front.bonus}/{x.front.rating}/{x.front.radius}",
                                          ""])
                    it.setData(0, ROLE, ("generic", x.id))
                    gi.addChild(it)
            top.setExpanded(not expanded or ("side", side.id) in expanded)
            for b in banners.values():
                b.setExpanded(True)
        if self.current is not None:
            select_item = self._item_for(self.current)
        self._syncing = False
        if select_item is not None:
            self.tree.setCurrentItem(select_item)
        else:
            self.current = None
            self.forms.setCurrentWidget(self.empty)

    def _key(self, item: QTreeWidgetItem | None):
        return tuple(item.data(0, ROLE)) if item is not None and item.data(0, ROLE) else None

    def _item_for(self, key) -> QTreeWidgetItem | None:
        stack = [self.tree.invisibleRootItem()]
        while stack:
            node = stack.pop()
            for i in range(node.childCount()):
                c = node.child(i)
                if self._key(c) == tuple(key):
                    return c
                stack.append(c)
        return None

    def select(self, kind: str, ident: str) -> bool:
        item = self._item_for((kind, ident))
        if item is None:
            return False
        self.tree.setCurrentItem(item)
        self.tree.scrollToItem(item)
        return True

    def _doc_selection(self, sel) -> None:
        if sel and sel[0] in ("unit", "leader", "side", "generic") and self.current != tuple(sel):
            self.select(*sel)

    def _on_current(self, item, _prev) -> None:
        if self._syncing:
            return
        key = self._key(item)
        if key != self.current:
            self._stroke = None
        if key is None or key[0] in ("banner", "generics"):
            self.current = key
            self.forms.setCurrentWidget(self.empty)
            return
        self.current = key
        self.load_form()
        if key[0] in ("unit", "leader"):
            if self.doc.selection != key:
                self.doc.select(*key)

    def load_form(self) -> None:
        if self.current is None:
            self.forms.setCurrentWidget(self.empty)
            return
        kind, ident = self.current
        side, lst, i = find_object(self.doc.scenario.sides, kind, ident)
        if side is None:
            self.forms.setCurrentWidget(self.empty)
            return
        for form in (self.leader_form, self.unit_form, self.generic_form):  # image previews
            form.images.base_dir = counter_images.side_image_dir(self.doc.base_dir, side)
        if kind == "side":
            self.side_form.load(side)
            self.forms.setCurrentWidget(self.side_form)
        elif kind == "leader":
            self.leader_form.load(lst[i])
            self.forms.setCurrentWidget(self.leader_form)
        elif kind == "unit":
            banners = [ld.banner for ld in side.leaders] + [u.banner for u in side.units]
            self.unit_form.load(lst[i], banners)
            self.forms.setCurrentWidget(self.unit_form)
        else:
            self.generic_form.load(lst[i])
            self.forms.setCurrentWidget(self.generic_form)

    # -- edits -------------------------------------------------------------------------------------------
    def _form_changed(self, field: str) -> None:
        if self.current is None:
            return
        kind, ident = self.current
        after = {"sides": self.doc.part("sides")}
        side, lst, i = find_object(after["sides"], kind, ident)
        if side is None:
            return
        form = {"side": self.side_form, "leader": self.leader_form, "unit": self.unit_form,
                "generic": self.generic_form}[kind]
        obj = side if kind == "side" else lst[i]
        form.store(obj)
        new_id = obj.id
        if new_id != ident:
            if new_id in self.doc.all_ids():
                QMessageBox.warning(self, tr("Id in use"), tr("The id '{new_id}' is already used; ids must be "
                                                              "unique.").format(new_id=new_id))
                self.load_form()
                return
            self._rename(after, kind, ident, new_id)
        # consecutive edits of one field of one object merge into one undo step
        key = (kind, ident, field)
        if self._stroke is None or self._stroke[0] != key:
            self._stroke = (key, new_stroke())
        what = {"side": tr("side"), "leader": tr("leader"), "unit": tr("unit"),
                "generic": tr("replacement leader")}[kind]
        self.current = (kind, new_id)
        self.doc.edit(tr("Edit {what} {id}: {field}").format(what=what, id=new_id, field=field.replace("_", " ")),
                      after,
                      stroke=self._stroke[1] if new_id == ident else None)
        self.load_form()

    def _rename(self, after: dict, kind: str, old: str, new: str) -> None:
        """Follow an id change everywhere it is named: setup, reinforcements, army commander, victory."""
        s = self.doc.scenario
        if kind in ("unit", "leader"):
            setup = self.doc.part("setup")
            for p in setup:
                if getattr(p, kind) == old:
                    setattr(p, kind, new)
            after["setup"] = setup
            reinf = self.doc.part("reinforcements")
            for r in reinf:
                lst = r.units if kind == "unit" else r.leaders
                for j, x in enumerate(lst):
                    if x == old:
                        lst[j] = new
            after["reinforcements"] = reinf
            if kind == "leader":
                for sd in after["sides"]:
                    if sd.army_commander == old:
                        sd.army_commander = new
        elif kind == "side":
            reinf = self.doc.part("reinforcements")
            for r in reinf:
                if r.side == old:
                    r.side = new
            after["reinforcements"] = reinf
            victory = self.doc.part("victory")
            for p in victory.points:
                if p.side == old:
                    p.side = new
            for sd in victory.sudden_death:
                if sd.side == old:
                    sd.side = new
                if sd.winner == old:
                    sd.winner = new
            after["victory"] = victory
        del s

    def _selected_side(self) -> m.Side | None:
        sides = self.doc.scenario.sides
        item = self.tree.currentItem()
        while item is not None and item.parent() is not None:
            item = item.parent()
        key = self._key(item)
        if key and key[0] == "side":
            return self.doc.scenario.side(key[1])
        return sides[0] if sides else None

    def _selected_banner(self, side: m.Side) -> str | None:
        key = self.current
        if key is None:
            return None
        if key[0] == "banner":
            return key[1]
        if key[0] == "unit":
            u = self.doc.scenario.unit(key[1])
            return u.banner if u else None
        if key[0] == "leader":
            ld = self.doc.scenario.leader(key[1])
            return ld.banner if ld else None
        return None

    def add_side(self) -> None:
        sides = self.doc.part("sides")
        ident = "side-1" if "side-1" not in self.doc.all_ids() else self.doc.next_id("side-1")
        colours = ["#b03a2e", "#2e5fa8", "#2e7d32", "#8e6c1a", "#6a3d9a"]
        role = "attacker" if not sides else "defender"
        sides.append(m.Side(ident, f"Side {len(sides) + 1}", colours[len(sides) % len(colours)], role, None, None))
        self.current = ("side", ident)
        self.doc.edit(tr("Add side {ident}").format(ident=ident), {"sides": sides})

    def add_leader(self) -> None:
        side = self._selected_side()
        if side is None:
            self.add_side()
            side = self._selected_side()
            if side is None:
                return
        sides = self.doc.part("sides")
        s = next(x for x in sides if x.id == side.id)
        base = f"{side.id}-leader-1"
        ident = base if base not in self.doc.all_ids() else self.doc.next_id(base)
        s.leaders.append(m.Leader(ident, ident, m.LeaderValues(1, 4, 3, 8), name=f"Leader {len(s.leaders) + 1}"))
        if s.army_commander is None:
            s.army_commander = ident
        self.current = ("leader", ident)
        self.doc.edit(tr("Add leader {ident}").format(ident=ident), {"sides": sides})

    def add_unit(self) -> None:
        side = self._selected_side()
        if side is None:
            QMessageBox.information(self, tr("No side"), tr("Add a side first."))
            return
        banner = self._selected_banner(side) or (side.leaders[0].banner if side.leaders else side.id)
        sides = self.doc.part("sides")
        s = next(x for x in sides if x.id == side.id)
        base = f"{banner}-unit-1"
        ident = base if base not in self.doc.all_ids() else self.doc.next_id(base)
        s.units.append(m.Unit(ident, banner, "Su", m.UnitValues(4, 5, 4), m.UnitValues(3, 4, 4)))
        self.current = ("unit", ident)
        self.doc.edit(tr("Add unit {ident}").format(ident=ident), {"sides": sides})

    def duplicate(self) -> None:
        if self.current is None or self.current[0] not in ("unit", "leader", "generic"):
            return
        kind, ident = self.current
        sides = self.doc.part("sides")
        side, lst, i = find_object(sides, kind, ident)
        if side is None:
            return
        new_id = self.doc.next_id(ident)
        dup = replace(copy.deepcopy(lst[i]), id=new_id)
        if kind == "leader" and dup.banner == lst[i].banner:
            dup.banner = new_id  # a second leader brings his own banner
        lst.insert(i + 1, dup)
        self.current = (kind, new_id)
        self.doc.edit(tr("Duplicate {ident} as {new_id}").format(ident=ident, new_id=new_id), {"sides": sides})

    confirm = staticmethod(lambda parent, title, text: QMessageBox.question(
        parent, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No) == QMessageBox.StandardButton.Yes)

    def delete(self) -> None:
        if self.current is None or self.current[0] not in ("side", "unit", "leader", "generic"):
            return
        kind, ident = self.current
        sides = self.doc.part("sides")
        side, lst, i = find_object(sides, kind, ident)
        if side is None:
            return
        s = self.doc.scenario
        if kind == "side":
            what = tr("the side {name} with its {leaders} leaders and {units} units").format(
                name=side.name, leaders=len(side.leaders), units=len(side.units))
            gone_units = {u.id for u in side.units}
            gone_leaders = {ld.id for ld in side.leaders}
        else:
            what = {"leader": tr("the leader {id}"), "unit": tr("the unit {id}"),
                    "generic": tr("the replacement leader {id}")}.get(kind, f"{kind} {{id}}").format(id=ident)
            gone_units = {ident} if kind == "unit" else set()
            gone_leaders = {ident} if kind == "leader" else set()
        on_map = sum(1 for p in s.setup if p.unit in gone_units or p.leader in gone_leaders)
        extra = tr(" It is on the map ({count} counter(s)): it comes off.").format(count=on_map) if on_map else ""
        if not self.confirm(self, tr("Delete"), tr("Delete {what}?{extra} (Undo brings it back.)").format(
                what=what, extra=extra)):
            return
        lst.pop(i)
        if kind == "leader":
            for sd in sides:
                if sd.army_commander == ident:
                    sd.army_commander = None
        after = {"sides": sides}
        setup = [p for p in s.setup if p.unit not in gone_units and p.leader not in gone_leaders]
        if len(setup) != len(s.setup):
            after["setup"] = copy.deepcopy(setup)
        reinf = self.doc.part("reinforcements")
        changed = False
        for r in reinf:
            u0, l0 = len(r.units), len(r.leaders)
            r.units = [x for x in r.units if x not in gone_units]
            r.leaders = [x for x in r.leaders if x not in gone_leaders]
            changed |= (u0, l0) != (len(r.units), len(r.leaders))
        if changed:
            after["reinforcements"] = reinf
        self.current = None
        self.doc.edit(tr("Delete {kind} {ident}").format(kind=kind, ident=ident), after, hexes=None)
        self.doc.select(None)
