"""Reading a scan on a pointy-top map (hexes in rows, `map.grid.orientation: pointy`), and fords (issue #31):
the terrain of a small generated pointy scan meets a floor, the hexside proposals land on the pointy grid's
sides, and fords drawn on the streams are proposed with their own confidence where the water is, told from
the bridges where a road crosses; `--apply-hexsides` writes the sure ones only (R38: a bridge or ford goes on
a river or a stream)."""

from __future__ import annotations

import io
import json

import pytest

pytest.importorskip("sklearn")

from PIL import Image  # noqa: E402

from bench.bench_scan_hexsides import pick_examples  # noqa: E402
from bench.scan_maps import generate, hexsides_yaml, pick_samples, reading_scores, write  # noqa: E402
from rules.cli.main import main  # noqa: E402
from rules.geometry.hexgrid import Hexside  # noqa: E402
from rules.scan.classify import REVIEW_SHARE, classify  # noqa: E402
from rules.scan.features import measure  # noqa: E402
from rules.scan.hexsides import SURE, read_hexsides  # noqa: E402
from rules.scenario.files import load_scenario  # noqa: E402


@pytest.fixture(scope="module")
def pointy_map():
    """16 x 12 hexes on a pointy-top grid in the `modern` style, 70 px hexes, damaged like a scan, with fords
    and bridges drawn on its stream."""
    return generate("modern", 4, 16, 12, 70.0, quality=70, pointy=True, fords=True)


@pytest.fixture(scope="module")
def feats(pointy_map):
    return measure(Image.open(io.BytesIO(pointy_map.jpeg)), pointy_map.affine, pointy_map.truth.grid)


def test_a_pointy_scan_meets_the_floor(pointy_map, feats):
    assert pointy_map.truth.grid.orientation == "pointy"
    samples = pick_samples(pointy_map, seed=4)
    res = classify(feats, samples)
    got = reading_scores(pointy_map, res, samples)
    assert got["terrain"] >= 95
    assert got["both"] >= 95
    assert len(res.flagged) <= REVIEW_SHARE * got["n"]


def test_hexside_proposals_land_on_the_pointy_sides(pointy_map, feats):
    """The streams proposed are the true ones, among them hexsides a flat grid does not have (between two hexes
    of one row: an upright side), and the road links join the hexes the road runs through."""
    truth = pointy_map.truth
    ex = pick_examples(pointy_map, seed=4)
    reading = read_hexsides(feats.lines, {"stream": ex["stream"]}, {"road": ex["road"]})
    for kind, real in (("stream", truth.streams), ("road", truth.roads)):
        real = real - ex[kind]
        said = {c.side for c in reading.calls if c.feature == kind}
        assert said and said <= real, kind
        assert len(said) >= 0.85 * len(real), kind
    upright = [c.side for c in reading.calls if c.feature == "stream" and abs(c.side.a.q - c.side.b.q) == 1
               and c.side.a.r == c.side.b.r]
    assert upright  # E-W neighbours (same axial row): the side between them is upright on a pointy grid


@pytest.fixture(scope="module")
def ford_map():
    """24 x 18 hexes, pointy, `classic`, 60 px hexes: streams with fords (bars across the water, a road stopping
    at the water) and a bridge (a road drawn over the water)."""
    return generate("classic", 3, 24, 18, 60.0, quality=70, pointy=True, fords=True)


def _side(grid, text: str) -> Hexside:
    return Hexside(*map(grid.parse_label, text.split("/")))


def test_fords_are_proposed_on_the_water_and_only_the_sure_ones_applied(tmp_path, capsys, ford_map):
    truth = ford_map.truth
    grid = truth.grid
    ex = pick_examples(ford_map, seed=3)
    assert len(ex["ford"]) == 2 and truth.fords - ex["ford"] and truth.bridges

    write(ford_map, str(tmp_path), pick_samples(ford_map, seed=3))
    samples = tmp_path / "samples.yaml"
    samples.write_text(samples.read_text(encoding="utf-8") + hexsides_yaml(
        grid, {k: ex[k] for k in ("stream", "road", "ford")}), encoding="utf-8")
    scen = tmp_path / "map.yaml"
    assert main(["scan-terrain", str(scen), "--samples", str(samples), "--json"]) == 0
    sides = json.loads(capsys.readouterr().out)["hexsides"]
    assert sides["taught"] == {"stream": len(ex["stream"]), "road": 2, "ford": 2}
    props = sides["proposals"]
    water = ex["stream"] | {_side(grid, p["hexside"]) for p in props if p["feature"] == "stream"}
    fords = {_side(grid, p["hexside"]): p for p in props if p["feature"] == "ford"}
    bridges = {_side(grid, p["hexside"]) for p in props if p["feature"] == "bridge"}
    assert fords and set(fords) <= water  # R38: only where the water is
    assert set(fords) <= truth.fords - ex["ford"] and len(fords) >= 0.6 * len(truth.fords - ex["ford"])
    assert bridges == truth.bridges and not bridges & set(fords)  # the road over the water: a bridge, not a ford
    assert all(p["flagged"] == (p["confidence"] < SURE) for p in fords.values())
    assert main(["scan-terrain", str(scen), "--samples", str(samples), "--apply-hexsides"]) == 0
    md = load_scenario(scen).scenario.map
    sure = {s for s, p in fords.items() if not p["flagged"]}
    assert set(md.hexsides["ford"]) == ex["ford"] | sure
    assert set(md.hexsides["ford"]) <= set(md.hexsides["stream"])  # every ford written stands on a stream
