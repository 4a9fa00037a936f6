"""`banneret render` start-up, fourth round (issue 14): the PNG written without Pillow's PNG plugin (and its
`logging`), byte for byte what the plugin writes; what a render imports."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from rules.map.render import PNG_COMPRESS_LEVEL, png_bytes, render_map, save_png
from rules.scenario.files import load_scenario

ROOT = Path(__file__).resolve().parent.parent
DEMOS = sorted((ROOT / "scenarios").glob("*.yaml"))


def _pillows(image: Image.Image, level: int) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=level)
    return buffer.getvalue()


@pytest.mark.parametrize("demo", DEMOS, ids=lambda p: p.stem)
def test_a_rendered_map_is_written_as_pillows_png_plugin_writes_it(demo, tmp_path):
    image = render_map(load_scenario(demo).scenario, scale=40)
    assert image.mode == "P" and len(image.getpalette()) > 16 * 3  # the case written without the plugin
    for level in (1, 2, 3, 9):
        assert png_bytes(image, level) == _pillows(image, level)
    out = tmp_path / "map.png"
    save_png(image, out)
    with Image.open(out) as back:
        assert back.mode == "P" and back.getpalette() == image.getpalette()
        assert back.tobytes() == image.tobytes()


def test_other_images_are_left_to_pillow():
    """Few colours (Pillow packs the pixels in 1, 2 or 4 bits), transparency, RGB: Pillow's own file."""
    few = Image.new("P", (40, 30), 1)
    few.putpalette([0, 0, 0, 255, 255, 255, 200, 10, 10])
    clear = Image.new("P", (40, 30), 3)
    clear.putpalette(list(range(3 * 40)))
    clear.info["transparency"] = 3
    rgb = Image.new("RGB", (40, 30), (10, 20, 30))
    for image in (few, clear, rgb):
        assert png_bytes(image) == _pillows(image, PNG_COMPRESS_LEVEL)
        with Image.open(io.BytesIO(png_bytes(image))) as back:
            assert back.mode == image.mode and back.tobytes() == image.tobytes()


def test_a_pillow_whose_private_encoder_api_changed_still_gets_its_map_written(monkeypatch):
    """`Image.core.zip_encoder` is Pillow's private API: if a release reshapes it, the map goes through the
    PNG plugin (the same file) instead of the render failing."""
    image = render_map(load_scenario(DEMOS[-1]).scenario, scale=20)
    real = Image.core.zip_encoder
    calls = []

    def reshaped(*args):  # the first call is ours; Pillow's own plugin calls after it get the real encoder
        calls.append(args)
        if len(calls) == 1:
            raise TypeError("zip_encoder() takes a different set of arguments")
        return real(*args)

    monkeypatch.setattr(Image.core, "zip_encoder", reshaped)
    assert png_bytes(image) == _pillows(image, PNG_COMPRESS_LEVEL)
    assert len(calls) >= 2  # ours refused, then the plugin's


def test_a_render_imports_neither_the_png_plugin_nor_logging(tmp_path):
    """With the cache folder filled, as every render after the first."""
    code = ("import sys; from rules.cli.main import main; "
            "code = main(['render', sys.argv[1], '-o', sys.argv[2], '--scale', '20']); "
            "print(code, sorted(m for m in ('PIL.PngImagePlugin', 'logging') if m in sys.modules))")
    env = dict(os.environ, BANNERET_CACHE_DIR=str(tmp_path / "cache"))
    png = tmp_path / "demo.png"
    for _ in range(2):  # the first fills the cache folder (keeping counter drawings imports Pillow's ImageFile)
        out = subprocess.run([sys.executable, "-c", code, str(DEMOS[-1]), str(png)], cwd=ROOT, env=env,
                             check=True, capture_output=True, text=True).stdout
    assert out.split() == ["0", "[]"]
    with Image.open(png) as back:
        assert back.size == render_map(load_scenario(DEMOS[-1]).scenario, scale=20).size


# -- the dataclasses' methods compiled once and kept (rules/cli/precompiled.py) -----------------------------

def _plain(code):
    """A code object with its file name and line numbers set aside, its nested code objects too."""
    consts = tuple(_plain(c) if isinstance(c, type(code)) else c for c in code.co_consts)
    return code.replace(co_filename="-", co_firstlineno=1, co_consts=consts)


def _compiled(text: str):
    """What `exec(text)` in `dataclasses` gives (no future import there, unlike in this file)."""
    ns: dict = {}
    exec(compile(text, "<string>", "exec", dont_inherit=True), {}, ns)
    return ns["__create_fn__"].__code__


def _table_file(cache: Path) -> Path:
    return cache / f"dataclass-code-{sys.implementation.cache_tag}.marshal"


def _run_program(cache: Path, *argv: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, BANNERET_CACHE_DIR=str(cache))
    return subprocess.run([sys.executable, "-m", "rules.cli", *argv], cwd=ROOT, env=env, capture_output=True,
                          text=True)


def test_the_first_run_keeps_the_compiled_methods_and_they_are_what_compiling_their_text_gives(tmp_path):
    """After one `banneret validate`, the cache folder holds the methods of the classes it made, each the very
    code `dataclasses` would get from `exec` of its text (bytecode, constants, names, flags, line structure)."""
    import marshal

    cache = tmp_path / "cache"
    assert _run_program(cache, "validate", "-q", str(DEMOS[-1])).returncode == 0
    table = marshal.loads(_table_file(cache).read_bytes())
    assert len(table) > 100
    assert any("def __init__(self,code:_type_code" in text for text in table)  # Finding's, for one
    for text, code in table.items():
        assert _plain(code) == _plain(_compiled(text)), text.splitlines()[1]
        assert code.co_filename == "<string>"


def test_a_damaged_or_foreign_table_is_replaced_and_the_program_still_works(tmp_path):
    cache = tmp_path / "cache"
    cache.mkdir()
    for junk in (b"", b"\x00garbage", __import__("marshal").dumps({"not code": 3})):
        _table_file(cache).write_bytes(junk)
        out = _run_program(cache, "validate", str(DEMOS[-1]))
        assert out.returncode == 0, out.stderr
        assert len(__import__("marshal").loads(_table_file(cache).read_bytes())) > 100


def test_an_unwritable_cache_folder_only_means_compiling_again(tmp_path):
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x")
    out = _run_program(blocker / "cache", "validate", str(DEMOS[-1]))
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr and "0 errors" in out.stderr


def test_a_changed_class_misses_and_is_compiled_as_dataclasses_compiles_it(tmp_path):
    """A text the table lacks (a class changed since) is compiled; one it has is taken from it."""
    probe = ("import dataclasses, sys\n"
             "from rules.cli import precompiled\n"
             "precompiled.install()\n"
             "@dataclasses.dataclass\n"
             "class P:\n"
             "    x: int\n"
             "    y: int = int(sys.argv[1])\n"
             "print(P(1), P.__init__.__code__.co_filename, len(precompiled._added))\n")
    env = dict(os.environ, BANNERET_CACHE_DIR=str(tmp_path / "cache"))
    runs = [subprocess.run([sys.executable, "-c", probe, y], cwd=ROOT, env=env, check=True, capture_output=True,
                           text=True).stdout.split() for y in ("2", "2", "3")]
    assert runs[0] == ["P(x=1,", "y=2)", "<string>", "3"]  # __init__, __repr__, __eq__ compiled and kept
    assert runs[1] == ["P(x=1,", "y=2)", "<string>", "0"]  # all three taken from the table
    assert runs[2] == ["P(x=1,", "y=3)", "<string>", "0"]  # the default is a value, not in the text: same texts


def test_classes_made_with_kept_code_behave_as_dataclasses_make_them(tmp_path):
    """With the table filled by a first run, a model and a frozen table class: the same construction,
    defaults, repr, equality, hashing and frozenness as in a process without it."""
    probe = ("import sys, dataclasses\n"
             "from rules.cli import precompiled\n"
             "if sys.argv[1] == 'on':\n"
             "    precompiled.install()\n"
             "from rules.scenario.model import Placement, Scenario, MapData\n"
             "from rules.tables import FireCell\n"
             "from rules.geometry.hexgrid import Grid, Hex\n"
             "p = Placement(Hex(1, 2), unit='u1', facing=3)\n"
             "s = Scenario('t', MapData(Grid(4, 3, first_row=0)))\n"
             "c = FireCell(5, None)\n"
             "try:\n"
             "    c.rout = 3\n"
             "    frozen = False\n"
             "except dataclasses.FrozenInstanceError:\n"
             "    frozen = True\n"
             "print(repr(p), p == Placement(Hex(1, 2), unit='u1', facing=3), p == Placement(Hex(1, 2)), repr(s),\n"
             "      repr(c), hash(c) == hash(FireCell(5, None)), frozen, c.result(6), [f.name for f in\n"
             "      dataclasses.fields(s)], dataclasses.replace(p, facing=1), sep='\\n')\n"
             "print(len(precompiled._added))\n")
    env = dict(os.environ, BANNERET_CACHE_DIR=str(tmp_path / "cache"))

    def run(arg):
        return subprocess.run([sys.executable, "-c", probe, arg], cwd=ROOT, env=env, check=True,
                              capture_output=True, text=True).stdout.splitlines()

    first, kept, off = run("on"), run("on"), run("off")
    assert first[:-1] == kept[:-1] == off[:-1]
    assert int(first[-1]) > 10 and kept[-1] == "0"  # the second run compiled nothing: all taken from the table
