"""Adding the entered counters to the open scenario: the checks first, then the crops written (with a
progress dialog), then the sides swapped in one undo step. Nothing is added when a check fails, a crop cannot
be read or written, or the designer cancels."""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from rules.fileio.atomic import Staged
from rules.fileio.findings import Finding
from rules.sheets.layout import SheetLayout
from rules.sheets.values import ApplyReport, apply_entries, check_entries, decode_sheets

from ...i18n import tr
from ..document import Document
from .drafts import Draft


@dataclass
class Checked:
    """The findings of a batch of drafts: per draft (by its index in the list), and all of them in order."""

    per_draft: dict[int, list[Finding]]
    all: list[tuple[Draft, Finding]]

    @property
    def errors(self) -> list[tuple[Draft, Finding]]:
        return [(d, f) for d, f in self.all if f.severity == "error"]

    @property
    def warnings(self) -> list[tuple[Draft, Finding]]:
        return [(d, f) for d, f in self.all if f.severity == "warning"]


def check_drafts(doc: Document, drafts: list[Draft], layout: SheetLayout | None) -> Checked:
    """The rules' ranges of every draft, and the batch against the scenario: ids free or the same kind on the
    same side, sides that exist, cells not empty nor used twice, banners carried by a leader."""
    per: dict[int, list[Finding]] = {i: list(d.findings()) for i, d in enumerate(drafts)}
    entries = [d.entry() for d in drafts]
    # the layout's own assignments are what this dialog is rewriting: compare cells, not old ids
    lay = replace(layout, cells={}) if layout is not None else None
    for f in check_entries(doc.scenario, entries, lay):
        if f.code == "no-cell":
            continue  # a leader entered for a new banner has no counter on this sheet: no images, as asked
        for i, d in enumerate(drafts):
            if d.id.strip() == f.object:
                per[i].append(f)
                if f.code == "banner-without-leader":
                    break  # reported once per banner: on the first unit that has it
    ordered = [(drafts[i], f) for i in sorted(per) for f in per[i]]
    return Checked(per, ordered)


def add_drafts(doc: Document, drafts: list[Draft], layout: SheetLayout, parent: QWidget | None) -> ApplyReport:
    """Write the crops and put the counters into the document as one undo step. Raises SheetError, OSError
    or Cancelled (the document and the crops' folder are then unchanged: the crops are written all or none)."""
    assert doc.path is not None
    sides = doc.part("sides")
    work = copy.copy(doc.scenario)  # the same scenario with copied sides: apply_entries changes only those
    work.sides = sides
    entries = [d.entry() for d in drafts]
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        decode_sheets(layout)  # a truncated scan writes nothing
    finally:
        QApplication.restoreOverrideCursor()
    dlg = QProgressDialog(tr("Writing the counter images…"), tr("Cancel"), 0, 1, parent)
    dlg.setWindowTitle(tr("Add to scenario"))
    dlg.setWindowModality(Qt.WindowModality.WindowModal)
    dlg.setMinimumDuration(300)
    dlg.setAutoClose(False)
    dlg.setAutoReset(False)

    def step(done: int, total: int) -> bool:
        dlg.setMaximum(max(1, total))
        dlg.setValue(done)
        dlg.setLabelText(tr("Writing the counter images… {done} of {total}").format(done=done, total=total))
        return not dlg.wasCanceled()

    staged = Staged()  # every crop or none: a full disk or Cancel halfway leaves the crops' folder as it was
    try:
        report = apply_entries(work, entries, layout, Path(doc.path), progress=step, staged=staged)
        staged.commit()
    except BaseException:
        staged.discard()
        raise
    finally:
        dlg.close()
        dlg.deleteLater()
    n = len(report.added) + len(report.updated)
    text = tr("Import 1 counter from a counter sheet") if n == 1 else \
        tr("Import {count} counters from a counter sheet").format(count=n)
    if not doc.edit(text, {"sides": sides}):
        doc.notify_parts(["sides"], None)  # the same values: the crops were rewritten, draw them again
    return report
