"""SIGKILL at random moments during saves: every file is always its old or its new version, and the next
open leaves no temporary or lock behind. Seeded; ~20 kills in about a second (forked writers, no imports)."""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import time
from pathlib import Path

from rules.fileio.atomic import write_atomic
from rules.games.record import Game, read_game
from rules.scenario.files import commit_files, load_scenario
from tests.test_record import OPENING, new_game
from tests.test_validate import BASE

KILLS = 20
PAD = 400_000  # a comment this long makes each write take a while: kills land inside writes too


def scenario_versions() -> list[bytes]:
    return [(BASE.replace("title: Checks", f"title: Version {k}") + "#" + "x" * PAD + "\n").encode()
            for k in range(4)]


def record_versions() -> list[Game]:
    games = []
    for n in range(len(OPENING) + 1):
        g = new_game(seed=5)
        for text in OPENING[:n]:
            g.push(text)
        games.append(g)
    return games


def _writer(scen: Path, rec: Path, versions: list[bytes], games: list[Game], start: int) -> None:
    k = start
    while True:  # until killed
        write_atomic(scen, versions[k % len(versions)])
        games[k % len(games)].save(rec)
        k += 1


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def test_saves_killed_at_random_moments_leave_the_old_or_the_new_file(tmp_path):
    rng = random.Random(13)
    scen, rec = tmp_path / "battle.yaml", tmp_path / "game.yaml"
    versions, games = scenario_versions(), record_versions()
    texts = {g.dumps(rec) for g in games}
    write_atomic(scen, versions[0])
    games[0].save(rec)
    ctx = multiprocessing.get_context("fork")
    interrupted = 0
    t0 = time.monotonic()
    for i in range(KILLS):
        p = ctx.Process(target=_writer, args=(scen, rec, versions, games, i), daemon=True)
        p.start()
        time.sleep(rng.uniform(0.002, 0.04))
        os.kill(p.pid, signal.SIGKILL)
        p.join()
        interrupted += bool(leftovers(tmp_path))
        assert scen.read_bytes() in versions
        assert rec.read_text() in texts
        assert load_scenario(scen).scenario is not None  # the next open...
        assert read_game(rec).findings == []
        assert leftovers(tmp_path) == []  # ...removes what the killed writer left
    print(f"{interrupted} of {KILLS} kills left a temporary or a lock")
    assert interrupted > 0, "no kill landed inside a write: the test did not test anything"
    assert time.monotonic() - t0 < 20


# -- a scenario and its counter library, written together ----------------------------------------------------

def box_versions() -> list[tuple[bytes, bytes]]:
    """Pairs (scenario, library) that belong together: version k has the title 'Version k' and gives the
    king's knights quality k + 5 in the library."""
    from tests.test_library import LIBRARY, scenario_using

    scen = scenario_using("box/counters.yaml")
    out = []
    for k in range(4):
        lib = LIBRARY.replace("front: {sp: 4, quality: 7, mp: 6}", f"front: {{sp: 4, quality: {k + 5}, mp: 6}}")
        out.append(((scen.replace("title: Checks", f"title: Version {k}") + "#" + "x" * PAD + "\n").encode(),
                    (lib + "#" + "y" * PAD + "\n").encode()))
    return out


def _box_writer(scen: Path, lib: Path, versions: list[tuple[bytes, bytes]], start: int) -> None:
    k = start
    while True:  # until killed
        s, lb = versions[k % len(versions)]
        commit_files([(lib, lb.decode()), (scen, s.decode())])
        k += 1


def test_scenario_and_library_saves_killed_at_random_moments_open_both_old_or_both_new(tmp_path):
    rng = random.Random(1313)
    (tmp_path / "box").mkdir()
    scen, lib = tmp_path / "one.yaml", tmp_path / "box" / "counters.yaml"
    versions = box_versions()
    commit_files([(lib, versions[0][1].decode()), (scen, versions[0][0].decode())])
    ctx = multiprocessing.get_context("fork")
    interrupted = completed = 0
    t0 = time.monotonic()
    for i in range(KILLS):
        p = ctx.Process(target=_box_writer, args=(scen, lib, versions, i), daemon=True)
        p.start()
        time.sleep(rng.uniform(0.002, 0.06))
        os.kill(p.pid, signal.SIGKILL)
        p.join()
        interrupted += bool(leftovers(tmp_path) or leftovers(tmp_path / "box"))
        r = load_scenario(scen)  # the next open: completes or forgets the save, removes what it left
        completed += any(f.code == "save-interrupted" for f in r.findings)
        assert [f for f in r.findings if f.code != "save-interrupted"] == []
        k = int(r.scenario.title.split()[-1])
        assert (scen.read_bytes(), lib.read_bytes()) == versions[k]  # both of one version, whole
        assert r.scenario.unit("k1").front.quality == k + 5
        assert leftovers(tmp_path) == [] and leftovers(tmp_path / "box") == []  # no temporary, journal or lock
    print(f"{interrupted} of {KILLS} kills left a temporary or a journal, {completed} saves completed on open")
    assert interrupted > 0, "no kill landed inside a save: the test did not test anything"
    assert time.monotonic() - t0 < 30
