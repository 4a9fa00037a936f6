"""BBG game records (`bbg-record/1`, rules/bbg/record.py) and the dice reading (rules/bbg/outcomes.py): a record
of steps over the demo table replays to the same table; a cut or altered record is refused with its line;
applying then replaying is the identity (hypothesis). Rules cited: B2, B5, B6, B10, B26, B30, B38, B55."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.bbg.ledger import Situation
from rules.bbg.melee import Pair, melee_round
from rules.bbg.morale import morale_test
from rules.bbg.outcomes import DiceError, read_melee, read_overturn, read_test, read_volley
from rules.bbg.record import (
    BadStep,
    BbgRecord,
    Dice,
    Effect,
    Step,
    figure_ids,
    read_record,
    read_record_bytes,
    roll,
    state_digest,
)
from rules.bbg.shooting import volley
from rules.bbg.table import OpenTable
from rules.bbg.units import Unit, block_ranks

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "scenarios" / "bbg" / "meadow-of-kohalom.yaml"


def _record(seed: int = 7) -> BbgRecord:
    load = BbgRecord.start_from(DEMO, seed=seed)
    assert load.record is not None, load.findings
    return load.record


def _demo_game() -> BbgRecord:
    """Three steps: the archers shoot the javelins with seeded dice (B38, the dice read against the real
    volley), a melee typed off the table, a failed morale test (B26: −1 triumph)."""
    rec = _record()
    table, _f = OpenTable.load(DEMO)
    v = volley(table.body("archers-1"), table.unit("archers-1"), table.body("javelins-1"), table.unit("javelins-1"),
               "bow", distance=5.0)
    dice = rec.next_dice(1, len(v.shots))
    fallen = read_volley(v, "javelins-1", dice.values).fallen["javelins-1"]
    rec.push(Step("shooting", ("archers-1", "javelins-1"), 1, {"weapon": "bow", "distance": 5.0}, dice,
                  (Effect("javelins-1", remove=fallen),), result=f"{len(fallen)} hits"))
    rec.push(Step("melee", ("warband-1", "hoplites-1"), 2, {"round": 1}, Dice((3, 17, 20)),
                  (Effect("hoplites-1", remove=("r1f3", "r1f4"), fill=True),
                   Effect("warband-1", remove=("r1f2",), fill=True, triumph=1))))
    rec.push(Step("morale", ("hoplites-1",), 2, {}, Dice((19,)), (Effect("hoplites-1", fleeing=True, triumph=-1),)))
    return rec


def test_a_record_of_steps_over_the_demo_table_replays_to_the_same_table(tmp_path):
    rec = _demo_game()
    hop = rec.state.unit("hoplites-1")
    assert hop.ranks == ("GMSSSSSSSSSS", "SS..SSSSSSSS")  # B10: the figures behind stepped into the front rank
    assert hop.triumph == 1 and hop.state.fleeing  # 2 − 1 (B26)
    assert rec.state.unit("warband-1").triumph == 3
    assert rec.start.unit("hoplites-1").ranks[1] == "SSSSSSSSSSSS"  # the start is kept
    out = tmp_path / "game.yaml"
    (tmp_path / "meadow.yaml").write_bytes(DEMO.read_bytes())
    (tmp_path / "armies").mkdir()
    for a in (DEMO.parent / "armies").iterdir():
        (tmp_path / "armies" / a.name).write_bytes(a.read_bytes())
    rec.scenario_path = tmp_path / "meadow.yaml"
    rec.save(out)
    load = read_record(out)
    assert load.ok, load.findings
    assert state_digest(load.record.state) == state_digest(rec.state)
    assert [state_digest(s) for s in load.record.states] == [state_digest(s) for s in rec.states]
    assert load.record.steps[0].dice == rec.steps[0].dice
    assert "scenario: {path: meadow.yaml" in out.read_text()


def _saved(rec: BbgRecord, tmp_path: Path) -> Path:
    out = tmp_path / "game.yaml"
    rec.save(out)
    return out


def test_a_record_cut_short_is_refused_at_its_step_count(tmp_path):
    out = _saved(_demo_game(), tmp_path)
    lines = out.read_text().splitlines(keepends=True)
    cut = "".join(lines[: next(i for i, t in enumerate(lines) if "kind: morale" in t)])
    load = read_record_bytes(cut.encode(), str(out), out.parent)
    f = next(f for f in load.findings if f.code == "record-incomplete")
    assert f.line == next(i for i, t in enumerate(lines, 1) if t.startswith("step_count"))
    assert "3 steps but holds 2" in f.message
    assert len(load.record.steps) == 2  # the steps before the cut are kept


def test_a_record_cut_inside_its_last_line_is_refused(tmp_path):
    out = _saved(_demo_game(), tmp_path)
    data = out.read_bytes().rstrip(b"\n")[:-3]
    load = read_record_bytes(data, str(out), out.parent)
    assert not load.ok
    assert any(f.code in ("record-incomplete", "yaml-syntax") and f.line for f in load.findings)


def test_an_altered_figure_is_refused_at_the_step_it_changes(tmp_path):
    out = _saved(_demo_game(), tmp_path)
    text = out.read_text().replace("remove: [r1f3, r1f4]", "remove: [r1f3, r1f5]")
    load = read_record_bytes(text.encode(), str(out), out.parent)
    f = next(f for f in load.findings if f.code == "record-altered")
    lines = text.splitlines()
    melee = next(i for i, t in enumerate(lines, 1) if "kind: melee" in t)
    assert f.line == next(i for i, t in enumerate(lines, 1) if i > melee and "state:" in t)
    assert "step 2" in f.message and load.stopped_at == 1


def test_a_figure_that_is_not_there_stops_the_replay_with_its_line(tmp_path):
    out = _saved(_demo_game(), tmp_path)
    text = out.read_text().replace("remove: [r1f3, r1f4]", "remove: [r1f3, r9f4]")
    load = read_record_bytes(text.encode(), str(out), out.parent)
    f = next(f for f in load.findings if f.code == "bad-step")
    assert "hoplites-1 has no figure 'r9f4'" in f.message
    assert f.line == next(i for i, t in enumerate(text.splitlines(), 1) if "kind: melee" in t)


def test_seeded_dice_that_are_not_the_seeds_are_refused(tmp_path):
    rec = _demo_game()
    out = _saved(rec, tmp_path)
    old = ", ".join(map(str, rec.steps[0].dice.values))
    new = ", ".join(str(v % 20 + 1) for v in rec.steps[0].dice.values)
    text = out.read_text().replace(f"rolled: [{old}]", f"rolled: [{new}]")
    load = read_record_bytes(text.encode(), str(out), out.parent)
    f = next(f for f in load.findings if f.code == "bad-step")
    assert "not the dice seed 7" in f.message
    assert f.line == next(i for i, t in enumerate(text.splitlines(), 1) if "rolled:" in t)


def test_the_seeded_stream_is_the_documented_one():
    import random
    rng = random.Random("bbg-record/1 7 2 5")
    assert roll(7, 2, 5, 4) == tuple(rng.randint(1, 20) for _ in range(4))


def test_a_step_that_does_not_fit_leaves_the_record_unchanged():
    rec = _record()
    before = state_digest(rec.state)
    with pytest.raises(BadStep):
        rec.push(Step("melee", ("hoplites-1",), 1, {}, Dice(), (Effect("hoplites-1", remove=("r1f1", "r7f7")),)))
    with pytest.raises(BadStep):
        rec.push(Step("melee", ("nobody",), 1))
    assert len(rec) == 0 and state_digest(rec.state) == before
    rec.push(Step("morale", ("hoplites-1",), 1, effects=(Effect("hoplites-1", triumph=9),)))
    assert rec.state.unit("hoplites-1").triumph == 6  # clamped to [−2, 6] (B26, [L108])
    rec.pop()
    assert state_digest(rec.state) == before


@st.composite
def _steps(draw):
    rec = _record()
    units = [u.id for u in rec.start.units()]
    steps = []
    state = rec.start
    for n in range(draw(st.integers(1, 5))):
        uid = draw(st.sampled_from(units))
        ids = figure_ids(state.unit(uid))
        remove = tuple(draw(st.lists(st.sampled_from(ids), max_size=min(3, len(ids)), unique=True))) if ids else ()
        e = Effect(uid, remove, fill=draw(st.booleans()) and not state.unit(uid).figures,
                   triumph=draw(st.integers(-3, 3)), wounds=draw(st.integers(0, 2)),
                   forced_marches=draw(st.one_of(st.none(), st.integers(0, 3))),
                   reloading=(("crossbow", draw(st.integers(0, 2))),),
                   disordered=draw(st.one_of(st.none(), st.booleans())), berserk=draw(st.booleans()))
        kind = draw(st.sampled_from(["melee", "shooting", "morale", "chariots", "elephants"]))
        seeded = draw(st.booleans())
        dice = Dice.rolled(7, 1, n + 1, 3) if seeded else Dice(tuple(draw(st.lists(st.integers(1, 20), max_size=4))))
        step = Step(kind, (uid,), 1, {"k": 1}, dice, (e,))
        from rules.bbg.record import apply_step
        state = apply_step(state, step)
        steps.append(step)
    return steps


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_steps())
def test_applying_then_replaying_is_the_identity(tmp_path_factory, steps):
    rec = _record()
    for s in steps:
        rec.push(s)
    out = tmp_path_factory.mktemp("rec") / "game.yaml"
    rec.save(out)
    load = read_record(out)
    assert load.ok, load.findings
    assert [state_digest(s) for s in load.record.states] == [state_digest(s) for s in rec.states]


# -- reading the dice ---------------------------------------------------------------------------------------

def _melee():
    hoplites = Unit("hoplites", attack=11, defence=6, morale=9, ranks=block_ranks(4, 2), officer=True)
    warband = Unit("warband", attack=12, defence=3, morale=8, ranks=block_ranks(4, 2), officer=True)
    pairs = [Pair(f"r1f{j}", f"r1f{j}") for j in range(1, 5)]
    return melee_round(warband, hoplites, Situation(round=1, charged=True), Situation(round=1, was_charged=True),
                       pairs, pairs)


def test_melee_dice_the_struck_do_not_strike_back():
    """B6: round 1, the charger strikes first; only the survivors strike back (B5: die <= base hits)."""
    r = _melee()
    assert r.first == "a"
    base_a = r.strikes[0].base
    back = next(s for s in r.strikes if s.side == "b").base
    # the warband hits files 1 and 2; the hoplites of files 3 and 4 strike back and both hit
    dice = [1, 1, 20, 20, max(1, min(20, int(back))), max(1, min(20, int(back)))]
    got = read_melee(r, "warband", "hoplites", dice)
    assert int(base_a) >= 1 and int(back) >= 1
    assert got.fallen == {"hoplites": ("r1f1", "r1f2"), "warband": ("r1f3", "r1f4")}
    with pytest.raises(DiceError, match="too many dice"):
        read_melee(r, "warband", "hoplites", dice + [5])
    with pytest.raises(DiceError, match="ran out"):
        read_melee(r, "warband", "hoplites", dice[:5])


def test_a_failed_test_is_orderly_up_to_twice_the_base():
    """B30, [L497]: a failed roll at most twice the base is an orderly rout, above it a broken one."""
    t = morale_test(Unit("u", morale=6, ranks=block_ranks(4, 2)))
    b = t.base
    assert read_test(t, [b]).result == "pass"
    assert read_test(t, [b + 1]).result == "orderly"
    assert read_test(t, [min(20, 2 * b + 1)]).result == ("broken" if 2 * b + 1 <= 20 else "orderly")
    assert read_test(t, [20, b], use_reroll=True).result == "pass"  # B29: the second die after a failure


def test_shooting_dice_hit_the_nearest_figure_not_yet_hit():
    table, _f = OpenTable.load(DEMO)
    v = volley(table.body("archers-1"), table.unit("archers-1"), table.body("javelins-1"),
               table.unit("javelins-1"), "bow", distance=5.0)
    n = len(v.shots)
    got = read_volley(v, "javelins-1", [1] * (n - 1) + [20])
    assert got.fallen["javelins-1"] == v.order[: n - 1]  # B38: in casualty order


def test_chariot_collision_two_stay_up_on_ten():
    """B55, [L513]: two chariots: each stays up on d20 <= 10."""
    assert read_overturn(["c1", "c2"], [10, 11]).overturned == 1
    assert read_overturn(["c1", "c2", "c3"], [5, 6, 1]).overturned == 1  # more than two: <= 5


def test_the_documented_record_example_runs(tmp_path, monkeypatch):
    import re
    doc = (ROOT / "docs" / "bbg.md").read_text(encoding="utf-8")
    code = next(c for c in re.findall(r"```python\n(.*?)```", doc, re.S) if "BbgRecord" in c)
    monkeypatch.chdir(ROOT)
    code = code.replace('"game.record.yaml"', repr(str(tmp_path / "game.record.yaml")))
    scope: dict = {}
    exec(compile(code, "docs/bbg.md", "exec"), scope)  # noqa: S102 - our own documentation
    assert scope["load"].ok and len(scope["rec"]) == 0


def test_the_record_schema_is_checked_by_the_quick_check():
    from rules.fileio.schema import compiled_validator
    assert compiled_validator("bbg-record.schema.json").quick is not None


def test_a_malformed_step_is_reported_at_its_line_and_the_steps_before_it_replay(tmp_path):
    out = _saved(_demo_game(), tmp_path)
    text = out.read_text().replace("kind: melee", "kind: brawl").replace("{typed: [19]}", "{typed: [21]}")
    load = read_record_bytes(text.encode(), str(out), out.parent)
    lines = text.splitlines()
    bad = [f for f in load.findings if f.severity == "error"]
    assert [f.line for f in bad] == [next(i for i, t in enumerate(lines, 1) if "kind: brawl" in t),
                                     next(i for i, t in enumerate(lines, 1) if "typed: [21]" in t)]
    assert load.stopped_at == 1 and len(load.record.steps) == 1


def test_banneret_bbg_replay_prints_the_table_or_the_findings_at_their_lines(tmp_path, capsys):
    from rules.cli.main import main
    out = _saved(_demo_game(), tmp_path)
    assert main(["bbg", "replay", str(out)]) == 0
    text = capsys.readouterr().out
    assert "3 steps replayed" in text
    assert "hoplites-1: 22 figures (2 lost), triumph 1, fleeing=True" in text
    out.write_text(out.read_text().replace("remove: [r1f3, r1f4]", "remove: [r1f3, r1f5]"))
    assert main(["bbg", "replay", str(out)]) == 1
    lines = out.read_text().splitlines()
    melee = next(i for i, t in enumerate(lines, 1) if "kind: melee" in t)
    line = next(i for i, t in enumerate(lines, 1) if i > melee and "state:" in t)
    assert f"{out}:{line}:" in capsys.readouterr().err  # record-altered, at the altered step's state
    assert main(["bbg", "replay", str(tmp_path / "none.yaml")]) == 2


# -- the bookkeeping the desk's panels propose (issue #29 item 6) ------------------------------------------------

def test_the_counters_and_a_berserk_elephant_replay_exactly(tmp_path):
    """B21 (forced marches, `[L341]`), B30 (disordered, `[L497]`; reformed, `[L495]`), B40 (a reload counter set and
    brought back, `[L430]`), B56 (`berserk`, `[L551]`; never taken back): each written, read and replayed to the
    same table."""
    rec = _record()
    rec.push(Step("morale", ("hoplites-1", "warband-1"), 1, {}, Dice((20,)),
                  (Effect("hoplites-1", triumph=-1, forced_marches=1, fleeing=True, disordered=True),
                   Effect("warband-1", triumph=1))))
    rec.push(Step("shooting", ("archers-1", "javelins-1"), 1, {}, Dice((20,)),
                  (Effect("archers-1", reloading=(("crossbow", 1),)),)))
    rec.push(Step("elephants", ("horse-1",), 2, {}, Dice((20,)), (Effect("horse-1", berserk=True, wounds=1),)))
    rec.push(Step("elephants", ("horse-1",), 2, {}, Dice(), (Effect("horse-1", berserk=False),)))
    rec.push(Step("shooting", ("archers-1",), 3, {}, Dice(), (Effect("archers-1", reloading=(("crossbow", 0),)),)))
    rec.push(Step("morale", ("hoplites-1",), 3, {}, Dice(),
                  (Effect("hoplites-1", forced_marches=0, fleeing=False, disordered=False),)))
    st = rec.states[3].unit("hoplites-1").state
    assert (st.forced_marches, st.fleeing, st.disordered) == (1, True, True)
    assert rec.states[3].unit("archers-1").state.reloading == {"crossbow": 1}
    assert rec.state.unit("horse-1").state.berserk  # B56: once berserk, for good
    assert rec.state.unit("archers-1").state.reloading == {}  # B40: loaded again, the counter gone
    assert state_digest(rec.states[3]) != state_digest(rec.states[2])
    out = _saved(rec, tmp_path)
    text = out.read_text()
    assert "berserk: true" in text and text.count("berserk") == 1  # false is the default: not written
    load = read_record(out)
    assert load.ok, load.findings
    assert [state_digest(s) for s in load.record.states] == [state_digest(s) for s in rec.states]


def test_a_digest_without_a_berserk_elephant_is_the_one_records_were_saved_with():
    """Records saved before `berserk` existed keep replaying: the state digest adds it only when set."""
    import hashlib
    import json
    rec = _record()
    units = []
    for u in sorted(rec.state.units(), key=lambda u: u.id):
        st = u.state
        units.append([u.id, [u.pose.x, u.pose.y, u.pose.heading], list(u.ranks),
                      [[f.role, f.x, f.y] for f in u.figures], u.triumph, st.forced_marches, st.fleeing,
                      st.disordered, st.wounds, sorted(st.reloading.items())])
    assert state_digest(rec.state) == hashlib.sha256(json.dumps(units, separators=(",", ":")).encode()).hexdigest()
    rec.push(Step("elephants", ("horse-1",), 1, effects=(Effect("horse-1", berserk=True),)))
    assert state_digest(rec.state) != state_digest(rec.states[0])


def test_an_unknown_effect_in_a_record_is_a_finding_at_its_line(tmp_path):
    """A key this version does not know in a step's effects (`frenzy`) is refused at its line; the steps before
    it replay, `berserk` among them."""
    rec = _record()
    rec.push(Step("elephants", ("horse-1",), 1, {}, Dice((20,)), (Effect("horse-1", berserk=True),)))
    rec.push(Step("morale", ("hoplites-1",), 1, {}, Dice((20,)), (Effect("hoplites-1", fleeing=True),)))
    out = _saved(rec, tmp_path)
    text = out.read_text().replace("fleeing: true", "frenzy: true")
    load = read_record_bytes(text.encode(), str(out), out.parent)
    bad = [f for f in load.findings if f.severity == "error"]
    line = next(i for i, t in enumerate(text.splitlines(), 1) if "frenzy" in t)
    assert bad and bad[0].line == line and "frenzy" in bad[0].message
    assert load.stopped_at == 1 and load.record.state.unit("horse-1").state.berserk


def test_a_scenario_may_start_with_a_berserk_elephant_and_saves_it_back():
    """The scenario's `state` holds `berserk` (B56) beside the other counters; it is written back as read."""
    from rules.bbg.files import bbg_text, load_bbg_bytes
    text = DEMO.read_text().replace("pose: [40, 7, 0], ranks: [OSSSSZ]}",
                                    "pose: [40, 7, 0], ranks: [OSSSSZ], state: {wounds: 3, berserk: true}}")
    loaded = load_bbg_bytes(text.encode(), str(DEMO), validate=False)
    assert not [f for f in loaded.findings if f.severity == "error"], loaded.findings
    assert loaded.model.unit("horse-1").state.berserk
    assert "state: {wounds: 3, berserk: true}" in bbg_text(loaded.model)[0]


def test_the_reading_counts_every_hit_a_second_on_a_fallen_figure_too():
    """B5: a second hit on a fallen figure is lost as a casualty, but it is a hit: an elephant counts each as a
    wound (B56, `[L545]`); so is a shot beyond the target's last figure (B38)."""
    hoplites = Unit("hoplites", attack=11, defence=6, morale=9, ranks=block_ranks(2, 1), officer=True)
    warband = Unit("warband", attack=12, defence=3, morale=8, ranks=block_ranks(2, 1), officer=True)
    r = melee_round(warband, hoplites, Situation(round=1, charged=True), Situation(round=1, was_charged=True),
                    [Pair("r1f1", "r1f1"), Pair("r1f2", "r1f1")], [Pair("r1f2", "r1f2")])
    rd = read_melee(r, "warband", "hoplites", (1, 1, 20))
    assert rd.fallen["hoplites"] == ("r1f1",) and rd.hits == {"warband": 0, "hoplites": 2}
    table, _f = OpenTable.load(DEMO)
    v = volley(table.body("archers-1"), table.unit("archers-1"), table.body("riders-1"), table.unit("riders-1"),
               "bow", distance=5.0)
    rd = read_volley(v, "riders-1", (1,) * len(v.shots))
    assert rd.hits["riders-1"] == len(v.shots) > len(rd.fallen["riders-1"]) == len(v.order)


def test_banneret_bbg_replay_says_a_berserk_elephant(tmp_path, capsys):
    from rules.cli.main import main
    rec = _record()
    rec.push(Step("elephants", ("horse-1",), 1, {"trigger": "driver"}, Dice((20,)),
                  (Effect("horse-1", berserk=True, fleeing=True, forced_marches=1),)))
    out = _saved(rec, tmp_path)
    assert main(["bbg", "replay", str(out)]) == 0
    line = next(t for t in capsys.readouterr().out.splitlines() if t.strip().startswith("horse-1:"))
    assert "forced_marches=1" in line and "fleeing=True" in line and "berserk=True" in line


def test_a_dissolved_unit_stays_as_skirmishers_and_replays_b27(tmp_path):
    """B27 `[L106]`: "A katonák nem esnek el, de ezentúl önálló harcosokként tevékenykednek": a unit below its
    minimum ceases to exist, its figures stay on the table as skirmishers. The step's `dissolve` is written, read
    and replayed to the same table; the digest of a table with no dissolved unit is unchanged."""
    rec = _record()
    plain = state_digest(rec.state)
    gone = tuple(f"r1f{j}" for j in range(1, 13)) + tuple(f"r2f{j}" for j in range(1, 9))
    rec.push(Step("melee", ("warband-1", "hoplites-1"), 1, {}, Dice((1,)),
                  (Effect("hoplites-1", gone, dissolve=True), Effect("warband-1", triumph=2))))
    h = rec.state.unit("hoplites-1")
    assert h.figure_count() == 4 and h.state.dissolved and h.formation == "skirmish"
    assert not rec.states[0].unit("hoplites-1").state.dissolved and state_digest(rec.states[0]) == plain
    out = _saved(rec, tmp_path)
    assert "dissolve: true" in out.read_text()
    load = read_record(out)
    assert load.ok, load.findings
    assert [state_digest(s) for s in load.record.states] == [state_digest(s) for s in rec.states]
    assert load.record.state.unit("hoplites-1").state.dissolved


def test_the_forced_march_history_and_its_limit_come_from_the_record_b48():
    """B48 `[L360]`: the rounds in which the counter rose (a rout's move counts, B21 `[L280]`); after rounds 1 and 2
    the unit may not move in round 3; a normal round 3 lets it march in round 4; a standing round's return to 0
    is no forced march."""
    rec = _record()
    rec.push(Step("morale", ("hoplites-1",), 1, {}, Dice(), (Effect("hoplites-1", forced_marches=1),)))
    rec.push(Step("morale", ("hoplites-1",), 2, {}, Dice((20,)), (Effect("hoplites-1", forced_marches=2,
                                                                         fleeing=True),)))
    assert rec.forced_march_rounds("hoplites-1") == [1, 2] and rec.forced_march_rounds("warband-1") == []
    assert "may not move at all (B48, [L360])" in rec.forced_march_refusal("hoplites-1", 3)
    assert rec.forced_march_refusal("hoplites-1", 4) is None  # round 3 had none
    assert rec.forced_march_refusal("warband-1", 3) is None
    rec.push(Step("morale", ("hoplites-1",), 3, {}, Dice(), (Effect("hoplites-1", forced_marches=0),)))
    assert rec.forced_march_rounds("hoplites-1") == [1, 2]


def test_a_scenario_may_start_with_a_dissolved_unit_and_saves_it_back_b27():
    """The scenario's `state` holds `dissolved` (B27, `[L106]`) as a record's table leaves it; written back as read."""
    from rules.bbg.files import bbg_text, load_bbg_bytes
    text = DEMO.read_text().replace("pose: [40, 7, 0], ranks: [OSSSSZ]}",
                                    "pose: [40, 7, 0], ranks: [OSSSSZ], formation: skirmish, state: {dissolved: true}}")
    loaded = load_bbg_bytes(text.encode(), str(DEMO), validate=False)
    assert not [f for f in loaded.findings if f.severity == "error"], loaded.findings
    assert loaded.model.unit("horse-1").state.dissolved
    assert "state: {dissolved: true}" in bbg_text(loaded.model)[0]
