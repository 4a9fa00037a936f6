"""R43: a scenario's sudden death ends the game as soon as the resolution that caused it is complete, wherever
it happens — at the end of the activation (as before), after a Phase B fire, after a Phase E rout move — with
everything that resolution brings (rout moves, pass-through tests, leader checks). No choice is legal after it,
`pending()` says so, the score says "sudden death" and the game is over, and a record ends there.

Grid (R12): flat hexes, odd columns high; neighbours of 0505: N 0504, NE 0604, SE 0605, S 0506, SW 0405,
NW 0404. Blue routs west, Red east (positions.py).
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.engine import GameOver, IllegalChoice, SeededDice, TurnInfo, initial_state, new_game
from rules.engine.events import Eliminated, LeaderCasualty, LeaderFate
from rules.engine.victory import score, sudden_death
from rules.games.record import Game, Start, position, state_digest

from .positions import scenario, unit
from .test_counter_charge import to_elan


def victory(blue_at: int | None = None, red_at: int | None = None) -> str:
    rules = []
    if red_at is not None:
        rules.append(f"    - {{when: {{side: red, losses_sp_at_least: {red_at}}}, winner: blue}}")
    if blue_at is not None:
        rules.append(f"    - {{when: {{side: blue, losses_sp_at_least: {blue_at}}}, winner: red}}")
    return ("victory:\n  points:\n    - {event: unit_eliminated, per_sp: 1}\n"
            "    - {event: leader_killed, points: 3}\n  sudden_death:\n" + "\n".join(rules) + "\n")


def play(state, texts):
    events: list = []
    for t in texts:
        state, ev = state.apply(t)
        events += ev
    return state, events


def notations(state) -> list[str]:
    return [c.notation(state.grid) for c in state.legal_choices()]


def assert_over_by_sudden_death(state, winner: str) -> None:
    """The flow and the score agree (R43): game over, nothing to choose, the score's sudden death."""
    d = state.pending()
    assert d.kind == "game_over" and "sudden death" in d.note
    assert state.is_over and state.winner == winner
    assert state.legal_choices() == []
    assert state.agenda == () and state.active_leader is None
    sc = score(state)
    assert sc.over and sc.result == "sudden death" and sc.winner == winner and sc.sudden_death is not None
    with pytest.raises(IllegalChoice):
        state.apply("roll 5")
    with pytest.raises(IllegalChoice):
        state.apply("end")


# ---------------------------------------------------------------------------------------------------------
# Phase E (the first position)


def phase_e_scenario(threshold: int = 8, leader_with_b2: bool = False):
    """b1 (Pi, 4 SP, routed) at 0305 routs west through b2 (Mi, 4 SP, q3) at 0204, the pond 0205 beside it;
    Red's r2 (routed) in 0707 still owes its own rout move (Red routs after Blue, the scenario's order)."""
    duke = '- {leader: duke, hex: "0204"}\n' if leader_with_b2 else ""
    return scenario(
        'terrain: {pond: ["0205"]}',
        blue=[unit("b1", "Pi", "king"), unit("b2", "Mi", "duke"), unit("b3", "Pi", "king"),
              unit("b4", "Pi", "duke")],
        red=[unit("r1", "Mi", "ed"), unit("r2", "Pi", "earl")],
        setup=f"""
        - {{unit: b1, hex: "0305", facing: N, disorder: routed}}
        - {{unit: b2, hex: "0204", facing: N}}
        {duke}
        - {{unit: b3, hex: "0210", facing: N}}
        - {{leader: king, hex: "0210"}}
        - {{unit: b4, hex: "0212", facing: N}}
        - {{unit: r1, hex: "0310", facing: S}}
        - {{leader: ed, hex: "0310"}}
        - {{unit: r2, hex: "0707", facing: S, disorder: routed}}
        - {{leader: earl, hex: "0707"}}
        """, extra=victory(blue_at=threshold))


def at_phase_e(scen):
    s = initial_state(scen)
    return replace(s, phase="E", info=TurnInfo(started=True, e_stage=0))


def rout_b1_through_b2(s):
    """Both rallies fail (9 + 1 > 5); b1 routs through b2 and off the map; b2 fails its test (4 > 3), routs
    off the map too."""
    s, events = play(s, ["roll 9", "roll 9"])
    assert s.pending().kind == "rout" and "b1" in s.pending().note
    s, ev = s.apply("rout b1 0305-0204-0104-off")
    events += ev
    assert "pass-through" in s.pending().note
    s, ev = s.apply("roll 4")
    events += ev
    assert s.pending().kind == "rout" and "b2" in s.pending().note
    s, ev = s.apply("rout b2 0204-0104-off")
    return s, events + list(ev)


def test_phase_e_a_rout_through_a_friend_that_reaches_sudden_death_ends_the_game():
    """R43 (issue 33, first position): both leave the map in Phase E, Blue's losses reach 8 SP: the game is
    over there — Red's routed r2 makes no rout move, no new turn, no initiative dice."""
    s, events = rout_b1_through_b2(at_phase_e(phase_e_scenario()))
    assert [e.unit for e in events if isinstance(e, Eliminated)] == ["b1", "b2"]
    assert [e for e in events if isinstance(e, GameOver)] == [GameOver("sudden death", "red")]
    assert_over_by_sudden_death(s, "red")
    assert (s.turn, s.phase) == (1, "E")
    assert s.unit("r2").hex == s.grid.parse_label("0707") and not s.unit("r2").rout_moved
    assert dict(score(s).losses_sp) == {"blue": 8, "red": 0}


def test_phase_e_of_the_last_turn_ends_by_sudden_death_not_by_the_last_turn():
    """The same rout in Phase E of the scenario's last turn (8): the game ends by sudden death, Red the
    winner, as the score says — not by "the last turn has been played" with no winner."""
    s = replace(at_phase_e(phase_e_scenario()), turn=8)
    s, events = rout_b1_through_b2(s)
    assert [e for e in events if isinstance(e, GameOver)] == [GameOver("sudden death", "red")]
    assert_over_by_sudden_death(s, "red")


def test_phase_e_below_the_threshold_the_turn_goes_on():
    """The same rout with a threshold of 9 SP: no sudden death; Red's rout move follows, then turn 2."""
    s, _ = rout_b1_through_b2(at_phase_e(phase_e_scenario(threshold=9)))
    assert not s.is_over and sudden_death(s) is None
    while s.phase == "E":
        s, _ = s.apply(s.legal_choices()[0])
    assert s.turn == 2 and s.unit("r2").rout_moved is False and s.unit("r2").hex != s.grid.parse_label("0707")


def test_phase_e_the_first_rout_alone_does_not_end_the_game_mid_resolution():
    """Between b1 leaving the map (4 SP) and b2's test, a threshold of 4 is already reached, yet the
    resolution is not complete: b2's pass-through test and its rout move are still played (R43: "as soon as
    the resolution that caused it is complete"), then the game ends."""
    s = at_phase_e(phase_e_scenario(threshold=4))
    s, _ = play(s, ["roll 9", "roll 9", "rout b1 0305-0204-0104-off"])
    assert sudden_death(s) is not None and not s.is_over
    assert "pass-through" in s.pending().note
    s, _ = play(s, ["roll 4", "rout b2 0204-0104-off"])
    assert_over_by_sudden_death(s, "red")
    assert dict(score(s).losses_sp)["blue"] == 8


def test_phase_e_the_leader_going_off_with_his_unit_meets_his_fate_before_the_end():
    """R42, 7.5: the duke stacked with b2 goes with it when it routs off the map; his fate is settled within
    that resolution, and then the game ends (R43)."""
    s, events = rout_b1_through_b2(at_phase_e(phase_e_scenario(leader_with_b2=True)))
    fates = [i for i, e in enumerate(events) if isinstance(e, LeaderFate) and e.leader == "duke"]
    over = [i for i, e in enumerate(events) if isinstance(e, GameOver)]
    assert fates and over and fates[-1] < over[0]
    assert_over_by_sudden_death(s, "red")


# ---------------------------------------------------------------------------------------------------------
# Phase B (the second position)


def phase_b_scenario(threshold: int = 3, stacked: bool = False):
    """Blue: artillery ba (At) at 0509, archers bar (Ar) at 0608. Red: artillery ra at 0506, archers rar
    (3 SP) routed at 0606, three hexes from ba, two from bar. `stacked`: rar is artillery instead, stacked
    with the Pi rpi and the earl."""
    red = [unit("ra", "At", "ed"), unit("rar", "At" if stacked else "Ar", "earl"), unit("rpi", "Pi", "earl")]
    rpi = ('- {unit: rpi, hex: "0606", facing: S}\n        - {leader: earl, hex: "0606"}' if stacked else
           '- {unit: rpi, hex: "1111", facing: S}\n        - {leader: earl, hex: "1111"}')
    return scenario(
        blue=[unit("ba", "At", "king"), unit("bar", "Ar", "king")], red=red,
        setup=f"""
        - {{unit: ba, hex: "0509", facing: N}}
        - {{leader: king, hex: "0509"}}
        - {{unit: bar, hex: "0608", facing: N}}
        - {{unit: ra, hex: "0506", facing: S}}
        - {{leader: ed, hex: "0506"}}
        {rpi}
        - {{unit: rar, hex: "0606", facing: S, disorder: routed}}
        """, extra=victory(red_at=threshold))


def test_phase_b_archers_eliminate_a_routed_unit_and_the_game_ends():
    """R43 (issue 33, second position), 12.2.3, R25: Blue's archers (the last Phase B step, 2018) fire at the
    routed rar and roll a rout result: rar is eliminated, Red's losses reach 3 SP: the game is over in Phase B,
    no Phase C, no initiative dice."""
    s = new_game(phase_b_scenario())
    s, _ = play(s, ["end", "end"])  # Blue's artillery, Red's artillery (Red's routed archers may not fire)
    d = s.pending()
    assert (d.kind, d.side) == ("phase_b_fire", "blue") and "archers" in d.note
    s, ev = play(s, ["fire bar 0606", "roll 9"])
    assert [e.unit for e in ev if isinstance(e, Eliminated)] == ["rar"]
    assert_over_by_sudden_death(s, "blue")
    assert (s.turn, s.phase) == (1, "B")


def test_phase_b_an_early_fire_ends_the_game_before_the_next_steps():
    """The artillery's fire, Phase B's first step, eliminates rar: the game ends then, before Red's artillery
    and either side's archers may fire."""
    s = new_game(phase_b_scenario())
    s, _ = play(s, ["fire ba 0606", "roll 7"])  # 7+ routs a routed unit: eliminated
    assert_over_by_sudden_death(s, "blue")
    assert not s.unit("ra").fired and not s.unit("bar").fired


def test_phase_b_a_fire_that_only_routs_goes_on():
    """A discourage result on a routed unit is its two-hex rout retreat, not a loss: Phase B goes on."""
    s = new_game(phase_b_scenario())
    s, _ = play(s, ["fire ba 0606", "roll 5"])
    while s.pending().kind == "rout":
        s, _ = s.apply(s.legal_choices()[0])
    assert not s.is_over and s.pending().kind == "phase_b_fire" and s.unit("rar").condition == "routed"


def test_phase_b_the_leader_check_and_rout_retreat_come_before_the_end():
    """An unmodified 9 on the stack rpi + rar (artillery, routed): rar eliminated (2 SP, the threshold), rpi
    routed and owing its two-hex rout retreat, the earl his leader check. The resolution is played out — the
    rout retreat, the check (9: killed, 3 VP for Blue) — and only then is the game over (R43)."""
    s = new_game(phase_b_scenario(threshold=2, stacked=True))
    s, ev = play(s, ["fire ba 0606", "roll 9"])
    assert [e.unit for e in ev if isinstance(e, Eliminated)] == ["rar"]
    assert sudden_death(s) is not None and not s.is_over and s.pending().kind == "rout"
    s, _ = s.apply(s.legal_choices()[0])
    assert s.pending().kind == "roll" and "leader check" in s.pending().note and not s.is_over
    s, ev = s.apply("roll 9")
    assert [e.fate for e in ev if isinstance(e, LeaderCasualty)] == ["killed"]
    assert_over_by_sudden_death(s, "blue")
    assert score(s).totals["blue"] == 2 + 3  # rar's 2 SP and the earl killed: the check counted


# ---------------------------------------------------------------------------------------------------------
# In an activation: at its end, as before (pursuit)


def elan_scenario():
    """test_counter_charge.elan_position, rh routed: bc's charge drives r1 back, its Élan (10.9) eliminates rh."""
    return scenario(
        blue=[unit("bc", "Ch", "king"), unit("bp", "Pi", "king")],
        red=[unit("r1", "Mi", "ed"), unit("rh", "Ha", "ed")],
        setup="""
        - {unit: bc, hex: "0503", facing: S}
        - {unit: bp, hex: "0301", facing: S}
        - {leader: king, hex: "0301"}
        - {unit: r1, hex: "0505", facing: N}
        - {unit: rh, hex: "0506", facing: N, disorder: routed}
        - {leader: ed, hex: "0506"}
        """, extra=victory(red_at=3))


def test_a_pursuit_that_reaches_sudden_death_ends_the_game_at_the_end_of_the_activation():
    """The Élan (pursuit, 10.9) eliminates the routed rh (3 SP, the threshold): R43 keeps the activation's own
    moment — its D.4 and D.5 are played out, then the game ends, before any other leader activates."""
    s = to_elan(elan_scenario())
    s, ev = s.apply("roll 9")  # a routed unit does not counter-charge
    assert [e.unit for e in ev if isinstance(e, Eliminated)] == ["rh"]
    while s.active_leader == "king" and not s.is_over:
        assert sudden_death(s) is not None and s.pending().kind != "game_over"
        s, _ = s.apply("roll 0" if s.pending().kind == "roll" else s.legal_choices()[0])
    assert_over_by_sudden_death(s, "blue")
    assert not s.leader("ed").activated


# ---------------------------------------------------------------------------------------------------------
# Reinforcements that do not come on


def test_a_reinforcement_that_cannot_come_on_is_no_loss():
    """R29: a reinforcement not brought on in its turn — here its one entry hex holds an enemy unit — stays
    off the map; it is not eliminated, so it counts for no side's losses and sudden death never follows from
    it (R43 has nothing to end): with a threshold of 1 SP, turn 2 begins."""
    scen = scenario(
        blue=[unit("b1", "Pi", "king"), unit("b2", "Ch", "king")], red=[unit("r1", "Pi", "ed")],
        setup="""
        - {unit: b1, hex: "0505", facing: N}
        - {leader: king, hex: "0505"}
        - {unit: r1, hex: "0101", facing: S}
        - {leader: ed, hex: "0101"}
        """, extra=victory(blue_at=1) + 'reinforcements:\n  - {turn: 1, side: blue, enter: {hexes: ["0101"]}, '
                                         'units: [b2]}\n')
    s = new_game(scen)
    for _ in range(400):
        if s.turn == 2 or s.is_over:
            break
        s, _ = s.apply("roll 3+4" if s.pending().kind == "roll" else "end")
    assert s.turn == 2 and not s.is_over
    assert s.unit("b2").hex is None and s.unit("b2").condition != "eliminated"
    assert sudden_death(s) is None and dict(score(s).losses_sp)["blue"] == 0


# ---------------------------------------------------------------------------------------------------------
# Records


def test_a_record_ends_at_sudden_death_and_replays_to_the_same_end(tmp_path):
    """The record of the Phase B game: its result is the sudden death, a move after it is refused, and it
    replays to the same final position, over."""
    game = Game(phase_b_scenario(), Start(), seed=1)
    for text in ("end", "end", "fire bar 0606", "roll 9"):
        game.push(text)
    assert_over_by_sudden_death(game.state, "blue")
    with pytest.raises(IllegalChoice):
        game.push("end")
    assert len(game) == 4
    path = tmp_path / "sudden.yaml"
    game.save(path)
    text = path.read_text(encoding="utf-8")
    assert "Blue wins by sudden death (Red lost 3 SP, the threshold is 3)" in text
    assert "(if the game ended now)" not in text
    again, findings = Game.load(path)
    assert again is not None and not [f for f in findings if f.severity == "error"], findings
    assert again.notations == game.notations
    assert position(again.state) == position(game.state) and state_digest(again.state) == state_digest(game.state)
    assert_over_by_sudden_death(again.state, "blue")
    assert again.score().describe(again.scenario) == game.score().describe(game.scenario)


def test_a_record_with_a_move_after_the_sudden_death_stops_there(tmp_path):
    game = Game(phase_b_scenario(), Start(), seed=1)
    for text in ("fire ba 0606", "roll 7"):
        game.push(text)
    path = tmp_path / "more.yaml"
    game.save(path)
    data = path.read_text(encoding="utf-8").replace("move_count: 2", "move_count: 3")
    data = data.replace("- roll 7", "- roll 7\n- end")
    path.write_text(data, encoding="utf-8")
    again, findings = Game.load(path)
    assert again is not None and len(again) == 2 and again.state.is_over
    assert any(f.severity == "error" for f in findings)


# ---------------------------------------------------------------------------------------------------------
# The property: the score's sudden death and the game's end agree


def skirmish(edition: str = "2018"):
    """Artillery and archers in range of each other, a few routed and discouraged units, thresholds of 4 SP:
    random games often reach sudden death — in Phase B (artillery routed by fire is eliminated, 9.3), in an
    activation, in Phase E."""
    return scenario(
        blue=[unit("ba", "At", "king"), unit("bb", "At", "duke"), unit("bar", "Ar", "king"),
              unit("bp", "Pi", "king"), unit("bm", "Mi", "duke"), unit("bh", "Ha", "duke")],
        red=[unit("ra", "At", "ed"), unit("rb", "At", "earl"), unit("rar", "Ar", "ed"), unit("rp", "Pi", "ed"),
             unit("rm", "Mi", "earl"), unit("rh", "Ha", "earl")],
        setup="""
        - {unit: ba, hex: "0509", facing: N}
        - {leader: king, hex: "0509"}
        - {unit: bb, hex: "0309", facing: N}
        - {unit: bar, hex: "0609", facing: N, disorder: routed}
        - {unit: bp, hex: "0408", facing: N}
        - {unit: bm, hex: "0708", facing: N, disorder: discouraged}
        - {leader: duke, hex: "0708"}
        - {unit: bh, hex: "0808", facing: N}
        - {unit: ra, hex: "0506", facing: S}
        - {leader: ed, hex: "0506"}
        - {unit: rb, hex: "0306", facing: S}
        - {unit: rar, hex: "0606", facing: S, disorder: routed}
        - {unit: rp, hex: "0405", facing: S}
        - {unit: rm, hex: "0705", facing: S, disorder: discouraged}
        - {leader: earl, hex: "0705"}
        - {unit: rh, hex: "0805", facing: S}
        """, edition=edition, extra=victory(blue_at=4, red_at=4))


SKIRMISH = {e: skirmish(e) for e in ("2010", "2018")}
BETWEEN = ("phase_b_fire", "activation", "initiative_next", "initiative_inactive", "resting")
COMBAT = ("Fire", "Declare", "Melee", "Charge", "Dispersion")


def walk(scen, seed: int, steps: int = 3000) -> list:
    """Every state of a seeded random game, the last one included: rolls from SeededDice, a fire, a charge or
    a mêlée preferred four times in five when one is legal (test_game_properties.random_game)."""
    rng, dice = random.Random(seed), SeededDice(seed)
    s = initial_state(scen)
    states = [s]
    for _ in range(steps):
        d = s.pending()
        if d.kind == "game_over":
            break
        if d.kind == "roll":
            choice = dice.answer(s)
        else:
            choices = s.legal_choices()
            hot = [c for c in choices if type(c).__name__ in COMBAT]
            choice = rng.choice(hot if hot and rng.random() < 0.8 else choices)
        s, _ = s.apply(choice)
        states.append(s)
    return states


def check_agreement(states) -> None:
    """R43 on a game's states: the game over by sudden death has the score's sudden death and winner, a game
    over by its last turn has none; a sudden death the score sees while the game goes on is one whose
    resolution is still under way (an activation, or a combat's or a phase's tasks), and the game never gets
    past it: no new turn, phase or activation, no decision between resolutions, until it is over."""
    seen = None
    for s in states:
        hit = sudden_death(s)
        if s.is_over:
            if s.winner is not None:
                assert hit is not None and hit.winner == s.winner
                assert score(s).result == "sudden death" and score(s).over
            else:
                assert hit is None
            continue
        d = s.pending()
        if hit is None:
            assert seen is None
            continue
        assert s.active_leader is not None or s.agenda, (s.turn, s.phase, d)
        assert d.kind not in BETWEEN and "initiative" not in d.note
        if seen is None:
            seen = (s.turn, s.phase, s.active_leader)
        assert (s.turn, s.phase, s.active_leader) == seen
    if seen is not None:
        assert states[-1].is_over and states[-1].winner is not None


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 100_000), st.sampled_from(sorted(SKIRMISH)))
def test_the_score_says_sudden_death_only_when_the_game_is_over(seed, edition):
    states = walk(SKIRMISH[edition], seed)
    check_agreement(states)
    assert states[-1].is_over


def test_seeded_games_end_by_sudden_death_outside_an_activation():
    """The property is not idle: among these seeded games some reach sudden death in Phase B or Phase E, and
    each ends in the phase where it happened."""
    phases = set()
    for seed in range(40):
        states = walk(SKIRMISH["2018"], seed)
        check_agreement(states)
        end = states[-1]
        if end.winner is not None:
            phases.add(end.phase)
            before = states[-2]
            assert (before.turn, before.phase) == (end.turn, end.phase)
    assert {"B", "E"} <= phases, phases
