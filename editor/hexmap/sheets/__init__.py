"""Counter sheets in the editor: the sheet-import dialog (grid, crops, entry, output) and counter images.

`open_sheet_import(window)` opens the dialog on the window's document; the modules are small: `canvas` (the
scan with the grid and its handles), `thumbs` (every crop), `gridform` (images, grid numbers, offsets,
layout findings), `drafts` (the counters being entered, Qt-free), `entry` (the entry form), `output` (adding
to the scenario in one undo step) and `images` (counter images for the map and the armies dock).
"""
