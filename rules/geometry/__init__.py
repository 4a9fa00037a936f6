"""Hex geometry, the bottom layer: axial coordinates, printed labels (CCRR), neighbours, facings, exact
lines of sight between centres, rings and ranges, pixel layout (`hexgrid.py`); the least-squares fit of a
scanned map onto the grid (`affine.py`).

May import: the standard library only.
Exports: `hexgrid.Grid`, `Hex`, `Hexside`, `distance`, `line_hexes`, `hex_range`; `affine.fit_affine`.
"""
