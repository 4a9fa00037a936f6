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


# -- the dataclasses' methods compiled ahead (rules/cli/precompiled.py) ----------------------------------

def _plain(code):
    """A code object with its file name and line numbers set aside, its nested code objects too."""
    consts = tuple(_plain(c) if isinstance(c, type(code)) else c for c in code.co_consts)
    return code.replace(co_filename="-", co_firstlineno=1, co_consts=consts)


def _compiled(text: str):
    """What `exec(text)` in `dataclasses` gives (no future import there, unlike in this file)."""
    ns: dict = {}
    exec(compile(text, "<string>", "exec", dont_inherit=True), {}, ns)
    return ns["__create_fn__"].__code__


def test_the_code_compiled_ahead_is_what_compiling_its_text_gives():
    """Every precompiled function is the very code `dataclasses` would get from `exec` of the same text:
    the same bytecode, constants, names, flags and line structure (file name and first line apart)."""
    from rules.cli._dataclass_code import CODE

    assert len(CODE) > 100
    for text, code in CODE.items():
        assert _plain(code) == _plain(_compiled(text)), text.splitlines()[1]
        assert code.co_filename.endswith("_dataclass_code.py")


def test_the_code_compiled_ahead_is_up_to_date():
    """The file commands' classes as they are now: run tools/gen_dataclass_code.py after changing one."""
    from rules.cli._dataclass_code import PYTHON

    if sys.version_info[:2] != PYTHON:  # another Python's dataclasses write other texts (then compiled as always)
        pytest.skip(f"the table holds Python {PYTHON[0]}.{PYTHON[1]}'s texts")
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import gen_dataclass_code
    finally:
        sys.path.remove(str(ROOT / "tools"))
    assert gen_dataclass_code.main(["--check"]) == 0, "run: python tools/gen_dataclass_code.py"


def test_classes_made_with_the_code_compiled_ahead_behave_as_dataclasses_make_them(tmp_path):
    """In the program (`python -m rules.cli`, which installs it), a model and a frozen table class: the same
    construction, defaults, repr, equality, hashing and frozenness as in a process without it."""
    probe = ("import sys, dataclasses\n"
             "if sys.argv[1] == 'on':\n"
             "    from rules.cli.precompiled import install; install()\n"
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
             "print(Placement.__init__.__code__.co_filename.endswith('_dataclass_code.py'))\n")
    env = dict(os.environ, BANNERET_CACHE_DIR=str(tmp_path / "cache"))
    on, off = (subprocess.run([sys.executable, "-c", probe, arg], cwd=ROOT, env=env, check=True,
                              capture_output=True, text=True).stdout.splitlines() for arg in ("on", "off"))
    assert on[:-1] == off[:-1]
    assert (on[-1], off[-1]) == ("True", "False")  # and the program did take the precompiled code
