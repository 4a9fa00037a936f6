"""The editing window: the map in the middle, tools on the left, the armies and the findings in docks, files,
autosave and recovery. `mainwindow.MainWindow` adds the modes built on top of it (test-play), so the modes can
know this window without it knowing them."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QT_TR_NOOP, QByteArray, QFileSystemWatcher, QRect, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStyle,
    QToolBar,
    QUndoView,
    QWidget,
)

from rules.fileio.findings import Finding
from rules.scenario.library import LibraryRefused

from .. import recovery
from ..docks.armies import ArmiesDock
from ..docks.legend import LegendDock
from ..docks.validation import ValidationDock
from ..i18n import tr
from ..icons import svg_icon, tool_icon
from ..progress import busy, run_cancellable
from ..shell import kinds
from ..shell.filewindow import FileShell, recovery_dir
from .document import Document, OpenError, demo_path, read_file
from .mapitem import LAYERS
from .mapview import MapView
from .status import hex_status
from .tools import TOOL_CLASSES, Tool, ToolSettings
from .tools.counters import place_counter

# The smallest window that still shows the map, the tools and a dock: it fits a 1366 × 768 screen with its
# task bar and the window frame (tests/editor/test_window_fits.py).
MIN_SIZE = (1000, 600)
FIRST_SIZE = (1400, 900)
FILTER = QT_TR_NOOP("Banneret scenarios (*.yaml *.yml);;All files (*)")  # tr(FILTER) where shown


class EditWindow(FileShell, QMainWindow):
    """The hex map's window; its file handling (Save, autosave, recovery, the watcher) is the shell's
    (`editor/shell/filewindow.py`), shared with the BBG table's window."""

    FILTER = FILTER
    save_refusals = (LibraryRefused,)

    def __init__(self, doc: Document | None = None, settings: QSettings | None = None) -> None:
        super().__init__()
        self.settings = settings or QSettings("Banneret", "Banneret Editor")
        self.doc = doc or Document()
        self.doc.setParent(self)
        self.setMinimumSize(*MIN_SIZE)
        self.resize(*FIRST_SIZE)
        self.view = MapView(self.doc, self)
        self.setCentralWidget(self.view)
        # the right column runs the window's full height: play's decision and odds docks need it on 768 px
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.tool_settings = ToolSettings()
        self.tools: dict[str, Tool] = {}
        self._previous_tool = "select"
        self.armies = ArmiesDock(self.doc, self)
        self.validation = ValidationDock(self.doc, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.armies)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.validation)
        self.undo_view = QUndoView(self.doc.undo)
        self.undo_view.setEmptyLabel("(opened)")
        self.history = QDockWidget(tr("History"), self)
        self.history.setObjectName("history")
        self.history.setWidget(self.undo_view)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history)
        self.tabifyDockWidget(self.armies, self.history)
        self.legend = LegendDock(self, self._side_colour())
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.legend)
        self.tabifyDockWidget(self.history, self.legend)
        self.armies.raise_()
        self.resizeDocks([self.validation], [170], Qt.Orientation.Vertical)
        self.resizeDocks([self.armies], [420], Qt.Orientation.Horizontal)
        self._build_status()
        self._build_actions()
        self._build_tools()
        self._connect_doc()
        self.validation.findingsChanged.connect(self._findings_changed)
        self.validation.activated.connect(self.go_to_finding)
        self.view.hoverChanged.connect(self._hover)
        self.view.zoomChanged.connect(lambda px: self.zoom_label.setText(f"{px / 64 * 100:.0f} %"))
        self.view.counterDropped.connect(self._counter_dropped)
        self._start_autosave_and_watch()
        self._add_modes()  # before the saved layout is restored: the modes' docks are part of it
        self._restore_layout()
        self._update_title()
        QTimer.singleShot(0, self._first_show)
        if self.doc.load_findings:
            self._findings_changed(self.doc.load_findings)

    def _first_show(self) -> None:
        carried = getattr(self, "_carried_view", None)
        if carried is not None:  # a language switch rebuilt the window: the map stays where it was
            transform, centre = carried
            self.view.setTransform(transform)
            self.view.centerOn(centre)
            self.view.zoomChanged.emit(self.view.hex_px())
            return
        if self.settings.value("state") is None:
            self.resizeDocks([self.validation], [150], Qt.Orientation.Vertical)
        self.fit_screen()
        self.view.fit()

    def fit_screen(self, avail: QRect | None = None) -> None:
        """Keep the window within the screen's available area (a saved size from a bigger screen too)."""
        screen = self.screen()
        if avail is None and screen is not None:
            avail = screen.availableGeometry()
        if avail is None or self.isMaximized() or self.isFullScreen():
            return
        frame = self.frameGeometry()
        extra_w, extra_h = frame.width() - self.width(), frame.height() - self.height()
        w = min(self.width(), avail.width() - extra_w)
        h = min(self.height(), avail.height() - extra_h)
        if (w, h) != (self.width(), self.height()):
            self.resize(max(w, self.minimumWidth()), max(h, self.minimumHeight()))
        frame = self.frameGeometry()
        if not avail.contains(frame):
            x = min(max(frame.x(), avail.x()), avail.right() + 1 - frame.width())
            y = min(max(frame.y(), avail.y()), avail.bottom() + 1 - frame.height())
            self.move(max(x, avail.x()), max(y, avail.y()))

    # -- building ----------------------------------------------------------------------------------------
    def _build_status(self) -> None:
        sb = self.statusBar()
        self.hex_label = QLabel("")
        self.hex_label.setToolTip(tr("The hex under the mouse: label, terrain, level, hexsides, roads, counters"))
        self.zoom_label = QLabel("")
        self.zoom_label.setToolTip(tr("Zoom: 100 % draws hexes 64 px wide, as 'banneret render' does"))
        sb.addWidget(self.hex_label, 1)
        sb.addPermanentWidget(self.zoom_label)

    def _act(self, text: str, slot, shortcut=None, tip: str = "", checkable: bool = False) -> QAction:
        a = QAction(text, self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        tip = tip or text.replace("&", "").replace("…", "")
        sc = a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        a.setToolTip(f"{tip} ({sc})" if sc else tip)
        a.setStatusTip(tip)
        a.setCheckable(checkable)
        if slot is not None:
            a.triggered.connect(slot)
        self.addAction(a)
        return a

    def _build_actions(self) -> None:
        mb = self.menuBar()
        K = QKeySequence.StandardKey
        fm = mb.addMenu(tr("&File"))
        self.new_act = self._act(tr("&New…"), self.new_file, K.New, tr("New scenario: choose the grid"))
        self.open_act = self._act(tr("&Open…"), self.open_dialog, K.Open, tr("Open a scenario file"))
        fm.addAction(self.new_act)
        kinds.add_new_bbg_actions(self, fm)  # the BBG files open in their own window (editor/table)
        fm.addAction(self.open_act)
        fm.addAction(self._act(tr("Open the &demo battle"), lambda: self.open_file(str(demo_path()))))
        self.recent_menu = fm.addMenu(tr("Open &recent"))
        self._fill_recent()
        fm.addSeparator()
        self.save_act = self._act(tr("&Save"), self.save, K.Save, tr("Save the scenario"))
        self.save_as_act = self._act(tr("Save &as…"), self.save_as, K.SaveAs, tr("Save under a new name"))
        fm.addAction(self.save_act)
        fm.addAction(self.save_as_act)
        # File → Export: one action per format (PDF: editor/printing.py; TMX, VASSAL: editor/exports.py)
        self.export_menu = fm.addMenu(tr("&Export"))
        self.export_menu.addAction(self._act(tr("Map as &PNG…"), self.export_png, "Ctrl+E",
                                             tr("Draw the map (and counters) to a PNG with the shared renderer")))
        self.export_menu.addAction(self._act(tr("Map as P&DF…"), self.export_pdf, "Ctrl+Shift+E",
                                             tr("The map at true scale as a vector PDF, one sheet or tiled")))
        self.export_menu.addAction(self._act(tr("&Counter sheets (PDF)…"), self.export_counters, None,
                                             tr("Every counter, fronts and backs mirrored for duplex printing")))
        self.export_menu.addAction(self._act(tr("&Tiled map (TMX)…"), self.export_tmx, None,
                                             tr("A hexagonal Tiled map: terrain tiles, counters, places, hexsides")))
        self.export_menu.addAction(self._act(tr("&VASSAL module…"), self.export_vassal, None,
                                             tr("A VASSAL module: the board and its hex grid, pieces, set-up, dice")))
        fm.addAction(self._act(tr("Print pre&view…"), lambda: self.print_map(True), None,
                               tr("The printed map's pages, as they will come out of the printer")))
        fm.addAction(self._act(tr("&Print map…"), lambda: self.print_map(False), QKeySequence.StandardKey.Print,
                               tr("Print the map at true scale, tiled over the printer's paper")))
        fm.addAction(self._act(tr("&Import counter sheet…"), self.import_sheet, "Ctrl+Shift+I",
                               tr("Cut a scanned counter sheet into units and leaders with their images")))
        fm.addSeparator()
        fm.addAction(self._act(tr("&Quit"), self.close, K.Quit))

        em = mb.addMenu(tr("&Edit"))
        self._make_undo_actions()
        em.addAction(self.undo_act)
        em.addAction(self.redo_act)
        em.addSeparator()
        em.addAction(self._act(tr("&Duplicate"), self.armies.duplicate, "Ctrl+D",
                               tr("Duplicate the selected leader or unit with the next id")))
        em.addSeparator()
        em.addAction(self._act(tr("Scenario &settings…"), self.edit_settings, "Ctrl+,",
                               tr("Title, turns, ruleset, reinforcements, special rules, victory")))

        vm = mb.addMenu(tr("&View"))
        vm.addAction(self._act(tr("Zoom &in"), self.view.zoom_in, K.ZoomIn))
        vm.addAction(self._act(tr("Zoom &out"), self.view.zoom_out, K.ZoomOut))
        vm.addAction(self._act(tr("&Fit the map"), self.view.fit, "Ctrl+0", tr("Show the whole map")))
        vm.addAction(self._act(tr("&100 %"), self.view.zoom_actual, "Ctrl+1",
                               tr("Hexes as wide as the renderer draws them")))
        vm.addSeparator()
        lm = vm.addMenu(tr("&Layers"))
        self.layer_actions: dict[str, QAction] = {}
        for i, (key, text) in enumerate(LAYERS):
            a = self._act(tr(text), None, f"Alt+{i + 1}" if i < 9 else None,
                          tr("Show or hide: {layer}").format(layer=tr(text).lower()), checkable=True)
            a.setChecked(key in self.view.layers)
            a.toggled.connect(lambda on, key=key: self.view.set_layer(key, on))
            lm.addAction(a)
            self.layer_actions[key] = a
        vm.addSeparator()
        self.legend_act = self.legend.toggleViewAction()
        self.legend_act.setIcon(svg_icon("legend"))
        self.legend_act.setShortcut(QKeySequence("Ctrl+L"))
        self.legend_act.setStatusTip(
            tr("Show or hide the legend: what every mark of the map means, with its rule"))
        vm.addAction(self.legend_act)
        minimap = self._act(tr("&Minimap"), self._want_minimap, "Ctrl+M", checkable=True)
        minimap.setChecked(True)
        vm.addAction(minimap)
        for dock in (self.armies, self.validation, self.history):
            vm.addAction(dock.toggleViewAction())
        vm.addSeparator()
        self.add_language_menu(vm)

        mm = mb.addMenu(tr("&Map"))
        mm.addAction(self._act(tr("&Background image…"), self.edit_background, "Ctrl+B",
                               tr("Load a scanned map and fit the grid onto it")))
        mm.addAction(self._act(tr("&Read terrain from the scan…"), self.read_scan_terrain, None,
                               tr("Classify every hex's terrain and level from the scan, taught by a few samples")))
        self.tools_menu = mb.addMenu(tr("&Tools"))  # filled by _build_tools
        self.help_menu = hm = mb.addMenu(tr("&Help"))
        guide = self._act(tr("Editor &guide"), lambda: self.show_help("editor.md"), K.HelpContents,
                          tr("The user's guide of the editor, with pictures (docs/editor.md)"))
        guide.setIcon(svg_icon("help"))
        hm.addAction(guide)
        hm.addAction(self._act(tr("&Playing guide"), lambda: self.show_help("play.md"), None,
                               tr("How to play a scenario through in the editor (docs/play.md)")))
        hm.addAction(self._act(tr("&Counter sheets guide"), lambda: self.show_help("sheets.md"), None,
                               tr("Cutting scanned counter sheets into units (docs/sheets.md)")))
        hm.addSeparator()
        hm.addAction(self._act(tr("&Keyboard shortcuts"), self.show_shortcuts, "Ctrl+F1",
                               tr("Every key of the editor, read from its menus and tools")))
        hm.addAction(self._act(tr("&About Banneret"), self.about))

        self.file_bar = tb = QToolBar(tr("File"))
        tb.setObjectName("file-toolbar")
        SP = QStyle.StandardPixmap
        for a, sp in ((self.new_act, SP.SP_FileIcon), (self.open_act, SP.SP_DirOpenIcon),
                      (self.save_act, SP.SP_DialogSaveButton), (self.undo_act, SP.SP_ArrowBack),
                      (self.redo_act, SP.SP_ArrowForward)):
            a.setIcon(self.style().standardIcon(sp))
            tb.addAction(a)
        self.addToolBar(tb)

    def _build_tools(self) -> None:
        tb = QToolBar(tr("Tools"))
        tb.setObjectName("tools-toolbar")
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        self.addToolBar(Qt.ToolBarArea.LeftToolBarArea, tb)
        self.options_bar = QToolBar(tr("Tool options"))
        self.options_bar.setObjectName("tool-options")
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.options_bar)
        group = QActionGroup(self)
        self.tool_actions: dict[str, QAction] = {}
        for cls in TOOL_CLASSES:
            tool = cls(self.doc, self.view, self.tool_settings)
            tool.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
            self.tools[tool.name] = tool
            a = QAction(tool_icon(tool.name), tr(tool.label), self)
            a.setShortcut(QKeySequence(tool.shortcut))
            a.setCheckable(True)
            a.setToolTip(tool.tooltip)
            a.setStatusTip(tr(tool.tip))
            a.triggered.connect(lambda _=False, n=tool.name: self.set_tool(n))
            group.addAction(a)
            tb.addAction(a)
            self.tools_menu.addAction(a)
            self.tool_actions[tool.name] = a
        self.tools["picker"].picked_callback = lambda: self.set_tool(self._previous_tool)
        self.set_tool("select")

    def set_tool(self, name: str) -> None:
        current = self.view.tool.name if self.view.tool else None
        if current and current != "picker" and name != current:
            self._previous_tool = current
        tool = self.tools[name]
        self.view.set_tool(tool)
        self.tool_actions[name].setChecked(True)
        self.options_bar.clear()
        w = tool.options()
        if w is not None:
            self.options_bar.addWidget(w)
        else:  # the tool's name only: its long tip goes to the status bar, never widens the window
            self.options_bar.addWidget(QLabel(f"  {tr(tool.label)}"))
        self.statusBar().showMessage(f"{tr(tool.label)}: {tr(tool.tip)}", 5000)
        self.view.setFocus()

    # -- document ----------------------------------------------------------------------------------------
    def _connect_doc(self) -> None:
        # methods, not lambdas: the connections go with the window when a language switch replaces it
        self.doc.modifiedChanged.connect(self._update_title)
        self.doc.pathChanged.connect(self._update_title)
        self.doc.selectionChanged.connect(self._selection_changed)
        self.doc.mapChanged.connect(self._map_edited)
        self.doc.setupChanged.connect(self._setup_edited)

    def set_document(self, doc: Document) -> None:
        old = self.doc
        if self.recovery_file(old) != doc.recovery_path:  # not the file the new document was recovered from
            self._drop_recovery(old)
        doc.setParent(self)
        self.doc = doc
        self.view.set_document(doc)
        for tool in self.tools.values():
            tool.set_document(doc)
        self.armies.set_document(doc)
        self.validation.set_document(doc)
        self.undo_view.setStack(doc.undo)
        self.legend.set_colour(self._side_colour())
        for name in ("undo_act", "redo_act"):
            getattr(self, name).deleteLater()
        self._make_undo_actions()  # on the new document's stack
        edit_menu = self.menuBar().actions()[1].menu()
        first = edit_menu.actions()[0] if edit_menu.actions() else None
        edit_menu.insertAction(first, self.redo_act)
        edit_menu.insertAction(self.redo_act, self.undo_act)
        SP = QStyle.StandardPixmap
        self.undo_act.setIcon(self.style().standardIcon(SP.SP_ArrowBack))
        self.redo_act.setIcon(self.style().standardIcon(SP.SP_ArrowForward))
        self.file_bar.addAction(self.undo_act)  # the old ones left the toolbar when they were deleted
        self.file_bar.addAction(self.redo_act)
        self._connect_doc()
        self.set_tool(self.view.tool.name if self.view.tool else "select")
        self._update_title()
        self.view.map_item.painter.error_hexes = {}
        if doc.load_findings:
            self.validation.show_findings(doc.load_findings, "as loaded")
        if hasattr(self, "watcher"):
            self._watch()
        old.deleteLater()

    def _side_colour(self) -> str:
        """The legend's counters take the first side's colour."""
        sides = self.doc.scenario.sides
        return sides[0].colour if sides else "#3a62b8"

    def _hover(self, h) -> None:
        self.hex_label.setText(hex_status(self.doc, h))

    def _want_minimap(self, on: bool) -> None:
        self.view.set_minimap_wanted(on)  # a method: the action goes with the view (a language switch)

    def _status_hex(self):
        """The hex the status bar describes: the one under the mouse, else the selected one."""
        h = self.view._hover
        sel = self.doc.selection
        if h is None and sel and sel[0] == "hex":
            h = sel[1]
        return h

    def _map_edited(self, _layers, hexes) -> None:
        self._setup_edited(hexes)

    def _setup_edited(self, hexes) -> None:
        """An edit under the mouse (a brush stroke, a counter placed): the status bar says the hex as it is now,
        not as it was when the mouse came into it."""
        h = self._status_hex()
        if h is None or (hexes is not None and h not in hexes):
            return
        play = getattr(self, "play", None)  # play mode describes the game's hexes itself
        if play is None or not play.active:
            self.hex_label.setText(hex_status(self.doc, h))

    def _selection_changed(self, sel) -> None:
        if sel and sel[0] == "hex":
            self.hex_label.setText(hex_status(self.doc, sel[1]))

    def _counter_dropped(self, kind: str, ident: str, h) -> None:
        if place_counter(self.doc, kind, ident, h, tell=lambda text: self.statusBar().showMessage(text, 8000)):
            self.doc.select(kind, ident)
            self.set_tool("select")

    def _findings_changed(self, findings: list[Finding]) -> None:
        marks: dict = {}
        g = self.doc.scenario.grid
        for f in findings:
            if not f.hex:
                continue
            try:
                h = g.parse_label(f.hex)
            except ValueError:
                continue
            if marks.get(h) != "error":
                marks[h] = f.severity
        painter = self.view.map_item.painter
        if marks != painter.error_hexes:
            changed = {h for h in set(marks) | set(painter.error_hexes) if marks.get(h) != painter.error_hexes.get(h)}
            painter.error_hexes = marks
            self.view.map_item.mark_hexes(changed)

    def go_to_finding(self, f: Finding) -> None:
        g = self.doc.scenario.grid
        if f.hex:
            try:
                h = g.parse_label(f.hex)
            except ValueError:
                h = None
            if h is not None and g.contains(h):
                self.doc.select("hex", h)
                self.view.center_on_hex(h)
                return
        if f.object:
            for kind in ("unit", "leader", "side", "generic"):
                if self.armies.select(kind, f.object):
                    self.armies.show()
                    self.armies.raise_()
                    return
        self.statusBar().showMessage(f"{f.code}: {f.message}", 8000)

    # -- files -------------------------------------------------------------------------------------------
    def new_file(self) -> None:
        from ..dialogs.newmap import NewMapDialog

        if not self.maybe_save():
            return
        dlg = NewMapDialog(self)
        if dlg.exec():
            self.set_document(Document(dlg.scenario()))

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        start = str(Path(self.doc.path).parent) if self.doc.path else str(demo_path().parent)
        path, _ = QFileDialog.getOpenFileName(self, tr("Open a scenario"), start, tr(FILTER))
        if path:
            self.open_file(path, ask=False)

    def open_file(self, path: str, ask: bool = True) -> bool:
        """Read the file on a worker thread with progress and Cancel (editor/progress.py); False when it
        cannot be opened or the user cancelled, the open document untouched either way."""
        if kinds.kind_of(path) != "hex":  # a BBG file: its own window (editor/table), this one untouched
            return kinds.open_in_window(path, self.settings) is not None
        if ask and not self.maybe_save():
            return False
        name = Path(path).name
        phases = read_phases()
        self.statusBar().showMessage(tr("Opening {name}…").format(name=name))
        try:
            done, loaded = run_cancellable(
                self, tr("Opening"), tr("Opening {name}…").format(name=name),
                lambda steps: read_file(path, lambda phase: steps(phases.get(phase, ""))), len(phases))
            if not done or loaded is None:
                self.statusBar().showMessage(tr("Opening {name} cancelled: nothing changed").format(name=name), 6000)
                return False
            with busy(self, tr("Drawing {name}…").format(name=name)):
                doc = Document.from_loaded(loaded)
                self.set_document(doc)
                # painted now: a big map's overview image is drawn in bands between events after this
                # (1.4-1.9 s in all on 200 x 200, editor/hexmap/mapitem.py), the window answering meanwhile
                self.view.viewport().repaint()
        except OpenError as e:
            lines = "\n".join(f.format(Path(path).name) for f in e.findings[:12])
            more = ("\n" + tr("… and {count} more").format(count=len(e.findings) - 12)
                    if len(e.findings) > 12 else "")
            QMessageBox.critical(self, tr("Cannot open the file"),
                                 tr("{name} cannot be opened as a scenario:\n\n{lines}{more}").format(
                                     name=Path(path).name, lines=lines, more=more))
            return False
        self._add_recent(doc.path)
        errors = sum(f.severity == "error" for f in doc.load_findings)
        if errors:
            self.statusBar().showMessage(tr("Opened with {errors} error(s): see Validation").format(
                errors=errors), 10000)
            self.validation.show()
        return True

    def import_sheet(self) -> None:
        from .sheets.dialog import open_sheet_import  # counter sheets (issue 8): editor/sheets

        open_sheet_import(self)

    def export_png(self) -> None:
        from rules.map.render import render_map, save_png

        start = str(Path(self.doc.path).with_suffix(".png")) if self.doc.path else "map.png"
        path, _ = QFileDialog.getSaveFileName(self, tr("Export the map as PNG"), start, tr("PNG images (*.png)"))
        if not path:
            return
        scale, ok = QInputDialog.getInt(self, tr("Export"), tr("Hex width in pixels:"), 64, 8, 512)
        if not ok:
            return
        units = QMessageBox.question(self, tr("Export"), tr("Draw the counters too?")) == QMessageBox.StandardButton.Yes
        scenario = self.doc.scenario

        def work(steps) -> None:  # on a worker thread (editor/progress.py); the window takes no edits meanwhile
            steps(tr("Drawing the map"))
            image = render_map(scenario, scale=scale, units=units)
            steps.commit(tr("Writing the PNG"))
            save_png(image, path)

        self.statusBar().showMessage(tr("Rendering…"))
        try:
            done, _ = run_cancellable(self, tr("Export"), tr("Exporting {name}…").format(name=Path(path).name),
                                      work, 2)
        except (OSError, ValueError, MemoryError) as e:
            QMessageBox.critical(self, tr("Export failed"), tr("The map could not be exported: {error}").format(
                error=e))
            return
        self.statusBar().showMessage(tr("Exported {path}").format(
            path=path) if done else tr("Export cancelled: nothing was written"),
                                     6000)

    def export_pdf(self) -> None:
        from ..printing import export_map_pdf  # Qt Print Support and reportlab only when asked for

        export_map_pdf(self)

    def export_counters(self) -> None:
        from ..printing import export_counter_sheets

        export_counter_sheets(self)

    def export_tmx(self) -> None:
        from ..exports import export_tiled

        export_tiled(self)

    def export_vassal(self) -> None:
        from ..exports import export_vassal_module

        export_vassal_module(self)

    def print_map(self, preview: bool) -> None:
        from ..printing import print_map

        print_map(self, preview)

    # -- dialogs -----------------------------------------------------------------------------------------
    def edit_settings(self) -> None:
        from ..dialogs.settings import SettingsDialog

        dlg = SettingsDialog(self.doc, self)
        if dlg.exec():
            dlg.apply()

    def edit_background(self) -> None:
        from ..dialogs.background import BackgroundDialog

        if getattr(self, "_bg_dialog", None) is None or self._bg_dialog.doc is not self.doc:
            self._bg_dialog = BackgroundDialog(self.doc, self.view, self)
        self._bg_dialog.show()
        self._bg_dialog.raise_()

    def read_scan_terrain(self) -> None:
        from ..scan.review import ScanTerrainDialog  # editor/scan/: the dialog and its apply

        if getattr(self, "_scan_dialog", None) is None or self._scan_dialog.doc is not self.doc:
            self._scan_dialog = ScanTerrainDialog(self.doc, self, self.view)
        self._scan_dialog.show()
        self._scan_dialog.raise_()

    def language_refused(self) -> str:
        """Why the language cannot change now ("" when it can): a window with work of its own is open (the
        rebuild would close it); MainWindow also refuses while a game is played."""
        for dlg in self._work_windows():
            if dlg is not None and shiboken6.isValid(dlg) and dlg.isVisible():
                return tr("The language changes when no working window is open: close “{name}” first.").format(
                    name=dlg.windowTitle())
        return ""

    def _work_windows(self) -> list:
        """The modeless windows holding work of their own, children of this window."""
        return [getattr(self, "_sheet_import", None), getattr(self, "_bg_dialog", None)]

    def rebuild(self) -> EditWindow:
        """A new window of this class in the language now installed, adopting this one's document (its unsaved
        edits, undo history, selection, recovery file), geometry, docks and tool bars, map position, zoom, layers
        and tool; this one then closes without asking anything and is deleted.

        Why a new window and not a retranslation of each widget: every menu, dock, tool bar, tool option and play
        panel builds its words once, in a hundred places; rebuilding them all is the one way that cannot forget
        one, and what the window shows besides the words is its document, which is kept whole."""
        doc = self.doc
        try:
            new = type(self)(doc, self.settings)  # takes the document as its child
        except Exception:
            doc.setParent(self)  # back before the half-built window goes, and the document with it
            for half in QApplication.topLevelWidgets():  # the half-built window: stilled, never shown
                if isinstance(half, EditWindow) and half is not self and getattr(half, "doc", None) is doc:
                    half._still()
            raise
        self._release_document()
        new.restoreGeometry(self.saveGeometry())
        new.restoreState(self.saveState())
        for key, a in self.layer_actions.items():
            new.layer_actions[key].setChecked(a.isChecked())
        new.view.set_minimap_wanted(self.view.minimap_wanted)
        tool = self.view.tool.name if self.view.tool else "select"
        if tool in new.tools:
            new.set_tool(tool)
        new._previous_tool = self._previous_tool
        centre = self.view.mapToScene(self.view.viewport().rect().center())
        new._carried_view = (self.view.transform(), centre)
        self._hand_over(new)
        self._replaced_by = new
        if self.isVisible():
            new.setWindowState(self.windowState())
            new.show()
        self._replaced = True
        self.close()
        self.deleteLater()
        return new

    def _release_document(self) -> None:
        """Let the document go before the window is deleted: the map item is no QObject, so its connections to
        the document and its timers do not end with it."""
        item, doc = self.view.map_item, self.doc
        for signal, slot in ((doc.mapChanged, item._on_map_changed), (doc.setupChanged, item._on_setup_changed),
                             (doc.armiesChanged, item.refresh), (doc.settingsChanged, item.refresh)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):  # already gone
                pass
        for timer in (item._gesture_timer, item._finish_timer):  # no parent: they would outlive the item
            timer.stop()
        self.view.scene().removeItem(item)  # ours now, not deleted under a timer's feet with the scene
        self._released_item = item

    def _still(self) -> None:
        """A window a failed rebuild left half-built: nothing of it acts on the document any more (not deleted:
        deleting it took the old window's undo and redo actions with it)."""
        for name in ("autosave_timer", "watcher"):
            obj = getattr(self, name, None)
            if isinstance(obj, QTimer):
                obj.stop()
            elif isinstance(obj, QFileSystemWatcher) and obj.files():
                obj.removePaths(obj.files())
        if hasattr(self, "view") and hasattr(self.view, "map_item"):
            self._release_document()
        if hasattr(self, "validation"):
            self.validation.set_document(Document())  # its checks follow an empty document, not ours
        self.hide()

    def _hand_over(self, new: EditWindow) -> None:
        """What a mode keeps beyond the document (MainWindow: a test game kept after leaving play)."""

    def show_shortcuts(self) -> None:
        from ..dialogs.shortcuts import ShortcutsDialog

        ShortcutsDialog(self).exec()

    def about(self) -> None:
        QMessageBox.about(self, tr("About Banneret"), tr("<b>Banneret</b> — scenario editor for Frédéric Bey's "
                          "<i>Au fil de l'épée</i>."))

    # -- window ------------------------------------------------------------------------------------------
    def _restore_layout(self) -> None:
        geo = self.settings.value("geometry")
        state = self.settings.value("state")
        if isinstance(geo, QByteArray | bytes):
            self.restoreGeometry(geo)
        if isinstance(state, QByteArray | bytes):
            self.restoreState(state)

    def _add_modes(self) -> None:
        """Modes that live on top of the editing window (MainWindow adds test-play)."""

    def can_close(self) -> bool:
        """Whether the modes let the window close (a game in progress asks first)."""
        return True

    def closeEvent(self, e) -> None:  # noqa: N802
        if getattr(self, "_replaced", False):  # a language switch: the new window has the document and its work
            e.accept()
            return
        if not self.can_close() or not self.maybe_save():
            e.ignore()
            return
        self._drop_recovery(self.doc)
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("state", self.saveState())
        e.accept()


def read_phases() -> dict[str, str]:
    """The reader's phases (rules/scenario/files.py: READ_PHASES) as the progress dialog says them."""
    return {"read": tr("Reading the file"), "yaml": tr("Reading the YAML"), "schema": tr("Checking the format"),
            "model": tr("Building the scenario"), "checks": tr("Checking the rules")}


def pending_recoveries() -> list[recovery.Recovery]:
    return recovery.pending(recovery_dir())


def offer_recovery(window: EditWindow) -> bool:
    """After a crash: offer unsaved work back, newest first, one document at a time. Open: that document is
    recovered (its recovery file stays until it is saved or closed); Discard: that file goes and the next is
    offered. Other documents' recovery files are left for the next start. True when one was opened."""
    for r in pending_recoveries():
        original = r.original or tr("an untitled scenario")
        answer = QMessageBox.question(
            window, tr("Recover unsaved work?"),
            tr("Banneret did not close normally. Unsaved work on {original} was kept at {when}.\n\nOpen it?").format(
                original=original, when=r.when),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Open)
        if answer == QMessageBox.StandardButton.Cancel:
            return False
        if answer != QMessageBox.StandardButton.Open:
            recovery.drop(r.path)
            continue
        try:
            doc = recovery.open_recovery(r)
        except OpenError as e:
            QMessageBox.warning(window, tr("Cannot recover"), tr("The recovery file {path} cannot be read: "
                                                                 "{error}. It is kept there.").format(
                                                                     path=r.path, error=e))
            continue
        if not isinstance(doc, Document):  # a BBG file's work: in its own window (editor/table)
            kinds.keep(kinds.window_module("bbg").open_recovered(doc, window.settings))
            return True
        if not isinstance(window, EditWindow):  # started on a BBG file: the hex scenario in a window of its own
            window = kinds.window_module("hex").MainWindow(doc, window.settings)
            window.show()
            kinds.keep(window)
        else:
            window.set_document(doc)
        # mark as modified: the recovered work is not in the scenario file yet
        from ..commands import PartsCommand

        doc.push(PartsCommand(doc, tr("Recovered work"), {"title": doc.scenario.title}, {"title": doc.scenario.title}))
        return True
    return False


__all__ = ["EditWindow", "offer_recovery", "QWidget"]
