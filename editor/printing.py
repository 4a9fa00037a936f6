"""File → Export (PDF map, counter sheets) and File → Print / Print preview, with progress and cancel.

Printing prints the export's own PDF pages: the map PDF is made in memory (rules/export/pdfmap.py) on the
printer's paper and each page is rasterised by PDFium (pypdfium2) at the printer's resolution (at most
`PRINT_DPI`) and painted on the whole sheet. One drawing code for screen, PNG, PDF and paper, so what the
preview shows is what the PDF holds; drawing the same primitives with QPainter would be a fourth copy of the
renderer to keep in step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QT_TR_NOOP, QMarginsF, QSizeF
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QMessageBox,
    QWidget,
)

from rules.export.paper import PAPER_MM, Cancelled
from rules.export.pdfcounters import CounterPrint, write_counters_pdf
from rules.export.pdfmap import MapPrint, map_pdf, write_map_pdf
from rules.scenario.model import printed_hex_mm

from .i18n import tr
from .progress import Cancelled as ProgressCancelled
from .progress import run_cancellable


class EditWindow(Protocol):
    """What exporting and printing need of the window (the editing window; known by this protocol only, so
    editwindow.py may import this module)."""

    doc: Any

    def statusBar(self) -> Any: ...

PRINT_DPI = 300  # A4 at 300 dpi is 2480 x 3508 px, 26 MB a page: enough for a map, bounded in memory
ONE_SHEET = QT_TR_NOOP("One sheet (the map's size)")  # tr(ONE_SHEET) where shown


def _base_dir(window: EditWindow) -> Path | None:
    return Path(window.doc.path).resolve().parent if window.doc.path else None


def run_with_progress(parent: QWidget, title: str, work: Callable[[Callable[[int, int, str], None]], object]):
    """Run `work(progress)` on a worker thread with a progress dialog and Cancel (editor/progress.py); None
    when cancelled (nothing was written). The map PDF's first step draws the whole map (seconds on 200 ×
    200): on the UI thread that froze the window with no dialog yet. The step that reaches the total is
    the last before writing: from there Cancel is refused, so a file is written whole or not at all."""
    def job(steps):
        def progress(done: int, total: int, what: str) -> None:
            if total and done >= total:
                steps.commit(what, done, total)
            else:
                steps(what, done, total)

        try:
            return work(progress)
        except Cancelled:  # the work's own cancel (rules/export/paper.py): the same as the user's
            raise ProgressCancelled from None

    done, value = run_cancellable(parent, title, title, job, 1)
    return value if done else None


def _options(parent: QWidget, title: str, counters: bool) -> dict | None:
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    form = QFormLayout(dialog)
    paper = QComboBox()
    paper.addItems([*PAPER_MM, *([] if counters else [tr(ONE_SHEET)])])
    form.addRow(tr("Paper"), paper)
    size = QDoubleSpinBox()
    size.setSuffix(tr(" mm"))
    size.setDecimals(1)
    if counters:
        size.setRange(8.0, 40.0)
        size.setValue(16.0)
        form.addRow(tr("Counter size"), size)
    else:
        size.setRange(5.0, 100.0)
        size.setValue(printed_hex_mm(parent.doc.scenario.scale))  # type: ignore[attr-defined]
        form.addRow(tr("Hex across the flats"), size)
    units = QCheckBox(tr("Draw the counters at setup"))
    units.setChecked(True)
    if not counters:
        form.addRow(units)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    form.addRow(buttons)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    chosen = paper.currentText()
    return {"paper": "sheet" if chosen == tr(ONE_SHEET) else chosen, "size": size.value(), "units": units.isChecked()}


def _save_name(window: EditWindow, what: str, suffix: str) -> str | None:
    start = str(Path(window.doc.path).with_name(Path(window.doc.path).stem + suffix)) if window.doc.path \
        else f"map{suffix}"
    path, _ = QFileDialog.getSaveFileName(window, what, start, tr("PDF documents (*.pdf)"))
    return path or None


def export_map_pdf(window: EditWindow) -> None:
    path = _save_name(window, tr("Export the map as PDF"), ".pdf")
    if not path:
        return
    opts = _options(window, tr("Export the map as PDF"), counters=False)
    if opts is None:
        return
    pr = MapPrint(paper=opts["paper"], units=opts["units"], hex_mm=opts["size"])
    _export(window, tr("Exporting the map"), path,
            lambda progress: write_map_pdf(window.doc.scenario, path, pr, _base_dir(window), progress))


def export_counter_sheets(window: EditWindow) -> None:
    path = _save_name(window, tr("Export the counter sheets"), "-counters.pdf")
    if not path:
        return
    opts = _options(window, tr("Export the counter sheets"), counters=True)
    if opts is None:
        return
    pr = CounterPrint(counter_mm=opts["size"], paper=opts["paper"])
    _export(window, tr("Exporting the counters"), path,
            lambda progress: write_counters_pdf(window.doc.scenario, path, pr, _base_dir(window), progress))


def _export(window: EditWindow, title: str, path: str, work) -> None:
    try:
        done = run_with_progress(window, title, work)
    except (OSError, ValueError) as e:
        QMessageBox.critical(window, tr("Export failed"), tr("{path} was not written: {error}").format(
            path=path, error=e))
        return
    window.statusBar().showMessage(tr("Exported {path}").format(
        path=path) if done is not None else tr("Export cancelled"), 6000)


# -- printing ------------------------------------------------------------------------------------------

def _paper_of(printer: QPrinter) -> str:
    ids = {QPageSize.PageSizeId.A3: "A3", QPageSize.PageSizeId.Letter: "Letter"}
    return ids.get(printer.pageLayout().pageSize().id(), "A4")


class PdfPrinter:
    """Paints a PDF's pages on a printer (or the preview's): one page of the PDF per sheet. `make(paper)` gives
    the PDF for the printer's paper (None: cancelled); it is made once per paper."""

    def __init__(self, make: Callable[[str], bytes | None]) -> None:
        self.make = make
        self._made: dict[str, bytes] = {}

    def pdf(self, paper: str) -> bytes | None:
        if paper not in self._made:
            got = self.make(paper)
            if got is None:
                return None
            self._made[paper] = got
        return self._made[paper]

    def paint(self, printer: QPrinter) -> int:
        """Print every page; returns how many were painted."""
        import pypdfium2 as pdfium

        paper = _paper_of(printer)
        data = self.pdf(paper)
        if data is None:
            return 0
        doc = pdfium.PdfDocument(data)
        first = doc[0]
        w, h = first.get_size()
        printer.setFullPage(True)
        layout = QPageLayout(QPageSize(QSizeF(w, h), QPageSize.Unit.Point, paper, QPageSize.SizeMatchPolicy.FuzzyMatch),
                             QPageLayout.Orientation.Portrait if h >= w else QPageLayout.Orientation.Landscape,
                             QMarginsF(0, 0, 0, 0))
        if h < w:  # a landscape PDF page on portrait-described paper: say so, Qt turns it
            layout.setPageSize(QPageSize(QSizeF(h, w), QPageSize.Unit.Point, paper,
                                         QPageSize.SizeMatchPolicy.FuzzyMatch))
        printer.setPageLayout(layout)
        dpi = min(printer.resolution(), PRINT_DPI)
        painter = QPainter()
        if not painter.begin(printer):
            return 0
        try:
            for i in range(len(doc)):
                if i:
                    printer.newPage()
                pil = doc[i].render(scale=dpi / 72).to_pil().convert("RGB")
                image = QImage(pil.tobytes(), pil.width, pil.height, 3 * pil.width, QImage.Format.Format_RGB888)
                painter.drawImage(painter.viewport(), image)
        finally:
            painter.end()
        return len(doc)


class MapPrinter(PdfPrinter):
    """The map PDF at true scale (rules/export/pdfmap.py), made with progress for the printer's paper."""

    def __init__(self, window: EditWindow) -> None:
        self.window = window
        super().__init__(self._map)

    def _map(self, paper: str) -> bytes | None:
        got = run_with_progress(self.window, tr("Preparing the pages"),
                                lambda progress: map_pdf(self.window.doc.scenario, MapPrint(paper=paper),
                                                         _base_dir(self.window), progress))
        return None if got is None else got[0]


def print_pages(window: QWidget, job: PdfPrinter, name: str, preview_title: str, preview: bool) -> None:
    """File → Print / Print preview of a PDF's pages (`job`), A4 unless the printer says otherwise."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setDocName(name)
    if preview:
        dialog = QPrintPreviewDialog(printer, window)
        dialog.setWindowTitle(preview_title)
        dialog.paintRequested.connect(job.paint)
        dialog.exec()
        return
    if QPrintDialog(printer, window).exec() == QDialog.DialogCode.Accepted:
        job.paint(printer)


def print_map(window: EditWindow, preview: bool) -> None:
    print_pages(window, MapPrinter(window), window.doc.scenario.title, tr("Print preview: the map at true scale"),
                preview)
