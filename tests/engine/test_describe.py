"""Choices in words (rules/engine/describe.py): what the decision panel, the CLI and the log show a player
beside the notation, on the demo scenario's D.1 of Richard's activation."""

from __future__ import annotations

import pytest

from rules.engine import movement_position, parse_choice
from rules.engine.describe import describe, group
from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario


@pytest.fixture(scope="module")
def d1():
    return movement_position(load_scenario(scenarios_dir() / "tremithoussia-demo.yaml").scenario, "richard")


@pytest.mark.parametrize("notation, words", [
    ("move cru-ch-anglonormans 1316-1315 N", "Anglo-Norman knights to 1315, facing N — 1 MP"),
    ("move richard 1316-1317", "Richard Cœur de Lion to 1317 — 1 MP"),
    ("end", "End this step"),
    ("roll 7", "The die reads 7"),
])
def test_a_choice_in_words(d1, notation, words):
    assert describe(parse_choice(notation, d1), d1) == words


def test_every_legal_choice_has_words_that_are_not_its_notation(d1):
    for c in d1.legal_choices():
        text = describe(c, d1)
        assert text and text != c.notation(d1.grid)
        if c.notation(d1.grid).startswith("move"):
            assert " MP" in text  # the engine's cost of that exact path


def test_a_choice_is_grouped_by_its_counters_and_kind(d1):
    assert group(parse_choice("move cru-ch-anglonormans 1316-1315 N", d1)) == (("cru-ch-anglonormans",), "moves")
    assert group(parse_choice("end", d1)) == ((), "the step")


def test_a_choice_of_another_kind_reads_as_its_notation(d1):
    class Odd:
        def notation(self, grid):
            return "odd 1"

    assert describe(Odd(), d1) == "odd 1" and group(Odd()) == ((), "odd")
