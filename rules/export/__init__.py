"""Exports of a scenario to other programs and to paper, one module per format (`banneret export`,
docs/cli.md). Print: `pdfmap.py` (the map at true scale, one sheet or tiled) and `pdfcounters.py` (counter
sheets for duplex printing), both drawn by the map renderer's own code onto a vector canvas (`pdfdraw.py`).
*Battles Before Gunpowder*: `bbgprint.py` (the army sheet, the unit roster card, the modifier card; A4).
Other programs: `tmx.py` (a Tiled map) and `vassal.py` with `vassal_pieces.py` (a VASSAL module), their
counter pictures cut from the renderer's by `pieces.py`. Each writes
its files atomically and draws with the renderer, so paper, Tiled and VASSAL show what `banneret render`
draws. Nothing here imports Qt.

May import: rules.paths, rules.geometry, rules.fileio, rules.tables, rules.scenario, rules.map, rules.bbg.
Exports: pdfmap.MapPrint, map_pdf, write_map_pdf; pdfcounters.CounterPrint, counters_pdf, write_counters_pdf;
tmx.export_tmx; vassal.export_vassal;
bbgprint.sheet_pdf, roster_pdf, card_pdf (and write_…), roster_from_army, rosters_from_scenario.
"""
