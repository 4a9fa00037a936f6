"""Exports of a scenario to other programs' formats, one module per format (Tiled TMX, VASSAL module, ...).

Each writes its files atomically (rules/fileio/atomic.py) and draws with the renderer (rules/map), so what
another program shows is what `banneret render` draws. Nothing here imports Qt.
"""
