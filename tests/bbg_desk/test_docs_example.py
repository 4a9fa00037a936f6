"""The example of docs/bbg.md runs as printed and gives the number the text's rules give (B4, B11)."""

import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "docs" / "bbg.md"


def test_the_documented_example_runs():
    code = re.search(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1)
    scope: dict = {}
    exec(compile(code, str(DOC), "exec"), scope)  # noqa: S102 - our own documentation
    r = scope["r"]
    # warband 12 − hoplite defence 6 + (officer, two warband ranks) − (officer, musician, rank) − spear 1 = 5
    assert r.strikes[0].base == 5
    assert sum(r.losses("b").probabilities()) == 1 and "with_reroll" in r.outcome
