"""The samples file of `banneret scan-terrain` (issue #31): its `hexsides:` section gives hexside examples
(feature or road kind → hexsides) read with the line and column of every problem; the examples teach the
hexside reading as the features drawn on the map do, and `--apply-hexsides` writes them."""

from __future__ import annotations

import json

import pytest

from rules.geometry.hexgrid import Grid, Hexside
from rules.scan.samples import read_samples

FEATURES = ("stream", "river", "wall", "fortification", "gate", "bridge", "ford", "road", "track")


def _read(tmp_path, text: str, grid: Grid | None = None):
    f = tmp_path / "samples.yaml"
    f.write_text(text, encoding="utf-8")
    return read_samples(f, grid or Grid(10, 8), {"clear", "wood"}, FEATURES)


def test_hexside_examples_are_read_beside_the_hexes(tmp_path):
    got = _read(tmp_path, '"0304": wood\nhexsides:\n  stream: ["0304/0305", "0305/0405"]\n  road: ["0101/0102"]\n')
    g = Grid(10, 8)
    assert not got.findings
    assert got.samples == {g.parse_label("0304"): ("wood", 0)}
    assert got.hexsides == {"stream": {Hexside(g.parse_label("0304"), g.parse_label("0305")),
                                       Hexside(g.parse_label("0305"), g.parse_label("0405"))},
                            "road": {Hexside(g.parse_label("0101"), g.parse_label("0102"))}}


def test_on_a_pointy_grid_the_neighbours_are_the_pointy_ones(tmp_path):
    """0304 and 0203 share a hexside on a flat grid (columns sit shifted), not on a pointy one (rows sit
    shifted), where 0304 and 0405 do instead."""
    text = 'hexsides:\n  stream: ["0304/0203", "0304/0405"]\n'
    flat = _read(tmp_path, text)
    assert [(f.code, f.line, f.col) for f in flat.findings] == [("sample-hexside-not-adjacent", 2, 25)]
    pointy = _read(tmp_path, text, Grid(10, 8, "pointy"))
    assert [(f.code, f.line, f.col) for f in pointy.findings] == [("sample-hexside-not-adjacent", 2, 12)]
    g = Grid(10, 8, "pointy")
    assert pointy.hexsides == {"stream": {Hexside(g.parse_label("0304"), g.parse_label("0405"))}}


def test_every_error_has_its_line(tmp_path):
    text = ('"0101": clear\n'
            '"0102": wood\n'
            'hexsides:\n'
            '  stream: ["0604/0704", "0101/0303"]\n'
            '  lava: ["0101/0102"]\n'
            '  road:\n'
            '    - "0101-0102"\n'
            '    - "9999/0101"\n'
            '    - "0101/01x2"\n'
            '    - 7\n')
    got = _read(tmp_path, text)
    assert [(f.code, f.line) for f in got.findings] == [
        ("sample-hexside-not-adjacent", 4), ("sample-bad-feature", 5), ("sample-bad-hexside", 7),
        ("sample-off-map", 8), ("sample-bad-hex", 9), ("sample-bad-hexside", 10)]
    assert all(f.severity == "error" and f.col for f in got.findings)
    assert "0101 and 0303 are not adjacent" in got.findings[0].message
    assert "'lava' is not a hexside feature" in got.findings[1].message
    assert got.hexsides == {"stream": {Hexside(*(Grid(10, 8).parse_label(x) for x in ("0604", "0704")))}}
    assert _read(tmp_path, "hexsides: [a, b]\n").findings[0].code == "sample-hexsides-not-a-map"


# -- through the command -------------------------------------------------------------------------------------

pytest.importorskip("sklearn")


@pytest.fixture(scope="module")
def small_map():
    from bench.scan_maps import generate

    return generate("modern", 8, 16, 12, 70.0, quality=70)


def test_a_stream_taught_in_the_samples_file_is_proposed_and_applied(tmp_path, capsys, small_map):
    """Nothing drawn on the map: the samples file's two streams and two road links teach the reading; the other
    streams are proposed, and --apply-hexsides writes the examples and the sure proposals."""
    from bench.bench_scan_hexsides import pick_examples
    from bench.scan_maps import hexsides_yaml, pick_samples, write
    from rules.cli.main import main
    from rules.scenario.files import load_scenario

    write(small_map, str(tmp_path), pick_samples(small_map, seed=8))
    grid = small_map.truth.grid
    ex = pick_examples(small_map, seed=8)

    samples = tmp_path / "samples.yaml"
    samples.write_text(samples.read_text(encoding="utf-8") + hexsides_yaml(
        grid, {"stream": ex["stream"], "road": ex["road"]}), encoding="utf-8")
    scen = tmp_path / "map.yaml"
    assert main(["scan-terrain", str(scen), "--samples", str(samples), "--json"]) == 0
    sides = json.loads(capsys.readouterr().out)["hexsides"]
    assert sides["taught"] == {"stream": 2, "road": 2}
    said = {Hexside(*map(grid.parse_label, p["hexside"].split("/"))) for p in sides["proposals"]
            if p["feature"] == "stream"}
    real = small_map.truth.streams - ex["stream"]
    assert len(said & real) >= 0.85 * len(real) and len(said & real) >= 0.9 * len(said)
    assert not said & ex["stream"]  # an example is not proposed again
    assert main(["scan-terrain", str(scen), "--samples", str(samples), "--apply-hexsides"]) == 0
    md = load_scenario(scen).scenario.map
    sure = {Hexside(*map(grid.parse_label, p["hexside"].split("/"))) for p in sides["proposals"]
            if p["feature"] == "stream" and not p["flagged"]}
    assert set(md.hexsides["stream"]) == ex["stream"] | sure
    assert md.links("road") >= ex["road"]


def test_a_bad_samples_file_stops_the_command_with_the_line(tmp_path, capsys, small_map):
    from bench.scan_maps import pick_samples, write
    from rules.cli.main import main

    write(small_map, str(tmp_path), pick_samples(small_map, seed=8))
    samples = tmp_path / "samples.yaml"
    lines = samples.read_text(encoding="utf-8").count("\n")
    samples.write_text(samples.read_text(encoding="utf-8") + 'hexsides:\n  stream: ["0101/0303"]\n', encoding="utf-8")
    before = (tmp_path / "map.yaml").read_bytes()
    code = main(["scan-terrain", str(tmp_path / "map.yaml"), "--samples", str(samples), "--apply-hexsides"])
    err = capsys.readouterr().err
    assert code == 1
    assert f"samples.yaml:{lines + 2}:" in err and "sample-hexside-not-adjacent" in err
    assert (tmp_path / "map.yaml").read_bytes() == before
