"""Icons: tools from the small SVG set in resources/icons/, terrains, hexside features and routes from the
legend's samples (rules/map/legend.py), which the renderer draws, so a toolbar and a picker look like the map."""

from __future__ import annotations

from functools import cache

from PIL import Image
from PySide6.QtGui import QIcon, QImage, QPixmap

from rules.map import legend
from rules.paths import resources_dir

ICON_PX = (16, 24, 32, 48)  # the sizes a terrain icon is drawn at: menus, combo boxes, toolbars, the legend


def icons_dir():
    return resources_dir() / "icons"


def pixmap(image: Image.Image) -> QPixmap:
    """A Pillow image as a QPixmap (RGBA, copied: Qt keeps no pointer into Pillow's buffer)."""
    rgba = image.convert("RGBA")
    q = QImage(rgba.tobytes(), rgba.width, rgba.height, 4 * rgba.width, QImage.Format.Format_RGBA8888)
    return QPixmap.fromImage(q.copy())


@cache
def svg_icon(name: str) -> QIcon:
    """resources/icons/NAME.svg (a null icon when there is none)."""
    path = icons_dir() / f"{name}.svg"
    return QIcon(str(path)) if path.is_file() else QIcon()


def tool_icon(name: str) -> QIcon:
    return svg_icon(name)


@cache
def terrain_icon(kind: str, seen_as: str | None = None) -> QIcon:
    """`seen_as`: the chart row a scenario terrain is read as (its special rules), as the map draws it."""
    icon = QIcon()
    for px in ICON_PX:
        icon.addPixmap(pixmap(legend.terrain_icon(kind, px, seen_as)))
    return icon


@cache
def entry_icon(key: str) -> QIcon:
    """The legend sample of an entry ("hexside:river", "route:road", "marker:routed"...) at every icon size."""
    e = legend.entry(key)
    icon = QIcon()
    for px in ICON_PX:
        icon.addPixmap(pixmap(legend.sample(e, px)))
    return icon


def hexside_icon(feature: str) -> QIcon:
    return entry_icon(f"hexside:{feature}")


def route_icon(kind: str) -> QIcon:
    return entry_icon(f"route:{kind}")
