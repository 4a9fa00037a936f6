"""A sheet scan as the dialog shows it: a QImage of the scan, or a smaller copy of a huge one (a 1200-dpi A4
scan is 139 million pixels), with the factor between the two. Boxes are always in the scan's own pixels;
the crops written to disk are cut from the full scan by rules.sheets.layout, never from this."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PIL import Image
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage

from .images import pil_to_qimage

MAX_SHOWN_PIXELS = 40_000_000  # about 160 MB as RGBA: shown at full size below this


@dataclass
class Scan:
    image: QImage  # what is shown
    size: tuple[int, int]  # the scan's own size
    k: float  # shown pixels per scan pixel (1 unless the scan is huge)

    def part(self, box: tuple[int, int, int, int]) -> QImage:
        """The box (scan pixels) of the shown image (transparent where it leaves the image)."""
        left, top, right, bottom = box
        k = self.k
        x, y = math.floor(left * k), math.floor(top * k)
        w, h = max(1, math.ceil(right * k) - x), max(1, math.ceil(bottom * k) - y)
        return self.image.copy(QRect(x, y, w, h))


def scan_from(im: Image.Image) -> Scan:
    """A decoded scan (RGB or RGBA), shrunk for the screen when it is huge."""
    w, h = im.size
    shown = im
    if w * h > MAX_SHOWN_PIXELS:
        k = math.sqrt(MAX_SHOWN_PIXELS / (w * h))
        shown = im.resize((max(1, round(w * k)), max(1, round(h * k))), Image.Resampling.BILINEAR, reducing_gap=2.0)
    return Scan(pil_to_qimage(shown), (w, h), shown.width / w)
