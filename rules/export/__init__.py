"""Exports of a scenario to other programs' formats, one module per format: `tmx.py` (a Tiled map),
`vassal.py` with `vassal_pieces.py` (a VASSAL module). Each writes its files atomically and draws with the
renderer, so what the other program shows is what `banneret render` draws. Nothing here imports Qt.

May import: `rules.geometry`, `rules.fileio`, `rules.tables`, `rules.scenario`, `rules.map`.
Exports: `tmx.export_tmx`, `vassal.export_vassal`.
"""
