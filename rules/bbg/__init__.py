"""*Battles Before Gunpowder* (BBG), the second ruleset: an open table measured in M, d20 per figure, secret
orders on an army sheet (`docs/bbg.md`, `docs/bbg-format.md`; decisions B1–B59 in the design notes).

Data side: the three files as plain data (`model.py`): the army list `bbg-army/1`, the table scenario
`bbg-scenario/1` and the army sheet `bbg-sheet/1`; reading them into the model and saving them back
byte-exact (`files.py`, `convert.py`, `limits.py`), and the validator's findings (`validate.py`). The
referee's computations (table geometry, zones, melee, shooting, morale, movement) live in their own modules
beside these.

May import: `rules.fileio`, `rules.geometry`, `rules.paths`, `rules.i18n`, shapely.
Exports: `model.ArmyList`, `TroopType`, `UnitCard`, `Scenario`, `Table`, `Unit`, `Pose`, `Terrain`, `Camp`, `Side`,
`Corps`, `Leader`, `Sheet`, `SheetOrders`, `UnitOrders` and the format ids; `files.load_bbg`, `load_bbg_bytes`,
`save_bbg`; `validate.validate_bbg`; `glossary.load_bbg_glossary` (the BBG vocabulary, resources/glossary/bbg.yaml).
Table side (the referee's computations, `docs/bbg.md`): `rulebook` (every number the text fixes), `breakdown`
(the ledger rows and `MissingDesignerValue`), `dice` (exact distributions), `units` (a unit's numbers and state),
`geometry` and `zones` (frames, footprints, ZOC, field of view, zones, protected flanks, line of sight),
`melee`, `melee_many`, `shooting`, `morale`, `movement`, `beasts`, `triumph`, `formation`, `ledger`, and
`table` (a scenario and its army lists as the computations' inputs).
"""
