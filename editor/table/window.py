"""The BBG window: a table scenario on the table canvas (with the army-list dock and the referee's dock: a game
record and the resolution panels, `gamedock.py`), or an army list or army sheet in its editor
(editor/bbg/armylist.py, orders.py) on the same document, with the shell every document kind shares
(editor/shell/: Save and Save As, changed on disk, autosave and recovery, recent files), the undo history,
the validation dock (the BBG checks, `rules/bbg/checkjob.py`) and File → Export of the print-outs (army sheet,
roster card, modifier card: rules/export/bbgprint.py). File → Open and Open recent open a hex scenario in the
hex map's window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TR_NOOP, QSettings, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QToolBar,
    QUndoView,
)

from rules.bbg import model as m
from rules.bbg.checkjob import check_bbg_text

from .. import recovery
from ..bbg.resolve import Desk
from ..docks.validation import ValidationDock
from ..i18n import tr
from ..shell import kinds
from ..shell.filewindow import FileShell
from .armydock import ArmyDock
from .canvas import TableCanvas
from .document import BbgDocument, OpenError
from .figures import bbg_word
from .gamedock import GameDock
from .measure import MeasureDock
from .newfile import NewBbgDialog

FILTER = QT_TR_NOOP("Banneret scenarios (*.yaml *.yml);;All files (*)")
FIRST_SIZE = (1366, 740)
MIN_SIZE = (1000, 600)


class BbgValidationDock(ValidationDock):
    check_job = staticmethod(check_bbg_text)


class TableWindow(FileShell, QMainWindow):
    FILTER = FILTER
    refuse = staticmethod(lambda parent, title, text: QMessageBox.warning(parent, title, text))

    def __init__(self, doc: BbgDocument, settings: QSettings | None = None) -> None:
        super().__init__()
        self.settings = settings or QSettings("Banneret", "Banneret Editor")
        self.doc = doc
        doc.setParent(self)
        self.setMinimumSize(*MIN_SIZE)
        self.resize(*FIRST_SIZE)
        self.canvas: TableCanvas | None = None
        self.game: GameDock | None = None
        self.editor = None  # the army list's or sheet's editor
        if doc.kind == "scenario":
            self.canvas = TableCanvas(doc, self)
            self.setCentralWidget(self.canvas)
            self.armies = ArmyDock(doc, self)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.armies)
            self.measure = MeasureDock(self.canvas, self)  # ruler, overlays, referee mode (measure.py)
            self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.measure)
            self.canvas.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
            self.canvas.hoverChanged.connect(self._hover)
            self.canvas.zoomChanged.connect(lambda px: self.zoom_label.setText(tr("{px} px per M").format(
                px=f"{px:.1f}")))
            doc.selectionChanged.connect(self._selection)
            self.game = GameDock(self)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.game)
            self.tabifyDockWidget(self.armies, self.game)  # a game's panels take the army list's place
            self.game.hide()  # shown by Game → New record / Open record
        else:
            self.editor = self._file_editor()
            self.setCentralWidget(self.editor)
        self.history = QDockWidget(tr("History"), self)
        self.history.setObjectName("history")
        self.history.setWidget(QUndoView(doc.undo))
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history)
        self.validation = BbgValidationDock(doc, self)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.validation)
        self.resizeDocks([self.validation], [130], Qt.Orientation.Vertical)
        self.hover_label, self.zoom_label = QLabel(""), QLabel("")
        self.statusBar().addWidget(self.hover_label, 1)
        self.statusBar().addPermanentWidget(self.zoom_label)
        self._build_menus()
        doc.modifiedChanged.connect(self._update_title)
        doc.pathChanged.connect(self._update_title)
        self._start_autosave_and_watch()
        self._update_title()
        self.validation.activated.connect(self.go_to_finding)
        if doc.load_findings:
            self.validation.show_findings(doc.load_findings, "as loaded")
        if self.canvas is not None:
            QTimer.singleShot(0, self.canvas.fit)  # a rebuilt window then takes its predecessor's view

    # -- menus ---------------------------------------------------------------------------------------------
    def _act(self, menu, text: str, slot, shortcut=None, tip: str = ""):
        a = menu.addAction(text)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        a.setStatusTip(tip or text.replace("&", "").replace("…", ""))
        a.setToolTip(a.statusTip())
        a.triggered.connect(slot)
        return a

    def _build_menus(self) -> None:
        K = QKeySequence.StandardKey
        fm = self.menuBar().addMenu(tr("&File"))
        self._act(fm, tr("&New…"), self.new_hex, None, tr("New scenario: choose the grid"))
        kinds.add_new_bbg_actions(self, fm)
        self._act(fm, tr("&Open…"), self.open_dialog, K.Open, tr("Open a scenario file"))
        self.recent_menu = fm.addMenu(tr("Open &recent"))
        self._fill_recent()
        fm.addSeparator()
        self._act(fm, tr("&Save"), self.save, K.Save, tr("Save the scenario"))
        self._act(fm, tr("Save &as…"), self.save_as, K.SaveAs, tr("Save under a new name"))
        em_ = fm.addMenu(tr("&Export"))
        if self.canvas is not None:
            self._act(em_, tr("Table as &PNG…"), self.export_png, "Ctrl+E",
                      tr("Draw the table, its terrain and its units to a PNG"))
        self.print_acts = {}
        pm, vm_ = fm.addMenu(tr("&Print")), fm.addMenu(tr("Print pre&view"))
        for what, text, tip in self.PRINTS[self.doc.kind]:
            self._act(em_, tr(text), lambda _=False, w=what: self.export_pdf(w), None, tr(tip))
            self.print_acts[what] = self._act(pm, tr(text), lambda _=False, w=what: self.print_pdf(w), None, tr(tip))
            self._act(vm_, tr(text), lambda _=False, w=what: self.print_pdf(w, True), None, tr(tip))
        self.print_acts[self.PRINTS[self.doc.kind][0][0]].setShortcut(QKeySequence.StandardKey.Print)
        fm.addSeparator()
        self._act(fm, tr("&Close"), self.close, K.Close)
        em = self.menuBar().addMenu(tr("&Edit"))
        self._make_undo_actions()
        em.addAction(self.undo_act)
        em.addAction(self.redo_act)
        vm = self.menuBar().addMenu(tr("&View"))
        if self.canvas is not None:
            em.addSeparator()
            self._act(em, tr("&Delete"), self.canvas.delete_selected, K.Delete,
                      tr("Delete the selected units, or the corner being edited"))
            self._act(vm, tr("Zoom &in"), self.canvas.zoom_in, K.ZoomIn)
            self._act(vm, tr("Zoom &out"), self.canvas.zoom_out, K.ZoomOut)
            self._act(vm, tr("&Fit the table"), self.canvas.fit, "Ctrl+0", tr("Show the whole table"))
            vm.addSeparator()
            vm.addAction(self.armies.toggleViewAction())
            vm.addAction(self.measure.toggleViewAction())
            bar = QToolBar(tr("Terrain"))
            bar.setObjectName("bbg-terrain")
            self.terrain_type = QComboBox()
            for kind in m.TERRAIN_TYPES:  # in the reader's language, the BBG glossary's words
                self.terrain_type.addItem(bbg_word("terrain", kind), kind)
            self.terrain_type.setToolTip(tr("The kind of terrain the next area or line drawn gets"))
            bar.addWidget(self.terrain_type)
            draw = bar.addAction(tr("Draw terrain"))
            draw.setShortcut(QKeySequence("T"))
            draw.setToolTip(tr("Draw a new terrain area or line, corner by corner (T)"))
            draw.triggered.connect(lambda: self.canvas.start_drawing(self.terrain_type.currentData()))
            self.draw_act = draw
            self.addToolBar(bar)
        if self.game is not None:
            gm = self.menuBar().addMenu(tr("&Game"))
            self._act(gm, tr("&New record"), lambda: self.game.new_record(), None,
                      tr("Start a game record on this table: the resolution panels apply their steps to it"))
            self._act(gm, tr("&Open record…"), lambda: self.game.open_record(), None,
                      tr("Replay a saved game record on this table and go on from its end"))
            self._act(gm, tr("&Save record"), lambda: self.game.save_record(), "Ctrl+Shift+R",
                      tr("Write the game record (atomic)"))
            vm.addAction(self.game.toggleViewAction())
        vm.addAction(self.history.toggleViewAction())
        vm.addAction(self.validation.toggleViewAction())
        vm.addSeparator()
        self.add_language_menu(vm)
        hm = self.menuBar().addMenu(tr("&Help"))
        self._act(hm, tr("Editor &guide"), lambda: self.show_help("editor.md"), K.HelpContents,
                  tr("The user's guide of the editor, with pictures (docs/editor.md)"))

    # -- what the window shows -----------------------------------------------------------------------------
    def _hover(self, p) -> None:
        self.hover_label.setText(tr("x {x} M, y {y} M").format(x=f"{p[0]:.1f}", y=f"{p[1]:.1f}") if p else "")

    def _selection(self, sel) -> None:
        if sel and sel[0] == "unit" and self.canvas is not None:
            item = self.canvas.units.get(sel[1])
            if item is not None and not item.isSelected():
                self.canvas.scene().clearSelection()
                item.setSelected(True)
                self.canvas.centerOn(item)

    def _file_editor(self):
        """The army list's or sheet's editor on this window's document: its model, its undo stack; an edit,
        undo or redo says `changed` on the document (the validation dock checks again, the editor refreshes),
        so the document's history works in a window rebuilt around it (View → Language)."""
        from ..bbg.armylist import ArmyListEditor
        from ..bbg.orders import OrderSheetEditor

        doc = self.doc

        def notify() -> None:
            doc.changed.emit("all", None)

        if doc.kind == "army":
            editor = ArmyListEditor(doc.model, doc.undo, doc.original, doc.path, notify=notify)
        else:
            editor = OrderSheetEditor(doc.model, doc.undo, doc.original, doc.path, notify=notify)
        doc.changed.connect(editor.refresh)
        doc.pathChanged.connect(editor.set_path)
        return editor

    def go_to_finding(self, f) -> None:
        """A finding clicked in the validation dock: the unit it is about selected on the table."""
        sc = self.doc.scenario
        path = [p for p in f.path]
        unit = None
        if sc is not None and f.object and sc.unit(f.object) is not None:
            unit = f.object
        elif sc is not None and len(path) >= 4 and path[0] == "sides" and path[2] == "units":
            try:
                unit = sc.sides[path[1]].units[path[3]].id
            except (IndexError, TypeError):
                unit = None
        if unit is not None:
            self.doc.select("unit", unit)
        else:
            self.statusBar().showMessage(f"{f.code}: {f.message}", 8000)

    def rebuild(self) -> TableWindow:
        """This window again in the language now installed, around the same document (its edits and undo
        history), geometry and docks; this one closes without asking."""
        new = TableWindow(self.doc, self.settings)
        new.restoreGeometry(self.saveGeometry())
        if self.game is not None:
            self.game.carry_to(new.game)
        new.restoreState(self.saveState())
        if self.canvas is not None:
            new._carried = (self.canvas.transform(), self.canvas.mapToScene(self.canvas.viewport().rect().center()))
            QTimer.singleShot(0, new._carry_view)
        self._replaced = True
        kinds.keep(new)
        if self.isVisible():
            new.show()
        self.close()
        self.deleteLater()
        return new

    def _carry_view(self) -> None:
        transform, centre = self._carried
        self.canvas.setTransform(transform)
        self.canvas.centerOn(centre)
        self.canvas.zoomChanged.emit(self.canvas.px_per_m())

    # -- files ---------------------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        start = str(Path(self.doc.path).parent) if self.doc.path else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self, tr("Open a scenario"), start, tr(FILTER))
        if path:
            self.open_file(path, ask=False)

    def open_file(self, path: str, ask: bool = True) -> bool:
        """The file in a window of its kind: this one when it is this document's file (Reload), else a new
        one; this window and its work stay."""
        if self.doc.path and Path(path).resolve() == Path(self.doc.path) and not ask:
            try:
                doc = BbgDocument.open(path)
            except OpenError as e:
                cannot_open(self, path, e)
                return False
            new = TableWindow(doc, self.settings)
            new.setGeometry(self.geometry())
            new.show()
            kinds.keep(new)
            self.doc.undo.setClean()
            self.close()
            return True
        window = kinds.open_in_window(path, self.settings)
        if window is not None:
            self._add_recent(str(Path(path).resolve()))
        return window is not None

    def export_png(self) -> bool:
        from .export import export_table_png

        start = str(Path(self.doc.path).with_suffix(".png")) if self.doc.path else "table.png"
        path, _ = QFileDialog.getSaveFileName(self, tr("Export the table as PNG"), start, tr("PNG images (*.png)"))
        if not path:
            return False
        px, ok = QInputDialog.getInt(self, tr("Export"), tr("Pixels per M:"), 40, 4, 400)
        if not ok:
            return False
        try:
            export_table_png(self.canvas, path, px)
        except (OSError, ValueError) as e:
            QMessageBox.critical(self, tr("Export failed"), tr("The map could not be exported: {error}").format(
                error=e))
            return False
        self.statusBar().showMessage(tr("Exported {path}").format(path=path), 6000)
        return True

    # File → Export of the print-outs (rules/export/bbgprint.py), per kind: (what, menu text, tip)
    PRINTS = {
        "scenario": (("roster", QT_TR_NOOP("&Roster cards (PDF)…"), QT_TR_NOOP("Both sides' roster cards, A4")),
                     ("sheet", QT_TR_NOOP("Blank army &sheet (PDF)…"), QT_TR_NOOP("The army sheet to fill in by "
                                                                                 "hand, A4")),
                     ("card", QT_TR_NOOP("&Modifier card (PDF)…"), QT_TR_NOOP("The one-page modifier card, A4"))),
        "army": (("roster", QT_TR_NOOP("&Roster card (PDF)…"), QT_TR_NOOP("This army list's roster card, A4")),
                 ("card", QT_TR_NOOP("&Modifier card (PDF)…"), QT_TR_NOOP("The one-page modifier card, A4"))),
        "sheet": (("sheet", QT_TR_NOOP("Army &sheet (PDF)…"), QT_TR_NOOP("This army sheet with its orders, A4")),
                  ("card", QT_TR_NOOP("&Modifier card (PDF)…"), QT_TR_NOOP("The one-page modifier card, A4"))),
    }

    def print_out(self, what: str):
        """A print-out's title and its maker (the PDF's bytes, rules/export/bbgprint.py)."""
        from rules.export import bbgprint as bp

        md, doc = self.doc.model, self.doc
        if what == "roster":
            if doc.kind == "army":
                rosters = [bp.roster_from_army(md)]
            else:
                rosters = bp.rosters_from_scenario(md, dict(doc.armies))
            build, title = (lambda: bp.roster_pdf(rosters)), tr("Export the roster cards")
        elif what == "sheet":
            sheet = md if doc.kind == "sheet" else None
            build, title = (lambda: bp.sheet_pdf(sheet)), tr("Export the army sheet")
        else:
            build, title = bp.card_pdf, tr("Export the modifier card")
        return title, build

    def export_pdf(self, what: str) -> bool:
        """File → Export of a print-out as vector PDF, true to size on A4: made on a worker thread with
        progress and Cancel, written by the one atomic writer (editor/exports.py)."""
        from ..exports import export_made

        title, build = self.print_out(what)
        return export_made(self, title, f".{what}.pdf", tr("PDF (*.pdf)"), build)

    def print_pdf(self, what: str, preview: bool = False) -> None:
        """File → Print (or Print preview) of a print-out: its PDF's A4 pages on the printer's sheets
        (editor/printing.py, as the hex map's print)."""
        from ..printing import PdfPrinter, print_pages

        _title, build = self.print_out(what)
        text = next(t for w, t, _tip in self.PRINTS[self.doc.kind] if w == what)
        name = tr(text).replace("&", "").replace("…", "")
        print_pages(self, PdfPrinter(lambda _paper: build()), name, name, preview)

    def new_hex(self) -> None:
        window = kinds.window_module("hex").new_window(self.settings)
        if window is not None:
            kinds.keep(window)

    def maybe_save(self) -> bool:
        """As the shell's, but no question when Save would write the file as it is: a game's steps are on the
        undo history (the table is marked modified) yet never change the scenario."""
        if self.doc.modified and self.doc.path and self.game is not None and self.game.desk is not None:
            from rules.fileio.guarded import Refused, read_guarded
            from rules.fileio.yamlio import MAX_BYTES

            try:
                if read_guarded(self.doc.path, MAX_BYTES) == self.doc.to_text().encode("utf-8"):
                    return True
            except Refused:
                pass
        return super().maybe_save()

    # -- the game record's autosave (editor/recovery.py) ---------------------------------------------------
    def recover_record(self) -> bool:
        """The game record kept beside the recovered table, replayed and shown, unsaved; refused with its
        findings (the recovery file kept) when it does not replay whole."""
        if self.game is None:
            return False
        got = recovery.read_record_recovery(self.doc.recovery_path, self.doc.path)
        if got is None:
            return False
        errors = [f for f in got.load.findings if f.severity == "error"]
        if got.load.record is None or errors:
            self.validation.show_findings(got.load.findings, tr("recovered game record"))
            return False
        self.game.set_desk(Desk(got.load.record, self.doc.armies, self.doc, self.doc.undo), got.record_path)
        self.game.saved_steps = got.saved_steps if got.saved_steps != len(got.load.record) else -1
        self.statusBar().showMessage(tr("The game record was recovered: {n} step(s), not saved yet").format(
            n=len(got.load.record)), 15000)
        return True

    def unsaved_beside(self) -> bool:
        return self.game is not None and self.game.unsaved

    def autosave_beside(self, target: Path) -> None:
        """The unsaved game record beside the table's recovery file; a saved one's leftover removed."""
        desk = self.game.desk if self.game is not None else None
        if desk is not None and self.game.unsaved and desk.record.scenario_path is not None:
            recovery.write_record(target, desk.record, str(desk.record.scenario_path), self.game.record_path,
                                  self.game.saved_steps)
        else:
            recovery.record_file(target).unlink(missing_ok=True)

    def record_saved(self) -> None:
        """The game record is in its file: its recovery goes (and the table's, when the table is saved too)."""
        if not self.doc.modified:
            self._drop_recovery(self.doc)
        else:
            recovery.record_file(self.recovery_file(self.doc)).unlink(missing_ok=True)

    def _drop_recovery(self, doc) -> None:
        """As the shell's; a game record still unsaved (the table saved, the game not) is kept at once."""
        super()._drop_recovery(doc)
        if not getattr(self, "_closing", False) and self.unsaved_beside():
            self.autosave()

    def closeEvent(self, e) -> None:  # noqa: N802
        if getattr(self, "_replaced", False):  # a language switch: the new window has the document
            e.accept()
            return
        if (self.game is not None and not self.game.may_replace()) or not self.maybe_save():
            e.ignore()
            return
        self._closing = True  # the game's steps were saved or given up: nothing to keep
        self._drop_recovery(self.doc)
        e.accept()


def new_bbg_window(kind: str, settings=None, parent=None) -> TableWindow | None:
    dlg = NewBbgDialog(kind, parent)
    if not dlg.exec():
        return None
    window = TableWindow(BbgDocument(dlg.model()), settings)
    window.show()
    kinds.keep(window)
    return window


def window_for_file(path: str, settings=None) -> TableWindow | None:
    try:
        doc = BbgDocument.open(path)
    except OpenError as e:
        cannot_open(None, path, e)
        return None
    window = TableWindow(doc, settings)
    window.show()
    return window


def cannot_open(parent, path: str, e: OpenError) -> None:
    name = Path(path).name
    lines = "\n".join(f.format(name) for f in e.findings[:12])
    text = tr("{name} cannot be opened as a scenario:\n\n{lines}{more}").format(name=name, lines=lines, more="")
    QMessageBox.critical(parent, tr("Cannot open the file"), text)


def open_recovered(doc: BbgDocument, settings=None) -> TableWindow:
    """A recovered BBG document in its window, marked modified (its work is not in its file yet)."""
    window = TableWindow(doc, settings)
    from .document import SetPart

    doc.push(SetPart(doc, tr("Recovered work"), ("none", None), None, None))
    window.show()
    window.recover_record()
    return window
