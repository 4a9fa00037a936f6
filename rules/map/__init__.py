"""Drawing the map: the Pillow renderer of terrain, levels, hexside features, routes, labels and counters
(`render.py`), shared by `banneret render` and the editor's palette.

May import: `rules.geometry`, `rules.scenario`, `rules.fileio`, `rules.tables`.
Exports: `render.render_map`, `save_png`; `counters.draw_counter` (one counter, front or back, at a size).
"""
