"""The exports and the CLI's last English messages in the user's language (issue 18): a print refused for
its sizes, a bad number, a VASSAL module made for Polish players; numbers, sizes, paper names and VASSAL's
$variables$ kept as they are."""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET
import zipfile

import pytest

from rules.cli.main import main
from rules.export.vassal import build_vmod
from rules.i18n import set_language, speaking
from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario

DEMO = scenarios_dir() / "tremithoussia-demo.yaml"
P = "VASSAL.build."


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def numbers(text: str) -> list[str]:
    return re.findall(r"\d+(?:\.\d+)?", text)


def err(capsys, *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().err.strip()


@pytest.mark.parametrize("lang, words", [("pl", "żetony 2 mm: podaj 8–40 mm"),
                                         ("hu", "2 mm-es korongok: adjon meg 8–40 mm-t")])
def test_counters_of_a_size_out_of_range_are_refused_in_the_users_language(capsys, tmp_path, lang, words):
    argv = ["export", "counters", str(DEMO), "-o", str(tmp_path / "c.pdf"), "--size", "2"]
    code, en = err(capsys, *argv)
    assert code == 1 and "counters of 2 mm: give 8–40 mm" in en
    code, said = err(capsys, "--lang", lang, *argv)
    assert code == 1 and words in said and "give" not in said
    assert numbers(said) == numbers(en)
    assert not (tmp_path / "c.pdf").exists()


@pytest.mark.parametrize("lang, words", [("it", "non lasciano spazio su A4"), ("pl", "nie zostawiają miejsca na A4")])
def test_a_map_print_with_no_room_left_is_refused_in_the_users_language(capsys, tmp_path, lang, words):
    argv = ["export", "pdf", str(DEMO), "-o", str(tmp_path / "m.pdf"), "--margin", "150", "--paper", "A4"]
    code, en = err(capsys, *argv)
    assert code == 1 and "leave no room on A4" in en
    code, said = err(capsys, "--lang", lang, *argv)
    assert code == 1 and words in said and "no room" not in said
    assert numbers(said) == numbers(en)


def test_a_scale_that_is_not_a_number_is_refused_in_hungarian(capsys, tmp_path):
    argv = ["export", "vassal", str(DEMO), "-o", str(tmp_path / "x.vmod"), "--scale", "abc"]
    with pytest.raises(SystemExit):
        main(argv)
    assert "'abc' is not a number" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--lang", "hu", *argv])
    assert "'abc' nem szám" in capsys.readouterr().err


def _module(lang: str) -> tuple[ET.Element, str]:
    with speaking(lang):
        data = build_vmod(load_scenario(DEMO).scenario, 32.0, base_dir=DEMO.parent, saved_at_ms=0).data
    z = zipfile.ZipFile(io.BytesIO(data))
    root = ET.fromstring(z.read("buildFile.xml"))
    chart = next(root.iter(P + "widget.HtmlChart"))
    return root, z.read(chart.get("fileName")).decode("utf-8")


def test_a_vassal_module_made_in_polish_speaks_polish_to_its_players_and_keeps_vassals_variables():
    en_root, en_page = _module("en")
    pl_root, pl_page = _module("pl")
    tray = next(pl_root.iter(P + "module.PieceWindow"))
    assert tray.get("tooltip") == "Posiłki według tury i strony" and tray.get("name") == "Reinforcements"
    entries = [w.get("entryName") for w in pl_root.iter(P + "widget.ListWidget")]
    en_entries = [w.get("entryName") for w in en_root.iter(P + "widget.ListWidget")]
    assert entries and all(e.startswith("Tura ") for e in entries)
    assert [numbers(e) for e in entries] == [numbers(e) for e in en_entries]
    tracker = next(pl_root.iter(P + "module.turn.TurnTracker"))
    assert tracker.get("reportFormat") == "<$PlayerId$> Tura zmieniona z $oldTurn$ na $newTurn$"
    level = next(pl_root.iter(P + "module.turn.CounterTurnLevel"))
    assert "$value$" in level.get("turnFormat") and level.get("turnFormat").startswith("Tura")
    dice = {d.get("name"): d.get("reportFormat") for d in pl_root.iter(P + "module.DiceButton")}
    assert dice == {d.get("name"): d.get("reportFormat") for d in en_root.iter(P + "module.DiceButton")}
    assert "Turns " in en_page and "Tury od" in pl_page and "Turns " not in pl_page
    assert numbers(pl_page) == numbers(en_page)
