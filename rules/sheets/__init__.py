"""Counter sheets into data: sheet layouts and exact crop boxes on the scans (`layout.py`), values from a
spreadsheet applied to a scenario or its library (`values.py`).

May import: `rules.scenario`, `rules.fileio`, `rules.tables`, `rules.paths`.
Exports: `layout.read_layout`, `slice_sheet`, `SheetLayout`; `values.apply_sheet`.
"""
