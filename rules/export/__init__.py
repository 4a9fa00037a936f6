"""Exports of a scenario to other programs and to paper: one module per format (docs/cli.md, `banneret export`).

Print: `pdfmap.py` (the map at true scale, one sheet or tiled), `pdfcounters.py` (counter sheets for duplex
printing), both drawn by the map renderer's own code onto a vector canvas (`pdfdraw.py`).
"""
