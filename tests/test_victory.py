"""Victory (rules/engine/victory.py): every scoring event, who scores it, sudden death and levels, read from
hand-built states (the setup of a small position, then counters changed with dataclasses.replace)."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from rules.engine import GameState, initial_state
from rules.engine.events import Event
from rules.engine.victory import Score, map_edges, score, sudden_death, sudden_death_winner, victory_level
from rules.geometry.hexgrid import Grid
from tests.engine.positions import scenario, unit

VICTORY = """\
victory:
  points:
    - {event: unit_eliminated, per_sp: 1}
    - {event: unit_routed_at_end, per_sp: 1}
    - {event: leader_killed, points: 3}
    - {event: leader_captured, points: 4}
    - {event: leader_wounded, points: 1}
    - {event: army_commander_killed, points: 8}
    - {event: army_commander_captured, points: 10}
    - {event: hex_held_at_end, hexes: ["0606", "0607"], side: blue, points: 5}
    - {event: unit_exited, side: blue, edge: east, per_sp: 2}
  sudden_death:
    - {when: {side: red, losses_sp_at_least: 7}, winner: blue}
    - {when: {side: blue, losses_sp_at_least: 7}, winner: red}
  levels:
    - {at_least: 10, result: "decisive victory"}
    - {at_least: 4, result: "marginal victory"}
    - {otherwise: "draw"}
"""

BLUE = [unit("b-ch", "Ch", "king"), unit("b-pi", "Pi", "king"), unit("b-ar", "Ar", "duke"),
        "- {id: b-ha, banner: duke, type: Ha, mounted: true, fire: false, front: {sp: 5, quality: 5, mp: 7}, "
        "back: {sp: 3, quality: 4, mp: 6}}"]
RED = [unit("r-ch", "Ch", "ed"), unit("r-mi", "Mi", "ed"), unit("r-ha", "Ha", "earl")]
SETUP = """\
- {unit: b-ch, hex: "0303", facing: N}
- {leader: king, hex: "0303"}
- {unit: b-pi, hex: "1206", facing: SE}
- {unit: b-ar, hex: "0304", facing: N}
- {leader: duke, hex: "0304"}
- {unit: b-ha, hex: "0204", facing: N}
- {unit: r-ch, hex: "0909", facing: S}
- {leader: ed, hex: "0909"}
- {unit: r-mi, hex: "0910", facing: S}
- {unit: r-ha, hex: "0810", facing: S}
- {leader: earl, hex: "0810"}
"""


def start(victory: str = VICTORY) -> GameState:
    return initial_state(scenario(blue=BLUE, red=RED, setup=SETUP, extra=victory))


def units(state: GameState, **changes: dict) -> GameState:
    return state.with_units([replace(state.unit(uid.replace("_", "-")), **c) for uid, c in changes.items()])


def at(state: GameState, label: str):
    return state.grid.parse_label(label)


def only(sc: Score, event: str):
    found = [e for e in sc.entries if e.event == event]
    assert len(found) == 1, sc.entries
    return found[0]


GONE = {"hex": None, "condition": "eliminated"}


def test_the_setup_scores_nothing_and_is_a_draw():
    sc = score(start())
    assert sc.entries == () and dict(sc.totals) == {"blue": 0, "red": 0}
    assert (sc.winner, sc.result, sc.difference, sc.over) == (None, "draw", 0, False)
    assert sc.sudden_death is None and dict(sc.losses_sp) == {"blue": 0, "red": 0}
    assert sc.describe(start().battle.scenario) == "VP Blue 0, Red 0 — draw (if the game ended now)"


def test_unit_eliminated_scores_its_sp_for_the_enemy():
    sc = score(units(start(), r_mi=GONE))
    e = only(sc, "unit_eliminated")
    assert (e.side, e.points, e.subject, e.rule, e.turn, e.provisional) == ("blue", 4, "r-mi", 0, None, False)
    assert e.detail == "r-mi (red) eliminated (4 SP × 1)"
    assert dict(sc.totals) == {"blue": 4, "red": 0} and dict(sc.losses_sp) == {"blue": 0, "red": 4}
    assert (sc.winner, sc.result) == ("blue", "marginal victory")


def test_eliminated_sp_are_those_in_force_the_fatigued_back():
    s = units(start(), b_ha={**GONE, "fatigued": True})  # front 5 SP, back 3 SP (2.3.1)
    assert only(score(s), "unit_eliminated").points == 3
    assert only(score(units(start(), b_ha=GONE)), "unit_eliminated").points == 5


def test_routed_at_end_is_provisional_until_the_game_is_over():
    s = units(start(), r_ha={"condition": "routed"})
    e = only(score(s), "unit_routed_at_end")
    assert (e.side, e.points, e.provisional) == ("blue", 3, True)
    assert "if the game ended now" in e.text()
    sc = score(ended(s))
    assert sc.over and not only(sc, "unit_routed_at_end").provisional
    assert "if the game ended now" not in sc.describe(s.battle.scenario)


def ended(s: GameState) -> GameState:
    """The state with the game over: the engine's `over` flag, or a stand-in on an engine without it."""
    if "over" in {f.name for f in fields(GameState)}:
        return replace(s, over=True)

    class Ended(GameState):
        is_over = True

    return Ended(**{f.name: getattr(s, f.name) for f in fields(GameState)})


def test_a_routed_unit_off_the_map_or_eliminated_is_not_routed_at_end():
    s = units(start(), r_ha={"condition": "routed", "hex": None})
    assert not [e for e in score(s).entries if e.event == "unit_routed_at_end"]




def hurt(state: GameState, lid: str, fate: str, counter: str = "leader", commander: bool | None = None,
         **status) -> GameState:
    """A casualty of `lid`'s command counter as the engine records it (7.5, 7.6): his status, and one more
    entry of his casualties when the engine keeps that list."""
    ls = state.leader(lid)
    changes = {"status": fate, **status}
    ac = state.is_army_commander(lid) if commander is None else commander
    changes["casualties"] = (*ls.casualties, (fate, ac, counter))
    return state.with_leaders([replace(ls, **changes)])


def test_leader_killed_captured_wounded():
    s = hurt(start(), "earl", "killed", hex=None, replacement="back")
    e = only(score(s), "leader_killed")
    assert (e.side, e.points, e.subject, e.detail) == ("blue", 3, "earl", "earl (red) killed")
    s = hurt(start(), "duke", "captured", captured_by="r-ha", hex=at(start(), "0810"))
    e = only(score(s), "leader_captured")
    assert (e.side, e.points, e.subject) == ("red", 4, "duke")
    s = hurt(start(), "duke", "wounded")
    assert (only(score(s), "leader_wounded").side, only(score(s), "leader_wounded").points) == ("red", 1)


def test_a_captured_leader_scores_for_his_captors_side_or_else_the_enemy():
    s = hurt(start(), "earl", "captured", captured_by=None)
    assert only(score(s), "leader_captured").side == "blue"


def test_a_freed_leader_no_longer_scores():
    # 7.5.1: freed when his captor is eliminated: the process is reversed
    s = hurt(start(), "earl", "captured", captured_by="b-ch")
    s = s.with_leaders([replace(s.leader("earl"), status="active", captured_by=None)])
    sc = score(s)
    assert not [e for e in sc.entries if e.event.startswith("leader")]


def test_army_commander_killed_or_captured_uses_its_own_rule():
    s = hurt(start(), "ed", "killed", hex=None, replacement="back")
    sc = score(s)
    e = only(sc, "army_commander_killed")
    assert (e.side, e.points, e.detail) == ("blue", 8, "army commander ed (red) killed")
    assert not [x for x in sc.entries if x.event == "leader_killed"]
    s = hurt(start(), "king", "captured", captured_by="r-ch")
    assert (only(score(s), "army_commander_captured").side, only(score(s), "army_commander_captured").points) == (
        "red", 10)
    s = hurt(start(), "king", "wounded")
    assert only(score(s), "leader_wounded").subject == "king"


def test_an_army_commander_scores_as_a_leader_when_no_rule_names_him():
    plain = VICTORY.replace("    - {event: army_commander_killed, points: 8}\n", "")
    e = only(score(hurt(start(plain), "ed", "killed", hex=None)), "leader_killed")
    assert (e.subject, e.points) == ("ed", 3)


def test_a_rule_that_names_a_side_scores_only_for_it():
    one_sided = VICTORY.replace("{event: leader_killed, points: 3}", "{event: leader_killed, side: red, points: 3}")
    assert not score(hurt(start(one_sided), "earl", "killed", hex=None)).entries
    e = only(score(hurt(start(one_sided), "duke", "killed", hex=None)), "leader_killed")
    assert (e.side, e.points) == ("red", 3)


def test_a_replacement_leader_killed_again_scores_again():
    # 7.6: "an identical counter replaces him (simply record the victory points)"
    s0 = start()
    s1 = hurt(s0, "earl", "killed", replacement="back")
    s2 = replace(hurt(s1, "earl", "killed", counter="back"), turn=2)
    killed = [e for e in score(s2, [(s0, ()), (s1, ()), (s2, ())]).entries if e.event == "leader_killed"]
    assert [(e.side, e.points, e.turn, e.move) for e in killed] == [("blue", 3, 1, 1), ("blue", 3, 2, 2)]
    assert killed[1].detail == "earl's replacement (the back of his counter, 7.6) (red) killed"


def test_a_wound_then_a_death_score_both():
    s = hurt(hurt(start(), "earl", "wounded"), "earl", "killed", hex=None)
    assert [e.event for e in score(s).entries] == ["leader_wounded", "leader_killed"]


def test_a_leader_army_commander_when_killed_scores_as_army_commander():
    # 7.6: the replacement army commander (here earl, promoted) killed while army commander
    s = hurt(start(), "earl", "killed", commander=True, hex=None)
    assert only(score(s), "army_commander_killed").subject == "earl"


def test_a_leader_wounded_at_setup_has_not_scored():
    setup = SETUP.replace('{leader: earl, hex: "0810"}', '{leader: earl, hex: "0810", wounded: true}')
    s = initial_state(scenario(blue=BLUE, red=RED, setup=setup, extra=VICTORY))
    assert s.leader("earl").status == "wounded" and not score(s).entries


def test_hex_held_at_end_each_hex_by_a_unit_not_routed():
    s = units(start(), b_ch={"hex": at(start(), "0606")}, b_ar={"hex": at(start(), "0607")})
    sc = score(s)
    held = [e for e in sc.entries if e.event == "hex_held_at_end"]
    assert [(e.subject, e.side, e.points, e.provisional) for e in held] == [
        ("0606", "blue", 5, True), ("0607", "blue", 5, True)]
    assert dict(sc.totals)["blue"] == 10 and (sc.winner, sc.result) == ("blue", "decisive victory")
    routed = units(s, b_ar={"condition": "routed"})
    assert [e.subject for e in score(routed).entries if e.event == "hex_held_at_end"] == ["0606"]


def test_hex_held_by_the_side_the_rule_does_not_name_scores_nothing():
    s = units(start(), r_ch={"hex": at(start(), "0606")})
    assert not score(s).entries


def test_unit_exited_is_read_from_the_history_by_the_edge_of_its_last_hex():
    s0 = start()  # b-pi stands in 1206, on the east edge of the 12-column map
    s1 = units(s0, b_pi={"hex": None})
    e = only(score(s1, [(s0, ()), (s1, ())]), "unit_exited")
    assert (e.side, e.points, e.subject, e.turn, e.move) == ("blue", 8, "b-pi", 1, 1)
    assert e.detail == "b-pi (blue) left the map by the east edge (4 SP × 2)"
    sc = score(s1)  # a lone state cannot tell a unit that left from one never set up
    assert not sc.entries and sc.notes == ("units off the map with no recorded exit are counted from a game's history only",)


def test_unit_exited_by_another_edge_or_side_scores_nothing():
    s0 = units(start(), b_pi={"hex": at(start(), "0106")})  # west edge
    s1 = units(s0, b_pi={"hex": None})
    assert not score(s1, [(s0, ()), (s1, ())]).entries
    r0 = units(start(), r_mi={"hex": at(start(), "1210")})  # red on the east edge: the rule is blue's
    r1 = units(r0, r_mi={"hex": None})
    assert not score(r1, [(r0, ()), (r1, ())]).entries


@dataclass(frozen=True)
class Exited(Event):
    unit: str
    edge: str


def test_an_exit_event_names_the_edge():
    s0 = units(start(), b_pi={"hex": at(start(), "0106")})
    s1 = units(s0, b_pi={"hex": None})
    e = only(score(s1, [(s0, ()), (s1, (Exited("b-pi", "east"),))]), "unit_exited")
    assert e.points == 8


def test_a_unit_never_on_the_map_has_not_exited():
    s0 = units(start(), b_pi={"hex": None, "arrival_turn": 3})
    assert not score(s0, [(s0, ())]).entries


def test_the_history_dates_each_entry_from_the_start_of_its_last_run():
    s0 = start()
    s1 = replace(units(s0, r_mi=GONE), turn=2)
    s2 = replace(s1, turn=3)
    s3 = replace(units(s2, r_ha={"condition": "routed"}), turn=4)
    sc = score(s3, [(s0, ()), (s1, ()), (s2, ()), (s3, ())])
    assert (only(sc, "unit_eliminated").turn, only(sc, "unit_eliminated").move) == (2, 1)
    assert (only(sc, "unit_routed_at_end").turn, only(sc, "unit_routed_at_end").move) == (4, 3)
    assert only(sc, "unit_eliminated").text() == "turn 2: r-mi (red) eliminated (4 SP × 1) → blue +4"


def test_sudden_death_on_a_sides_losses():
    s = units(start(), r_ch=GONE)
    assert sudden_death_winner(s) is None  # 4 SP < 7
    s = units(s, r_ha=GONE)
    hit = sudden_death(s)
    assert (hit.side, hit.losses_sp, hit.threshold, hit.winner, hit.rule) == ("red", 7, 7, "blue", 0)
    assert sudden_death_winner(s) == "blue"
    sc = score(s)
    assert (sc.winner, sc.result) == ("blue", "sudden death")
    assert sc.describe(s.battle.scenario).endswith(
        "Blue wins by sudden death (Red lost 7 SP, the threshold is 7) (if the game ended now)")


def test_sudden_death_the_first_rule_reached_wins():
    s = units(start(), r_ch=GONE, r_ha=GONE, b_ch=GONE, b_pi=GONE)
    assert sudden_death_winner(s) == "blue"


def test_levels_first_threshold_reached_otherwise_last():
    sc = start().battle.scenario
    assert victory_level(sc, {"blue": 12, "red": 1}) == ("blue", "decisive victory", 11)
    assert victory_level(sc, {"blue": 2, "red": 12}) == ("red", "decisive victory", 10)
    assert victory_level(sc, {"blue": 6, "red": 2}) == ("blue", "marginal victory", 4)
    assert victory_level(sc, {"blue": 3, "red": 0}) == (None, "draw", 3)
    assert victory_level(sc, {"blue": 5, "red": 5}) == (None, "draw", 0)


def test_levels_without_otherwise_or_without_levels():
    no_otherwise = start(VICTORY.replace('    - {otherwise: "draw"}\n', "")).battle.scenario
    assert victory_level(no_otherwise, {"blue": 1, "red": 0}) == (None, "no victory level reached", 1)
    bare = start(VICTORY.split("  levels:")[0]).battle.scenario
    assert victory_level(bare, {"blue": 1, "red": 0}) == ("blue", "victory on points", 1)
    assert victory_level(bare, {"blue": 1, "red": 1}) == (None, "draw", 0)


def test_map_edges():
    g = Grid(12, 12)
    assert map_edges(g, g.parse_label("0101")) == {"west", "north"}
    assert map_edges(g, g.parse_label("1206")) == {"east"}
    assert map_edges(g, g.parse_label("0612")) == {"south"}
    assert map_edges(g, g.parse_label("0606")) == frozenset()


def test_the_demo_scenarios_score_at_setup():
    from rules.paths import scenarios_dir
    from rules.scenario.files import load_scenario

    for path in sorted(scenarios_dir().glob("*.yaml")):
        s = initial_state(load_scenario(path).scenario)
        sc = score(s)
        assert set(sc.totals) == set(s.battle.side_ids)
        assert all(e.provisional and e.event == "hex_held_at_end" for e in sc.entries)
