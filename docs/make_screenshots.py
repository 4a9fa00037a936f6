"""Screenshots of the editor for the guides (docs/img/), taken on a real X server (Xvfb) as a user sees them:

    python docs/make_screenshots.py            # starts Xvfb at 1366x768 and at 1920x1080, writes docs/img/*.png
    python docs/make_screenshots.py --lang     # the editor in French, Hungarian, Italian and Polish at 1366x768
    python docs/make_screenshots.py --bbg      # the BBG window at 1366x768 in English and Hungarian
    python docs/make_screenshots.py --lang hu  # one language: docs/img/editor-hu.png, settings-hu.png, play-hu.png
    python docs/make_screenshots.py --map      # no X server needed: the map as a new user first meets it (#26)
    python docs/make_screenshots.py --first-use  # settings-victory.png, play-choice.png (Xvfb, 1366x768) and
                                                 # the exports' pictures (below)
    python docs/make_screenshots.py --exports  # no X server: print-map-a4, pdf-page, print-counters,
                                               # vassal-piece, counters-closeup, report-plots (8 games: minutes)

`--map` grabs the editor's window on Qt's offscreen platform, given a screen of the size wanted: editor.png
(Hautmesnil at 1920x1080, fitted), editor-fit.png and editor-100.png (the Tremithoussia demo at 1366x768,
fitted to the window and at 100 %), the counters as `banneret render` draws them.

The editor's pictures (docs/editor.md, README) at both sizes; play mode's (docs/play.md: play.png,
play-roll.png, play-retreat.png) at 1920x1080, from Richard's activation on the Tremithoussia demo.

Each size runs in its own Xvfb (`apt-get install xvfb`), with the editor's default layout (fresh settings):
the whole screen is grabbed, so a window that does not fit shows as cut off. Every picture waits for the
validator's first check (no "Checking…" in it) and is saved small: 256 colours where it has more (`_save`)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "img"
SIZES = ((1366, 768), (1920, 1080))


def _free_display() -> int:
    n = 90
    while Path(f"/tmp/.X11-unix/X{n}").exists() or Path(f"/tmp/.X{n}-lock").exists():
        n += 1
    return n


def run_size(width: int, height: int, shoot_args: tuple[str, ...] | None = None) -> None:
    """Start Xvfb at width x height and take this size's pictures in a child process on it."""
    if shutil.which("Xvfb") is None:
        sys.exit("Xvfb is needed (apt-get install xvfb)")
    n = _free_display()
    xvfb = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"])
    try:
        for _ in range(50):
            if Path(f"/tmp/.X11-unix/X{n}").exists():
                break
            time.sleep(0.1)
        env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
        env.update(DISPLAY=f":{n}", PYTHONPATH=str(ROOT), XDG_CONFIG_HOME=tempfile.mkdtemp(),
                   XDG_DATA_HOME=tempfile.mkdtemp())
        args = shoot_args or ("--shoot", f"{width}x{height}")
        subprocess.run([sys.executable, __file__, *args], env=env, check=True)
    finally:
        xvfb.terminate()
        xvfb.wait()


def _until_checked(window, settle, most_s: float = 60.0) -> None:
    """Wait for the validator's first check of the file (in its own process; a loaded machine takes seconds),
    so that "Checking…" and its progress bar are not in the picture."""
    end = time.monotonic() + most_s
    while window.validation.progress.isVisible() and time.monotonic() < end:
        settle(200)


def shoot(size: str) -> None:
    """In the X session: open the editor on the demos and grab the screen."""
    from PySide6.QtCore import QEvent, QTimer
    from PySide6.QtWidgets import QApplication

    from editor.app import build_window
    from rules.paths import scenarios_dir

    app = QApplication([sys.argv[0]])
    app.setApplicationName("Banneret Editor")
    app.setOrganizationName("Banneret")

    def settle(ms: int = 600) -> None:
        end = time.monotonic() + ms / 1000
        while time.monotonic() < end:
            app.processEvents()
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # no event loop runs here to do it
            time.sleep(0.02)

    def grab(name: str) -> None:
        settle()
        path = OUT / name
        app.primaryScreen().grabWindow(0).save(str(path))
        _shrink(path)

    small = size == "1366x768"
    window = build_window(str(scenarios_dir() / "hautmesnil-1478.yaml"))
    window.setGeometry(app.primaryScreen().availableGeometry())  # maximised: no window manager here to do it
    window.show()
    settle(1500)
    _until_checked(window, settle)
    grab(f"editor-{size}.png")  # (editor.png, the guides' first picture, is --map's: the window alone)
    window.set_tool("brush")
    window.legend.show()
    window.legend.raise_()
    grab(f"editor-legend-{size}.png")
    if not small:
        window.open_file(str(scenarios_dir() / "tremithoussia-demo.yaml"), ask=False)
        settle(2000)  # the validator's first check of the file, in its own process (not "Checking…" in the picture)
        _until_checked(window, settle)
        window.legend.show()
        window.legend.raise_()
        window.set_tool("hexside")
        grab("editor-legend.png")
        QTimer.singleShot(900, lambda: (grab("editor-shortcuts.png"), app.activeModalWidget().close()))
        window.show_shortcuts()
        window.show_help("editor.md")
        grab("editor-help.png")
        shoot_play(window, grab)
    window.doc.undo.setClean()
    window.close()


# -- play mode (docs/play.md): one function per picture, each on from the position the one before left -----

def _click_hex(window, label: str, move_only: bool = False) -> None:
    """A real mouse press and release (or a move) at a hex's centre, as a player's hand makes it."""
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    view = window.view
    pos = view.mapFromScene(window.doc.geometry.qcenter(window.doc.scenario.grid.parse_label(label)))
    vp = view.viewport()
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    events = ([(QEvent.Type.MouseMove, none, none)] if move_only else
              [(QEvent.Type.MouseButtonPress, left, left), (QEvent.Type.MouseButtonRelease, left, none)])
    for kind, button, buttons in events:
        QApplication.sendEvent(vp, QMouseEvent(kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)), button, buttons,
                                               Qt.KeyboardModifier.NoModifier))


def shoot_play(window, grab) -> None:
    """The three pictures of docs/play.md on the Tremithoussia demo (open in `window`), at Richard's activation."""
    from PySide6.QtWidgets import QApplication

    from editor.hexmap.play import Start

    if getattr(window, "_help", None) is not None:
        window._help.close()
    window.setGeometry(QApplication.primaryScreen().availableGeometry())  # no window manager to maximise it
    play = window.play
    play.ask_close = lambda *a: "discard"
    if not play.enter(Start("activation", "richard")):
        raise SystemExit("play mode did not start on the demo")
    play_charge_odds(window, grab)
    play_roll(window, grab)
    play_retreat(window, grab)
    play.leave(ask=False)


def play_charge_odds(window, grab) -> None:
    """play.png: the household knights selected (their reach shaded with its MP, their charge drawn), the
    mouse over the charge's target and its odds in the odds panel, the decision panel's choices grouped by
    counter and kind, in words."""
    g = window.doc.scenario.grid
    window.view.zoom_actual()
    window.view.center_on_hex(g.parse_label("1217"))
    _click_hex(window, "1317")  # the household knights (Richard's Ch 4-7-6 is in 1316)
    _click_hex(window, "1116", move_only=True)  # over the charge's target: its odds (a click would charge)
    grab("play.png")


def play_roll(window, grab) -> None:
    """play-roll.png: the charge made, the defensive fire rolled; the charge's die pending with its odds."""
    play = window.play
    for text in ("charge cru-ch-household 1317-1216 1116", "end", "end", "end",
                 "melee cru-ch-household byz-cl-vanguard", "fire byz-cl-vanguard 1216", "roll 0"):
        if not play.apply(text):
            raise SystemExit(f"the demo refused {text!r}: the play-mode pictures need updating")
    grab("play-roll.png")


def play_retreat(window, grab) -> None:
    """play-retreat.png: the charge rolled 2 (F+R): the Cl's retreat, the hexes its choices end in tinted."""
    if not window.play.apply("roll 2"):
        raise SystemExit("the demo refused 'roll 2': the play-mode pictures need updating")
    window.view.center_on_hex(window.doc.scenario.grid.parse_label("1116"))
    grab("play-retreat.png")


def shoot_language(lang: str) -> None:
    """In the X session, at 1366x768, with the editor speaking `lang`: the main window, the settings dialog
    and play mode, where a Hungarian or Polish label twice the English length would clip or widen first."""
    from PySide6.QtCore import QEvent, QTimer
    from PySide6.QtWidgets import QApplication

    from editor.app import build_window
    from editor.hexmap.play import Start
    from editor.i18n import install
    from rules.paths import scenarios_dir

    app = QApplication([sys.argv[0]])
    app.setApplicationName("Banneret Editor")
    app.setOrganizationName("Banneret")
    install(app, lang)

    def settle(ms: int = 600) -> None:
        end = time.monotonic() + ms / 1000
        while time.monotonic() < end:
            app.processEvents()
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            time.sleep(0.02)

    def grab(name: str) -> None:
        settle()
        path = OUT / name
        app.primaryScreen().grabWindow(0).save(str(path))
        _shrink(path)

    window = build_window(str(scenarios_dir() / "tremithoussia-demo.yaml"))
    window.show()
    settle(1500)
    _until_checked(window, settle)
    window.set_tool("brush")
    grab(f"editor-{lang}.png")
    QTimer.singleShot(1200, lambda: (grab(f"settings-{lang}.png"), app.activeModalWidget().reject()))
    window.edit_settings()
    window.play.ask_close = lambda *a: "discard"
    window.play.enter(Start("activation", "richard"))
    settle(1500)
    grab(f"play-{lang}.png")
    window.play.leave(ask=False)
    window.doc.undo.setClean()
    window.close()


# -- issue #26's first-use pictures at 1366x768 (X server) and the exports' (no X server) ---------------------

def shoot_first_use() -> None:
    """In the X session at 1366x768: the settings dialog's Victory tab (settings-victory.png) and play mode with
    a choice selected in the decision list, its odds in the odds panel and its charge drawn (play-choice.png)."""
    from PySide6.QtCore import QEvent, QTimer
    from PySide6.QtWidgets import QApplication

    from editor.app import build_window
    from editor.hexmap.play import Start
    from rules.paths import scenarios_dir

    app = QApplication([sys.argv[0]])
    app.setApplicationName("Banneret Editor")
    app.setOrganizationName("Banneret")

    def settle(ms: int = 600) -> None:
        end = time.monotonic() + ms / 1000
        while time.monotonic() < end:
            app.processEvents()
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            time.sleep(0.02)

    def grab(name: str, widget=None) -> None:
        settle()
        path = OUT / name
        (widget.grab() if widget is not None else app.primaryScreen().grabWindow(0)).save(str(path))
        _shrink(path)

    window = build_window(str(scenarios_dir() / "tremithoussia-demo.yaml"))
    window.setGeometry(app.primaryScreen().availableGeometry())  # no window manager to maximise it
    window.show()
    settle(2000)
    _until_checked(window, settle)

    def victory_tab() -> None:
        dlg = app.activeModalWidget()
        dlg.tabs.setCurrentIndex(dlg.tabs.count() - 1)
        grab("settings-victory.png", dlg)
        dlg.reject()

    QTimer.singleShot(1200, victory_tab)
    window.edit_settings()
    play = window.play
    play.ask_close = lambda *a: "discard"
    if not play.enter(Start("activation", "richard")):
        raise SystemExit("play mode did not start on the demo")
    settle(1500)
    item = play.decision_panel.item_for("charge cru-ch-household 1317-1216 1116")
    if item is None:
        raise SystemExit("the demo has no household charge at Richard's activation: play-choice.png needs updating")
    play.decision_panel.tree.setCurrentItem(item)
    play.decision_panel.tree.scrollToItem(item)
    window.view.zoom_actual()  # 100 %: the charge's path and target drawn large enough to follow
    window.view.center_on_hex(window.doc.scenario.grid.parse_label("1217"))
    grab("play-choice.png")
    play.leave(ask=False)
    window.doc.undo.setClean()
    window.close()


def _save(im, name: str) -> None:
    """A picture for the guides, as small as it stays sharp: a palette of 256 colours where it has few more."""
    from PIL import Image

    im = im.convert("RGB")
    if len(im.getcolors(1 << 16) or range(300)) > 256:
        im = im.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    im.save(OUT / name, optimize=True)
    print((OUT / name).relative_to(ROOT))


def _shrink(path: Path) -> None:
    """A grabbed screen saved again small (`_save`): a third of the size, no difference a reader sees."""
    from PIL import Image

    with Image.open(path) as im:
        im.load()
    _save(im, path.name)


def shoot_exports() -> None:
    """No X server: the exports as a user opens them. print-map-a4.png and pdf-page.png (the demo's map PDF,
    first and last A4 page), print-counters.png (its counter sheet's first page, top), vassal-piece.png (a unit
    at 1:1 on the module's board, beside its front and back and a leader as pieces), counters-closeup.png
    (Hautmesnil as `banneret render` draws it around Mont-Aubert) and report-plots.png (the balance report's
    three plots, 8 greedy games of the demo, as matplotlib draws them)."""
    import io
    import zipfile

    import pypdfium2 as pdfium
    from PIL import Image

    from rules.export.pdfcounters import counters_pdf
    from rules.export.pdfmap import map_pdf
    from rules.export.vassal import BOARD_IMAGE, build_vmod, default_scale
    from rules.map.render import render_map
    from rules.paths import scenarios_dir
    from rules.scenario.files import load_scenario

    demo_path = scenarios_dir() / "tremithoussia-demo.yaml"
    demo = load_scenario(demo_path).scenario
    data, _plan = map_pdf(demo, None, demo_path.parent)
    pages = list(pdfium.PdfDocument(data))
    _save(pages[0].render(scale=90 / 72).to_pil(), "print-map-a4.png")
    _save(pages[-1].render(scale=90 / 72).to_pil(), "pdf-page.png")
    data, _plan = counters_pdf(demo, None, demo_path.parent)
    sheet = next(iter(pdfium.PdfDocument(data))).render(scale=160 / 72).to_pil()
    counters = sheet.convert("HSV").getchannel("S").point(lambda v: 255 if v > 60 else 0).getbbox()  # colours
    bottom = counters[3] + 40 if counters else sheet.height
    _save(sheet.crop((0, 0, sheet.width, min(sheet.height, bottom))), "print-counters.png")  # the rows whole

    made = build_vmod(demo, None, demo_path.parent)
    z = zipfile.ZipFile(io.BytesIO(made.data))
    board = Image.open(io.BytesIO(z.read(f"images/{BOARD_IMAGE}"))).convert("RGB")
    scale = default_scale(demo.grid)
    h = demo.grid.parse_label("1317")
    cx, cy = demo.grid.layout(scale).center(h)
    crop = board.crop((round(cx - 1.3 * scale), round(cy - scale), round(cx + 1.3 * scale), round(cy + scale)))
    unit, leader = "cru-ch-household", "richard"
    front = Image.open(io.BytesIO(z.read(f"images/unit-{unit}-front.png"))).convert("RGBA")
    back = Image.open(io.BytesIO(z.read(f"images/unit-{unit}-back.png"))).convert("RGBA")
    disc = Image.open(io.BytesIO(z.read(f"images/leader-{leader}-front.png"))).convert("RGBA")
    gap = front.width // 3
    out = Image.new("RGB", (crop.width + 4 * gap + 2 * front.width + disc.width, crop.height), (255, 255, 255))
    out.paste(crop, (0, 0))
    out.paste(front, (crop.width // 2 - front.width // 2, crop.height // 2 - front.height // 2), front)
    x = crop.width + gap
    for im in (front, back, disc):
        out.paste(im, (x, (crop.height - im.height) // 2), im)
        x += im.width + gap
    _save(out, "vassal-piece.png")

    haut_path = scenarios_dir() / "hautmesnil-1478.yaml"
    haut = load_scenario(haut_path).scenario
    place = next(p for p in haut.map.places if p.name == "Mont-Aubert")
    full = render_map(haut, 128.0, base_dir=haut_path.parent).convert("RGB")  # `banneret render --scale 128`
    px, py = haut.grid.layout(128.0).center(place.hex)  # Mont-Aubert's hex low in the middle, 1416 top left
    left, top = max(0, min(full.width - 980, round(px - 405))), max(0, min(full.height - 650, round(py - 420)))
    _save(full.crop((left, top, left + 980, top + 650)), "counters-closeup.png")
    _report_plots(demo_path)


def _report_plots(demo_path: Path) -> None:
    """The balance report's three plots (`banneret balance --games 8 --report`), drawn by the report's own
    functions, each as PNG instead of SVG, one under another."""
    import io

    from PIL import Image

    from rules.cli.main import main
    from rules.games import report_plots as rp

    pngs: list[Image.Image] = []

    def as_png(fig) -> str:
        buf = io.BytesIO()
        fig.savefig(buf, format="png", dpi=100, bbox_inches="tight")
        import matplotlib.pyplot as plt

        plt.close(fig)
        pngs.append(Image.open(io.BytesIO(buf.getvalue())).convert("RGB"))
        return "<svg></svg>"

    real, rp._svg = rp._svg, as_png
    try:
        main(["balance", str(demo_path), "--games", "8", "--no-progress", "--report", tempfile.mkdtemp()])
    finally:
        rp._svg = real
    out = Image.new("RGB", (max(im.width for im in pngs), sum(im.height + 20 for im in pngs)), "white")
    y = 0
    for im in pngs:
        out.paste(im, (0, y))
        y += im.height + 20
    _save(out, "report-plots.png")


# -- the map, offscreen (no X server) -----------------------------------------------------------------------

MAP_SHOTS = (("editor.png", "hautmesnil-1478.yaml", 1920, 1080, "fit"),
             ("editor-fit.png", "tremithoussia-demo.yaml", 1366, 768, "fit"),
             ("editor-100.png", "tremithoussia-demo.yaml", 1366, 768, "100"))


def run_offscreen_map() -> None:
    """Each picture in a child process on Qt's offscreen platform, its screen the picture's size."""
    import json

    for name, scenario, width, height, zoom in MAP_SHOTS:
        config = Path(tempfile.mkdtemp()) / "screen.json"
        screen = {"name": "shot", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96,
                  "logicalBaseDpi": 96, "dpr": 1}
        config.write_text(json.dumps({"windowFrameMargins": False, "screens": [screen]}))
        env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", PYTHONPATH=str(ROOT),
                   XDG_CONFIG_HOME=tempfile.mkdtemp(), XDG_DATA_HOME=tempfile.mkdtemp())
        subprocess.run([sys.executable, __file__, "--shoot-map", name, scenario, f"{width}x{height}", zoom], env=env,
                       check=True)


def shoot_map(name: str, scenario: str, size: str, zoom: str) -> None:
    """In the offscreen session: the editor's window, fresh settings, the map fitted or at 100 % (centred)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from editor.app import build_window
    from rules.paths import scenarios_dir

    app = QApplication([sys.argv[0]])
    app.setApplicationName("Banneret Editor")
    app.setOrganizationName("Banneret")

    def settle(ms: int = 600) -> None:
        end = time.monotonic() + ms / 1000
        while time.monotonic() < end:
            app.processEvents()
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            time.sleep(0.02)

    width, height = (int(v) for v in size.split("x"))
    window = build_window(str(scenarios_dir() / scenario))
    window.resize(width, height)
    window.show()
    settle(2500)  # the validator's first check, in its own process (not "Checking…" in the picture)
    _until_checked(window, settle)
    window.view.fit()
    if zoom == "100":
        window.view.zoom_actual()
        window.view.centerOn(window.doc.geometry.rect.center())
    window.view.map_item.settle()
    settle(800)
    path = OUT / name
    window.grab().save(str(path))
    _shrink(path)
    print(f"  at {window.view.hex_px() / 64 * 100:.0f} %")
    window.doc.undo.setClean()
    window.close()
def shoot_bbg() -> None:
    """The BBG window at 1366 × 768 on the Meadow of Kőhalom demo, in English and in Hungarian (docs/editor.md,
    its BBG section): a unit selected with its turn handle, the findings checked. Runs on the X server
    `run_size` starts, or offscreen (`python docs/make_screenshots.py --bbg` without Xvfb): the window is
    grabbed, not the screen."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from editor.i18n import install
    from editor.table.document import BbgDocument
    from editor.table.window import TableWindow
    from rules.paths import scenarios_dir

    app = QApplication.instance() or QApplication([sys.argv[0]])
    for lang, name in (("en", "bbg-table.png"), ("hu", "bbg-table-hu.png")):
        install(app, lang)
        doc = BbgDocument.open(scenarios_dir() / "bbg" / "meadow-of-kohalom.yaml")
        window = TableWindow(doc, QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat))
        window.resize(1366, 768)
        window.show()
        for _ in range(20):
            app.processEvents()
        window.canvas.fit()
        window.validation.run_now()
        window.canvas.units["hoplites-2"].setSelected(True)
        for _ in range(10):
            app.processEvents()
        window.grab().save(str(OUT / name))
        print((OUT / name).relative_to(ROOT))
        window.close()
    install(app, "en")
    shoot_bbg_armylist()
    shoot_bbg_desk()


def shoot_bbg_armylist() -> None:
    """The army-list editor at 1366 × 768 on the demo's Hoplite League, in English and in Hungarian: the light
    horse made a chariot (not saved), so its missing move rate and team width stand on their cells (B46, B55),
    the table scrolled to the crew and team columns, its values by role beside."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from editor.bbg.armylist import TYPE_COLUMNS
    from editor.i18n import install
    from editor.table.document import BbgDocument
    from editor.table.window import TableWindow
    from rules.paths import scenarios_dir

    app = QApplication.instance() or QApplication([sys.argv[0]])
    for lang, name in (("en", "bbg-armylist.png"), ("hu", "bbg-armylist-hu.png")):
        install(app, lang)
        doc = BbgDocument.open(scenarios_dir() / "bbg" / "armies" / "hoplite-league.yaml")
        window = TableWindow(doc, QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat))
        window.resize(1366, 768)
        window.show()
        for _ in range(20):
            app.processEvents()
        ed = window.editor
        row = list(ed.army.troop_types).index("horse")
        box = ed.types.cellWidget(row, [k for _h, k in TYPE_COLUMNS].index("troop_class"))
        box.setCurrentIndex(box.findData("chariot"))
        ed.types.setCurrentCell(row, 0)
        ed.types.scrollToItem(ed.types.item(row, ed.types.columnCount() - 1))
        for _ in range(10):
            app.processEvents()
        window.grab().save(str(OUT / name))
        print((OUT / name).relative_to(ROOT))
        ed.undo.undo()  # the demo as read: closing asks nothing
        window.close()
    install(app, "en")


def shoot_bbg_desk() -> None:
    """The referee desk and the Measure dock at 1366 × 768 on the Meadow of Kőhalom (docs/editor.md, its BBG
    part): bbg-desk.png, the melee panel with warband-1 against hoplites-1, the dice read and the bookkeeping
    proposed; bbg-overlays.png, every overlay of the archers and the second phalanx, and the horse's path with a
    turn too tight for cavalry (B49)."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from editor.table.document import BbgDocument
    from editor.table.window import TableWindow
    from rules.paths import scenarios_dir

    app = QApplication.instance() or QApplication([sys.argv[0]])

    def settle(n: int = 10) -> None:
        for _ in range(n):
            app.processEvents()

    def window_on_demo() -> TableWindow:
        doc = BbgDocument.open(scenarios_dir() / "bbg" / "meadow-of-kohalom.yaml")
        w = TableWindow(doc, QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat))
        w.resize(1366, 768)
        w.show()
        settle(20)
        w.canvas.fit()
        return w

    w = window_on_demo()
    w.game.new_record()
    settle()
    panel = w.game.panels["melee"]
    w.game.tabs.setCurrentWidget(panel)
    panel.set_units("warband-1", "hoplites-1")
    panel.facts.setText("pairs=r1f1:r1f1,r1f2:r1f2 back_pairs=r1f1:r1f1,r1f2:r1f2")
    panel.refresh()
    panel.dice.setText("1 1")
    panel.read_dice()
    from PySide6.QtWidgets import QDockWidget, QScrollArea

    for dock in w.findChildren(QDockWidget):
        if dock.objectName() == "bbg-measure":
            dock.hide()  # the table beside the desk
    settle()
    scroll = panel.findChild(QScrollArea)
    scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())  # down to the dice and bookkeeping
    settle()
    w.grab().save(str(OUT / "bbg-desk.png"))
    print((OUT / "bbg-desk.png").relative_to(ROOT))
    w.doc.undo.setClean()
    w.close()

    w = window_on_demo()
    for box in w.measure.boxes.values():
        box.setChecked(True)
    for uid in ("archers-1", "hoplites-2"):
        w.canvas.units[uid].setSelected(True)
    settle()
    desk = w.measure.desk
    w.canvas.scene().clearSelection()
    w.canvas.units["horse-1"].setSelected(True)
    desk.set_tool("path")
    for p in ((40, 9), (43, 9.5)):
        desk.add_point(p)
    desk.finish()
    for uid in ("archers-1", "hoplites-2"):
        w.canvas.units[uid].setSelected(True)
    settle()
    w.grab().save(str(OUT / "bbg-overlays.png"))
    print((OUT / "bbg-overlays.png").relative_to(ROOT))
    w.doc.undo.setClean()
    w.close()


if __name__ == "__main__":
    if len(sys.argv) == 2 and sys.argv[1] == "--shoot-bbg":
        shoot_bbg()
    elif len(sys.argv) == 2 and sys.argv[1] == "--bbg-armylist":
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        shoot_bbg_armylist()
    elif len(sys.argv) == 2 and sys.argv[1] == "--bbg":
        if shutil.which("Xvfb"):
            run_size(1366, 768, ("--shoot-bbg",))
        else:
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
            shoot_bbg()
    elif len(sys.argv) == 3 and sys.argv[1] == "--shoot":
        shoot(sys.argv[2])
    elif len(sys.argv) == 6 and sys.argv[1] == "--shoot-map":
        shoot_map(*sys.argv[2:])
    elif len(sys.argv) == 2 and sys.argv[1] == "--map":
        run_offscreen_map()
    elif len(sys.argv) == 3 and sys.argv[1] == "--shoot-lang":
        shoot_language(sys.argv[2])
    elif len(sys.argv) == 2 and sys.argv[1] == "--shoot-first-use":
        shoot_first_use()
    elif len(sys.argv) == 2 and sys.argv[1] == "--first-use":
        run_size(1366, 768, ("--shoot-first-use",))
        shoot_exports()
    elif len(sys.argv) == 2 and sys.argv[1] == "--exports":
        shoot_exports()
    elif len(sys.argv) >= 2 and sys.argv[1] == "--lang":
        for lang in sys.argv[2:] or ("fr", "hu", "it", "pl"):
            run_size(1366, 768, ("--shoot-lang", lang))
    else:
        for w, h in SIZES:
            run_size(w, h)
