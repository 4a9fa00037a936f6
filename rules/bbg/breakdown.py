"""The ledger every BBG computation returns beside its number: each modifier with its row name, its line `[Lnnn]`
and decision (B-number), whether it applies and why (the referee desk, section 2).

Row names and reasons are English message ids marked with `N_`, translated when shown (`Row.label()`,
`Row.reason()`), so one result can be printed in any language and compared in tests by its stable `key`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from rules.i18n import N_, _

Number = int | Fraction

# The row names, in the text's order ([L326-346], [L479-491]); the Hungarian beside each in docs/bbg.md.
LABELS: dict[str, str] = {
    "officer": N_("Officer in the unit"),
    "musician": N_("Musician or standard bearer in the unit"),
    "rank_bonus": N_("Rank bonus"),
    "broken_rank": N_("Broken rank"),
    "cavalry_charge": N_("Cavalry charge"),
    "wedge_charge": N_("Wedge charge"),
    "snaking": N_("Snaking cavalry"),
    "close_vs_loose": N_("Close formation against loose"),
    "loose_vs_close": N_("Loose formation against close"),
    "spear": N_("Spear"),
    "attack_reroll": N_("Attack re-roll"),
    "protected_flank": N_("Per protected flank"),
    "higher_position": N_("Unit in higher position"),
    "forced_march": N_("Per consecutive forced march"),
    "flank_attack": N_("Flank attack"),
    "rear_attack": N_("Rear attack"),
    "fleeing_attacked": N_("Fleeing unit attacked"),
    "corps_leader_lost": N_("Corps commander fell or fled"),
    "camp_captured": N_("Camp captured"),
    "cannot_rout": N_("Cannot rout"),
    "triumph": N_("Triumph"),
    "attack": N_("Attack value"),
    "defence": N_("Defence value"),
    "morale": N_("Morale value"),
    "strength": N_("Weapon strength"),
    "shooting_defence": N_("Defence against shooting"),
    "third_rank": N_("Third-rank archer"),
    "elephant_wounds": N_("Wounds beyond the fourth"),
    "chariot_side": N_("Chariot side"),
    "rate": N_("Rate"),
    "shooting_move": N_("Moving while shooting"),
    "forced_march_move": N_("Forced march"),
    "formation_cost": N_("Formation change"),
}


# Words a reason may carry as an argument, translated where the reason is shown.
WORDS = {"front": N_("front zone"), "flank": N_("side zone"), "rear": N_("rear zone")}


@dataclass(frozen=True)
class Row:
    """One modifier: `value` counts in the total only when `applies`; `reason` says why in either case."""

    key: str
    value: Number
    applies: bool
    reason: str  # an English message id (N_), formatted with `args`
    lines: str  # "L327" or "L329, L141"
    rule: str  # "B8"
    args: tuple[tuple[str, Any], ...] = ()
    side: str = ""  # for a melee strike: "striker" or "target", the unit whose ledger the row comes from

    def label(self) -> str:
        return _(LABELS.get(self.key, self.key))

    def why(self) -> str:
        """The reason in the user's language; a word argument (a zone: front, flank, rear) is translated too."""
        return _(self.reason).format(**{k: _(WORDS[v]) if isinstance(v, str) and v in WORDS else v
                                        for k, v in self.args})

    def as_dict(self) -> dict[str, Any]:
        return {"key": self.key, "row": self.label(), "value": number_json(self.value), "applies": self.applies,
                "why": self.why(), "lines": self.lines, "rule": self.rule, **({"side": self.side} if self.side else {})}


def row(key: str, value: Number, applies: bool, reason: str, lines: str, rule: str, **args: Any) -> Row:
    return Row(key, value, applies, reason, lines, rule, tuple(sorted(args.items())))


@dataclass(frozen=True)
class Ledger:
    """Rows in order; `total` sums those that apply."""

    rows: tuple[Row, ...] = field(default_factory=tuple)

    @property
    def total(self) -> Number:
        return sum((r.value for r in self.rows if r.applies), 0)

    def applied(self) -> tuple[Row, ...]:
        return tuple(r for r in self.rows if r.applies)

    def get(self, key: str) -> Row | None:
        return next((r for r in self.rows if r.key == key), None)

    def value(self, key: str) -> Number:
        """The applied amount of the rows of `key` (0 if absent or not applying)."""
        return sum((r.value for r in self.rows if r.key == key and r.applies), 0)

    def as_list(self) -> list[dict[str, Any]]:
        return [r.as_dict() for r in self.rows]


class MissingDesignerValue(ValueError):
    """A number the text does not give and the designer has not entered (B57): the computation refuses."""

    def __init__(self, field_name: str, owner: str = ""):
        self.field_name = field_name
        self.owner = owner
        super().__init__(self.message())

    def message(self) -> str:
        if self.owner:
            return _("{owner}: the designer's value '{field}' is missing, and the BBG text gives none (B57)").format(
                owner=self.owner, field=self.field_name)
        return _("the designer's value '{field}' is missing, and the BBG text gives none (B57)").format(
            field=self.field_name)


class BadFact(ValueError):
    """A referee fact that contradicts the position or the rules (a strike pair naming an unknown figure)."""


def number_json(x: Number | float) -> Any:
    """Ints stay ints; a Fraction that is whole becomes an int, else its exact "p/q" text."""
    if isinstance(x, Fraction):
        return int(x) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"
    return x


def require(value: Any, field_name: str, owner: str = "") -> Any:
    if value is None:
        raise MissingDesignerValue(field_name, owner)
    return value
