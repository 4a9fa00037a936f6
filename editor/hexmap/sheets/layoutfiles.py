"""The sheet-import dialog's files: the scans it opens and the layout it opens and saves (a mixin of
SheetImportDialog: the methods use its layout, drafts and widgets)."""

from __future__ import annotations

import copy
from pathlib import Path

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import QFileDialog

from rules.sheets.layout import (
    BackSheet,
    Cell,
    SheetError,
    SheetGrid,
    SheetImage,
    SheetLayout,
    load_layout,
    relative_image_path,
    save_layout,
    sheet_image_size,
)

from ...i18n import tr
from .drafts import Draft

# file dialog filters, translated where shown: tr(IMAGES)
IMAGES = QT_TR_NOOP("Sheet scans (*.png *.jpg *.jpeg *.tif *.tiff)")
OPEN_FILTER = QT_TR_NOOP("Sheet scans and layouts (*.png *.jpg *.jpeg *.tif *.tiff *.yaml *.yml);;"
                         "Sheet scans (*.png *.jpg *.jpeg *.tif *.tiff);;Sheet layouts (*.yaml *.yml);;All files (*)")
LAYOUTS = QT_TR_NOOP("Sheet layouts (*.yaml *.yml);;All files (*)")
MAX_LISTED = 12  # findings listed in a message


def default_layout(image: str, size: tuple[int, int] | None) -> SheetLayout:
    """A first grid to drag into place: 4 rows of 5 counters over most of the image."""
    w, h = size or (500, 400)
    s = float(max(1, round(min(w / 6, h / 5))))
    return SheetLayout(SheetImage(image), SheetGrid((s / 2, s / 2), (s, s), 4, 5))


class LayoutFiles:
    """Open and save: scans (front, back) and layouts (with the cell assignments). Uses the dialog's `doc`,
    `layout_`, `layout_path`, `drafts`, `undo` and widgets."""

    def _base_dir(self) -> Path | None:
        if self.layout_path is not None:
            return self.layout_path.parent
        if self.layout_ is not None and self.layout_.base_dir is not None:
            return Path(self.layout_.base_dir)
        return self.doc.base_dir

    def _relative(self, image: str | Path) -> tuple[str, Path]:
        base = self._base_dir() or Path(image).resolve().parent
        return relative_image_path(image, base / "layout.yaml"), base

    def set_front_image(self, path: str | Path) -> None:
        rel, base = self._relative(path)
        if self.layout_ is None:
            probe = SheetLayout(SheetImage(rel), SheetGrid((0.0, 0.0), (1.0, 1.0), 1, 1), base_dir=base)
            try:
                size = sheet_image_size(probe, "front")
            except SheetError as e:
                self.tell(tr("Cannot open the scan"), e.finding.message)
                return
            new = default_layout(rel, size)
            new.base_dir = base
            self.change_layout(new, tr("Open the front scan"))
            self.canvas.fit()
            return
        new = copy.deepcopy(self.layout_)
        new.base_dir = new.base_dir or base
        new.front = SheetImage(relative_image_path(path, Path(new.base_dir) / "layout.yaml"))
        self.change_layout(new, tr("Front scan"))

    def set_back_image(self, path: str | Path) -> None:
        if self.layout_ is None:
            self.tell(tr("Open the fronts first"), tr("Open the scan with the fronts first; then its backs."))
            return
        new = copy.deepcopy(self.layout_)
        base = Path(new.base_dir) if new.base_dir is not None else self._relative(path)[1]
        new.base_dir = base
        pairing = new.back.pairing if new.back is not None else "mirror-columns"
        new.back = BackSheet(SheetImage(relative_image_path(path, base / "layout.yaml")), pairing)
        self.change_layout(new, tr("Back scan"))

    def open_dialog(self) -> None:
        start = str(self._base_dir() or Path.home())
        path, _ = QFileDialog.getOpenFileName(self, tr("Open a sheet scan or layout"), start, tr(OPEN_FILTER))
        if path:
            self.open_path(path)

    def open_path(self, path: str | Path) -> None:
        if Path(path).suffix.lower() in (".yaml", ".yml"):
            self.open_layout(path)
        else:
            self.set_front_image(path)

    def open_front_dialog(self) -> None:
        start = str(self._base_dir() or Path.home())
        path, _ = QFileDialog.getOpenFileName(self, tr("Open the scan with the fronts"), start, tr(IMAGES))
        if path:
            self.set_front_image(path)

    def open_back_dialog(self) -> None:
        start = str(self._base_dir() or Path.home())
        path, _ = QFileDialog.getOpenFileName(self, tr("Open the scan with the backs"), start, tr(IMAGES))
        if path:
            self.set_back_image(path)

    def open_layout(self, path: str | Path) -> bool:
        layout, findings = load_layout(path)
        if layout is None:
            lines = "\n".join(f.format(Path(path).name) for f in findings[:MAX_LISTED])
            self.tell(tr("Cannot open the layout"), tr("{name} cannot be opened as a sheet layout:\n\n{lines}").format(
                name=Path(path).name, lines=lines))
            return False
        if not self.maybe_discard():
            return False
        self.layout_path = Path(path).resolve()
        self.drafts, self.extra, self.current = {}, [], None
        for cell, ident in layout.cells.items():
            self.drafts[cell] = self._draft_for_assignment(cell, ident)
        self.undo.clear()
        self.set_layout(layout)
        self.flush()
        self.canvas.fit()
        self._update_state()
        return True

    def _draft_for_assignment(self, cell: Cell, ident: str) -> Draft:
        """A cell the layout assigns: the counter's values when the scenario has it (a repeat), else its id."""
        for side in self.doc.scenario.sides:
            for c in (*side.units, *side.leaders):
                if c.id == ident:
                    return Draft.from_counter(cell, side.id, c)
        d = self._new_draft(cell)
        d.id, d.id_auto = ident, False
        return d

    def assignments(self) -> dict[Cell, str]:
        """Which counter is in which cell: the layout's, with what was entered here on top."""
        lay = self.layout_
        assert lay is not None
        out = {c: v for c, v in lay.cells.items() if c not in lay.empty}
        for cell, d in self.drafts.items():
            if d.entered and d.id.strip() and cell not in lay.empty and 0 <= cell[0] < lay.grid.rows \
                    and 0 <= cell[1] < lay.grid.columns:
                out[cell] = d.id.strip()
        return out

    def save(self) -> bool:
        if self.layout_path is None:
            return self.save_as()
        return self.save_layout_to(self.layout_path)

    def save_as(self) -> bool:
        if self.layout_ is None:
            return False
        stem = Path(self.layout_.front.image).stem or "counters"
        start = self.layout_path or (self._base_dir() or Path.home()) / f"{stem}.sheet.yaml"
        path, _ = QFileDialog.getSaveFileName(self, tr("Save the sheet layout as"), str(start), tr(LAYOUTS))
        if not path:
            return False
        if not Path(path).suffix:
            path += ".yaml"
        return self.save_layout_to(path)

    def save_layout_to(self, path: str | Path) -> bool:
        if self.layout_ is None:
            return False
        lay = copy.deepcopy(self.layout_)
        lay.cells = self.assignments()
        try:
            saved = save_layout(lay, path)
        except OSError as e:
            self.tell(tr("Cannot save the layout"), tr("{path} could not be written: {error}.\n\nThe file on disk "
                                                       "is unchanged; the layout is still here.").format(
                                                           path=path, error=e.strerror or e))
            return False
        self.layout_ = saved
        self.layout_path = Path(path).resolve()
        self.canvas.set_layout(saved)
        self.grid_form.load(saved, self._image_size("front"))
        self.undo.setClean()
        self._update_state()
        self.status.setText(tr("Saved the layout to {layout_path}").format(layout_path=self.layout_path))
        return True

