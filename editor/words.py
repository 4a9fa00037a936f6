"""The scenario's own keywords (terrain, hexside features, roads, disorder) in the editor's language.

Why here and not in the file: a scenario says `wood` and `ford` in every language (the format's words never
change), but the combo boxes, the status bar and the legend show them to a player, who reads the rule book's
word (glossary: resources/glossary/glossary.yaml). The keys are marked for the editor's catalogue below.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP

from .i18n import tr

WORDS = {
    "clear": QT_TR_NOOP("clear"),
    "wood": QT_TR_NOOP("wood"),
    "bushes": QT_TR_NOOP("bushes"),
    "marsh": QT_TR_NOOP("marsh"),
    "village": QT_TR_NOOP("village"),
    "farm": QT_TR_NOOP("farm"),
    "pond": QT_TR_NOOP("pond"),
    "lake": QT_TR_NOOP("lake"),
    "sea": QT_TR_NOOP("sea"),
    "stream": QT_TR_NOOP("stream"),
    "river": QT_TR_NOOP("river"),
    "wall": QT_TR_NOOP("wall"),
    "fortification": QT_TR_NOOP("fortification"),
    "gate": QT_TR_NOOP("gate"),
    "bridge": QT_TR_NOOP("bridge"),
    "ford": QT_TR_NOOP("ford"),
    "road": QT_TR_NOOP("road"),
    "track": QT_TR_NOOP("track"),
    "north": QT_TR_NOOP("north"),
    "south": QT_TR_NOOP("south"),
    "east": QT_TR_NOOP("east"),
    "west": QT_TR_NOOP("west"),
    "attacker": QT_TR_NOOP("attacker"),
    "defender": QT_TR_NOOP("defender"),
    "discouraged": QT_TR_NOOP("discouraged"),
    "routed": QT_TR_NOOP("routed"),
}

# A counter's printed values, as the forms label their spin boxes.
VALUE_LABELS = {
    "sp": QT_TR_NOOP("SP"),
    "mp": QT_TR_NOOP("MP"),
    "quality": QT_TR_NOOP("quality"),
    "bonus": QT_TR_NOOP("bonus"),
    "rating": QT_TR_NOOP("rating"),
    "radius": QT_TR_NOOP("radius"),
}


def value_label(key: str) -> str:
    """The label of a counter's value ("sp" → "SP", "quality") in the editor's language."""
    return tr(VALUE_LABELS[key]) if key in VALUE_LABELS else key


def word(key: str) -> str:
    """`key` (a scenario keyword) in the editor's language; a key the format does not know is shown as it is."""
    return tr(WORDS[key]) if key in WORDS else key


def unit_type_name(code: str) -> str:
    """A unit type's name ("Ch" → "Knights") in the editor's language: the rule book's word (the glossary,
    resources/glossary/glossary.yaml), else the edition tables' English name, else the code itself."""
    from rules.i18n import language
    from rules.i18n.glossary import load_glossary  # jsonschema: loaded when a type is first named, not at start
    from rules.tables import load_tables

    term = load_glossary().by_model("unit_type", code)
    name = term.name(language()) if term is not None else None
    if name is None:
        utype = load_tables().units.get(code)
        name = utype.name if utype is not None else None
    return name[:1].upper() + name[1:] if name else code


def unit_type_item(code: str) -> str:
    """A unit type as a list offers it: the code first (typing its letters finds it), then the name."""
    name = unit_type_name(code)
    return code if name == code else f"{code} — {name}"


def fill_unit_types(combo, codes) -> None:
    """A combo box of unit types: each item shows the code and the name, and holds the code (its data)."""
    for code in codes:
        combo.addItem(unit_type_item(code), code)


def set_unit_type(combo, code: str) -> None:
    """Show `code` in a combo filled by fill_unit_types; a code the list lacks is added as it is (kept, not lost)."""
    i = combo.findData(code)
    if i < 0 and code:
        combo.addItem(code, code)
        i = combo.count() - 1
    combo.setCurrentIndex(i)
