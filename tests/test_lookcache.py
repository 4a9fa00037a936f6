"""Counter drawings kept between runs (rules/map/lookcache.py): the map is the same picture whether its
counters come from the cache folder or are drawn, whatever state the cache folder is in."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.map import counters as C
from rules.map import lookcache
from rules.map.render import render_map
from rules.scenario.files import load_scenario

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "scenarios" / "tremithoussia-demo.yaml"


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("BANNERET_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache" / "looks"


def picture(scale: float = 40.0) -> bytes:
    return render_map(load_scenario(DEMO).scenario, scale=scale).convert("RGB").tobytes()


def no_drawing(look, size):
    raise AssertionError(f"drawn although kept: {look} at {size} px")


def test_kept_drawings_give_the_same_picture_without_drawing(cache, monkeypatch):
    drawn = picture()
    packs = sorted(cache.glob("*.pack"))
    assert packs, "nothing was kept"
    monkeypatch.setattr(C, "draw_look", no_drawing)
    assert picture() == drawn


def test_a_damaged_pack_is_drawn_again_and_rewritten(cache, monkeypatch):
    drawn = picture()
    for pack in cache.glob("*.pack"):
        data = pack.read_bytes()
        pack.write_bytes(data[: len(data) // 2])  # cut short: its index no longer matches its bytes
    assert picture() == drawn
    monkeypatch.setattr(C, "draw_look", no_drawing)  # the rewritten packs hold every drawing again
    assert picture() == drawn


@pytest.mark.parametrize("garbage", [b"", b"banneret-looks 1\n[[\"x\", 0, 5000, 5000]]\n", b"\x89PNG\r\n",
                                     b"banneret-looks 1\n{}\n", b"banneret-looks 1\n[[1, 0, 1, 1]]\n\0\0\0\0"])
def test_a_garbled_pack_counts_as_empty(cache, garbage):
    drawn = picture()
    for pack in cache.glob("*.pack"):
        pack.write_bytes(garbage)
    assert picture() == drawn


def test_another_drawing_version_is_not_used_and_its_packs_are_removed(cache, monkeypatch):
    picture()
    old = sorted(cache.glob("*.pack"))
    monkeypatch.setattr(lookcache, "drawing_version", lambda: "0" * 40)  # counters.py, Pillow or the font changed
    calls = []
    real = C.draw_look
    monkeypatch.setattr(C, "draw_look", lambda look, size: calls.append(look) or real(look, size))
    picture()
    assert calls, "a drawing of another version was used"
    assert not any(p.exists() for p in old)
    assert all(p.name.startswith("0" * 40) for p in cache.glob("*.pack"))


def test_an_unwritable_cache_folder_only_means_drawing(tmp_path, monkeypatch):
    blocker = tmp_path / "cache"
    blocker.write_text("a file where the cache folder would be", encoding="utf-8")
    monkeypatch.setenv("BANNERET_CACHE_DIR", str(blocker))
    assert picture() == picture()


def test_sizes_have_their_own_packs(cache):
    picture(40.0)
    picture(64.0)
    sizes = {p.name.rsplit("-", 1)[1] for p in cache.glob("*.pack")}
    # a unit counter is 84 % of the hex's flats wide (hex radius 20 and 32 px)
    assert {f"{round(20 * C.UNIT_SIZE)}.pack", f"{round(32 * C.UNIT_SIZE)}.pack"} <= sizes
