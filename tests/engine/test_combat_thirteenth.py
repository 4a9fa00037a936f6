"""The thirteenth round's kept roll verdicts (issue #30) equal the rules' fresh ones over greedy's real
look-aheads: a roll record's verdict kept by its id (`dice.check_roll`) is the former check's, under any dice and
tables (0.3: a d10 reads 0..9, the initiative is 2d6)."""

from __future__ import annotations

import pytest

from bench.golden_games import scenario
from rules.engine import combat, dice, results, turn
from rules.engine.choices import IllegalChoice, Roll
from rules.games.lineup import make_player
from rules.games.players import play_game
from rules.games.record import Game


def _play(name: str, choices: int) -> None:
    scen = scenario(name)
    players = {s.id: make_player("greedy", f"1/{s.id}") for s in scen.sides}
    play_game(Game(scen, seed=1), players, seed=1, max_steps=choices)


def _former_check_roll(tables, dice_kind: str, choice) -> int:
    """`dice.check_roll` before the thirteenth round (the legal faces made afresh)."""
    if not isinstance(choice, Roll):
        raise IllegalChoice("not a roll")
    legal = frozenset(dice.faces(tables, dice_kind))
    if type(choice.faces) is not tuple or choice.faces not in legal:
        raise IllegalChoice("not a face")
    return choice.total


class _NarrowTables:
    """Tables whose d10 reads 1..8 and whose initiative is 2d4: another legal set of faces for the same records."""

    initiative_dice = 2
    initiative_die_faces = 4

    def number(self, name: str) -> int:
        return {"d10_min": 1, "d10_max": 8}[name]


def _verdict(tables, dice_kind: str, choice, check) -> object:
    try:
        return check(tables, dice_kind, choice)
    except IllegalChoice:
        return "illegal"


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_kept_roll_verdicts_equal_the_former_check(monkeypatch, name, choices):
    """Every roll the game and its look-ahead check (fire, mêlée, results, rally, initiative) gets the former
    check's total; then each record checked, asked again under the other dice and under other tables, gets the
    former verdict there too (a record kept by its id alone would give its d10 total)."""
    seen: dict[int, tuple] = {}
    wrong: list[str] = []
    tally = {"asked": 0, "kept": 0}
    check = dice.check_roll

    def checked(tables, dice_kind, choice):
        tally["asked"] += 1
        tally["kept"] += id(choice) in dice._checked
        got = check(tables, dice_kind, choice)
        fresh = _former_check_roll(tables, dice_kind, choice)
        if got != fresh:
            wrong.append(f"{choice} {dice_kind}: {got} != {fresh}")
        seen[id(choice)] = (tables, choice)
        return got

    for module in (combat, results, turn):
        monkeypatch.setattr(module, "check_roll", checked)
    _play(name, choices)
    assert not wrong, wrong[:3]
    assert len(seen) >= 10 and tally["asked"] > 500 and tally["kept"] > 400, (len(seen), tally)
    narrow = _NarrowTables()
    for tables, choice in seen.values():
        for t in (tables, narrow):
            for kind in (dice.D10, dice.D6x2):
                got = _verdict(t, kind, choice, check)
                fresh = _verdict(t, kind, choice, _former_check_roll)
                assert got == fresh, (choice, kind, t, got, fresh)
