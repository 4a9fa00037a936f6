"""The entry form: one counter's values, typed with the keyboard only.

Tab goes kind, side, id, name, type, banner, mounted, fire, the front's SP, quality and MP, the back's, then
the dismounted values (or a leader's bonus, rating, radius, MP, replacement and wounded values). Every field
writes into the draft at once (`edited(key)`); the dialog checks the values with the rules
(`unit_findings`, `leader_findings`, `check_entries`) and `show_findings` marks each field next to it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from rules.fileio.findings import Finding
from rules.scenario import model as m

from ...i18n import tr
from ...words import fill_unit_types, set_unit_type, value_label
from .drafts import Draft, field_key

ERROR_BG = "#ffd3d3"
WARNING_BG = "#fff0bf"
TIPS = {
    "sp": QT_TR_NOOP("strength points (at least 1)"),
    "quality": QT_TR_NOOP("quality, 0–9"),
    "mp": QT_TR_NOOP("movement points"),
    "bonus": QT_TR_NOOP("combat bonus"),
    "rating": QT_TR_NOOP("command rating"),
    "radius": QT_TR_NOOP("command radius (hexes)"),
}


def _spin(name: str, lo: int = 0, hi: int = 99) -> QSpinBox:
    s = QSpinBox()
    s.setRange(lo, hi)
    s.setToolTip(tr(TIPS[name]) if name in TIPS else name)
    s.setAccelerated(True)
    return s


class TypeAhead(QComboBox):
    """A list chosen by typing the start of an item ('Cl', 'Ar', 'l' for Leader): what was typed since the
    field got the focus decides, however fast the typing (Qt's own search forgets after 0.4 s, and goes on
    across two counters typed quickly)."""

    def __init__(self) -> None:
        super().__init__()
        self._typed = ""

    def focusInEvent(self, e) -> None:  # noqa: N802
        self._typed = ""
        super().focusInEvent(e)

    def _match(self, prefix: str) -> int:
        for i in range(self.count()):
            if self.itemText(i).lower().startswith(prefix.lower()):
                return i
        return -1

    def keyPressEvent(self, e) -> None:  # noqa: N802
        text = e.text()
        if text and text.isalnum() and not e.modifiers() & ~Qt.KeyboardModifier.ShiftModifier:
            i = self._match(self._typed + text)
            if i < 0:
                self._typed, i = "", self._match(text)
            if i >= 0:
                self._typed += text
                self.setCurrentIndex(i)
            return
        super().keyPressEvent(e)


class BannerCombo(QComboBox):
    """An editable list of banners where Enter, as everywhere in the form, means 'next counter' (an editable
    combo box keeps Enter for itself)."""

    submitted = Signal()

    def keyPressEvent(self, e) -> None:  # noqa: N802
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not e.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            super().keyPressEvent(e)  # takes the completion
            e.accept()
            self.submitted.emit()
            return
        super().keyPressEvent(e)


class Values(QWidget):
    """One line of spin boxes: SP, quality, MP (or bonus, rating, radius, MP), with a mark after it."""

    def __init__(self, names: tuple[str, ...], lo: int = 0) -> None:
        super().__init__()
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.spins: dict[str, QSpinBox] = {}
        for n in names:
            s = _spin(n, -9 if n == "bonus" else lo)
            s.setAccessibleName(n)
            lay.addWidget(QLabel(value_label(n)))
            lay.addWidget(s)
            self.spins[n] = s
        lay.addStretch(1)

    def set(self, v) -> None:
        for n, s in self.spins.items():
            s.blockSignals(True)
            s.setValue(int(getattr(v, n)))
            s.blockSignals(False)

    def get(self, cls):
        return cls(**{n: s.value() for n, s in self.spins.items()})


class EntryForm(QWidget):
    edited = Signal(str)  # what changed: kind, side, id, name, banner, type, mounted, fire, front, back, ...
    submitted = Signal()  # Enter where a field keeps it for itself (the banner)
    addLeader = Signal(str)  # a banner no leader carries: create the leader's entry

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.draft: Draft | None = None
        self._loading = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        top = QFormLayout()
        self.kind = TypeAhead()
        self.kind.addItem(tr("Unit"), "unit")
        self.kind.addItem(tr("Leader"), "leader")
        self.kind.setToolTip(tr("A unit or a leader counter (type U or L)"))
        self.side = QComboBox()
        self.side.setToolTip(tr("The side the counter belongs to"))
        self.id = QLineEdit()
        self.id.setToolTip(tr("Unique in the scenario. Proposed from banner, type and the next free number until you "
                           "type one; clear it to get the proposal back"))
        self.name = QLineEdit()
        self.name.setToolTip(tr("Optional: the name printed on the counter"))
        self.banner = BannerCombo()
        self.banner.setEditable(True)
        self.banner.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.banner.setToolTip(tr("The banner (a leader's blazon) the counter fights under; a new one needs its "
                                  "leader"))
        self.banner_note = QLabel("")
        self.banner_note.setWordWrap(True)
        self.add_leader_btn = QPushButton(tr("Add a leader entry for this banner"))
        self.add_leader_btn.setToolTip(tr("A leader counter carries the banner; add his entry (no cell on this sheet) "
                                       "and type his values"))
        self.add_leader_btn.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # not in the tab order
        self.add_leader_btn.clicked.connect(lambda: self.addLeader.emit(self.banner.currentText().strip()))
        self.type = TypeAhead()
        fill_unit_types(self.type, m.UNIT_TYPES)
        self.type.setToolTip(tr("The unit type (2.2): type the letters of its code (Ch, Ha, Cl, Su, Pi, Mi, Il, "
                                "Ar, Ab, Aq, At)"))
        self.marks: dict[str, tuple[QWidget, QLabel]] = {}
        self.top = top
        for text, w, key in ((tr("&Kind"), self.kind, "kind"), (tr("S&ide"), self.side, "side"),
                             (tr("I&d"), self.id, "id"), (tr("&Name"), self.name, "name"),
                             (tr("&Type"), self.type, "type"), (tr("&Banner"), self.banner, "banner")):
            label = QLabel(text)
            label.setBuddy(w)
            top.addRow(label, self._marked(w, key))
        note = QHBoxLayout()
        note.addWidget(self.banner_note, 1)
        note.addWidget(self.add_leader_btn)
        top.addRow("", note)
        outer.addLayout(top)

        self.pages = QStackedWidget()
        unit = QWidget()
        f = QFormLayout(unit)
        f.setContentsMargins(0, 0, 0, 0)
        flags = QHBoxLayout()
        self.mounted = QCheckBox(tr("&Mounted"))
        self.fire = QCheckBox(tr("&Fire symbol"))
        self.fire.setToolTip(tr("The counter shows the fire symbol (Ar, Ab, Aq and At always do)"))
        flags.addWidget(self.mounted)
        flags.addWidget(self._marked(self.fire, "fire"))
        flags.addStretch(1)
        f.addRow("", flags)
        self.front = Values(("sp", "quality", "mp"), 0)
        self.back = Values(("sp", "quality", "mp"), 0)
        f.addRow(tr("Front (fresh)"), self._values_marked(self.front, "front"))
        f.addRow(tr("Back (fatigued)"), self._values_marked(self.back, "back"))
        self.dismounted = QCheckBox(tr("May dismount (dismounted values below)"))
        f.addRow("", self.dismounted)
        self.dis_front = Values(("sp", "quality", "mp"), 0)
        self.dis_back = Values(("sp", "quality", "mp"), 0)
        f.addRow(tr("Dismounted front"), self._values_marked(self.dis_front, "dismounted.front"))
        f.addRow(tr("Dismounted back"), self._values_marked(self.dis_back, "dismounted.back"))
        self.pages.addWidget(unit)

        leader = QWidget()
        f = QFormLayout(leader)
        f.setContentsMargins(0, 0, 0, 0)
        self.leader = Values(("bonus", "rating", "radius", "mp"))
        f.addRow(tr("Front"), self._values_marked(self.leader, "front", leader=True))
        self.has_repl = QCheckBox(tr("Replacement values (the counter's back, 7.6)"))
        f.addRow("", self.has_repl)
        self.repl = Values(("bonus", "rating", "radius", "mp"))
        f.addRow(tr("Back"), self._values_marked(self.repl, "replacement", leader=True))
        self.has_wounded = QCheckBox(tr("Wounded marker values (7.5)"))
        f.addRow("", self.has_wounded)
        self.wounded = Values(("bonus", "rating", "radius", "mp"))
        f.addRow(tr("Wounded"), self._values_marked(self.wounded, "wounded", leader=True))
        self.pages.addWidget(leader)
        outer.addWidget(self.pages)
        self.problems = QLabel("")
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.TextFormat.RichText)
        outer.addWidget(self.problems)
        outer.addStretch(1)
        self._tab_order()
        self._connect()

    # -- building ----------------------------------------------------------------------------------------
    def _mark_label(self) -> QLabel:
        mark = QLabel("")
        mark.setFixedWidth(18)
        return mark

    def _marked(self, w: QWidget, key: str) -> QWidget:
        box = QWidget()
        lay = QHBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(w, 1)
        mark = self._mark_label()
        lay.addWidget(mark)
        self.marks[key] = (w, mark)
        box.setFocusProxy(w)
        return box

    def _values_marked(self, row: Values, prefix: str, leader: bool = False) -> QWidget:
        mark = self._mark_label()
        row.layout().insertWidget(row.layout().count() - 1, mark)
        for n, s in row.spins.items():
            self.marks[("leader:" if leader else "") + f"{prefix}.{n}"] = (s, mark)
        return row

    def _tab_order(self) -> None:
        order: list[QWidget] = [self.kind, self.side, self.id, self.name, self.type, self.banner, self.mounted,
                                self.fire, *self.front.spins.values(), *self.back.spins.values(), self.dismounted,
                                *self.dis_front.spins.values(), *self.dis_back.spins.values(),
                                *self.leader.spins.values(), self.has_repl, *self.repl.spins.values(),
                                self.has_wounded, *self.wounded.spins.values()]
        for a, b in zip(order, order[1:], strict=False):
            QWidget.setTabOrder(a, b)

    def _connect(self) -> None:
        self.kind.currentIndexChanged.connect(lambda _i: self._changed("kind"))
        self.side.currentIndexChanged.connect(lambda _i: self._changed("side"))
        self.id.textEdited.connect(lambda _t: self._changed("id"))
        self.name.textEdited.connect(lambda _t: self._changed("name"))
        self.banner.currentTextChanged.connect(lambda _t: self._changed("banner"))
        self.banner.submitted.connect(self.submitted)
        self.type.currentIndexChanged.connect(lambda _i: self._changed("type"))
        self.mounted.toggled.connect(lambda _v: self._changed("mounted"))
        self.fire.toggled.connect(lambda _v: self._changed("fire"))
        self.dismounted.toggled.connect(lambda _v: self._changed("dismounted"))
        self.has_repl.toggled.connect(lambda _v: self._changed("replacement"))
        self.has_wounded.toggled.connect(lambda _v: self._changed("wounded"))
        for row, key in ((self.front, "front"), (self.back, "back"), (self.dis_front, "dis_front"),
                         (self.dis_back, "dis_back"), (self.leader, "leader"), (self.repl, "replacement.values"),
                         (self.wounded, "wounded.values")):
            for s in row.spins.values():
                s.valueChanged.connect(lambda _v, key=key: self._changed(key))

    # -- loading and storing -----------------------------------------------------------------------------
    def set_sides(self, sides: list[tuple[str, str]]) -> None:
        self._loading = True
        self.side.clear()
        for ident, name in sides:
            self.side.addItem(f"{name} ({ident})", ident)
        self._loading = False

    def load(self, d: Draft | None, banners: list[str]) -> None:
        self.draft = d
        self._loading = True
        try:
            self.setEnabled(d is not None)
            if d is None:
                return
            self.kind.setCurrentIndex(1 if d.kind == "leader" else 0)
            self.side.setCurrentIndex(max(0, self.side.findData(d.side)))
            if self.id.text() != d.id:
                self.id.setText(d.id)
            if self.name.text() != d.name:
                self.name.setText(d.name)
            self.banner.clear()
            self.banner.addItems(banners)
            self.banner.setCurrentIndex(-1)
            self.banner.setEditText(d.banner)
            set_unit_type(self.type, d.type)
            self.mounted.setChecked(d.mounted)
            self.fire.setChecked(d.fire)
            self.front.set(d.front)
            self.back.set(d.back)
            self.dismounted.setChecked(d.dismounted)
            self.dis_front.set(d.dis_front)
            self.dis_back.set(d.dis_back)
            self.leader.set(d.leader)
            self.has_repl.setChecked(d.has_replacement)
            self.repl.set(d.replacement)
            self.has_wounded.setChecked(d.has_wounded)
            self.wounded.set(d.wounded)
            self._enable()
        finally:
            self._loading = False

    def refresh_values(self) -> None:
        """Show what the dialog changed in the draft (a proposed id, a back following the front)."""
        d = self.draft
        if d is None:
            return
        self._loading = True
        try:
            if self.id.text() != d.id:
                self.id.setText(d.id)
            self.back.set(d.back)
            self.dis_front.set(d.dis_front)
            self.dis_back.set(d.dis_back)
            self.repl.set(d.replacement)
            self.wounded.set(d.wounded)
            self._enable()
        finally:
            self._loading = False

    def _enable(self) -> None:
        d = self.draft
        if d is None:
            return
        self.pages.setCurrentIndex(1 if d.kind == "leader" else 0)
        self.top.setRowVisible(self.marks["type"][0].parentWidget(), d.kind == "unit")
        self.dis_front.setEnabled(d.dismounted)
        self.dis_back.setEnabled(d.dismounted)
        self.repl.setEnabled(d.has_replacement)
        self.wounded.setEnabled(d.has_wounded)

    def _changed(self, key: str) -> None:
        d = self.draft
        if d is None or self._loading:
            return
        if key == "kind":
            d.kind = self.kind.currentData()
        elif key == "side":
            d.side = self.side.currentData() or ""
        elif key == "id":
            d.id = self.id.text().strip()
            d.id_auto = not d.id
        elif key == "name":
            d.name = self.name.text()
        elif key == "banner":
            d.banner = self.banner.currentText().strip()
        elif key == "type":
            d.type = self.type.currentData() or d.type
            if d.type in ("Ar", "Ab", "Aq", "At") and not d.fire:
                d.fire = True  # these always fire: their counters show the symbol
                self.fire.blockSignals(True)
                self.fire.setChecked(True)
                self.fire.blockSignals(False)
        elif key in ("mounted", "fire"):
            setattr(d, key, getattr(self, key).isChecked())
        elif key == "dismounted":
            d.dismounted = self.dismounted.isChecked()
            if d.dismounted and d.dis_front == m.UnitValues(0, 0, 0):
                d.dis_front, d.dis_back = self.front.get(m.UnitValues), self.back.get(m.UnitValues)
        elif key == "front":
            d.set_front(self.front.get(m.UnitValues))
        elif key == "back":
            d.back = self.back.get(m.UnitValues)
            d.back_auto = False
        elif key == "dis_front":
            d.dis_front = self.dis_front.get(m.UnitValues)
        elif key == "dis_back":
            d.dis_back = self.dis_back.get(m.UnitValues)
        elif key == "leader":
            d.leader = self.leader.get(m.LeaderValues)
        elif key == "replacement":
            d.has_replacement = self.has_repl.isChecked()
            if d.has_replacement and d.replacement == m.LeaderValues(0, 0, 0, 0):
                d.replacement = self.leader.get(m.LeaderValues)
        elif key == "wounded":
            d.has_wounded = self.has_wounded.isChecked()
            if d.has_wounded and d.wounded == m.LeaderValues(0, 0, 0, 0):
                d.wounded = self.leader.get(m.LeaderValues)
        elif key == "replacement.values":
            d.replacement = self.repl.get(m.LeaderValues)
        elif key == "wounded.values":
            d.wounded = self.wounded.get(m.LeaderValues)
        self.edited.emit(key)

    def first_field(self) -> QWidget:
        """Where the cursor goes on a new counter: the type of a unit, the name of a leader (kind, side, id and
        name are a Shift+Tab away, or Alt+K, Alt+I, Alt+D, Alt+N)."""
        return self.name if self.draft is not None and self.draft.kind == "leader" else self.type

    # -- findings ----------------------------------------------------------------------------------------
    def show_findings(self, findings: list[Finding]) -> None:
        """Mark each field a finding names (red: error, amber: warning) and list the messages below."""
        d = self.draft
        leader = d is not None and d.kind == "leader"
        worst: dict[str, str] = {}
        tips: dict[str, list[str]] = {}
        for f in findings:
            key = field_key(f.path) or "id"
            if leader and key.split(".")[0] in ("front", "replacement", "wounded"):
                key = "leader:" + key
            if key not in self.marks:
                continue
            if worst.get(key) != "error":
                worst[key] = f.severity
            tips.setdefault(key, []).append(f.message)
        by_mark: dict[int, str] = {}
        mark_tips: dict[int, list[str]] = {}
        for key, (w, mark) in self.marks.items():
            sev = worst.get(key)
            w.setStyleSheet("" if sev is None else f"background: {ERROR_BG if sev == 'error' else WARNING_BG};")
            w.setProperty("finding", sev or "")
            if sev is not None:
                if by_mark.get(id(mark)) != "error":
                    by_mark[id(mark)] = sev
                mark_tips.setdefault(id(mark), []).extend(tips[key])
        for _key, (_w, mark) in self.marks.items():
            sev = by_mark.get(id(mark))
            mark.setText("" if sev is None else "✖" if sev == "error" else "⚠")
            mark.setStyleSheet("color: #c62828; font-weight: bold;" if sev == "error" else "color: #b07800;")
            mark.setToolTip("\n".join(dict.fromkeys(mark_tips.get(id(mark), []))))
        lines = [f"<span style='color:{'#c62828' if f.severity == 'error' else '#9a6a00'}'>"
                 f"{'✖' if f.severity == 'error' else '⚠'} {_html(f.message)}</span>" for f in findings]
        self.problems.setText("<br>".join(lines))

    def set_banner_note(self, text: str, offer_leader: bool) -> None:
        self.banner_note.setText(text)
        self.add_leader_btn.setVisible(offer_leader)


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
