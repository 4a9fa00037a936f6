"""The scenario file: the model (`model.py`), document → model (`fromdict.py`) and back (`todict.py`), reading
and saving with counter libraries (`files.py`, `library.py`), keeping what a lenient load left out
(`preserve.py`), the validator (`validate.py`) and the stacking rule it shares with the engine
(`stacking.py`).

May import: `rules.geometry`, `rules.fileio`, `rules.tables`, `rules.paths`.
Exports: `files.load_scenario`, `load_scenario_bytes`, `save_scenario`, `save_over`, `LoadResult`, `LibraryChanged`;
`model.Scenario` and its parts; `validate.validate_scenario`.
"""
