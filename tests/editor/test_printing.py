"""File → Export and File → Print: the export menu's actions write the PDFs, and printing paints the export's
own pages — printed here to a PDF printer, then rasterised and compared with the exported map."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from PIL import Image, ImageChops, ImageStat
from PySide6.QtGui import QPageSize
from PySide6.QtPrintSupport import QPrinter

from editor import printing
from rules.export.pdfmap import MapPrint, map_pdf


def test_the_export_menu_has_png_pdf_and_counter_sheets(window):
    names = [a.text() for a in window.export_menu.actions() if not a.isSeparator()]
    assert names[:3] == ["Map as &PNG…", "Map as P&DF…", "&Counter sheets (PDF)…"]


@pytest.mark.parametrize("what", ["map", "counters"])
def test_exporting_from_the_menu_writes_the_pdf(window, tmp_path, monkeypatch, what):
    out = tmp_path / f"{what}.pdf"
    monkeypatch.setattr(printing.QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    monkeypatch.setattr(printing, "_options", lambda *a, **k: {"paper": "A4", "size": 16.0, "units": True})
    seen = []
    real = printing.run_with_progress

    def watched(parent, title, work):
        return real(parent, title, lambda progress: work(lambda d, t, w: (seen.append((d, t)), progress(d, t, w))))

    monkeypatch.setattr(printing, "run_with_progress", watched)
    (printing.export_map_pdf if what == "map" else printing.export_counter_sheets)(window)
    doc = pdfium.PdfDocument(out.read_bytes())
    assert len(doc) >= 2
    assert seen[-1][0] == seen[-1][1] and len(seen) >= 3  # the progress went page by page to the end


def test_cancelling_an_export_writes_nothing(window, tmp_path, monkeypatch):
    out = tmp_path / "map.pdf"
    out.write_bytes(b"old")

    def cancel(*a):
        raise printing.Cancelled

    done = printing.run_with_progress(window, "t", lambda progress: (progress(0, 3, "x"), cancel(),
                                                                       printing.write_map_pdf(window.doc.scenario, out)))
    assert done is None and out.read_bytes() == b"old"


def test_printing_paints_the_exported_pages_at_their_size(window, tmp_path, monkeypatch):
    monkeypatch.setattr(printing, "PRINT_DPI", 72)  # quick: the painting, not the resolution, is tested
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A3))
    out = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(out))
    painted = printing.MapPrinter(window).paint(printer)
    exported, _ = map_pdf(window.doc.scenario, MapPrint(paper="A3"), None)
    want = pdfium.PdfDocument(exported)
    got = pdfium.PdfDocument(out.read_bytes())
    assert painted == len(got) == len(want)
    for a, b in zip(want, got, strict=True):
        assert sorted(b.get_size()) == pytest.approx(sorted(a.get_size()), abs=1.5)  # A3, in points
    # the printed first page looks like the exported one: the same colours in the same places
    a = want[0].render(scale=0.5).to_pil().convert("RGB")
    b = got[0].render(scale=0.5).to_pil().convert("RGB").resize(a.size)
    assert mean_difference(a, b) < 10  # a 72-dpi print, resampled
    assert mean_difference(a, Image.new("RGB", a.size, "white")) > 30  # what a blank print would measure


def mean_difference(a: Image.Image, b: Image.Image) -> float:
    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3


@pytest.mark.parametrize("what", ["tmx", "vassal"])
def test_the_export_menu_writes_a_tiled_map_and_a_vassal_module(window, tmp_path, monkeypatch, what):
    import xml.etree.ElementTree as ET
    import zipfile

    from editor import exports

    out = tmp_path / ("map.tmx" if what == "tmx" else "battle.vmod")
    monkeypatch.setattr(exports.QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    label = "&Tiled map (TMX)…" if what == "tmx" else "&VASSAL module…"
    action = next(a for a in window.export_menu.actions() if a.text() == label)
    action.trigger()
    if what == "tmx":
        root = ET.parse(out).getroot()
        assert root.get("orientation") == "hexagonal" and int(root.get("width")) == window.doc.scenario.grid.columns
        assert (tmp_path / "map-terrain.png").exists()
    else:
        names = zipfile.ZipFile(out).namelist()
        assert "buildFile.xml" in names and "moduledata" in names
    assert window.statusBar().currentMessage() == f"Exported {out}"
