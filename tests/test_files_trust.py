"""Issue 13, the last gaps: a library with a typo still opens its side (and is never written), libraries
changed by another program are not written over, tools that update a scenario save it round trip, a
byte-order mark stays, and a comment before a deleted last list item stays."""

from __future__ import annotations

import copy
import re
import threading
from pathlib import Path

import pytest

from rules.cli.main import main
from rules.fileio.atomic import file_lock
from rules.fileio.roundtrip import patch_yaml
from rules.scenario import model as m
from rules.scenario.files import LibraryChanged, load_scenario, save_over, save_scenario
from rules.scenario.library import LibraryRefused
from tests.test_library import LIBRARY, scenario_using
from tests.test_sheets import VALUES, battle, sheet  # noqa: F401 - fixtures
from tests.test_validate import BASE

TYPO = ("type: Pi, front: {sp: 4, quality: 5, mp: 4}", "type: Pi, front: {sp: 4, quality: five, mp: 4}")


@pytest.fixture
def box(tmp_path: Path) -> tuple[Path, Path]:
    (tmp_path / "box").mkdir()
    (tmp_path / "battles").mkdir()
    lib = tmp_path / "box" / "counters.yaml"
    lib.write_text("# the box's counters\n" + LIBRARY)
    scen = tmp_path / "battles" / "one.yaml"
    scen.write_text("# my battle\n" + scenario_using("../box/counters.yaml"))
    return scen, lib


def line_of(path: Path, needle: str) -> int:
    return next(i for i, ln in enumerate(path.read_text().splitlines(), 1) if needle in ln)


# -- a library with errors: its side opens with the valid counters -----------------------------------------

def test_a_typo_in_a_library_keeps_the_other_counters_of_its_side(box):
    scen, lib = box
    lib.write_text(lib.read_text().replace(*TYPO))
    r = load_scenario(scen, lenient=True)
    assert r.scenario is not None
    assert [u.id for u in r.scenario.side("fr").units] == ["k1", "d1"]  # d2 has the typo
    assert [ld.id for ld in r.scenario.side("fr").leaders] == ["king", "duke"]
    typo = next(f for f in r.findings if f.code == "wrong-type")
    assert (typo.file, typo.line) == (str(lib.resolve()), line_of(lib, "quality: five"))
    partial = next(f for f in r.findings if f.code == "library-partial")
    assert (partial.severity, partial.line, partial.file) == ("warning", line_of(scen, "counters:"), None)
    assert "side 'fr' has only its valid counters" in partial.message


def test_findings_about_counters_after_the_invalid_one_keep_their_library_lines(box, capsys):
    scen, lib = box
    text = lib.read_text().replace("id: d1, banner: duke, type: Ar", "id: d1, banner: duke, type: Arx")
    lib.write_text(text.replace("id: d2, banner: duke, type: Pi, front: {sp: 4, quality: 5,",
                                "id: d2, banner: duke, type: Pi, front: {sp: 4, quality: 12,"))
    assert main(["validate", str(scen)]) == 1
    out = capsys.readouterr().out
    assert f"{lib.resolve()}:{line_of(lib, 'quality: 12')}:" in out and "quality-range" in out
    assert f"{lib.resolve()}:{line_of(lib, 'type: Arx')}:" in out


def test_saving_leaves_a_library_with_errors_as_it_is_and_refuses_its_counters_edits(box):
    scen, lib = box
    lib.write_text(lib.read_text().replace(*TYPO))
    lib_bytes = lib.read_bytes()
    r = load_scenario(scen, lenient=True)
    s = copy.deepcopy(r.scenario)
    s.title = "Renamed"
    saved = save_scenario(s, scen, original=r.original(), libraries=True)  # a scenario edit: saved
    assert "title: Renamed" in scen.read_text() and lib.read_bytes() == lib_bytes
    scen_bytes = scen.read_bytes()
    s.unit("k1").front.quality = 6
    with pytest.raises(LibraryRefused, match=rf"{re.escape(str(lib.resolve()))} has errors \(line "
                       rf"{line_of(lib, 'quality: five')}: .*Fix the file in a text editor"):
        save_scenario(s, scen, original=saved.original, libraries=True)
    assert lib.read_bytes() == lib_bytes and scen.read_bytes() == scen_bytes


def test_once_the_library_is_fixed_its_side_saves_again(box):
    scen, lib = box
    good = lib.read_text()
    lib.write_text(good.replace(*TYPO))
    lib.write_text(good)  # fixed in a text editor, then the scenario reopened
    r = load_scenario(scen, lenient=True)
    s = copy.deepcopy(r.scenario)
    s.unit("k1").front.quality = 6
    save_scenario(s, scen, original=r.original(), libraries=True)
    assert load_scenario(scen).scenario.unit("k1").front.quality == 6
    assert lib.read_text().startswith("# the box's counters\n")


# -- libraries changed by another program --------------------------------------------------------------

def test_a_library_changed_since_it_was_read_is_not_written_over(box):
    scen, lib = box
    r = load_scenario(scen, lenient=True)
    lib.write_text(lib.read_text().replace("name: Scots", "name: Scottish"))  # another program's change
    theirs, scen_bytes = lib.read_bytes(), scen.read_bytes()
    s = copy.deepcopy(r.scenario)
    s.unit("k1").front.quality = 6
    with pytest.raises(LibraryChanged) as e:
        save_scenario(s, scen, original=r.original(), libraries=True)
    assert e.value.filename == str(lib.resolve())
    assert lib.read_bytes() == theirs and scen.read_bytes() == scen_bytes
    save_scenario(s, scen, original=r.original(), libraries=True, overwrite=True)  # the user chose to
    assert "name: Scottish" in lib.read_text()  # a round trip: their other change is even kept
    assert load_scenario(scen).scenario.unit("k1").front.quality == 6


def test_a_save_without_counter_edits_keeps_another_programs_library_change(box):
    scen, lib = box
    r = load_scenario(scen, lenient=True)
    lib.write_text(lib.read_text().replace("quality: 7, mp: 6", "quality: 8, mp: 6"))
    theirs = lib.read_bytes()
    s = copy.deepcopy(r.scenario)
    s.title = "Renamed"
    save_scenario(s, scen, original=r.original(), libraries=True)
    assert lib.read_bytes() == theirs and load_scenario(scen).scenario.unit("k1").front.quality == 8


def test_a_library_is_written_under_its_lock(box):
    scen, lib = box
    r = load_scenario(scen, lenient=True)
    s = copy.deepcopy(r.scenario)
    s.unit("k1").front.quality = 6
    done: list[bool] = []
    with file_lock(lib):  # another scenario's save into the same library
        t = threading.Thread(target=lambda: done.append(bool(save_scenario(s, scen, original=r.original(),
                                                                           libraries=True))))
        t.start()
        t.join(0.3)
        assert t.is_alive() and "quality: 6, mp: 6" not in lib.read_text()
    t.join()
    assert done == [True] and load_scenario(scen).scenario.unit("k1").front.quality == 6


# -- tools that update a scenario save it round trip -----------------------------------------------------

def test_sheet_apply_keeps_the_scenarios_comments(battle, capsys):  # noqa: F811
    layout, values, scen = battle
    scen.write_text(scen.read_text().replace("    lake: [\"0808\"]\n", "    lake: [\"0808\"]  # the mill pond\n"))
    before = scen.read_text().splitlines()
    assert main(["sheet", "apply", str(layout), str(values), str(scen)]) == 0
    after = scen.read_text().splitlines()
    assert [ln for ln in after if "#" in ln] == [ln for ln in before if "#" in ln]
    assert after[:after.index("sides:")] == before[:before.index("sides:")]  # the map untouched, byte for byte
    assert load_scenario(scen).scenario.unit("k2") is not None


def test_sheet_apply_into_a_library_keeps_its_comments_and_leaves_the_scenario(box, sheet, capsys):  # noqa: F811
    scen, lib = box
    layout, _ = sheet
    values = layout.parent / "values.csv"
    values.write_text(VALUES.replace("byzantines", "fr").replace(",en,", ",fr,"))
    scen_bytes = scen.read_bytes()
    code = main(["sheet", "apply", str(layout), str(values), str(scen)])
    assert code == 0, capsys.readouterr()
    assert scen.read_bytes() == scen_bytes
    assert lib.read_text().startswith("# the box's counters\n") and "id: k2" in lib.read_text()


def test_saving_a_position_over_a_scenario_keeps_its_comments(tmp_path):
    f = tmp_path / "position.yaml"
    f.write_text("# a test position for the river crossing\n" + BASE.replace('lake: ["0808"]',
                                                                               'lake: ["0808"]  # the pond'))
    s = load_scenario(f).scenario
    s.title = "Turn 3"
    s.setup = s.setup[1:]
    save_over(s, f)
    text = f.read_text()
    assert text.startswith("# a test position for the river crossing\n") and '"0808"]  # the pond' in text
    assert load_scenario(f).scenario == s


def test_saving_a_position_as_a_new_file_uses_the_stable_writer(tmp_path):
    s = load_scenario_text(tmp_path, BASE)
    save_over(s, tmp_path / "new.yaml")
    save_scenario(s, tmp_path / "plain.yaml")
    assert (tmp_path / "new.yaml").read_bytes() == (tmp_path / "plain.yaml").read_bytes()


def load_scenario_text(tmp_path: Path, text: str) -> m.Scenario:
    f = tmp_path / "in.yaml"
    f.write_text(text)
    return load_scenario(f).scenario


# -- byte-order marks and comments in wrapped lists --------------------------------------------------------

def test_a_byte_order_mark_is_kept_on_save(tmp_path, box):
    f = tmp_path / "bom.yaml"
    f.write_bytes(b"\xef\xbb\xbf" + BASE.encode())
    r = load_scenario(f)
    save_scenario(r.scenario, f, original=r.original())
    assert f.read_bytes() == b"\xef\xbb\xbf" + BASE.encode()  # no edit: the same bytes
    s = copy.deepcopy(r.scenario)
    s.title = "With a mark"
    save_scenario(s, f, original=r.original())
    assert f.read_bytes() == b"\xef\xbb\xbf" + BASE.replace("title: Checks", "title: With a mark").encode()
    scen, lib = box
    lib.write_bytes(b"\xef\xbb\xbf" + lib.read_bytes())
    r = load_scenario(scen)
    s = copy.deepcopy(r.scenario)
    s.unit("k1").front.quality = 6
    save_scenario(s, scen, original=r.original(), libraries=True)
    assert lib.read_bytes().startswith(b"\xef\xbb\xbf# the box's counters\n")


def test_deleting_the_last_item_of_a_wrapped_list_keeps_the_comment_before_it():
    text = 'wood: ["0101", "0102",  # the abbey wood\n       "0103"]\n'
    out = patch_yaml(text, {"wood": ["0101", "0102", "0103"]}, {"wood": ["0101", "0102"]})
    assert out == 'wood: ["0101", "0102"  # the abbey wood\n       ]\n'
    one = 'wood: ["0101", "0102", "0103"]  # end\n'
    assert patch_yaml(one, {"wood": ["0101", "0102", "0103"]}, {"wood": ["0101", "0102"]}) == \
        'wood: ["0101", "0102"]  # end\n'
