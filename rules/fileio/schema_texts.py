"""The `description`s of schemas/*.json that a schema finding shows (those of a pattern or a oneOf: "0915x
is not a hex label: A hex label as the map prints it ..."), marked here for extraction so that translators
see them in the catalogue; `schema._explain` looks each up with `_()` when it words a finding.

Never imported: it is only read by the extractor (pybabel, tools/i18n_check.py). tests/test_i18n_files.py
fails when a schema gains, changes or loses such a description and this list was not brought in step.
"""

from rules.i18n import N_

# ruff: noqa: E501  (each description on one line, exactly as the schema has it)

DESCRIPTIONS = (
    N_("A cell written r<row>c<column>, counted from 1: r1c1 is the top-left counter."),
    N_("A hex label as the map prints it: column then row, two digits each by default (e.g. \"0915\")."),
    N_("A hexside written with its two hexes, \"0304/0305\". For wall, gate and fortification the first hex is the inside."),
    N_("A map edge (north, south, east, west, or {edge: west}), or {hexes: [...]}."),
    N_("A rank of slots, from the unit's left: O officer, M musician, Z standard bearer, S soldier, G general, C corps commander, . empty."),
    N_("A round number, from 1."),
    N_("A row or column number, from 1."),
    N_("An id a person chooses: letters, digits, '-', '_', '.'."),
    N_("Counter colour, #rrggbb."),
    N_("File name of a crop: {id} (the counter's id, or the cell label when no id is known), {cell} (r3c4), {row}, {col}, {face} (front or back); ends in .png. Default: {id}-{face}.png."),
    N_("Format id and major version: banneret-counters/1."),
    N_("Format id and major version: banneret-game/1."),
    N_("Format id and major version: banneret-sheet/1."),
    N_("Format id and major version: banneret/1."),
    N_("Format id and major version: bbg-army/1."),
    N_("Format id and major version: bbg-scenario/1."),
    N_("Format id and major version: bbg-sheet/1."),
    N_("Format id and major version: bbg-record/1."),
    N_("Missile weapon(s) (B34): bow, reflex_bow, longbow, crossbow, gunpowder, sling, javelin, pilum."),
    N_("One choice in the text notation ('move cru-ch-1 1316-1315 N', 'end', a roll), alone or with a comment and alternative lines."),
    N_("One counter at setup: a unit (with a facing) or a leader."),
    N_("Rules decision (rules-decisions.md)."),
    N_("SHA-256 of the position the main line reaches, as Banneret computes it; a replay that reaches another position is reported (error record-altered)."),
    N_("SHA-256 of the scenario file's bytes when the game was saved, lower-case hex. A file that no longer matches is reported (warning scenario-changed) and the replay is still attempted."),
    N_("The blazon: the units with this banner are his (1.2)."),
    N_("The id of one of this side's leaders."),
    N_("The scenario the game is played on: a file (path relative to the record, with the SHA-256 of its bytes when it was saved) or the scenario itself, embedded."),
    N_("The side that scores (by default: the side that causes the event)."),
    N_("Where this side's routed units flee (12.2)."),
)
