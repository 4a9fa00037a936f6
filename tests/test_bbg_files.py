"""The three *Battles Before Gunpowder* files (`bbg-army/1`, `bbg-scenario/1`, `bbg-sheet/1`): their schemas,
`banneret validate` recognising them by their format line, byte-exact round trips of hand-written files
(comments and layout kept through an edit), model round trips of generated files (hypothesis), and hostile
input refused with a sentence at its line."""

from __future__ import annotations

import difflib
import json
import math
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.bbg import model as m
from rules.bbg.convert import army_to_dict, scenario_to_dict, sheet_to_dict
from rules.bbg.files import bbg_text, load_bbg, load_bbg_bytes, save_bbg, to_dict
from rules.cli.main import main
from rules.fileio.yamlio import dump_yaml

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "scenarios" / "bbg"
FILES = [DEMO / "armies" / "hoplite-league.yaml", DEMO / "armies" / "hill-tribes.yaml", DEMO / "meadow-of-kohalom.yaml",
         DEMO / "meadow-of-kohalom.league-sheet.yaml"]
HSET = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def test_the_schemas_are_valid_json_schemas():
    import jsonschema

    for name in ("bbg-army", "bbg-scenario", "bbg-sheet"):
        jsonschema.Draft202012Validator.check_schema(json.loads((ROOT / "schemas" / f"{name}.schema.json").read_text()))


def test_the_demo_files_validate_clean(capsys):
    """Item 5 of issue #28: two army lists, a table and a filled army sheet, all clean."""
    assert main(["validate", *map(str, FILES)]) == 0
    out, err = capsys.readouterr()
    assert out == ""
    assert "4 files checked: 0 errors, 0 warnings" in err


def test_the_demo_sheet_orders_two_rounds_for_every_unit_of_its_side():
    sheet = load_bbg(DEMO / "meadow-of-kohalom.league-sheet.yaml").model
    scenario = load_bbg(DEMO / "meadow-of-kohalom.yaml").model
    assert isinstance(sheet, m.Sheet) and isinstance(scenario, m.Scenario)
    league = {u.id for u in scenario.side("league").units}
    assert sorted(sheet.rounds) == [1, 2]
    assert all(set(r.orders) == league for r in sheet.rounds.values())
    # B58 [L400]: a blank shooting time is "before"
    assert sheet.rounds[2].orders["archers-1"].shoot == m.ShootOrder("warband-2", "before")
    assert sheet.rounds[2].orders["peltasts-1"].shoot.when == "after"
    assert sheet.rounds[1].orders["horse-1"].move.glyphs == ("↑↑",)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_a_file_saved_without_an_edit_is_written_back_byte_for_byte(path, tmp_path):
    original = load_bbg(path, validate=False)
    assert original.model is not None
    target = tmp_path / path.name
    text, note = save_bbg(original.model, target, original)
    assert note is None
    assert target.read_bytes() == path.read_bytes()
    assert text == path.read_text(encoding="utf-8")


def test_an_edit_to_an_army_list_rewrites_only_that_value_and_keeps_the_comments():
    path = FILES[0]
    original = load_bbg(path, validate=False)
    army = original.model
    army.troop_types["hoplite"].morale = 10
    army.troop_types["archer"].traits = ("propped_shields",)
    text, note = bbg_text(army, original)
    assert note is None
    old = path.read_text(encoding="utf-8").splitlines()
    new = text.splitlines()
    diff = [d for d in difflib.ndiff(old, new) if d[:1] in "+-"]
    assert diff == ["-     morale: 9", "+     morale: 10", "+     traits: [propped_shields]"]
    assert "    flexibility: 3              # men of overhang needed to envelop (B16)" in new
    assert "    traits: [propped_shields]" in new
    assert load_bbg_bytes(text.encode()).model == army


def test_an_edit_to_a_scenario_moves_one_unit_and_adds_a_terrain_piece_keeping_the_layout():
    path = FILES[2]
    original = load_bbg(path, validate=False)
    s = original.model
    s.unit("hoplites-1").pose = m.Pose(18.0, 9.5, 10.0)
    s.terrain.append(m.Terrain("bog", "swamp", polygon=((1.0, 1.0), (3.0, 1.0), (3.0, 3.0))))
    text, note = bbg_text(s, original)
    assert note is None
    assert "      - {id: hoplites-1, card: hoplites-1, pose: [18, 9.5, 10], ranks: [GMSSSSSSSSSS, SSSSSSSSSSSS]}" in text
    assert "general: {id: g-kelemen, unit: hoplites-1}       # he leads the first phalanx (B8)" in text
    assert "{id: bog, type: swamp, polygon: [[1, 1], [3, 1], [3, 3]]}" in text
    assert load_bbg_bytes(text.encode()).model == s


def test_a_round_added_to_a_sheet_is_written_as_the_others_are():
    path = FILES[3]
    original = load_bbg(path, validate=False)
    sheet = original.model
    sheet.rounds[3] = m.SheetOrders(3, {"hoplites-1": m.UnitOrders(move=m.MoveOrder(("↻",)))})
    text, note = bbg_text(sheet, original)
    assert note is None
    assert text.startswith(path.read_text(encoding="utf-8").rstrip("\n"))
    assert load_bbg_bytes(text.encode()).model == sheet


def test_a_locked_round_is_saved_on_the_sheet_and_read_back():
    """The rounds whose orders are given are locked ([L254, L394]); the sheet keeps them in `locked:`, one line
    after `side:`, and every other line of the file stays as it was."""
    path = FILES[3]
    original = load_bbg(path, validate=False)
    sheet = original.model
    assert sheet.locked == []
    sheet.locked = [2, 1]
    text, note = bbg_text(sheet, original)
    assert note is None
    assert "\nlocked: [1, 2]\n" in text
    old = path.read_text(encoding="utf-8").splitlines()
    assert [ln for ln in text.splitlines() if not ln.startswith("locked:")] == old
    back = load_bbg_bytes(text.encode())
    assert back.model.locked == [1, 2] and not [f for f in back.findings if f.severity == "error"]


def test_a_locked_round_outside_the_sheet_is_refused_at_its_line():
    text = FILES[3].read_text(encoding="utf-8").replace("side: ", "locked: [0, 1]\nside: ", 1)
    errors = [f for f in load_bbg_bytes(text.encode()).findings if f.severity == "error"]
    assert errors and errors[0].line == text.splitlines().index("locked: [0, 1]") + 1


# -- hypothesis: generated files ---------------------------------------------------------------------------------

ids = st.from_regex(r"[a-z][a-z0-9_-]{0,8}", fullmatch=True)
text = st.text(st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp"), blacklist_characters="\ufeff"),
               min_size=1, max_size=20)
coord = st.floats(-50, 150, allow_nan=False, allow_infinity=False).map(lambda v: round(v, 3))
point = st.tuples(coord, coord)
opt = st.none
values = st.builds(m.FigureValues, opt() | st.integers(-5, 25).map(float), opt() | st.floats(-5, 25).map(
    lambda v: round(v, 1)))


@st.composite
def armies(draw) -> m.ArmyList:
    types = {}
    for tid in draw(st.lists(ids, min_size=1, max_size=4, unique=True)):
        types[tid] = m.TroopType(
            tid, draw(opt() | text), draw(opt() | st.sampled_from(m.TROOP_CLASSES)), draw(opt() | st.sampled_from(m.ARMOURS)),
            draw(values), draw(st.dictionaries(st.sampled_from(list(m.ROLES)), values, max_size=2)),
            draw(opt() | st.integers(-5, 20)), tuple(draw(st.lists(st.sampled_from(m.WEAPONS), max_size=2))),
            tuple(draw(st.lists(st.sampled_from(m.TRAITS), max_size=3))), draw(opt() | st.integers(0, 3)),
            draw(opt() | st.integers(0, 9)), draw(opt() | st.sampled_from([1, 2])),
            draw(opt() | st.tuples(st.sampled_from([1.5, 2.0, 3.0]), st.sampled_from([1.5, 2.0, 4.0]))),
            draw(opt() | st.sampled_from([6.0, 7.5])), draw(opt() | st.sampled_from([0.0, 3.0, 4.5])), draw(opt() | text),
            tuple(draw(st.lists(text, max_size=2))), draw(opt() | st.integers(1, 4)), draw(opt() | st.sampled_from([1.0, 2.5])))
    cards = [m.UnitCard(cid, draw(st.sampled_from(list(types))), draw(opt() | text), draw(st.sampled_from(m.FORMATIONS)),
                        draw(opt() | st.sampled_from(m.SPECIAL_FORMATIONS)), draw(opt() | st.integers(1, 20)),
                        draw(opt() | st.integers(1, 6)), draw(st.dictionaries(st.sampled_from(list(m.ROLES)),
                                                                                st.integers(0, 3), max_size=2)),
                        draw(opt() | st.integers(1, 60)), draw(opt() | st.sampled_from([12.0, 96.5])), draw(opt() | text))
             for cid in draw(st.lists(ids, max_size=4, unique=True))]
    return m.ArmyList(draw(ids), draw(text), types, cards, draw(opt() | text), m.ARMY_FORMAT, draw(opt() | text),
                      draw(opt() | text))


rank = st.text(st.sampled_from("OMZSGC."), min_size=1, max_size=10)


@st.composite
def scenarios(draw) -> m.Scenario:
    sides = []
    unit_ids = iter(draw(st.lists(ids, min_size=6, max_size=6, unique=True)))
    for sid in draw(st.lists(ids, min_size=1, max_size=2, unique=True)):
        units = []
        for _ in range(draw(st.integers(0, 3))):
            uid = next(unit_ids)
            loose = draw(st.booleans())
            units.append(m.Unit(
                uid, sid, m.Pose(draw(coord), draw(coord), draw(st.sampled_from([0.0, 90.0, 180.0, 22.5]))),
                card=draw(opt() | ids), type=draw(opt() | ids), ranks=() if loose else tuple(draw(st.lists(rank, min_size=1,
                                                                                                         max_size=3))),
                figures=tuple(m.LooseFigure(draw(st.sampled_from(list(m.ROLES))), *draw(point))
                              for _ in range(draw(st.integers(1, 3)))) if loose else (),
                formation=draw(opt() | st.sampled_from(m.FORMATIONS)), triumph=draw(st.integers(-2, 6)),
                state=m.UnitState(draw(st.integers(0, 2)), draw(st.booleans()), draw(st.booleans()),
                                  draw(st.integers(0, 3)), draw(st.dictionaries(st.sampled_from(m.WEAPONS),
                                                                                st.integers(0, 2), max_size=1)))))
        leader = st.builds(m.Leader, ids, opt() | point, opt() | ids)
        corps = [m.Corps(cid, draw(opt() | leader), tuple(u.id for u in units[:draw(st.integers(0, 2))]))
                 for cid in draw(st.lists(ids, max_size=2, unique=True))]
        sides.append(m.Side(sid, draw(opt() | text), draw(text), draw(opt() | leader), corps, units,
                            tuple(draw(st.lists(point, min_size=3, max_size=4))) if draw(st.booleans()) else ()))
    terrain = []
    for tid in draw(st.lists(ids, max_size=4, unique=True)):
        kind = draw(st.sampled_from(m.TERRAIN_TYPES))
        pts = tuple(draw(st.lists(point, min_size=3, max_size=6)))
        line = kind in m.LINE_TERRAIN
        terrain.append(m.Terrain(tid, kind, () if line else pts, pts if line else (), draw(opt() | st.integers(0, 2)),
                                 draw(opt() | st.sampled_from([0.0, 90.0, 271.5]))))
    options = draw(st.fixed_dictionaries({}, optional={
        "cavalry_charge_vs": st.sampled_from(["any", "infantry_only"]), "phalanx_drift": st.sampled_from(["left", "off"]),
        "close_turn_cost_M": st.none() | st.fixed_dictionaries({"0_45": st.just(0), "over_90": st.just(1.5)})}))
    return m.Scenario(
        draw(text), m.Table(draw(st.sampled_from([48.0, 72.0])), draw(st.sampled_from([32.0, 48.5])), 2.5),
        draw(opt() | st.integers(1, 12)), draw(opt() | text), options,
        draw(st.fixed_dictionaries({}, optional={"elephant_level": st.integers(0, 2),
                                                 "overturned_chariots": st.sampled_from(["remove", "obstacle"])})),
        terrain, [m.Camp(s.id, tuple(draw(st.lists(point, min_size=3, max_size=4))), draw(st.booleans())) for s in sides],
        sides, draw(opt() | text), m.SCENARIO_FORMAT, draw(opt() | text), draw(opt() | text), draw(opt() | text))


@st.composite
def sheets(draw) -> m.Sheet:
    units = draw(st.lists(ids, min_size=1, max_size=4, unique=True))
    rounds = {}
    for n in draw(st.lists(st.integers(1, 12), max_size=4, unique=True)):
        orders = {}
        for u in draw(st.lists(st.sampled_from(units), max_size=3, unique=True)):
            orders[u] = m.UnitOrders(
                draw(opt() | ids),
                draw(opt() | st.builds(m.MoveOrder, st.lists(st.sampled_from(m.GLYPHS), max_size=2).map(tuple),
                                       st.lists(point, max_size=3).map(tuple))),
                draw(opt() | st.builds(m.ShootOrder, opt() | ids, st.sampled_from(m.SHOOT_WHEN))))
        rounds[n] = m.SheetOrders(n, orders)
    rows = [m.SheetUnit(u, draw(opt() | text), draw(opt() | st.integers(-2, 6)), draw(opt() | text), draw(opt() | text))
            for u in units]
    locked = sorted(draw(st.sets(st.integers(1, 99), max_size=4)))
    return m.Sheet(draw(text), draw(ids), rounds, rows, locked=locked)


def _same_after_writing(model) -> None:
    """The stable writer's text reads back as the same model; saving it again changes nothing."""
    text = dump_yaml(to_dict(model))
    loaded = load_bbg_bytes(text.encode(), validate=False)
    assert [f.code for f in loaded.findings] == [], (text, loaded.findings)
    if isinstance(model, m.Sheet):  # rounds come back in order
        model.rounds = dict(sorted(model.rounds.items()))
    assert loaded.model == model
    assert bbg_text(loaded.model, loaded) == (text, None)


@HSET
@given(armies())
def test_any_army_list_round_trips(army):
    _same_after_writing(army)


@HSET
@given(scenarios())
def test_any_table_scenario_round_trips(scenario):
    _same_after_writing(scenario)


@HSET
@given(sheets())
def test_any_army_sheet_round_trips(sheet):
    _same_after_writing(sheet)


@settings(max_examples=25, deadline=None)
@given(st.integers(-2, 6), coord, coord)
def test_an_edit_of_a_generated_unit_keeps_every_other_line(triumph, x, y):
    original = load_bbg(FILES[2], validate=False)
    s = original.model
    u = s.unit("warband-2")
    u.triumph, u.pose = triumph, m.Pose(x, y, 180.0)
    text, note = bbg_text(s, original)
    assert note is None and load_bbg_bytes(text.encode(), validate=False).model == s
    old, new = FILES[2].read_text(encoding="utf-8").splitlines(), text.splitlines()
    assert len(old) == len(new)
    assert [i for i, (a, b) in enumerate(zip(old, new, strict=True)) if a != b] in ([], [old.index(
        next(line for line in old if "id: warband-2," in line))])


def test_the_documents_put_the_keys_in_reading_order():
    army = load_bbg(FILES[0], validate=False).model
    assert list(army_to_dict(army))[:4] == ["format", "id", "name", "source"]
    s = load_bbg(FILES[2], validate=False).model
    assert list(scenario_to_dict(s))[:6] == ["format", "title", "description", "source", "table", "rounds"]
    sheet = load_bbg(FILES[3], validate=False).model
    assert list(sheet_to_dict(sheet)) == ["format", "scenario", "side", "units", "rounds"]


# -- recognising the files, and hostile input -------------------------------------------------------------------

def _copy_demo(tmp_path: Path) -> Path:
    shutil.copytree(DEMO, tmp_path / "bbg")
    return tmp_path / "bbg"


def _finding(path: Path) -> list[tuple[str, int | None]]:
    return [(f.code, f.line) for f in load_bbg(path).findings]


def test_a_newer_version_is_refused_with_exit_2(tmp_path, capsys):
    p = tmp_path / "a.yaml"
    p.write_text(FILES[0].read_text(encoding="utf-8").replace("format: bbg-army/1", "format: bbg-army/2"))
    assert main(["validate", str(p)]) == 2
    out = capsys.readouterr().out
    assert "a.yaml:4:9: error format-too-new: the file is in format bbg-army/2, newer than this Banneret reads " \
           "(bbg-army/1)" in out


def test_a_polygon_of_ten_thousand_vertices_is_refused_at_its_line(tmp_path, capsys):
    d = _copy_demo(tmp_path)
    p = d / "meadow-of-kohalom.yaml"
    ring = ", ".join(f"[{10 + 5 * math.cos(i / 1591.5):.4f}, {10 + 5 * math.sin(i / 1591.5):.4f}]"
                     for i in range(10_000))
    p.write_text(p.read_text(encoding="utf-8").replace(
        "  - {id: orchard, type: orchard, polygon: [[40, 10], [46, 10], [46, 14], [40, 14]]}",
        f"  - {{id: orchard, type: orchard, polygon: [{ring}]}}"))
    assert main(["validate", str(p)]) == 2
    out = capsys.readouterr().out
    assert "meadow-of-kohalom.yaml:20:43:" in out
    assert "error too-many: terrain[3].polygon has 10,000 points; a polygon, line or path may have at most 2,000" in out


def test_a_unit_of_a_hundred_thousand_figures_is_refused(tmp_path, capsys):
    d = _copy_demo(tmp_path)
    p = d / "meadow-of-kohalom.yaml"
    p.write_text(p.read_text(encoding="utf-8").replace("ranks: [GMSSSSSSSSSS, SSSSSSSSSSSS]",
                                                       "ranks: [" + ", ".join(["S" * 1000] * 100) + "]"))
    assert main(["validate", str(p)]) == 2
    out = capsys.readouterr().out
    assert ":36:9: error too-many: sides[0].units[0] has 100,000 figures; a unit may have at most 2,000" in out
    card = d / "armies" / "hoplite-league.yaml"
    card.write_text(card.read_text(encoding="utf-8").replace("files: 12, ranks: 2, roles: {O: 1, M: 1}, points: 96}",
                                                             "files: 1000, ranks: 100, roles: {O: 1, M: 1}, points: 96}", 1))
    assert _finding(card) == [("too-many", 48)]  # the first card, at its line


@pytest.mark.parametrize("nan", [".nan", ".NaN", "nan", ".inf", "-.inf", "1e999"])
def test_nan_and_infinite_coordinates_are_refused_at_their_line(tmp_path, capsys, nan):
    d = _copy_demo(tmp_path)
    p = d / "meadow-of-kohalom.yaml"
    p.write_text(p.read_text(encoding="utf-8").replace("pose: [27, 8, 0]", f"pose: [27, {nan}, 0]"))
    assert main(["validate", str(p)]) == 1
    out = capsys.readouterr().out
    assert "meadow-of-kohalom.yaml:37:" in out and "error wrong-type: sides[0].units[1].pose[1] should be a number" in out


def test_nan_in_a_sheet_path_is_refused(tmp_path):
    d = _copy_demo(tmp_path)
    p = d / "meadow-of-kohalom.league-sheet.yaml"
    p.write_text(p.read_text(encoding="utf-8").replace("path: [[18, 8], [18, 12]]", "path: [[18, .nan], [18, 12]]"))
    [f] = load_bbg(p).findings
    assert (f.code, f.line) == ("wrong-type", 15)
    assert f.message == "rounds.1.hoplites-1.move.path[0][1] should be a number, not the text '.nan'"


def test_a_hex_scenario_given_to_bbg_info_is_refused(capsys):
    assert main(["bbg", "info", str(ROOT / "scenarios" / "tremithoussia-demo.yaml")]) == 2
    assert "error not-a-bbg-file" in capsys.readouterr().err


def test_a_save_over_a_read_only_file_is_refused_and_leaves_it_whole(tmp_path):
    """Saves go through the one atomic writer: a read-only target is refused, the old file kept."""
    target = tmp_path / "army.yaml"
    shutil.copy(FILES[0], target)
    target.chmod(0o444)
    original = load_bbg(target, validate=False)
    original.model.troop_types["hoplite"].morale = 10
    with pytest.raises(OSError):
        save_bbg(original.model, target, original)
    assert target.read_bytes() == FILES[0].read_bytes()
    assert [p.name for p in tmp_path.iterdir()] == ["army.yaml"]  # no temporary left behind


MUTANTS = st.sampled_from([None, True, 0, 1, -1, 2.5, 10**6, "", "x", ".nan", "↑", "before", "S.O", [], [1], [1, 2],
                           [[0, 0], [1, 0]], {}, {"x": 1}, {"attack": 3}])


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*path, i))


@settings(max_examples=120, deadline=None)
@given(data=st.data(), which=st.sampled_from([0, 2, 3]))
def test_the_quick_schema_check_agrees_with_jsonschema_on_mutated_bbg_files(data, which):
    """A valid file skips jsonschema (rules.fileio.quickcheck): on the BBG schemas the quick answer must be
    jsonschema's, or a finding would be hidden."""
    import copy

    from rules.fileio.schema import compiled_validator

    loaded = load_bbg(FILES[which], validate=False)
    value = copy.deepcopy(loaded.doc.value)
    paths = [p for p in _paths(value) if p]
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(paths))
        try:
            parent = value
            for part in path[:-1]:
                parent = parent[part]
            action = data.draw(st.sampled_from(["replace", "delete", "add"]))
            if action == "replace":
                parent[path[-1]] = data.draw(MUTANTS)
            elif action == "delete":
                del parent[path[-1]]
            elif isinstance(parent, dict):
                parent[data.draw(st.sampled_from(["extra", "1", "O", "move"]))] = data.draw(MUTANTS)
        except (KeyError, IndexError, TypeError):
            pass
    validator = compiled_validator(f"bbg-{loaded.kind}.schema.json")
    assert validator.quick is not None
    assert validator.quick(value) == validator.full.is_valid(value)


@pytest.mark.parametrize("text, code", [
    ("format: bbg-army/1\nid: a\nname: b\ntroop_types: {}\nbomb: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n"
     + "".join(f"b{i}: &a{i} [{', '.join(['*a' if i == 0 else f'*a{i - 1}'] * 10)}]\n" for i in range(8)),
     "too-many-nodes"),
    ("format: bbg-scenario/1\ntitle: " + "[" * 200 + "]" * 200 + "\n", "too-deep"),
    ("- format: bbg-sheet/1\n", "not-a-bbg-file"),
    ("format: bbg-sheet/1\nformat: bbg-army/1\n", "duplicate-key"),
])
def test_hostile_yaml_in_a_bbg_file_is_refused_with_exit_2(tmp_path, capsys, text, code):
    """The BBG files go through the same guarded reader as the hex series' (limits before anything is built)."""
    p = tmp_path / "hostile.yaml"
    p.write_text(text, encoding="utf-8")
    got = load_bbg(p)
    assert got.unreadable and got.model is None
    assert code in [f.code for f in got.findings]
    assert main(["bbg", "info", str(p)]) == 2


def test_a_bbg_file_over_the_size_cap_is_refused_unread(tmp_path):
    p = tmp_path / "big.yaml"
    p.write_bytes(b"format: bbg-army/1\n# " + b"x" * (9 * 2**20) + b"\n")
    [f] = load_bbg(p).findings
    assert f.code == "file-too-large"


def _two_sheets(tmp_path: Path) -> Path:
    """The demo folder with a second sheet, for the other side."""
    demo = tmp_path / "bbg"
    shutil.copytree(FILES[3].parent, demo)
    league = load_bbg(demo / FILES[3].name, validate=False).model
    sc = load_bbg(demo / "meadow-of-kohalom.yaml", validate=False).model
    other = next(s.id for s in sc.sides if s.id != league.side)
    save_bbg(m.Sheet(league.scenario, other), demo / "other-sheet.yaml")
    return demo


def test_a_round_is_locked_on_the_table_when_every_sides_sheet_locks_it(tmp_path):
    """[L254, L394]: the table's round is locked once every side's orders are given. The league's sheet
    alone cannot say (None); with both sheets, the rounds both lock; an open, unsaved sheet wins over its file."""
    from rules.bbg.files import locked_rounds, scenario_sheets

    demo = tmp_path / "alone"
    shutil.copytree(FILES[3].parent, demo)
    sc = load_bbg(demo / "meadow-of-kohalom.yaml", validate=False).model
    assert locked_rounds(sc, scenario_sheets(demo / "meadow-of-kohalom.yaml")) is None
    demo = _two_sheets(tmp_path)
    sheets = scenario_sheets(demo / "meadow-of-kohalom.yaml")
    assert len(sheets) == 2 and locked_rounds(sc, sheets) == set()
    for name, rounds in ((FILES[3].name, [1, 2]), ("other-sheet.yaml", [1])):
        loaded = load_bbg(demo / name, validate=False)
        loaded.model.locked = rounds
        save_bbg(loaded.model, demo / name, loaded)
    assert locked_rounds(sc, scenario_sheets(demo / "meadow-of-kohalom.yaml")) == {1}
    unsaved = load_bbg(demo / "other-sheet.yaml", validate=False).model
    unsaved.locked = [1, 2]
    sheets = scenario_sheets(demo / "meadow-of-kohalom.yaml", {(demo / "other-sheet.yaml").resolve(): unsaved})
    assert locked_rounds(sc, sheets) == {1, 2}
