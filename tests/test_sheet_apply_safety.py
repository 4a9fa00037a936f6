"""`banneret sheet apply` as one of two writers: symlinked scenarios, the lock, read-only files."""

from __future__ import annotations

import threading

from rules.cli.main import main
from rules.fileio.atomic import file_lock
from rules.scenario.files import load_scenario
from tests.test_sheets import VALUES, battle, sheet  # noqa: F401 - fixtures


def test_apply_on_a_symlinked_scenario_writes_the_target_and_its_crops_beside_it(battle, tmp_path):  # noqa: F811
    layout, values, scen = battle
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    link = elsewhere / "link.yaml"
    link.symlink_to(scen)
    assert main(["sheet", "apply", str(layout), str(values), str(link)]) == 0
    assert link.is_symlink()
    assert load_scenario(scen).scenario.unit("k2") is not None
    assert (scen.parent / "counters" / "k2-front.png").is_file()
    assert not (elsewhere / "counters").exists()


def test_two_applies_at_once_keep_both_updates(battle, capsys):  # noqa: F811
    layout, values, scen = battle
    other = values.with_name("OTHER.csv")
    header, *rows = VALUES.splitlines()
    values.write_text("\n".join([header, rows[0]]) + "\n")
    other.write_text("\n".join([header, rows[1]]) + "\n")
    codes: list[int] = []
    with file_lock(scen):  # the first apply waits for this holder (the editor, another apply), not clobbers it
        t = threading.Thread(target=lambda: codes.append(main(["sheet", "apply", str(layout), str(values),
                                                               str(scen)])))
        t.start()
        t.join(0.3)
        assert t.is_alive()  # waiting for the lock
    t.join()
    assert main(["sheet", "apply", str(layout), str(other), str(scen)]) == 0
    s = load_scenario(scen).scenario
    assert codes == [0] and s.unit("k2") is not None and s.unit("d3") is not None


def test_apply_gives_up_on_a_lock_held_too_long_and_writes_nothing(battle, capsys, monkeypatch):  # noqa: F811
    from rules.fileio import atomic

    monkeypatch.setattr(atomic, "LOCK_WAIT_SECONDS", 0.1)
    layout, values, scen = battle
    before = scen.read_bytes()
    with file_lock(scen):
        assert main(["sheet", "apply", str(layout), str(values), str(scen)]) == 2
    assert "is writing this file; try again when it is done" in capsys.readouterr().err
    assert scen.read_bytes() == before and not (scen.parent / "counters").exists()


def test_apply_on_a_read_only_scenario_says_so_and_leaves_it(battle, capsys):  # noqa: F811
    layout, values, scen = battle
    before = scen.read_bytes()
    scen.chmod(0o444)
    assert main(["sheet", "apply", str(layout), str(values), str(scen)]) == 2
    assert "the file is read-only" in capsys.readouterr().err
    assert scen.read_bytes() == before
