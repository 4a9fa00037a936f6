"""Counter images for the map and the armies dock, and sheet scans as QImages for the import dialog.

Counter images are found as `banneret render` finds them: relative to the scenario's folder, or to the
counter library's for a side with `counters:`; a path that is absolute or goes through '..' is never opened
(the validator's image-outside). They are decoded with Pillow (PNG, JPEG, TIFF, EXIF orientation, 16-bit
greys), kept per file (a changed file is read again), and scaled per size on screen. An image that is
missing, unreadable or too big gives None: the caller draws the counter instead.
"""

from __future__ import annotations

import os
import stat
import warnings
from collections import OrderedDict
from pathlib import Path, PurePosixPath

from PIL import Image, ImageOps
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPixmap

from rules.fileio.guarded import open_guarded
from rules.fileio.images import to_rgb
from rules.scenario import model as m

from ...i18n import tr

MAX_COUNTER_PIXELS = 4_000_000  # a 1200-dpi crop is about 700 x 700; anything far bigger is not a counter
MAX_COUNTER_BYTES = 64 * 2**20  # as `render` draws (rules/map/render.py)
_DECODED: OrderedDict[tuple, QImage | None] = OrderedDict()
_SCALED: OrderedDict[tuple, QPixmap] = OrderedDict()
_DECODED_SIZE = 256
_SCALED_SIZE = 1024


def leaves_folder(text: str) -> bool:
    """Absolute, or through '..': such a path is never opened (as the renderer and the validator say)."""
    p = PurePosixPath(text.replace("\\", "/"))
    return p.is_absolute() or ".." in p.parts or (len(text) > 1 and text[1] == ":")


def side_image_dir(scenario_dir: Path | None, side: m.Side | None) -> Path | None:
    """Where a side's counter images are: the scenario's folder, or its counter library's."""
    if scenario_dir is None or side is None:
        return None
    if not side.counters:
        return scenario_dir
    return (scenario_dir / side.counters).parent


def image_file(base: Path | None, text: str | None) -> Path | None:
    """The file an image path names, when it may be opened and is a regular file."""
    if not text or base is None or leaves_folder(text):
        return None
    path = base / text
    try:
        st = path.stat()
    except (OSError, ValueError):
        return None
    return path if stat.S_ISREG(st.st_mode) else None


def pil_to_qimage(im: Image.Image) -> QImage:
    """A Pillow image (RGB or RGBA) as a QImage that owns its pixels."""
    if im.mode == "RGBA":
        data = im.tobytes("raw", "RGBA")
        q = QImage(data, im.width, im.height, im.width * 4, QImage.Format.Format_RGBA8888)
    else:
        rgb = im if im.mode == "RGB" else im.convert("RGB")
        data = rgb.tobytes("raw", "RGB")
        q = QImage(data, rgb.width, rgb.height, rgb.width * 3, QImage.Format.Format_RGB888)
    return q.copy()  # detach from `data`


def _decode(path: Path) -> QImage | None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            # opened once by the guarded reader (a regular file within the cap), and decoded from that file
            with open_guarded(path, MAX_COUNTER_BYTES) as f, Image.open(f) as im:
                if im.width * im.height > MAX_COUNTER_PIXELS:
                    return None
                im.load()
                return pil_to_qimage(to_rgb(ImageOps.exif_transpose(im)))
    except Exception:  # Pillow raises many kinds on a damaged or foreign file: the counter is drawn instead
        return None


def counter_image(path: Path) -> QImage | None:
    """The decoded image of a file (cached while the file is unchanged), or None when it cannot be read."""
    try:
        st = path.stat()
    except OSError:
        return None
    key = (str(path), st.st_mtime_ns, st.st_size)
    if key in _DECODED:
        _DECODED.move_to_end(key)
        return _DECODED[key]
    got = _decode(path)
    _DECODED[key] = got
    while len(_DECODED) > _DECODED_SIZE:
        _DECODED.popitem(last=False)
    return got


def counter_pixmap(path: Path, box: int) -> QPixmap | None:
    """The image scaled to fit a box x box square (device pixels), keeping its proportions; cached per size."""
    box = max(1, min(int(box), 2048))
    try:
        st = path.stat()
    except OSError:
        return None
    key = (str(path), st.st_mtime_ns, st.st_size, box)
    got = _SCALED.get(key)
    if got is not None:
        _SCALED.move_to_end(key)
        return got
    img = counter_image(path)
    if img is None or img.isNull():
        return None
    scaled = img.scaled(box, box, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
    pm = QPixmap.fromImage(scaled)
    _SCALED[key] = pm
    while len(_SCALED) > _SCALED_SIZE:
        _SCALED.popitem(last=False)
    return pm


def forget() -> None:
    """Drop every cached image (tests; a folder of crops rewritten in place is noticed by its mtime anyway)."""
    _DECODED.clear()
    _SCALED.clear()


def describe(path: Path | None, text: str | None) -> str:
    """Why an image is not shown, for a tool tip."""
    if not text:
        return tr("no image")
    if leaves_folder(text):
        return tr("{path}: absolute or outside the scenario's folder; not opened").format(path=text)
    if path is None:
        return tr("{path}: not found").format(path=text)
    return os.fspath(path)
