"""The edition tables: every cell against the canonical tables, the accessors, the presets, broken files."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from rules import tables as t
from rules.paths import schemas_dir, tables_dir

REPO_ROOT = Path(__file__).resolve().parents[1]

CANONICAL = REPO_ROOT.parent / "shared" / "reference" / "tables-canonical.yaml"

# Canonical row key -> the scenario feature names that carry its values.
CANON_TERRAIN = {
    "clear": ["clear"],
    "wood": ["wood"],
    "bushes_hedges_vines_orchards": ["bushes"],
    "marsh": ["marsh"],
    "village_city_ruins": ["village"],
    "farm_mill_abbey": ["farm"],
    "stream": ["stream"],
    "river_pond_lake_sea": ["river", "pond", "lake", "sea"],
    "wall": ["wall"],
    "fortification": ["fortification"],
    "gate": ["gate"],
    "bridge": ["bridge"],
    "ford": ["ford"],
    "track": ["track"],
    "road": ["road"],
    "level_up_1": ["level_up"],
    "level_down_1": ["level_down"],
}
# Where the project's decisions classify a row differently from the canonical analysis.
KIND_DECISIONS = {"road": "link", "track": "link"}  # R14: road and track are links between adjacent hexes
CANON_KIND = {"hex": "hex", "hexside": "hexside", "level_change": "level"}
CANON_FIRE = {
    "archers_ar": "Ar",
    "crossbowmen_ab": "Ab",
    "arquebusiers_aq": "Aq",
    "artillery_at": "At",
    "javelins_cl_il": "javelins",
}


@pytest.fixture(scope="module")
def canon() -> dict[str, Any]:
    if not CANONICAL.is_file():
        pytest.skip(f"{CANONICAL} is absent")
    return yaml.safe_load(CANONICAL.read_text(encoding="utf-8"))


@pytest.fixture
def tables() -> t.Tables:
    return t.load_tables()


@pytest.fixture
def fresh_caches() -> Iterator[None]:
    """Tests that point the loader elsewhere must not leave a broken table in the cache."""
    t.load_tables.cache_clear()
    t.load_editions.cache_clear()
    yield
    t.load_tables.cache_clear()
    t.load_editions.cache_clear()


def na(value: Any) -> Any:
    return None if value == "not_allowed" else value


# ---------------------------------------------------------------------------------------------------------
# Schemas and files


@pytest.mark.parametrize("name", [t.TABLES_SCHEMA, t.EDITIONS_SCHEMA])
def test_schemas_are_draft_2020_12(name: str) -> None:
    schema = json.loads((schemas_dir() / name).read_text(encoding="utf-8"))
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["title"] and schema["description"]


def test_loaded_once(tables: t.Tables) -> None:
    assert t.load_tables() is tables
    assert tables.file == tables_dir() / t.TABLES_FILE


# ---------------------------------------------------------------------------------------------------------
# Every cell against tables-canonical.yaml


def test_terrain_matches_canonical(canon: dict[str, Any], tables: t.Tables) -> None:
    covered = [name for names in CANON_TERRAIN.values() for name in names]
    assert sorted(covered) == sorted(tables.terrain), "every terrain row is checked, and only those"
    rows = {r["key"]: r for r in canon["terrain"]["rows"]}
    assert sorted(rows) == sorted(CANON_TERRAIN)
    for key, row in rows.items():
        for name in CANON_TERRAIN[key]:
            ours = tables.terrain_row(name)
            if name in KIND_DECISIONS:
                expected_kind = KIND_DECISIONS[name]
            elif row["kind"] == "mixed":
                expected_kind = row["kind_detail"][name]
            else:
                expected_kind = CANON_KIND[row["kind"]]
            assert ours.kind == expected_kind, name
            move = row["movement"]
            assert ours.mode == move["mode"], name
            assert ours.infantry == na(move["infantry_leaders"]), name
            assert ours.cavalry == na(move["cavalry_artillery"]), name
            fire = row["fire"]
            if "modifier" in fire:
                assert ours.fire_in == ours.fire_out == ours.fire == fire["modifier"], name
            else:  # footnote a (D3, R11)
                assert ours.fire_in == fire["modifier_firing_in_from_outside"], name
                assert ours.fire_out == fire["modifier_firing_out_from_inside"], name
            assert ours.blocks_los is fire["blocks_los"], name
            assert ours.melee == na(row["melee"]), name
            assert ours.charge == na(row["charge"]), name
    assert tables.terrain_row("road").route_ignores_levels is True  # footnote c
    assert tables.terrain_row("track").route_ignores_levels is False  # footnote b


def test_fire_ranges_match_canonical(canon: dict[str, Any], tables: t.Tables) -> None:
    ranges = canon["fire"]["ranges"]
    assert sorted(CANON_FIRE.values()) == sorted(tables.fire_classes)
    for key, row in ranges.items():
        cls = CANON_FIRE[key]
        for n in range(1, 6):
            cell = row[f"range_{n}"]
            ours = tables.fire_row(cls, n)
            if cell == "out_of_range":
                assert ours is None, (cls, n)
            else:
                assert ours == t.FireCell(cell["discourage"], cell["rout"]), (cls, n)
        assert tables.fire_row(cls, 6) is None


def test_fire_modifiers_match_canonical(canon: dict[str, Any], tables: t.Tables) -> None:
    numeric = {m["key"]: m["value"] for m in canon["fire"]["modifiers"]["list"] if isinstance(m["value"], int)}
    assert sorted(numeric) == sorted(tables.fire_modifiers)
    for key, value in numeric.items():
        assert tables.fire_modifier(key) == value, key
    assert tables.fire_modifiers["strength_below_4"].artillery is False  # "does not apply to artillery"


def test_fire_leader_check_matches_canonical(canon: dict[str, Any], tables: t.Tables) -> None:
    check = canon["fire"]["leader_casualties"]
    assert "== 9" in check["trigger"]
    assert dict(tables.fire_leader_check.triggers) == {"target": 9}
    expected = [(b["roll_min"], b["roll_max"], b["result"]) for b in check["table"]]
    assert [(b.min, b.max, b.result) for b in tables.fire_leader_check.results] == expected


def test_melee_odds_match_canonical(canon: dict[str, Any], tables: t.Tables) -> None:
    rows = canon["melee"]["odds_modifiers"]["table"]
    assert len(rows) == len(tables.odds)
    for row, band in zip(rows, tables.odds, strict=True):
        assert band.value == row["value"], row
        if row["odds"].startswith("less_than"):
            assert band.attacker == 0
        else:
            a, d = row["odds"].removesuffix("_or_more").split(":")
            assert (band.attacker, band.defender) == (int(a), int(d)), row


def test_melee_type_matrix_matches_canonical(canon: dict[str, Any], tables: t.Tables) -> None:
    unit_types = canon["melee"]["unit_types"]
    code = str.capitalize  # canonical "ab" -> "Ab"
    assert sorted(tables.types) == sorted(code(a) for a in unit_types["attacker_rows"])
    columns = sorted(code(d) for d in unit_types["defender_columns"])
    cells = 0
    for att, row in unit_types["matrix"].items():
        assert sorted(tables.types[code(att)]) == columns
        for dfn, value in row.items():
            assert tables.type_modifier(code(att), code(dfn)) == value, (att, dfn)
            cells += 1
    assert cells == 110
    assert tables.type_modifier("Ha", "Cl") == 2  # D1, R11


def test_melee_quality_and_modifiers_match_canonical(canon: dict[str, Any], tables: t.Tables) -> None:
    quality = {q["condition"]: q["value"] for q in canon["melee"]["quality_modifiers"]["table"]}
    assert tables.quality_modifier(6, 5) == quality["attacker_quality_higher"]
    assert tables.quality_modifier(5, 6) == quality["attacker_quality_lower"]
    assert tables.quality_modifier(5, 5) == quality["equal"]

    others = [m for m in canon["melee"]["other_modifiers"] if isinstance(m["value"], int)]
    assert sorted(m["key"] for m in others) == sorted(tables.melee_modifiers)
    for m in others:
        assert tables.melee_modifier(m["key"]) == m["value"], m["key"]
        assert sorted(tables.melee_modifiers[m["key"]].excludes) == sorted(m.get("not_cumulative_with", []))

    cap = canon["melee"]["modifier_cap"]
    assert tables.clamp == (cap["min"], cap["max"])


def test_melee_results_match_canonical(canon: dict[str, Any], tables: t.Tables) -> None:
    def effects(cell: list[str]) -> tuple[str, ...]:
        return () if cell == ["no_effect"] else tuple(cell)  # D8: blank = no effect

    rows = canon["melee"]["results"]["table"]
    assert len(rows) == len(tables.melee_results)
    for row, band in zip(rows, tables.melee_results, strict=True):
        assert (band.min, band.max) == (row["min"], row["max"])
        assert band.defender == effects(row["defender"]), row
        assert band.attacker == effects(row["attacker"]), row
    span = canon["melee"]["modified_result_range"]
    assert (tables.melee_results[0].min, tables.melee_results[-1].max) == (span["min"], span["max"])


def test_melee_leader_check_matches_canonical(canon: dict[str, Any], tables: t.Tables) -> None:
    check = canon["melee"]["leader_casualties"]
    for trigger in check["triggers"]:
        side = "defenders" if "defending" in trigger["affects"] else "attackers"
        assert tables.melee_leader_check.triggers[side] == trigger["unmodified_roll"]
    assert len(tables.melee_leader_check.triggers) == len(check["triggers"])
    expected = [(b["roll_min"], b["roll_max"], b["result"]) for b in check["table"]]
    assert [(b.min, b.max, b.result) for b in tables.melee_leader_check.results] == expected


def test_melee_example_checks_of_canonical(canon: dict[str, Any], tables: t.Tables) -> None:
    for check in canon["melee"]["results"]["reconstruction"]["example_checks"]:
        expected = tuple(check["defender"].replace(" ", "").split("+"))
        assert tables.melee_result(check["modified"]).defender == expected, check


# ---------------------------------------------------------------------------------------------------------
# Accessors


@pytest.mark.parametrize(
    ("att", "dfn", "expected"),
    [
        (2, 1, 2),  # 2:1
        (5, 2, 2),  # 2.5:1 -> 2:1
        (9, 2, 2),
        (3, 2, 1),  # 1.5:1 -> 1:1
        (3, 3, 1),
        (7, 4, 1),
        (2, 3, 0),  # 1:1.5 -> 1:2
        (1, 2, 0),
        (4, 9, -1),  # 1:2.25 -> 1:3
        (2, 5, -1),  # 1:2.5 -> 1:3
        (1, 3, -1),
        (3, 10, -2),  # less than 1:3
        (1, 4, -2),
        (0, 4, -2),
    ],
)
def test_odds_rounded_in_favour_of_defender(att: int, dfn: int, expected: int) -> None:
    assert t.odds_modifier(att, dfn) == expected


def test_odds_rejects_no_defender() -> None:
    with pytest.raises(ValueError, match="defender SP"):
        t.odds_modifier(3, 0)


@pytest.mark.parametrize(("total", "expected"), [(9, 7), (7, 7), (3, 3), (0, 0), (-7, -7), (-12, -7)])
def test_clamp_melee(total: int, expected: int) -> None:
    assert t.clamp_melee(total) == expected


@pytest.mark.parametrize(
    ("sp", "artillery", "expected"),
    [
        (1, False, -1),
        (3, False, -1),
        (3, True, 0),  # not artillery
        (4, False, 0),
        (5, False, 1),
        (8, True, 1),
        (9, False, 2),  # +2 in total, not +3 (R5, D17)
        (12, True, 2),
    ],
)
def test_fire_strength_modifier(sp: int, artillery: bool, expected: int) -> None:
    assert t.fire_strength_modifier(sp, artillery) == expected


def test_fire_result_and_range(tables: t.Tables) -> None:
    assert tables.fire_result("Ar", 2, 6) == "discourage"  # 6/8 (D2, R11)
    assert tables.fire_result("Ar", 2, 8) == "rout"
    assert tables.fire_result("Ab", 3, 9) == "discourage"  # single number: never a rout
    assert tables.fire_classes["At"].max_range == 5
    assert tables.fire_classes["javelins"].max_range == 2
    assert t.fire_row("Aq", 4) is None
    with pytest.raises(ValueError, match="out of range"):
        tables.fire_result("javelins", 3, 9)
    with pytest.raises(ValueError, match="unknown fire class"):
        t.fire_row("Xx", 1)


def test_tremithoussia_example(tables: t.Tables) -> None:
    """EN 2010, 10.9: the oracle of the rules decisions (R6 worked examples)."""
    # Defensive fire of the Cl (fewer than 4 SP, mounted, javelins at 1 hex): 7 - 1 - 1 = 5, no effect.
    roll = 7 + tables.fire_strength_modifier(3, artillery=False) + tables.fire_modifier("firer_mounted")
    assert roll == 5
    assert tables.fire_result(tables.fire_class_of("Cl"), 1, roll) == "no_effect"

    ch_sp, ch_q, cl_sp, cl_q = 3, 6, 3, 5
    base = tables.odds_modifier(ch_sp, cl_sp) + tables.type_modifier("Ch", "Cl") + tables.quality_modifier(ch_q, cl_q)
    assert base == 1 + 2 + 1
    charge = tables.melee_modifier("charge_front")
    # Charge: 4 + 1 + 2 + 1 + 3 = 11 -> D + R, attacker advances.
    first = tables.melee_result(4 + tables.clamp_melee(base + charge))
    assert first.defender == ("D", "R") and first.attacker_must_advance
    # Élan: 7 + min(9, 7) = 14 -> Dr + R.
    discouraged = tables.melee_modifier("all_defenders_discouraged_or_some_routed")
    elan = tables.melee_result(7 + tables.clamp_melee(base + discouraged + charge))
    assert 7 + tables.clamp_melee(base + discouraged + charge) == 14
    assert elan.defender == ("Dr", "R")
    # Dispersion against the Ha, charging down one level: 2 + 1 + 1 + 1 + 3 + 1 = 9 -> F + R.
    level = tables.terrain_row("level_down").combat_modifier(charge=True)
    mods = tables.odds_modifier(3, 3) + tables.type_modifier("Ch", "Ha") + tables.quality_modifier(6, 5)
    dispersion = tables.melee_result(2 + tables.clamp_melee(mods + charge + level))
    assert 2 + tables.clamp_melee(mods + charge + level) == 9
    assert dispersion.defender == ("F", "R")


def test_melee_result_advance_bands(tables: t.Tables) -> None:
    """R3: the attacker must advance on 5..16; the defender may advance on -7..-4."""
    rolls = range(-7, 17)
    assert [r for r in rolls if t.melee_result(r).attacker_must_advance] == list(range(5, 17))
    assert [r for r in rolls if t.melee_result(r).defender_may_advance] == list(range(-7, -3))
    assert t.melee_result(4).defender == () and t.melee_result(4).attacker == ()
    assert t.melee_result(-1).attacker == ("F", "R")
    for bad in (-8, 17):
        with pytest.raises(ValueError, match="-7 to 16"):
            t.melee_result(bad)


def test_type_modifier_errors_and_combined(tables: t.Tables) -> None:
    with pytest.raises(ValueError, match=r"never initiates a mêlée \(10.1\)"):
        t.type_modifier("At", "Ch")
    with pytest.raises(ValueError, match="unknown unit type 'Xx'"):
        t.type_modifier("Ch", "Xx")
    # R8: the value most favourable to the defender over every pair.
    assert tables.combined_type_modifier(["Ch", "Mi"], ["Il"]) == 1
    assert tables.combined_type_modifier(["Ch"], ["Mi", "Su"]) == 0


def test_leader_checks(tables: t.Tables) -> None:
    assert tables.leader_check_sides("fire", 9) == ("target",)
    assert tables.leader_check_sides("fire", 0) == ()
    assert tables.leader_check_sides("melee", 9) == ("defenders",)
    assert tables.leader_check_sides("melee", 0) == ("attackers",)
    assert [tables.leader_check("fire", r) for r in (5, 6, 8, 9)] == ["no_effect", "wounded", "wounded", "killed"]
    assert [tables.leader_check("melee", r) for r in (5, 6, 7, 8, 9)] == [
        "no_effect",
        "captured",
        "captured",
        "wounded",
        "killed",
    ]


def test_terrain_and_movement(tables: t.Tables) -> None:
    assert t.terrain("wood").cost("cavalry") == 3
    assert tables.movement_cost("wood", "leader") == 2
    assert tables.movement_cost("wood", "artillery") == 3
    assert tables.movement_cost("river", "infantry") is None
    assert not tables.terrain_row("lake").passable
    assert tables.terrain_row("wall").fire == -4 and tables.terrain_row("wall").fire_out == 0  # D3, R11
    assert tables.terrain_row("village").combat_modifier(charge=True) == -3  # R4
    assert tables.terrain_row("bridge").combat_modifier(charge=True) is None
    with pytest.raises(ValueError, match="unknown terrain 'camp'"):
        t.terrain("camp")


def test_units(tables: t.Tables) -> None:
    classes = {code: u.unit_class for code, u in tables.units.items()}
    assert sorted(c for c, k in classes.items() if k == "cavalry") == ["Ch", "Cl", "Ha"]
    assert sorted(c for c, k in classes.items() if k == "infantry") == sorted(
        ["Su", "Pi", "Mi", "Il", "Ar", "Ab", "Aq"]
    )
    assert [c for c, k in classes.items() if k == "artillery"] == ["At"]
    assert sorted(c for c, u in tables.units.items() if u.fires == "always") == ["Ab", "Aq", "Ar", "At"]
    assert sorted(c for c, u in tables.units.items() if u.fires == "with_symbol") == ["Cl", "Il"]
    assert sorted(c for c, u in tables.units.items() if u.charges) == ["Ch", "Ha"]
    assert sorted(c for c, u in tables.units.items() if u.phase_b_fire) == ["Ar", "At"]
    assert tables.fire_class_of("Il") == "javelins"


def test_numbers(tables: t.Tables) -> None:
    n = tables.number
    assert (n("d10_min"), n("d10_max")) == (0, 9)
    assert (n("facing_change_mp"), n("facing_change_mp_enemy_front")) == (1, 2)  # 8.2, R19
    assert (n("leave_enemy_front_mp"), n("enter_enemy_front_mp")) == (1, 0)  # 8.3, R33
    assert n("stack_join_leave_mp") == 1 and n("mount_dismount_mp") == 2
    assert n("charge_max_mp") == 4 and n("rout_retreat_hexes") == 2 and n("rally_routed_modifier") == 1
    assert (n("stack_max_combat_units"), n("stack_max_artillery_with_infantry")) == (1, 2)  # R20
    assert [tables.out_of_command_mp(mp) for mp in (1, 4, 5, 6)] == [1, 2, 3, 3]  # half, rounded up
    assert all(num.section for num in tables.numbers.values())
    with pytest.raises(ValueError, match="unknown rules number"):
        n("zones_of_control")


@pytest.mark.parametrize(
    ("difference", "case"),
    [(0, "C.1"), (1, "C.2"), (-3, "C.2"), (4, "C.3"), (7, "C.3"), (8, "C.4"), (12 - 4, "C.4"), (-15, "C.4")],
)
def test_initiative_cases(difference: int, case: str) -> None:
    """6.C, R27; Arsuf turn 5: 12 against 4 is C.4."""
    assert t.load_tables().initiative_case(difference) == case


# ---------------------------------------------------------------------------------------------------------
# Editions


R1 = {
    "2010": (False, True, "least_cost_avoid_enemy", "defender_first"),
    "2014": (True, True, "least_cost_avoid_enemy", "attacker_first"),  # R39: HU 6.B as printed
    "2018": (True, False, "direct_shift_when_blocked", "defender_first"),
}


@pytest.mark.parametrize("name", sorted(R1))
def test_presets_follow_r1(name: str) -> None:
    ed = t.edition(name)
    assert ed.name == name and ed.overrides == ()
    got = (ed.stacked_artillery_both_fire, ed.routed_units_face_rout_edge, ed.rout_path, ed.phase_b_archer_order)
    assert got == R1[name]
    assert t.edition(int(name)) == ed


def test_default_edition_is_2018() -> None:
    assert t.load_editions().default == "2018"
    assert t.edition() == t.edition("2018")


def test_option_override() -> None:
    ed = t.edition("2010", {"stacked_artillery_both_fire": True, "phase_b_archer_order": "attacker_first"})
    assert ed.stacked_artillery_both_fire is True
    assert ed.phase_b_archer_order == "attacker_first"
    assert ed.rout_path == "least_cost_avoid_enemy"  # the rest of the preset stays
    assert ed.overrides == ("phase_b_archer_order", "stacked_artillery_both_fire")
    assert t.edition("2018", {"rout_path": "direct_shift_when_blocked"}).overrides == ()  # same as preset
    assert hash(ed) == hash(
        t.edition("2010", {"phase_b_archer_order": "attacker_first", "stacked_artillery_both_fire": True})
    )
    assert set(ed.options) == set(t.edition_option_names())


def test_option_errors() -> None:
    with pytest.raises(ValueError, match=r"unknown rules option 'zoc'; known options: stacked_artillery"):
        t.edition("2018", {"zoc": True})
    with pytest.raises(
        ValueError,
        match=r"'rout_path' cannot be straight; allowed values: least_cost_avoid_enemy, direct_shift_when_blocked",
    ):
        t.edition("2018", {"rout_path": "straight"})
    with pytest.raises(ValueError, match=r"cannot be 1; allowed values: false, true"):
        t.edition("2018", {"stacked_artillery_both_fire": 1})  # 1 is not a boolean
    with pytest.raises(ValueError, match=r"cannot be true; allowed values: least_cost"):
        t.edition("2018", {"rout_path": True})
    with pytest.raises(ValueError, match=r"unknown edition '2020'; editions: 2010, 2014, 2018"):
        t.edition("2020")


# ---------------------------------------------------------------------------------------------------------
# Broken files are rejected with the file and the place


def write_broken(tmp_path: Path, name: str, change: Any) -> None:
    data = yaml.safe_load((tables_dir() / name).read_text(encoding="utf-8"))
    change(data)
    for other in (t.TABLES_FILE, t.EDITIONS_FILE):
        src = tables_dir() / other
        (tmp_path / other).write_text(src.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / name).write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")


def test_broken_cell_is_rejected(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_caches: None) -> None:
    write_broken(tmp_path, t.TABLES_FILE, lambda d: d["melee"]["types"]["Ha"].__setitem__("Cl", "two"))
    monkeypatch.setattr(t, "tables_dir", lambda: tmp_path)
    with pytest.raises(t.TablesError, match=r"tables\.yaml: at melee\.types\.Ha\.Cl: 'two' is not of type") as err:
        t.load_tables()
    assert err.value.file == tmp_path / t.TABLES_FILE
    assert err.value.where == "melee.types.Ha.Cl"


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d["fire"]["classes"]["Ar"]["ranges"][1].__setitem__("rout", 10), "fire.classes.Ar.ranges[1].rout"),
        (lambda d: d["terrain"]["wood"].__setitem__("melee", "NA"), "terrain.wood.melee"),
        (lambda d: d["terrain"]["wall"].pop("fire_out"), "terrain.wall"),
        (lambda d: d["terrain"].pop("ford"), "terrain"),
        (lambda d: d["melee"]["results"][2].__setitem__("max", 2), "melee.results[3]"),
        (
            lambda d: d["melee"]["modifiers"]["all_defenders_routed"]["excludes"].append("flank"),
            "melee.modifiers.all_defenders_routed.excludes",
        ),
        (lambda d: d["units"]["Cl"].__setitem__("fire_class", "bows"), "units.Cl.fire_class"),
        (lambda d: d["melee"]["leader_check"]["results"].pop(), "melee.leader_check.results"),
    ],
)
def test_broken_tables_name_the_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_caches: None, change: Any, where: str
) -> None:
    write_broken(tmp_path, t.TABLES_FILE, change)
    monkeypatch.setattr(t, "tables_dir", lambda: tmp_path)
    with pytest.raises(t.TablesError) as err:
        t.load_tables()
    assert err.value.where == where
    assert str(err.value).startswith(f"{tmp_path / t.TABLES_FILE}: at {where}: ")


def test_broken_editions_are_rejected(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_caches: None) -> None:
    write_broken(tmp_path, t.EDITIONS_FILE, lambda d: d["presets"]["2014"]["options"].__setitem__("rout_path", "x"))
    monkeypatch.setattr(t, "tables_dir", lambda: tmp_path)
    with pytest.raises(t.TablesError, match=r"editions\.yaml: at presets\.2014\.options\.rout_path: x is not one of"):
        t.edition("2014")


def test_unknown_option_in_editions_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_caches: None) -> None:
    def add(d: dict[str, Any]) -> None:
        d["options"]["zones_of_control"] = {"values": [False], "section": "4", "description": "none"}

    write_broken(tmp_path, t.EDITIONS_FILE, add)
    monkeypatch.setattr(t, "tables_dir", lambda: tmp_path)
    with pytest.raises(t.TablesError, match=r"options\.zones_of_control: rules/tables\.py does not implement"):
        t.load_editions()


def test_invalid_yaml_names_the_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_caches: None) -> None:
    write_broken(tmp_path, t.TABLES_FILE, lambda d: None)
    path = tmp_path / t.TABLES_FILE
    path.write_text(path.read_text(encoding="utf-8") + "\nterrain: [unclosed\n", encoding="utf-8")
    monkeypatch.setattr(t, "tables_dir", lambda: tmp_path)
    with pytest.raises(t.TablesError, match=r"tables\.yaml: at line \d+: not valid YAML"):
        t.load_tables()


# ---------------------------------------------------------------------------------------------------------
# The schema check runs once per content: its values are kept as JSON in the user cache folder


def test_checked_tables_load_again_without_jsonschema(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_caches: None
) -> None:
    monkeypatch.setenv("BANNERET_CACHE_DIR", str(tmp_path / "cache"))
    first = t.read_tables(tables_dir() / t.TABLES_FILE)
    t.read_editions(tables_dir() / t.EDITIONS_FILE)
    assert len(list((tmp_path / "cache" / "tables").glob("*.json"))) == 2  # one per file
    monkeypatch.setitem(__import__("sys").modules, "jsonschema", None)  # importing it would now fail
    monkeypatch.setattr(t.yaml, "load", None)  # and so would parsing the YAML
    again = t.read_tables(tables_dir() / t.TABLES_FILE)
    assert again.terrain == first.terrain and again.numbers == first.numbers and again.fire_classes == first.fire_classes
    assert t.read_editions(tables_dir() / t.EDITIONS_FILE).presets == t.load_editions().presets


def test_a_broken_file_is_checked_even_with_a_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_caches: None
) -> None:
    monkeypatch.setenv("BANNERET_CACHE_DIR", str(tmp_path / "cache"))
    t.read_tables(tables_dir() / t.TABLES_FILE)  # the good file's values are kept
    broken = tmp_path / "broken"
    broken.mkdir()
    write_broken(broken, t.TABLES_FILE, lambda d: d["melee"]["types"]["Ha"].__setitem__("Cl", "two"))
    for _ in range(2):  # and nothing is kept for it: the second read fails the same way
        with pytest.raises(t.TablesError, match=r"at melee\.types\.Ha\.Cl: 'two' is not of type"):
            t.read_tables(broken / t.TABLES_FILE)
    assert len(list((tmp_path / "cache" / "tables").glob("*.json"))) == 1


def test_a_damaged_cache_file_is_read_again_from_the_yaml(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_caches: None
) -> None:
    monkeypatch.setenv("BANNERET_CACHE_DIR", str(tmp_path / "cache"))
    good = t.read_tables(tables_dir() / t.TABLES_FILE)
    (kept,) = (tmp_path / "cache" / "tables").glob("*.json")
    kept.write_text(kept.read_text(encoding="utf-8")[:100], encoding="utf-8")  # cut short
    assert t.read_tables(tables_dir() / t.TABLES_FILE).terrain == good.terrain
    assert json.loads(kept.read_text(encoding="utf-8"))["numbers"]["d10_max"]["value"] == 9  # written again


def test_an_unwritable_cache_only_means_checking_every_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_caches: None
) -> None:
    blocker = tmp_path / "cache"
    blocker.write_text("a file where the cache folder would be", encoding="utf-8")
    monkeypatch.setenv("BANNERET_CACHE_DIR", str(blocker))
    assert t.read_tables(tables_dir() / t.TABLES_FILE).numbers["d10_max"].value == 9
    broken = tmp_path / "broken"
    broken.mkdir()
    write_broken(broken, t.TABLES_FILE, lambda d: d["terrain"].pop("ford"))
    with pytest.raises(t.TablesError) as err:
        t.read_tables(broken / t.TABLES_FILE)
    assert err.value.where == "terrain"
